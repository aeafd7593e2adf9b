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
    %b_ls5_c0 = "aie.buffer"(%t_c0) {sym_name = "ls5_c0"} : (index) -> memref<64xi64>
    %b_ls12_c0 = "aie.buffer"(%t_c0) {sym_name = "ls12_c0"} : (index) -> memref<64xi64>
    %b_ls775_c0 = "aie.buffer"(%t_c0) {sym_name = "ls775_c0"} : (index) -> memref<64xi64>
    %b_ls776_c0 = "aie.buffer"(%t_c0) {sym_name = "ls776_c0"} : (index) -> memref<64xi64>
    %b_ls777_c0 = "aie.buffer"(%t_c0) {sym_name = "ls777_c0"} : (index) -> memref<64xi64>
    %b_ls778_c0 = "aie.buffer"(%t_c0) {sym_name = "ls778_c0"} : (index) -> memref<64xi64>
    %b_ls783_c0 = "aie.buffer"(%t_c0) {sym_name = "ls783_c0"} : (index) -> memref<64xi64>
    %b_ls838_c0 = "aie.buffer"(%t_c0) {sym_name = "ls838_c0"} : (index) -> memref<64xi64>
    %b_ls844_c0 = "aie.buffer"(%t_c0) {sym_name = "ls844_c0"} : (index) -> memref<64xi64>
    %b_ls1556_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1556_c0"} : (index) -> memref<64xi64>
    %b_ls1557_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1557_c0"} : (index) -> memref<64xi64>
    %b_ls1558_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1558_c0"} : (index) -> memref<64xi64>
    %b_ls1559_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1559_c0"} : (index) -> memref<64xi64>
    %b_ls1564_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1564_c0"} : (index) -> memref<64xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<64xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l0_c0 = "aie.buffer"(%t_c0) {sym_name = "l0_c0"} : (index) -> memref<1xi64>
    %b_l1_c0 = "aie.buffer"(%t_c0) {sym_name = "l1_c0"} : (index) -> memref<1xi64>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi1>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi1>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi32>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi32>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi32>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi32>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi64>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi64>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi32>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi32>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi32>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi32>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi32>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi64>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi64>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi64>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi1>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi64>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi64>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi64>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi64>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi64>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi1>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi64>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi64>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi64>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi64>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi32>
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
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi1>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi64>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi64>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi64>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi64>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi32>
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
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi64>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi32>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xi64>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xi32>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi64>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi64>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xi64>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xi64>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xi1>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xi64>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi64>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi64>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi64>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xi64>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xi1>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xi64>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi64>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi64>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi32>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi64>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi32>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xf32>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xf32>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xf32>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xf32>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi64>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi64>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi64>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi64>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi64>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xi32>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xi32>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xi1>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xi32>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xi32>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xi32>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xi32>
    %b_l108_c0 = "aie.buffer"(%t_c0) {sym_name = "l108_c0"} : (index) -> memref<1xi32>
    %b_l109_c0 = "aie.buffer"(%t_c0) {sym_name = "l109_c0"} : (index) -> memref<1xi32>
    %b_l110_c0 = "aie.buffer"(%t_c0) {sym_name = "l110_c0"} : (index) -> memref<1xi32>
    %b_l111_c0 = "aie.buffer"(%t_c0) {sym_name = "l111_c0"} : (index) -> memref<1xi32>
    %b_l112_c0 = "aie.buffer"(%t_c0) {sym_name = "l112_c0"} : (index) -> memref<1xi32>
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xi64>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xi64>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xi64>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xi64>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xi64>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xi64>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xi64>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xi64>
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
    %b_l137_c0 = "aie.buffer"(%t_c0) {sym_name = "l137_c0"} : (index) -> memref<1xi32>
    %b_l138_c0 = "aie.buffer"(%t_c0) {sym_name = "l138_c0"} : (index) -> memref<1xi32>
    %b_l139_c0 = "aie.buffer"(%t_c0) {sym_name = "l139_c0"} : (index) -> memref<1xi32>
    %b_l140_c0 = "aie.buffer"(%t_c0) {sym_name = "l140_c0"} : (index) -> memref<1xi32>
    %b_l141_c0 = "aie.buffer"(%t_c0) {sym_name = "l141_c0"} : (index) -> memref<1xi32>
    %b_l142_c0 = "aie.buffer"(%t_c0) {sym_name = "l142_c0"} : (index) -> memref<1xi32>
    %b_l143_c0 = "aie.buffer"(%t_c0) {sym_name = "l143_c0"} : (index) -> memref<1xi32>
    %b_l144_c0 = "aie.buffer"(%t_c0) {sym_name = "l144_c0"} : (index) -> memref<1xi32>
    %b_l145_c0 = "aie.buffer"(%t_c0) {sym_name = "l145_c0"} : (index) -> memref<1xi32>
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
    %b_l157_c0 = "aie.buffer"(%t_c0) {sym_name = "l157_c0"} : (index) -> memref<1xi64>
    %b_l158_c0 = "aie.buffer"(%t_c0) {sym_name = "l158_c0"} : (index) -> memref<1xi64>
    %b_l159_c0 = "aie.buffer"(%t_c0) {sym_name = "l159_c0"} : (index) -> memref<1xi64>
    %b_l160_c0 = "aie.buffer"(%t_c0) {sym_name = "l160_c0"} : (index) -> memref<1xi64>
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
    %b_l185_c0 = "aie.buffer"(%t_c0) {sym_name = "l185_c0"} : (index) -> memref<1xi1>
    %b_l186_c0 = "aie.buffer"(%t_c0) {sym_name = "l186_c0"} : (index) -> memref<1xi1>
    %b_l187_c0 = "aie.buffer"(%t_c0) {sym_name = "l187_c0"} : (index) -> memref<1xi1>
    %b_l188_c0 = "aie.buffer"(%t_c0) {sym_name = "l188_c0"} : (index) -> memref<1xi1>
    %b_l189_c0 = "aie.buffer"(%t_c0) {sym_name = "l189_c0"} : (index) -> memref<1xi32>
    %b_l190_c0 = "aie.buffer"(%t_c0) {sym_name = "l190_c0"} : (index) -> memref<1xi32>
    %b_l191_c0 = "aie.buffer"(%t_c0) {sym_name = "l191_c0"} : (index) -> memref<1xi32>
    %b_l192_c0 = "aie.buffer"(%t_c0) {sym_name = "l192_c0"} : (index) -> memref<1xi32>
    %b_l193_c0 = "aie.buffer"(%t_c0) {sym_name = "l193_c0"} : (index) -> memref<1xi32>
    %b_l194_c0 = "aie.buffer"(%t_c0) {sym_name = "l194_c0"} : (index) -> memref<1xi32>
    %b_l195_c0 = "aie.buffer"(%t_c0) {sym_name = "l195_c0"} : (index) -> memref<1xi32>
    %b_l196_c0 = "aie.buffer"(%t_c0) {sym_name = "l196_c0"} : (index) -> memref<1xi32>
    %b_l197_c0 = "aie.buffer"(%t_c0) {sym_name = "l197_c0"} : (index) -> memref<1xi32>
    %b_l198_c0 = "aie.buffer"(%t_c0) {sym_name = "l198_c0"} : (index) -> memref<1xi32>
    %b_l199_c0 = "aie.buffer"(%t_c0) {sym_name = "l199_c0"} : (index) -> memref<1xi32>
    %b_l200_c0 = "aie.buffer"(%t_c0) {sym_name = "l200_c0"} : (index) -> memref<1xi32>
    %b_l201_c0 = "aie.buffer"(%t_c0) {sym_name = "l201_c0"} : (index) -> memref<1xi32>
    %b_l202_c0 = "aie.buffer"(%t_c0) {sym_name = "l202_c0"} : (index) -> memref<1xi32>
    %b_l203_c0 = "aie.buffer"(%t_c0) {sym_name = "l203_c0"} : (index) -> memref<1xi32>
    %b_l204_c0 = "aie.buffer"(%t_c0) {sym_name = "l204_c0"} : (index) -> memref<1xi32>
    %b_l205_c0 = "aie.buffer"(%t_c0) {sym_name = "l205_c0"} : (index) -> memref<1xi64>
    %b_l206_c0 = "aie.buffer"(%t_c0) {sym_name = "l206_c0"} : (index) -> memref<1xi64>
    %b_l207_c0 = "aie.buffer"(%t_c0) {sym_name = "l207_c0"} : (index) -> memref<1xi64>
    %b_l208_c0 = "aie.buffer"(%t_c0) {sym_name = "l208_c0"} : (index) -> memref<1xi64>
    %b_l209_c0 = "aie.buffer"(%t_c0) {sym_name = "l209_c0"} : (index) -> memref<1xi64>
    %b_l210_c0 = "aie.buffer"(%t_c0) {sym_name = "l210_c0"} : (index) -> memref<1xi64>
    %b_l211_c0 = "aie.buffer"(%t_c0) {sym_name = "l211_c0"} : (index) -> memref<1xi64>
    %b_l212_c0 = "aie.buffer"(%t_c0) {sym_name = "l212_c0"} : (index) -> memref<1xi32>
    %b_l213_c0 = "aie.buffer"(%t_c0) {sym_name = "l213_c0"} : (index) -> memref<1xi64>
    %b_l214_c0 = "aie.buffer"(%t_c0) {sym_name = "l214_c0"} : (index) -> memref<1xi64>
    %b_l215_c0 = "aie.buffer"(%t_c0) {sym_name = "l215_c0"} : (index) -> memref<1xi64>
    %b_l216_c0 = "aie.buffer"(%t_c0) {sym_name = "l216_c0"} : (index) -> memref<1xi64>
    %b_l217_c0 = "aie.buffer"(%t_c0) {sym_name = "l217_c0"} : (index) -> memref<1xi64>
    %b_l218_c0 = "aie.buffer"(%t_c0) {sym_name = "l218_c0"} : (index) -> memref<1xi64>
    %b_l219_c0 = "aie.buffer"(%t_c0) {sym_name = "l219_c0"} : (index) -> memref<1xi64>
    %b_l220_c0 = "aie.buffer"(%t_c0) {sym_name = "l220_c0"} : (index) -> memref<1xi32>
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
    %b_l235_c0 = "aie.buffer"(%t_c0) {sym_name = "l235_c0"} : (index) -> memref<1xi32>
    %b_l236_c0 = "aie.buffer"(%t_c0) {sym_name = "l236_c0"} : (index) -> memref<1xi32>
    %b_l237_c0 = "aie.buffer"(%t_c0) {sym_name = "l237_c0"} : (index) -> memref<1xf32>
    %b_l238_c0 = "aie.buffer"(%t_c0) {sym_name = "l238_c0"} : (index) -> memref<1xf32>
    %b_l239_c0 = "aie.buffer"(%t_c0) {sym_name = "l239_c0"} : (index) -> memref<1xf32>
    %b_l240_c0 = "aie.buffer"(%t_c0) {sym_name = "l240_c0"} : (index) -> memref<1xf32>
    %b_l241_c0 = "aie.buffer"(%t_c0) {sym_name = "l241_c0"} : (index) -> memref<1xi32>
    %b_l242_c0 = "aie.buffer"(%t_c0) {sym_name = "l242_c0"} : (index) -> memref<1xi32>
    %b_l243_c0 = "aie.buffer"(%t_c0) {sym_name = "l243_c0"} : (index) -> memref<1xi32>
    %b_l244_c0 = "aie.buffer"(%t_c0) {sym_name = "l244_c0"} : (index) -> memref<1xi32>
    %b_l245_c0 = "aie.buffer"(%t_c0) {sym_name = "l245_c0"} : (index) -> memref<1xf32>
    %b_l246_c0 = "aie.buffer"(%t_c0) {sym_name = "l246_c0"} : (index) -> memref<1xf32>
    %b_l247_c0 = "aie.buffer"(%t_c0) {sym_name = "l247_c0"} : (index) -> memref<1xf32>
    %b_l248_c0 = "aie.buffer"(%t_c0) {sym_name = "l248_c0"} : (index) -> memref<1xf32>
    %b_l249_c0 = "aie.buffer"(%t_c0) {sym_name = "l249_c0"} : (index) -> memref<1xi32>
    %b_l250_c0 = "aie.buffer"(%t_c0) {sym_name = "l250_c0"} : (index) -> memref<1xi32>
    %b_l251_c0 = "aie.buffer"(%t_c0) {sym_name = "l251_c0"} : (index) -> memref<1xf32>
    %b_l252_c0 = "aie.buffer"(%t_c0) {sym_name = "l252_c0"} : (index) -> memref<1xf32>
    %b_l253_c0 = "aie.buffer"(%t_c0) {sym_name = "l253_c0"} : (index) -> memref<1xf32>
    %b_l254_c0 = "aie.buffer"(%t_c0) {sym_name = "l254_c0"} : (index) -> memref<1xf32>
    %b_l255_c0 = "aie.buffer"(%t_c0) {sym_name = "l255_c0"} : (index) -> memref<1xi32>
    %b_l256_c0 = "aie.buffer"(%t_c0) {sym_name = "l256_c0"} : (index) -> memref<1xi32>
    %b_l257_c0 = "aie.buffer"(%t_c0) {sym_name = "l257_c0"} : (index) -> memref<1xf32>
    %b_l258_c0 = "aie.buffer"(%t_c0) {sym_name = "l258_c0"} : (index) -> memref<1xf32>
    %b_l259_c0 = "aie.buffer"(%t_c0) {sym_name = "l259_c0"} : (index) -> memref<1xf32>
    %b_l260_c0 = "aie.buffer"(%t_c0) {sym_name = "l260_c0"} : (index) -> memref<1xf32>
    %b_l261_c0 = "aie.buffer"(%t_c0) {sym_name = "l261_c0"} : (index) -> memref<1xi32>
    %b_l262_c0 = "aie.buffer"(%t_c0) {sym_name = "l262_c0"} : (index) -> memref<1xi32>
    %b_l263_c0 = "aie.buffer"(%t_c0) {sym_name = "l263_c0"} : (index) -> memref<1xi32>
    %b_l264_c0 = "aie.buffer"(%t_c0) {sym_name = "l264_c0"} : (index) -> memref<1xi32>
    %b_l265_c0 = "aie.buffer"(%t_c0) {sym_name = "l265_c0"} : (index) -> memref<1xf32>
    %b_l266_c0 = "aie.buffer"(%t_c0) {sym_name = "l266_c0"} : (index) -> memref<1xf32>
    %b_l267_c0 = "aie.buffer"(%t_c0) {sym_name = "l267_c0"} : (index) -> memref<1xf32>
    %b_l268_c0 = "aie.buffer"(%t_c0) {sym_name = "l268_c0"} : (index) -> memref<1xf32>
    %b_l269_c0 = "aie.buffer"(%t_c0) {sym_name = "l269_c0"} : (index) -> memref<1xi32>
    %b_l270_c0 = "aie.buffer"(%t_c0) {sym_name = "l270_c0"} : (index) -> memref<1xi32>
    %b_l271_c0 = "aie.buffer"(%t_c0) {sym_name = "l271_c0"} : (index) -> memref<1xi32>
    %b_l272_c0 = "aie.buffer"(%t_c0) {sym_name = "l272_c0"} : (index) -> memref<1xi32>
    %b_l273_c0 = "aie.buffer"(%t_c0) {sym_name = "l273_c0"} : (index) -> memref<1xf32>
    %b_l274_c0 = "aie.buffer"(%t_c0) {sym_name = "l274_c0"} : (index) -> memref<1xf32>
    %b_l275_c0 = "aie.buffer"(%t_c0) {sym_name = "l275_c0"} : (index) -> memref<1xf32>
    %b_l276_c0 = "aie.buffer"(%t_c0) {sym_name = "l276_c0"} : (index) -> memref<1xf32>
    %b_l277_c0 = "aie.buffer"(%t_c0) {sym_name = "l277_c0"} : (index) -> memref<1xi32>
    %b_l278_c0 = "aie.buffer"(%t_c0) {sym_name = "l278_c0"} : (index) -> memref<1xi32>
    %b_l279_c0 = "aie.buffer"(%t_c0) {sym_name = "l279_c0"} : (index) -> memref<1xi32>
    %b_l280_c0 = "aie.buffer"(%t_c0) {sym_name = "l280_c0"} : (index) -> memref<1xi32>
    %b_l281_c0 = "aie.buffer"(%t_c0) {sym_name = "l281_c0"} : (index) -> memref<1xi32>
    %b_l282_c0 = "aie.buffer"(%t_c0) {sym_name = "l282_c0"} : (index) -> memref<1xi32>
    %b_l283_c0 = "aie.buffer"(%t_c0) {sym_name = "l283_c0"} : (index) -> memref<1xi32>
    %b_l284_c0 = "aie.buffer"(%t_c0) {sym_name = "l284_c0"} : (index) -> memref<1xf32>
    %b_l285_c0 = "aie.buffer"(%t_c0) {sym_name = "l285_c0"} : (index) -> memref<1xi1>
    %b_l286_c0 = "aie.buffer"(%t_c0) {sym_name = "l286_c0"} : (index) -> memref<1xi32>
    %b_l287_c0 = "aie.buffer"(%t_c0) {sym_name = "l287_c0"} : (index) -> memref<1xi32>
    %b_l288_c0 = "aie.buffer"(%t_c0) {sym_name = "l288_c0"} : (index) -> memref<1xi32>
    %b_l289_c0 = "aie.buffer"(%t_c0) {sym_name = "l289_c0"} : (index) -> memref<1xf32>
    %b_l290_c0 = "aie.buffer"(%t_c0) {sym_name = "l290_c0"} : (index) -> memref<1xi1>
    %b_l291_c0 = "aie.buffer"(%t_c0) {sym_name = "l291_c0"} : (index) -> memref<1xi32>
    %b_l292_c0 = "aie.buffer"(%t_c0) {sym_name = "l292_c0"} : (index) -> memref<1xi32>
    %b_l293_c0 = "aie.buffer"(%t_c0) {sym_name = "l293_c0"} : (index) -> memref<1xi32>
    %b_l294_c0 = "aie.buffer"(%t_c0) {sym_name = "l294_c0"} : (index) -> memref<1xf32>
    %b_l295_c0 = "aie.buffer"(%t_c0) {sym_name = "l295_c0"} : (index) -> memref<1xi1>
    %b_l296_c0 = "aie.buffer"(%t_c0) {sym_name = "l296_c0"} : (index) -> memref<1xf32>
    %b_l297_c0 = "aie.buffer"(%t_c0) {sym_name = "l297_c0"} : (index) -> memref<1xf32>
    %b_l298_c0 = "aie.buffer"(%t_c0) {sym_name = "l298_c0"} : (index) -> memref<1xf32>
    %b_l299_c0 = "aie.buffer"(%t_c0) {sym_name = "l299_c0"} : (index) -> memref<1xf32>
    %b_l300_c0 = "aie.buffer"(%t_c0) {sym_name = "l300_c0"} : (index) -> memref<1xf32>
    %b_l301_c0 = "aie.buffer"(%t_c0) {sym_name = "l301_c0"} : (index) -> memref<1xi64>
    %b_l302_c0 = "aie.buffer"(%t_c0) {sym_name = "l302_c0"} : (index) -> memref<1xi64>
    %b_l303_c0 = "aie.buffer"(%t_c0) {sym_name = "l303_c0"} : (index) -> memref<1xi64>
    %b_l304_c0 = "aie.buffer"(%t_c0) {sym_name = "l304_c0"} : (index) -> memref<1xi64>
    %b_l305_c0 = "aie.buffer"(%t_c0) {sym_name = "l305_c0"} : (index) -> memref<1xi64>
    %b_l306_c0 = "aie.buffer"(%t_c0) {sym_name = "l306_c0"} : (index) -> memref<1xi64>
    %b_l307_c0 = "aie.buffer"(%t_c0) {sym_name = "l307_c0"} : (index) -> memref<1xi64>
    %b_l308_c0 = "aie.buffer"(%t_c0) {sym_name = "l308_c0"} : (index) -> memref<1xi32>
    %b_l309_c0 = "aie.buffer"(%t_c0) {sym_name = "l309_c0"} : (index) -> memref<1xi64>
    %b_l310_c0 = "aie.buffer"(%t_c0) {sym_name = "l310_c0"} : (index) -> memref<1xi64>
    %b_l311_c0 = "aie.buffer"(%t_c0) {sym_name = "l311_c0"} : (index) -> memref<1xi64>
    %b_l312_c0 = "aie.buffer"(%t_c0) {sym_name = "l312_c0"} : (index) -> memref<1xi64>
    %b_l313_c0 = "aie.buffer"(%t_c0) {sym_name = "l313_c0"} : (index) -> memref<1xi64>
    %b_l314_c0 = "aie.buffer"(%t_c0) {sym_name = "l314_c0"} : (index) -> memref<1xi64>
    %b_l315_c0 = "aie.buffer"(%t_c0) {sym_name = "l315_c0"} : (index) -> memref<1xi64>
    %b_l316_c0 = "aie.buffer"(%t_c0) {sym_name = "l316_c0"} : (index) -> memref<1xi32>
    %b_l317_c0 = "aie.buffer"(%t_c0) {sym_name = "l317_c0"} : (index) -> memref<1xi32>
    %b_l318_c0 = "aie.buffer"(%t_c0) {sym_name = "l318_c0"} : (index) -> memref<1xi32>
    %b_l319_c0 = "aie.buffer"(%t_c0) {sym_name = "l319_c0"} : (index) -> memref<1xf32>
    %b_l320_c0 = "aie.buffer"(%t_c0) {sym_name = "l320_c0"} : (index) -> memref<1xf32>
    %b_l321_c0 = "aie.buffer"(%t_c0) {sym_name = "l321_c0"} : (index) -> memref<1xf32>
    %b_l322_c0 = "aie.buffer"(%t_c0) {sym_name = "l322_c0"} : (index) -> memref<1xf32>
    %b_l323_c0 = "aie.buffer"(%t_c0) {sym_name = "l323_c0"} : (index) -> memref<1xi32>
    %b_l324_c0 = "aie.buffer"(%t_c0) {sym_name = "l324_c0"} : (index) -> memref<1xi32>
    %b_l325_c0 = "aie.buffer"(%t_c0) {sym_name = "l325_c0"} : (index) -> memref<1xf32>
    %b_l326_c0 = "aie.buffer"(%t_c0) {sym_name = "l326_c0"} : (index) -> memref<1xf32>
    %b_l327_c0 = "aie.buffer"(%t_c0) {sym_name = "l327_c0"} : (index) -> memref<1xf32>
    %b_l328_c0 = "aie.buffer"(%t_c0) {sym_name = "l328_c0"} : (index) -> memref<1xf32>
    %b_l329_c0 = "aie.buffer"(%t_c0) {sym_name = "l329_c0"} : (index) -> memref<1xi32>
    %b_l330_c0 = "aie.buffer"(%t_c0) {sym_name = "l330_c0"} : (index) -> memref<1xi32>
    %b_l331_c0 = "aie.buffer"(%t_c0) {sym_name = "l331_c0"} : (index) -> memref<1xi32>
    %b_l332_c0 = "aie.buffer"(%t_c0) {sym_name = "l332_c0"} : (index) -> memref<1xi32>
    %b_l333_c0 = "aie.buffer"(%t_c0) {sym_name = "l333_c0"} : (index) -> memref<1xf32>
    %b_l334_c0 = "aie.buffer"(%t_c0) {sym_name = "l334_c0"} : (index) -> memref<1xf32>
    %b_l335_c0 = "aie.buffer"(%t_c0) {sym_name = "l335_c0"} : (index) -> memref<1xf32>
    %b_l336_c0 = "aie.buffer"(%t_c0) {sym_name = "l336_c0"} : (index) -> memref<1xf32>
    %b_l337_c0 = "aie.buffer"(%t_c0) {sym_name = "l337_c0"} : (index) -> memref<1xi32>
    %b_l338_c0 = "aie.buffer"(%t_c0) {sym_name = "l338_c0"} : (index) -> memref<1xi32>
    %b_l339_c0 = "aie.buffer"(%t_c0) {sym_name = "l339_c0"} : (index) -> memref<1xi32>
    %b_l340_c0 = "aie.buffer"(%t_c0) {sym_name = "l340_c0"} : (index) -> memref<1xi32>
    %b_l341_c0 = "aie.buffer"(%t_c0) {sym_name = "l341_c0"} : (index) -> memref<1xf32>
    %b_l342_c0 = "aie.buffer"(%t_c0) {sym_name = "l342_c0"} : (index) -> memref<1xf32>
    %b_l343_c0 = "aie.buffer"(%t_c0) {sym_name = "l343_c0"} : (index) -> memref<1xf32>
    %b_l344_c0 = "aie.buffer"(%t_c0) {sym_name = "l344_c0"} : (index) -> memref<1xf32>
    %b_l345_c0 = "aie.buffer"(%t_c0) {sym_name = "l345_c0"} : (index) -> memref<1xi32>
    %b_l346_c0 = "aie.buffer"(%t_c0) {sym_name = "l346_c0"} : (index) -> memref<1xi32>
    %b_l347_c0 = "aie.buffer"(%t_c0) {sym_name = "l347_c0"} : (index) -> memref<1xf32>
    %b_l348_c0 = "aie.buffer"(%t_c0) {sym_name = "l348_c0"} : (index) -> memref<1xf32>
    %b_l349_c0 = "aie.buffer"(%t_c0) {sym_name = "l349_c0"} : (index) -> memref<1xf32>
    %b_l350_c0 = "aie.buffer"(%t_c0) {sym_name = "l350_c0"} : (index) -> memref<1xf32>
    %b_l351_c0 = "aie.buffer"(%t_c0) {sym_name = "l351_c0"} : (index) -> memref<1xi32>
    %b_l352_c0 = "aie.buffer"(%t_c0) {sym_name = "l352_c0"} : (index) -> memref<1xi32>
    %b_l353_c0 = "aie.buffer"(%t_c0) {sym_name = "l353_c0"} : (index) -> memref<1xf32>
    %b_l354_c0 = "aie.buffer"(%t_c0) {sym_name = "l354_c0"} : (index) -> memref<1xf32>
    %b_l355_c0 = "aie.buffer"(%t_c0) {sym_name = "l355_c0"} : (index) -> memref<1xf32>
    %b_l356_c0 = "aie.buffer"(%t_c0) {sym_name = "l356_c0"} : (index) -> memref<1xf32>
    %b_l357_c0 = "aie.buffer"(%t_c0) {sym_name = "l357_c0"} : (index) -> memref<1xi32>
    %b_l358_c0 = "aie.buffer"(%t_c0) {sym_name = "l358_c0"} : (index) -> memref<1xi32>
    %b_l359_c0 = "aie.buffer"(%t_c0) {sym_name = "l359_c0"} : (index) -> memref<1xi32>
    %b_l360_c0 = "aie.buffer"(%t_c0) {sym_name = "l360_c0"} : (index) -> memref<1xi32>
    %b_l361_c0 = "aie.buffer"(%t_c0) {sym_name = "l361_c0"} : (index) -> memref<1xf32>
    %b_l362_c0 = "aie.buffer"(%t_c0) {sym_name = "l362_c0"} : (index) -> memref<1xf32>
    %b_l363_c0 = "aie.buffer"(%t_c0) {sym_name = "l363_c0"} : (index) -> memref<1xf32>
    %b_l364_c0 = "aie.buffer"(%t_c0) {sym_name = "l364_c0"} : (index) -> memref<1xf32>
    %b_l365_c0 = "aie.buffer"(%t_c0) {sym_name = "l365_c0"} : (index) -> memref<1xi32>
    %b_l366_c0 = "aie.buffer"(%t_c0) {sym_name = "l366_c0"} : (index) -> memref<1xi32>
    %b_l367_c0 = "aie.buffer"(%t_c0) {sym_name = "l367_c0"} : (index) -> memref<1xi32>
    %b_l368_c0 = "aie.buffer"(%t_c0) {sym_name = "l368_c0"} : (index) -> memref<1xi32>
    %b_l369_c0 = "aie.buffer"(%t_c0) {sym_name = "l369_c0"} : (index) -> memref<1xf32>
    %b_l370_c0 = "aie.buffer"(%t_c0) {sym_name = "l370_c0"} : (index) -> memref<1xf32>
    %b_l371_c0 = "aie.buffer"(%t_c0) {sym_name = "l371_c0"} : (index) -> memref<1xf32>
    %b_l372_c0 = "aie.buffer"(%t_c0) {sym_name = "l372_c0"} : (index) -> memref<1xf32>
    %b_l373_c0 = "aie.buffer"(%t_c0) {sym_name = "l373_c0"} : (index) -> memref<1xi32>
    %b_l374_c0 = "aie.buffer"(%t_c0) {sym_name = "l374_c0"} : (index) -> memref<1xi32>
    %b_l375_c0 = "aie.buffer"(%t_c0) {sym_name = "l375_c0"} : (index) -> memref<1xi32>
    %b_l376_c0 = "aie.buffer"(%t_c0) {sym_name = "l376_c0"} : (index) -> memref<1xi32>
    %b_l377_c0 = "aie.buffer"(%t_c0) {sym_name = "l377_c0"} : (index) -> memref<1xi32>
    %b_l378_c0 = "aie.buffer"(%t_c0) {sym_name = "l378_c0"} : (index) -> memref<1xi32>
    %b_l379_c0 = "aie.buffer"(%t_c0) {sym_name = "l379_c0"} : (index) -> memref<1xi32>
    %b_l380_c0 = "aie.buffer"(%t_c0) {sym_name = "l380_c0"} : (index) -> memref<1xf32>
    %b_l381_c0 = "aie.buffer"(%t_c0) {sym_name = "l381_c0"} : (index) -> memref<1xi1>
    %b_l382_c0 = "aie.buffer"(%t_c0) {sym_name = "l382_c0"} : (index) -> memref<1xi32>
    %b_l383_c0 = "aie.buffer"(%t_c0) {sym_name = "l383_c0"} : (index) -> memref<1xi32>
    %b_l384_c0 = "aie.buffer"(%t_c0) {sym_name = "l384_c0"} : (index) -> memref<1xi32>
    %b_l385_c0 = "aie.buffer"(%t_c0) {sym_name = "l385_c0"} : (index) -> memref<1xf32>
    %b_l386_c0 = "aie.buffer"(%t_c0) {sym_name = "l386_c0"} : (index) -> memref<1xi1>
    %b_l387_c0 = "aie.buffer"(%t_c0) {sym_name = "l387_c0"} : (index) -> memref<1xi32>
    %b_l388_c0 = "aie.buffer"(%t_c0) {sym_name = "l388_c0"} : (index) -> memref<1xi32>
    %b_l389_c0 = "aie.buffer"(%t_c0) {sym_name = "l389_c0"} : (index) -> memref<1xi32>
    %b_l390_c0 = "aie.buffer"(%t_c0) {sym_name = "l390_c0"} : (index) -> memref<1xf32>
    %b_l391_c0 = "aie.buffer"(%t_c0) {sym_name = "l391_c0"} : (index) -> memref<1xi1>
    %b_l392_c0 = "aie.buffer"(%t_c0) {sym_name = "l392_c0"} : (index) -> memref<1xf32>
    %b_l393_c0 = "aie.buffer"(%t_c0) {sym_name = "l393_c0"} : (index) -> memref<1xf32>
    %b_l394_c0 = "aie.buffer"(%t_c0) {sym_name = "l394_c0"} : (index) -> memref<1xf32>
    %b_l395_c0 = "aie.buffer"(%t_c0) {sym_name = "l395_c0"} : (index) -> memref<1xf32>
    %b_l396_c0 = "aie.buffer"(%t_c0) {sym_name = "l396_c0"} : (index) -> memref<1xf32>
    %b_l397_c0 = "aie.buffer"(%t_c0) {sym_name = "l397_c0"} : (index) -> memref<1xi64>
    %b_l398_c0 = "aie.buffer"(%t_c0) {sym_name = "l398_c0"} : (index) -> memref<1xi64>
    %b_l399_c0 = "aie.buffer"(%t_c0) {sym_name = "l399_c0"} : (index) -> memref<1xi64>
    %b_l400_c0 = "aie.buffer"(%t_c0) {sym_name = "l400_c0"} : (index) -> memref<1xi64>
    %b_l401_c0 = "aie.buffer"(%t_c0) {sym_name = "l401_c0"} : (index) -> memref<1xi64>
    %b_l402_c0 = "aie.buffer"(%t_c0) {sym_name = "l402_c0"} : (index) -> memref<1xi64>
    %b_l403_c0 = "aie.buffer"(%t_c0) {sym_name = "l403_c0"} : (index) -> memref<1xi64>
    %b_l404_c0 = "aie.buffer"(%t_c0) {sym_name = "l404_c0"} : (index) -> memref<1xi32>
    %b_l405_c0 = "aie.buffer"(%t_c0) {sym_name = "l405_c0"} : (index) -> memref<1xi64>
    %b_l406_c0 = "aie.buffer"(%t_c0) {sym_name = "l406_c0"} : (index) -> memref<1xi64>
    %b_l407_c0 = "aie.buffer"(%t_c0) {sym_name = "l407_c0"} : (index) -> memref<1xi64>
    %b_l408_c0 = "aie.buffer"(%t_c0) {sym_name = "l408_c0"} : (index) -> memref<1xi64>
    %b_l409_c0 = "aie.buffer"(%t_c0) {sym_name = "l409_c0"} : (index) -> memref<1xi64>
    %b_l410_c0 = "aie.buffer"(%t_c0) {sym_name = "l410_c0"} : (index) -> memref<1xi64>
    %b_l411_c0 = "aie.buffer"(%t_c0) {sym_name = "l411_c0"} : (index) -> memref<1xi64>
    %b_l412_c0 = "aie.buffer"(%t_c0) {sym_name = "l412_c0"} : (index) -> memref<1xi32>
    %b_l413_c0 = "aie.buffer"(%t_c0) {sym_name = "l413_c0"} : (index) -> memref<1xi32>
    %b_l414_c0 = "aie.buffer"(%t_c0) {sym_name = "l414_c0"} : (index) -> memref<1xi32>
    %b_l415_c0 = "aie.buffer"(%t_c0) {sym_name = "l415_c0"} : (index) -> memref<1xf32>
    %b_l416_c0 = "aie.buffer"(%t_c0) {sym_name = "l416_c0"} : (index) -> memref<1xf32>
    %b_l417_c0 = "aie.buffer"(%t_c0) {sym_name = "l417_c0"} : (index) -> memref<1xf32>
    %b_l418_c0 = "aie.buffer"(%t_c0) {sym_name = "l418_c0"} : (index) -> memref<1xf32>
    %b_l419_c0 = "aie.buffer"(%t_c0) {sym_name = "l419_c0"} : (index) -> memref<1xi32>
    %b_l420_c0 = "aie.buffer"(%t_c0) {sym_name = "l420_c0"} : (index) -> memref<1xi32>
    %b_l421_c0 = "aie.buffer"(%t_c0) {sym_name = "l421_c0"} : (index) -> memref<1xf32>
    %b_l422_c0 = "aie.buffer"(%t_c0) {sym_name = "l422_c0"} : (index) -> memref<1xf32>
    %b_l423_c0 = "aie.buffer"(%t_c0) {sym_name = "l423_c0"} : (index) -> memref<1xf32>
    %b_l424_c0 = "aie.buffer"(%t_c0) {sym_name = "l424_c0"} : (index) -> memref<1xf32>
    %b_l425_c0 = "aie.buffer"(%t_c0) {sym_name = "l425_c0"} : (index) -> memref<1xi32>
    %b_l426_c0 = "aie.buffer"(%t_c0) {sym_name = "l426_c0"} : (index) -> memref<1xi32>
    %b_l427_c0 = "aie.buffer"(%t_c0) {sym_name = "l427_c0"} : (index) -> memref<1xi32>
    %b_l428_c0 = "aie.buffer"(%t_c0) {sym_name = "l428_c0"} : (index) -> memref<1xi32>
    %b_l429_c0 = "aie.buffer"(%t_c0) {sym_name = "l429_c0"} : (index) -> memref<1xf32>
    %b_l430_c0 = "aie.buffer"(%t_c0) {sym_name = "l430_c0"} : (index) -> memref<1xf32>
    %b_l431_c0 = "aie.buffer"(%t_c0) {sym_name = "l431_c0"} : (index) -> memref<1xf32>
    %b_l432_c0 = "aie.buffer"(%t_c0) {sym_name = "l432_c0"} : (index) -> memref<1xf32>
    %b_l433_c0 = "aie.buffer"(%t_c0) {sym_name = "l433_c0"} : (index) -> memref<1xi32>
    %b_l434_c0 = "aie.buffer"(%t_c0) {sym_name = "l434_c0"} : (index) -> memref<1xi32>
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
    %b_l447_c0 = "aie.buffer"(%t_c0) {sym_name = "l447_c0"} : (index) -> memref<1xi32>
    %b_l448_c0 = "aie.buffer"(%t_c0) {sym_name = "l448_c0"} : (index) -> memref<1xi32>
    %b_l449_c0 = "aie.buffer"(%t_c0) {sym_name = "l449_c0"} : (index) -> memref<1xf32>
    %b_l450_c0 = "aie.buffer"(%t_c0) {sym_name = "l450_c0"} : (index) -> memref<1xf32>
    %b_l451_c0 = "aie.buffer"(%t_c0) {sym_name = "l451_c0"} : (index) -> memref<1xf32>
    %b_l452_c0 = "aie.buffer"(%t_c0) {sym_name = "l452_c0"} : (index) -> memref<1xf32>
    %b_l453_c0 = "aie.buffer"(%t_c0) {sym_name = "l453_c0"} : (index) -> memref<1xi32>
    %b_l454_c0 = "aie.buffer"(%t_c0) {sym_name = "l454_c0"} : (index) -> memref<1xi32>
    %b_l455_c0 = "aie.buffer"(%t_c0) {sym_name = "l455_c0"} : (index) -> memref<1xi32>
    %b_l456_c0 = "aie.buffer"(%t_c0) {sym_name = "l456_c0"} : (index) -> memref<1xi32>
    %b_l457_c0 = "aie.buffer"(%t_c0) {sym_name = "l457_c0"} : (index) -> memref<1xf32>
    %b_l458_c0 = "aie.buffer"(%t_c0) {sym_name = "l458_c0"} : (index) -> memref<1xf32>
    %b_l459_c0 = "aie.buffer"(%t_c0) {sym_name = "l459_c0"} : (index) -> memref<1xf32>
    %b_l460_c0 = "aie.buffer"(%t_c0) {sym_name = "l460_c0"} : (index) -> memref<1xf32>
    %b_l461_c0 = "aie.buffer"(%t_c0) {sym_name = "l461_c0"} : (index) -> memref<1xi32>
    %b_l462_c0 = "aie.buffer"(%t_c0) {sym_name = "l462_c0"} : (index) -> memref<1xi32>
    %b_l463_c0 = "aie.buffer"(%t_c0) {sym_name = "l463_c0"} : (index) -> memref<1xi32>
    %b_l464_c0 = "aie.buffer"(%t_c0) {sym_name = "l464_c0"} : (index) -> memref<1xi32>
    %b_l465_c0 = "aie.buffer"(%t_c0) {sym_name = "l465_c0"} : (index) -> memref<1xf32>
    %b_l466_c0 = "aie.buffer"(%t_c0) {sym_name = "l466_c0"} : (index) -> memref<1xf32>
    %b_l467_c0 = "aie.buffer"(%t_c0) {sym_name = "l467_c0"} : (index) -> memref<1xf32>
    %b_l468_c0 = "aie.buffer"(%t_c0) {sym_name = "l468_c0"} : (index) -> memref<1xf32>
    %b_l469_c0 = "aie.buffer"(%t_c0) {sym_name = "l469_c0"} : (index) -> memref<1xi32>
    %b_l470_c0 = "aie.buffer"(%t_c0) {sym_name = "l470_c0"} : (index) -> memref<1xi32>
    %b_l471_c0 = "aie.buffer"(%t_c0) {sym_name = "l471_c0"} : (index) -> memref<1xi32>
    %b_l472_c0 = "aie.buffer"(%t_c0) {sym_name = "l472_c0"} : (index) -> memref<1xi32>
    %b_l473_c0 = "aie.buffer"(%t_c0) {sym_name = "l473_c0"} : (index) -> memref<1xi32>
    %b_l474_c0 = "aie.buffer"(%t_c0) {sym_name = "l474_c0"} : (index) -> memref<1xi32>
    %b_l475_c0 = "aie.buffer"(%t_c0) {sym_name = "l475_c0"} : (index) -> memref<1xi32>
    %b_l476_c0 = "aie.buffer"(%t_c0) {sym_name = "l476_c0"} : (index) -> memref<1xf32>
    %b_l477_c0 = "aie.buffer"(%t_c0) {sym_name = "l477_c0"} : (index) -> memref<1xi1>
    %b_l478_c0 = "aie.buffer"(%t_c0) {sym_name = "l478_c0"} : (index) -> memref<1xi32>
    %b_l479_c0 = "aie.buffer"(%t_c0) {sym_name = "l479_c0"} : (index) -> memref<1xi32>
    %b_l480_c0 = "aie.buffer"(%t_c0) {sym_name = "l480_c0"} : (index) -> memref<1xi32>
    %b_l481_c0 = "aie.buffer"(%t_c0) {sym_name = "l481_c0"} : (index) -> memref<1xf32>
    %b_l482_c0 = "aie.buffer"(%t_c0) {sym_name = "l482_c0"} : (index) -> memref<1xi1>
    %b_l483_c0 = "aie.buffer"(%t_c0) {sym_name = "l483_c0"} : (index) -> memref<1xi32>
    %b_l484_c0 = "aie.buffer"(%t_c0) {sym_name = "l484_c0"} : (index) -> memref<1xi32>
    %b_l485_c0 = "aie.buffer"(%t_c0) {sym_name = "l485_c0"} : (index) -> memref<1xi32>
    %b_l486_c0 = "aie.buffer"(%t_c0) {sym_name = "l486_c0"} : (index) -> memref<1xf32>
    %b_l487_c0 = "aie.buffer"(%t_c0) {sym_name = "l487_c0"} : (index) -> memref<1xi1>
    %b_l488_c0 = "aie.buffer"(%t_c0) {sym_name = "l488_c0"} : (index) -> memref<1xf32>
    %b_l489_c0 = "aie.buffer"(%t_c0) {sym_name = "l489_c0"} : (index) -> memref<1xf32>
    %b_l490_c0 = "aie.buffer"(%t_c0) {sym_name = "l490_c0"} : (index) -> memref<1xf32>
    %b_l491_c0 = "aie.buffer"(%t_c0) {sym_name = "l491_c0"} : (index) -> memref<1xf32>
    %b_l492_c0 = "aie.buffer"(%t_c0) {sym_name = "l492_c0"} : (index) -> memref<1xf32>
    %b_l493_c0 = "aie.buffer"(%t_c0) {sym_name = "l493_c0"} : (index) -> memref<1xi64>
    %b_l494_c0 = "aie.buffer"(%t_c0) {sym_name = "l494_c0"} : (index) -> memref<1xi64>
    %b_l495_c0 = "aie.buffer"(%t_c0) {sym_name = "l495_c0"} : (index) -> memref<1xi64>
    %b_l496_c0 = "aie.buffer"(%t_c0) {sym_name = "l496_c0"} : (index) -> memref<1xi64>
    %b_l497_c0 = "aie.buffer"(%t_c0) {sym_name = "l497_c0"} : (index) -> memref<1xi64>
    %b_l498_c0 = "aie.buffer"(%t_c0) {sym_name = "l498_c0"} : (index) -> memref<1xi64>
    %b_l499_c0 = "aie.buffer"(%t_c0) {sym_name = "l499_c0"} : (index) -> memref<1xi64>
    %b_l500_c0 = "aie.buffer"(%t_c0) {sym_name = "l500_c0"} : (index) -> memref<1xi32>
    %b_l501_c0 = "aie.buffer"(%t_c0) {sym_name = "l501_c0"} : (index) -> memref<1xi64>
    %b_l502_c0 = "aie.buffer"(%t_c0) {sym_name = "l502_c0"} : (index) -> memref<1xi64>
    %b_l503_c0 = "aie.buffer"(%t_c0) {sym_name = "l503_c0"} : (index) -> memref<1xi64>
    %b_l504_c0 = "aie.buffer"(%t_c0) {sym_name = "l504_c0"} : (index) -> memref<1xi64>
    %b_l505_c0 = "aie.buffer"(%t_c0) {sym_name = "l505_c0"} : (index) -> memref<1xi64>
    %b_l506_c0 = "aie.buffer"(%t_c0) {sym_name = "l506_c0"} : (index) -> memref<1xi64>
    %b_l507_c0 = "aie.buffer"(%t_c0) {sym_name = "l507_c0"} : (index) -> memref<1xi64>
    %b_l508_c0 = "aie.buffer"(%t_c0) {sym_name = "l508_c0"} : (index) -> memref<1xi32>
    %b_l509_c0 = "aie.buffer"(%t_c0) {sym_name = "l509_c0"} : (index) -> memref<1xi32>
    %b_l510_c0 = "aie.buffer"(%t_c0) {sym_name = "l510_c0"} : (index) -> memref<1xi32>
    %b_l511_c0 = "aie.buffer"(%t_c0) {sym_name = "l511_c0"} : (index) -> memref<1xf32>
    %b_l512_c0 = "aie.buffer"(%t_c0) {sym_name = "l512_c0"} : (index) -> memref<1xf32>
    %b_l513_c0 = "aie.buffer"(%t_c0) {sym_name = "l513_c0"} : (index) -> memref<1xf32>
    %b_l514_c0 = "aie.buffer"(%t_c0) {sym_name = "l514_c0"} : (index) -> memref<1xf32>
    %b_l515_c0 = "aie.buffer"(%t_c0) {sym_name = "l515_c0"} : (index) -> memref<1xi32>
    %b_l516_c0 = "aie.buffer"(%t_c0) {sym_name = "l516_c0"} : (index) -> memref<1xi32>
    %b_l517_c0 = "aie.buffer"(%t_c0) {sym_name = "l517_c0"} : (index) -> memref<1xf32>
    %b_l518_c0 = "aie.buffer"(%t_c0) {sym_name = "l518_c0"} : (index) -> memref<1xf32>
    %b_l519_c0 = "aie.buffer"(%t_c0) {sym_name = "l519_c0"} : (index) -> memref<1xf32>
    %b_l520_c0 = "aie.buffer"(%t_c0) {sym_name = "l520_c0"} : (index) -> memref<1xf32>
    %b_l521_c0 = "aie.buffer"(%t_c0) {sym_name = "l521_c0"} : (index) -> memref<1xi32>
    %b_l522_c0 = "aie.buffer"(%t_c0) {sym_name = "l522_c0"} : (index) -> memref<1xi32>
    %b_l523_c0 = "aie.buffer"(%t_c0) {sym_name = "l523_c0"} : (index) -> memref<1xi32>
    %b_l524_c0 = "aie.buffer"(%t_c0) {sym_name = "l524_c0"} : (index) -> memref<1xi32>
    %b_l525_c0 = "aie.buffer"(%t_c0) {sym_name = "l525_c0"} : (index) -> memref<1xf32>
    %b_l526_c0 = "aie.buffer"(%t_c0) {sym_name = "l526_c0"} : (index) -> memref<1xf32>
    %b_l527_c0 = "aie.buffer"(%t_c0) {sym_name = "l527_c0"} : (index) -> memref<1xf32>
    %b_l528_c0 = "aie.buffer"(%t_c0) {sym_name = "l528_c0"} : (index) -> memref<1xf32>
    %b_l529_c0 = "aie.buffer"(%t_c0) {sym_name = "l529_c0"} : (index) -> memref<1xi32>
    %b_l530_c0 = "aie.buffer"(%t_c0) {sym_name = "l530_c0"} : (index) -> memref<1xi32>
    %b_l531_c0 = "aie.buffer"(%t_c0) {sym_name = "l531_c0"} : (index) -> memref<1xi32>
    %b_l532_c0 = "aie.buffer"(%t_c0) {sym_name = "l532_c0"} : (index) -> memref<1xi32>
    %b_l533_c0 = "aie.buffer"(%t_c0) {sym_name = "l533_c0"} : (index) -> memref<1xf32>
    %b_l534_c0 = "aie.buffer"(%t_c0) {sym_name = "l534_c0"} : (index) -> memref<1xf32>
    %b_l535_c0 = "aie.buffer"(%t_c0) {sym_name = "l535_c0"} : (index) -> memref<1xf32>
    %b_l536_c0 = "aie.buffer"(%t_c0) {sym_name = "l536_c0"} : (index) -> memref<1xf32>
    %b_l537_c0 = "aie.buffer"(%t_c0) {sym_name = "l537_c0"} : (index) -> memref<1xi32>
    %b_l538_c0 = "aie.buffer"(%t_c0) {sym_name = "l538_c0"} : (index) -> memref<1xi32>
    %b_l539_c0 = "aie.buffer"(%t_c0) {sym_name = "l539_c0"} : (index) -> memref<1xf32>
    %b_l540_c0 = "aie.buffer"(%t_c0) {sym_name = "l540_c0"} : (index) -> memref<1xf32>
    %b_l541_c0 = "aie.buffer"(%t_c0) {sym_name = "l541_c0"} : (index) -> memref<1xf32>
    %b_l542_c0 = "aie.buffer"(%t_c0) {sym_name = "l542_c0"} : (index) -> memref<1xf32>
    %b_l543_c0 = "aie.buffer"(%t_c0) {sym_name = "l543_c0"} : (index) -> memref<1xi32>
    %b_l544_c0 = "aie.buffer"(%t_c0) {sym_name = "l544_c0"} : (index) -> memref<1xi32>
    %b_l545_c0 = "aie.buffer"(%t_c0) {sym_name = "l545_c0"} : (index) -> memref<1xf32>
    %b_l546_c0 = "aie.buffer"(%t_c0) {sym_name = "l546_c0"} : (index) -> memref<1xf32>
    %b_l547_c0 = "aie.buffer"(%t_c0) {sym_name = "l547_c0"} : (index) -> memref<1xf32>
    %b_l548_c0 = "aie.buffer"(%t_c0) {sym_name = "l548_c0"} : (index) -> memref<1xf32>
    %b_l549_c0 = "aie.buffer"(%t_c0) {sym_name = "l549_c0"} : (index) -> memref<1xi32>
    %b_l550_c0 = "aie.buffer"(%t_c0) {sym_name = "l550_c0"} : (index) -> memref<1xi32>
    %b_l551_c0 = "aie.buffer"(%t_c0) {sym_name = "l551_c0"} : (index) -> memref<1xi32>
    %b_l552_c0 = "aie.buffer"(%t_c0) {sym_name = "l552_c0"} : (index) -> memref<1xi32>
    %b_l553_c0 = "aie.buffer"(%t_c0) {sym_name = "l553_c0"} : (index) -> memref<1xf32>
    %b_l554_c0 = "aie.buffer"(%t_c0) {sym_name = "l554_c0"} : (index) -> memref<1xf32>
    %b_l555_c0 = "aie.buffer"(%t_c0) {sym_name = "l555_c0"} : (index) -> memref<1xf32>
    %b_l556_c0 = "aie.buffer"(%t_c0) {sym_name = "l556_c0"} : (index) -> memref<1xf32>
    %b_l557_c0 = "aie.buffer"(%t_c0) {sym_name = "l557_c0"} : (index) -> memref<1xi32>
    %b_l558_c0 = "aie.buffer"(%t_c0) {sym_name = "l558_c0"} : (index) -> memref<1xi32>
    %b_l559_c0 = "aie.buffer"(%t_c0) {sym_name = "l559_c0"} : (index) -> memref<1xi32>
    %b_l560_c0 = "aie.buffer"(%t_c0) {sym_name = "l560_c0"} : (index) -> memref<1xi32>
    %b_l561_c0 = "aie.buffer"(%t_c0) {sym_name = "l561_c0"} : (index) -> memref<1xf32>
    %b_l562_c0 = "aie.buffer"(%t_c0) {sym_name = "l562_c0"} : (index) -> memref<1xf32>
    %b_l563_c0 = "aie.buffer"(%t_c0) {sym_name = "l563_c0"} : (index) -> memref<1xf32>
    %b_l564_c0 = "aie.buffer"(%t_c0) {sym_name = "l564_c0"} : (index) -> memref<1xf32>
    %b_l565_c0 = "aie.buffer"(%t_c0) {sym_name = "l565_c0"} : (index) -> memref<1xi32>
    %b_l566_c0 = "aie.buffer"(%t_c0) {sym_name = "l566_c0"} : (index) -> memref<1xi32>
    %b_l567_c0 = "aie.buffer"(%t_c0) {sym_name = "l567_c0"} : (index) -> memref<1xi32>
    %b_l568_c0 = "aie.buffer"(%t_c0) {sym_name = "l568_c0"} : (index) -> memref<1xi32>
    %b_l569_c0 = "aie.buffer"(%t_c0) {sym_name = "l569_c0"} : (index) -> memref<1xi32>
    %b_l570_c0 = "aie.buffer"(%t_c0) {sym_name = "l570_c0"} : (index) -> memref<1xi32>
    %b_l571_c0 = "aie.buffer"(%t_c0) {sym_name = "l571_c0"} : (index) -> memref<1xi32>
    %b_l572_c0 = "aie.buffer"(%t_c0) {sym_name = "l572_c0"} : (index) -> memref<1xf32>
    %b_l573_c0 = "aie.buffer"(%t_c0) {sym_name = "l573_c0"} : (index) -> memref<1xi1>
    %b_l574_c0 = "aie.buffer"(%t_c0) {sym_name = "l574_c0"} : (index) -> memref<1xi32>
    %b_l575_c0 = "aie.buffer"(%t_c0) {sym_name = "l575_c0"} : (index) -> memref<1xi32>
    %b_l576_c0 = "aie.buffer"(%t_c0) {sym_name = "l576_c0"} : (index) -> memref<1xi32>
    %b_l577_c0 = "aie.buffer"(%t_c0) {sym_name = "l577_c0"} : (index) -> memref<1xf32>
    %b_l578_c0 = "aie.buffer"(%t_c0) {sym_name = "l578_c0"} : (index) -> memref<1xi1>
    %b_l579_c0 = "aie.buffer"(%t_c0) {sym_name = "l579_c0"} : (index) -> memref<1xi32>
    %b_l580_c0 = "aie.buffer"(%t_c0) {sym_name = "l580_c0"} : (index) -> memref<1xi32>
    %b_l581_c0 = "aie.buffer"(%t_c0) {sym_name = "l581_c0"} : (index) -> memref<1xi32>
    %b_l582_c0 = "aie.buffer"(%t_c0) {sym_name = "l582_c0"} : (index) -> memref<1xf32>
    %b_l583_c0 = "aie.buffer"(%t_c0) {sym_name = "l583_c0"} : (index) -> memref<1xi1>
    %b_l584_c0 = "aie.buffer"(%t_c0) {sym_name = "l584_c0"} : (index) -> memref<1xf32>
    %b_l585_c0 = "aie.buffer"(%t_c0) {sym_name = "l585_c0"} : (index) -> memref<1xf32>
    %b_l586_c0 = "aie.buffer"(%t_c0) {sym_name = "l586_c0"} : (index) -> memref<1xf32>
    %b_l587_c0 = "aie.buffer"(%t_c0) {sym_name = "l587_c0"} : (index) -> memref<1xf32>
    %b_l588_c0 = "aie.buffer"(%t_c0) {sym_name = "l588_c0"} : (index) -> memref<1xf32>
    %b_l589_c0 = "aie.buffer"(%t_c0) {sym_name = "l589_c0"} : (index) -> memref<1xi32>
    %b_l590_c0 = "aie.buffer"(%t_c0) {sym_name = "l590_c0"} : (index) -> memref<1xi32>
    %b_l591_c0 = "aie.buffer"(%t_c0) {sym_name = "l591_c0"} : (index) -> memref<1xi32>
    %b_l592_c0 = "aie.buffer"(%t_c0) {sym_name = "l592_c0"} : (index) -> memref<1xi32>
    %b_l593_c0 = "aie.buffer"(%t_c0) {sym_name = "l593_c0"} : (index) -> memref<1xi1>
    %b_l594_c0 = "aie.buffer"(%t_c0) {sym_name = "l594_c0"} : (index) -> memref<1xi32>
    %b_l595_c0 = "aie.buffer"(%t_c0) {sym_name = "l595_c0"} : (index) -> memref<1xi1>
    %b_l596_c0 = "aie.buffer"(%t_c0) {sym_name = "l596_c0"} : (index) -> memref<1xi32>
    %b_l597_c0 = "aie.buffer"(%t_c0) {sym_name = "l597_c0"} : (index) -> memref<1xi32>
    %b_l598_c0 = "aie.buffer"(%t_c0) {sym_name = "l598_c0"} : (index) -> memref<1xi1>
    %b_l599_c0 = "aie.buffer"(%t_c0) {sym_name = "l599_c0"} : (index) -> memref<1xi1>
    %b_l600_c0 = "aie.buffer"(%t_c0) {sym_name = "l600_c0"} : (index) -> memref<1xi1>
    %b_l601_c0 = "aie.buffer"(%t_c0) {sym_name = "l601_c0"} : (index) -> memref<1xi32>
    %b_l602_c0 = "aie.buffer"(%t_c0) {sym_name = "l602_c0"} : (index) -> memref<1xi32>
    %b_l603_c0 = "aie.buffer"(%t_c0) {sym_name = "l603_c0"} : (index) -> memref<1xi1>
    %b_l604_c0 = "aie.buffer"(%t_c0) {sym_name = "l604_c0"} : (index) -> memref<1xi32>
    %b_l605_c0 = "aie.buffer"(%t_c0) {sym_name = "l605_c0"} : (index) -> memref<1xi32>
    %b_l606_c0 = "aie.buffer"(%t_c0) {sym_name = "l606_c0"} : (index) -> memref<1xi32>
    %b_l607_c0 = "aie.buffer"(%t_c0) {sym_name = "l607_c0"} : (index) -> memref<1xi32>
    %b_l608_c0 = "aie.buffer"(%t_c0) {sym_name = "l608_c0"} : (index) -> memref<1xi32>
    %b_l609_c0 = "aie.buffer"(%t_c0) {sym_name = "l609_c0"} : (index) -> memref<1xi32>
    %b_l610_c0 = "aie.buffer"(%t_c0) {sym_name = "l610_c0"} : (index) -> memref<1xi32>
    %b_l611_c0 = "aie.buffer"(%t_c0) {sym_name = "l611_c0"} : (index) -> memref<1xi32>
    %b_l612_c0 = "aie.buffer"(%t_c0) {sym_name = "l612_c0"} : (index) -> memref<1xi32>
    %b_l613_c0 = "aie.buffer"(%t_c0) {sym_name = "l613_c0"} : (index) -> memref<1xi64>
    %b_l614_c0 = "aie.buffer"(%t_c0) {sym_name = "l614_c0"} : (index) -> memref<1xi64>
    %b_l615_c0 = "aie.buffer"(%t_c0) {sym_name = "l615_c0"} : (index) -> memref<1xi64>
    %b_l616_c0 = "aie.buffer"(%t_c0) {sym_name = "l616_c0"} : (index) -> memref<1xi64>
    %b_l617_c0 = "aie.buffer"(%t_c0) {sym_name = "l617_c0"} : (index) -> memref<1xi64>
    %b_l618_c0 = "aie.buffer"(%t_c0) {sym_name = "l618_c0"} : (index) -> memref<1xi64>
    %b_l619_c0 = "aie.buffer"(%t_c0) {sym_name = "l619_c0"} : (index) -> memref<1xi64>
    %b_l620_c0 = "aie.buffer"(%t_c0) {sym_name = "l620_c0"} : (index) -> memref<1xi64>
    %b_l621_c0 = "aie.buffer"(%t_c0) {sym_name = "l621_c0"} : (index) -> memref<1xi1>
    %b_l622_c0 = "aie.buffer"(%t_c0) {sym_name = "l622_c0"} : (index) -> memref<1xi1>
    %b_l623_c0 = "aie.buffer"(%t_c0) {sym_name = "l623_c0"} : (index) -> memref<1xi1>
    %b_l624_c0 = "aie.buffer"(%t_c0) {sym_name = "l624_c0"} : (index) -> memref<1xi1>
    %b_l625_c0 = "aie.buffer"(%t_c0) {sym_name = "l625_c0"} : (index) -> memref<1xi1>
    %b_l626_c0 = "aie.buffer"(%t_c0) {sym_name = "l626_c0"} : (index) -> memref<1xi1>
    %b_l627_c0 = "aie.buffer"(%t_c0) {sym_name = "l627_c0"} : (index) -> memref<1xi1>
    %b_l628_c0 = "aie.buffer"(%t_c0) {sym_name = "l628_c0"} : (index) -> memref<1xi1>
    %b_l629_c0 = "aie.buffer"(%t_c0) {sym_name = "l629_c0"} : (index) -> memref<1xf32>
    %b_l630_c0 = "aie.buffer"(%t_c0) {sym_name = "l630_c0"} : (index) -> memref<1xf32>
    %b_l631_c0 = "aie.buffer"(%t_c0) {sym_name = "l631_c0"} : (index) -> memref<1xf32>
    %b_l632_c0 = "aie.buffer"(%t_c0) {sym_name = "l632_c0"} : (index) -> memref<1xf32>
    %b_l633_c0 = "aie.buffer"(%t_c0) {sym_name = "l633_c0"} : (index) -> memref<1xf32>
    %b_l634_c0 = "aie.buffer"(%t_c0) {sym_name = "l634_c0"} : (index) -> memref<1xf32>
    %b_l635_c0 = "aie.buffer"(%t_c0) {sym_name = "l635_c0"} : (index) -> memref<1xf32>
    %b_l636_c0 = "aie.buffer"(%t_c0) {sym_name = "l636_c0"} : (index) -> memref<1xf32>
    %b_l637_c0 = "aie.buffer"(%t_c0) {sym_name = "l637_c0"} : (index) -> memref<1xi32>
    %b_l638_c0 = "aie.buffer"(%t_c0) {sym_name = "l638_c0"} : (index) -> memref<1xi32>
    %b_l639_c0 = "aie.buffer"(%t_c0) {sym_name = "l639_c0"} : (index) -> memref<1xi32>
    %b_l640_c0 = "aie.buffer"(%t_c0) {sym_name = "l640_c0"} : (index) -> memref<1xi32>
    %b_l641_c0 = "aie.buffer"(%t_c0) {sym_name = "l641_c0"} : (index) -> memref<1xi32>
    %b_l642_c0 = "aie.buffer"(%t_c0) {sym_name = "l642_c0"} : (index) -> memref<1xi32>
    %b_l643_c0 = "aie.buffer"(%t_c0) {sym_name = "l643_c0"} : (index) -> memref<1xi64>
    %b_l644_c0 = "aie.buffer"(%t_c0) {sym_name = "l644_c0"} : (index) -> memref<1xi64>
    %b_l645_c0 = "aie.buffer"(%t_c0) {sym_name = "l645_c0"} : (index) -> memref<1xi64>
    %b_l646_c0 = "aie.buffer"(%t_c0) {sym_name = "l646_c0"} : (index) -> memref<1xi64>
    %b_l647_c0 = "aie.buffer"(%t_c0) {sym_name = "l647_c0"} : (index) -> memref<1xi1>
    %b_l648_c0 = "aie.buffer"(%t_c0) {sym_name = "l648_c0"} : (index) -> memref<1xi1>
    %b_l649_c0 = "aie.buffer"(%t_c0) {sym_name = "l649_c0"} : (index) -> memref<1xi1>
    %b_l650_c0 = "aie.buffer"(%t_c0) {sym_name = "l650_c0"} : (index) -> memref<1xi1>
    %b_l651_c0 = "aie.buffer"(%t_c0) {sym_name = "l651_c0"} : (index) -> memref<1xi32>
    %b_l652_c0 = "aie.buffer"(%t_c0) {sym_name = "l652_c0"} : (index) -> memref<1xi32>
    %b_l653_c0 = "aie.buffer"(%t_c0) {sym_name = "l653_c0"} : (index) -> memref<1xi32>
    %b_l654_c0 = "aie.buffer"(%t_c0) {sym_name = "l654_c0"} : (index) -> memref<1xi32>
    %b_l655_c0 = "aie.buffer"(%t_c0) {sym_name = "l655_c0"} : (index) -> memref<1xf32>
    %b_l656_c0 = "aie.buffer"(%t_c0) {sym_name = "l656_c0"} : (index) -> memref<1xi1>
    %b_l657_c0 = "aie.buffer"(%t_c0) {sym_name = "l657_c0"} : (index) -> memref<1xf32>
    %b_l658_c0 = "aie.buffer"(%t_c0) {sym_name = "l658_c0"} : (index) -> memref<1xi1>
    %b_l659_c0 = "aie.buffer"(%t_c0) {sym_name = "l659_c0"} : (index) -> memref<1xf32>
    %b_l660_c0 = "aie.buffer"(%t_c0) {sym_name = "l660_c0"} : (index) -> memref<1xi1>
    %b_l661_c0 = "aie.buffer"(%t_c0) {sym_name = "l661_c0"} : (index) -> memref<1xf32>
    %b_l662_c0 = "aie.buffer"(%t_c0) {sym_name = "l662_c0"} : (index) -> memref<1xi64>
    %b_l663_c0 = "aie.buffer"(%t_c0) {sym_name = "l663_c0"} : (index) -> memref<1xi64>
    %b_l664_c0 = "aie.buffer"(%t_c0) {sym_name = "l664_c0"} : (index) -> memref<1xi64>
    %b_l665_c0 = "aie.buffer"(%t_c0) {sym_name = "l665_c0"} : (index) -> memref<1xi64>
    %b_l666_c0 = "aie.buffer"(%t_c0) {sym_name = "l666_c0"} : (index) -> memref<1xi64>
    %b_l667_c0 = "aie.buffer"(%t_c0) {sym_name = "l667_c0"} : (index) -> memref<1xi32>
    %b_l668_c0 = "aie.buffer"(%t_c0) {sym_name = "l668_c0"} : (index) -> memref<1xi64>
    %b_l669_c0 = "aie.buffer"(%t_c0) {sym_name = "l669_c0"} : (index) -> memref<1xi64>
    %b_l670_c0 = "aie.buffer"(%t_c0) {sym_name = "l670_c0"} : (index) -> memref<1xi32>
    %b_l671_c0 = "aie.buffer"(%t_c0) {sym_name = "l671_c0"} : (index) -> memref<1xi64>
    %b_l672_c0 = "aie.buffer"(%t_c0) {sym_name = "l672_c0"} : (index) -> memref<1xi64>
    %b_l673_c0 = "aie.buffer"(%t_c0) {sym_name = "l673_c0"} : (index) -> memref<1xi64>
    %b_l674_c0 = "aie.buffer"(%t_c0) {sym_name = "l674_c0"} : (index) -> memref<1xi64>
    %b_l675_c0 = "aie.buffer"(%t_c0) {sym_name = "l675_c0"} : (index) -> memref<1xi64>
    %b_l676_c0 = "aie.buffer"(%t_c0) {sym_name = "l676_c0"} : (index) -> memref<1xi32>
    %b_l677_c0 = "aie.buffer"(%t_c0) {sym_name = "l677_c0"} : (index) -> memref<1xi64>
    %b_l678_c0 = "aie.buffer"(%t_c0) {sym_name = "l678_c0"} : (index) -> memref<1xi64>
    %b_l679_c0 = "aie.buffer"(%t_c0) {sym_name = "l679_c0"} : (index) -> memref<1xi32>
    %b_l680_c0 = "aie.buffer"(%t_c0) {sym_name = "l680_c0"} : (index) -> memref<1xi32>
    %b_l681_c0 = "aie.buffer"(%t_c0) {sym_name = "l681_c0"} : (index) -> memref<1xi32>
    %b_l682_c0 = "aie.buffer"(%t_c0) {sym_name = "l682_c0"} : (index) -> memref<1xf32>
    %b_l683_c0 = "aie.buffer"(%t_c0) {sym_name = "l683_c0"} : (index) -> memref<1xf32>
    %b_l684_c0 = "aie.buffer"(%t_c0) {sym_name = "l684_c0"} : (index) -> memref<1xf32>
    %b_l685_c0 = "aie.buffer"(%t_c0) {sym_name = "l685_c0"} : (index) -> memref<1xf32>
    %b_l686_c0 = "aie.buffer"(%t_c0) {sym_name = "l686_c0"} : (index) -> memref<1xi32>
    %b_l687_c0 = "aie.buffer"(%t_c0) {sym_name = "l687_c0"} : (index) -> memref<1xi32>
    %b_l688_c0 = "aie.buffer"(%t_c0) {sym_name = "l688_c0"} : (index) -> memref<1xf32>
    %b_l689_c0 = "aie.buffer"(%t_c0) {sym_name = "l689_c0"} : (index) -> memref<1xf32>
    %b_l690_c0 = "aie.buffer"(%t_c0) {sym_name = "l690_c0"} : (index) -> memref<1xf32>
    %b_l691_c0 = "aie.buffer"(%t_c0) {sym_name = "l691_c0"} : (index) -> memref<1xf32>
    %b_l692_c0 = "aie.buffer"(%t_c0) {sym_name = "l692_c0"} : (index) -> memref<1xi32>
    %b_l693_c0 = "aie.buffer"(%t_c0) {sym_name = "l693_c0"} : (index) -> memref<1xi32>
    %b_l694_c0 = "aie.buffer"(%t_c0) {sym_name = "l694_c0"} : (index) -> memref<1xi32>
    %b_l695_c0 = "aie.buffer"(%t_c0) {sym_name = "l695_c0"} : (index) -> memref<1xi32>
    %b_l696_c0 = "aie.buffer"(%t_c0) {sym_name = "l696_c0"} : (index) -> memref<1xf32>
    %b_l697_c0 = "aie.buffer"(%t_c0) {sym_name = "l697_c0"} : (index) -> memref<1xf32>
    %b_l698_c0 = "aie.buffer"(%t_c0) {sym_name = "l698_c0"} : (index) -> memref<1xf32>
    %b_l699_c0 = "aie.buffer"(%t_c0) {sym_name = "l699_c0"} : (index) -> memref<1xf32>
    %b_l700_c0 = "aie.buffer"(%t_c0) {sym_name = "l700_c0"} : (index) -> memref<1xi32>
    %b_l701_c0 = "aie.buffer"(%t_c0) {sym_name = "l701_c0"} : (index) -> memref<1xi32>
    %b_l702_c0 = "aie.buffer"(%t_c0) {sym_name = "l702_c0"} : (index) -> memref<1xi32>
    %b_l703_c0 = "aie.buffer"(%t_c0) {sym_name = "l703_c0"} : (index) -> memref<1xi32>
    %b_l704_c0 = "aie.buffer"(%t_c0) {sym_name = "l704_c0"} : (index) -> memref<1xf32>
    %b_l705_c0 = "aie.buffer"(%t_c0) {sym_name = "l705_c0"} : (index) -> memref<1xf32>
    %b_l706_c0 = "aie.buffer"(%t_c0) {sym_name = "l706_c0"} : (index) -> memref<1xf32>
    %b_l707_c0 = "aie.buffer"(%t_c0) {sym_name = "l707_c0"} : (index) -> memref<1xf32>
    %b_l708_c0 = "aie.buffer"(%t_c0) {sym_name = "l708_c0"} : (index) -> memref<1xi32>
    %b_l709_c0 = "aie.buffer"(%t_c0) {sym_name = "l709_c0"} : (index) -> memref<1xi32>
    %b_l710_c0 = "aie.buffer"(%t_c0) {sym_name = "l710_c0"} : (index) -> memref<1xf32>
    %b_l711_c0 = "aie.buffer"(%t_c0) {sym_name = "l711_c0"} : (index) -> memref<1xf32>
    %b_l712_c0 = "aie.buffer"(%t_c0) {sym_name = "l712_c0"} : (index) -> memref<1xf32>
    %b_l713_c0 = "aie.buffer"(%t_c0) {sym_name = "l713_c0"} : (index) -> memref<1xf32>
    %b_l714_c0 = "aie.buffer"(%t_c0) {sym_name = "l714_c0"} : (index) -> memref<1xi32>
    %b_l715_c0 = "aie.buffer"(%t_c0) {sym_name = "l715_c0"} : (index) -> memref<1xi32>
    %b_l716_c0 = "aie.buffer"(%t_c0) {sym_name = "l716_c0"} : (index) -> memref<1xf32>
    %b_l717_c0 = "aie.buffer"(%t_c0) {sym_name = "l717_c0"} : (index) -> memref<1xf32>
    %b_l718_c0 = "aie.buffer"(%t_c0) {sym_name = "l718_c0"} : (index) -> memref<1xf32>
    %b_l719_c0 = "aie.buffer"(%t_c0) {sym_name = "l719_c0"} : (index) -> memref<1xf32>
    %b_l720_c0 = "aie.buffer"(%t_c0) {sym_name = "l720_c0"} : (index) -> memref<1xi32>
    %b_l721_c0 = "aie.buffer"(%t_c0) {sym_name = "l721_c0"} : (index) -> memref<1xi32>
    %b_l722_c0 = "aie.buffer"(%t_c0) {sym_name = "l722_c0"} : (index) -> memref<1xi32>
    %b_l723_c0 = "aie.buffer"(%t_c0) {sym_name = "l723_c0"} : (index) -> memref<1xi32>
    %b_l724_c0 = "aie.buffer"(%t_c0) {sym_name = "l724_c0"} : (index) -> memref<1xf32>
    %b_l725_c0 = "aie.buffer"(%t_c0) {sym_name = "l725_c0"} : (index) -> memref<1xf32>
    %b_l726_c0 = "aie.buffer"(%t_c0) {sym_name = "l726_c0"} : (index) -> memref<1xf32>
    %b_l727_c0 = "aie.buffer"(%t_c0) {sym_name = "l727_c0"} : (index) -> memref<1xf32>
    %b_l728_c0 = "aie.buffer"(%t_c0) {sym_name = "l728_c0"} : (index) -> memref<1xi32>
    %b_l729_c0 = "aie.buffer"(%t_c0) {sym_name = "l729_c0"} : (index) -> memref<1xi32>
    %b_l730_c0 = "aie.buffer"(%t_c0) {sym_name = "l730_c0"} : (index) -> memref<1xi32>
    %b_l731_c0 = "aie.buffer"(%t_c0) {sym_name = "l731_c0"} : (index) -> memref<1xi32>
    %b_l732_c0 = "aie.buffer"(%t_c0) {sym_name = "l732_c0"} : (index) -> memref<1xf32>
    %b_l733_c0 = "aie.buffer"(%t_c0) {sym_name = "l733_c0"} : (index) -> memref<1xf32>
    %b_l734_c0 = "aie.buffer"(%t_c0) {sym_name = "l734_c0"} : (index) -> memref<1xf32>
    %b_l735_c0 = "aie.buffer"(%t_c0) {sym_name = "l735_c0"} : (index) -> memref<1xf32>
    %b_l736_c0 = "aie.buffer"(%t_c0) {sym_name = "l736_c0"} : (index) -> memref<1xi32>
    %b_l737_c0 = "aie.buffer"(%t_c0) {sym_name = "l737_c0"} : (index) -> memref<1xi32>
    %b_l738_c0 = "aie.buffer"(%t_c0) {sym_name = "l738_c0"} : (index) -> memref<1xi32>
    %b_l739_c0 = "aie.buffer"(%t_c0) {sym_name = "l739_c0"} : (index) -> memref<1xi32>
    %b_l740_c0 = "aie.buffer"(%t_c0) {sym_name = "l740_c0"} : (index) -> memref<1xi32>
    %b_l741_c0 = "aie.buffer"(%t_c0) {sym_name = "l741_c0"} : (index) -> memref<1xi32>
    %b_l742_c0 = "aie.buffer"(%t_c0) {sym_name = "l742_c0"} : (index) -> memref<1xi32>
    %b_l743_c0 = "aie.buffer"(%t_c0) {sym_name = "l743_c0"} : (index) -> memref<1xi32>
    %b_l744_c0 = "aie.buffer"(%t_c0) {sym_name = "l744_c0"} : (index) -> memref<1xf32>
    %b_l745_c0 = "aie.buffer"(%t_c0) {sym_name = "l745_c0"} : (index) -> memref<1xi1>
    %b_l746_c0 = "aie.buffer"(%t_c0) {sym_name = "l746_c0"} : (index) -> memref<1xi32>
    %b_l747_c0 = "aie.buffer"(%t_c0) {sym_name = "l747_c0"} : (index) -> memref<1xi32>
    %b_l748_c0 = "aie.buffer"(%t_c0) {sym_name = "l748_c0"} : (index) -> memref<1xi32>
    %b_l749_c0 = "aie.buffer"(%t_c0) {sym_name = "l749_c0"} : (index) -> memref<1xf32>
    %b_l750_c0 = "aie.buffer"(%t_c0) {sym_name = "l750_c0"} : (index) -> memref<1xi1>
    %b_l751_c0 = "aie.buffer"(%t_c0) {sym_name = "l751_c0"} : (index) -> memref<1xi32>
    %b_l752_c0 = "aie.buffer"(%t_c0) {sym_name = "l752_c0"} : (index) -> memref<1xi32>
    %b_l753_c0 = "aie.buffer"(%t_c0) {sym_name = "l753_c0"} : (index) -> memref<1xi32>
    %b_l754_c0 = "aie.buffer"(%t_c0) {sym_name = "l754_c0"} : (index) -> memref<1xf32>
    %b_l755_c0 = "aie.buffer"(%t_c0) {sym_name = "l755_c0"} : (index) -> memref<1xi1>
    %b_l756_c0 = "aie.buffer"(%t_c0) {sym_name = "l756_c0"} : (index) -> memref<1xf32>
    %b_l757_c0 = "aie.buffer"(%t_c0) {sym_name = "l757_c0"} : (index) -> memref<1xf32>
    %b_l758_c0 = "aie.buffer"(%t_c0) {sym_name = "l758_c0"} : (index) -> memref<1xf32>
    %b_l759_c0 = "aie.buffer"(%t_c0) {sym_name = "l759_c0"} : (index) -> memref<1xf32>
    %b_l760_c0 = "aie.buffer"(%t_c0) {sym_name = "l760_c0"} : (index) -> memref<1xf32>
    %b_l761_c0 = "aie.buffer"(%t_c0) {sym_name = "l761_c0"} : (index) -> memref<1xi1>
    %b_l762_c0 = "aie.buffer"(%t_c0) {sym_name = "l762_c0"} : (index) -> memref<1xf32>
    %b_l763_c0 = "aie.buffer"(%t_c0) {sym_name = "l763_c0"} : (index) -> memref<1xi1>
    %b_l764_c0 = "aie.buffer"(%t_c0) {sym_name = "l764_c0"} : (index) -> memref<1xf32>
    %b_l765_c0 = "aie.buffer"(%t_c0) {sym_name = "l765_c0"} : (index) -> memref<1xi1>
    %b_l766_c0 = "aie.buffer"(%t_c0) {sym_name = "l766_c0"} : (index) -> memref<1xf32>
    %b_l767_c0 = "aie.buffer"(%t_c0) {sym_name = "l767_c0"} : (index) -> memref<1xi1>
    %b_l768_c0 = "aie.buffer"(%t_c0) {sym_name = "l768_c0"} : (index) -> memref<1xf32>
    %b_l769_c0 = "aie.buffer"(%t_c0) {sym_name = "l769_c0"} : (index) -> memref<1xf32>
    %b_l770_c0 = "aie.buffer"(%t_c0) {sym_name = "l770_c0"} : (index) -> memref<1xf32>
    %b_l771_c0 = "aie.buffer"(%t_c0) {sym_name = "l771_c0"} : (index) -> memref<1xf32>
    %b_l772_c0 = "aie.buffer"(%t_c0) {sym_name = "l772_c0"} : (index) -> memref<1xf32>
    %b_l773_c0 = "aie.buffer"(%t_c0) {sym_name = "l773_c0"} : (index) -> memref<1xi64>
    %b_l774_c0 = "aie.buffer"(%t_c0) {sym_name = "l774_c0"} : (index) -> memref<1xi64>
    %b_l779_c0 = "aie.buffer"(%t_c0) {sym_name = "l779_c0"} : (index) -> memref<1xi1>
    %b_l780_c0 = "aie.buffer"(%t_c0) {sym_name = "l780_c0"} : (index) -> memref<1xi1>
    %b_l781_c0 = "aie.buffer"(%t_c0) {sym_name = "l781_c0"} : (index) -> memref<1xi1>
    %b_l782_c0 = "aie.buffer"(%t_c0) {sym_name = "l782_c0"} : (index) -> memref<1xi1>
    %b_l784_c0 = "aie.buffer"(%t_c0) {sym_name = "l784_c0"} : (index) -> memref<1xi64>
    %b_l785_c0 = "aie.buffer"(%t_c0) {sym_name = "l785_c0"} : (index) -> memref<1xi1>
    %b_l786_c0 = "aie.buffer"(%t_c0) {sym_name = "l786_c0"} : (index) -> memref<1xi64>
    %b_l787_c0 = "aie.buffer"(%t_c0) {sym_name = "l787_c0"} : (index) -> memref<1xi1>
    %b_l788_c0 = "aie.buffer"(%t_c0) {sym_name = "l788_c0"} : (index) -> memref<1xi64>
    %b_l789_c0 = "aie.buffer"(%t_c0) {sym_name = "l789_c0"} : (index) -> memref<1xi64>
    %b_l790_c0 = "aie.buffer"(%t_c0) {sym_name = "l790_c0"} : (index) -> memref<1xi64>
    %b_l791_c0 = "aie.buffer"(%t_c0) {sym_name = "l791_c0"} : (index) -> memref<1xi64>
    %b_l792_c0 = "aie.buffer"(%t_c0) {sym_name = "l792_c0"} : (index) -> memref<1xi64>
    %b_l793_c0 = "aie.buffer"(%t_c0) {sym_name = "l793_c0"} : (index) -> memref<1xi64>
    %b_l794_c0 = "aie.buffer"(%t_c0) {sym_name = "l794_c0"} : (index) -> memref<1xi64>
    %b_l795_c0 = "aie.buffer"(%t_c0) {sym_name = "l795_c0"} : (index) -> memref<1xi64>
    %b_l796_c0 = "aie.buffer"(%t_c0) {sym_name = "l796_c0"} : (index) -> memref<1xi1>
    %b_l797_c0 = "aie.buffer"(%t_c0) {sym_name = "l797_c0"} : (index) -> memref<1xi1>
    %b_l798_c0 = "aie.buffer"(%t_c0) {sym_name = "l798_c0"} : (index) -> memref<1xi1>
    %b_l799_c0 = "aie.buffer"(%t_c0) {sym_name = "l799_c0"} : (index) -> memref<1xi1>
    %b_l800_c0 = "aie.buffer"(%t_c0) {sym_name = "l800_c0"} : (index) -> memref<1xi1>
    %b_l801_c0 = "aie.buffer"(%t_c0) {sym_name = "l801_c0"} : (index) -> memref<1xi1>
    %b_l802_c0 = "aie.buffer"(%t_c0) {sym_name = "l802_c0"} : (index) -> memref<1xi1>
    %b_l803_c0 = "aie.buffer"(%t_c0) {sym_name = "l803_c0"} : (index) -> memref<1xi1>
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
    %b_l816_c0 = "aie.buffer"(%t_c0) {sym_name = "l816_c0"} : (index) -> memref<1xi64>
    %b_l817_c0 = "aie.buffer"(%t_c0) {sym_name = "l817_c0"} : (index) -> memref<1xi1>
    %b_l818_c0 = "aie.buffer"(%t_c0) {sym_name = "l818_c0"} : (index) -> memref<1xi64>
    %b_l819_c0 = "aie.buffer"(%t_c0) {sym_name = "l819_c0"} : (index) -> memref<1xi64>
    %b_l820_c0 = "aie.buffer"(%t_c0) {sym_name = "l820_c0"} : (index) -> memref<1xi64>
    %b_l821_c0 = "aie.buffer"(%t_c0) {sym_name = "l821_c0"} : (index) -> memref<1xi64>
    %b_l822_c0 = "aie.buffer"(%t_c0) {sym_name = "l822_c0"} : (index) -> memref<1xi1>
    %b_l823_c0 = "aie.buffer"(%t_c0) {sym_name = "l823_c0"} : (index) -> memref<1xi1>
    %b_l824_c0 = "aie.buffer"(%t_c0) {sym_name = "l824_c0"} : (index) -> memref<1xf32>
    %b_l825_c0 = "aie.buffer"(%t_c0) {sym_name = "l825_c0"} : (index) -> memref<1xi64>
    %b_l826_c0 = "aie.buffer"(%t_c0) {sym_name = "l826_c0"} : (index) -> memref<1xi1>
    %b_l827_c0 = "aie.buffer"(%t_c0) {sym_name = "l827_c0"} : (index) -> memref<1xi1>
    %b_l828_c0 = "aie.buffer"(%t_c0) {sym_name = "l828_c0"} : (index) -> memref<1xf32>
    %b_l829_c0 = "aie.buffer"(%t_c0) {sym_name = "l829_c0"} : (index) -> memref<1xi64>
    %b_l830_c0 = "aie.buffer"(%t_c0) {sym_name = "l830_c0"} : (index) -> memref<1xi1>
    %b_l831_c0 = "aie.buffer"(%t_c0) {sym_name = "l831_c0"} : (index) -> memref<1xi1>
    %b_l832_c0 = "aie.buffer"(%t_c0) {sym_name = "l832_c0"} : (index) -> memref<1xf32>
    %b_l833_c0 = "aie.buffer"(%t_c0) {sym_name = "l833_c0"} : (index) -> memref<1xi64>
    %b_l834_c0 = "aie.buffer"(%t_c0) {sym_name = "l834_c0"} : (index) -> memref<1xi1>
    %b_l835_c0 = "aie.buffer"(%t_c0) {sym_name = "l835_c0"} : (index) -> memref<1xi1>
    %b_l836_c0 = "aie.buffer"(%t_c0) {sym_name = "l836_c0"} : (index) -> memref<1xf32>
    %b_l837_c0 = "aie.buffer"(%t_c0) {sym_name = "l837_c0"} : (index) -> memref<1xi64>
    %b_l839_c0 = "aie.buffer"(%t_c0) {sym_name = "l839_c0"} : (index) -> memref<1xi64>
    %b_l840_c0 = "aie.buffer"(%t_c0) {sym_name = "l840_c0"} : (index) -> memref<1xi64>
    %b_l841_c0 = "aie.buffer"(%t_c0) {sym_name = "l841_c0"} : (index) -> memref<1xi64>
    %b_l842_c0 = "aie.buffer"(%t_c0) {sym_name = "l842_c0"} : (index) -> memref<1xi64>
    %b_l843_c0 = "aie.buffer"(%t_c0) {sym_name = "l843_c0"} : (index) -> memref<1xi64>
    %b_l845_c0 = "aie.buffer"(%t_c0) {sym_name = "l845_c0"} : (index) -> memref<1xi64>
    %b_l846_c0 = "aie.buffer"(%t_c0) {sym_name = "l846_c0"} : (index) -> memref<1xi64>
    %b_l847_c0 = "aie.buffer"(%t_c0) {sym_name = "l847_c0"} : (index) -> memref<1xi64>
    %b_l848_c0 = "aie.buffer"(%t_c0) {sym_name = "l848_c0"} : (index) -> memref<1xi64>
    %b_l849_c0 = "aie.buffer"(%t_c0) {sym_name = "l849_c0"} : (index) -> memref<1xi64>
    %b_l850_c0 = "aie.buffer"(%t_c0) {sym_name = "l850_c0"} : (index) -> memref<1xi32>
    %b_l851_c0 = "aie.buffer"(%t_c0) {sym_name = "l851_c0"} : (index) -> memref<1xi32>
    %b_l852_c0 = "aie.buffer"(%t_c0) {sym_name = "l852_c0"} : (index) -> memref<1xi32>
    %b_l853_c0 = "aie.buffer"(%t_c0) {sym_name = "l853_c0"} : (index) -> memref<1xi32>
    %b_l854_c0 = "aie.buffer"(%t_c0) {sym_name = "l854_c0"} : (index) -> memref<1xi32>
    %b_l855_c0 = "aie.buffer"(%t_c0) {sym_name = "l855_c0"} : (index) -> memref<1xi64>
    %b_l856_c0 = "aie.buffer"(%t_c0) {sym_name = "l856_c0"} : (index) -> memref<1xi64>
    %b_l857_c0 = "aie.buffer"(%t_c0) {sym_name = "l857_c0"} : (index) -> memref<1xi64>
    %b_l858_c0 = "aie.buffer"(%t_c0) {sym_name = "l858_c0"} : (index) -> memref<1xi64>
    %b_l859_c0 = "aie.buffer"(%t_c0) {sym_name = "l859_c0"} : (index) -> memref<1xi1>
    %b_l860_c0 = "aie.buffer"(%t_c0) {sym_name = "l860_c0"} : (index) -> memref<1xi64>
    %b_l861_c0 = "aie.buffer"(%t_c0) {sym_name = "l861_c0"} : (index) -> memref<1xi64>
    %b_l862_c0 = "aie.buffer"(%t_c0) {sym_name = "l862_c0"} : (index) -> memref<1xi64>
    %b_l863_c0 = "aie.buffer"(%t_c0) {sym_name = "l863_c0"} : (index) -> memref<1xi64>
    %b_l864_c0 = "aie.buffer"(%t_c0) {sym_name = "l864_c0"} : (index) -> memref<1xi64>
    %b_l865_c0 = "aie.buffer"(%t_c0) {sym_name = "l865_c0"} : (index) -> memref<1xi1>
    %b_l866_c0 = "aie.buffer"(%t_c0) {sym_name = "l866_c0"} : (index) -> memref<1xi64>
    %b_l867_c0 = "aie.buffer"(%t_c0) {sym_name = "l867_c0"} : (index) -> memref<1xi64>
    %b_l868_c0 = "aie.buffer"(%t_c0) {sym_name = "l868_c0"} : (index) -> memref<1xi64>
    %b_l869_c0 = "aie.buffer"(%t_c0) {sym_name = "l869_c0"} : (index) -> memref<1xi64>
    %b_l870_c0 = "aie.buffer"(%t_c0) {sym_name = "l870_c0"} : (index) -> memref<1xi64>
    %b_l871_c0 = "aie.buffer"(%t_c0) {sym_name = "l871_c0"} : (index) -> memref<1xi64>
    %b_l872_c0 = "aie.buffer"(%t_c0) {sym_name = "l872_c0"} : (index) -> memref<1xi64>
    %b_l873_c0 = "aie.buffer"(%t_c0) {sym_name = "l873_c0"} : (index) -> memref<1xi64>
    %b_l874_c0 = "aie.buffer"(%t_c0) {sym_name = "l874_c0"} : (index) -> memref<1xi1>
    %b_l875_c0 = "aie.buffer"(%t_c0) {sym_name = "l875_c0"} : (index) -> memref<1xi64>
    %b_l876_c0 = "aie.buffer"(%t_c0) {sym_name = "l876_c0"} : (index) -> memref<1xi64>
    %b_l877_c0 = "aie.buffer"(%t_c0) {sym_name = "l877_c0"} : (index) -> memref<1xi64>
    %b_l878_c0 = "aie.buffer"(%t_c0) {sym_name = "l878_c0"} : (index) -> memref<1xi64>
    %b_l879_c0 = "aie.buffer"(%t_c0) {sym_name = "l879_c0"} : (index) -> memref<1xi64>
    %b_l880_c0 = "aie.buffer"(%t_c0) {sym_name = "l880_c0"} : (index) -> memref<1xi1>
    %b_l881_c0 = "aie.buffer"(%t_c0) {sym_name = "l881_c0"} : (index) -> memref<1xi64>
    %b_l882_c0 = "aie.buffer"(%t_c0) {sym_name = "l882_c0"} : (index) -> memref<1xi64>
    %b_l883_c0 = "aie.buffer"(%t_c0) {sym_name = "l883_c0"} : (index) -> memref<1xi64>
    %b_l884_c0 = "aie.buffer"(%t_c0) {sym_name = "l884_c0"} : (index) -> memref<1xi64>
    %b_l885_c0 = "aie.buffer"(%t_c0) {sym_name = "l885_c0"} : (index) -> memref<1xi64>
    %b_l886_c0 = "aie.buffer"(%t_c0) {sym_name = "l886_c0"} : (index) -> memref<1xi64>
    %b_l887_c0 = "aie.buffer"(%t_c0) {sym_name = "l887_c0"} : (index) -> memref<1xi64>
    %b_l888_c0 = "aie.buffer"(%t_c0) {sym_name = "l888_c0"} : (index) -> memref<1xi64>
    %b_l889_c0 = "aie.buffer"(%t_c0) {sym_name = "l889_c0"} : (index) -> memref<1xi1>
    %b_l890_c0 = "aie.buffer"(%t_c0) {sym_name = "l890_c0"} : (index) -> memref<1xi64>
    %b_l891_c0 = "aie.buffer"(%t_c0) {sym_name = "l891_c0"} : (index) -> memref<1xi64>
    %b_l892_c0 = "aie.buffer"(%t_c0) {sym_name = "l892_c0"} : (index) -> memref<1xi64>
    %b_l893_c0 = "aie.buffer"(%t_c0) {sym_name = "l893_c0"} : (index) -> memref<1xi64>
    %b_l894_c0 = "aie.buffer"(%t_c0) {sym_name = "l894_c0"} : (index) -> memref<1xi64>
    %b_l895_c0 = "aie.buffer"(%t_c0) {sym_name = "l895_c0"} : (index) -> memref<1xi1>
    %b_l896_c0 = "aie.buffer"(%t_c0) {sym_name = "l896_c0"} : (index) -> memref<1xi64>
    %b_l897_c0 = "aie.buffer"(%t_c0) {sym_name = "l897_c0"} : (index) -> memref<1xi64>
    %b_l898_c0 = "aie.buffer"(%t_c0) {sym_name = "l898_c0"} : (index) -> memref<1xi64>
    %b_l899_c0 = "aie.buffer"(%t_c0) {sym_name = "l899_c0"} : (index) -> memref<1xi64>
    %b_l900_c0 = "aie.buffer"(%t_c0) {sym_name = "l900_c0"} : (index) -> memref<1xi64>
    %b_l901_c0 = "aie.buffer"(%t_c0) {sym_name = "l901_c0"} : (index) -> memref<1xi64>
    %b_l902_c0 = "aie.buffer"(%t_c0) {sym_name = "l902_c0"} : (index) -> memref<1xi64>
    %b_l903_c0 = "aie.buffer"(%t_c0) {sym_name = "l903_c0"} : (index) -> memref<1xi64>
    %b_l904_c0 = "aie.buffer"(%t_c0) {sym_name = "l904_c0"} : (index) -> memref<1xi1>
    %b_l905_c0 = "aie.buffer"(%t_c0) {sym_name = "l905_c0"} : (index) -> memref<1xi64>
    %b_l906_c0 = "aie.buffer"(%t_c0) {sym_name = "l906_c0"} : (index) -> memref<1xi64>
    %b_l907_c0 = "aie.buffer"(%t_c0) {sym_name = "l907_c0"} : (index) -> memref<1xi64>
    %b_l908_c0 = "aie.buffer"(%t_c0) {sym_name = "l908_c0"} : (index) -> memref<1xi64>
    %b_l909_c0 = "aie.buffer"(%t_c0) {sym_name = "l909_c0"} : (index) -> memref<1xi64>
    %b_l910_c0 = "aie.buffer"(%t_c0) {sym_name = "l910_c0"} : (index) -> memref<1xi1>
    %b_l911_c0 = "aie.buffer"(%t_c0) {sym_name = "l911_c0"} : (index) -> memref<1xi64>
    %b_l912_c0 = "aie.buffer"(%t_c0) {sym_name = "l912_c0"} : (index) -> memref<1xi64>
    %b_l913_c0 = "aie.buffer"(%t_c0) {sym_name = "l913_c0"} : (index) -> memref<1xi64>
    %b_l914_c0 = "aie.buffer"(%t_c0) {sym_name = "l914_c0"} : (index) -> memref<1xi64>
    %b_l915_c0 = "aie.buffer"(%t_c0) {sym_name = "l915_c0"} : (index) -> memref<1xf32>
    %b_l916_c0 = "aie.buffer"(%t_c0) {sym_name = "l916_c0"} : (index) -> memref<1xf32>
    %b_l917_c0 = "aie.buffer"(%t_c0) {sym_name = "l917_c0"} : (index) -> memref<1xf32>
    %b_l918_c0 = "aie.buffer"(%t_c0) {sym_name = "l918_c0"} : (index) -> memref<1xf32>
    %b_l919_c0 = "aie.buffer"(%t_c0) {sym_name = "l919_c0"} : (index) -> memref<1xi64>
    %b_l920_c0 = "aie.buffer"(%t_c0) {sym_name = "l920_c0"} : (index) -> memref<1xi64>
    %b_l921_c0 = "aie.buffer"(%t_c0) {sym_name = "l921_c0"} : (index) -> memref<1xi64>
    %b_l922_c0 = "aie.buffer"(%t_c0) {sym_name = "l922_c0"} : (index) -> memref<1xi64>
    %b_l923_c0 = "aie.buffer"(%t_c0) {sym_name = "l923_c0"} : (index) -> memref<1xi64>
    %b_l924_c0 = "aie.buffer"(%t_c0) {sym_name = "l924_c0"} : (index) -> memref<1xi64>
    %b_l925_c0 = "aie.buffer"(%t_c0) {sym_name = "l925_c0"} : (index) -> memref<1xi1>
    %b_l926_c0 = "aie.buffer"(%t_c0) {sym_name = "l926_c0"} : (index) -> memref<1xi64>
    %b_l927_c0 = "aie.buffer"(%t_c0) {sym_name = "l927_c0"} : (index) -> memref<1xi64>
    %b_l928_c0 = "aie.buffer"(%t_c0) {sym_name = "l928_c0"} : (index) -> memref<1xi64>
    %b_l929_c0 = "aie.buffer"(%t_c0) {sym_name = "l929_c0"} : (index) -> memref<1xi64>
    %b_l930_c0 = "aie.buffer"(%t_c0) {sym_name = "l930_c0"} : (index) -> memref<1xi64>
    %b_l931_c0 = "aie.buffer"(%t_c0) {sym_name = "l931_c0"} : (index) -> memref<1xi64>
    %b_l932_c0 = "aie.buffer"(%t_c0) {sym_name = "l932_c0"} : (index) -> memref<1xi64>
    %b_l933_c0 = "aie.buffer"(%t_c0) {sym_name = "l933_c0"} : (index) -> memref<1xi64>
    %b_l934_c0 = "aie.buffer"(%t_c0) {sym_name = "l934_c0"} : (index) -> memref<1xi64>
    %b_l935_c0 = "aie.buffer"(%t_c0) {sym_name = "l935_c0"} : (index) -> memref<1xi1>
    %b_l936_c0 = "aie.buffer"(%t_c0) {sym_name = "l936_c0"} : (index) -> memref<1xi1>
    %b_l937_c0 = "aie.buffer"(%t_c0) {sym_name = "l937_c0"} : (index) -> memref<1xi1>
    %b_l938_c0 = "aie.buffer"(%t_c0) {sym_name = "l938_c0"} : (index) -> memref<1xi1>
    %b_l939_c0 = "aie.buffer"(%t_c0) {sym_name = "l939_c0"} : (index) -> memref<1xi1>
    %b_l940_c0 = "aie.buffer"(%t_c0) {sym_name = "l940_c0"} : (index) -> memref<1xi1>
    %b_l941_c0 = "aie.buffer"(%t_c0) {sym_name = "l941_c0"} : (index) -> memref<1xi1>
    %b_l942_c0 = "aie.buffer"(%t_c0) {sym_name = "l942_c0"} : (index) -> memref<1xi1>
    %b_l943_c0 = "aie.buffer"(%t_c0) {sym_name = "l943_c0"} : (index) -> memref<1xf32>
    %b_l944_c0 = "aie.buffer"(%t_c0) {sym_name = "l944_c0"} : (index) -> memref<1xf32>
    %b_l945_c0 = "aie.buffer"(%t_c0) {sym_name = "l945_c0"} : (index) -> memref<1xf32>
    %b_l946_c0 = "aie.buffer"(%t_c0) {sym_name = "l946_c0"} : (index) -> memref<1xf32>
    %b_l947_c0 = "aie.buffer"(%t_c0) {sym_name = "l947_c0"} : (index) -> memref<1xf32>
    %b_l948_c0 = "aie.buffer"(%t_c0) {sym_name = "l948_c0"} : (index) -> memref<1xf32>
    %b_l949_c0 = "aie.buffer"(%t_c0) {sym_name = "l949_c0"} : (index) -> memref<1xf32>
    %b_l950_c0 = "aie.buffer"(%t_c0) {sym_name = "l950_c0"} : (index) -> memref<1xf32>
    %b_l951_c0 = "aie.buffer"(%t_c0) {sym_name = "l951_c0"} : (index) -> memref<1xi64>
    %b_l952_c0 = "aie.buffer"(%t_c0) {sym_name = "l952_c0"} : (index) -> memref<1xi64>
    %b_l953_c0 = "aie.buffer"(%t_c0) {sym_name = "l953_c0"} : (index) -> memref<1xi64>
    %b_l954_c0 = "aie.buffer"(%t_c0) {sym_name = "l954_c0"} : (index) -> memref<1xi64>
    %b_l955_c0 = "aie.buffer"(%t_c0) {sym_name = "l955_c0"} : (index) -> memref<1xi64>
    %b_l956_c0 = "aie.buffer"(%t_c0) {sym_name = "l956_c0"} : (index) -> memref<1xi64>
    %b_l957_c0 = "aie.buffer"(%t_c0) {sym_name = "l957_c0"} : (index) -> memref<1xi64>
    %b_l958_c0 = "aie.buffer"(%t_c0) {sym_name = "l958_c0"} : (index) -> memref<1xi64>
    %b_l959_c0 = "aie.buffer"(%t_c0) {sym_name = "l959_c0"} : (index) -> memref<1xi64>
    %b_l960_c0 = "aie.buffer"(%t_c0) {sym_name = "l960_c0"} : (index) -> memref<1xi64>
    %b_l961_c0 = "aie.buffer"(%t_c0) {sym_name = "l961_c0"} : (index) -> memref<1xi64>
    %b_l962_c0 = "aie.buffer"(%t_c0) {sym_name = "l962_c0"} : (index) -> memref<1xi64>
    %b_l963_c0 = "aie.buffer"(%t_c0) {sym_name = "l963_c0"} : (index) -> memref<1xi64>
    %b_l964_c0 = "aie.buffer"(%t_c0) {sym_name = "l964_c0"} : (index) -> memref<1xi64>
    %b_l965_c0 = "aie.buffer"(%t_c0) {sym_name = "l965_c0"} : (index) -> memref<1xi64>
    %b_l966_c0 = "aie.buffer"(%t_c0) {sym_name = "l966_c0"} : (index) -> memref<1xi64>
    %b_l967_c0 = "aie.buffer"(%t_c0) {sym_name = "l967_c0"} : (index) -> memref<1xi64>
    %b_l968_c0 = "aie.buffer"(%t_c0) {sym_name = "l968_c0"} : (index) -> memref<1xi64>
    %b_l969_c0 = "aie.buffer"(%t_c0) {sym_name = "l969_c0"} : (index) -> memref<1xi64>
    %b_l970_c0 = "aie.buffer"(%t_c0) {sym_name = "l970_c0"} : (index) -> memref<1xi64>
    %b_l971_c0 = "aie.buffer"(%t_c0) {sym_name = "l971_c0"} : (index) -> memref<1xi1>
    %b_l972_c0 = "aie.buffer"(%t_c0) {sym_name = "l972_c0"} : (index) -> memref<1xi1>
    %b_l973_c0 = "aie.buffer"(%t_c0) {sym_name = "l973_c0"} : (index) -> memref<1xi1>
    %b_l974_c0 = "aie.buffer"(%t_c0) {sym_name = "l974_c0"} : (index) -> memref<1xi1>
    %b_l975_c0 = "aie.buffer"(%t_c0) {sym_name = "l975_c0"} : (index) -> memref<1xi1>
    %b_l976_c0 = "aie.buffer"(%t_c0) {sym_name = "l976_c0"} : (index) -> memref<1xi1>
    %b_l977_c0 = "aie.buffer"(%t_c0) {sym_name = "l977_c0"} : (index) -> memref<1xi1>
    %b_l978_c0 = "aie.buffer"(%t_c0) {sym_name = "l978_c0"} : (index) -> memref<1xi1>
    %b_l979_c0 = "aie.buffer"(%t_c0) {sym_name = "l979_c0"} : (index) -> memref<1xi1>
    %b_l980_c0 = "aie.buffer"(%t_c0) {sym_name = "l980_c0"} : (index) -> memref<1xi1>
    %b_l981_c0 = "aie.buffer"(%t_c0) {sym_name = "l981_c0"} : (index) -> memref<1xi1>
    %b_l982_c0 = "aie.buffer"(%t_c0) {sym_name = "l982_c0"} : (index) -> memref<1xi1>
    %b_l983_c0 = "aie.buffer"(%t_c0) {sym_name = "l983_c0"} : (index) -> memref<1xi1>
    %b_l984_c0 = "aie.buffer"(%t_c0) {sym_name = "l984_c0"} : (index) -> memref<1xi1>
    %b_l985_c0 = "aie.buffer"(%t_c0) {sym_name = "l985_c0"} : (index) -> memref<1xi1>
    %b_l986_c0 = "aie.buffer"(%t_c0) {sym_name = "l986_c0"} : (index) -> memref<1xi1>
    %b_l987_c0 = "aie.buffer"(%t_c0) {sym_name = "l987_c0"} : (index) -> memref<1xi32>
    %b_l988_c0 = "aie.buffer"(%t_c0) {sym_name = "l988_c0"} : (index) -> memref<1xi32>
    %b_l989_c0 = "aie.buffer"(%t_c0) {sym_name = "l989_c0"} : (index) -> memref<1xi32>
    %b_l990_c0 = "aie.buffer"(%t_c0) {sym_name = "l990_c0"} : (index) -> memref<1xi32>
    %b_l991_c0 = "aie.buffer"(%t_c0) {sym_name = "l991_c0"} : (index) -> memref<1xi32>
    %b_l992_c0 = "aie.buffer"(%t_c0) {sym_name = "l992_c0"} : (index) -> memref<1xi32>
    %b_l993_c0 = "aie.buffer"(%t_c0) {sym_name = "l993_c0"} : (index) -> memref<1xi32>
    %b_l994_c0 = "aie.buffer"(%t_c0) {sym_name = "l994_c0"} : (index) -> memref<1xi32>
    %b_l995_c0 = "aie.buffer"(%t_c0) {sym_name = "l995_c0"} : (index) -> memref<1xi32>
    %b_l996_c0 = "aie.buffer"(%t_c0) {sym_name = "l996_c0"} : (index) -> memref<1xi32>
    %b_l997_c0 = "aie.buffer"(%t_c0) {sym_name = "l997_c0"} : (index) -> memref<1xi32>
    %b_l998_c0 = "aie.buffer"(%t_c0) {sym_name = "l998_c0"} : (index) -> memref<1xi32>
    %b_l999_c0 = "aie.buffer"(%t_c0) {sym_name = "l999_c0"} : (index) -> memref<1xi32>
    %b_l1000_c0 = "aie.buffer"(%t_c0) {sym_name = "l1000_c0"} : (index) -> memref<1xi32>
    %b_l1001_c0 = "aie.buffer"(%t_c0) {sym_name = "l1001_c0"} : (index) -> memref<1xi32>
    %b_l1002_c0 = "aie.buffer"(%t_c0) {sym_name = "l1002_c0"} : (index) -> memref<1xi32>
    %b_l1003_c0 = "aie.buffer"(%t_c0) {sym_name = "l1003_c0"} : (index) -> memref<1xi64>
    %b_l1004_c0 = "aie.buffer"(%t_c0) {sym_name = "l1004_c0"} : (index) -> memref<1xi64>
    %b_l1005_c0 = "aie.buffer"(%t_c0) {sym_name = "l1005_c0"} : (index) -> memref<1xi64>
    %b_l1006_c0 = "aie.buffer"(%t_c0) {sym_name = "l1006_c0"} : (index) -> memref<1xi64>
    %b_l1007_c0 = "aie.buffer"(%t_c0) {sym_name = "l1007_c0"} : (index) -> memref<1xi64>
    %b_l1008_c0 = "aie.buffer"(%t_c0) {sym_name = "l1008_c0"} : (index) -> memref<1xi64>
    %b_l1009_c0 = "aie.buffer"(%t_c0) {sym_name = "l1009_c0"} : (index) -> memref<1xi32>
    %b_l1010_c0 = "aie.buffer"(%t_c0) {sym_name = "l1010_c0"} : (index) -> memref<1xi64>
    %b_l1011_c0 = "aie.buffer"(%t_c0) {sym_name = "l1011_c0"} : (index) -> memref<1xi64>
    %b_l1012_c0 = "aie.buffer"(%t_c0) {sym_name = "l1012_c0"} : (index) -> memref<1xi64>
    %b_l1013_c0 = "aie.buffer"(%t_c0) {sym_name = "l1013_c0"} : (index) -> memref<1xi64>
    %b_l1014_c0 = "aie.buffer"(%t_c0) {sym_name = "l1014_c0"} : (index) -> memref<1xi64>
    %b_l1015_c0 = "aie.buffer"(%t_c0) {sym_name = "l1015_c0"} : (index) -> memref<1xi64>
    %b_l1016_c0 = "aie.buffer"(%t_c0) {sym_name = "l1016_c0"} : (index) -> memref<1xi32>
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
    %b_l1031_c0 = "aie.buffer"(%t_c0) {sym_name = "l1031_c0"} : (index) -> memref<1xi32>
    %b_l1032_c0 = "aie.buffer"(%t_c0) {sym_name = "l1032_c0"} : (index) -> memref<1xi32>
    %b_l1033_c0 = "aie.buffer"(%t_c0) {sym_name = "l1033_c0"} : (index) -> memref<1xf32>
    %b_l1034_c0 = "aie.buffer"(%t_c0) {sym_name = "l1034_c0"} : (index) -> memref<1xf32>
    %b_l1035_c0 = "aie.buffer"(%t_c0) {sym_name = "l1035_c0"} : (index) -> memref<1xf32>
    %b_l1036_c0 = "aie.buffer"(%t_c0) {sym_name = "l1036_c0"} : (index) -> memref<1xf32>
    %b_l1037_c0 = "aie.buffer"(%t_c0) {sym_name = "l1037_c0"} : (index) -> memref<1xi32>
    %b_l1038_c0 = "aie.buffer"(%t_c0) {sym_name = "l1038_c0"} : (index) -> memref<1xi32>
    %b_l1039_c0 = "aie.buffer"(%t_c0) {sym_name = "l1039_c0"} : (index) -> memref<1xi32>
    %b_l1040_c0 = "aie.buffer"(%t_c0) {sym_name = "l1040_c0"} : (index) -> memref<1xi32>
    %b_l1041_c0 = "aie.buffer"(%t_c0) {sym_name = "l1041_c0"} : (index) -> memref<1xf32>
    %b_l1042_c0 = "aie.buffer"(%t_c0) {sym_name = "l1042_c0"} : (index) -> memref<1xf32>
    %b_l1043_c0 = "aie.buffer"(%t_c0) {sym_name = "l1043_c0"} : (index) -> memref<1xf32>
    %b_l1044_c0 = "aie.buffer"(%t_c0) {sym_name = "l1044_c0"} : (index) -> memref<1xf32>
    %b_l1045_c0 = "aie.buffer"(%t_c0) {sym_name = "l1045_c0"} : (index) -> memref<1xi32>
    %b_l1046_c0 = "aie.buffer"(%t_c0) {sym_name = "l1046_c0"} : (index) -> memref<1xi32>
    %b_l1047_c0 = "aie.buffer"(%t_c0) {sym_name = "l1047_c0"} : (index) -> memref<1xf32>
    %b_l1048_c0 = "aie.buffer"(%t_c0) {sym_name = "l1048_c0"} : (index) -> memref<1xf32>
    %b_l1049_c0 = "aie.buffer"(%t_c0) {sym_name = "l1049_c0"} : (index) -> memref<1xf32>
    %b_l1050_c0 = "aie.buffer"(%t_c0) {sym_name = "l1050_c0"} : (index) -> memref<1xf32>
    %b_l1051_c0 = "aie.buffer"(%t_c0) {sym_name = "l1051_c0"} : (index) -> memref<1xi32>
    %b_l1052_c0 = "aie.buffer"(%t_c0) {sym_name = "l1052_c0"} : (index) -> memref<1xi32>
    %b_l1053_c0 = "aie.buffer"(%t_c0) {sym_name = "l1053_c0"} : (index) -> memref<1xf32>
    %b_l1054_c0 = "aie.buffer"(%t_c0) {sym_name = "l1054_c0"} : (index) -> memref<1xf32>
    %b_l1055_c0 = "aie.buffer"(%t_c0) {sym_name = "l1055_c0"} : (index) -> memref<1xf32>
    %b_l1056_c0 = "aie.buffer"(%t_c0) {sym_name = "l1056_c0"} : (index) -> memref<1xf32>
    %b_l1057_c0 = "aie.buffer"(%t_c0) {sym_name = "l1057_c0"} : (index) -> memref<1xi32>
    %b_l1058_c0 = "aie.buffer"(%t_c0) {sym_name = "l1058_c0"} : (index) -> memref<1xi32>
    %b_l1059_c0 = "aie.buffer"(%t_c0) {sym_name = "l1059_c0"} : (index) -> memref<1xi32>
    %b_l1060_c0 = "aie.buffer"(%t_c0) {sym_name = "l1060_c0"} : (index) -> memref<1xi32>
    %b_l1061_c0 = "aie.buffer"(%t_c0) {sym_name = "l1061_c0"} : (index) -> memref<1xf32>
    %b_l1062_c0 = "aie.buffer"(%t_c0) {sym_name = "l1062_c0"} : (index) -> memref<1xf32>
    %b_l1063_c0 = "aie.buffer"(%t_c0) {sym_name = "l1063_c0"} : (index) -> memref<1xf32>
    %b_l1064_c0 = "aie.buffer"(%t_c0) {sym_name = "l1064_c0"} : (index) -> memref<1xf32>
    %b_l1065_c0 = "aie.buffer"(%t_c0) {sym_name = "l1065_c0"} : (index) -> memref<1xi32>
    %b_l1066_c0 = "aie.buffer"(%t_c0) {sym_name = "l1066_c0"} : (index) -> memref<1xi32>
    %b_l1067_c0 = "aie.buffer"(%t_c0) {sym_name = "l1067_c0"} : (index) -> memref<1xi32>
    %b_l1068_c0 = "aie.buffer"(%t_c0) {sym_name = "l1068_c0"} : (index) -> memref<1xi32>
    %b_l1069_c0 = "aie.buffer"(%t_c0) {sym_name = "l1069_c0"} : (index) -> memref<1xf32>
    %b_l1070_c0 = "aie.buffer"(%t_c0) {sym_name = "l1070_c0"} : (index) -> memref<1xf32>
    %b_l1071_c0 = "aie.buffer"(%t_c0) {sym_name = "l1071_c0"} : (index) -> memref<1xf32>
    %b_l1072_c0 = "aie.buffer"(%t_c0) {sym_name = "l1072_c0"} : (index) -> memref<1xf32>
    %b_l1073_c0 = "aie.buffer"(%t_c0) {sym_name = "l1073_c0"} : (index) -> memref<1xi64>
    %b_l1074_c0 = "aie.buffer"(%t_c0) {sym_name = "l1074_c0"} : (index) -> memref<1xi32>
    %b_l1075_c0 = "aie.buffer"(%t_c0) {sym_name = "l1075_c0"} : (index) -> memref<1xi32>
    %b_l1076_c0 = "aie.buffer"(%t_c0) {sym_name = "l1076_c0"} : (index) -> memref<1xi32>
    %b_l1077_c0 = "aie.buffer"(%t_c0) {sym_name = "l1077_c0"} : (index) -> memref<1xi32>
    %b_l1078_c0 = "aie.buffer"(%t_c0) {sym_name = "l1078_c0"} : (index) -> memref<1xi32>
    %b_l1079_c0 = "aie.buffer"(%t_c0) {sym_name = "l1079_c0"} : (index) -> memref<1xi32>
    %b_l1080_c0 = "aie.buffer"(%t_c0) {sym_name = "l1080_c0"} : (index) -> memref<1xi32>
    %b_l1081_c0 = "aie.buffer"(%t_c0) {sym_name = "l1081_c0"} : (index) -> memref<1xf32>
    %b_l1082_c0 = "aie.buffer"(%t_c0) {sym_name = "l1082_c0"} : (index) -> memref<1xi1>
    %b_l1083_c0 = "aie.buffer"(%t_c0) {sym_name = "l1083_c0"} : (index) -> memref<1xi32>
    %b_l1084_c0 = "aie.buffer"(%t_c0) {sym_name = "l1084_c0"} : (index) -> memref<1xi32>
    %b_l1085_c0 = "aie.buffer"(%t_c0) {sym_name = "l1085_c0"} : (index) -> memref<1xi32>
    %b_l1086_c0 = "aie.buffer"(%t_c0) {sym_name = "l1086_c0"} : (index) -> memref<1xf32>
    %b_l1087_c0 = "aie.buffer"(%t_c0) {sym_name = "l1087_c0"} : (index) -> memref<1xi1>
    %b_l1088_c0 = "aie.buffer"(%t_c0) {sym_name = "l1088_c0"} : (index) -> memref<1xi32>
    %b_l1089_c0 = "aie.buffer"(%t_c0) {sym_name = "l1089_c0"} : (index) -> memref<1xi32>
    %b_l1090_c0 = "aie.buffer"(%t_c0) {sym_name = "l1090_c0"} : (index) -> memref<1xi32>
    %b_l1091_c0 = "aie.buffer"(%t_c0) {sym_name = "l1091_c0"} : (index) -> memref<1xf32>
    %b_l1092_c0 = "aie.buffer"(%t_c0) {sym_name = "l1092_c0"} : (index) -> memref<1xi1>
    %b_l1093_c0 = "aie.buffer"(%t_c0) {sym_name = "l1093_c0"} : (index) -> memref<1xf32>
    %b_l1094_c0 = "aie.buffer"(%t_c0) {sym_name = "l1094_c0"} : (index) -> memref<1xf32>
    %b_l1095_c0 = "aie.buffer"(%t_c0) {sym_name = "l1095_c0"} : (index) -> memref<1xf32>
    %b_l1096_c0 = "aie.buffer"(%t_c0) {sym_name = "l1096_c0"} : (index) -> memref<1xf32>
    %b_l1097_c0 = "aie.buffer"(%t_c0) {sym_name = "l1097_c0"} : (index) -> memref<1xf32>
    %b_l1098_c0 = "aie.buffer"(%t_c0) {sym_name = "l1098_c0"} : (index) -> memref<1xi64>
    %b_l1099_c0 = "aie.buffer"(%t_c0) {sym_name = "l1099_c0"} : (index) -> memref<1xi64>
    %b_l1100_c0 = "aie.buffer"(%t_c0) {sym_name = "l1100_c0"} : (index) -> memref<1xi64>
    %b_l1101_c0 = "aie.buffer"(%t_c0) {sym_name = "l1101_c0"} : (index) -> memref<1xi64>
    %b_l1102_c0 = "aie.buffer"(%t_c0) {sym_name = "l1102_c0"} : (index) -> memref<1xi64>
    %b_l1103_c0 = "aie.buffer"(%t_c0) {sym_name = "l1103_c0"} : (index) -> memref<1xi64>
    %b_l1104_c0 = "aie.buffer"(%t_c0) {sym_name = "l1104_c0"} : (index) -> memref<1xi32>
    %b_l1105_c0 = "aie.buffer"(%t_c0) {sym_name = "l1105_c0"} : (index) -> memref<1xi64>
    %b_l1106_c0 = "aie.buffer"(%t_c0) {sym_name = "l1106_c0"} : (index) -> memref<1xi64>
    %b_l1107_c0 = "aie.buffer"(%t_c0) {sym_name = "l1107_c0"} : (index) -> memref<1xi64>
    %b_l1108_c0 = "aie.buffer"(%t_c0) {sym_name = "l1108_c0"} : (index) -> memref<1xi64>
    %b_l1109_c0 = "aie.buffer"(%t_c0) {sym_name = "l1109_c0"} : (index) -> memref<1xi64>
    %b_l1110_c0 = "aie.buffer"(%t_c0) {sym_name = "l1110_c0"} : (index) -> memref<1xi64>
    %b_l1111_c0 = "aie.buffer"(%t_c0) {sym_name = "l1111_c0"} : (index) -> memref<1xi32>
    %b_l1112_c0 = "aie.buffer"(%t_c0) {sym_name = "l1112_c0"} : (index) -> memref<1xi32>
    %b_l1113_c0 = "aie.buffer"(%t_c0) {sym_name = "l1113_c0"} : (index) -> memref<1xi32>
    %b_l1114_c0 = "aie.buffer"(%t_c0) {sym_name = "l1114_c0"} : (index) -> memref<1xf32>
    %b_l1115_c0 = "aie.buffer"(%t_c0) {sym_name = "l1115_c0"} : (index) -> memref<1xf32>
    %b_l1116_c0 = "aie.buffer"(%t_c0) {sym_name = "l1116_c0"} : (index) -> memref<1xf32>
    %b_l1117_c0 = "aie.buffer"(%t_c0) {sym_name = "l1117_c0"} : (index) -> memref<1xf32>
    %b_l1118_c0 = "aie.buffer"(%t_c0) {sym_name = "l1118_c0"} : (index) -> memref<1xi32>
    %b_l1119_c0 = "aie.buffer"(%t_c0) {sym_name = "l1119_c0"} : (index) -> memref<1xi32>
    %b_l1120_c0 = "aie.buffer"(%t_c0) {sym_name = "l1120_c0"} : (index) -> memref<1xf32>
    %b_l1121_c0 = "aie.buffer"(%t_c0) {sym_name = "l1121_c0"} : (index) -> memref<1xf32>
    %b_l1122_c0 = "aie.buffer"(%t_c0) {sym_name = "l1122_c0"} : (index) -> memref<1xf32>
    %b_l1123_c0 = "aie.buffer"(%t_c0) {sym_name = "l1123_c0"} : (index) -> memref<1xf32>
    %b_l1124_c0 = "aie.buffer"(%t_c0) {sym_name = "l1124_c0"} : (index) -> memref<1xi32>
    %b_l1125_c0 = "aie.buffer"(%t_c0) {sym_name = "l1125_c0"} : (index) -> memref<1xi32>
    %b_l1126_c0 = "aie.buffer"(%t_c0) {sym_name = "l1126_c0"} : (index) -> memref<1xi32>
    %b_l1127_c0 = "aie.buffer"(%t_c0) {sym_name = "l1127_c0"} : (index) -> memref<1xi32>
    %b_l1128_c0 = "aie.buffer"(%t_c0) {sym_name = "l1128_c0"} : (index) -> memref<1xf32>
    %b_l1129_c0 = "aie.buffer"(%t_c0) {sym_name = "l1129_c0"} : (index) -> memref<1xf32>
    %b_l1130_c0 = "aie.buffer"(%t_c0) {sym_name = "l1130_c0"} : (index) -> memref<1xf32>
    %b_l1131_c0 = "aie.buffer"(%t_c0) {sym_name = "l1131_c0"} : (index) -> memref<1xf32>
    %b_l1132_c0 = "aie.buffer"(%t_c0) {sym_name = "l1132_c0"} : (index) -> memref<1xi32>
    %b_l1133_c0 = "aie.buffer"(%t_c0) {sym_name = "l1133_c0"} : (index) -> memref<1xi32>
    %b_l1134_c0 = "aie.buffer"(%t_c0) {sym_name = "l1134_c0"} : (index) -> memref<1xi32>
    %b_l1135_c0 = "aie.buffer"(%t_c0) {sym_name = "l1135_c0"} : (index) -> memref<1xi32>
    %b_l1136_c0 = "aie.buffer"(%t_c0) {sym_name = "l1136_c0"} : (index) -> memref<1xf32>
    %b_l1137_c0 = "aie.buffer"(%t_c0) {sym_name = "l1137_c0"} : (index) -> memref<1xf32>
    %b_l1138_c0 = "aie.buffer"(%t_c0) {sym_name = "l1138_c0"} : (index) -> memref<1xf32>
    %b_l1139_c0 = "aie.buffer"(%t_c0) {sym_name = "l1139_c0"} : (index) -> memref<1xf32>
    %b_l1140_c0 = "aie.buffer"(%t_c0) {sym_name = "l1140_c0"} : (index) -> memref<1xi32>
    %b_l1141_c0 = "aie.buffer"(%t_c0) {sym_name = "l1141_c0"} : (index) -> memref<1xi32>
    %b_l1142_c0 = "aie.buffer"(%t_c0) {sym_name = "l1142_c0"} : (index) -> memref<1xf32>
    %b_l1143_c0 = "aie.buffer"(%t_c0) {sym_name = "l1143_c0"} : (index) -> memref<1xf32>
    %b_l1144_c0 = "aie.buffer"(%t_c0) {sym_name = "l1144_c0"} : (index) -> memref<1xf32>
    %b_l1145_c0 = "aie.buffer"(%t_c0) {sym_name = "l1145_c0"} : (index) -> memref<1xf32>
    %b_l1146_c0 = "aie.buffer"(%t_c0) {sym_name = "l1146_c0"} : (index) -> memref<1xi32>
    %b_l1147_c0 = "aie.buffer"(%t_c0) {sym_name = "l1147_c0"} : (index) -> memref<1xi32>
    %b_l1148_c0 = "aie.buffer"(%t_c0) {sym_name = "l1148_c0"} : (index) -> memref<1xf32>
    %b_l1149_c0 = "aie.buffer"(%t_c0) {sym_name = "l1149_c0"} : (index) -> memref<1xf32>
    %b_l1150_c0 = "aie.buffer"(%t_c0) {sym_name = "l1150_c0"} : (index) -> memref<1xf32>
    %b_l1151_c0 = "aie.buffer"(%t_c0) {sym_name = "l1151_c0"} : (index) -> memref<1xf32>
    %b_l1152_c0 = "aie.buffer"(%t_c0) {sym_name = "l1152_c0"} : (index) -> memref<1xi32>
    %b_l1153_c0 = "aie.buffer"(%t_c0) {sym_name = "l1153_c0"} : (index) -> memref<1xi32>
    %b_l1154_c0 = "aie.buffer"(%t_c0) {sym_name = "l1154_c0"} : (index) -> memref<1xi32>
    %b_l1155_c0 = "aie.buffer"(%t_c0) {sym_name = "l1155_c0"} : (index) -> memref<1xi32>
    %b_l1156_c0 = "aie.buffer"(%t_c0) {sym_name = "l1156_c0"} : (index) -> memref<1xf32>
    %b_l1157_c0 = "aie.buffer"(%t_c0) {sym_name = "l1157_c0"} : (index) -> memref<1xf32>
    %b_l1158_c0 = "aie.buffer"(%t_c0) {sym_name = "l1158_c0"} : (index) -> memref<1xf32>
    %b_l1159_c0 = "aie.buffer"(%t_c0) {sym_name = "l1159_c0"} : (index) -> memref<1xf32>
    %b_l1160_c0 = "aie.buffer"(%t_c0) {sym_name = "l1160_c0"} : (index) -> memref<1xi32>
    %b_l1161_c0 = "aie.buffer"(%t_c0) {sym_name = "l1161_c0"} : (index) -> memref<1xi32>
    %b_l1162_c0 = "aie.buffer"(%t_c0) {sym_name = "l1162_c0"} : (index) -> memref<1xi32>
    %b_l1163_c0 = "aie.buffer"(%t_c0) {sym_name = "l1163_c0"} : (index) -> memref<1xi32>
    %b_l1164_c0 = "aie.buffer"(%t_c0) {sym_name = "l1164_c0"} : (index) -> memref<1xf32>
    %b_l1165_c0 = "aie.buffer"(%t_c0) {sym_name = "l1165_c0"} : (index) -> memref<1xf32>
    %b_l1166_c0 = "aie.buffer"(%t_c0) {sym_name = "l1166_c0"} : (index) -> memref<1xf32>
    %b_l1167_c0 = "aie.buffer"(%t_c0) {sym_name = "l1167_c0"} : (index) -> memref<1xf32>
    %b_l1168_c0 = "aie.buffer"(%t_c0) {sym_name = "l1168_c0"} : (index) -> memref<1xi64>
    %b_l1169_c0 = "aie.buffer"(%t_c0) {sym_name = "l1169_c0"} : (index) -> memref<1xi32>
    %b_l1170_c0 = "aie.buffer"(%t_c0) {sym_name = "l1170_c0"} : (index) -> memref<1xi32>
    %b_l1171_c0 = "aie.buffer"(%t_c0) {sym_name = "l1171_c0"} : (index) -> memref<1xi32>
    %b_l1172_c0 = "aie.buffer"(%t_c0) {sym_name = "l1172_c0"} : (index) -> memref<1xi32>
    %b_l1173_c0 = "aie.buffer"(%t_c0) {sym_name = "l1173_c0"} : (index) -> memref<1xi32>
    %b_l1174_c0 = "aie.buffer"(%t_c0) {sym_name = "l1174_c0"} : (index) -> memref<1xi32>
    %b_l1175_c0 = "aie.buffer"(%t_c0) {sym_name = "l1175_c0"} : (index) -> memref<1xi32>
    %b_l1176_c0 = "aie.buffer"(%t_c0) {sym_name = "l1176_c0"} : (index) -> memref<1xf32>
    %b_l1177_c0 = "aie.buffer"(%t_c0) {sym_name = "l1177_c0"} : (index) -> memref<1xi1>
    %b_l1178_c0 = "aie.buffer"(%t_c0) {sym_name = "l1178_c0"} : (index) -> memref<1xi32>
    %b_l1179_c0 = "aie.buffer"(%t_c0) {sym_name = "l1179_c0"} : (index) -> memref<1xi32>
    %b_l1180_c0 = "aie.buffer"(%t_c0) {sym_name = "l1180_c0"} : (index) -> memref<1xi32>
    %b_l1181_c0 = "aie.buffer"(%t_c0) {sym_name = "l1181_c0"} : (index) -> memref<1xf32>
    %b_l1182_c0 = "aie.buffer"(%t_c0) {sym_name = "l1182_c0"} : (index) -> memref<1xi1>
    %b_l1183_c0 = "aie.buffer"(%t_c0) {sym_name = "l1183_c0"} : (index) -> memref<1xi32>
    %b_l1184_c0 = "aie.buffer"(%t_c0) {sym_name = "l1184_c0"} : (index) -> memref<1xi32>
    %b_l1185_c0 = "aie.buffer"(%t_c0) {sym_name = "l1185_c0"} : (index) -> memref<1xi32>
    %b_l1186_c0 = "aie.buffer"(%t_c0) {sym_name = "l1186_c0"} : (index) -> memref<1xf32>
    %b_l1187_c0 = "aie.buffer"(%t_c0) {sym_name = "l1187_c0"} : (index) -> memref<1xi1>
    %b_l1188_c0 = "aie.buffer"(%t_c0) {sym_name = "l1188_c0"} : (index) -> memref<1xf32>
    %b_l1189_c0 = "aie.buffer"(%t_c0) {sym_name = "l1189_c0"} : (index) -> memref<1xf32>
    %b_l1190_c0 = "aie.buffer"(%t_c0) {sym_name = "l1190_c0"} : (index) -> memref<1xf32>
    %b_l1191_c0 = "aie.buffer"(%t_c0) {sym_name = "l1191_c0"} : (index) -> memref<1xf32>
    %b_l1192_c0 = "aie.buffer"(%t_c0) {sym_name = "l1192_c0"} : (index) -> memref<1xf32>
    %b_l1193_c0 = "aie.buffer"(%t_c0) {sym_name = "l1193_c0"} : (index) -> memref<1xi64>
    %b_l1194_c0 = "aie.buffer"(%t_c0) {sym_name = "l1194_c0"} : (index) -> memref<1xi64>
    %b_l1195_c0 = "aie.buffer"(%t_c0) {sym_name = "l1195_c0"} : (index) -> memref<1xi64>
    %b_l1196_c0 = "aie.buffer"(%t_c0) {sym_name = "l1196_c0"} : (index) -> memref<1xi64>
    %b_l1197_c0 = "aie.buffer"(%t_c0) {sym_name = "l1197_c0"} : (index) -> memref<1xi64>
    %b_l1198_c0 = "aie.buffer"(%t_c0) {sym_name = "l1198_c0"} : (index) -> memref<1xi64>
    %b_l1199_c0 = "aie.buffer"(%t_c0) {sym_name = "l1199_c0"} : (index) -> memref<1xi32>
    %b_l1200_c0 = "aie.buffer"(%t_c0) {sym_name = "l1200_c0"} : (index) -> memref<1xi64>
    %b_l1201_c0 = "aie.buffer"(%t_c0) {sym_name = "l1201_c0"} : (index) -> memref<1xi64>
    %b_l1202_c0 = "aie.buffer"(%t_c0) {sym_name = "l1202_c0"} : (index) -> memref<1xi64>
    %b_l1203_c0 = "aie.buffer"(%t_c0) {sym_name = "l1203_c0"} : (index) -> memref<1xi64>
    %b_l1204_c0 = "aie.buffer"(%t_c0) {sym_name = "l1204_c0"} : (index) -> memref<1xi64>
    %b_l1205_c0 = "aie.buffer"(%t_c0) {sym_name = "l1205_c0"} : (index) -> memref<1xi64>
    %b_l1206_c0 = "aie.buffer"(%t_c0) {sym_name = "l1206_c0"} : (index) -> memref<1xi32>
    %b_l1207_c0 = "aie.buffer"(%t_c0) {sym_name = "l1207_c0"} : (index) -> memref<1xi32>
    %b_l1208_c0 = "aie.buffer"(%t_c0) {sym_name = "l1208_c0"} : (index) -> memref<1xi32>
    %b_l1209_c0 = "aie.buffer"(%t_c0) {sym_name = "l1209_c0"} : (index) -> memref<1xf32>
    %b_l1210_c0 = "aie.buffer"(%t_c0) {sym_name = "l1210_c0"} : (index) -> memref<1xf32>
    %b_l1211_c0 = "aie.buffer"(%t_c0) {sym_name = "l1211_c0"} : (index) -> memref<1xf32>
    %b_l1212_c0 = "aie.buffer"(%t_c0) {sym_name = "l1212_c0"} : (index) -> memref<1xf32>
    %b_l1213_c0 = "aie.buffer"(%t_c0) {sym_name = "l1213_c0"} : (index) -> memref<1xi32>
    %b_l1214_c0 = "aie.buffer"(%t_c0) {sym_name = "l1214_c0"} : (index) -> memref<1xi32>
    %b_l1215_c0 = "aie.buffer"(%t_c0) {sym_name = "l1215_c0"} : (index) -> memref<1xf32>
    %b_l1216_c0 = "aie.buffer"(%t_c0) {sym_name = "l1216_c0"} : (index) -> memref<1xf32>
    %b_l1217_c0 = "aie.buffer"(%t_c0) {sym_name = "l1217_c0"} : (index) -> memref<1xf32>
    %b_l1218_c0 = "aie.buffer"(%t_c0) {sym_name = "l1218_c0"} : (index) -> memref<1xf32>
    %b_l1219_c0 = "aie.buffer"(%t_c0) {sym_name = "l1219_c0"} : (index) -> memref<1xi32>
    %b_l1220_c0 = "aie.buffer"(%t_c0) {sym_name = "l1220_c0"} : (index) -> memref<1xi32>
    %b_l1221_c0 = "aie.buffer"(%t_c0) {sym_name = "l1221_c0"} : (index) -> memref<1xi32>
    %b_l1222_c0 = "aie.buffer"(%t_c0) {sym_name = "l1222_c0"} : (index) -> memref<1xi32>
    %b_l1223_c0 = "aie.buffer"(%t_c0) {sym_name = "l1223_c0"} : (index) -> memref<1xf32>
    %b_l1224_c0 = "aie.buffer"(%t_c0) {sym_name = "l1224_c0"} : (index) -> memref<1xf32>
    %b_l1225_c0 = "aie.buffer"(%t_c0) {sym_name = "l1225_c0"} : (index) -> memref<1xf32>
    %b_l1226_c0 = "aie.buffer"(%t_c0) {sym_name = "l1226_c0"} : (index) -> memref<1xf32>
    %b_l1227_c0 = "aie.buffer"(%t_c0) {sym_name = "l1227_c0"} : (index) -> memref<1xi32>
    %b_l1228_c0 = "aie.buffer"(%t_c0) {sym_name = "l1228_c0"} : (index) -> memref<1xi32>
    %b_l1229_c0 = "aie.buffer"(%t_c0) {sym_name = "l1229_c0"} : (index) -> memref<1xi32>
    %b_l1230_c0 = "aie.buffer"(%t_c0) {sym_name = "l1230_c0"} : (index) -> memref<1xi32>
    %b_l1231_c0 = "aie.buffer"(%t_c0) {sym_name = "l1231_c0"} : (index) -> memref<1xf32>
    %b_l1232_c0 = "aie.buffer"(%t_c0) {sym_name = "l1232_c0"} : (index) -> memref<1xf32>
    %b_l1233_c0 = "aie.buffer"(%t_c0) {sym_name = "l1233_c0"} : (index) -> memref<1xf32>
    %b_l1234_c0 = "aie.buffer"(%t_c0) {sym_name = "l1234_c0"} : (index) -> memref<1xf32>
    %b_l1235_c0 = "aie.buffer"(%t_c0) {sym_name = "l1235_c0"} : (index) -> memref<1xi32>
    %b_l1236_c0 = "aie.buffer"(%t_c0) {sym_name = "l1236_c0"} : (index) -> memref<1xi32>
    %b_l1237_c0 = "aie.buffer"(%t_c0) {sym_name = "l1237_c0"} : (index) -> memref<1xf32>
    %b_l1238_c0 = "aie.buffer"(%t_c0) {sym_name = "l1238_c0"} : (index) -> memref<1xf32>
    %b_l1239_c0 = "aie.buffer"(%t_c0) {sym_name = "l1239_c0"} : (index) -> memref<1xf32>
    %b_l1240_c0 = "aie.buffer"(%t_c0) {sym_name = "l1240_c0"} : (index) -> memref<1xf32>
    %b_l1241_c0 = "aie.buffer"(%t_c0) {sym_name = "l1241_c0"} : (index) -> memref<1xi32>
    %b_l1242_c0 = "aie.buffer"(%t_c0) {sym_name = "l1242_c0"} : (index) -> memref<1xi32>
    %b_l1243_c0 = "aie.buffer"(%t_c0) {sym_name = "l1243_c0"} : (index) -> memref<1xf32>
    %b_l1244_c0 = "aie.buffer"(%t_c0) {sym_name = "l1244_c0"} : (index) -> memref<1xf32>
    %b_l1245_c0 = "aie.buffer"(%t_c0) {sym_name = "l1245_c0"} : (index) -> memref<1xf32>
    %b_l1246_c0 = "aie.buffer"(%t_c0) {sym_name = "l1246_c0"} : (index) -> memref<1xf32>
    %b_l1247_c0 = "aie.buffer"(%t_c0) {sym_name = "l1247_c0"} : (index) -> memref<1xi32>
    %b_l1248_c0 = "aie.buffer"(%t_c0) {sym_name = "l1248_c0"} : (index) -> memref<1xi32>
    %b_l1249_c0 = "aie.buffer"(%t_c0) {sym_name = "l1249_c0"} : (index) -> memref<1xi32>
    %b_l1250_c0 = "aie.buffer"(%t_c0) {sym_name = "l1250_c0"} : (index) -> memref<1xi32>
    %b_l1251_c0 = "aie.buffer"(%t_c0) {sym_name = "l1251_c0"} : (index) -> memref<1xf32>
    %b_l1252_c0 = "aie.buffer"(%t_c0) {sym_name = "l1252_c0"} : (index) -> memref<1xf32>
    %b_l1253_c0 = "aie.buffer"(%t_c0) {sym_name = "l1253_c0"} : (index) -> memref<1xf32>
    %b_l1254_c0 = "aie.buffer"(%t_c0) {sym_name = "l1254_c0"} : (index) -> memref<1xf32>
    %b_l1255_c0 = "aie.buffer"(%t_c0) {sym_name = "l1255_c0"} : (index) -> memref<1xi32>
    %b_l1256_c0 = "aie.buffer"(%t_c0) {sym_name = "l1256_c0"} : (index) -> memref<1xi32>
    %b_l1257_c0 = "aie.buffer"(%t_c0) {sym_name = "l1257_c0"} : (index) -> memref<1xi32>
    %b_l1258_c0 = "aie.buffer"(%t_c0) {sym_name = "l1258_c0"} : (index) -> memref<1xi32>
    %b_l1259_c0 = "aie.buffer"(%t_c0) {sym_name = "l1259_c0"} : (index) -> memref<1xf32>
    %b_l1260_c0 = "aie.buffer"(%t_c0) {sym_name = "l1260_c0"} : (index) -> memref<1xf32>
    %b_l1261_c0 = "aie.buffer"(%t_c0) {sym_name = "l1261_c0"} : (index) -> memref<1xf32>
    %b_l1262_c0 = "aie.buffer"(%t_c0) {sym_name = "l1262_c0"} : (index) -> memref<1xf32>
    %b_l1263_c0 = "aie.buffer"(%t_c0) {sym_name = "l1263_c0"} : (index) -> memref<1xi64>
    %b_l1264_c0 = "aie.buffer"(%t_c0) {sym_name = "l1264_c0"} : (index) -> memref<1xi32>
    %b_l1265_c0 = "aie.buffer"(%t_c0) {sym_name = "l1265_c0"} : (index) -> memref<1xi32>
    %b_l1266_c0 = "aie.buffer"(%t_c0) {sym_name = "l1266_c0"} : (index) -> memref<1xi32>
    %b_l1267_c0 = "aie.buffer"(%t_c0) {sym_name = "l1267_c0"} : (index) -> memref<1xi32>
    %b_l1268_c0 = "aie.buffer"(%t_c0) {sym_name = "l1268_c0"} : (index) -> memref<1xi32>
    %b_l1269_c0 = "aie.buffer"(%t_c0) {sym_name = "l1269_c0"} : (index) -> memref<1xi32>
    %b_l1270_c0 = "aie.buffer"(%t_c0) {sym_name = "l1270_c0"} : (index) -> memref<1xi32>
    %b_l1271_c0 = "aie.buffer"(%t_c0) {sym_name = "l1271_c0"} : (index) -> memref<1xf32>
    %b_l1272_c0 = "aie.buffer"(%t_c0) {sym_name = "l1272_c0"} : (index) -> memref<1xi1>
    %b_l1273_c0 = "aie.buffer"(%t_c0) {sym_name = "l1273_c0"} : (index) -> memref<1xi32>
    %b_l1274_c0 = "aie.buffer"(%t_c0) {sym_name = "l1274_c0"} : (index) -> memref<1xi32>
    %b_l1275_c0 = "aie.buffer"(%t_c0) {sym_name = "l1275_c0"} : (index) -> memref<1xi32>
    %b_l1276_c0 = "aie.buffer"(%t_c0) {sym_name = "l1276_c0"} : (index) -> memref<1xf32>
    %b_l1277_c0 = "aie.buffer"(%t_c0) {sym_name = "l1277_c0"} : (index) -> memref<1xi1>
    %b_l1278_c0 = "aie.buffer"(%t_c0) {sym_name = "l1278_c0"} : (index) -> memref<1xi32>
    %b_l1279_c0 = "aie.buffer"(%t_c0) {sym_name = "l1279_c0"} : (index) -> memref<1xi32>
    %b_l1280_c0 = "aie.buffer"(%t_c0) {sym_name = "l1280_c0"} : (index) -> memref<1xi32>
    %b_l1281_c0 = "aie.buffer"(%t_c0) {sym_name = "l1281_c0"} : (index) -> memref<1xf32>
    %b_l1282_c0 = "aie.buffer"(%t_c0) {sym_name = "l1282_c0"} : (index) -> memref<1xi1>
    %b_l1283_c0 = "aie.buffer"(%t_c0) {sym_name = "l1283_c0"} : (index) -> memref<1xf32>
    %b_l1284_c0 = "aie.buffer"(%t_c0) {sym_name = "l1284_c0"} : (index) -> memref<1xf32>
    %b_l1285_c0 = "aie.buffer"(%t_c0) {sym_name = "l1285_c0"} : (index) -> memref<1xf32>
    %b_l1286_c0 = "aie.buffer"(%t_c0) {sym_name = "l1286_c0"} : (index) -> memref<1xf32>
    %b_l1287_c0 = "aie.buffer"(%t_c0) {sym_name = "l1287_c0"} : (index) -> memref<1xf32>
    %b_l1288_c0 = "aie.buffer"(%t_c0) {sym_name = "l1288_c0"} : (index) -> memref<1xi64>
    %b_l1289_c0 = "aie.buffer"(%t_c0) {sym_name = "l1289_c0"} : (index) -> memref<1xi64>
    %b_l1290_c0 = "aie.buffer"(%t_c0) {sym_name = "l1290_c0"} : (index) -> memref<1xi64>
    %b_l1291_c0 = "aie.buffer"(%t_c0) {sym_name = "l1291_c0"} : (index) -> memref<1xi64>
    %b_l1292_c0 = "aie.buffer"(%t_c0) {sym_name = "l1292_c0"} : (index) -> memref<1xi64>
    %b_l1293_c0 = "aie.buffer"(%t_c0) {sym_name = "l1293_c0"} : (index) -> memref<1xi64>
    %b_l1294_c0 = "aie.buffer"(%t_c0) {sym_name = "l1294_c0"} : (index) -> memref<1xi32>
    %b_l1295_c0 = "aie.buffer"(%t_c0) {sym_name = "l1295_c0"} : (index) -> memref<1xi64>
    %b_l1296_c0 = "aie.buffer"(%t_c0) {sym_name = "l1296_c0"} : (index) -> memref<1xi64>
    %b_l1297_c0 = "aie.buffer"(%t_c0) {sym_name = "l1297_c0"} : (index) -> memref<1xi64>
    %b_l1298_c0 = "aie.buffer"(%t_c0) {sym_name = "l1298_c0"} : (index) -> memref<1xi64>
    %b_l1299_c0 = "aie.buffer"(%t_c0) {sym_name = "l1299_c0"} : (index) -> memref<1xi64>
    %b_l1300_c0 = "aie.buffer"(%t_c0) {sym_name = "l1300_c0"} : (index) -> memref<1xi64>
    %b_l1301_c0 = "aie.buffer"(%t_c0) {sym_name = "l1301_c0"} : (index) -> memref<1xi32>
    %b_l1302_c0 = "aie.buffer"(%t_c0) {sym_name = "l1302_c0"} : (index) -> memref<1xi32>
    %b_l1303_c0 = "aie.buffer"(%t_c0) {sym_name = "l1303_c0"} : (index) -> memref<1xi32>
    %b_l1304_c0 = "aie.buffer"(%t_c0) {sym_name = "l1304_c0"} : (index) -> memref<1xf32>
    %b_l1305_c0 = "aie.buffer"(%t_c0) {sym_name = "l1305_c0"} : (index) -> memref<1xf32>
    %b_l1306_c0 = "aie.buffer"(%t_c0) {sym_name = "l1306_c0"} : (index) -> memref<1xf32>
    %b_l1307_c0 = "aie.buffer"(%t_c0) {sym_name = "l1307_c0"} : (index) -> memref<1xf32>
    %b_l1308_c0 = "aie.buffer"(%t_c0) {sym_name = "l1308_c0"} : (index) -> memref<1xi32>
    %b_l1309_c0 = "aie.buffer"(%t_c0) {sym_name = "l1309_c0"} : (index) -> memref<1xi32>
    %b_l1310_c0 = "aie.buffer"(%t_c0) {sym_name = "l1310_c0"} : (index) -> memref<1xf32>
    %b_l1311_c0 = "aie.buffer"(%t_c0) {sym_name = "l1311_c0"} : (index) -> memref<1xf32>
    %b_l1312_c0 = "aie.buffer"(%t_c0) {sym_name = "l1312_c0"} : (index) -> memref<1xf32>
    %b_l1313_c0 = "aie.buffer"(%t_c0) {sym_name = "l1313_c0"} : (index) -> memref<1xf32>
    %b_l1314_c0 = "aie.buffer"(%t_c0) {sym_name = "l1314_c0"} : (index) -> memref<1xi32>
    %b_l1315_c0 = "aie.buffer"(%t_c0) {sym_name = "l1315_c0"} : (index) -> memref<1xi32>
    %b_l1316_c0 = "aie.buffer"(%t_c0) {sym_name = "l1316_c0"} : (index) -> memref<1xi32>
    %b_l1317_c0 = "aie.buffer"(%t_c0) {sym_name = "l1317_c0"} : (index) -> memref<1xi32>
    %b_l1318_c0 = "aie.buffer"(%t_c0) {sym_name = "l1318_c0"} : (index) -> memref<1xf32>
    %b_l1319_c0 = "aie.buffer"(%t_c0) {sym_name = "l1319_c0"} : (index) -> memref<1xf32>
    %b_l1320_c0 = "aie.buffer"(%t_c0) {sym_name = "l1320_c0"} : (index) -> memref<1xf32>
    %b_l1321_c0 = "aie.buffer"(%t_c0) {sym_name = "l1321_c0"} : (index) -> memref<1xf32>
    %b_l1322_c0 = "aie.buffer"(%t_c0) {sym_name = "l1322_c0"} : (index) -> memref<1xi32>
    %b_l1323_c0 = "aie.buffer"(%t_c0) {sym_name = "l1323_c0"} : (index) -> memref<1xi32>
    %b_l1324_c0 = "aie.buffer"(%t_c0) {sym_name = "l1324_c0"} : (index) -> memref<1xi32>
    %b_l1325_c0 = "aie.buffer"(%t_c0) {sym_name = "l1325_c0"} : (index) -> memref<1xi32>
    %b_l1326_c0 = "aie.buffer"(%t_c0) {sym_name = "l1326_c0"} : (index) -> memref<1xf32>
    %b_l1327_c0 = "aie.buffer"(%t_c0) {sym_name = "l1327_c0"} : (index) -> memref<1xf32>
    %b_l1328_c0 = "aie.buffer"(%t_c0) {sym_name = "l1328_c0"} : (index) -> memref<1xf32>
    %b_l1329_c0 = "aie.buffer"(%t_c0) {sym_name = "l1329_c0"} : (index) -> memref<1xf32>
    %b_l1330_c0 = "aie.buffer"(%t_c0) {sym_name = "l1330_c0"} : (index) -> memref<1xi32>
    %b_l1331_c0 = "aie.buffer"(%t_c0) {sym_name = "l1331_c0"} : (index) -> memref<1xi32>
    %b_l1332_c0 = "aie.buffer"(%t_c0) {sym_name = "l1332_c0"} : (index) -> memref<1xf32>
    %b_l1333_c0 = "aie.buffer"(%t_c0) {sym_name = "l1333_c0"} : (index) -> memref<1xf32>
    %b_l1334_c0 = "aie.buffer"(%t_c0) {sym_name = "l1334_c0"} : (index) -> memref<1xf32>
    %b_l1335_c0 = "aie.buffer"(%t_c0) {sym_name = "l1335_c0"} : (index) -> memref<1xf32>
    %b_l1336_c0 = "aie.buffer"(%t_c0) {sym_name = "l1336_c0"} : (index) -> memref<1xi32>
    %b_l1337_c0 = "aie.buffer"(%t_c0) {sym_name = "l1337_c0"} : (index) -> memref<1xi32>
    %b_l1338_c0 = "aie.buffer"(%t_c0) {sym_name = "l1338_c0"} : (index) -> memref<1xf32>
    %b_l1339_c0 = "aie.buffer"(%t_c0) {sym_name = "l1339_c0"} : (index) -> memref<1xf32>
    %b_l1340_c0 = "aie.buffer"(%t_c0) {sym_name = "l1340_c0"} : (index) -> memref<1xf32>
    %b_l1341_c0 = "aie.buffer"(%t_c0) {sym_name = "l1341_c0"} : (index) -> memref<1xf32>
    %b_l1342_c0 = "aie.buffer"(%t_c0) {sym_name = "l1342_c0"} : (index) -> memref<1xi32>
    %b_l1343_c0 = "aie.buffer"(%t_c0) {sym_name = "l1343_c0"} : (index) -> memref<1xi32>
    %b_l1344_c0 = "aie.buffer"(%t_c0) {sym_name = "l1344_c0"} : (index) -> memref<1xi32>
    %b_l1345_c0 = "aie.buffer"(%t_c0) {sym_name = "l1345_c0"} : (index) -> memref<1xi32>
    %b_l1346_c0 = "aie.buffer"(%t_c0) {sym_name = "l1346_c0"} : (index) -> memref<1xf32>
    %b_l1347_c0 = "aie.buffer"(%t_c0) {sym_name = "l1347_c0"} : (index) -> memref<1xf32>
    %b_l1348_c0 = "aie.buffer"(%t_c0) {sym_name = "l1348_c0"} : (index) -> memref<1xf32>
    %b_l1349_c0 = "aie.buffer"(%t_c0) {sym_name = "l1349_c0"} : (index) -> memref<1xf32>
    %b_l1350_c0 = "aie.buffer"(%t_c0) {sym_name = "l1350_c0"} : (index) -> memref<1xi32>
    %b_l1351_c0 = "aie.buffer"(%t_c0) {sym_name = "l1351_c0"} : (index) -> memref<1xi32>
    %b_l1352_c0 = "aie.buffer"(%t_c0) {sym_name = "l1352_c0"} : (index) -> memref<1xi32>
    %b_l1353_c0 = "aie.buffer"(%t_c0) {sym_name = "l1353_c0"} : (index) -> memref<1xi32>
    %b_l1354_c0 = "aie.buffer"(%t_c0) {sym_name = "l1354_c0"} : (index) -> memref<1xf32>
    %b_l1355_c0 = "aie.buffer"(%t_c0) {sym_name = "l1355_c0"} : (index) -> memref<1xf32>
    %b_l1356_c0 = "aie.buffer"(%t_c0) {sym_name = "l1356_c0"} : (index) -> memref<1xf32>
    %b_l1357_c0 = "aie.buffer"(%t_c0) {sym_name = "l1357_c0"} : (index) -> memref<1xf32>
    %b_l1358_c0 = "aie.buffer"(%t_c0) {sym_name = "l1358_c0"} : (index) -> memref<1xi64>
    %b_l1359_c0 = "aie.buffer"(%t_c0) {sym_name = "l1359_c0"} : (index) -> memref<1xi32>
    %b_l1360_c0 = "aie.buffer"(%t_c0) {sym_name = "l1360_c0"} : (index) -> memref<1xi32>
    %b_l1361_c0 = "aie.buffer"(%t_c0) {sym_name = "l1361_c0"} : (index) -> memref<1xi32>
    %b_l1362_c0 = "aie.buffer"(%t_c0) {sym_name = "l1362_c0"} : (index) -> memref<1xi32>
    %b_l1363_c0 = "aie.buffer"(%t_c0) {sym_name = "l1363_c0"} : (index) -> memref<1xi32>
    %b_l1364_c0 = "aie.buffer"(%t_c0) {sym_name = "l1364_c0"} : (index) -> memref<1xi32>
    %b_l1365_c0 = "aie.buffer"(%t_c0) {sym_name = "l1365_c0"} : (index) -> memref<1xi32>
    %b_l1366_c0 = "aie.buffer"(%t_c0) {sym_name = "l1366_c0"} : (index) -> memref<1xf32>
    %b_l1367_c0 = "aie.buffer"(%t_c0) {sym_name = "l1367_c0"} : (index) -> memref<1xi1>
    %b_l1368_c0 = "aie.buffer"(%t_c0) {sym_name = "l1368_c0"} : (index) -> memref<1xi32>
    %b_l1369_c0 = "aie.buffer"(%t_c0) {sym_name = "l1369_c0"} : (index) -> memref<1xi32>
    %b_l1370_c0 = "aie.buffer"(%t_c0) {sym_name = "l1370_c0"} : (index) -> memref<1xi32>
    %b_l1371_c0 = "aie.buffer"(%t_c0) {sym_name = "l1371_c0"} : (index) -> memref<1xf32>
    %b_l1372_c0 = "aie.buffer"(%t_c0) {sym_name = "l1372_c0"} : (index) -> memref<1xi1>
    %b_l1373_c0 = "aie.buffer"(%t_c0) {sym_name = "l1373_c0"} : (index) -> memref<1xi32>
    %b_l1374_c0 = "aie.buffer"(%t_c0) {sym_name = "l1374_c0"} : (index) -> memref<1xi32>
    %b_l1375_c0 = "aie.buffer"(%t_c0) {sym_name = "l1375_c0"} : (index) -> memref<1xi32>
    %b_l1376_c0 = "aie.buffer"(%t_c0) {sym_name = "l1376_c0"} : (index) -> memref<1xf32>
    %b_l1377_c0 = "aie.buffer"(%t_c0) {sym_name = "l1377_c0"} : (index) -> memref<1xi1>
    %b_l1378_c0 = "aie.buffer"(%t_c0) {sym_name = "l1378_c0"} : (index) -> memref<1xf32>
    %b_l1379_c0 = "aie.buffer"(%t_c0) {sym_name = "l1379_c0"} : (index) -> memref<1xf32>
    %b_l1380_c0 = "aie.buffer"(%t_c0) {sym_name = "l1380_c0"} : (index) -> memref<1xf32>
    %b_l1381_c0 = "aie.buffer"(%t_c0) {sym_name = "l1381_c0"} : (index) -> memref<1xf32>
    %b_l1382_c0 = "aie.buffer"(%t_c0) {sym_name = "l1382_c0"} : (index) -> memref<1xf32>
    %b_l1383_c0 = "aie.buffer"(%t_c0) {sym_name = "l1383_c0"} : (index) -> memref<1xi64>
    %b_l1384_c0 = "aie.buffer"(%t_c0) {sym_name = "l1384_c0"} : (index) -> memref<1xi32>
    %b_l1385_c0 = "aie.buffer"(%t_c0) {sym_name = "l1385_c0"} : (index) -> memref<1xi32>
    %b_l1386_c0 = "aie.buffer"(%t_c0) {sym_name = "l1386_c0"} : (index) -> memref<1xi32>
    %b_l1387_c0 = "aie.buffer"(%t_c0) {sym_name = "l1387_c0"} : (index) -> memref<1xi1>
    %b_l1388_c0 = "aie.buffer"(%t_c0) {sym_name = "l1388_c0"} : (index) -> memref<1xi32>
    %b_l1389_c0 = "aie.buffer"(%t_c0) {sym_name = "l1389_c0"} : (index) -> memref<1xi1>
    %b_l1390_c0 = "aie.buffer"(%t_c0) {sym_name = "l1390_c0"} : (index) -> memref<1xi64>
    %b_l1391_c0 = "aie.buffer"(%t_c0) {sym_name = "l1391_c0"} : (index) -> memref<1xi64>
    %b_l1392_c0 = "aie.buffer"(%t_c0) {sym_name = "l1392_c0"} : (index) -> memref<1xi1>
    %b_l1393_c0 = "aie.buffer"(%t_c0) {sym_name = "l1393_c0"} : (index) -> memref<1xi1>
    %b_l1394_c0 = "aie.buffer"(%t_c0) {sym_name = "l1394_c0"} : (index) -> memref<1xi1>
    %b_l1395_c0 = "aie.buffer"(%t_c0) {sym_name = "l1395_c0"} : (index) -> memref<1xi64>
    %b_l1396_c0 = "aie.buffer"(%t_c0) {sym_name = "l1396_c0"} : (index) -> memref<1xi64>
    %b_l1397_c0 = "aie.buffer"(%t_c0) {sym_name = "l1397_c0"} : (index) -> memref<1xi1>
    %b_l1398_c0 = "aie.buffer"(%t_c0) {sym_name = "l1398_c0"} : (index) -> memref<1xi64>
    %b_l1399_c0 = "aie.buffer"(%t_c0) {sym_name = "l1399_c0"} : (index) -> memref<1xi64>
    %b_l1400_c0 = "aie.buffer"(%t_c0) {sym_name = "l1400_c0"} : (index) -> memref<1xi64>
    %b_l1401_c0 = "aie.buffer"(%t_c0) {sym_name = "l1401_c0"} : (index) -> memref<1xi64>
    %b_l1402_c0 = "aie.buffer"(%t_c0) {sym_name = "l1402_c0"} : (index) -> memref<1xi64>
    %b_l1403_c0 = "aie.buffer"(%t_c0) {sym_name = "l1403_c0"} : (index) -> memref<1xi64>
    %b_l1404_c0 = "aie.buffer"(%t_c0) {sym_name = "l1404_c0"} : (index) -> memref<1xi64>
    %b_l1405_c0 = "aie.buffer"(%t_c0) {sym_name = "l1405_c0"} : (index) -> memref<1xi64>
    %b_l1406_c0 = "aie.buffer"(%t_c0) {sym_name = "l1406_c0"} : (index) -> memref<1xi64>
    %b_l1407_c0 = "aie.buffer"(%t_c0) {sym_name = "l1407_c0"} : (index) -> memref<1xi1>
    %b_l1408_c0 = "aie.buffer"(%t_c0) {sym_name = "l1408_c0"} : (index) -> memref<1xi1>
    %b_l1409_c0 = "aie.buffer"(%t_c0) {sym_name = "l1409_c0"} : (index) -> memref<1xi1>
    %b_l1410_c0 = "aie.buffer"(%t_c0) {sym_name = "l1410_c0"} : (index) -> memref<1xi1>
    %b_l1411_c0 = "aie.buffer"(%t_c0) {sym_name = "l1411_c0"} : (index) -> memref<1xi1>
    %b_l1412_c0 = "aie.buffer"(%t_c0) {sym_name = "l1412_c0"} : (index) -> memref<1xi1>
    %b_l1413_c0 = "aie.buffer"(%t_c0) {sym_name = "l1413_c0"} : (index) -> memref<1xi1>
    %b_l1414_c0 = "aie.buffer"(%t_c0) {sym_name = "l1414_c0"} : (index) -> memref<1xi1>
    %b_l1415_c0 = "aie.buffer"(%t_c0) {sym_name = "l1415_c0"} : (index) -> memref<1xf32>
    %b_l1416_c0 = "aie.buffer"(%t_c0) {sym_name = "l1416_c0"} : (index) -> memref<1xf32>
    %b_l1417_c0 = "aie.buffer"(%t_c0) {sym_name = "l1417_c0"} : (index) -> memref<1xf32>
    %b_l1418_c0 = "aie.buffer"(%t_c0) {sym_name = "l1418_c0"} : (index) -> memref<1xf32>
    %b_l1419_c0 = "aie.buffer"(%t_c0) {sym_name = "l1419_c0"} : (index) -> memref<1xf32>
    %b_l1420_c0 = "aie.buffer"(%t_c0) {sym_name = "l1420_c0"} : (index) -> memref<1xf32>
    %b_l1421_c0 = "aie.buffer"(%t_c0) {sym_name = "l1421_c0"} : (index) -> memref<1xf32>
    %b_l1422_c0 = "aie.buffer"(%t_c0) {sym_name = "l1422_c0"} : (index) -> memref<1xf32>
    %b_l1423_c0 = "aie.buffer"(%t_c0) {sym_name = "l1423_c0"} : (index) -> memref<1xi64>
    %b_l1424_c0 = "aie.buffer"(%t_c0) {sym_name = "l1424_c0"} : (index) -> memref<1xi64>
    %b_l1425_c0 = "aie.buffer"(%t_c0) {sym_name = "l1425_c0"} : (index) -> memref<1xi64>
    %b_l1426_c0 = "aie.buffer"(%t_c0) {sym_name = "l1426_c0"} : (index) -> memref<1xi64>
    %b_l1427_c0 = "aie.buffer"(%t_c0) {sym_name = "l1427_c0"} : (index) -> memref<1xi64>
    %b_l1428_c0 = "aie.buffer"(%t_c0) {sym_name = "l1428_c0"} : (index) -> memref<1xi64>
    %b_l1429_c0 = "aie.buffer"(%t_c0) {sym_name = "l1429_c0"} : (index) -> memref<1xi1>
    %b_l1430_c0 = "aie.buffer"(%t_c0) {sym_name = "l1430_c0"} : (index) -> memref<1xi1>
    %b_l1431_c0 = "aie.buffer"(%t_c0) {sym_name = "l1431_c0"} : (index) -> memref<1xi1>
    %b_l1432_c0 = "aie.buffer"(%t_c0) {sym_name = "l1432_c0"} : (index) -> memref<1xi1>
    %b_l1433_c0 = "aie.buffer"(%t_c0) {sym_name = "l1433_c0"} : (index) -> memref<1xi32>
    %b_l1434_c0 = "aie.buffer"(%t_c0) {sym_name = "l1434_c0"} : (index) -> memref<1xi32>
    %b_l1435_c0 = "aie.buffer"(%t_c0) {sym_name = "l1435_c0"} : (index) -> memref<1xi32>
    %b_l1436_c0 = "aie.buffer"(%t_c0) {sym_name = "l1436_c0"} : (index) -> memref<1xi32>
    %b_l1437_c0 = "aie.buffer"(%t_c0) {sym_name = "l1437_c0"} : (index) -> memref<1xf32>
    %b_l1438_c0 = "aie.buffer"(%t_c0) {sym_name = "l1438_c0"} : (index) -> memref<1xi1>
    %b_l1439_c0 = "aie.buffer"(%t_c0) {sym_name = "l1439_c0"} : (index) -> memref<1xf32>
    %b_l1440_c0 = "aie.buffer"(%t_c0) {sym_name = "l1440_c0"} : (index) -> memref<1xi1>
    %b_l1441_c0 = "aie.buffer"(%t_c0) {sym_name = "l1441_c0"} : (index) -> memref<1xf32>
    %b_l1442_c0 = "aie.buffer"(%t_c0) {sym_name = "l1442_c0"} : (index) -> memref<1xi1>
    %b_l1443_c0 = "aie.buffer"(%t_c0) {sym_name = "l1443_c0"} : (index) -> memref<1xf32>
    %b_l1444_c0 = "aie.buffer"(%t_c0) {sym_name = "l1444_c0"} : (index) -> memref<1xi64>
    %b_l1445_c0 = "aie.buffer"(%t_c0) {sym_name = "l1445_c0"} : (index) -> memref<1xi64>
    %b_l1446_c0 = "aie.buffer"(%t_c0) {sym_name = "l1446_c0"} : (index) -> memref<1xi64>
    %b_l1447_c0 = "aie.buffer"(%t_c0) {sym_name = "l1447_c0"} : (index) -> memref<1xi64>
    %b_l1448_c0 = "aie.buffer"(%t_c0) {sym_name = "l1448_c0"} : (index) -> memref<1xi64>
    %b_l1449_c0 = "aie.buffer"(%t_c0) {sym_name = "l1449_c0"} : (index) -> memref<1xi64>
    %b_l1450_c0 = "aie.buffer"(%t_c0) {sym_name = "l1450_c0"} : (index) -> memref<1xi64>
    %b_l1451_c0 = "aie.buffer"(%t_c0) {sym_name = "l1451_c0"} : (index) -> memref<1xi32>
    %b_l1452_c0 = "aie.buffer"(%t_c0) {sym_name = "l1452_c0"} : (index) -> memref<1xi64>
    %b_l1453_c0 = "aie.buffer"(%t_c0) {sym_name = "l1453_c0"} : (index) -> memref<1xi64>
    %b_l1454_c0 = "aie.buffer"(%t_c0) {sym_name = "l1454_c0"} : (index) -> memref<1xi64>
    %b_l1455_c0 = "aie.buffer"(%t_c0) {sym_name = "l1455_c0"} : (index) -> memref<1xi64>
    %b_l1456_c0 = "aie.buffer"(%t_c0) {sym_name = "l1456_c0"} : (index) -> memref<1xi64>
    %b_l1457_c0 = "aie.buffer"(%t_c0) {sym_name = "l1457_c0"} : (index) -> memref<1xi64>
    %b_l1458_c0 = "aie.buffer"(%t_c0) {sym_name = "l1458_c0"} : (index) -> memref<1xi64>
    %b_l1459_c0 = "aie.buffer"(%t_c0) {sym_name = "l1459_c0"} : (index) -> memref<1xi32>
    %b_l1460_c0 = "aie.buffer"(%t_c0) {sym_name = "l1460_c0"} : (index) -> memref<1xi32>
    %b_l1461_c0 = "aie.buffer"(%t_c0) {sym_name = "l1461_c0"} : (index) -> memref<1xi32>
    %b_l1462_c0 = "aie.buffer"(%t_c0) {sym_name = "l1462_c0"} : (index) -> memref<1xf32>
    %b_l1463_c0 = "aie.buffer"(%t_c0) {sym_name = "l1463_c0"} : (index) -> memref<1xf32>
    %b_l1464_c0 = "aie.buffer"(%t_c0) {sym_name = "l1464_c0"} : (index) -> memref<1xf32>
    %b_l1465_c0 = "aie.buffer"(%t_c0) {sym_name = "l1465_c0"} : (index) -> memref<1xf32>
    %b_l1466_c0 = "aie.buffer"(%t_c0) {sym_name = "l1466_c0"} : (index) -> memref<1xi32>
    %b_l1467_c0 = "aie.buffer"(%t_c0) {sym_name = "l1467_c0"} : (index) -> memref<1xi32>
    %b_l1468_c0 = "aie.buffer"(%t_c0) {sym_name = "l1468_c0"} : (index) -> memref<1xf32>
    %b_l1469_c0 = "aie.buffer"(%t_c0) {sym_name = "l1469_c0"} : (index) -> memref<1xf32>
    %b_l1470_c0 = "aie.buffer"(%t_c0) {sym_name = "l1470_c0"} : (index) -> memref<1xf32>
    %b_l1471_c0 = "aie.buffer"(%t_c0) {sym_name = "l1471_c0"} : (index) -> memref<1xf32>
    %b_l1472_c0 = "aie.buffer"(%t_c0) {sym_name = "l1472_c0"} : (index) -> memref<1xi32>
    %b_l1473_c0 = "aie.buffer"(%t_c0) {sym_name = "l1473_c0"} : (index) -> memref<1xi32>
    %b_l1474_c0 = "aie.buffer"(%t_c0) {sym_name = "l1474_c0"} : (index) -> memref<1xi32>
    %b_l1475_c0 = "aie.buffer"(%t_c0) {sym_name = "l1475_c0"} : (index) -> memref<1xi32>
    %b_l1476_c0 = "aie.buffer"(%t_c0) {sym_name = "l1476_c0"} : (index) -> memref<1xf32>
    %b_l1477_c0 = "aie.buffer"(%t_c0) {sym_name = "l1477_c0"} : (index) -> memref<1xf32>
    %b_l1478_c0 = "aie.buffer"(%t_c0) {sym_name = "l1478_c0"} : (index) -> memref<1xf32>
    %b_l1479_c0 = "aie.buffer"(%t_c0) {sym_name = "l1479_c0"} : (index) -> memref<1xf32>
    %b_l1480_c0 = "aie.buffer"(%t_c0) {sym_name = "l1480_c0"} : (index) -> memref<1xi32>
    %b_l1481_c0 = "aie.buffer"(%t_c0) {sym_name = "l1481_c0"} : (index) -> memref<1xi32>
    %b_l1482_c0 = "aie.buffer"(%t_c0) {sym_name = "l1482_c0"} : (index) -> memref<1xi32>
    %b_l1483_c0 = "aie.buffer"(%t_c0) {sym_name = "l1483_c0"} : (index) -> memref<1xi32>
    %b_l1484_c0 = "aie.buffer"(%t_c0) {sym_name = "l1484_c0"} : (index) -> memref<1xf32>
    %b_l1485_c0 = "aie.buffer"(%t_c0) {sym_name = "l1485_c0"} : (index) -> memref<1xf32>
    %b_l1486_c0 = "aie.buffer"(%t_c0) {sym_name = "l1486_c0"} : (index) -> memref<1xf32>
    %b_l1487_c0 = "aie.buffer"(%t_c0) {sym_name = "l1487_c0"} : (index) -> memref<1xf32>
    %b_l1488_c0 = "aie.buffer"(%t_c0) {sym_name = "l1488_c0"} : (index) -> memref<1xi32>
    %b_l1489_c0 = "aie.buffer"(%t_c0) {sym_name = "l1489_c0"} : (index) -> memref<1xi32>
    %b_l1490_c0 = "aie.buffer"(%t_c0) {sym_name = "l1490_c0"} : (index) -> memref<1xf32>
    %b_l1491_c0 = "aie.buffer"(%t_c0) {sym_name = "l1491_c0"} : (index) -> memref<1xf32>
    %b_l1492_c0 = "aie.buffer"(%t_c0) {sym_name = "l1492_c0"} : (index) -> memref<1xf32>
    %b_l1493_c0 = "aie.buffer"(%t_c0) {sym_name = "l1493_c0"} : (index) -> memref<1xf32>
    %b_l1494_c0 = "aie.buffer"(%t_c0) {sym_name = "l1494_c0"} : (index) -> memref<1xi32>
    %b_l1495_c0 = "aie.buffer"(%t_c0) {sym_name = "l1495_c0"} : (index) -> memref<1xi32>
    %b_l1496_c0 = "aie.buffer"(%t_c0) {sym_name = "l1496_c0"} : (index) -> memref<1xf32>
    %b_l1497_c0 = "aie.buffer"(%t_c0) {sym_name = "l1497_c0"} : (index) -> memref<1xf32>
    %b_l1498_c0 = "aie.buffer"(%t_c0) {sym_name = "l1498_c0"} : (index) -> memref<1xf32>
    %b_l1499_c0 = "aie.buffer"(%t_c0) {sym_name = "l1499_c0"} : (index) -> memref<1xf32>
    %b_l1500_c0 = "aie.buffer"(%t_c0) {sym_name = "l1500_c0"} : (index) -> memref<1xi32>
    %b_l1501_c0 = "aie.buffer"(%t_c0) {sym_name = "l1501_c0"} : (index) -> memref<1xi32>
    %b_l1502_c0 = "aie.buffer"(%t_c0) {sym_name = "l1502_c0"} : (index) -> memref<1xi32>
    %b_l1503_c0 = "aie.buffer"(%t_c0) {sym_name = "l1503_c0"} : (index) -> memref<1xi32>
    %b_l1504_c0 = "aie.buffer"(%t_c0) {sym_name = "l1504_c0"} : (index) -> memref<1xf32>
    %b_l1505_c0 = "aie.buffer"(%t_c0) {sym_name = "l1505_c0"} : (index) -> memref<1xf32>
    %b_l1506_c0 = "aie.buffer"(%t_c0) {sym_name = "l1506_c0"} : (index) -> memref<1xf32>
    %b_l1507_c0 = "aie.buffer"(%t_c0) {sym_name = "l1507_c0"} : (index) -> memref<1xf32>
    %b_l1508_c0 = "aie.buffer"(%t_c0) {sym_name = "l1508_c0"} : (index) -> memref<1xi32>
    %b_l1509_c0 = "aie.buffer"(%t_c0) {sym_name = "l1509_c0"} : (index) -> memref<1xi32>
    %b_l1510_c0 = "aie.buffer"(%t_c0) {sym_name = "l1510_c0"} : (index) -> memref<1xi32>
    %b_l1511_c0 = "aie.buffer"(%t_c0) {sym_name = "l1511_c0"} : (index) -> memref<1xi32>
    %b_l1512_c0 = "aie.buffer"(%t_c0) {sym_name = "l1512_c0"} : (index) -> memref<1xf32>
    %b_l1513_c0 = "aie.buffer"(%t_c0) {sym_name = "l1513_c0"} : (index) -> memref<1xf32>
    %b_l1514_c0 = "aie.buffer"(%t_c0) {sym_name = "l1514_c0"} : (index) -> memref<1xf32>
    %b_l1515_c0 = "aie.buffer"(%t_c0) {sym_name = "l1515_c0"} : (index) -> memref<1xf32>
    %b_l1516_c0 = "aie.buffer"(%t_c0) {sym_name = "l1516_c0"} : (index) -> memref<1xi64>
    %b_l1517_c0 = "aie.buffer"(%t_c0) {sym_name = "l1517_c0"} : (index) -> memref<1xi64>
    %b_l1518_c0 = "aie.buffer"(%t_c0) {sym_name = "l1518_c0"} : (index) -> memref<1xi32>
    %b_l1519_c0 = "aie.buffer"(%t_c0) {sym_name = "l1519_c0"} : (index) -> memref<1xi32>
    %b_l1520_c0 = "aie.buffer"(%t_c0) {sym_name = "l1520_c0"} : (index) -> memref<1xi32>
    %b_l1521_c0 = "aie.buffer"(%t_c0) {sym_name = "l1521_c0"} : (index) -> memref<1xi32>
    %b_l1522_c0 = "aie.buffer"(%t_c0) {sym_name = "l1522_c0"} : (index) -> memref<1xi32>
    %b_l1523_c0 = "aie.buffer"(%t_c0) {sym_name = "l1523_c0"} : (index) -> memref<1xi32>
    %b_l1524_c0 = "aie.buffer"(%t_c0) {sym_name = "l1524_c0"} : (index) -> memref<1xi32>
    %b_l1525_c0 = "aie.buffer"(%t_c0) {sym_name = "l1525_c0"} : (index) -> memref<1xf32>
    %b_l1526_c0 = "aie.buffer"(%t_c0) {sym_name = "l1526_c0"} : (index) -> memref<1xi1>
    %b_l1527_c0 = "aie.buffer"(%t_c0) {sym_name = "l1527_c0"} : (index) -> memref<1xi32>
    %b_l1528_c0 = "aie.buffer"(%t_c0) {sym_name = "l1528_c0"} : (index) -> memref<1xi32>
    %b_l1529_c0 = "aie.buffer"(%t_c0) {sym_name = "l1529_c0"} : (index) -> memref<1xi32>
    %b_l1530_c0 = "aie.buffer"(%t_c0) {sym_name = "l1530_c0"} : (index) -> memref<1xf32>
    %b_l1531_c0 = "aie.buffer"(%t_c0) {sym_name = "l1531_c0"} : (index) -> memref<1xi1>
    %b_l1532_c0 = "aie.buffer"(%t_c0) {sym_name = "l1532_c0"} : (index) -> memref<1xi32>
    %b_l1533_c0 = "aie.buffer"(%t_c0) {sym_name = "l1533_c0"} : (index) -> memref<1xi32>
    %b_l1534_c0 = "aie.buffer"(%t_c0) {sym_name = "l1534_c0"} : (index) -> memref<1xi32>
    %b_l1535_c0 = "aie.buffer"(%t_c0) {sym_name = "l1535_c0"} : (index) -> memref<1xf32>
    %b_l1536_c0 = "aie.buffer"(%t_c0) {sym_name = "l1536_c0"} : (index) -> memref<1xi1>
    %b_l1537_c0 = "aie.buffer"(%t_c0) {sym_name = "l1537_c0"} : (index) -> memref<1xf32>
    %b_l1538_c0 = "aie.buffer"(%t_c0) {sym_name = "l1538_c0"} : (index) -> memref<1xf32>
    %b_l1539_c0 = "aie.buffer"(%t_c0) {sym_name = "l1539_c0"} : (index) -> memref<1xf32>
    %b_l1540_c0 = "aie.buffer"(%t_c0) {sym_name = "l1540_c0"} : (index) -> memref<1xf32>
    %b_l1541_c0 = "aie.buffer"(%t_c0) {sym_name = "l1541_c0"} : (index) -> memref<1xf32>
    %b_l1542_c0 = "aie.buffer"(%t_c0) {sym_name = "l1542_c0"} : (index) -> memref<1xi1>
    %b_l1543_c0 = "aie.buffer"(%t_c0) {sym_name = "l1543_c0"} : (index) -> memref<1xf32>
    %b_l1544_c0 = "aie.buffer"(%t_c0) {sym_name = "l1544_c0"} : (index) -> memref<1xi1>
    %b_l1545_c0 = "aie.buffer"(%t_c0) {sym_name = "l1545_c0"} : (index) -> memref<1xf32>
    %b_l1546_c0 = "aie.buffer"(%t_c0) {sym_name = "l1546_c0"} : (index) -> memref<1xi1>
    %b_l1547_c0 = "aie.buffer"(%t_c0) {sym_name = "l1547_c0"} : (index) -> memref<1xf32>
    %b_l1548_c0 = "aie.buffer"(%t_c0) {sym_name = "l1548_c0"} : (index) -> memref<1xi1>
    %b_l1549_c0 = "aie.buffer"(%t_c0) {sym_name = "l1549_c0"} : (index) -> memref<1xf32>
    %b_l1550_c0 = "aie.buffer"(%t_c0) {sym_name = "l1550_c0"} : (index) -> memref<1xf32>
    %b_l1551_c0 = "aie.buffer"(%t_c0) {sym_name = "l1551_c0"} : (index) -> memref<1xf32>
    %b_l1552_c0 = "aie.buffer"(%t_c0) {sym_name = "l1552_c0"} : (index) -> memref<1xf32>
    %b_l1553_c0 = "aie.buffer"(%t_c0) {sym_name = "l1553_c0"} : (index) -> memref<1xf32>
    %b_l1554_c0 = "aie.buffer"(%t_c0) {sym_name = "l1554_c0"} : (index) -> memref<1xi64>
    %b_l1555_c0 = "aie.buffer"(%t_c0) {sym_name = "l1555_c0"} : (index) -> memref<1xi64>
    %b_l1560_c0 = "aie.buffer"(%t_c0) {sym_name = "l1560_c0"} : (index) -> memref<1xi1>
    %b_l1561_c0 = "aie.buffer"(%t_c0) {sym_name = "l1561_c0"} : (index) -> memref<1xi1>
    %b_l1562_c0 = "aie.buffer"(%t_c0) {sym_name = "l1562_c0"} : (index) -> memref<1xi1>
    %b_l1563_c0 = "aie.buffer"(%t_c0) {sym_name = "l1563_c0"} : (index) -> memref<1xi1>
    %b_l1565_c0 = "aie.buffer"(%t_c0) {sym_name = "l1565_c0"} : (index) -> memref<1xi64>
    %b_l1566_c0 = "aie.buffer"(%t_c0) {sym_name = "l1566_c0"} : (index) -> memref<1xi1>
    %b_l1567_c0 = "aie.buffer"(%t_c0) {sym_name = "l1567_c0"} : (index) -> memref<1xi64>
    %b_l1568_c0 = "aie.buffer"(%t_c0) {sym_name = "l1568_c0"} : (index) -> memref<1xi1>
    %b_l1569_c0 = "aie.buffer"(%t_c0) {sym_name = "l1569_c0"} : (index) -> memref<1xi64>
    %b_l1570_c0 = "aie.buffer"(%t_c0) {sym_name = "l1570_c0"} : (index) -> memref<1xi64>
    %b_l1571_c0 = "aie.buffer"(%t_c0) {sym_name = "l1571_c0"} : (index) -> memref<1xi64>
    %b_l1572_c0 = "aie.buffer"(%t_c0) {sym_name = "l1572_c0"} : (index) -> memref<1xi64>
    %b_l1573_c0 = "aie.buffer"(%t_c0) {sym_name = "l1573_c0"} : (index) -> memref<1xi64>
    %b_l1574_c0 = "aie.buffer"(%t_c0) {sym_name = "l1574_c0"} : (index) -> memref<1xi64>
    %b_l1575_c0 = "aie.buffer"(%t_c0) {sym_name = "l1575_c0"} : (index) -> memref<1xi64>
    %b_l1576_c0 = "aie.buffer"(%t_c0) {sym_name = "l1576_c0"} : (index) -> memref<1xi64>
    %b_l1577_c0 = "aie.buffer"(%t_c0) {sym_name = "l1577_c0"} : (index) -> memref<1xi1>
    %b_l1578_c0 = "aie.buffer"(%t_c0) {sym_name = "l1578_c0"} : (index) -> memref<1xi1>
    %b_l1579_c0 = "aie.buffer"(%t_c0) {sym_name = "l1579_c0"} : (index) -> memref<1xi1>
    %b_l1580_c0 = "aie.buffer"(%t_c0) {sym_name = "l1580_c0"} : (index) -> memref<1xi1>
    %b_l1581_c0 = "aie.buffer"(%t_c0) {sym_name = "l1581_c0"} : (index) -> memref<1xi1>
    %b_l1582_c0 = "aie.buffer"(%t_c0) {sym_name = "l1582_c0"} : (index) -> memref<1xi1>
    %b_l1583_c0 = "aie.buffer"(%t_c0) {sym_name = "l1583_c0"} : (index) -> memref<1xi1>
    %b_l1584_c0 = "aie.buffer"(%t_c0) {sym_name = "l1584_c0"} : (index) -> memref<1xi1>
    %b_l1585_c0 = "aie.buffer"(%t_c0) {sym_name = "l1585_c0"} : (index) -> memref<1xf32>
    %b_l1586_c0 = "aie.buffer"(%t_c0) {sym_name = "l1586_c0"} : (index) -> memref<1xf32>
    %b_l1587_c0 = "aie.buffer"(%t_c0) {sym_name = "l1587_c0"} : (index) -> memref<1xf32>
    %b_l1588_c0 = "aie.buffer"(%t_c0) {sym_name = "l1588_c0"} : (index) -> memref<1xf32>
    %b_l1589_c0 = "aie.buffer"(%t_c0) {sym_name = "l1589_c0"} : (index) -> memref<1xf32>
    %b_l1590_c0 = "aie.buffer"(%t_c0) {sym_name = "l1590_c0"} : (index) -> memref<1xf32>
    %b_l1591_c0 = "aie.buffer"(%t_c0) {sym_name = "l1591_c0"} : (index) -> memref<1xf32>
    %b_l1592_c0 = "aie.buffer"(%t_c0) {sym_name = "l1592_c0"} : (index) -> memref<1xf32>
    %b_l1593_c0 = "aie.buffer"(%t_c0) {sym_name = "l1593_c0"} : (index) -> memref<1xf32>
    %b_l1594_c0 = "aie.buffer"(%t_c0) {sym_name = "l1594_c0"} : (index) -> memref<1xf32>
    %b_l1595_c0 = "aie.buffer"(%t_c0) {sym_name = "l1595_c0"} : (index) -> memref<1xf32>
    %b_l1596_c0 = "aie.buffer"(%t_c0) {sym_name = "l1596_c0"} : (index) -> memref<1xf32>
    %b_l1597_c0 = "aie.buffer"(%t_c0) {sym_name = "l1597_c0"} : (index) -> memref<1xi64>
    %b_l1598_c0 = "aie.buffer"(%t_c0) {sym_name = "l1598_c0"} : (index) -> memref<1xi1>
    %b_l1599_c0 = "aie.buffer"(%t_c0) {sym_name = "l1599_c0"} : (index) -> memref<1xi64>
    %b_l1600_c0 = "aie.buffer"(%t_c0) {sym_name = "l1600_c0"} : (index) -> memref<1xi64>
    %b_l1601_c0 = "aie.buffer"(%t_c0) {sym_name = "l1601_c0"} : (index) -> memref<1xi64>
    %b_l1602_c0 = "aie.buffer"(%t_c0) {sym_name = "l1602_c0"} : (index) -> memref<1xi64>
    %b_l1603_c0 = "aie.buffer"(%t_c0) {sym_name = "l1603_c0"} : (index) -> memref<1xi1>
    %b_l1604_c0 = "aie.buffer"(%t_c0) {sym_name = "l1604_c0"} : (index) -> memref<1xi1>
    %b_l1605_c0 = "aie.buffer"(%t_c0) {sym_name = "l1605_c0"} : (index) -> memref<1xf32>
    %b_l1606_c0 = "aie.buffer"(%t_c0) {sym_name = "l1606_c0"} : (index) -> memref<1xi64>
    %b_l1607_c0 = "aie.buffer"(%t_c0) {sym_name = "l1607_c0"} : (index) -> memref<1xi1>
    %b_l1608_c0 = "aie.buffer"(%t_c0) {sym_name = "l1608_c0"} : (index) -> memref<1xi1>
    %b_l1609_c0 = "aie.buffer"(%t_c0) {sym_name = "l1609_c0"} : (index) -> memref<1xf32>
    %b_l1610_c0 = "aie.buffer"(%t_c0) {sym_name = "l1610_c0"} : (index) -> memref<1xi64>
    %b_l1611_c0 = "aie.buffer"(%t_c0) {sym_name = "l1611_c0"} : (index) -> memref<1xi1>
    %b_l1612_c0 = "aie.buffer"(%t_c0) {sym_name = "l1612_c0"} : (index) -> memref<1xi1>
    %b_l1613_c0 = "aie.buffer"(%t_c0) {sym_name = "l1613_c0"} : (index) -> memref<1xf32>
    %b_l1614_c0 = "aie.buffer"(%t_c0) {sym_name = "l1614_c0"} : (index) -> memref<1xi64>
    %b_l1615_c0 = "aie.buffer"(%t_c0) {sym_name = "l1615_c0"} : (index) -> memref<1xi1>
    %b_l1616_c0 = "aie.buffer"(%t_c0) {sym_name = "l1616_c0"} : (index) -> memref<1xi1>
    %b_l1617_c0 = "aie.buffer"(%t_c0) {sym_name = "l1617_c0"} : (index) -> memref<1xf32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %wg0 = memref.cast %b_wg0_c0 : memref<256xf32> to memref<?xf32>
      %ls5 = memref.cast %b_ls5_c0 : memref<64xi64> to memref<?xi64>
      %ls12 = memref.cast %b_ls12_c0 : memref<64xi64> to memref<?xi64>
      %ls775 = memref.cast %b_ls775_c0 : memref<64xi64> to memref<?xi64>
      %ls776 = memref.cast %b_ls776_c0 : memref<64xi64> to memref<?xi64>
      %ls777 = memref.cast %b_ls777_c0 : memref<64xi64> to memref<?xi64>
      %ls778 = memref.cast %b_ls778_c0 : memref<64xi64> to memref<?xi64>
      %ls783 = memref.cast %b_ls783_c0 : memref<64xi64> to memref<?xi64>
      %ls838 = memref.cast %b_ls838_c0 : memref<64xi64> to memref<?xi64>
      %ls844 = memref.cast %b_ls844_c0 : memref<64xi64> to memref<?xi64>
      %ls1556 = memref.cast %b_ls1556_c0 : memref<64xi64> to memref<?xi64>
      %ls1557 = memref.cast %b_ls1557_c0 : memref<64xi64> to memref<?xi64>
      %ls1558 = memref.cast %b_ls1558_c0 : memref<64xi64> to memref<?xi64>
      %ls1559 = memref.cast %b_ls1559_c0 : memref<64xi64> to memref<?xi64>
      %ls1564 = memref.cast %b_ls1564_c0 : memref<64xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<64xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l0 = memref.cast %b_l0_c0 : memref<1xi64> to memref<?xi64>
      %l1 = memref.cast %b_l1_c0 : memref<1xi64> to memref<?xi64>
      %l2 = memref.cast %b_l2_c0 : memref<1xi1> to memref<?xi1>
      %l3 = memref.cast %b_l3_c0 : memref<1xi1> to memref<?xi1>
      %l4 = memref.cast %b_l4_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi32> to memref<?xi32>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi32> to memref<?xi32>
      %l14 = memref.cast %b_l14_c0 : memref<1xi32> to memref<?xi32>
      %l15 = memref.cast %b_l15_c0 : memref<1xi32> to memref<?xi32>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi64> to memref<?xi64>
      %l18 = memref.cast %b_l18_c0 : memref<1xi64> to memref<?xi64>
      %l19 = memref.cast %b_l19_c0 : memref<1xi32> to memref<?xi32>
      %l20 = memref.cast %b_l20_c0 : memref<1xi32> to memref<?xi32>
      %l21 = memref.cast %b_l21_c0 : memref<1xi32> to memref<?xi32>
      %l22 = memref.cast %b_l22_c0 : memref<1xi32> to memref<?xi32>
      %l23 = memref.cast %b_l23_c0 : memref<1xi32> to memref<?xi32>
      %l24 = memref.cast %b_l24_c0 : memref<1xi64> to memref<?xi64>
      %l25 = memref.cast %b_l25_c0 : memref<1xi64> to memref<?xi64>
      %l26 = memref.cast %b_l26_c0 : memref<1xi64> to memref<?xi64>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xi1> to memref<?xi1>
      %l29 = memref.cast %b_l29_c0 : memref<1xi64> to memref<?xi64>
      %l30 = memref.cast %b_l30_c0 : memref<1xi64> to memref<?xi64>
      %l31 = memref.cast %b_l31_c0 : memref<1xi64> to memref<?xi64>
      %l32 = memref.cast %b_l32_c0 : memref<1xi64> to memref<?xi64>
      %l33 = memref.cast %b_l33_c0 : memref<1xi64> to memref<?xi64>
      %l34 = memref.cast %b_l34_c0 : memref<1xi1> to memref<?xi1>
      %l35 = memref.cast %b_l35_c0 : memref<1xi64> to memref<?xi64>
      %l36 = memref.cast %b_l36_c0 : memref<1xi64> to memref<?xi64>
      %l37 = memref.cast %b_l37_c0 : memref<1xi64> to memref<?xi64>
      %l38 = memref.cast %b_l38_c0 : memref<1xi32> to memref<?xi32>
      %l39 = memref.cast %b_l39_c0 : memref<1xi64> to memref<?xi64>
      %l40 = memref.cast %b_l40_c0 : memref<1xi32> to memref<?xi32>
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
      %l51 = memref.cast %b_l51_c0 : memref<1xi1> to memref<?xi1>
      %l52 = memref.cast %b_l52_c0 : memref<1xi64> to memref<?xi64>
      %l53 = memref.cast %b_l53_c0 : memref<1xi64> to memref<?xi64>
      %l54 = memref.cast %b_l54_c0 : memref<1xi64> to memref<?xi64>
      %l55 = memref.cast %b_l55_c0 : memref<1xi32> to memref<?xi32>
      %l56 = memref.cast %b_l56_c0 : memref<1xi64> to memref<?xi64>
      %l57 = memref.cast %b_l57_c0 : memref<1xi32> to memref<?xi32>
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
      %l71 = memref.cast %b_l71_c0 : memref<1xi64> to memref<?xi64>
      %l72 = memref.cast %b_l72_c0 : memref<1xi32> to memref<?xi32>
      %l73 = memref.cast %b_l73_c0 : memref<1xi64> to memref<?xi64>
      %l74 = memref.cast %b_l74_c0 : memref<1xi32> to memref<?xi32>
      %l75 = memref.cast %b_l75_c0 : memref<1xi64> to memref<?xi64>
      %l76 = memref.cast %b_l76_c0 : memref<1xi64> to memref<?xi64>
      %l77 = memref.cast %b_l77_c0 : memref<1xi64> to memref<?xi64>
      %l78 = memref.cast %b_l78_c0 : memref<1xi64> to memref<?xi64>
      %l79 = memref.cast %b_l79_c0 : memref<1xi1> to memref<?xi1>
      %l80 = memref.cast %b_l80_c0 : memref<1xi64> to memref<?xi64>
      %l81 = memref.cast %b_l81_c0 : memref<1xi64> to memref<?xi64>
      %l82 = memref.cast %b_l82_c0 : memref<1xi64> to memref<?xi64>
      %l83 = memref.cast %b_l83_c0 : memref<1xi64> to memref<?xi64>
      %l84 = memref.cast %b_l84_c0 : memref<1xi64> to memref<?xi64>
      %l85 = memref.cast %b_l85_c0 : memref<1xi1> to memref<?xi1>
      %l86 = memref.cast %b_l86_c0 : memref<1xi64> to memref<?xi64>
      %l87 = memref.cast %b_l87_c0 : memref<1xi64> to memref<?xi64>
      %l88 = memref.cast %b_l88_c0 : memref<1xi64> to memref<?xi64>
      %l89 = memref.cast %b_l89_c0 : memref<1xi32> to memref<?xi32>
      %l90 = memref.cast %b_l90_c0 : memref<1xi64> to memref<?xi64>
      %l91 = memref.cast %b_l91_c0 : memref<1xi32> to memref<?xi32>
      %l92 = memref.cast %b_l92_c0 : memref<1xf32> to memref<?xf32>
      %l93 = memref.cast %b_l93_c0 : memref<1xf32> to memref<?xf32>
      %l94 = memref.cast %b_l94_c0 : memref<1xf32> to memref<?xf32>
      %l95 = memref.cast %b_l95_c0 : memref<1xf32> to memref<?xf32>
      %l96 = memref.cast %b_l96_c0 : memref<1xi64> to memref<?xi64>
      %l97 = memref.cast %b_l97_c0 : memref<1xi64> to memref<?xi64>
      %l98 = memref.cast %b_l98_c0 : memref<1xi64> to memref<?xi64>
      %l99 = memref.cast %b_l99_c0 : memref<1xi64> to memref<?xi64>
      %l100 = memref.cast %b_l100_c0 : memref<1xi64> to memref<?xi64>
      %l101 = memref.cast %b_l101_c0 : memref<1xi32> to memref<?xi32>
      %l102 = memref.cast %b_l102_c0 : memref<1xi32> to memref<?xi32>
      %l103 = memref.cast %b_l103_c0 : memref<1xi1> to memref<?xi1>
      %l104 = memref.cast %b_l104_c0 : memref<1xi32> to memref<?xi32>
      %l105 = memref.cast %b_l105_c0 : memref<1xi32> to memref<?xi32>
      %l106 = memref.cast %b_l106_c0 : memref<1xi32> to memref<?xi32>
      %l107 = memref.cast %b_l107_c0 : memref<1xi32> to memref<?xi32>
      %l108 = memref.cast %b_l108_c0 : memref<1xi32> to memref<?xi32>
      %l109 = memref.cast %b_l109_c0 : memref<1xi32> to memref<?xi32>
      %l110 = memref.cast %b_l110_c0 : memref<1xi32> to memref<?xi32>
      %l111 = memref.cast %b_l111_c0 : memref<1xi32> to memref<?xi32>
      %l112 = memref.cast %b_l112_c0 : memref<1xi32> to memref<?xi32>
      %l113 = memref.cast %b_l113_c0 : memref<1xi64> to memref<?xi64>
      %l114 = memref.cast %b_l114_c0 : memref<1xi64> to memref<?xi64>
      %l115 = memref.cast %b_l115_c0 : memref<1xi64> to memref<?xi64>
      %l116 = memref.cast %b_l116_c0 : memref<1xi64> to memref<?xi64>
      %l117 = memref.cast %b_l117_c0 : memref<1xi64> to memref<?xi64>
      %l118 = memref.cast %b_l118_c0 : memref<1xi64> to memref<?xi64>
      %l119 = memref.cast %b_l119_c0 : memref<1xi64> to memref<?xi64>
      %l120 = memref.cast %b_l120_c0 : memref<1xi64> to memref<?xi64>
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
      %l137 = memref.cast %b_l137_c0 : memref<1xi32> to memref<?xi32>
      %l138 = memref.cast %b_l138_c0 : memref<1xi32> to memref<?xi32>
      %l139 = memref.cast %b_l139_c0 : memref<1xi32> to memref<?xi32>
      %l140 = memref.cast %b_l140_c0 : memref<1xi32> to memref<?xi32>
      %l141 = memref.cast %b_l141_c0 : memref<1xi32> to memref<?xi32>
      %l142 = memref.cast %b_l142_c0 : memref<1xi32> to memref<?xi32>
      %l143 = memref.cast %b_l143_c0 : memref<1xi32> to memref<?xi32>
      %l144 = memref.cast %b_l144_c0 : memref<1xi32> to memref<?xi32>
      %l145 = memref.cast %b_l145_c0 : memref<1xi32> to memref<?xi32>
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
      %l157 = memref.cast %b_l157_c0 : memref<1xi64> to memref<?xi64>
      %l158 = memref.cast %b_l158_c0 : memref<1xi64> to memref<?xi64>
      %l159 = memref.cast %b_l159_c0 : memref<1xi64> to memref<?xi64>
      %l160 = memref.cast %b_l160_c0 : memref<1xi64> to memref<?xi64>
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
      %l185 = memref.cast %b_l185_c0 : memref<1xi1> to memref<?xi1>
      %l186 = memref.cast %b_l186_c0 : memref<1xi1> to memref<?xi1>
      %l187 = memref.cast %b_l187_c0 : memref<1xi1> to memref<?xi1>
      %l188 = memref.cast %b_l188_c0 : memref<1xi1> to memref<?xi1>
      %l189 = memref.cast %b_l189_c0 : memref<1xi32> to memref<?xi32>
      %l190 = memref.cast %b_l190_c0 : memref<1xi32> to memref<?xi32>
      %l191 = memref.cast %b_l191_c0 : memref<1xi32> to memref<?xi32>
      %l192 = memref.cast %b_l192_c0 : memref<1xi32> to memref<?xi32>
      %l193 = memref.cast %b_l193_c0 : memref<1xi32> to memref<?xi32>
      %l194 = memref.cast %b_l194_c0 : memref<1xi32> to memref<?xi32>
      %l195 = memref.cast %b_l195_c0 : memref<1xi32> to memref<?xi32>
      %l196 = memref.cast %b_l196_c0 : memref<1xi32> to memref<?xi32>
      %l197 = memref.cast %b_l197_c0 : memref<1xi32> to memref<?xi32>
      %l198 = memref.cast %b_l198_c0 : memref<1xi32> to memref<?xi32>
      %l199 = memref.cast %b_l199_c0 : memref<1xi32> to memref<?xi32>
      %l200 = memref.cast %b_l200_c0 : memref<1xi32> to memref<?xi32>
      %l201 = memref.cast %b_l201_c0 : memref<1xi32> to memref<?xi32>
      %l202 = memref.cast %b_l202_c0 : memref<1xi32> to memref<?xi32>
      %l203 = memref.cast %b_l203_c0 : memref<1xi32> to memref<?xi32>
      %l204 = memref.cast %b_l204_c0 : memref<1xi32> to memref<?xi32>
      %l205 = memref.cast %b_l205_c0 : memref<1xi64> to memref<?xi64>
      %l206 = memref.cast %b_l206_c0 : memref<1xi64> to memref<?xi64>
      %l207 = memref.cast %b_l207_c0 : memref<1xi64> to memref<?xi64>
      %l208 = memref.cast %b_l208_c0 : memref<1xi64> to memref<?xi64>
      %l209 = memref.cast %b_l209_c0 : memref<1xi64> to memref<?xi64>
      %l210 = memref.cast %b_l210_c0 : memref<1xi64> to memref<?xi64>
      %l211 = memref.cast %b_l211_c0 : memref<1xi64> to memref<?xi64>
      %l212 = memref.cast %b_l212_c0 : memref<1xi32> to memref<?xi32>
      %l213 = memref.cast %b_l213_c0 : memref<1xi64> to memref<?xi64>
      %l214 = memref.cast %b_l214_c0 : memref<1xi64> to memref<?xi64>
      %l215 = memref.cast %b_l215_c0 : memref<1xi64> to memref<?xi64>
      %l216 = memref.cast %b_l216_c0 : memref<1xi64> to memref<?xi64>
      %l217 = memref.cast %b_l217_c0 : memref<1xi64> to memref<?xi64>
      %l218 = memref.cast %b_l218_c0 : memref<1xi64> to memref<?xi64>
      %l219 = memref.cast %b_l219_c0 : memref<1xi64> to memref<?xi64>
      %l220 = memref.cast %b_l220_c0 : memref<1xi32> to memref<?xi32>
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
      %l235 = memref.cast %b_l235_c0 : memref<1xi32> to memref<?xi32>
      %l236 = memref.cast %b_l236_c0 : memref<1xi32> to memref<?xi32>
      %l237 = memref.cast %b_l237_c0 : memref<1xf32> to memref<?xf32>
      %l238 = memref.cast %b_l238_c0 : memref<1xf32> to memref<?xf32>
      %l239 = memref.cast %b_l239_c0 : memref<1xf32> to memref<?xf32>
      %l240 = memref.cast %b_l240_c0 : memref<1xf32> to memref<?xf32>
      %l241 = memref.cast %b_l241_c0 : memref<1xi32> to memref<?xi32>
      %l242 = memref.cast %b_l242_c0 : memref<1xi32> to memref<?xi32>
      %l243 = memref.cast %b_l243_c0 : memref<1xi32> to memref<?xi32>
      %l244 = memref.cast %b_l244_c0 : memref<1xi32> to memref<?xi32>
      %l245 = memref.cast %b_l245_c0 : memref<1xf32> to memref<?xf32>
      %l246 = memref.cast %b_l246_c0 : memref<1xf32> to memref<?xf32>
      %l247 = memref.cast %b_l247_c0 : memref<1xf32> to memref<?xf32>
      %l248 = memref.cast %b_l248_c0 : memref<1xf32> to memref<?xf32>
      %l249 = memref.cast %b_l249_c0 : memref<1xi32> to memref<?xi32>
      %l250 = memref.cast %b_l250_c0 : memref<1xi32> to memref<?xi32>
      %l251 = memref.cast %b_l251_c0 : memref<1xf32> to memref<?xf32>
      %l252 = memref.cast %b_l252_c0 : memref<1xf32> to memref<?xf32>
      %l253 = memref.cast %b_l253_c0 : memref<1xf32> to memref<?xf32>
      %l254 = memref.cast %b_l254_c0 : memref<1xf32> to memref<?xf32>
      %l255 = memref.cast %b_l255_c0 : memref<1xi32> to memref<?xi32>
      %l256 = memref.cast %b_l256_c0 : memref<1xi32> to memref<?xi32>
      %l257 = memref.cast %b_l257_c0 : memref<1xf32> to memref<?xf32>
      %l258 = memref.cast %b_l258_c0 : memref<1xf32> to memref<?xf32>
      %l259 = memref.cast %b_l259_c0 : memref<1xf32> to memref<?xf32>
      %l260 = memref.cast %b_l260_c0 : memref<1xf32> to memref<?xf32>
      %l261 = memref.cast %b_l261_c0 : memref<1xi32> to memref<?xi32>
      %l262 = memref.cast %b_l262_c0 : memref<1xi32> to memref<?xi32>
      %l263 = memref.cast %b_l263_c0 : memref<1xi32> to memref<?xi32>
      %l264 = memref.cast %b_l264_c0 : memref<1xi32> to memref<?xi32>
      %l265 = memref.cast %b_l265_c0 : memref<1xf32> to memref<?xf32>
      %l266 = memref.cast %b_l266_c0 : memref<1xf32> to memref<?xf32>
      %l267 = memref.cast %b_l267_c0 : memref<1xf32> to memref<?xf32>
      %l268 = memref.cast %b_l268_c0 : memref<1xf32> to memref<?xf32>
      %l269 = memref.cast %b_l269_c0 : memref<1xi32> to memref<?xi32>
      %l270 = memref.cast %b_l270_c0 : memref<1xi32> to memref<?xi32>
      %l271 = memref.cast %b_l271_c0 : memref<1xi32> to memref<?xi32>
      %l272 = memref.cast %b_l272_c0 : memref<1xi32> to memref<?xi32>
      %l273 = memref.cast %b_l273_c0 : memref<1xf32> to memref<?xf32>
      %l274 = memref.cast %b_l274_c0 : memref<1xf32> to memref<?xf32>
      %l275 = memref.cast %b_l275_c0 : memref<1xf32> to memref<?xf32>
      %l276 = memref.cast %b_l276_c0 : memref<1xf32> to memref<?xf32>
      %l277 = memref.cast %b_l277_c0 : memref<1xi32> to memref<?xi32>
      %l278 = memref.cast %b_l278_c0 : memref<1xi32> to memref<?xi32>
      %l279 = memref.cast %b_l279_c0 : memref<1xi32> to memref<?xi32>
      %l280 = memref.cast %b_l280_c0 : memref<1xi32> to memref<?xi32>
      %l281 = memref.cast %b_l281_c0 : memref<1xi32> to memref<?xi32>
      %l282 = memref.cast %b_l282_c0 : memref<1xi32> to memref<?xi32>
      %l283 = memref.cast %b_l283_c0 : memref<1xi32> to memref<?xi32>
      %l284 = memref.cast %b_l284_c0 : memref<1xf32> to memref<?xf32>
      %l285 = memref.cast %b_l285_c0 : memref<1xi1> to memref<?xi1>
      %l286 = memref.cast %b_l286_c0 : memref<1xi32> to memref<?xi32>
      %l287 = memref.cast %b_l287_c0 : memref<1xi32> to memref<?xi32>
      %l288 = memref.cast %b_l288_c0 : memref<1xi32> to memref<?xi32>
      %l289 = memref.cast %b_l289_c0 : memref<1xf32> to memref<?xf32>
      %l290 = memref.cast %b_l290_c0 : memref<1xi1> to memref<?xi1>
      %l291 = memref.cast %b_l291_c0 : memref<1xi32> to memref<?xi32>
      %l292 = memref.cast %b_l292_c0 : memref<1xi32> to memref<?xi32>
      %l293 = memref.cast %b_l293_c0 : memref<1xi32> to memref<?xi32>
      %l294 = memref.cast %b_l294_c0 : memref<1xf32> to memref<?xf32>
      %l295 = memref.cast %b_l295_c0 : memref<1xi1> to memref<?xi1>
      %l296 = memref.cast %b_l296_c0 : memref<1xf32> to memref<?xf32>
      %l297 = memref.cast %b_l297_c0 : memref<1xf32> to memref<?xf32>
      %l298 = memref.cast %b_l298_c0 : memref<1xf32> to memref<?xf32>
      %l299 = memref.cast %b_l299_c0 : memref<1xf32> to memref<?xf32>
      %l300 = memref.cast %b_l300_c0 : memref<1xf32> to memref<?xf32>
      %l301 = memref.cast %b_l301_c0 : memref<1xi64> to memref<?xi64>
      %l302 = memref.cast %b_l302_c0 : memref<1xi64> to memref<?xi64>
      %l303 = memref.cast %b_l303_c0 : memref<1xi64> to memref<?xi64>
      %l304 = memref.cast %b_l304_c0 : memref<1xi64> to memref<?xi64>
      %l305 = memref.cast %b_l305_c0 : memref<1xi64> to memref<?xi64>
      %l306 = memref.cast %b_l306_c0 : memref<1xi64> to memref<?xi64>
      %l307 = memref.cast %b_l307_c0 : memref<1xi64> to memref<?xi64>
      %l308 = memref.cast %b_l308_c0 : memref<1xi32> to memref<?xi32>
      %l309 = memref.cast %b_l309_c0 : memref<1xi64> to memref<?xi64>
      %l310 = memref.cast %b_l310_c0 : memref<1xi64> to memref<?xi64>
      %l311 = memref.cast %b_l311_c0 : memref<1xi64> to memref<?xi64>
      %l312 = memref.cast %b_l312_c0 : memref<1xi64> to memref<?xi64>
      %l313 = memref.cast %b_l313_c0 : memref<1xi64> to memref<?xi64>
      %l314 = memref.cast %b_l314_c0 : memref<1xi64> to memref<?xi64>
      %l315 = memref.cast %b_l315_c0 : memref<1xi64> to memref<?xi64>
      %l316 = memref.cast %b_l316_c0 : memref<1xi32> to memref<?xi32>
      %l317 = memref.cast %b_l317_c0 : memref<1xi32> to memref<?xi32>
      %l318 = memref.cast %b_l318_c0 : memref<1xi32> to memref<?xi32>
      %l319 = memref.cast %b_l319_c0 : memref<1xf32> to memref<?xf32>
      %l320 = memref.cast %b_l320_c0 : memref<1xf32> to memref<?xf32>
      %l321 = memref.cast %b_l321_c0 : memref<1xf32> to memref<?xf32>
      %l322 = memref.cast %b_l322_c0 : memref<1xf32> to memref<?xf32>
      %l323 = memref.cast %b_l323_c0 : memref<1xi32> to memref<?xi32>
      %l324 = memref.cast %b_l324_c0 : memref<1xi32> to memref<?xi32>
      %l325 = memref.cast %b_l325_c0 : memref<1xf32> to memref<?xf32>
      %l326 = memref.cast %b_l326_c0 : memref<1xf32> to memref<?xf32>
      %l327 = memref.cast %b_l327_c0 : memref<1xf32> to memref<?xf32>
      %l328 = memref.cast %b_l328_c0 : memref<1xf32> to memref<?xf32>
      %l329 = memref.cast %b_l329_c0 : memref<1xi32> to memref<?xi32>
      %l330 = memref.cast %b_l330_c0 : memref<1xi32> to memref<?xi32>
      %l331 = memref.cast %b_l331_c0 : memref<1xi32> to memref<?xi32>
      %l332 = memref.cast %b_l332_c0 : memref<1xi32> to memref<?xi32>
      %l333 = memref.cast %b_l333_c0 : memref<1xf32> to memref<?xf32>
      %l334 = memref.cast %b_l334_c0 : memref<1xf32> to memref<?xf32>
      %l335 = memref.cast %b_l335_c0 : memref<1xf32> to memref<?xf32>
      %l336 = memref.cast %b_l336_c0 : memref<1xf32> to memref<?xf32>
      %l337 = memref.cast %b_l337_c0 : memref<1xi32> to memref<?xi32>
      %l338 = memref.cast %b_l338_c0 : memref<1xi32> to memref<?xi32>
      %l339 = memref.cast %b_l339_c0 : memref<1xi32> to memref<?xi32>
      %l340 = memref.cast %b_l340_c0 : memref<1xi32> to memref<?xi32>
      %l341 = memref.cast %b_l341_c0 : memref<1xf32> to memref<?xf32>
      %l342 = memref.cast %b_l342_c0 : memref<1xf32> to memref<?xf32>
      %l343 = memref.cast %b_l343_c0 : memref<1xf32> to memref<?xf32>
      %l344 = memref.cast %b_l344_c0 : memref<1xf32> to memref<?xf32>
      %l345 = memref.cast %b_l345_c0 : memref<1xi32> to memref<?xi32>
      %l346 = memref.cast %b_l346_c0 : memref<1xi32> to memref<?xi32>
      %l347 = memref.cast %b_l347_c0 : memref<1xf32> to memref<?xf32>
      %l348 = memref.cast %b_l348_c0 : memref<1xf32> to memref<?xf32>
      %l349 = memref.cast %b_l349_c0 : memref<1xf32> to memref<?xf32>
      %l350 = memref.cast %b_l350_c0 : memref<1xf32> to memref<?xf32>
      %l351 = memref.cast %b_l351_c0 : memref<1xi32> to memref<?xi32>
      %l352 = memref.cast %b_l352_c0 : memref<1xi32> to memref<?xi32>
      %l353 = memref.cast %b_l353_c0 : memref<1xf32> to memref<?xf32>
      %l354 = memref.cast %b_l354_c0 : memref<1xf32> to memref<?xf32>
      %l355 = memref.cast %b_l355_c0 : memref<1xf32> to memref<?xf32>
      %l356 = memref.cast %b_l356_c0 : memref<1xf32> to memref<?xf32>
      %l357 = memref.cast %b_l357_c0 : memref<1xi32> to memref<?xi32>
      %l358 = memref.cast %b_l358_c0 : memref<1xi32> to memref<?xi32>
      %l359 = memref.cast %b_l359_c0 : memref<1xi32> to memref<?xi32>
      %l360 = memref.cast %b_l360_c0 : memref<1xi32> to memref<?xi32>
      %l361 = memref.cast %b_l361_c0 : memref<1xf32> to memref<?xf32>
      %l362 = memref.cast %b_l362_c0 : memref<1xf32> to memref<?xf32>
      %l363 = memref.cast %b_l363_c0 : memref<1xf32> to memref<?xf32>
      %l364 = memref.cast %b_l364_c0 : memref<1xf32> to memref<?xf32>
      %l365 = memref.cast %b_l365_c0 : memref<1xi32> to memref<?xi32>
      %l366 = memref.cast %b_l366_c0 : memref<1xi32> to memref<?xi32>
      %l367 = memref.cast %b_l367_c0 : memref<1xi32> to memref<?xi32>
      %l368 = memref.cast %b_l368_c0 : memref<1xi32> to memref<?xi32>
      %l369 = memref.cast %b_l369_c0 : memref<1xf32> to memref<?xf32>
      %l370 = memref.cast %b_l370_c0 : memref<1xf32> to memref<?xf32>
      %l371 = memref.cast %b_l371_c0 : memref<1xf32> to memref<?xf32>
      %l372 = memref.cast %b_l372_c0 : memref<1xf32> to memref<?xf32>
      %l373 = memref.cast %b_l373_c0 : memref<1xi32> to memref<?xi32>
      %l374 = memref.cast %b_l374_c0 : memref<1xi32> to memref<?xi32>
      %l375 = memref.cast %b_l375_c0 : memref<1xi32> to memref<?xi32>
      %l376 = memref.cast %b_l376_c0 : memref<1xi32> to memref<?xi32>
      %l377 = memref.cast %b_l377_c0 : memref<1xi32> to memref<?xi32>
      %l378 = memref.cast %b_l378_c0 : memref<1xi32> to memref<?xi32>
      %l379 = memref.cast %b_l379_c0 : memref<1xi32> to memref<?xi32>
      %l380 = memref.cast %b_l380_c0 : memref<1xf32> to memref<?xf32>
      %l381 = memref.cast %b_l381_c0 : memref<1xi1> to memref<?xi1>
      %l382 = memref.cast %b_l382_c0 : memref<1xi32> to memref<?xi32>
      %l383 = memref.cast %b_l383_c0 : memref<1xi32> to memref<?xi32>
      %l384 = memref.cast %b_l384_c0 : memref<1xi32> to memref<?xi32>
      %l385 = memref.cast %b_l385_c0 : memref<1xf32> to memref<?xf32>
      %l386 = memref.cast %b_l386_c0 : memref<1xi1> to memref<?xi1>
      %l387 = memref.cast %b_l387_c0 : memref<1xi32> to memref<?xi32>
      %l388 = memref.cast %b_l388_c0 : memref<1xi32> to memref<?xi32>
      %l389 = memref.cast %b_l389_c0 : memref<1xi32> to memref<?xi32>
      %l390 = memref.cast %b_l390_c0 : memref<1xf32> to memref<?xf32>
      %l391 = memref.cast %b_l391_c0 : memref<1xi1> to memref<?xi1>
      %l392 = memref.cast %b_l392_c0 : memref<1xf32> to memref<?xf32>
      %l393 = memref.cast %b_l393_c0 : memref<1xf32> to memref<?xf32>
      %l394 = memref.cast %b_l394_c0 : memref<1xf32> to memref<?xf32>
      %l395 = memref.cast %b_l395_c0 : memref<1xf32> to memref<?xf32>
      %l396 = memref.cast %b_l396_c0 : memref<1xf32> to memref<?xf32>
      %l397 = memref.cast %b_l397_c0 : memref<1xi64> to memref<?xi64>
      %l398 = memref.cast %b_l398_c0 : memref<1xi64> to memref<?xi64>
      %l399 = memref.cast %b_l399_c0 : memref<1xi64> to memref<?xi64>
      %l400 = memref.cast %b_l400_c0 : memref<1xi64> to memref<?xi64>
      %l401 = memref.cast %b_l401_c0 : memref<1xi64> to memref<?xi64>
      %l402 = memref.cast %b_l402_c0 : memref<1xi64> to memref<?xi64>
      %l403 = memref.cast %b_l403_c0 : memref<1xi64> to memref<?xi64>
      %l404 = memref.cast %b_l404_c0 : memref<1xi32> to memref<?xi32>
      %l405 = memref.cast %b_l405_c0 : memref<1xi64> to memref<?xi64>
      %l406 = memref.cast %b_l406_c0 : memref<1xi64> to memref<?xi64>
      %l407 = memref.cast %b_l407_c0 : memref<1xi64> to memref<?xi64>
      %l408 = memref.cast %b_l408_c0 : memref<1xi64> to memref<?xi64>
      %l409 = memref.cast %b_l409_c0 : memref<1xi64> to memref<?xi64>
      %l410 = memref.cast %b_l410_c0 : memref<1xi64> to memref<?xi64>
      %l411 = memref.cast %b_l411_c0 : memref<1xi64> to memref<?xi64>
      %l412 = memref.cast %b_l412_c0 : memref<1xi32> to memref<?xi32>
      %l413 = memref.cast %b_l413_c0 : memref<1xi32> to memref<?xi32>
      %l414 = memref.cast %b_l414_c0 : memref<1xi32> to memref<?xi32>
      %l415 = memref.cast %b_l415_c0 : memref<1xf32> to memref<?xf32>
      %l416 = memref.cast %b_l416_c0 : memref<1xf32> to memref<?xf32>
      %l417 = memref.cast %b_l417_c0 : memref<1xf32> to memref<?xf32>
      %l418 = memref.cast %b_l418_c0 : memref<1xf32> to memref<?xf32>
      %l419 = memref.cast %b_l419_c0 : memref<1xi32> to memref<?xi32>
      %l420 = memref.cast %b_l420_c0 : memref<1xi32> to memref<?xi32>
      %l421 = memref.cast %b_l421_c0 : memref<1xf32> to memref<?xf32>
      %l422 = memref.cast %b_l422_c0 : memref<1xf32> to memref<?xf32>
      %l423 = memref.cast %b_l423_c0 : memref<1xf32> to memref<?xf32>
      %l424 = memref.cast %b_l424_c0 : memref<1xf32> to memref<?xf32>
      %l425 = memref.cast %b_l425_c0 : memref<1xi32> to memref<?xi32>
      %l426 = memref.cast %b_l426_c0 : memref<1xi32> to memref<?xi32>
      %l427 = memref.cast %b_l427_c0 : memref<1xi32> to memref<?xi32>
      %l428 = memref.cast %b_l428_c0 : memref<1xi32> to memref<?xi32>
      %l429 = memref.cast %b_l429_c0 : memref<1xf32> to memref<?xf32>
      %l430 = memref.cast %b_l430_c0 : memref<1xf32> to memref<?xf32>
      %l431 = memref.cast %b_l431_c0 : memref<1xf32> to memref<?xf32>
      %l432 = memref.cast %b_l432_c0 : memref<1xf32> to memref<?xf32>
      %l433 = memref.cast %b_l433_c0 : memref<1xi32> to memref<?xi32>
      %l434 = memref.cast %b_l434_c0 : memref<1xi32> to memref<?xi32>
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
      %l447 = memref.cast %b_l447_c0 : memref<1xi32> to memref<?xi32>
      %l448 = memref.cast %b_l448_c0 : memref<1xi32> to memref<?xi32>
      %l449 = memref.cast %b_l449_c0 : memref<1xf32> to memref<?xf32>
      %l450 = memref.cast %b_l450_c0 : memref<1xf32> to memref<?xf32>
      %l451 = memref.cast %b_l451_c0 : memref<1xf32> to memref<?xf32>
      %l452 = memref.cast %b_l452_c0 : memref<1xf32> to memref<?xf32>
      %l453 = memref.cast %b_l453_c0 : memref<1xi32> to memref<?xi32>
      %l454 = memref.cast %b_l454_c0 : memref<1xi32> to memref<?xi32>
      %l455 = memref.cast %b_l455_c0 : memref<1xi32> to memref<?xi32>
      %l456 = memref.cast %b_l456_c0 : memref<1xi32> to memref<?xi32>
      %l457 = memref.cast %b_l457_c0 : memref<1xf32> to memref<?xf32>
      %l458 = memref.cast %b_l458_c0 : memref<1xf32> to memref<?xf32>
      %l459 = memref.cast %b_l459_c0 : memref<1xf32> to memref<?xf32>
      %l460 = memref.cast %b_l460_c0 : memref<1xf32> to memref<?xf32>
      %l461 = memref.cast %b_l461_c0 : memref<1xi32> to memref<?xi32>
      %l462 = memref.cast %b_l462_c0 : memref<1xi32> to memref<?xi32>
      %l463 = memref.cast %b_l463_c0 : memref<1xi32> to memref<?xi32>
      %l464 = memref.cast %b_l464_c0 : memref<1xi32> to memref<?xi32>
      %l465 = memref.cast %b_l465_c0 : memref<1xf32> to memref<?xf32>
      %l466 = memref.cast %b_l466_c0 : memref<1xf32> to memref<?xf32>
      %l467 = memref.cast %b_l467_c0 : memref<1xf32> to memref<?xf32>
      %l468 = memref.cast %b_l468_c0 : memref<1xf32> to memref<?xf32>
      %l469 = memref.cast %b_l469_c0 : memref<1xi32> to memref<?xi32>
      %l470 = memref.cast %b_l470_c0 : memref<1xi32> to memref<?xi32>
      %l471 = memref.cast %b_l471_c0 : memref<1xi32> to memref<?xi32>
      %l472 = memref.cast %b_l472_c0 : memref<1xi32> to memref<?xi32>
      %l473 = memref.cast %b_l473_c0 : memref<1xi32> to memref<?xi32>
      %l474 = memref.cast %b_l474_c0 : memref<1xi32> to memref<?xi32>
      %l475 = memref.cast %b_l475_c0 : memref<1xi32> to memref<?xi32>
      %l476 = memref.cast %b_l476_c0 : memref<1xf32> to memref<?xf32>
      %l477 = memref.cast %b_l477_c0 : memref<1xi1> to memref<?xi1>
      %l478 = memref.cast %b_l478_c0 : memref<1xi32> to memref<?xi32>
      %l479 = memref.cast %b_l479_c0 : memref<1xi32> to memref<?xi32>
      %l480 = memref.cast %b_l480_c0 : memref<1xi32> to memref<?xi32>
      %l481 = memref.cast %b_l481_c0 : memref<1xf32> to memref<?xf32>
      %l482 = memref.cast %b_l482_c0 : memref<1xi1> to memref<?xi1>
      %l483 = memref.cast %b_l483_c0 : memref<1xi32> to memref<?xi32>
      %l484 = memref.cast %b_l484_c0 : memref<1xi32> to memref<?xi32>
      %l485 = memref.cast %b_l485_c0 : memref<1xi32> to memref<?xi32>
      %l486 = memref.cast %b_l486_c0 : memref<1xf32> to memref<?xf32>
      %l487 = memref.cast %b_l487_c0 : memref<1xi1> to memref<?xi1>
      %l488 = memref.cast %b_l488_c0 : memref<1xf32> to memref<?xf32>
      %l489 = memref.cast %b_l489_c0 : memref<1xf32> to memref<?xf32>
      %l490 = memref.cast %b_l490_c0 : memref<1xf32> to memref<?xf32>
      %l491 = memref.cast %b_l491_c0 : memref<1xf32> to memref<?xf32>
      %l492 = memref.cast %b_l492_c0 : memref<1xf32> to memref<?xf32>
      %l493 = memref.cast %b_l493_c0 : memref<1xi64> to memref<?xi64>
      %l494 = memref.cast %b_l494_c0 : memref<1xi64> to memref<?xi64>
      %l495 = memref.cast %b_l495_c0 : memref<1xi64> to memref<?xi64>
      %l496 = memref.cast %b_l496_c0 : memref<1xi64> to memref<?xi64>
      %l497 = memref.cast %b_l497_c0 : memref<1xi64> to memref<?xi64>
      %l498 = memref.cast %b_l498_c0 : memref<1xi64> to memref<?xi64>
      %l499 = memref.cast %b_l499_c0 : memref<1xi64> to memref<?xi64>
      %l500 = memref.cast %b_l500_c0 : memref<1xi32> to memref<?xi32>
      %l501 = memref.cast %b_l501_c0 : memref<1xi64> to memref<?xi64>
      %l502 = memref.cast %b_l502_c0 : memref<1xi64> to memref<?xi64>
      %l503 = memref.cast %b_l503_c0 : memref<1xi64> to memref<?xi64>
      %l504 = memref.cast %b_l504_c0 : memref<1xi64> to memref<?xi64>
      %l505 = memref.cast %b_l505_c0 : memref<1xi64> to memref<?xi64>
      %l506 = memref.cast %b_l506_c0 : memref<1xi64> to memref<?xi64>
      %l507 = memref.cast %b_l507_c0 : memref<1xi64> to memref<?xi64>
      %l508 = memref.cast %b_l508_c0 : memref<1xi32> to memref<?xi32>
      %l509 = memref.cast %b_l509_c0 : memref<1xi32> to memref<?xi32>
      %l510 = memref.cast %b_l510_c0 : memref<1xi32> to memref<?xi32>
      %l511 = memref.cast %b_l511_c0 : memref<1xf32> to memref<?xf32>
      %l512 = memref.cast %b_l512_c0 : memref<1xf32> to memref<?xf32>
      %l513 = memref.cast %b_l513_c0 : memref<1xf32> to memref<?xf32>
      %l514 = memref.cast %b_l514_c0 : memref<1xf32> to memref<?xf32>
      %l515 = memref.cast %b_l515_c0 : memref<1xi32> to memref<?xi32>
      %l516 = memref.cast %b_l516_c0 : memref<1xi32> to memref<?xi32>
      %l517 = memref.cast %b_l517_c0 : memref<1xf32> to memref<?xf32>
      %l518 = memref.cast %b_l518_c0 : memref<1xf32> to memref<?xf32>
      %l519 = memref.cast %b_l519_c0 : memref<1xf32> to memref<?xf32>
      %l520 = memref.cast %b_l520_c0 : memref<1xf32> to memref<?xf32>
      %l521 = memref.cast %b_l521_c0 : memref<1xi32> to memref<?xi32>
      %l522 = memref.cast %b_l522_c0 : memref<1xi32> to memref<?xi32>
      %l523 = memref.cast %b_l523_c0 : memref<1xi32> to memref<?xi32>
      %l524 = memref.cast %b_l524_c0 : memref<1xi32> to memref<?xi32>
      %l525 = memref.cast %b_l525_c0 : memref<1xf32> to memref<?xf32>
      %l526 = memref.cast %b_l526_c0 : memref<1xf32> to memref<?xf32>
      %l527 = memref.cast %b_l527_c0 : memref<1xf32> to memref<?xf32>
      %l528 = memref.cast %b_l528_c0 : memref<1xf32> to memref<?xf32>
      %l529 = memref.cast %b_l529_c0 : memref<1xi32> to memref<?xi32>
      %l530 = memref.cast %b_l530_c0 : memref<1xi32> to memref<?xi32>
      %l531 = memref.cast %b_l531_c0 : memref<1xi32> to memref<?xi32>
      %l532 = memref.cast %b_l532_c0 : memref<1xi32> to memref<?xi32>
      %l533 = memref.cast %b_l533_c0 : memref<1xf32> to memref<?xf32>
      %l534 = memref.cast %b_l534_c0 : memref<1xf32> to memref<?xf32>
      %l535 = memref.cast %b_l535_c0 : memref<1xf32> to memref<?xf32>
      %l536 = memref.cast %b_l536_c0 : memref<1xf32> to memref<?xf32>
      %l537 = memref.cast %b_l537_c0 : memref<1xi32> to memref<?xi32>
      %l538 = memref.cast %b_l538_c0 : memref<1xi32> to memref<?xi32>
      %l539 = memref.cast %b_l539_c0 : memref<1xf32> to memref<?xf32>
      %l540 = memref.cast %b_l540_c0 : memref<1xf32> to memref<?xf32>
      %l541 = memref.cast %b_l541_c0 : memref<1xf32> to memref<?xf32>
      %l542 = memref.cast %b_l542_c0 : memref<1xf32> to memref<?xf32>
      %l543 = memref.cast %b_l543_c0 : memref<1xi32> to memref<?xi32>
      %l544 = memref.cast %b_l544_c0 : memref<1xi32> to memref<?xi32>
      %l545 = memref.cast %b_l545_c0 : memref<1xf32> to memref<?xf32>
      %l546 = memref.cast %b_l546_c0 : memref<1xf32> to memref<?xf32>
      %l547 = memref.cast %b_l547_c0 : memref<1xf32> to memref<?xf32>
      %l548 = memref.cast %b_l548_c0 : memref<1xf32> to memref<?xf32>
      %l549 = memref.cast %b_l549_c0 : memref<1xi32> to memref<?xi32>
      %l550 = memref.cast %b_l550_c0 : memref<1xi32> to memref<?xi32>
      %l551 = memref.cast %b_l551_c0 : memref<1xi32> to memref<?xi32>
      %l552 = memref.cast %b_l552_c0 : memref<1xi32> to memref<?xi32>
      %l553 = memref.cast %b_l553_c0 : memref<1xf32> to memref<?xf32>
      %l554 = memref.cast %b_l554_c0 : memref<1xf32> to memref<?xf32>
      %l555 = memref.cast %b_l555_c0 : memref<1xf32> to memref<?xf32>
      %l556 = memref.cast %b_l556_c0 : memref<1xf32> to memref<?xf32>
      %l557 = memref.cast %b_l557_c0 : memref<1xi32> to memref<?xi32>
      %l558 = memref.cast %b_l558_c0 : memref<1xi32> to memref<?xi32>
      %l559 = memref.cast %b_l559_c0 : memref<1xi32> to memref<?xi32>
      %l560 = memref.cast %b_l560_c0 : memref<1xi32> to memref<?xi32>
      %l561 = memref.cast %b_l561_c0 : memref<1xf32> to memref<?xf32>
      %l562 = memref.cast %b_l562_c0 : memref<1xf32> to memref<?xf32>
      %l563 = memref.cast %b_l563_c0 : memref<1xf32> to memref<?xf32>
      %l564 = memref.cast %b_l564_c0 : memref<1xf32> to memref<?xf32>
      %l565 = memref.cast %b_l565_c0 : memref<1xi32> to memref<?xi32>
      %l566 = memref.cast %b_l566_c0 : memref<1xi32> to memref<?xi32>
      %l567 = memref.cast %b_l567_c0 : memref<1xi32> to memref<?xi32>
      %l568 = memref.cast %b_l568_c0 : memref<1xi32> to memref<?xi32>
      %l569 = memref.cast %b_l569_c0 : memref<1xi32> to memref<?xi32>
      %l570 = memref.cast %b_l570_c0 : memref<1xi32> to memref<?xi32>
      %l571 = memref.cast %b_l571_c0 : memref<1xi32> to memref<?xi32>
      %l572 = memref.cast %b_l572_c0 : memref<1xf32> to memref<?xf32>
      %l573 = memref.cast %b_l573_c0 : memref<1xi1> to memref<?xi1>
      %l574 = memref.cast %b_l574_c0 : memref<1xi32> to memref<?xi32>
      %l575 = memref.cast %b_l575_c0 : memref<1xi32> to memref<?xi32>
      %l576 = memref.cast %b_l576_c0 : memref<1xi32> to memref<?xi32>
      %l577 = memref.cast %b_l577_c0 : memref<1xf32> to memref<?xf32>
      %l578 = memref.cast %b_l578_c0 : memref<1xi1> to memref<?xi1>
      %l579 = memref.cast %b_l579_c0 : memref<1xi32> to memref<?xi32>
      %l580 = memref.cast %b_l580_c0 : memref<1xi32> to memref<?xi32>
      %l581 = memref.cast %b_l581_c0 : memref<1xi32> to memref<?xi32>
      %l582 = memref.cast %b_l582_c0 : memref<1xf32> to memref<?xf32>
      %l583 = memref.cast %b_l583_c0 : memref<1xi1> to memref<?xi1>
      %l584 = memref.cast %b_l584_c0 : memref<1xf32> to memref<?xf32>
      %l585 = memref.cast %b_l585_c0 : memref<1xf32> to memref<?xf32>
      %l586 = memref.cast %b_l586_c0 : memref<1xf32> to memref<?xf32>
      %l587 = memref.cast %b_l587_c0 : memref<1xf32> to memref<?xf32>
      %l588 = memref.cast %b_l588_c0 : memref<1xf32> to memref<?xf32>
      %l589 = memref.cast %b_l589_c0 : memref<1xi32> to memref<?xi32>
      %l590 = memref.cast %b_l590_c0 : memref<1xi32> to memref<?xi32>
      %l591 = memref.cast %b_l591_c0 : memref<1xi32> to memref<?xi32>
      %l592 = memref.cast %b_l592_c0 : memref<1xi32> to memref<?xi32>
      %l593 = memref.cast %b_l593_c0 : memref<1xi1> to memref<?xi1>
      %l594 = memref.cast %b_l594_c0 : memref<1xi32> to memref<?xi32>
      %l595 = memref.cast %b_l595_c0 : memref<1xi1> to memref<?xi1>
      %l596 = memref.cast %b_l596_c0 : memref<1xi32> to memref<?xi32>
      %l597 = memref.cast %b_l597_c0 : memref<1xi32> to memref<?xi32>
      %l598 = memref.cast %b_l598_c0 : memref<1xi1> to memref<?xi1>
      %l599 = memref.cast %b_l599_c0 : memref<1xi1> to memref<?xi1>
      %l600 = memref.cast %b_l600_c0 : memref<1xi1> to memref<?xi1>
      %l601 = memref.cast %b_l601_c0 : memref<1xi32> to memref<?xi32>
      %l602 = memref.cast %b_l602_c0 : memref<1xi32> to memref<?xi32>
      %l603 = memref.cast %b_l603_c0 : memref<1xi1> to memref<?xi1>
      %l604 = memref.cast %b_l604_c0 : memref<1xi32> to memref<?xi32>
      %l605 = memref.cast %b_l605_c0 : memref<1xi32> to memref<?xi32>
      %l606 = memref.cast %b_l606_c0 : memref<1xi32> to memref<?xi32>
      %l607 = memref.cast %b_l607_c0 : memref<1xi32> to memref<?xi32>
      %l608 = memref.cast %b_l608_c0 : memref<1xi32> to memref<?xi32>
      %l609 = memref.cast %b_l609_c0 : memref<1xi32> to memref<?xi32>
      %l610 = memref.cast %b_l610_c0 : memref<1xi32> to memref<?xi32>
      %l611 = memref.cast %b_l611_c0 : memref<1xi32> to memref<?xi32>
      %l612 = memref.cast %b_l612_c0 : memref<1xi32> to memref<?xi32>
      %l613 = memref.cast %b_l613_c0 : memref<1xi64> to memref<?xi64>
      %l614 = memref.cast %b_l614_c0 : memref<1xi64> to memref<?xi64>
      %l615 = memref.cast %b_l615_c0 : memref<1xi64> to memref<?xi64>
      %l616 = memref.cast %b_l616_c0 : memref<1xi64> to memref<?xi64>
      %l617 = memref.cast %b_l617_c0 : memref<1xi64> to memref<?xi64>
      %l618 = memref.cast %b_l618_c0 : memref<1xi64> to memref<?xi64>
      %l619 = memref.cast %b_l619_c0 : memref<1xi64> to memref<?xi64>
      %l620 = memref.cast %b_l620_c0 : memref<1xi64> to memref<?xi64>
      %l621 = memref.cast %b_l621_c0 : memref<1xi1> to memref<?xi1>
      %l622 = memref.cast %b_l622_c0 : memref<1xi1> to memref<?xi1>
      %l623 = memref.cast %b_l623_c0 : memref<1xi1> to memref<?xi1>
      %l624 = memref.cast %b_l624_c0 : memref<1xi1> to memref<?xi1>
      %l625 = memref.cast %b_l625_c0 : memref<1xi1> to memref<?xi1>
      %l626 = memref.cast %b_l626_c0 : memref<1xi1> to memref<?xi1>
      %l627 = memref.cast %b_l627_c0 : memref<1xi1> to memref<?xi1>
      %l628 = memref.cast %b_l628_c0 : memref<1xi1> to memref<?xi1>
      %l629 = memref.cast %b_l629_c0 : memref<1xf32> to memref<?xf32>
      %l630 = memref.cast %b_l630_c0 : memref<1xf32> to memref<?xf32>
      %l631 = memref.cast %b_l631_c0 : memref<1xf32> to memref<?xf32>
      %l632 = memref.cast %b_l632_c0 : memref<1xf32> to memref<?xf32>
      %l633 = memref.cast %b_l633_c0 : memref<1xf32> to memref<?xf32>
      %l634 = memref.cast %b_l634_c0 : memref<1xf32> to memref<?xf32>
      %l635 = memref.cast %b_l635_c0 : memref<1xf32> to memref<?xf32>
      %l636 = memref.cast %b_l636_c0 : memref<1xf32> to memref<?xf32>
      %l637 = memref.cast %b_l637_c0 : memref<1xi32> to memref<?xi32>
      %l638 = memref.cast %b_l638_c0 : memref<1xi32> to memref<?xi32>
      %l639 = memref.cast %b_l639_c0 : memref<1xi32> to memref<?xi32>
      %l640 = memref.cast %b_l640_c0 : memref<1xi32> to memref<?xi32>
      %l641 = memref.cast %b_l641_c0 : memref<1xi32> to memref<?xi32>
      %l642 = memref.cast %b_l642_c0 : memref<1xi32> to memref<?xi32>
      %l643 = memref.cast %b_l643_c0 : memref<1xi64> to memref<?xi64>
      %l644 = memref.cast %b_l644_c0 : memref<1xi64> to memref<?xi64>
      %l645 = memref.cast %b_l645_c0 : memref<1xi64> to memref<?xi64>
      %l646 = memref.cast %b_l646_c0 : memref<1xi64> to memref<?xi64>
      %l647 = memref.cast %b_l647_c0 : memref<1xi1> to memref<?xi1>
      %l648 = memref.cast %b_l648_c0 : memref<1xi1> to memref<?xi1>
      %l649 = memref.cast %b_l649_c0 : memref<1xi1> to memref<?xi1>
      %l650 = memref.cast %b_l650_c0 : memref<1xi1> to memref<?xi1>
      %l651 = memref.cast %b_l651_c0 : memref<1xi32> to memref<?xi32>
      %l652 = memref.cast %b_l652_c0 : memref<1xi32> to memref<?xi32>
      %l653 = memref.cast %b_l653_c0 : memref<1xi32> to memref<?xi32>
      %l654 = memref.cast %b_l654_c0 : memref<1xi32> to memref<?xi32>
      %l655 = memref.cast %b_l655_c0 : memref<1xf32> to memref<?xf32>
      %l656 = memref.cast %b_l656_c0 : memref<1xi1> to memref<?xi1>
      %l657 = memref.cast %b_l657_c0 : memref<1xf32> to memref<?xf32>
      %l658 = memref.cast %b_l658_c0 : memref<1xi1> to memref<?xi1>
      %l659 = memref.cast %b_l659_c0 : memref<1xf32> to memref<?xf32>
      %l660 = memref.cast %b_l660_c0 : memref<1xi1> to memref<?xi1>
      %l661 = memref.cast %b_l661_c0 : memref<1xf32> to memref<?xf32>
      %l662 = memref.cast %b_l662_c0 : memref<1xi64> to memref<?xi64>
      %l663 = memref.cast %b_l663_c0 : memref<1xi64> to memref<?xi64>
      %l664 = memref.cast %b_l664_c0 : memref<1xi64> to memref<?xi64>
      %l665 = memref.cast %b_l665_c0 : memref<1xi64> to memref<?xi64>
      %l666 = memref.cast %b_l666_c0 : memref<1xi64> to memref<?xi64>
      %l667 = memref.cast %b_l667_c0 : memref<1xi32> to memref<?xi32>
      %l668 = memref.cast %b_l668_c0 : memref<1xi64> to memref<?xi64>
      %l669 = memref.cast %b_l669_c0 : memref<1xi64> to memref<?xi64>
      %l670 = memref.cast %b_l670_c0 : memref<1xi32> to memref<?xi32>
      %l671 = memref.cast %b_l671_c0 : memref<1xi64> to memref<?xi64>
      %l672 = memref.cast %b_l672_c0 : memref<1xi64> to memref<?xi64>
      %l673 = memref.cast %b_l673_c0 : memref<1xi64> to memref<?xi64>
      %l674 = memref.cast %b_l674_c0 : memref<1xi64> to memref<?xi64>
      %l675 = memref.cast %b_l675_c0 : memref<1xi64> to memref<?xi64>
      %l676 = memref.cast %b_l676_c0 : memref<1xi32> to memref<?xi32>
      %l677 = memref.cast %b_l677_c0 : memref<1xi64> to memref<?xi64>
      %l678 = memref.cast %b_l678_c0 : memref<1xi64> to memref<?xi64>
      %l679 = memref.cast %b_l679_c0 : memref<1xi32> to memref<?xi32>
      %l680 = memref.cast %b_l680_c0 : memref<1xi32> to memref<?xi32>
      %l681 = memref.cast %b_l681_c0 : memref<1xi32> to memref<?xi32>
      %l682 = memref.cast %b_l682_c0 : memref<1xf32> to memref<?xf32>
      %l683 = memref.cast %b_l683_c0 : memref<1xf32> to memref<?xf32>
      %l684 = memref.cast %b_l684_c0 : memref<1xf32> to memref<?xf32>
      %l685 = memref.cast %b_l685_c0 : memref<1xf32> to memref<?xf32>
      %l686 = memref.cast %b_l686_c0 : memref<1xi32> to memref<?xi32>
      %l687 = memref.cast %b_l687_c0 : memref<1xi32> to memref<?xi32>
      %l688 = memref.cast %b_l688_c0 : memref<1xf32> to memref<?xf32>
      %l689 = memref.cast %b_l689_c0 : memref<1xf32> to memref<?xf32>
      %l690 = memref.cast %b_l690_c0 : memref<1xf32> to memref<?xf32>
      %l691 = memref.cast %b_l691_c0 : memref<1xf32> to memref<?xf32>
      %l692 = memref.cast %b_l692_c0 : memref<1xi32> to memref<?xi32>
      %l693 = memref.cast %b_l693_c0 : memref<1xi32> to memref<?xi32>
      %l694 = memref.cast %b_l694_c0 : memref<1xi32> to memref<?xi32>
      %l695 = memref.cast %b_l695_c0 : memref<1xi32> to memref<?xi32>
      %l696 = memref.cast %b_l696_c0 : memref<1xf32> to memref<?xf32>
      %l697 = memref.cast %b_l697_c0 : memref<1xf32> to memref<?xf32>
      %l698 = memref.cast %b_l698_c0 : memref<1xf32> to memref<?xf32>
      %l699 = memref.cast %b_l699_c0 : memref<1xf32> to memref<?xf32>
      %l700 = memref.cast %b_l700_c0 : memref<1xi32> to memref<?xi32>
      %l701 = memref.cast %b_l701_c0 : memref<1xi32> to memref<?xi32>
      %l702 = memref.cast %b_l702_c0 : memref<1xi32> to memref<?xi32>
      %l703 = memref.cast %b_l703_c0 : memref<1xi32> to memref<?xi32>
      %l704 = memref.cast %b_l704_c0 : memref<1xf32> to memref<?xf32>
      %l705 = memref.cast %b_l705_c0 : memref<1xf32> to memref<?xf32>
      %l706 = memref.cast %b_l706_c0 : memref<1xf32> to memref<?xf32>
      %l707 = memref.cast %b_l707_c0 : memref<1xf32> to memref<?xf32>
      %l708 = memref.cast %b_l708_c0 : memref<1xi32> to memref<?xi32>
      %l709 = memref.cast %b_l709_c0 : memref<1xi32> to memref<?xi32>
      %l710 = memref.cast %b_l710_c0 : memref<1xf32> to memref<?xf32>
      %l711 = memref.cast %b_l711_c0 : memref<1xf32> to memref<?xf32>
      %l712 = memref.cast %b_l712_c0 : memref<1xf32> to memref<?xf32>
      %l713 = memref.cast %b_l713_c0 : memref<1xf32> to memref<?xf32>
      %l714 = memref.cast %b_l714_c0 : memref<1xi32> to memref<?xi32>
      %l715 = memref.cast %b_l715_c0 : memref<1xi32> to memref<?xi32>
      %l716 = memref.cast %b_l716_c0 : memref<1xf32> to memref<?xf32>
      %l717 = memref.cast %b_l717_c0 : memref<1xf32> to memref<?xf32>
      %l718 = memref.cast %b_l718_c0 : memref<1xf32> to memref<?xf32>
      %l719 = memref.cast %b_l719_c0 : memref<1xf32> to memref<?xf32>
      %l720 = memref.cast %b_l720_c0 : memref<1xi32> to memref<?xi32>
      %l721 = memref.cast %b_l721_c0 : memref<1xi32> to memref<?xi32>
      %l722 = memref.cast %b_l722_c0 : memref<1xi32> to memref<?xi32>
      %l723 = memref.cast %b_l723_c0 : memref<1xi32> to memref<?xi32>
      %l724 = memref.cast %b_l724_c0 : memref<1xf32> to memref<?xf32>
      %l725 = memref.cast %b_l725_c0 : memref<1xf32> to memref<?xf32>
      %l726 = memref.cast %b_l726_c0 : memref<1xf32> to memref<?xf32>
      %l727 = memref.cast %b_l727_c0 : memref<1xf32> to memref<?xf32>
      %l728 = memref.cast %b_l728_c0 : memref<1xi32> to memref<?xi32>
      %l729 = memref.cast %b_l729_c0 : memref<1xi32> to memref<?xi32>
      %l730 = memref.cast %b_l730_c0 : memref<1xi32> to memref<?xi32>
      %l731 = memref.cast %b_l731_c0 : memref<1xi32> to memref<?xi32>
      %l732 = memref.cast %b_l732_c0 : memref<1xf32> to memref<?xf32>
      %l733 = memref.cast %b_l733_c0 : memref<1xf32> to memref<?xf32>
      %l734 = memref.cast %b_l734_c0 : memref<1xf32> to memref<?xf32>
      %l735 = memref.cast %b_l735_c0 : memref<1xf32> to memref<?xf32>
      %l736 = memref.cast %b_l736_c0 : memref<1xi32> to memref<?xi32>
      %l737 = memref.cast %b_l737_c0 : memref<1xi32> to memref<?xi32>
      %l738 = memref.cast %b_l738_c0 : memref<1xi32> to memref<?xi32>
      %l739 = memref.cast %b_l739_c0 : memref<1xi32> to memref<?xi32>
      %l740 = memref.cast %b_l740_c0 : memref<1xi32> to memref<?xi32>
      %l741 = memref.cast %b_l741_c0 : memref<1xi32> to memref<?xi32>
      %l742 = memref.cast %b_l742_c0 : memref<1xi32> to memref<?xi32>
      %l743 = memref.cast %b_l743_c0 : memref<1xi32> to memref<?xi32>
      %l744 = memref.cast %b_l744_c0 : memref<1xf32> to memref<?xf32>
      %l745 = memref.cast %b_l745_c0 : memref<1xi1> to memref<?xi1>
      %l746 = memref.cast %b_l746_c0 : memref<1xi32> to memref<?xi32>
      %l747 = memref.cast %b_l747_c0 : memref<1xi32> to memref<?xi32>
      %l748 = memref.cast %b_l748_c0 : memref<1xi32> to memref<?xi32>
      %l749 = memref.cast %b_l749_c0 : memref<1xf32> to memref<?xf32>
      %l750 = memref.cast %b_l750_c0 : memref<1xi1> to memref<?xi1>
      %l751 = memref.cast %b_l751_c0 : memref<1xi32> to memref<?xi32>
      %l752 = memref.cast %b_l752_c0 : memref<1xi32> to memref<?xi32>
      %l753 = memref.cast %b_l753_c0 : memref<1xi32> to memref<?xi32>
      %l754 = memref.cast %b_l754_c0 : memref<1xf32> to memref<?xf32>
      %l755 = memref.cast %b_l755_c0 : memref<1xi1> to memref<?xi1>
      %l756 = memref.cast %b_l756_c0 : memref<1xf32> to memref<?xf32>
      %l757 = memref.cast %b_l757_c0 : memref<1xf32> to memref<?xf32>
      %l758 = memref.cast %b_l758_c0 : memref<1xf32> to memref<?xf32>
      %l759 = memref.cast %b_l759_c0 : memref<1xf32> to memref<?xf32>
      %l760 = memref.cast %b_l760_c0 : memref<1xf32> to memref<?xf32>
      %l761 = memref.cast %b_l761_c0 : memref<1xi1> to memref<?xi1>
      %l762 = memref.cast %b_l762_c0 : memref<1xf32> to memref<?xf32>
      %l763 = memref.cast %b_l763_c0 : memref<1xi1> to memref<?xi1>
      %l764 = memref.cast %b_l764_c0 : memref<1xf32> to memref<?xf32>
      %l765 = memref.cast %b_l765_c0 : memref<1xi1> to memref<?xi1>
      %l766 = memref.cast %b_l766_c0 : memref<1xf32> to memref<?xf32>
      %l767 = memref.cast %b_l767_c0 : memref<1xi1> to memref<?xi1>
      %l768 = memref.cast %b_l768_c0 : memref<1xf32> to memref<?xf32>
      %l769 = memref.cast %b_l769_c0 : memref<1xf32> to memref<?xf32>
      %l770 = memref.cast %b_l770_c0 : memref<1xf32> to memref<?xf32>
      %l771 = memref.cast %b_l771_c0 : memref<1xf32> to memref<?xf32>
      %l772 = memref.cast %b_l772_c0 : memref<1xf32> to memref<?xf32>
      %l773 = memref.cast %b_l773_c0 : memref<1xi64> to memref<?xi64>
      %l774 = memref.cast %b_l774_c0 : memref<1xi64> to memref<?xi64>
      %l779 = memref.cast %b_l779_c0 : memref<1xi1> to memref<?xi1>
      %l780 = memref.cast %b_l780_c0 : memref<1xi1> to memref<?xi1>
      %l781 = memref.cast %b_l781_c0 : memref<1xi1> to memref<?xi1>
      %l782 = memref.cast %b_l782_c0 : memref<1xi1> to memref<?xi1>
      %l784 = memref.cast %b_l784_c0 : memref<1xi64> to memref<?xi64>
      %l785 = memref.cast %b_l785_c0 : memref<1xi1> to memref<?xi1>
      %l786 = memref.cast %b_l786_c0 : memref<1xi64> to memref<?xi64>
      %l787 = memref.cast %b_l787_c0 : memref<1xi1> to memref<?xi1>
      %l788 = memref.cast %b_l788_c0 : memref<1xi64> to memref<?xi64>
      %l789 = memref.cast %b_l789_c0 : memref<1xi64> to memref<?xi64>
      %l790 = memref.cast %b_l790_c0 : memref<1xi64> to memref<?xi64>
      %l791 = memref.cast %b_l791_c0 : memref<1xi64> to memref<?xi64>
      %l792 = memref.cast %b_l792_c0 : memref<1xi64> to memref<?xi64>
      %l793 = memref.cast %b_l793_c0 : memref<1xi64> to memref<?xi64>
      %l794 = memref.cast %b_l794_c0 : memref<1xi64> to memref<?xi64>
      %l795 = memref.cast %b_l795_c0 : memref<1xi64> to memref<?xi64>
      %l796 = memref.cast %b_l796_c0 : memref<1xi1> to memref<?xi1>
      %l797 = memref.cast %b_l797_c0 : memref<1xi1> to memref<?xi1>
      %l798 = memref.cast %b_l798_c0 : memref<1xi1> to memref<?xi1>
      %l799 = memref.cast %b_l799_c0 : memref<1xi1> to memref<?xi1>
      %l800 = memref.cast %b_l800_c0 : memref<1xi1> to memref<?xi1>
      %l801 = memref.cast %b_l801_c0 : memref<1xi1> to memref<?xi1>
      %l802 = memref.cast %b_l802_c0 : memref<1xi1> to memref<?xi1>
      %l803 = memref.cast %b_l803_c0 : memref<1xi1> to memref<?xi1>
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
      %l816 = memref.cast %b_l816_c0 : memref<1xi64> to memref<?xi64>
      %l817 = memref.cast %b_l817_c0 : memref<1xi1> to memref<?xi1>
      %l818 = memref.cast %b_l818_c0 : memref<1xi64> to memref<?xi64>
      %l819 = memref.cast %b_l819_c0 : memref<1xi64> to memref<?xi64>
      %l820 = memref.cast %b_l820_c0 : memref<1xi64> to memref<?xi64>
      %l821 = memref.cast %b_l821_c0 : memref<1xi64> to memref<?xi64>
      %l822 = memref.cast %b_l822_c0 : memref<1xi1> to memref<?xi1>
      %l823 = memref.cast %b_l823_c0 : memref<1xi1> to memref<?xi1>
      %l824 = memref.cast %b_l824_c0 : memref<1xf32> to memref<?xf32>
      %l825 = memref.cast %b_l825_c0 : memref<1xi64> to memref<?xi64>
      %l826 = memref.cast %b_l826_c0 : memref<1xi1> to memref<?xi1>
      %l827 = memref.cast %b_l827_c0 : memref<1xi1> to memref<?xi1>
      %l828 = memref.cast %b_l828_c0 : memref<1xf32> to memref<?xf32>
      %l829 = memref.cast %b_l829_c0 : memref<1xi64> to memref<?xi64>
      %l830 = memref.cast %b_l830_c0 : memref<1xi1> to memref<?xi1>
      %l831 = memref.cast %b_l831_c0 : memref<1xi1> to memref<?xi1>
      %l832 = memref.cast %b_l832_c0 : memref<1xf32> to memref<?xf32>
      %l833 = memref.cast %b_l833_c0 : memref<1xi64> to memref<?xi64>
      %l834 = memref.cast %b_l834_c0 : memref<1xi1> to memref<?xi1>
      %l835 = memref.cast %b_l835_c0 : memref<1xi1> to memref<?xi1>
      %l836 = memref.cast %b_l836_c0 : memref<1xf32> to memref<?xf32>
      %l837 = memref.cast %b_l837_c0 : memref<1xi64> to memref<?xi64>
      %l839 = memref.cast %b_l839_c0 : memref<1xi64> to memref<?xi64>
      %l840 = memref.cast %b_l840_c0 : memref<1xi64> to memref<?xi64>
      %l841 = memref.cast %b_l841_c0 : memref<1xi64> to memref<?xi64>
      %l842 = memref.cast %b_l842_c0 : memref<1xi64> to memref<?xi64>
      %l843 = memref.cast %b_l843_c0 : memref<1xi64> to memref<?xi64>
      %l845 = memref.cast %b_l845_c0 : memref<1xi64> to memref<?xi64>
      %l846 = memref.cast %b_l846_c0 : memref<1xi64> to memref<?xi64>
      %l847 = memref.cast %b_l847_c0 : memref<1xi64> to memref<?xi64>
      %l848 = memref.cast %b_l848_c0 : memref<1xi64> to memref<?xi64>
      %l849 = memref.cast %b_l849_c0 : memref<1xi64> to memref<?xi64>
      %l850 = memref.cast %b_l850_c0 : memref<1xi32> to memref<?xi32>
      %l851 = memref.cast %b_l851_c0 : memref<1xi32> to memref<?xi32>
      %l852 = memref.cast %b_l852_c0 : memref<1xi32> to memref<?xi32>
      %l853 = memref.cast %b_l853_c0 : memref<1xi32> to memref<?xi32>
      %l854 = memref.cast %b_l854_c0 : memref<1xi32> to memref<?xi32>
      %l855 = memref.cast %b_l855_c0 : memref<1xi64> to memref<?xi64>
      %l856 = memref.cast %b_l856_c0 : memref<1xi64> to memref<?xi64>
      %l857 = memref.cast %b_l857_c0 : memref<1xi64> to memref<?xi64>
      %l858 = memref.cast %b_l858_c0 : memref<1xi64> to memref<?xi64>
      %l859 = memref.cast %b_l859_c0 : memref<1xi1> to memref<?xi1>
      %l860 = memref.cast %b_l860_c0 : memref<1xi64> to memref<?xi64>
      %l861 = memref.cast %b_l861_c0 : memref<1xi64> to memref<?xi64>
      %l862 = memref.cast %b_l862_c0 : memref<1xi64> to memref<?xi64>
      %l863 = memref.cast %b_l863_c0 : memref<1xi64> to memref<?xi64>
      %l864 = memref.cast %b_l864_c0 : memref<1xi64> to memref<?xi64>
      %l865 = memref.cast %b_l865_c0 : memref<1xi1> to memref<?xi1>
      %l866 = memref.cast %b_l866_c0 : memref<1xi64> to memref<?xi64>
      %l867 = memref.cast %b_l867_c0 : memref<1xi64> to memref<?xi64>
      %l868 = memref.cast %b_l868_c0 : memref<1xi64> to memref<?xi64>
      %l869 = memref.cast %b_l869_c0 : memref<1xi64> to memref<?xi64>
      %l870 = memref.cast %b_l870_c0 : memref<1xi64> to memref<?xi64>
      %l871 = memref.cast %b_l871_c0 : memref<1xi64> to memref<?xi64>
      %l872 = memref.cast %b_l872_c0 : memref<1xi64> to memref<?xi64>
      %l873 = memref.cast %b_l873_c0 : memref<1xi64> to memref<?xi64>
      %l874 = memref.cast %b_l874_c0 : memref<1xi1> to memref<?xi1>
      %l875 = memref.cast %b_l875_c0 : memref<1xi64> to memref<?xi64>
      %l876 = memref.cast %b_l876_c0 : memref<1xi64> to memref<?xi64>
      %l877 = memref.cast %b_l877_c0 : memref<1xi64> to memref<?xi64>
      %l878 = memref.cast %b_l878_c0 : memref<1xi64> to memref<?xi64>
      %l879 = memref.cast %b_l879_c0 : memref<1xi64> to memref<?xi64>
      %l880 = memref.cast %b_l880_c0 : memref<1xi1> to memref<?xi1>
      %l881 = memref.cast %b_l881_c0 : memref<1xi64> to memref<?xi64>
      %l882 = memref.cast %b_l882_c0 : memref<1xi64> to memref<?xi64>
      %l883 = memref.cast %b_l883_c0 : memref<1xi64> to memref<?xi64>
      %l884 = memref.cast %b_l884_c0 : memref<1xi64> to memref<?xi64>
      %l885 = memref.cast %b_l885_c0 : memref<1xi64> to memref<?xi64>
      %l886 = memref.cast %b_l886_c0 : memref<1xi64> to memref<?xi64>
      %l887 = memref.cast %b_l887_c0 : memref<1xi64> to memref<?xi64>
      %l888 = memref.cast %b_l888_c0 : memref<1xi64> to memref<?xi64>
      %l889 = memref.cast %b_l889_c0 : memref<1xi1> to memref<?xi1>
      %l890 = memref.cast %b_l890_c0 : memref<1xi64> to memref<?xi64>
      %l891 = memref.cast %b_l891_c0 : memref<1xi64> to memref<?xi64>
      %l892 = memref.cast %b_l892_c0 : memref<1xi64> to memref<?xi64>
      %l893 = memref.cast %b_l893_c0 : memref<1xi64> to memref<?xi64>
      %l894 = memref.cast %b_l894_c0 : memref<1xi64> to memref<?xi64>
      %l895 = memref.cast %b_l895_c0 : memref<1xi1> to memref<?xi1>
      %l896 = memref.cast %b_l896_c0 : memref<1xi64> to memref<?xi64>
      %l897 = memref.cast %b_l897_c0 : memref<1xi64> to memref<?xi64>
      %l898 = memref.cast %b_l898_c0 : memref<1xi64> to memref<?xi64>
      %l899 = memref.cast %b_l899_c0 : memref<1xi64> to memref<?xi64>
      %l900 = memref.cast %b_l900_c0 : memref<1xi64> to memref<?xi64>
      %l901 = memref.cast %b_l901_c0 : memref<1xi64> to memref<?xi64>
      %l902 = memref.cast %b_l902_c0 : memref<1xi64> to memref<?xi64>
      %l903 = memref.cast %b_l903_c0 : memref<1xi64> to memref<?xi64>
      %l904 = memref.cast %b_l904_c0 : memref<1xi1> to memref<?xi1>
      %l905 = memref.cast %b_l905_c0 : memref<1xi64> to memref<?xi64>
      %l906 = memref.cast %b_l906_c0 : memref<1xi64> to memref<?xi64>
      %l907 = memref.cast %b_l907_c0 : memref<1xi64> to memref<?xi64>
      %l908 = memref.cast %b_l908_c0 : memref<1xi64> to memref<?xi64>
      %l909 = memref.cast %b_l909_c0 : memref<1xi64> to memref<?xi64>
      %l910 = memref.cast %b_l910_c0 : memref<1xi1> to memref<?xi1>
      %l911 = memref.cast %b_l911_c0 : memref<1xi64> to memref<?xi64>
      %l912 = memref.cast %b_l912_c0 : memref<1xi64> to memref<?xi64>
      %l913 = memref.cast %b_l913_c0 : memref<1xi64> to memref<?xi64>
      %l914 = memref.cast %b_l914_c0 : memref<1xi64> to memref<?xi64>
      %l915 = memref.cast %b_l915_c0 : memref<1xf32> to memref<?xf32>
      %l916 = memref.cast %b_l916_c0 : memref<1xf32> to memref<?xf32>
      %l917 = memref.cast %b_l917_c0 : memref<1xf32> to memref<?xf32>
      %l918 = memref.cast %b_l918_c0 : memref<1xf32> to memref<?xf32>
      %l919 = memref.cast %b_l919_c0 : memref<1xi64> to memref<?xi64>
      %l920 = memref.cast %b_l920_c0 : memref<1xi64> to memref<?xi64>
      %l921 = memref.cast %b_l921_c0 : memref<1xi64> to memref<?xi64>
      %l922 = memref.cast %b_l922_c0 : memref<1xi64> to memref<?xi64>
      %l923 = memref.cast %b_l923_c0 : memref<1xi64> to memref<?xi64>
      %l924 = memref.cast %b_l924_c0 : memref<1xi64> to memref<?xi64>
      %l925 = memref.cast %b_l925_c0 : memref<1xi1> to memref<?xi1>
      %l926 = memref.cast %b_l926_c0 : memref<1xi64> to memref<?xi64>
      %l927 = memref.cast %b_l927_c0 : memref<1xi64> to memref<?xi64>
      %l928 = memref.cast %b_l928_c0 : memref<1xi64> to memref<?xi64>
      %l929 = memref.cast %b_l929_c0 : memref<1xi64> to memref<?xi64>
      %l930 = memref.cast %b_l930_c0 : memref<1xi64> to memref<?xi64>
      %l931 = memref.cast %b_l931_c0 : memref<1xi64> to memref<?xi64>
      %l932 = memref.cast %b_l932_c0 : memref<1xi64> to memref<?xi64>
      %l933 = memref.cast %b_l933_c0 : memref<1xi64> to memref<?xi64>
      %l934 = memref.cast %b_l934_c0 : memref<1xi64> to memref<?xi64>
      %l935 = memref.cast %b_l935_c0 : memref<1xi1> to memref<?xi1>
      %l936 = memref.cast %b_l936_c0 : memref<1xi1> to memref<?xi1>
      %l937 = memref.cast %b_l937_c0 : memref<1xi1> to memref<?xi1>
      %l938 = memref.cast %b_l938_c0 : memref<1xi1> to memref<?xi1>
      %l939 = memref.cast %b_l939_c0 : memref<1xi1> to memref<?xi1>
      %l940 = memref.cast %b_l940_c0 : memref<1xi1> to memref<?xi1>
      %l941 = memref.cast %b_l941_c0 : memref<1xi1> to memref<?xi1>
      %l942 = memref.cast %b_l942_c0 : memref<1xi1> to memref<?xi1>
      %l943 = memref.cast %b_l943_c0 : memref<1xf32> to memref<?xf32>
      %l944 = memref.cast %b_l944_c0 : memref<1xf32> to memref<?xf32>
      %l945 = memref.cast %b_l945_c0 : memref<1xf32> to memref<?xf32>
      %l946 = memref.cast %b_l946_c0 : memref<1xf32> to memref<?xf32>
      %l947 = memref.cast %b_l947_c0 : memref<1xf32> to memref<?xf32>
      %l948 = memref.cast %b_l948_c0 : memref<1xf32> to memref<?xf32>
      %l949 = memref.cast %b_l949_c0 : memref<1xf32> to memref<?xf32>
      %l950 = memref.cast %b_l950_c0 : memref<1xf32> to memref<?xf32>
      %l951 = memref.cast %b_l951_c0 : memref<1xi64> to memref<?xi64>
      %l952 = memref.cast %b_l952_c0 : memref<1xi64> to memref<?xi64>
      %l953 = memref.cast %b_l953_c0 : memref<1xi64> to memref<?xi64>
      %l954 = memref.cast %b_l954_c0 : memref<1xi64> to memref<?xi64>
      %l955 = memref.cast %b_l955_c0 : memref<1xi64> to memref<?xi64>
      %l956 = memref.cast %b_l956_c0 : memref<1xi64> to memref<?xi64>
      %l957 = memref.cast %b_l957_c0 : memref<1xi64> to memref<?xi64>
      %l958 = memref.cast %b_l958_c0 : memref<1xi64> to memref<?xi64>
      %l959 = memref.cast %b_l959_c0 : memref<1xi64> to memref<?xi64>
      %l960 = memref.cast %b_l960_c0 : memref<1xi64> to memref<?xi64>
      %l961 = memref.cast %b_l961_c0 : memref<1xi64> to memref<?xi64>
      %l962 = memref.cast %b_l962_c0 : memref<1xi64> to memref<?xi64>
      %l963 = memref.cast %b_l963_c0 : memref<1xi64> to memref<?xi64>
      %l964 = memref.cast %b_l964_c0 : memref<1xi64> to memref<?xi64>
      %l965 = memref.cast %b_l965_c0 : memref<1xi64> to memref<?xi64>
      %l966 = memref.cast %b_l966_c0 : memref<1xi64> to memref<?xi64>
      %l967 = memref.cast %b_l967_c0 : memref<1xi64> to memref<?xi64>
      %l968 = memref.cast %b_l968_c0 : memref<1xi64> to memref<?xi64>
      %l969 = memref.cast %b_l969_c0 : memref<1xi64> to memref<?xi64>
      %l970 = memref.cast %b_l970_c0 : memref<1xi64> to memref<?xi64>
      %l971 = memref.cast %b_l971_c0 : memref<1xi1> to memref<?xi1>
      %l972 = memref.cast %b_l972_c0 : memref<1xi1> to memref<?xi1>
      %l973 = memref.cast %b_l973_c0 : memref<1xi1> to memref<?xi1>
      %l974 = memref.cast %b_l974_c0 : memref<1xi1> to memref<?xi1>
      %l975 = memref.cast %b_l975_c0 : memref<1xi1> to memref<?xi1>
      %l976 = memref.cast %b_l976_c0 : memref<1xi1> to memref<?xi1>
      %l977 = memref.cast %b_l977_c0 : memref<1xi1> to memref<?xi1>
      %l978 = memref.cast %b_l978_c0 : memref<1xi1> to memref<?xi1>
      %l979 = memref.cast %b_l979_c0 : memref<1xi1> to memref<?xi1>
      %l980 = memref.cast %b_l980_c0 : memref<1xi1> to memref<?xi1>
      %l981 = memref.cast %b_l981_c0 : memref<1xi1> to memref<?xi1>
      %l982 = memref.cast %b_l982_c0 : memref<1xi1> to memref<?xi1>
      %l983 = memref.cast %b_l983_c0 : memref<1xi1> to memref<?xi1>
      %l984 = memref.cast %b_l984_c0 : memref<1xi1> to memref<?xi1>
      %l985 = memref.cast %b_l985_c0 : memref<1xi1> to memref<?xi1>
      %l986 = memref.cast %b_l986_c0 : memref<1xi1> to memref<?xi1>
      %l987 = memref.cast %b_l987_c0 : memref<1xi32> to memref<?xi32>
      %l988 = memref.cast %b_l988_c0 : memref<1xi32> to memref<?xi32>
      %l989 = memref.cast %b_l989_c0 : memref<1xi32> to memref<?xi32>
      %l990 = memref.cast %b_l990_c0 : memref<1xi32> to memref<?xi32>
      %l991 = memref.cast %b_l991_c0 : memref<1xi32> to memref<?xi32>
      %l992 = memref.cast %b_l992_c0 : memref<1xi32> to memref<?xi32>
      %l993 = memref.cast %b_l993_c0 : memref<1xi32> to memref<?xi32>
      %l994 = memref.cast %b_l994_c0 : memref<1xi32> to memref<?xi32>
      %l995 = memref.cast %b_l995_c0 : memref<1xi32> to memref<?xi32>
      %l996 = memref.cast %b_l996_c0 : memref<1xi32> to memref<?xi32>
      %l997 = memref.cast %b_l997_c0 : memref<1xi32> to memref<?xi32>
      %l998 = memref.cast %b_l998_c0 : memref<1xi32> to memref<?xi32>
      %l999 = memref.cast %b_l999_c0 : memref<1xi32> to memref<?xi32>
      %l1000 = memref.cast %b_l1000_c0 : memref<1xi32> to memref<?xi32>
      %l1001 = memref.cast %b_l1001_c0 : memref<1xi32> to memref<?xi32>
      %l1002 = memref.cast %b_l1002_c0 : memref<1xi32> to memref<?xi32>
      %l1003 = memref.cast %b_l1003_c0 : memref<1xi64> to memref<?xi64>
      %l1004 = memref.cast %b_l1004_c0 : memref<1xi64> to memref<?xi64>
      %l1005 = memref.cast %b_l1005_c0 : memref<1xi64> to memref<?xi64>
      %l1006 = memref.cast %b_l1006_c0 : memref<1xi64> to memref<?xi64>
      %l1007 = memref.cast %b_l1007_c0 : memref<1xi64> to memref<?xi64>
      %l1008 = memref.cast %b_l1008_c0 : memref<1xi64> to memref<?xi64>
      %l1009 = memref.cast %b_l1009_c0 : memref<1xi32> to memref<?xi32>
      %l1010 = memref.cast %b_l1010_c0 : memref<1xi64> to memref<?xi64>
      %l1011 = memref.cast %b_l1011_c0 : memref<1xi64> to memref<?xi64>
      %l1012 = memref.cast %b_l1012_c0 : memref<1xi64> to memref<?xi64>
      %l1013 = memref.cast %b_l1013_c0 : memref<1xi64> to memref<?xi64>
      %l1014 = memref.cast %b_l1014_c0 : memref<1xi64> to memref<?xi64>
      %l1015 = memref.cast %b_l1015_c0 : memref<1xi64> to memref<?xi64>
      %l1016 = memref.cast %b_l1016_c0 : memref<1xi32> to memref<?xi32>
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
      %l1031 = memref.cast %b_l1031_c0 : memref<1xi32> to memref<?xi32>
      %l1032 = memref.cast %b_l1032_c0 : memref<1xi32> to memref<?xi32>
      %l1033 = memref.cast %b_l1033_c0 : memref<1xf32> to memref<?xf32>
      %l1034 = memref.cast %b_l1034_c0 : memref<1xf32> to memref<?xf32>
      %l1035 = memref.cast %b_l1035_c0 : memref<1xf32> to memref<?xf32>
      %l1036 = memref.cast %b_l1036_c0 : memref<1xf32> to memref<?xf32>
      %l1037 = memref.cast %b_l1037_c0 : memref<1xi32> to memref<?xi32>
      %l1038 = memref.cast %b_l1038_c0 : memref<1xi32> to memref<?xi32>
      %l1039 = memref.cast %b_l1039_c0 : memref<1xi32> to memref<?xi32>
      %l1040 = memref.cast %b_l1040_c0 : memref<1xi32> to memref<?xi32>
      %l1041 = memref.cast %b_l1041_c0 : memref<1xf32> to memref<?xf32>
      %l1042 = memref.cast %b_l1042_c0 : memref<1xf32> to memref<?xf32>
      %l1043 = memref.cast %b_l1043_c0 : memref<1xf32> to memref<?xf32>
      %l1044 = memref.cast %b_l1044_c0 : memref<1xf32> to memref<?xf32>
      %l1045 = memref.cast %b_l1045_c0 : memref<1xi32> to memref<?xi32>
      %l1046 = memref.cast %b_l1046_c0 : memref<1xi32> to memref<?xi32>
      %l1047 = memref.cast %b_l1047_c0 : memref<1xf32> to memref<?xf32>
      %l1048 = memref.cast %b_l1048_c0 : memref<1xf32> to memref<?xf32>
      %l1049 = memref.cast %b_l1049_c0 : memref<1xf32> to memref<?xf32>
      %l1050 = memref.cast %b_l1050_c0 : memref<1xf32> to memref<?xf32>
      %l1051 = memref.cast %b_l1051_c0 : memref<1xi32> to memref<?xi32>
      %l1052 = memref.cast %b_l1052_c0 : memref<1xi32> to memref<?xi32>
      %l1053 = memref.cast %b_l1053_c0 : memref<1xf32> to memref<?xf32>
      %l1054 = memref.cast %b_l1054_c0 : memref<1xf32> to memref<?xf32>
      %l1055 = memref.cast %b_l1055_c0 : memref<1xf32> to memref<?xf32>
      %l1056 = memref.cast %b_l1056_c0 : memref<1xf32> to memref<?xf32>
      %l1057 = memref.cast %b_l1057_c0 : memref<1xi32> to memref<?xi32>
      %l1058 = memref.cast %b_l1058_c0 : memref<1xi32> to memref<?xi32>
      %l1059 = memref.cast %b_l1059_c0 : memref<1xi32> to memref<?xi32>
      %l1060 = memref.cast %b_l1060_c0 : memref<1xi32> to memref<?xi32>
      %l1061 = memref.cast %b_l1061_c0 : memref<1xf32> to memref<?xf32>
      %l1062 = memref.cast %b_l1062_c0 : memref<1xf32> to memref<?xf32>
      %l1063 = memref.cast %b_l1063_c0 : memref<1xf32> to memref<?xf32>
      %l1064 = memref.cast %b_l1064_c0 : memref<1xf32> to memref<?xf32>
      %l1065 = memref.cast %b_l1065_c0 : memref<1xi32> to memref<?xi32>
      %l1066 = memref.cast %b_l1066_c0 : memref<1xi32> to memref<?xi32>
      %l1067 = memref.cast %b_l1067_c0 : memref<1xi32> to memref<?xi32>
      %l1068 = memref.cast %b_l1068_c0 : memref<1xi32> to memref<?xi32>
      %l1069 = memref.cast %b_l1069_c0 : memref<1xf32> to memref<?xf32>
      %l1070 = memref.cast %b_l1070_c0 : memref<1xf32> to memref<?xf32>
      %l1071 = memref.cast %b_l1071_c0 : memref<1xf32> to memref<?xf32>
      %l1072 = memref.cast %b_l1072_c0 : memref<1xf32> to memref<?xf32>
      %l1073 = memref.cast %b_l1073_c0 : memref<1xi64> to memref<?xi64>
      %l1074 = memref.cast %b_l1074_c0 : memref<1xi32> to memref<?xi32>
      %l1075 = memref.cast %b_l1075_c0 : memref<1xi32> to memref<?xi32>
      %l1076 = memref.cast %b_l1076_c0 : memref<1xi32> to memref<?xi32>
      %l1077 = memref.cast %b_l1077_c0 : memref<1xi32> to memref<?xi32>
      %l1078 = memref.cast %b_l1078_c0 : memref<1xi32> to memref<?xi32>
      %l1079 = memref.cast %b_l1079_c0 : memref<1xi32> to memref<?xi32>
      %l1080 = memref.cast %b_l1080_c0 : memref<1xi32> to memref<?xi32>
      %l1081 = memref.cast %b_l1081_c0 : memref<1xf32> to memref<?xf32>
      %l1082 = memref.cast %b_l1082_c0 : memref<1xi1> to memref<?xi1>
      %l1083 = memref.cast %b_l1083_c0 : memref<1xi32> to memref<?xi32>
      %l1084 = memref.cast %b_l1084_c0 : memref<1xi32> to memref<?xi32>
      %l1085 = memref.cast %b_l1085_c0 : memref<1xi32> to memref<?xi32>
      %l1086 = memref.cast %b_l1086_c0 : memref<1xf32> to memref<?xf32>
      %l1087 = memref.cast %b_l1087_c0 : memref<1xi1> to memref<?xi1>
      %l1088 = memref.cast %b_l1088_c0 : memref<1xi32> to memref<?xi32>
      %l1089 = memref.cast %b_l1089_c0 : memref<1xi32> to memref<?xi32>
      %l1090 = memref.cast %b_l1090_c0 : memref<1xi32> to memref<?xi32>
      %l1091 = memref.cast %b_l1091_c0 : memref<1xf32> to memref<?xf32>
      %l1092 = memref.cast %b_l1092_c0 : memref<1xi1> to memref<?xi1>
      %l1093 = memref.cast %b_l1093_c0 : memref<1xf32> to memref<?xf32>
      %l1094 = memref.cast %b_l1094_c0 : memref<1xf32> to memref<?xf32>
      %l1095 = memref.cast %b_l1095_c0 : memref<1xf32> to memref<?xf32>
      %l1096 = memref.cast %b_l1096_c0 : memref<1xf32> to memref<?xf32>
      %l1097 = memref.cast %b_l1097_c0 : memref<1xf32> to memref<?xf32>
      %l1098 = memref.cast %b_l1098_c0 : memref<1xi64> to memref<?xi64>
      %l1099 = memref.cast %b_l1099_c0 : memref<1xi64> to memref<?xi64>
      %l1100 = memref.cast %b_l1100_c0 : memref<1xi64> to memref<?xi64>
      %l1101 = memref.cast %b_l1101_c0 : memref<1xi64> to memref<?xi64>
      %l1102 = memref.cast %b_l1102_c0 : memref<1xi64> to memref<?xi64>
      %l1103 = memref.cast %b_l1103_c0 : memref<1xi64> to memref<?xi64>
      %l1104 = memref.cast %b_l1104_c0 : memref<1xi32> to memref<?xi32>
      %l1105 = memref.cast %b_l1105_c0 : memref<1xi64> to memref<?xi64>
      %l1106 = memref.cast %b_l1106_c0 : memref<1xi64> to memref<?xi64>
      %l1107 = memref.cast %b_l1107_c0 : memref<1xi64> to memref<?xi64>
      %l1108 = memref.cast %b_l1108_c0 : memref<1xi64> to memref<?xi64>
      %l1109 = memref.cast %b_l1109_c0 : memref<1xi64> to memref<?xi64>
      %l1110 = memref.cast %b_l1110_c0 : memref<1xi64> to memref<?xi64>
      %l1111 = memref.cast %b_l1111_c0 : memref<1xi32> to memref<?xi32>
      %l1112 = memref.cast %b_l1112_c0 : memref<1xi32> to memref<?xi32>
      %l1113 = memref.cast %b_l1113_c0 : memref<1xi32> to memref<?xi32>
      %l1114 = memref.cast %b_l1114_c0 : memref<1xf32> to memref<?xf32>
      %l1115 = memref.cast %b_l1115_c0 : memref<1xf32> to memref<?xf32>
      %l1116 = memref.cast %b_l1116_c0 : memref<1xf32> to memref<?xf32>
      %l1117 = memref.cast %b_l1117_c0 : memref<1xf32> to memref<?xf32>
      %l1118 = memref.cast %b_l1118_c0 : memref<1xi32> to memref<?xi32>
      %l1119 = memref.cast %b_l1119_c0 : memref<1xi32> to memref<?xi32>
      %l1120 = memref.cast %b_l1120_c0 : memref<1xf32> to memref<?xf32>
      %l1121 = memref.cast %b_l1121_c0 : memref<1xf32> to memref<?xf32>
      %l1122 = memref.cast %b_l1122_c0 : memref<1xf32> to memref<?xf32>
      %l1123 = memref.cast %b_l1123_c0 : memref<1xf32> to memref<?xf32>
      %l1124 = memref.cast %b_l1124_c0 : memref<1xi32> to memref<?xi32>
      %l1125 = memref.cast %b_l1125_c0 : memref<1xi32> to memref<?xi32>
      %l1126 = memref.cast %b_l1126_c0 : memref<1xi32> to memref<?xi32>
      %l1127 = memref.cast %b_l1127_c0 : memref<1xi32> to memref<?xi32>
      %l1128 = memref.cast %b_l1128_c0 : memref<1xf32> to memref<?xf32>
      %l1129 = memref.cast %b_l1129_c0 : memref<1xf32> to memref<?xf32>
      %l1130 = memref.cast %b_l1130_c0 : memref<1xf32> to memref<?xf32>
      %l1131 = memref.cast %b_l1131_c0 : memref<1xf32> to memref<?xf32>
      %l1132 = memref.cast %b_l1132_c0 : memref<1xi32> to memref<?xi32>
      %l1133 = memref.cast %b_l1133_c0 : memref<1xi32> to memref<?xi32>
      %l1134 = memref.cast %b_l1134_c0 : memref<1xi32> to memref<?xi32>
      %l1135 = memref.cast %b_l1135_c0 : memref<1xi32> to memref<?xi32>
      %l1136 = memref.cast %b_l1136_c0 : memref<1xf32> to memref<?xf32>
      %l1137 = memref.cast %b_l1137_c0 : memref<1xf32> to memref<?xf32>
      %l1138 = memref.cast %b_l1138_c0 : memref<1xf32> to memref<?xf32>
      %l1139 = memref.cast %b_l1139_c0 : memref<1xf32> to memref<?xf32>
      %l1140 = memref.cast %b_l1140_c0 : memref<1xi32> to memref<?xi32>
      %l1141 = memref.cast %b_l1141_c0 : memref<1xi32> to memref<?xi32>
      %l1142 = memref.cast %b_l1142_c0 : memref<1xf32> to memref<?xf32>
      %l1143 = memref.cast %b_l1143_c0 : memref<1xf32> to memref<?xf32>
      %l1144 = memref.cast %b_l1144_c0 : memref<1xf32> to memref<?xf32>
      %l1145 = memref.cast %b_l1145_c0 : memref<1xf32> to memref<?xf32>
      %l1146 = memref.cast %b_l1146_c0 : memref<1xi32> to memref<?xi32>
      %l1147 = memref.cast %b_l1147_c0 : memref<1xi32> to memref<?xi32>
      %l1148 = memref.cast %b_l1148_c0 : memref<1xf32> to memref<?xf32>
      %l1149 = memref.cast %b_l1149_c0 : memref<1xf32> to memref<?xf32>
      %l1150 = memref.cast %b_l1150_c0 : memref<1xf32> to memref<?xf32>
      %l1151 = memref.cast %b_l1151_c0 : memref<1xf32> to memref<?xf32>
      %l1152 = memref.cast %b_l1152_c0 : memref<1xi32> to memref<?xi32>
      %l1153 = memref.cast %b_l1153_c0 : memref<1xi32> to memref<?xi32>
      %l1154 = memref.cast %b_l1154_c0 : memref<1xi32> to memref<?xi32>
      %l1155 = memref.cast %b_l1155_c0 : memref<1xi32> to memref<?xi32>
      %l1156 = memref.cast %b_l1156_c0 : memref<1xf32> to memref<?xf32>
      %l1157 = memref.cast %b_l1157_c0 : memref<1xf32> to memref<?xf32>
      %l1158 = memref.cast %b_l1158_c0 : memref<1xf32> to memref<?xf32>
      %l1159 = memref.cast %b_l1159_c0 : memref<1xf32> to memref<?xf32>
      %l1160 = memref.cast %b_l1160_c0 : memref<1xi32> to memref<?xi32>
      %l1161 = memref.cast %b_l1161_c0 : memref<1xi32> to memref<?xi32>
      %l1162 = memref.cast %b_l1162_c0 : memref<1xi32> to memref<?xi32>
      %l1163 = memref.cast %b_l1163_c0 : memref<1xi32> to memref<?xi32>
      %l1164 = memref.cast %b_l1164_c0 : memref<1xf32> to memref<?xf32>
      %l1165 = memref.cast %b_l1165_c0 : memref<1xf32> to memref<?xf32>
      %l1166 = memref.cast %b_l1166_c0 : memref<1xf32> to memref<?xf32>
      %l1167 = memref.cast %b_l1167_c0 : memref<1xf32> to memref<?xf32>
      %l1168 = memref.cast %b_l1168_c0 : memref<1xi64> to memref<?xi64>
      %l1169 = memref.cast %b_l1169_c0 : memref<1xi32> to memref<?xi32>
      %l1170 = memref.cast %b_l1170_c0 : memref<1xi32> to memref<?xi32>
      %l1171 = memref.cast %b_l1171_c0 : memref<1xi32> to memref<?xi32>
      %l1172 = memref.cast %b_l1172_c0 : memref<1xi32> to memref<?xi32>
      %l1173 = memref.cast %b_l1173_c0 : memref<1xi32> to memref<?xi32>
      %l1174 = memref.cast %b_l1174_c0 : memref<1xi32> to memref<?xi32>
      %l1175 = memref.cast %b_l1175_c0 : memref<1xi32> to memref<?xi32>
      %l1176 = memref.cast %b_l1176_c0 : memref<1xf32> to memref<?xf32>
      %l1177 = memref.cast %b_l1177_c0 : memref<1xi1> to memref<?xi1>
      %l1178 = memref.cast %b_l1178_c0 : memref<1xi32> to memref<?xi32>
      %l1179 = memref.cast %b_l1179_c0 : memref<1xi32> to memref<?xi32>
      %l1180 = memref.cast %b_l1180_c0 : memref<1xi32> to memref<?xi32>
      %l1181 = memref.cast %b_l1181_c0 : memref<1xf32> to memref<?xf32>
      %l1182 = memref.cast %b_l1182_c0 : memref<1xi1> to memref<?xi1>
      %l1183 = memref.cast %b_l1183_c0 : memref<1xi32> to memref<?xi32>
      %l1184 = memref.cast %b_l1184_c0 : memref<1xi32> to memref<?xi32>
      %l1185 = memref.cast %b_l1185_c0 : memref<1xi32> to memref<?xi32>
      %l1186 = memref.cast %b_l1186_c0 : memref<1xf32> to memref<?xf32>
      %l1187 = memref.cast %b_l1187_c0 : memref<1xi1> to memref<?xi1>
      %l1188 = memref.cast %b_l1188_c0 : memref<1xf32> to memref<?xf32>
      %l1189 = memref.cast %b_l1189_c0 : memref<1xf32> to memref<?xf32>
      %l1190 = memref.cast %b_l1190_c0 : memref<1xf32> to memref<?xf32>
      %l1191 = memref.cast %b_l1191_c0 : memref<1xf32> to memref<?xf32>
      %l1192 = memref.cast %b_l1192_c0 : memref<1xf32> to memref<?xf32>
      %l1193 = memref.cast %b_l1193_c0 : memref<1xi64> to memref<?xi64>
      %l1194 = memref.cast %b_l1194_c0 : memref<1xi64> to memref<?xi64>
      %l1195 = memref.cast %b_l1195_c0 : memref<1xi64> to memref<?xi64>
      %l1196 = memref.cast %b_l1196_c0 : memref<1xi64> to memref<?xi64>
      %l1197 = memref.cast %b_l1197_c0 : memref<1xi64> to memref<?xi64>
      %l1198 = memref.cast %b_l1198_c0 : memref<1xi64> to memref<?xi64>
      %l1199 = memref.cast %b_l1199_c0 : memref<1xi32> to memref<?xi32>
      %l1200 = memref.cast %b_l1200_c0 : memref<1xi64> to memref<?xi64>
      %l1201 = memref.cast %b_l1201_c0 : memref<1xi64> to memref<?xi64>
      %l1202 = memref.cast %b_l1202_c0 : memref<1xi64> to memref<?xi64>
      %l1203 = memref.cast %b_l1203_c0 : memref<1xi64> to memref<?xi64>
      %l1204 = memref.cast %b_l1204_c0 : memref<1xi64> to memref<?xi64>
      %l1205 = memref.cast %b_l1205_c0 : memref<1xi64> to memref<?xi64>
      %l1206 = memref.cast %b_l1206_c0 : memref<1xi32> to memref<?xi32>
      %l1207 = memref.cast %b_l1207_c0 : memref<1xi32> to memref<?xi32>
      %l1208 = memref.cast %b_l1208_c0 : memref<1xi32> to memref<?xi32>
      %l1209 = memref.cast %b_l1209_c0 : memref<1xf32> to memref<?xf32>
      %l1210 = memref.cast %b_l1210_c0 : memref<1xf32> to memref<?xf32>
      %l1211 = memref.cast %b_l1211_c0 : memref<1xf32> to memref<?xf32>
      %l1212 = memref.cast %b_l1212_c0 : memref<1xf32> to memref<?xf32>
      %l1213 = memref.cast %b_l1213_c0 : memref<1xi32> to memref<?xi32>
      %l1214 = memref.cast %b_l1214_c0 : memref<1xi32> to memref<?xi32>
      %l1215 = memref.cast %b_l1215_c0 : memref<1xf32> to memref<?xf32>
      %l1216 = memref.cast %b_l1216_c0 : memref<1xf32> to memref<?xf32>
      %l1217 = memref.cast %b_l1217_c0 : memref<1xf32> to memref<?xf32>
      %l1218 = memref.cast %b_l1218_c0 : memref<1xf32> to memref<?xf32>
      %l1219 = memref.cast %b_l1219_c0 : memref<1xi32> to memref<?xi32>
      %l1220 = memref.cast %b_l1220_c0 : memref<1xi32> to memref<?xi32>
      %l1221 = memref.cast %b_l1221_c0 : memref<1xi32> to memref<?xi32>
      %l1222 = memref.cast %b_l1222_c0 : memref<1xi32> to memref<?xi32>
      %l1223 = memref.cast %b_l1223_c0 : memref<1xf32> to memref<?xf32>
      %l1224 = memref.cast %b_l1224_c0 : memref<1xf32> to memref<?xf32>
      %l1225 = memref.cast %b_l1225_c0 : memref<1xf32> to memref<?xf32>
      %l1226 = memref.cast %b_l1226_c0 : memref<1xf32> to memref<?xf32>
      %l1227 = memref.cast %b_l1227_c0 : memref<1xi32> to memref<?xi32>
      %l1228 = memref.cast %b_l1228_c0 : memref<1xi32> to memref<?xi32>
      %l1229 = memref.cast %b_l1229_c0 : memref<1xi32> to memref<?xi32>
      %l1230 = memref.cast %b_l1230_c0 : memref<1xi32> to memref<?xi32>
      %l1231 = memref.cast %b_l1231_c0 : memref<1xf32> to memref<?xf32>
      %l1232 = memref.cast %b_l1232_c0 : memref<1xf32> to memref<?xf32>
      %l1233 = memref.cast %b_l1233_c0 : memref<1xf32> to memref<?xf32>
      %l1234 = memref.cast %b_l1234_c0 : memref<1xf32> to memref<?xf32>
      %l1235 = memref.cast %b_l1235_c0 : memref<1xi32> to memref<?xi32>
      %l1236 = memref.cast %b_l1236_c0 : memref<1xi32> to memref<?xi32>
      %l1237 = memref.cast %b_l1237_c0 : memref<1xf32> to memref<?xf32>
      %l1238 = memref.cast %b_l1238_c0 : memref<1xf32> to memref<?xf32>
      %l1239 = memref.cast %b_l1239_c0 : memref<1xf32> to memref<?xf32>
      %l1240 = memref.cast %b_l1240_c0 : memref<1xf32> to memref<?xf32>
      %l1241 = memref.cast %b_l1241_c0 : memref<1xi32> to memref<?xi32>
      %l1242 = memref.cast %b_l1242_c0 : memref<1xi32> to memref<?xi32>
      %l1243 = memref.cast %b_l1243_c0 : memref<1xf32> to memref<?xf32>
      %l1244 = memref.cast %b_l1244_c0 : memref<1xf32> to memref<?xf32>
      %l1245 = memref.cast %b_l1245_c0 : memref<1xf32> to memref<?xf32>
      %l1246 = memref.cast %b_l1246_c0 : memref<1xf32> to memref<?xf32>
      %l1247 = memref.cast %b_l1247_c0 : memref<1xi32> to memref<?xi32>
      %l1248 = memref.cast %b_l1248_c0 : memref<1xi32> to memref<?xi32>
      %l1249 = memref.cast %b_l1249_c0 : memref<1xi32> to memref<?xi32>
      %l1250 = memref.cast %b_l1250_c0 : memref<1xi32> to memref<?xi32>
      %l1251 = memref.cast %b_l1251_c0 : memref<1xf32> to memref<?xf32>
      %l1252 = memref.cast %b_l1252_c0 : memref<1xf32> to memref<?xf32>
      %l1253 = memref.cast %b_l1253_c0 : memref<1xf32> to memref<?xf32>
      %l1254 = memref.cast %b_l1254_c0 : memref<1xf32> to memref<?xf32>
      %l1255 = memref.cast %b_l1255_c0 : memref<1xi32> to memref<?xi32>
      %l1256 = memref.cast %b_l1256_c0 : memref<1xi32> to memref<?xi32>
      %l1257 = memref.cast %b_l1257_c0 : memref<1xi32> to memref<?xi32>
      %l1258 = memref.cast %b_l1258_c0 : memref<1xi32> to memref<?xi32>
      %l1259 = memref.cast %b_l1259_c0 : memref<1xf32> to memref<?xf32>
      %l1260 = memref.cast %b_l1260_c0 : memref<1xf32> to memref<?xf32>
      %l1261 = memref.cast %b_l1261_c0 : memref<1xf32> to memref<?xf32>
      %l1262 = memref.cast %b_l1262_c0 : memref<1xf32> to memref<?xf32>
      %l1263 = memref.cast %b_l1263_c0 : memref<1xi64> to memref<?xi64>
      %l1264 = memref.cast %b_l1264_c0 : memref<1xi32> to memref<?xi32>
      %l1265 = memref.cast %b_l1265_c0 : memref<1xi32> to memref<?xi32>
      %l1266 = memref.cast %b_l1266_c0 : memref<1xi32> to memref<?xi32>
      %l1267 = memref.cast %b_l1267_c0 : memref<1xi32> to memref<?xi32>
      %l1268 = memref.cast %b_l1268_c0 : memref<1xi32> to memref<?xi32>
      %l1269 = memref.cast %b_l1269_c0 : memref<1xi32> to memref<?xi32>
      %l1270 = memref.cast %b_l1270_c0 : memref<1xi32> to memref<?xi32>
      %l1271 = memref.cast %b_l1271_c0 : memref<1xf32> to memref<?xf32>
      %l1272 = memref.cast %b_l1272_c0 : memref<1xi1> to memref<?xi1>
      %l1273 = memref.cast %b_l1273_c0 : memref<1xi32> to memref<?xi32>
      %l1274 = memref.cast %b_l1274_c0 : memref<1xi32> to memref<?xi32>
      %l1275 = memref.cast %b_l1275_c0 : memref<1xi32> to memref<?xi32>
      %l1276 = memref.cast %b_l1276_c0 : memref<1xf32> to memref<?xf32>
      %l1277 = memref.cast %b_l1277_c0 : memref<1xi1> to memref<?xi1>
      %l1278 = memref.cast %b_l1278_c0 : memref<1xi32> to memref<?xi32>
      %l1279 = memref.cast %b_l1279_c0 : memref<1xi32> to memref<?xi32>
      %l1280 = memref.cast %b_l1280_c0 : memref<1xi32> to memref<?xi32>
      %l1281 = memref.cast %b_l1281_c0 : memref<1xf32> to memref<?xf32>
      %l1282 = memref.cast %b_l1282_c0 : memref<1xi1> to memref<?xi1>
      %l1283 = memref.cast %b_l1283_c0 : memref<1xf32> to memref<?xf32>
      %l1284 = memref.cast %b_l1284_c0 : memref<1xf32> to memref<?xf32>
      %l1285 = memref.cast %b_l1285_c0 : memref<1xf32> to memref<?xf32>
      %l1286 = memref.cast %b_l1286_c0 : memref<1xf32> to memref<?xf32>
      %l1287 = memref.cast %b_l1287_c0 : memref<1xf32> to memref<?xf32>
      %l1288 = memref.cast %b_l1288_c0 : memref<1xi64> to memref<?xi64>
      %l1289 = memref.cast %b_l1289_c0 : memref<1xi64> to memref<?xi64>
      %l1290 = memref.cast %b_l1290_c0 : memref<1xi64> to memref<?xi64>
      %l1291 = memref.cast %b_l1291_c0 : memref<1xi64> to memref<?xi64>
      %l1292 = memref.cast %b_l1292_c0 : memref<1xi64> to memref<?xi64>
      %l1293 = memref.cast %b_l1293_c0 : memref<1xi64> to memref<?xi64>
      %l1294 = memref.cast %b_l1294_c0 : memref<1xi32> to memref<?xi32>
      %l1295 = memref.cast %b_l1295_c0 : memref<1xi64> to memref<?xi64>
      %l1296 = memref.cast %b_l1296_c0 : memref<1xi64> to memref<?xi64>
      %l1297 = memref.cast %b_l1297_c0 : memref<1xi64> to memref<?xi64>
      %l1298 = memref.cast %b_l1298_c0 : memref<1xi64> to memref<?xi64>
      %l1299 = memref.cast %b_l1299_c0 : memref<1xi64> to memref<?xi64>
      %l1300 = memref.cast %b_l1300_c0 : memref<1xi64> to memref<?xi64>
      %l1301 = memref.cast %b_l1301_c0 : memref<1xi32> to memref<?xi32>
      %l1302 = memref.cast %b_l1302_c0 : memref<1xi32> to memref<?xi32>
      %l1303 = memref.cast %b_l1303_c0 : memref<1xi32> to memref<?xi32>
      %l1304 = memref.cast %b_l1304_c0 : memref<1xf32> to memref<?xf32>
      %l1305 = memref.cast %b_l1305_c0 : memref<1xf32> to memref<?xf32>
      %l1306 = memref.cast %b_l1306_c0 : memref<1xf32> to memref<?xf32>
      %l1307 = memref.cast %b_l1307_c0 : memref<1xf32> to memref<?xf32>
      %l1308 = memref.cast %b_l1308_c0 : memref<1xi32> to memref<?xi32>
      %l1309 = memref.cast %b_l1309_c0 : memref<1xi32> to memref<?xi32>
      %l1310 = memref.cast %b_l1310_c0 : memref<1xf32> to memref<?xf32>
      %l1311 = memref.cast %b_l1311_c0 : memref<1xf32> to memref<?xf32>
      %l1312 = memref.cast %b_l1312_c0 : memref<1xf32> to memref<?xf32>
      %l1313 = memref.cast %b_l1313_c0 : memref<1xf32> to memref<?xf32>
      %l1314 = memref.cast %b_l1314_c0 : memref<1xi32> to memref<?xi32>
      %l1315 = memref.cast %b_l1315_c0 : memref<1xi32> to memref<?xi32>
      %l1316 = memref.cast %b_l1316_c0 : memref<1xi32> to memref<?xi32>
      %l1317 = memref.cast %b_l1317_c0 : memref<1xi32> to memref<?xi32>
      %l1318 = memref.cast %b_l1318_c0 : memref<1xf32> to memref<?xf32>
      %l1319 = memref.cast %b_l1319_c0 : memref<1xf32> to memref<?xf32>
      %l1320 = memref.cast %b_l1320_c0 : memref<1xf32> to memref<?xf32>
      %l1321 = memref.cast %b_l1321_c0 : memref<1xf32> to memref<?xf32>
      %l1322 = memref.cast %b_l1322_c0 : memref<1xi32> to memref<?xi32>
      %l1323 = memref.cast %b_l1323_c0 : memref<1xi32> to memref<?xi32>
      %l1324 = memref.cast %b_l1324_c0 : memref<1xi32> to memref<?xi32>
      %l1325 = memref.cast %b_l1325_c0 : memref<1xi32> to memref<?xi32>
      %l1326 = memref.cast %b_l1326_c0 : memref<1xf32> to memref<?xf32>
      %l1327 = memref.cast %b_l1327_c0 : memref<1xf32> to memref<?xf32>
      %l1328 = memref.cast %b_l1328_c0 : memref<1xf32> to memref<?xf32>
      %l1329 = memref.cast %b_l1329_c0 : memref<1xf32> to memref<?xf32>
      %l1330 = memref.cast %b_l1330_c0 : memref<1xi32> to memref<?xi32>
      %l1331 = memref.cast %b_l1331_c0 : memref<1xi32> to memref<?xi32>
      %l1332 = memref.cast %b_l1332_c0 : memref<1xf32> to memref<?xf32>
      %l1333 = memref.cast %b_l1333_c0 : memref<1xf32> to memref<?xf32>
      %l1334 = memref.cast %b_l1334_c0 : memref<1xf32> to memref<?xf32>
      %l1335 = memref.cast %b_l1335_c0 : memref<1xf32> to memref<?xf32>
      %l1336 = memref.cast %b_l1336_c0 : memref<1xi32> to memref<?xi32>
      %l1337 = memref.cast %b_l1337_c0 : memref<1xi32> to memref<?xi32>
      %l1338 = memref.cast %b_l1338_c0 : memref<1xf32> to memref<?xf32>
      %l1339 = memref.cast %b_l1339_c0 : memref<1xf32> to memref<?xf32>
      %l1340 = memref.cast %b_l1340_c0 : memref<1xf32> to memref<?xf32>
      %l1341 = memref.cast %b_l1341_c0 : memref<1xf32> to memref<?xf32>
      %l1342 = memref.cast %b_l1342_c0 : memref<1xi32> to memref<?xi32>
      %l1343 = memref.cast %b_l1343_c0 : memref<1xi32> to memref<?xi32>
      %l1344 = memref.cast %b_l1344_c0 : memref<1xi32> to memref<?xi32>
      %l1345 = memref.cast %b_l1345_c0 : memref<1xi32> to memref<?xi32>
      %l1346 = memref.cast %b_l1346_c0 : memref<1xf32> to memref<?xf32>
      %l1347 = memref.cast %b_l1347_c0 : memref<1xf32> to memref<?xf32>
      %l1348 = memref.cast %b_l1348_c0 : memref<1xf32> to memref<?xf32>
      %l1349 = memref.cast %b_l1349_c0 : memref<1xf32> to memref<?xf32>
      %l1350 = memref.cast %b_l1350_c0 : memref<1xi32> to memref<?xi32>
      %l1351 = memref.cast %b_l1351_c0 : memref<1xi32> to memref<?xi32>
      %l1352 = memref.cast %b_l1352_c0 : memref<1xi32> to memref<?xi32>
      %l1353 = memref.cast %b_l1353_c0 : memref<1xi32> to memref<?xi32>
      %l1354 = memref.cast %b_l1354_c0 : memref<1xf32> to memref<?xf32>
      %l1355 = memref.cast %b_l1355_c0 : memref<1xf32> to memref<?xf32>
      %l1356 = memref.cast %b_l1356_c0 : memref<1xf32> to memref<?xf32>
      %l1357 = memref.cast %b_l1357_c0 : memref<1xf32> to memref<?xf32>
      %l1358 = memref.cast %b_l1358_c0 : memref<1xi64> to memref<?xi64>
      %l1359 = memref.cast %b_l1359_c0 : memref<1xi32> to memref<?xi32>
      %l1360 = memref.cast %b_l1360_c0 : memref<1xi32> to memref<?xi32>
      %l1361 = memref.cast %b_l1361_c0 : memref<1xi32> to memref<?xi32>
      %l1362 = memref.cast %b_l1362_c0 : memref<1xi32> to memref<?xi32>
      %l1363 = memref.cast %b_l1363_c0 : memref<1xi32> to memref<?xi32>
      %l1364 = memref.cast %b_l1364_c0 : memref<1xi32> to memref<?xi32>
      %l1365 = memref.cast %b_l1365_c0 : memref<1xi32> to memref<?xi32>
      %l1366 = memref.cast %b_l1366_c0 : memref<1xf32> to memref<?xf32>
      %l1367 = memref.cast %b_l1367_c0 : memref<1xi1> to memref<?xi1>
      %l1368 = memref.cast %b_l1368_c0 : memref<1xi32> to memref<?xi32>
      %l1369 = memref.cast %b_l1369_c0 : memref<1xi32> to memref<?xi32>
      %l1370 = memref.cast %b_l1370_c0 : memref<1xi32> to memref<?xi32>
      %l1371 = memref.cast %b_l1371_c0 : memref<1xf32> to memref<?xf32>
      %l1372 = memref.cast %b_l1372_c0 : memref<1xi1> to memref<?xi1>
      %l1373 = memref.cast %b_l1373_c0 : memref<1xi32> to memref<?xi32>
      %l1374 = memref.cast %b_l1374_c0 : memref<1xi32> to memref<?xi32>
      %l1375 = memref.cast %b_l1375_c0 : memref<1xi32> to memref<?xi32>
      %l1376 = memref.cast %b_l1376_c0 : memref<1xf32> to memref<?xf32>
      %l1377 = memref.cast %b_l1377_c0 : memref<1xi1> to memref<?xi1>
      %l1378 = memref.cast %b_l1378_c0 : memref<1xf32> to memref<?xf32>
      %l1379 = memref.cast %b_l1379_c0 : memref<1xf32> to memref<?xf32>
      %l1380 = memref.cast %b_l1380_c0 : memref<1xf32> to memref<?xf32>
      %l1381 = memref.cast %b_l1381_c0 : memref<1xf32> to memref<?xf32>
      %l1382 = memref.cast %b_l1382_c0 : memref<1xf32> to memref<?xf32>
      %l1383 = memref.cast %b_l1383_c0 : memref<1xi64> to memref<?xi64>
      %l1384 = memref.cast %b_l1384_c0 : memref<1xi32> to memref<?xi32>
      %l1385 = memref.cast %b_l1385_c0 : memref<1xi32> to memref<?xi32>
      %l1386 = memref.cast %b_l1386_c0 : memref<1xi32> to memref<?xi32>
      %l1387 = memref.cast %b_l1387_c0 : memref<1xi1> to memref<?xi1>
      %l1388 = memref.cast %b_l1388_c0 : memref<1xi32> to memref<?xi32>
      %l1389 = memref.cast %b_l1389_c0 : memref<1xi1> to memref<?xi1>
      %l1390 = memref.cast %b_l1390_c0 : memref<1xi64> to memref<?xi64>
      %l1391 = memref.cast %b_l1391_c0 : memref<1xi64> to memref<?xi64>
      %l1392 = memref.cast %b_l1392_c0 : memref<1xi1> to memref<?xi1>
      %l1393 = memref.cast %b_l1393_c0 : memref<1xi1> to memref<?xi1>
      %l1394 = memref.cast %b_l1394_c0 : memref<1xi1> to memref<?xi1>
      %l1395 = memref.cast %b_l1395_c0 : memref<1xi64> to memref<?xi64>
      %l1396 = memref.cast %b_l1396_c0 : memref<1xi64> to memref<?xi64>
      %l1397 = memref.cast %b_l1397_c0 : memref<1xi1> to memref<?xi1>
      %l1398 = memref.cast %b_l1398_c0 : memref<1xi64> to memref<?xi64>
      %l1399 = memref.cast %b_l1399_c0 : memref<1xi64> to memref<?xi64>
      %l1400 = memref.cast %b_l1400_c0 : memref<1xi64> to memref<?xi64>
      %l1401 = memref.cast %b_l1401_c0 : memref<1xi64> to memref<?xi64>
      %l1402 = memref.cast %b_l1402_c0 : memref<1xi64> to memref<?xi64>
      %l1403 = memref.cast %b_l1403_c0 : memref<1xi64> to memref<?xi64>
      %l1404 = memref.cast %b_l1404_c0 : memref<1xi64> to memref<?xi64>
      %l1405 = memref.cast %b_l1405_c0 : memref<1xi64> to memref<?xi64>
      %l1406 = memref.cast %b_l1406_c0 : memref<1xi64> to memref<?xi64>
      %l1407 = memref.cast %b_l1407_c0 : memref<1xi1> to memref<?xi1>
      %l1408 = memref.cast %b_l1408_c0 : memref<1xi1> to memref<?xi1>
      %l1409 = memref.cast %b_l1409_c0 : memref<1xi1> to memref<?xi1>
      %l1410 = memref.cast %b_l1410_c0 : memref<1xi1> to memref<?xi1>
      %l1411 = memref.cast %b_l1411_c0 : memref<1xi1> to memref<?xi1>
      %l1412 = memref.cast %b_l1412_c0 : memref<1xi1> to memref<?xi1>
      %l1413 = memref.cast %b_l1413_c0 : memref<1xi1> to memref<?xi1>
      %l1414 = memref.cast %b_l1414_c0 : memref<1xi1> to memref<?xi1>
      %l1415 = memref.cast %b_l1415_c0 : memref<1xf32> to memref<?xf32>
      %l1416 = memref.cast %b_l1416_c0 : memref<1xf32> to memref<?xf32>
      %l1417 = memref.cast %b_l1417_c0 : memref<1xf32> to memref<?xf32>
      %l1418 = memref.cast %b_l1418_c0 : memref<1xf32> to memref<?xf32>
      %l1419 = memref.cast %b_l1419_c0 : memref<1xf32> to memref<?xf32>
      %l1420 = memref.cast %b_l1420_c0 : memref<1xf32> to memref<?xf32>
      %l1421 = memref.cast %b_l1421_c0 : memref<1xf32> to memref<?xf32>
      %l1422 = memref.cast %b_l1422_c0 : memref<1xf32> to memref<?xf32>
      %l1423 = memref.cast %b_l1423_c0 : memref<1xi64> to memref<?xi64>
      %l1424 = memref.cast %b_l1424_c0 : memref<1xi64> to memref<?xi64>
      %l1425 = memref.cast %b_l1425_c0 : memref<1xi64> to memref<?xi64>
      %l1426 = memref.cast %b_l1426_c0 : memref<1xi64> to memref<?xi64>
      %l1427 = memref.cast %b_l1427_c0 : memref<1xi64> to memref<?xi64>
      %l1428 = memref.cast %b_l1428_c0 : memref<1xi64> to memref<?xi64>
      %l1429 = memref.cast %b_l1429_c0 : memref<1xi1> to memref<?xi1>
      %l1430 = memref.cast %b_l1430_c0 : memref<1xi1> to memref<?xi1>
      %l1431 = memref.cast %b_l1431_c0 : memref<1xi1> to memref<?xi1>
      %l1432 = memref.cast %b_l1432_c0 : memref<1xi1> to memref<?xi1>
      %l1433 = memref.cast %b_l1433_c0 : memref<1xi32> to memref<?xi32>
      %l1434 = memref.cast %b_l1434_c0 : memref<1xi32> to memref<?xi32>
      %l1435 = memref.cast %b_l1435_c0 : memref<1xi32> to memref<?xi32>
      %l1436 = memref.cast %b_l1436_c0 : memref<1xi32> to memref<?xi32>
      %l1437 = memref.cast %b_l1437_c0 : memref<1xf32> to memref<?xf32>
      %l1438 = memref.cast %b_l1438_c0 : memref<1xi1> to memref<?xi1>
      %l1439 = memref.cast %b_l1439_c0 : memref<1xf32> to memref<?xf32>
      %l1440 = memref.cast %b_l1440_c0 : memref<1xi1> to memref<?xi1>
      %l1441 = memref.cast %b_l1441_c0 : memref<1xf32> to memref<?xf32>
      %l1442 = memref.cast %b_l1442_c0 : memref<1xi1> to memref<?xi1>
      %l1443 = memref.cast %b_l1443_c0 : memref<1xf32> to memref<?xf32>
      %l1444 = memref.cast %b_l1444_c0 : memref<1xi64> to memref<?xi64>
      %l1445 = memref.cast %b_l1445_c0 : memref<1xi64> to memref<?xi64>
      %l1446 = memref.cast %b_l1446_c0 : memref<1xi64> to memref<?xi64>
      %l1447 = memref.cast %b_l1447_c0 : memref<1xi64> to memref<?xi64>
      %l1448 = memref.cast %b_l1448_c0 : memref<1xi64> to memref<?xi64>
      %l1449 = memref.cast %b_l1449_c0 : memref<1xi64> to memref<?xi64>
      %l1450 = memref.cast %b_l1450_c0 : memref<1xi64> to memref<?xi64>
      %l1451 = memref.cast %b_l1451_c0 : memref<1xi32> to memref<?xi32>
      %l1452 = memref.cast %b_l1452_c0 : memref<1xi64> to memref<?xi64>
      %l1453 = memref.cast %b_l1453_c0 : memref<1xi64> to memref<?xi64>
      %l1454 = memref.cast %b_l1454_c0 : memref<1xi64> to memref<?xi64>
      %l1455 = memref.cast %b_l1455_c0 : memref<1xi64> to memref<?xi64>
      %l1456 = memref.cast %b_l1456_c0 : memref<1xi64> to memref<?xi64>
      %l1457 = memref.cast %b_l1457_c0 : memref<1xi64> to memref<?xi64>
      %l1458 = memref.cast %b_l1458_c0 : memref<1xi64> to memref<?xi64>
      %l1459 = memref.cast %b_l1459_c0 : memref<1xi32> to memref<?xi32>
      %l1460 = memref.cast %b_l1460_c0 : memref<1xi32> to memref<?xi32>
      %l1461 = memref.cast %b_l1461_c0 : memref<1xi32> to memref<?xi32>
      %l1462 = memref.cast %b_l1462_c0 : memref<1xf32> to memref<?xf32>
      %l1463 = memref.cast %b_l1463_c0 : memref<1xf32> to memref<?xf32>
      %l1464 = memref.cast %b_l1464_c0 : memref<1xf32> to memref<?xf32>
      %l1465 = memref.cast %b_l1465_c0 : memref<1xf32> to memref<?xf32>
      %l1466 = memref.cast %b_l1466_c0 : memref<1xi32> to memref<?xi32>
      %l1467 = memref.cast %b_l1467_c0 : memref<1xi32> to memref<?xi32>
      %l1468 = memref.cast %b_l1468_c0 : memref<1xf32> to memref<?xf32>
      %l1469 = memref.cast %b_l1469_c0 : memref<1xf32> to memref<?xf32>
      %l1470 = memref.cast %b_l1470_c0 : memref<1xf32> to memref<?xf32>
      %l1471 = memref.cast %b_l1471_c0 : memref<1xf32> to memref<?xf32>
      %l1472 = memref.cast %b_l1472_c0 : memref<1xi32> to memref<?xi32>
      %l1473 = memref.cast %b_l1473_c0 : memref<1xi32> to memref<?xi32>
      %l1474 = memref.cast %b_l1474_c0 : memref<1xi32> to memref<?xi32>
      %l1475 = memref.cast %b_l1475_c0 : memref<1xi32> to memref<?xi32>
      %l1476 = memref.cast %b_l1476_c0 : memref<1xf32> to memref<?xf32>
      %l1477 = memref.cast %b_l1477_c0 : memref<1xf32> to memref<?xf32>
      %l1478 = memref.cast %b_l1478_c0 : memref<1xf32> to memref<?xf32>
      %l1479 = memref.cast %b_l1479_c0 : memref<1xf32> to memref<?xf32>
      %l1480 = memref.cast %b_l1480_c0 : memref<1xi32> to memref<?xi32>
      %l1481 = memref.cast %b_l1481_c0 : memref<1xi32> to memref<?xi32>
      %l1482 = memref.cast %b_l1482_c0 : memref<1xi32> to memref<?xi32>
      %l1483 = memref.cast %b_l1483_c0 : memref<1xi32> to memref<?xi32>
      %l1484 = memref.cast %b_l1484_c0 : memref<1xf32> to memref<?xf32>
      %l1485 = memref.cast %b_l1485_c0 : memref<1xf32> to memref<?xf32>
      %l1486 = memref.cast %b_l1486_c0 : memref<1xf32> to memref<?xf32>
      %l1487 = memref.cast %b_l1487_c0 : memref<1xf32> to memref<?xf32>
      %l1488 = memref.cast %b_l1488_c0 : memref<1xi32> to memref<?xi32>
      %l1489 = memref.cast %b_l1489_c0 : memref<1xi32> to memref<?xi32>
      %l1490 = memref.cast %b_l1490_c0 : memref<1xf32> to memref<?xf32>
      %l1491 = memref.cast %b_l1491_c0 : memref<1xf32> to memref<?xf32>
      %l1492 = memref.cast %b_l1492_c0 : memref<1xf32> to memref<?xf32>
      %l1493 = memref.cast %b_l1493_c0 : memref<1xf32> to memref<?xf32>
      %l1494 = memref.cast %b_l1494_c0 : memref<1xi32> to memref<?xi32>
      %l1495 = memref.cast %b_l1495_c0 : memref<1xi32> to memref<?xi32>
      %l1496 = memref.cast %b_l1496_c0 : memref<1xf32> to memref<?xf32>
      %l1497 = memref.cast %b_l1497_c0 : memref<1xf32> to memref<?xf32>
      %l1498 = memref.cast %b_l1498_c0 : memref<1xf32> to memref<?xf32>
      %l1499 = memref.cast %b_l1499_c0 : memref<1xf32> to memref<?xf32>
      %l1500 = memref.cast %b_l1500_c0 : memref<1xi32> to memref<?xi32>
      %l1501 = memref.cast %b_l1501_c0 : memref<1xi32> to memref<?xi32>
      %l1502 = memref.cast %b_l1502_c0 : memref<1xi32> to memref<?xi32>
      %l1503 = memref.cast %b_l1503_c0 : memref<1xi32> to memref<?xi32>
      %l1504 = memref.cast %b_l1504_c0 : memref<1xf32> to memref<?xf32>
      %l1505 = memref.cast %b_l1505_c0 : memref<1xf32> to memref<?xf32>
      %l1506 = memref.cast %b_l1506_c0 : memref<1xf32> to memref<?xf32>
      %l1507 = memref.cast %b_l1507_c0 : memref<1xf32> to memref<?xf32>
      %l1508 = memref.cast %b_l1508_c0 : memref<1xi32> to memref<?xi32>
      %l1509 = memref.cast %b_l1509_c0 : memref<1xi32> to memref<?xi32>
      %l1510 = memref.cast %b_l1510_c0 : memref<1xi32> to memref<?xi32>
      %l1511 = memref.cast %b_l1511_c0 : memref<1xi32> to memref<?xi32>
      %l1512 = memref.cast %b_l1512_c0 : memref<1xf32> to memref<?xf32>
      %l1513 = memref.cast %b_l1513_c0 : memref<1xf32> to memref<?xf32>
      %l1514 = memref.cast %b_l1514_c0 : memref<1xf32> to memref<?xf32>
      %l1515 = memref.cast %b_l1515_c0 : memref<1xf32> to memref<?xf32>
      %l1516 = memref.cast %b_l1516_c0 : memref<1xi64> to memref<?xi64>
      %l1517 = memref.cast %b_l1517_c0 : memref<1xi64> to memref<?xi64>
      %l1518 = memref.cast %b_l1518_c0 : memref<1xi32> to memref<?xi32>
      %l1519 = memref.cast %b_l1519_c0 : memref<1xi32> to memref<?xi32>
      %l1520 = memref.cast %b_l1520_c0 : memref<1xi32> to memref<?xi32>
      %l1521 = memref.cast %b_l1521_c0 : memref<1xi32> to memref<?xi32>
      %l1522 = memref.cast %b_l1522_c0 : memref<1xi32> to memref<?xi32>
      %l1523 = memref.cast %b_l1523_c0 : memref<1xi32> to memref<?xi32>
      %l1524 = memref.cast %b_l1524_c0 : memref<1xi32> to memref<?xi32>
      %l1525 = memref.cast %b_l1525_c0 : memref<1xf32> to memref<?xf32>
      %l1526 = memref.cast %b_l1526_c0 : memref<1xi1> to memref<?xi1>
      %l1527 = memref.cast %b_l1527_c0 : memref<1xi32> to memref<?xi32>
      %l1528 = memref.cast %b_l1528_c0 : memref<1xi32> to memref<?xi32>
      %l1529 = memref.cast %b_l1529_c0 : memref<1xi32> to memref<?xi32>
      %l1530 = memref.cast %b_l1530_c0 : memref<1xf32> to memref<?xf32>
      %l1531 = memref.cast %b_l1531_c0 : memref<1xi1> to memref<?xi1>
      %l1532 = memref.cast %b_l1532_c0 : memref<1xi32> to memref<?xi32>
      %l1533 = memref.cast %b_l1533_c0 : memref<1xi32> to memref<?xi32>
      %l1534 = memref.cast %b_l1534_c0 : memref<1xi32> to memref<?xi32>
      %l1535 = memref.cast %b_l1535_c0 : memref<1xf32> to memref<?xf32>
      %l1536 = memref.cast %b_l1536_c0 : memref<1xi1> to memref<?xi1>
      %l1537 = memref.cast %b_l1537_c0 : memref<1xf32> to memref<?xf32>
      %l1538 = memref.cast %b_l1538_c0 : memref<1xf32> to memref<?xf32>
      %l1539 = memref.cast %b_l1539_c0 : memref<1xf32> to memref<?xf32>
      %l1540 = memref.cast %b_l1540_c0 : memref<1xf32> to memref<?xf32>
      %l1541 = memref.cast %b_l1541_c0 : memref<1xf32> to memref<?xf32>
      %l1542 = memref.cast %b_l1542_c0 : memref<1xi1> to memref<?xi1>
      %l1543 = memref.cast %b_l1543_c0 : memref<1xf32> to memref<?xf32>
      %l1544 = memref.cast %b_l1544_c0 : memref<1xi1> to memref<?xi1>
      %l1545 = memref.cast %b_l1545_c0 : memref<1xf32> to memref<?xf32>
      %l1546 = memref.cast %b_l1546_c0 : memref<1xi1> to memref<?xi1>
      %l1547 = memref.cast %b_l1547_c0 : memref<1xf32> to memref<?xf32>
      %l1548 = memref.cast %b_l1548_c0 : memref<1xi1> to memref<?xi1>
      %l1549 = memref.cast %b_l1549_c0 : memref<1xf32> to memref<?xf32>
      %l1550 = memref.cast %b_l1550_c0 : memref<1xf32> to memref<?xf32>
      %l1551 = memref.cast %b_l1551_c0 : memref<1xf32> to memref<?xf32>
      %l1552 = memref.cast %b_l1552_c0 : memref<1xf32> to memref<?xf32>
      %l1553 = memref.cast %b_l1553_c0 : memref<1xf32> to memref<?xf32>
      %l1554 = memref.cast %b_l1554_c0 : memref<1xi64> to memref<?xi64>
      %l1555 = memref.cast %b_l1555_c0 : memref<1xi64> to memref<?xi64>
      %l1560 = memref.cast %b_l1560_c0 : memref<1xi1> to memref<?xi1>
      %l1561 = memref.cast %b_l1561_c0 : memref<1xi1> to memref<?xi1>
      %l1562 = memref.cast %b_l1562_c0 : memref<1xi1> to memref<?xi1>
      %l1563 = memref.cast %b_l1563_c0 : memref<1xi1> to memref<?xi1>
      %l1565 = memref.cast %b_l1565_c0 : memref<1xi64> to memref<?xi64>
      %l1566 = memref.cast %b_l1566_c0 : memref<1xi1> to memref<?xi1>
      %l1567 = memref.cast %b_l1567_c0 : memref<1xi64> to memref<?xi64>
      %l1568 = memref.cast %b_l1568_c0 : memref<1xi1> to memref<?xi1>
      %l1569 = memref.cast %b_l1569_c0 : memref<1xi64> to memref<?xi64>
      %l1570 = memref.cast %b_l1570_c0 : memref<1xi64> to memref<?xi64>
      %l1571 = memref.cast %b_l1571_c0 : memref<1xi64> to memref<?xi64>
      %l1572 = memref.cast %b_l1572_c0 : memref<1xi64> to memref<?xi64>
      %l1573 = memref.cast %b_l1573_c0 : memref<1xi64> to memref<?xi64>
      %l1574 = memref.cast %b_l1574_c0 : memref<1xi64> to memref<?xi64>
      %l1575 = memref.cast %b_l1575_c0 : memref<1xi64> to memref<?xi64>
      %l1576 = memref.cast %b_l1576_c0 : memref<1xi64> to memref<?xi64>
      %l1577 = memref.cast %b_l1577_c0 : memref<1xi1> to memref<?xi1>
      %l1578 = memref.cast %b_l1578_c0 : memref<1xi1> to memref<?xi1>
      %l1579 = memref.cast %b_l1579_c0 : memref<1xi1> to memref<?xi1>
      %l1580 = memref.cast %b_l1580_c0 : memref<1xi1> to memref<?xi1>
      %l1581 = memref.cast %b_l1581_c0 : memref<1xi1> to memref<?xi1>
      %l1582 = memref.cast %b_l1582_c0 : memref<1xi1> to memref<?xi1>
      %l1583 = memref.cast %b_l1583_c0 : memref<1xi1> to memref<?xi1>
      %l1584 = memref.cast %b_l1584_c0 : memref<1xi1> to memref<?xi1>
      %l1585 = memref.cast %b_l1585_c0 : memref<1xf32> to memref<?xf32>
      %l1586 = memref.cast %b_l1586_c0 : memref<1xf32> to memref<?xf32>
      %l1587 = memref.cast %b_l1587_c0 : memref<1xf32> to memref<?xf32>
      %l1588 = memref.cast %b_l1588_c0 : memref<1xf32> to memref<?xf32>
      %l1589 = memref.cast %b_l1589_c0 : memref<1xf32> to memref<?xf32>
      %l1590 = memref.cast %b_l1590_c0 : memref<1xf32> to memref<?xf32>
      %l1591 = memref.cast %b_l1591_c0 : memref<1xf32> to memref<?xf32>
      %l1592 = memref.cast %b_l1592_c0 : memref<1xf32> to memref<?xf32>
      %l1593 = memref.cast %b_l1593_c0 : memref<1xf32> to memref<?xf32>
      %l1594 = memref.cast %b_l1594_c0 : memref<1xf32> to memref<?xf32>
      %l1595 = memref.cast %b_l1595_c0 : memref<1xf32> to memref<?xf32>
      %l1596 = memref.cast %b_l1596_c0 : memref<1xf32> to memref<?xf32>
      %l1597 = memref.cast %b_l1597_c0 : memref<1xi64> to memref<?xi64>
      %l1598 = memref.cast %b_l1598_c0 : memref<1xi1> to memref<?xi1>
      %l1599 = memref.cast %b_l1599_c0 : memref<1xi64> to memref<?xi64>
      %l1600 = memref.cast %b_l1600_c0 : memref<1xi64> to memref<?xi64>
      %l1601 = memref.cast %b_l1601_c0 : memref<1xi64> to memref<?xi64>
      %l1602 = memref.cast %b_l1602_c0 : memref<1xi64> to memref<?xi64>
      %l1603 = memref.cast %b_l1603_c0 : memref<1xi1> to memref<?xi1>
      %l1604 = memref.cast %b_l1604_c0 : memref<1xi1> to memref<?xi1>
      %l1605 = memref.cast %b_l1605_c0 : memref<1xf32> to memref<?xf32>
      %l1606 = memref.cast %b_l1606_c0 : memref<1xi64> to memref<?xi64>
      %l1607 = memref.cast %b_l1607_c0 : memref<1xi1> to memref<?xi1>
      %l1608 = memref.cast %b_l1608_c0 : memref<1xi1> to memref<?xi1>
      %l1609 = memref.cast %b_l1609_c0 : memref<1xf32> to memref<?xf32>
      %l1610 = memref.cast %b_l1610_c0 : memref<1xi64> to memref<?xi64>
      %l1611 = memref.cast %b_l1611_c0 : memref<1xi1> to memref<?xi1>
      %l1612 = memref.cast %b_l1612_c0 : memref<1xi1> to memref<?xi1>
      %l1613 = memref.cast %b_l1613_c0 : memref<1xf32> to memref<?xf32>
      %l1614 = memref.cast %b_l1614_c0 : memref<1xi64> to memref<?xi64>
      %l1615 = memref.cast %b_l1615_c0 : memref<1xi1> to memref<?xi1>
      %l1616 = memref.cast %b_l1616_c0 : memref<1xi1> to memref<?xi1>
      %l1617 = memref.cast %b_l1617_c0 : memref<1xf32> to memref<?xf32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 120: ^bb120, 133: ^bb133, 265: ^bb265, 278: ^bb278]
              ^bb0:
                %v8 = arith.index_cast %n1 : index to i64
                memref.store %v8, %l0[%k0] : memref<?xi64>
                %v9 = arith.index_cast %n0 : index to i64
                memref.store %v9, %l1[%k0] : memref<?xi64>
                %v10 = memref.load %l0[%k0] : memref<?xi64>
                %v11 = arith.constant 2147483648 : i64
                %v12 = arith.cmpi ult, %v10, %v11 : i64
                memref.store %v12, %l2[%k0] : memref<?xi1>
                %v13 = memref.load %l2[%k0] : memref<?xi1>
                cf.cond_br %v13, ^bb1, ^bb147
              ^bb1:
                %v14 = memref.load %l1[%k0] : memref<?xi64>
                %v15 = arith.constant 2147483648 : i64
                %v16 = arith.cmpi ult, %v14, %v15 : i64
                memref.store %v16, %l3[%k0] : memref<?xi1>
                %v17 = memref.load %l3[%k0] : memref<?xi1>
                cf.cond_br %v17, ^bb2, ^bb147
              ^bb2:
                %v18 = arith.index_cast %lane : index to i64
                memref.store %v18, %l4[%k0] : memref<?xi64>
                cf.br ^bb3
              ^bb3:
                %v19 = memref.load %l4[%k0] : memref<?xi64>
                %v20 = arith.constant 32 : i64
                %v21 = arith.constant 0 : i64
                %v22 = arith.cmpi eq, %v20, %v21 : i64
                %v23 = arith.constant 1 : i64
                %v24 = arith.select %v22, %v23, %v20 : i64
                %v25 = arith.remui %v19, %v24 : i64
                memref.store %v25, %ls5[%lane] : memref<?xi64>
                %v26 = memref.load %ls5[%lane] : memref<?xi64>
                %v27 = arith.constant 4 : i64
                %v28 = arith.constant 0 : i64
                %v29 = arith.cmpi eq, %v27, %v28 : i64
                %v30 = arith.constant 1 : i64
                %v31 = arith.select %v29, %v30, %v27 : i64
                %v32 = arith.remui %v26, %v31 : i64
                memref.store %v32, %l6[%k0] : memref<?xi64>
                %v33 = memref.load %l6[%k0] : memref<?xi64>
                %v34 = arith.trunci %v33 : i64 to i32
                memref.store %v34, %l7[%k0] : memref<?xi32>
                %v35 = arith.index_cast %grpx : index to i64
                memref.store %v35, %l8[%k0] : memref<?xi64>
                cf.br ^bb4
              ^bb4:
                %v36 = memref.load %l8[%k0] : memref<?xi64>
                %v37 = arith.constant 8 : i64
                %v38 = arith.muli %v36, %v37 : i64
                memref.store %v38, %l9[%k0] : memref<?xi64>
                %v39 = memref.load %l4[%k0] : memref<?xi64>
                %v40 = arith.constant 32 : i64
                %v41 = arith.constant 0 : i64
                %v42 = arith.cmpi eq, %v40, %v41 : i64
                %v43 = arith.constant 1 : i64
                %v44 = arith.select %v42, %v43, %v40 : i64
                %v45 = arith.divui %v39, %v44 : i64
                memref.store %v45, %l10[%k0] : memref<?xi64>
                %v46 = memref.load %l10[%k0] : memref<?xi64>
                %v47 = arith.constant 4 : i64
                %v48 = arith.muli %v46, %v47 : i64
                memref.store %v48, %l11[%k0] : memref<?xi64>
                %v49 = memref.load %l9[%k0] : memref<?xi64>
                %v50 = memref.load %l11[%k0] : memref<?xi64>
                %v51 = arith.addi %v49, %v50 : i64
                memref.store %v51, %ls12[%lane] : memref<?xi64>
                %v52 = memref.load %l0[%k0] : memref<?xi64>
                %v53 = arith.trunci %v52 : i64 to i32
                memref.store %v53, %l13[%k0] : memref<?xi32>
                %v54 = memref.load %l13[%k0] : memref<?xi32>
                %v55 = arith.constant 32 : i32
                %v56 = arith.constant 0 : i32
                %v57 = arith.cmpi eq, %v55, %v56 : i32
                %v58 = arith.constant 1 : i32
                %v59 = arith.select %v57, %v58, %v55 : i32
                %v60 = arith.divui %v54, %v59 : i32
                memref.store %v60, %l14[%k0] : memref<?xi32>
                %v61 = memref.load %l14[%k0] : memref<?xi32>
                %v62 = arith.constant 32 : i32
                %v63 = arith.muli %v61, %v62 : i32
                memref.store %v63, %l15[%k0] : memref<?xi32>
                %v64 = memref.load %l0[%k0] : memref<?xi64>
                %v65 = arith.constant 32 : i64
                %v66 = arith.constant 0 : i64
                %v67 = arith.cmpi eq, %v65, %v66 : i64
                %v68 = arith.constant 1 : i64
                %v69 = arith.select %v67, %v68, %v65 : i64
                %v70 = arith.divui %v64, %v69 : i64
                memref.store %v70, %l16[%k0] : memref<?xi64>
                %v71 = arith.constant 63 : i32
                %v72 = arith.extsi %v71 : i32 to i64
                memref.store %v72, %l17[%k0] : memref<?xi64>
                %v73 = memref.load %l0[%k0] : memref<?xi64>
                %v74 = memref.load %l17[%k0] : memref<?xi64>
                %v75 = arith.constant 63 : i64
                %v76 = arith.andi %v74, %v75 : i64
                %v77 = arith.shrui %v73, %v76 : i64
                memref.store %v77, %l18[%k0] : memref<?xi64>
                %v78 = memref.load %l18[%k0] : memref<?xi64>
                %v79 = arith.trunci %v78 : i64 to i32
                memref.store %v79, %l19[%k0] : memref<?xi32>
                %v80 = memref.load %l0[%k0] : memref<?xi64>
                %v81 = arith.trunci %v80 : i64 to i32
                memref.store %v81, %l20[%k0] : memref<?xi32>
                %v82 = memref.load %l19[%k0] : memref<?xi32>
                %v83 = memref.load %l20[%k0] : memref<?xi32>
                %v84 = arith.muli %v82, %v83 : i32
                memref.store %v84, %l21[%k0] : memref<?xi32>
                %v85 = arith.constant 1258291328 : i32
                %v86 = memref.load %l21[%k0] : memref<?xi32>
                %v87 = arith.addi %v85, %v86 : i32
                memref.store %v87, %l22[%k0] : memref<?xi32>
                %v88 = arith.constant 1191215104 : i32
                %v89 = memref.load %l21[%k0] : memref<?xi32>
                %v90 = arith.addi %v88, %v89 : i32
                memref.store %v90, %l23[%k0] : memref<?xi32>
                %v91 = memref.load %l1[%k0] : memref<?xi64>
                memref.store %v91, %l24[%k0] : memref<?xi64>
                %v92 = arith.constant 16 : i64
                memref.store %v92, %l25[%k0] : memref<?xi64>
                %v93 = memref.load %ls12[%lane] : memref<?xi64>
                %v94 = arith.constant 0 : i64
                %v95 = arith.addi %v93, %v94 : i64
                memref.store %v95, %l26[%k0] : memref<?xi64>
                %v96 = arith.index_cast %n2 : index to i64
                memref.store %v96, %l27[%k0] : memref<?xi64>
                %v97 = memref.load %l26[%k0] : memref<?xi64>
                %v98 = memref.load %l27[%k0] : memref<?xi64>
                %v99 = arith.cmpi ult, %v97, %v98 : i64
                memref.store %v99, %l28[%k0] : memref<?xi1>
                %v100 = memref.load %l28[%k0] : memref<?xi1>
                cf.cond_br %v100, ^bb5, ^bb8
              ^bb5:
                %v101 = memref.load %l26[%k0] : memref<?xi64>
                %v102 = memref.load %l16[%k0] : memref<?xi64>
                %v103 = arith.muli %v101, %v102 : i64
                memref.store %v103, %l29[%k0] : memref<?xi64>
                %v104 = memref.load %ls5[%lane] : memref<?xi64>
                %v105 = arith.constant 4 : i64
                %v106 = arith.constant 0 : i64
                %v107 = arith.cmpi eq, %v105, %v106 : i64
                %v108 = arith.constant 1 : i64
                %v109 = arith.select %v107, %v108, %v105 : i64
                %v110 = arith.divui %v104, %v109 : i64
                memref.store %v110, %l30[%k0] : memref<?xi64>
                %v111 = memref.load %l29[%k0] : memref<?xi64>
                %v112 = memref.load %l30[%k0] : memref<?xi64>
                %v113 = arith.addi %v111, %v112 : i64
                memref.store %v113, %l31[%k0] : memref<?xi64>
                %v114 = memref.load %l31[%k0] : memref<?xi64>
                %v115 = arith.constant 34 : i64
                %v116 = arith.muli %v114, %v115 : i64
                memref.store %v116, %l32[%k0] : memref<?xi64>
                %v117 = memref.load %l32[%k0] : memref<?xi64>
                %v118 = arith.constant 4 : i64
                %v119 = arith.constant 0 : i64
                %v120 = arith.cmpi eq, %v118, %v119 : i64
                %v121 = arith.constant 1 : i64
                %v122 = arith.select %v120, %v121, %v118 : i64
                %v123 = arith.divui %v117, %v122 : i64
                memref.store %v123, %l33[%k0] : memref<?xi64>
                %v124 = memref.load %l33[%k0] : memref<?xi64>
                %v125 = memref.load %l1[%k0] : memref<?xi64>
                %v126 = arith.cmpi ult, %v124, %v125 : i64
                memref.store %v126, %l34[%k0] : memref<?xi1>
                %v127 = memref.load %l34[%k0] : memref<?xi1>
                cf.cond_br %v127, ^bb6, ^bb7
              ^bb6:
                %v128 = memref.load %l33[%k0] : memref<?xi64>
                memref.store %v128, %l24[%k0] : memref<?xi64>
                cf.br ^bb7
              ^bb7:
                %v129 = memref.load %l32[%k0] : memref<?xi64>
                %v130 = arith.constant 4 : i64
                %v131 = arith.constant 0 : i64
                %v132 = arith.cmpi eq, %v130, %v131 : i64
                %v133 = arith.constant 1 : i64
                %v134 = arith.select %v132, %v133, %v130 : i64
                %v135 = arith.remui %v129, %v134 : i64
                memref.store %v135, %l35[%k0] : memref<?xi64>
                %v136 = memref.load %l35[%k0] : memref<?xi64>
                %v137 = arith.constant 8 : i64
                %v138 = arith.muli %v136, %v137 : i64
                memref.store %v138, %l36[%k0] : memref<?xi64>
                %v139 = arith.constant 16 : i64
                %v140 = memref.load %l36[%k0] : memref<?xi64>
                %v141 = arith.addi %v139, %v140 : i64
                memref.store %v141, %l25[%k0] : memref<?xi64>
                cf.br ^bb8
              ^bb8:
                %v142 = memref.load %l24[%k0] : memref<?xi64>
                memref.store %v142, %l37[%k0] : memref<?xi64>
                %v143 = memref.load %l37[%k0] : memref<?xi64>
                %v144 = arith.trunci %v143 : i64 to i32
                memref.store %v144, %l38[%k0] : memref<?xi32>
                %v145 = memref.load %l25[%k0] : memref<?xi64>
                memref.store %v145, %l39[%k0] : memref<?xi64>
                %v146 = memref.load %l39[%k0] : memref<?xi64>
                %v147 = arith.trunci %v146 : i64 to i32
                memref.store %v147, %l40[%k0] : memref<?xi32>
                %v148 = memref.load %l1[%k0] : memref<?xi64>
                memref.store %v148, %l41[%k0] : memref<?xi64>
                %v149 = arith.constant 16 : i64
                memref.store %v149, %l42[%k0] : memref<?xi64>
                %v150 = memref.load %ls12[%lane] : memref<?xi64>
                %v151 = arith.constant 1 : i64
                %v152 = arith.addi %v150, %v151 : i64
                memref.store %v152, %l43[%k0] : memref<?xi64>
                %v153 = arith.index_cast %n2 : index to i64
                memref.store %v153, %l44[%k0] : memref<?xi64>
                %v154 = memref.load %l43[%k0] : memref<?xi64>
                %v155 = memref.load %l44[%k0] : memref<?xi64>
                %v156 = arith.cmpi ult, %v154, %v155 : i64
                memref.store %v156, %l45[%k0] : memref<?xi1>
                %v157 = memref.load %l45[%k0] : memref<?xi1>
                cf.cond_br %v157, ^bb9, ^bb12
              ^bb9:
                %v158 = memref.load %l43[%k0] : memref<?xi64>
                %v159 = memref.load %l16[%k0] : memref<?xi64>
                %v160 = arith.muli %v158, %v159 : i64
                memref.store %v160, %l46[%k0] : memref<?xi64>
                %v161 = memref.load %ls5[%lane] : memref<?xi64>
                %v162 = arith.constant 4 : i64
                %v163 = arith.constant 0 : i64
                %v164 = arith.cmpi eq, %v162, %v163 : i64
                %v165 = arith.constant 1 : i64
                %v166 = arith.select %v164, %v165, %v162 : i64
                %v167 = arith.divui %v161, %v166 : i64
                memref.store %v167, %l47[%k0] : memref<?xi64>
                %v168 = memref.load %l46[%k0] : memref<?xi64>
                %v169 = memref.load %l47[%k0] : memref<?xi64>
                %v170 = arith.addi %v168, %v169 : i64
                memref.store %v170, %l48[%k0] : memref<?xi64>
                %v171 = memref.load %l48[%k0] : memref<?xi64>
                %v172 = arith.constant 34 : i64
                %v173 = arith.muli %v171, %v172 : i64
                memref.store %v173, %l49[%k0] : memref<?xi64>
                %v174 = memref.load %l49[%k0] : memref<?xi64>
                %v175 = arith.constant 4 : i64
                %v176 = arith.constant 0 : i64
                %v177 = arith.cmpi eq, %v175, %v176 : i64
                %v178 = arith.constant 1 : i64
                %v179 = arith.select %v177, %v178, %v175 : i64
                %v180 = arith.divui %v174, %v179 : i64
                memref.store %v180, %l50[%k0] : memref<?xi64>
                %v181 = memref.load %l50[%k0] : memref<?xi64>
                %v182 = memref.load %l1[%k0] : memref<?xi64>
                %v183 = arith.cmpi ult, %v181, %v182 : i64
                memref.store %v183, %l51[%k0] : memref<?xi1>
                %v184 = memref.load %l51[%k0] : memref<?xi1>
                cf.cond_br %v184, ^bb10, ^bb11
              ^bb10:
                %v185 = memref.load %l50[%k0] : memref<?xi64>
                memref.store %v185, %l41[%k0] : memref<?xi64>
                cf.br ^bb11
              ^bb11:
                %v186 = memref.load %l49[%k0] : memref<?xi64>
                %v187 = arith.constant 4 : i64
                %v188 = arith.constant 0 : i64
                %v189 = arith.cmpi eq, %v187, %v188 : i64
                %v190 = arith.constant 1 : i64
                %v191 = arith.select %v189, %v190, %v187 : i64
                %v192 = arith.remui %v186, %v191 : i64
                memref.store %v192, %l52[%k0] : memref<?xi64>
                %v193 = memref.load %l52[%k0] : memref<?xi64>
                %v194 = arith.constant 8 : i64
                %v195 = arith.muli %v193, %v194 : i64
                memref.store %v195, %l53[%k0] : memref<?xi64>
                %v196 = arith.constant 16 : i64
                %v197 = memref.load %l53[%k0] : memref<?xi64>
                %v198 = arith.addi %v196, %v197 : i64
                memref.store %v198, %l42[%k0] : memref<?xi64>
                cf.br ^bb12
              ^bb12:
                %v199 = memref.load %l41[%k0] : memref<?xi64>
                memref.store %v199, %l54[%k0] : memref<?xi64>
                %v200 = memref.load %l54[%k0] : memref<?xi64>
                %v201 = arith.trunci %v200 : i64 to i32
                memref.store %v201, %l55[%k0] : memref<?xi32>
                %v202 = memref.load %l42[%k0] : memref<?xi64>
                memref.store %v202, %l56[%k0] : memref<?xi64>
                %v203 = memref.load %l56[%k0] : memref<?xi64>
                %v204 = arith.trunci %v203 : i64 to i32
                memref.store %v204, %l57[%k0] : memref<?xi32>
                %v205 = memref.load %l1[%k0] : memref<?xi64>
                memref.store %v205, %l58[%k0] : memref<?xi64>
                %v206 = arith.constant 16 : i64
                memref.store %v206, %l59[%k0] : memref<?xi64>
                %v207 = memref.load %ls12[%lane] : memref<?xi64>
                %v208 = arith.constant 2 : i64
                %v209 = arith.addi %v207, %v208 : i64
                memref.store %v209, %l60[%k0] : memref<?xi64>
                %v210 = arith.index_cast %n2 : index to i64
                memref.store %v210, %l61[%k0] : memref<?xi64>
                %v211 = memref.load %l60[%k0] : memref<?xi64>
                %v212 = memref.load %l61[%k0] : memref<?xi64>
                %v213 = arith.cmpi ult, %v211, %v212 : i64
                memref.store %v213, %l62[%k0] : memref<?xi1>
                %v214 = memref.load %l62[%k0] : memref<?xi1>
                cf.cond_br %v214, ^bb13, ^bb16
              ^bb13:
                %v215 = memref.load %l60[%k0] : memref<?xi64>
                %v216 = memref.load %l16[%k0] : memref<?xi64>
                %v217 = arith.muli %v215, %v216 : i64
                memref.store %v217, %l63[%k0] : memref<?xi64>
                %v218 = memref.load %ls5[%lane] : memref<?xi64>
                %v219 = arith.constant 4 : i64
                %v220 = arith.constant 0 : i64
                %v221 = arith.cmpi eq, %v219, %v220 : i64
                %v222 = arith.constant 1 : i64
                %v223 = arith.select %v221, %v222, %v219 : i64
                %v224 = arith.divui %v218, %v223 : i64
                memref.store %v224, %l64[%k0] : memref<?xi64>
                %v225 = memref.load %l63[%k0] : memref<?xi64>
                %v226 = memref.load %l64[%k0] : memref<?xi64>
                %v227 = arith.addi %v225, %v226 : i64
                memref.store %v227, %l65[%k0] : memref<?xi64>
                %v228 = memref.load %l65[%k0] : memref<?xi64>
                %v229 = arith.constant 34 : i64
                %v230 = arith.muli %v228, %v229 : i64
                memref.store %v230, %l66[%k0] : memref<?xi64>
                %v231 = memref.load %l66[%k0] : memref<?xi64>
                %v232 = arith.constant 4 : i64
                %v233 = arith.constant 0 : i64
                %v234 = arith.cmpi eq, %v232, %v233 : i64
                %v235 = arith.constant 1 : i64
                %v236 = arith.select %v234, %v235, %v232 : i64
                %v237 = arith.divui %v231, %v236 : i64
                memref.store %v237, %l67[%k0] : memref<?xi64>
                %v238 = memref.load %l67[%k0] : memref<?xi64>
                %v239 = memref.load %l1[%k0] : memref<?xi64>
                %v240 = arith.cmpi ult, %v238, %v239 : i64
                memref.store %v240, %l68[%k0] : memref<?xi1>
                %v241 = memref.load %l68[%k0] : memref<?xi1>
                cf.cond_br %v241, ^bb14, ^bb15
              ^bb14:
                %v242 = memref.load %l67[%k0] : memref<?xi64>
                memref.store %v242, %l58[%k0] : memref<?xi64>
                cf.br ^bb15
              ^bb15:
                %v243 = memref.load %l66[%k0] : memref<?xi64>
                %v244 = arith.constant 4 : i64
                %v245 = arith.constant 0 : i64
                %v246 = arith.cmpi eq, %v244, %v245 : i64
                %v247 = arith.constant 1 : i64
                %v248 = arith.select %v246, %v247, %v244 : i64
                %v249 = arith.remui %v243, %v248 : i64
                memref.store %v249, %l69[%k0] : memref<?xi64>
                %v250 = memref.load %l69[%k0] : memref<?xi64>
                %v251 = arith.constant 8 : i64
                %v252 = arith.muli %v250, %v251 : i64
                memref.store %v252, %l70[%k0] : memref<?xi64>
                %v253 = arith.constant 16 : i64
                %v254 = memref.load %l70[%k0] : memref<?xi64>
                %v255 = arith.addi %v253, %v254 : i64
                memref.store %v255, %l59[%k0] : memref<?xi64>
                cf.br ^bb16
              ^bb16:
                %v256 = memref.load %l58[%k0] : memref<?xi64>
                memref.store %v256, %l71[%k0] : memref<?xi64>
                %v257 = memref.load %l71[%k0] : memref<?xi64>
                %v258 = arith.trunci %v257 : i64 to i32
                memref.store %v258, %l72[%k0] : memref<?xi32>
                %v259 = memref.load %l59[%k0] : memref<?xi64>
                memref.store %v259, %l73[%k0] : memref<?xi64>
                %v260 = memref.load %l73[%k0] : memref<?xi64>
                %v261 = arith.trunci %v260 : i64 to i32
                memref.store %v261, %l74[%k0] : memref<?xi32>
                %v262 = memref.load %l1[%k0] : memref<?xi64>
                memref.store %v262, %l75[%k0] : memref<?xi64>
                %v263 = arith.constant 16 : i64
                memref.store %v263, %l76[%k0] : memref<?xi64>
                %v264 = memref.load %ls12[%lane] : memref<?xi64>
                %v265 = arith.constant 3 : i64
                %v266 = arith.addi %v264, %v265 : i64
                memref.store %v266, %l77[%k0] : memref<?xi64>
                %v267 = arith.index_cast %n2 : index to i64
                memref.store %v267, %l78[%k0] : memref<?xi64>
                %v268 = memref.load %l77[%k0] : memref<?xi64>
                %v269 = memref.load %l78[%k0] : memref<?xi64>
                %v270 = arith.cmpi ult, %v268, %v269 : i64
                memref.store %v270, %l79[%k0] : memref<?xi1>
                %v271 = memref.load %l79[%k0] : memref<?xi1>
                cf.cond_br %v271, ^bb17, ^bb20
              ^bb17:
                %v272 = memref.load %l77[%k0] : memref<?xi64>
                %v273 = memref.load %l16[%k0] : memref<?xi64>
                %v274 = arith.muli %v272, %v273 : i64
                memref.store %v274, %l80[%k0] : memref<?xi64>
                %v275 = memref.load %ls5[%lane] : memref<?xi64>
                %v276 = arith.constant 4 : i64
                %v277 = arith.constant 0 : i64
                %v278 = arith.cmpi eq, %v276, %v277 : i64
                %v279 = arith.constant 1 : i64
                %v280 = arith.select %v278, %v279, %v276 : i64
                %v281 = arith.divui %v275, %v280 : i64
                memref.store %v281, %l81[%k0] : memref<?xi64>
                %v282 = memref.load %l80[%k0] : memref<?xi64>
                %v283 = memref.load %l81[%k0] : memref<?xi64>
                %v284 = arith.addi %v282, %v283 : i64
                memref.store %v284, %l82[%k0] : memref<?xi64>
                %v285 = memref.load %l82[%k0] : memref<?xi64>
                %v286 = arith.constant 34 : i64
                %v287 = arith.muli %v285, %v286 : i64
                memref.store %v287, %l83[%k0] : memref<?xi64>
                %v288 = memref.load %l83[%k0] : memref<?xi64>
                %v289 = arith.constant 4 : i64
                %v290 = arith.constant 0 : i64
                %v291 = arith.cmpi eq, %v289, %v290 : i64
                %v292 = arith.constant 1 : i64
                %v293 = arith.select %v291, %v292, %v289 : i64
                %v294 = arith.divui %v288, %v293 : i64
                memref.store %v294, %l84[%k0] : memref<?xi64>
                %v295 = memref.load %l84[%k0] : memref<?xi64>
                %v296 = memref.load %l1[%k0] : memref<?xi64>
                %v297 = arith.cmpi ult, %v295, %v296 : i64
                memref.store %v297, %l85[%k0] : memref<?xi1>
                %v298 = memref.load %l85[%k0] : memref<?xi1>
                cf.cond_br %v298, ^bb18, ^bb19
              ^bb18:
                %v299 = memref.load %l84[%k0] : memref<?xi64>
                memref.store %v299, %l75[%k0] : memref<?xi64>
                cf.br ^bb19
              ^bb19:
                %v300 = memref.load %l83[%k0] : memref<?xi64>
                %v301 = arith.constant 4 : i64
                %v302 = arith.constant 0 : i64
                %v303 = arith.cmpi eq, %v301, %v302 : i64
                %v304 = arith.constant 1 : i64
                %v305 = arith.select %v303, %v304, %v301 : i64
                %v306 = arith.remui %v300, %v305 : i64
                memref.store %v306, %l86[%k0] : memref<?xi64>
                %v307 = memref.load %l86[%k0] : memref<?xi64>
                %v308 = arith.constant 8 : i64
                %v309 = arith.muli %v307, %v308 : i64
                memref.store %v309, %l87[%k0] : memref<?xi64>
                %v310 = arith.constant 16 : i64
                %v311 = memref.load %l87[%k0] : memref<?xi64>
                %v312 = arith.addi %v310, %v311 : i64
                memref.store %v312, %l76[%k0] : memref<?xi64>
                cf.br ^bb20
              ^bb20:
                %v313 = memref.load %l75[%k0] : memref<?xi64>
                memref.store %v313, %l88[%k0] : memref<?xi64>
                %v314 = memref.load %l88[%k0] : memref<?xi64>
                %v315 = arith.trunci %v314 : i64 to i32
                memref.store %v315, %l89[%k0] : memref<?xi32>
                %v316 = memref.load %l76[%k0] : memref<?xi64>
                memref.store %v316, %l90[%k0] : memref<?xi64>
                %v317 = memref.load %l90[%k0] : memref<?xi64>
                %v318 = arith.trunci %v317 : i64 to i32
                memref.store %v318, %l91[%k0] : memref<?xi32>
                %v319 = arith.constant 0x00000000 : f32
                memref.store %v319, %l92[%k0] : memref<?xf32>
                %v320 = arith.constant 0x00000000 : f32
                memref.store %v320, %l93[%k0] : memref<?xf32>
                %v321 = arith.constant 0x00000000 : f32
                memref.store %v321, %l94[%k0] : memref<?xf32>
                %v322 = arith.constant 0x00000000 : f32
                memref.store %v322, %l95[%k0] : memref<?xf32>
                %v323 = memref.load %ls5[%lane] : memref<?xi64>
                %v324 = arith.constant 4 : i64
                %v325 = arith.constant 0 : i64
                %v326 = arith.cmpi eq, %v324, %v325 : i64
                %v327 = arith.constant 1 : i64
                %v328 = arith.select %v326, %v327, %v324 : i64
                %v329 = arith.divui %v323, %v328 : i64
                memref.store %v329, %l96[%k0] : memref<?xi64>
                %v330 = memref.load %l96[%k0] : memref<?xi64>
                %v331 = arith.constant 32 : i64
                %v332 = arith.muli %v330, %v331 : i64
                memref.store %v332, %l97[%k0] : memref<?xi64>
                %v333 = memref.load %ls5[%lane] : memref<?xi64>
                %v334 = arith.constant 4 : i64
                %v335 = arith.constant 0 : i64
                %v336 = arith.cmpi eq, %v334, %v335 : i64
                %v337 = arith.constant 1 : i64
                %v338 = arith.select %v336, %v337, %v334 : i64
                %v339 = arith.remui %v333, %v338 : i64
                memref.store %v339, %l98[%k0] : memref<?xi64>
                %v340 = arith.constant 8 : i64
                %v341 = memref.load %l98[%k0] : memref<?xi64>
                %v342 = arith.muli %v340, %v341 : i64
                memref.store %v342, %l99[%k0] : memref<?xi64>
                %v343 = memref.load %l97[%k0] : memref<?xi64>
                %v344 = memref.load %l99[%k0] : memref<?xi64>
                %v345 = arith.addi %v343, %v344 : i64
                memref.store %v345, %l100[%k0] : memref<?xi64>
                %v346 = memref.load %l100[%k0] : memref<?xi64>
                %v347 = arith.trunci %v346 : i64 to i32
                memref.store %v347, %l101[%k0] : memref<?xi32>
                cf.br ^bb21
              ^bb21:
                %v348 = memref.load %l101[%k0] : memref<?xi32>
                memref.store %v348, %l102[%k0] : memref<?xi32>
                %v349 = memref.load %l102[%k0] : memref<?xi32>
                %v350 = memref.load %l15[%k0] : memref<?xi32>
                %v351 = arith.cmpi uge, %v349, %v350 : i32
                memref.store %v351, %l103[%k0] : memref<?xi1>
                %v352 = memref.load %l103[%k0] : memref<?xi1>
                cf.cond_br %v352, ^bb71, ^bb22
              ^bb22:
                %v353 = memref.load %l102[%k0] : memref<?xi32>
                %v354 = arith.constant 256 : i32
                %v355 = arith.constant 0 : i32
                %v356 = arith.cmpi eq, %v354, %v355 : i32
                %v357 = arith.constant 1 : i32
                %v358 = arith.select %v356, %v357, %v354 : i32
                %v359 = arith.divui %v353, %v358 : i32
                memref.store %v359, %l104[%k0] : memref<?xi32>
                %v360 = memref.load %l104[%k0] : memref<?xi32>
                %v361 = arith.constant 68 : i32
                %v362 = arith.muli %v360, %v361 : i32
                memref.store %v362, %l105[%k0] : memref<?xi32>
                %v363 = memref.load %l102[%k0] : memref<?xi32>
                %v364 = arith.constant 1 : i32
                %v365 = arith.ori %v363, %v364 : i32
                memref.store %v365, %l106[%k0] : memref<?xi32>
                %v366 = memref.load %l102[%k0] : memref<?xi32>
                %v367 = arith.constant 2 : i32
                %v368 = arith.ori %v366, %v367 : i32
                memref.store %v368, %l107[%k0] : memref<?xi32>
                %v369 = memref.load %l102[%k0] : memref<?xi32>
                %v370 = arith.constant 3 : i32
                %v371 = arith.ori %v369, %v370 : i32
                memref.store %v371, %l108[%k0] : memref<?xi32>
                %v372 = memref.load %l102[%k0] : memref<?xi32>
                %v373 = arith.constant 4 : i32
                %v374 = arith.ori %v372, %v373 : i32
                memref.store %v374, %l109[%k0] : memref<?xi32>
                %v375 = memref.load %l102[%k0] : memref<?xi32>
                %v376 = arith.constant 5 : i32
                %v377 = arith.ori %v375, %v376 : i32
                memref.store %v377, %l110[%k0] : memref<?xi32>
                %v378 = memref.load %l102[%k0] : memref<?xi32>
                %v379 = arith.constant 6 : i32
                %v380 = arith.ori %v378, %v379 : i32
                memref.store %v380, %l111[%k0] : memref<?xi32>
                %v381 = memref.load %l102[%k0] : memref<?xi32>
                %v382 = arith.constant 7 : i32
                %v383 = arith.ori %v381, %v382 : i32
                memref.store %v383, %l112[%k0] : memref<?xi32>
                %v384 = memref.load %l102[%k0] : memref<?xi32>
                %v385 = arith.extui %v384 : i32 to i64
                memref.store %v385, %l113[%k0] : memref<?xi64>
                %v386 = memref.load %l106[%k0] : memref<?xi32>
                %v387 = arith.extui %v386 : i32 to i64
                memref.store %v387, %l114[%k0] : memref<?xi64>
                %v388 = memref.load %l107[%k0] : memref<?xi32>
                %v389 = arith.extui %v388 : i32 to i64
                memref.store %v389, %l115[%k0] : memref<?xi64>
                %v390 = memref.load %l108[%k0] : memref<?xi32>
                %v391 = arith.extui %v390 : i32 to i64
                memref.store %v391, %l116[%k0] : memref<?xi64>
                %v392 = memref.load %l109[%k0] : memref<?xi32>
                %v393 = arith.extui %v392 : i32 to i64
                memref.store %v393, %l117[%k0] : memref<?xi64>
                %v394 = memref.load %l110[%k0] : memref<?xi32>
                %v395 = arith.extui %v394 : i32 to i64
                memref.store %v395, %l118[%k0] : memref<?xi64>
                %v396 = memref.load %l111[%k0] : memref<?xi32>
                %v397 = arith.extui %v396 : i32 to i64
                memref.store %v397, %l119[%k0] : memref<?xi64>
                %v398 = memref.load %l112[%k0] : memref<?xi32>
                %v399 = arith.extui %v398 : i32 to i64
                memref.store %v399, %l120[%k0] : memref<?xi64>
                %v400 = memref.load %l120[%k0] : memref<?xi64>
                %v401 = memref.load %l0[%k0] : memref<?xi64>
                %v402 = arith.cmpi ult, %v400, %v401 : i64
                memref.store %v402, %l121[%k0] : memref<?xi1>
                %v403 = memref.load %l121[%k0] : memref<?xi1>
                cf.cond_br %v403, ^bb23, ^bb71
              ^bb23:
                %v404 = memref.load %l113[%k0] : memref<?xi64>
                %v405 = memref.load %l0[%k0] : memref<?xi64>
                %v406 = arith.cmpi ult, %v404, %v405 : i64
                memref.store %v406, %l122[%k0] : memref<?xi1>
                %v407 = memref.load %l122[%k0] : memref<?xi1>
                cf.cond_br %v407, ^bb24, ^bb71
              ^bb24:
                %v408 = memref.load %l114[%k0] : memref<?xi64>
                %v409 = memref.load %l0[%k0] : memref<?xi64>
                %v410 = arith.cmpi ult, %v408, %v409 : i64
                memref.store %v410, %l123[%k0] : memref<?xi1>
                %v411 = memref.load %l123[%k0] : memref<?xi1>
                cf.cond_br %v411, ^bb25, ^bb71
              ^bb25:
                %v412 = memref.load %l115[%k0] : memref<?xi64>
                %v413 = memref.load %l0[%k0] : memref<?xi64>
                %v414 = arith.cmpi ult, %v412, %v413 : i64
                memref.store %v414, %l124[%k0] : memref<?xi1>
                %v415 = memref.load %l124[%k0] : memref<?xi1>
                cf.cond_br %v415, ^bb26, ^bb71
              ^bb26:
                %v416 = memref.load %l116[%k0] : memref<?xi64>
                %v417 = memref.load %l0[%k0] : memref<?xi64>
                %v418 = arith.cmpi ult, %v416, %v417 : i64
                memref.store %v418, %l125[%k0] : memref<?xi1>
                %v419 = memref.load %l125[%k0] : memref<?xi1>
                cf.cond_br %v419, ^bb27, ^bb71
              ^bb27:
                %v420 = memref.load %l117[%k0] : memref<?xi64>
                %v421 = memref.load %l0[%k0] : memref<?xi64>
                %v422 = arith.cmpi ult, %v420, %v421 : i64
                memref.store %v422, %l126[%k0] : memref<?xi1>
                %v423 = memref.load %l126[%k0] : memref<?xi1>
                cf.cond_br %v423, ^bb28, ^bb71
              ^bb28:
                %v424 = memref.load %l118[%k0] : memref<?xi64>
                %v425 = memref.load %l0[%k0] : memref<?xi64>
                %v426 = arith.cmpi ult, %v424, %v425 : i64
                memref.store %v426, %l127[%k0] : memref<?xi1>
                %v427 = memref.load %l127[%k0] : memref<?xi1>
                cf.cond_br %v427, ^bb29, ^bb71
              ^bb29:
                %v428 = memref.load %l119[%k0] : memref<?xi64>
                %v429 = memref.load %l0[%k0] : memref<?xi64>
                %v430 = arith.cmpi ult, %v428, %v429 : i64
                memref.store %v430, %l128[%k0] : memref<?xi1>
                %v431 = memref.load %l128[%k0] : memref<?xi1>
                cf.cond_br %v431, ^bb30, ^bb71
              ^bb30:
                %v432 = memref.load %l113[%k0] : memref<?xi64>
                %v433 = arith.index_cast %v432 : i64 to index
                %v434 = memref.load %p1[%v433] : memref<?xf32>
                memref.store %v434, %l129[%k0] : memref<?xf32>
                %v435 = memref.load %l114[%k0] : memref<?xi64>
                %v436 = arith.index_cast %v435 : i64 to index
                %v437 = memref.load %p1[%v436] : memref<?xf32>
                memref.store %v437, %l130[%k0] : memref<?xf32>
                %v438 = memref.load %l115[%k0] : memref<?xi64>
                %v439 = arith.index_cast %v438 : i64 to index
                %v440 = memref.load %p1[%v439] : memref<?xf32>
                memref.store %v440, %l131[%k0] : memref<?xf32>
                %v441 = memref.load %l116[%k0] : memref<?xi64>
                %v442 = arith.index_cast %v441 : i64 to index
                %v443 = memref.load %p1[%v442] : memref<?xf32>
                memref.store %v443, %l132[%k0] : memref<?xf32>
                %v444 = memref.load %l117[%k0] : memref<?xi64>
                %v445 = arith.index_cast %v444 : i64 to index
                %v446 = memref.load %p1[%v445] : memref<?xf32>
                memref.store %v446, %l133[%k0] : memref<?xf32>
                %v447 = memref.load %l118[%k0] : memref<?xi64>
                %v448 = arith.index_cast %v447 : i64 to index
                %v449 = memref.load %p1[%v448] : memref<?xf32>
                memref.store %v449, %l134[%k0] : memref<?xf32>
                %v450 = memref.load %l119[%k0] : memref<?xi64>
                %v451 = arith.index_cast %v450 : i64 to index
                %v452 = memref.load %p1[%v451] : memref<?xf32>
                memref.store %v452, %l135[%k0] : memref<?xf32>
                %v453 = memref.load %l120[%k0] : memref<?xi64>
                %v454 = arith.index_cast %v453 : i64 to index
                %v455 = memref.load %p1[%v454] : memref<?xf32>
                memref.store %v455, %l136[%k0] : memref<?xf32>
                %v456 = memref.load %l38[%k0] : memref<?xi32>
                %v457 = memref.load %l105[%k0] : memref<?xi32>
                %v458 = arith.addi %v456, %v457 : i32
                memref.store %v458, %l137[%k0] : memref<?xi32>
                %v459 = arith.constant 2 : i32
                %v460 = memref.load %l7[%k0] : memref<?xi32>
                %v461 = arith.muli %v459, %v460 : i32
                memref.store %v461, %l138[%k0] : memref<?xi32>
                %v462 = memref.load %l137[%k0] : memref<?xi32>
                %v463 = memref.load %l138[%k0] : memref<?xi32>
                %v464 = arith.addi %v462, %v463 : i32
                memref.store %v464, %l139[%k0] : memref<?xi32>
                %v465 = memref.load %l139[%k0] : memref<?xi32>
                %v466 = arith.constant 1 : i32
                %v467 = arith.addi %v465, %v466 : i32
                memref.store %v467, %l140[%k0] : memref<?xi32>
                %v468 = memref.load %l139[%k0] : memref<?xi32>
                %v469 = arith.constant 2 : i32
                %v470 = arith.addi %v468, %v469 : i32
                memref.store %v470, %l141[%k0] : memref<?xi32>
                %v471 = memref.load %l55[%k0] : memref<?xi32>
                %v472 = memref.load %l105[%k0] : memref<?xi32>
                %v473 = arith.addi %v471, %v472 : i32
                memref.store %v473, %l142[%k0] : memref<?xi32>
                %v474 = arith.constant 2 : i32
                %v475 = memref.load %l7[%k0] : memref<?xi32>
                %v476 = arith.muli %v474, %v475 : i32
                memref.store %v476, %l143[%k0] : memref<?xi32>
                %v477 = memref.load %l142[%k0] : memref<?xi32>
                %v478 = memref.load %l143[%k0] : memref<?xi32>
                %v479 = arith.addi %v477, %v478 : i32
                memref.store %v479, %l144[%k0] : memref<?xi32>
                %v480 = memref.load %l144[%k0] : memref<?xi32>
                %v481 = arith.constant 1 : i32
                %v482 = arith.addi %v480, %v481 : i32
                memref.store %v482, %l145[%k0] : memref<?xi32>
                %v483 = memref.load %l144[%k0] : memref<?xi32>
                %v484 = arith.constant 2 : i32
                %v485 = arith.addi %v483, %v484 : i32
                memref.store %v485, %l146[%k0] : memref<?xi32>
                %v486 = memref.load %l72[%k0] : memref<?xi32>
                %v487 = memref.load %l105[%k0] : memref<?xi32>
                %v488 = arith.addi %v486, %v487 : i32
                memref.store %v488, %l147[%k0] : memref<?xi32>
                %v489 = arith.constant 2 : i32
                %v490 = memref.load %l7[%k0] : memref<?xi32>
                %v491 = arith.muli %v489, %v490 : i32
                memref.store %v491, %l148[%k0] : memref<?xi32>
                %v492 = memref.load %l147[%k0] : memref<?xi32>
                %v493 = memref.load %l148[%k0] : memref<?xi32>
                %v494 = arith.addi %v492, %v493 : i32
                memref.store %v494, %l149[%k0] : memref<?xi32>
                %v495 = memref.load %l149[%k0] : memref<?xi32>
                %v496 = arith.constant 1 : i32
                %v497 = arith.addi %v495, %v496 : i32
                memref.store %v497, %l150[%k0] : memref<?xi32>
                %v498 = memref.load %l149[%k0] : memref<?xi32>
                %v499 = arith.constant 2 : i32
                %v500 = arith.addi %v498, %v499 : i32
                memref.store %v500, %l151[%k0] : memref<?xi32>
                %v501 = memref.load %l89[%k0] : memref<?xi32>
                %v502 = memref.load %l105[%k0] : memref<?xi32>
                %v503 = arith.addi %v501, %v502 : i32
                memref.store %v503, %l152[%k0] : memref<?xi32>
                %v504 = arith.constant 2 : i32
                %v505 = memref.load %l7[%k0] : memref<?xi32>
                %v506 = arith.muli %v504, %v505 : i32
                memref.store %v506, %l153[%k0] : memref<?xi32>
                %v507 = memref.load %l152[%k0] : memref<?xi32>
                %v508 = memref.load %l153[%k0] : memref<?xi32>
                %v509 = arith.addi %v507, %v508 : i32
                memref.store %v509, %l154[%k0] : memref<?xi32>
                %v510 = memref.load %l154[%k0] : memref<?xi32>
                %v511 = arith.constant 1 : i32
                %v512 = arith.addi %v510, %v511 : i32
                memref.store %v512, %l155[%k0] : memref<?xi32>
                %v513 = memref.load %l154[%k0] : memref<?xi32>
                %v514 = arith.constant 2 : i32
                %v515 = arith.addi %v513, %v514 : i32
                memref.store %v515, %l156[%k0] : memref<?xi32>
                %v516 = memref.load %l137[%k0] : memref<?xi32>
                %v517 = arith.extui %v516 : i32 to i64
                memref.store %v517, %l157[%k0] : memref<?xi64>
                %v518 = memref.load %l139[%k0] : memref<?xi32>
                %v519 = arith.extui %v518 : i32 to i64
                memref.store %v519, %l158[%k0] : memref<?xi64>
                %v520 = memref.load %l140[%k0] : memref<?xi32>
                %v521 = arith.extui %v520 : i32 to i64
                memref.store %v521, %l159[%k0] : memref<?xi64>
                %v522 = memref.load %l141[%k0] : memref<?xi32>
                %v523 = arith.extui %v522 : i32 to i64
                memref.store %v523, %l160[%k0] : memref<?xi64>
                %v524 = memref.load %l142[%k0] : memref<?xi32>
                %v525 = arith.extui %v524 : i32 to i64
                memref.store %v525, %l161[%k0] : memref<?xi64>
                %v526 = memref.load %l144[%k0] : memref<?xi32>
                %v527 = arith.extui %v526 : i32 to i64
                memref.store %v527, %l162[%k0] : memref<?xi64>
                %v528 = memref.load %l145[%k0] : memref<?xi32>
                %v529 = arith.extui %v528 : i32 to i64
                memref.store %v529, %l163[%k0] : memref<?xi64>
                %v530 = memref.load %l146[%k0] : memref<?xi32>
                %v531 = arith.extui %v530 : i32 to i64
                memref.store %v531, %l164[%k0] : memref<?xi64>
                %v532 = memref.load %l147[%k0] : memref<?xi32>
                %v533 = arith.extui %v532 : i32 to i64
                memref.store %v533, %l165[%k0] : memref<?xi64>
                %v534 = memref.load %l149[%k0] : memref<?xi32>
                %v535 = arith.extui %v534 : i32 to i64
                memref.store %v535, %l166[%k0] : memref<?xi64>
                %v536 = memref.load %l150[%k0] : memref<?xi32>
                %v537 = arith.extui %v536 : i32 to i64
                memref.store %v537, %l167[%k0] : memref<?xi64>
                %v538 = memref.load %l151[%k0] : memref<?xi32>
                %v539 = arith.extui %v538 : i32 to i64
                memref.store %v539, %l168[%k0] : memref<?xi64>
                %v540 = memref.load %l152[%k0] : memref<?xi32>
                %v541 = arith.extui %v540 : i32 to i64
                memref.store %v541, %l169[%k0] : memref<?xi64>
                %v542 = memref.load %l154[%k0] : memref<?xi32>
                %v543 = arith.extui %v542 : i32 to i64
                memref.store %v543, %l170[%k0] : memref<?xi64>
                %v544 = memref.load %l155[%k0] : memref<?xi32>
                %v545 = arith.extui %v544 : i32 to i64
                memref.store %v545, %l171[%k0] : memref<?xi64>
                %v546 = memref.load %l156[%k0] : memref<?xi32>
                %v547 = arith.extui %v546 : i32 to i64
                memref.store %v547, %l172[%k0] : memref<?xi64>
                %v548 = memref.load %l160[%k0] : memref<?xi64>
                %v549 = memref.load %l1[%k0] : memref<?xi64>
                %v550 = arith.cmpi ult, %v548, %v549 : i64
                memref.store %v550, %l173[%k0] : memref<?xi1>
                %v551 = memref.load %l173[%k0] : memref<?xi1>
                cf.cond_br %v551, ^bb31, ^bb71
              ^bb31:
                %v552 = memref.load %l157[%k0] : memref<?xi64>
                %v553 = memref.load %l1[%k0] : memref<?xi64>
                %v554 = arith.cmpi ult, %v552, %v553 : i64
                memref.store %v554, %l174[%k0] : memref<?xi1>
                %v555 = memref.load %l174[%k0] : memref<?xi1>
                cf.cond_br %v555, ^bb32, ^bb71
              ^bb32:
                %v556 = memref.load %l158[%k0] : memref<?xi64>
                %v557 = memref.load %l1[%k0] : memref<?xi64>
                %v558 = arith.cmpi ult, %v556, %v557 : i64
                memref.store %v558, %l175[%k0] : memref<?xi1>
                %v559 = memref.load %l175[%k0] : memref<?xi1>
                cf.cond_br %v559, ^bb33, ^bb71
              ^bb33:
                %v560 = memref.load %l159[%k0] : memref<?xi64>
                %v561 = memref.load %l1[%k0] : memref<?xi64>
                %v562 = arith.cmpi ult, %v560, %v561 : i64
                memref.store %v562, %l176[%k0] : memref<?xi1>
                %v563 = memref.load %l176[%k0] : memref<?xi1>
                cf.cond_br %v563, ^bb34, ^bb71
              ^bb34:
                %v564 = memref.load %l164[%k0] : memref<?xi64>
                %v565 = memref.load %l1[%k0] : memref<?xi64>
                %v566 = arith.cmpi ult, %v564, %v565 : i64
                memref.store %v566, %l177[%k0] : memref<?xi1>
                %v567 = memref.load %l177[%k0] : memref<?xi1>
                cf.cond_br %v567, ^bb35, ^bb71
              ^bb35:
                %v568 = memref.load %l161[%k0] : memref<?xi64>
                %v569 = memref.load %l1[%k0] : memref<?xi64>
                %v570 = arith.cmpi ult, %v568, %v569 : i64
                memref.store %v570, %l178[%k0] : memref<?xi1>
                %v571 = memref.load %l178[%k0] : memref<?xi1>
                cf.cond_br %v571, ^bb36, ^bb71
              ^bb36:
                %v572 = memref.load %l162[%k0] : memref<?xi64>
                %v573 = memref.load %l1[%k0] : memref<?xi64>
                %v574 = arith.cmpi ult, %v572, %v573 : i64
                memref.store %v574, %l179[%k0] : memref<?xi1>
                %v575 = memref.load %l179[%k0] : memref<?xi1>
                cf.cond_br %v575, ^bb37, ^bb71
              ^bb37:
                %v576 = memref.load %l163[%k0] : memref<?xi64>
                %v577 = memref.load %l1[%k0] : memref<?xi64>
                %v578 = arith.cmpi ult, %v576, %v577 : i64
                memref.store %v578, %l180[%k0] : memref<?xi1>
                %v579 = memref.load %l180[%k0] : memref<?xi1>
                cf.cond_br %v579, ^bb38, ^bb71
              ^bb38:
                %v580 = memref.load %l168[%k0] : memref<?xi64>
                %v581 = memref.load %l1[%k0] : memref<?xi64>
                %v582 = arith.cmpi ult, %v580, %v581 : i64
                memref.store %v582, %l181[%k0] : memref<?xi1>
                %v583 = memref.load %l181[%k0] : memref<?xi1>
                cf.cond_br %v583, ^bb39, ^bb71
              ^bb39:
                %v584 = memref.load %l165[%k0] : memref<?xi64>
                %v585 = memref.load %l1[%k0] : memref<?xi64>
                %v586 = arith.cmpi ult, %v584, %v585 : i64
                memref.store %v586, %l182[%k0] : memref<?xi1>
                %v587 = memref.load %l182[%k0] : memref<?xi1>
                cf.cond_br %v587, ^bb40, ^bb71
              ^bb40:
                %v588 = memref.load %l166[%k0] : memref<?xi64>
                %v589 = memref.load %l1[%k0] : memref<?xi64>
                %v590 = arith.cmpi ult, %v588, %v589 : i64
                memref.store %v590, %l183[%k0] : memref<?xi1>
                %v591 = memref.load %l183[%k0] : memref<?xi1>
                cf.cond_br %v591, ^bb41, ^bb71
              ^bb41:
                %v592 = memref.load %l167[%k0] : memref<?xi64>
                %v593 = memref.load %l1[%k0] : memref<?xi64>
                %v594 = arith.cmpi ult, %v592, %v593 : i64
                memref.store %v594, %l184[%k0] : memref<?xi1>
                %v595 = memref.load %l184[%k0] : memref<?xi1>
                cf.cond_br %v595, ^bb42, ^bb71
              ^bb42:
                %v596 = memref.load %l172[%k0] : memref<?xi64>
                %v597 = memref.load %l1[%k0] : memref<?xi64>
                %v598 = arith.cmpi ult, %v596, %v597 : i64
                memref.store %v598, %l185[%k0] : memref<?xi1>
                %v599 = memref.load %l185[%k0] : memref<?xi1>
                cf.cond_br %v599, ^bb43, ^bb71
              ^bb43:
                %v600 = memref.load %l169[%k0] : memref<?xi64>
                %v601 = memref.load %l1[%k0] : memref<?xi64>
                %v602 = arith.cmpi ult, %v600, %v601 : i64
                memref.store %v602, %l186[%k0] : memref<?xi1>
                %v603 = memref.load %l186[%k0] : memref<?xi1>
                cf.cond_br %v603, ^bb44, ^bb71
              ^bb44:
                %v604 = memref.load %l170[%k0] : memref<?xi64>
                %v605 = memref.load %l1[%k0] : memref<?xi64>
                %v606 = arith.cmpi ult, %v604, %v605 : i64
                memref.store %v606, %l187[%k0] : memref<?xi1>
                %v607 = memref.load %l187[%k0] : memref<?xi1>
                cf.cond_br %v607, ^bb45, ^bb71
              ^bb45:
                %v608 = memref.load %l171[%k0] : memref<?xi64>
                %v609 = memref.load %l1[%k0] : memref<?xi64>
                %v610 = arith.cmpi ult, %v608, %v609 : i64
                memref.store %v610, %l188[%k0] : memref<?xi1>
                %v611 = memref.load %l188[%k0] : memref<?xi1>
                cf.cond_br %v611, ^bb46, ^bb71
              ^bb46:
                %v612 = memref.load %l157[%k0] : memref<?xi64>
                %v613 = arith.index_cast %v612 : i64 to index
                %v614 = memref.load %p0[%v613] : memref<?xi32>
                memref.store %v614, %l189[%k0] : memref<?xi32>
                %v615 = memref.load %l158[%k0] : memref<?xi64>
                %v616 = arith.index_cast %v615 : i64 to index
                %v617 = memref.load %p0[%v616] : memref<?xi32>
                memref.store %v617, %l190[%k0] : memref<?xi32>
                %v618 = memref.load %l159[%k0] : memref<?xi64>
                %v619 = arith.index_cast %v618 : i64 to index
                %v620 = memref.load %p0[%v619] : memref<?xi32>
                memref.store %v620, %l191[%k0] : memref<?xi32>
                %v621 = memref.load %l160[%k0] : memref<?xi64>
                %v622 = arith.index_cast %v621 : i64 to index
                %v623 = memref.load %p0[%v622] : memref<?xi32>
                memref.store %v623, %l192[%k0] : memref<?xi32>
                %v624 = memref.load %l161[%k0] : memref<?xi64>
                %v625 = arith.index_cast %v624 : i64 to index
                %v626 = memref.load %p0[%v625] : memref<?xi32>
                memref.store %v626, %l193[%k0] : memref<?xi32>
                %v627 = memref.load %l162[%k0] : memref<?xi64>
                %v628 = arith.index_cast %v627 : i64 to index
                %v629 = memref.load %p0[%v628] : memref<?xi32>
                memref.store %v629, %l194[%k0] : memref<?xi32>
                %v630 = memref.load %l163[%k0] : memref<?xi64>
                %v631 = arith.index_cast %v630 : i64 to index
                %v632 = memref.load %p0[%v631] : memref<?xi32>
                memref.store %v632, %l195[%k0] : memref<?xi32>
                %v633 = memref.load %l164[%k0] : memref<?xi64>
                %v634 = arith.index_cast %v633 : i64 to index
                %v635 = memref.load %p0[%v634] : memref<?xi32>
                memref.store %v635, %l196[%k0] : memref<?xi32>
                %v636 = memref.load %l165[%k0] : memref<?xi64>
                %v637 = arith.index_cast %v636 : i64 to index
                %v638 = memref.load %p0[%v637] : memref<?xi32>
                memref.store %v638, %l197[%k0] : memref<?xi32>
                %v639 = memref.load %l166[%k0] : memref<?xi64>
                %v640 = arith.index_cast %v639 : i64 to index
                %v641 = memref.load %p0[%v640] : memref<?xi32>
                memref.store %v641, %l198[%k0] : memref<?xi32>
                %v642 = memref.load %l167[%k0] : memref<?xi64>
                %v643 = arith.index_cast %v642 : i64 to index
                %v644 = memref.load %p0[%v643] : memref<?xi32>
                memref.store %v644, %l199[%k0] : memref<?xi32>
                %v645 = memref.load %l168[%k0] : memref<?xi64>
                %v646 = arith.index_cast %v645 : i64 to index
                %v647 = memref.load %p0[%v646] : memref<?xi32>
                memref.store %v647, %l200[%k0] : memref<?xi32>
                %v648 = memref.load %l169[%k0] : memref<?xi64>
                %v649 = arith.index_cast %v648 : i64 to index
                %v650 = memref.load %p0[%v649] : memref<?xi32>
                memref.store %v650, %l201[%k0] : memref<?xi32>
                %v651 = memref.load %l170[%k0] : memref<?xi64>
                %v652 = arith.index_cast %v651 : i64 to index
                %v653 = memref.load %p0[%v652] : memref<?xi32>
                memref.store %v653, %l202[%k0] : memref<?xi32>
                %v654 = memref.load %l171[%k0] : memref<?xi64>
                %v655 = arith.index_cast %v654 : i64 to index
                %v656 = memref.load %p0[%v655] : memref<?xi32>
                memref.store %v656, %l203[%k0] : memref<?xi32>
                %v657 = memref.load %l172[%k0] : memref<?xi64>
                %v658 = arith.index_cast %v657 : i64 to index
                %v659 = memref.load %p0[%v658] : memref<?xi32>
                memref.store %v659, %l204[%k0] : memref<?xi32>
                %v660 = memref.load %l191[%k0] : memref<?xi32>
                %v661 = arith.extui %v660 : i32 to i64
                memref.store %v661, %l205[%k0] : memref<?xi64>
                %v662 = arith.constant 32 : i32
                %v663 = arith.extsi %v662 : i32 to i64
                memref.store %v663, %l206[%k0] : memref<?xi64>
                %v664 = memref.load %l205[%k0] : memref<?xi64>
                %v665 = memref.load %l206[%k0] : memref<?xi64>
                %v666 = arith.constant 63 : i64
                %v667 = arith.andi %v665, %v666 : i64
                %v668 = arith.shli %v664, %v667 : i64
                memref.store %v668, %l207[%k0] : memref<?xi64>
                %v669 = memref.load %l190[%k0] : memref<?xi32>
                %v670 = arith.extui %v669 : i32 to i64
                memref.store %v670, %l208[%k0] : memref<?xi64>
                %v671 = memref.load %l207[%k0] : memref<?xi64>
                %v672 = memref.load %l208[%k0] : memref<?xi64>
                %v673 = arith.ori %v671, %v672 : i64
                memref.store %v673, %l209[%k0] : memref<?xi64>
                %v674 = memref.load %l40[%k0] : memref<?xi32>
                %v675 = arith.extui %v674 : i32 to i64
                memref.store %v675, %l210[%k0] : memref<?xi64>
                %v676 = memref.load %l209[%k0] : memref<?xi64>
                %v677 = memref.load %l210[%k0] : memref<?xi64>
                %v678 = arith.constant 63 : i64
                %v679 = arith.andi %v677, %v678 : i64
                %v680 = arith.shrui %v676, %v679 : i64
                memref.store %v680, %l211[%k0] : memref<?xi64>
                %v681 = memref.load %l211[%k0] : memref<?xi64>
                %v682 = arith.trunci %v681 : i64 to i32
                memref.store %v682, %l212[%k0] : memref<?xi32>
                %v683 = memref.load %l192[%k0] : memref<?xi32>
                %v684 = arith.extui %v683 : i32 to i64
                memref.store %v684, %l213[%k0] : memref<?xi64>
                %v685 = arith.constant 32 : i32
                %v686 = arith.extsi %v685 : i32 to i64
                memref.store %v686, %l214[%k0] : memref<?xi64>
                %v687 = memref.load %l213[%k0] : memref<?xi64>
                %v688 = memref.load %l214[%k0] : memref<?xi64>
                %v689 = arith.constant 63 : i64
                %v690 = arith.andi %v688, %v689 : i64
                %v691 = arith.shli %v687, %v690 : i64
                memref.store %v691, %l215[%k0] : memref<?xi64>
                %v692 = memref.load %l191[%k0] : memref<?xi32>
                %v693 = arith.extui %v692 : i32 to i64
                memref.store %v693, %l216[%k0] : memref<?xi64>
                %v694 = memref.load %l215[%k0] : memref<?xi64>
                %v695 = memref.load %l216[%k0] : memref<?xi64>
                %v696 = arith.ori %v694, %v695 : i64
                memref.store %v696, %l217[%k0] : memref<?xi64>
                %v697 = memref.load %l40[%k0] : memref<?xi32>
                %v698 = arith.extui %v697 : i32 to i64
                memref.store %v698, %l218[%k0] : memref<?xi64>
                %v699 = memref.load %l217[%k0] : memref<?xi64>
                %v700 = memref.load %l218[%k0] : memref<?xi64>
                %v701 = arith.constant 63 : i64
                %v702 = arith.andi %v700, %v701 : i64
                %v703 = arith.shrui %v699, %v702 : i64
                memref.store %v703, %l219[%k0] : memref<?xi64>
                %v704 = memref.load %l219[%k0] : memref<?xi64>
                %v705 = arith.trunci %v704 : i64 to i32
                memref.store %v705, %l220[%k0] : memref<?xi32>
                %v706 = memref.load %l212[%k0] : memref<?xi32>
                %v707 = arith.constant 255 : i32
                %v708 = arith.andi %v706, %v707 : i32
                memref.store %v708, %l221[%k0] : memref<?xi32>
                %v709 = memref.load %l221[%k0] : memref<?xi32>
                %v710 = memref.load %l22[%k0] : memref<?xi32>
                %v711 = arith.xori %v709, %v710 : i32
                memref.store %v711, %l222[%k0] : memref<?xi32>
                %v712 = memref.load %l222[%k0] : memref<?xi32>
                %v713 = arith.bitcast %v712 : i32 to f32
                memref.store %v713, %l223[%k0] : memref<?xf32>
                %v714 = memref.load %l223[%k0] : memref<?xf32>
                %v715 = arith.constant 0x4B000080 : f32
                %v716 = arith.subf %v714, %v715 : f32
                memref.store %v716, %l224[%k0] : memref<?xf32>
                %v717 = memref.load %l224[%k0] : memref<?xf32>
                %v718 = memref.load %l129[%k0] : memref<?xf32>
                %v719 = arith.mulf %v717, %v718 : f32
                memref.store %v719, %l225[%k0] : memref<?xf32>
                %v720 = memref.load %l225[%k0] : memref<?xf32>
                memref.store %v720, %l226[%k0] : memref<?xf32>
                %v721 = memref.load %l212[%k0] : memref<?xi32>
                %v722 = arith.constant 65280 : i32
                %v723 = arith.andi %v721, %v722 : i32
                memref.store %v723, %l227[%k0] : memref<?xi32>
                %v724 = memref.load %l227[%k0] : memref<?xi32>
                %v725 = memref.load %l23[%k0] : memref<?xi32>
                %v726 = arith.xori %v724, %v725 : i32
                memref.store %v726, %l228[%k0] : memref<?xi32>
                %v727 = memref.load %l228[%k0] : memref<?xi32>
                %v728 = arith.bitcast %v727 : i32 to f32
                memref.store %v728, %l229[%k0] : memref<?xf32>
                %v729 = memref.load %l229[%k0] : memref<?xf32>
                %v730 = arith.constant 0x47008000 : f32
                %v731 = arith.subf %v729, %v730 : f32
                memref.store %v731, %l230[%k0] : memref<?xf32>
                %v732 = memref.load %l230[%k0] : memref<?xf32>
                %v733 = memref.load %l130[%k0] : memref<?xf32>
                %v734 = arith.mulf %v732, %v733 : f32
                memref.store %v734, %l231[%k0] : memref<?xf32>
                %v735 = memref.load %l226[%k0] : memref<?xf32>
                %v736 = memref.load %l231[%k0] : memref<?xf32>
                %v737 = arith.addf %v735, %v736 : f32
                memref.store %v737, %l225[%k0] : memref<?xf32>
                %v738 = memref.load %l225[%k0] : memref<?xf32>
                memref.store %v738, %l232[%k0] : memref<?xf32>
                %v739 = arith.constant 8 : i32
                memref.store %v739, %l233[%k0] : memref<?xi32>
                %v740 = memref.load %l212[%k0] : memref<?xi32>
                %v741 = memref.load %l233[%k0] : memref<?xi32>
                %v742 = arith.constant 31 : i32
                %v743 = arith.andi %v741, %v742 : i32
                %v744 = arith.shrui %v740, %v743 : i32
                memref.store %v744, %l234[%k0] : memref<?xi32>
                %v745 = memref.load %l234[%k0] : memref<?xi32>
                %v746 = arith.constant 65280 : i32
                %v747 = arith.andi %v745, %v746 : i32
                memref.store %v747, %l235[%k0] : memref<?xi32>
                %v748 = memref.load %l235[%k0] : memref<?xi32>
                %v749 = memref.load %l23[%k0] : memref<?xi32>
                %v750 = arith.xori %v748, %v749 : i32
                memref.store %v750, %l236[%k0] : memref<?xi32>
                %v751 = memref.load %l236[%k0] : memref<?xi32>
                %v752 = arith.bitcast %v751 : i32 to f32
                memref.store %v752, %l237[%k0] : memref<?xf32>
                %v753 = memref.load %l237[%k0] : memref<?xf32>
                %v754 = arith.constant 0x47008000 : f32
                %v755 = arith.subf %v753, %v754 : f32
                memref.store %v755, %l238[%k0] : memref<?xf32>
                %v756 = memref.load %l238[%k0] : memref<?xf32>
                %v757 = memref.load %l131[%k0] : memref<?xf32>
                %v758 = arith.mulf %v756, %v757 : f32
                memref.store %v758, %l239[%k0] : memref<?xf32>
                %v759 = memref.load %l232[%k0] : memref<?xf32>
                %v760 = memref.load %l239[%k0] : memref<?xf32>
                %v761 = arith.addf %v759, %v760 : f32
                memref.store %v761, %l225[%k0] : memref<?xf32>
                %v762 = memref.load %l225[%k0] : memref<?xf32>
                memref.store %v762, %l240[%k0] : memref<?xf32>
                %v763 = memref.load %l212[%k0] : memref<?xi32>
                memref.store %v763, %l241[%k0] : memref<?xi32>
                %v764 = memref.load %l241[%k0] : memref<?xi32>
                %v765 = arith.constant 24 : i32
                %v766 = arith.constant 31 : i32
                %v767 = arith.andi %v765, %v766 : i32
                %v768 = arith.shrsi %v764, %v767 : i32
                memref.store %v768, %l242[%k0] : memref<?xi32>
                %v769 = memref.load %l242[%k0] : memref<?xi32>
                %v770 = arith.constant 1258291328 : i32
                %v771 = arith.addi %v769, %v770 : i32
                memref.store %v771, %l243[%k0] : memref<?xi32>
                %v772 = memref.load %l243[%k0] : memref<?xi32>
                memref.store %v772, %l244[%k0] : memref<?xi32>
                %v773 = memref.load %l244[%k0] : memref<?xi32>
                %v774 = arith.bitcast %v773 : i32 to f32
                memref.store %v774, %l245[%k0] : memref<?xf32>
                %v775 = memref.load %l245[%k0] : memref<?xf32>
                %v776 = arith.constant 0x4B000080 : f32
                %v777 = arith.subf %v775, %v776 : f32
                memref.store %v777, %l246[%k0] : memref<?xf32>
                %v778 = memref.load %l246[%k0] : memref<?xf32>
                %v779 = memref.load %l132[%k0] : memref<?xf32>
                %v780 = arith.mulf %v778, %v779 : f32
                memref.store %v780, %l247[%k0] : memref<?xf32>
                %v781 = memref.load %l240[%k0] : memref<?xf32>
                %v782 = memref.load %l247[%k0] : memref<?xf32>
                %v783 = arith.addf %v781, %v782 : f32
                memref.store %v783, %l225[%k0] : memref<?xf32>
                %v784 = memref.load %l225[%k0] : memref<?xf32>
                memref.store %v784, %l248[%k0] : memref<?xf32>
                %v785 = memref.load %l220[%k0] : memref<?xi32>
                %v786 = arith.constant 255 : i32
                %v787 = arith.andi %v785, %v786 : i32
                memref.store %v787, %l249[%k0] : memref<?xi32>
                %v788 = memref.load %l249[%k0] : memref<?xi32>
                %v789 = memref.load %l22[%k0] : memref<?xi32>
                %v790 = arith.xori %v788, %v789 : i32
                memref.store %v790, %l250[%k0] : memref<?xi32>
                %v791 = memref.load %l250[%k0] : memref<?xi32>
                %v792 = arith.bitcast %v791 : i32 to f32
                memref.store %v792, %l251[%k0] : memref<?xf32>
                %v793 = memref.load %l251[%k0] : memref<?xf32>
                %v794 = arith.constant 0x4B000080 : f32
                %v795 = arith.subf %v793, %v794 : f32
                memref.store %v795, %l252[%k0] : memref<?xf32>
                %v796 = memref.load %l252[%k0] : memref<?xf32>
                %v797 = memref.load %l133[%k0] : memref<?xf32>
                %v798 = arith.mulf %v796, %v797 : f32
                memref.store %v798, %l253[%k0] : memref<?xf32>
                %v799 = memref.load %l248[%k0] : memref<?xf32>
                %v800 = memref.load %l253[%k0] : memref<?xf32>
                %v801 = arith.addf %v799, %v800 : f32
                memref.store %v801, %l225[%k0] : memref<?xf32>
                %v802 = memref.load %l225[%k0] : memref<?xf32>
                memref.store %v802, %l254[%k0] : memref<?xf32>
                %v803 = memref.load %l220[%k0] : memref<?xi32>
                %v804 = arith.constant 65280 : i32
                %v805 = arith.andi %v803, %v804 : i32
                memref.store %v805, %l255[%k0] : memref<?xi32>
                %v806 = memref.load %l255[%k0] : memref<?xi32>
                %v807 = memref.load %l23[%k0] : memref<?xi32>
                %v808 = arith.xori %v806, %v807 : i32
                memref.store %v808, %l256[%k0] : memref<?xi32>
                %v809 = memref.load %l256[%k0] : memref<?xi32>
                %v810 = arith.bitcast %v809 : i32 to f32
                memref.store %v810, %l257[%k0] : memref<?xf32>
                %v811 = memref.load %l257[%k0] : memref<?xf32>
                %v812 = arith.constant 0x47008000 : f32
                %v813 = arith.subf %v811, %v812 : f32
                memref.store %v813, %l258[%k0] : memref<?xf32>
                %v814 = memref.load %l258[%k0] : memref<?xf32>
                %v815 = memref.load %l134[%k0] : memref<?xf32>
                %v816 = arith.mulf %v814, %v815 : f32
                memref.store %v816, %l259[%k0] : memref<?xf32>
                %v817 = memref.load %l254[%k0] : memref<?xf32>
                %v818 = memref.load %l259[%k0] : memref<?xf32>
                %v819 = arith.addf %v817, %v818 : f32
                memref.store %v819, %l225[%k0] : memref<?xf32>
                %v820 = memref.load %l225[%k0] : memref<?xf32>
                memref.store %v820, %l260[%k0] : memref<?xf32>
                %v821 = arith.constant 8 : i32
                memref.store %v821, %l261[%k0] : memref<?xi32>
                %v822 = memref.load %l220[%k0] : memref<?xi32>
                %v823 = memref.load %l261[%k0] : memref<?xi32>
                %v824 = arith.constant 31 : i32
                %v825 = arith.andi %v823, %v824 : i32
                %v826 = arith.shrui %v822, %v825 : i32
                memref.store %v826, %l262[%k0] : memref<?xi32>
                %v827 = memref.load %l262[%k0] : memref<?xi32>
                %v828 = arith.constant 65280 : i32
                %v829 = arith.andi %v827, %v828 : i32
                memref.store %v829, %l263[%k0] : memref<?xi32>
                %v830 = memref.load %l263[%k0] : memref<?xi32>
                %v831 = memref.load %l23[%k0] : memref<?xi32>
                %v832 = arith.xori %v830, %v831 : i32
                memref.store %v832, %l264[%k0] : memref<?xi32>
                %v833 = memref.load %l264[%k0] : memref<?xi32>
                %v834 = arith.bitcast %v833 : i32 to f32
                memref.store %v834, %l265[%k0] : memref<?xf32>
                %v835 = memref.load %l265[%k0] : memref<?xf32>
                %v836 = arith.constant 0x47008000 : f32
                %v837 = arith.subf %v835, %v836 : f32
                memref.store %v837, %l266[%k0] : memref<?xf32>
                %v838 = memref.load %l266[%k0] : memref<?xf32>
                %v839 = memref.load %l135[%k0] : memref<?xf32>
                %v840 = arith.mulf %v838, %v839 : f32
                memref.store %v840, %l267[%k0] : memref<?xf32>
                %v841 = memref.load %l260[%k0] : memref<?xf32>
                %v842 = memref.load %l267[%k0] : memref<?xf32>
                %v843 = arith.addf %v841, %v842 : f32
                memref.store %v843, %l225[%k0] : memref<?xf32>
                %v844 = memref.load %l225[%k0] : memref<?xf32>
                memref.store %v844, %l268[%k0] : memref<?xf32>
                %v845 = memref.load %l220[%k0] : memref<?xi32>
                memref.store %v845, %l269[%k0] : memref<?xi32>
                %v846 = memref.load %l269[%k0] : memref<?xi32>
                %v847 = arith.constant 24 : i32
                %v848 = arith.constant 31 : i32
                %v849 = arith.andi %v847, %v848 : i32
                %v850 = arith.shrsi %v846, %v849 : i32
                memref.store %v850, %l270[%k0] : memref<?xi32>
                %v851 = memref.load %l270[%k0] : memref<?xi32>
                %v852 = arith.constant 1258291328 : i32
                %v853 = arith.addi %v851, %v852 : i32
                memref.store %v853, %l271[%k0] : memref<?xi32>
                %v854 = memref.load %l271[%k0] : memref<?xi32>
                memref.store %v854, %l272[%k0] : memref<?xi32>
                %v855 = memref.load %l272[%k0] : memref<?xi32>
                %v856 = arith.bitcast %v855 : i32 to f32
                memref.store %v856, %l273[%k0] : memref<?xf32>
                %v857 = memref.load %l273[%k0] : memref<?xf32>
                %v858 = arith.constant 0x4B000080 : f32
                %v859 = arith.subf %v857, %v858 : f32
                memref.store %v859, %l274[%k0] : memref<?xf32>
                %v860 = memref.load %l274[%k0] : memref<?xf32>
                %v861 = memref.load %l136[%k0] : memref<?xf32>
                %v862 = arith.mulf %v860, %v861 : f32
                memref.store %v862, %l275[%k0] : memref<?xf32>
                %v863 = memref.load %l268[%k0] : memref<?xf32>
                %v864 = memref.load %l275[%k0] : memref<?xf32>
                %v865 = arith.addf %v863, %v864 : f32
                memref.store %v865, %l225[%k0] : memref<?xf32>
                %v866 = memref.load %l92[%k0] : memref<?xf32>
                memref.store %v866, %l276[%k0] : memref<?xf32>
                %v867 = memref.load %l40[%k0] : memref<?xi32>
                %v868 = arith.constant 16 : i32
                %v869 = arith.subi %v867, %v868 : i32
                memref.store %v869, %l277[%k0] : memref<?xi32>
                %v870 = memref.load %l189[%k0] : memref<?xi32>
                %v871 = memref.load %l277[%k0] : memref<?xi32>
                %v872 = arith.constant 31 : i32
                %v873 = arith.andi %v871, %v872 : i32
                %v874 = arith.shrui %v870, %v873 : i32
                memref.store %v874, %l278[%k0] : memref<?xi32>
                %v875 = memref.load %l278[%k0] : memref<?xi32>
                %v876 = arith.constant 65535 : i32
                %v877 = arith.andi %v875, %v876 : i32
                memref.store %v877, %l279[%k0] : memref<?xi32>
                %v878 = memref.load %l279[%k0] : memref<?xi32>
                %v879 = arith.constant 32767 : i32
                %v880 = arith.andi %v878, %v879 : i32
                memref.store %v880, %l280[%k0] : memref<?xi32>
                %v881 = arith.constant 13 : i32
                memref.store %v881, %l281[%k0] : memref<?xi32>
                %v882 = memref.load %l280[%k0] : memref<?xi32>
                %v883 = memref.load %l281[%k0] : memref<?xi32>
                %v884 = arith.constant 31 : i32
                %v885 = arith.andi %v883, %v884 : i32
                %v886 = arith.shli %v882, %v885 : i32
                memref.store %v886, %l282[%k0] : memref<?xi32>
                %v887 = memref.load %l282[%k0] : memref<?xi32>
                %v888 = arith.constant 939524096 : i32
                %v889 = arith.addi %v887, %v888 : i32
                memref.store %v889, %l283[%k0] : memref<?xi32>
                %v890 = memref.load %l283[%k0] : memref<?xi32>
                %v891 = arith.bitcast %v890 : i32 to f32
                memref.store %v891, %l284[%k0] : memref<?xf32>
                %v892 = memref.load %l280[%k0] : memref<?xi32>
                %v893 = arith.constant 1024 : i32
                %v894 = arith.cmpi ult, %v892, %v893 : i32
                memref.store %v894, %l285[%k0] : memref<?xi1>
                %v895 = memref.load %l285[%k0] : memref<?xi1>
                cf.cond_br %v895, ^bb47, ^bb48
              ^bb47:
                %v896 = arith.constant 13 : i32
                memref.store %v896, %l286[%k0] : memref<?xi32>
                %v897 = memref.load %l280[%k0] : memref<?xi32>
                %v898 = memref.load %l286[%k0] : memref<?xi32>
                %v899 = arith.constant 31 : i32
                %v900 = arith.andi %v898, %v899 : i32
                %v901 = arith.shli %v897, %v900 : i32
                memref.store %v901, %l287[%k0] : memref<?xi32>
                %v902 = memref.load %l287[%k0] : memref<?xi32>
                %v903 = arith.constant 947912704 : i32
                %v904 = arith.addi %v902, %v903 : i32
                memref.store %v904, %l288[%k0] : memref<?xi32>
                %v905 = memref.load %l288[%k0] : memref<?xi32>
                %v906 = arith.bitcast %v905 : i32 to f32
                memref.store %v906, %l289[%k0] : memref<?xf32>
                %v907 = memref.load %l289[%k0] : memref<?xf32>
                %v908 = arith.constant 0x38800000 : f32
                %v909 = arith.subf %v907, %v908 : f32
                memref.store %v909, %l284[%k0] : memref<?xf32>
                cf.br ^bb48
              ^bb48:
                %v910 = memref.load %l280[%k0] : memref<?xi32>
                %v911 = arith.constant 31744 : i32
                %v912 = arith.cmpi uge, %v910, %v911 : i32
                memref.store %v912, %l290[%k0] : memref<?xi1>
                %v913 = memref.load %l290[%k0] : memref<?xi1>
                cf.cond_br %v913, ^bb49, ^bb50
              ^bb49:
                %v914 = arith.constant 13 : i32
                memref.store %v914, %l291[%k0] : memref<?xi32>
                %v915 = memref.load %l280[%k0] : memref<?xi32>
                %v916 = memref.load %l291[%k0] : memref<?xi32>
                %v917 = arith.constant 31 : i32
                %v918 = arith.andi %v916, %v917 : i32
                %v919 = arith.shli %v915, %v918 : i32
                memref.store %v919, %l292[%k0] : memref<?xi32>
                %v920 = memref.load %l292[%k0] : memref<?xi32>
                %v921 = arith.constant 1879048192 : i32
                %v922 = arith.addi %v920, %v921 : i32
                memref.store %v922, %l293[%k0] : memref<?xi32>
                %v923 = memref.load %l293[%k0] : memref<?xi32>
                %v924 = arith.bitcast %v923 : i32 to f32
                memref.store %v924, %l294[%k0] : memref<?xf32>
                %v925 = memref.load %l294[%k0] : memref<?xf32>
                memref.store %v925, %l284[%k0] : memref<?xf32>
                cf.br ^bb50
              ^bb50:
                %v926 = memref.load %l279[%k0] : memref<?xi32>
                %v927 = arith.constant 32768 : i32
                %v928 = arith.cmpi uge, %v926, %v927 : i32
                memref.store %v928, %l295[%k0] : memref<?xi1>
                %v929 = memref.load %l295[%k0] : memref<?xi1>
                cf.cond_br %v929, ^bb51, ^bb52
              ^bb51:
                %v930 = memref.load %l284[%k0] : memref<?xf32>
                memref.store %v930, %l296[%k0] : memref<?xf32>
                %v931 = memref.load %l296[%k0] : memref<?xf32>
                %v932 = arith.negf %v931 : f32
                memref.store %v932, %l284[%k0] : memref<?xf32>
                cf.br ^bb52
              ^bb52:
                %v933 = memref.load %l284[%k0] : memref<?xf32>
                memref.store %v933, %l297[%k0] : memref<?xf32>
                %v934 = memref.load %l225[%k0] : memref<?xf32>
                memref.store %v934, %l298[%k0] : memref<?xf32>
                %v935 = memref.load %l297[%k0] : memref<?xf32>
                %v936 = memref.load %l298[%k0] : memref<?xf32>
                %v937 = arith.mulf %v935, %v936 : f32
                memref.store %v937, %l299[%k0] : memref<?xf32>
                %v938 = memref.load %l276[%k0] : memref<?xf32>
                %v939 = memref.load %l299[%k0] : memref<?xf32>
                %v940 = arith.addf %v938, %v939 : f32
                memref.store %v940, %l300[%k0] : memref<?xf32>
                %v941 = memref.load %l300[%k0] : memref<?xf32>
                memref.store %v941, %l92[%k0] : memref<?xf32>
                %v942 = memref.load %l195[%k0] : memref<?xi32>
                %v943 = arith.extui %v942 : i32 to i64
                memref.store %v943, %l301[%k0] : memref<?xi64>
                %v944 = arith.constant 32 : i32
                %v945 = arith.extsi %v944 : i32 to i64
                memref.store %v945, %l302[%k0] : memref<?xi64>
                %v946 = memref.load %l301[%k0] : memref<?xi64>
                %v947 = memref.load %l302[%k0] : memref<?xi64>
                %v948 = arith.constant 63 : i64
                %v949 = arith.andi %v947, %v948 : i64
                %v950 = arith.shli %v946, %v949 : i64
                memref.store %v950, %l303[%k0] : memref<?xi64>
                %v951 = memref.load %l194[%k0] : memref<?xi32>
                %v952 = arith.extui %v951 : i32 to i64
                memref.store %v952, %l304[%k0] : memref<?xi64>
                %v953 = memref.load %l303[%k0] : memref<?xi64>
                %v954 = memref.load %l304[%k0] : memref<?xi64>
                %v955 = arith.ori %v953, %v954 : i64
                memref.store %v955, %l305[%k0] : memref<?xi64>
                %v956 = memref.load %l57[%k0] : memref<?xi32>
                %v957 = arith.extui %v956 : i32 to i64
                memref.store %v957, %l306[%k0] : memref<?xi64>
                %v958 = memref.load %l305[%k0] : memref<?xi64>
                %v959 = memref.load %l306[%k0] : memref<?xi64>
                %v960 = arith.constant 63 : i64
                %v961 = arith.andi %v959, %v960 : i64
                %v962 = arith.shrui %v958, %v961 : i64
                memref.store %v962, %l307[%k0] : memref<?xi64>
                %v963 = memref.load %l307[%k0] : memref<?xi64>
                %v964 = arith.trunci %v963 : i64 to i32
                memref.store %v964, %l308[%k0] : memref<?xi32>
                %v965 = memref.load %l196[%k0] : memref<?xi32>
                %v966 = arith.extui %v965 : i32 to i64
                memref.store %v966, %l309[%k0] : memref<?xi64>
                %v967 = arith.constant 32 : i32
                %v968 = arith.extsi %v967 : i32 to i64
                memref.store %v968, %l310[%k0] : memref<?xi64>
                %v969 = memref.load %l309[%k0] : memref<?xi64>
                %v970 = memref.load %l310[%k0] : memref<?xi64>
                %v971 = arith.constant 63 : i64
                %v972 = arith.andi %v970, %v971 : i64
                %v973 = arith.shli %v969, %v972 : i64
                memref.store %v973, %l311[%k0] : memref<?xi64>
                %v974 = memref.load %l195[%k0] : memref<?xi32>
                %v975 = arith.extui %v974 : i32 to i64
                memref.store %v975, %l312[%k0] : memref<?xi64>
                %v976 = memref.load %l311[%k0] : memref<?xi64>
                %v977 = memref.load %l312[%k0] : memref<?xi64>
                %v978 = arith.ori %v976, %v977 : i64
                memref.store %v978, %l313[%k0] : memref<?xi64>
                %v979 = memref.load %l57[%k0] : memref<?xi32>
                %v980 = arith.extui %v979 : i32 to i64
                memref.store %v980, %l314[%k0] : memref<?xi64>
                %v981 = memref.load %l313[%k0] : memref<?xi64>
                %v982 = memref.load %l314[%k0] : memref<?xi64>
                %v983 = arith.constant 63 : i64
                %v984 = arith.andi %v982, %v983 : i64
                %v985 = arith.shrui %v981, %v984 : i64
                memref.store %v985, %l315[%k0] : memref<?xi64>
                %v986 = memref.load %l315[%k0] : memref<?xi64>
                %v987 = arith.trunci %v986 : i64 to i32
                memref.store %v987, %l316[%k0] : memref<?xi32>
                %v988 = memref.load %l308[%k0] : memref<?xi32>
                %v989 = arith.constant 255 : i32
                %v990 = arith.andi %v988, %v989 : i32
                memref.store %v990, %l317[%k0] : memref<?xi32>
                %v991 = memref.load %l317[%k0] : memref<?xi32>
                %v992 = memref.load %l22[%k0] : memref<?xi32>
                %v993 = arith.xori %v991, %v992 : i32
                memref.store %v993, %l318[%k0] : memref<?xi32>
                %v994 = memref.load %l318[%k0] : memref<?xi32>
                %v995 = arith.bitcast %v994 : i32 to f32
                memref.store %v995, %l319[%k0] : memref<?xf32>
                %v996 = memref.load %l319[%k0] : memref<?xf32>
                %v997 = arith.constant 0x4B000080 : f32
                %v998 = arith.subf %v996, %v997 : f32
                memref.store %v998, %l320[%k0] : memref<?xf32>
                %v999 = memref.load %l320[%k0] : memref<?xf32>
                %v1000 = memref.load %l129[%k0] : memref<?xf32>
                %v1001 = arith.mulf %v999, %v1000 : f32
                memref.store %v1001, %l321[%k0] : memref<?xf32>
                %v1002 = memref.load %l321[%k0] : memref<?xf32>
                memref.store %v1002, %l322[%k0] : memref<?xf32>
                %v1003 = memref.load %l308[%k0] : memref<?xi32>
                %v1004 = arith.constant 65280 : i32
                %v1005 = arith.andi %v1003, %v1004 : i32
                memref.store %v1005, %l323[%k0] : memref<?xi32>
                %v1006 = memref.load %l323[%k0] : memref<?xi32>
                %v1007 = memref.load %l23[%k0] : memref<?xi32>
                %v1008 = arith.xori %v1006, %v1007 : i32
                memref.store %v1008, %l324[%k0] : memref<?xi32>
                %v1009 = memref.load %l324[%k0] : memref<?xi32>
                %v1010 = arith.bitcast %v1009 : i32 to f32
                memref.store %v1010, %l325[%k0] : memref<?xf32>
                %v1011 = memref.load %l325[%k0] : memref<?xf32>
                %v1012 = arith.constant 0x47008000 : f32
                %v1013 = arith.subf %v1011, %v1012 : f32
                memref.store %v1013, %l326[%k0] : memref<?xf32>
                %v1014 = memref.load %l326[%k0] : memref<?xf32>
                %v1015 = memref.load %l130[%k0] : memref<?xf32>
                %v1016 = arith.mulf %v1014, %v1015 : f32
                memref.store %v1016, %l327[%k0] : memref<?xf32>
                %v1017 = memref.load %l322[%k0] : memref<?xf32>
                %v1018 = memref.load %l327[%k0] : memref<?xf32>
                %v1019 = arith.addf %v1017, %v1018 : f32
                memref.store %v1019, %l321[%k0] : memref<?xf32>
                %v1020 = memref.load %l321[%k0] : memref<?xf32>
                memref.store %v1020, %l328[%k0] : memref<?xf32>
                %v1021 = arith.constant 8 : i32
                memref.store %v1021, %l329[%k0] : memref<?xi32>
                %v1022 = memref.load %l308[%k0] : memref<?xi32>
                %v1023 = memref.load %l329[%k0] : memref<?xi32>
                %v1024 = arith.constant 31 : i32
                %v1025 = arith.andi %v1023, %v1024 : i32
                %v1026 = arith.shrui %v1022, %v1025 : i32
                memref.store %v1026, %l330[%k0] : memref<?xi32>
                %v1027 = memref.load %l330[%k0] : memref<?xi32>
                %v1028 = arith.constant 65280 : i32
                %v1029 = arith.andi %v1027, %v1028 : i32
                memref.store %v1029, %l331[%k0] : memref<?xi32>
                %v1030 = memref.load %l331[%k0] : memref<?xi32>
                %v1031 = memref.load %l23[%k0] : memref<?xi32>
                %v1032 = arith.xori %v1030, %v1031 : i32
                memref.store %v1032, %l332[%k0] : memref<?xi32>
                %v1033 = memref.load %l332[%k0] : memref<?xi32>
                %v1034 = arith.bitcast %v1033 : i32 to f32
                memref.store %v1034, %l333[%k0] : memref<?xf32>
                %v1035 = memref.load %l333[%k0] : memref<?xf32>
                %v1036 = arith.constant 0x47008000 : f32
                %v1037 = arith.subf %v1035, %v1036 : f32
                memref.store %v1037, %l334[%k0] : memref<?xf32>
                %v1038 = memref.load %l334[%k0] : memref<?xf32>
                %v1039 = memref.load %l131[%k0] : memref<?xf32>
                %v1040 = arith.mulf %v1038, %v1039 : f32
                memref.store %v1040, %l335[%k0] : memref<?xf32>
                %v1041 = memref.load %l328[%k0] : memref<?xf32>
                %v1042 = memref.load %l335[%k0] : memref<?xf32>
                %v1043 = arith.addf %v1041, %v1042 : f32
                memref.store %v1043, %l321[%k0] : memref<?xf32>
                %v1044 = memref.load %l321[%k0] : memref<?xf32>
                memref.store %v1044, %l336[%k0] : memref<?xf32>
                %v1045 = memref.load %l308[%k0] : memref<?xi32>
                memref.store %v1045, %l337[%k0] : memref<?xi32>
                %v1046 = memref.load %l337[%k0] : memref<?xi32>
                %v1047 = arith.constant 24 : i32
                %v1048 = arith.constant 31 : i32
                %v1049 = arith.andi %v1047, %v1048 : i32
                %v1050 = arith.shrsi %v1046, %v1049 : i32
                memref.store %v1050, %l338[%k0] : memref<?xi32>
                %v1051 = memref.load %l338[%k0] : memref<?xi32>
                %v1052 = arith.constant 1258291328 : i32
                %v1053 = arith.addi %v1051, %v1052 : i32
                memref.store %v1053, %l339[%k0] : memref<?xi32>
                %v1054 = memref.load %l339[%k0] : memref<?xi32>
                memref.store %v1054, %l340[%k0] : memref<?xi32>
                %v1055 = memref.load %l340[%k0] : memref<?xi32>
                %v1056 = arith.bitcast %v1055 : i32 to f32
                memref.store %v1056, %l341[%k0] : memref<?xf32>
                %v1057 = memref.load %l341[%k0] : memref<?xf32>
                %v1058 = arith.constant 0x4B000080 : f32
                %v1059 = arith.subf %v1057, %v1058 : f32
                memref.store %v1059, %l342[%k0] : memref<?xf32>
                %v1060 = memref.load %l342[%k0] : memref<?xf32>
                %v1061 = memref.load %l132[%k0] : memref<?xf32>
                %v1062 = arith.mulf %v1060, %v1061 : f32
                memref.store %v1062, %l343[%k0] : memref<?xf32>
                %v1063 = memref.load %l336[%k0] : memref<?xf32>
                %v1064 = memref.load %l343[%k0] : memref<?xf32>
                %v1065 = arith.addf %v1063, %v1064 : f32
                memref.store %v1065, %l321[%k0] : memref<?xf32>
                %v1066 = memref.load %l321[%k0] : memref<?xf32>
                memref.store %v1066, %l344[%k0] : memref<?xf32>
                %v1067 = memref.load %l316[%k0] : memref<?xi32>
                %v1068 = arith.constant 255 : i32
                %v1069 = arith.andi %v1067, %v1068 : i32
                memref.store %v1069, %l345[%k0] : memref<?xi32>
                %v1070 = memref.load %l345[%k0] : memref<?xi32>
                %v1071 = memref.load %l22[%k0] : memref<?xi32>
                %v1072 = arith.xori %v1070, %v1071 : i32
                memref.store %v1072, %l346[%k0] : memref<?xi32>
                %v1073 = memref.load %l346[%k0] : memref<?xi32>
                %v1074 = arith.bitcast %v1073 : i32 to f32
                memref.store %v1074, %l347[%k0] : memref<?xf32>
                %v1075 = memref.load %l347[%k0] : memref<?xf32>
                %v1076 = arith.constant 0x4B000080 : f32
                %v1077 = arith.subf %v1075, %v1076 : f32
                memref.store %v1077, %l348[%k0] : memref<?xf32>
                %v1078 = memref.load %l348[%k0] : memref<?xf32>
                %v1079 = memref.load %l133[%k0] : memref<?xf32>
                %v1080 = arith.mulf %v1078, %v1079 : f32
                memref.store %v1080, %l349[%k0] : memref<?xf32>
                %v1081 = memref.load %l344[%k0] : memref<?xf32>
                %v1082 = memref.load %l349[%k0] : memref<?xf32>
                %v1083 = arith.addf %v1081, %v1082 : f32
                memref.store %v1083, %l321[%k0] : memref<?xf32>
                %v1084 = memref.load %l321[%k0] : memref<?xf32>
                memref.store %v1084, %l350[%k0] : memref<?xf32>
                %v1085 = memref.load %l316[%k0] : memref<?xi32>
                %v1086 = arith.constant 65280 : i32
                %v1087 = arith.andi %v1085, %v1086 : i32
                memref.store %v1087, %l351[%k0] : memref<?xi32>
                %v1088 = memref.load %l351[%k0] : memref<?xi32>
                %v1089 = memref.load %l23[%k0] : memref<?xi32>
                %v1090 = arith.xori %v1088, %v1089 : i32
                memref.store %v1090, %l352[%k0] : memref<?xi32>
                %v1091 = memref.load %l352[%k0] : memref<?xi32>
                %v1092 = arith.bitcast %v1091 : i32 to f32
                memref.store %v1092, %l353[%k0] : memref<?xf32>
                %v1093 = memref.load %l353[%k0] : memref<?xf32>
                %v1094 = arith.constant 0x47008000 : f32
                %v1095 = arith.subf %v1093, %v1094 : f32
                memref.store %v1095, %l354[%k0] : memref<?xf32>
                %v1096 = memref.load %l354[%k0] : memref<?xf32>
                %v1097 = memref.load %l134[%k0] : memref<?xf32>
                %v1098 = arith.mulf %v1096, %v1097 : f32
                memref.store %v1098, %l355[%k0] : memref<?xf32>
                %v1099 = memref.load %l350[%k0] : memref<?xf32>
                %v1100 = memref.load %l355[%k0] : memref<?xf32>
                %v1101 = arith.addf %v1099, %v1100 : f32
                memref.store %v1101, %l321[%k0] : memref<?xf32>
                %v1102 = memref.load %l321[%k0] : memref<?xf32>
                memref.store %v1102, %l356[%k0] : memref<?xf32>
                %v1103 = arith.constant 8 : i32
                memref.store %v1103, %l357[%k0] : memref<?xi32>
                %v1104 = memref.load %l316[%k0] : memref<?xi32>
                %v1105 = memref.load %l357[%k0] : memref<?xi32>
                %v1106 = arith.constant 31 : i32
                %v1107 = arith.andi %v1105, %v1106 : i32
                %v1108 = arith.shrui %v1104, %v1107 : i32
                memref.store %v1108, %l358[%k0] : memref<?xi32>
                %v1109 = memref.load %l358[%k0] : memref<?xi32>
                %v1110 = arith.constant 65280 : i32
                %v1111 = arith.andi %v1109, %v1110 : i32
                memref.store %v1111, %l359[%k0] : memref<?xi32>
                %v1112 = memref.load %l359[%k0] : memref<?xi32>
                %v1113 = memref.load %l23[%k0] : memref<?xi32>
                %v1114 = arith.xori %v1112, %v1113 : i32
                memref.store %v1114, %l360[%k0] : memref<?xi32>
                %v1115 = memref.load %l360[%k0] : memref<?xi32>
                %v1116 = arith.bitcast %v1115 : i32 to f32
                memref.store %v1116, %l361[%k0] : memref<?xf32>
                %v1117 = memref.load %l361[%k0] : memref<?xf32>
                %v1118 = arith.constant 0x47008000 : f32
                %v1119 = arith.subf %v1117, %v1118 : f32
                memref.store %v1119, %l362[%k0] : memref<?xf32>
                %v1120 = memref.load %l362[%k0] : memref<?xf32>
                %v1121 = memref.load %l135[%k0] : memref<?xf32>
                %v1122 = arith.mulf %v1120, %v1121 : f32
                memref.store %v1122, %l363[%k0] : memref<?xf32>
                %v1123 = memref.load %l356[%k0] : memref<?xf32>
                %v1124 = memref.load %l363[%k0] : memref<?xf32>
                %v1125 = arith.addf %v1123, %v1124 : f32
                memref.store %v1125, %l321[%k0] : memref<?xf32>
                %v1126 = memref.load %l321[%k0] : memref<?xf32>
                memref.store %v1126, %l364[%k0] : memref<?xf32>
                %v1127 = memref.load %l316[%k0] : memref<?xi32>
                memref.store %v1127, %l365[%k0] : memref<?xi32>
                %v1128 = memref.load %l365[%k0] : memref<?xi32>
                %v1129 = arith.constant 24 : i32
                %v1130 = arith.constant 31 : i32
                %v1131 = arith.andi %v1129, %v1130 : i32
                %v1132 = arith.shrsi %v1128, %v1131 : i32
                memref.store %v1132, %l366[%k0] : memref<?xi32>
                %v1133 = memref.load %l366[%k0] : memref<?xi32>
                %v1134 = arith.constant 1258291328 : i32
                %v1135 = arith.addi %v1133, %v1134 : i32
                memref.store %v1135, %l367[%k0] : memref<?xi32>
                %v1136 = memref.load %l367[%k0] : memref<?xi32>
                memref.store %v1136, %l368[%k0] : memref<?xi32>
                %v1137 = memref.load %l368[%k0] : memref<?xi32>
                %v1138 = arith.bitcast %v1137 : i32 to f32
                memref.store %v1138, %l369[%k0] : memref<?xf32>
                %v1139 = memref.load %l369[%k0] : memref<?xf32>
                %v1140 = arith.constant 0x4B000080 : f32
                %v1141 = arith.subf %v1139, %v1140 : f32
                memref.store %v1141, %l370[%k0] : memref<?xf32>
                %v1142 = memref.load %l370[%k0] : memref<?xf32>
                %v1143 = memref.load %l136[%k0] : memref<?xf32>
                %v1144 = arith.mulf %v1142, %v1143 : f32
                memref.store %v1144, %l371[%k0] : memref<?xf32>
                %v1145 = memref.load %l364[%k0] : memref<?xf32>
                %v1146 = memref.load %l371[%k0] : memref<?xf32>
                %v1147 = arith.addf %v1145, %v1146 : f32
                memref.store %v1147, %l321[%k0] : memref<?xf32>
                %v1148 = memref.load %l93[%k0] : memref<?xf32>
                memref.store %v1148, %l372[%k0] : memref<?xf32>
                %v1149 = memref.load %l57[%k0] : memref<?xi32>
                %v1150 = arith.constant 16 : i32
                %v1151 = arith.subi %v1149, %v1150 : i32
                memref.store %v1151, %l373[%k0] : memref<?xi32>
                %v1152 = memref.load %l193[%k0] : memref<?xi32>
                %v1153 = memref.load %l373[%k0] : memref<?xi32>
                %v1154 = arith.constant 31 : i32
                %v1155 = arith.andi %v1153, %v1154 : i32
                %v1156 = arith.shrui %v1152, %v1155 : i32
                memref.store %v1156, %l374[%k0] : memref<?xi32>
                %v1157 = memref.load %l374[%k0] : memref<?xi32>
                %v1158 = arith.constant 65535 : i32
                %v1159 = arith.andi %v1157, %v1158 : i32
                memref.store %v1159, %l375[%k0] : memref<?xi32>
                %v1160 = memref.load %l375[%k0] : memref<?xi32>
                %v1161 = arith.constant 32767 : i32
                %v1162 = arith.andi %v1160, %v1161 : i32
                memref.store %v1162, %l376[%k0] : memref<?xi32>
                %v1163 = arith.constant 13 : i32
                memref.store %v1163, %l377[%k0] : memref<?xi32>
                %v1164 = memref.load %l376[%k0] : memref<?xi32>
                %v1165 = memref.load %l377[%k0] : memref<?xi32>
                %v1166 = arith.constant 31 : i32
                %v1167 = arith.andi %v1165, %v1166 : i32
                %v1168 = arith.shli %v1164, %v1167 : i32
                memref.store %v1168, %l378[%k0] : memref<?xi32>
                %v1169 = memref.load %l378[%k0] : memref<?xi32>
                %v1170 = arith.constant 939524096 : i32
                %v1171 = arith.addi %v1169, %v1170 : i32
                memref.store %v1171, %l379[%k0] : memref<?xi32>
                %v1172 = memref.load %l379[%k0] : memref<?xi32>
                %v1173 = arith.bitcast %v1172 : i32 to f32
                memref.store %v1173, %l380[%k0] : memref<?xf32>
                %v1174 = memref.load %l376[%k0] : memref<?xi32>
                %v1175 = arith.constant 1024 : i32
                %v1176 = arith.cmpi ult, %v1174, %v1175 : i32
                memref.store %v1176, %l381[%k0] : memref<?xi1>
                %v1177 = memref.load %l381[%k0] : memref<?xi1>
                cf.cond_br %v1177, ^bb53, ^bb54
              ^bb53:
                %v1178 = arith.constant 13 : i32
                memref.store %v1178, %l382[%k0] : memref<?xi32>
                %v1179 = memref.load %l376[%k0] : memref<?xi32>
                %v1180 = memref.load %l382[%k0] : memref<?xi32>
                %v1181 = arith.constant 31 : i32
                %v1182 = arith.andi %v1180, %v1181 : i32
                %v1183 = arith.shli %v1179, %v1182 : i32
                memref.store %v1183, %l383[%k0] : memref<?xi32>
                %v1184 = memref.load %l383[%k0] : memref<?xi32>
                %v1185 = arith.constant 947912704 : i32
                %v1186 = arith.addi %v1184, %v1185 : i32
                memref.store %v1186, %l384[%k0] : memref<?xi32>
                %v1187 = memref.load %l384[%k0] : memref<?xi32>
                %v1188 = arith.bitcast %v1187 : i32 to f32
                memref.store %v1188, %l385[%k0] : memref<?xf32>
                %v1189 = memref.load %l385[%k0] : memref<?xf32>
                %v1190 = arith.constant 0x38800000 : f32
                %v1191 = arith.subf %v1189, %v1190 : f32
                memref.store %v1191, %l380[%k0] : memref<?xf32>
                cf.br ^bb54
              ^bb54:
                %v1192 = memref.load %l376[%k0] : memref<?xi32>
                %v1193 = arith.constant 31744 : i32
                %v1194 = arith.cmpi uge, %v1192, %v1193 : i32
                memref.store %v1194, %l386[%k0] : memref<?xi1>
                %v1195 = memref.load %l386[%k0] : memref<?xi1>
                cf.cond_br %v1195, ^bb55, ^bb56
              ^bb55:
                %v1196 = arith.constant 13 : i32
                memref.store %v1196, %l387[%k0] : memref<?xi32>
                %v1197 = memref.load %l376[%k0] : memref<?xi32>
                %v1198 = memref.load %l387[%k0] : memref<?xi32>
                %v1199 = arith.constant 31 : i32
                %v1200 = arith.andi %v1198, %v1199 : i32
                %v1201 = arith.shli %v1197, %v1200 : i32
                memref.store %v1201, %l388[%k0] : memref<?xi32>
                %v1202 = memref.load %l388[%k0] : memref<?xi32>
                %v1203 = arith.constant 1879048192 : i32
                %v1204 = arith.addi %v1202, %v1203 : i32
                memref.store %v1204, %l389[%k0] : memref<?xi32>
                %v1205 = memref.load %l389[%k0] : memref<?xi32>
                %v1206 = arith.bitcast %v1205 : i32 to f32
                memref.store %v1206, %l390[%k0] : memref<?xf32>
                %v1207 = memref.load %l390[%k0] : memref<?xf32>
                memref.store %v1207, %l380[%k0] : memref<?xf32>
                cf.br ^bb56
              ^bb56:
                %v1208 = memref.load %l375[%k0] : memref<?xi32>
                %v1209 = arith.constant 32768 : i32
                %v1210 = arith.cmpi uge, %v1208, %v1209 : i32
                memref.store %v1210, %l391[%k0] : memref<?xi1>
                %v1211 = memref.load %l391[%k0] : memref<?xi1>
                cf.cond_br %v1211, ^bb57, ^bb58
              ^bb57:
                %v1212 = memref.load %l380[%k0] : memref<?xf32>
                memref.store %v1212, %l392[%k0] : memref<?xf32>
                %v1213 = memref.load %l392[%k0] : memref<?xf32>
                %v1214 = arith.negf %v1213 : f32
                memref.store %v1214, %l380[%k0] : memref<?xf32>
                cf.br ^bb58
              ^bb58:
                %v1215 = memref.load %l380[%k0] : memref<?xf32>
                memref.store %v1215, %l393[%k0] : memref<?xf32>
                %v1216 = memref.load %l321[%k0] : memref<?xf32>
                memref.store %v1216, %l394[%k0] : memref<?xf32>
                %v1217 = memref.load %l393[%k0] : memref<?xf32>
                %v1218 = memref.load %l394[%k0] : memref<?xf32>
                %v1219 = arith.mulf %v1217, %v1218 : f32
                memref.store %v1219, %l395[%k0] : memref<?xf32>
                %v1220 = memref.load %l372[%k0] : memref<?xf32>
                %v1221 = memref.load %l395[%k0] : memref<?xf32>
                %v1222 = arith.addf %v1220, %v1221 : f32
                memref.store %v1222, %l396[%k0] : memref<?xf32>
                %v1223 = memref.load %l396[%k0] : memref<?xf32>
                memref.store %v1223, %l93[%k0] : memref<?xf32>
                %v1224 = memref.load %l199[%k0] : memref<?xi32>
                %v1225 = arith.extui %v1224 : i32 to i64
                memref.store %v1225, %l397[%k0] : memref<?xi64>
                %v1226 = arith.constant 32 : i32
                %v1227 = arith.extsi %v1226 : i32 to i64
                memref.store %v1227, %l398[%k0] : memref<?xi64>
                %v1228 = memref.load %l397[%k0] : memref<?xi64>
                %v1229 = memref.load %l398[%k0] : memref<?xi64>
                %v1230 = arith.constant 63 : i64
                %v1231 = arith.andi %v1229, %v1230 : i64
                %v1232 = arith.shli %v1228, %v1231 : i64
                memref.store %v1232, %l399[%k0] : memref<?xi64>
                %v1233 = memref.load %l198[%k0] : memref<?xi32>
                %v1234 = arith.extui %v1233 : i32 to i64
                memref.store %v1234, %l400[%k0] : memref<?xi64>
                %v1235 = memref.load %l399[%k0] : memref<?xi64>
                %v1236 = memref.load %l400[%k0] : memref<?xi64>
                %v1237 = arith.ori %v1235, %v1236 : i64
                memref.store %v1237, %l401[%k0] : memref<?xi64>
                %v1238 = memref.load %l74[%k0] : memref<?xi32>
                %v1239 = arith.extui %v1238 : i32 to i64
                memref.store %v1239, %l402[%k0] : memref<?xi64>
                %v1240 = memref.load %l401[%k0] : memref<?xi64>
                %v1241 = memref.load %l402[%k0] : memref<?xi64>
                %v1242 = arith.constant 63 : i64
                %v1243 = arith.andi %v1241, %v1242 : i64
                %v1244 = arith.shrui %v1240, %v1243 : i64
                memref.store %v1244, %l403[%k0] : memref<?xi64>
                %v1245 = memref.load %l403[%k0] : memref<?xi64>
                %v1246 = arith.trunci %v1245 : i64 to i32
                memref.store %v1246, %l404[%k0] : memref<?xi32>
                %v1247 = memref.load %l200[%k0] : memref<?xi32>
                %v1248 = arith.extui %v1247 : i32 to i64
                memref.store %v1248, %l405[%k0] : memref<?xi64>
                %v1249 = arith.constant 32 : i32
                %v1250 = arith.extsi %v1249 : i32 to i64
                memref.store %v1250, %l406[%k0] : memref<?xi64>
                %v1251 = memref.load %l405[%k0] : memref<?xi64>
                %v1252 = memref.load %l406[%k0] : memref<?xi64>
                %v1253 = arith.constant 63 : i64
                %v1254 = arith.andi %v1252, %v1253 : i64
                %v1255 = arith.shli %v1251, %v1254 : i64
                memref.store %v1255, %l407[%k0] : memref<?xi64>
                %v1256 = memref.load %l199[%k0] : memref<?xi32>
                %v1257 = arith.extui %v1256 : i32 to i64
                memref.store %v1257, %l408[%k0] : memref<?xi64>
                %v1258 = memref.load %l407[%k0] : memref<?xi64>
                %v1259 = memref.load %l408[%k0] : memref<?xi64>
                %v1260 = arith.ori %v1258, %v1259 : i64
                memref.store %v1260, %l409[%k0] : memref<?xi64>
                %v1261 = memref.load %l74[%k0] : memref<?xi32>
                %v1262 = arith.extui %v1261 : i32 to i64
                memref.store %v1262, %l410[%k0] : memref<?xi64>
                %v1263 = memref.load %l409[%k0] : memref<?xi64>
                %v1264 = memref.load %l410[%k0] : memref<?xi64>
                %v1265 = arith.constant 63 : i64
                %v1266 = arith.andi %v1264, %v1265 : i64
                %v1267 = arith.shrui %v1263, %v1266 : i64
                memref.store %v1267, %l411[%k0] : memref<?xi64>
                %v1268 = memref.load %l411[%k0] : memref<?xi64>
                %v1269 = arith.trunci %v1268 : i64 to i32
                memref.store %v1269, %l412[%k0] : memref<?xi32>
                %v1270 = memref.load %l404[%k0] : memref<?xi32>
                %v1271 = arith.constant 255 : i32
                %v1272 = arith.andi %v1270, %v1271 : i32
                memref.store %v1272, %l413[%k0] : memref<?xi32>
                %v1273 = memref.load %l413[%k0] : memref<?xi32>
                %v1274 = memref.load %l22[%k0] : memref<?xi32>
                %v1275 = arith.xori %v1273, %v1274 : i32
                memref.store %v1275, %l414[%k0] : memref<?xi32>
                %v1276 = memref.load %l414[%k0] : memref<?xi32>
                %v1277 = arith.bitcast %v1276 : i32 to f32
                memref.store %v1277, %l415[%k0] : memref<?xf32>
                %v1278 = memref.load %l415[%k0] : memref<?xf32>
                %v1279 = arith.constant 0x4B000080 : f32
                %v1280 = arith.subf %v1278, %v1279 : f32
                memref.store %v1280, %l416[%k0] : memref<?xf32>
                %v1281 = memref.load %l416[%k0] : memref<?xf32>
                %v1282 = memref.load %l129[%k0] : memref<?xf32>
                %v1283 = arith.mulf %v1281, %v1282 : f32
                memref.store %v1283, %l417[%k0] : memref<?xf32>
                %v1284 = memref.load %l417[%k0] : memref<?xf32>
                memref.store %v1284, %l418[%k0] : memref<?xf32>
                %v1285 = memref.load %l404[%k0] : memref<?xi32>
                %v1286 = arith.constant 65280 : i32
                %v1287 = arith.andi %v1285, %v1286 : i32
                memref.store %v1287, %l419[%k0] : memref<?xi32>
                %v1288 = memref.load %l419[%k0] : memref<?xi32>
                %v1289 = memref.load %l23[%k0] : memref<?xi32>
                %v1290 = arith.xori %v1288, %v1289 : i32
                memref.store %v1290, %l420[%k0] : memref<?xi32>
                %v1291 = memref.load %l420[%k0] : memref<?xi32>
                %v1292 = arith.bitcast %v1291 : i32 to f32
                memref.store %v1292, %l421[%k0] : memref<?xf32>
                %v1293 = memref.load %l421[%k0] : memref<?xf32>
                %v1294 = arith.constant 0x47008000 : f32
                %v1295 = arith.subf %v1293, %v1294 : f32
                memref.store %v1295, %l422[%k0] : memref<?xf32>
                %v1296 = memref.load %l422[%k0] : memref<?xf32>
                %v1297 = memref.load %l130[%k0] : memref<?xf32>
                %v1298 = arith.mulf %v1296, %v1297 : f32
                memref.store %v1298, %l423[%k0] : memref<?xf32>
                %v1299 = memref.load %l418[%k0] : memref<?xf32>
                %v1300 = memref.load %l423[%k0] : memref<?xf32>
                %v1301 = arith.addf %v1299, %v1300 : f32
                memref.store %v1301, %l417[%k0] : memref<?xf32>
                %v1302 = memref.load %l417[%k0] : memref<?xf32>
                memref.store %v1302, %l424[%k0] : memref<?xf32>
                %v1303 = arith.constant 8 : i32
                memref.store %v1303, %l425[%k0] : memref<?xi32>
                %v1304 = memref.load %l404[%k0] : memref<?xi32>
                %v1305 = memref.load %l425[%k0] : memref<?xi32>
                %v1306 = arith.constant 31 : i32
                %v1307 = arith.andi %v1305, %v1306 : i32
                %v1308 = arith.shrui %v1304, %v1307 : i32
                memref.store %v1308, %l426[%k0] : memref<?xi32>
                %v1309 = memref.load %l426[%k0] : memref<?xi32>
                %v1310 = arith.constant 65280 : i32
                %v1311 = arith.andi %v1309, %v1310 : i32
                memref.store %v1311, %l427[%k0] : memref<?xi32>
                %v1312 = memref.load %l427[%k0] : memref<?xi32>
                %v1313 = memref.load %l23[%k0] : memref<?xi32>
                %v1314 = arith.xori %v1312, %v1313 : i32
                memref.store %v1314, %l428[%k0] : memref<?xi32>
                %v1315 = memref.load %l428[%k0] : memref<?xi32>
                %v1316 = arith.bitcast %v1315 : i32 to f32
                memref.store %v1316, %l429[%k0] : memref<?xf32>
                %v1317 = memref.load %l429[%k0] : memref<?xf32>
                %v1318 = arith.constant 0x47008000 : f32
                %v1319 = arith.subf %v1317, %v1318 : f32
                memref.store %v1319, %l430[%k0] : memref<?xf32>
                %v1320 = memref.load %l430[%k0] : memref<?xf32>
                %v1321 = memref.load %l131[%k0] : memref<?xf32>
                %v1322 = arith.mulf %v1320, %v1321 : f32
                memref.store %v1322, %l431[%k0] : memref<?xf32>
                %v1323 = memref.load %l424[%k0] : memref<?xf32>
                %v1324 = memref.load %l431[%k0] : memref<?xf32>
                %v1325 = arith.addf %v1323, %v1324 : f32
                memref.store %v1325, %l417[%k0] : memref<?xf32>
                %v1326 = memref.load %l417[%k0] : memref<?xf32>
                memref.store %v1326, %l432[%k0] : memref<?xf32>
                %v1327 = memref.load %l404[%k0] : memref<?xi32>
                memref.store %v1327, %l433[%k0] : memref<?xi32>
                %v1328 = memref.load %l433[%k0] : memref<?xi32>
                %v1329 = arith.constant 24 : i32
                %v1330 = arith.constant 31 : i32
                %v1331 = arith.andi %v1329, %v1330 : i32
                %v1332 = arith.shrsi %v1328, %v1331 : i32
                memref.store %v1332, %l434[%k0] : memref<?xi32>
                %v1333 = memref.load %l434[%k0] : memref<?xi32>
                %v1334 = arith.constant 1258291328 : i32
                %v1335 = arith.addi %v1333, %v1334 : i32
                memref.store %v1335, %l435[%k0] : memref<?xi32>
                %v1336 = memref.load %l435[%k0] : memref<?xi32>
                memref.store %v1336, %l436[%k0] : memref<?xi32>
                %v1337 = memref.load %l436[%k0] : memref<?xi32>
                %v1338 = arith.bitcast %v1337 : i32 to f32
                memref.store %v1338, %l437[%k0] : memref<?xf32>
                %v1339 = memref.load %l437[%k0] : memref<?xf32>
                %v1340 = arith.constant 0x4B000080 : f32
                %v1341 = arith.subf %v1339, %v1340 : f32
                memref.store %v1341, %l438[%k0] : memref<?xf32>
                %v1342 = memref.load %l438[%k0] : memref<?xf32>
                %v1343 = memref.load %l132[%k0] : memref<?xf32>
                %v1344 = arith.mulf %v1342, %v1343 : f32
                memref.store %v1344, %l439[%k0] : memref<?xf32>
                %v1345 = memref.load %l432[%k0] : memref<?xf32>
                %v1346 = memref.load %l439[%k0] : memref<?xf32>
                %v1347 = arith.addf %v1345, %v1346 : f32
                memref.store %v1347, %l417[%k0] : memref<?xf32>
                %v1348 = memref.load %l417[%k0] : memref<?xf32>
                memref.store %v1348, %l440[%k0] : memref<?xf32>
                %v1349 = memref.load %l412[%k0] : memref<?xi32>
                %v1350 = arith.constant 255 : i32
                %v1351 = arith.andi %v1349, %v1350 : i32
                memref.store %v1351, %l441[%k0] : memref<?xi32>
                %v1352 = memref.load %l441[%k0] : memref<?xi32>
                %v1353 = memref.load %l22[%k0] : memref<?xi32>
                %v1354 = arith.xori %v1352, %v1353 : i32
                memref.store %v1354, %l442[%k0] : memref<?xi32>
                %v1355 = memref.load %l442[%k0] : memref<?xi32>
                %v1356 = arith.bitcast %v1355 : i32 to f32
                memref.store %v1356, %l443[%k0] : memref<?xf32>
                %v1357 = memref.load %l443[%k0] : memref<?xf32>
                %v1358 = arith.constant 0x4B000080 : f32
                %v1359 = arith.subf %v1357, %v1358 : f32
                memref.store %v1359, %l444[%k0] : memref<?xf32>
                %v1360 = memref.load %l444[%k0] : memref<?xf32>
                %v1361 = memref.load %l133[%k0] : memref<?xf32>
                %v1362 = arith.mulf %v1360, %v1361 : f32
                memref.store %v1362, %l445[%k0] : memref<?xf32>
                %v1363 = memref.load %l440[%k0] : memref<?xf32>
                %v1364 = memref.load %l445[%k0] : memref<?xf32>
                %v1365 = arith.addf %v1363, %v1364 : f32
                memref.store %v1365, %l417[%k0] : memref<?xf32>
                %v1366 = memref.load %l417[%k0] : memref<?xf32>
                memref.store %v1366, %l446[%k0] : memref<?xf32>
                %v1367 = memref.load %l412[%k0] : memref<?xi32>
                %v1368 = arith.constant 65280 : i32
                %v1369 = arith.andi %v1367, %v1368 : i32
                memref.store %v1369, %l447[%k0] : memref<?xi32>
                %v1370 = memref.load %l447[%k0] : memref<?xi32>
                %v1371 = memref.load %l23[%k0] : memref<?xi32>
                %v1372 = arith.xori %v1370, %v1371 : i32
                memref.store %v1372, %l448[%k0] : memref<?xi32>
                %v1373 = memref.load %l448[%k0] : memref<?xi32>
                %v1374 = arith.bitcast %v1373 : i32 to f32
                memref.store %v1374, %l449[%k0] : memref<?xf32>
                %v1375 = memref.load %l449[%k0] : memref<?xf32>
                %v1376 = arith.constant 0x47008000 : f32
                %v1377 = arith.subf %v1375, %v1376 : f32
                memref.store %v1377, %l450[%k0] : memref<?xf32>
                %v1378 = memref.load %l450[%k0] : memref<?xf32>
                %v1379 = memref.load %l134[%k0] : memref<?xf32>
                %v1380 = arith.mulf %v1378, %v1379 : f32
                memref.store %v1380, %l451[%k0] : memref<?xf32>
                %v1381 = memref.load %l446[%k0] : memref<?xf32>
                %v1382 = memref.load %l451[%k0] : memref<?xf32>
                %v1383 = arith.addf %v1381, %v1382 : f32
                memref.store %v1383, %l417[%k0] : memref<?xf32>
                %v1384 = memref.load %l417[%k0] : memref<?xf32>
                memref.store %v1384, %l452[%k0] : memref<?xf32>
                %v1385 = arith.constant 8 : i32
                memref.store %v1385, %l453[%k0] : memref<?xi32>
                %v1386 = memref.load %l412[%k0] : memref<?xi32>
                %v1387 = memref.load %l453[%k0] : memref<?xi32>
                %v1388 = arith.constant 31 : i32
                %v1389 = arith.andi %v1387, %v1388 : i32
                %v1390 = arith.shrui %v1386, %v1389 : i32
                memref.store %v1390, %l454[%k0] : memref<?xi32>
                %v1391 = memref.load %l454[%k0] : memref<?xi32>
                %v1392 = arith.constant 65280 : i32
                %v1393 = arith.andi %v1391, %v1392 : i32
                memref.store %v1393, %l455[%k0] : memref<?xi32>
                %v1394 = memref.load %l455[%k0] : memref<?xi32>
                %v1395 = memref.load %l23[%k0] : memref<?xi32>
                %v1396 = arith.xori %v1394, %v1395 : i32
                memref.store %v1396, %l456[%k0] : memref<?xi32>
                %v1397 = memref.load %l456[%k0] : memref<?xi32>
                %v1398 = arith.bitcast %v1397 : i32 to f32
                memref.store %v1398, %l457[%k0] : memref<?xf32>
                %v1399 = memref.load %l457[%k0] : memref<?xf32>
                %v1400 = arith.constant 0x47008000 : f32
                %v1401 = arith.subf %v1399, %v1400 : f32
                memref.store %v1401, %l458[%k0] : memref<?xf32>
                %v1402 = memref.load %l458[%k0] : memref<?xf32>
                %v1403 = memref.load %l135[%k0] : memref<?xf32>
                %v1404 = arith.mulf %v1402, %v1403 : f32
                memref.store %v1404, %l459[%k0] : memref<?xf32>
                %v1405 = memref.load %l452[%k0] : memref<?xf32>
                %v1406 = memref.load %l459[%k0] : memref<?xf32>
                %v1407 = arith.addf %v1405, %v1406 : f32
                memref.store %v1407, %l417[%k0] : memref<?xf32>
                %v1408 = memref.load %l417[%k0] : memref<?xf32>
                memref.store %v1408, %l460[%k0] : memref<?xf32>
                %v1409 = memref.load %l412[%k0] : memref<?xi32>
                memref.store %v1409, %l461[%k0] : memref<?xi32>
                %v1410 = memref.load %l461[%k0] : memref<?xi32>
                %v1411 = arith.constant 24 : i32
                %v1412 = arith.constant 31 : i32
                %v1413 = arith.andi %v1411, %v1412 : i32
                %v1414 = arith.shrsi %v1410, %v1413 : i32
                memref.store %v1414, %l462[%k0] : memref<?xi32>
                %v1415 = memref.load %l462[%k0] : memref<?xi32>
                %v1416 = arith.constant 1258291328 : i32
                %v1417 = arith.addi %v1415, %v1416 : i32
                memref.store %v1417, %l463[%k0] : memref<?xi32>
                %v1418 = memref.load %l463[%k0] : memref<?xi32>
                memref.store %v1418, %l464[%k0] : memref<?xi32>
                %v1419 = memref.load %l464[%k0] : memref<?xi32>
                %v1420 = arith.bitcast %v1419 : i32 to f32
                memref.store %v1420, %l465[%k0] : memref<?xf32>
                %v1421 = memref.load %l465[%k0] : memref<?xf32>
                %v1422 = arith.constant 0x4B000080 : f32
                %v1423 = arith.subf %v1421, %v1422 : f32
                memref.store %v1423, %l466[%k0] : memref<?xf32>
                %v1424 = memref.load %l466[%k0] : memref<?xf32>
                %v1425 = memref.load %l136[%k0] : memref<?xf32>
                %v1426 = arith.mulf %v1424, %v1425 : f32
                memref.store %v1426, %l467[%k0] : memref<?xf32>
                %v1427 = memref.load %l460[%k0] : memref<?xf32>
                %v1428 = memref.load %l467[%k0] : memref<?xf32>
                %v1429 = arith.addf %v1427, %v1428 : f32
                memref.store %v1429, %l417[%k0] : memref<?xf32>
                %v1430 = memref.load %l94[%k0] : memref<?xf32>
                memref.store %v1430, %l468[%k0] : memref<?xf32>
                %v1431 = memref.load %l74[%k0] : memref<?xi32>
                %v1432 = arith.constant 16 : i32
                %v1433 = arith.subi %v1431, %v1432 : i32
                memref.store %v1433, %l469[%k0] : memref<?xi32>
                %v1434 = memref.load %l197[%k0] : memref<?xi32>
                %v1435 = memref.load %l469[%k0] : memref<?xi32>
                %v1436 = arith.constant 31 : i32
                %v1437 = arith.andi %v1435, %v1436 : i32
                %v1438 = arith.shrui %v1434, %v1437 : i32
                memref.store %v1438, %l470[%k0] : memref<?xi32>
                %v1439 = memref.load %l470[%k0] : memref<?xi32>
                %v1440 = arith.constant 65535 : i32
                %v1441 = arith.andi %v1439, %v1440 : i32
                memref.store %v1441, %l471[%k0] : memref<?xi32>
                %v1442 = memref.load %l471[%k0] : memref<?xi32>
                %v1443 = arith.constant 32767 : i32
                %v1444 = arith.andi %v1442, %v1443 : i32
                memref.store %v1444, %l472[%k0] : memref<?xi32>
                %v1445 = arith.constant 13 : i32
                memref.store %v1445, %l473[%k0] : memref<?xi32>
                %v1446 = memref.load %l472[%k0] : memref<?xi32>
                %v1447 = memref.load %l473[%k0] : memref<?xi32>
                %v1448 = arith.constant 31 : i32
                %v1449 = arith.andi %v1447, %v1448 : i32
                %v1450 = arith.shli %v1446, %v1449 : i32
                memref.store %v1450, %l474[%k0] : memref<?xi32>
                %v1451 = memref.load %l474[%k0] : memref<?xi32>
                %v1452 = arith.constant 939524096 : i32
                %v1453 = arith.addi %v1451, %v1452 : i32
                memref.store %v1453, %l475[%k0] : memref<?xi32>
                %v1454 = memref.load %l475[%k0] : memref<?xi32>
                %v1455 = arith.bitcast %v1454 : i32 to f32
                memref.store %v1455, %l476[%k0] : memref<?xf32>
                %v1456 = memref.load %l472[%k0] : memref<?xi32>
                %v1457 = arith.constant 1024 : i32
                %v1458 = arith.cmpi ult, %v1456, %v1457 : i32
                memref.store %v1458, %l477[%k0] : memref<?xi1>
                %v1459 = memref.load %l477[%k0] : memref<?xi1>
                cf.cond_br %v1459, ^bb59, ^bb60
              ^bb59:
                %v1460 = arith.constant 13 : i32
                memref.store %v1460, %l478[%k0] : memref<?xi32>
                %v1461 = memref.load %l472[%k0] : memref<?xi32>
                %v1462 = memref.load %l478[%k0] : memref<?xi32>
                %v1463 = arith.constant 31 : i32
                %v1464 = arith.andi %v1462, %v1463 : i32
                %v1465 = arith.shli %v1461, %v1464 : i32
                memref.store %v1465, %l479[%k0] : memref<?xi32>
                %v1466 = memref.load %l479[%k0] : memref<?xi32>
                %v1467 = arith.constant 947912704 : i32
                %v1468 = arith.addi %v1466, %v1467 : i32
                memref.store %v1468, %l480[%k0] : memref<?xi32>
                %v1469 = memref.load %l480[%k0] : memref<?xi32>
                %v1470 = arith.bitcast %v1469 : i32 to f32
                memref.store %v1470, %l481[%k0] : memref<?xf32>
                %v1471 = memref.load %l481[%k0] : memref<?xf32>
                %v1472 = arith.constant 0x38800000 : f32
                %v1473 = arith.subf %v1471, %v1472 : f32
                memref.store %v1473, %l476[%k0] : memref<?xf32>
                cf.br ^bb60
              ^bb60:
                %v1474 = memref.load %l472[%k0] : memref<?xi32>
                %v1475 = arith.constant 31744 : i32
                %v1476 = arith.cmpi uge, %v1474, %v1475 : i32
                memref.store %v1476, %l482[%k0] : memref<?xi1>
                %v1477 = memref.load %l482[%k0] : memref<?xi1>
                cf.cond_br %v1477, ^bb61, ^bb62
              ^bb61:
                %v1478 = arith.constant 13 : i32
                memref.store %v1478, %l483[%k0] : memref<?xi32>
                %v1479 = memref.load %l472[%k0] : memref<?xi32>
                %v1480 = memref.load %l483[%k0] : memref<?xi32>
                %v1481 = arith.constant 31 : i32
                %v1482 = arith.andi %v1480, %v1481 : i32
                %v1483 = arith.shli %v1479, %v1482 : i32
                memref.store %v1483, %l484[%k0] : memref<?xi32>
                %v1484 = memref.load %l484[%k0] : memref<?xi32>
                %v1485 = arith.constant 1879048192 : i32
                %v1486 = arith.addi %v1484, %v1485 : i32
                memref.store %v1486, %l485[%k0] : memref<?xi32>
                %v1487 = memref.load %l485[%k0] : memref<?xi32>
                %v1488 = arith.bitcast %v1487 : i32 to f32
                memref.store %v1488, %l486[%k0] : memref<?xf32>
                %v1489 = memref.load %l486[%k0] : memref<?xf32>
                memref.store %v1489, %l476[%k0] : memref<?xf32>
                cf.br ^bb62
              ^bb62:
                %v1490 = memref.load %l471[%k0] : memref<?xi32>
                %v1491 = arith.constant 32768 : i32
                %v1492 = arith.cmpi uge, %v1490, %v1491 : i32
                memref.store %v1492, %l487[%k0] : memref<?xi1>
                %v1493 = memref.load %l487[%k0] : memref<?xi1>
                cf.cond_br %v1493, ^bb63, ^bb64
              ^bb63:
                %v1494 = memref.load %l476[%k0] : memref<?xf32>
                memref.store %v1494, %l488[%k0] : memref<?xf32>
                %v1495 = memref.load %l488[%k0] : memref<?xf32>
                %v1496 = arith.negf %v1495 : f32
                memref.store %v1496, %l476[%k0] : memref<?xf32>
                cf.br ^bb64
              ^bb64:
                %v1497 = memref.load %l476[%k0] : memref<?xf32>
                memref.store %v1497, %l489[%k0] : memref<?xf32>
                %v1498 = memref.load %l417[%k0] : memref<?xf32>
                memref.store %v1498, %l490[%k0] : memref<?xf32>
                %v1499 = memref.load %l489[%k0] : memref<?xf32>
                %v1500 = memref.load %l490[%k0] : memref<?xf32>
                %v1501 = arith.mulf %v1499, %v1500 : f32
                memref.store %v1501, %l491[%k0] : memref<?xf32>
                %v1502 = memref.load %l468[%k0] : memref<?xf32>
                %v1503 = memref.load %l491[%k0] : memref<?xf32>
                %v1504 = arith.addf %v1502, %v1503 : f32
                memref.store %v1504, %l492[%k0] : memref<?xf32>
                %v1505 = memref.load %l492[%k0] : memref<?xf32>
                memref.store %v1505, %l94[%k0] : memref<?xf32>
                %v1506 = memref.load %l203[%k0] : memref<?xi32>
                %v1507 = arith.extui %v1506 : i32 to i64
                memref.store %v1507, %l493[%k0] : memref<?xi64>
                %v1508 = arith.constant 32 : i32
                %v1509 = arith.extsi %v1508 : i32 to i64
                memref.store %v1509, %l494[%k0] : memref<?xi64>
                %v1510 = memref.load %l493[%k0] : memref<?xi64>
                %v1511 = memref.load %l494[%k0] : memref<?xi64>
                %v1512 = arith.constant 63 : i64
                %v1513 = arith.andi %v1511, %v1512 : i64
                %v1514 = arith.shli %v1510, %v1513 : i64
                memref.store %v1514, %l495[%k0] : memref<?xi64>
                %v1515 = memref.load %l202[%k0] : memref<?xi32>
                %v1516 = arith.extui %v1515 : i32 to i64
                memref.store %v1516, %l496[%k0] : memref<?xi64>
                %v1517 = memref.load %l495[%k0] : memref<?xi64>
                %v1518 = memref.load %l496[%k0] : memref<?xi64>
                %v1519 = arith.ori %v1517, %v1518 : i64
                memref.store %v1519, %l497[%k0] : memref<?xi64>
                %v1520 = memref.load %l91[%k0] : memref<?xi32>
                %v1521 = arith.extui %v1520 : i32 to i64
                memref.store %v1521, %l498[%k0] : memref<?xi64>
                %v1522 = memref.load %l497[%k0] : memref<?xi64>
                %v1523 = memref.load %l498[%k0] : memref<?xi64>
                %v1524 = arith.constant 63 : i64
                %v1525 = arith.andi %v1523, %v1524 : i64
                %v1526 = arith.shrui %v1522, %v1525 : i64
                memref.store %v1526, %l499[%k0] : memref<?xi64>
                %v1527 = memref.load %l499[%k0] : memref<?xi64>
                %v1528 = arith.trunci %v1527 : i64 to i32
                memref.store %v1528, %l500[%k0] : memref<?xi32>
                %v1529 = memref.load %l204[%k0] : memref<?xi32>
                %v1530 = arith.extui %v1529 : i32 to i64
                memref.store %v1530, %l501[%k0] : memref<?xi64>
                %v1531 = arith.constant 32 : i32
                %v1532 = arith.extsi %v1531 : i32 to i64
                memref.store %v1532, %l502[%k0] : memref<?xi64>
                %v1533 = memref.load %l501[%k0] : memref<?xi64>
                %v1534 = memref.load %l502[%k0] : memref<?xi64>
                %v1535 = arith.constant 63 : i64
                %v1536 = arith.andi %v1534, %v1535 : i64
                %v1537 = arith.shli %v1533, %v1536 : i64
                memref.store %v1537, %l503[%k0] : memref<?xi64>
                %v1538 = memref.load %l203[%k0] : memref<?xi32>
                %v1539 = arith.extui %v1538 : i32 to i64
                memref.store %v1539, %l504[%k0] : memref<?xi64>
                %v1540 = memref.load %l503[%k0] : memref<?xi64>
                %v1541 = memref.load %l504[%k0] : memref<?xi64>
                %v1542 = arith.ori %v1540, %v1541 : i64
                memref.store %v1542, %l505[%k0] : memref<?xi64>
                %v1543 = memref.load %l91[%k0] : memref<?xi32>
                %v1544 = arith.extui %v1543 : i32 to i64
                memref.store %v1544, %l506[%k0] : memref<?xi64>
                %v1545 = memref.load %l505[%k0] : memref<?xi64>
                %v1546 = memref.load %l506[%k0] : memref<?xi64>
                %v1547 = arith.constant 63 : i64
                %v1548 = arith.andi %v1546, %v1547 : i64
                %v1549 = arith.shrui %v1545, %v1548 : i64
                memref.store %v1549, %l507[%k0] : memref<?xi64>
                %v1550 = memref.load %l507[%k0] : memref<?xi64>
                %v1551 = arith.trunci %v1550 : i64 to i32
                memref.store %v1551, %l508[%k0] : memref<?xi32>
                %v1552 = memref.load %l500[%k0] : memref<?xi32>
                %v1553 = arith.constant 255 : i32
                %v1554 = arith.andi %v1552, %v1553 : i32
                memref.store %v1554, %l509[%k0] : memref<?xi32>
                %v1555 = memref.load %l509[%k0] : memref<?xi32>
                %v1556 = memref.load %l22[%k0] : memref<?xi32>
                %v1557 = arith.xori %v1555, %v1556 : i32
                memref.store %v1557, %l510[%k0] : memref<?xi32>
                %v1558 = memref.load %l510[%k0] : memref<?xi32>
                %v1559 = arith.bitcast %v1558 : i32 to f32
                memref.store %v1559, %l511[%k0] : memref<?xf32>
                %v1560 = memref.load %l511[%k0] : memref<?xf32>
                %v1561 = arith.constant 0x4B000080 : f32
                %v1562 = arith.subf %v1560, %v1561 : f32
                memref.store %v1562, %l512[%k0] : memref<?xf32>
                %v1563 = memref.load %l512[%k0] : memref<?xf32>
                %v1564 = memref.load %l129[%k0] : memref<?xf32>
                %v1565 = arith.mulf %v1563, %v1564 : f32
                memref.store %v1565, %l513[%k0] : memref<?xf32>
                %v1566 = memref.load %l513[%k0] : memref<?xf32>
                memref.store %v1566, %l514[%k0] : memref<?xf32>
                %v1567 = memref.load %l500[%k0] : memref<?xi32>
                %v1568 = arith.constant 65280 : i32
                %v1569 = arith.andi %v1567, %v1568 : i32
                memref.store %v1569, %l515[%k0] : memref<?xi32>
                %v1570 = memref.load %l515[%k0] : memref<?xi32>
                %v1571 = memref.load %l23[%k0] : memref<?xi32>
                %v1572 = arith.xori %v1570, %v1571 : i32
                memref.store %v1572, %l516[%k0] : memref<?xi32>
                %v1573 = memref.load %l516[%k0] : memref<?xi32>
                %v1574 = arith.bitcast %v1573 : i32 to f32
                memref.store %v1574, %l517[%k0] : memref<?xf32>
                %v1575 = memref.load %l517[%k0] : memref<?xf32>
                %v1576 = arith.constant 0x47008000 : f32
                %v1577 = arith.subf %v1575, %v1576 : f32
                memref.store %v1577, %l518[%k0] : memref<?xf32>
                %v1578 = memref.load %l518[%k0] : memref<?xf32>
                %v1579 = memref.load %l130[%k0] : memref<?xf32>
                %v1580 = arith.mulf %v1578, %v1579 : f32
                memref.store %v1580, %l519[%k0] : memref<?xf32>
                %v1581 = memref.load %l514[%k0] : memref<?xf32>
                %v1582 = memref.load %l519[%k0] : memref<?xf32>
                %v1583 = arith.addf %v1581, %v1582 : f32
                memref.store %v1583, %l513[%k0] : memref<?xf32>
                %v1584 = memref.load %l513[%k0] : memref<?xf32>
                memref.store %v1584, %l520[%k0] : memref<?xf32>
                %v1585 = arith.constant 8 : i32
                memref.store %v1585, %l521[%k0] : memref<?xi32>
                %v1586 = memref.load %l500[%k0] : memref<?xi32>
                %v1587 = memref.load %l521[%k0] : memref<?xi32>
                %v1588 = arith.constant 31 : i32
                %v1589 = arith.andi %v1587, %v1588 : i32
                %v1590 = arith.shrui %v1586, %v1589 : i32
                memref.store %v1590, %l522[%k0] : memref<?xi32>
                %v1591 = memref.load %l522[%k0] : memref<?xi32>
                %v1592 = arith.constant 65280 : i32
                %v1593 = arith.andi %v1591, %v1592 : i32
                memref.store %v1593, %l523[%k0] : memref<?xi32>
                %v1594 = memref.load %l523[%k0] : memref<?xi32>
                %v1595 = memref.load %l23[%k0] : memref<?xi32>
                %v1596 = arith.xori %v1594, %v1595 : i32
                memref.store %v1596, %l524[%k0] : memref<?xi32>
                %v1597 = memref.load %l524[%k0] : memref<?xi32>
                %v1598 = arith.bitcast %v1597 : i32 to f32
                memref.store %v1598, %l525[%k0] : memref<?xf32>
                %v1599 = memref.load %l525[%k0] : memref<?xf32>
                %v1600 = arith.constant 0x47008000 : f32
                %v1601 = arith.subf %v1599, %v1600 : f32
                memref.store %v1601, %l526[%k0] : memref<?xf32>
                %v1602 = memref.load %l526[%k0] : memref<?xf32>
                %v1603 = memref.load %l131[%k0] : memref<?xf32>
                %v1604 = arith.mulf %v1602, %v1603 : f32
                memref.store %v1604, %l527[%k0] : memref<?xf32>
                %v1605 = memref.load %l520[%k0] : memref<?xf32>
                %v1606 = memref.load %l527[%k0] : memref<?xf32>
                %v1607 = arith.addf %v1605, %v1606 : f32
                memref.store %v1607, %l513[%k0] : memref<?xf32>
                %v1608 = memref.load %l513[%k0] : memref<?xf32>
                memref.store %v1608, %l528[%k0] : memref<?xf32>
                %v1609 = memref.load %l500[%k0] : memref<?xi32>
                memref.store %v1609, %l529[%k0] : memref<?xi32>
                %v1610 = memref.load %l529[%k0] : memref<?xi32>
                %v1611 = arith.constant 24 : i32
                %v1612 = arith.constant 31 : i32
                %v1613 = arith.andi %v1611, %v1612 : i32
                %v1614 = arith.shrsi %v1610, %v1613 : i32
                memref.store %v1614, %l530[%k0] : memref<?xi32>
                %v1615 = memref.load %l530[%k0] : memref<?xi32>
                %v1616 = arith.constant 1258291328 : i32
                %v1617 = arith.addi %v1615, %v1616 : i32
                memref.store %v1617, %l531[%k0] : memref<?xi32>
                %v1618 = memref.load %l531[%k0] : memref<?xi32>
                memref.store %v1618, %l532[%k0] : memref<?xi32>
                %v1619 = memref.load %l532[%k0] : memref<?xi32>
                %v1620 = arith.bitcast %v1619 : i32 to f32
                memref.store %v1620, %l533[%k0] : memref<?xf32>
                %v1621 = memref.load %l533[%k0] : memref<?xf32>
                %v1622 = arith.constant 0x4B000080 : f32
                %v1623 = arith.subf %v1621, %v1622 : f32
                memref.store %v1623, %l534[%k0] : memref<?xf32>
                %v1624 = memref.load %l534[%k0] : memref<?xf32>
                %v1625 = memref.load %l132[%k0] : memref<?xf32>
                %v1626 = arith.mulf %v1624, %v1625 : f32
                memref.store %v1626, %l535[%k0] : memref<?xf32>
                %v1627 = memref.load %l528[%k0] : memref<?xf32>
                %v1628 = memref.load %l535[%k0] : memref<?xf32>
                %v1629 = arith.addf %v1627, %v1628 : f32
                memref.store %v1629, %l513[%k0] : memref<?xf32>
                %v1630 = memref.load %l513[%k0] : memref<?xf32>
                memref.store %v1630, %l536[%k0] : memref<?xf32>
                %v1631 = memref.load %l508[%k0] : memref<?xi32>
                %v1632 = arith.constant 255 : i32
                %v1633 = arith.andi %v1631, %v1632 : i32
                memref.store %v1633, %l537[%k0] : memref<?xi32>
                %v1634 = memref.load %l537[%k0] : memref<?xi32>
                %v1635 = memref.load %l22[%k0] : memref<?xi32>
                %v1636 = arith.xori %v1634, %v1635 : i32
                memref.store %v1636, %l538[%k0] : memref<?xi32>
                %v1637 = memref.load %l538[%k0] : memref<?xi32>
                %v1638 = arith.bitcast %v1637 : i32 to f32
                memref.store %v1638, %l539[%k0] : memref<?xf32>
                %v1639 = memref.load %l539[%k0] : memref<?xf32>
                %v1640 = arith.constant 0x4B000080 : f32
                %v1641 = arith.subf %v1639, %v1640 : f32
                memref.store %v1641, %l540[%k0] : memref<?xf32>
                %v1642 = memref.load %l540[%k0] : memref<?xf32>
                %v1643 = memref.load %l133[%k0] : memref<?xf32>
                %v1644 = arith.mulf %v1642, %v1643 : f32
                memref.store %v1644, %l541[%k0] : memref<?xf32>
                %v1645 = memref.load %l536[%k0] : memref<?xf32>
                %v1646 = memref.load %l541[%k0] : memref<?xf32>
                %v1647 = arith.addf %v1645, %v1646 : f32
                memref.store %v1647, %l513[%k0] : memref<?xf32>
                %v1648 = memref.load %l513[%k0] : memref<?xf32>
                memref.store %v1648, %l542[%k0] : memref<?xf32>
                %v1649 = memref.load %l508[%k0] : memref<?xi32>
                %v1650 = arith.constant 65280 : i32
                %v1651 = arith.andi %v1649, %v1650 : i32
                memref.store %v1651, %l543[%k0] : memref<?xi32>
                %v1652 = memref.load %l543[%k0] : memref<?xi32>
                %v1653 = memref.load %l23[%k0] : memref<?xi32>
                %v1654 = arith.xori %v1652, %v1653 : i32
                memref.store %v1654, %l544[%k0] : memref<?xi32>
                %v1655 = memref.load %l544[%k0] : memref<?xi32>
                %v1656 = arith.bitcast %v1655 : i32 to f32
                memref.store %v1656, %l545[%k0] : memref<?xf32>
                %v1657 = memref.load %l545[%k0] : memref<?xf32>
                %v1658 = arith.constant 0x47008000 : f32
                %v1659 = arith.subf %v1657, %v1658 : f32
                memref.store %v1659, %l546[%k0] : memref<?xf32>
                %v1660 = memref.load %l546[%k0] : memref<?xf32>
                %v1661 = memref.load %l134[%k0] : memref<?xf32>
                %v1662 = arith.mulf %v1660, %v1661 : f32
                memref.store %v1662, %l547[%k0] : memref<?xf32>
                %v1663 = memref.load %l542[%k0] : memref<?xf32>
                %v1664 = memref.load %l547[%k0] : memref<?xf32>
                %v1665 = arith.addf %v1663, %v1664 : f32
                memref.store %v1665, %l513[%k0] : memref<?xf32>
                %v1666 = memref.load %l513[%k0] : memref<?xf32>
                memref.store %v1666, %l548[%k0] : memref<?xf32>
                %v1667 = arith.constant 8 : i32
                memref.store %v1667, %l549[%k0] : memref<?xi32>
                %v1668 = memref.load %l508[%k0] : memref<?xi32>
                %v1669 = memref.load %l549[%k0] : memref<?xi32>
                %v1670 = arith.constant 31 : i32
                %v1671 = arith.andi %v1669, %v1670 : i32
                %v1672 = arith.shrui %v1668, %v1671 : i32
                memref.store %v1672, %l550[%k0] : memref<?xi32>
                %v1673 = memref.load %l550[%k0] : memref<?xi32>
                %v1674 = arith.constant 65280 : i32
                %v1675 = arith.andi %v1673, %v1674 : i32
                memref.store %v1675, %l551[%k0] : memref<?xi32>
                %v1676 = memref.load %l551[%k0] : memref<?xi32>
                %v1677 = memref.load %l23[%k0] : memref<?xi32>
                %v1678 = arith.xori %v1676, %v1677 : i32
                memref.store %v1678, %l552[%k0] : memref<?xi32>
                %v1679 = memref.load %l552[%k0] : memref<?xi32>
                %v1680 = arith.bitcast %v1679 : i32 to f32
                memref.store %v1680, %l553[%k0] : memref<?xf32>
                %v1681 = memref.load %l553[%k0] : memref<?xf32>
                %v1682 = arith.constant 0x47008000 : f32
                %v1683 = arith.subf %v1681, %v1682 : f32
                memref.store %v1683, %l554[%k0] : memref<?xf32>
                %v1684 = memref.load %l554[%k0] : memref<?xf32>
                %v1685 = memref.load %l135[%k0] : memref<?xf32>
                %v1686 = arith.mulf %v1684, %v1685 : f32
                memref.store %v1686, %l555[%k0] : memref<?xf32>
                %v1687 = memref.load %l548[%k0] : memref<?xf32>
                %v1688 = memref.load %l555[%k0] : memref<?xf32>
                %v1689 = arith.addf %v1687, %v1688 : f32
                memref.store %v1689, %l513[%k0] : memref<?xf32>
                %v1690 = memref.load %l513[%k0] : memref<?xf32>
                memref.store %v1690, %l556[%k0] : memref<?xf32>
                %v1691 = memref.load %l508[%k0] : memref<?xi32>
                memref.store %v1691, %l557[%k0] : memref<?xi32>
                %v1692 = memref.load %l557[%k0] : memref<?xi32>
                %v1693 = arith.constant 24 : i32
                %v1694 = arith.constant 31 : i32
                %v1695 = arith.andi %v1693, %v1694 : i32
                %v1696 = arith.shrsi %v1692, %v1695 : i32
                memref.store %v1696, %l558[%k0] : memref<?xi32>
                %v1697 = memref.load %l558[%k0] : memref<?xi32>
                %v1698 = arith.constant 1258291328 : i32
                %v1699 = arith.addi %v1697, %v1698 : i32
                memref.store %v1699, %l559[%k0] : memref<?xi32>
                %v1700 = memref.load %l559[%k0] : memref<?xi32>
                memref.store %v1700, %l560[%k0] : memref<?xi32>
                %v1701 = memref.load %l560[%k0] : memref<?xi32>
                %v1702 = arith.bitcast %v1701 : i32 to f32
                memref.store %v1702, %l561[%k0] : memref<?xf32>
                %v1703 = memref.load %l561[%k0] : memref<?xf32>
                %v1704 = arith.constant 0x4B000080 : f32
                %v1705 = arith.subf %v1703, %v1704 : f32
                memref.store %v1705, %l562[%k0] : memref<?xf32>
                %v1706 = memref.load %l562[%k0] : memref<?xf32>
                %v1707 = memref.load %l136[%k0] : memref<?xf32>
                %v1708 = arith.mulf %v1706, %v1707 : f32
                memref.store %v1708, %l563[%k0] : memref<?xf32>
                %v1709 = memref.load %l556[%k0] : memref<?xf32>
                %v1710 = memref.load %l563[%k0] : memref<?xf32>
                %v1711 = arith.addf %v1709, %v1710 : f32
                memref.store %v1711, %l513[%k0] : memref<?xf32>
                %v1712 = memref.load %l95[%k0] : memref<?xf32>
                memref.store %v1712, %l564[%k0] : memref<?xf32>
                %v1713 = memref.load %l91[%k0] : memref<?xi32>
                %v1714 = arith.constant 16 : i32
                %v1715 = arith.subi %v1713, %v1714 : i32
                memref.store %v1715, %l565[%k0] : memref<?xi32>
                %v1716 = memref.load %l201[%k0] : memref<?xi32>
                %v1717 = memref.load %l565[%k0] : memref<?xi32>
                %v1718 = arith.constant 31 : i32
                %v1719 = arith.andi %v1717, %v1718 : i32
                %v1720 = arith.shrui %v1716, %v1719 : i32
                memref.store %v1720, %l566[%k0] : memref<?xi32>
                %v1721 = memref.load %l566[%k0] : memref<?xi32>
                %v1722 = arith.constant 65535 : i32
                %v1723 = arith.andi %v1721, %v1722 : i32
                memref.store %v1723, %l567[%k0] : memref<?xi32>
                %v1724 = memref.load %l567[%k0] : memref<?xi32>
                %v1725 = arith.constant 32767 : i32
                %v1726 = arith.andi %v1724, %v1725 : i32
                memref.store %v1726, %l568[%k0] : memref<?xi32>
                %v1727 = arith.constant 13 : i32
                memref.store %v1727, %l569[%k0] : memref<?xi32>
                %v1728 = memref.load %l568[%k0] : memref<?xi32>
                %v1729 = memref.load %l569[%k0] : memref<?xi32>
                %v1730 = arith.constant 31 : i32
                %v1731 = arith.andi %v1729, %v1730 : i32
                %v1732 = arith.shli %v1728, %v1731 : i32
                memref.store %v1732, %l570[%k0] : memref<?xi32>
                %v1733 = memref.load %l570[%k0] : memref<?xi32>
                %v1734 = arith.constant 939524096 : i32
                %v1735 = arith.addi %v1733, %v1734 : i32
                memref.store %v1735, %l571[%k0] : memref<?xi32>
                %v1736 = memref.load %l571[%k0] : memref<?xi32>
                %v1737 = arith.bitcast %v1736 : i32 to f32
                memref.store %v1737, %l572[%k0] : memref<?xf32>
                %v1738 = memref.load %l568[%k0] : memref<?xi32>
                %v1739 = arith.constant 1024 : i32
                %v1740 = arith.cmpi ult, %v1738, %v1739 : i32
                memref.store %v1740, %l573[%k0] : memref<?xi1>
                %v1741 = memref.load %l573[%k0] : memref<?xi1>
                cf.cond_br %v1741, ^bb65, ^bb66
              ^bb65:
                %v1742 = arith.constant 13 : i32
                memref.store %v1742, %l574[%k0] : memref<?xi32>
                %v1743 = memref.load %l568[%k0] : memref<?xi32>
                %v1744 = memref.load %l574[%k0] : memref<?xi32>
                %v1745 = arith.constant 31 : i32
                %v1746 = arith.andi %v1744, %v1745 : i32
                %v1747 = arith.shli %v1743, %v1746 : i32
                memref.store %v1747, %l575[%k0] : memref<?xi32>
                %v1748 = memref.load %l575[%k0] : memref<?xi32>
                %v1749 = arith.constant 947912704 : i32
                %v1750 = arith.addi %v1748, %v1749 : i32
                memref.store %v1750, %l576[%k0] : memref<?xi32>
                %v1751 = memref.load %l576[%k0] : memref<?xi32>
                %v1752 = arith.bitcast %v1751 : i32 to f32
                memref.store %v1752, %l577[%k0] : memref<?xf32>
                %v1753 = memref.load %l577[%k0] : memref<?xf32>
                %v1754 = arith.constant 0x38800000 : f32
                %v1755 = arith.subf %v1753, %v1754 : f32
                memref.store %v1755, %l572[%k0] : memref<?xf32>
                cf.br ^bb66
              ^bb66:
                %v1756 = memref.load %l568[%k0] : memref<?xi32>
                %v1757 = arith.constant 31744 : i32
                %v1758 = arith.cmpi uge, %v1756, %v1757 : i32
                memref.store %v1758, %l578[%k0] : memref<?xi1>
                %v1759 = memref.load %l578[%k0] : memref<?xi1>
                cf.cond_br %v1759, ^bb67, ^bb68
              ^bb67:
                %v1760 = arith.constant 13 : i32
                memref.store %v1760, %l579[%k0] : memref<?xi32>
                %v1761 = memref.load %l568[%k0] : memref<?xi32>
                %v1762 = memref.load %l579[%k0] : memref<?xi32>
                %v1763 = arith.constant 31 : i32
                %v1764 = arith.andi %v1762, %v1763 : i32
                %v1765 = arith.shli %v1761, %v1764 : i32
                memref.store %v1765, %l580[%k0] : memref<?xi32>
                %v1766 = memref.load %l580[%k0] : memref<?xi32>
                %v1767 = arith.constant 1879048192 : i32
                %v1768 = arith.addi %v1766, %v1767 : i32
                memref.store %v1768, %l581[%k0] : memref<?xi32>
                %v1769 = memref.load %l581[%k0] : memref<?xi32>
                %v1770 = arith.bitcast %v1769 : i32 to f32
                memref.store %v1770, %l582[%k0] : memref<?xf32>
                %v1771 = memref.load %l582[%k0] : memref<?xf32>
                memref.store %v1771, %l572[%k0] : memref<?xf32>
                cf.br ^bb68
              ^bb68:
                %v1772 = memref.load %l567[%k0] : memref<?xi32>
                %v1773 = arith.constant 32768 : i32
                %v1774 = arith.cmpi uge, %v1772, %v1773 : i32
                memref.store %v1774, %l583[%k0] : memref<?xi1>
                %v1775 = memref.load %l583[%k0] : memref<?xi1>
                cf.cond_br %v1775, ^bb69, ^bb70
              ^bb69:
                %v1776 = memref.load %l572[%k0] : memref<?xf32>
                memref.store %v1776, %l584[%k0] : memref<?xf32>
                %v1777 = memref.load %l584[%k0] : memref<?xf32>
                %v1778 = arith.negf %v1777 : f32
                memref.store %v1778, %l572[%k0] : memref<?xf32>
                cf.br ^bb70
              ^bb70:
                %v1779 = memref.load %l572[%k0] : memref<?xf32>
                memref.store %v1779, %l585[%k0] : memref<?xf32>
                %v1780 = memref.load %l513[%k0] : memref<?xf32>
                memref.store %v1780, %l586[%k0] : memref<?xf32>
                %v1781 = memref.load %l585[%k0] : memref<?xf32>
                %v1782 = memref.load %l586[%k0] : memref<?xf32>
                %v1783 = arith.mulf %v1781, %v1782 : f32
                memref.store %v1783, %l587[%k0] : memref<?xf32>
                %v1784 = memref.load %l564[%k0] : memref<?xf32>
                %v1785 = memref.load %l587[%k0] : memref<?xf32>
                %v1786 = arith.addf %v1784, %v1785 : f32
                memref.store %v1786, %l588[%k0] : memref<?xf32>
                %v1787 = memref.load %l588[%k0] : memref<?xf32>
                memref.store %v1787, %l95[%k0] : memref<?xf32>
                %v1788 = memref.load %l102[%k0] : memref<?xi32>
                %v1789 = arith.constant 256 : i32
                %v1790 = arith.addi %v1788, %v1789 : i32
                memref.store %v1790, %l101[%k0] : memref<?xi32>
                cf.br ^bb21
              ^bb71:
                %v1791 = memref.load %l101[%k0] : memref<?xi32>
                memref.store %v1791, %l589[%k0] : memref<?xi32>
                %v1792 = arith.constant 0 : i32
                memref.store %v1792, %l590[%k0] : memref<?xi32>
                %v1793 = arith.constant 4 : i32
                memref.store %v1793, %l591[%k0] : memref<?xi32>
                cf.br ^bb72
              ^bb72:
                %v1794 = memref.load %l590[%k0] : memref<?xi32>
                memref.store %v1794, %l592[%k0] : memref<?xi32>
                %v1795 = memref.load %l592[%k0] : memref<?xi32>
                %v1796 = memref.load %l591[%k0] : memref<?xi32>
                %v1797 = arith.cmpi slt, %v1795, %v1796 : i32
                memref.store %v1797, %l593[%k0] : memref<?xi1>
                %v1798 = memref.load %l593[%k0] : memref<?xi1>
                %v1799 = arith.extui %v1798 : i1 to i32
                memref.store %v1799, %l594[%k0] : memref<?xi32>
                %v1800 = memref.load %l590[%k0] : memref<?xi32>
                %v1801 = memref.load %l594[%k0] : memref<?xi32>
                %v1802 = arith.addi %v1800, %v1801 : i32
                memref.store %v1802, %l590[%k0] : memref<?xi32>
                %v1803 = memref.load %l592[%k0] : memref<?xi32>
                %v1804 = memref.load %l591[%k0] : memref<?xi32>
                %v1805 = arith.cmpi slt, %v1803, %v1804 : i32
                memref.store %v1805, %l595[%k0] : memref<?xi1>
                %v1806 = memref.load %l595[%k0] : memref<?xi1>
                cf.cond_br %v1806, ^bb73, ^bb74
              ^bb73:
                %v1807 = memref.load %l38[%k0] : memref<?xi32>
                memref.store %v1807, %l596[%k0] : memref<?xi32>
                %v1808 = memref.load %l40[%k0] : memref<?xi32>
                memref.store %v1808, %l597[%k0] : memref<?xi32>
                %v1809 = memref.load %l592[%k0] : memref<?xi32>
                %v1810 = arith.constant 1 : i32
                %v1811 = arith.cmpi eq, %v1809, %v1810 : i32
                memref.store %v1811, %l598[%k0] : memref<?xi1>
                %v1812 = memref.load %l598[%k0] : memref<?xi1>
                cf.cond_br %v1812, ^bb75, ^bb76
              ^bb74:
                %v1813 = memref.load %l92[%k0] : memref<?xf32>
                memref.store %v1813, %l769[%k0] : memref<?xf32>
                %v1814 = memref.load %l93[%k0] : memref<?xf32>
                memref.store %v1814, %l770[%k0] : memref<?xf32>
                %v1815 = memref.load %l94[%k0] : memref<?xf32>
                memref.store %v1815, %l771[%k0] : memref<?xf32>
                %v1816 = memref.load %l95[%k0] : memref<?xf32>
                memref.store %v1816, %l772[%k0] : memref<?xf32>
                %v1817 = memref.load %l4[%k0] : memref<?xi64>
                %v1818 = arith.constant 32 : i64
                %v1819 = arith.constant 0 : i64
                %v1820 = arith.cmpi eq, %v1818, %v1819 : i64
                %v1821 = arith.constant 1 : i64
                %v1822 = arith.select %v1820, %v1821, %v1818 : i64
                %v1823 = arith.divui %v1817, %v1822 : i64
                memref.store %v1823, %l773[%k0] : memref<?xi64>
                %v1824 = memref.load %l773[%k0] : memref<?xi64>
                %v1825 = arith.constant 128 : i64
                %v1826 = arith.muli %v1824, %v1825 : i64
                memref.store %v1826, %l774[%k0] : memref<?xi64>
                %v1827 = memref.load %l774[%k0] : memref<?xi64>
                %v1828 = memref.load %ls5[%lane] : memref<?xi64>
                %v1829 = arith.addi %v1827, %v1828 : i64
                memref.store %v1829, %ls775[%lane] : memref<?xi64>
                %v1830 = memref.load %ls775[%lane] : memref<?xi64>
                %v1831 = arith.constant 32 : i64
                %v1832 = arith.addi %v1830, %v1831 : i64
                memref.store %v1832, %ls776[%lane] : memref<?xi64>
                %v1833 = memref.load %ls775[%lane] : memref<?xi64>
                %v1834 = arith.constant 64 : i64
                %v1835 = arith.addi %v1833, %v1834 : i64
                memref.store %v1835, %ls777[%lane] : memref<?xi64>
                %v1836 = memref.load %ls775[%lane] : memref<?xi64>
                %v1837 = arith.constant 96 : i64
                %v1838 = arith.addi %v1836, %v1837 : i64
                memref.store %v1838, %ls778[%lane] : memref<?xi64>
                %v1839 = memref.load %ls778[%lane] : memref<?xi64>
                %v1840 = arith.constant 256 : i64
                %v1841 = arith.cmpi ult, %v1839, %v1840 : i64
                memref.store %v1841, %l779[%k0] : memref<?xi1>
                %v1842 = memref.load %l779[%k0] : memref<?xi1>
                cf.cond_br %v1842, ^bb115, ^bb119
              ^bb75:
                %v1843 = memref.load %l55[%k0] : memref<?xi32>
                memref.store %v1843, %l596[%k0] : memref<?xi32>
                %v1844 = memref.load %l57[%k0] : memref<?xi32>
                memref.store %v1844, %l597[%k0] : memref<?xi32>
                cf.br ^bb80
              ^bb76:
                %v1845 = memref.load %l592[%k0] : memref<?xi32>
                %v1846 = arith.constant 2 : i32
                %v1847 = arith.cmpi eq, %v1845, %v1846 : i32
                memref.store %v1847, %l599[%k0] : memref<?xi1>
                %v1848 = memref.load %l599[%k0] : memref<?xi1>
                cf.cond_br %v1848, ^bb77, ^bb78
              ^bb77:
                %v1849 = memref.load %l72[%k0] : memref<?xi32>
                memref.store %v1849, %l596[%k0] : memref<?xi32>
                %v1850 = memref.load %l74[%k0] : memref<?xi32>
                memref.store %v1850, %l597[%k0] : memref<?xi32>
                cf.br ^bb80
              ^bb78:
                %v1851 = memref.load %l592[%k0] : memref<?xi32>
                %v1852 = arith.constant 3 : i32
                %v1853 = arith.cmpi eq, %v1851, %v1852 : i32
                memref.store %v1853, %l600[%k0] : memref<?xi1>
                %v1854 = memref.load %l600[%k0] : memref<?xi1>
                cf.cond_br %v1854, ^bb79, ^bb80
              ^bb79:
                %v1855 = memref.load %l89[%k0] : memref<?xi32>
                memref.store %v1855, %l596[%k0] : memref<?xi32>
                %v1856 = memref.load %l91[%k0] : memref<?xi32>
                memref.store %v1856, %l597[%k0] : memref<?xi32>
                cf.br ^bb80
              ^bb80:
                %v1857 = memref.load %l589[%k0] : memref<?xi32>
                memref.store %v1857, %l601[%k0] : memref<?xi32>
                cf.br ^bb81
              ^bb81:
                %v1858 = memref.load %l601[%k0] : memref<?xi32>
                memref.store %v1858, %l602[%k0] : memref<?xi32>
                %v1859 = memref.load %l602[%k0] : memref<?xi32>
                %v1860 = memref.load %l15[%k0] : memref<?xi32>
                %v1861 = arith.cmpi uge, %v1859, %v1860 : i32
                memref.store %v1861, %l603[%k0] : memref<?xi1>
                %v1862 = memref.load %l603[%k0] : memref<?xi1>
                cf.cond_br %v1862, ^bb72, ^bb82
              ^bb82:
                %v1863 = memref.load %l602[%k0] : memref<?xi32>
                %v1864 = arith.constant 256 : i32
                %v1865 = arith.constant 0 : i32
                %v1866 = arith.cmpi eq, %v1864, %v1865 : i32
                %v1867 = arith.constant 1 : i32
                %v1868 = arith.select %v1866, %v1867, %v1864 : i32
                %v1869 = arith.divui %v1863, %v1868 : i32
                memref.store %v1869, %l604[%k0] : memref<?xi32>
                %v1870 = memref.load %l604[%k0] : memref<?xi32>
                %v1871 = arith.constant 68 : i32
                %v1872 = arith.muli %v1870, %v1871 : i32
                memref.store %v1872, %l605[%k0] : memref<?xi32>
                %v1873 = memref.load %l602[%k0] : memref<?xi32>
                %v1874 = arith.constant 1 : i32
                %v1875 = arith.ori %v1873, %v1874 : i32
                memref.store %v1875, %l606[%k0] : memref<?xi32>
                %v1876 = memref.load %l602[%k0] : memref<?xi32>
                %v1877 = arith.constant 2 : i32
                %v1878 = arith.ori %v1876, %v1877 : i32
                memref.store %v1878, %l607[%k0] : memref<?xi32>
                %v1879 = memref.load %l602[%k0] : memref<?xi32>
                %v1880 = arith.constant 3 : i32
                %v1881 = arith.ori %v1879, %v1880 : i32
                memref.store %v1881, %l608[%k0] : memref<?xi32>
                %v1882 = memref.load %l602[%k0] : memref<?xi32>
                %v1883 = arith.constant 4 : i32
                %v1884 = arith.ori %v1882, %v1883 : i32
                memref.store %v1884, %l609[%k0] : memref<?xi32>
                %v1885 = memref.load %l602[%k0] : memref<?xi32>
                %v1886 = arith.constant 5 : i32
                %v1887 = arith.ori %v1885, %v1886 : i32
                memref.store %v1887, %l610[%k0] : memref<?xi32>
                %v1888 = memref.load %l602[%k0] : memref<?xi32>
                %v1889 = arith.constant 6 : i32
                %v1890 = arith.ori %v1888, %v1889 : i32
                memref.store %v1890, %l611[%k0] : memref<?xi32>
                %v1891 = memref.load %l602[%k0] : memref<?xi32>
                %v1892 = arith.constant 7 : i32
                %v1893 = arith.ori %v1891, %v1892 : i32
                memref.store %v1893, %l612[%k0] : memref<?xi32>
                %v1894 = memref.load %l602[%k0] : memref<?xi32>
                %v1895 = arith.extui %v1894 : i32 to i64
                memref.store %v1895, %l613[%k0] : memref<?xi64>
                %v1896 = memref.load %l606[%k0] : memref<?xi32>
                %v1897 = arith.extui %v1896 : i32 to i64
                memref.store %v1897, %l614[%k0] : memref<?xi64>
                %v1898 = memref.load %l607[%k0] : memref<?xi32>
                %v1899 = arith.extui %v1898 : i32 to i64
                memref.store %v1899, %l615[%k0] : memref<?xi64>
                %v1900 = memref.load %l608[%k0] : memref<?xi32>
                %v1901 = arith.extui %v1900 : i32 to i64
                memref.store %v1901, %l616[%k0] : memref<?xi64>
                %v1902 = memref.load %l609[%k0] : memref<?xi32>
                %v1903 = arith.extui %v1902 : i32 to i64
                memref.store %v1903, %l617[%k0] : memref<?xi64>
                %v1904 = memref.load %l610[%k0] : memref<?xi32>
                %v1905 = arith.extui %v1904 : i32 to i64
                memref.store %v1905, %l618[%k0] : memref<?xi64>
                %v1906 = memref.load %l611[%k0] : memref<?xi32>
                %v1907 = arith.extui %v1906 : i32 to i64
                memref.store %v1907, %l619[%k0] : memref<?xi64>
                %v1908 = memref.load %l612[%k0] : memref<?xi32>
                %v1909 = arith.extui %v1908 : i32 to i64
                memref.store %v1909, %l620[%k0] : memref<?xi64>
                %v1910 = memref.load %l620[%k0] : memref<?xi64>
                %v1911 = memref.load %l0[%k0] : memref<?xi64>
                %v1912 = arith.cmpi ult, %v1910, %v1911 : i64
                memref.store %v1912, %l621[%k0] : memref<?xi1>
                %v1913 = memref.load %l621[%k0] : memref<?xi1>
                cf.cond_br %v1913, ^bb83, ^bb72
              ^bb83:
                %v1914 = memref.load %l613[%k0] : memref<?xi64>
                %v1915 = memref.load %l0[%k0] : memref<?xi64>
                %v1916 = arith.cmpi ult, %v1914, %v1915 : i64
                memref.store %v1916, %l622[%k0] : memref<?xi1>
                %v1917 = memref.load %l622[%k0] : memref<?xi1>
                cf.cond_br %v1917, ^bb84, ^bb72
              ^bb84:
                %v1918 = memref.load %l614[%k0] : memref<?xi64>
                %v1919 = memref.load %l0[%k0] : memref<?xi64>
                %v1920 = arith.cmpi ult, %v1918, %v1919 : i64
                memref.store %v1920, %l623[%k0] : memref<?xi1>
                %v1921 = memref.load %l623[%k0] : memref<?xi1>
                cf.cond_br %v1921, ^bb85, ^bb72
              ^bb85:
                %v1922 = memref.load %l615[%k0] : memref<?xi64>
                %v1923 = memref.load %l0[%k0] : memref<?xi64>
                %v1924 = arith.cmpi ult, %v1922, %v1923 : i64
                memref.store %v1924, %l624[%k0] : memref<?xi1>
                %v1925 = memref.load %l624[%k0] : memref<?xi1>
                cf.cond_br %v1925, ^bb86, ^bb72
              ^bb86:
                %v1926 = memref.load %l616[%k0] : memref<?xi64>
                %v1927 = memref.load %l0[%k0] : memref<?xi64>
                %v1928 = arith.cmpi ult, %v1926, %v1927 : i64
                memref.store %v1928, %l625[%k0] : memref<?xi1>
                %v1929 = memref.load %l625[%k0] : memref<?xi1>
                cf.cond_br %v1929, ^bb87, ^bb72
              ^bb87:
                %v1930 = memref.load %l617[%k0] : memref<?xi64>
                %v1931 = memref.load %l0[%k0] : memref<?xi64>
                %v1932 = arith.cmpi ult, %v1930, %v1931 : i64
                memref.store %v1932, %l626[%k0] : memref<?xi1>
                %v1933 = memref.load %l626[%k0] : memref<?xi1>
                cf.cond_br %v1933, ^bb88, ^bb72
              ^bb88:
                %v1934 = memref.load %l618[%k0] : memref<?xi64>
                %v1935 = memref.load %l0[%k0] : memref<?xi64>
                %v1936 = arith.cmpi ult, %v1934, %v1935 : i64
                memref.store %v1936, %l627[%k0] : memref<?xi1>
                %v1937 = memref.load %l627[%k0] : memref<?xi1>
                cf.cond_br %v1937, ^bb89, ^bb72
              ^bb89:
                %v1938 = memref.load %l619[%k0] : memref<?xi64>
                %v1939 = memref.load %l0[%k0] : memref<?xi64>
                %v1940 = arith.cmpi ult, %v1938, %v1939 : i64
                memref.store %v1940, %l628[%k0] : memref<?xi1>
                %v1941 = memref.load %l628[%k0] : memref<?xi1>
                cf.cond_br %v1941, ^bb90, ^bb72
              ^bb90:
                %v1942 = memref.load %l613[%k0] : memref<?xi64>
                %v1943 = arith.index_cast %v1942 : i64 to index
                %v1944 = memref.load %p1[%v1943] : memref<?xf32>
                memref.store %v1944, %l629[%k0] : memref<?xf32>
                %v1945 = memref.load %l614[%k0] : memref<?xi64>
                %v1946 = arith.index_cast %v1945 : i64 to index
                %v1947 = memref.load %p1[%v1946] : memref<?xf32>
                memref.store %v1947, %l630[%k0] : memref<?xf32>
                %v1948 = memref.load %l615[%k0] : memref<?xi64>
                %v1949 = arith.index_cast %v1948 : i64 to index
                %v1950 = memref.load %p1[%v1949] : memref<?xf32>
                memref.store %v1950, %l631[%k0] : memref<?xf32>
                %v1951 = memref.load %l616[%k0] : memref<?xi64>
                %v1952 = arith.index_cast %v1951 : i64 to index
                %v1953 = memref.load %p1[%v1952] : memref<?xf32>
                memref.store %v1953, %l632[%k0] : memref<?xf32>
                %v1954 = memref.load %l617[%k0] : memref<?xi64>
                %v1955 = arith.index_cast %v1954 : i64 to index
                %v1956 = memref.load %p1[%v1955] : memref<?xf32>
                memref.store %v1956, %l633[%k0] : memref<?xf32>
                %v1957 = memref.load %l618[%k0] : memref<?xi64>
                %v1958 = arith.index_cast %v1957 : i64 to index
                %v1959 = memref.load %p1[%v1958] : memref<?xf32>
                memref.store %v1959, %l634[%k0] : memref<?xf32>
                %v1960 = memref.load %l619[%k0] : memref<?xi64>
                %v1961 = arith.index_cast %v1960 : i64 to index
                %v1962 = memref.load %p1[%v1961] : memref<?xf32>
                memref.store %v1962, %l635[%k0] : memref<?xf32>
                %v1963 = memref.load %l620[%k0] : memref<?xi64>
                %v1964 = arith.index_cast %v1963 : i64 to index
                %v1965 = memref.load %p1[%v1964] : memref<?xf32>
                memref.store %v1965, %l636[%k0] : memref<?xf32>
                %v1966 = memref.load %l596[%k0] : memref<?xi32>
                memref.store %v1966, %l637[%k0] : memref<?xi32>
                %v1967 = memref.load %l637[%k0] : memref<?xi32>
                %v1968 = memref.load %l605[%k0] : memref<?xi32>
                %v1969 = arith.addi %v1967, %v1968 : i32
                memref.store %v1969, %l638[%k0] : memref<?xi32>
                %v1970 = arith.constant 2 : i32
                %v1971 = memref.load %l7[%k0] : memref<?xi32>
                %v1972 = arith.muli %v1970, %v1971 : i32
                memref.store %v1972, %l639[%k0] : memref<?xi32>
                %v1973 = memref.load %l638[%k0] : memref<?xi32>
                %v1974 = memref.load %l639[%k0] : memref<?xi32>
                %v1975 = arith.addi %v1973, %v1974 : i32
                memref.store %v1975, %l640[%k0] : memref<?xi32>
                %v1976 = memref.load %l640[%k0] : memref<?xi32>
                %v1977 = arith.constant 1 : i32
                %v1978 = arith.addi %v1976, %v1977 : i32
                memref.store %v1978, %l641[%k0] : memref<?xi32>
                %v1979 = memref.load %l640[%k0] : memref<?xi32>
                %v1980 = arith.constant 2 : i32
                %v1981 = arith.addi %v1979, %v1980 : i32
                memref.store %v1981, %l642[%k0] : memref<?xi32>
                %v1982 = memref.load %l638[%k0] : memref<?xi32>
                %v1983 = arith.extui %v1982 : i32 to i64
                memref.store %v1983, %l643[%k0] : memref<?xi64>
                %v1984 = memref.load %l640[%k0] : memref<?xi32>
                %v1985 = arith.extui %v1984 : i32 to i64
                memref.store %v1985, %l644[%k0] : memref<?xi64>
                %v1986 = memref.load %l641[%k0] : memref<?xi32>
                %v1987 = arith.extui %v1986 : i32 to i64
                memref.store %v1987, %l645[%k0] : memref<?xi64>
                %v1988 = memref.load %l642[%k0] : memref<?xi32>
                %v1989 = arith.extui %v1988 : i32 to i64
                memref.store %v1989, %l646[%k0] : memref<?xi64>
                %v1990 = memref.load %l646[%k0] : memref<?xi64>
                %v1991 = memref.load %l1[%k0] : memref<?xi64>
                %v1992 = arith.cmpi ult, %v1990, %v1991 : i64
                memref.store %v1992, %l647[%k0] : memref<?xi1>
                %v1993 = memref.load %l647[%k0] : memref<?xi1>
                cf.cond_br %v1993, ^bb91, ^bb114
              ^bb91:
                %v1994 = memref.load %l643[%k0] : memref<?xi64>
                %v1995 = memref.load %l1[%k0] : memref<?xi64>
                %v1996 = arith.cmpi ult, %v1994, %v1995 : i64
                memref.store %v1996, %l648[%k0] : memref<?xi1>
                %v1997 = memref.load %l648[%k0] : memref<?xi1>
                cf.cond_br %v1997, ^bb92, ^bb114
              ^bb92:
                %v1998 = memref.load %l644[%k0] : memref<?xi64>
                %v1999 = memref.load %l1[%k0] : memref<?xi64>
                %v2000 = arith.cmpi ult, %v1998, %v1999 : i64
                memref.store %v2000, %l649[%k0] : memref<?xi1>
                %v2001 = memref.load %l649[%k0] : memref<?xi1>
                cf.cond_br %v2001, ^bb93, ^bb114
              ^bb93:
                %v2002 = memref.load %l645[%k0] : memref<?xi64>
                %v2003 = memref.load %l1[%k0] : memref<?xi64>
                %v2004 = arith.cmpi ult, %v2002, %v2003 : i64
                memref.store %v2004, %l650[%k0] : memref<?xi1>
                %v2005 = memref.load %l650[%k0] : memref<?xi1>
                cf.cond_br %v2005, ^bb94, ^bb114
              ^bb94:
                %v2006 = memref.load %l643[%k0] : memref<?xi64>
                %v2007 = arith.index_cast %v2006 : i64 to index
                %v2008 = memref.load %p0[%v2007] : memref<?xi32>
                memref.store %v2008, %l651[%k0] : memref<?xi32>
                %v2009 = memref.load %l644[%k0] : memref<?xi64>
                %v2010 = arith.index_cast %v2009 : i64 to index
                %v2011 = memref.load %p0[%v2010] : memref<?xi32>
                memref.store %v2011, %l652[%k0] : memref<?xi32>
                %v2012 = memref.load %l645[%k0] : memref<?xi64>
                %v2013 = arith.index_cast %v2012 : i64 to index
                %v2014 = memref.load %p0[%v2013] : memref<?xi32>
                memref.store %v2014, %l653[%k0] : memref<?xi32>
                %v2015 = memref.load %l646[%k0] : memref<?xi64>
                %v2016 = arith.index_cast %v2015 : i64 to index
                %v2017 = memref.load %p0[%v2016] : memref<?xi32>
                memref.store %v2017, %l654[%k0] : memref<?xi32>
                %v2018 = memref.load %l92[%k0] : memref<?xf32>
                memref.store %v2018, %l655[%k0] : memref<?xf32>
                %v2019 = memref.load %l592[%k0] : memref<?xi32>
                %v2020 = arith.constant 1 : i32
                %v2021 = arith.cmpi eq, %v2019, %v2020 : i32
                memref.store %v2021, %l656[%k0] : memref<?xi1>
                %v2022 = memref.load %l656[%k0] : memref<?xi1>
                cf.cond_br %v2022, ^bb95, ^bb96
              ^bb95:
                %v2023 = memref.load %l93[%k0] : memref<?xf32>
                memref.store %v2023, %l657[%k0] : memref<?xf32>
                %v2024 = memref.load %l657[%k0] : memref<?xf32>
                memref.store %v2024, %l655[%k0] : memref<?xf32>
                cf.br ^bb100
              ^bb96:
                %v2025 = memref.load %l592[%k0] : memref<?xi32>
                %v2026 = arith.constant 2 : i32
                %v2027 = arith.cmpi eq, %v2025, %v2026 : i32
                memref.store %v2027, %l658[%k0] : memref<?xi1>
                %v2028 = memref.load %l658[%k0] : memref<?xi1>
                cf.cond_br %v2028, ^bb97, ^bb98
              ^bb97:
                %v2029 = memref.load %l94[%k0] : memref<?xf32>
                memref.store %v2029, %l659[%k0] : memref<?xf32>
                %v2030 = memref.load %l659[%k0] : memref<?xf32>
                memref.store %v2030, %l655[%k0] : memref<?xf32>
                cf.br ^bb100
              ^bb98:
                %v2031 = memref.load %l592[%k0] : memref<?xi32>
                %v2032 = arith.constant 3 : i32
                %v2033 = arith.cmpi eq, %v2031, %v2032 : i32
                memref.store %v2033, %l660[%k0] : memref<?xi1>
                %v2034 = memref.load %l660[%k0] : memref<?xi1>
                cf.cond_br %v2034, ^bb99, ^bb100
              ^bb99:
                %v2035 = memref.load %l95[%k0] : memref<?xf32>
                memref.store %v2035, %l661[%k0] : memref<?xf32>
                %v2036 = memref.load %l661[%k0] : memref<?xf32>
                memref.store %v2036, %l655[%k0] : memref<?xf32>
                cf.br ^bb100
              ^bb100:
                %v2037 = memref.load %l653[%k0] : memref<?xi32>
                %v2038 = arith.extui %v2037 : i32 to i64
                memref.store %v2038, %l662[%k0] : memref<?xi64>
                %v2039 = arith.constant 32 : i32
                %v2040 = arith.extsi %v2039 : i32 to i64
                memref.store %v2040, %l663[%k0] : memref<?xi64>
                %v2041 = memref.load %l662[%k0] : memref<?xi64>
                %v2042 = memref.load %l663[%k0] : memref<?xi64>
                %v2043 = arith.constant 63 : i64
                %v2044 = arith.andi %v2042, %v2043 : i64
                %v2045 = arith.shli %v2041, %v2044 : i64
                memref.store %v2045, %l664[%k0] : memref<?xi64>
                %v2046 = memref.load %l652[%k0] : memref<?xi32>
                %v2047 = arith.extui %v2046 : i32 to i64
                memref.store %v2047, %l665[%k0] : memref<?xi64>
                %v2048 = memref.load %l664[%k0] : memref<?xi64>
                %v2049 = memref.load %l665[%k0] : memref<?xi64>
                %v2050 = arith.ori %v2048, %v2049 : i64
                memref.store %v2050, %l666[%k0] : memref<?xi64>
                %v2051 = memref.load %l597[%k0] : memref<?xi32>
                memref.store %v2051, %l667[%k0] : memref<?xi32>
                %v2052 = memref.load %l667[%k0] : memref<?xi32>
                %v2053 = arith.extui %v2052 : i32 to i64
                memref.store %v2053, %l668[%k0] : memref<?xi64>
                %v2054 = memref.load %l666[%k0] : memref<?xi64>
                %v2055 = memref.load %l668[%k0] : memref<?xi64>
                %v2056 = arith.constant 63 : i64
                %v2057 = arith.andi %v2055, %v2056 : i64
                %v2058 = arith.shrui %v2054, %v2057 : i64
                memref.store %v2058, %l669[%k0] : memref<?xi64>
                %v2059 = memref.load %l669[%k0] : memref<?xi64>
                %v2060 = arith.trunci %v2059 : i64 to i32
                memref.store %v2060, %l670[%k0] : memref<?xi32>
                %v2061 = memref.load %l654[%k0] : memref<?xi32>
                %v2062 = arith.extui %v2061 : i32 to i64
                memref.store %v2062, %l671[%k0] : memref<?xi64>
                %v2063 = arith.constant 32 : i32
                %v2064 = arith.extsi %v2063 : i32 to i64
                memref.store %v2064, %l672[%k0] : memref<?xi64>
                %v2065 = memref.load %l671[%k0] : memref<?xi64>
                %v2066 = memref.load %l672[%k0] : memref<?xi64>
                %v2067 = arith.constant 63 : i64
                %v2068 = arith.andi %v2066, %v2067 : i64
                %v2069 = arith.shli %v2065, %v2068 : i64
                memref.store %v2069, %l673[%k0] : memref<?xi64>
                %v2070 = memref.load %l653[%k0] : memref<?xi32>
                %v2071 = arith.extui %v2070 : i32 to i64
                memref.store %v2071, %l674[%k0] : memref<?xi64>
                %v2072 = memref.load %l673[%k0] : memref<?xi64>
                %v2073 = memref.load %l674[%k0] : memref<?xi64>
                %v2074 = arith.ori %v2072, %v2073 : i64
                memref.store %v2074, %l675[%k0] : memref<?xi64>
                %v2075 = memref.load %l597[%k0] : memref<?xi32>
                memref.store %v2075, %l676[%k0] : memref<?xi32>
                %v2076 = memref.load %l676[%k0] : memref<?xi32>
                %v2077 = arith.extui %v2076 : i32 to i64
                memref.store %v2077, %l677[%k0] : memref<?xi64>
                %v2078 = memref.load %l675[%k0] : memref<?xi64>
                %v2079 = memref.load %l677[%k0] : memref<?xi64>
                %v2080 = arith.constant 63 : i64
                %v2081 = arith.andi %v2079, %v2080 : i64
                %v2082 = arith.shrui %v2078, %v2081 : i64
                memref.store %v2082, %l678[%k0] : memref<?xi64>
                %v2083 = memref.load %l678[%k0] : memref<?xi64>
                %v2084 = arith.trunci %v2083 : i64 to i32
                memref.store %v2084, %l679[%k0] : memref<?xi32>
                %v2085 = memref.load %l670[%k0] : memref<?xi32>
                %v2086 = arith.constant 255 : i32
                %v2087 = arith.andi %v2085, %v2086 : i32
                memref.store %v2087, %l680[%k0] : memref<?xi32>
                %v2088 = memref.load %l680[%k0] : memref<?xi32>
                %v2089 = memref.load %l22[%k0] : memref<?xi32>
                %v2090 = arith.xori %v2088, %v2089 : i32
                memref.store %v2090, %l681[%k0] : memref<?xi32>
                %v2091 = memref.load %l681[%k0] : memref<?xi32>
                %v2092 = arith.bitcast %v2091 : i32 to f32
                memref.store %v2092, %l682[%k0] : memref<?xf32>
                %v2093 = memref.load %l682[%k0] : memref<?xf32>
                %v2094 = arith.constant 0x4B000080 : f32
                %v2095 = arith.subf %v2093, %v2094 : f32
                memref.store %v2095, %l683[%k0] : memref<?xf32>
                %v2096 = memref.load %l683[%k0] : memref<?xf32>
                %v2097 = memref.load %l629[%k0] : memref<?xf32>
                %v2098 = arith.mulf %v2096, %v2097 : f32
                memref.store %v2098, %l684[%k0] : memref<?xf32>
                %v2099 = memref.load %l684[%k0] : memref<?xf32>
                memref.store %v2099, %l685[%k0] : memref<?xf32>
                %v2100 = memref.load %l670[%k0] : memref<?xi32>
                %v2101 = arith.constant 65280 : i32
                %v2102 = arith.andi %v2100, %v2101 : i32
                memref.store %v2102, %l686[%k0] : memref<?xi32>
                %v2103 = memref.load %l686[%k0] : memref<?xi32>
                %v2104 = memref.load %l23[%k0] : memref<?xi32>
                %v2105 = arith.xori %v2103, %v2104 : i32
                memref.store %v2105, %l687[%k0] : memref<?xi32>
                %v2106 = memref.load %l687[%k0] : memref<?xi32>
                %v2107 = arith.bitcast %v2106 : i32 to f32
                memref.store %v2107, %l688[%k0] : memref<?xf32>
                %v2108 = memref.load %l688[%k0] : memref<?xf32>
                %v2109 = arith.constant 0x47008000 : f32
                %v2110 = arith.subf %v2108, %v2109 : f32
                memref.store %v2110, %l689[%k0] : memref<?xf32>
                %v2111 = memref.load %l689[%k0] : memref<?xf32>
                %v2112 = memref.load %l630[%k0] : memref<?xf32>
                %v2113 = arith.mulf %v2111, %v2112 : f32
                memref.store %v2113, %l690[%k0] : memref<?xf32>
                %v2114 = memref.load %l685[%k0] : memref<?xf32>
                %v2115 = memref.load %l690[%k0] : memref<?xf32>
                %v2116 = arith.addf %v2114, %v2115 : f32
                memref.store %v2116, %l684[%k0] : memref<?xf32>
                %v2117 = memref.load %l684[%k0] : memref<?xf32>
                memref.store %v2117, %l691[%k0] : memref<?xf32>
                %v2118 = arith.constant 8 : i32
                memref.store %v2118, %l692[%k0] : memref<?xi32>
                %v2119 = memref.load %l670[%k0] : memref<?xi32>
                %v2120 = memref.load %l692[%k0] : memref<?xi32>
                %v2121 = arith.constant 31 : i32
                %v2122 = arith.andi %v2120, %v2121 : i32
                %v2123 = arith.shrui %v2119, %v2122 : i32
                memref.store %v2123, %l693[%k0] : memref<?xi32>
                %v2124 = memref.load %l693[%k0] : memref<?xi32>
                %v2125 = arith.constant 65280 : i32
                %v2126 = arith.andi %v2124, %v2125 : i32
                memref.store %v2126, %l694[%k0] : memref<?xi32>
                %v2127 = memref.load %l694[%k0] : memref<?xi32>
                %v2128 = memref.load %l23[%k0] : memref<?xi32>
                %v2129 = arith.xori %v2127, %v2128 : i32
                memref.store %v2129, %l695[%k0] : memref<?xi32>
                %v2130 = memref.load %l695[%k0] : memref<?xi32>
                %v2131 = arith.bitcast %v2130 : i32 to f32
                memref.store %v2131, %l696[%k0] : memref<?xf32>
                %v2132 = memref.load %l696[%k0] : memref<?xf32>
                %v2133 = arith.constant 0x47008000 : f32
                %v2134 = arith.subf %v2132, %v2133 : f32
                memref.store %v2134, %l697[%k0] : memref<?xf32>
                %v2135 = memref.load %l697[%k0] : memref<?xf32>
                %v2136 = memref.load %l631[%k0] : memref<?xf32>
                %v2137 = arith.mulf %v2135, %v2136 : f32
                memref.store %v2137, %l698[%k0] : memref<?xf32>
                %v2138 = memref.load %l691[%k0] : memref<?xf32>
                %v2139 = memref.load %l698[%k0] : memref<?xf32>
                %v2140 = arith.addf %v2138, %v2139 : f32
                memref.store %v2140, %l684[%k0] : memref<?xf32>
                %v2141 = memref.load %l684[%k0] : memref<?xf32>
                memref.store %v2141, %l699[%k0] : memref<?xf32>
                %v2142 = memref.load %l670[%k0] : memref<?xi32>
                memref.store %v2142, %l700[%k0] : memref<?xi32>
                %v2143 = memref.load %l700[%k0] : memref<?xi32>
                %v2144 = arith.constant 24 : i32
                %v2145 = arith.constant 31 : i32
                %v2146 = arith.andi %v2144, %v2145 : i32
                %v2147 = arith.shrsi %v2143, %v2146 : i32
                memref.store %v2147, %l701[%k0] : memref<?xi32>
                %v2148 = memref.load %l701[%k0] : memref<?xi32>
                %v2149 = arith.constant 1258291328 : i32
                %v2150 = arith.addi %v2148, %v2149 : i32
                memref.store %v2150, %l702[%k0] : memref<?xi32>
                %v2151 = memref.load %l702[%k0] : memref<?xi32>
                memref.store %v2151, %l703[%k0] : memref<?xi32>
                %v2152 = memref.load %l703[%k0] : memref<?xi32>
                %v2153 = arith.bitcast %v2152 : i32 to f32
                memref.store %v2153, %l704[%k0] : memref<?xf32>
                %v2154 = memref.load %l704[%k0] : memref<?xf32>
                %v2155 = arith.constant 0x4B000080 : f32
                %v2156 = arith.subf %v2154, %v2155 : f32
                memref.store %v2156, %l705[%k0] : memref<?xf32>
                %v2157 = memref.load %l705[%k0] : memref<?xf32>
                %v2158 = memref.load %l632[%k0] : memref<?xf32>
                %v2159 = arith.mulf %v2157, %v2158 : f32
                memref.store %v2159, %l706[%k0] : memref<?xf32>
                %v2160 = memref.load %l699[%k0] : memref<?xf32>
                %v2161 = memref.load %l706[%k0] : memref<?xf32>
                %v2162 = arith.addf %v2160, %v2161 : f32
                memref.store %v2162, %l684[%k0] : memref<?xf32>
                %v2163 = memref.load %l684[%k0] : memref<?xf32>
                memref.store %v2163, %l707[%k0] : memref<?xf32>
                %v2164 = memref.load %l679[%k0] : memref<?xi32>
                %v2165 = arith.constant 255 : i32
                %v2166 = arith.andi %v2164, %v2165 : i32
                memref.store %v2166, %l708[%k0] : memref<?xi32>
                %v2167 = memref.load %l708[%k0] : memref<?xi32>
                %v2168 = memref.load %l22[%k0] : memref<?xi32>
                %v2169 = arith.xori %v2167, %v2168 : i32
                memref.store %v2169, %l709[%k0] : memref<?xi32>
                %v2170 = memref.load %l709[%k0] : memref<?xi32>
                %v2171 = arith.bitcast %v2170 : i32 to f32
                memref.store %v2171, %l710[%k0] : memref<?xf32>
                %v2172 = memref.load %l710[%k0] : memref<?xf32>
                %v2173 = arith.constant 0x4B000080 : f32
                %v2174 = arith.subf %v2172, %v2173 : f32
                memref.store %v2174, %l711[%k0] : memref<?xf32>
                %v2175 = memref.load %l711[%k0] : memref<?xf32>
                %v2176 = memref.load %l633[%k0] : memref<?xf32>
                %v2177 = arith.mulf %v2175, %v2176 : f32
                memref.store %v2177, %l712[%k0] : memref<?xf32>
                %v2178 = memref.load %l707[%k0] : memref<?xf32>
                %v2179 = memref.load %l712[%k0] : memref<?xf32>
                %v2180 = arith.addf %v2178, %v2179 : f32
                memref.store %v2180, %l684[%k0] : memref<?xf32>
                %v2181 = memref.load %l684[%k0] : memref<?xf32>
                memref.store %v2181, %l713[%k0] : memref<?xf32>
                %v2182 = memref.load %l679[%k0] : memref<?xi32>
                %v2183 = arith.constant 65280 : i32
                %v2184 = arith.andi %v2182, %v2183 : i32
                memref.store %v2184, %l714[%k0] : memref<?xi32>
                %v2185 = memref.load %l714[%k0] : memref<?xi32>
                %v2186 = memref.load %l23[%k0] : memref<?xi32>
                %v2187 = arith.xori %v2185, %v2186 : i32
                memref.store %v2187, %l715[%k0] : memref<?xi32>
                %v2188 = memref.load %l715[%k0] : memref<?xi32>
                %v2189 = arith.bitcast %v2188 : i32 to f32
                memref.store %v2189, %l716[%k0] : memref<?xf32>
                %v2190 = memref.load %l716[%k0] : memref<?xf32>
                %v2191 = arith.constant 0x47008000 : f32
                %v2192 = arith.subf %v2190, %v2191 : f32
                memref.store %v2192, %l717[%k0] : memref<?xf32>
                %v2193 = memref.load %l717[%k0] : memref<?xf32>
                %v2194 = memref.load %l634[%k0] : memref<?xf32>
                %v2195 = arith.mulf %v2193, %v2194 : f32
                memref.store %v2195, %l718[%k0] : memref<?xf32>
                %v2196 = memref.load %l713[%k0] : memref<?xf32>
                %v2197 = memref.load %l718[%k0] : memref<?xf32>
                %v2198 = arith.addf %v2196, %v2197 : f32
                memref.store %v2198, %l684[%k0] : memref<?xf32>
                %v2199 = memref.load %l684[%k0] : memref<?xf32>
                memref.store %v2199, %l719[%k0] : memref<?xf32>
                %v2200 = arith.constant 8 : i32
                memref.store %v2200, %l720[%k0] : memref<?xi32>
                %v2201 = memref.load %l679[%k0] : memref<?xi32>
                %v2202 = memref.load %l720[%k0] : memref<?xi32>
                %v2203 = arith.constant 31 : i32
                %v2204 = arith.andi %v2202, %v2203 : i32
                %v2205 = arith.shrui %v2201, %v2204 : i32
                memref.store %v2205, %l721[%k0] : memref<?xi32>
                %v2206 = memref.load %l721[%k0] : memref<?xi32>
                %v2207 = arith.constant 65280 : i32
                %v2208 = arith.andi %v2206, %v2207 : i32
                memref.store %v2208, %l722[%k0] : memref<?xi32>
                %v2209 = memref.load %l722[%k0] : memref<?xi32>
                %v2210 = memref.load %l23[%k0] : memref<?xi32>
                %v2211 = arith.xori %v2209, %v2210 : i32
                memref.store %v2211, %l723[%k0] : memref<?xi32>
                %v2212 = memref.load %l723[%k0] : memref<?xi32>
                %v2213 = arith.bitcast %v2212 : i32 to f32
                memref.store %v2213, %l724[%k0] : memref<?xf32>
                %v2214 = memref.load %l724[%k0] : memref<?xf32>
                %v2215 = arith.constant 0x47008000 : f32
                %v2216 = arith.subf %v2214, %v2215 : f32
                memref.store %v2216, %l725[%k0] : memref<?xf32>
                %v2217 = memref.load %l725[%k0] : memref<?xf32>
                %v2218 = memref.load %l635[%k0] : memref<?xf32>
                %v2219 = arith.mulf %v2217, %v2218 : f32
                memref.store %v2219, %l726[%k0] : memref<?xf32>
                %v2220 = memref.load %l719[%k0] : memref<?xf32>
                %v2221 = memref.load %l726[%k0] : memref<?xf32>
                %v2222 = arith.addf %v2220, %v2221 : f32
                memref.store %v2222, %l684[%k0] : memref<?xf32>
                %v2223 = memref.load %l684[%k0] : memref<?xf32>
                memref.store %v2223, %l727[%k0] : memref<?xf32>
                %v2224 = memref.load %l679[%k0] : memref<?xi32>
                memref.store %v2224, %l728[%k0] : memref<?xi32>
                %v2225 = memref.load %l728[%k0] : memref<?xi32>
                %v2226 = arith.constant 24 : i32
                %v2227 = arith.constant 31 : i32
                %v2228 = arith.andi %v2226, %v2227 : i32
                %v2229 = arith.shrsi %v2225, %v2228 : i32
                memref.store %v2229, %l729[%k0] : memref<?xi32>
                %v2230 = memref.load %l729[%k0] : memref<?xi32>
                %v2231 = arith.constant 1258291328 : i32
                %v2232 = arith.addi %v2230, %v2231 : i32
                memref.store %v2232, %l730[%k0] : memref<?xi32>
                %v2233 = memref.load %l730[%k0] : memref<?xi32>
                memref.store %v2233, %l731[%k0] : memref<?xi32>
                %v2234 = memref.load %l731[%k0] : memref<?xi32>
                %v2235 = arith.bitcast %v2234 : i32 to f32
                memref.store %v2235, %l732[%k0] : memref<?xf32>
                %v2236 = memref.load %l732[%k0] : memref<?xf32>
                %v2237 = arith.constant 0x4B000080 : f32
                %v2238 = arith.subf %v2236, %v2237 : f32
                memref.store %v2238, %l733[%k0] : memref<?xf32>
                %v2239 = memref.load %l733[%k0] : memref<?xf32>
                %v2240 = memref.load %l636[%k0] : memref<?xf32>
                %v2241 = arith.mulf %v2239, %v2240 : f32
                memref.store %v2241, %l734[%k0] : memref<?xf32>
                %v2242 = memref.load %l727[%k0] : memref<?xf32>
                %v2243 = memref.load %l734[%k0] : memref<?xf32>
                %v2244 = arith.addf %v2242, %v2243 : f32
                memref.store %v2244, %l684[%k0] : memref<?xf32>
                %v2245 = memref.load %l655[%k0] : memref<?xf32>
                memref.store %v2245, %l735[%k0] : memref<?xf32>
                %v2246 = memref.load %l597[%k0] : memref<?xi32>
                memref.store %v2246, %l736[%k0] : memref<?xi32>
                %v2247 = memref.load %l736[%k0] : memref<?xi32>
                %v2248 = arith.constant 16 : i32
                %v2249 = arith.subi %v2247, %v2248 : i32
                memref.store %v2249, %l737[%k0] : memref<?xi32>
                %v2250 = memref.load %l651[%k0] : memref<?xi32>
                %v2251 = memref.load %l737[%k0] : memref<?xi32>
                %v2252 = arith.constant 31 : i32
                %v2253 = arith.andi %v2251, %v2252 : i32
                %v2254 = arith.shrui %v2250, %v2253 : i32
                memref.store %v2254, %l738[%k0] : memref<?xi32>
                %v2255 = memref.load %l738[%k0] : memref<?xi32>
                %v2256 = arith.constant 65535 : i32
                %v2257 = arith.andi %v2255, %v2256 : i32
                memref.store %v2257, %l739[%k0] : memref<?xi32>
                %v2258 = memref.load %l739[%k0] : memref<?xi32>
                %v2259 = arith.constant 32767 : i32
                %v2260 = arith.andi %v2258, %v2259 : i32
                memref.store %v2260, %l740[%k0] : memref<?xi32>
                %v2261 = arith.constant 13 : i32
                memref.store %v2261, %l741[%k0] : memref<?xi32>
                %v2262 = memref.load %l740[%k0] : memref<?xi32>
                %v2263 = memref.load %l741[%k0] : memref<?xi32>
                %v2264 = arith.constant 31 : i32
                %v2265 = arith.andi %v2263, %v2264 : i32
                %v2266 = arith.shli %v2262, %v2265 : i32
                memref.store %v2266, %l742[%k0] : memref<?xi32>
                %v2267 = memref.load %l742[%k0] : memref<?xi32>
                %v2268 = arith.constant 939524096 : i32
                %v2269 = arith.addi %v2267, %v2268 : i32
                memref.store %v2269, %l743[%k0] : memref<?xi32>
                %v2270 = memref.load %l743[%k0] : memref<?xi32>
                %v2271 = arith.bitcast %v2270 : i32 to f32
                memref.store %v2271, %l744[%k0] : memref<?xf32>
                %v2272 = memref.load %l740[%k0] : memref<?xi32>
                %v2273 = arith.constant 1024 : i32
                %v2274 = arith.cmpi ult, %v2272, %v2273 : i32
                memref.store %v2274, %l745[%k0] : memref<?xi1>
                %v2275 = memref.load %l745[%k0] : memref<?xi1>
                cf.cond_br %v2275, ^bb101, ^bb102
              ^bb101:
                %v2276 = arith.constant 13 : i32
                memref.store %v2276, %l746[%k0] : memref<?xi32>
                %v2277 = memref.load %l740[%k0] : memref<?xi32>
                %v2278 = memref.load %l746[%k0] : memref<?xi32>
                %v2279 = arith.constant 31 : i32
                %v2280 = arith.andi %v2278, %v2279 : i32
                %v2281 = arith.shli %v2277, %v2280 : i32
                memref.store %v2281, %l747[%k0] : memref<?xi32>
                %v2282 = memref.load %l747[%k0] : memref<?xi32>
                %v2283 = arith.constant 947912704 : i32
                %v2284 = arith.addi %v2282, %v2283 : i32
                memref.store %v2284, %l748[%k0] : memref<?xi32>
                %v2285 = memref.load %l748[%k0] : memref<?xi32>
                %v2286 = arith.bitcast %v2285 : i32 to f32
                memref.store %v2286, %l749[%k0] : memref<?xf32>
                %v2287 = memref.load %l749[%k0] : memref<?xf32>
                %v2288 = arith.constant 0x38800000 : f32
                %v2289 = arith.subf %v2287, %v2288 : f32
                memref.store %v2289, %l744[%k0] : memref<?xf32>
                cf.br ^bb102
              ^bb102:
                %v2290 = memref.load %l740[%k0] : memref<?xi32>
                %v2291 = arith.constant 31744 : i32
                %v2292 = arith.cmpi uge, %v2290, %v2291 : i32
                memref.store %v2292, %l750[%k0] : memref<?xi1>
                %v2293 = memref.load %l750[%k0] : memref<?xi1>
                cf.cond_br %v2293, ^bb103, ^bb104
              ^bb103:
                %v2294 = arith.constant 13 : i32
                memref.store %v2294, %l751[%k0] : memref<?xi32>
                %v2295 = memref.load %l740[%k0] : memref<?xi32>
                %v2296 = memref.load %l751[%k0] : memref<?xi32>
                %v2297 = arith.constant 31 : i32
                %v2298 = arith.andi %v2296, %v2297 : i32
                %v2299 = arith.shli %v2295, %v2298 : i32
                memref.store %v2299, %l752[%k0] : memref<?xi32>
                %v2300 = memref.load %l752[%k0] : memref<?xi32>
                %v2301 = arith.constant 1879048192 : i32
                %v2302 = arith.addi %v2300, %v2301 : i32
                memref.store %v2302, %l753[%k0] : memref<?xi32>
                %v2303 = memref.load %l753[%k0] : memref<?xi32>
                %v2304 = arith.bitcast %v2303 : i32 to f32
                memref.store %v2304, %l754[%k0] : memref<?xf32>
                %v2305 = memref.load %l754[%k0] : memref<?xf32>
                memref.store %v2305, %l744[%k0] : memref<?xf32>
                cf.br ^bb104
              ^bb104:
                %v2306 = memref.load %l739[%k0] : memref<?xi32>
                %v2307 = arith.constant 32768 : i32
                %v2308 = arith.cmpi uge, %v2306, %v2307 : i32
                memref.store %v2308, %l755[%k0] : memref<?xi1>
                %v2309 = memref.load %l755[%k0] : memref<?xi1>
                cf.cond_br %v2309, ^bb105, ^bb106
              ^bb105:
                %v2310 = memref.load %l744[%k0] : memref<?xf32>
                memref.store %v2310, %l756[%k0] : memref<?xf32>
                %v2311 = memref.load %l756[%k0] : memref<?xf32>
                %v2312 = arith.negf %v2311 : f32
                memref.store %v2312, %l744[%k0] : memref<?xf32>
                cf.br ^bb106
              ^bb106:
                %v2313 = memref.load %l744[%k0] : memref<?xf32>
                memref.store %v2313, %l757[%k0] : memref<?xf32>
                %v2314 = memref.load %l684[%k0] : memref<?xf32>
                memref.store %v2314, %l758[%k0] : memref<?xf32>
                %v2315 = memref.load %l757[%k0] : memref<?xf32>
                %v2316 = memref.load %l758[%k0] : memref<?xf32>
                %v2317 = arith.mulf %v2315, %v2316 : f32
                memref.store %v2317, %l759[%k0] : memref<?xf32>
                %v2318 = memref.load %l735[%k0] : memref<?xf32>
                %v2319 = memref.load %l759[%k0] : memref<?xf32>
                %v2320 = arith.addf %v2318, %v2319 : f32
                memref.store %v2320, %l760[%k0] : memref<?xf32>
                %v2321 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2321, %l655[%k0] : memref<?xf32>
                %v2322 = memref.load %l592[%k0] : memref<?xi32>
                %v2323 = arith.constant 0 : i32
                %v2324 = arith.cmpi eq, %v2322, %v2323 : i32
                memref.store %v2324, %l761[%k0] : memref<?xi1>
                %v2325 = memref.load %l761[%k0] : memref<?xi1>
                cf.cond_br %v2325, ^bb107, ^bb108
              ^bb107:
                %v2326 = memref.load %l655[%k0] : memref<?xf32>
                memref.store %v2326, %l762[%k0] : memref<?xf32>
                %v2327 = memref.load %l762[%k0] : memref<?xf32>
                memref.store %v2327, %l92[%k0] : memref<?xf32>
                cf.br ^bb114
              ^bb108:
                %v2328 = memref.load %l592[%k0] : memref<?xi32>
                %v2329 = arith.constant 1 : i32
                %v2330 = arith.cmpi eq, %v2328, %v2329 : i32
                memref.store %v2330, %l763[%k0] : memref<?xi1>
                %v2331 = memref.load %l763[%k0] : memref<?xi1>
                cf.cond_br %v2331, ^bb109, ^bb110
              ^bb109:
                %v2332 = memref.load %l655[%k0] : memref<?xf32>
                memref.store %v2332, %l764[%k0] : memref<?xf32>
                %v2333 = memref.load %l764[%k0] : memref<?xf32>
                memref.store %v2333, %l93[%k0] : memref<?xf32>
                cf.br ^bb114
              ^bb110:
                %v2334 = memref.load %l592[%k0] : memref<?xi32>
                %v2335 = arith.constant 2 : i32
                %v2336 = arith.cmpi eq, %v2334, %v2335 : i32
                memref.store %v2336, %l765[%k0] : memref<?xi1>
                %v2337 = memref.load %l765[%k0] : memref<?xi1>
                cf.cond_br %v2337, ^bb111, ^bb112
              ^bb111:
                %v2338 = memref.load %l655[%k0] : memref<?xf32>
                memref.store %v2338, %l766[%k0] : memref<?xf32>
                %v2339 = memref.load %l766[%k0] : memref<?xf32>
                memref.store %v2339, %l94[%k0] : memref<?xf32>
                cf.br ^bb114
              ^bb112:
                %v2340 = memref.load %l592[%k0] : memref<?xi32>
                %v2341 = arith.constant 3 : i32
                %v2342 = arith.cmpi eq, %v2340, %v2341 : i32
                memref.store %v2342, %l767[%k0] : memref<?xi1>
                %v2343 = memref.load %l767[%k0] : memref<?xi1>
                cf.cond_br %v2343, ^bb113, ^bb114
              ^bb113:
                %v2344 = memref.load %l655[%k0] : memref<?xf32>
                memref.store %v2344, %l768[%k0] : memref<?xf32>
                %v2345 = memref.load %l768[%k0] : memref<?xf32>
                memref.store %v2345, %l95[%k0] : memref<?xf32>
                cf.br ^bb114
              ^bb114:
                %v2346 = memref.load %l602[%k0] : memref<?xi32>
                %v2347 = arith.constant 256 : i32
                %v2348 = arith.addi %v2346, %v2347 : i32
                memref.store %v2348, %l601[%k0] : memref<?xi32>
                cf.br ^bb81
              ^bb115:
                %v2349 = memref.load %ls775[%lane] : memref<?xi64>
                %v2350 = arith.constant 256 : i64
                %v2351 = arith.cmpi ult, %v2349, %v2350 : i64
                memref.store %v2351, %l780[%k0] : memref<?xi1>
                %v2352 = memref.load %l780[%k0] : memref<?xi1>
                cf.cond_br %v2352, ^bb116, ^bb119
              ^bb116:
                %v2353 = memref.load %ls776[%lane] : memref<?xi64>
                %v2354 = arith.constant 256 : i64
                %v2355 = arith.cmpi ult, %v2353, %v2354 : i64
                memref.store %v2355, %l781[%k0] : memref<?xi1>
                %v2356 = memref.load %l781[%k0] : memref<?xi1>
                cf.cond_br %v2356, ^bb117, ^bb119
              ^bb117:
                %v2357 = memref.load %ls777[%lane] : memref<?xi64>
                %v2358 = arith.constant 256 : i64
                %v2359 = arith.cmpi ult, %v2357, %v2358 : i64
                memref.store %v2359, %l782[%k0] : memref<?xi1>
                %v2360 = memref.load %l782[%k0] : memref<?xi1>
                cf.cond_br %v2360, ^bb118, ^bb119
              ^bb118:
                %v2361 = memref.load %ls775[%lane] : memref<?xi64>
                %v2362 = arith.index_cast %v2361 : i64 to index
                %v2363 = memref.load %l769[%k0] : memref<?xf32>
                memref.store %v2363, %wg0[%v2362] : memref<?xf32>
                %v2364 = memref.load %ls776[%lane] : memref<?xi64>
                %v2365 = arith.index_cast %v2364 : i64 to index
                %v2366 = memref.load %l770[%k0] : memref<?xf32>
                memref.store %v2366, %wg0[%v2365] : memref<?xf32>
                %v2367 = memref.load %ls777[%lane] : memref<?xi64>
                %v2368 = arith.index_cast %v2367 : i64 to index
                %v2369 = memref.load %l771[%k0] : memref<?xf32>
                memref.store %v2369, %wg0[%v2368] : memref<?xf32>
                %v2370 = memref.load %ls778[%lane] : memref<?xi64>
                %v2371 = arith.index_cast %v2370 : i64 to index
                %v2372 = memref.load %l772[%k0] : memref<?xf32>
                memref.store %v2372, %wg0[%v2371] : memref<?xf32>
                cf.br ^bb119
              ^bb119:
                %v2373 = arith.constant 120 : i32
                memref.store %v2373, %resume[%lane] : memref<?xi32>
                %v2374 = arith.constant true
                %v2375 = arith.constant 0 : index
                memref.store %v2374, %more[%v2375] : memref<?xi1>
                cf.br ^exit
              ^bb120:
                %v2376 = arith.constant 16 : i64
                memref.store %v2376, %ls783[%lane] : memref<?xi64>
                cf.br ^bb121
              ^bb121:
                %v2377 = memref.load %ls783[%lane] : memref<?xi64>
                memref.store %v2377, %l784[%k0] : memref<?xi64>
                %v2378 = memref.load %l784[%k0] : memref<?xi64>
                %v2379 = arith.constant 0 : i64
                %v2380 = arith.cmpi ugt, %v2378, %v2379 : i64
                memref.store %v2380, %l785[%k0] : memref<?xi1>
                %v2381 = memref.load %l785[%k0] : memref<?xi1>
                cf.cond_br %v2381, ^bb122, ^bb134
              ^bb122:
                %v2382 = memref.load %ls783[%lane] : memref<?xi64>
                memref.store %v2382, %l786[%k0] : memref<?xi64>
                %v2383 = memref.load %ls5[%lane] : memref<?xi64>
                %v2384 = memref.load %l786[%k0] : memref<?xi64>
                %v2385 = arith.cmpi ult, %v2383, %v2384 : i64
                memref.store %v2385, %l787[%k0] : memref<?xi1>
                %v2386 = memref.load %l787[%k0] : memref<?xi1>
                cf.cond_br %v2386, ^bb123, ^bb132
              ^bb123:
                %v2387 = memref.load %ls783[%lane] : memref<?xi64>
                memref.store %v2387, %l788[%k0] : memref<?xi64>
                %v2388 = memref.load %ls775[%lane] : memref<?xi64>
                %v2389 = memref.load %l788[%k0] : memref<?xi64>
                %v2390 = arith.addi %v2388, %v2389 : i64
                memref.store %v2390, %l789[%k0] : memref<?xi64>
                %v2391 = memref.load %ls783[%lane] : memref<?xi64>
                memref.store %v2391, %l790[%k0] : memref<?xi64>
                %v2392 = memref.load %ls776[%lane] : memref<?xi64>
                %v2393 = memref.load %l790[%k0] : memref<?xi64>
                %v2394 = arith.addi %v2392, %v2393 : i64
                memref.store %v2394, %l791[%k0] : memref<?xi64>
                %v2395 = memref.load %ls783[%lane] : memref<?xi64>
                memref.store %v2395, %l792[%k0] : memref<?xi64>
                %v2396 = memref.load %ls777[%lane] : memref<?xi64>
                %v2397 = memref.load %l792[%k0] : memref<?xi64>
                %v2398 = arith.addi %v2396, %v2397 : i64
                memref.store %v2398, %l793[%k0] : memref<?xi64>
                %v2399 = memref.load %ls783[%lane] : memref<?xi64>
                memref.store %v2399, %l794[%k0] : memref<?xi64>
                %v2400 = memref.load %ls778[%lane] : memref<?xi64>
                %v2401 = memref.load %l794[%k0] : memref<?xi64>
                %v2402 = arith.addi %v2400, %v2401 : i64
                memref.store %v2402, %l795[%k0] : memref<?xi64>
                %v2403 = memref.load %l795[%k0] : memref<?xi64>
                %v2404 = arith.constant 256 : i64
                %v2405 = arith.cmpi ult, %v2403, %v2404 : i64
                memref.store %v2405, %l796[%k0] : memref<?xi1>
                %v2406 = memref.load %l796[%k0] : memref<?xi1>
                cf.cond_br %v2406, ^bb124, ^bb132
              ^bb124:
                %v2407 = memref.load %l789[%k0] : memref<?xi64>
                %v2408 = arith.constant 256 : i64
                %v2409 = arith.cmpi ult, %v2407, %v2408 : i64
                memref.store %v2409, %l797[%k0] : memref<?xi1>
                %v2410 = memref.load %l797[%k0] : memref<?xi1>
                cf.cond_br %v2410, ^bb125, ^bb132
              ^bb125:
                %v2411 = memref.load %l791[%k0] : memref<?xi64>
                %v2412 = arith.constant 256 : i64
                %v2413 = arith.cmpi ult, %v2411, %v2412 : i64
                memref.store %v2413, %l798[%k0] : memref<?xi1>
                %v2414 = memref.load %l798[%k0] : memref<?xi1>
                cf.cond_br %v2414, ^bb126, ^bb132
              ^bb126:
                %v2415 = memref.load %l793[%k0] : memref<?xi64>
                %v2416 = arith.constant 256 : i64
                %v2417 = arith.cmpi ult, %v2415, %v2416 : i64
                memref.store %v2417, %l799[%k0] : memref<?xi1>
                %v2418 = memref.load %l799[%k0] : memref<?xi1>
                cf.cond_br %v2418, ^bb127, ^bb132
              ^bb127:
                %v2419 = memref.load %ls775[%lane] : memref<?xi64>
                %v2420 = arith.constant 256 : i64
                %v2421 = arith.cmpi ult, %v2419, %v2420 : i64
                memref.store %v2421, %l800[%k0] : memref<?xi1>
                %v2422 = memref.load %l800[%k0] : memref<?xi1>
                cf.cond_br %v2422, ^bb128, ^bb132
              ^bb128:
                %v2423 = memref.load %ls776[%lane] : memref<?xi64>
                %v2424 = arith.constant 256 : i64
                %v2425 = arith.cmpi ult, %v2423, %v2424 : i64
                memref.store %v2425, %l801[%k0] : memref<?xi1>
                %v2426 = memref.load %l801[%k0] : memref<?xi1>
                cf.cond_br %v2426, ^bb129, ^bb132
              ^bb129:
                %v2427 = memref.load %ls777[%lane] : memref<?xi64>
                %v2428 = arith.constant 256 : i64
                %v2429 = arith.cmpi ult, %v2427, %v2428 : i64
                memref.store %v2429, %l802[%k0] : memref<?xi1>
                %v2430 = memref.load %l802[%k0] : memref<?xi1>
                cf.cond_br %v2430, ^bb130, ^bb132
              ^bb130:
                %v2431 = memref.load %ls778[%lane] : memref<?xi64>
                %v2432 = arith.constant 256 : i64
                %v2433 = arith.cmpi ult, %v2431, %v2432 : i64
                memref.store %v2433, %l803[%k0] : memref<?xi1>
                %v2434 = memref.load %l803[%k0] : memref<?xi1>
                cf.cond_br %v2434, ^bb131, ^bb132
              ^bb131:
                %v2435 = memref.load %ls775[%lane] : memref<?xi64>
                %v2436 = arith.index_cast %v2435 : i64 to index
                %v2437 = memref.load %wg0[%v2436] : memref<?xf32>
                memref.store %v2437, %l804[%k0] : memref<?xf32>
                %v2438 = memref.load %l789[%k0] : memref<?xi64>
                %v2439 = arith.index_cast %v2438 : i64 to index
                %v2440 = memref.load %wg0[%v2439] : memref<?xf32>
                memref.store %v2440, %l805[%k0] : memref<?xf32>
                %v2441 = memref.load %l804[%k0] : memref<?xf32>
                %v2442 = memref.load %l805[%k0] : memref<?xf32>
                %v2443 = arith.addf %v2441, %v2442 : f32
                memref.store %v2443, %l806[%k0] : memref<?xf32>
                %v2444 = memref.load %ls775[%lane] : memref<?xi64>
                %v2445 = arith.index_cast %v2444 : i64 to index
                %v2446 = memref.load %l806[%k0] : memref<?xf32>
                memref.store %v2446, %wg0[%v2445] : memref<?xf32>
                %v2447 = memref.load %ls776[%lane] : memref<?xi64>
                %v2448 = arith.index_cast %v2447 : i64 to index
                %v2449 = memref.load %wg0[%v2448] : memref<?xf32>
                memref.store %v2449, %l807[%k0] : memref<?xf32>
                %v2450 = memref.load %l791[%k0] : memref<?xi64>
                %v2451 = arith.index_cast %v2450 : i64 to index
                %v2452 = memref.load %wg0[%v2451] : memref<?xf32>
                memref.store %v2452, %l808[%k0] : memref<?xf32>
                %v2453 = memref.load %l807[%k0] : memref<?xf32>
                %v2454 = memref.load %l808[%k0] : memref<?xf32>
                %v2455 = arith.addf %v2453, %v2454 : f32
                memref.store %v2455, %l809[%k0] : memref<?xf32>
                %v2456 = memref.load %ls776[%lane] : memref<?xi64>
                %v2457 = arith.index_cast %v2456 : i64 to index
                %v2458 = memref.load %l809[%k0] : memref<?xf32>
                memref.store %v2458, %wg0[%v2457] : memref<?xf32>
                %v2459 = memref.load %ls777[%lane] : memref<?xi64>
                %v2460 = arith.index_cast %v2459 : i64 to index
                %v2461 = memref.load %wg0[%v2460] : memref<?xf32>
                memref.store %v2461, %l810[%k0] : memref<?xf32>
                %v2462 = memref.load %l793[%k0] : memref<?xi64>
                %v2463 = arith.index_cast %v2462 : i64 to index
                %v2464 = memref.load %wg0[%v2463] : memref<?xf32>
                memref.store %v2464, %l811[%k0] : memref<?xf32>
                %v2465 = memref.load %l810[%k0] : memref<?xf32>
                %v2466 = memref.load %l811[%k0] : memref<?xf32>
                %v2467 = arith.addf %v2465, %v2466 : f32
                memref.store %v2467, %l812[%k0] : memref<?xf32>
                %v2468 = memref.load %ls777[%lane] : memref<?xi64>
                %v2469 = arith.index_cast %v2468 : i64 to index
                %v2470 = memref.load %l812[%k0] : memref<?xf32>
                memref.store %v2470, %wg0[%v2469] : memref<?xf32>
                %v2471 = memref.load %ls778[%lane] : memref<?xi64>
                %v2472 = arith.index_cast %v2471 : i64 to index
                %v2473 = memref.load %wg0[%v2472] : memref<?xf32>
                memref.store %v2473, %l813[%k0] : memref<?xf32>
                %v2474 = memref.load %l795[%k0] : memref<?xi64>
                %v2475 = arith.index_cast %v2474 : i64 to index
                %v2476 = memref.load %wg0[%v2475] : memref<?xf32>
                memref.store %v2476, %l814[%k0] : memref<?xf32>
                %v2477 = memref.load %l813[%k0] : memref<?xf32>
                %v2478 = memref.load %l814[%k0] : memref<?xf32>
                %v2479 = arith.addf %v2477, %v2478 : f32
                memref.store %v2479, %l815[%k0] : memref<?xf32>
                %v2480 = memref.load %ls778[%lane] : memref<?xi64>
                %v2481 = arith.index_cast %v2480 : i64 to index
                %v2482 = memref.load %l815[%k0] : memref<?xf32>
                memref.store %v2482, %wg0[%v2481] : memref<?xf32>
                cf.br ^bb132
              ^bb132:
                %v2483 = arith.constant 133 : i32
                memref.store %v2483, %resume[%lane] : memref<?xi32>
                %v2484 = arith.constant true
                %v2485 = arith.constant 0 : index
                memref.store %v2484, %more[%v2485] : memref<?xi1>
                cf.br ^exit
              ^bb133:
                %v2486 = memref.load %ls783[%lane] : memref<?xi64>
                memref.store %v2486, %l816[%k0] : memref<?xi64>
                %v2487 = memref.load %l816[%k0] : memref<?xi64>
                %v2488 = arith.constant 2 : i64
                %v2489 = arith.constant 0 : i64
                %v2490 = arith.cmpi eq, %v2488, %v2489 : i64
                %v2491 = arith.constant 1 : i64
                %v2492 = arith.select %v2490, %v2491, %v2488 : i64
                %v2493 = arith.divui %v2487, %v2492 : i64
                memref.store %v2493, %ls783[%lane] : memref<?xi64>
                cf.br ^bb121
              ^bb134:
                %v2494 = memref.load %ls5[%lane] : memref<?xi64>
                %v2495 = arith.constant 0 : i64
                %v2496 = arith.cmpi eq, %v2494, %v2495 : i64
                memref.store %v2496, %l817[%k0] : memref<?xi1>
                %v2497 = memref.load %l817[%k0] : memref<?xi1>
                cf.cond_br %v2497, ^bb135, ^bb292
              ^bb135:
                %v2498 = memref.load %ls12[%lane] : memref<?xi64>
                %v2499 = arith.constant 1 : i64
                %v2500 = arith.addi %v2498, %v2499 : i64
                memref.store %v2500, %l818[%k0] : memref<?xi64>
                %v2501 = memref.load %ls12[%lane] : memref<?xi64>
                %v2502 = arith.constant 2 : i64
                %v2503 = arith.addi %v2501, %v2502 : i64
                memref.store %v2503, %l819[%k0] : memref<?xi64>
                %v2504 = memref.load %ls12[%lane] : memref<?xi64>
                %v2505 = arith.constant 3 : i64
                %v2506 = arith.addi %v2504, %v2505 : i64
                memref.store %v2506, %l820[%k0] : memref<?xi64>
                %v2507 = arith.index_cast %n2 : index to i64
                memref.store %v2507, %l821[%k0] : memref<?xi64>
                %v2508 = memref.load %ls12[%lane] : memref<?xi64>
                %v2509 = memref.load %l821[%k0] : memref<?xi64>
                %v2510 = arith.cmpi ult, %v2508, %v2509 : i64
                memref.store %v2510, %l822[%k0] : memref<?xi1>
                %v2511 = memref.load %l822[%k0] : memref<?xi1>
                cf.cond_br %v2511, ^bb136, ^bb138
              ^bb136:
                %v2512 = memref.load %ls775[%lane] : memref<?xi64>
                %v2513 = arith.constant 256 : i64
                %v2514 = arith.cmpi ult, %v2512, %v2513 : i64
                memref.store %v2514, %l823[%k0] : memref<?xi1>
                %v2515 = memref.load %l823[%k0] : memref<?xi1>
                cf.cond_br %v2515, ^bb137, ^bb138
              ^bb137:
                %v2516 = memref.load %ls775[%lane] : memref<?xi64>
                %v2517 = arith.index_cast %v2516 : i64 to index
                %v2518 = memref.load %wg0[%v2517] : memref<?xf32>
                memref.store %v2518, %l824[%k0] : memref<?xf32>
                %v2519 = memref.load %ls12[%lane] : memref<?xi64>
                %v2520 = arith.index_cast %v2519 : i64 to index
                %v2521 = memref.load %l824[%k0] : memref<?xf32>
                memref.store %v2521, %p2[%v2520] : memref<?xf32>
                cf.br ^bb138
              ^bb138:
                %v2522 = arith.index_cast %n2 : index to i64
                memref.store %v2522, %l825[%k0] : memref<?xi64>
                %v2523 = memref.load %l818[%k0] : memref<?xi64>
                %v2524 = memref.load %l825[%k0] : memref<?xi64>
                %v2525 = arith.cmpi ult, %v2523, %v2524 : i64
                memref.store %v2525, %l826[%k0] : memref<?xi1>
                %v2526 = memref.load %l826[%k0] : memref<?xi1>
                cf.cond_br %v2526, ^bb139, ^bb141
              ^bb139:
                %v2527 = memref.load %ls776[%lane] : memref<?xi64>
                %v2528 = arith.constant 256 : i64
                %v2529 = arith.cmpi ult, %v2527, %v2528 : i64
                memref.store %v2529, %l827[%k0] : memref<?xi1>
                %v2530 = memref.load %l827[%k0] : memref<?xi1>
                cf.cond_br %v2530, ^bb140, ^bb141
              ^bb140:
                %v2531 = memref.load %ls776[%lane] : memref<?xi64>
                %v2532 = arith.index_cast %v2531 : i64 to index
                %v2533 = memref.load %wg0[%v2532] : memref<?xf32>
                memref.store %v2533, %l828[%k0] : memref<?xf32>
                %v2534 = memref.load %l818[%k0] : memref<?xi64>
                %v2535 = arith.index_cast %v2534 : i64 to index
                %v2536 = memref.load %l828[%k0] : memref<?xf32>
                memref.store %v2536, %p2[%v2535] : memref<?xf32>
                cf.br ^bb141
              ^bb141:
                %v2537 = arith.index_cast %n2 : index to i64
                memref.store %v2537, %l829[%k0] : memref<?xi64>
                %v2538 = memref.load %l819[%k0] : memref<?xi64>
                %v2539 = memref.load %l829[%k0] : memref<?xi64>
                %v2540 = arith.cmpi ult, %v2538, %v2539 : i64
                memref.store %v2540, %l830[%k0] : memref<?xi1>
                %v2541 = memref.load %l830[%k0] : memref<?xi1>
                cf.cond_br %v2541, ^bb142, ^bb144
              ^bb142:
                %v2542 = memref.load %ls777[%lane] : memref<?xi64>
                %v2543 = arith.constant 256 : i64
                %v2544 = arith.cmpi ult, %v2542, %v2543 : i64
                memref.store %v2544, %l831[%k0] : memref<?xi1>
                %v2545 = memref.load %l831[%k0] : memref<?xi1>
                cf.cond_br %v2545, ^bb143, ^bb144
              ^bb143:
                %v2546 = memref.load %ls777[%lane] : memref<?xi64>
                %v2547 = arith.index_cast %v2546 : i64 to index
                %v2548 = memref.load %wg0[%v2547] : memref<?xf32>
                memref.store %v2548, %l832[%k0] : memref<?xf32>
                %v2549 = memref.load %l819[%k0] : memref<?xi64>
                %v2550 = arith.index_cast %v2549 : i64 to index
                %v2551 = memref.load %l832[%k0] : memref<?xf32>
                memref.store %v2551, %p2[%v2550] : memref<?xf32>
                cf.br ^bb144
              ^bb144:
                %v2552 = arith.index_cast %n2 : index to i64
                memref.store %v2552, %l833[%k0] : memref<?xi64>
                %v2553 = memref.load %l820[%k0] : memref<?xi64>
                %v2554 = memref.load %l833[%k0] : memref<?xi64>
                %v2555 = arith.cmpi ult, %v2553, %v2554 : i64
                memref.store %v2555, %l834[%k0] : memref<?xi1>
                %v2556 = memref.load %l834[%k0] : memref<?xi1>
                cf.cond_br %v2556, ^bb145, ^bb292
              ^bb145:
                %v2557 = memref.load %ls778[%lane] : memref<?xi64>
                %v2558 = arith.constant 256 : i64
                %v2559 = arith.cmpi ult, %v2557, %v2558 : i64
                memref.store %v2559, %l835[%k0] : memref<?xi1>
                %v2560 = memref.load %l835[%k0] : memref<?xi1>
                cf.cond_br %v2560, ^bb146, ^bb292
              ^bb146:
                %v2561 = memref.load %ls778[%lane] : memref<?xi64>
                %v2562 = arith.index_cast %v2561 : i64 to index
                %v2563 = memref.load %wg0[%v2562] : memref<?xf32>
                memref.store %v2563, %l836[%k0] : memref<?xf32>
                %v2564 = memref.load %l820[%k0] : memref<?xi64>
                %v2565 = arith.index_cast %v2564 : i64 to index
                %v2566 = memref.load %l836[%k0] : memref<?xf32>
                memref.store %v2566, %p2[%v2565] : memref<?xf32>
                cf.br ^bb292
              ^bb147:
                %v2567 = arith.index_cast %lane : index to i64
                memref.store %v2567, %l837[%k0] : memref<?xi64>
                cf.br ^bb148
              ^bb148:
                %v2568 = memref.load %l837[%k0] : memref<?xi64>
                %v2569 = arith.constant 32 : i64
                %v2570 = arith.constant 0 : i64
                %v2571 = arith.cmpi eq, %v2569, %v2570 : i64
                %v2572 = arith.constant 1 : i64
                %v2573 = arith.select %v2571, %v2572, %v2569 : i64
                %v2574 = arith.remui %v2568, %v2573 : i64
                memref.store %v2574, %ls838[%lane] : memref<?xi64>
                %v2575 = memref.load %ls838[%lane] : memref<?xi64>
                %v2576 = arith.constant 4 : i64
                %v2577 = arith.constant 0 : i64
                %v2578 = arith.cmpi eq, %v2576, %v2577 : i64
                %v2579 = arith.constant 1 : i64
                %v2580 = arith.select %v2578, %v2579, %v2576 : i64
                %v2581 = arith.remui %v2575, %v2580 : i64
                memref.store %v2581, %l839[%k0] : memref<?xi64>
                %v2582 = arith.index_cast %grpx : index to i64
                memref.store %v2582, %l840[%k0] : memref<?xi64>
                cf.br ^bb149
              ^bb149:
                %v2583 = memref.load %l840[%k0] : memref<?xi64>
                %v2584 = arith.constant 8 : i64
                %v2585 = arith.muli %v2583, %v2584 : i64
                memref.store %v2585, %l841[%k0] : memref<?xi64>
                %v2586 = memref.load %l837[%k0] : memref<?xi64>
                %v2587 = arith.constant 32 : i64
                %v2588 = arith.constant 0 : i64
                %v2589 = arith.cmpi eq, %v2587, %v2588 : i64
                %v2590 = arith.constant 1 : i64
                %v2591 = arith.select %v2589, %v2590, %v2587 : i64
                %v2592 = arith.divui %v2586, %v2591 : i64
                memref.store %v2592, %l842[%k0] : memref<?xi64>
                %v2593 = memref.load %l842[%k0] : memref<?xi64>
                %v2594 = arith.constant 4 : i64
                %v2595 = arith.muli %v2593, %v2594 : i64
                memref.store %v2595, %l843[%k0] : memref<?xi64>
                %v2596 = memref.load %l841[%k0] : memref<?xi64>
                %v2597 = memref.load %l843[%k0] : memref<?xi64>
                %v2598 = arith.addi %v2596, %v2597 : i64
                memref.store %v2598, %ls844[%lane] : memref<?xi64>
                %v2599 = memref.load %l0[%k0] : memref<?xi64>
                %v2600 = arith.constant 32 : i64
                %v2601 = arith.constant 0 : i64
                %v2602 = arith.cmpi eq, %v2600, %v2601 : i64
                %v2603 = arith.constant 1 : i64
                %v2604 = arith.select %v2602, %v2603, %v2600 : i64
                %v2605 = arith.divui %v2599, %v2604 : i64
                memref.store %v2605, %l845[%k0] : memref<?xi64>
                %v2606 = memref.load %l845[%k0] : memref<?xi64>
                %v2607 = arith.constant 32 : i64
                %v2608 = arith.muli %v2606, %v2607 : i64
                memref.store %v2608, %l846[%k0] : memref<?xi64>
                %v2609 = memref.load %l0[%k0] : memref<?xi64>
                %v2610 = arith.constant 32 : i64
                %v2611 = arith.constant 0 : i64
                %v2612 = arith.cmpi eq, %v2610, %v2611 : i64
                %v2613 = arith.constant 1 : i64
                %v2614 = arith.select %v2612, %v2613, %v2610 : i64
                %v2615 = arith.divui %v2609, %v2614 : i64
                memref.store %v2615, %l847[%k0] : memref<?xi64>
                %v2616 = arith.constant 63 : i32
                %v2617 = arith.extsi %v2616 : i32 to i64
                memref.store %v2617, %l848[%k0] : memref<?xi64>
                %v2618 = memref.load %l0[%k0] : memref<?xi64>
                %v2619 = memref.load %l848[%k0] : memref<?xi64>
                %v2620 = arith.constant 63 : i64
                %v2621 = arith.andi %v2619, %v2620 : i64
                %v2622 = arith.shrui %v2618, %v2621 : i64
                memref.store %v2622, %l849[%k0] : memref<?xi64>
                %v2623 = memref.load %l849[%k0] : memref<?xi64>
                %v2624 = arith.trunci %v2623 : i64 to i32
                memref.store %v2624, %l850[%k0] : memref<?xi32>
                %v2625 = memref.load %l0[%k0] : memref<?xi64>
                %v2626 = arith.trunci %v2625 : i64 to i32
                memref.store %v2626, %l851[%k0] : memref<?xi32>
                %v2627 = memref.load %l850[%k0] : memref<?xi32>
                %v2628 = memref.load %l851[%k0] : memref<?xi32>
                %v2629 = arith.muli %v2627, %v2628 : i32
                memref.store %v2629, %l852[%k0] : memref<?xi32>
                %v2630 = arith.constant 1258291328 : i32
                %v2631 = memref.load %l852[%k0] : memref<?xi32>
                %v2632 = arith.addi %v2630, %v2631 : i32
                memref.store %v2632, %l853[%k0] : memref<?xi32>
                %v2633 = arith.constant 1191215104 : i32
                %v2634 = memref.load %l852[%k0] : memref<?xi32>
                %v2635 = arith.addi %v2633, %v2634 : i32
                memref.store %v2635, %l854[%k0] : memref<?xi32>
                %v2636 = memref.load %l1[%k0] : memref<?xi64>
                memref.store %v2636, %l855[%k0] : memref<?xi64>
                %v2637 = arith.constant 16 : i64
                memref.store %v2637, %l856[%k0] : memref<?xi64>
                %v2638 = memref.load %ls844[%lane] : memref<?xi64>
                %v2639 = arith.constant 0 : i64
                %v2640 = arith.addi %v2638, %v2639 : i64
                memref.store %v2640, %l857[%k0] : memref<?xi64>
                %v2641 = arith.index_cast %n2 : index to i64
                memref.store %v2641, %l858[%k0] : memref<?xi64>
                %v2642 = memref.load %l857[%k0] : memref<?xi64>
                %v2643 = memref.load %l858[%k0] : memref<?xi64>
                %v2644 = arith.cmpi ult, %v2642, %v2643 : i64
                memref.store %v2644, %l859[%k0] : memref<?xi1>
                %v2645 = memref.load %l859[%k0] : memref<?xi1>
                cf.cond_br %v2645, ^bb150, ^bb153
              ^bb150:
                %v2646 = memref.load %l857[%k0] : memref<?xi64>
                %v2647 = memref.load %l847[%k0] : memref<?xi64>
                %v2648 = arith.muli %v2646, %v2647 : i64
                memref.store %v2648, %l860[%k0] : memref<?xi64>
                %v2649 = memref.load %ls838[%lane] : memref<?xi64>
                %v2650 = arith.constant 4 : i64
                %v2651 = arith.constant 0 : i64
                %v2652 = arith.cmpi eq, %v2650, %v2651 : i64
                %v2653 = arith.constant 1 : i64
                %v2654 = arith.select %v2652, %v2653, %v2650 : i64
                %v2655 = arith.divui %v2649, %v2654 : i64
                memref.store %v2655, %l861[%k0] : memref<?xi64>
                %v2656 = memref.load %l860[%k0] : memref<?xi64>
                %v2657 = memref.load %l861[%k0] : memref<?xi64>
                %v2658 = arith.addi %v2656, %v2657 : i64
                memref.store %v2658, %l862[%k0] : memref<?xi64>
                %v2659 = memref.load %l862[%k0] : memref<?xi64>
                %v2660 = arith.constant 34 : i64
                %v2661 = arith.muli %v2659, %v2660 : i64
                memref.store %v2661, %l863[%k0] : memref<?xi64>
                %v2662 = memref.load %l863[%k0] : memref<?xi64>
                %v2663 = arith.constant 4 : i64
                %v2664 = arith.constant 0 : i64
                %v2665 = arith.cmpi eq, %v2663, %v2664 : i64
                %v2666 = arith.constant 1 : i64
                %v2667 = arith.select %v2665, %v2666, %v2663 : i64
                %v2668 = arith.divui %v2662, %v2667 : i64
                memref.store %v2668, %l864[%k0] : memref<?xi64>
                %v2669 = memref.load %l864[%k0] : memref<?xi64>
                %v2670 = memref.load %l1[%k0] : memref<?xi64>
                %v2671 = arith.cmpi ult, %v2669, %v2670 : i64
                memref.store %v2671, %l865[%k0] : memref<?xi1>
                %v2672 = memref.load %l865[%k0] : memref<?xi1>
                cf.cond_br %v2672, ^bb151, ^bb152
              ^bb151:
                %v2673 = memref.load %l864[%k0] : memref<?xi64>
                memref.store %v2673, %l855[%k0] : memref<?xi64>
                cf.br ^bb152
              ^bb152:
                %v2674 = memref.load %l863[%k0] : memref<?xi64>
                %v2675 = arith.constant 4 : i64
                %v2676 = arith.constant 0 : i64
                %v2677 = arith.cmpi eq, %v2675, %v2676 : i64
                %v2678 = arith.constant 1 : i64
                %v2679 = arith.select %v2677, %v2678, %v2675 : i64
                %v2680 = arith.remui %v2674, %v2679 : i64
                memref.store %v2680, %l866[%k0] : memref<?xi64>
                %v2681 = memref.load %l866[%k0] : memref<?xi64>
                %v2682 = arith.constant 8 : i64
                %v2683 = arith.muli %v2681, %v2682 : i64
                memref.store %v2683, %l867[%k0] : memref<?xi64>
                %v2684 = arith.constant 16 : i64
                %v2685 = memref.load %l867[%k0] : memref<?xi64>
                %v2686 = arith.addi %v2684, %v2685 : i64
                memref.store %v2686, %l856[%k0] : memref<?xi64>
                cf.br ^bb153
              ^bb153:
                %v2687 = memref.load %l855[%k0] : memref<?xi64>
                memref.store %v2687, %l868[%k0] : memref<?xi64>
                %v2688 = memref.load %l856[%k0] : memref<?xi64>
                memref.store %v2688, %l869[%k0] : memref<?xi64>
                %v2689 = memref.load %l1[%k0] : memref<?xi64>
                memref.store %v2689, %l870[%k0] : memref<?xi64>
                %v2690 = arith.constant 16 : i64
                memref.store %v2690, %l871[%k0] : memref<?xi64>
                %v2691 = memref.load %ls844[%lane] : memref<?xi64>
                %v2692 = arith.constant 1 : i64
                %v2693 = arith.addi %v2691, %v2692 : i64
                memref.store %v2693, %l872[%k0] : memref<?xi64>
                %v2694 = arith.index_cast %n2 : index to i64
                memref.store %v2694, %l873[%k0] : memref<?xi64>
                %v2695 = memref.load %l872[%k0] : memref<?xi64>
                %v2696 = memref.load %l873[%k0] : memref<?xi64>
                %v2697 = arith.cmpi ult, %v2695, %v2696 : i64
                memref.store %v2697, %l874[%k0] : memref<?xi1>
                %v2698 = memref.load %l874[%k0] : memref<?xi1>
                cf.cond_br %v2698, ^bb154, ^bb157
              ^bb154:
                %v2699 = memref.load %l872[%k0] : memref<?xi64>
                %v2700 = memref.load %l847[%k0] : memref<?xi64>
                %v2701 = arith.muli %v2699, %v2700 : i64
                memref.store %v2701, %l875[%k0] : memref<?xi64>
                %v2702 = memref.load %ls838[%lane] : memref<?xi64>
                %v2703 = arith.constant 4 : i64
                %v2704 = arith.constant 0 : i64
                %v2705 = arith.cmpi eq, %v2703, %v2704 : i64
                %v2706 = arith.constant 1 : i64
                %v2707 = arith.select %v2705, %v2706, %v2703 : i64
                %v2708 = arith.divui %v2702, %v2707 : i64
                memref.store %v2708, %l876[%k0] : memref<?xi64>
                %v2709 = memref.load %l875[%k0] : memref<?xi64>
                %v2710 = memref.load %l876[%k0] : memref<?xi64>
                %v2711 = arith.addi %v2709, %v2710 : i64
                memref.store %v2711, %l877[%k0] : memref<?xi64>
                %v2712 = memref.load %l877[%k0] : memref<?xi64>
                %v2713 = arith.constant 34 : i64
                %v2714 = arith.muli %v2712, %v2713 : i64
                memref.store %v2714, %l878[%k0] : memref<?xi64>
                %v2715 = memref.load %l878[%k0] : memref<?xi64>
                %v2716 = arith.constant 4 : i64
                %v2717 = arith.constant 0 : i64
                %v2718 = arith.cmpi eq, %v2716, %v2717 : i64
                %v2719 = arith.constant 1 : i64
                %v2720 = arith.select %v2718, %v2719, %v2716 : i64
                %v2721 = arith.divui %v2715, %v2720 : i64
                memref.store %v2721, %l879[%k0] : memref<?xi64>
                %v2722 = memref.load %l879[%k0] : memref<?xi64>
                %v2723 = memref.load %l1[%k0] : memref<?xi64>
                %v2724 = arith.cmpi ult, %v2722, %v2723 : i64
                memref.store %v2724, %l880[%k0] : memref<?xi1>
                %v2725 = memref.load %l880[%k0] : memref<?xi1>
                cf.cond_br %v2725, ^bb155, ^bb156
              ^bb155:
                %v2726 = memref.load %l879[%k0] : memref<?xi64>
                memref.store %v2726, %l870[%k0] : memref<?xi64>
                cf.br ^bb156
              ^bb156:
                %v2727 = memref.load %l878[%k0] : memref<?xi64>
                %v2728 = arith.constant 4 : i64
                %v2729 = arith.constant 0 : i64
                %v2730 = arith.cmpi eq, %v2728, %v2729 : i64
                %v2731 = arith.constant 1 : i64
                %v2732 = arith.select %v2730, %v2731, %v2728 : i64
                %v2733 = arith.remui %v2727, %v2732 : i64
                memref.store %v2733, %l881[%k0] : memref<?xi64>
                %v2734 = memref.load %l881[%k0] : memref<?xi64>
                %v2735 = arith.constant 8 : i64
                %v2736 = arith.muli %v2734, %v2735 : i64
                memref.store %v2736, %l882[%k0] : memref<?xi64>
                %v2737 = arith.constant 16 : i64
                %v2738 = memref.load %l882[%k0] : memref<?xi64>
                %v2739 = arith.addi %v2737, %v2738 : i64
                memref.store %v2739, %l871[%k0] : memref<?xi64>
                cf.br ^bb157
              ^bb157:
                %v2740 = memref.load %l870[%k0] : memref<?xi64>
                memref.store %v2740, %l883[%k0] : memref<?xi64>
                %v2741 = memref.load %l871[%k0] : memref<?xi64>
                memref.store %v2741, %l884[%k0] : memref<?xi64>
                %v2742 = memref.load %l1[%k0] : memref<?xi64>
                memref.store %v2742, %l885[%k0] : memref<?xi64>
                %v2743 = arith.constant 16 : i64
                memref.store %v2743, %l886[%k0] : memref<?xi64>
                %v2744 = memref.load %ls844[%lane] : memref<?xi64>
                %v2745 = arith.constant 2 : i64
                %v2746 = arith.addi %v2744, %v2745 : i64
                memref.store %v2746, %l887[%k0] : memref<?xi64>
                %v2747 = arith.index_cast %n2 : index to i64
                memref.store %v2747, %l888[%k0] : memref<?xi64>
                %v2748 = memref.load %l887[%k0] : memref<?xi64>
                %v2749 = memref.load %l888[%k0] : memref<?xi64>
                %v2750 = arith.cmpi ult, %v2748, %v2749 : i64
                memref.store %v2750, %l889[%k0] : memref<?xi1>
                %v2751 = memref.load %l889[%k0] : memref<?xi1>
                cf.cond_br %v2751, ^bb158, ^bb161
              ^bb158:
                %v2752 = memref.load %l887[%k0] : memref<?xi64>
                %v2753 = memref.load %l847[%k0] : memref<?xi64>
                %v2754 = arith.muli %v2752, %v2753 : i64
                memref.store %v2754, %l890[%k0] : memref<?xi64>
                %v2755 = memref.load %ls838[%lane] : memref<?xi64>
                %v2756 = arith.constant 4 : i64
                %v2757 = arith.constant 0 : i64
                %v2758 = arith.cmpi eq, %v2756, %v2757 : i64
                %v2759 = arith.constant 1 : i64
                %v2760 = arith.select %v2758, %v2759, %v2756 : i64
                %v2761 = arith.divui %v2755, %v2760 : i64
                memref.store %v2761, %l891[%k0] : memref<?xi64>
                %v2762 = memref.load %l890[%k0] : memref<?xi64>
                %v2763 = memref.load %l891[%k0] : memref<?xi64>
                %v2764 = arith.addi %v2762, %v2763 : i64
                memref.store %v2764, %l892[%k0] : memref<?xi64>
                %v2765 = memref.load %l892[%k0] : memref<?xi64>
                %v2766 = arith.constant 34 : i64
                %v2767 = arith.muli %v2765, %v2766 : i64
                memref.store %v2767, %l893[%k0] : memref<?xi64>
                %v2768 = memref.load %l893[%k0] : memref<?xi64>
                %v2769 = arith.constant 4 : i64
                %v2770 = arith.constant 0 : i64
                %v2771 = arith.cmpi eq, %v2769, %v2770 : i64
                %v2772 = arith.constant 1 : i64
                %v2773 = arith.select %v2771, %v2772, %v2769 : i64
                %v2774 = arith.divui %v2768, %v2773 : i64
                memref.store %v2774, %l894[%k0] : memref<?xi64>
                %v2775 = memref.load %l894[%k0] : memref<?xi64>
                %v2776 = memref.load %l1[%k0] : memref<?xi64>
                %v2777 = arith.cmpi ult, %v2775, %v2776 : i64
                memref.store %v2777, %l895[%k0] : memref<?xi1>
                %v2778 = memref.load %l895[%k0] : memref<?xi1>
                cf.cond_br %v2778, ^bb159, ^bb160
              ^bb159:
                %v2779 = memref.load %l894[%k0] : memref<?xi64>
                memref.store %v2779, %l885[%k0] : memref<?xi64>
                cf.br ^bb160
              ^bb160:
                %v2780 = memref.load %l893[%k0] : memref<?xi64>
                %v2781 = arith.constant 4 : i64
                %v2782 = arith.constant 0 : i64
                %v2783 = arith.cmpi eq, %v2781, %v2782 : i64
                %v2784 = arith.constant 1 : i64
                %v2785 = arith.select %v2783, %v2784, %v2781 : i64
                %v2786 = arith.remui %v2780, %v2785 : i64
                memref.store %v2786, %l896[%k0] : memref<?xi64>
                %v2787 = memref.load %l896[%k0] : memref<?xi64>
                %v2788 = arith.constant 8 : i64
                %v2789 = arith.muli %v2787, %v2788 : i64
                memref.store %v2789, %l897[%k0] : memref<?xi64>
                %v2790 = arith.constant 16 : i64
                %v2791 = memref.load %l897[%k0] : memref<?xi64>
                %v2792 = arith.addi %v2790, %v2791 : i64
                memref.store %v2792, %l886[%k0] : memref<?xi64>
                cf.br ^bb161
              ^bb161:
                %v2793 = memref.load %l885[%k0] : memref<?xi64>
                memref.store %v2793, %l898[%k0] : memref<?xi64>
                %v2794 = memref.load %l886[%k0] : memref<?xi64>
                memref.store %v2794, %l899[%k0] : memref<?xi64>
                %v2795 = memref.load %l1[%k0] : memref<?xi64>
                memref.store %v2795, %l900[%k0] : memref<?xi64>
                %v2796 = arith.constant 16 : i64
                memref.store %v2796, %l901[%k0] : memref<?xi64>
                %v2797 = memref.load %ls844[%lane] : memref<?xi64>
                %v2798 = arith.constant 3 : i64
                %v2799 = arith.addi %v2797, %v2798 : i64
                memref.store %v2799, %l902[%k0] : memref<?xi64>
                %v2800 = arith.index_cast %n2 : index to i64
                memref.store %v2800, %l903[%k0] : memref<?xi64>
                %v2801 = memref.load %l902[%k0] : memref<?xi64>
                %v2802 = memref.load %l903[%k0] : memref<?xi64>
                %v2803 = arith.cmpi ult, %v2801, %v2802 : i64
                memref.store %v2803, %l904[%k0] : memref<?xi1>
                %v2804 = memref.load %l904[%k0] : memref<?xi1>
                cf.cond_br %v2804, ^bb162, ^bb165
              ^bb162:
                %v2805 = memref.load %l902[%k0] : memref<?xi64>
                %v2806 = memref.load %l847[%k0] : memref<?xi64>
                %v2807 = arith.muli %v2805, %v2806 : i64
                memref.store %v2807, %l905[%k0] : memref<?xi64>
                %v2808 = memref.load %ls838[%lane] : memref<?xi64>
                %v2809 = arith.constant 4 : i64
                %v2810 = arith.constant 0 : i64
                %v2811 = arith.cmpi eq, %v2809, %v2810 : i64
                %v2812 = arith.constant 1 : i64
                %v2813 = arith.select %v2811, %v2812, %v2809 : i64
                %v2814 = arith.divui %v2808, %v2813 : i64
                memref.store %v2814, %l906[%k0] : memref<?xi64>
                %v2815 = memref.load %l905[%k0] : memref<?xi64>
                %v2816 = memref.load %l906[%k0] : memref<?xi64>
                %v2817 = arith.addi %v2815, %v2816 : i64
                memref.store %v2817, %l907[%k0] : memref<?xi64>
                %v2818 = memref.load %l907[%k0] : memref<?xi64>
                %v2819 = arith.constant 34 : i64
                %v2820 = arith.muli %v2818, %v2819 : i64
                memref.store %v2820, %l908[%k0] : memref<?xi64>
                %v2821 = memref.load %l908[%k0] : memref<?xi64>
                %v2822 = arith.constant 4 : i64
                %v2823 = arith.constant 0 : i64
                %v2824 = arith.cmpi eq, %v2822, %v2823 : i64
                %v2825 = arith.constant 1 : i64
                %v2826 = arith.select %v2824, %v2825, %v2822 : i64
                %v2827 = arith.divui %v2821, %v2826 : i64
                memref.store %v2827, %l909[%k0] : memref<?xi64>
                %v2828 = memref.load %l909[%k0] : memref<?xi64>
                %v2829 = memref.load %l1[%k0] : memref<?xi64>
                %v2830 = arith.cmpi ult, %v2828, %v2829 : i64
                memref.store %v2830, %l910[%k0] : memref<?xi1>
                %v2831 = memref.load %l910[%k0] : memref<?xi1>
                cf.cond_br %v2831, ^bb163, ^bb164
              ^bb163:
                %v2832 = memref.load %l909[%k0] : memref<?xi64>
                memref.store %v2832, %l900[%k0] : memref<?xi64>
                cf.br ^bb164
              ^bb164:
                %v2833 = memref.load %l908[%k0] : memref<?xi64>
                %v2834 = arith.constant 4 : i64
                %v2835 = arith.constant 0 : i64
                %v2836 = arith.cmpi eq, %v2834, %v2835 : i64
                %v2837 = arith.constant 1 : i64
                %v2838 = arith.select %v2836, %v2837, %v2834 : i64
                %v2839 = arith.remui %v2833, %v2838 : i64
                memref.store %v2839, %l911[%k0] : memref<?xi64>
                %v2840 = memref.load %l911[%k0] : memref<?xi64>
                %v2841 = arith.constant 8 : i64
                %v2842 = arith.muli %v2840, %v2841 : i64
                memref.store %v2842, %l912[%k0] : memref<?xi64>
                %v2843 = arith.constant 16 : i64
                %v2844 = memref.load %l912[%k0] : memref<?xi64>
                %v2845 = arith.addi %v2843, %v2844 : i64
                memref.store %v2845, %l901[%k0] : memref<?xi64>
                cf.br ^bb165
              ^bb165:
                %v2846 = memref.load %l900[%k0] : memref<?xi64>
                memref.store %v2846, %l913[%k0] : memref<?xi64>
                %v2847 = memref.load %l901[%k0] : memref<?xi64>
                memref.store %v2847, %l914[%k0] : memref<?xi64>
                %v2848 = arith.constant 0x00000000 : f32
                memref.store %v2848, %l915[%k0] : memref<?xf32>
                %v2849 = arith.constant 0x00000000 : f32
                memref.store %v2849, %l916[%k0] : memref<?xf32>
                %v2850 = arith.constant 0x00000000 : f32
                memref.store %v2850, %l917[%k0] : memref<?xf32>
                %v2851 = arith.constant 0x00000000 : f32
                memref.store %v2851, %l918[%k0] : memref<?xf32>
                %v2852 = memref.load %ls838[%lane] : memref<?xi64>
                %v2853 = arith.constant 4 : i64
                %v2854 = arith.constant 0 : i64
                %v2855 = arith.cmpi eq, %v2853, %v2854 : i64
                %v2856 = arith.constant 1 : i64
                %v2857 = arith.select %v2855, %v2856, %v2853 : i64
                %v2858 = arith.divui %v2852, %v2857 : i64
                memref.store %v2858, %l919[%k0] : memref<?xi64>
                %v2859 = memref.load %l919[%k0] : memref<?xi64>
                %v2860 = arith.constant 32 : i64
                %v2861 = arith.muli %v2859, %v2860 : i64
                memref.store %v2861, %l920[%k0] : memref<?xi64>
                %v2862 = memref.load %ls838[%lane] : memref<?xi64>
                %v2863 = arith.constant 4 : i64
                %v2864 = arith.constant 0 : i64
                %v2865 = arith.cmpi eq, %v2863, %v2864 : i64
                %v2866 = arith.constant 1 : i64
                %v2867 = arith.select %v2865, %v2866, %v2863 : i64
                %v2868 = arith.remui %v2862, %v2867 : i64
                memref.store %v2868, %l921[%k0] : memref<?xi64>
                %v2869 = arith.constant 8 : i64
                %v2870 = memref.load %l921[%k0] : memref<?xi64>
                %v2871 = arith.muli %v2869, %v2870 : i64
                memref.store %v2871, %l922[%k0] : memref<?xi64>
                %v2872 = memref.load %l920[%k0] : memref<?xi64>
                %v2873 = memref.load %l922[%k0] : memref<?xi64>
                %v2874 = arith.addi %v2872, %v2873 : i64
                memref.store %v2874, %l923[%k0] : memref<?xi64>
                cf.br ^bb166
              ^bb166:
                %v2875 = memref.load %l923[%k0] : memref<?xi64>
                memref.store %v2875, %l924[%k0] : memref<?xi64>
                %v2876 = memref.load %l924[%k0] : memref<?xi64>
                %v2877 = memref.load %l846[%k0] : memref<?xi64>
                %v2878 = arith.cmpi uge, %v2876, %v2877 : i64
                memref.store %v2878, %l925[%k0] : memref<?xi1>
                %v2879 = memref.load %l925[%k0] : memref<?xi1>
                cf.cond_br %v2879, ^bb216, ^bb167
              ^bb167:
                %v2880 = memref.load %l924[%k0] : memref<?xi64>
                %v2881 = arith.constant 256 : i64
                %v2882 = arith.constant 0 : i64
                %v2883 = arith.cmpi eq, %v2881, %v2882 : i64
                %v2884 = arith.constant 1 : i64
                %v2885 = arith.select %v2883, %v2884, %v2881 : i64
                %v2886 = arith.divui %v2880, %v2885 : i64
                memref.store %v2886, %l926[%k0] : memref<?xi64>
                %v2887 = memref.load %l926[%k0] : memref<?xi64>
                %v2888 = arith.constant 68 : i64
                %v2889 = arith.muli %v2887, %v2888 : i64
                memref.store %v2889, %l927[%k0] : memref<?xi64>
                %v2890 = memref.load %l924[%k0] : memref<?xi64>
                %v2891 = arith.constant 1 : i64
                %v2892 = arith.ori %v2890, %v2891 : i64
                memref.store %v2892, %l928[%k0] : memref<?xi64>
                %v2893 = memref.load %l924[%k0] : memref<?xi64>
                %v2894 = arith.constant 2 : i64
                %v2895 = arith.ori %v2893, %v2894 : i64
                memref.store %v2895, %l929[%k0] : memref<?xi64>
                %v2896 = memref.load %l924[%k0] : memref<?xi64>
                %v2897 = arith.constant 3 : i64
                %v2898 = arith.ori %v2896, %v2897 : i64
                memref.store %v2898, %l930[%k0] : memref<?xi64>
                %v2899 = memref.load %l924[%k0] : memref<?xi64>
                %v2900 = arith.constant 4 : i64
                %v2901 = arith.ori %v2899, %v2900 : i64
                memref.store %v2901, %l931[%k0] : memref<?xi64>
                %v2902 = memref.load %l924[%k0] : memref<?xi64>
                %v2903 = arith.constant 5 : i64
                %v2904 = arith.ori %v2902, %v2903 : i64
                memref.store %v2904, %l932[%k0] : memref<?xi64>
                %v2905 = memref.load %l924[%k0] : memref<?xi64>
                %v2906 = arith.constant 6 : i64
                %v2907 = arith.ori %v2905, %v2906 : i64
                memref.store %v2907, %l933[%k0] : memref<?xi64>
                %v2908 = memref.load %l924[%k0] : memref<?xi64>
                %v2909 = arith.constant 7 : i64
                %v2910 = arith.ori %v2908, %v2909 : i64
                memref.store %v2910, %l934[%k0] : memref<?xi64>
                %v2911 = memref.load %l934[%k0] : memref<?xi64>
                %v2912 = memref.load %l0[%k0] : memref<?xi64>
                %v2913 = arith.cmpi ult, %v2911, %v2912 : i64
                memref.store %v2913, %l935[%k0] : memref<?xi1>
                %v2914 = memref.load %l935[%k0] : memref<?xi1>
                cf.cond_br %v2914, ^bb168, ^bb216
              ^bb168:
                %v2915 = memref.load %l924[%k0] : memref<?xi64>
                %v2916 = memref.load %l0[%k0] : memref<?xi64>
                %v2917 = arith.cmpi ult, %v2915, %v2916 : i64
                memref.store %v2917, %l936[%k0] : memref<?xi1>
                %v2918 = memref.load %l936[%k0] : memref<?xi1>
                cf.cond_br %v2918, ^bb169, ^bb216
              ^bb169:
                %v2919 = memref.load %l928[%k0] : memref<?xi64>
                %v2920 = memref.load %l0[%k0] : memref<?xi64>
                %v2921 = arith.cmpi ult, %v2919, %v2920 : i64
                memref.store %v2921, %l937[%k0] : memref<?xi1>
                %v2922 = memref.load %l937[%k0] : memref<?xi1>
                cf.cond_br %v2922, ^bb170, ^bb216
              ^bb170:
                %v2923 = memref.load %l929[%k0] : memref<?xi64>
                %v2924 = memref.load %l0[%k0] : memref<?xi64>
                %v2925 = arith.cmpi ult, %v2923, %v2924 : i64
                memref.store %v2925, %l938[%k0] : memref<?xi1>
                %v2926 = memref.load %l938[%k0] : memref<?xi1>
                cf.cond_br %v2926, ^bb171, ^bb216
              ^bb171:
                %v2927 = memref.load %l930[%k0] : memref<?xi64>
                %v2928 = memref.load %l0[%k0] : memref<?xi64>
                %v2929 = arith.cmpi ult, %v2927, %v2928 : i64
                memref.store %v2929, %l939[%k0] : memref<?xi1>
                %v2930 = memref.load %l939[%k0] : memref<?xi1>
                cf.cond_br %v2930, ^bb172, ^bb216
              ^bb172:
                %v2931 = memref.load %l931[%k0] : memref<?xi64>
                %v2932 = memref.load %l0[%k0] : memref<?xi64>
                %v2933 = arith.cmpi ult, %v2931, %v2932 : i64
                memref.store %v2933, %l940[%k0] : memref<?xi1>
                %v2934 = memref.load %l940[%k0] : memref<?xi1>
                cf.cond_br %v2934, ^bb173, ^bb216
              ^bb173:
                %v2935 = memref.load %l932[%k0] : memref<?xi64>
                %v2936 = memref.load %l0[%k0] : memref<?xi64>
                %v2937 = arith.cmpi ult, %v2935, %v2936 : i64
                memref.store %v2937, %l941[%k0] : memref<?xi1>
                %v2938 = memref.load %l941[%k0] : memref<?xi1>
                cf.cond_br %v2938, ^bb174, ^bb216
              ^bb174:
                %v2939 = memref.load %l933[%k0] : memref<?xi64>
                %v2940 = memref.load %l0[%k0] : memref<?xi64>
                %v2941 = arith.cmpi ult, %v2939, %v2940 : i64
                memref.store %v2941, %l942[%k0] : memref<?xi1>
                %v2942 = memref.load %l942[%k0] : memref<?xi1>
                cf.cond_br %v2942, ^bb175, ^bb216
              ^bb175:
                %v2943 = memref.load %l924[%k0] : memref<?xi64>
                %v2944 = arith.index_cast %v2943 : i64 to index
                %v2945 = memref.load %p1[%v2944] : memref<?xf32>
                memref.store %v2945, %l943[%k0] : memref<?xf32>
                %v2946 = memref.load %l928[%k0] : memref<?xi64>
                %v2947 = arith.index_cast %v2946 : i64 to index
                %v2948 = memref.load %p1[%v2947] : memref<?xf32>
                memref.store %v2948, %l944[%k0] : memref<?xf32>
                %v2949 = memref.load %l929[%k0] : memref<?xi64>
                %v2950 = arith.index_cast %v2949 : i64 to index
                %v2951 = memref.load %p1[%v2950] : memref<?xf32>
                memref.store %v2951, %l945[%k0] : memref<?xf32>
                %v2952 = memref.load %l930[%k0] : memref<?xi64>
                %v2953 = arith.index_cast %v2952 : i64 to index
                %v2954 = memref.load %p1[%v2953] : memref<?xf32>
                memref.store %v2954, %l946[%k0] : memref<?xf32>
                %v2955 = memref.load %l931[%k0] : memref<?xi64>
                %v2956 = arith.index_cast %v2955 : i64 to index
                %v2957 = memref.load %p1[%v2956] : memref<?xf32>
                memref.store %v2957, %l947[%k0] : memref<?xf32>
                %v2958 = memref.load %l932[%k0] : memref<?xi64>
                %v2959 = arith.index_cast %v2958 : i64 to index
                %v2960 = memref.load %p1[%v2959] : memref<?xf32>
                memref.store %v2960, %l948[%k0] : memref<?xf32>
                %v2961 = memref.load %l933[%k0] : memref<?xi64>
                %v2962 = arith.index_cast %v2961 : i64 to index
                %v2963 = memref.load %p1[%v2962] : memref<?xf32>
                memref.store %v2963, %l949[%k0] : memref<?xf32>
                %v2964 = memref.load %l934[%k0] : memref<?xi64>
                %v2965 = arith.index_cast %v2964 : i64 to index
                %v2966 = memref.load %p1[%v2965] : memref<?xf32>
                memref.store %v2966, %l950[%k0] : memref<?xf32>
                %v2967 = memref.load %l868[%k0] : memref<?xi64>
                %v2968 = memref.load %l927[%k0] : memref<?xi64>
                %v2969 = arith.addi %v2967, %v2968 : i64
                memref.store %v2969, %l951[%k0] : memref<?xi64>
                %v2970 = arith.constant 2 : i64
                %v2971 = memref.load %l839[%k0] : memref<?xi64>
                %v2972 = arith.muli %v2970, %v2971 : i64
                memref.store %v2972, %l952[%k0] : memref<?xi64>
                %v2973 = memref.load %l951[%k0] : memref<?xi64>
                %v2974 = memref.load %l952[%k0] : memref<?xi64>
                %v2975 = arith.addi %v2973, %v2974 : i64
                memref.store %v2975, %l953[%k0] : memref<?xi64>
                %v2976 = memref.load %l953[%k0] : memref<?xi64>
                %v2977 = arith.constant 1 : i64
                %v2978 = arith.addi %v2976, %v2977 : i64
                memref.store %v2978, %l954[%k0] : memref<?xi64>
                %v2979 = memref.load %l953[%k0] : memref<?xi64>
                %v2980 = arith.constant 2 : i64
                %v2981 = arith.addi %v2979, %v2980 : i64
                memref.store %v2981, %l955[%k0] : memref<?xi64>
                %v2982 = memref.load %l883[%k0] : memref<?xi64>
                %v2983 = memref.load %l927[%k0] : memref<?xi64>
                %v2984 = arith.addi %v2982, %v2983 : i64
                memref.store %v2984, %l956[%k0] : memref<?xi64>
                %v2985 = arith.constant 2 : i64
                %v2986 = memref.load %l839[%k0] : memref<?xi64>
                %v2987 = arith.muli %v2985, %v2986 : i64
                memref.store %v2987, %l957[%k0] : memref<?xi64>
                %v2988 = memref.load %l956[%k0] : memref<?xi64>
                %v2989 = memref.load %l957[%k0] : memref<?xi64>
                %v2990 = arith.addi %v2988, %v2989 : i64
                memref.store %v2990, %l958[%k0] : memref<?xi64>
                %v2991 = memref.load %l958[%k0] : memref<?xi64>
                %v2992 = arith.constant 1 : i64
                %v2993 = arith.addi %v2991, %v2992 : i64
                memref.store %v2993, %l959[%k0] : memref<?xi64>
                %v2994 = memref.load %l958[%k0] : memref<?xi64>
                %v2995 = arith.constant 2 : i64
                %v2996 = arith.addi %v2994, %v2995 : i64
                memref.store %v2996, %l960[%k0] : memref<?xi64>
                %v2997 = memref.load %l898[%k0] : memref<?xi64>
                %v2998 = memref.load %l927[%k0] : memref<?xi64>
                %v2999 = arith.addi %v2997, %v2998 : i64
                memref.store %v2999, %l961[%k0] : memref<?xi64>
                %v3000 = arith.constant 2 : i64
                %v3001 = memref.load %l839[%k0] : memref<?xi64>
                %v3002 = arith.muli %v3000, %v3001 : i64
                memref.store %v3002, %l962[%k0] : memref<?xi64>
                %v3003 = memref.load %l961[%k0] : memref<?xi64>
                %v3004 = memref.load %l962[%k0] : memref<?xi64>
                %v3005 = arith.addi %v3003, %v3004 : i64
                memref.store %v3005, %l963[%k0] : memref<?xi64>
                %v3006 = memref.load %l963[%k0] : memref<?xi64>
                %v3007 = arith.constant 1 : i64
                %v3008 = arith.addi %v3006, %v3007 : i64
                memref.store %v3008, %l964[%k0] : memref<?xi64>
                %v3009 = memref.load %l963[%k0] : memref<?xi64>
                %v3010 = arith.constant 2 : i64
                %v3011 = arith.addi %v3009, %v3010 : i64
                memref.store %v3011, %l965[%k0] : memref<?xi64>
                %v3012 = memref.load %l913[%k0] : memref<?xi64>
                %v3013 = memref.load %l927[%k0] : memref<?xi64>
                %v3014 = arith.addi %v3012, %v3013 : i64
                memref.store %v3014, %l966[%k0] : memref<?xi64>
                %v3015 = arith.constant 2 : i64
                %v3016 = memref.load %l839[%k0] : memref<?xi64>
                %v3017 = arith.muli %v3015, %v3016 : i64
                memref.store %v3017, %l967[%k0] : memref<?xi64>
                %v3018 = memref.load %l966[%k0] : memref<?xi64>
                %v3019 = memref.load %l967[%k0] : memref<?xi64>
                %v3020 = arith.addi %v3018, %v3019 : i64
                memref.store %v3020, %l968[%k0] : memref<?xi64>
                %v3021 = memref.load %l968[%k0] : memref<?xi64>
                %v3022 = arith.constant 1 : i64
                %v3023 = arith.addi %v3021, %v3022 : i64
                memref.store %v3023, %l969[%k0] : memref<?xi64>
                %v3024 = memref.load %l968[%k0] : memref<?xi64>
                %v3025 = arith.constant 2 : i64
                %v3026 = arith.addi %v3024, %v3025 : i64
                memref.store %v3026, %l970[%k0] : memref<?xi64>
                %v3027 = memref.load %l955[%k0] : memref<?xi64>
                %v3028 = memref.load %l1[%k0] : memref<?xi64>
                %v3029 = arith.cmpi ult, %v3027, %v3028 : i64
                memref.store %v3029, %l971[%k0] : memref<?xi1>
                %v3030 = memref.load %l971[%k0] : memref<?xi1>
                cf.cond_br %v3030, ^bb176, ^bb216
              ^bb176:
                %v3031 = memref.load %l951[%k0] : memref<?xi64>
                %v3032 = memref.load %l1[%k0] : memref<?xi64>
                %v3033 = arith.cmpi ult, %v3031, %v3032 : i64
                memref.store %v3033, %l972[%k0] : memref<?xi1>
                %v3034 = memref.load %l972[%k0] : memref<?xi1>
                cf.cond_br %v3034, ^bb177, ^bb216
              ^bb177:
                %v3035 = memref.load %l953[%k0] : memref<?xi64>
                %v3036 = memref.load %l1[%k0] : memref<?xi64>
                %v3037 = arith.cmpi ult, %v3035, %v3036 : i64
                memref.store %v3037, %l973[%k0] : memref<?xi1>
                %v3038 = memref.load %l973[%k0] : memref<?xi1>
                cf.cond_br %v3038, ^bb178, ^bb216
              ^bb178:
                %v3039 = memref.load %l954[%k0] : memref<?xi64>
                %v3040 = memref.load %l1[%k0] : memref<?xi64>
                %v3041 = arith.cmpi ult, %v3039, %v3040 : i64
                memref.store %v3041, %l974[%k0] : memref<?xi1>
                %v3042 = memref.load %l974[%k0] : memref<?xi1>
                cf.cond_br %v3042, ^bb179, ^bb216
              ^bb179:
                %v3043 = memref.load %l960[%k0] : memref<?xi64>
                %v3044 = memref.load %l1[%k0] : memref<?xi64>
                %v3045 = arith.cmpi ult, %v3043, %v3044 : i64
                memref.store %v3045, %l975[%k0] : memref<?xi1>
                %v3046 = memref.load %l975[%k0] : memref<?xi1>
                cf.cond_br %v3046, ^bb180, ^bb216
              ^bb180:
                %v3047 = memref.load %l956[%k0] : memref<?xi64>
                %v3048 = memref.load %l1[%k0] : memref<?xi64>
                %v3049 = arith.cmpi ult, %v3047, %v3048 : i64
                memref.store %v3049, %l976[%k0] : memref<?xi1>
                %v3050 = memref.load %l976[%k0] : memref<?xi1>
                cf.cond_br %v3050, ^bb181, ^bb216
              ^bb181:
                %v3051 = memref.load %l958[%k0] : memref<?xi64>
                %v3052 = memref.load %l1[%k0] : memref<?xi64>
                %v3053 = arith.cmpi ult, %v3051, %v3052 : i64
                memref.store %v3053, %l977[%k0] : memref<?xi1>
                %v3054 = memref.load %l977[%k0] : memref<?xi1>
                cf.cond_br %v3054, ^bb182, ^bb216
              ^bb182:
                %v3055 = memref.load %l959[%k0] : memref<?xi64>
                %v3056 = memref.load %l1[%k0] : memref<?xi64>
                %v3057 = arith.cmpi ult, %v3055, %v3056 : i64
                memref.store %v3057, %l978[%k0] : memref<?xi1>
                %v3058 = memref.load %l978[%k0] : memref<?xi1>
                cf.cond_br %v3058, ^bb183, ^bb216
              ^bb183:
                %v3059 = memref.load %l965[%k0] : memref<?xi64>
                %v3060 = memref.load %l1[%k0] : memref<?xi64>
                %v3061 = arith.cmpi ult, %v3059, %v3060 : i64
                memref.store %v3061, %l979[%k0] : memref<?xi1>
                %v3062 = memref.load %l979[%k0] : memref<?xi1>
                cf.cond_br %v3062, ^bb184, ^bb216
              ^bb184:
                %v3063 = memref.load %l961[%k0] : memref<?xi64>
                %v3064 = memref.load %l1[%k0] : memref<?xi64>
                %v3065 = arith.cmpi ult, %v3063, %v3064 : i64
                memref.store %v3065, %l980[%k0] : memref<?xi1>
                %v3066 = memref.load %l980[%k0] : memref<?xi1>
                cf.cond_br %v3066, ^bb185, ^bb216
              ^bb185:
                %v3067 = memref.load %l963[%k0] : memref<?xi64>
                %v3068 = memref.load %l1[%k0] : memref<?xi64>
                %v3069 = arith.cmpi ult, %v3067, %v3068 : i64
                memref.store %v3069, %l981[%k0] : memref<?xi1>
                %v3070 = memref.load %l981[%k0] : memref<?xi1>
                cf.cond_br %v3070, ^bb186, ^bb216
              ^bb186:
                %v3071 = memref.load %l964[%k0] : memref<?xi64>
                %v3072 = memref.load %l1[%k0] : memref<?xi64>
                %v3073 = arith.cmpi ult, %v3071, %v3072 : i64
                memref.store %v3073, %l982[%k0] : memref<?xi1>
                %v3074 = memref.load %l982[%k0] : memref<?xi1>
                cf.cond_br %v3074, ^bb187, ^bb216
              ^bb187:
                %v3075 = memref.load %l970[%k0] : memref<?xi64>
                %v3076 = memref.load %l1[%k0] : memref<?xi64>
                %v3077 = arith.cmpi ult, %v3075, %v3076 : i64
                memref.store %v3077, %l983[%k0] : memref<?xi1>
                %v3078 = memref.load %l983[%k0] : memref<?xi1>
                cf.cond_br %v3078, ^bb188, ^bb216
              ^bb188:
                %v3079 = memref.load %l966[%k0] : memref<?xi64>
                %v3080 = memref.load %l1[%k0] : memref<?xi64>
                %v3081 = arith.cmpi ult, %v3079, %v3080 : i64
                memref.store %v3081, %l984[%k0] : memref<?xi1>
                %v3082 = memref.load %l984[%k0] : memref<?xi1>
                cf.cond_br %v3082, ^bb189, ^bb216
              ^bb189:
                %v3083 = memref.load %l968[%k0] : memref<?xi64>
                %v3084 = memref.load %l1[%k0] : memref<?xi64>
                %v3085 = arith.cmpi ult, %v3083, %v3084 : i64
                memref.store %v3085, %l985[%k0] : memref<?xi1>
                %v3086 = memref.load %l985[%k0] : memref<?xi1>
                cf.cond_br %v3086, ^bb190, ^bb216
              ^bb190:
                %v3087 = memref.load %l969[%k0] : memref<?xi64>
                %v3088 = memref.load %l1[%k0] : memref<?xi64>
                %v3089 = arith.cmpi ult, %v3087, %v3088 : i64
                memref.store %v3089, %l986[%k0] : memref<?xi1>
                %v3090 = memref.load %l986[%k0] : memref<?xi1>
                cf.cond_br %v3090, ^bb191, ^bb216
              ^bb191:
                %v3091 = memref.load %l951[%k0] : memref<?xi64>
                %v3092 = arith.index_cast %v3091 : i64 to index
                %v3093 = memref.load %p0[%v3092] : memref<?xi32>
                memref.store %v3093, %l987[%k0] : memref<?xi32>
                %v3094 = memref.load %l953[%k0] : memref<?xi64>
                %v3095 = arith.index_cast %v3094 : i64 to index
                %v3096 = memref.load %p0[%v3095] : memref<?xi32>
                memref.store %v3096, %l988[%k0] : memref<?xi32>
                %v3097 = memref.load %l954[%k0] : memref<?xi64>
                %v3098 = arith.index_cast %v3097 : i64 to index
                %v3099 = memref.load %p0[%v3098] : memref<?xi32>
                memref.store %v3099, %l989[%k0] : memref<?xi32>
                %v3100 = memref.load %l955[%k0] : memref<?xi64>
                %v3101 = arith.index_cast %v3100 : i64 to index
                %v3102 = memref.load %p0[%v3101] : memref<?xi32>
                memref.store %v3102, %l990[%k0] : memref<?xi32>
                %v3103 = memref.load %l956[%k0] : memref<?xi64>
                %v3104 = arith.index_cast %v3103 : i64 to index
                %v3105 = memref.load %p0[%v3104] : memref<?xi32>
                memref.store %v3105, %l991[%k0] : memref<?xi32>
                %v3106 = memref.load %l958[%k0] : memref<?xi64>
                %v3107 = arith.index_cast %v3106 : i64 to index
                %v3108 = memref.load %p0[%v3107] : memref<?xi32>
                memref.store %v3108, %l992[%k0] : memref<?xi32>
                %v3109 = memref.load %l959[%k0] : memref<?xi64>
                %v3110 = arith.index_cast %v3109 : i64 to index
                %v3111 = memref.load %p0[%v3110] : memref<?xi32>
                memref.store %v3111, %l993[%k0] : memref<?xi32>
                %v3112 = memref.load %l960[%k0] : memref<?xi64>
                %v3113 = arith.index_cast %v3112 : i64 to index
                %v3114 = memref.load %p0[%v3113] : memref<?xi32>
                memref.store %v3114, %l994[%k0] : memref<?xi32>
                %v3115 = memref.load %l961[%k0] : memref<?xi64>
                %v3116 = arith.index_cast %v3115 : i64 to index
                %v3117 = memref.load %p0[%v3116] : memref<?xi32>
                memref.store %v3117, %l995[%k0] : memref<?xi32>
                %v3118 = memref.load %l963[%k0] : memref<?xi64>
                %v3119 = arith.index_cast %v3118 : i64 to index
                %v3120 = memref.load %p0[%v3119] : memref<?xi32>
                memref.store %v3120, %l996[%k0] : memref<?xi32>
                %v3121 = memref.load %l964[%k0] : memref<?xi64>
                %v3122 = arith.index_cast %v3121 : i64 to index
                %v3123 = memref.load %p0[%v3122] : memref<?xi32>
                memref.store %v3123, %l997[%k0] : memref<?xi32>
                %v3124 = memref.load %l965[%k0] : memref<?xi64>
                %v3125 = arith.index_cast %v3124 : i64 to index
                %v3126 = memref.load %p0[%v3125] : memref<?xi32>
                memref.store %v3126, %l998[%k0] : memref<?xi32>
                %v3127 = memref.load %l966[%k0] : memref<?xi64>
                %v3128 = arith.index_cast %v3127 : i64 to index
                %v3129 = memref.load %p0[%v3128] : memref<?xi32>
                memref.store %v3129, %l999[%k0] : memref<?xi32>
                %v3130 = memref.load %l968[%k0] : memref<?xi64>
                %v3131 = arith.index_cast %v3130 : i64 to index
                %v3132 = memref.load %p0[%v3131] : memref<?xi32>
                memref.store %v3132, %l1000[%k0] : memref<?xi32>
                %v3133 = memref.load %l969[%k0] : memref<?xi64>
                %v3134 = arith.index_cast %v3133 : i64 to index
                %v3135 = memref.load %p0[%v3134] : memref<?xi32>
                memref.store %v3135, %l1001[%k0] : memref<?xi32>
                %v3136 = memref.load %l970[%k0] : memref<?xi64>
                %v3137 = arith.index_cast %v3136 : i64 to index
                %v3138 = memref.load %p0[%v3137] : memref<?xi32>
                memref.store %v3138, %l1002[%k0] : memref<?xi32>
                %v3139 = memref.load %l989[%k0] : memref<?xi32>
                %v3140 = arith.extui %v3139 : i32 to i64
                memref.store %v3140, %l1003[%k0] : memref<?xi64>
                %v3141 = arith.constant 32 : i32
                %v3142 = arith.extsi %v3141 : i32 to i64
                memref.store %v3142, %l1004[%k0] : memref<?xi64>
                %v3143 = memref.load %l1003[%k0] : memref<?xi64>
                %v3144 = memref.load %l1004[%k0] : memref<?xi64>
                %v3145 = arith.constant 63 : i64
                %v3146 = arith.andi %v3144, %v3145 : i64
                %v3147 = arith.shli %v3143, %v3146 : i64
                memref.store %v3147, %l1005[%k0] : memref<?xi64>
                %v3148 = memref.load %l988[%k0] : memref<?xi32>
                %v3149 = arith.extui %v3148 : i32 to i64
                memref.store %v3149, %l1006[%k0] : memref<?xi64>
                %v3150 = memref.load %l1005[%k0] : memref<?xi64>
                %v3151 = memref.load %l1006[%k0] : memref<?xi64>
                %v3152 = arith.ori %v3150, %v3151 : i64
                memref.store %v3152, %l1007[%k0] : memref<?xi64>
                %v3153 = memref.load %l1007[%k0] : memref<?xi64>
                %v3154 = memref.load %l869[%k0] : memref<?xi64>
                %v3155 = arith.constant 63 : i64
                %v3156 = arith.andi %v3154, %v3155 : i64
                %v3157 = arith.shrui %v3153, %v3156 : i64
                memref.store %v3157, %l1008[%k0] : memref<?xi64>
                %v3158 = memref.load %l1008[%k0] : memref<?xi64>
                %v3159 = arith.trunci %v3158 : i64 to i32
                memref.store %v3159, %l1009[%k0] : memref<?xi32>
                %v3160 = memref.load %l990[%k0] : memref<?xi32>
                %v3161 = arith.extui %v3160 : i32 to i64
                memref.store %v3161, %l1010[%k0] : memref<?xi64>
                %v3162 = arith.constant 32 : i32
                %v3163 = arith.extsi %v3162 : i32 to i64
                memref.store %v3163, %l1011[%k0] : memref<?xi64>
                %v3164 = memref.load %l1010[%k0] : memref<?xi64>
                %v3165 = memref.load %l1011[%k0] : memref<?xi64>
                %v3166 = arith.constant 63 : i64
                %v3167 = arith.andi %v3165, %v3166 : i64
                %v3168 = arith.shli %v3164, %v3167 : i64
                memref.store %v3168, %l1012[%k0] : memref<?xi64>
                %v3169 = memref.load %l989[%k0] : memref<?xi32>
                %v3170 = arith.extui %v3169 : i32 to i64
                memref.store %v3170, %l1013[%k0] : memref<?xi64>
                %v3171 = memref.load %l1012[%k0] : memref<?xi64>
                %v3172 = memref.load %l1013[%k0] : memref<?xi64>
                %v3173 = arith.ori %v3171, %v3172 : i64
                memref.store %v3173, %l1014[%k0] : memref<?xi64>
                %v3174 = memref.load %l1014[%k0] : memref<?xi64>
                %v3175 = memref.load %l869[%k0] : memref<?xi64>
                %v3176 = arith.constant 63 : i64
                %v3177 = arith.andi %v3175, %v3176 : i64
                %v3178 = arith.shrui %v3174, %v3177 : i64
                memref.store %v3178, %l1015[%k0] : memref<?xi64>
                %v3179 = memref.load %l1015[%k0] : memref<?xi64>
                %v3180 = arith.trunci %v3179 : i64 to i32
                memref.store %v3180, %l1016[%k0] : memref<?xi32>
                %v3181 = memref.load %l1009[%k0] : memref<?xi32>
                %v3182 = arith.constant 255 : i32
                %v3183 = arith.andi %v3181, %v3182 : i32
                memref.store %v3183, %l1017[%k0] : memref<?xi32>
                %v3184 = memref.load %l1017[%k0] : memref<?xi32>
                %v3185 = memref.load %l853[%k0] : memref<?xi32>
                %v3186 = arith.xori %v3184, %v3185 : i32
                memref.store %v3186, %l1018[%k0] : memref<?xi32>
                %v3187 = memref.load %l1018[%k0] : memref<?xi32>
                %v3188 = arith.bitcast %v3187 : i32 to f32
                memref.store %v3188, %l1019[%k0] : memref<?xf32>
                %v3189 = memref.load %l1019[%k0] : memref<?xf32>
                %v3190 = arith.constant 0x4B000080 : f32
                %v3191 = arith.subf %v3189, %v3190 : f32
                memref.store %v3191, %l1020[%k0] : memref<?xf32>
                %v3192 = memref.load %l1020[%k0] : memref<?xf32>
                %v3193 = memref.load %l943[%k0] : memref<?xf32>
                %v3194 = arith.mulf %v3192, %v3193 : f32
                memref.store %v3194, %l1021[%k0] : memref<?xf32>
                %v3195 = memref.load %l1021[%k0] : memref<?xf32>
                memref.store %v3195, %l1022[%k0] : memref<?xf32>
                %v3196 = memref.load %l1009[%k0] : memref<?xi32>
                %v3197 = arith.constant 65280 : i32
                %v3198 = arith.andi %v3196, %v3197 : i32
                memref.store %v3198, %l1023[%k0] : memref<?xi32>
                %v3199 = memref.load %l1023[%k0] : memref<?xi32>
                %v3200 = memref.load %l854[%k0] : memref<?xi32>
                %v3201 = arith.xori %v3199, %v3200 : i32
                memref.store %v3201, %l1024[%k0] : memref<?xi32>
                %v3202 = memref.load %l1024[%k0] : memref<?xi32>
                %v3203 = arith.bitcast %v3202 : i32 to f32
                memref.store %v3203, %l1025[%k0] : memref<?xf32>
                %v3204 = memref.load %l1025[%k0] : memref<?xf32>
                %v3205 = arith.constant 0x47008000 : f32
                %v3206 = arith.subf %v3204, %v3205 : f32
                memref.store %v3206, %l1026[%k0] : memref<?xf32>
                %v3207 = memref.load %l1026[%k0] : memref<?xf32>
                %v3208 = memref.load %l944[%k0] : memref<?xf32>
                %v3209 = arith.mulf %v3207, %v3208 : f32
                memref.store %v3209, %l1027[%k0] : memref<?xf32>
                %v3210 = memref.load %l1022[%k0] : memref<?xf32>
                %v3211 = memref.load %l1027[%k0] : memref<?xf32>
                %v3212 = arith.addf %v3210, %v3211 : f32
                memref.store %v3212, %l1021[%k0] : memref<?xf32>
                %v3213 = memref.load %l1021[%k0] : memref<?xf32>
                memref.store %v3213, %l1028[%k0] : memref<?xf32>
                %v3214 = arith.constant 8 : i32
                memref.store %v3214, %l1029[%k0] : memref<?xi32>
                %v3215 = memref.load %l1009[%k0] : memref<?xi32>
                %v3216 = memref.load %l1029[%k0] : memref<?xi32>
                %v3217 = arith.constant 31 : i32
                %v3218 = arith.andi %v3216, %v3217 : i32
                %v3219 = arith.shrui %v3215, %v3218 : i32
                memref.store %v3219, %l1030[%k0] : memref<?xi32>
                %v3220 = memref.load %l1030[%k0] : memref<?xi32>
                %v3221 = arith.constant 65280 : i32
                %v3222 = arith.andi %v3220, %v3221 : i32
                memref.store %v3222, %l1031[%k0] : memref<?xi32>
                %v3223 = memref.load %l1031[%k0] : memref<?xi32>
                %v3224 = memref.load %l854[%k0] : memref<?xi32>
                %v3225 = arith.xori %v3223, %v3224 : i32
                memref.store %v3225, %l1032[%k0] : memref<?xi32>
                %v3226 = memref.load %l1032[%k0] : memref<?xi32>
                %v3227 = arith.bitcast %v3226 : i32 to f32
                memref.store %v3227, %l1033[%k0] : memref<?xf32>
                %v3228 = memref.load %l1033[%k0] : memref<?xf32>
                %v3229 = arith.constant 0x47008000 : f32
                %v3230 = arith.subf %v3228, %v3229 : f32
                memref.store %v3230, %l1034[%k0] : memref<?xf32>
                %v3231 = memref.load %l1034[%k0] : memref<?xf32>
                %v3232 = memref.load %l945[%k0] : memref<?xf32>
                %v3233 = arith.mulf %v3231, %v3232 : f32
                memref.store %v3233, %l1035[%k0] : memref<?xf32>
                %v3234 = memref.load %l1028[%k0] : memref<?xf32>
                %v3235 = memref.load %l1035[%k0] : memref<?xf32>
                %v3236 = arith.addf %v3234, %v3235 : f32
                memref.store %v3236, %l1021[%k0] : memref<?xf32>
                %v3237 = memref.load %l1021[%k0] : memref<?xf32>
                memref.store %v3237, %l1036[%k0] : memref<?xf32>
                %v3238 = memref.load %l1009[%k0] : memref<?xi32>
                memref.store %v3238, %l1037[%k0] : memref<?xi32>
                %v3239 = memref.load %l1037[%k0] : memref<?xi32>
                %v3240 = arith.constant 24 : i32
                %v3241 = arith.constant 31 : i32
                %v3242 = arith.andi %v3240, %v3241 : i32
                %v3243 = arith.shrsi %v3239, %v3242 : i32
                memref.store %v3243, %l1038[%k0] : memref<?xi32>
                %v3244 = memref.load %l1038[%k0] : memref<?xi32>
                %v3245 = arith.constant 1258291328 : i32
                %v3246 = arith.addi %v3244, %v3245 : i32
                memref.store %v3246, %l1039[%k0] : memref<?xi32>
                %v3247 = memref.load %l1039[%k0] : memref<?xi32>
                memref.store %v3247, %l1040[%k0] : memref<?xi32>
                %v3248 = memref.load %l1040[%k0] : memref<?xi32>
                %v3249 = arith.bitcast %v3248 : i32 to f32
                memref.store %v3249, %l1041[%k0] : memref<?xf32>
                %v3250 = memref.load %l1041[%k0] : memref<?xf32>
                %v3251 = arith.constant 0x4B000080 : f32
                %v3252 = arith.subf %v3250, %v3251 : f32
                memref.store %v3252, %l1042[%k0] : memref<?xf32>
                %v3253 = memref.load %l1042[%k0] : memref<?xf32>
                %v3254 = memref.load %l946[%k0] : memref<?xf32>
                %v3255 = arith.mulf %v3253, %v3254 : f32
                memref.store %v3255, %l1043[%k0] : memref<?xf32>
                %v3256 = memref.load %l1036[%k0] : memref<?xf32>
                %v3257 = memref.load %l1043[%k0] : memref<?xf32>
                %v3258 = arith.addf %v3256, %v3257 : f32
                memref.store %v3258, %l1021[%k0] : memref<?xf32>
                %v3259 = memref.load %l1021[%k0] : memref<?xf32>
                memref.store %v3259, %l1044[%k0] : memref<?xf32>
                %v3260 = memref.load %l1016[%k0] : memref<?xi32>
                %v3261 = arith.constant 255 : i32
                %v3262 = arith.andi %v3260, %v3261 : i32
                memref.store %v3262, %l1045[%k0] : memref<?xi32>
                %v3263 = memref.load %l1045[%k0] : memref<?xi32>
                %v3264 = memref.load %l853[%k0] : memref<?xi32>
                %v3265 = arith.xori %v3263, %v3264 : i32
                memref.store %v3265, %l1046[%k0] : memref<?xi32>
                %v3266 = memref.load %l1046[%k0] : memref<?xi32>
                %v3267 = arith.bitcast %v3266 : i32 to f32
                memref.store %v3267, %l1047[%k0] : memref<?xf32>
                %v3268 = memref.load %l1047[%k0] : memref<?xf32>
                %v3269 = arith.constant 0x4B000080 : f32
                %v3270 = arith.subf %v3268, %v3269 : f32
                memref.store %v3270, %l1048[%k0] : memref<?xf32>
                %v3271 = memref.load %l1048[%k0] : memref<?xf32>
                %v3272 = memref.load %l947[%k0] : memref<?xf32>
                %v3273 = arith.mulf %v3271, %v3272 : f32
                memref.store %v3273, %l1049[%k0] : memref<?xf32>
                %v3274 = memref.load %l1044[%k0] : memref<?xf32>
                %v3275 = memref.load %l1049[%k0] : memref<?xf32>
                %v3276 = arith.addf %v3274, %v3275 : f32
                memref.store %v3276, %l1021[%k0] : memref<?xf32>
                %v3277 = memref.load %l1021[%k0] : memref<?xf32>
                memref.store %v3277, %l1050[%k0] : memref<?xf32>
                %v3278 = memref.load %l1016[%k0] : memref<?xi32>
                %v3279 = arith.constant 65280 : i32
                %v3280 = arith.andi %v3278, %v3279 : i32
                memref.store %v3280, %l1051[%k0] : memref<?xi32>
                %v3281 = memref.load %l1051[%k0] : memref<?xi32>
                %v3282 = memref.load %l854[%k0] : memref<?xi32>
                %v3283 = arith.xori %v3281, %v3282 : i32
                memref.store %v3283, %l1052[%k0] : memref<?xi32>
                %v3284 = memref.load %l1052[%k0] : memref<?xi32>
                %v3285 = arith.bitcast %v3284 : i32 to f32
                memref.store %v3285, %l1053[%k0] : memref<?xf32>
                %v3286 = memref.load %l1053[%k0] : memref<?xf32>
                %v3287 = arith.constant 0x47008000 : f32
                %v3288 = arith.subf %v3286, %v3287 : f32
                memref.store %v3288, %l1054[%k0] : memref<?xf32>
                %v3289 = memref.load %l1054[%k0] : memref<?xf32>
                %v3290 = memref.load %l948[%k0] : memref<?xf32>
                %v3291 = arith.mulf %v3289, %v3290 : f32
                memref.store %v3291, %l1055[%k0] : memref<?xf32>
                %v3292 = memref.load %l1050[%k0] : memref<?xf32>
                %v3293 = memref.load %l1055[%k0] : memref<?xf32>
                %v3294 = arith.addf %v3292, %v3293 : f32
                memref.store %v3294, %l1021[%k0] : memref<?xf32>
                %v3295 = memref.load %l1021[%k0] : memref<?xf32>
                memref.store %v3295, %l1056[%k0] : memref<?xf32>
                %v3296 = arith.constant 8 : i32
                memref.store %v3296, %l1057[%k0] : memref<?xi32>
                %v3297 = memref.load %l1016[%k0] : memref<?xi32>
                %v3298 = memref.load %l1057[%k0] : memref<?xi32>
                %v3299 = arith.constant 31 : i32
                %v3300 = arith.andi %v3298, %v3299 : i32
                %v3301 = arith.shrui %v3297, %v3300 : i32
                memref.store %v3301, %l1058[%k0] : memref<?xi32>
                %v3302 = memref.load %l1058[%k0] : memref<?xi32>
                %v3303 = arith.constant 65280 : i32
                %v3304 = arith.andi %v3302, %v3303 : i32
                memref.store %v3304, %l1059[%k0] : memref<?xi32>
                %v3305 = memref.load %l1059[%k0] : memref<?xi32>
                %v3306 = memref.load %l854[%k0] : memref<?xi32>
                %v3307 = arith.xori %v3305, %v3306 : i32
                memref.store %v3307, %l1060[%k0] : memref<?xi32>
                %v3308 = memref.load %l1060[%k0] : memref<?xi32>
                %v3309 = arith.bitcast %v3308 : i32 to f32
                memref.store %v3309, %l1061[%k0] : memref<?xf32>
                %v3310 = memref.load %l1061[%k0] : memref<?xf32>
                %v3311 = arith.constant 0x47008000 : f32
                %v3312 = arith.subf %v3310, %v3311 : f32
                memref.store %v3312, %l1062[%k0] : memref<?xf32>
                %v3313 = memref.load %l1062[%k0] : memref<?xf32>
                %v3314 = memref.load %l949[%k0] : memref<?xf32>
                %v3315 = arith.mulf %v3313, %v3314 : f32
                memref.store %v3315, %l1063[%k0] : memref<?xf32>
                %v3316 = memref.load %l1056[%k0] : memref<?xf32>
                %v3317 = memref.load %l1063[%k0] : memref<?xf32>
                %v3318 = arith.addf %v3316, %v3317 : f32
                memref.store %v3318, %l1021[%k0] : memref<?xf32>
                %v3319 = memref.load %l1021[%k0] : memref<?xf32>
                memref.store %v3319, %l1064[%k0] : memref<?xf32>
                %v3320 = memref.load %l1016[%k0] : memref<?xi32>
                memref.store %v3320, %l1065[%k0] : memref<?xi32>
                %v3321 = memref.load %l1065[%k0] : memref<?xi32>
                %v3322 = arith.constant 24 : i32
                %v3323 = arith.constant 31 : i32
                %v3324 = arith.andi %v3322, %v3323 : i32
                %v3325 = arith.shrsi %v3321, %v3324 : i32
                memref.store %v3325, %l1066[%k0] : memref<?xi32>
                %v3326 = memref.load %l1066[%k0] : memref<?xi32>
                %v3327 = arith.constant 1258291328 : i32
                %v3328 = arith.addi %v3326, %v3327 : i32
                memref.store %v3328, %l1067[%k0] : memref<?xi32>
                %v3329 = memref.load %l1067[%k0] : memref<?xi32>
                memref.store %v3329, %l1068[%k0] : memref<?xi32>
                %v3330 = memref.load %l1068[%k0] : memref<?xi32>
                %v3331 = arith.bitcast %v3330 : i32 to f32
                memref.store %v3331, %l1069[%k0] : memref<?xf32>
                %v3332 = memref.load %l1069[%k0] : memref<?xf32>
                %v3333 = arith.constant 0x4B000080 : f32
                %v3334 = arith.subf %v3332, %v3333 : f32
                memref.store %v3334, %l1070[%k0] : memref<?xf32>
                %v3335 = memref.load %l1070[%k0] : memref<?xf32>
                %v3336 = memref.load %l950[%k0] : memref<?xf32>
                %v3337 = arith.mulf %v3335, %v3336 : f32
                memref.store %v3337, %l1071[%k0] : memref<?xf32>
                %v3338 = memref.load %l1064[%k0] : memref<?xf32>
                %v3339 = memref.load %l1071[%k0] : memref<?xf32>
                %v3340 = arith.addf %v3338, %v3339 : f32
                memref.store %v3340, %l1021[%k0] : memref<?xf32>
                %v3341 = memref.load %l915[%k0] : memref<?xf32>
                memref.store %v3341, %l1072[%k0] : memref<?xf32>
                %v3342 = memref.load %l869[%k0] : memref<?xi64>
                %v3343 = arith.constant 16 : i64
                %v3344 = arith.subi %v3342, %v3343 : i64
                memref.store %v3344, %l1073[%k0] : memref<?xi64>
                %v3345 = memref.load %l1073[%k0] : memref<?xi64>
                %v3346 = arith.trunci %v3345 : i64 to i32
                memref.store %v3346, %l1074[%k0] : memref<?xi32>
                %v3347 = memref.load %l987[%k0] : memref<?xi32>
                %v3348 = memref.load %l1074[%k0] : memref<?xi32>
                %v3349 = arith.constant 31 : i32
                %v3350 = arith.andi %v3348, %v3349 : i32
                %v3351 = arith.shrui %v3347, %v3350 : i32
                memref.store %v3351, %l1075[%k0] : memref<?xi32>
                %v3352 = memref.load %l1075[%k0] : memref<?xi32>
                %v3353 = arith.constant 65535 : i32
                %v3354 = arith.andi %v3352, %v3353 : i32
                memref.store %v3354, %l1076[%k0] : memref<?xi32>
                %v3355 = memref.load %l1076[%k0] : memref<?xi32>
                %v3356 = arith.constant 32767 : i32
                %v3357 = arith.andi %v3355, %v3356 : i32
                memref.store %v3357, %l1077[%k0] : memref<?xi32>
                %v3358 = arith.constant 13 : i32
                memref.store %v3358, %l1078[%k0] : memref<?xi32>
                %v3359 = memref.load %l1077[%k0] : memref<?xi32>
                %v3360 = memref.load %l1078[%k0] : memref<?xi32>
                %v3361 = arith.constant 31 : i32
                %v3362 = arith.andi %v3360, %v3361 : i32
                %v3363 = arith.shli %v3359, %v3362 : i32
                memref.store %v3363, %l1079[%k0] : memref<?xi32>
                %v3364 = memref.load %l1079[%k0] : memref<?xi32>
                %v3365 = arith.constant 939524096 : i32
                %v3366 = arith.addi %v3364, %v3365 : i32
                memref.store %v3366, %l1080[%k0] : memref<?xi32>
                %v3367 = memref.load %l1080[%k0] : memref<?xi32>
                %v3368 = arith.bitcast %v3367 : i32 to f32
                memref.store %v3368, %l1081[%k0] : memref<?xf32>
                %v3369 = memref.load %l1077[%k0] : memref<?xi32>
                %v3370 = arith.constant 1024 : i32
                %v3371 = arith.cmpi ult, %v3369, %v3370 : i32
                memref.store %v3371, %l1082[%k0] : memref<?xi1>
                %v3372 = memref.load %l1082[%k0] : memref<?xi1>
                cf.cond_br %v3372, ^bb192, ^bb193
              ^bb192:
                %v3373 = arith.constant 13 : i32
                memref.store %v3373, %l1083[%k0] : memref<?xi32>
                %v3374 = memref.load %l1077[%k0] : memref<?xi32>
                %v3375 = memref.load %l1083[%k0] : memref<?xi32>
                %v3376 = arith.constant 31 : i32
                %v3377 = arith.andi %v3375, %v3376 : i32
                %v3378 = arith.shli %v3374, %v3377 : i32
                memref.store %v3378, %l1084[%k0] : memref<?xi32>
                %v3379 = memref.load %l1084[%k0] : memref<?xi32>
                %v3380 = arith.constant 947912704 : i32
                %v3381 = arith.addi %v3379, %v3380 : i32
                memref.store %v3381, %l1085[%k0] : memref<?xi32>
                %v3382 = memref.load %l1085[%k0] : memref<?xi32>
                %v3383 = arith.bitcast %v3382 : i32 to f32
                memref.store %v3383, %l1086[%k0] : memref<?xf32>
                %v3384 = memref.load %l1086[%k0] : memref<?xf32>
                %v3385 = arith.constant 0x38800000 : f32
                %v3386 = arith.subf %v3384, %v3385 : f32
                memref.store %v3386, %l1081[%k0] : memref<?xf32>
                cf.br ^bb193
              ^bb193:
                %v3387 = memref.load %l1077[%k0] : memref<?xi32>
                %v3388 = arith.constant 31744 : i32
                %v3389 = arith.cmpi uge, %v3387, %v3388 : i32
                memref.store %v3389, %l1087[%k0] : memref<?xi1>
                %v3390 = memref.load %l1087[%k0] : memref<?xi1>
                cf.cond_br %v3390, ^bb194, ^bb195
              ^bb194:
                %v3391 = arith.constant 13 : i32
                memref.store %v3391, %l1088[%k0] : memref<?xi32>
                %v3392 = memref.load %l1077[%k0] : memref<?xi32>
                %v3393 = memref.load %l1088[%k0] : memref<?xi32>
                %v3394 = arith.constant 31 : i32
                %v3395 = arith.andi %v3393, %v3394 : i32
                %v3396 = arith.shli %v3392, %v3395 : i32
                memref.store %v3396, %l1089[%k0] : memref<?xi32>
                %v3397 = memref.load %l1089[%k0] : memref<?xi32>
                %v3398 = arith.constant 1879048192 : i32
                %v3399 = arith.addi %v3397, %v3398 : i32
                memref.store %v3399, %l1090[%k0] : memref<?xi32>
                %v3400 = memref.load %l1090[%k0] : memref<?xi32>
                %v3401 = arith.bitcast %v3400 : i32 to f32
                memref.store %v3401, %l1091[%k0] : memref<?xf32>
                %v3402 = memref.load %l1091[%k0] : memref<?xf32>
                memref.store %v3402, %l1081[%k0] : memref<?xf32>
                cf.br ^bb195
              ^bb195:
                %v3403 = memref.load %l1076[%k0] : memref<?xi32>
                %v3404 = arith.constant 32768 : i32
                %v3405 = arith.cmpi uge, %v3403, %v3404 : i32
                memref.store %v3405, %l1092[%k0] : memref<?xi1>
                %v3406 = memref.load %l1092[%k0] : memref<?xi1>
                cf.cond_br %v3406, ^bb196, ^bb197
              ^bb196:
                %v3407 = memref.load %l1081[%k0] : memref<?xf32>
                memref.store %v3407, %l1093[%k0] : memref<?xf32>
                %v3408 = memref.load %l1093[%k0] : memref<?xf32>
                %v3409 = arith.negf %v3408 : f32
                memref.store %v3409, %l1081[%k0] : memref<?xf32>
                cf.br ^bb197
              ^bb197:
                %v3410 = memref.load %l1081[%k0] : memref<?xf32>
                memref.store %v3410, %l1094[%k0] : memref<?xf32>
                %v3411 = memref.load %l1021[%k0] : memref<?xf32>
                memref.store %v3411, %l1095[%k0] : memref<?xf32>
                %v3412 = memref.load %l1094[%k0] : memref<?xf32>
                %v3413 = memref.load %l1095[%k0] : memref<?xf32>
                %v3414 = arith.mulf %v3412, %v3413 : f32
                memref.store %v3414, %l1096[%k0] : memref<?xf32>
                %v3415 = memref.load %l1072[%k0] : memref<?xf32>
                %v3416 = memref.load %l1096[%k0] : memref<?xf32>
                %v3417 = arith.addf %v3415, %v3416 : f32
                memref.store %v3417, %l1097[%k0] : memref<?xf32>
                %v3418 = memref.load %l1097[%k0] : memref<?xf32>
                memref.store %v3418, %l915[%k0] : memref<?xf32>
                %v3419 = memref.load %l993[%k0] : memref<?xi32>
                %v3420 = arith.extui %v3419 : i32 to i64
                memref.store %v3420, %l1098[%k0] : memref<?xi64>
                %v3421 = arith.constant 32 : i32
                %v3422 = arith.extsi %v3421 : i32 to i64
                memref.store %v3422, %l1099[%k0] : memref<?xi64>
                %v3423 = memref.load %l1098[%k0] : memref<?xi64>
                %v3424 = memref.load %l1099[%k0] : memref<?xi64>
                %v3425 = arith.constant 63 : i64
                %v3426 = arith.andi %v3424, %v3425 : i64
                %v3427 = arith.shli %v3423, %v3426 : i64
                memref.store %v3427, %l1100[%k0] : memref<?xi64>
                %v3428 = memref.load %l992[%k0] : memref<?xi32>
                %v3429 = arith.extui %v3428 : i32 to i64
                memref.store %v3429, %l1101[%k0] : memref<?xi64>
                %v3430 = memref.load %l1100[%k0] : memref<?xi64>
                %v3431 = memref.load %l1101[%k0] : memref<?xi64>
                %v3432 = arith.ori %v3430, %v3431 : i64
                memref.store %v3432, %l1102[%k0] : memref<?xi64>
                %v3433 = memref.load %l1102[%k0] : memref<?xi64>
                %v3434 = memref.load %l884[%k0] : memref<?xi64>
                %v3435 = arith.constant 63 : i64
                %v3436 = arith.andi %v3434, %v3435 : i64
                %v3437 = arith.shrui %v3433, %v3436 : i64
                memref.store %v3437, %l1103[%k0] : memref<?xi64>
                %v3438 = memref.load %l1103[%k0] : memref<?xi64>
                %v3439 = arith.trunci %v3438 : i64 to i32
                memref.store %v3439, %l1104[%k0] : memref<?xi32>
                %v3440 = memref.load %l994[%k0] : memref<?xi32>
                %v3441 = arith.extui %v3440 : i32 to i64
                memref.store %v3441, %l1105[%k0] : memref<?xi64>
                %v3442 = arith.constant 32 : i32
                %v3443 = arith.extsi %v3442 : i32 to i64
                memref.store %v3443, %l1106[%k0] : memref<?xi64>
                %v3444 = memref.load %l1105[%k0] : memref<?xi64>
                %v3445 = memref.load %l1106[%k0] : memref<?xi64>
                %v3446 = arith.constant 63 : i64
                %v3447 = arith.andi %v3445, %v3446 : i64
                %v3448 = arith.shli %v3444, %v3447 : i64
                memref.store %v3448, %l1107[%k0] : memref<?xi64>
                %v3449 = memref.load %l993[%k0] : memref<?xi32>
                %v3450 = arith.extui %v3449 : i32 to i64
                memref.store %v3450, %l1108[%k0] : memref<?xi64>
                %v3451 = memref.load %l1107[%k0] : memref<?xi64>
                %v3452 = memref.load %l1108[%k0] : memref<?xi64>
                %v3453 = arith.ori %v3451, %v3452 : i64
                memref.store %v3453, %l1109[%k0] : memref<?xi64>
                %v3454 = memref.load %l1109[%k0] : memref<?xi64>
                %v3455 = memref.load %l884[%k0] : memref<?xi64>
                %v3456 = arith.constant 63 : i64
                %v3457 = arith.andi %v3455, %v3456 : i64
                %v3458 = arith.shrui %v3454, %v3457 : i64
                memref.store %v3458, %l1110[%k0] : memref<?xi64>
                %v3459 = memref.load %l1110[%k0] : memref<?xi64>
                %v3460 = arith.trunci %v3459 : i64 to i32
                memref.store %v3460, %l1111[%k0] : memref<?xi32>
                %v3461 = memref.load %l1104[%k0] : memref<?xi32>
                %v3462 = arith.constant 255 : i32
                %v3463 = arith.andi %v3461, %v3462 : i32
                memref.store %v3463, %l1112[%k0] : memref<?xi32>
                %v3464 = memref.load %l1112[%k0] : memref<?xi32>
                %v3465 = memref.load %l853[%k0] : memref<?xi32>
                %v3466 = arith.xori %v3464, %v3465 : i32
                memref.store %v3466, %l1113[%k0] : memref<?xi32>
                %v3467 = memref.load %l1113[%k0] : memref<?xi32>
                %v3468 = arith.bitcast %v3467 : i32 to f32
                memref.store %v3468, %l1114[%k0] : memref<?xf32>
                %v3469 = memref.load %l1114[%k0] : memref<?xf32>
                %v3470 = arith.constant 0x4B000080 : f32
                %v3471 = arith.subf %v3469, %v3470 : f32
                memref.store %v3471, %l1115[%k0] : memref<?xf32>
                %v3472 = memref.load %l1115[%k0] : memref<?xf32>
                %v3473 = memref.load %l943[%k0] : memref<?xf32>
                %v3474 = arith.mulf %v3472, %v3473 : f32
                memref.store %v3474, %l1116[%k0] : memref<?xf32>
                %v3475 = memref.load %l1116[%k0] : memref<?xf32>
                memref.store %v3475, %l1117[%k0] : memref<?xf32>
                %v3476 = memref.load %l1104[%k0] : memref<?xi32>
                %v3477 = arith.constant 65280 : i32
                %v3478 = arith.andi %v3476, %v3477 : i32
                memref.store %v3478, %l1118[%k0] : memref<?xi32>
                %v3479 = memref.load %l1118[%k0] : memref<?xi32>
                %v3480 = memref.load %l854[%k0] : memref<?xi32>
                %v3481 = arith.xori %v3479, %v3480 : i32
                memref.store %v3481, %l1119[%k0] : memref<?xi32>
                %v3482 = memref.load %l1119[%k0] : memref<?xi32>
                %v3483 = arith.bitcast %v3482 : i32 to f32
                memref.store %v3483, %l1120[%k0] : memref<?xf32>
                %v3484 = memref.load %l1120[%k0] : memref<?xf32>
                %v3485 = arith.constant 0x47008000 : f32
                %v3486 = arith.subf %v3484, %v3485 : f32
                memref.store %v3486, %l1121[%k0] : memref<?xf32>
                %v3487 = memref.load %l1121[%k0] : memref<?xf32>
                %v3488 = memref.load %l944[%k0] : memref<?xf32>
                %v3489 = arith.mulf %v3487, %v3488 : f32
                memref.store %v3489, %l1122[%k0] : memref<?xf32>
                %v3490 = memref.load %l1117[%k0] : memref<?xf32>
                %v3491 = memref.load %l1122[%k0] : memref<?xf32>
                %v3492 = arith.addf %v3490, %v3491 : f32
                memref.store %v3492, %l1116[%k0] : memref<?xf32>
                %v3493 = memref.load %l1116[%k0] : memref<?xf32>
                memref.store %v3493, %l1123[%k0] : memref<?xf32>
                %v3494 = arith.constant 8 : i32
                memref.store %v3494, %l1124[%k0] : memref<?xi32>
                %v3495 = memref.load %l1104[%k0] : memref<?xi32>
                %v3496 = memref.load %l1124[%k0] : memref<?xi32>
                %v3497 = arith.constant 31 : i32
                %v3498 = arith.andi %v3496, %v3497 : i32
                %v3499 = arith.shrui %v3495, %v3498 : i32
                memref.store %v3499, %l1125[%k0] : memref<?xi32>
                %v3500 = memref.load %l1125[%k0] : memref<?xi32>
                %v3501 = arith.constant 65280 : i32
                %v3502 = arith.andi %v3500, %v3501 : i32
                memref.store %v3502, %l1126[%k0] : memref<?xi32>
                %v3503 = memref.load %l1126[%k0] : memref<?xi32>
                %v3504 = memref.load %l854[%k0] : memref<?xi32>
                %v3505 = arith.xori %v3503, %v3504 : i32
                memref.store %v3505, %l1127[%k0] : memref<?xi32>
                %v3506 = memref.load %l1127[%k0] : memref<?xi32>
                %v3507 = arith.bitcast %v3506 : i32 to f32
                memref.store %v3507, %l1128[%k0] : memref<?xf32>
                %v3508 = memref.load %l1128[%k0] : memref<?xf32>
                %v3509 = arith.constant 0x47008000 : f32
                %v3510 = arith.subf %v3508, %v3509 : f32
                memref.store %v3510, %l1129[%k0] : memref<?xf32>
                %v3511 = memref.load %l1129[%k0] : memref<?xf32>
                %v3512 = memref.load %l945[%k0] : memref<?xf32>
                %v3513 = arith.mulf %v3511, %v3512 : f32
                memref.store %v3513, %l1130[%k0] : memref<?xf32>
                %v3514 = memref.load %l1123[%k0] : memref<?xf32>
                %v3515 = memref.load %l1130[%k0] : memref<?xf32>
                %v3516 = arith.addf %v3514, %v3515 : f32
                memref.store %v3516, %l1116[%k0] : memref<?xf32>
                %v3517 = memref.load %l1116[%k0] : memref<?xf32>
                memref.store %v3517, %l1131[%k0] : memref<?xf32>
                %v3518 = memref.load %l1104[%k0] : memref<?xi32>
                memref.store %v3518, %l1132[%k0] : memref<?xi32>
                %v3519 = memref.load %l1132[%k0] : memref<?xi32>
                %v3520 = arith.constant 24 : i32
                %v3521 = arith.constant 31 : i32
                %v3522 = arith.andi %v3520, %v3521 : i32
                %v3523 = arith.shrsi %v3519, %v3522 : i32
                memref.store %v3523, %l1133[%k0] : memref<?xi32>
                %v3524 = memref.load %l1133[%k0] : memref<?xi32>
                %v3525 = arith.constant 1258291328 : i32
                %v3526 = arith.addi %v3524, %v3525 : i32
                memref.store %v3526, %l1134[%k0] : memref<?xi32>
                %v3527 = memref.load %l1134[%k0] : memref<?xi32>
                memref.store %v3527, %l1135[%k0] : memref<?xi32>
                %v3528 = memref.load %l1135[%k0] : memref<?xi32>
                %v3529 = arith.bitcast %v3528 : i32 to f32
                memref.store %v3529, %l1136[%k0] : memref<?xf32>
                %v3530 = memref.load %l1136[%k0] : memref<?xf32>
                %v3531 = arith.constant 0x4B000080 : f32
                %v3532 = arith.subf %v3530, %v3531 : f32
                memref.store %v3532, %l1137[%k0] : memref<?xf32>
                %v3533 = memref.load %l1137[%k0] : memref<?xf32>
                %v3534 = memref.load %l946[%k0] : memref<?xf32>
                %v3535 = arith.mulf %v3533, %v3534 : f32
                memref.store %v3535, %l1138[%k0] : memref<?xf32>
                %v3536 = memref.load %l1131[%k0] : memref<?xf32>
                %v3537 = memref.load %l1138[%k0] : memref<?xf32>
                %v3538 = arith.addf %v3536, %v3537 : f32
                memref.store %v3538, %l1116[%k0] : memref<?xf32>
                %v3539 = memref.load %l1116[%k0] : memref<?xf32>
                memref.store %v3539, %l1139[%k0] : memref<?xf32>
                %v3540 = memref.load %l1111[%k0] : memref<?xi32>
                %v3541 = arith.constant 255 : i32
                %v3542 = arith.andi %v3540, %v3541 : i32
                memref.store %v3542, %l1140[%k0] : memref<?xi32>
                %v3543 = memref.load %l1140[%k0] : memref<?xi32>
                %v3544 = memref.load %l853[%k0] : memref<?xi32>
                %v3545 = arith.xori %v3543, %v3544 : i32
                memref.store %v3545, %l1141[%k0] : memref<?xi32>
                %v3546 = memref.load %l1141[%k0] : memref<?xi32>
                %v3547 = arith.bitcast %v3546 : i32 to f32
                memref.store %v3547, %l1142[%k0] : memref<?xf32>
                %v3548 = memref.load %l1142[%k0] : memref<?xf32>
                %v3549 = arith.constant 0x4B000080 : f32
                %v3550 = arith.subf %v3548, %v3549 : f32
                memref.store %v3550, %l1143[%k0] : memref<?xf32>
                %v3551 = memref.load %l1143[%k0] : memref<?xf32>
                %v3552 = memref.load %l947[%k0] : memref<?xf32>
                %v3553 = arith.mulf %v3551, %v3552 : f32
                memref.store %v3553, %l1144[%k0] : memref<?xf32>
                %v3554 = memref.load %l1139[%k0] : memref<?xf32>
                %v3555 = memref.load %l1144[%k0] : memref<?xf32>
                %v3556 = arith.addf %v3554, %v3555 : f32
                memref.store %v3556, %l1116[%k0] : memref<?xf32>
                %v3557 = memref.load %l1116[%k0] : memref<?xf32>
                memref.store %v3557, %l1145[%k0] : memref<?xf32>
                %v3558 = memref.load %l1111[%k0] : memref<?xi32>
                %v3559 = arith.constant 65280 : i32
                %v3560 = arith.andi %v3558, %v3559 : i32
                memref.store %v3560, %l1146[%k0] : memref<?xi32>
                %v3561 = memref.load %l1146[%k0] : memref<?xi32>
                %v3562 = memref.load %l854[%k0] : memref<?xi32>
                %v3563 = arith.xori %v3561, %v3562 : i32
                memref.store %v3563, %l1147[%k0] : memref<?xi32>
                %v3564 = memref.load %l1147[%k0] : memref<?xi32>
                %v3565 = arith.bitcast %v3564 : i32 to f32
                memref.store %v3565, %l1148[%k0] : memref<?xf32>
                %v3566 = memref.load %l1148[%k0] : memref<?xf32>
                %v3567 = arith.constant 0x47008000 : f32
                %v3568 = arith.subf %v3566, %v3567 : f32
                memref.store %v3568, %l1149[%k0] : memref<?xf32>
                %v3569 = memref.load %l1149[%k0] : memref<?xf32>
                %v3570 = memref.load %l948[%k0] : memref<?xf32>
                %v3571 = arith.mulf %v3569, %v3570 : f32
                memref.store %v3571, %l1150[%k0] : memref<?xf32>
                %v3572 = memref.load %l1145[%k0] : memref<?xf32>
                %v3573 = memref.load %l1150[%k0] : memref<?xf32>
                %v3574 = arith.addf %v3572, %v3573 : f32
                memref.store %v3574, %l1116[%k0] : memref<?xf32>
                %v3575 = memref.load %l1116[%k0] : memref<?xf32>
                memref.store %v3575, %l1151[%k0] : memref<?xf32>
                %v3576 = arith.constant 8 : i32
                memref.store %v3576, %l1152[%k0] : memref<?xi32>
                %v3577 = memref.load %l1111[%k0] : memref<?xi32>
                %v3578 = memref.load %l1152[%k0] : memref<?xi32>
                %v3579 = arith.constant 31 : i32
                %v3580 = arith.andi %v3578, %v3579 : i32
                %v3581 = arith.shrui %v3577, %v3580 : i32
                memref.store %v3581, %l1153[%k0] : memref<?xi32>
                %v3582 = memref.load %l1153[%k0] : memref<?xi32>
                %v3583 = arith.constant 65280 : i32
                %v3584 = arith.andi %v3582, %v3583 : i32
                memref.store %v3584, %l1154[%k0] : memref<?xi32>
                %v3585 = memref.load %l1154[%k0] : memref<?xi32>
                %v3586 = memref.load %l854[%k0] : memref<?xi32>
                %v3587 = arith.xori %v3585, %v3586 : i32
                memref.store %v3587, %l1155[%k0] : memref<?xi32>
                %v3588 = memref.load %l1155[%k0] : memref<?xi32>
                %v3589 = arith.bitcast %v3588 : i32 to f32
                memref.store %v3589, %l1156[%k0] : memref<?xf32>
                %v3590 = memref.load %l1156[%k0] : memref<?xf32>
                %v3591 = arith.constant 0x47008000 : f32
                %v3592 = arith.subf %v3590, %v3591 : f32
                memref.store %v3592, %l1157[%k0] : memref<?xf32>
                %v3593 = memref.load %l1157[%k0] : memref<?xf32>
                %v3594 = memref.load %l949[%k0] : memref<?xf32>
                %v3595 = arith.mulf %v3593, %v3594 : f32
                memref.store %v3595, %l1158[%k0] : memref<?xf32>
                %v3596 = memref.load %l1151[%k0] : memref<?xf32>
                %v3597 = memref.load %l1158[%k0] : memref<?xf32>
                %v3598 = arith.addf %v3596, %v3597 : f32
                memref.store %v3598, %l1116[%k0] : memref<?xf32>
                %v3599 = memref.load %l1116[%k0] : memref<?xf32>
                memref.store %v3599, %l1159[%k0] : memref<?xf32>
                %v3600 = memref.load %l1111[%k0] : memref<?xi32>
                memref.store %v3600, %l1160[%k0] : memref<?xi32>
                %v3601 = memref.load %l1160[%k0] : memref<?xi32>
                %v3602 = arith.constant 24 : i32
                %v3603 = arith.constant 31 : i32
                %v3604 = arith.andi %v3602, %v3603 : i32
                %v3605 = arith.shrsi %v3601, %v3604 : i32
                memref.store %v3605, %l1161[%k0] : memref<?xi32>
                %v3606 = memref.load %l1161[%k0] : memref<?xi32>
                %v3607 = arith.constant 1258291328 : i32
                %v3608 = arith.addi %v3606, %v3607 : i32
                memref.store %v3608, %l1162[%k0] : memref<?xi32>
                %v3609 = memref.load %l1162[%k0] : memref<?xi32>
                memref.store %v3609, %l1163[%k0] : memref<?xi32>
                %v3610 = memref.load %l1163[%k0] : memref<?xi32>
                %v3611 = arith.bitcast %v3610 : i32 to f32
                memref.store %v3611, %l1164[%k0] : memref<?xf32>
                %v3612 = memref.load %l1164[%k0] : memref<?xf32>
                %v3613 = arith.constant 0x4B000080 : f32
                %v3614 = arith.subf %v3612, %v3613 : f32
                memref.store %v3614, %l1165[%k0] : memref<?xf32>
                %v3615 = memref.load %l1165[%k0] : memref<?xf32>
                %v3616 = memref.load %l950[%k0] : memref<?xf32>
                %v3617 = arith.mulf %v3615, %v3616 : f32
                memref.store %v3617, %l1166[%k0] : memref<?xf32>
                %v3618 = memref.load %l1159[%k0] : memref<?xf32>
                %v3619 = memref.load %l1166[%k0] : memref<?xf32>
                %v3620 = arith.addf %v3618, %v3619 : f32
                memref.store %v3620, %l1116[%k0] : memref<?xf32>
                %v3621 = memref.load %l916[%k0] : memref<?xf32>
                memref.store %v3621, %l1167[%k0] : memref<?xf32>
                %v3622 = memref.load %l884[%k0] : memref<?xi64>
                %v3623 = arith.constant 16 : i64
                %v3624 = arith.subi %v3622, %v3623 : i64
                memref.store %v3624, %l1168[%k0] : memref<?xi64>
                %v3625 = memref.load %l1168[%k0] : memref<?xi64>
                %v3626 = arith.trunci %v3625 : i64 to i32
                memref.store %v3626, %l1169[%k0] : memref<?xi32>
                %v3627 = memref.load %l991[%k0] : memref<?xi32>
                %v3628 = memref.load %l1169[%k0] : memref<?xi32>
                %v3629 = arith.constant 31 : i32
                %v3630 = arith.andi %v3628, %v3629 : i32
                %v3631 = arith.shrui %v3627, %v3630 : i32
                memref.store %v3631, %l1170[%k0] : memref<?xi32>
                %v3632 = memref.load %l1170[%k0] : memref<?xi32>
                %v3633 = arith.constant 65535 : i32
                %v3634 = arith.andi %v3632, %v3633 : i32
                memref.store %v3634, %l1171[%k0] : memref<?xi32>
                %v3635 = memref.load %l1171[%k0] : memref<?xi32>
                %v3636 = arith.constant 32767 : i32
                %v3637 = arith.andi %v3635, %v3636 : i32
                memref.store %v3637, %l1172[%k0] : memref<?xi32>
                %v3638 = arith.constant 13 : i32
                memref.store %v3638, %l1173[%k0] : memref<?xi32>
                %v3639 = memref.load %l1172[%k0] : memref<?xi32>
                %v3640 = memref.load %l1173[%k0] : memref<?xi32>
                %v3641 = arith.constant 31 : i32
                %v3642 = arith.andi %v3640, %v3641 : i32
                %v3643 = arith.shli %v3639, %v3642 : i32
                memref.store %v3643, %l1174[%k0] : memref<?xi32>
                %v3644 = memref.load %l1174[%k0] : memref<?xi32>
                %v3645 = arith.constant 939524096 : i32
                %v3646 = arith.addi %v3644, %v3645 : i32
                memref.store %v3646, %l1175[%k0] : memref<?xi32>
                %v3647 = memref.load %l1175[%k0] : memref<?xi32>
                %v3648 = arith.bitcast %v3647 : i32 to f32
                memref.store %v3648, %l1176[%k0] : memref<?xf32>
                %v3649 = memref.load %l1172[%k0] : memref<?xi32>
                %v3650 = arith.constant 1024 : i32
                %v3651 = arith.cmpi ult, %v3649, %v3650 : i32
                memref.store %v3651, %l1177[%k0] : memref<?xi1>
                %v3652 = memref.load %l1177[%k0] : memref<?xi1>
                cf.cond_br %v3652, ^bb198, ^bb199
              ^bb198:
                %v3653 = arith.constant 13 : i32
                memref.store %v3653, %l1178[%k0] : memref<?xi32>
                %v3654 = memref.load %l1172[%k0] : memref<?xi32>
                %v3655 = memref.load %l1178[%k0] : memref<?xi32>
                %v3656 = arith.constant 31 : i32
                %v3657 = arith.andi %v3655, %v3656 : i32
                %v3658 = arith.shli %v3654, %v3657 : i32
                memref.store %v3658, %l1179[%k0] : memref<?xi32>
                %v3659 = memref.load %l1179[%k0] : memref<?xi32>
                %v3660 = arith.constant 947912704 : i32
                %v3661 = arith.addi %v3659, %v3660 : i32
                memref.store %v3661, %l1180[%k0] : memref<?xi32>
                %v3662 = memref.load %l1180[%k0] : memref<?xi32>
                %v3663 = arith.bitcast %v3662 : i32 to f32
                memref.store %v3663, %l1181[%k0] : memref<?xf32>
                %v3664 = memref.load %l1181[%k0] : memref<?xf32>
                %v3665 = arith.constant 0x38800000 : f32
                %v3666 = arith.subf %v3664, %v3665 : f32
                memref.store %v3666, %l1176[%k0] : memref<?xf32>
                cf.br ^bb199
              ^bb199:
                %v3667 = memref.load %l1172[%k0] : memref<?xi32>
                %v3668 = arith.constant 31744 : i32
                %v3669 = arith.cmpi uge, %v3667, %v3668 : i32
                memref.store %v3669, %l1182[%k0] : memref<?xi1>
                %v3670 = memref.load %l1182[%k0] : memref<?xi1>
                cf.cond_br %v3670, ^bb200, ^bb201
              ^bb200:
                %v3671 = arith.constant 13 : i32
                memref.store %v3671, %l1183[%k0] : memref<?xi32>
                %v3672 = memref.load %l1172[%k0] : memref<?xi32>
                %v3673 = memref.load %l1183[%k0] : memref<?xi32>
                %v3674 = arith.constant 31 : i32
                %v3675 = arith.andi %v3673, %v3674 : i32
                %v3676 = arith.shli %v3672, %v3675 : i32
                memref.store %v3676, %l1184[%k0] : memref<?xi32>
                %v3677 = memref.load %l1184[%k0] : memref<?xi32>
                %v3678 = arith.constant 1879048192 : i32
                %v3679 = arith.addi %v3677, %v3678 : i32
                memref.store %v3679, %l1185[%k0] : memref<?xi32>
                %v3680 = memref.load %l1185[%k0] : memref<?xi32>
                %v3681 = arith.bitcast %v3680 : i32 to f32
                memref.store %v3681, %l1186[%k0] : memref<?xf32>
                %v3682 = memref.load %l1186[%k0] : memref<?xf32>
                memref.store %v3682, %l1176[%k0] : memref<?xf32>
                cf.br ^bb201
              ^bb201:
                %v3683 = memref.load %l1171[%k0] : memref<?xi32>
                %v3684 = arith.constant 32768 : i32
                %v3685 = arith.cmpi uge, %v3683, %v3684 : i32
                memref.store %v3685, %l1187[%k0] : memref<?xi1>
                %v3686 = memref.load %l1187[%k0] : memref<?xi1>
                cf.cond_br %v3686, ^bb202, ^bb203
              ^bb202:
                %v3687 = memref.load %l1176[%k0] : memref<?xf32>
                memref.store %v3687, %l1188[%k0] : memref<?xf32>
                %v3688 = memref.load %l1188[%k0] : memref<?xf32>
                %v3689 = arith.negf %v3688 : f32
                memref.store %v3689, %l1176[%k0] : memref<?xf32>
                cf.br ^bb203
              ^bb203:
                %v3690 = memref.load %l1176[%k0] : memref<?xf32>
                memref.store %v3690, %l1189[%k0] : memref<?xf32>
                %v3691 = memref.load %l1116[%k0] : memref<?xf32>
                memref.store %v3691, %l1190[%k0] : memref<?xf32>
                %v3692 = memref.load %l1189[%k0] : memref<?xf32>
                %v3693 = memref.load %l1190[%k0] : memref<?xf32>
                %v3694 = arith.mulf %v3692, %v3693 : f32
                memref.store %v3694, %l1191[%k0] : memref<?xf32>
                %v3695 = memref.load %l1167[%k0] : memref<?xf32>
                %v3696 = memref.load %l1191[%k0] : memref<?xf32>
                %v3697 = arith.addf %v3695, %v3696 : f32
                memref.store %v3697, %l1192[%k0] : memref<?xf32>
                %v3698 = memref.load %l1192[%k0] : memref<?xf32>
                memref.store %v3698, %l916[%k0] : memref<?xf32>
                %v3699 = memref.load %l997[%k0] : memref<?xi32>
                %v3700 = arith.extui %v3699 : i32 to i64
                memref.store %v3700, %l1193[%k0] : memref<?xi64>
                %v3701 = arith.constant 32 : i32
                %v3702 = arith.extsi %v3701 : i32 to i64
                memref.store %v3702, %l1194[%k0] : memref<?xi64>
                %v3703 = memref.load %l1193[%k0] : memref<?xi64>
                %v3704 = memref.load %l1194[%k0] : memref<?xi64>
                %v3705 = arith.constant 63 : i64
                %v3706 = arith.andi %v3704, %v3705 : i64
                %v3707 = arith.shli %v3703, %v3706 : i64
                memref.store %v3707, %l1195[%k0] : memref<?xi64>
                %v3708 = memref.load %l996[%k0] : memref<?xi32>
                %v3709 = arith.extui %v3708 : i32 to i64
                memref.store %v3709, %l1196[%k0] : memref<?xi64>
                %v3710 = memref.load %l1195[%k0] : memref<?xi64>
                %v3711 = memref.load %l1196[%k0] : memref<?xi64>
                %v3712 = arith.ori %v3710, %v3711 : i64
                memref.store %v3712, %l1197[%k0] : memref<?xi64>
                %v3713 = memref.load %l1197[%k0] : memref<?xi64>
                %v3714 = memref.load %l899[%k0] : memref<?xi64>
                %v3715 = arith.constant 63 : i64
                %v3716 = arith.andi %v3714, %v3715 : i64
                %v3717 = arith.shrui %v3713, %v3716 : i64
                memref.store %v3717, %l1198[%k0] : memref<?xi64>
                %v3718 = memref.load %l1198[%k0] : memref<?xi64>
                %v3719 = arith.trunci %v3718 : i64 to i32
                memref.store %v3719, %l1199[%k0] : memref<?xi32>
                %v3720 = memref.load %l998[%k0] : memref<?xi32>
                %v3721 = arith.extui %v3720 : i32 to i64
                memref.store %v3721, %l1200[%k0] : memref<?xi64>
                %v3722 = arith.constant 32 : i32
                %v3723 = arith.extsi %v3722 : i32 to i64
                memref.store %v3723, %l1201[%k0] : memref<?xi64>
                %v3724 = memref.load %l1200[%k0] : memref<?xi64>
                %v3725 = memref.load %l1201[%k0] : memref<?xi64>
                %v3726 = arith.constant 63 : i64
                %v3727 = arith.andi %v3725, %v3726 : i64
                %v3728 = arith.shli %v3724, %v3727 : i64
                memref.store %v3728, %l1202[%k0] : memref<?xi64>
                %v3729 = memref.load %l997[%k0] : memref<?xi32>
                %v3730 = arith.extui %v3729 : i32 to i64
                memref.store %v3730, %l1203[%k0] : memref<?xi64>
                %v3731 = memref.load %l1202[%k0] : memref<?xi64>
                %v3732 = memref.load %l1203[%k0] : memref<?xi64>
                %v3733 = arith.ori %v3731, %v3732 : i64
                memref.store %v3733, %l1204[%k0] : memref<?xi64>
                %v3734 = memref.load %l1204[%k0] : memref<?xi64>
                %v3735 = memref.load %l899[%k0] : memref<?xi64>
                %v3736 = arith.constant 63 : i64
                %v3737 = arith.andi %v3735, %v3736 : i64
                %v3738 = arith.shrui %v3734, %v3737 : i64
                memref.store %v3738, %l1205[%k0] : memref<?xi64>
                %v3739 = memref.load %l1205[%k0] : memref<?xi64>
                %v3740 = arith.trunci %v3739 : i64 to i32
                memref.store %v3740, %l1206[%k0] : memref<?xi32>
                %v3741 = memref.load %l1199[%k0] : memref<?xi32>
                %v3742 = arith.constant 255 : i32
                %v3743 = arith.andi %v3741, %v3742 : i32
                memref.store %v3743, %l1207[%k0] : memref<?xi32>
                %v3744 = memref.load %l1207[%k0] : memref<?xi32>
                %v3745 = memref.load %l853[%k0] : memref<?xi32>
                %v3746 = arith.xori %v3744, %v3745 : i32
                memref.store %v3746, %l1208[%k0] : memref<?xi32>
                %v3747 = memref.load %l1208[%k0] : memref<?xi32>
                %v3748 = arith.bitcast %v3747 : i32 to f32
                memref.store %v3748, %l1209[%k0] : memref<?xf32>
                %v3749 = memref.load %l1209[%k0] : memref<?xf32>
                %v3750 = arith.constant 0x4B000080 : f32
                %v3751 = arith.subf %v3749, %v3750 : f32
                memref.store %v3751, %l1210[%k0] : memref<?xf32>
                %v3752 = memref.load %l1210[%k0] : memref<?xf32>
                %v3753 = memref.load %l943[%k0] : memref<?xf32>
                %v3754 = arith.mulf %v3752, %v3753 : f32
                memref.store %v3754, %l1211[%k0] : memref<?xf32>
                %v3755 = memref.load %l1211[%k0] : memref<?xf32>
                memref.store %v3755, %l1212[%k0] : memref<?xf32>
                %v3756 = memref.load %l1199[%k0] : memref<?xi32>
                %v3757 = arith.constant 65280 : i32
                %v3758 = arith.andi %v3756, %v3757 : i32
                memref.store %v3758, %l1213[%k0] : memref<?xi32>
                %v3759 = memref.load %l1213[%k0] : memref<?xi32>
                %v3760 = memref.load %l854[%k0] : memref<?xi32>
                %v3761 = arith.xori %v3759, %v3760 : i32
                memref.store %v3761, %l1214[%k0] : memref<?xi32>
                %v3762 = memref.load %l1214[%k0] : memref<?xi32>
                %v3763 = arith.bitcast %v3762 : i32 to f32
                memref.store %v3763, %l1215[%k0] : memref<?xf32>
                %v3764 = memref.load %l1215[%k0] : memref<?xf32>
                %v3765 = arith.constant 0x47008000 : f32
                %v3766 = arith.subf %v3764, %v3765 : f32
                memref.store %v3766, %l1216[%k0] : memref<?xf32>
                %v3767 = memref.load %l1216[%k0] : memref<?xf32>
                %v3768 = memref.load %l944[%k0] : memref<?xf32>
                %v3769 = arith.mulf %v3767, %v3768 : f32
                memref.store %v3769, %l1217[%k0] : memref<?xf32>
                %v3770 = memref.load %l1212[%k0] : memref<?xf32>
                %v3771 = memref.load %l1217[%k0] : memref<?xf32>
                %v3772 = arith.addf %v3770, %v3771 : f32
                memref.store %v3772, %l1211[%k0] : memref<?xf32>
                %v3773 = memref.load %l1211[%k0] : memref<?xf32>
                memref.store %v3773, %l1218[%k0] : memref<?xf32>
                %v3774 = arith.constant 8 : i32
                memref.store %v3774, %l1219[%k0] : memref<?xi32>
                %v3775 = memref.load %l1199[%k0] : memref<?xi32>
                %v3776 = memref.load %l1219[%k0] : memref<?xi32>
                %v3777 = arith.constant 31 : i32
                %v3778 = arith.andi %v3776, %v3777 : i32
                %v3779 = arith.shrui %v3775, %v3778 : i32
                memref.store %v3779, %l1220[%k0] : memref<?xi32>
                %v3780 = memref.load %l1220[%k0] : memref<?xi32>
                %v3781 = arith.constant 65280 : i32
                %v3782 = arith.andi %v3780, %v3781 : i32
                memref.store %v3782, %l1221[%k0] : memref<?xi32>
                %v3783 = memref.load %l1221[%k0] : memref<?xi32>
                %v3784 = memref.load %l854[%k0] : memref<?xi32>
                %v3785 = arith.xori %v3783, %v3784 : i32
                memref.store %v3785, %l1222[%k0] : memref<?xi32>
                %v3786 = memref.load %l1222[%k0] : memref<?xi32>
                %v3787 = arith.bitcast %v3786 : i32 to f32
                memref.store %v3787, %l1223[%k0] : memref<?xf32>
                %v3788 = memref.load %l1223[%k0] : memref<?xf32>
                %v3789 = arith.constant 0x47008000 : f32
                %v3790 = arith.subf %v3788, %v3789 : f32
                memref.store %v3790, %l1224[%k0] : memref<?xf32>
                %v3791 = memref.load %l1224[%k0] : memref<?xf32>
                %v3792 = memref.load %l945[%k0] : memref<?xf32>
                %v3793 = arith.mulf %v3791, %v3792 : f32
                memref.store %v3793, %l1225[%k0] : memref<?xf32>
                %v3794 = memref.load %l1218[%k0] : memref<?xf32>
                %v3795 = memref.load %l1225[%k0] : memref<?xf32>
                %v3796 = arith.addf %v3794, %v3795 : f32
                memref.store %v3796, %l1211[%k0] : memref<?xf32>
                %v3797 = memref.load %l1211[%k0] : memref<?xf32>
                memref.store %v3797, %l1226[%k0] : memref<?xf32>
                %v3798 = memref.load %l1199[%k0] : memref<?xi32>
                memref.store %v3798, %l1227[%k0] : memref<?xi32>
                %v3799 = memref.load %l1227[%k0] : memref<?xi32>
                %v3800 = arith.constant 24 : i32
                %v3801 = arith.constant 31 : i32
                %v3802 = arith.andi %v3800, %v3801 : i32
                %v3803 = arith.shrsi %v3799, %v3802 : i32
                memref.store %v3803, %l1228[%k0] : memref<?xi32>
                %v3804 = memref.load %l1228[%k0] : memref<?xi32>
                %v3805 = arith.constant 1258291328 : i32
                %v3806 = arith.addi %v3804, %v3805 : i32
                memref.store %v3806, %l1229[%k0] : memref<?xi32>
                %v3807 = memref.load %l1229[%k0] : memref<?xi32>
                memref.store %v3807, %l1230[%k0] : memref<?xi32>
                %v3808 = memref.load %l1230[%k0] : memref<?xi32>
                %v3809 = arith.bitcast %v3808 : i32 to f32
                memref.store %v3809, %l1231[%k0] : memref<?xf32>
                %v3810 = memref.load %l1231[%k0] : memref<?xf32>
                %v3811 = arith.constant 0x4B000080 : f32
                %v3812 = arith.subf %v3810, %v3811 : f32
                memref.store %v3812, %l1232[%k0] : memref<?xf32>
                %v3813 = memref.load %l1232[%k0] : memref<?xf32>
                %v3814 = memref.load %l946[%k0] : memref<?xf32>
                %v3815 = arith.mulf %v3813, %v3814 : f32
                memref.store %v3815, %l1233[%k0] : memref<?xf32>
                %v3816 = memref.load %l1226[%k0] : memref<?xf32>
                %v3817 = memref.load %l1233[%k0] : memref<?xf32>
                %v3818 = arith.addf %v3816, %v3817 : f32
                memref.store %v3818, %l1211[%k0] : memref<?xf32>
                %v3819 = memref.load %l1211[%k0] : memref<?xf32>
                memref.store %v3819, %l1234[%k0] : memref<?xf32>
                %v3820 = memref.load %l1206[%k0] : memref<?xi32>
                %v3821 = arith.constant 255 : i32
                %v3822 = arith.andi %v3820, %v3821 : i32
                memref.store %v3822, %l1235[%k0] : memref<?xi32>
                %v3823 = memref.load %l1235[%k0] : memref<?xi32>
                %v3824 = memref.load %l853[%k0] : memref<?xi32>
                %v3825 = arith.xori %v3823, %v3824 : i32
                memref.store %v3825, %l1236[%k0] : memref<?xi32>
                %v3826 = memref.load %l1236[%k0] : memref<?xi32>
                %v3827 = arith.bitcast %v3826 : i32 to f32
                memref.store %v3827, %l1237[%k0] : memref<?xf32>
                %v3828 = memref.load %l1237[%k0] : memref<?xf32>
                %v3829 = arith.constant 0x4B000080 : f32
                %v3830 = arith.subf %v3828, %v3829 : f32
                memref.store %v3830, %l1238[%k0] : memref<?xf32>
                %v3831 = memref.load %l1238[%k0] : memref<?xf32>
                %v3832 = memref.load %l947[%k0] : memref<?xf32>
                %v3833 = arith.mulf %v3831, %v3832 : f32
                memref.store %v3833, %l1239[%k0] : memref<?xf32>
                %v3834 = memref.load %l1234[%k0] : memref<?xf32>
                %v3835 = memref.load %l1239[%k0] : memref<?xf32>
                %v3836 = arith.addf %v3834, %v3835 : f32
                memref.store %v3836, %l1211[%k0] : memref<?xf32>
                %v3837 = memref.load %l1211[%k0] : memref<?xf32>
                memref.store %v3837, %l1240[%k0] : memref<?xf32>
                %v3838 = memref.load %l1206[%k0] : memref<?xi32>
                %v3839 = arith.constant 65280 : i32
                %v3840 = arith.andi %v3838, %v3839 : i32
                memref.store %v3840, %l1241[%k0] : memref<?xi32>
                %v3841 = memref.load %l1241[%k0] : memref<?xi32>
                %v3842 = memref.load %l854[%k0] : memref<?xi32>
                %v3843 = arith.xori %v3841, %v3842 : i32
                memref.store %v3843, %l1242[%k0] : memref<?xi32>
                %v3844 = memref.load %l1242[%k0] : memref<?xi32>
                %v3845 = arith.bitcast %v3844 : i32 to f32
                memref.store %v3845, %l1243[%k0] : memref<?xf32>
                %v3846 = memref.load %l1243[%k0] : memref<?xf32>
                %v3847 = arith.constant 0x47008000 : f32
                %v3848 = arith.subf %v3846, %v3847 : f32
                memref.store %v3848, %l1244[%k0] : memref<?xf32>
                %v3849 = memref.load %l1244[%k0] : memref<?xf32>
                %v3850 = memref.load %l948[%k0] : memref<?xf32>
                %v3851 = arith.mulf %v3849, %v3850 : f32
                memref.store %v3851, %l1245[%k0] : memref<?xf32>
                %v3852 = memref.load %l1240[%k0] : memref<?xf32>
                %v3853 = memref.load %l1245[%k0] : memref<?xf32>
                %v3854 = arith.addf %v3852, %v3853 : f32
                memref.store %v3854, %l1211[%k0] : memref<?xf32>
                %v3855 = memref.load %l1211[%k0] : memref<?xf32>
                memref.store %v3855, %l1246[%k0] : memref<?xf32>
                %v3856 = arith.constant 8 : i32
                memref.store %v3856, %l1247[%k0] : memref<?xi32>
                %v3857 = memref.load %l1206[%k0] : memref<?xi32>
                %v3858 = memref.load %l1247[%k0] : memref<?xi32>
                %v3859 = arith.constant 31 : i32
                %v3860 = arith.andi %v3858, %v3859 : i32
                %v3861 = arith.shrui %v3857, %v3860 : i32
                memref.store %v3861, %l1248[%k0] : memref<?xi32>
                %v3862 = memref.load %l1248[%k0] : memref<?xi32>
                %v3863 = arith.constant 65280 : i32
                %v3864 = arith.andi %v3862, %v3863 : i32
                memref.store %v3864, %l1249[%k0] : memref<?xi32>
                %v3865 = memref.load %l1249[%k0] : memref<?xi32>
                %v3866 = memref.load %l854[%k0] : memref<?xi32>
                %v3867 = arith.xori %v3865, %v3866 : i32
                memref.store %v3867, %l1250[%k0] : memref<?xi32>
                %v3868 = memref.load %l1250[%k0] : memref<?xi32>
                %v3869 = arith.bitcast %v3868 : i32 to f32
                memref.store %v3869, %l1251[%k0] : memref<?xf32>
                %v3870 = memref.load %l1251[%k0] : memref<?xf32>
                %v3871 = arith.constant 0x47008000 : f32
                %v3872 = arith.subf %v3870, %v3871 : f32
                memref.store %v3872, %l1252[%k0] : memref<?xf32>
                %v3873 = memref.load %l1252[%k0] : memref<?xf32>
                %v3874 = memref.load %l949[%k0] : memref<?xf32>
                %v3875 = arith.mulf %v3873, %v3874 : f32
                memref.store %v3875, %l1253[%k0] : memref<?xf32>
                %v3876 = memref.load %l1246[%k0] : memref<?xf32>
                %v3877 = memref.load %l1253[%k0] : memref<?xf32>
                %v3878 = arith.addf %v3876, %v3877 : f32
                memref.store %v3878, %l1211[%k0] : memref<?xf32>
                %v3879 = memref.load %l1211[%k0] : memref<?xf32>
                memref.store %v3879, %l1254[%k0] : memref<?xf32>
                %v3880 = memref.load %l1206[%k0] : memref<?xi32>
                memref.store %v3880, %l1255[%k0] : memref<?xi32>
                %v3881 = memref.load %l1255[%k0] : memref<?xi32>
                %v3882 = arith.constant 24 : i32
                %v3883 = arith.constant 31 : i32
                %v3884 = arith.andi %v3882, %v3883 : i32
                %v3885 = arith.shrsi %v3881, %v3884 : i32
                memref.store %v3885, %l1256[%k0] : memref<?xi32>
                %v3886 = memref.load %l1256[%k0] : memref<?xi32>
                %v3887 = arith.constant 1258291328 : i32
                %v3888 = arith.addi %v3886, %v3887 : i32
                memref.store %v3888, %l1257[%k0] : memref<?xi32>
                %v3889 = memref.load %l1257[%k0] : memref<?xi32>
                memref.store %v3889, %l1258[%k0] : memref<?xi32>
                %v3890 = memref.load %l1258[%k0] : memref<?xi32>
                %v3891 = arith.bitcast %v3890 : i32 to f32
                memref.store %v3891, %l1259[%k0] : memref<?xf32>
                %v3892 = memref.load %l1259[%k0] : memref<?xf32>
                %v3893 = arith.constant 0x4B000080 : f32
                %v3894 = arith.subf %v3892, %v3893 : f32
                memref.store %v3894, %l1260[%k0] : memref<?xf32>
                %v3895 = memref.load %l1260[%k0] : memref<?xf32>
                %v3896 = memref.load %l950[%k0] : memref<?xf32>
                %v3897 = arith.mulf %v3895, %v3896 : f32
                memref.store %v3897, %l1261[%k0] : memref<?xf32>
                %v3898 = memref.load %l1254[%k0] : memref<?xf32>
                %v3899 = memref.load %l1261[%k0] : memref<?xf32>
                %v3900 = arith.addf %v3898, %v3899 : f32
                memref.store %v3900, %l1211[%k0] : memref<?xf32>
                %v3901 = memref.load %l917[%k0] : memref<?xf32>
                memref.store %v3901, %l1262[%k0] : memref<?xf32>
                %v3902 = memref.load %l899[%k0] : memref<?xi64>
                %v3903 = arith.constant 16 : i64
                %v3904 = arith.subi %v3902, %v3903 : i64
                memref.store %v3904, %l1263[%k0] : memref<?xi64>
                %v3905 = memref.load %l1263[%k0] : memref<?xi64>
                %v3906 = arith.trunci %v3905 : i64 to i32
                memref.store %v3906, %l1264[%k0] : memref<?xi32>
                %v3907 = memref.load %l995[%k0] : memref<?xi32>
                %v3908 = memref.load %l1264[%k0] : memref<?xi32>
                %v3909 = arith.constant 31 : i32
                %v3910 = arith.andi %v3908, %v3909 : i32
                %v3911 = arith.shrui %v3907, %v3910 : i32
                memref.store %v3911, %l1265[%k0] : memref<?xi32>
                %v3912 = memref.load %l1265[%k0] : memref<?xi32>
                %v3913 = arith.constant 65535 : i32
                %v3914 = arith.andi %v3912, %v3913 : i32
                memref.store %v3914, %l1266[%k0] : memref<?xi32>
                %v3915 = memref.load %l1266[%k0] : memref<?xi32>
                %v3916 = arith.constant 32767 : i32
                %v3917 = arith.andi %v3915, %v3916 : i32
                memref.store %v3917, %l1267[%k0] : memref<?xi32>
                %v3918 = arith.constant 13 : i32
                memref.store %v3918, %l1268[%k0] : memref<?xi32>
                %v3919 = memref.load %l1267[%k0] : memref<?xi32>
                %v3920 = memref.load %l1268[%k0] : memref<?xi32>
                %v3921 = arith.constant 31 : i32
                %v3922 = arith.andi %v3920, %v3921 : i32
                %v3923 = arith.shli %v3919, %v3922 : i32
                memref.store %v3923, %l1269[%k0] : memref<?xi32>
                %v3924 = memref.load %l1269[%k0] : memref<?xi32>
                %v3925 = arith.constant 939524096 : i32
                %v3926 = arith.addi %v3924, %v3925 : i32
                memref.store %v3926, %l1270[%k0] : memref<?xi32>
                %v3927 = memref.load %l1270[%k0] : memref<?xi32>
                %v3928 = arith.bitcast %v3927 : i32 to f32
                memref.store %v3928, %l1271[%k0] : memref<?xf32>
                %v3929 = memref.load %l1267[%k0] : memref<?xi32>
                %v3930 = arith.constant 1024 : i32
                %v3931 = arith.cmpi ult, %v3929, %v3930 : i32
                memref.store %v3931, %l1272[%k0] : memref<?xi1>
                %v3932 = memref.load %l1272[%k0] : memref<?xi1>
                cf.cond_br %v3932, ^bb204, ^bb205
              ^bb204:
                %v3933 = arith.constant 13 : i32
                memref.store %v3933, %l1273[%k0] : memref<?xi32>
                %v3934 = memref.load %l1267[%k0] : memref<?xi32>
                %v3935 = memref.load %l1273[%k0] : memref<?xi32>
                %v3936 = arith.constant 31 : i32
                %v3937 = arith.andi %v3935, %v3936 : i32
                %v3938 = arith.shli %v3934, %v3937 : i32
                memref.store %v3938, %l1274[%k0] : memref<?xi32>
                %v3939 = memref.load %l1274[%k0] : memref<?xi32>
                %v3940 = arith.constant 947912704 : i32
                %v3941 = arith.addi %v3939, %v3940 : i32
                memref.store %v3941, %l1275[%k0] : memref<?xi32>
                %v3942 = memref.load %l1275[%k0] : memref<?xi32>
                %v3943 = arith.bitcast %v3942 : i32 to f32
                memref.store %v3943, %l1276[%k0] : memref<?xf32>
                %v3944 = memref.load %l1276[%k0] : memref<?xf32>
                %v3945 = arith.constant 0x38800000 : f32
                %v3946 = arith.subf %v3944, %v3945 : f32
                memref.store %v3946, %l1271[%k0] : memref<?xf32>
                cf.br ^bb205
              ^bb205:
                %v3947 = memref.load %l1267[%k0] : memref<?xi32>
                %v3948 = arith.constant 31744 : i32
                %v3949 = arith.cmpi uge, %v3947, %v3948 : i32
                memref.store %v3949, %l1277[%k0] : memref<?xi1>
                %v3950 = memref.load %l1277[%k0] : memref<?xi1>
                cf.cond_br %v3950, ^bb206, ^bb207
              ^bb206:
                %v3951 = arith.constant 13 : i32
                memref.store %v3951, %l1278[%k0] : memref<?xi32>
                %v3952 = memref.load %l1267[%k0] : memref<?xi32>
                %v3953 = memref.load %l1278[%k0] : memref<?xi32>
                %v3954 = arith.constant 31 : i32
                %v3955 = arith.andi %v3953, %v3954 : i32
                %v3956 = arith.shli %v3952, %v3955 : i32
                memref.store %v3956, %l1279[%k0] : memref<?xi32>
                %v3957 = memref.load %l1279[%k0] : memref<?xi32>
                %v3958 = arith.constant 1879048192 : i32
                %v3959 = arith.addi %v3957, %v3958 : i32
                memref.store %v3959, %l1280[%k0] : memref<?xi32>
                %v3960 = memref.load %l1280[%k0] : memref<?xi32>
                %v3961 = arith.bitcast %v3960 : i32 to f32
                memref.store %v3961, %l1281[%k0] : memref<?xf32>
                %v3962 = memref.load %l1281[%k0] : memref<?xf32>
                memref.store %v3962, %l1271[%k0] : memref<?xf32>
                cf.br ^bb207
              ^bb207:
                %v3963 = memref.load %l1266[%k0] : memref<?xi32>
                %v3964 = arith.constant 32768 : i32
                %v3965 = arith.cmpi uge, %v3963, %v3964 : i32
                memref.store %v3965, %l1282[%k0] : memref<?xi1>
                %v3966 = memref.load %l1282[%k0] : memref<?xi1>
                cf.cond_br %v3966, ^bb208, ^bb209
              ^bb208:
                %v3967 = memref.load %l1271[%k0] : memref<?xf32>
                memref.store %v3967, %l1283[%k0] : memref<?xf32>
                %v3968 = memref.load %l1283[%k0] : memref<?xf32>
                %v3969 = arith.negf %v3968 : f32
                memref.store %v3969, %l1271[%k0] : memref<?xf32>
                cf.br ^bb209
              ^bb209:
                %v3970 = memref.load %l1271[%k0] : memref<?xf32>
                memref.store %v3970, %l1284[%k0] : memref<?xf32>
                %v3971 = memref.load %l1211[%k0] : memref<?xf32>
                memref.store %v3971, %l1285[%k0] : memref<?xf32>
                %v3972 = memref.load %l1284[%k0] : memref<?xf32>
                %v3973 = memref.load %l1285[%k0] : memref<?xf32>
                %v3974 = arith.mulf %v3972, %v3973 : f32
                memref.store %v3974, %l1286[%k0] : memref<?xf32>
                %v3975 = memref.load %l1262[%k0] : memref<?xf32>
                %v3976 = memref.load %l1286[%k0] : memref<?xf32>
                %v3977 = arith.addf %v3975, %v3976 : f32
                memref.store %v3977, %l1287[%k0] : memref<?xf32>
                %v3978 = memref.load %l1287[%k0] : memref<?xf32>
                memref.store %v3978, %l917[%k0] : memref<?xf32>
                %v3979 = memref.load %l1001[%k0] : memref<?xi32>
                %v3980 = arith.extui %v3979 : i32 to i64
                memref.store %v3980, %l1288[%k0] : memref<?xi64>
                %v3981 = arith.constant 32 : i32
                %v3982 = arith.extsi %v3981 : i32 to i64
                memref.store %v3982, %l1289[%k0] : memref<?xi64>
                %v3983 = memref.load %l1288[%k0] : memref<?xi64>
                %v3984 = memref.load %l1289[%k0] : memref<?xi64>
                %v3985 = arith.constant 63 : i64
                %v3986 = arith.andi %v3984, %v3985 : i64
                %v3987 = arith.shli %v3983, %v3986 : i64
                memref.store %v3987, %l1290[%k0] : memref<?xi64>
                %v3988 = memref.load %l1000[%k0] : memref<?xi32>
                %v3989 = arith.extui %v3988 : i32 to i64
                memref.store %v3989, %l1291[%k0] : memref<?xi64>
                %v3990 = memref.load %l1290[%k0] : memref<?xi64>
                %v3991 = memref.load %l1291[%k0] : memref<?xi64>
                %v3992 = arith.ori %v3990, %v3991 : i64
                memref.store %v3992, %l1292[%k0] : memref<?xi64>
                %v3993 = memref.load %l1292[%k0] : memref<?xi64>
                %v3994 = memref.load %l914[%k0] : memref<?xi64>
                %v3995 = arith.constant 63 : i64
                %v3996 = arith.andi %v3994, %v3995 : i64
                %v3997 = arith.shrui %v3993, %v3996 : i64
                memref.store %v3997, %l1293[%k0] : memref<?xi64>
                %v3998 = memref.load %l1293[%k0] : memref<?xi64>
                %v3999 = arith.trunci %v3998 : i64 to i32
                memref.store %v3999, %l1294[%k0] : memref<?xi32>
                %v4000 = memref.load %l1002[%k0] : memref<?xi32>
                %v4001 = arith.extui %v4000 : i32 to i64
                memref.store %v4001, %l1295[%k0] : memref<?xi64>
                %v4002 = arith.constant 32 : i32
                %v4003 = arith.extsi %v4002 : i32 to i64
                memref.store %v4003, %l1296[%k0] : memref<?xi64>
                %v4004 = memref.load %l1295[%k0] : memref<?xi64>
                %v4005 = memref.load %l1296[%k0] : memref<?xi64>
                %v4006 = arith.constant 63 : i64
                %v4007 = arith.andi %v4005, %v4006 : i64
                %v4008 = arith.shli %v4004, %v4007 : i64
                memref.store %v4008, %l1297[%k0] : memref<?xi64>
                %v4009 = memref.load %l1001[%k0] : memref<?xi32>
                %v4010 = arith.extui %v4009 : i32 to i64
                memref.store %v4010, %l1298[%k0] : memref<?xi64>
                %v4011 = memref.load %l1297[%k0] : memref<?xi64>
                %v4012 = memref.load %l1298[%k0] : memref<?xi64>
                %v4013 = arith.ori %v4011, %v4012 : i64
                memref.store %v4013, %l1299[%k0] : memref<?xi64>
                %v4014 = memref.load %l1299[%k0] : memref<?xi64>
                %v4015 = memref.load %l914[%k0] : memref<?xi64>
                %v4016 = arith.constant 63 : i64
                %v4017 = arith.andi %v4015, %v4016 : i64
                %v4018 = arith.shrui %v4014, %v4017 : i64
                memref.store %v4018, %l1300[%k0] : memref<?xi64>
                %v4019 = memref.load %l1300[%k0] : memref<?xi64>
                %v4020 = arith.trunci %v4019 : i64 to i32
                memref.store %v4020, %l1301[%k0] : memref<?xi32>
                %v4021 = memref.load %l1294[%k0] : memref<?xi32>
                %v4022 = arith.constant 255 : i32
                %v4023 = arith.andi %v4021, %v4022 : i32
                memref.store %v4023, %l1302[%k0] : memref<?xi32>
                %v4024 = memref.load %l1302[%k0] : memref<?xi32>
                %v4025 = memref.load %l853[%k0] : memref<?xi32>
                %v4026 = arith.xori %v4024, %v4025 : i32
                memref.store %v4026, %l1303[%k0] : memref<?xi32>
                %v4027 = memref.load %l1303[%k0] : memref<?xi32>
                %v4028 = arith.bitcast %v4027 : i32 to f32
                memref.store %v4028, %l1304[%k0] : memref<?xf32>
                %v4029 = memref.load %l1304[%k0] : memref<?xf32>
                %v4030 = arith.constant 0x4B000080 : f32
                %v4031 = arith.subf %v4029, %v4030 : f32
                memref.store %v4031, %l1305[%k0] : memref<?xf32>
                %v4032 = memref.load %l1305[%k0] : memref<?xf32>
                %v4033 = memref.load %l943[%k0] : memref<?xf32>
                %v4034 = arith.mulf %v4032, %v4033 : f32
                memref.store %v4034, %l1306[%k0] : memref<?xf32>
                %v4035 = memref.load %l1306[%k0] : memref<?xf32>
                memref.store %v4035, %l1307[%k0] : memref<?xf32>
                %v4036 = memref.load %l1294[%k0] : memref<?xi32>
                %v4037 = arith.constant 65280 : i32
                %v4038 = arith.andi %v4036, %v4037 : i32
                memref.store %v4038, %l1308[%k0] : memref<?xi32>
                %v4039 = memref.load %l1308[%k0] : memref<?xi32>
                %v4040 = memref.load %l854[%k0] : memref<?xi32>
                %v4041 = arith.xori %v4039, %v4040 : i32
                memref.store %v4041, %l1309[%k0] : memref<?xi32>
                %v4042 = memref.load %l1309[%k0] : memref<?xi32>
                %v4043 = arith.bitcast %v4042 : i32 to f32
                memref.store %v4043, %l1310[%k0] : memref<?xf32>
                %v4044 = memref.load %l1310[%k0] : memref<?xf32>
                %v4045 = arith.constant 0x47008000 : f32
                %v4046 = arith.subf %v4044, %v4045 : f32
                memref.store %v4046, %l1311[%k0] : memref<?xf32>
                %v4047 = memref.load %l1311[%k0] : memref<?xf32>
                %v4048 = memref.load %l944[%k0] : memref<?xf32>
                %v4049 = arith.mulf %v4047, %v4048 : f32
                memref.store %v4049, %l1312[%k0] : memref<?xf32>
                %v4050 = memref.load %l1307[%k0] : memref<?xf32>
                %v4051 = memref.load %l1312[%k0] : memref<?xf32>
                %v4052 = arith.addf %v4050, %v4051 : f32
                memref.store %v4052, %l1306[%k0] : memref<?xf32>
                %v4053 = memref.load %l1306[%k0] : memref<?xf32>
                memref.store %v4053, %l1313[%k0] : memref<?xf32>
                %v4054 = arith.constant 8 : i32
                memref.store %v4054, %l1314[%k0] : memref<?xi32>
                %v4055 = memref.load %l1294[%k0] : memref<?xi32>
                %v4056 = memref.load %l1314[%k0] : memref<?xi32>
                %v4057 = arith.constant 31 : i32
                %v4058 = arith.andi %v4056, %v4057 : i32
                %v4059 = arith.shrui %v4055, %v4058 : i32
                memref.store %v4059, %l1315[%k0] : memref<?xi32>
                %v4060 = memref.load %l1315[%k0] : memref<?xi32>
                %v4061 = arith.constant 65280 : i32
                %v4062 = arith.andi %v4060, %v4061 : i32
                memref.store %v4062, %l1316[%k0] : memref<?xi32>
                %v4063 = memref.load %l1316[%k0] : memref<?xi32>
                %v4064 = memref.load %l854[%k0] : memref<?xi32>
                %v4065 = arith.xori %v4063, %v4064 : i32
                memref.store %v4065, %l1317[%k0] : memref<?xi32>
                %v4066 = memref.load %l1317[%k0] : memref<?xi32>
                %v4067 = arith.bitcast %v4066 : i32 to f32
                memref.store %v4067, %l1318[%k0] : memref<?xf32>
                %v4068 = memref.load %l1318[%k0] : memref<?xf32>
                %v4069 = arith.constant 0x47008000 : f32
                %v4070 = arith.subf %v4068, %v4069 : f32
                memref.store %v4070, %l1319[%k0] : memref<?xf32>
                %v4071 = memref.load %l1319[%k0] : memref<?xf32>
                %v4072 = memref.load %l945[%k0] : memref<?xf32>
                %v4073 = arith.mulf %v4071, %v4072 : f32
                memref.store %v4073, %l1320[%k0] : memref<?xf32>
                %v4074 = memref.load %l1313[%k0] : memref<?xf32>
                %v4075 = memref.load %l1320[%k0] : memref<?xf32>
                %v4076 = arith.addf %v4074, %v4075 : f32
                memref.store %v4076, %l1306[%k0] : memref<?xf32>
                %v4077 = memref.load %l1306[%k0] : memref<?xf32>
                memref.store %v4077, %l1321[%k0] : memref<?xf32>
                %v4078 = memref.load %l1294[%k0] : memref<?xi32>
                memref.store %v4078, %l1322[%k0] : memref<?xi32>
                %v4079 = memref.load %l1322[%k0] : memref<?xi32>
                %v4080 = arith.constant 24 : i32
                %v4081 = arith.constant 31 : i32
                %v4082 = arith.andi %v4080, %v4081 : i32
                %v4083 = arith.shrsi %v4079, %v4082 : i32
                memref.store %v4083, %l1323[%k0] : memref<?xi32>
                %v4084 = memref.load %l1323[%k0] : memref<?xi32>
                %v4085 = arith.constant 1258291328 : i32
                %v4086 = arith.addi %v4084, %v4085 : i32
                memref.store %v4086, %l1324[%k0] : memref<?xi32>
                %v4087 = memref.load %l1324[%k0] : memref<?xi32>
                memref.store %v4087, %l1325[%k0] : memref<?xi32>
                %v4088 = memref.load %l1325[%k0] : memref<?xi32>
                %v4089 = arith.bitcast %v4088 : i32 to f32
                memref.store %v4089, %l1326[%k0] : memref<?xf32>
                %v4090 = memref.load %l1326[%k0] : memref<?xf32>
                %v4091 = arith.constant 0x4B000080 : f32
                %v4092 = arith.subf %v4090, %v4091 : f32
                memref.store %v4092, %l1327[%k0] : memref<?xf32>
                %v4093 = memref.load %l1327[%k0] : memref<?xf32>
                %v4094 = memref.load %l946[%k0] : memref<?xf32>
                %v4095 = arith.mulf %v4093, %v4094 : f32
                memref.store %v4095, %l1328[%k0] : memref<?xf32>
                %v4096 = memref.load %l1321[%k0] : memref<?xf32>
                %v4097 = memref.load %l1328[%k0] : memref<?xf32>
                %v4098 = arith.addf %v4096, %v4097 : f32
                memref.store %v4098, %l1306[%k0] : memref<?xf32>
                %v4099 = memref.load %l1306[%k0] : memref<?xf32>
                memref.store %v4099, %l1329[%k0] : memref<?xf32>
                %v4100 = memref.load %l1301[%k0] : memref<?xi32>
                %v4101 = arith.constant 255 : i32
                %v4102 = arith.andi %v4100, %v4101 : i32
                memref.store %v4102, %l1330[%k0] : memref<?xi32>
                %v4103 = memref.load %l1330[%k0] : memref<?xi32>
                %v4104 = memref.load %l853[%k0] : memref<?xi32>
                %v4105 = arith.xori %v4103, %v4104 : i32
                memref.store %v4105, %l1331[%k0] : memref<?xi32>
                %v4106 = memref.load %l1331[%k0] : memref<?xi32>
                %v4107 = arith.bitcast %v4106 : i32 to f32
                memref.store %v4107, %l1332[%k0] : memref<?xf32>
                %v4108 = memref.load %l1332[%k0] : memref<?xf32>
                %v4109 = arith.constant 0x4B000080 : f32
                %v4110 = arith.subf %v4108, %v4109 : f32
                memref.store %v4110, %l1333[%k0] : memref<?xf32>
                %v4111 = memref.load %l1333[%k0] : memref<?xf32>
                %v4112 = memref.load %l947[%k0] : memref<?xf32>
                %v4113 = arith.mulf %v4111, %v4112 : f32
                memref.store %v4113, %l1334[%k0] : memref<?xf32>
                %v4114 = memref.load %l1329[%k0] : memref<?xf32>
                %v4115 = memref.load %l1334[%k0] : memref<?xf32>
                %v4116 = arith.addf %v4114, %v4115 : f32
                memref.store %v4116, %l1306[%k0] : memref<?xf32>
                %v4117 = memref.load %l1306[%k0] : memref<?xf32>
                memref.store %v4117, %l1335[%k0] : memref<?xf32>
                %v4118 = memref.load %l1301[%k0] : memref<?xi32>
                %v4119 = arith.constant 65280 : i32
                %v4120 = arith.andi %v4118, %v4119 : i32
                memref.store %v4120, %l1336[%k0] : memref<?xi32>
                %v4121 = memref.load %l1336[%k0] : memref<?xi32>
                %v4122 = memref.load %l854[%k0] : memref<?xi32>
                %v4123 = arith.xori %v4121, %v4122 : i32
                memref.store %v4123, %l1337[%k0] : memref<?xi32>
                %v4124 = memref.load %l1337[%k0] : memref<?xi32>
                %v4125 = arith.bitcast %v4124 : i32 to f32
                memref.store %v4125, %l1338[%k0] : memref<?xf32>
                %v4126 = memref.load %l1338[%k0] : memref<?xf32>
                %v4127 = arith.constant 0x47008000 : f32
                %v4128 = arith.subf %v4126, %v4127 : f32
                memref.store %v4128, %l1339[%k0] : memref<?xf32>
                %v4129 = memref.load %l1339[%k0] : memref<?xf32>
                %v4130 = memref.load %l948[%k0] : memref<?xf32>
                %v4131 = arith.mulf %v4129, %v4130 : f32
                memref.store %v4131, %l1340[%k0] : memref<?xf32>
                %v4132 = memref.load %l1335[%k0] : memref<?xf32>
                %v4133 = memref.load %l1340[%k0] : memref<?xf32>
                %v4134 = arith.addf %v4132, %v4133 : f32
                memref.store %v4134, %l1306[%k0] : memref<?xf32>
                %v4135 = memref.load %l1306[%k0] : memref<?xf32>
                memref.store %v4135, %l1341[%k0] : memref<?xf32>
                %v4136 = arith.constant 8 : i32
                memref.store %v4136, %l1342[%k0] : memref<?xi32>
                %v4137 = memref.load %l1301[%k0] : memref<?xi32>
                %v4138 = memref.load %l1342[%k0] : memref<?xi32>
                %v4139 = arith.constant 31 : i32
                %v4140 = arith.andi %v4138, %v4139 : i32
                %v4141 = arith.shrui %v4137, %v4140 : i32
                memref.store %v4141, %l1343[%k0] : memref<?xi32>
                %v4142 = memref.load %l1343[%k0] : memref<?xi32>
                %v4143 = arith.constant 65280 : i32
                %v4144 = arith.andi %v4142, %v4143 : i32
                memref.store %v4144, %l1344[%k0] : memref<?xi32>
                %v4145 = memref.load %l1344[%k0] : memref<?xi32>
                %v4146 = memref.load %l854[%k0] : memref<?xi32>
                %v4147 = arith.xori %v4145, %v4146 : i32
                memref.store %v4147, %l1345[%k0] : memref<?xi32>
                %v4148 = memref.load %l1345[%k0] : memref<?xi32>
                %v4149 = arith.bitcast %v4148 : i32 to f32
                memref.store %v4149, %l1346[%k0] : memref<?xf32>
                %v4150 = memref.load %l1346[%k0] : memref<?xf32>
                %v4151 = arith.constant 0x47008000 : f32
                %v4152 = arith.subf %v4150, %v4151 : f32
                memref.store %v4152, %l1347[%k0] : memref<?xf32>
                %v4153 = memref.load %l1347[%k0] : memref<?xf32>
                %v4154 = memref.load %l949[%k0] : memref<?xf32>
                %v4155 = arith.mulf %v4153, %v4154 : f32
                memref.store %v4155, %l1348[%k0] : memref<?xf32>
                %v4156 = memref.load %l1341[%k0] : memref<?xf32>
                %v4157 = memref.load %l1348[%k0] : memref<?xf32>
                %v4158 = arith.addf %v4156, %v4157 : f32
                memref.store %v4158, %l1306[%k0] : memref<?xf32>
                %v4159 = memref.load %l1306[%k0] : memref<?xf32>
                memref.store %v4159, %l1349[%k0] : memref<?xf32>
                %v4160 = memref.load %l1301[%k0] : memref<?xi32>
                memref.store %v4160, %l1350[%k0] : memref<?xi32>
                %v4161 = memref.load %l1350[%k0] : memref<?xi32>
                %v4162 = arith.constant 24 : i32
                %v4163 = arith.constant 31 : i32
                %v4164 = arith.andi %v4162, %v4163 : i32
                %v4165 = arith.shrsi %v4161, %v4164 : i32
                memref.store %v4165, %l1351[%k0] : memref<?xi32>
                %v4166 = memref.load %l1351[%k0] : memref<?xi32>
                %v4167 = arith.constant 1258291328 : i32
                %v4168 = arith.addi %v4166, %v4167 : i32
                memref.store %v4168, %l1352[%k0] : memref<?xi32>
                %v4169 = memref.load %l1352[%k0] : memref<?xi32>
                memref.store %v4169, %l1353[%k0] : memref<?xi32>
                %v4170 = memref.load %l1353[%k0] : memref<?xi32>
                %v4171 = arith.bitcast %v4170 : i32 to f32
                memref.store %v4171, %l1354[%k0] : memref<?xf32>
                %v4172 = memref.load %l1354[%k0] : memref<?xf32>
                %v4173 = arith.constant 0x4B000080 : f32
                %v4174 = arith.subf %v4172, %v4173 : f32
                memref.store %v4174, %l1355[%k0] : memref<?xf32>
                %v4175 = memref.load %l1355[%k0] : memref<?xf32>
                %v4176 = memref.load %l950[%k0] : memref<?xf32>
                %v4177 = arith.mulf %v4175, %v4176 : f32
                memref.store %v4177, %l1356[%k0] : memref<?xf32>
                %v4178 = memref.load %l1349[%k0] : memref<?xf32>
                %v4179 = memref.load %l1356[%k0] : memref<?xf32>
                %v4180 = arith.addf %v4178, %v4179 : f32
                memref.store %v4180, %l1306[%k0] : memref<?xf32>
                %v4181 = memref.load %l918[%k0] : memref<?xf32>
                memref.store %v4181, %l1357[%k0] : memref<?xf32>
                %v4182 = memref.load %l914[%k0] : memref<?xi64>
                %v4183 = arith.constant 16 : i64
                %v4184 = arith.subi %v4182, %v4183 : i64
                memref.store %v4184, %l1358[%k0] : memref<?xi64>
                %v4185 = memref.load %l1358[%k0] : memref<?xi64>
                %v4186 = arith.trunci %v4185 : i64 to i32
                memref.store %v4186, %l1359[%k0] : memref<?xi32>
                %v4187 = memref.load %l999[%k0] : memref<?xi32>
                %v4188 = memref.load %l1359[%k0] : memref<?xi32>
                %v4189 = arith.constant 31 : i32
                %v4190 = arith.andi %v4188, %v4189 : i32
                %v4191 = arith.shrui %v4187, %v4190 : i32
                memref.store %v4191, %l1360[%k0] : memref<?xi32>
                %v4192 = memref.load %l1360[%k0] : memref<?xi32>
                %v4193 = arith.constant 65535 : i32
                %v4194 = arith.andi %v4192, %v4193 : i32
                memref.store %v4194, %l1361[%k0] : memref<?xi32>
                %v4195 = memref.load %l1361[%k0] : memref<?xi32>
                %v4196 = arith.constant 32767 : i32
                %v4197 = arith.andi %v4195, %v4196 : i32
                memref.store %v4197, %l1362[%k0] : memref<?xi32>
                %v4198 = arith.constant 13 : i32
                memref.store %v4198, %l1363[%k0] : memref<?xi32>
                %v4199 = memref.load %l1362[%k0] : memref<?xi32>
                %v4200 = memref.load %l1363[%k0] : memref<?xi32>
                %v4201 = arith.constant 31 : i32
                %v4202 = arith.andi %v4200, %v4201 : i32
                %v4203 = arith.shli %v4199, %v4202 : i32
                memref.store %v4203, %l1364[%k0] : memref<?xi32>
                %v4204 = memref.load %l1364[%k0] : memref<?xi32>
                %v4205 = arith.constant 939524096 : i32
                %v4206 = arith.addi %v4204, %v4205 : i32
                memref.store %v4206, %l1365[%k0] : memref<?xi32>
                %v4207 = memref.load %l1365[%k0] : memref<?xi32>
                %v4208 = arith.bitcast %v4207 : i32 to f32
                memref.store %v4208, %l1366[%k0] : memref<?xf32>
                %v4209 = memref.load %l1362[%k0] : memref<?xi32>
                %v4210 = arith.constant 1024 : i32
                %v4211 = arith.cmpi ult, %v4209, %v4210 : i32
                memref.store %v4211, %l1367[%k0] : memref<?xi1>
                %v4212 = memref.load %l1367[%k0] : memref<?xi1>
                cf.cond_br %v4212, ^bb210, ^bb211
              ^bb210:
                %v4213 = arith.constant 13 : i32
                memref.store %v4213, %l1368[%k0] : memref<?xi32>
                %v4214 = memref.load %l1362[%k0] : memref<?xi32>
                %v4215 = memref.load %l1368[%k0] : memref<?xi32>
                %v4216 = arith.constant 31 : i32
                %v4217 = arith.andi %v4215, %v4216 : i32
                %v4218 = arith.shli %v4214, %v4217 : i32
                memref.store %v4218, %l1369[%k0] : memref<?xi32>
                %v4219 = memref.load %l1369[%k0] : memref<?xi32>
                %v4220 = arith.constant 947912704 : i32
                %v4221 = arith.addi %v4219, %v4220 : i32
                memref.store %v4221, %l1370[%k0] : memref<?xi32>
                %v4222 = memref.load %l1370[%k0] : memref<?xi32>
                %v4223 = arith.bitcast %v4222 : i32 to f32
                memref.store %v4223, %l1371[%k0] : memref<?xf32>
                %v4224 = memref.load %l1371[%k0] : memref<?xf32>
                %v4225 = arith.constant 0x38800000 : f32
                %v4226 = arith.subf %v4224, %v4225 : f32
                memref.store %v4226, %l1366[%k0] : memref<?xf32>
                cf.br ^bb211
              ^bb211:
                %v4227 = memref.load %l1362[%k0] : memref<?xi32>
                %v4228 = arith.constant 31744 : i32
                %v4229 = arith.cmpi uge, %v4227, %v4228 : i32
                memref.store %v4229, %l1372[%k0] : memref<?xi1>
                %v4230 = memref.load %l1372[%k0] : memref<?xi1>
                cf.cond_br %v4230, ^bb212, ^bb213
              ^bb212:
                %v4231 = arith.constant 13 : i32
                memref.store %v4231, %l1373[%k0] : memref<?xi32>
                %v4232 = memref.load %l1362[%k0] : memref<?xi32>
                %v4233 = memref.load %l1373[%k0] : memref<?xi32>
                %v4234 = arith.constant 31 : i32
                %v4235 = arith.andi %v4233, %v4234 : i32
                %v4236 = arith.shli %v4232, %v4235 : i32
                memref.store %v4236, %l1374[%k0] : memref<?xi32>
                %v4237 = memref.load %l1374[%k0] : memref<?xi32>
                %v4238 = arith.constant 1879048192 : i32
                %v4239 = arith.addi %v4237, %v4238 : i32
                memref.store %v4239, %l1375[%k0] : memref<?xi32>
                %v4240 = memref.load %l1375[%k0] : memref<?xi32>
                %v4241 = arith.bitcast %v4240 : i32 to f32
                memref.store %v4241, %l1376[%k0] : memref<?xf32>
                %v4242 = memref.load %l1376[%k0] : memref<?xf32>
                memref.store %v4242, %l1366[%k0] : memref<?xf32>
                cf.br ^bb213
              ^bb213:
                %v4243 = memref.load %l1361[%k0] : memref<?xi32>
                %v4244 = arith.constant 32768 : i32
                %v4245 = arith.cmpi uge, %v4243, %v4244 : i32
                memref.store %v4245, %l1377[%k0] : memref<?xi1>
                %v4246 = memref.load %l1377[%k0] : memref<?xi1>
                cf.cond_br %v4246, ^bb214, ^bb215
              ^bb214:
                %v4247 = memref.load %l1366[%k0] : memref<?xf32>
                memref.store %v4247, %l1378[%k0] : memref<?xf32>
                %v4248 = memref.load %l1378[%k0] : memref<?xf32>
                %v4249 = arith.negf %v4248 : f32
                memref.store %v4249, %l1366[%k0] : memref<?xf32>
                cf.br ^bb215
              ^bb215:
                %v4250 = memref.load %l1366[%k0] : memref<?xf32>
                memref.store %v4250, %l1379[%k0] : memref<?xf32>
                %v4251 = memref.load %l1306[%k0] : memref<?xf32>
                memref.store %v4251, %l1380[%k0] : memref<?xf32>
                %v4252 = memref.load %l1379[%k0] : memref<?xf32>
                %v4253 = memref.load %l1380[%k0] : memref<?xf32>
                %v4254 = arith.mulf %v4252, %v4253 : f32
                memref.store %v4254, %l1381[%k0] : memref<?xf32>
                %v4255 = memref.load %l1357[%k0] : memref<?xf32>
                %v4256 = memref.load %l1381[%k0] : memref<?xf32>
                %v4257 = arith.addf %v4255, %v4256 : f32
                memref.store %v4257, %l1382[%k0] : memref<?xf32>
                %v4258 = memref.load %l1382[%k0] : memref<?xf32>
                memref.store %v4258, %l918[%k0] : memref<?xf32>
                %v4259 = memref.load %l924[%k0] : memref<?xi64>
                %v4260 = arith.constant 256 : i64
                %v4261 = arith.addi %v4259, %v4260 : i64
                memref.store %v4261, %l923[%k0] : memref<?xi64>
                cf.br ^bb166
              ^bb216:
                %v4262 = memref.load %l923[%k0] : memref<?xi64>
                memref.store %v4262, %l1383[%k0] : memref<?xi64>
                %v4263 = arith.constant 0 : i32
                memref.store %v4263, %l1384[%k0] : memref<?xi32>
                %v4264 = arith.constant 4 : i32
                memref.store %v4264, %l1385[%k0] : memref<?xi32>
                cf.br ^bb217
              ^bb217:
                %v4265 = memref.load %l1384[%k0] : memref<?xi32>
                memref.store %v4265, %l1386[%k0] : memref<?xi32>
                %v4266 = memref.load %l1386[%k0] : memref<?xi32>
                %v4267 = memref.load %l1385[%k0] : memref<?xi32>
                %v4268 = arith.cmpi slt, %v4266, %v4267 : i32
                memref.store %v4268, %l1387[%k0] : memref<?xi1>
                %v4269 = memref.load %l1387[%k0] : memref<?xi1>
                %v4270 = arith.extui %v4269 : i1 to i32
                memref.store %v4270, %l1388[%k0] : memref<?xi32>
                %v4271 = memref.load %l1384[%k0] : memref<?xi32>
                %v4272 = memref.load %l1388[%k0] : memref<?xi32>
                %v4273 = arith.addi %v4271, %v4272 : i32
                memref.store %v4273, %l1384[%k0] : memref<?xi32>
                %v4274 = memref.load %l1386[%k0] : memref<?xi32>
                %v4275 = memref.load %l1385[%k0] : memref<?xi32>
                %v4276 = arith.cmpi slt, %v4274, %v4275 : i32
                memref.store %v4276, %l1389[%k0] : memref<?xi1>
                %v4277 = memref.load %l1389[%k0] : memref<?xi1>
                cf.cond_br %v4277, ^bb218, ^bb219
              ^bb218:
                %v4278 = memref.load %l868[%k0] : memref<?xi64>
                memref.store %v4278, %l1390[%k0] : memref<?xi64>
                %v4279 = memref.load %l869[%k0] : memref<?xi64>
                memref.store %v4279, %l1391[%k0] : memref<?xi64>
                %v4280 = memref.load %l1386[%k0] : memref<?xi32>
                %v4281 = arith.constant 1 : i32
                %v4282 = arith.cmpi eq, %v4280, %v4281 : i32
                memref.store %v4282, %l1392[%k0] : memref<?xi1>
                %v4283 = memref.load %l1392[%k0] : memref<?xi1>
                cf.cond_br %v4283, ^bb220, ^bb221
              ^bb219:
                %v4284 = memref.load %l915[%k0] : memref<?xf32>
                memref.store %v4284, %l1550[%k0] : memref<?xf32>
                %v4285 = memref.load %l916[%k0] : memref<?xf32>
                memref.store %v4285, %l1551[%k0] : memref<?xf32>
                %v4286 = memref.load %l917[%k0] : memref<?xf32>
                memref.store %v4286, %l1552[%k0] : memref<?xf32>
                %v4287 = memref.load %l918[%k0] : memref<?xf32>
                memref.store %v4287, %l1553[%k0] : memref<?xf32>
                %v4288 = memref.load %l837[%k0] : memref<?xi64>
                %v4289 = arith.constant 32 : i64
                %v4290 = arith.constant 0 : i64
                %v4291 = arith.cmpi eq, %v4289, %v4290 : i64
                %v4292 = arith.constant 1 : i64
                %v4293 = arith.select %v4291, %v4292, %v4289 : i64
                %v4294 = arith.divui %v4288, %v4293 : i64
                memref.store %v4294, %l1554[%k0] : memref<?xi64>
                %v4295 = memref.load %l1554[%k0] : memref<?xi64>
                %v4296 = arith.constant 128 : i64
                %v4297 = arith.muli %v4295, %v4296 : i64
                memref.store %v4297, %l1555[%k0] : memref<?xi64>
                %v4298 = memref.load %l1555[%k0] : memref<?xi64>
                %v4299 = memref.load %ls838[%lane] : memref<?xi64>
                %v4300 = arith.addi %v4298, %v4299 : i64
                memref.store %v4300, %ls1556[%lane] : memref<?xi64>
                %v4301 = memref.load %ls1556[%lane] : memref<?xi64>
                %v4302 = arith.constant 32 : i64
                %v4303 = arith.addi %v4301, %v4302 : i64
                memref.store %v4303, %ls1557[%lane] : memref<?xi64>
                %v4304 = memref.load %ls1556[%lane] : memref<?xi64>
                %v4305 = arith.constant 64 : i64
                %v4306 = arith.addi %v4304, %v4305 : i64
                memref.store %v4306, %ls1558[%lane] : memref<?xi64>
                %v4307 = memref.load %ls1556[%lane] : memref<?xi64>
                %v4308 = arith.constant 96 : i64
                %v4309 = arith.addi %v4307, %v4308 : i64
                memref.store %v4309, %ls1559[%lane] : memref<?xi64>
                %v4310 = memref.load %ls1559[%lane] : memref<?xi64>
                %v4311 = arith.constant 256 : i64
                %v4312 = arith.cmpi ult, %v4310, %v4311 : i64
                memref.store %v4312, %l1560[%k0] : memref<?xi1>
                %v4313 = memref.load %l1560[%k0] : memref<?xi1>
                cf.cond_br %v4313, ^bb260, ^bb264
              ^bb220:
                %v4314 = memref.load %l883[%k0] : memref<?xi64>
                memref.store %v4314, %l1390[%k0] : memref<?xi64>
                %v4315 = memref.load %l884[%k0] : memref<?xi64>
                memref.store %v4315, %l1391[%k0] : memref<?xi64>
                cf.br ^bb225
              ^bb221:
                %v4316 = memref.load %l1386[%k0] : memref<?xi32>
                %v4317 = arith.constant 2 : i32
                %v4318 = arith.cmpi eq, %v4316, %v4317 : i32
                memref.store %v4318, %l1393[%k0] : memref<?xi1>
                %v4319 = memref.load %l1393[%k0] : memref<?xi1>
                cf.cond_br %v4319, ^bb222, ^bb223
              ^bb222:
                %v4320 = memref.load %l898[%k0] : memref<?xi64>
                memref.store %v4320, %l1390[%k0] : memref<?xi64>
                %v4321 = memref.load %l899[%k0] : memref<?xi64>
                memref.store %v4321, %l1391[%k0] : memref<?xi64>
                cf.br ^bb225
              ^bb223:
                %v4322 = memref.load %l1386[%k0] : memref<?xi32>
                %v4323 = arith.constant 3 : i32
                %v4324 = arith.cmpi eq, %v4322, %v4323 : i32
                memref.store %v4324, %l1394[%k0] : memref<?xi1>
                %v4325 = memref.load %l1394[%k0] : memref<?xi1>
                cf.cond_br %v4325, ^bb224, ^bb225
              ^bb224:
                %v4326 = memref.load %l913[%k0] : memref<?xi64>
                memref.store %v4326, %l1390[%k0] : memref<?xi64>
                %v4327 = memref.load %l914[%k0] : memref<?xi64>
                memref.store %v4327, %l1391[%k0] : memref<?xi64>
                cf.br ^bb225
              ^bb225:
                %v4328 = memref.load %l1383[%k0] : memref<?xi64>
                memref.store %v4328, %l1395[%k0] : memref<?xi64>
                cf.br ^bb226
              ^bb226:
                %v4329 = memref.load %l1395[%k0] : memref<?xi64>
                memref.store %v4329, %l1396[%k0] : memref<?xi64>
                %v4330 = memref.load %l1396[%k0] : memref<?xi64>
                %v4331 = memref.load %l846[%k0] : memref<?xi64>
                %v4332 = arith.cmpi uge, %v4330, %v4331 : i64
                memref.store %v4332, %l1397[%k0] : memref<?xi1>
                %v4333 = memref.load %l1397[%k0] : memref<?xi1>
                cf.cond_br %v4333, ^bb217, ^bb227
              ^bb227:
                %v4334 = memref.load %l1396[%k0] : memref<?xi64>
                %v4335 = arith.constant 256 : i64
                %v4336 = arith.constant 0 : i64
                %v4337 = arith.cmpi eq, %v4335, %v4336 : i64
                %v4338 = arith.constant 1 : i64
                %v4339 = arith.select %v4337, %v4338, %v4335 : i64
                %v4340 = arith.divui %v4334, %v4339 : i64
                memref.store %v4340, %l1398[%k0] : memref<?xi64>
                %v4341 = memref.load %l1398[%k0] : memref<?xi64>
                %v4342 = arith.constant 68 : i64
                %v4343 = arith.muli %v4341, %v4342 : i64
                memref.store %v4343, %l1399[%k0] : memref<?xi64>
                %v4344 = memref.load %l1396[%k0] : memref<?xi64>
                %v4345 = arith.constant 1 : i64
                %v4346 = arith.ori %v4344, %v4345 : i64
                memref.store %v4346, %l1400[%k0] : memref<?xi64>
                %v4347 = memref.load %l1396[%k0] : memref<?xi64>
                %v4348 = arith.constant 2 : i64
                %v4349 = arith.ori %v4347, %v4348 : i64
                memref.store %v4349, %l1401[%k0] : memref<?xi64>
                %v4350 = memref.load %l1396[%k0] : memref<?xi64>
                %v4351 = arith.constant 3 : i64
                %v4352 = arith.ori %v4350, %v4351 : i64
                memref.store %v4352, %l1402[%k0] : memref<?xi64>
                %v4353 = memref.load %l1396[%k0] : memref<?xi64>
                %v4354 = arith.constant 4 : i64
                %v4355 = arith.ori %v4353, %v4354 : i64
                memref.store %v4355, %l1403[%k0] : memref<?xi64>
                %v4356 = memref.load %l1396[%k0] : memref<?xi64>
                %v4357 = arith.constant 5 : i64
                %v4358 = arith.ori %v4356, %v4357 : i64
                memref.store %v4358, %l1404[%k0] : memref<?xi64>
                %v4359 = memref.load %l1396[%k0] : memref<?xi64>
                %v4360 = arith.constant 6 : i64
                %v4361 = arith.ori %v4359, %v4360 : i64
                memref.store %v4361, %l1405[%k0] : memref<?xi64>
                %v4362 = memref.load %l1396[%k0] : memref<?xi64>
                %v4363 = arith.constant 7 : i64
                %v4364 = arith.ori %v4362, %v4363 : i64
                memref.store %v4364, %l1406[%k0] : memref<?xi64>
                %v4365 = memref.load %l1406[%k0] : memref<?xi64>
                %v4366 = memref.load %l0[%k0] : memref<?xi64>
                %v4367 = arith.cmpi ult, %v4365, %v4366 : i64
                memref.store %v4367, %l1407[%k0] : memref<?xi1>
                %v4368 = memref.load %l1407[%k0] : memref<?xi1>
                cf.cond_br %v4368, ^bb228, ^bb217
              ^bb228:
                %v4369 = memref.load %l1396[%k0] : memref<?xi64>
                %v4370 = memref.load %l0[%k0] : memref<?xi64>
                %v4371 = arith.cmpi ult, %v4369, %v4370 : i64
                memref.store %v4371, %l1408[%k0] : memref<?xi1>
                %v4372 = memref.load %l1408[%k0] : memref<?xi1>
                cf.cond_br %v4372, ^bb229, ^bb217
              ^bb229:
                %v4373 = memref.load %l1400[%k0] : memref<?xi64>
                %v4374 = memref.load %l0[%k0] : memref<?xi64>
                %v4375 = arith.cmpi ult, %v4373, %v4374 : i64
                memref.store %v4375, %l1409[%k0] : memref<?xi1>
                %v4376 = memref.load %l1409[%k0] : memref<?xi1>
                cf.cond_br %v4376, ^bb230, ^bb217
              ^bb230:
                %v4377 = memref.load %l1401[%k0] : memref<?xi64>
                %v4378 = memref.load %l0[%k0] : memref<?xi64>
                %v4379 = arith.cmpi ult, %v4377, %v4378 : i64
                memref.store %v4379, %l1410[%k0] : memref<?xi1>
                %v4380 = memref.load %l1410[%k0] : memref<?xi1>
                cf.cond_br %v4380, ^bb231, ^bb217
              ^bb231:
                %v4381 = memref.load %l1402[%k0] : memref<?xi64>
                %v4382 = memref.load %l0[%k0] : memref<?xi64>
                %v4383 = arith.cmpi ult, %v4381, %v4382 : i64
                memref.store %v4383, %l1411[%k0] : memref<?xi1>
                %v4384 = memref.load %l1411[%k0] : memref<?xi1>
                cf.cond_br %v4384, ^bb232, ^bb217
              ^bb232:
                %v4385 = memref.load %l1403[%k0] : memref<?xi64>
                %v4386 = memref.load %l0[%k0] : memref<?xi64>
                %v4387 = arith.cmpi ult, %v4385, %v4386 : i64
                memref.store %v4387, %l1412[%k0] : memref<?xi1>
                %v4388 = memref.load %l1412[%k0] : memref<?xi1>
                cf.cond_br %v4388, ^bb233, ^bb217
              ^bb233:
                %v4389 = memref.load %l1404[%k0] : memref<?xi64>
                %v4390 = memref.load %l0[%k0] : memref<?xi64>
                %v4391 = arith.cmpi ult, %v4389, %v4390 : i64
                memref.store %v4391, %l1413[%k0] : memref<?xi1>
                %v4392 = memref.load %l1413[%k0] : memref<?xi1>
                cf.cond_br %v4392, ^bb234, ^bb217
              ^bb234:
                %v4393 = memref.load %l1405[%k0] : memref<?xi64>
                %v4394 = memref.load %l0[%k0] : memref<?xi64>
                %v4395 = arith.cmpi ult, %v4393, %v4394 : i64
                memref.store %v4395, %l1414[%k0] : memref<?xi1>
                %v4396 = memref.load %l1414[%k0] : memref<?xi1>
                cf.cond_br %v4396, ^bb235, ^bb217
              ^bb235:
                %v4397 = memref.load %l1396[%k0] : memref<?xi64>
                %v4398 = arith.index_cast %v4397 : i64 to index
                %v4399 = memref.load %p1[%v4398] : memref<?xf32>
                memref.store %v4399, %l1415[%k0] : memref<?xf32>
                %v4400 = memref.load %l1400[%k0] : memref<?xi64>
                %v4401 = arith.index_cast %v4400 : i64 to index
                %v4402 = memref.load %p1[%v4401] : memref<?xf32>
                memref.store %v4402, %l1416[%k0] : memref<?xf32>
                %v4403 = memref.load %l1401[%k0] : memref<?xi64>
                %v4404 = arith.index_cast %v4403 : i64 to index
                %v4405 = memref.load %p1[%v4404] : memref<?xf32>
                memref.store %v4405, %l1417[%k0] : memref<?xf32>
                %v4406 = memref.load %l1402[%k0] : memref<?xi64>
                %v4407 = arith.index_cast %v4406 : i64 to index
                %v4408 = memref.load %p1[%v4407] : memref<?xf32>
                memref.store %v4408, %l1418[%k0] : memref<?xf32>
                %v4409 = memref.load %l1403[%k0] : memref<?xi64>
                %v4410 = arith.index_cast %v4409 : i64 to index
                %v4411 = memref.load %p1[%v4410] : memref<?xf32>
                memref.store %v4411, %l1419[%k0] : memref<?xf32>
                %v4412 = memref.load %l1404[%k0] : memref<?xi64>
                %v4413 = arith.index_cast %v4412 : i64 to index
                %v4414 = memref.load %p1[%v4413] : memref<?xf32>
                memref.store %v4414, %l1420[%k0] : memref<?xf32>
                %v4415 = memref.load %l1405[%k0] : memref<?xi64>
                %v4416 = arith.index_cast %v4415 : i64 to index
                %v4417 = memref.load %p1[%v4416] : memref<?xf32>
                memref.store %v4417, %l1421[%k0] : memref<?xf32>
                %v4418 = memref.load %l1406[%k0] : memref<?xi64>
                %v4419 = arith.index_cast %v4418 : i64 to index
                %v4420 = memref.load %p1[%v4419] : memref<?xf32>
                memref.store %v4420, %l1422[%k0] : memref<?xf32>
                %v4421 = memref.load %l1390[%k0] : memref<?xi64>
                memref.store %v4421, %l1423[%k0] : memref<?xi64>
                %v4422 = memref.load %l1423[%k0] : memref<?xi64>
                %v4423 = memref.load %l1399[%k0] : memref<?xi64>
                %v4424 = arith.addi %v4422, %v4423 : i64
                memref.store %v4424, %l1424[%k0] : memref<?xi64>
                %v4425 = arith.constant 2 : i64
                %v4426 = memref.load %l839[%k0] : memref<?xi64>
                %v4427 = arith.muli %v4425, %v4426 : i64
                memref.store %v4427, %l1425[%k0] : memref<?xi64>
                %v4428 = memref.load %l1424[%k0] : memref<?xi64>
                %v4429 = memref.load %l1425[%k0] : memref<?xi64>
                %v4430 = arith.addi %v4428, %v4429 : i64
                memref.store %v4430, %l1426[%k0] : memref<?xi64>
                %v4431 = memref.load %l1426[%k0] : memref<?xi64>
                %v4432 = arith.constant 1 : i64
                %v4433 = arith.addi %v4431, %v4432 : i64
                memref.store %v4433, %l1427[%k0] : memref<?xi64>
                %v4434 = memref.load %l1426[%k0] : memref<?xi64>
                %v4435 = arith.constant 2 : i64
                %v4436 = arith.addi %v4434, %v4435 : i64
                memref.store %v4436, %l1428[%k0] : memref<?xi64>
                %v4437 = memref.load %l1428[%k0] : memref<?xi64>
                %v4438 = memref.load %l1[%k0] : memref<?xi64>
                %v4439 = arith.cmpi ult, %v4437, %v4438 : i64
                memref.store %v4439, %l1429[%k0] : memref<?xi1>
                %v4440 = memref.load %l1429[%k0] : memref<?xi1>
                cf.cond_br %v4440, ^bb236, ^bb259
              ^bb236:
                %v4441 = memref.load %l1424[%k0] : memref<?xi64>
                %v4442 = memref.load %l1[%k0] : memref<?xi64>
                %v4443 = arith.cmpi ult, %v4441, %v4442 : i64
                memref.store %v4443, %l1430[%k0] : memref<?xi1>
                %v4444 = memref.load %l1430[%k0] : memref<?xi1>
                cf.cond_br %v4444, ^bb237, ^bb259
              ^bb237:
                %v4445 = memref.load %l1426[%k0] : memref<?xi64>
                %v4446 = memref.load %l1[%k0] : memref<?xi64>
                %v4447 = arith.cmpi ult, %v4445, %v4446 : i64
                memref.store %v4447, %l1431[%k0] : memref<?xi1>
                %v4448 = memref.load %l1431[%k0] : memref<?xi1>
                cf.cond_br %v4448, ^bb238, ^bb259
              ^bb238:
                %v4449 = memref.load %l1427[%k0] : memref<?xi64>
                %v4450 = memref.load %l1[%k0] : memref<?xi64>
                %v4451 = arith.cmpi ult, %v4449, %v4450 : i64
                memref.store %v4451, %l1432[%k0] : memref<?xi1>
                %v4452 = memref.load %l1432[%k0] : memref<?xi1>
                cf.cond_br %v4452, ^bb239, ^bb259
              ^bb239:
                %v4453 = memref.load %l1424[%k0] : memref<?xi64>
                %v4454 = arith.index_cast %v4453 : i64 to index
                %v4455 = memref.load %p0[%v4454] : memref<?xi32>
                memref.store %v4455, %l1433[%k0] : memref<?xi32>
                %v4456 = memref.load %l1426[%k0] : memref<?xi64>
                %v4457 = arith.index_cast %v4456 : i64 to index
                %v4458 = memref.load %p0[%v4457] : memref<?xi32>
                memref.store %v4458, %l1434[%k0] : memref<?xi32>
                %v4459 = memref.load %l1427[%k0] : memref<?xi64>
                %v4460 = arith.index_cast %v4459 : i64 to index
                %v4461 = memref.load %p0[%v4460] : memref<?xi32>
                memref.store %v4461, %l1435[%k0] : memref<?xi32>
                %v4462 = memref.load %l1428[%k0] : memref<?xi64>
                %v4463 = arith.index_cast %v4462 : i64 to index
                %v4464 = memref.load %p0[%v4463] : memref<?xi32>
                memref.store %v4464, %l1436[%k0] : memref<?xi32>
                %v4465 = memref.load %l915[%k0] : memref<?xf32>
                memref.store %v4465, %l1437[%k0] : memref<?xf32>
                %v4466 = memref.load %l1386[%k0] : memref<?xi32>
                %v4467 = arith.constant 1 : i32
                %v4468 = arith.cmpi eq, %v4466, %v4467 : i32
                memref.store %v4468, %l1438[%k0] : memref<?xi1>
                %v4469 = memref.load %l1438[%k0] : memref<?xi1>
                cf.cond_br %v4469, ^bb240, ^bb241
              ^bb240:
                %v4470 = memref.load %l916[%k0] : memref<?xf32>
                memref.store %v4470, %l1439[%k0] : memref<?xf32>
                %v4471 = memref.load %l1439[%k0] : memref<?xf32>
                memref.store %v4471, %l1437[%k0] : memref<?xf32>
                cf.br ^bb245
              ^bb241:
                %v4472 = memref.load %l1386[%k0] : memref<?xi32>
                %v4473 = arith.constant 2 : i32
                %v4474 = arith.cmpi eq, %v4472, %v4473 : i32
                memref.store %v4474, %l1440[%k0] : memref<?xi1>
                %v4475 = memref.load %l1440[%k0] : memref<?xi1>
                cf.cond_br %v4475, ^bb242, ^bb243
              ^bb242:
                %v4476 = memref.load %l917[%k0] : memref<?xf32>
                memref.store %v4476, %l1441[%k0] : memref<?xf32>
                %v4477 = memref.load %l1441[%k0] : memref<?xf32>
                memref.store %v4477, %l1437[%k0] : memref<?xf32>
                cf.br ^bb245
              ^bb243:
                %v4478 = memref.load %l1386[%k0] : memref<?xi32>
                %v4479 = arith.constant 3 : i32
                %v4480 = arith.cmpi eq, %v4478, %v4479 : i32
                memref.store %v4480, %l1442[%k0] : memref<?xi1>
                %v4481 = memref.load %l1442[%k0] : memref<?xi1>
                cf.cond_br %v4481, ^bb244, ^bb245
              ^bb244:
                %v4482 = memref.load %l918[%k0] : memref<?xf32>
                memref.store %v4482, %l1443[%k0] : memref<?xf32>
                %v4483 = memref.load %l1443[%k0] : memref<?xf32>
                memref.store %v4483, %l1437[%k0] : memref<?xf32>
                cf.br ^bb245
              ^bb245:
                %v4484 = memref.load %l1435[%k0] : memref<?xi32>
                %v4485 = arith.extui %v4484 : i32 to i64
                memref.store %v4485, %l1444[%k0] : memref<?xi64>
                %v4486 = arith.constant 32 : i32
                %v4487 = arith.extsi %v4486 : i32 to i64
                memref.store %v4487, %l1445[%k0] : memref<?xi64>
                %v4488 = memref.load %l1444[%k0] : memref<?xi64>
                %v4489 = memref.load %l1445[%k0] : memref<?xi64>
                %v4490 = arith.constant 63 : i64
                %v4491 = arith.andi %v4489, %v4490 : i64
                %v4492 = arith.shli %v4488, %v4491 : i64
                memref.store %v4492, %l1446[%k0] : memref<?xi64>
                %v4493 = memref.load %l1434[%k0] : memref<?xi32>
                %v4494 = arith.extui %v4493 : i32 to i64
                memref.store %v4494, %l1447[%k0] : memref<?xi64>
                %v4495 = memref.load %l1446[%k0] : memref<?xi64>
                %v4496 = memref.load %l1447[%k0] : memref<?xi64>
                %v4497 = arith.ori %v4495, %v4496 : i64
                memref.store %v4497, %l1448[%k0] : memref<?xi64>
                %v4498 = memref.load %l1391[%k0] : memref<?xi64>
                memref.store %v4498, %l1449[%k0] : memref<?xi64>
                %v4499 = memref.load %l1448[%k0] : memref<?xi64>
                %v4500 = memref.load %l1449[%k0] : memref<?xi64>
                %v4501 = arith.constant 63 : i64
                %v4502 = arith.andi %v4500, %v4501 : i64
                %v4503 = arith.shrui %v4499, %v4502 : i64
                memref.store %v4503, %l1450[%k0] : memref<?xi64>
                %v4504 = memref.load %l1450[%k0] : memref<?xi64>
                %v4505 = arith.trunci %v4504 : i64 to i32
                memref.store %v4505, %l1451[%k0] : memref<?xi32>
                %v4506 = memref.load %l1436[%k0] : memref<?xi32>
                %v4507 = arith.extui %v4506 : i32 to i64
                memref.store %v4507, %l1452[%k0] : memref<?xi64>
                %v4508 = arith.constant 32 : i32
                %v4509 = arith.extsi %v4508 : i32 to i64
                memref.store %v4509, %l1453[%k0] : memref<?xi64>
                %v4510 = memref.load %l1452[%k0] : memref<?xi64>
                %v4511 = memref.load %l1453[%k0] : memref<?xi64>
                %v4512 = arith.constant 63 : i64
                %v4513 = arith.andi %v4511, %v4512 : i64
                %v4514 = arith.shli %v4510, %v4513 : i64
                memref.store %v4514, %l1454[%k0] : memref<?xi64>
                %v4515 = memref.load %l1435[%k0] : memref<?xi32>
                %v4516 = arith.extui %v4515 : i32 to i64
                memref.store %v4516, %l1455[%k0] : memref<?xi64>
                %v4517 = memref.load %l1454[%k0] : memref<?xi64>
                %v4518 = memref.load %l1455[%k0] : memref<?xi64>
                %v4519 = arith.ori %v4517, %v4518 : i64
                memref.store %v4519, %l1456[%k0] : memref<?xi64>
                %v4520 = memref.load %l1391[%k0] : memref<?xi64>
                memref.store %v4520, %l1457[%k0] : memref<?xi64>
                %v4521 = memref.load %l1456[%k0] : memref<?xi64>
                %v4522 = memref.load %l1457[%k0] : memref<?xi64>
                %v4523 = arith.constant 63 : i64
                %v4524 = arith.andi %v4522, %v4523 : i64
                %v4525 = arith.shrui %v4521, %v4524 : i64
                memref.store %v4525, %l1458[%k0] : memref<?xi64>
                %v4526 = memref.load %l1458[%k0] : memref<?xi64>
                %v4527 = arith.trunci %v4526 : i64 to i32
                memref.store %v4527, %l1459[%k0] : memref<?xi32>
                %v4528 = memref.load %l1451[%k0] : memref<?xi32>
                %v4529 = arith.constant 255 : i32
                %v4530 = arith.andi %v4528, %v4529 : i32
                memref.store %v4530, %l1460[%k0] : memref<?xi32>
                %v4531 = memref.load %l1460[%k0] : memref<?xi32>
                %v4532 = memref.load %l853[%k0] : memref<?xi32>
                %v4533 = arith.xori %v4531, %v4532 : i32
                memref.store %v4533, %l1461[%k0] : memref<?xi32>
                %v4534 = memref.load %l1461[%k0] : memref<?xi32>
                %v4535 = arith.bitcast %v4534 : i32 to f32
                memref.store %v4535, %l1462[%k0] : memref<?xf32>
                %v4536 = memref.load %l1462[%k0] : memref<?xf32>
                %v4537 = arith.constant 0x4B000080 : f32
                %v4538 = arith.subf %v4536, %v4537 : f32
                memref.store %v4538, %l1463[%k0] : memref<?xf32>
                %v4539 = memref.load %l1463[%k0] : memref<?xf32>
                %v4540 = memref.load %l1415[%k0] : memref<?xf32>
                %v4541 = arith.mulf %v4539, %v4540 : f32
                memref.store %v4541, %l1464[%k0] : memref<?xf32>
                %v4542 = memref.load %l1464[%k0] : memref<?xf32>
                memref.store %v4542, %l1465[%k0] : memref<?xf32>
                %v4543 = memref.load %l1451[%k0] : memref<?xi32>
                %v4544 = arith.constant 65280 : i32
                %v4545 = arith.andi %v4543, %v4544 : i32
                memref.store %v4545, %l1466[%k0] : memref<?xi32>
                %v4546 = memref.load %l1466[%k0] : memref<?xi32>
                %v4547 = memref.load %l854[%k0] : memref<?xi32>
                %v4548 = arith.xori %v4546, %v4547 : i32
                memref.store %v4548, %l1467[%k0] : memref<?xi32>
                %v4549 = memref.load %l1467[%k0] : memref<?xi32>
                %v4550 = arith.bitcast %v4549 : i32 to f32
                memref.store %v4550, %l1468[%k0] : memref<?xf32>
                %v4551 = memref.load %l1468[%k0] : memref<?xf32>
                %v4552 = arith.constant 0x47008000 : f32
                %v4553 = arith.subf %v4551, %v4552 : f32
                memref.store %v4553, %l1469[%k0] : memref<?xf32>
                %v4554 = memref.load %l1469[%k0] : memref<?xf32>
                %v4555 = memref.load %l1416[%k0] : memref<?xf32>
                %v4556 = arith.mulf %v4554, %v4555 : f32
                memref.store %v4556, %l1470[%k0] : memref<?xf32>
                %v4557 = memref.load %l1465[%k0] : memref<?xf32>
                %v4558 = memref.load %l1470[%k0] : memref<?xf32>
                %v4559 = arith.addf %v4557, %v4558 : f32
                memref.store %v4559, %l1464[%k0] : memref<?xf32>
                %v4560 = memref.load %l1464[%k0] : memref<?xf32>
                memref.store %v4560, %l1471[%k0] : memref<?xf32>
                %v4561 = arith.constant 8 : i32
                memref.store %v4561, %l1472[%k0] : memref<?xi32>
                %v4562 = memref.load %l1451[%k0] : memref<?xi32>
                %v4563 = memref.load %l1472[%k0] : memref<?xi32>
                %v4564 = arith.constant 31 : i32
                %v4565 = arith.andi %v4563, %v4564 : i32
                %v4566 = arith.shrui %v4562, %v4565 : i32
                memref.store %v4566, %l1473[%k0] : memref<?xi32>
                %v4567 = memref.load %l1473[%k0] : memref<?xi32>
                %v4568 = arith.constant 65280 : i32
                %v4569 = arith.andi %v4567, %v4568 : i32
                memref.store %v4569, %l1474[%k0] : memref<?xi32>
                %v4570 = memref.load %l1474[%k0] : memref<?xi32>
                %v4571 = memref.load %l854[%k0] : memref<?xi32>
                %v4572 = arith.xori %v4570, %v4571 : i32
                memref.store %v4572, %l1475[%k0] : memref<?xi32>
                %v4573 = memref.load %l1475[%k0] : memref<?xi32>
                %v4574 = arith.bitcast %v4573 : i32 to f32
                memref.store %v4574, %l1476[%k0] : memref<?xf32>
                %v4575 = memref.load %l1476[%k0] : memref<?xf32>
                %v4576 = arith.constant 0x47008000 : f32
                %v4577 = arith.subf %v4575, %v4576 : f32
                memref.store %v4577, %l1477[%k0] : memref<?xf32>
                %v4578 = memref.load %l1477[%k0] : memref<?xf32>
                %v4579 = memref.load %l1417[%k0] : memref<?xf32>
                %v4580 = arith.mulf %v4578, %v4579 : f32
                memref.store %v4580, %l1478[%k0] : memref<?xf32>
                %v4581 = memref.load %l1471[%k0] : memref<?xf32>
                %v4582 = memref.load %l1478[%k0] : memref<?xf32>
                %v4583 = arith.addf %v4581, %v4582 : f32
                memref.store %v4583, %l1464[%k0] : memref<?xf32>
                %v4584 = memref.load %l1464[%k0] : memref<?xf32>
                memref.store %v4584, %l1479[%k0] : memref<?xf32>
                %v4585 = memref.load %l1451[%k0] : memref<?xi32>
                memref.store %v4585, %l1480[%k0] : memref<?xi32>
                %v4586 = memref.load %l1480[%k0] : memref<?xi32>
                %v4587 = arith.constant 24 : i32
                %v4588 = arith.constant 31 : i32
                %v4589 = arith.andi %v4587, %v4588 : i32
                %v4590 = arith.shrsi %v4586, %v4589 : i32
                memref.store %v4590, %l1481[%k0] : memref<?xi32>
                %v4591 = memref.load %l1481[%k0] : memref<?xi32>
                %v4592 = arith.constant 1258291328 : i32
                %v4593 = arith.addi %v4591, %v4592 : i32
                memref.store %v4593, %l1482[%k0] : memref<?xi32>
                %v4594 = memref.load %l1482[%k0] : memref<?xi32>
                memref.store %v4594, %l1483[%k0] : memref<?xi32>
                %v4595 = memref.load %l1483[%k0] : memref<?xi32>
                %v4596 = arith.bitcast %v4595 : i32 to f32
                memref.store %v4596, %l1484[%k0] : memref<?xf32>
                %v4597 = memref.load %l1484[%k0] : memref<?xf32>
                %v4598 = arith.constant 0x4B000080 : f32
                %v4599 = arith.subf %v4597, %v4598 : f32
                memref.store %v4599, %l1485[%k0] : memref<?xf32>
                %v4600 = memref.load %l1485[%k0] : memref<?xf32>
                %v4601 = memref.load %l1418[%k0] : memref<?xf32>
                %v4602 = arith.mulf %v4600, %v4601 : f32
                memref.store %v4602, %l1486[%k0] : memref<?xf32>
                %v4603 = memref.load %l1479[%k0] : memref<?xf32>
                %v4604 = memref.load %l1486[%k0] : memref<?xf32>
                %v4605 = arith.addf %v4603, %v4604 : f32
                memref.store %v4605, %l1464[%k0] : memref<?xf32>
                %v4606 = memref.load %l1464[%k0] : memref<?xf32>
                memref.store %v4606, %l1487[%k0] : memref<?xf32>
                %v4607 = memref.load %l1459[%k0] : memref<?xi32>
                %v4608 = arith.constant 255 : i32
                %v4609 = arith.andi %v4607, %v4608 : i32
                memref.store %v4609, %l1488[%k0] : memref<?xi32>
                %v4610 = memref.load %l1488[%k0] : memref<?xi32>
                %v4611 = memref.load %l853[%k0] : memref<?xi32>
                %v4612 = arith.xori %v4610, %v4611 : i32
                memref.store %v4612, %l1489[%k0] : memref<?xi32>
                %v4613 = memref.load %l1489[%k0] : memref<?xi32>
                %v4614 = arith.bitcast %v4613 : i32 to f32
                memref.store %v4614, %l1490[%k0] : memref<?xf32>
                %v4615 = memref.load %l1490[%k0] : memref<?xf32>
                %v4616 = arith.constant 0x4B000080 : f32
                %v4617 = arith.subf %v4615, %v4616 : f32
                memref.store %v4617, %l1491[%k0] : memref<?xf32>
                %v4618 = memref.load %l1491[%k0] : memref<?xf32>
                %v4619 = memref.load %l1419[%k0] : memref<?xf32>
                %v4620 = arith.mulf %v4618, %v4619 : f32
                memref.store %v4620, %l1492[%k0] : memref<?xf32>
                %v4621 = memref.load %l1487[%k0] : memref<?xf32>
                %v4622 = memref.load %l1492[%k0] : memref<?xf32>
                %v4623 = arith.addf %v4621, %v4622 : f32
                memref.store %v4623, %l1464[%k0] : memref<?xf32>
                %v4624 = memref.load %l1464[%k0] : memref<?xf32>
                memref.store %v4624, %l1493[%k0] : memref<?xf32>
                %v4625 = memref.load %l1459[%k0] : memref<?xi32>
                %v4626 = arith.constant 65280 : i32
                %v4627 = arith.andi %v4625, %v4626 : i32
                memref.store %v4627, %l1494[%k0] : memref<?xi32>
                %v4628 = memref.load %l1494[%k0] : memref<?xi32>
                %v4629 = memref.load %l854[%k0] : memref<?xi32>
                %v4630 = arith.xori %v4628, %v4629 : i32
                memref.store %v4630, %l1495[%k0] : memref<?xi32>
                %v4631 = memref.load %l1495[%k0] : memref<?xi32>
                %v4632 = arith.bitcast %v4631 : i32 to f32
                memref.store %v4632, %l1496[%k0] : memref<?xf32>
                %v4633 = memref.load %l1496[%k0] : memref<?xf32>
                %v4634 = arith.constant 0x47008000 : f32
                %v4635 = arith.subf %v4633, %v4634 : f32
                memref.store %v4635, %l1497[%k0] : memref<?xf32>
                %v4636 = memref.load %l1497[%k0] : memref<?xf32>
                %v4637 = memref.load %l1420[%k0] : memref<?xf32>
                %v4638 = arith.mulf %v4636, %v4637 : f32
                memref.store %v4638, %l1498[%k0] : memref<?xf32>
                %v4639 = memref.load %l1493[%k0] : memref<?xf32>
                %v4640 = memref.load %l1498[%k0] : memref<?xf32>
                %v4641 = arith.addf %v4639, %v4640 : f32
                memref.store %v4641, %l1464[%k0] : memref<?xf32>
                %v4642 = memref.load %l1464[%k0] : memref<?xf32>
                memref.store %v4642, %l1499[%k0] : memref<?xf32>
                %v4643 = arith.constant 8 : i32
                memref.store %v4643, %l1500[%k0] : memref<?xi32>
                %v4644 = memref.load %l1459[%k0] : memref<?xi32>
                %v4645 = memref.load %l1500[%k0] : memref<?xi32>
                %v4646 = arith.constant 31 : i32
                %v4647 = arith.andi %v4645, %v4646 : i32
                %v4648 = arith.shrui %v4644, %v4647 : i32
                memref.store %v4648, %l1501[%k0] : memref<?xi32>
                %v4649 = memref.load %l1501[%k0] : memref<?xi32>
                %v4650 = arith.constant 65280 : i32
                %v4651 = arith.andi %v4649, %v4650 : i32
                memref.store %v4651, %l1502[%k0] : memref<?xi32>
                %v4652 = memref.load %l1502[%k0] : memref<?xi32>
                %v4653 = memref.load %l854[%k0] : memref<?xi32>
                %v4654 = arith.xori %v4652, %v4653 : i32
                memref.store %v4654, %l1503[%k0] : memref<?xi32>
                %v4655 = memref.load %l1503[%k0] : memref<?xi32>
                %v4656 = arith.bitcast %v4655 : i32 to f32
                memref.store %v4656, %l1504[%k0] : memref<?xf32>
                %v4657 = memref.load %l1504[%k0] : memref<?xf32>
                %v4658 = arith.constant 0x47008000 : f32
                %v4659 = arith.subf %v4657, %v4658 : f32
                memref.store %v4659, %l1505[%k0] : memref<?xf32>
                %v4660 = memref.load %l1505[%k0] : memref<?xf32>
                %v4661 = memref.load %l1421[%k0] : memref<?xf32>
                %v4662 = arith.mulf %v4660, %v4661 : f32
                memref.store %v4662, %l1506[%k0] : memref<?xf32>
                %v4663 = memref.load %l1499[%k0] : memref<?xf32>
                %v4664 = memref.load %l1506[%k0] : memref<?xf32>
                %v4665 = arith.addf %v4663, %v4664 : f32
                memref.store %v4665, %l1464[%k0] : memref<?xf32>
                %v4666 = memref.load %l1464[%k0] : memref<?xf32>
                memref.store %v4666, %l1507[%k0] : memref<?xf32>
                %v4667 = memref.load %l1459[%k0] : memref<?xi32>
                memref.store %v4667, %l1508[%k0] : memref<?xi32>
                %v4668 = memref.load %l1508[%k0] : memref<?xi32>
                %v4669 = arith.constant 24 : i32
                %v4670 = arith.constant 31 : i32
                %v4671 = arith.andi %v4669, %v4670 : i32
                %v4672 = arith.shrsi %v4668, %v4671 : i32
                memref.store %v4672, %l1509[%k0] : memref<?xi32>
                %v4673 = memref.load %l1509[%k0] : memref<?xi32>
                %v4674 = arith.constant 1258291328 : i32
                %v4675 = arith.addi %v4673, %v4674 : i32
                memref.store %v4675, %l1510[%k0] : memref<?xi32>
                %v4676 = memref.load %l1510[%k0] : memref<?xi32>
                memref.store %v4676, %l1511[%k0] : memref<?xi32>
                %v4677 = memref.load %l1511[%k0] : memref<?xi32>
                %v4678 = arith.bitcast %v4677 : i32 to f32
                memref.store %v4678, %l1512[%k0] : memref<?xf32>
                %v4679 = memref.load %l1512[%k0] : memref<?xf32>
                %v4680 = arith.constant 0x4B000080 : f32
                %v4681 = arith.subf %v4679, %v4680 : f32
                memref.store %v4681, %l1513[%k0] : memref<?xf32>
                %v4682 = memref.load %l1513[%k0] : memref<?xf32>
                %v4683 = memref.load %l1422[%k0] : memref<?xf32>
                %v4684 = arith.mulf %v4682, %v4683 : f32
                memref.store %v4684, %l1514[%k0] : memref<?xf32>
                %v4685 = memref.load %l1507[%k0] : memref<?xf32>
                %v4686 = memref.load %l1514[%k0] : memref<?xf32>
                %v4687 = arith.addf %v4685, %v4686 : f32
                memref.store %v4687, %l1464[%k0] : memref<?xf32>
                %v4688 = memref.load %l1437[%k0] : memref<?xf32>
                memref.store %v4688, %l1515[%k0] : memref<?xf32>
                %v4689 = memref.load %l1391[%k0] : memref<?xi64>
                memref.store %v4689, %l1516[%k0] : memref<?xi64>
                %v4690 = memref.load %l1516[%k0] : memref<?xi64>
                %v4691 = arith.constant 16 : i64
                %v4692 = arith.subi %v4690, %v4691 : i64
                memref.store %v4692, %l1517[%k0] : memref<?xi64>
                %v4693 = memref.load %l1517[%k0] : memref<?xi64>
                %v4694 = arith.trunci %v4693 : i64 to i32
                memref.store %v4694, %l1518[%k0] : memref<?xi32>
                %v4695 = memref.load %l1433[%k0] : memref<?xi32>
                %v4696 = memref.load %l1518[%k0] : memref<?xi32>
                %v4697 = arith.constant 31 : i32
                %v4698 = arith.andi %v4696, %v4697 : i32
                %v4699 = arith.shrui %v4695, %v4698 : i32
                memref.store %v4699, %l1519[%k0] : memref<?xi32>
                %v4700 = memref.load %l1519[%k0] : memref<?xi32>
                %v4701 = arith.constant 65535 : i32
                %v4702 = arith.andi %v4700, %v4701 : i32
                memref.store %v4702, %l1520[%k0] : memref<?xi32>
                %v4703 = memref.load %l1520[%k0] : memref<?xi32>
                %v4704 = arith.constant 32767 : i32
                %v4705 = arith.andi %v4703, %v4704 : i32
                memref.store %v4705, %l1521[%k0] : memref<?xi32>
                %v4706 = arith.constant 13 : i32
                memref.store %v4706, %l1522[%k0] : memref<?xi32>
                %v4707 = memref.load %l1521[%k0] : memref<?xi32>
                %v4708 = memref.load %l1522[%k0] : memref<?xi32>
                %v4709 = arith.constant 31 : i32
                %v4710 = arith.andi %v4708, %v4709 : i32
                %v4711 = arith.shli %v4707, %v4710 : i32
                memref.store %v4711, %l1523[%k0] : memref<?xi32>
                %v4712 = memref.load %l1523[%k0] : memref<?xi32>
                %v4713 = arith.constant 939524096 : i32
                %v4714 = arith.addi %v4712, %v4713 : i32
                memref.store %v4714, %l1524[%k0] : memref<?xi32>
                %v4715 = memref.load %l1524[%k0] : memref<?xi32>
                %v4716 = arith.bitcast %v4715 : i32 to f32
                memref.store %v4716, %l1525[%k0] : memref<?xf32>
                %v4717 = memref.load %l1521[%k0] : memref<?xi32>
                %v4718 = arith.constant 1024 : i32
                %v4719 = arith.cmpi ult, %v4717, %v4718 : i32
                memref.store %v4719, %l1526[%k0] : memref<?xi1>
                %v4720 = memref.load %l1526[%k0] : memref<?xi1>
                cf.cond_br %v4720, ^bb246, ^bb247
              ^bb246:
                %v4721 = arith.constant 13 : i32
                memref.store %v4721, %l1527[%k0] : memref<?xi32>
                %v4722 = memref.load %l1521[%k0] : memref<?xi32>
                %v4723 = memref.load %l1527[%k0] : memref<?xi32>
                %v4724 = arith.constant 31 : i32
                %v4725 = arith.andi %v4723, %v4724 : i32
                %v4726 = arith.shli %v4722, %v4725 : i32
                memref.store %v4726, %l1528[%k0] : memref<?xi32>
                %v4727 = memref.load %l1528[%k0] : memref<?xi32>
                %v4728 = arith.constant 947912704 : i32
                %v4729 = arith.addi %v4727, %v4728 : i32
                memref.store %v4729, %l1529[%k0] : memref<?xi32>
                %v4730 = memref.load %l1529[%k0] : memref<?xi32>
                %v4731 = arith.bitcast %v4730 : i32 to f32
                memref.store %v4731, %l1530[%k0] : memref<?xf32>
                %v4732 = memref.load %l1530[%k0] : memref<?xf32>
                %v4733 = arith.constant 0x38800000 : f32
                %v4734 = arith.subf %v4732, %v4733 : f32
                memref.store %v4734, %l1525[%k0] : memref<?xf32>
                cf.br ^bb247
              ^bb247:
                %v4735 = memref.load %l1521[%k0] : memref<?xi32>
                %v4736 = arith.constant 31744 : i32
                %v4737 = arith.cmpi uge, %v4735, %v4736 : i32
                memref.store %v4737, %l1531[%k0] : memref<?xi1>
                %v4738 = memref.load %l1531[%k0] : memref<?xi1>
                cf.cond_br %v4738, ^bb248, ^bb249
              ^bb248:
                %v4739 = arith.constant 13 : i32
                memref.store %v4739, %l1532[%k0] : memref<?xi32>
                %v4740 = memref.load %l1521[%k0] : memref<?xi32>
                %v4741 = memref.load %l1532[%k0] : memref<?xi32>
                %v4742 = arith.constant 31 : i32
                %v4743 = arith.andi %v4741, %v4742 : i32
                %v4744 = arith.shli %v4740, %v4743 : i32
                memref.store %v4744, %l1533[%k0] : memref<?xi32>
                %v4745 = memref.load %l1533[%k0] : memref<?xi32>
                %v4746 = arith.constant 1879048192 : i32
                %v4747 = arith.addi %v4745, %v4746 : i32
                memref.store %v4747, %l1534[%k0] : memref<?xi32>
                %v4748 = memref.load %l1534[%k0] : memref<?xi32>
                %v4749 = arith.bitcast %v4748 : i32 to f32
                memref.store %v4749, %l1535[%k0] : memref<?xf32>
                %v4750 = memref.load %l1535[%k0] : memref<?xf32>
                memref.store %v4750, %l1525[%k0] : memref<?xf32>
                cf.br ^bb249
              ^bb249:
                %v4751 = memref.load %l1520[%k0] : memref<?xi32>
                %v4752 = arith.constant 32768 : i32
                %v4753 = arith.cmpi uge, %v4751, %v4752 : i32
                memref.store %v4753, %l1536[%k0] : memref<?xi1>
                %v4754 = memref.load %l1536[%k0] : memref<?xi1>
                cf.cond_br %v4754, ^bb250, ^bb251
              ^bb250:
                %v4755 = memref.load %l1525[%k0] : memref<?xf32>
                memref.store %v4755, %l1537[%k0] : memref<?xf32>
                %v4756 = memref.load %l1537[%k0] : memref<?xf32>
                %v4757 = arith.negf %v4756 : f32
                memref.store %v4757, %l1525[%k0] : memref<?xf32>
                cf.br ^bb251
              ^bb251:
                %v4758 = memref.load %l1525[%k0] : memref<?xf32>
                memref.store %v4758, %l1538[%k0] : memref<?xf32>
                %v4759 = memref.load %l1464[%k0] : memref<?xf32>
                memref.store %v4759, %l1539[%k0] : memref<?xf32>
                %v4760 = memref.load %l1538[%k0] : memref<?xf32>
                %v4761 = memref.load %l1539[%k0] : memref<?xf32>
                %v4762 = arith.mulf %v4760, %v4761 : f32
                memref.store %v4762, %l1540[%k0] : memref<?xf32>
                %v4763 = memref.load %l1515[%k0] : memref<?xf32>
                %v4764 = memref.load %l1540[%k0] : memref<?xf32>
                %v4765 = arith.addf %v4763, %v4764 : f32
                memref.store %v4765, %l1541[%k0] : memref<?xf32>
                %v4766 = memref.load %l1541[%k0] : memref<?xf32>
                memref.store %v4766, %l1437[%k0] : memref<?xf32>
                %v4767 = memref.load %l1386[%k0] : memref<?xi32>
                %v4768 = arith.constant 0 : i32
                %v4769 = arith.cmpi eq, %v4767, %v4768 : i32
                memref.store %v4769, %l1542[%k0] : memref<?xi1>
                %v4770 = memref.load %l1542[%k0] : memref<?xi1>
                cf.cond_br %v4770, ^bb252, ^bb253
              ^bb252:
                %v4771 = memref.load %l1437[%k0] : memref<?xf32>
                memref.store %v4771, %l1543[%k0] : memref<?xf32>
                %v4772 = memref.load %l1543[%k0] : memref<?xf32>
                memref.store %v4772, %l915[%k0] : memref<?xf32>
                cf.br ^bb259
              ^bb253:
                %v4773 = memref.load %l1386[%k0] : memref<?xi32>
                %v4774 = arith.constant 1 : i32
                %v4775 = arith.cmpi eq, %v4773, %v4774 : i32
                memref.store %v4775, %l1544[%k0] : memref<?xi1>
                %v4776 = memref.load %l1544[%k0] : memref<?xi1>
                cf.cond_br %v4776, ^bb254, ^bb255
              ^bb254:
                %v4777 = memref.load %l1437[%k0] : memref<?xf32>
                memref.store %v4777, %l1545[%k0] : memref<?xf32>
                %v4778 = memref.load %l1545[%k0] : memref<?xf32>
                memref.store %v4778, %l916[%k0] : memref<?xf32>
                cf.br ^bb259
              ^bb255:
                %v4779 = memref.load %l1386[%k0] : memref<?xi32>
                %v4780 = arith.constant 2 : i32
                %v4781 = arith.cmpi eq, %v4779, %v4780 : i32
                memref.store %v4781, %l1546[%k0] : memref<?xi1>
                %v4782 = memref.load %l1546[%k0] : memref<?xi1>
                cf.cond_br %v4782, ^bb256, ^bb257
              ^bb256:
                %v4783 = memref.load %l1437[%k0] : memref<?xf32>
                memref.store %v4783, %l1547[%k0] : memref<?xf32>
                %v4784 = memref.load %l1547[%k0] : memref<?xf32>
                memref.store %v4784, %l917[%k0] : memref<?xf32>
                cf.br ^bb259
              ^bb257:
                %v4785 = memref.load %l1386[%k0] : memref<?xi32>
                %v4786 = arith.constant 3 : i32
                %v4787 = arith.cmpi eq, %v4785, %v4786 : i32
                memref.store %v4787, %l1548[%k0] : memref<?xi1>
                %v4788 = memref.load %l1548[%k0] : memref<?xi1>
                cf.cond_br %v4788, ^bb258, ^bb259
              ^bb258:
                %v4789 = memref.load %l1437[%k0] : memref<?xf32>
                memref.store %v4789, %l1549[%k0] : memref<?xf32>
                %v4790 = memref.load %l1549[%k0] : memref<?xf32>
                memref.store %v4790, %l918[%k0] : memref<?xf32>
                cf.br ^bb259
              ^bb259:
                %v4791 = memref.load %l1396[%k0] : memref<?xi64>
                %v4792 = arith.constant 256 : i64
                %v4793 = arith.addi %v4791, %v4792 : i64
                memref.store %v4793, %l1395[%k0] : memref<?xi64>
                cf.br ^bb226
              ^bb260:
                %v4794 = memref.load %ls1556[%lane] : memref<?xi64>
                %v4795 = arith.constant 256 : i64
                %v4796 = arith.cmpi ult, %v4794, %v4795 : i64
                memref.store %v4796, %l1561[%k0] : memref<?xi1>
                %v4797 = memref.load %l1561[%k0] : memref<?xi1>
                cf.cond_br %v4797, ^bb261, ^bb264
              ^bb261:
                %v4798 = memref.load %ls1557[%lane] : memref<?xi64>
                %v4799 = arith.constant 256 : i64
                %v4800 = arith.cmpi ult, %v4798, %v4799 : i64
                memref.store %v4800, %l1562[%k0] : memref<?xi1>
                %v4801 = memref.load %l1562[%k0] : memref<?xi1>
                cf.cond_br %v4801, ^bb262, ^bb264
              ^bb262:
                %v4802 = memref.load %ls1558[%lane] : memref<?xi64>
                %v4803 = arith.constant 256 : i64
                %v4804 = arith.cmpi ult, %v4802, %v4803 : i64
                memref.store %v4804, %l1563[%k0] : memref<?xi1>
                %v4805 = memref.load %l1563[%k0] : memref<?xi1>
                cf.cond_br %v4805, ^bb263, ^bb264
              ^bb263:
                %v4806 = memref.load %ls1556[%lane] : memref<?xi64>
                %v4807 = arith.index_cast %v4806 : i64 to index
                %v4808 = memref.load %l1550[%k0] : memref<?xf32>
                memref.store %v4808, %wg0[%v4807] : memref<?xf32>
                %v4809 = memref.load %ls1557[%lane] : memref<?xi64>
                %v4810 = arith.index_cast %v4809 : i64 to index
                %v4811 = memref.load %l1551[%k0] : memref<?xf32>
                memref.store %v4811, %wg0[%v4810] : memref<?xf32>
                %v4812 = memref.load %ls1558[%lane] : memref<?xi64>
                %v4813 = arith.index_cast %v4812 : i64 to index
                %v4814 = memref.load %l1552[%k0] : memref<?xf32>
                memref.store %v4814, %wg0[%v4813] : memref<?xf32>
                %v4815 = memref.load %ls1559[%lane] : memref<?xi64>
                %v4816 = arith.index_cast %v4815 : i64 to index
                %v4817 = memref.load %l1553[%k0] : memref<?xf32>
                memref.store %v4817, %wg0[%v4816] : memref<?xf32>
                cf.br ^bb264
              ^bb264:
                %v4818 = arith.constant 265 : i32
                memref.store %v4818, %resume[%lane] : memref<?xi32>
                %v4819 = arith.constant true
                %v4820 = arith.constant 0 : index
                memref.store %v4819, %more[%v4820] : memref<?xi1>
                cf.br ^exit
              ^bb265:
                %v4821 = arith.constant 16 : i64
                memref.store %v4821, %ls1564[%lane] : memref<?xi64>
                cf.br ^bb266
              ^bb266:
                %v4822 = memref.load %ls1564[%lane] : memref<?xi64>
                memref.store %v4822, %l1565[%k0] : memref<?xi64>
                %v4823 = memref.load %l1565[%k0] : memref<?xi64>
                %v4824 = arith.constant 0 : i64
                %v4825 = arith.cmpi ugt, %v4823, %v4824 : i64
                memref.store %v4825, %l1566[%k0] : memref<?xi1>
                %v4826 = memref.load %l1566[%k0] : memref<?xi1>
                cf.cond_br %v4826, ^bb267, ^bb279
              ^bb267:
                %v4827 = memref.load %ls1564[%lane] : memref<?xi64>
                memref.store %v4827, %l1567[%k0] : memref<?xi64>
                %v4828 = memref.load %ls838[%lane] : memref<?xi64>
                %v4829 = memref.load %l1567[%k0] : memref<?xi64>
                %v4830 = arith.cmpi ult, %v4828, %v4829 : i64
                memref.store %v4830, %l1568[%k0] : memref<?xi1>
                %v4831 = memref.load %l1568[%k0] : memref<?xi1>
                cf.cond_br %v4831, ^bb268, ^bb277
              ^bb268:
                %v4832 = memref.load %ls1564[%lane] : memref<?xi64>
                memref.store %v4832, %l1569[%k0] : memref<?xi64>
                %v4833 = memref.load %ls1556[%lane] : memref<?xi64>
                %v4834 = memref.load %l1569[%k0] : memref<?xi64>
                %v4835 = arith.addi %v4833, %v4834 : i64
                memref.store %v4835, %l1570[%k0] : memref<?xi64>
                %v4836 = memref.load %ls1564[%lane] : memref<?xi64>
                memref.store %v4836, %l1571[%k0] : memref<?xi64>
                %v4837 = memref.load %ls1557[%lane] : memref<?xi64>
                %v4838 = memref.load %l1571[%k0] : memref<?xi64>
                %v4839 = arith.addi %v4837, %v4838 : i64
                memref.store %v4839, %l1572[%k0] : memref<?xi64>
                %v4840 = memref.load %ls1564[%lane] : memref<?xi64>
                memref.store %v4840, %l1573[%k0] : memref<?xi64>
                %v4841 = memref.load %ls1558[%lane] : memref<?xi64>
                %v4842 = memref.load %l1573[%k0] : memref<?xi64>
                %v4843 = arith.addi %v4841, %v4842 : i64
                memref.store %v4843, %l1574[%k0] : memref<?xi64>
                %v4844 = memref.load %ls1564[%lane] : memref<?xi64>
                memref.store %v4844, %l1575[%k0] : memref<?xi64>
                %v4845 = memref.load %ls1559[%lane] : memref<?xi64>
                %v4846 = memref.load %l1575[%k0] : memref<?xi64>
                %v4847 = arith.addi %v4845, %v4846 : i64
                memref.store %v4847, %l1576[%k0] : memref<?xi64>
                %v4848 = memref.load %l1576[%k0] : memref<?xi64>
                %v4849 = arith.constant 256 : i64
                %v4850 = arith.cmpi ult, %v4848, %v4849 : i64
                memref.store %v4850, %l1577[%k0] : memref<?xi1>
                %v4851 = memref.load %l1577[%k0] : memref<?xi1>
                cf.cond_br %v4851, ^bb269, ^bb277
              ^bb269:
                %v4852 = memref.load %l1570[%k0] : memref<?xi64>
                %v4853 = arith.constant 256 : i64
                %v4854 = arith.cmpi ult, %v4852, %v4853 : i64
                memref.store %v4854, %l1578[%k0] : memref<?xi1>
                %v4855 = memref.load %l1578[%k0] : memref<?xi1>
                cf.cond_br %v4855, ^bb270, ^bb277
              ^bb270:
                %v4856 = memref.load %l1572[%k0] : memref<?xi64>
                %v4857 = arith.constant 256 : i64
                %v4858 = arith.cmpi ult, %v4856, %v4857 : i64
                memref.store %v4858, %l1579[%k0] : memref<?xi1>
                %v4859 = memref.load %l1579[%k0] : memref<?xi1>
                cf.cond_br %v4859, ^bb271, ^bb277
              ^bb271:
                %v4860 = memref.load %l1574[%k0] : memref<?xi64>
                %v4861 = arith.constant 256 : i64
                %v4862 = arith.cmpi ult, %v4860, %v4861 : i64
                memref.store %v4862, %l1580[%k0] : memref<?xi1>
                %v4863 = memref.load %l1580[%k0] : memref<?xi1>
                cf.cond_br %v4863, ^bb272, ^bb277
              ^bb272:
                %v4864 = memref.load %ls1556[%lane] : memref<?xi64>
                %v4865 = arith.constant 256 : i64
                %v4866 = arith.cmpi ult, %v4864, %v4865 : i64
                memref.store %v4866, %l1581[%k0] : memref<?xi1>
                %v4867 = memref.load %l1581[%k0] : memref<?xi1>
                cf.cond_br %v4867, ^bb273, ^bb277
              ^bb273:
                %v4868 = memref.load %ls1557[%lane] : memref<?xi64>
                %v4869 = arith.constant 256 : i64
                %v4870 = arith.cmpi ult, %v4868, %v4869 : i64
                memref.store %v4870, %l1582[%k0] : memref<?xi1>
                %v4871 = memref.load %l1582[%k0] : memref<?xi1>
                cf.cond_br %v4871, ^bb274, ^bb277
              ^bb274:
                %v4872 = memref.load %ls1558[%lane] : memref<?xi64>
                %v4873 = arith.constant 256 : i64
                %v4874 = arith.cmpi ult, %v4872, %v4873 : i64
                memref.store %v4874, %l1583[%k0] : memref<?xi1>
                %v4875 = memref.load %l1583[%k0] : memref<?xi1>
                cf.cond_br %v4875, ^bb275, ^bb277
              ^bb275:
                %v4876 = memref.load %ls1559[%lane] : memref<?xi64>
                %v4877 = arith.constant 256 : i64
                %v4878 = arith.cmpi ult, %v4876, %v4877 : i64
                memref.store %v4878, %l1584[%k0] : memref<?xi1>
                %v4879 = memref.load %l1584[%k0] : memref<?xi1>
                cf.cond_br %v4879, ^bb276, ^bb277
              ^bb276:
                %v4880 = memref.load %ls1556[%lane] : memref<?xi64>
                %v4881 = arith.index_cast %v4880 : i64 to index
                %v4882 = memref.load %wg0[%v4881] : memref<?xf32>
                memref.store %v4882, %l1585[%k0] : memref<?xf32>
                %v4883 = memref.load %l1570[%k0] : memref<?xi64>
                %v4884 = arith.index_cast %v4883 : i64 to index
                %v4885 = memref.load %wg0[%v4884] : memref<?xf32>
                memref.store %v4885, %l1586[%k0] : memref<?xf32>
                %v4886 = memref.load %l1585[%k0] : memref<?xf32>
                %v4887 = memref.load %l1586[%k0] : memref<?xf32>
                %v4888 = arith.addf %v4886, %v4887 : f32
                memref.store %v4888, %l1587[%k0] : memref<?xf32>
                %v4889 = memref.load %ls1556[%lane] : memref<?xi64>
                %v4890 = arith.index_cast %v4889 : i64 to index
                %v4891 = memref.load %l1587[%k0] : memref<?xf32>
                memref.store %v4891, %wg0[%v4890] : memref<?xf32>
                %v4892 = memref.load %ls1557[%lane] : memref<?xi64>
                %v4893 = arith.index_cast %v4892 : i64 to index
                %v4894 = memref.load %wg0[%v4893] : memref<?xf32>
                memref.store %v4894, %l1588[%k0] : memref<?xf32>
                %v4895 = memref.load %l1572[%k0] : memref<?xi64>
                %v4896 = arith.index_cast %v4895 : i64 to index
                %v4897 = memref.load %wg0[%v4896] : memref<?xf32>
                memref.store %v4897, %l1589[%k0] : memref<?xf32>
                %v4898 = memref.load %l1588[%k0] : memref<?xf32>
                %v4899 = memref.load %l1589[%k0] : memref<?xf32>
                %v4900 = arith.addf %v4898, %v4899 : f32
                memref.store %v4900, %l1590[%k0] : memref<?xf32>
                %v4901 = memref.load %ls1557[%lane] : memref<?xi64>
                %v4902 = arith.index_cast %v4901 : i64 to index
                %v4903 = memref.load %l1590[%k0] : memref<?xf32>
                memref.store %v4903, %wg0[%v4902] : memref<?xf32>
                %v4904 = memref.load %ls1558[%lane] : memref<?xi64>
                %v4905 = arith.index_cast %v4904 : i64 to index
                %v4906 = memref.load %wg0[%v4905] : memref<?xf32>
                memref.store %v4906, %l1591[%k0] : memref<?xf32>
                %v4907 = memref.load %l1574[%k0] : memref<?xi64>
                %v4908 = arith.index_cast %v4907 : i64 to index
                %v4909 = memref.load %wg0[%v4908] : memref<?xf32>
                memref.store %v4909, %l1592[%k0] : memref<?xf32>
                %v4910 = memref.load %l1591[%k0] : memref<?xf32>
                %v4911 = memref.load %l1592[%k0] : memref<?xf32>
                %v4912 = arith.addf %v4910, %v4911 : f32
                memref.store %v4912, %l1593[%k0] : memref<?xf32>
                %v4913 = memref.load %ls1558[%lane] : memref<?xi64>
                %v4914 = arith.index_cast %v4913 : i64 to index
                %v4915 = memref.load %l1593[%k0] : memref<?xf32>
                memref.store %v4915, %wg0[%v4914] : memref<?xf32>
                %v4916 = memref.load %ls1559[%lane] : memref<?xi64>
                %v4917 = arith.index_cast %v4916 : i64 to index
                %v4918 = memref.load %wg0[%v4917] : memref<?xf32>
                memref.store %v4918, %l1594[%k0] : memref<?xf32>
                %v4919 = memref.load %l1576[%k0] : memref<?xi64>
                %v4920 = arith.index_cast %v4919 : i64 to index
                %v4921 = memref.load %wg0[%v4920] : memref<?xf32>
                memref.store %v4921, %l1595[%k0] : memref<?xf32>
                %v4922 = memref.load %l1594[%k0] : memref<?xf32>
                %v4923 = memref.load %l1595[%k0] : memref<?xf32>
                %v4924 = arith.addf %v4922, %v4923 : f32
                memref.store %v4924, %l1596[%k0] : memref<?xf32>
                %v4925 = memref.load %ls1559[%lane] : memref<?xi64>
                %v4926 = arith.index_cast %v4925 : i64 to index
                %v4927 = memref.load %l1596[%k0] : memref<?xf32>
                memref.store %v4927, %wg0[%v4926] : memref<?xf32>
                cf.br ^bb277
              ^bb277:
                %v4928 = arith.constant 278 : i32
                memref.store %v4928, %resume[%lane] : memref<?xi32>
                %v4929 = arith.constant true
                %v4930 = arith.constant 0 : index
                memref.store %v4929, %more[%v4930] : memref<?xi1>
                cf.br ^exit
              ^bb278:
                %v4931 = memref.load %ls1564[%lane] : memref<?xi64>
                memref.store %v4931, %l1597[%k0] : memref<?xi64>
                %v4932 = memref.load %l1597[%k0] : memref<?xi64>
                %v4933 = arith.constant 2 : i64
                %v4934 = arith.constant 0 : i64
                %v4935 = arith.cmpi eq, %v4933, %v4934 : i64
                %v4936 = arith.constant 1 : i64
                %v4937 = arith.select %v4935, %v4936, %v4933 : i64
                %v4938 = arith.divui %v4932, %v4937 : i64
                memref.store %v4938, %ls1564[%lane] : memref<?xi64>
                cf.br ^bb266
              ^bb279:
                %v4939 = memref.load %ls838[%lane] : memref<?xi64>
                %v4940 = arith.constant 0 : i64
                %v4941 = arith.cmpi eq, %v4939, %v4940 : i64
                memref.store %v4941, %l1598[%k0] : memref<?xi1>
                %v4942 = memref.load %l1598[%k0] : memref<?xi1>
                cf.cond_br %v4942, ^bb280, ^bb292
              ^bb280:
                %v4943 = memref.load %ls844[%lane] : memref<?xi64>
                %v4944 = arith.constant 1 : i64
                %v4945 = arith.addi %v4943, %v4944 : i64
                memref.store %v4945, %l1599[%k0] : memref<?xi64>
                %v4946 = memref.load %ls844[%lane] : memref<?xi64>
                %v4947 = arith.constant 2 : i64
                %v4948 = arith.addi %v4946, %v4947 : i64
                memref.store %v4948, %l1600[%k0] : memref<?xi64>
                %v4949 = memref.load %ls844[%lane] : memref<?xi64>
                %v4950 = arith.constant 3 : i64
                %v4951 = arith.addi %v4949, %v4950 : i64
                memref.store %v4951, %l1601[%k0] : memref<?xi64>
                %v4952 = arith.index_cast %n2 : index to i64
                memref.store %v4952, %l1602[%k0] : memref<?xi64>
                %v4953 = memref.load %ls844[%lane] : memref<?xi64>
                %v4954 = memref.load %l1602[%k0] : memref<?xi64>
                %v4955 = arith.cmpi ult, %v4953, %v4954 : i64
                memref.store %v4955, %l1603[%k0] : memref<?xi1>
                %v4956 = memref.load %l1603[%k0] : memref<?xi1>
                cf.cond_br %v4956, ^bb281, ^bb283
              ^bb281:
                %v4957 = memref.load %ls1556[%lane] : memref<?xi64>
                %v4958 = arith.constant 256 : i64
                %v4959 = arith.cmpi ult, %v4957, %v4958 : i64
                memref.store %v4959, %l1604[%k0] : memref<?xi1>
                %v4960 = memref.load %l1604[%k0] : memref<?xi1>
                cf.cond_br %v4960, ^bb282, ^bb283
              ^bb282:
                %v4961 = memref.load %ls1556[%lane] : memref<?xi64>
                %v4962 = arith.index_cast %v4961 : i64 to index
                %v4963 = memref.load %wg0[%v4962] : memref<?xf32>
                memref.store %v4963, %l1605[%k0] : memref<?xf32>
                %v4964 = memref.load %ls844[%lane] : memref<?xi64>
                %v4965 = arith.index_cast %v4964 : i64 to index
                %v4966 = memref.load %l1605[%k0] : memref<?xf32>
                memref.store %v4966, %p2[%v4965] : memref<?xf32>
                cf.br ^bb283
              ^bb283:
                %v4967 = arith.index_cast %n2 : index to i64
                memref.store %v4967, %l1606[%k0] : memref<?xi64>
                %v4968 = memref.load %l1599[%k0] : memref<?xi64>
                %v4969 = memref.load %l1606[%k0] : memref<?xi64>
                %v4970 = arith.cmpi ult, %v4968, %v4969 : i64
                memref.store %v4970, %l1607[%k0] : memref<?xi1>
                %v4971 = memref.load %l1607[%k0] : memref<?xi1>
                cf.cond_br %v4971, ^bb284, ^bb286
              ^bb284:
                %v4972 = memref.load %ls1557[%lane] : memref<?xi64>
                %v4973 = arith.constant 256 : i64
                %v4974 = arith.cmpi ult, %v4972, %v4973 : i64
                memref.store %v4974, %l1608[%k0] : memref<?xi1>
                %v4975 = memref.load %l1608[%k0] : memref<?xi1>
                cf.cond_br %v4975, ^bb285, ^bb286
              ^bb285:
                %v4976 = memref.load %ls1557[%lane] : memref<?xi64>
                %v4977 = arith.index_cast %v4976 : i64 to index
                %v4978 = memref.load %wg0[%v4977] : memref<?xf32>
                memref.store %v4978, %l1609[%k0] : memref<?xf32>
                %v4979 = memref.load %l1599[%k0] : memref<?xi64>
                %v4980 = arith.index_cast %v4979 : i64 to index
                %v4981 = memref.load %l1609[%k0] : memref<?xf32>
                memref.store %v4981, %p2[%v4980] : memref<?xf32>
                cf.br ^bb286
              ^bb286:
                %v4982 = arith.index_cast %n2 : index to i64
                memref.store %v4982, %l1610[%k0] : memref<?xi64>
                %v4983 = memref.load %l1600[%k0] : memref<?xi64>
                %v4984 = memref.load %l1610[%k0] : memref<?xi64>
                %v4985 = arith.cmpi ult, %v4983, %v4984 : i64
                memref.store %v4985, %l1611[%k0] : memref<?xi1>
                %v4986 = memref.load %l1611[%k0] : memref<?xi1>
                cf.cond_br %v4986, ^bb287, ^bb289
              ^bb287:
                %v4987 = memref.load %ls1558[%lane] : memref<?xi64>
                %v4988 = arith.constant 256 : i64
                %v4989 = arith.cmpi ult, %v4987, %v4988 : i64
                memref.store %v4989, %l1612[%k0] : memref<?xi1>
                %v4990 = memref.load %l1612[%k0] : memref<?xi1>
                cf.cond_br %v4990, ^bb288, ^bb289
              ^bb288:
                %v4991 = memref.load %ls1558[%lane] : memref<?xi64>
                %v4992 = arith.index_cast %v4991 : i64 to index
                %v4993 = memref.load %wg0[%v4992] : memref<?xf32>
                memref.store %v4993, %l1613[%k0] : memref<?xf32>
                %v4994 = memref.load %l1600[%k0] : memref<?xi64>
                %v4995 = arith.index_cast %v4994 : i64 to index
                %v4996 = memref.load %l1613[%k0] : memref<?xf32>
                memref.store %v4996, %p2[%v4995] : memref<?xf32>
                cf.br ^bb289
              ^bb289:
                %v4997 = arith.index_cast %n2 : index to i64
                memref.store %v4997, %l1614[%k0] : memref<?xi64>
                %v4998 = memref.load %l1601[%k0] : memref<?xi64>
                %v4999 = memref.load %l1614[%k0] : memref<?xi64>
                %v5000 = arith.cmpi ult, %v4998, %v4999 : i64
                memref.store %v5000, %l1615[%k0] : memref<?xi1>
                %v5001 = memref.load %l1615[%k0] : memref<?xi1>
                cf.cond_br %v5001, ^bb290, ^bb292
              ^bb290:
                %v5002 = memref.load %ls1559[%lane] : memref<?xi64>
                %v5003 = arith.constant 256 : i64
                %v5004 = arith.cmpi ult, %v5002, %v5003 : i64
                memref.store %v5004, %l1616[%k0] : memref<?xi1>
                %v5005 = memref.load %l1616[%k0] : memref<?xi1>
                cf.cond_br %v5005, ^bb291, ^bb292
              ^bb291:
                %v5006 = memref.load %ls1559[%lane] : memref<?xi64>
                %v5007 = arith.index_cast %v5006 : i64 to index
                %v5008 = memref.load %wg0[%v5007] : memref<?xf32>
                memref.store %v5008, %l1617[%k0] : memref<?xf32>
                %v5009 = memref.load %l1601[%k0] : memref<?xi64>
                %v5010 = arith.index_cast %v5009 : i64 to index
                %v5011 = memref.load %l1617[%k0] : memref<?xf32>
                memref.store %v5011, %p2[%v5010] : memref<?xf32>
                cf.br ^bb292
              ^bb292:
                %v5012 = arith.constant -1 : i32
                memref.store %v5012, %resume[%lane] : memref<?xi32>
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
