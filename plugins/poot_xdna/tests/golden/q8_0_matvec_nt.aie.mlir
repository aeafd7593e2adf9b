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
    %b_wg0_c0 = "aie.buffer"(%t_c0) {sym_name = "wg0_c0"} : (index) -> memref<256xf32>
    %b_ls0_c0 = "aie.buffer"(%t_c0) {sym_name = "ls0_c0"} : (index) -> memref<256xi64>
    %b_ls1_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1_c0"} : (index) -> memref<256xi64>
    %b_ls11_c0 = "aie.buffer"(%t_c0) {sym_name = "ls11_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi64>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi64>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xf32>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi1>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi1>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xf32>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi1>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi64>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi1>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi1>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xf32>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xf32>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xf32>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi1>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi64>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi1>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xf32>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi64>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi64>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi64>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi1>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi32>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi64>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi64>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi32>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi32>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi32>
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
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi32>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi1>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi32>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi32>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi32>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi32>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi32>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi32>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi32>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi1>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi32>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi32>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi32>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi1>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi32>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi32>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi32>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi32>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi32>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xi32>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xi32>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi32>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi32>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xi32>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xi32>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xi32>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xf32>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi64>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi64>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi64>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xi64>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xi1>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xi32>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi64>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi1>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi32>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi64>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi64>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi64>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi64>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xi1>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xi64>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi1>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi64>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi64>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi32>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi64>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xi1>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xi32>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xi32>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xi32>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xi32>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xi32>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xi32>
    %b_l108_c0 = "aie.buffer"(%t_c0) {sym_name = "l108_c0"} : (index) -> memref<1xi32>
    %b_l109_c0 = "aie.buffer"(%t_c0) {sym_name = "l109_c0"} : (index) -> memref<1xi32>
    %b_l110_c0 = "aie.buffer"(%t_c0) {sym_name = "l110_c0"} : (index) -> memref<1xi64>
    %b_l111_c0 = "aie.buffer"(%t_c0) {sym_name = "l111_c0"} : (index) -> memref<1xi64>
    %b_l112_c0 = "aie.buffer"(%t_c0) {sym_name = "l112_c0"} : (index) -> memref<1xi64>
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xi64>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xi64>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xi64>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xi1>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xi64>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xi1>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xi64>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xi1>
    %b_l121_c0 = "aie.buffer"(%t_c0) {sym_name = "l121_c0"} : (index) -> memref<1xi64>
    %b_l122_c0 = "aie.buffer"(%t_c0) {sym_name = "l122_c0"} : (index) -> memref<1xi1>
    %b_l123_c0 = "aie.buffer"(%t_c0) {sym_name = "l123_c0"} : (index) -> memref<1xf32>
    %b_l124_c0 = "aie.buffer"(%t_c0) {sym_name = "l124_c0"} : (index) -> memref<1xi32>
    %b_l125_c0 = "aie.buffer"(%t_c0) {sym_name = "l125_c0"} : (index) -> memref<1xi32>
    %b_l126_c0 = "aie.buffer"(%t_c0) {sym_name = "l126_c0"} : (index) -> memref<1xi32>
    %b_l127_c0 = "aie.buffer"(%t_c0) {sym_name = "l127_c0"} : (index) -> memref<1xi32>
    %b_l128_c0 = "aie.buffer"(%t_c0) {sym_name = "l128_c0"} : (index) -> memref<1xi32>
    %b_l129_c0 = "aie.buffer"(%t_c0) {sym_name = "l129_c0"} : (index) -> memref<1xf32>
    %b_l130_c0 = "aie.buffer"(%t_c0) {sym_name = "l130_c0"} : (index) -> memref<1xf32>
    %b_l131_c0 = "aie.buffer"(%t_c0) {sym_name = "l131_c0"} : (index) -> memref<1xf32>
    %b_l132_c0 = "aie.buffer"(%t_c0) {sym_name = "l132_c0"} : (index) -> memref<1xf32>
    %b_l133_c0 = "aie.buffer"(%t_c0) {sym_name = "l133_c0"} : (index) -> memref<1xf32>
    %b_l134_c0 = "aie.buffer"(%t_c0) {sym_name = "l134_c0"} : (index) -> memref<1xi32>
    %b_l135_c0 = "aie.buffer"(%t_c0) {sym_name = "l135_c0"} : (index) -> memref<1xi32>
    %b_l136_c0 = "aie.buffer"(%t_c0) {sym_name = "l136_c0"} : (index) -> memref<1xi32>
    %b_l137_c0 = "aie.buffer"(%t_c0) {sym_name = "l137_c0"} : (index) -> memref<1xi32>
    %b_l138_c0 = "aie.buffer"(%t_c0) {sym_name = "l138_c0"} : (index) -> memref<1xi32>
    %b_l139_c0 = "aie.buffer"(%t_c0) {sym_name = "l139_c0"} : (index) -> memref<1xf32>
    %b_l140_c0 = "aie.buffer"(%t_c0) {sym_name = "l140_c0"} : (index) -> memref<1xf32>
    %b_l141_c0 = "aie.buffer"(%t_c0) {sym_name = "l141_c0"} : (index) -> memref<1xf32>
    %b_l142_c0 = "aie.buffer"(%t_c0) {sym_name = "l142_c0"} : (index) -> memref<1xf32>
    %b_l143_c0 = "aie.buffer"(%t_c0) {sym_name = "l143_c0"} : (index) -> memref<1xf32>
    %b_l144_c0 = "aie.buffer"(%t_c0) {sym_name = "l144_c0"} : (index) -> memref<1xi32>
    %b_l145_c0 = "aie.buffer"(%t_c0) {sym_name = "l145_c0"} : (index) -> memref<1xi32>
    %b_l146_c0 = "aie.buffer"(%t_c0) {sym_name = "l146_c0"} : (index) -> memref<1xi32>
    %b_l147_c0 = "aie.buffer"(%t_c0) {sym_name = "l147_c0"} : (index) -> memref<1xi32>
    %b_l148_c0 = "aie.buffer"(%t_c0) {sym_name = "l148_c0"} : (index) -> memref<1xi32>
    %b_l149_c0 = "aie.buffer"(%t_c0) {sym_name = "l149_c0"} : (index) -> memref<1xf32>
    %b_l150_c0 = "aie.buffer"(%t_c0) {sym_name = "l150_c0"} : (index) -> memref<1xf32>
    %b_l151_c0 = "aie.buffer"(%t_c0) {sym_name = "l151_c0"} : (index) -> memref<1xf32>
    %b_l152_c0 = "aie.buffer"(%t_c0) {sym_name = "l152_c0"} : (index) -> memref<1xf32>
    %b_l153_c0 = "aie.buffer"(%t_c0) {sym_name = "l153_c0"} : (index) -> memref<1xf32>
    %b_l154_c0 = "aie.buffer"(%t_c0) {sym_name = "l154_c0"} : (index) -> memref<1xi32>
    %b_l155_c0 = "aie.buffer"(%t_c0) {sym_name = "l155_c0"} : (index) -> memref<1xi32>
    %b_l156_c0 = "aie.buffer"(%t_c0) {sym_name = "l156_c0"} : (index) -> memref<1xi32>
    %b_l157_c0 = "aie.buffer"(%t_c0) {sym_name = "l157_c0"} : (index) -> memref<1xf32>
    %b_l158_c0 = "aie.buffer"(%t_c0) {sym_name = "l158_c0"} : (index) -> memref<1xf32>
    %b_l159_c0 = "aie.buffer"(%t_c0) {sym_name = "l159_c0"} : (index) -> memref<1xf32>
    %b_l160_c0 = "aie.buffer"(%t_c0) {sym_name = "l160_c0"} : (index) -> memref<1xf32>
    %b_l161_c0 = "aie.buffer"(%t_c0) {sym_name = "l161_c0"} : (index) -> memref<1xi32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %wg0 = memref.cast %b_wg0_c0 : memref<256xf32> to memref<?xf32>
      %ls0 = memref.cast %b_ls0_c0 : memref<256xi64> to memref<?xi64>
      %ls1 = memref.cast %b_ls1_c0 : memref<256xi64> to memref<?xi64>
      %ls11 = memref.cast %b_ls11_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l2 = memref.cast %b_l2_c0 : memref<1xi64> to memref<?xi64>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi64> to memref<?xi64>
      %l5 = memref.cast %b_l5_c0 : memref<1xf32> to memref<?xf32>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi1> to memref<?xi1>
      %l9 = memref.cast %b_l9_c0 : memref<1xi1> to memref<?xi1>
      %l10 = memref.cast %b_l10_c0 : memref<1xf32> to memref<?xf32>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi1> to memref<?xi1>
      %l14 = memref.cast %b_l14_c0 : memref<1xi64> to memref<?xi64>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi1> to memref<?xi1>
      %l18 = memref.cast %b_l18_c0 : memref<1xi1> to memref<?xi1>
      %l19 = memref.cast %b_l19_c0 : memref<1xf32> to memref<?xf32>
      %l20 = memref.cast %b_l20_c0 : memref<1xf32> to memref<?xf32>
      %l21 = memref.cast %b_l21_c0 : memref<1xf32> to memref<?xf32>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi1> to memref<?xi1>
      %l24 = memref.cast %b_l24_c0 : memref<1xi64> to memref<?xi64>
      %l25 = memref.cast %b_l25_c0 : memref<1xi1> to memref<?xi1>
      %l26 = memref.cast %b_l26_c0 : memref<1xf32> to memref<?xf32>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xi64> to memref<?xi64>
      %l29 = memref.cast %b_l29_c0 : memref<1xi64> to memref<?xi64>
      %l30 = memref.cast %b_l30_c0 : memref<1xi32> to memref<?xi32>
      %l31 = memref.cast %b_l31_c0 : memref<1xi64> to memref<?xi64>
      %l32 = memref.cast %b_l32_c0 : memref<1xi1> to memref<?xi1>
      %l33 = memref.cast %b_l33_c0 : memref<1xi32> to memref<?xi32>
      %l34 = memref.cast %b_l34_c0 : memref<1xi32> to memref<?xi32>
      %l35 = memref.cast %b_l35_c0 : memref<1xi64> to memref<?xi64>
      %l36 = memref.cast %b_l36_c0 : memref<1xi64> to memref<?xi64>
      %l37 = memref.cast %b_l37_c0 : memref<1xi32> to memref<?xi32>
      %l38 = memref.cast %b_l38_c0 : memref<1xi32> to memref<?xi32>
      %l39 = memref.cast %b_l39_c0 : memref<1xi32> to memref<?xi32>
      %l40 = memref.cast %b_l40_c0 : memref<1xi32> to memref<?xi32>
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
      %l53 = memref.cast %b_l53_c0 : memref<1xi32> to memref<?xi32>
      %l54 = memref.cast %b_l54_c0 : memref<1xi1> to memref<?xi1>
      %l55 = memref.cast %b_l55_c0 : memref<1xi32> to memref<?xi32>
      %l56 = memref.cast %b_l56_c0 : memref<1xi32> to memref<?xi32>
      %l57 = memref.cast %b_l57_c0 : memref<1xi32> to memref<?xi32>
      %l58 = memref.cast %b_l58_c0 : memref<1xi32> to memref<?xi32>
      %l59 = memref.cast %b_l59_c0 : memref<1xi32> to memref<?xi32>
      %l60 = memref.cast %b_l60_c0 : memref<1xi32> to memref<?xi32>
      %l61 = memref.cast %b_l61_c0 : memref<1xi32> to memref<?xi32>
      %l62 = memref.cast %b_l62_c0 : memref<1xi32> to memref<?xi32>
      %l63 = memref.cast %b_l63_c0 : memref<1xi1> to memref<?xi1>
      %l64 = memref.cast %b_l64_c0 : memref<1xi32> to memref<?xi32>
      %l65 = memref.cast %b_l65_c0 : memref<1xi32> to memref<?xi32>
      %l66 = memref.cast %b_l66_c0 : memref<1xi32> to memref<?xi32>
      %l67 = memref.cast %b_l67_c0 : memref<1xi1> to memref<?xi1>
      %l68 = memref.cast %b_l68_c0 : memref<1xi32> to memref<?xi32>
      %l69 = memref.cast %b_l69_c0 : memref<1xi32> to memref<?xi32>
      %l70 = memref.cast %b_l70_c0 : memref<1xi32> to memref<?xi32>
      %l71 = memref.cast %b_l71_c0 : memref<1xi32> to memref<?xi32>
      %l72 = memref.cast %b_l72_c0 : memref<1xi32> to memref<?xi32>
      %l73 = memref.cast %b_l73_c0 : memref<1xi32> to memref<?xi32>
      %l74 = memref.cast %b_l74_c0 : memref<1xi32> to memref<?xi32>
      %l75 = memref.cast %b_l75_c0 : memref<1xi32> to memref<?xi32>
      %l76 = memref.cast %b_l76_c0 : memref<1xi32> to memref<?xi32>
      %l77 = memref.cast %b_l77_c0 : memref<1xi32> to memref<?xi32>
      %l78 = memref.cast %b_l78_c0 : memref<1xi32> to memref<?xi32>
      %l79 = memref.cast %b_l79_c0 : memref<1xi32> to memref<?xi32>
      %l80 = memref.cast %b_l80_c0 : memref<1xf32> to memref<?xf32>
      %l81 = memref.cast %b_l81_c0 : memref<1xi64> to memref<?xi64>
      %l82 = memref.cast %b_l82_c0 : memref<1xi64> to memref<?xi64>
      %l83 = memref.cast %b_l83_c0 : memref<1xi64> to memref<?xi64>
      %l84 = memref.cast %b_l84_c0 : memref<1xi64> to memref<?xi64>
      %l85 = memref.cast %b_l85_c0 : memref<1xi1> to memref<?xi1>
      %l86 = memref.cast %b_l86_c0 : memref<1xi32> to memref<?xi32>
      %l87 = memref.cast %b_l87_c0 : memref<1xi64> to memref<?xi64>
      %l88 = memref.cast %b_l88_c0 : memref<1xi1> to memref<?xi1>
      %l89 = memref.cast %b_l89_c0 : memref<1xi32> to memref<?xi32>
      %l90 = memref.cast %b_l90_c0 : memref<1xi64> to memref<?xi64>
      %l91 = memref.cast %b_l91_c0 : memref<1xi64> to memref<?xi64>
      %l92 = memref.cast %b_l92_c0 : memref<1xi64> to memref<?xi64>
      %l93 = memref.cast %b_l93_c0 : memref<1xi64> to memref<?xi64>
      %l94 = memref.cast %b_l94_c0 : memref<1xi1> to memref<?xi1>
      %l95 = memref.cast %b_l95_c0 : memref<1xi64> to memref<?xi64>
      %l96 = memref.cast %b_l96_c0 : memref<1xi1> to memref<?xi1>
      %l97 = memref.cast %b_l97_c0 : memref<1xi64> to memref<?xi64>
      %l98 = memref.cast %b_l98_c0 : memref<1xi64> to memref<?xi64>
      %l99 = memref.cast %b_l99_c0 : memref<1xi32> to memref<?xi32>
      %l100 = memref.cast %b_l100_c0 : memref<1xi64> to memref<?xi64>
      %l101 = memref.cast %b_l101_c0 : memref<1xi1> to memref<?xi1>
      %l102 = memref.cast %b_l102_c0 : memref<1xi32> to memref<?xi32>
      %l103 = memref.cast %b_l103_c0 : memref<1xi32> to memref<?xi32>
      %l104 = memref.cast %b_l104_c0 : memref<1xi32> to memref<?xi32>
      %l105 = memref.cast %b_l105_c0 : memref<1xi32> to memref<?xi32>
      %l106 = memref.cast %b_l106_c0 : memref<1xi32> to memref<?xi32>
      %l107 = memref.cast %b_l107_c0 : memref<1xi32> to memref<?xi32>
      %l108 = memref.cast %b_l108_c0 : memref<1xi32> to memref<?xi32>
      %l109 = memref.cast %b_l109_c0 : memref<1xi32> to memref<?xi32>
      %l110 = memref.cast %b_l110_c0 : memref<1xi64> to memref<?xi64>
      %l111 = memref.cast %b_l111_c0 : memref<1xi64> to memref<?xi64>
      %l112 = memref.cast %b_l112_c0 : memref<1xi64> to memref<?xi64>
      %l113 = memref.cast %b_l113_c0 : memref<1xi64> to memref<?xi64>
      %l114 = memref.cast %b_l114_c0 : memref<1xi64> to memref<?xi64>
      %l115 = memref.cast %b_l115_c0 : memref<1xi64> to memref<?xi64>
      %l116 = memref.cast %b_l116_c0 : memref<1xi1> to memref<?xi1>
      %l117 = memref.cast %b_l117_c0 : memref<1xi64> to memref<?xi64>
      %l118 = memref.cast %b_l118_c0 : memref<1xi1> to memref<?xi1>
      %l119 = memref.cast %b_l119_c0 : memref<1xi64> to memref<?xi64>
      %l120 = memref.cast %b_l120_c0 : memref<1xi1> to memref<?xi1>
      %l121 = memref.cast %b_l121_c0 : memref<1xi64> to memref<?xi64>
      %l122 = memref.cast %b_l122_c0 : memref<1xi1> to memref<?xi1>
      %l123 = memref.cast %b_l123_c0 : memref<1xf32> to memref<?xf32>
      %l124 = memref.cast %b_l124_c0 : memref<1xi32> to memref<?xi32>
      %l125 = memref.cast %b_l125_c0 : memref<1xi32> to memref<?xi32>
      %l126 = memref.cast %b_l126_c0 : memref<1xi32> to memref<?xi32>
      %l127 = memref.cast %b_l127_c0 : memref<1xi32> to memref<?xi32>
      %l128 = memref.cast %b_l128_c0 : memref<1xi32> to memref<?xi32>
      %l129 = memref.cast %b_l129_c0 : memref<1xf32> to memref<?xf32>
      %l130 = memref.cast %b_l130_c0 : memref<1xf32> to memref<?xf32>
      %l131 = memref.cast %b_l131_c0 : memref<1xf32> to memref<?xf32>
      %l132 = memref.cast %b_l132_c0 : memref<1xf32> to memref<?xf32>
      %l133 = memref.cast %b_l133_c0 : memref<1xf32> to memref<?xf32>
      %l134 = memref.cast %b_l134_c0 : memref<1xi32> to memref<?xi32>
      %l135 = memref.cast %b_l135_c0 : memref<1xi32> to memref<?xi32>
      %l136 = memref.cast %b_l136_c0 : memref<1xi32> to memref<?xi32>
      %l137 = memref.cast %b_l137_c0 : memref<1xi32> to memref<?xi32>
      %l138 = memref.cast %b_l138_c0 : memref<1xi32> to memref<?xi32>
      %l139 = memref.cast %b_l139_c0 : memref<1xf32> to memref<?xf32>
      %l140 = memref.cast %b_l140_c0 : memref<1xf32> to memref<?xf32>
      %l141 = memref.cast %b_l141_c0 : memref<1xf32> to memref<?xf32>
      %l142 = memref.cast %b_l142_c0 : memref<1xf32> to memref<?xf32>
      %l143 = memref.cast %b_l143_c0 : memref<1xf32> to memref<?xf32>
      %l144 = memref.cast %b_l144_c0 : memref<1xi32> to memref<?xi32>
      %l145 = memref.cast %b_l145_c0 : memref<1xi32> to memref<?xi32>
      %l146 = memref.cast %b_l146_c0 : memref<1xi32> to memref<?xi32>
      %l147 = memref.cast %b_l147_c0 : memref<1xi32> to memref<?xi32>
      %l148 = memref.cast %b_l148_c0 : memref<1xi32> to memref<?xi32>
      %l149 = memref.cast %b_l149_c0 : memref<1xf32> to memref<?xf32>
      %l150 = memref.cast %b_l150_c0 : memref<1xf32> to memref<?xf32>
      %l151 = memref.cast %b_l151_c0 : memref<1xf32> to memref<?xf32>
      %l152 = memref.cast %b_l152_c0 : memref<1xf32> to memref<?xf32>
      %l153 = memref.cast %b_l153_c0 : memref<1xf32> to memref<?xf32>
      %l154 = memref.cast %b_l154_c0 : memref<1xi32> to memref<?xi32>
      %l155 = memref.cast %b_l155_c0 : memref<1xi32> to memref<?xi32>
      %l156 = memref.cast %b_l156_c0 : memref<1xi32> to memref<?xi32>
      %l157 = memref.cast %b_l157_c0 : memref<1xf32> to memref<?xf32>
      %l158 = memref.cast %b_l158_c0 : memref<1xf32> to memref<?xf32>
      %l159 = memref.cast %b_l159_c0 : memref<1xf32> to memref<?xf32>
      %l160 = memref.cast %b_l160_c0 : memref<1xf32> to memref<?xf32>
      %l161 = memref.cast %b_l161_c0 : memref<1xi32> to memref<?xi32>
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %kW = arith.constant 256 : index
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
          %v4 = arith.constant 256 : index
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 33: ^bb33, 39: ^bb39]
              ^bb0:
                %v8 = arith.index_cast %lane : index to i64
                memref.store %v8, %ls0[%lane] : memref<?xi64>
                cf.br ^bb1
              ^bb1:
                %v9 = arith.index_cast %grpx : index to i64
                memref.store %v9, %ls1[%lane] : memref<?xi64>
                cf.br ^bb2
              ^bb2:
                %v10 = arith.index_cast %n1 : index to i64
                memref.store %v10, %l2[%k0] : memref<?xi64>
                %v11 = memref.load %l2[%k0] : memref<?xi64>
                %v12 = arith.constant 32 : i64
                %v13 = arith.constant 0 : i64
                %v14 = arith.cmpi eq, %v12, %v13 : i64
                %v15 = arith.constant 1 : i64
                %v16 = arith.select %v14, %v15, %v12 : i64
                %v17 = arith.divui %v11, %v16 : i64
                memref.store %v17, %l3[%k0] : memref<?xi64>
                %v18 = memref.load %ls1[%lane] : memref<?xi64>
                %v19 = memref.load %l3[%k0] : memref<?xi64>
                %v20 = arith.muli %v18, %v19 : i64
                memref.store %v20, %l4[%k0] : memref<?xi64>
                %v21 = arith.constant 0x00000000 : f32
                memref.store %v21, %l5[%k0] : memref<?xf32>
                %v22 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v22, %l6[%k0] : memref<?xi64>
                cf.br ^bb3
              ^bb3:
                %v23 = memref.load %l6[%k0] : memref<?xi64>
                memref.store %v23, %l7[%k0] : memref<?xi64>
                %v24 = memref.load %l7[%k0] : memref<?xi64>
                %v25 = memref.load %l3[%k0] : memref<?xi64>
                %v26 = arith.cmpi uge, %v24, %v25 : i64
                memref.store %v26, %l8[%k0] : memref<?xi1>
                %v27 = memref.load %l8[%k0] : memref<?xi1>
                cf.cond_br %v27, ^bb4, ^bb5
              ^bb4:
                %v28 = memref.load %ls0[%lane] : memref<?xi64>
                %v29 = arith.constant 256 : i64
                %v30 = arith.cmpi ult, %v28, %v29 : i64
                memref.store %v30, %l9[%k0] : memref<?xi1>
                %v31 = memref.load %l9[%k0] : memref<?xi1>
                cf.cond_br %v31, ^bb31, ^bb32
              ^bb5:
                %v32 = memref.load %l4[%k0] : memref<?xi64>
                %v33 = memref.load %l7[%k0] : memref<?xi64>
                %v34 = arith.addi %v32, %v33 : i64
                memref.store %v34, %l27[%k0] : memref<?xi64>
                %v35 = memref.load %l27[%k0] : memref<?xi64>
                %v36 = arith.constant 34 : i64
                %v37 = arith.muli %v35, %v36 : i64
                memref.store %v37, %l28[%k0] : memref<?xi64>
                %v38 = memref.load %l28[%k0] : memref<?xi64>
                %v39 = arith.constant 4 : i64
                %v40 = arith.constant 0 : i64
                %v41 = arith.cmpi eq, %v39, %v40 : i64
                %v42 = arith.constant 1 : i64
                %v43 = arith.select %v41, %v42, %v39 : i64
                %v44 = arith.divui %v38, %v43 : i64
                memref.store %v44, %l29[%k0] : memref<?xi64>
                %v45 = arith.constant 0 : i32
                memref.store %v45, %l30[%k0] : memref<?xi32>
                %v46 = arith.index_cast %n0 : index to i64
                memref.store %v46, %l31[%k0] : memref<?xi64>
                %v47 = memref.load %l29[%k0] : memref<?xi64>
                %v48 = memref.load %l31[%k0] : memref<?xi64>
                %v49 = arith.cmpi ult, %v47, %v48 : i64
                memref.store %v49, %l32[%k0] : memref<?xi1>
                %v50 = memref.load %l32[%k0] : memref<?xi1>
                cf.cond_br %v50, ^bb6, ^bb7
              ^bb6:
                %v51 = memref.load %l29[%k0] : memref<?xi64>
                %v52 = arith.index_cast %v51 : i64 to index
                %v53 = memref.load %p0[%v52] : memref<?xi32>
                memref.store %v53, %l33[%k0] : memref<?xi32>
                %v54 = memref.load %l33[%k0] : memref<?xi32>
                memref.store %v54, %l30[%k0] : memref<?xi32>
                cf.br ^bb7
              ^bb7:
                %v55 = memref.load %l30[%k0] : memref<?xi32>
                memref.store %v55, %l34[%k0] : memref<?xi32>
                %v56 = memref.load %l28[%k0] : memref<?xi64>
                %v57 = arith.constant 4 : i64
                %v58 = arith.constant 0 : i64
                %v59 = arith.cmpi eq, %v57, %v58 : i64
                %v60 = arith.constant 1 : i64
                %v61 = arith.select %v59, %v60, %v57 : i64
                %v62 = arith.remui %v56, %v61 : i64
                memref.store %v62, %l35[%k0] : memref<?xi64>
                %v63 = memref.load %l35[%k0] : memref<?xi64>
                %v64 = arith.constant 8 : i64
                %v65 = arith.muli %v63, %v64 : i64
                memref.store %v65, %l36[%k0] : memref<?xi64>
                %v66 = memref.load %l36[%k0] : memref<?xi64>
                %v67 = arith.trunci %v66 : i64 to i32
                memref.store %v67, %l37[%k0] : memref<?xi32>
                %v68 = memref.load %l34[%k0] : memref<?xi32>
                %v69 = memref.load %l37[%k0] : memref<?xi32>
                %v70 = arith.constant 31 : i32
                %v71 = arith.andi %v69, %v70 : i32
                %v72 = arith.shrui %v68, %v71 : i32
                memref.store %v72, %l38[%k0] : memref<?xi32>
                %v73 = memref.load %l38[%k0] : memref<?xi32>
                %v74 = arith.constant 65535 : i32
                %v75 = arith.andi %v73, %v74 : i32
                memref.store %v75, %l39[%k0] : memref<?xi32>
                %v76 = arith.constant 15 : i32
                memref.store %v76, %l40[%k0] : memref<?xi32>
                %v77 = memref.load %l39[%k0] : memref<?xi32>
                %v78 = memref.load %l40[%k0] : memref<?xi32>
                %v79 = arith.constant 31 : i32
                %v80 = arith.andi %v78, %v79 : i32
                %v81 = arith.shrui %v77, %v80 : i32
                memref.store %v81, %l41[%k0] : memref<?xi32>
                %v82 = arith.constant 31 : i32
                memref.store %v82, %l42[%k0] : memref<?xi32>
                %v83 = memref.load %l41[%k0] : memref<?xi32>
                %v84 = memref.load %l42[%k0] : memref<?xi32>
                %v85 = arith.constant 31 : i32
                %v86 = arith.andi %v84, %v85 : i32
                %v87 = arith.shli %v83, %v86 : i32
                memref.store %v87, %l43[%k0] : memref<?xi32>
                %v88 = arith.constant 10 : i32
                memref.store %v88, %l44[%k0] : memref<?xi32>
                %v89 = memref.load %l39[%k0] : memref<?xi32>
                %v90 = memref.load %l44[%k0] : memref<?xi32>
                %v91 = arith.constant 31 : i32
                %v92 = arith.andi %v90, %v91 : i32
                %v93 = arith.shrui %v89, %v92 : i32
                memref.store %v93, %l45[%k0] : memref<?xi32>
                %v94 = memref.load %l45[%k0] : memref<?xi32>
                %v95 = arith.constant 31 : i32
                %v96 = arith.andi %v94, %v95 : i32
                memref.store %v96, %l46[%k0] : memref<?xi32>
                %v97 = memref.load %l39[%k0] : memref<?xi32>
                %v98 = arith.constant 1023 : i32
                %v99 = arith.andi %v97, %v98 : i32
                memref.store %v99, %l47[%k0] : memref<?xi32>
                %v100 = memref.load %l43[%k0] : memref<?xi32>
                memref.store %v100, %l48[%k0] : memref<?xi32>
                %v101 = memref.load %l46[%k0] : memref<?xi32>
                %v102 = arith.constant 31 : i32
                %v103 = arith.cmpi eq, %v101, %v102 : i32
                memref.store %v103, %l49[%k0] : memref<?xi1>
                %v104 = memref.load %l49[%k0] : memref<?xi1>
                cf.cond_br %v104, ^bb8, ^bb9
              ^bb8:
                %v105 = memref.load %l43[%k0] : memref<?xi32>
                %v106 = arith.constant 2139095040 : i32
                %v107 = arith.ori %v105, %v106 : i32
                memref.store %v107, %l50[%k0] : memref<?xi32>
                %v108 = memref.load %l47[%k0] : memref<?xi32>
                memref.store %v108, %l51[%k0] : memref<?xi32>
                %v109 = arith.constant 13 : i32
                memref.store %v109, %l52[%k0] : memref<?xi32>
                %v110 = memref.load %l51[%k0] : memref<?xi32>
                %v111 = memref.load %l52[%k0] : memref<?xi32>
                %v112 = arith.constant 31 : i32
                %v113 = arith.andi %v111, %v112 : i32
                %v114 = arith.shli %v110, %v113 : i32
                memref.store %v114, %l53[%k0] : memref<?xi32>
                %v115 = memref.load %l50[%k0] : memref<?xi32>
                %v116 = memref.load %l53[%k0] : memref<?xi32>
                %v117 = arith.ori %v115, %v116 : i32
                memref.store %v117, %l48[%k0] : memref<?xi32>
                cf.br ^bb16
              ^bb9:
                %v118 = memref.load %l46[%k0] : memref<?xi32>
                %v119 = arith.constant 0 : i32
                %v120 = arith.cmpi ne, %v118, %v119 : i32
                memref.store %v120, %l54[%k0] : memref<?xi1>
                %v121 = memref.load %l54[%k0] : memref<?xi1>
                cf.cond_br %v121, ^bb10, ^bb11
              ^bb10:
                %v122 = memref.load %l46[%k0] : memref<?xi32>
                %v123 = arith.constant 112 : i32
                %v124 = arith.addi %v122, %v123 : i32
                memref.store %v124, %l55[%k0] : memref<?xi32>
                %v125 = arith.constant 23 : i32
                memref.store %v125, %l56[%k0] : memref<?xi32>
                %v126 = memref.load %l55[%k0] : memref<?xi32>
                %v127 = memref.load %l56[%k0] : memref<?xi32>
                %v128 = arith.constant 31 : i32
                %v129 = arith.andi %v127, %v128 : i32
                %v130 = arith.shli %v126, %v129 : i32
                memref.store %v130, %l57[%k0] : memref<?xi32>
                %v131 = memref.load %l43[%k0] : memref<?xi32>
                %v132 = memref.load %l57[%k0] : memref<?xi32>
                %v133 = arith.ori %v131, %v132 : i32
                memref.store %v133, %l58[%k0] : memref<?xi32>
                %v134 = memref.load %l47[%k0] : memref<?xi32>
                memref.store %v134, %l59[%k0] : memref<?xi32>
                %v135 = arith.constant 13 : i32
                memref.store %v135, %l60[%k0] : memref<?xi32>
                %v136 = memref.load %l59[%k0] : memref<?xi32>
                %v137 = memref.load %l60[%k0] : memref<?xi32>
                %v138 = arith.constant 31 : i32
                %v139 = arith.andi %v137, %v138 : i32
                %v140 = arith.shli %v136, %v139 : i32
                memref.store %v140, %l61[%k0] : memref<?xi32>
                %v141 = memref.load %l58[%k0] : memref<?xi32>
                %v142 = memref.load %l61[%k0] : memref<?xi32>
                %v143 = arith.ori %v141, %v142 : i32
                memref.store %v143, %l48[%k0] : memref<?xi32>
                cf.br ^bb16
              ^bb11:
                %v144 = memref.load %l47[%k0] : memref<?xi32>
                memref.store %v144, %l62[%k0] : memref<?xi32>
                %v145 = memref.load %l62[%k0] : memref<?xi32>
                %v146 = arith.constant 0 : i32
                %v147 = arith.cmpi ne, %v145, %v146 : i32
                memref.store %v147, %l63[%k0] : memref<?xi1>
                %v148 = memref.load %l63[%k0] : memref<?xi1>
                cf.cond_br %v148, ^bb12, ^bb16
              ^bb12:
                %v149 = arith.constant 113 : i32
                memref.store %v149, %l64[%k0] : memref<?xi32>
                cf.br ^bb13
              ^bb13:
                %v150 = memref.load %l47[%k0] : memref<?xi32>
                memref.store %v150, %l65[%k0] : memref<?xi32>
                %v151 = memref.load %l65[%k0] : memref<?xi32>
                %v152 = arith.constant 1024 : i32
                %v153 = arith.andi %v151, %v152 : i32
                memref.store %v153, %l66[%k0] : memref<?xi32>
                %v154 = memref.load %l66[%k0] : memref<?xi32>
                %v155 = arith.constant 0 : i32
                %v156 = arith.cmpi eq, %v154, %v155 : i32
                memref.store %v156, %l67[%k0] : memref<?xi1>
                %v157 = memref.load %l67[%k0] : memref<?xi1>
                cf.cond_br %v157, ^bb14, ^bb15
              ^bb14:
                %v158 = memref.load %l47[%k0] : memref<?xi32>
                memref.store %v158, %l68[%k0] : memref<?xi32>
                %v159 = arith.constant 1 : i32
                memref.store %v159, %l69[%k0] : memref<?xi32>
                %v160 = memref.load %l68[%k0] : memref<?xi32>
                %v161 = memref.load %l69[%k0] : memref<?xi32>
                %v162 = arith.constant 31 : i32
                %v163 = arith.andi %v161, %v162 : i32
                %v164 = arith.shli %v160, %v163 : i32
                memref.store %v164, %l47[%k0] : memref<?xi32>
                %v165 = memref.load %l64[%k0] : memref<?xi32>
                memref.store %v165, %l70[%k0] : memref<?xi32>
                %v166 = memref.load %l70[%k0] : memref<?xi32>
                %v167 = arith.constant 1 : i32
                %v168 = arith.subi %v166, %v167 : i32
                memref.store %v168, %l64[%k0] : memref<?xi32>
                cf.br ^bb13
              ^bb15:
                %v169 = memref.load %l64[%k0] : memref<?xi32>
                memref.store %v169, %l71[%k0] : memref<?xi32>
                %v170 = arith.constant 23 : i32
                memref.store %v170, %l72[%k0] : memref<?xi32>
                %v171 = memref.load %l71[%k0] : memref<?xi32>
                %v172 = memref.load %l72[%k0] : memref<?xi32>
                %v173 = arith.constant 31 : i32
                %v174 = arith.andi %v172, %v173 : i32
                %v175 = arith.shli %v171, %v174 : i32
                memref.store %v175, %l73[%k0] : memref<?xi32>
                %v176 = memref.load %l43[%k0] : memref<?xi32>
                %v177 = memref.load %l73[%k0] : memref<?xi32>
                %v178 = arith.ori %v176, %v177 : i32
                memref.store %v178, %l74[%k0] : memref<?xi32>
                %v179 = memref.load %l47[%k0] : memref<?xi32>
                memref.store %v179, %l75[%k0] : memref<?xi32>
                %v180 = memref.load %l75[%k0] : memref<?xi32>
                %v181 = arith.constant 1023 : i32
                %v182 = arith.andi %v180, %v181 : i32
                memref.store %v182, %l76[%k0] : memref<?xi32>
                %v183 = arith.constant 13 : i32
                memref.store %v183, %l77[%k0] : memref<?xi32>
                %v184 = memref.load %l76[%k0] : memref<?xi32>
                %v185 = memref.load %l77[%k0] : memref<?xi32>
                %v186 = arith.constant 31 : i32
                %v187 = arith.andi %v185, %v186 : i32
                %v188 = arith.shli %v184, %v187 : i32
                memref.store %v188, %l78[%k0] : memref<?xi32>
                %v189 = memref.load %l74[%k0] : memref<?xi32>
                %v190 = memref.load %l78[%k0] : memref<?xi32>
                %v191 = arith.ori %v189, %v190 : i32
                memref.store %v191, %l48[%k0] : memref<?xi32>
                cf.br ^bb16
              ^bb16:
                %v192 = memref.load %l48[%k0] : memref<?xi32>
                memref.store %v192, %l79[%k0] : memref<?xi32>
                %v193 = memref.load %l79[%k0] : memref<?xi32>
                %v194 = arith.bitcast %v193 : i32 to f32
                memref.store %v194, %l80[%k0] : memref<?xf32>
                %v195 = memref.load %l28[%k0] : memref<?xi64>
                %v196 = arith.constant 2 : i64
                %v197 = arith.addi %v195, %v196 : i64
                memref.store %v197, %l81[%k0] : memref<?xi64>
                %v198 = memref.load %l81[%k0] : memref<?xi64>
                %v199 = arith.constant 4 : i64
                %v200 = arith.constant 0 : i64
                %v201 = arith.cmpi eq, %v199, %v200 : i64
                %v202 = arith.constant 1 : i64
                %v203 = arith.select %v201, %v202, %v199 : i64
                %v204 = arith.divui %v198, %v203 : i64
                memref.store %v204, %l82[%k0] : memref<?xi64>
                %v205 = memref.load %l28[%k0] : memref<?xi64>
                %v206 = arith.constant 2 : i64
                %v207 = arith.addi %v205, %v206 : i64
                memref.store %v207, %l83[%k0] : memref<?xi64>
                %v208 = memref.load %l83[%k0] : memref<?xi64>
                %v209 = arith.constant 4 : i64
                %v210 = arith.constant 0 : i64
                %v211 = arith.cmpi eq, %v209, %v210 : i64
                %v212 = arith.constant 1 : i64
                %v213 = arith.select %v211, %v212, %v209 : i64
                %v214 = arith.remui %v208, %v213 : i64
                memref.store %v214, %l84[%k0] : memref<?xi64>
                %v215 = memref.load %l84[%k0] : memref<?xi64>
                %v216 = arith.constant 0 : i64
                %v217 = arith.cmpi ne, %v215, %v216 : i64
                memref.store %v217, %l85[%k0] : memref<?xi1>
                %v218 = arith.constant 0 : i32
                memref.store %v218, %l86[%k0] : memref<?xi32>
                %v219 = arith.index_cast %n0 : index to i64
                memref.store %v219, %l87[%k0] : memref<?xi64>
                %v220 = memref.load %l82[%k0] : memref<?xi64>
                %v221 = memref.load %l87[%k0] : memref<?xi64>
                %v222 = arith.cmpi ult, %v220, %v221 : i64
                memref.store %v222, %l88[%k0] : memref<?xi1>
                %v223 = memref.load %l88[%k0] : memref<?xi1>
                cf.cond_br %v223, ^bb17, ^bb18
              ^bb17:
                %v224 = memref.load %l82[%k0] : memref<?xi64>
                %v225 = arith.index_cast %v224 : i64 to index
                %v226 = memref.load %p0[%v225] : memref<?xi32>
                memref.store %v226, %l89[%k0] : memref<?xi32>
                %v227 = memref.load %l89[%k0] : memref<?xi32>
                memref.store %v227, %l86[%k0] : memref<?xi32>
                cf.br ^bb18
              ^bb18:
                %v228 = memref.load %l7[%k0] : memref<?xi64>
                %v229 = arith.constant 32 : i64
                %v230 = arith.muli %v228, %v229 : i64
                memref.store %v230, %l90[%k0] : memref<?xi64>
                %v231 = arith.constant 0 : i64
                memref.store %v231, %l91[%k0] : memref<?xi64>
                %v232 = arith.constant 8 : i64
                memref.store %v232, %l92[%k0] : memref<?xi64>
                cf.br ^bb19
              ^bb19:
                %v233 = memref.load %l91[%k0] : memref<?xi64>
                memref.store %v233, %l93[%k0] : memref<?xi64>
                %v234 = memref.load %l93[%k0] : memref<?xi64>
                %v235 = memref.load %l92[%k0] : memref<?xi64>
                %v236 = arith.cmpi ult, %v234, %v235 : i64
                memref.store %v236, %l94[%k0] : memref<?xi1>
                %v237 = memref.load %l94[%k0] : memref<?xi1>
                %v238 = arith.extui %v237 : i1 to i64
                memref.store %v238, %l95[%k0] : memref<?xi64>
                %v239 = memref.load %l91[%k0] : memref<?xi64>
                %v240 = memref.load %l95[%k0] : memref<?xi64>
                %v241 = arith.addi %v239, %v240 : i64
                memref.store %v241, %l91[%k0] : memref<?xi64>
                %v242 = memref.load %l93[%k0] : memref<?xi64>
                %v243 = memref.load %l92[%k0] : memref<?xi64>
                %v244 = arith.cmpi ult, %v242, %v243 : i64
                memref.store %v244, %l96[%k0] : memref<?xi1>
                %v245 = memref.load %l96[%k0] : memref<?xi1>
                cf.cond_br %v245, ^bb20, ^bb21
              ^bb20:
                %v246 = memref.load %l82[%k0] : memref<?xi64>
                %v247 = memref.load %l93[%k0] : memref<?xi64>
                %v248 = arith.addi %v246, %v247 : i64
                memref.store %v248, %l97[%k0] : memref<?xi64>
                %v249 = memref.load %l97[%k0] : memref<?xi64>
                %v250 = arith.constant 1 : i64
                %v251 = arith.addi %v249, %v250 : i64
                memref.store %v251, %l98[%k0] : memref<?xi64>
                %v252 = arith.constant 0 : i32
                memref.store %v252, %l99[%k0] : memref<?xi32>
                %v253 = arith.index_cast %n0 : index to i64
                memref.store %v253, %l100[%k0] : memref<?xi64>
                %v254 = memref.load %l98[%k0] : memref<?xi64>
                %v255 = memref.load %l100[%k0] : memref<?xi64>
                %v256 = arith.cmpi ult, %v254, %v255 : i64
                memref.store %v256, %l101[%k0] : memref<?xi1>
                %v257 = memref.load %l101[%k0] : memref<?xi1>
                cf.cond_br %v257, ^bb22, ^bb23
              ^bb21:
                %v258 = memref.load %l7[%k0] : memref<?xi64>
                %v259 = arith.constant 256 : i64
                %v260 = arith.addi %v258, %v259 : i64
                memref.store %v260, %l6[%k0] : memref<?xi64>
                cf.br ^bb3
              ^bb22:
                %v261 = memref.load %l98[%k0] : memref<?xi64>
                %v262 = arith.index_cast %v261 : i64 to index
                %v263 = memref.load %p0[%v262] : memref<?xi32>
                memref.store %v263, %l102[%k0] : memref<?xi32>
                %v264 = memref.load %l102[%k0] : memref<?xi32>
                memref.store %v264, %l99[%k0] : memref<?xi32>
                cf.br ^bb23
              ^bb23:
                %v265 = memref.load %l86[%k0] : memref<?xi32>
                memref.store %v265, %l103[%k0] : memref<?xi32>
                %v266 = memref.load %l85[%k0] : memref<?xi1>
                cf.cond_br %v266, ^bb24, ^bb25
              ^bb24:
                %v267 = memref.load %l86[%k0] : memref<?xi32>
                memref.store %v267, %l104[%k0] : memref<?xi32>
                %v268 = arith.constant 16 : i32
                memref.store %v268, %l105[%k0] : memref<?xi32>
                %v269 = memref.load %l104[%k0] : memref<?xi32>
                %v270 = memref.load %l105[%k0] : memref<?xi32>
                %v271 = arith.constant 31 : i32
                %v272 = arith.andi %v270, %v271 : i32
                %v273 = arith.shrui %v269, %v272 : i32
                memref.store %v273, %l106[%k0] : memref<?xi32>
                %v274 = memref.load %l99[%k0] : memref<?xi32>
                memref.store %v274, %l107[%k0] : memref<?xi32>
                %v275 = arith.constant 16 : i32
                memref.store %v275, %l108[%k0] : memref<?xi32>
                %v276 = memref.load %l107[%k0] : memref<?xi32>
                %v277 = memref.load %l108[%k0] : memref<?xi32>
                %v278 = arith.constant 31 : i32
                %v279 = arith.andi %v277, %v278 : i32
                %v280 = arith.shli %v276, %v279 : i32
                memref.store %v280, %l109[%k0] : memref<?xi32>
                %v281 = memref.load %l106[%k0] : memref<?xi32>
                %v282 = memref.load %l109[%k0] : memref<?xi32>
                %v283 = arith.ori %v281, %v282 : i32
                memref.store %v283, %l103[%k0] : memref<?xi32>
                cf.br ^bb25
              ^bb25:
                %v284 = arith.constant 4 : i64
                %v285 = memref.load %l93[%k0] : memref<?xi64>
                %v286 = arith.muli %v284, %v285 : i64
                memref.store %v286, %l110[%k0] : memref<?xi64>
                %v287 = memref.load %l90[%k0] : memref<?xi64>
                %v288 = memref.load %l110[%k0] : memref<?xi64>
                %v289 = arith.addi %v287, %v288 : i64
                memref.store %v289, %l111[%k0] : memref<?xi64>
                %v290 = memref.load %l111[%k0] : memref<?xi64>
                %v291 = arith.constant 1 : i64
                %v292 = arith.addi %v290, %v291 : i64
                memref.store %v292, %l112[%k0] : memref<?xi64>
                %v293 = memref.load %l111[%k0] : memref<?xi64>
                %v294 = arith.constant 2 : i64
                %v295 = arith.addi %v293, %v294 : i64
                memref.store %v295, %l113[%k0] : memref<?xi64>
                %v296 = memref.load %l111[%k0] : memref<?xi64>
                %v297 = arith.constant 3 : i64
                %v298 = arith.addi %v296, %v297 : i64
                memref.store %v298, %l114[%k0] : memref<?xi64>
                %v299 = arith.index_cast %n1 : index to i64
                memref.store %v299, %l115[%k0] : memref<?xi64>
                %v300 = memref.load %l111[%k0] : memref<?xi64>
                %v301 = memref.load %l115[%k0] : memref<?xi64>
                %v302 = arith.cmpi ult, %v300, %v301 : i64
                memref.store %v302, %l116[%k0] : memref<?xi1>
                %v303 = memref.load %l116[%k0] : memref<?xi1>
                cf.cond_br %v303, ^bb26, ^bb30
              ^bb26:
                %v304 = arith.index_cast %n1 : index to i64
                memref.store %v304, %l117[%k0] : memref<?xi64>
                %v305 = memref.load %l112[%k0] : memref<?xi64>
                %v306 = memref.load %l117[%k0] : memref<?xi64>
                %v307 = arith.cmpi ult, %v305, %v306 : i64
                memref.store %v307, %l118[%k0] : memref<?xi1>
                %v308 = memref.load %l118[%k0] : memref<?xi1>
                cf.cond_br %v308, ^bb27, ^bb30
              ^bb27:
                %v309 = arith.index_cast %n1 : index to i64
                memref.store %v309, %l119[%k0] : memref<?xi64>
                %v310 = memref.load %l113[%k0] : memref<?xi64>
                %v311 = memref.load %l119[%k0] : memref<?xi64>
                %v312 = arith.cmpi ult, %v310, %v311 : i64
                memref.store %v312, %l120[%k0] : memref<?xi1>
                %v313 = memref.load %l120[%k0] : memref<?xi1>
                cf.cond_br %v313, ^bb28, ^bb30
              ^bb28:
                %v314 = arith.index_cast %n1 : index to i64
                memref.store %v314, %l121[%k0] : memref<?xi64>
                %v315 = memref.load %l114[%k0] : memref<?xi64>
                %v316 = memref.load %l121[%k0] : memref<?xi64>
                %v317 = arith.cmpi ult, %v315, %v316 : i64
                memref.store %v317, %l122[%k0] : memref<?xi1>
                %v318 = memref.load %l122[%k0] : memref<?xi1>
                cf.cond_br %v318, ^bb29, ^bb30
              ^bb29:
                %v319 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v319, %l123[%k0] : memref<?xf32>
                %v320 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v320, %l124[%k0] : memref<?xi32>
                %v321 = arith.constant 24 : i32
                memref.store %v321, %l125[%k0] : memref<?xi32>
                %v322 = memref.load %l124[%k0] : memref<?xi32>
                %v323 = memref.load %l125[%k0] : memref<?xi32>
                %v324 = arith.constant 31 : i32
                %v325 = arith.andi %v323, %v324 : i32
                %v326 = arith.shli %v322, %v325 : i32
                memref.store %v326, %l126[%k0] : memref<?xi32>
                %v327 = memref.load %l126[%k0] : memref<?xi32>
                memref.store %v327, %l127[%k0] : memref<?xi32>
                %v328 = memref.load %l127[%k0] : memref<?xi32>
                %v329 = arith.constant 24 : i32
                %v330 = arith.constant 31 : i32
                %v331 = arith.andi %v329, %v330 : i32
                %v332 = arith.shrsi %v328, %v331 : i32
                memref.store %v332, %l128[%k0] : memref<?xi32>
                %v333 = memref.load %l128[%k0] : memref<?xi32>
                %v334 = arith.sitofp %v333 : i32 to f32
                memref.store %v334, %l129[%k0] : memref<?xf32>
                %v335 = memref.load %l80[%k0] : memref<?xf32>
                %v336 = memref.load %l129[%k0] : memref<?xf32>
                %v337 = arith.mulf %v335, %v336 : f32
                memref.store %v337, %l130[%k0] : memref<?xf32>
                %v338 = memref.load %l111[%k0] : memref<?xi64>
                %v339 = arith.index_cast %v338 : i64 to index
                %v340 = memref.load %p1[%v339] : memref<?xf32>
                memref.store %v340, %l131[%k0] : memref<?xf32>
                %v341 = memref.load %l130[%k0] : memref<?xf32>
                %v342 = memref.load %l131[%k0] : memref<?xf32>
                %v343 = arith.mulf %v341, %v342 : f32
                memref.store %v343, %l132[%k0] : memref<?xf32>
                %v344 = memref.load %l123[%k0] : memref<?xf32>
                %v345 = memref.load %l132[%k0] : memref<?xf32>
                %v346 = arith.addf %v344, %v345 : f32
                memref.store %v346, %l5[%k0] : memref<?xf32>
                %v347 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v347, %l133[%k0] : memref<?xf32>
                %v348 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v348, %l134[%k0] : memref<?xi32>
                %v349 = arith.constant 16 : i32
                memref.store %v349, %l135[%k0] : memref<?xi32>
                %v350 = memref.load %l134[%k0] : memref<?xi32>
                %v351 = memref.load %l135[%k0] : memref<?xi32>
                %v352 = arith.constant 31 : i32
                %v353 = arith.andi %v351, %v352 : i32
                %v354 = arith.shli %v350, %v353 : i32
                memref.store %v354, %l136[%k0] : memref<?xi32>
                %v355 = memref.load %l136[%k0] : memref<?xi32>
                memref.store %v355, %l137[%k0] : memref<?xi32>
                %v356 = memref.load %l137[%k0] : memref<?xi32>
                %v357 = arith.constant 24 : i32
                %v358 = arith.constant 31 : i32
                %v359 = arith.andi %v357, %v358 : i32
                %v360 = arith.shrsi %v356, %v359 : i32
                memref.store %v360, %l138[%k0] : memref<?xi32>
                %v361 = memref.load %l138[%k0] : memref<?xi32>
                %v362 = arith.sitofp %v361 : i32 to f32
                memref.store %v362, %l139[%k0] : memref<?xf32>
                %v363 = memref.load %l80[%k0] : memref<?xf32>
                %v364 = memref.load %l139[%k0] : memref<?xf32>
                %v365 = arith.mulf %v363, %v364 : f32
                memref.store %v365, %l140[%k0] : memref<?xf32>
                %v366 = memref.load %l112[%k0] : memref<?xi64>
                %v367 = arith.index_cast %v366 : i64 to index
                %v368 = memref.load %p1[%v367] : memref<?xf32>
                memref.store %v368, %l141[%k0] : memref<?xf32>
                %v369 = memref.load %l140[%k0] : memref<?xf32>
                %v370 = memref.load %l141[%k0] : memref<?xf32>
                %v371 = arith.mulf %v369, %v370 : f32
                memref.store %v371, %l142[%k0] : memref<?xf32>
                %v372 = memref.load %l133[%k0] : memref<?xf32>
                %v373 = memref.load %l142[%k0] : memref<?xf32>
                %v374 = arith.addf %v372, %v373 : f32
                memref.store %v374, %l5[%k0] : memref<?xf32>
                %v375 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v375, %l143[%k0] : memref<?xf32>
                %v376 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v376, %l144[%k0] : memref<?xi32>
                %v377 = arith.constant 8 : i32
                memref.store %v377, %l145[%k0] : memref<?xi32>
                %v378 = memref.load %l144[%k0] : memref<?xi32>
                %v379 = memref.load %l145[%k0] : memref<?xi32>
                %v380 = arith.constant 31 : i32
                %v381 = arith.andi %v379, %v380 : i32
                %v382 = arith.shli %v378, %v381 : i32
                memref.store %v382, %l146[%k0] : memref<?xi32>
                %v383 = memref.load %l146[%k0] : memref<?xi32>
                memref.store %v383, %l147[%k0] : memref<?xi32>
                %v384 = memref.load %l147[%k0] : memref<?xi32>
                %v385 = arith.constant 24 : i32
                %v386 = arith.constant 31 : i32
                %v387 = arith.andi %v385, %v386 : i32
                %v388 = arith.shrsi %v384, %v387 : i32
                memref.store %v388, %l148[%k0] : memref<?xi32>
                %v389 = memref.load %l148[%k0] : memref<?xi32>
                %v390 = arith.sitofp %v389 : i32 to f32
                memref.store %v390, %l149[%k0] : memref<?xf32>
                %v391 = memref.load %l80[%k0] : memref<?xf32>
                %v392 = memref.load %l149[%k0] : memref<?xf32>
                %v393 = arith.mulf %v391, %v392 : f32
                memref.store %v393, %l150[%k0] : memref<?xf32>
                %v394 = memref.load %l113[%k0] : memref<?xi64>
                %v395 = arith.index_cast %v394 : i64 to index
                %v396 = memref.load %p1[%v395] : memref<?xf32>
                memref.store %v396, %l151[%k0] : memref<?xf32>
                %v397 = memref.load %l150[%k0] : memref<?xf32>
                %v398 = memref.load %l151[%k0] : memref<?xf32>
                %v399 = arith.mulf %v397, %v398 : f32
                memref.store %v399, %l152[%k0] : memref<?xf32>
                %v400 = memref.load %l143[%k0] : memref<?xf32>
                %v401 = memref.load %l152[%k0] : memref<?xf32>
                %v402 = arith.addf %v400, %v401 : f32
                memref.store %v402, %l5[%k0] : memref<?xf32>
                %v403 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v403, %l153[%k0] : memref<?xf32>
                %v404 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v404, %l154[%k0] : memref<?xi32>
                %v405 = memref.load %l154[%k0] : memref<?xi32>
                memref.store %v405, %l155[%k0] : memref<?xi32>
                %v406 = memref.load %l155[%k0] : memref<?xi32>
                %v407 = arith.constant 24 : i32
                %v408 = arith.constant 31 : i32
                %v409 = arith.andi %v407, %v408 : i32
                %v410 = arith.shrsi %v406, %v409 : i32
                memref.store %v410, %l156[%k0] : memref<?xi32>
                %v411 = memref.load %l156[%k0] : memref<?xi32>
                %v412 = arith.sitofp %v411 : i32 to f32
                memref.store %v412, %l157[%k0] : memref<?xf32>
                %v413 = memref.load %l80[%k0] : memref<?xf32>
                %v414 = memref.load %l157[%k0] : memref<?xf32>
                %v415 = arith.mulf %v413, %v414 : f32
                memref.store %v415, %l158[%k0] : memref<?xf32>
                %v416 = memref.load %l114[%k0] : memref<?xi64>
                %v417 = arith.index_cast %v416 : i64 to index
                %v418 = memref.load %p1[%v417] : memref<?xf32>
                memref.store %v418, %l159[%k0] : memref<?xf32>
                %v419 = memref.load %l158[%k0] : memref<?xf32>
                %v420 = memref.load %l159[%k0] : memref<?xf32>
                %v421 = arith.mulf %v419, %v420 : f32
                memref.store %v421, %l160[%k0] : memref<?xf32>
                %v422 = memref.load %l153[%k0] : memref<?xf32>
                %v423 = memref.load %l160[%k0] : memref<?xf32>
                %v424 = arith.addf %v422, %v423 : f32
                memref.store %v424, %l5[%k0] : memref<?xf32>
                cf.br ^bb30
              ^bb30:
                %v425 = memref.load %l99[%k0] : memref<?xi32>
                memref.store %v425, %l161[%k0] : memref<?xi32>
                %v426 = memref.load %l161[%k0] : memref<?xi32>
                memref.store %v426, %l86[%k0] : memref<?xi32>
                cf.br ^bb19
              ^bb31:
                %v427 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v427, %l10[%k0] : memref<?xf32>
                %v428 = memref.load %ls0[%lane] : memref<?xi64>
                %v429 = arith.index_cast %v428 : i64 to index
                %v430 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v430, %wg0[%v429] : memref<?xf32>
                cf.br ^bb32
              ^bb32:
                %v431 = arith.constant 33 : i32
                memref.store %v431, %resume[%lane] : memref<?xi32>
                %v432 = arith.constant true
                %v433 = arith.constant 0 : index
                memref.store %v432, %more[%v433] : memref<?xi1>
                cf.br ^exit
              ^bb33:
                %v434 = arith.constant 256 : i64
                %v435 = arith.constant 2 : i64
                %v436 = arith.constant 0 : i64
                %v437 = arith.cmpi eq, %v435, %v436 : i64
                %v438 = arith.constant 1 : i64
                %v439 = arith.select %v437, %v438, %v435 : i64
                %v440 = arith.divui %v434, %v439 : i64
                memref.store %v440, %ls11[%lane] : memref<?xi64>
                cf.br ^bb34
              ^bb34:
                %v441 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v441, %l12[%k0] : memref<?xi64>
                %v442 = memref.load %l12[%k0] : memref<?xi64>
                %v443 = arith.constant 0 : i64
                %v444 = arith.cmpi ugt, %v442, %v443 : i64
                memref.store %v444, %l13[%k0] : memref<?xi1>
                %v445 = memref.load %l13[%k0] : memref<?xi1>
                cf.cond_br %v445, ^bb35, ^bb40
              ^bb35:
                %v446 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v446, %l14[%k0] : memref<?xi64>
                %v447 = memref.load %ls0[%lane] : memref<?xi64>
                %v448 = memref.load %l14[%k0] : memref<?xi64>
                %v449 = arith.addi %v447, %v448 : i64
                memref.store %v449, %l15[%k0] : memref<?xi64>
                %v450 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v450, %l16[%k0] : memref<?xi64>
                %v451 = memref.load %ls0[%lane] : memref<?xi64>
                %v452 = memref.load %l16[%k0] : memref<?xi64>
                %v453 = arith.cmpi ult, %v451, %v452 : i64
                memref.store %v453, %l17[%k0] : memref<?xi1>
                %v454 = memref.load %l17[%k0] : memref<?xi1>
                cf.cond_br %v454, ^bb36, ^bb38
              ^bb36:
                %v455 = memref.load %l15[%k0] : memref<?xi64>
                %v456 = arith.constant 256 : i64
                %v457 = arith.cmpi ult, %v455, %v456 : i64
                memref.store %v457, %l18[%k0] : memref<?xi1>
                %v458 = memref.load %l18[%k0] : memref<?xi1>
                cf.cond_br %v458, ^bb37, ^bb38
              ^bb37:
                %v459 = memref.load %ls0[%lane] : memref<?xi64>
                %v460 = arith.index_cast %v459 : i64 to index
                %v461 = memref.load %wg0[%v460] : memref<?xf32>
                memref.store %v461, %l19[%k0] : memref<?xf32>
                %v462 = memref.load %l15[%k0] : memref<?xi64>
                %v463 = arith.index_cast %v462 : i64 to index
                %v464 = memref.load %wg0[%v463] : memref<?xf32>
                memref.store %v464, %l20[%k0] : memref<?xf32>
                %v465 = memref.load %l19[%k0] : memref<?xf32>
                %v466 = memref.load %l20[%k0] : memref<?xf32>
                %v467 = arith.addf %v465, %v466 : f32
                memref.store %v467, %l21[%k0] : memref<?xf32>
                %v468 = memref.load %ls0[%lane] : memref<?xi64>
                %v469 = arith.index_cast %v468 : i64 to index
                %v470 = memref.load %l21[%k0] : memref<?xf32>
                memref.store %v470, %wg0[%v469] : memref<?xf32>
                cf.br ^bb38
              ^bb38:
                %v471 = arith.constant 39 : i32
                memref.store %v471, %resume[%lane] : memref<?xi32>
                %v472 = arith.constant true
                %v473 = arith.constant 0 : index
                memref.store %v472, %more[%v473] : memref<?xi1>
                cf.br ^exit
              ^bb39:
                %v474 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v474, %l22[%k0] : memref<?xi64>
                %v475 = memref.load %l22[%k0] : memref<?xi64>
                %v476 = arith.constant 2 : i64
                %v477 = arith.constant 0 : i64
                %v478 = arith.cmpi eq, %v476, %v477 : i64
                %v479 = arith.constant 1 : i64
                %v480 = arith.select %v478, %v479, %v476 : i64
                %v481 = arith.divui %v475, %v480 : i64
                memref.store %v481, %ls11[%lane] : memref<?xi64>
                cf.br ^bb34
              ^bb40:
                %v482 = memref.load %ls0[%lane] : memref<?xi64>
                %v483 = arith.constant 0 : i64
                %v484 = arith.cmpi eq, %v482, %v483 : i64
                memref.store %v484, %l23[%k0] : memref<?xi1>
                %v485 = memref.load %l23[%k0] : memref<?xi1>
                cf.cond_br %v485, ^bb41, ^bb43
              ^bb41:
                %v486 = arith.index_cast %n2 : index to i64
                memref.store %v486, %l24[%k0] : memref<?xi64>
                %v487 = memref.load %ls1[%lane] : memref<?xi64>
                %v488 = memref.load %l24[%k0] : memref<?xi64>
                %v489 = arith.cmpi ult, %v487, %v488 : i64
                memref.store %v489, %l25[%k0] : memref<?xi1>
                %v490 = memref.load %l25[%k0] : memref<?xi1>
                cf.cond_br %v490, ^bb42, ^bb43
              ^bb42:
                %v491 = arith.constant 0 : i64
                %v492 = arith.index_cast %v491 : i64 to index
                %v493 = memref.load %wg0[%v492] : memref<?xf32>
                memref.store %v493, %l26[%k0] : memref<?xf32>
                %v494 = memref.load %ls1[%lane] : memref<?xi64>
                %v495 = arith.index_cast %v494 : i64 to index
                %v496 = memref.load %l26[%k0] : memref<?xf32>
                memref.store %v496, %p2[%v495] : memref<?xf32>
                cf.br ^bb43
              ^bb43:
                %v497 = arith.constant -1 : i32
                memref.store %v497, %resume[%lane] : memref<?xi32>
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
