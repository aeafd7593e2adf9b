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
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xi64>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xi64>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xi64>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xi64>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xi1>
    %b_l121_c0 = "aie.buffer"(%t_c0) {sym_name = "l121_c0"} : (index) -> memref<1xi64>
    %b_l122_c0 = "aie.buffer"(%t_c0) {sym_name = "l122_c0"} : (index) -> memref<1xi1>
    %b_l123_c0 = "aie.buffer"(%t_c0) {sym_name = "l123_c0"} : (index) -> memref<1xi64>
    %b_l124_c0 = "aie.buffer"(%t_c0) {sym_name = "l124_c0"} : (index) -> memref<1xi1>
    %b_l125_c0 = "aie.buffer"(%t_c0) {sym_name = "l125_c0"} : (index) -> memref<1xi64>
    %b_l126_c0 = "aie.buffer"(%t_c0) {sym_name = "l126_c0"} : (index) -> memref<1xi1>
    %b_l127_c0 = "aie.buffer"(%t_c0) {sym_name = "l127_c0"} : (index) -> memref<1xi64>
    %b_l128_c0 = "aie.buffer"(%t_c0) {sym_name = "l128_c0"} : (index) -> memref<1xi1>
    %b_l129_c0 = "aie.buffer"(%t_c0) {sym_name = "l129_c0"} : (index) -> memref<1xi64>
    %b_l130_c0 = "aie.buffer"(%t_c0) {sym_name = "l130_c0"} : (index) -> memref<1xi1>
    %b_l131_c0 = "aie.buffer"(%t_c0) {sym_name = "l131_c0"} : (index) -> memref<1xi64>
    %b_l132_c0 = "aie.buffer"(%t_c0) {sym_name = "l132_c0"} : (index) -> memref<1xi1>
    %b_l133_c0 = "aie.buffer"(%t_c0) {sym_name = "l133_c0"} : (index) -> memref<1xi64>
    %b_l134_c0 = "aie.buffer"(%t_c0) {sym_name = "l134_c0"} : (index) -> memref<1xi1>
    %b_l135_c0 = "aie.buffer"(%t_c0) {sym_name = "l135_c0"} : (index) -> memref<1xf32>
    %b_l136_c0 = "aie.buffer"(%t_c0) {sym_name = "l136_c0"} : (index) -> memref<1xi32>
    %b_l137_c0 = "aie.buffer"(%t_c0) {sym_name = "l137_c0"} : (index) -> memref<1xi32>
    %b_l138_c0 = "aie.buffer"(%t_c0) {sym_name = "l138_c0"} : (index) -> memref<1xf32>
    %b_l139_c0 = "aie.buffer"(%t_c0) {sym_name = "l139_c0"} : (index) -> memref<1xf32>
    %b_l140_c0 = "aie.buffer"(%t_c0) {sym_name = "l140_c0"} : (index) -> memref<1xf32>
    %b_l141_c0 = "aie.buffer"(%t_c0) {sym_name = "l141_c0"} : (index) -> memref<1xf32>
    %b_l142_c0 = "aie.buffer"(%t_c0) {sym_name = "l142_c0"} : (index) -> memref<1xf32>
    %b_l143_c0 = "aie.buffer"(%t_c0) {sym_name = "l143_c0"} : (index) -> memref<1xf32>
    %b_l144_c0 = "aie.buffer"(%t_c0) {sym_name = "l144_c0"} : (index) -> memref<1xi32>
    %b_l145_c0 = "aie.buffer"(%t_c0) {sym_name = "l145_c0"} : (index) -> memref<1xi32>
    %b_l146_c0 = "aie.buffer"(%t_c0) {sym_name = "l146_c0"} : (index) -> memref<1xi32>
    %b_l147_c0 = "aie.buffer"(%t_c0) {sym_name = "l147_c0"} : (index) -> memref<1xi32>
    %b_l148_c0 = "aie.buffer"(%t_c0) {sym_name = "l148_c0"} : (index) -> memref<1xf32>
    %b_l149_c0 = "aie.buffer"(%t_c0) {sym_name = "l149_c0"} : (index) -> memref<1xf32>
    %b_l150_c0 = "aie.buffer"(%t_c0) {sym_name = "l150_c0"} : (index) -> memref<1xf32>
    %b_l151_c0 = "aie.buffer"(%t_c0) {sym_name = "l151_c0"} : (index) -> memref<1xf32>
    %b_l152_c0 = "aie.buffer"(%t_c0) {sym_name = "l152_c0"} : (index) -> memref<1xf32>
    %b_l153_c0 = "aie.buffer"(%t_c0) {sym_name = "l153_c0"} : (index) -> memref<1xf32>
    %b_l154_c0 = "aie.buffer"(%t_c0) {sym_name = "l154_c0"} : (index) -> memref<1xi32>
    %b_l155_c0 = "aie.buffer"(%t_c0) {sym_name = "l155_c0"} : (index) -> memref<1xi32>
    %b_l156_c0 = "aie.buffer"(%t_c0) {sym_name = "l156_c0"} : (index) -> memref<1xi32>
    %b_l157_c0 = "aie.buffer"(%t_c0) {sym_name = "l157_c0"} : (index) -> memref<1xi32>
    %b_l158_c0 = "aie.buffer"(%t_c0) {sym_name = "l158_c0"} : (index) -> memref<1xf32>
    %b_l159_c0 = "aie.buffer"(%t_c0) {sym_name = "l159_c0"} : (index) -> memref<1xf32>
    %b_l160_c0 = "aie.buffer"(%t_c0) {sym_name = "l160_c0"} : (index) -> memref<1xf32>
    %b_l161_c0 = "aie.buffer"(%t_c0) {sym_name = "l161_c0"} : (index) -> memref<1xf32>
    %b_l162_c0 = "aie.buffer"(%t_c0) {sym_name = "l162_c0"} : (index) -> memref<1xf32>
    %b_l163_c0 = "aie.buffer"(%t_c0) {sym_name = "l163_c0"} : (index) -> memref<1xf32>
    %b_l164_c0 = "aie.buffer"(%t_c0) {sym_name = "l164_c0"} : (index) -> memref<1xi32>
    %b_l165_c0 = "aie.buffer"(%t_c0) {sym_name = "l165_c0"} : (index) -> memref<1xi32>
    %b_l166_c0 = "aie.buffer"(%t_c0) {sym_name = "l166_c0"} : (index) -> memref<1xi32>
    %b_l167_c0 = "aie.buffer"(%t_c0) {sym_name = "l167_c0"} : (index) -> memref<1xi32>
    %b_l168_c0 = "aie.buffer"(%t_c0) {sym_name = "l168_c0"} : (index) -> memref<1xf32>
    %b_l169_c0 = "aie.buffer"(%t_c0) {sym_name = "l169_c0"} : (index) -> memref<1xf32>
    %b_l170_c0 = "aie.buffer"(%t_c0) {sym_name = "l170_c0"} : (index) -> memref<1xf32>
    %b_l171_c0 = "aie.buffer"(%t_c0) {sym_name = "l171_c0"} : (index) -> memref<1xf32>
    %b_l172_c0 = "aie.buffer"(%t_c0) {sym_name = "l172_c0"} : (index) -> memref<1xf32>
    %b_l173_c0 = "aie.buffer"(%t_c0) {sym_name = "l173_c0"} : (index) -> memref<1xf32>
    %b_l174_c0 = "aie.buffer"(%t_c0) {sym_name = "l174_c0"} : (index) -> memref<1xi32>
    %b_l175_c0 = "aie.buffer"(%t_c0) {sym_name = "l175_c0"} : (index) -> memref<1xi32>
    %b_l176_c0 = "aie.buffer"(%t_c0) {sym_name = "l176_c0"} : (index) -> memref<1xi32>
    %b_l177_c0 = "aie.buffer"(%t_c0) {sym_name = "l177_c0"} : (index) -> memref<1xi32>
    %b_l178_c0 = "aie.buffer"(%t_c0) {sym_name = "l178_c0"} : (index) -> memref<1xf32>
    %b_l179_c0 = "aie.buffer"(%t_c0) {sym_name = "l179_c0"} : (index) -> memref<1xf32>
    %b_l180_c0 = "aie.buffer"(%t_c0) {sym_name = "l180_c0"} : (index) -> memref<1xf32>
    %b_l181_c0 = "aie.buffer"(%t_c0) {sym_name = "l181_c0"} : (index) -> memref<1xf32>
    %b_l182_c0 = "aie.buffer"(%t_c0) {sym_name = "l182_c0"} : (index) -> memref<1xf32>
    %b_l183_c0 = "aie.buffer"(%t_c0) {sym_name = "l183_c0"} : (index) -> memref<1xf32>
    %b_l184_c0 = "aie.buffer"(%t_c0) {sym_name = "l184_c0"} : (index) -> memref<1xi32>
    %b_l185_c0 = "aie.buffer"(%t_c0) {sym_name = "l185_c0"} : (index) -> memref<1xi32>
    %b_l186_c0 = "aie.buffer"(%t_c0) {sym_name = "l186_c0"} : (index) -> memref<1xi32>
    %b_l187_c0 = "aie.buffer"(%t_c0) {sym_name = "l187_c0"} : (index) -> memref<1xi32>
    %b_l188_c0 = "aie.buffer"(%t_c0) {sym_name = "l188_c0"} : (index) -> memref<1xf32>
    %b_l189_c0 = "aie.buffer"(%t_c0) {sym_name = "l189_c0"} : (index) -> memref<1xf32>
    %b_l190_c0 = "aie.buffer"(%t_c0) {sym_name = "l190_c0"} : (index) -> memref<1xf32>
    %b_l191_c0 = "aie.buffer"(%t_c0) {sym_name = "l191_c0"} : (index) -> memref<1xf32>
    %b_l192_c0 = "aie.buffer"(%t_c0) {sym_name = "l192_c0"} : (index) -> memref<1xf32>
    %b_l193_c0 = "aie.buffer"(%t_c0) {sym_name = "l193_c0"} : (index) -> memref<1xf32>
    %b_l194_c0 = "aie.buffer"(%t_c0) {sym_name = "l194_c0"} : (index) -> memref<1xi32>
    %b_l195_c0 = "aie.buffer"(%t_c0) {sym_name = "l195_c0"} : (index) -> memref<1xi32>
    %b_l196_c0 = "aie.buffer"(%t_c0) {sym_name = "l196_c0"} : (index) -> memref<1xi32>
    %b_l197_c0 = "aie.buffer"(%t_c0) {sym_name = "l197_c0"} : (index) -> memref<1xi32>
    %b_l198_c0 = "aie.buffer"(%t_c0) {sym_name = "l198_c0"} : (index) -> memref<1xf32>
    %b_l199_c0 = "aie.buffer"(%t_c0) {sym_name = "l199_c0"} : (index) -> memref<1xf32>
    %b_l200_c0 = "aie.buffer"(%t_c0) {sym_name = "l200_c0"} : (index) -> memref<1xf32>
    %b_l201_c0 = "aie.buffer"(%t_c0) {sym_name = "l201_c0"} : (index) -> memref<1xf32>
    %b_l202_c0 = "aie.buffer"(%t_c0) {sym_name = "l202_c0"} : (index) -> memref<1xf32>
    %b_l203_c0 = "aie.buffer"(%t_c0) {sym_name = "l203_c0"} : (index) -> memref<1xf32>
    %b_l204_c0 = "aie.buffer"(%t_c0) {sym_name = "l204_c0"} : (index) -> memref<1xi32>
    %b_l205_c0 = "aie.buffer"(%t_c0) {sym_name = "l205_c0"} : (index) -> memref<1xi32>
    %b_l206_c0 = "aie.buffer"(%t_c0) {sym_name = "l206_c0"} : (index) -> memref<1xi32>
    %b_l207_c0 = "aie.buffer"(%t_c0) {sym_name = "l207_c0"} : (index) -> memref<1xf32>
    %b_l208_c0 = "aie.buffer"(%t_c0) {sym_name = "l208_c0"} : (index) -> memref<1xf32>
    %b_l209_c0 = "aie.buffer"(%t_c0) {sym_name = "l209_c0"} : (index) -> memref<1xf32>
    %b_l210_c0 = "aie.buffer"(%t_c0) {sym_name = "l210_c0"} : (index) -> memref<1xf32>
    %b_l211_c0 = "aie.buffer"(%t_c0) {sym_name = "l211_c0"} : (index) -> memref<1xf32>
    %b_l212_c0 = "aie.buffer"(%t_c0) {sym_name = "l212_c0"} : (index) -> memref<1xi32>
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
      %l116 = memref.cast %b_l116_c0 : memref<1xi64> to memref<?xi64>
      %l117 = memref.cast %b_l117_c0 : memref<1xi64> to memref<?xi64>
      %l118 = memref.cast %b_l118_c0 : memref<1xi64> to memref<?xi64>
      %l119 = memref.cast %b_l119_c0 : memref<1xi64> to memref<?xi64>
      %l120 = memref.cast %b_l120_c0 : memref<1xi1> to memref<?xi1>
      %l121 = memref.cast %b_l121_c0 : memref<1xi64> to memref<?xi64>
      %l122 = memref.cast %b_l122_c0 : memref<1xi1> to memref<?xi1>
      %l123 = memref.cast %b_l123_c0 : memref<1xi64> to memref<?xi64>
      %l124 = memref.cast %b_l124_c0 : memref<1xi1> to memref<?xi1>
      %l125 = memref.cast %b_l125_c0 : memref<1xi64> to memref<?xi64>
      %l126 = memref.cast %b_l126_c0 : memref<1xi1> to memref<?xi1>
      %l127 = memref.cast %b_l127_c0 : memref<1xi64> to memref<?xi64>
      %l128 = memref.cast %b_l128_c0 : memref<1xi1> to memref<?xi1>
      %l129 = memref.cast %b_l129_c0 : memref<1xi64> to memref<?xi64>
      %l130 = memref.cast %b_l130_c0 : memref<1xi1> to memref<?xi1>
      %l131 = memref.cast %b_l131_c0 : memref<1xi64> to memref<?xi64>
      %l132 = memref.cast %b_l132_c0 : memref<1xi1> to memref<?xi1>
      %l133 = memref.cast %b_l133_c0 : memref<1xi64> to memref<?xi64>
      %l134 = memref.cast %b_l134_c0 : memref<1xi1> to memref<?xi1>
      %l135 = memref.cast %b_l135_c0 : memref<1xf32> to memref<?xf32>
      %l136 = memref.cast %b_l136_c0 : memref<1xi32> to memref<?xi32>
      %l137 = memref.cast %b_l137_c0 : memref<1xi32> to memref<?xi32>
      %l138 = memref.cast %b_l138_c0 : memref<1xf32> to memref<?xf32>
      %l139 = memref.cast %b_l139_c0 : memref<1xf32> to memref<?xf32>
      %l140 = memref.cast %b_l140_c0 : memref<1xf32> to memref<?xf32>
      %l141 = memref.cast %b_l141_c0 : memref<1xf32> to memref<?xf32>
      %l142 = memref.cast %b_l142_c0 : memref<1xf32> to memref<?xf32>
      %l143 = memref.cast %b_l143_c0 : memref<1xf32> to memref<?xf32>
      %l144 = memref.cast %b_l144_c0 : memref<1xi32> to memref<?xi32>
      %l145 = memref.cast %b_l145_c0 : memref<1xi32> to memref<?xi32>
      %l146 = memref.cast %b_l146_c0 : memref<1xi32> to memref<?xi32>
      %l147 = memref.cast %b_l147_c0 : memref<1xi32> to memref<?xi32>
      %l148 = memref.cast %b_l148_c0 : memref<1xf32> to memref<?xf32>
      %l149 = memref.cast %b_l149_c0 : memref<1xf32> to memref<?xf32>
      %l150 = memref.cast %b_l150_c0 : memref<1xf32> to memref<?xf32>
      %l151 = memref.cast %b_l151_c0 : memref<1xf32> to memref<?xf32>
      %l152 = memref.cast %b_l152_c0 : memref<1xf32> to memref<?xf32>
      %l153 = memref.cast %b_l153_c0 : memref<1xf32> to memref<?xf32>
      %l154 = memref.cast %b_l154_c0 : memref<1xi32> to memref<?xi32>
      %l155 = memref.cast %b_l155_c0 : memref<1xi32> to memref<?xi32>
      %l156 = memref.cast %b_l156_c0 : memref<1xi32> to memref<?xi32>
      %l157 = memref.cast %b_l157_c0 : memref<1xi32> to memref<?xi32>
      %l158 = memref.cast %b_l158_c0 : memref<1xf32> to memref<?xf32>
      %l159 = memref.cast %b_l159_c0 : memref<1xf32> to memref<?xf32>
      %l160 = memref.cast %b_l160_c0 : memref<1xf32> to memref<?xf32>
      %l161 = memref.cast %b_l161_c0 : memref<1xf32> to memref<?xf32>
      %l162 = memref.cast %b_l162_c0 : memref<1xf32> to memref<?xf32>
      %l163 = memref.cast %b_l163_c0 : memref<1xf32> to memref<?xf32>
      %l164 = memref.cast %b_l164_c0 : memref<1xi32> to memref<?xi32>
      %l165 = memref.cast %b_l165_c0 : memref<1xi32> to memref<?xi32>
      %l166 = memref.cast %b_l166_c0 : memref<1xi32> to memref<?xi32>
      %l167 = memref.cast %b_l167_c0 : memref<1xi32> to memref<?xi32>
      %l168 = memref.cast %b_l168_c0 : memref<1xf32> to memref<?xf32>
      %l169 = memref.cast %b_l169_c0 : memref<1xf32> to memref<?xf32>
      %l170 = memref.cast %b_l170_c0 : memref<1xf32> to memref<?xf32>
      %l171 = memref.cast %b_l171_c0 : memref<1xf32> to memref<?xf32>
      %l172 = memref.cast %b_l172_c0 : memref<1xf32> to memref<?xf32>
      %l173 = memref.cast %b_l173_c0 : memref<1xf32> to memref<?xf32>
      %l174 = memref.cast %b_l174_c0 : memref<1xi32> to memref<?xi32>
      %l175 = memref.cast %b_l175_c0 : memref<1xi32> to memref<?xi32>
      %l176 = memref.cast %b_l176_c0 : memref<1xi32> to memref<?xi32>
      %l177 = memref.cast %b_l177_c0 : memref<1xi32> to memref<?xi32>
      %l178 = memref.cast %b_l178_c0 : memref<1xf32> to memref<?xf32>
      %l179 = memref.cast %b_l179_c0 : memref<1xf32> to memref<?xf32>
      %l180 = memref.cast %b_l180_c0 : memref<1xf32> to memref<?xf32>
      %l181 = memref.cast %b_l181_c0 : memref<1xf32> to memref<?xf32>
      %l182 = memref.cast %b_l182_c0 : memref<1xf32> to memref<?xf32>
      %l183 = memref.cast %b_l183_c0 : memref<1xf32> to memref<?xf32>
      %l184 = memref.cast %b_l184_c0 : memref<1xi32> to memref<?xi32>
      %l185 = memref.cast %b_l185_c0 : memref<1xi32> to memref<?xi32>
      %l186 = memref.cast %b_l186_c0 : memref<1xi32> to memref<?xi32>
      %l187 = memref.cast %b_l187_c0 : memref<1xi32> to memref<?xi32>
      %l188 = memref.cast %b_l188_c0 : memref<1xf32> to memref<?xf32>
      %l189 = memref.cast %b_l189_c0 : memref<1xf32> to memref<?xf32>
      %l190 = memref.cast %b_l190_c0 : memref<1xf32> to memref<?xf32>
      %l191 = memref.cast %b_l191_c0 : memref<1xf32> to memref<?xf32>
      %l192 = memref.cast %b_l192_c0 : memref<1xf32> to memref<?xf32>
      %l193 = memref.cast %b_l193_c0 : memref<1xf32> to memref<?xf32>
      %l194 = memref.cast %b_l194_c0 : memref<1xi32> to memref<?xi32>
      %l195 = memref.cast %b_l195_c0 : memref<1xi32> to memref<?xi32>
      %l196 = memref.cast %b_l196_c0 : memref<1xi32> to memref<?xi32>
      %l197 = memref.cast %b_l197_c0 : memref<1xi32> to memref<?xi32>
      %l198 = memref.cast %b_l198_c0 : memref<1xf32> to memref<?xf32>
      %l199 = memref.cast %b_l199_c0 : memref<1xf32> to memref<?xf32>
      %l200 = memref.cast %b_l200_c0 : memref<1xf32> to memref<?xf32>
      %l201 = memref.cast %b_l201_c0 : memref<1xf32> to memref<?xf32>
      %l202 = memref.cast %b_l202_c0 : memref<1xf32> to memref<?xf32>
      %l203 = memref.cast %b_l203_c0 : memref<1xf32> to memref<?xf32>
      %l204 = memref.cast %b_l204_c0 : memref<1xi32> to memref<?xi32>
      %l205 = memref.cast %b_l205_c0 : memref<1xi32> to memref<?xi32>
      %l206 = memref.cast %b_l206_c0 : memref<1xi32> to memref<?xi32>
      %l207 = memref.cast %b_l207_c0 : memref<1xf32> to memref<?xf32>
      %l208 = memref.cast %b_l208_c0 : memref<1xf32> to memref<?xf32>
      %l209 = memref.cast %b_l209_c0 : memref<1xf32> to memref<?xf32>
      %l210 = memref.cast %b_l210_c0 : memref<1xf32> to memref<?xf32>
      %l211 = memref.cast %b_l211_c0 : memref<1xf32> to memref<?xf32>
      %l212 = memref.cast %b_l212_c0 : memref<1xi32> to memref<?xi32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 37: ^bb37, 43: ^bb43]
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
                cf.cond_br %v31, ^bb35, ^bb36
              ^bb5:
                %v32 = memref.load %l4[%k0] : memref<?xi64>
                %v33 = memref.load %l7[%k0] : memref<?xi64>
                %v34 = arith.addi %v32, %v33 : i64
                memref.store %v34, %l27[%k0] : memref<?xi64>
                %v35 = memref.load %l27[%k0] : memref<?xi64>
                %v36 = arith.constant 18 : i64
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
                %v232 = arith.constant 4 : i64
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
                %v299 = memref.load %l111[%k0] : memref<?xi64>
                %v300 = arith.constant 16 : i64
                %v301 = arith.addi %v299, %v300 : i64
                memref.store %v301, %l115[%k0] : memref<?xi64>
                %v302 = memref.load %l111[%k0] : memref<?xi64>
                %v303 = arith.constant 17 : i64
                %v304 = arith.addi %v302, %v303 : i64
                memref.store %v304, %l116[%k0] : memref<?xi64>
                %v305 = memref.load %l111[%k0] : memref<?xi64>
                %v306 = arith.constant 18 : i64
                %v307 = arith.addi %v305, %v306 : i64
                memref.store %v307, %l117[%k0] : memref<?xi64>
                %v308 = memref.load %l111[%k0] : memref<?xi64>
                %v309 = arith.constant 19 : i64
                %v310 = arith.addi %v308, %v309 : i64
                memref.store %v310, %l118[%k0] : memref<?xi64>
                %v311 = arith.index_cast %n1 : index to i64
                memref.store %v311, %l119[%k0] : memref<?xi64>
                %v312 = memref.load %l111[%k0] : memref<?xi64>
                %v313 = memref.load %l119[%k0] : memref<?xi64>
                %v314 = arith.cmpi ult, %v312, %v313 : i64
                memref.store %v314, %l120[%k0] : memref<?xi1>
                %v315 = memref.load %l120[%k0] : memref<?xi1>
                cf.cond_br %v315, ^bb26, ^bb34
              ^bb26:
                %v316 = arith.index_cast %n1 : index to i64
                memref.store %v316, %l121[%k0] : memref<?xi64>
                %v317 = memref.load %l112[%k0] : memref<?xi64>
                %v318 = memref.load %l121[%k0] : memref<?xi64>
                %v319 = arith.cmpi ult, %v317, %v318 : i64
                memref.store %v319, %l122[%k0] : memref<?xi1>
                %v320 = memref.load %l122[%k0] : memref<?xi1>
                cf.cond_br %v320, ^bb27, ^bb34
              ^bb27:
                %v321 = arith.index_cast %n1 : index to i64
                memref.store %v321, %l123[%k0] : memref<?xi64>
                %v322 = memref.load %l113[%k0] : memref<?xi64>
                %v323 = memref.load %l123[%k0] : memref<?xi64>
                %v324 = arith.cmpi ult, %v322, %v323 : i64
                memref.store %v324, %l124[%k0] : memref<?xi1>
                %v325 = memref.load %l124[%k0] : memref<?xi1>
                cf.cond_br %v325, ^bb28, ^bb34
              ^bb28:
                %v326 = arith.index_cast %n1 : index to i64
                memref.store %v326, %l125[%k0] : memref<?xi64>
                %v327 = memref.load %l114[%k0] : memref<?xi64>
                %v328 = memref.load %l125[%k0] : memref<?xi64>
                %v329 = arith.cmpi ult, %v327, %v328 : i64
                memref.store %v329, %l126[%k0] : memref<?xi1>
                %v330 = memref.load %l126[%k0] : memref<?xi1>
                cf.cond_br %v330, ^bb29, ^bb34
              ^bb29:
                %v331 = arith.index_cast %n1 : index to i64
                memref.store %v331, %l127[%k0] : memref<?xi64>
                %v332 = memref.load %l115[%k0] : memref<?xi64>
                %v333 = memref.load %l127[%k0] : memref<?xi64>
                %v334 = arith.cmpi ult, %v332, %v333 : i64
                memref.store %v334, %l128[%k0] : memref<?xi1>
                %v335 = memref.load %l128[%k0] : memref<?xi1>
                cf.cond_br %v335, ^bb30, ^bb34
              ^bb30:
                %v336 = arith.index_cast %n1 : index to i64
                memref.store %v336, %l129[%k0] : memref<?xi64>
                %v337 = memref.load %l116[%k0] : memref<?xi64>
                %v338 = memref.load %l129[%k0] : memref<?xi64>
                %v339 = arith.cmpi ult, %v337, %v338 : i64
                memref.store %v339, %l130[%k0] : memref<?xi1>
                %v340 = memref.load %l130[%k0] : memref<?xi1>
                cf.cond_br %v340, ^bb31, ^bb34
              ^bb31:
                %v341 = arith.index_cast %n1 : index to i64
                memref.store %v341, %l131[%k0] : memref<?xi64>
                %v342 = memref.load %l117[%k0] : memref<?xi64>
                %v343 = memref.load %l131[%k0] : memref<?xi64>
                %v344 = arith.cmpi ult, %v342, %v343 : i64
                memref.store %v344, %l132[%k0] : memref<?xi1>
                %v345 = memref.load %l132[%k0] : memref<?xi1>
                cf.cond_br %v345, ^bb32, ^bb34
              ^bb32:
                %v346 = arith.index_cast %n1 : index to i64
                memref.store %v346, %l133[%k0] : memref<?xi64>
                %v347 = memref.load %l118[%k0] : memref<?xi64>
                %v348 = memref.load %l133[%k0] : memref<?xi64>
                %v349 = arith.cmpi ult, %v347, %v348 : i64
                memref.store %v349, %l134[%k0] : memref<?xi1>
                %v350 = memref.load %l134[%k0] : memref<?xi1>
                cf.cond_br %v350, ^bb33, ^bb34
              ^bb33:
                %v351 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v351, %l135[%k0] : memref<?xf32>
                %v352 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v352, %l136[%k0] : memref<?xi32>
                %v353 = memref.load %l136[%k0] : memref<?xi32>
                %v354 = arith.constant 15 : i32
                %v355 = arith.andi %v353, %v354 : i32
                memref.store %v355, %l137[%k0] : memref<?xi32>
                %v356 = memref.load %l137[%k0] : memref<?xi32>
                %v357 = arith.uitofp %v356 : i32 to f32
                memref.store %v357, %l138[%k0] : memref<?xf32>
                %v358 = memref.load %l138[%k0] : memref<?xf32>
                %v359 = arith.constant 0x41000000 : f32
                %v360 = arith.subf %v358, %v359 : f32
                memref.store %v360, %l139[%k0] : memref<?xf32>
                %v361 = memref.load %l80[%k0] : memref<?xf32>
                %v362 = memref.load %l139[%k0] : memref<?xf32>
                %v363 = arith.mulf %v361, %v362 : f32
                memref.store %v363, %l140[%k0] : memref<?xf32>
                %v364 = memref.load %l111[%k0] : memref<?xi64>
                %v365 = arith.index_cast %v364 : i64 to index
                %v366 = memref.load %p1[%v365] : memref<?xf32>
                memref.store %v366, %l141[%k0] : memref<?xf32>
                %v367 = memref.load %l140[%k0] : memref<?xf32>
                %v368 = memref.load %l141[%k0] : memref<?xf32>
                %v369 = arith.mulf %v367, %v368 : f32
                memref.store %v369, %l142[%k0] : memref<?xf32>
                %v370 = memref.load %l135[%k0] : memref<?xf32>
                %v371 = memref.load %l142[%k0] : memref<?xf32>
                %v372 = arith.addf %v370, %v371 : f32
                memref.store %v372, %l5[%k0] : memref<?xf32>
                %v373 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v373, %l143[%k0] : memref<?xf32>
                %v374 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v374, %l144[%k0] : memref<?xi32>
                %v375 = arith.constant 8 : i32
                memref.store %v375, %l145[%k0] : memref<?xi32>
                %v376 = memref.load %l144[%k0] : memref<?xi32>
                %v377 = memref.load %l145[%k0] : memref<?xi32>
                %v378 = arith.constant 31 : i32
                %v379 = arith.andi %v377, %v378 : i32
                %v380 = arith.shrui %v376, %v379 : i32
                memref.store %v380, %l146[%k0] : memref<?xi32>
                %v381 = memref.load %l146[%k0] : memref<?xi32>
                %v382 = arith.constant 15 : i32
                %v383 = arith.andi %v381, %v382 : i32
                memref.store %v383, %l147[%k0] : memref<?xi32>
                %v384 = memref.load %l147[%k0] : memref<?xi32>
                %v385 = arith.uitofp %v384 : i32 to f32
                memref.store %v385, %l148[%k0] : memref<?xf32>
                %v386 = memref.load %l148[%k0] : memref<?xf32>
                %v387 = arith.constant 0x41000000 : f32
                %v388 = arith.subf %v386, %v387 : f32
                memref.store %v388, %l149[%k0] : memref<?xf32>
                %v389 = memref.load %l80[%k0] : memref<?xf32>
                %v390 = memref.load %l149[%k0] : memref<?xf32>
                %v391 = arith.mulf %v389, %v390 : f32
                memref.store %v391, %l150[%k0] : memref<?xf32>
                %v392 = memref.load %l112[%k0] : memref<?xi64>
                %v393 = arith.index_cast %v392 : i64 to index
                %v394 = memref.load %p1[%v393] : memref<?xf32>
                memref.store %v394, %l151[%k0] : memref<?xf32>
                %v395 = memref.load %l150[%k0] : memref<?xf32>
                %v396 = memref.load %l151[%k0] : memref<?xf32>
                %v397 = arith.mulf %v395, %v396 : f32
                memref.store %v397, %l152[%k0] : memref<?xf32>
                %v398 = memref.load %l143[%k0] : memref<?xf32>
                %v399 = memref.load %l152[%k0] : memref<?xf32>
                %v400 = arith.addf %v398, %v399 : f32
                memref.store %v400, %l5[%k0] : memref<?xf32>
                %v401 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v401, %l153[%k0] : memref<?xf32>
                %v402 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v402, %l154[%k0] : memref<?xi32>
                %v403 = arith.constant 16 : i32
                memref.store %v403, %l155[%k0] : memref<?xi32>
                %v404 = memref.load %l154[%k0] : memref<?xi32>
                %v405 = memref.load %l155[%k0] : memref<?xi32>
                %v406 = arith.constant 31 : i32
                %v407 = arith.andi %v405, %v406 : i32
                %v408 = arith.shrui %v404, %v407 : i32
                memref.store %v408, %l156[%k0] : memref<?xi32>
                %v409 = memref.load %l156[%k0] : memref<?xi32>
                %v410 = arith.constant 15 : i32
                %v411 = arith.andi %v409, %v410 : i32
                memref.store %v411, %l157[%k0] : memref<?xi32>
                %v412 = memref.load %l157[%k0] : memref<?xi32>
                %v413 = arith.uitofp %v412 : i32 to f32
                memref.store %v413, %l158[%k0] : memref<?xf32>
                %v414 = memref.load %l158[%k0] : memref<?xf32>
                %v415 = arith.constant 0x41000000 : f32
                %v416 = arith.subf %v414, %v415 : f32
                memref.store %v416, %l159[%k0] : memref<?xf32>
                %v417 = memref.load %l80[%k0] : memref<?xf32>
                %v418 = memref.load %l159[%k0] : memref<?xf32>
                %v419 = arith.mulf %v417, %v418 : f32
                memref.store %v419, %l160[%k0] : memref<?xf32>
                %v420 = memref.load %l113[%k0] : memref<?xi64>
                %v421 = arith.index_cast %v420 : i64 to index
                %v422 = memref.load %p1[%v421] : memref<?xf32>
                memref.store %v422, %l161[%k0] : memref<?xf32>
                %v423 = memref.load %l160[%k0] : memref<?xf32>
                %v424 = memref.load %l161[%k0] : memref<?xf32>
                %v425 = arith.mulf %v423, %v424 : f32
                memref.store %v425, %l162[%k0] : memref<?xf32>
                %v426 = memref.load %l153[%k0] : memref<?xf32>
                %v427 = memref.load %l162[%k0] : memref<?xf32>
                %v428 = arith.addf %v426, %v427 : f32
                memref.store %v428, %l5[%k0] : memref<?xf32>
                %v429 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v429, %l163[%k0] : memref<?xf32>
                %v430 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v430, %l164[%k0] : memref<?xi32>
                %v431 = arith.constant 24 : i32
                memref.store %v431, %l165[%k0] : memref<?xi32>
                %v432 = memref.load %l164[%k0] : memref<?xi32>
                %v433 = memref.load %l165[%k0] : memref<?xi32>
                %v434 = arith.constant 31 : i32
                %v435 = arith.andi %v433, %v434 : i32
                %v436 = arith.shrui %v432, %v435 : i32
                memref.store %v436, %l166[%k0] : memref<?xi32>
                %v437 = memref.load %l166[%k0] : memref<?xi32>
                %v438 = arith.constant 15 : i32
                %v439 = arith.andi %v437, %v438 : i32
                memref.store %v439, %l167[%k0] : memref<?xi32>
                %v440 = memref.load %l167[%k0] : memref<?xi32>
                %v441 = arith.uitofp %v440 : i32 to f32
                memref.store %v441, %l168[%k0] : memref<?xf32>
                %v442 = memref.load %l168[%k0] : memref<?xf32>
                %v443 = arith.constant 0x41000000 : f32
                %v444 = arith.subf %v442, %v443 : f32
                memref.store %v444, %l169[%k0] : memref<?xf32>
                %v445 = memref.load %l80[%k0] : memref<?xf32>
                %v446 = memref.load %l169[%k0] : memref<?xf32>
                %v447 = arith.mulf %v445, %v446 : f32
                memref.store %v447, %l170[%k0] : memref<?xf32>
                %v448 = memref.load %l114[%k0] : memref<?xi64>
                %v449 = arith.index_cast %v448 : i64 to index
                %v450 = memref.load %p1[%v449] : memref<?xf32>
                memref.store %v450, %l171[%k0] : memref<?xf32>
                %v451 = memref.load %l170[%k0] : memref<?xf32>
                %v452 = memref.load %l171[%k0] : memref<?xf32>
                %v453 = arith.mulf %v451, %v452 : f32
                memref.store %v453, %l172[%k0] : memref<?xf32>
                %v454 = memref.load %l163[%k0] : memref<?xf32>
                %v455 = memref.load %l172[%k0] : memref<?xf32>
                %v456 = arith.addf %v454, %v455 : f32
                memref.store %v456, %l5[%k0] : memref<?xf32>
                %v457 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v457, %l173[%k0] : memref<?xf32>
                %v458 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v458, %l174[%k0] : memref<?xi32>
                %v459 = arith.constant 4 : i32
                memref.store %v459, %l175[%k0] : memref<?xi32>
                %v460 = memref.load %l174[%k0] : memref<?xi32>
                %v461 = memref.load %l175[%k0] : memref<?xi32>
                %v462 = arith.constant 31 : i32
                %v463 = arith.andi %v461, %v462 : i32
                %v464 = arith.shrui %v460, %v463 : i32
                memref.store %v464, %l176[%k0] : memref<?xi32>
                %v465 = memref.load %l176[%k0] : memref<?xi32>
                %v466 = arith.constant 15 : i32
                %v467 = arith.andi %v465, %v466 : i32
                memref.store %v467, %l177[%k0] : memref<?xi32>
                %v468 = memref.load %l177[%k0] : memref<?xi32>
                %v469 = arith.uitofp %v468 : i32 to f32
                memref.store %v469, %l178[%k0] : memref<?xf32>
                %v470 = memref.load %l178[%k0] : memref<?xf32>
                %v471 = arith.constant 0x41000000 : f32
                %v472 = arith.subf %v470, %v471 : f32
                memref.store %v472, %l179[%k0] : memref<?xf32>
                %v473 = memref.load %l80[%k0] : memref<?xf32>
                %v474 = memref.load %l179[%k0] : memref<?xf32>
                %v475 = arith.mulf %v473, %v474 : f32
                memref.store %v475, %l180[%k0] : memref<?xf32>
                %v476 = memref.load %l115[%k0] : memref<?xi64>
                %v477 = arith.index_cast %v476 : i64 to index
                %v478 = memref.load %p1[%v477] : memref<?xf32>
                memref.store %v478, %l181[%k0] : memref<?xf32>
                %v479 = memref.load %l180[%k0] : memref<?xf32>
                %v480 = memref.load %l181[%k0] : memref<?xf32>
                %v481 = arith.mulf %v479, %v480 : f32
                memref.store %v481, %l182[%k0] : memref<?xf32>
                %v482 = memref.load %l173[%k0] : memref<?xf32>
                %v483 = memref.load %l182[%k0] : memref<?xf32>
                %v484 = arith.addf %v482, %v483 : f32
                memref.store %v484, %l5[%k0] : memref<?xf32>
                %v485 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v485, %l183[%k0] : memref<?xf32>
                %v486 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v486, %l184[%k0] : memref<?xi32>
                %v487 = arith.constant 12 : i32
                memref.store %v487, %l185[%k0] : memref<?xi32>
                %v488 = memref.load %l184[%k0] : memref<?xi32>
                %v489 = memref.load %l185[%k0] : memref<?xi32>
                %v490 = arith.constant 31 : i32
                %v491 = arith.andi %v489, %v490 : i32
                %v492 = arith.shrui %v488, %v491 : i32
                memref.store %v492, %l186[%k0] : memref<?xi32>
                %v493 = memref.load %l186[%k0] : memref<?xi32>
                %v494 = arith.constant 15 : i32
                %v495 = arith.andi %v493, %v494 : i32
                memref.store %v495, %l187[%k0] : memref<?xi32>
                %v496 = memref.load %l187[%k0] : memref<?xi32>
                %v497 = arith.uitofp %v496 : i32 to f32
                memref.store %v497, %l188[%k0] : memref<?xf32>
                %v498 = memref.load %l188[%k0] : memref<?xf32>
                %v499 = arith.constant 0x41000000 : f32
                %v500 = arith.subf %v498, %v499 : f32
                memref.store %v500, %l189[%k0] : memref<?xf32>
                %v501 = memref.load %l80[%k0] : memref<?xf32>
                %v502 = memref.load %l189[%k0] : memref<?xf32>
                %v503 = arith.mulf %v501, %v502 : f32
                memref.store %v503, %l190[%k0] : memref<?xf32>
                %v504 = memref.load %l116[%k0] : memref<?xi64>
                %v505 = arith.index_cast %v504 : i64 to index
                %v506 = memref.load %p1[%v505] : memref<?xf32>
                memref.store %v506, %l191[%k0] : memref<?xf32>
                %v507 = memref.load %l190[%k0] : memref<?xf32>
                %v508 = memref.load %l191[%k0] : memref<?xf32>
                %v509 = arith.mulf %v507, %v508 : f32
                memref.store %v509, %l192[%k0] : memref<?xf32>
                %v510 = memref.load %l183[%k0] : memref<?xf32>
                %v511 = memref.load %l192[%k0] : memref<?xf32>
                %v512 = arith.addf %v510, %v511 : f32
                memref.store %v512, %l5[%k0] : memref<?xf32>
                %v513 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v513, %l193[%k0] : memref<?xf32>
                %v514 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v514, %l194[%k0] : memref<?xi32>
                %v515 = arith.constant 20 : i32
                memref.store %v515, %l195[%k0] : memref<?xi32>
                %v516 = memref.load %l194[%k0] : memref<?xi32>
                %v517 = memref.load %l195[%k0] : memref<?xi32>
                %v518 = arith.constant 31 : i32
                %v519 = arith.andi %v517, %v518 : i32
                %v520 = arith.shrui %v516, %v519 : i32
                memref.store %v520, %l196[%k0] : memref<?xi32>
                %v521 = memref.load %l196[%k0] : memref<?xi32>
                %v522 = arith.constant 15 : i32
                %v523 = arith.andi %v521, %v522 : i32
                memref.store %v523, %l197[%k0] : memref<?xi32>
                %v524 = memref.load %l197[%k0] : memref<?xi32>
                %v525 = arith.uitofp %v524 : i32 to f32
                memref.store %v525, %l198[%k0] : memref<?xf32>
                %v526 = memref.load %l198[%k0] : memref<?xf32>
                %v527 = arith.constant 0x41000000 : f32
                %v528 = arith.subf %v526, %v527 : f32
                memref.store %v528, %l199[%k0] : memref<?xf32>
                %v529 = memref.load %l80[%k0] : memref<?xf32>
                %v530 = memref.load %l199[%k0] : memref<?xf32>
                %v531 = arith.mulf %v529, %v530 : f32
                memref.store %v531, %l200[%k0] : memref<?xf32>
                %v532 = memref.load %l117[%k0] : memref<?xi64>
                %v533 = arith.index_cast %v532 : i64 to index
                %v534 = memref.load %p1[%v533] : memref<?xf32>
                memref.store %v534, %l201[%k0] : memref<?xf32>
                %v535 = memref.load %l200[%k0] : memref<?xf32>
                %v536 = memref.load %l201[%k0] : memref<?xf32>
                %v537 = arith.mulf %v535, %v536 : f32
                memref.store %v537, %l202[%k0] : memref<?xf32>
                %v538 = memref.load %l193[%k0] : memref<?xf32>
                %v539 = memref.load %l202[%k0] : memref<?xf32>
                %v540 = arith.addf %v538, %v539 : f32
                memref.store %v540, %l5[%k0] : memref<?xf32>
                %v541 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v541, %l203[%k0] : memref<?xf32>
                %v542 = memref.load %l103[%k0] : memref<?xi32>
                memref.store %v542, %l204[%k0] : memref<?xi32>
                %v543 = arith.constant 28 : i32
                memref.store %v543, %l205[%k0] : memref<?xi32>
                %v544 = memref.load %l204[%k0] : memref<?xi32>
                %v545 = memref.load %l205[%k0] : memref<?xi32>
                %v546 = arith.constant 31 : i32
                %v547 = arith.andi %v545, %v546 : i32
                %v548 = arith.shrui %v544, %v547 : i32
                memref.store %v548, %l206[%k0] : memref<?xi32>
                %v549 = memref.load %l206[%k0] : memref<?xi32>
                %v550 = arith.uitofp %v549 : i32 to f32
                memref.store %v550, %l207[%k0] : memref<?xf32>
                %v551 = memref.load %l207[%k0] : memref<?xf32>
                %v552 = arith.constant 0x41000000 : f32
                %v553 = arith.subf %v551, %v552 : f32
                memref.store %v553, %l208[%k0] : memref<?xf32>
                %v554 = memref.load %l80[%k0] : memref<?xf32>
                %v555 = memref.load %l208[%k0] : memref<?xf32>
                %v556 = arith.mulf %v554, %v555 : f32
                memref.store %v556, %l209[%k0] : memref<?xf32>
                %v557 = memref.load %l118[%k0] : memref<?xi64>
                %v558 = arith.index_cast %v557 : i64 to index
                %v559 = memref.load %p1[%v558] : memref<?xf32>
                memref.store %v559, %l210[%k0] : memref<?xf32>
                %v560 = memref.load %l209[%k0] : memref<?xf32>
                %v561 = memref.load %l210[%k0] : memref<?xf32>
                %v562 = arith.mulf %v560, %v561 : f32
                memref.store %v562, %l211[%k0] : memref<?xf32>
                %v563 = memref.load %l203[%k0] : memref<?xf32>
                %v564 = memref.load %l211[%k0] : memref<?xf32>
                %v565 = arith.addf %v563, %v564 : f32
                memref.store %v565, %l5[%k0] : memref<?xf32>
                cf.br ^bb34
              ^bb34:
                %v566 = memref.load %l99[%k0] : memref<?xi32>
                memref.store %v566, %l212[%k0] : memref<?xi32>
                %v567 = memref.load %l212[%k0] : memref<?xi32>
                memref.store %v567, %l86[%k0] : memref<?xi32>
                cf.br ^bb19
              ^bb35:
                %v568 = memref.load %l5[%k0] : memref<?xf32>
                memref.store %v568, %l10[%k0] : memref<?xf32>
                %v569 = memref.load %ls0[%lane] : memref<?xi64>
                %v570 = arith.index_cast %v569 : i64 to index
                %v571 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v571, %wg0[%v570] : memref<?xf32>
                cf.br ^bb36
              ^bb36:
                %v572 = arith.constant 37 : i32
                memref.store %v572, %resume[%lane] : memref<?xi32>
                %v573 = arith.constant true
                %v574 = arith.constant 0 : index
                memref.store %v573, %more[%v574] : memref<?xi1>
                cf.br ^exit
              ^bb37:
                %v575 = arith.constant 256 : i64
                %v576 = arith.constant 2 : i64
                %v577 = arith.constant 0 : i64
                %v578 = arith.cmpi eq, %v576, %v577 : i64
                %v579 = arith.constant 1 : i64
                %v580 = arith.select %v578, %v579, %v576 : i64
                %v581 = arith.divui %v575, %v580 : i64
                memref.store %v581, %ls11[%lane] : memref<?xi64>
                cf.br ^bb38
              ^bb38:
                %v582 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v582, %l12[%k0] : memref<?xi64>
                %v583 = memref.load %l12[%k0] : memref<?xi64>
                %v584 = arith.constant 0 : i64
                %v585 = arith.cmpi ugt, %v583, %v584 : i64
                memref.store %v585, %l13[%k0] : memref<?xi1>
                %v586 = memref.load %l13[%k0] : memref<?xi1>
                cf.cond_br %v586, ^bb39, ^bb44
              ^bb39:
                %v587 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v587, %l14[%k0] : memref<?xi64>
                %v588 = memref.load %ls0[%lane] : memref<?xi64>
                %v589 = memref.load %l14[%k0] : memref<?xi64>
                %v590 = arith.addi %v588, %v589 : i64
                memref.store %v590, %l15[%k0] : memref<?xi64>
                %v591 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v591, %l16[%k0] : memref<?xi64>
                %v592 = memref.load %ls0[%lane] : memref<?xi64>
                %v593 = memref.load %l16[%k0] : memref<?xi64>
                %v594 = arith.cmpi ult, %v592, %v593 : i64
                memref.store %v594, %l17[%k0] : memref<?xi1>
                %v595 = memref.load %l17[%k0] : memref<?xi1>
                cf.cond_br %v595, ^bb40, ^bb42
              ^bb40:
                %v596 = memref.load %l15[%k0] : memref<?xi64>
                %v597 = arith.constant 256 : i64
                %v598 = arith.cmpi ult, %v596, %v597 : i64
                memref.store %v598, %l18[%k0] : memref<?xi1>
                %v599 = memref.load %l18[%k0] : memref<?xi1>
                cf.cond_br %v599, ^bb41, ^bb42
              ^bb41:
                %v600 = memref.load %ls0[%lane] : memref<?xi64>
                %v601 = arith.index_cast %v600 : i64 to index
                %v602 = memref.load %wg0[%v601] : memref<?xf32>
                memref.store %v602, %l19[%k0] : memref<?xf32>
                %v603 = memref.load %l15[%k0] : memref<?xi64>
                %v604 = arith.index_cast %v603 : i64 to index
                %v605 = memref.load %wg0[%v604] : memref<?xf32>
                memref.store %v605, %l20[%k0] : memref<?xf32>
                %v606 = memref.load %l19[%k0] : memref<?xf32>
                %v607 = memref.load %l20[%k0] : memref<?xf32>
                %v608 = arith.addf %v606, %v607 : f32
                memref.store %v608, %l21[%k0] : memref<?xf32>
                %v609 = memref.load %ls0[%lane] : memref<?xi64>
                %v610 = arith.index_cast %v609 : i64 to index
                %v611 = memref.load %l21[%k0] : memref<?xf32>
                memref.store %v611, %wg0[%v610] : memref<?xf32>
                cf.br ^bb42
              ^bb42:
                %v612 = arith.constant 43 : i32
                memref.store %v612, %resume[%lane] : memref<?xi32>
                %v613 = arith.constant true
                %v614 = arith.constant 0 : index
                memref.store %v613, %more[%v614] : memref<?xi1>
                cf.br ^exit
              ^bb43:
                %v615 = memref.load %ls11[%lane] : memref<?xi64>
                memref.store %v615, %l22[%k0] : memref<?xi64>
                %v616 = memref.load %l22[%k0] : memref<?xi64>
                %v617 = arith.constant 2 : i64
                %v618 = arith.constant 0 : i64
                %v619 = arith.cmpi eq, %v617, %v618 : i64
                %v620 = arith.constant 1 : i64
                %v621 = arith.select %v619, %v620, %v617 : i64
                %v622 = arith.divui %v616, %v621 : i64
                memref.store %v622, %ls11[%lane] : memref<?xi64>
                cf.br ^bb38
              ^bb44:
                %v623 = memref.load %ls0[%lane] : memref<?xi64>
                %v624 = arith.constant 0 : i64
                %v625 = arith.cmpi eq, %v623, %v624 : i64
                memref.store %v625, %l23[%k0] : memref<?xi1>
                %v626 = memref.load %l23[%k0] : memref<?xi1>
                cf.cond_br %v626, ^bb45, ^bb47
              ^bb45:
                %v627 = arith.index_cast %n2 : index to i64
                memref.store %v627, %l24[%k0] : memref<?xi64>
                %v628 = memref.load %ls1[%lane] : memref<?xi64>
                %v629 = memref.load %l24[%k0] : memref<?xi64>
                %v630 = arith.cmpi ult, %v628, %v629 : i64
                memref.store %v630, %l25[%k0] : memref<?xi1>
                %v631 = memref.load %l25[%k0] : memref<?xi1>
                cf.cond_br %v631, ^bb46, ^bb47
              ^bb46:
                %v632 = arith.constant 0 : i64
                %v633 = arith.index_cast %v632 : i64 to index
                %v634 = memref.load %wg0[%v633] : memref<?xf32>
                memref.store %v634, %l26[%k0] : memref<?xf32>
                %v635 = memref.load %ls1[%lane] : memref<?xi64>
                %v636 = arith.index_cast %v635 : i64 to index
                %v637 = memref.load %l26[%k0] : memref<?xf32>
                memref.store %v637, %p2[%v636] : memref<?xf32>
                cf.br ^bb47
              ^bb47:
                %v638 = arith.constant -1 : i32
                memref.store %v638, %resume[%lane] : memref<?xi32>
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
