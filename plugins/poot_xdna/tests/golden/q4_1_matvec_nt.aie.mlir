// q4_1_matvec: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
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
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi32>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi64>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi1>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi32>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi32>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi32>
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
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi1>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi32>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi32>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi32>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi32>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi1>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi32>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi32>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi32>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi32>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi32>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi32>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi1>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi32>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi32>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi32>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi1>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi32>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi32>
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
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xf32>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xi32>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xi32>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi32>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi32>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi32>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xi32>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xi32>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xi32>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi32>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi1>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi32>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi32>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi32>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi32>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi1>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xi32>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xi32>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi32>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi32>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi32>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi32>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi32>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xi32>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xi1>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xi32>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xi32>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xi32>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xi1>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xi32>
    %b_l108_c0 = "aie.buffer"(%t_c0) {sym_name = "l108_c0"} : (index) -> memref<1xi32>
    %b_l109_c0 = "aie.buffer"(%t_c0) {sym_name = "l109_c0"} : (index) -> memref<1xi32>
    %b_l110_c0 = "aie.buffer"(%t_c0) {sym_name = "l110_c0"} : (index) -> memref<1xi32>
    %b_l111_c0 = "aie.buffer"(%t_c0) {sym_name = "l111_c0"} : (index) -> memref<1xi32>
    %b_l112_c0 = "aie.buffer"(%t_c0) {sym_name = "l112_c0"} : (index) -> memref<1xi32>
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xi32>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xi32>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xi32>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xi32>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xi32>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xi32>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xf32>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xi64>
    %b_l121_c0 = "aie.buffer"(%t_c0) {sym_name = "l121_c0"} : (index) -> memref<1xi64>
    %b_l122_c0 = "aie.buffer"(%t_c0) {sym_name = "l122_c0"} : (index) -> memref<1xi64>
    %b_l123_c0 = "aie.buffer"(%t_c0) {sym_name = "l123_c0"} : (index) -> memref<1xi64>
    %b_l124_c0 = "aie.buffer"(%t_c0) {sym_name = "l124_c0"} : (index) -> memref<1xi1>
    %b_l125_c0 = "aie.buffer"(%t_c0) {sym_name = "l125_c0"} : (index) -> memref<1xi64>
    %b_l126_c0 = "aie.buffer"(%t_c0) {sym_name = "l126_c0"} : (index) -> memref<1xi1>
    %b_l127_c0 = "aie.buffer"(%t_c0) {sym_name = "l127_c0"} : (index) -> memref<1xi64>
    %b_l128_c0 = "aie.buffer"(%t_c0) {sym_name = "l128_c0"} : (index) -> memref<1xi64>
    %b_l129_c0 = "aie.buffer"(%t_c0) {sym_name = "l129_c0"} : (index) -> memref<1xi32>
    %b_l130_c0 = "aie.buffer"(%t_c0) {sym_name = "l130_c0"} : (index) -> memref<1xi64>
    %b_l131_c0 = "aie.buffer"(%t_c0) {sym_name = "l131_c0"} : (index) -> memref<1xi1>
    %b_l132_c0 = "aie.buffer"(%t_c0) {sym_name = "l132_c0"} : (index) -> memref<1xi32>
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
    %b_l143_c0 = "aie.buffer"(%t_c0) {sym_name = "l143_c0"} : (index) -> memref<1xi1>
    %b_l144_c0 = "aie.buffer"(%t_c0) {sym_name = "l144_c0"} : (index) -> memref<1xi64>
    %b_l145_c0 = "aie.buffer"(%t_c0) {sym_name = "l145_c0"} : (index) -> memref<1xi1>
    %b_l146_c0 = "aie.buffer"(%t_c0) {sym_name = "l146_c0"} : (index) -> memref<1xi64>
    %b_l147_c0 = "aie.buffer"(%t_c0) {sym_name = "l147_c0"} : (index) -> memref<1xi1>
    %b_l148_c0 = "aie.buffer"(%t_c0) {sym_name = "l148_c0"} : (index) -> memref<1xi64>
    %b_l149_c0 = "aie.buffer"(%t_c0) {sym_name = "l149_c0"} : (index) -> memref<1xi1>
    %b_l150_c0 = "aie.buffer"(%t_c0) {sym_name = "l150_c0"} : (index) -> memref<1xi64>
    %b_l151_c0 = "aie.buffer"(%t_c0) {sym_name = "l151_c0"} : (index) -> memref<1xi1>
    %b_l152_c0 = "aie.buffer"(%t_c0) {sym_name = "l152_c0"} : (index) -> memref<1xi64>
    %b_l153_c0 = "aie.buffer"(%t_c0) {sym_name = "l153_c0"} : (index) -> memref<1xi1>
    %b_l154_c0 = "aie.buffer"(%t_c0) {sym_name = "l154_c0"} : (index) -> memref<1xi64>
    %b_l155_c0 = "aie.buffer"(%t_c0) {sym_name = "l155_c0"} : (index) -> memref<1xi1>
    %b_l156_c0 = "aie.buffer"(%t_c0) {sym_name = "l156_c0"} : (index) -> memref<1xi64>
    %b_l157_c0 = "aie.buffer"(%t_c0) {sym_name = "l157_c0"} : (index) -> memref<1xi1>
    %b_l158_c0 = "aie.buffer"(%t_c0) {sym_name = "l158_c0"} : (index) -> memref<1xf32>
    %b_l159_c0 = "aie.buffer"(%t_c0) {sym_name = "l159_c0"} : (index) -> memref<1xi32>
    %b_l160_c0 = "aie.buffer"(%t_c0) {sym_name = "l160_c0"} : (index) -> memref<1xi32>
    %b_l161_c0 = "aie.buffer"(%t_c0) {sym_name = "l161_c0"} : (index) -> memref<1xf32>
    %b_l162_c0 = "aie.buffer"(%t_c0) {sym_name = "l162_c0"} : (index) -> memref<1xf32>
    %b_l163_c0 = "aie.buffer"(%t_c0) {sym_name = "l163_c0"} : (index) -> memref<1xf32>
    %b_l164_c0 = "aie.buffer"(%t_c0) {sym_name = "l164_c0"} : (index) -> memref<1xf32>
    %b_l165_c0 = "aie.buffer"(%t_c0) {sym_name = "l165_c0"} : (index) -> memref<1xf32>
    %b_l166_c0 = "aie.buffer"(%t_c0) {sym_name = "l166_c0"} : (index) -> memref<1xf32>
    %b_l167_c0 = "aie.buffer"(%t_c0) {sym_name = "l167_c0"} : (index) -> memref<1xi32>
    %b_l168_c0 = "aie.buffer"(%t_c0) {sym_name = "l168_c0"} : (index) -> memref<1xi32>
    %b_l169_c0 = "aie.buffer"(%t_c0) {sym_name = "l169_c0"} : (index) -> memref<1xi32>
    %b_l170_c0 = "aie.buffer"(%t_c0) {sym_name = "l170_c0"} : (index) -> memref<1xi32>
    %b_l171_c0 = "aie.buffer"(%t_c0) {sym_name = "l171_c0"} : (index) -> memref<1xf32>
    %b_l172_c0 = "aie.buffer"(%t_c0) {sym_name = "l172_c0"} : (index) -> memref<1xf32>
    %b_l173_c0 = "aie.buffer"(%t_c0) {sym_name = "l173_c0"} : (index) -> memref<1xf32>
    %b_l174_c0 = "aie.buffer"(%t_c0) {sym_name = "l174_c0"} : (index) -> memref<1xf32>
    %b_l175_c0 = "aie.buffer"(%t_c0) {sym_name = "l175_c0"} : (index) -> memref<1xf32>
    %b_l176_c0 = "aie.buffer"(%t_c0) {sym_name = "l176_c0"} : (index) -> memref<1xf32>
    %b_l177_c0 = "aie.buffer"(%t_c0) {sym_name = "l177_c0"} : (index) -> memref<1xi32>
    %b_l178_c0 = "aie.buffer"(%t_c0) {sym_name = "l178_c0"} : (index) -> memref<1xi32>
    %b_l179_c0 = "aie.buffer"(%t_c0) {sym_name = "l179_c0"} : (index) -> memref<1xi32>
    %b_l180_c0 = "aie.buffer"(%t_c0) {sym_name = "l180_c0"} : (index) -> memref<1xi32>
    %b_l181_c0 = "aie.buffer"(%t_c0) {sym_name = "l181_c0"} : (index) -> memref<1xf32>
    %b_l182_c0 = "aie.buffer"(%t_c0) {sym_name = "l182_c0"} : (index) -> memref<1xf32>
    %b_l183_c0 = "aie.buffer"(%t_c0) {sym_name = "l183_c0"} : (index) -> memref<1xf32>
    %b_l184_c0 = "aie.buffer"(%t_c0) {sym_name = "l184_c0"} : (index) -> memref<1xf32>
    %b_l185_c0 = "aie.buffer"(%t_c0) {sym_name = "l185_c0"} : (index) -> memref<1xf32>
    %b_l186_c0 = "aie.buffer"(%t_c0) {sym_name = "l186_c0"} : (index) -> memref<1xf32>
    %b_l187_c0 = "aie.buffer"(%t_c0) {sym_name = "l187_c0"} : (index) -> memref<1xi32>
    %b_l188_c0 = "aie.buffer"(%t_c0) {sym_name = "l188_c0"} : (index) -> memref<1xi32>
    %b_l189_c0 = "aie.buffer"(%t_c0) {sym_name = "l189_c0"} : (index) -> memref<1xi32>
    %b_l190_c0 = "aie.buffer"(%t_c0) {sym_name = "l190_c0"} : (index) -> memref<1xi32>
    %b_l191_c0 = "aie.buffer"(%t_c0) {sym_name = "l191_c0"} : (index) -> memref<1xf32>
    %b_l192_c0 = "aie.buffer"(%t_c0) {sym_name = "l192_c0"} : (index) -> memref<1xf32>
    %b_l193_c0 = "aie.buffer"(%t_c0) {sym_name = "l193_c0"} : (index) -> memref<1xf32>
    %b_l194_c0 = "aie.buffer"(%t_c0) {sym_name = "l194_c0"} : (index) -> memref<1xf32>
    %b_l195_c0 = "aie.buffer"(%t_c0) {sym_name = "l195_c0"} : (index) -> memref<1xf32>
    %b_l196_c0 = "aie.buffer"(%t_c0) {sym_name = "l196_c0"} : (index) -> memref<1xf32>
    %b_l197_c0 = "aie.buffer"(%t_c0) {sym_name = "l197_c0"} : (index) -> memref<1xi32>
    %b_l198_c0 = "aie.buffer"(%t_c0) {sym_name = "l198_c0"} : (index) -> memref<1xi32>
    %b_l199_c0 = "aie.buffer"(%t_c0) {sym_name = "l199_c0"} : (index) -> memref<1xi32>
    %b_l200_c0 = "aie.buffer"(%t_c0) {sym_name = "l200_c0"} : (index) -> memref<1xi32>
    %b_l201_c0 = "aie.buffer"(%t_c0) {sym_name = "l201_c0"} : (index) -> memref<1xf32>
    %b_l202_c0 = "aie.buffer"(%t_c0) {sym_name = "l202_c0"} : (index) -> memref<1xf32>
    %b_l203_c0 = "aie.buffer"(%t_c0) {sym_name = "l203_c0"} : (index) -> memref<1xf32>
    %b_l204_c0 = "aie.buffer"(%t_c0) {sym_name = "l204_c0"} : (index) -> memref<1xf32>
    %b_l205_c0 = "aie.buffer"(%t_c0) {sym_name = "l205_c0"} : (index) -> memref<1xf32>
    %b_l206_c0 = "aie.buffer"(%t_c0) {sym_name = "l206_c0"} : (index) -> memref<1xf32>
    %b_l207_c0 = "aie.buffer"(%t_c0) {sym_name = "l207_c0"} : (index) -> memref<1xi32>
    %b_l208_c0 = "aie.buffer"(%t_c0) {sym_name = "l208_c0"} : (index) -> memref<1xi32>
    %b_l209_c0 = "aie.buffer"(%t_c0) {sym_name = "l209_c0"} : (index) -> memref<1xi32>
    %b_l210_c0 = "aie.buffer"(%t_c0) {sym_name = "l210_c0"} : (index) -> memref<1xi32>
    %b_l211_c0 = "aie.buffer"(%t_c0) {sym_name = "l211_c0"} : (index) -> memref<1xf32>
    %b_l212_c0 = "aie.buffer"(%t_c0) {sym_name = "l212_c0"} : (index) -> memref<1xf32>
    %b_l213_c0 = "aie.buffer"(%t_c0) {sym_name = "l213_c0"} : (index) -> memref<1xf32>
    %b_l214_c0 = "aie.buffer"(%t_c0) {sym_name = "l214_c0"} : (index) -> memref<1xf32>
    %b_l215_c0 = "aie.buffer"(%t_c0) {sym_name = "l215_c0"} : (index) -> memref<1xf32>
    %b_l216_c0 = "aie.buffer"(%t_c0) {sym_name = "l216_c0"} : (index) -> memref<1xf32>
    %b_l217_c0 = "aie.buffer"(%t_c0) {sym_name = "l217_c0"} : (index) -> memref<1xi32>
    %b_l218_c0 = "aie.buffer"(%t_c0) {sym_name = "l218_c0"} : (index) -> memref<1xi32>
    %b_l219_c0 = "aie.buffer"(%t_c0) {sym_name = "l219_c0"} : (index) -> memref<1xi32>
    %b_l220_c0 = "aie.buffer"(%t_c0) {sym_name = "l220_c0"} : (index) -> memref<1xi32>
    %b_l221_c0 = "aie.buffer"(%t_c0) {sym_name = "l221_c0"} : (index) -> memref<1xf32>
    %b_l222_c0 = "aie.buffer"(%t_c0) {sym_name = "l222_c0"} : (index) -> memref<1xf32>
    %b_l223_c0 = "aie.buffer"(%t_c0) {sym_name = "l223_c0"} : (index) -> memref<1xf32>
    %b_l224_c0 = "aie.buffer"(%t_c0) {sym_name = "l224_c0"} : (index) -> memref<1xf32>
    %b_l225_c0 = "aie.buffer"(%t_c0) {sym_name = "l225_c0"} : (index) -> memref<1xf32>
    %b_l226_c0 = "aie.buffer"(%t_c0) {sym_name = "l226_c0"} : (index) -> memref<1xf32>
    %b_l227_c0 = "aie.buffer"(%t_c0) {sym_name = "l227_c0"} : (index) -> memref<1xi32>
    %b_l228_c0 = "aie.buffer"(%t_c0) {sym_name = "l228_c0"} : (index) -> memref<1xi32>
    %b_l229_c0 = "aie.buffer"(%t_c0) {sym_name = "l229_c0"} : (index) -> memref<1xi32>
    %b_l230_c0 = "aie.buffer"(%t_c0) {sym_name = "l230_c0"} : (index) -> memref<1xf32>
    %b_l231_c0 = "aie.buffer"(%t_c0) {sym_name = "l231_c0"} : (index) -> memref<1xf32>
    %b_l232_c0 = "aie.buffer"(%t_c0) {sym_name = "l232_c0"} : (index) -> memref<1xf32>
    %b_l233_c0 = "aie.buffer"(%t_c0) {sym_name = "l233_c0"} : (index) -> memref<1xf32>
    %b_l234_c0 = "aie.buffer"(%t_c0) {sym_name = "l234_c0"} : (index) -> memref<1xf32>
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
      %l29 = memref.cast %b_l29_c0 : memref<1xi32> to memref<?xi32>
      %l30 = memref.cast %b_l30_c0 : memref<1xi64> to memref<?xi64>
      %l31 = memref.cast %b_l31_c0 : memref<1xi1> to memref<?xi1>
      %l32 = memref.cast %b_l32_c0 : memref<1xi32> to memref<?xi32>
      %l33 = memref.cast %b_l33_c0 : memref<1xi32> to memref<?xi32>
      %l34 = memref.cast %b_l34_c0 : memref<1xi32> to memref<?xi32>
      %l35 = memref.cast %b_l35_c0 : memref<1xi32> to memref<?xi32>
      %l36 = memref.cast %b_l36_c0 : memref<1xi32> to memref<?xi32>
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
      %l47 = memref.cast %b_l47_c0 : memref<1xi1> to memref<?xi1>
      %l48 = memref.cast %b_l48_c0 : memref<1xi32> to memref<?xi32>
      %l49 = memref.cast %b_l49_c0 : memref<1xi32> to memref<?xi32>
      %l50 = memref.cast %b_l50_c0 : memref<1xi32> to memref<?xi32>
      %l51 = memref.cast %b_l51_c0 : memref<1xi32> to memref<?xi32>
      %l52 = memref.cast %b_l52_c0 : memref<1xi1> to memref<?xi1>
      %l53 = memref.cast %b_l53_c0 : memref<1xi32> to memref<?xi32>
      %l54 = memref.cast %b_l54_c0 : memref<1xi32> to memref<?xi32>
      %l55 = memref.cast %b_l55_c0 : memref<1xi32> to memref<?xi32>
      %l56 = memref.cast %b_l56_c0 : memref<1xi32> to memref<?xi32>
      %l57 = memref.cast %b_l57_c0 : memref<1xi32> to memref<?xi32>
      %l58 = memref.cast %b_l58_c0 : memref<1xi32> to memref<?xi32>
      %l59 = memref.cast %b_l59_c0 : memref<1xi32> to memref<?xi32>
      %l60 = memref.cast %b_l60_c0 : memref<1xi32> to memref<?xi32>
      %l61 = memref.cast %b_l61_c0 : memref<1xi1> to memref<?xi1>
      %l62 = memref.cast %b_l62_c0 : memref<1xi32> to memref<?xi32>
      %l63 = memref.cast %b_l63_c0 : memref<1xi32> to memref<?xi32>
      %l64 = memref.cast %b_l64_c0 : memref<1xi32> to memref<?xi32>
      %l65 = memref.cast %b_l65_c0 : memref<1xi1> to memref<?xi1>
      %l66 = memref.cast %b_l66_c0 : memref<1xi32> to memref<?xi32>
      %l67 = memref.cast %b_l67_c0 : memref<1xi32> to memref<?xi32>
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
      %l78 = memref.cast %b_l78_c0 : memref<1xf32> to memref<?xf32>
      %l79 = memref.cast %b_l79_c0 : memref<1xi32> to memref<?xi32>
      %l80 = memref.cast %b_l80_c0 : memref<1xi32> to memref<?xi32>
      %l81 = memref.cast %b_l81_c0 : memref<1xi32> to memref<?xi32>
      %l82 = memref.cast %b_l82_c0 : memref<1xi32> to memref<?xi32>
      %l83 = memref.cast %b_l83_c0 : memref<1xi32> to memref<?xi32>
      %l84 = memref.cast %b_l84_c0 : memref<1xi32> to memref<?xi32>
      %l85 = memref.cast %b_l85_c0 : memref<1xi32> to memref<?xi32>
      %l86 = memref.cast %b_l86_c0 : memref<1xi32> to memref<?xi32>
      %l87 = memref.cast %b_l87_c0 : memref<1xi32> to memref<?xi32>
      %l88 = memref.cast %b_l88_c0 : memref<1xi1> to memref<?xi1>
      %l89 = memref.cast %b_l89_c0 : memref<1xi32> to memref<?xi32>
      %l90 = memref.cast %b_l90_c0 : memref<1xi32> to memref<?xi32>
      %l91 = memref.cast %b_l91_c0 : memref<1xi32> to memref<?xi32>
      %l92 = memref.cast %b_l92_c0 : memref<1xi32> to memref<?xi32>
      %l93 = memref.cast %b_l93_c0 : memref<1xi1> to memref<?xi1>
      %l94 = memref.cast %b_l94_c0 : memref<1xi32> to memref<?xi32>
      %l95 = memref.cast %b_l95_c0 : memref<1xi32> to memref<?xi32>
      %l96 = memref.cast %b_l96_c0 : memref<1xi32> to memref<?xi32>
      %l97 = memref.cast %b_l97_c0 : memref<1xi32> to memref<?xi32>
      %l98 = memref.cast %b_l98_c0 : memref<1xi32> to memref<?xi32>
      %l99 = memref.cast %b_l99_c0 : memref<1xi32> to memref<?xi32>
      %l100 = memref.cast %b_l100_c0 : memref<1xi32> to memref<?xi32>
      %l101 = memref.cast %b_l101_c0 : memref<1xi32> to memref<?xi32>
      %l102 = memref.cast %b_l102_c0 : memref<1xi1> to memref<?xi1>
      %l103 = memref.cast %b_l103_c0 : memref<1xi32> to memref<?xi32>
      %l104 = memref.cast %b_l104_c0 : memref<1xi32> to memref<?xi32>
      %l105 = memref.cast %b_l105_c0 : memref<1xi32> to memref<?xi32>
      %l106 = memref.cast %b_l106_c0 : memref<1xi1> to memref<?xi1>
      %l107 = memref.cast %b_l107_c0 : memref<1xi32> to memref<?xi32>
      %l108 = memref.cast %b_l108_c0 : memref<1xi32> to memref<?xi32>
      %l109 = memref.cast %b_l109_c0 : memref<1xi32> to memref<?xi32>
      %l110 = memref.cast %b_l110_c0 : memref<1xi32> to memref<?xi32>
      %l111 = memref.cast %b_l111_c0 : memref<1xi32> to memref<?xi32>
      %l112 = memref.cast %b_l112_c0 : memref<1xi32> to memref<?xi32>
      %l113 = memref.cast %b_l113_c0 : memref<1xi32> to memref<?xi32>
      %l114 = memref.cast %b_l114_c0 : memref<1xi32> to memref<?xi32>
      %l115 = memref.cast %b_l115_c0 : memref<1xi32> to memref<?xi32>
      %l116 = memref.cast %b_l116_c0 : memref<1xi32> to memref<?xi32>
      %l117 = memref.cast %b_l117_c0 : memref<1xi32> to memref<?xi32>
      %l118 = memref.cast %b_l118_c0 : memref<1xi32> to memref<?xi32>
      %l119 = memref.cast %b_l119_c0 : memref<1xf32> to memref<?xf32>
      %l120 = memref.cast %b_l120_c0 : memref<1xi64> to memref<?xi64>
      %l121 = memref.cast %b_l121_c0 : memref<1xi64> to memref<?xi64>
      %l122 = memref.cast %b_l122_c0 : memref<1xi64> to memref<?xi64>
      %l123 = memref.cast %b_l123_c0 : memref<1xi64> to memref<?xi64>
      %l124 = memref.cast %b_l124_c0 : memref<1xi1> to memref<?xi1>
      %l125 = memref.cast %b_l125_c0 : memref<1xi64> to memref<?xi64>
      %l126 = memref.cast %b_l126_c0 : memref<1xi1> to memref<?xi1>
      %l127 = memref.cast %b_l127_c0 : memref<1xi64> to memref<?xi64>
      %l128 = memref.cast %b_l128_c0 : memref<1xi64> to memref<?xi64>
      %l129 = memref.cast %b_l129_c0 : memref<1xi32> to memref<?xi32>
      %l130 = memref.cast %b_l130_c0 : memref<1xi64> to memref<?xi64>
      %l131 = memref.cast %b_l131_c0 : memref<1xi1> to memref<?xi1>
      %l132 = memref.cast %b_l132_c0 : memref<1xi32> to memref<?xi32>
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
      %l143 = memref.cast %b_l143_c0 : memref<1xi1> to memref<?xi1>
      %l144 = memref.cast %b_l144_c0 : memref<1xi64> to memref<?xi64>
      %l145 = memref.cast %b_l145_c0 : memref<1xi1> to memref<?xi1>
      %l146 = memref.cast %b_l146_c0 : memref<1xi64> to memref<?xi64>
      %l147 = memref.cast %b_l147_c0 : memref<1xi1> to memref<?xi1>
      %l148 = memref.cast %b_l148_c0 : memref<1xi64> to memref<?xi64>
      %l149 = memref.cast %b_l149_c0 : memref<1xi1> to memref<?xi1>
      %l150 = memref.cast %b_l150_c0 : memref<1xi64> to memref<?xi64>
      %l151 = memref.cast %b_l151_c0 : memref<1xi1> to memref<?xi1>
      %l152 = memref.cast %b_l152_c0 : memref<1xi64> to memref<?xi64>
      %l153 = memref.cast %b_l153_c0 : memref<1xi1> to memref<?xi1>
      %l154 = memref.cast %b_l154_c0 : memref<1xi64> to memref<?xi64>
      %l155 = memref.cast %b_l155_c0 : memref<1xi1> to memref<?xi1>
      %l156 = memref.cast %b_l156_c0 : memref<1xi64> to memref<?xi64>
      %l157 = memref.cast %b_l157_c0 : memref<1xi1> to memref<?xi1>
      %l158 = memref.cast %b_l158_c0 : memref<1xf32> to memref<?xf32>
      %l159 = memref.cast %b_l159_c0 : memref<1xi32> to memref<?xi32>
      %l160 = memref.cast %b_l160_c0 : memref<1xi32> to memref<?xi32>
      %l161 = memref.cast %b_l161_c0 : memref<1xf32> to memref<?xf32>
      %l162 = memref.cast %b_l162_c0 : memref<1xf32> to memref<?xf32>
      %l163 = memref.cast %b_l163_c0 : memref<1xf32> to memref<?xf32>
      %l164 = memref.cast %b_l164_c0 : memref<1xf32> to memref<?xf32>
      %l165 = memref.cast %b_l165_c0 : memref<1xf32> to memref<?xf32>
      %l166 = memref.cast %b_l166_c0 : memref<1xf32> to memref<?xf32>
      %l167 = memref.cast %b_l167_c0 : memref<1xi32> to memref<?xi32>
      %l168 = memref.cast %b_l168_c0 : memref<1xi32> to memref<?xi32>
      %l169 = memref.cast %b_l169_c0 : memref<1xi32> to memref<?xi32>
      %l170 = memref.cast %b_l170_c0 : memref<1xi32> to memref<?xi32>
      %l171 = memref.cast %b_l171_c0 : memref<1xf32> to memref<?xf32>
      %l172 = memref.cast %b_l172_c0 : memref<1xf32> to memref<?xf32>
      %l173 = memref.cast %b_l173_c0 : memref<1xf32> to memref<?xf32>
      %l174 = memref.cast %b_l174_c0 : memref<1xf32> to memref<?xf32>
      %l175 = memref.cast %b_l175_c0 : memref<1xf32> to memref<?xf32>
      %l176 = memref.cast %b_l176_c0 : memref<1xf32> to memref<?xf32>
      %l177 = memref.cast %b_l177_c0 : memref<1xi32> to memref<?xi32>
      %l178 = memref.cast %b_l178_c0 : memref<1xi32> to memref<?xi32>
      %l179 = memref.cast %b_l179_c0 : memref<1xi32> to memref<?xi32>
      %l180 = memref.cast %b_l180_c0 : memref<1xi32> to memref<?xi32>
      %l181 = memref.cast %b_l181_c0 : memref<1xf32> to memref<?xf32>
      %l182 = memref.cast %b_l182_c0 : memref<1xf32> to memref<?xf32>
      %l183 = memref.cast %b_l183_c0 : memref<1xf32> to memref<?xf32>
      %l184 = memref.cast %b_l184_c0 : memref<1xf32> to memref<?xf32>
      %l185 = memref.cast %b_l185_c0 : memref<1xf32> to memref<?xf32>
      %l186 = memref.cast %b_l186_c0 : memref<1xf32> to memref<?xf32>
      %l187 = memref.cast %b_l187_c0 : memref<1xi32> to memref<?xi32>
      %l188 = memref.cast %b_l188_c0 : memref<1xi32> to memref<?xi32>
      %l189 = memref.cast %b_l189_c0 : memref<1xi32> to memref<?xi32>
      %l190 = memref.cast %b_l190_c0 : memref<1xi32> to memref<?xi32>
      %l191 = memref.cast %b_l191_c0 : memref<1xf32> to memref<?xf32>
      %l192 = memref.cast %b_l192_c0 : memref<1xf32> to memref<?xf32>
      %l193 = memref.cast %b_l193_c0 : memref<1xf32> to memref<?xf32>
      %l194 = memref.cast %b_l194_c0 : memref<1xf32> to memref<?xf32>
      %l195 = memref.cast %b_l195_c0 : memref<1xf32> to memref<?xf32>
      %l196 = memref.cast %b_l196_c0 : memref<1xf32> to memref<?xf32>
      %l197 = memref.cast %b_l197_c0 : memref<1xi32> to memref<?xi32>
      %l198 = memref.cast %b_l198_c0 : memref<1xi32> to memref<?xi32>
      %l199 = memref.cast %b_l199_c0 : memref<1xi32> to memref<?xi32>
      %l200 = memref.cast %b_l200_c0 : memref<1xi32> to memref<?xi32>
      %l201 = memref.cast %b_l201_c0 : memref<1xf32> to memref<?xf32>
      %l202 = memref.cast %b_l202_c0 : memref<1xf32> to memref<?xf32>
      %l203 = memref.cast %b_l203_c0 : memref<1xf32> to memref<?xf32>
      %l204 = memref.cast %b_l204_c0 : memref<1xf32> to memref<?xf32>
      %l205 = memref.cast %b_l205_c0 : memref<1xf32> to memref<?xf32>
      %l206 = memref.cast %b_l206_c0 : memref<1xf32> to memref<?xf32>
      %l207 = memref.cast %b_l207_c0 : memref<1xi32> to memref<?xi32>
      %l208 = memref.cast %b_l208_c0 : memref<1xi32> to memref<?xi32>
      %l209 = memref.cast %b_l209_c0 : memref<1xi32> to memref<?xi32>
      %l210 = memref.cast %b_l210_c0 : memref<1xi32> to memref<?xi32>
      %l211 = memref.cast %b_l211_c0 : memref<1xf32> to memref<?xf32>
      %l212 = memref.cast %b_l212_c0 : memref<1xf32> to memref<?xf32>
      %l213 = memref.cast %b_l213_c0 : memref<1xf32> to memref<?xf32>
      %l214 = memref.cast %b_l214_c0 : memref<1xf32> to memref<?xf32>
      %l215 = memref.cast %b_l215_c0 : memref<1xf32> to memref<?xf32>
      %l216 = memref.cast %b_l216_c0 : memref<1xf32> to memref<?xf32>
      %l217 = memref.cast %b_l217_c0 : memref<1xi32> to memref<?xi32>
      %l218 = memref.cast %b_l218_c0 : memref<1xi32> to memref<?xi32>
      %l219 = memref.cast %b_l219_c0 : memref<1xi32> to memref<?xi32>
      %l220 = memref.cast %b_l220_c0 : memref<1xi32> to memref<?xi32>
      %l221 = memref.cast %b_l221_c0 : memref<1xf32> to memref<?xf32>
      %l222 = memref.cast %b_l222_c0 : memref<1xf32> to memref<?xf32>
      %l223 = memref.cast %b_l223_c0 : memref<1xf32> to memref<?xf32>
      %l224 = memref.cast %b_l224_c0 : memref<1xf32> to memref<?xf32>
      %l225 = memref.cast %b_l225_c0 : memref<1xf32> to memref<?xf32>
      %l226 = memref.cast %b_l226_c0 : memref<1xf32> to memref<?xf32>
      %l227 = memref.cast %b_l227_c0 : memref<1xi32> to memref<?xi32>
      %l228 = memref.cast %b_l228_c0 : memref<1xi32> to memref<?xi32>
      %l229 = memref.cast %b_l229_c0 : memref<1xi32> to memref<?xi32>
      %l230 = memref.cast %b_l230_c0 : memref<1xf32> to memref<?xf32>
      %l231 = memref.cast %b_l231_c0 : memref<1xf32> to memref<?xf32>
      %l232 = memref.cast %b_l232_c0 : memref<1xf32> to memref<?xf32>
      %l233 = memref.cast %b_l233_c0 : memref<1xf32> to memref<?xf32>
      %l234 = memref.cast %b_l234_c0 : memref<1xf32> to memref<?xf32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 41: ^bb41, 47: ^bb47]
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
                cf.cond_br %v31, ^bb39, ^bb40
              ^bb5:
                %v32 = memref.load %l4[%k0] : memref<?xi64>
                %v33 = memref.load %l7[%k0] : memref<?xi64>
                %v34 = arith.addi %v32, %v33 : i64
                memref.store %v34, %l27[%k0] : memref<?xi64>
                %v35 = memref.load %l27[%k0] : memref<?xi64>
                %v36 = arith.constant 5 : i64
                %v37 = arith.muli %v35, %v36 : i64
                memref.store %v37, %l28[%k0] : memref<?xi64>
                %v38 = arith.constant 0 : i32
                memref.store %v38, %l29[%k0] : memref<?xi32>
                %v39 = arith.index_cast %n0 : index to i64
                memref.store %v39, %l30[%k0] : memref<?xi64>
                %v40 = memref.load %l28[%k0] : memref<?xi64>
                %v41 = memref.load %l30[%k0] : memref<?xi64>
                %v42 = arith.cmpi ult, %v40, %v41 : i64
                memref.store %v42, %l31[%k0] : memref<?xi1>
                %v43 = memref.load %l31[%k0] : memref<?xi1>
                cf.cond_br %v43, ^bb6, ^bb7
              ^bb6:
                %v44 = memref.load %l28[%k0] : memref<?xi64>
                %v45 = arith.index_cast %v44 : i64 to index
                %v46 = memref.load %p0[%v45] : memref<?xi32>
                memref.store %v46, %l32[%k0] : memref<?xi32>
                %v47 = memref.load %l32[%k0] : memref<?xi32>
                memref.store %v47, %l29[%k0] : memref<?xi32>
                cf.br ^bb7
              ^bb7:
                %v48 = memref.load %l29[%k0] : memref<?xi32>
                memref.store %v48, %l33[%k0] : memref<?xi32>
                %v49 = memref.load %l33[%k0] : memref<?xi32>
                %v50 = arith.constant 65535 : i32
                %v51 = arith.andi %v49, %v50 : i32
                memref.store %v51, %l34[%k0] : memref<?xi32>
                %v52 = memref.load %l29[%k0] : memref<?xi32>
                memref.store %v52, %l35[%k0] : memref<?xi32>
                %v53 = arith.constant 16 : i32
                memref.store %v53, %l36[%k0] : memref<?xi32>
                %v54 = memref.load %l35[%k0] : memref<?xi32>
                %v55 = memref.load %l36[%k0] : memref<?xi32>
                %v56 = arith.constant 31 : i32
                %v57 = arith.andi %v55, %v56 : i32
                %v58 = arith.shrui %v54, %v57 : i32
                memref.store %v58, %l37[%k0] : memref<?xi32>
                %v59 = arith.constant 15 : i32
                memref.store %v59, %l38[%k0] : memref<?xi32>
                %v60 = memref.load %l34[%k0] : memref<?xi32>
                %v61 = memref.load %l38[%k0] : memref<?xi32>
                %v62 = arith.constant 31 : i32
                %v63 = arith.andi %v61, %v62 : i32
                %v64 = arith.shrui %v60, %v63 : i32
                memref.store %v64, %l39[%k0] : memref<?xi32>
                %v65 = arith.constant 31 : i32
                memref.store %v65, %l40[%k0] : memref<?xi32>
                %v66 = memref.load %l39[%k0] : memref<?xi32>
                %v67 = memref.load %l40[%k0] : memref<?xi32>
                %v68 = arith.constant 31 : i32
                %v69 = arith.andi %v67, %v68 : i32
                %v70 = arith.shli %v66, %v69 : i32
                memref.store %v70, %l41[%k0] : memref<?xi32>
                %v71 = arith.constant 10 : i32
                memref.store %v71, %l42[%k0] : memref<?xi32>
                %v72 = memref.load %l34[%k0] : memref<?xi32>
                %v73 = memref.load %l42[%k0] : memref<?xi32>
                %v74 = arith.constant 31 : i32
                %v75 = arith.andi %v73, %v74 : i32
                %v76 = arith.shrui %v72, %v75 : i32
                memref.store %v76, %l43[%k0] : memref<?xi32>
                %v77 = memref.load %l43[%k0] : memref<?xi32>
                %v78 = arith.constant 31 : i32
                %v79 = arith.andi %v77, %v78 : i32
                memref.store %v79, %l44[%k0] : memref<?xi32>
                %v80 = memref.load %l34[%k0] : memref<?xi32>
                %v81 = arith.constant 1023 : i32
                %v82 = arith.andi %v80, %v81 : i32
                memref.store %v82, %l45[%k0] : memref<?xi32>
                %v83 = memref.load %l41[%k0] : memref<?xi32>
                memref.store %v83, %l46[%k0] : memref<?xi32>
                %v84 = memref.load %l44[%k0] : memref<?xi32>
                %v85 = arith.constant 31 : i32
                %v86 = arith.cmpi eq, %v84, %v85 : i32
                memref.store %v86, %l47[%k0] : memref<?xi1>
                %v87 = memref.load %l47[%k0] : memref<?xi1>
                cf.cond_br %v87, ^bb8, ^bb9
              ^bb8:
                %v88 = memref.load %l41[%k0] : memref<?xi32>
                %v89 = arith.constant 2139095040 : i32
                %v90 = arith.ori %v88, %v89 : i32
                memref.store %v90, %l48[%k0] : memref<?xi32>
                %v91 = memref.load %l45[%k0] : memref<?xi32>
                memref.store %v91, %l49[%k0] : memref<?xi32>
                %v92 = arith.constant 13 : i32
                memref.store %v92, %l50[%k0] : memref<?xi32>
                %v93 = memref.load %l49[%k0] : memref<?xi32>
                %v94 = memref.load %l50[%k0] : memref<?xi32>
                %v95 = arith.constant 31 : i32
                %v96 = arith.andi %v94, %v95 : i32
                %v97 = arith.shli %v93, %v96 : i32
                memref.store %v97, %l51[%k0] : memref<?xi32>
                %v98 = memref.load %l48[%k0] : memref<?xi32>
                %v99 = memref.load %l51[%k0] : memref<?xi32>
                %v100 = arith.ori %v98, %v99 : i32
                memref.store %v100, %l46[%k0] : memref<?xi32>
                cf.br ^bb16
              ^bb9:
                %v101 = memref.load %l44[%k0] : memref<?xi32>
                %v102 = arith.constant 0 : i32
                %v103 = arith.cmpi ne, %v101, %v102 : i32
                memref.store %v103, %l52[%k0] : memref<?xi1>
                %v104 = memref.load %l52[%k0] : memref<?xi1>
                cf.cond_br %v104, ^bb10, ^bb11
              ^bb10:
                %v105 = memref.load %l44[%k0] : memref<?xi32>
                %v106 = arith.constant 112 : i32
                %v107 = arith.addi %v105, %v106 : i32
                memref.store %v107, %l53[%k0] : memref<?xi32>
                %v108 = arith.constant 23 : i32
                memref.store %v108, %l54[%k0] : memref<?xi32>
                %v109 = memref.load %l53[%k0] : memref<?xi32>
                %v110 = memref.load %l54[%k0] : memref<?xi32>
                %v111 = arith.constant 31 : i32
                %v112 = arith.andi %v110, %v111 : i32
                %v113 = arith.shli %v109, %v112 : i32
                memref.store %v113, %l55[%k0] : memref<?xi32>
                %v114 = memref.load %l41[%k0] : memref<?xi32>
                %v115 = memref.load %l55[%k0] : memref<?xi32>
                %v116 = arith.ori %v114, %v115 : i32
                memref.store %v116, %l56[%k0] : memref<?xi32>
                %v117 = memref.load %l45[%k0] : memref<?xi32>
                memref.store %v117, %l57[%k0] : memref<?xi32>
                %v118 = arith.constant 13 : i32
                memref.store %v118, %l58[%k0] : memref<?xi32>
                %v119 = memref.load %l57[%k0] : memref<?xi32>
                %v120 = memref.load %l58[%k0] : memref<?xi32>
                %v121 = arith.constant 31 : i32
                %v122 = arith.andi %v120, %v121 : i32
                %v123 = arith.shli %v119, %v122 : i32
                memref.store %v123, %l59[%k0] : memref<?xi32>
                %v124 = memref.load %l56[%k0] : memref<?xi32>
                %v125 = memref.load %l59[%k0] : memref<?xi32>
                %v126 = arith.ori %v124, %v125 : i32
                memref.store %v126, %l46[%k0] : memref<?xi32>
                cf.br ^bb16
              ^bb11:
                %v127 = memref.load %l45[%k0] : memref<?xi32>
                memref.store %v127, %l60[%k0] : memref<?xi32>
                %v128 = memref.load %l60[%k0] : memref<?xi32>
                %v129 = arith.constant 0 : i32
                %v130 = arith.cmpi ne, %v128, %v129 : i32
                memref.store %v130, %l61[%k0] : memref<?xi1>
                %v131 = memref.load %l61[%k0] : memref<?xi1>
                cf.cond_br %v131, ^bb12, ^bb16
              ^bb12:
                %v132 = arith.constant 113 : i32
                memref.store %v132, %l62[%k0] : memref<?xi32>
                cf.br ^bb13
              ^bb13:
                %v133 = memref.load %l45[%k0] : memref<?xi32>
                memref.store %v133, %l63[%k0] : memref<?xi32>
                %v134 = memref.load %l63[%k0] : memref<?xi32>
                %v135 = arith.constant 1024 : i32
                %v136 = arith.andi %v134, %v135 : i32
                memref.store %v136, %l64[%k0] : memref<?xi32>
                %v137 = memref.load %l64[%k0] : memref<?xi32>
                %v138 = arith.constant 0 : i32
                %v139 = arith.cmpi eq, %v137, %v138 : i32
                memref.store %v139, %l65[%k0] : memref<?xi1>
                %v140 = memref.load %l65[%k0] : memref<?xi1>
                cf.cond_br %v140, ^bb14, ^bb15
              ^bb14:
                %v141 = memref.load %l45[%k0] : memref<?xi32>
                memref.store %v141, %l66[%k0] : memref<?xi32>
                %v142 = arith.constant 1 : i32
                memref.store %v142, %l67[%k0] : memref<?xi32>
                %v143 = memref.load %l66[%k0] : memref<?xi32>
                %v144 = memref.load %l67[%k0] : memref<?xi32>
                %v145 = arith.constant 31 : i32
                %v146 = arith.andi %v144, %v145 : i32
                %v147 = arith.shli %v143, %v146 : i32
                memref.store %v147, %l45[%k0] : memref<?xi32>
                %v148 = memref.load %l62[%k0] : memref<?xi32>
                memref.store %v148, %l68[%k0] : memref<?xi32>
                %v149 = memref.load %l68[%k0] : memref<?xi32>
                %v150 = arith.constant 1 : i32
                %v151 = arith.subi %v149, %v150 : i32
                memref.store %v151, %l62[%k0] : memref<?xi32>
                cf.br ^bb13
              ^bb15:
                %v152 = memref.load %l62[%k0] : memref<?xi32>
                memref.store %v152, %l69[%k0] : memref<?xi32>
                %v153 = arith.constant 23 : i32
                memref.store %v153, %l70[%k0] : memref<?xi32>
                %v154 = memref.load %l69[%k0] : memref<?xi32>
                %v155 = memref.load %l70[%k0] : memref<?xi32>
                %v156 = arith.constant 31 : i32
                %v157 = arith.andi %v155, %v156 : i32
                %v158 = arith.shli %v154, %v157 : i32
                memref.store %v158, %l71[%k0] : memref<?xi32>
                %v159 = memref.load %l41[%k0] : memref<?xi32>
                %v160 = memref.load %l71[%k0] : memref<?xi32>
                %v161 = arith.ori %v159, %v160 : i32
                memref.store %v161, %l72[%k0] : memref<?xi32>
                %v162 = memref.load %l45[%k0] : memref<?xi32>
                memref.store %v162, %l73[%k0] : memref<?xi32>
                %v163 = memref.load %l73[%k0] : memref<?xi32>
                %v164 = arith.constant 1023 : i32
                %v165 = arith.andi %v163, %v164 : i32
                memref.store %v165, %l74[%k0] : memref<?xi32>
                %v166 = arith.constant 13 : i32
                memref.store %v166, %l75[%k0] : memref<?xi32>
                %v167 = memref.load %l74[%k0] : memref<?xi32>
                %v168 = memref.load %l75[%k0] : memref<?xi32>
                %v169 = arith.constant 31 : i32
                %v170 = arith.andi %v168, %v169 : i32
                %v171 = arith.shli %v167, %v170 : i32
                memref.store %v171, %l76[%k0] : memref<?xi32>
                %v172 = memref.load %l72[%k0] : memref<?xi32>
                %v173 = memref.load %l76[%k0] : memref<?xi32>
                %v174 = arith.ori %v172, %v173 : i32
                memref.store %v174, %l46[%k0] : memref<?xi32>
                cf.br ^bb16
              ^bb16:
                %v175 = memref.load %l46[%k0] : memref<?xi32>
                memref.store %v175, %l77[%k0] : memref<?xi32>
                %v176 = memref.load %l77[%k0] : memref<?xi32>
                %v177 = arith.bitcast %v176 : i32 to f32
                memref.store %v177, %l78[%k0] : memref<?xf32>
                %v178 = arith.constant 15 : i32
                memref.store %v178, %l79[%k0] : memref<?xi32>
                %v179 = memref.load %l37[%k0] : memref<?xi32>
                %v180 = memref.load %l79[%k0] : memref<?xi32>
                %v181 = arith.constant 31 : i32
                %v182 = arith.andi %v180, %v181 : i32
                %v183 = arith.shrui %v179, %v182 : i32
                memref.store %v183, %l80[%k0] : memref<?xi32>
                %v184 = arith.constant 31 : i32
                memref.store %v184, %l81[%k0] : memref<?xi32>
                %v185 = memref.load %l80[%k0] : memref<?xi32>
                %v186 = memref.load %l81[%k0] : memref<?xi32>
                %v187 = arith.constant 31 : i32
                %v188 = arith.andi %v186, %v187 : i32
                %v189 = arith.shli %v185, %v188 : i32
                memref.store %v189, %l82[%k0] : memref<?xi32>
                %v190 = arith.constant 10 : i32
                memref.store %v190, %l83[%k0] : memref<?xi32>
                %v191 = memref.load %l37[%k0] : memref<?xi32>
                %v192 = memref.load %l83[%k0] : memref<?xi32>
                %v193 = arith.constant 31 : i32
                %v194 = arith.andi %v192, %v193 : i32
                %v195 = arith.shrui %v191, %v194 : i32
                memref.store %v195, %l84[%k0] : memref<?xi32>
                %v196 = memref.load %l84[%k0] : memref<?xi32>
                %v197 = arith.constant 31 : i32
                %v198 = arith.andi %v196, %v197 : i32
                memref.store %v198, %l85[%k0] : memref<?xi32>
                %v199 = memref.load %l37[%k0] : memref<?xi32>
                %v200 = arith.constant 1023 : i32
                %v201 = arith.andi %v199, %v200 : i32
                memref.store %v201, %l86[%k0] : memref<?xi32>
                %v202 = memref.load %l82[%k0] : memref<?xi32>
                memref.store %v202, %l87[%k0] : memref<?xi32>
                %v203 = memref.load %l85[%k0] : memref<?xi32>
                %v204 = arith.constant 31 : i32
                %v205 = arith.cmpi eq, %v203, %v204 : i32
                memref.store %v205, %l88[%k0] : memref<?xi1>
                %v206 = memref.load %l88[%k0] : memref<?xi1>
                cf.cond_br %v206, ^bb17, ^bb18
              ^bb17:
                %v207 = memref.load %l82[%k0] : memref<?xi32>
                %v208 = arith.constant 2139095040 : i32
                %v209 = arith.ori %v207, %v208 : i32
                memref.store %v209, %l89[%k0] : memref<?xi32>
                %v210 = memref.load %l86[%k0] : memref<?xi32>
                memref.store %v210, %l90[%k0] : memref<?xi32>
                %v211 = arith.constant 13 : i32
                memref.store %v211, %l91[%k0] : memref<?xi32>
                %v212 = memref.load %l90[%k0] : memref<?xi32>
                %v213 = memref.load %l91[%k0] : memref<?xi32>
                %v214 = arith.constant 31 : i32
                %v215 = arith.andi %v213, %v214 : i32
                %v216 = arith.shli %v212, %v215 : i32
                memref.store %v216, %l92[%k0] : memref<?xi32>
                %v217 = memref.load %l89[%k0] : memref<?xi32>
                %v218 = memref.load %l92[%k0] : memref<?xi32>
                %v219 = arith.ori %v217, %v218 : i32
                memref.store %v219, %l87[%k0] : memref<?xi32>
                cf.br ^bb25
              ^bb18:
                %v220 = memref.load %l85[%k0] : memref<?xi32>
                %v221 = arith.constant 0 : i32
                %v222 = arith.cmpi ne, %v220, %v221 : i32
                memref.store %v222, %l93[%k0] : memref<?xi1>
                %v223 = memref.load %l93[%k0] : memref<?xi1>
                cf.cond_br %v223, ^bb19, ^bb20
              ^bb19:
                %v224 = memref.load %l85[%k0] : memref<?xi32>
                %v225 = arith.constant 112 : i32
                %v226 = arith.addi %v224, %v225 : i32
                memref.store %v226, %l94[%k0] : memref<?xi32>
                %v227 = arith.constant 23 : i32
                memref.store %v227, %l95[%k0] : memref<?xi32>
                %v228 = memref.load %l94[%k0] : memref<?xi32>
                %v229 = memref.load %l95[%k0] : memref<?xi32>
                %v230 = arith.constant 31 : i32
                %v231 = arith.andi %v229, %v230 : i32
                %v232 = arith.shli %v228, %v231 : i32
                memref.store %v232, %l96[%k0] : memref<?xi32>
                %v233 = memref.load %l82[%k0] : memref<?xi32>
                %v234 = memref.load %l96[%k0] : memref<?xi32>
                %v235 = arith.ori %v233, %v234 : i32
                memref.store %v235, %l97[%k0] : memref<?xi32>
                %v236 = memref.load %l86[%k0] : memref<?xi32>
                memref.store %v236, %l98[%k0] : memref<?xi32>
                %v237 = arith.constant 13 : i32
                memref.store %v237, %l99[%k0] : memref<?xi32>
                %v238 = memref.load %l98[%k0] : memref<?xi32>
                %v239 = memref.load %l99[%k0] : memref<?xi32>
                %v240 = arith.constant 31 : i32
                %v241 = arith.andi %v239, %v240 : i32
                %v242 = arith.shli %v238, %v241 : i32
                memref.store %v242, %l100[%k0] : memref<?xi32>
                %v243 = memref.load %l97[%k0] : memref<?xi32>
                %v244 = memref.load %l100[%k0] : memref<?xi32>
                %v245 = arith.ori %v243, %v244 : i32
                memref.store %v245, %l87[%k0] : memref<?xi32>
                cf.br ^bb25
              ^bb20:
                %v246 = memref.load %l86[%k0] : memref<?xi32>
                memref.store %v246, %l101[%k0] : memref<?xi32>
                %v247 = memref.load %l101[%k0] : memref<?xi32>
                %v248 = arith.constant 0 : i32
                %v249 = arith.cmpi ne, %v247, %v248 : i32
                memref.store %v249, %l102[%k0] : memref<?xi1>
                %v250 = memref.load %l102[%k0] : memref<?xi1>
                cf.cond_br %v250, ^bb21, ^bb25
              ^bb21:
                %v251 = arith.constant 113 : i32
                memref.store %v251, %l103[%k0] : memref<?xi32>
                cf.br ^bb22
              ^bb22:
                %v252 = memref.load %l86[%k0] : memref<?xi32>
                memref.store %v252, %l104[%k0] : memref<?xi32>
                %v253 = memref.load %l104[%k0] : memref<?xi32>
                %v254 = arith.constant 1024 : i32
                %v255 = arith.andi %v253, %v254 : i32
                memref.store %v255, %l105[%k0] : memref<?xi32>
                %v256 = memref.load %l105[%k0] : memref<?xi32>
                %v257 = arith.constant 0 : i32
                %v258 = arith.cmpi eq, %v256, %v257 : i32
                memref.store %v258, %l106[%k0] : memref<?xi1>
                %v259 = memref.load %l106[%k0] : memref<?xi1>
                cf.cond_br %v259, ^bb23, ^bb24
              ^bb23:
                %v260 = memref.load %l86[%k0] : memref<?xi32>
                memref.store %v260, %l107[%k0] : memref<?xi32>
                %v261 = arith.constant 1 : i32
                memref.store %v261, %l108[%k0] : memref<?xi32>
                %v262 = memref.load %l107[%k0] : memref<?xi32>
                %v263 = memref.load %l108[%k0] : memref<?xi32>
                %v264 = arith.constant 31 : i32
                %v265 = arith.andi %v263, %v264 : i32
                %v266 = arith.shli %v262, %v265 : i32
                memref.store %v266, %l86[%k0] : memref<?xi32>
                %v267 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v267, %l109[%k0] : memref<?xi32>
                %v268 = memref.load %l109[%k0] : memref<?xi32>
                %v269 = arith.constant 1 : i32
                %v270 = arith.subi %v268, %v269 : i32
                memref.store %v270, %l103[%k0] : memref<?xi32>
                cf.br ^bb22
              ^bb24:
                %v271 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v271, %l110[%k0] : memref<?xi32>
                %v272 = arith.constant 23 : i32
                memref.store %v272, %l111[%k0] : memref<?xi32>
                %v273 = memref.load %l110[%k0] : memref<?xi32>
                %v274 = memref.load %l111[%k0] : memref<?xi32>
                %v275 = arith.constant 31 : i32
                %v276 = arith.andi %v274, %v275 : i32
                %v277 = arith.shli %v273, %v276 : i32
                memref.store %v277, %l112[%k0] : memref<?xi32>
                %v278 = memref.load %l82[%k0] : memref<?xi32>
                %v279 = memref.load %l112[%k0] : memref<?xi32>
                %v280 = arith.ori %v278, %v279 : i32
                memref.store %v280, %l113[%k0] : memref<?xi32>
                %v281 = memref.load %l86[%k0] : memref<?xi32>
                memref.store %v281, %l114[%k0] : memref<?xi32>
                %v282 = memref.load %l114[%k0] : memref<?xi32>
                %v283 = arith.constant 1023 : i32
                %v284 = arith.andi %v282, %v283 : i32
                memref.store %v284, %l115[%k0] : memref<?xi32>
                %v285 = arith.constant 13 : i32
                memref.store %v285, %l116[%k0] : memref<?xi32>
                %v286 = memref.load %l115[%k0] : memref<?xi32>
                %v287 = memref.load %l116[%k0] : memref<?xi32>
                %v288 = arith.constant 31 : i32
                %v289 = arith.andi %v287, %v288 : i32
                %v290 = arith.shli %v286, %v289 : i32
                memref.store %v290, %l117[%k0] : memref<?xi32>
                %v291 = memref.load %l113[%k0] : memref<?xi32>
                %v292 = memref.load %l117[%k0] : memref<?xi32>
                %v293 = arith.ori %v291, %v292 : i32
                memref.store %v293, %l87[%k0] : memref<?xi32>
                cf.br ^bb25
              ^bb25:
                %v294 = memref.load %l87[%k0] : memref<?xi32>
                memref.store %v294, %l118[%k0] : memref<?xi32>
                %v295 = memref.load %l118[%k0] : memref<?xi32>
                %v296 = arith.bitcast %v295 : i32 to f32
                memref.store %v296, %l119[%k0] : memref<?xf32>
                %v297 = memref.load %l7[%k0] : memref<?xi64>
                %v298 = arith.constant 32 : i64
                %v299 = arith.muli %v297, %v298 : i64
                memref.store %v299, %l120[%k0] : memref<?xi64>
                %v300 = arith.constant 0 : i64
                memref.store %v300, %l121[%k0] : memref<?xi64>
                %v301 = arith.constant 4 : i64
                memref.store %v301, %l122[%k0] : memref<?xi64>
                cf.br ^bb26
              ^bb26:
                %v302 = memref.load %l121[%k0] : memref<?xi64>
                memref.store %v302, %l123[%k0] : memref<?xi64>
                %v303 = memref.load %l123[%k0] : memref<?xi64>
                %v304 = memref.load %l122[%k0] : memref<?xi64>
                %v305 = arith.cmpi ult, %v303, %v304 : i64
                memref.store %v305, %l124[%k0] : memref<?xi1>
                %v306 = memref.load %l124[%k0] : memref<?xi1>
                %v307 = arith.extui %v306 : i1 to i64
                memref.store %v307, %l125[%k0] : memref<?xi64>
                %v308 = memref.load %l121[%k0] : memref<?xi64>
                %v309 = memref.load %l125[%k0] : memref<?xi64>
                %v310 = arith.addi %v308, %v309 : i64
                memref.store %v310, %l121[%k0] : memref<?xi64>
                %v311 = memref.load %l123[%k0] : memref<?xi64>
                %v312 = memref.load %l122[%k0] : memref<?xi64>
                %v313 = arith.cmpi ult, %v311, %v312 : i64
                memref.store %v313, %l126[%k0] : memref<?xi1>
                %v314 = memref.load %l126[%k0] : memref<?xi1>
                cf.cond_br %v314, ^bb27, ^bb28
              ^bb27:
                %v315 = memref.load %l28[%k0] : memref<?xi64>
                %v316 = arith.constant 1 : i64
                %v317 = arith.addi %v315, %v316 : i64
                memref.store %v317, %l127[%k0] : memref<?xi64>
                %v318 = memref.load %l127[%k0] : memref<?xi64>
                %v319 = memref.load %l123[%k0] : memref<?xi64>
                %v320 = arith.addi %v318, %v319 : i64
                memref.store %v320, %l128[%k0] : memref<?xi64>
                %v321 = arith.constant 0 : i32
                memref.store %v321, %l129[%k0] : memref<?xi32>
                %v322 = arith.index_cast %n0 : index to i64
                memref.store %v322, %l130[%k0] : memref<?xi64>
                %v323 = memref.load %l128[%k0] : memref<?xi64>
                %v324 = memref.load %l130[%k0] : memref<?xi64>
                %v325 = arith.cmpi ult, %v323, %v324 : i64
                memref.store %v325, %l131[%k0] : memref<?xi1>
                %v326 = memref.load %l131[%k0] : memref<?xi1>
                cf.cond_br %v326, ^bb29, ^bb30
              ^bb28:
                %v327 = memref.load %l7[%k0] : memref<?xi64>
                %v328 = arith.constant 256 : i64
                %v329 = arith.addi %v327, %v328 : i64
                memref.store %v329, %l6[%k0] : memref<?xi64>
                cf.br ^bb3
              ^bb29:
                %v330 = memref.load %l128[%k0] : memref<?xi64>
                %v331 = arith.index_cast %v330 : i64 to index
                %v332 = memref.load %p0[%v331] : memref<?xi32>
                memref.store %v332, %l132[%k0] : memref<?xi32>
                %v333 = memref.load %l132[%k0] : memref<?xi32>
                memref.store %v333, %l129[%k0] : memref<?xi32>
                cf.br ^bb30
              ^bb30:
                %v334 = arith.constant 4 : i64
                %v335 = memref.load %l123[%k0] : memref<?xi64>
                %v336 = arith.muli %v334, %v335 : i64
                memref.store %v336, %l133[%k0] : memref<?xi64>
                %v337 = memref.load %l120[%k0] : memref<?xi64>
                %v338 = memref.load %l133[%k0] : memref<?xi64>
                %v339 = arith.addi %v337, %v338 : i64
                memref.store %v339, %l134[%k0] : memref<?xi64>
                %v340 = memref.load %l134[%k0] : memref<?xi64>
                %v341 = arith.constant 1 : i64
                %v342 = arith.addi %v340, %v341 : i64
                memref.store %v342, %l135[%k0] : memref<?xi64>
                %v343 = memref.load %l134[%k0] : memref<?xi64>
                %v344 = arith.constant 2 : i64
                %v345 = arith.addi %v343, %v344 : i64
                memref.store %v345, %l136[%k0] : memref<?xi64>
                %v346 = memref.load %l134[%k0] : memref<?xi64>
                %v347 = arith.constant 3 : i64
                %v348 = arith.addi %v346, %v347 : i64
                memref.store %v348, %l137[%k0] : memref<?xi64>
                %v349 = memref.load %l134[%k0] : memref<?xi64>
                %v350 = arith.constant 16 : i64
                %v351 = arith.addi %v349, %v350 : i64
                memref.store %v351, %l138[%k0] : memref<?xi64>
                %v352 = memref.load %l134[%k0] : memref<?xi64>
                %v353 = arith.constant 17 : i64
                %v354 = arith.addi %v352, %v353 : i64
                memref.store %v354, %l139[%k0] : memref<?xi64>
                %v355 = memref.load %l134[%k0] : memref<?xi64>
                %v356 = arith.constant 18 : i64
                %v357 = arith.addi %v355, %v356 : i64
                memref.store %v357, %l140[%k0] : memref<?xi64>
                %v358 = memref.load %l134[%k0] : memref<?xi64>
                %v359 = arith.constant 19 : i64
                %v360 = arith.addi %v358, %v359 : i64
                memref.store %v360, %l141[%k0] : memref<?xi64>
                %v361 = arith.index_cast %n1 : index to i64
                memref.store %v361, %l142[%k0] : memref<?xi64>
                %v362 = memref.load %l134[%k0] : memref<?xi64>
                %v363 = memref.load %l142[%k0] : memref<?xi64>
                %v364 = arith.cmpi ult, %v362, %v363 : i64
                memref.store %v364, %l143[%k0] : memref<?xi1>
                %v365 = memref.load %l143[%k0] : memref<?xi1>
                cf.cond_br %v365, ^bb31, ^bb26
              ^bb31:
                %v366 = arith.index_cast %n1 : index to i64
                memref.store %v366, %l144[%k0] : memref<?xi64>
                %v367 = memref.load %l135[%k0] : memref<?xi64>
                %v368 = memref.load %l144[%k0] : memref<?xi64>
                %v369 = arith.cmpi ult, %v367, %v368 : i64
                memref.store %v369, %l145[%k0] : memref<?xi1>
                %v370 = memref.load %l145[%k0] : memref<?xi1>
                cf.cond_br %v370, ^bb32, ^bb26
              ^bb32:
                %v371 = arith.index_cast %n1 : index to i64
                memref.store %v371, %l146[%k0] : memref<?xi64>
                %v372 = memref.load %l136[%k0] : memref<?xi64>
                %v373 = memref.load %l146[%k0] : memref<?xi64>
                %v374 = arith.cmpi ult, %v372, %v373 : i64
                memref.store %v374, %l147[%k0] : memref<?xi1>
                %v375 = memref.load %l147[%k0] : memref<?xi1>
                cf.cond_br %v375, ^bb33, ^bb26
              ^bb33:
                %v376 = arith.index_cast %n1 : index to i64
                memref.store %v376, %l148[%k0] : memref<?xi64>
                %v377 = memref.load %l137[%k0] : memref<?xi64>
                %v378 = memref.load %l148[%k0] : memref<?xi64>
                %v379 = arith.cmpi ult, %v377, %v378 : i64
                memref.store %v379, %l149[%k0] : memref<?xi1>
                %v380 = memref.load %l149[%k0] : memref<?xi1>
                cf.cond_br %v380, ^bb34, ^bb26
              ^bb34:
                %v381 = arith.index_cast %n1 : index to i64
                memref.store %v381, %l150[%k0] : memref<?xi64>
                %v382 = memref.load %l138[%k0] : memref<?xi64>
                %v383 = memref.load %l150[%k0] : memref<?xi64>
                %v384 = arith.cmpi ult, %v382, %v383 : i64
                memref.store %v384, %l151[%k0] : memref<?xi1>
                %v385 = memref.load %l151[%k0] : memref<?xi1>
                cf.cond_br %v385, ^bb35, ^bb26
              ^bb35:
                %v386 = arith.index_cast %n1 : index to i64
                memref.store %v386, %l152[%k0] : memref<?xi64>
                %v387 = memref.load %l139[%k0] : memref<?xi64>
                %v388 = memref.load %l152[%k0] : memref<?xi64>
                %v389 = arith.cmpi ult, %v387, %v388 : i64
                memref.store %v389, %l153[%k0] : memref<?xi1>
                %v390 = memref.load %l153[%k0] : memref<?xi1>
                cf.cond_br %v390, ^bb36, ^bb26
              ^bb36:
                %v391 = arith.index_cast %n1 : index to i64
                memref.store %v391, %l154[%k0] : memref<?xi64>
                %v392 = memref.load %l140[%k0] : memref<?xi64>
                %v393 = memref.load %l154[%k0] : memref<?xi64>
                %v394 = arith.cmpi ult, %v392, %v393 : i64
                memref.store %v394, %l155[%k0] : memref<?xi1>
                %v395 = memref.load %l155[%k0] : memref<?xi1>
                cf.cond_br %v395, ^bb37, ^bb26
              ^bb37:
                %v396 = arith.index_cast %n1 : index to i64
                memref.store %v396, %l156[%k0] : memref<?xi64>
                %v397 = memref.load %l141[%k0] : memref<?xi64>
                %v398 = memref.load %l156[%k0] : memref<?xi64>
                %v399 = arith.cmpi ult, %v397, %v398 : i64
                memref.store %v399, %l157[%k0] : memref<?xi1>
                %v400 = memref.load %l157[%k0] : memref<?xi1>
                cf.cond_br %v400, ^bb38, ^bb26
              ^bb38:
                %v401 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v401, %l158[%k0] : memref<?xf32>
                %v402 = memref.load %l129[%k0] : memref<?xi32>
                memref.store %v402, %l159[%k0] : memref<?xi32>
                %v403 = memref.load %l159[%k0] : memref<?xi32>
                %v404 = arith.constant 15 : i32
                %v405 = arith.andi %v403, %v404 : i32
                memref.store %v405, %l160[%k0] : memref<?xi32>
                %v406 = memref.load %l160[%k0] : memref<?xi32>
                %v407 = arith.uitofp %v406 : i32 to f32
                memref.store %v407, %l161[%k0] : memref<?xf32>
                %v408 = memref.load %l78[%k0] : memref<?xf32>
                %v409 = memref.load %l161[%k0] : memref<?xf32>
                %v410 = arith.mulf %v408, %v409 : f32
                memref.store %v410, %l162[%k0] : memref<?xf32>
                %v411 = memref.load %l162[%k0] : memref<?xf32>
                %v412 = memref.load %l119[%k0] : memref<?xf32>
                %v413 = arith.addf %v411, %v412 : f32
                memref.store %v413, %l163[%k0] : memref<?xf32>
                %v414 = memref.load %l134[%k0] : memref<?xi64>
                %v415 = arith.index_cast %v414 : i64 to index
                %v416 = memref.load %p1[%v415] : memref<?xf32>
                memref.store %v416, %l164[%k0] : memref<?xf32>
                %v417 = memref.load %l163[%k0] : memref<?xf32>
                %v418 = memref.load %l164[%k0] : memref<?xf32>
                %v419 = arith.mulf %v417, %v418 : f32
                memref.store %v419, %l165[%k0] : memref<?xf32>
                %v420 = memref.load %l158[%k0] : memref<?xf32>
                %v421 = memref.load %l165[%k0] : memref<?xf32>
                %v422 = arith.addf %v420, %v421 : f32
                memref.store %v422, %l5[%k0] : memref<?xf32>
                %v423 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v423, %l166[%k0] : memref<?xf32>
                %v424 = memref.load %l129[%k0] : memref<?xi32>
                memref.store %v424, %l167[%k0] : memref<?xi32>
                %v425 = arith.constant 8 : i32
                memref.store %v425, %l168[%k0] : memref<?xi32>
                %v426 = memref.load %l167[%k0] : memref<?xi32>
                %v427 = memref.load %l168[%k0] : memref<?xi32>
                %v428 = arith.constant 31 : i32
                %v429 = arith.andi %v427, %v428 : i32
                %v430 = arith.shrui %v426, %v429 : i32
                memref.store %v430, %l169[%k0] : memref<?xi32>
                %v431 = memref.load %l169[%k0] : memref<?xi32>
                %v432 = arith.constant 15 : i32
                %v433 = arith.andi %v431, %v432 : i32
                memref.store %v433, %l170[%k0] : memref<?xi32>
                %v434 = memref.load %l170[%k0] : memref<?xi32>
                %v435 = arith.uitofp %v434 : i32 to f32
                memref.store %v435, %l171[%k0] : memref<?xf32>
                %v436 = memref.load %l78[%k0] : memref<?xf32>
                %v437 = memref.load %l171[%k0] : memref<?xf32>
                %v438 = arith.mulf %v436, %v437 : f32
                memref.store %v438, %l172[%k0] : memref<?xf32>
                %v439 = memref.load %l172[%k0] : memref<?xf32>
                %v440 = memref.load %l119[%k0] : memref<?xf32>
                %v441 = arith.addf %v439, %v440 : f32
                memref.store %v441, %l173[%k0] : memref<?xf32>
                %v442 = memref.load %l135[%k0] : memref<?xi64>
                %v443 = arith.index_cast %v442 : i64 to index
                %v444 = memref.load %p1[%v443] : memref<?xf32>
                memref.store %v444, %l174[%k0] : memref<?xf32>
                %v445 = memref.load %l173[%k0] : memref<?xf32>
                %v446 = memref.load %l174[%k0] : memref<?xf32>
                %v447 = arith.mulf %v445, %v446 : f32
                memref.store %v447, %l175[%k0] : memref<?xf32>
                %v448 = memref.load %l166[%k0] : memref<?xf32>
                %v449 = memref.load %l175[%k0] : memref<?xf32>
                %v450 = arith.addf %v448, %v449 : f32
                memref.store %v450, %l5[%k0] : memref<?xf32>
                %v451 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v451, %l176[%k0] : memref<?xf32>
                %v452 = memref.load %l129[%k0] : memref<?xi32>
                memref.store %v452, %l177[%k0] : memref<?xi32>
                %v453 = arith.constant 16 : i32
                memref.store %v453, %l178[%k0] : memref<?xi32>
                %v454 = memref.load %l177[%k0] : memref<?xi32>
                %v455 = memref.load %l178[%k0] : memref<?xi32>
                %v456 = arith.constant 31 : i32
                %v457 = arith.andi %v455, %v456 : i32
                %v458 = arith.shrui %v454, %v457 : i32
                memref.store %v458, %l179[%k0] : memref<?xi32>
                %v459 = memref.load %l179[%k0] : memref<?xi32>
                %v460 = arith.constant 15 : i32
                %v461 = arith.andi %v459, %v460 : i32
                memref.store %v461, %l180[%k0] : memref<?xi32>
                %v462 = memref.load %l180[%k0] : memref<?xi32>
                %v463 = arith.uitofp %v462 : i32 to f32
                memref.store %v463, %l181[%k0] : memref<?xf32>
                %v464 = memref.load %l78[%k0] : memref<?xf32>
                %v465 = memref.load %l181[%k0] : memref<?xf32>
                %v466 = arith.mulf %v464, %v465 : f32
                memref.store %v466, %l182[%k0] : memref<?xf32>
                %v467 = memref.load %l182[%k0] : memref<?xf32>
                %v468 = memref.load %l119[%k0] : memref<?xf32>
                %v469 = arith.addf %v467, %v468 : f32
                memref.store %v469, %l183[%k0] : memref<?xf32>
                %v470 = memref.load %l136[%k0] : memref<?xi64>
                %v471 = arith.index_cast %v470 : i64 to index
                %v472 = memref.load %p1[%v471] : memref<?xf32>
                memref.store %v472, %l184[%k0] : memref<?xf32>
                %v473 = memref.load %l183[%k0] : memref<?xf32>
                %v474 = memref.load %l184[%k0] : memref<?xf32>
                %v475 = arith.mulf %v473, %v474 : f32
                memref.store %v475, %l185[%k0] : memref<?xf32>
                %v476 = memref.load %l176[%k0] : memref<?xf32>
                %v477 = memref.load %l185[%k0] : memref<?xf32>
                %v478 = arith.addf %v476, %v477 : f32
                memref.store %v478, %l5[%k0] : memref<?xf32>
                %v479 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v479, %l186[%k0] : memref<?xf32>
                %v480 = memref.load %l129[%k0] : memref<?xi32>
                memref.store %v480, %l187[%k0] : memref<?xi32>
                %v481 = arith.constant 24 : i32
                memref.store %v481, %l188[%k0] : memref<?xi32>
                %v482 = memref.load %l187[%k0] : memref<?xi32>
                %v483 = memref.load %l188[%k0] : memref<?xi32>
                %v484 = arith.constant 31 : i32
                %v485 = arith.andi %v483, %v484 : i32
                %v486 = arith.shrui %v482, %v485 : i32
                memref.store %v486, %l189[%k0] : memref<?xi32>
                %v487 = memref.load %l189[%k0] : memref<?xi32>
                %v488 = arith.constant 15 : i32
                %v489 = arith.andi %v487, %v488 : i32
                memref.store %v489, %l190[%k0] : memref<?xi32>
                %v490 = memref.load %l190[%k0] : memref<?xi32>
                %v491 = arith.uitofp %v490 : i32 to f32
                memref.store %v491, %l191[%k0] : memref<?xf32>
                %v492 = memref.load %l78[%k0] : memref<?xf32>
                %v493 = memref.load %l191[%k0] : memref<?xf32>
                %v494 = arith.mulf %v492, %v493 : f32
                memref.store %v494, %l192[%k0] : memref<?xf32>
                %v495 = memref.load %l192[%k0] : memref<?xf32>
                %v496 = memref.load %l119[%k0] : memref<?xf32>
                %v497 = arith.addf %v495, %v496 : f32
                memref.store %v497, %l193[%k0] : memref<?xf32>
                %v498 = memref.load %l137[%k0] : memref<?xi64>
                %v499 = arith.index_cast %v498 : i64 to index
                %v500 = memref.load %p1[%v499] : memref<?xf32>
                memref.store %v500, %l194[%k0] : memref<?xf32>
                %v501 = memref.load %l193[%k0] : memref<?xf32>
                %v502 = memref.load %l194[%k0] : memref<?xf32>
                %v503 = arith.mulf %v501, %v502 : f32
                memref.store %v503, %l195[%k0] : memref<?xf32>
                %v504 = memref.load %l186[%k0] : memref<?xf32>
                %v505 = memref.load %l195[%k0] : memref<?xf32>
                %v506 = arith.addf %v504, %v505 : f32
                memref.store %v506, %l5[%k0] : memref<?xf32>
                %v507 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v507, %l196[%k0] : memref<?xf32>
                %v508 = memref.load %l129[%k0] : memref<?xi32>
                memref.store %v508, %l197[%k0] : memref<?xi32>
                %v509 = arith.constant 4 : i32
                memref.store %v509, %l198[%k0] : memref<?xi32>
                %v510 = memref.load %l197[%k0] : memref<?xi32>
                %v511 = memref.load %l198[%k0] : memref<?xi32>
                %v512 = arith.constant 31 : i32
                %v513 = arith.andi %v511, %v512 : i32
                %v514 = arith.shrui %v510, %v513 : i32
                memref.store %v514, %l199[%k0] : memref<?xi32>
                %v515 = memref.load %l199[%k0] : memref<?xi32>
                %v516 = arith.constant 15 : i32
                %v517 = arith.andi %v515, %v516 : i32
                memref.store %v517, %l200[%k0] : memref<?xi32>
                %v518 = memref.load %l200[%k0] : memref<?xi32>
                %v519 = arith.uitofp %v518 : i32 to f32
                memref.store %v519, %l201[%k0] : memref<?xf32>
                %v520 = memref.load %l78[%k0] : memref<?xf32>
                %v521 = memref.load %l201[%k0] : memref<?xf32>
                %v522 = arith.mulf %v520, %v521 : f32
                memref.store %v522, %l202[%k0] : memref<?xf32>
                %v523 = memref.load %l202[%k0] : memref<?xf32>
                %v524 = memref.load %l119[%k0] : memref<?xf32>
                %v525 = arith.addf %v523, %v524 : f32
                memref.store %v525, %l203[%k0] : memref<?xf32>
                %v526 = memref.load %l138[%k0] : memref<?xi64>
                %v527 = arith.index_cast %v526 : i64 to index
                %v528 = memref.load %p1[%v527] : memref<?xf32>
                memref.store %v528, %l204[%k0] : memref<?xf32>
                %v529 = memref.load %l203[%k0] : memref<?xf32>
                %v530 = memref.load %l204[%k0] : memref<?xf32>
                %v531 = arith.mulf %v529, %v530 : f32
                memref.store %v531, %l205[%k0] : memref<?xf32>
                %v532 = memref.load %l196[%k0] : memref<?xf32>
                %v533 = memref.load %l205[%k0] : memref<?xf32>
                %v534 = arith.addf %v532, %v533 : f32
                memref.store %v534, %l5[%k0] : memref<?xf32>
                %v535 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v535, %l206[%k0] : memref<?xf32>
                %v536 = memref.load %l129[%k0] : memref<?xi32>
                memref.store %v536, %l207[%k0] : memref<?xi32>
                %v537 = arith.constant 12 : i32
                memref.store %v537, %l208[%k0] : memref<?xi32>
                %v538 = memref.load %l207[%k0] : memref<?xi32>
                %v539 = memref.load %l208[%k0] : memref<?xi32>
                %v540 = arith.constant 31 : i32
                %v541 = arith.andi %v539, %v540 : i32
                %v542 = arith.shrui %v538, %v541 : i32
                memref.store %v542, %l209[%k0] : memref<?xi32>
                %v543 = memref.load %l209[%k0] : memref<?xi32>
                %v544 = arith.constant 15 : i32
                %v545 = arith.andi %v543, %v544 : i32
                memref.store %v545, %l210[%k0] : memref<?xi32>
                %v546 = memref.load %l210[%k0] : memref<?xi32>
                %v547 = arith.uitofp %v546 : i32 to f32
                memref.store %v547, %l211[%k0] : memref<?xf32>
                %v548 = memref.load %l78[%k0] : memref<?xf32>
                %v549 = memref.load %l211[%k0] : memref<?xf32>
                %v550 = arith.mulf %v548, %v549 : f32
                memref.store %v550, %l212[%k0] : memref<?xf32>
                %v551 = memref.load %l212[%k0] : memref<?xf32>
                %v552 = memref.load %l119[%k0] : memref<?xf32>
                %v553 = arith.addf %v551, %v552 : f32
                memref.store %v553, %l213[%k0] : memref<?xf32>
                %v554 = memref.load %l139[%k0] : memref<?xi64>
                %v555 = arith.index_cast %v554 : i64 to index
                %v556 = memref.load %p1[%v555] : memref<?xf32>
                memref.store %v556, %l214[%k0] : memref<?xf32>
                %v557 = memref.load %l213[%k0] : memref<?xf32>
                %v558 = memref.load %l214[%k0] : memref<?xf32>
                %v559 = arith.mulf %v557, %v558 : f32
                memref.store %v559, %l215[%k0] : memref<?xf32>
                %v560 = memref.load %l206[%k0] : memref<?xf32>
                %v561 = memref.load %l215[%k0] : memref<?xf32>
                %v562 = arith.addf %v560, %v561 : f32
                memref.store %v562, %l5[%k0] : memref<?xf32>
                %v563 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v563, %l216[%k0] : memref<?xf32>
                %v564 = memref.load %l129[%k0] : memref<?xi32>
                memref.store %v564, %l217[%k0] : memref<?xi32>
                %v565 = arith.constant 20 : i32
                memref.store %v565, %l218[%k0] : memref<?xi32>
                %v566 = memref.load %l217[%k0] : memref<?xi32>
                %v567 = memref.load %l218[%k0] : memref<?xi32>
                %v568 = arith.constant 31 : i32
                %v569 = arith.andi %v567, %v568 : i32
                %v570 = arith.shrui %v566, %v569 : i32
                memref.store %v570, %l219[%k0] : memref<?xi32>
                %v571 = memref.load %l219[%k0] : memref<?xi32>
                %v572 = arith.constant 15 : i32
                %v573 = arith.andi %v571, %v572 : i32
                memref.store %v573, %l220[%k0] : memref<?xi32>
                %v574 = memref.load %l220[%k0] : memref<?xi32>
                %v575 = arith.uitofp %v574 : i32 to f32
                memref.store %v575, %l221[%k0] : memref<?xf32>
                %v576 = memref.load %l78[%k0] : memref<?xf32>
                %v577 = memref.load %l221[%k0] : memref<?xf32>
                %v578 = arith.mulf %v576, %v577 : f32
                memref.store %v578, %l222[%k0] : memref<?xf32>
                %v579 = memref.load %l222[%k0] : memref<?xf32>
                %v580 = memref.load %l119[%k0] : memref<?xf32>
                %v581 = arith.addf %v579, %v580 : f32
                memref.store %v581, %l223[%k0] : memref<?xf32>
                %v582 = memref.load %l140[%k0] : memref<?xi64>
                %v583 = arith.index_cast %v582 : i64 to index
                %v584 = memref.load %p1[%v583] : memref<?xf32>
                memref.store %v584, %l224[%k0] : memref<?xf32>
                %v585 = memref.load %l223[%k0] : memref<?xf32>
                %v586 = memref.load %l224[%k0] : memref<?xf32>
                %v587 = arith.mulf %v585, %v586 : f32
                memref.store %v587, %l225[%k0] : memref<?xf32>
                %v588 = memref.load %l216[%k0] : memref<?xf32>
                %v589 = memref.load %l225[%k0] : memref<?xf32>
                %v590 = arith.addf %v588, %v589 : f32
                memref.store %v590, %l5[%k0] : memref<?xf32>
                %v591 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v591, %l226[%k0] : memref<?xf32>
                %v592 = memref.load %l129[%k0] : memref<?xi32>
                memref.store %v592, %l227[%k0] : memref<?xi32>
                %v593 = arith.constant 28 : i32
                memref.store %v593, %l228[%k0] : memref<?xi32>
                %v594 = memref.load %l227[%k0] : memref<?xi32>
                %v595 = memref.load %l228[%k0] : memref<?xi32>
                %v596 = arith.constant 31 : i32
                %v597 = arith.andi %v595, %v596 : i32
                %v598 = arith.shrui %v594, %v597 : i32
                memref.store %v598, %l229[%k0] : memref<?xi32>
                %v599 = memref.load %l229[%k0] : memref<?xi32>
                %v600 = arith.uitofp %v599 : i32 to f32
                memref.store %v600, %l230[%k0] : memref<?xf32>
                %v601 = memref.load %l78[%k0] : memref<?xf32>
                %v602 = memref.load %l230[%k0] : memref<?xf32>
                %v603 = arith.mulf %v601, %v602 : f32
                memref.store %v603, %l231[%k0] : memref<?xf32>
                %v604 = memref.load %l231[%k0] : memref<?xf32>
                %v605 = memref.load %l119[%k0] : memref<?xf32>
                %v606 = arith.addf %v604, %v605 : f32
                memref.store %v606, %l232[%k0] : memref<?xf32>
                %v607 = memref.load %l141[%k0] : memref<?xi64>
                %v608 = arith.index_cast %v607 : i64 to index
                %v609 = memref.load %p1[%v608] : memref<?xf32>
                memref.store %v609, %l233[%k0] : memref<?xf32>
                %v610 = memref.load %l232[%k0] : memref<?xf32>
                %v611 = memref.load %l233[%k0] : memref<?xf32>
                %v612 = arith.mulf %v610, %v611 : f32
                memref.store %v612, %l234[%k0] : memref<?xf32>
                %v613 = memref.load %l226[%k0] : memref<?xf32>
                %v614 = memref.load %l234[%k0] : memref<?xf32>
                %v615 = arith.addf %v613, %v614 : f32
                memref.store %v615, %l5[%k0] : memref<?xf32>
                cf.br ^bb26
              ^bb39:
                %v616 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v616, %l10[%k0] : memref<?xf32>
                %v617 = memref.load %ls0[%lane] : memref<?xi64>
                %v618 = arith.index_cast %v617 : i64 to index
                %v619 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v619, %wg0[%v618] : memref<?xf32>
                cf.br ^bb40
              ^bb40:
                %v620 = arith.constant 41 : i32
                memref.store %v620, %resume[%lane] : memref<?xi32>
                %v621 = arith.constant true
                %v622 = arith.constant 0 : index
                memref.store %v621, %more[%v622] : memref<?xi1>
                cf.br ^exit
              ^bb41:
                %v623 = arith.constant 256 : i64
                %v624 = arith.constant 2 : i64
                %v625 = arith.constant 0 : i64
                %v626 = arith.cmpi eq, %v624, %v625 : i64
                %v627 = arith.constant 1 : i64
                %v628 = arith.select %v626, %v627, %v624 : i64
                %v629 = arith.divui %v623, %v628 : i64
                memref.store %v629, %ls11[%lane] : memref<?xi64>
                cf.br ^bb42
              ^bb42:
                %v630 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v630, %l12[%k0] : memref<?xi64>
                %v631 = memref.load %l12[%k0] : memref<?xi64>
                %v632 = arith.constant 0 : i64
                %v633 = arith.cmpi ugt, %v631, %v632 : i64
                memref.store %v633, %l13[%k0] : memref<?xi1>
                %v634 = memref.load %l13[%k0] : memref<?xi1>
                cf.cond_br %v634, ^bb43, ^bb48
              ^bb43:
                %v635 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v635, %l14[%k0] : memref<?xi64>
                %v636 = memref.load %ls0[%lane] : memref<?xi64>
                %v637 = memref.load %l14[%k0] : memref<?xi64>
                %v638 = arith.addi %v636, %v637 : i64
                memref.store %v638, %l15[%k0] : memref<?xi64>
                %v639 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v639, %l16[%k0] : memref<?xi64>
                %v640 = memref.load %ls0[%lane] : memref<?xi64>
                %v641 = memref.load %l16[%k0] : memref<?xi64>
                %v642 = arith.cmpi ult, %v640, %v641 : i64
                memref.store %v642, %l17[%k0] : memref<?xi1>
                %v643 = memref.load %l17[%k0] : memref<?xi1>
                cf.cond_br %v643, ^bb44, ^bb46
              ^bb44:
                %v644 = memref.load %l15[%k0] : memref<?xi64>
                %v645 = arith.constant 256 : i64
                %v646 = arith.cmpi ult, %v644, %v645 : i64
                memref.store %v646, %l18[%k0] : memref<?xi1>
                %v647 = memref.load %l18[%k0] : memref<?xi1>
                cf.cond_br %v647, ^bb45, ^bb46
              ^bb45:
                %v648 = memref.load %ls0[%lane] : memref<?xi64>
                %v649 = arith.index_cast %v648 : i64 to index
                %v650 = memref.load %wg0[%v649] : memref<?xf32>
                memref.store %v650, %l19[%k0] : memref<?xf32>
                %v651 = memref.load %l15[%k0] : memref<?xi64>
                %v652 = arith.index_cast %v651 : i64 to index
                %v653 = memref.load %wg0[%v652] : memref<?xf32>
                memref.store %v653, %l20[%k0] : memref<?xf32>
                %v654 = memref.load %l19[%k0] : memref<?xf32>
                %v655 = memref.load %l20[%k0] : memref<?xf32>
                %v656 = arith.addf %v654, %v655 : f32
                memref.store %v656, %l21[%k0] : memref<?xf32>
                %v657 = memref.load %ls0[%lane] : memref<?xi64>
                %v658 = arith.index_cast %v657 : i64 to index
                %v659 = memref.load %l21[%k0] : memref<?xf32>
                memref.store %v659, %wg0[%v658] : memref<?xf32>
                cf.br ^bb46
              ^bb46:
                %v660 = arith.constant 47 : i32
                memref.store %v660, %resume[%lane] : memref<?xi32>
                %v661 = arith.constant true
                %v662 = arith.constant 0 : index
                memref.store %v661, %more[%v662] : memref<?xi1>
                cf.br ^exit
              ^bb47:
                %v663 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v663, %l22[%k0] : memref<?xi64>
                %v664 = memref.load %l22[%k0] : memref<?xi64>
                %v665 = arith.constant 2 : i64
                %v666 = arith.constant 0 : i64
                %v667 = arith.cmpi eq, %v665, %v666 : i64
                %v668 = arith.constant 1 : i64
                %v669 = arith.select %v667, %v668, %v665 : i64
                %v670 = arith.divui %v664, %v669 : i64
                memref.store %v670, %ls11[%lane] : memref<?xi64>
                cf.br ^bb42
              ^bb48:
                %v671 = memref.load %ls0[%lane] : memref<?xi64>
                %v672 = arith.constant 0 : i64
                %v673 = arith.cmpi eq, %v671, %v672 : i64
                memref.store %v673, %l23[%k0] : memref<?xi1>
                %v674 = memref.load %l23[%k0] : memref<?xi1>
                cf.cond_br %v674, ^bb49, ^bb51
              ^bb49:
                %v675 = arith.index_cast %n2 : index to i64
                memref.store %v675, %l24[%k0] : memref<?xi64>
                %v676 = memref.load %ls1[%lane] : memref<?xi64>
                %v677 = memref.load %l24[%k0] : memref<?xi64>
                %v678 = arith.cmpi ult, %v676, %v677 : i64
                memref.store %v678, %l25[%k0] : memref<?xi1>
                %v679 = memref.load %l25[%k0] : memref<?xi1>
                cf.cond_br %v679, ^bb50, ^bb51
              ^bb50:
                %v680 = arith.constant 0 : i64
                %v681 = arith.index_cast %v680 : i64 to index
                %v682 = memref.load %wg0[%v681] : memref<?xf32>
                memref.store %v682, %l26[%k0] : memref<?xf32>
                %v683 = memref.load %ls1[%lane] : memref<?xi64>
                %v684 = arith.index_cast %v683 : i64 to index
                %v685 = memref.load %l26[%k0] : memref<?xf32>
                memref.store %v685, %p2[%v684] : memref<?xf32>
                cf.br ^bb51
              ^bb51:
                %v686 = arith.constant -1 : i32
                memref.store %v686, %resume[%lane] : memref<?xi32>
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
