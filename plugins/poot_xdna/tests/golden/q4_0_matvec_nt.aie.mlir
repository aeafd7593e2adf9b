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
    %b_ls5_c0 = "aie.buffer"(%t_c0) {sym_name = "ls5_c0"} : (index) -> memref<256xi64>
    %b_ls400_c0 = "aie.buffer"(%t_c0) {sym_name = "ls400_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi64>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xf32>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi1>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi64>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi1>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi64>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi64>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi64>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi64>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi64>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi64>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi64>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi64>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi64>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi64>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi64>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi64>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi64>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi64>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi1>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi1>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi32>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi32>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi32>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xf32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xf32>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xf32>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xf32>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xf32>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xf32>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xf32>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xf32>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi64>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi1>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi64>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi1>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi64>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi1>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi1>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi1>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi1>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi1>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi1>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi1>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi1>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi1>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi32>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi32>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi32>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xf32>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xf32>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xf32>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xf32>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xf32>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xf32>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xf32>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xf32>
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
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi1>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi64>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi1>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi1>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi32>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi32>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi32>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xf32>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xf32>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xf32>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xf32>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xf32>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xf32>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xf32>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xf32>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xi1>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xi64>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xi1>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xi64>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xi1>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xi64>
    %b_l108_c0 = "aie.buffer"(%t_c0) {sym_name = "l108_c0"} : (index) -> memref<1xi1>
    %b_l109_c0 = "aie.buffer"(%t_c0) {sym_name = "l109_c0"} : (index) -> memref<1xi1>
    %b_l110_c0 = "aie.buffer"(%t_c0) {sym_name = "l110_c0"} : (index) -> memref<1xi1>
    %b_l111_c0 = "aie.buffer"(%t_c0) {sym_name = "l111_c0"} : (index) -> memref<1xi1>
    %b_l112_c0 = "aie.buffer"(%t_c0) {sym_name = "l112_c0"} : (index) -> memref<1xi1>
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xi1>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xi1>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xi1>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xi1>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xi32>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xi32>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xi32>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xf32>
    %b_l121_c0 = "aie.buffer"(%t_c0) {sym_name = "l121_c0"} : (index) -> memref<1xf32>
    %b_l122_c0 = "aie.buffer"(%t_c0) {sym_name = "l122_c0"} : (index) -> memref<1xf32>
    %b_l123_c0 = "aie.buffer"(%t_c0) {sym_name = "l123_c0"} : (index) -> memref<1xf32>
    %b_l124_c0 = "aie.buffer"(%t_c0) {sym_name = "l124_c0"} : (index) -> memref<1xf32>
    %b_l125_c0 = "aie.buffer"(%t_c0) {sym_name = "l125_c0"} : (index) -> memref<1xf32>
    %b_l126_c0 = "aie.buffer"(%t_c0) {sym_name = "l126_c0"} : (index) -> memref<1xf32>
    %b_l127_c0 = "aie.buffer"(%t_c0) {sym_name = "l127_c0"} : (index) -> memref<1xf32>
    %b_l128_c0 = "aie.buffer"(%t_c0) {sym_name = "l128_c0"} : (index) -> memref<1xi1>
    %b_l129_c0 = "aie.buffer"(%t_c0) {sym_name = "l129_c0"} : (index) -> memref<1xi32>
    %b_l130_c0 = "aie.buffer"(%t_c0) {sym_name = "l130_c0"} : (index) -> memref<1xi64>
    %b_l131_c0 = "aie.buffer"(%t_c0) {sym_name = "l131_c0"} : (index) -> memref<1xi64>
    %b_l132_c0 = "aie.buffer"(%t_c0) {sym_name = "l132_c0"} : (index) -> memref<1xi32>
    %b_l133_c0 = "aie.buffer"(%t_c0) {sym_name = "l133_c0"} : (index) -> memref<1xi32>
    %b_l134_c0 = "aie.buffer"(%t_c0) {sym_name = "l134_c0"} : (index) -> memref<1xi32>
    %b_l135_c0 = "aie.buffer"(%t_c0) {sym_name = "l135_c0"} : (index) -> memref<1xi32>
    %b_l136_c0 = "aie.buffer"(%t_c0) {sym_name = "l136_c0"} : (index) -> memref<1xi32>
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
    %b_l150_c0 = "aie.buffer"(%t_c0) {sym_name = "l150_c0"} : (index) -> memref<1xf32>
    %b_l151_c0 = "aie.buffer"(%t_c0) {sym_name = "l151_c0"} : (index) -> memref<1xi1>
    %b_l152_c0 = "aie.buffer"(%t_c0) {sym_name = "l152_c0"} : (index) -> memref<1xi32>
    %b_l153_c0 = "aie.buffer"(%t_c0) {sym_name = "l153_c0"} : (index) -> memref<1xf32>
    %b_l154_c0 = "aie.buffer"(%t_c0) {sym_name = "l154_c0"} : (index) -> memref<1xf32>
    %b_l155_c0 = "aie.buffer"(%t_c0) {sym_name = "l155_c0"} : (index) -> memref<1xf32>
    %b_l156_c0 = "aie.buffer"(%t_c0) {sym_name = "l156_c0"} : (index) -> memref<1xi1>
    %b_l157_c0 = "aie.buffer"(%t_c0) {sym_name = "l157_c0"} : (index) -> memref<1xf32>
    %b_l158_c0 = "aie.buffer"(%t_c0) {sym_name = "l158_c0"} : (index) -> memref<1xi1>
    %b_l159_c0 = "aie.buffer"(%t_c0) {sym_name = "l159_c0"} : (index) -> memref<1xi32>
    %b_l160_c0 = "aie.buffer"(%t_c0) {sym_name = "l160_c0"} : (index) -> memref<1xi32>
    %b_l161_c0 = "aie.buffer"(%t_c0) {sym_name = "l161_c0"} : (index) -> memref<1xi32>
    %b_l162_c0 = "aie.buffer"(%t_c0) {sym_name = "l162_c0"} : (index) -> memref<1xi32>
    %b_l163_c0 = "aie.buffer"(%t_c0) {sym_name = "l163_c0"} : (index) -> memref<1xi32>
    %b_l164_c0 = "aie.buffer"(%t_c0) {sym_name = "l164_c0"} : (index) -> memref<1xi32>
    %b_l165_c0 = "aie.buffer"(%t_c0) {sym_name = "l165_c0"} : (index) -> memref<1xi32>
    %b_l166_c0 = "aie.buffer"(%t_c0) {sym_name = "l166_c0"} : (index) -> memref<1xi32>
    %b_l167_c0 = "aie.buffer"(%t_c0) {sym_name = "l167_c0"} : (index) -> memref<1xf32>
    %b_l168_c0 = "aie.buffer"(%t_c0) {sym_name = "l168_c0"} : (index) -> memref<1xf32>
    %b_l169_c0 = "aie.buffer"(%t_c0) {sym_name = "l169_c0"} : (index) -> memref<1xi32>
    %b_l170_c0 = "aie.buffer"(%t_c0) {sym_name = "l170_c0"} : (index) -> memref<1xi64>
    %b_l171_c0 = "aie.buffer"(%t_c0) {sym_name = "l171_c0"} : (index) -> memref<1xi1>
    %b_l172_c0 = "aie.buffer"(%t_c0) {sym_name = "l172_c0"} : (index) -> memref<1xi32>
    %b_l173_c0 = "aie.buffer"(%t_c0) {sym_name = "l173_c0"} : (index) -> memref<1xi32>
    %b_l174_c0 = "aie.buffer"(%t_c0) {sym_name = "l174_c0"} : (index) -> memref<1xi32>
    %b_l175_c0 = "aie.buffer"(%t_c0) {sym_name = "l175_c0"} : (index) -> memref<1xi32>
    %b_l176_c0 = "aie.buffer"(%t_c0) {sym_name = "l176_c0"} : (index) -> memref<1xi32>
    %b_l177_c0 = "aie.buffer"(%t_c0) {sym_name = "l177_c0"} : (index) -> memref<1xi32>
    %b_l178_c0 = "aie.buffer"(%t_c0) {sym_name = "l178_c0"} : (index) -> memref<1xf32>
    %b_l179_c0 = "aie.buffer"(%t_c0) {sym_name = "l179_c0"} : (index) -> memref<1xi32>
    %b_l180_c0 = "aie.buffer"(%t_c0) {sym_name = "l180_c0"} : (index) -> memref<1xi32>
    %b_l181_c0 = "aie.buffer"(%t_c0) {sym_name = "l181_c0"} : (index) -> memref<1xi32>
    %b_l182_c0 = "aie.buffer"(%t_c0) {sym_name = "l182_c0"} : (index) -> memref<1xf32>
    %b_l183_c0 = "aie.buffer"(%t_c0) {sym_name = "l183_c0"} : (index) -> memref<1xf32>
    %b_l184_c0 = "aie.buffer"(%t_c0) {sym_name = "l184_c0"} : (index) -> memref<1xf32>
    %b_l185_c0 = "aie.buffer"(%t_c0) {sym_name = "l185_c0"} : (index) -> memref<1xf32>
    %b_l186_c0 = "aie.buffer"(%t_c0) {sym_name = "l186_c0"} : (index) -> memref<1xf32>
    %b_l187_c0 = "aie.buffer"(%t_c0) {sym_name = "l187_c0"} : (index) -> memref<1xf32>
    %b_l188_c0 = "aie.buffer"(%t_c0) {sym_name = "l188_c0"} : (index) -> memref<1xi32>
    %b_l189_c0 = "aie.buffer"(%t_c0) {sym_name = "l189_c0"} : (index) -> memref<1xi32>
    %b_l190_c0 = "aie.buffer"(%t_c0) {sym_name = "l190_c0"} : (index) -> memref<1xi32>
    %b_l191_c0 = "aie.buffer"(%t_c0) {sym_name = "l191_c0"} : (index) -> memref<1xi32>
    %b_l192_c0 = "aie.buffer"(%t_c0) {sym_name = "l192_c0"} : (index) -> memref<1xi32>
    %b_l193_c0 = "aie.buffer"(%t_c0) {sym_name = "l193_c0"} : (index) -> memref<1xf32>
    %b_l194_c0 = "aie.buffer"(%t_c0) {sym_name = "l194_c0"} : (index) -> memref<1xf32>
    %b_l195_c0 = "aie.buffer"(%t_c0) {sym_name = "l195_c0"} : (index) -> memref<1xf32>
    %b_l196_c0 = "aie.buffer"(%t_c0) {sym_name = "l196_c0"} : (index) -> memref<1xf32>
    %b_l197_c0 = "aie.buffer"(%t_c0) {sym_name = "l197_c0"} : (index) -> memref<1xf32>
    %b_l198_c0 = "aie.buffer"(%t_c0) {sym_name = "l198_c0"} : (index) -> memref<1xf32>
    %b_l199_c0 = "aie.buffer"(%t_c0) {sym_name = "l199_c0"} : (index) -> memref<1xi32>
    %b_l200_c0 = "aie.buffer"(%t_c0) {sym_name = "l200_c0"} : (index) -> memref<1xi32>
    %b_l201_c0 = "aie.buffer"(%t_c0) {sym_name = "l201_c0"} : (index) -> memref<1xi32>
    %b_l202_c0 = "aie.buffer"(%t_c0) {sym_name = "l202_c0"} : (index) -> memref<1xi32>
    %b_l203_c0 = "aie.buffer"(%t_c0) {sym_name = "l203_c0"} : (index) -> memref<1xi32>
    %b_l204_c0 = "aie.buffer"(%t_c0) {sym_name = "l204_c0"} : (index) -> memref<1xf32>
    %b_l205_c0 = "aie.buffer"(%t_c0) {sym_name = "l205_c0"} : (index) -> memref<1xf32>
    %b_l206_c0 = "aie.buffer"(%t_c0) {sym_name = "l206_c0"} : (index) -> memref<1xf32>
    %b_l207_c0 = "aie.buffer"(%t_c0) {sym_name = "l207_c0"} : (index) -> memref<1xf32>
    %b_l208_c0 = "aie.buffer"(%t_c0) {sym_name = "l208_c0"} : (index) -> memref<1xf32>
    %b_l209_c0 = "aie.buffer"(%t_c0) {sym_name = "l209_c0"} : (index) -> memref<1xf32>
    %b_l210_c0 = "aie.buffer"(%t_c0) {sym_name = "l210_c0"} : (index) -> memref<1xi32>
    %b_l211_c0 = "aie.buffer"(%t_c0) {sym_name = "l211_c0"} : (index) -> memref<1xi32>
    %b_l212_c0 = "aie.buffer"(%t_c0) {sym_name = "l212_c0"} : (index) -> memref<1xi32>
    %b_l213_c0 = "aie.buffer"(%t_c0) {sym_name = "l213_c0"} : (index) -> memref<1xi32>
    %b_l214_c0 = "aie.buffer"(%t_c0) {sym_name = "l214_c0"} : (index) -> memref<1xi32>
    %b_l215_c0 = "aie.buffer"(%t_c0) {sym_name = "l215_c0"} : (index) -> memref<1xf32>
    %b_l216_c0 = "aie.buffer"(%t_c0) {sym_name = "l216_c0"} : (index) -> memref<1xf32>
    %b_l217_c0 = "aie.buffer"(%t_c0) {sym_name = "l217_c0"} : (index) -> memref<1xf32>
    %b_l218_c0 = "aie.buffer"(%t_c0) {sym_name = "l218_c0"} : (index) -> memref<1xf32>
    %b_l219_c0 = "aie.buffer"(%t_c0) {sym_name = "l219_c0"} : (index) -> memref<1xf32>
    %b_l220_c0 = "aie.buffer"(%t_c0) {sym_name = "l220_c0"} : (index) -> memref<1xf32>
    %b_l221_c0 = "aie.buffer"(%t_c0) {sym_name = "l221_c0"} : (index) -> memref<1xi32>
    %b_l222_c0 = "aie.buffer"(%t_c0) {sym_name = "l222_c0"} : (index) -> memref<1xi32>
    %b_l223_c0 = "aie.buffer"(%t_c0) {sym_name = "l223_c0"} : (index) -> memref<1xi32>
    %b_l224_c0 = "aie.buffer"(%t_c0) {sym_name = "l224_c0"} : (index) -> memref<1xi32>
    %b_l225_c0 = "aie.buffer"(%t_c0) {sym_name = "l225_c0"} : (index) -> memref<1xi32>
    %b_l226_c0 = "aie.buffer"(%t_c0) {sym_name = "l226_c0"} : (index) -> memref<1xf32>
    %b_l227_c0 = "aie.buffer"(%t_c0) {sym_name = "l227_c0"} : (index) -> memref<1xf32>
    %b_l228_c0 = "aie.buffer"(%t_c0) {sym_name = "l228_c0"} : (index) -> memref<1xf32>
    %b_l229_c0 = "aie.buffer"(%t_c0) {sym_name = "l229_c0"} : (index) -> memref<1xf32>
    %b_l230_c0 = "aie.buffer"(%t_c0) {sym_name = "l230_c0"} : (index) -> memref<1xf32>
    %b_l231_c0 = "aie.buffer"(%t_c0) {sym_name = "l231_c0"} : (index) -> memref<1xf32>
    %b_l232_c0 = "aie.buffer"(%t_c0) {sym_name = "l232_c0"} : (index) -> memref<1xi32>
    %b_l233_c0 = "aie.buffer"(%t_c0) {sym_name = "l233_c0"} : (index) -> memref<1xi32>
    %b_l234_c0 = "aie.buffer"(%t_c0) {sym_name = "l234_c0"} : (index) -> memref<1xi32>
    %b_l235_c0 = "aie.buffer"(%t_c0) {sym_name = "l235_c0"} : (index) -> memref<1xi32>
    %b_l236_c0 = "aie.buffer"(%t_c0) {sym_name = "l236_c0"} : (index) -> memref<1xi32>
    %b_l237_c0 = "aie.buffer"(%t_c0) {sym_name = "l237_c0"} : (index) -> memref<1xf32>
    %b_l238_c0 = "aie.buffer"(%t_c0) {sym_name = "l238_c0"} : (index) -> memref<1xf32>
    %b_l239_c0 = "aie.buffer"(%t_c0) {sym_name = "l239_c0"} : (index) -> memref<1xf32>
    %b_l240_c0 = "aie.buffer"(%t_c0) {sym_name = "l240_c0"} : (index) -> memref<1xf32>
    %b_l241_c0 = "aie.buffer"(%t_c0) {sym_name = "l241_c0"} : (index) -> memref<1xf32>
    %b_l242_c0 = "aie.buffer"(%t_c0) {sym_name = "l242_c0"} : (index) -> memref<1xf32>
    %b_l243_c0 = "aie.buffer"(%t_c0) {sym_name = "l243_c0"} : (index) -> memref<1xi32>
    %b_l244_c0 = "aie.buffer"(%t_c0) {sym_name = "l244_c0"} : (index) -> memref<1xi32>
    %b_l245_c0 = "aie.buffer"(%t_c0) {sym_name = "l245_c0"} : (index) -> memref<1xi32>
    %b_l246_c0 = "aie.buffer"(%t_c0) {sym_name = "l246_c0"} : (index) -> memref<1xi32>
    %b_l247_c0 = "aie.buffer"(%t_c0) {sym_name = "l247_c0"} : (index) -> memref<1xi32>
    %b_l248_c0 = "aie.buffer"(%t_c0) {sym_name = "l248_c0"} : (index) -> memref<1xf32>
    %b_l249_c0 = "aie.buffer"(%t_c0) {sym_name = "l249_c0"} : (index) -> memref<1xf32>
    %b_l250_c0 = "aie.buffer"(%t_c0) {sym_name = "l250_c0"} : (index) -> memref<1xf32>
    %b_l251_c0 = "aie.buffer"(%t_c0) {sym_name = "l251_c0"} : (index) -> memref<1xf32>
    %b_l252_c0 = "aie.buffer"(%t_c0) {sym_name = "l252_c0"} : (index) -> memref<1xf32>
    %b_l253_c0 = "aie.buffer"(%t_c0) {sym_name = "l253_c0"} : (index) -> memref<1xf32>
    %b_l254_c0 = "aie.buffer"(%t_c0) {sym_name = "l254_c0"} : (index) -> memref<1xi32>
    %b_l255_c0 = "aie.buffer"(%t_c0) {sym_name = "l255_c0"} : (index) -> memref<1xi32>
    %b_l256_c0 = "aie.buffer"(%t_c0) {sym_name = "l256_c0"} : (index) -> memref<1xi32>
    %b_l257_c0 = "aie.buffer"(%t_c0) {sym_name = "l257_c0"} : (index) -> memref<1xi32>
    %b_l258_c0 = "aie.buffer"(%t_c0) {sym_name = "l258_c0"} : (index) -> memref<1xf32>
    %b_l259_c0 = "aie.buffer"(%t_c0) {sym_name = "l259_c0"} : (index) -> memref<1xf32>
    %b_l260_c0 = "aie.buffer"(%t_c0) {sym_name = "l260_c0"} : (index) -> memref<1xf32>
    %b_l261_c0 = "aie.buffer"(%t_c0) {sym_name = "l261_c0"} : (index) -> memref<1xf32>
    %b_l262_c0 = "aie.buffer"(%t_c0) {sym_name = "l262_c0"} : (index) -> memref<1xf32>
    %b_l263_c0 = "aie.buffer"(%t_c0) {sym_name = "l263_c0"} : (index) -> memref<1xi1>
    %b_l264_c0 = "aie.buffer"(%t_c0) {sym_name = "l264_c0"} : (index) -> memref<1xi32>
    %b_l265_c0 = "aie.buffer"(%t_c0) {sym_name = "l265_c0"} : (index) -> memref<1xi64>
    %b_l266_c0 = "aie.buffer"(%t_c0) {sym_name = "l266_c0"} : (index) -> memref<1xi64>
    %b_l267_c0 = "aie.buffer"(%t_c0) {sym_name = "l267_c0"} : (index) -> memref<1xi32>
    %b_l268_c0 = "aie.buffer"(%t_c0) {sym_name = "l268_c0"} : (index) -> memref<1xi32>
    %b_l269_c0 = "aie.buffer"(%t_c0) {sym_name = "l269_c0"} : (index) -> memref<1xi32>
    %b_l270_c0 = "aie.buffer"(%t_c0) {sym_name = "l270_c0"} : (index) -> memref<1xi32>
    %b_l271_c0 = "aie.buffer"(%t_c0) {sym_name = "l271_c0"} : (index) -> memref<1xi32>
    %b_l272_c0 = "aie.buffer"(%t_c0) {sym_name = "l272_c0"} : (index) -> memref<1xi32>
    %b_l273_c0 = "aie.buffer"(%t_c0) {sym_name = "l273_c0"} : (index) -> memref<1xi32>
    %b_l274_c0 = "aie.buffer"(%t_c0) {sym_name = "l274_c0"} : (index) -> memref<1xi32>
    %b_l275_c0 = "aie.buffer"(%t_c0) {sym_name = "l275_c0"} : (index) -> memref<1xi32>
    %b_l276_c0 = "aie.buffer"(%t_c0) {sym_name = "l276_c0"} : (index) -> memref<1xi32>
    %b_l277_c0 = "aie.buffer"(%t_c0) {sym_name = "l277_c0"} : (index) -> memref<1xi32>
    %b_l278_c0 = "aie.buffer"(%t_c0) {sym_name = "l278_c0"} : (index) -> memref<1xi32>
    %b_l279_c0 = "aie.buffer"(%t_c0) {sym_name = "l279_c0"} : (index) -> memref<1xi32>
    %b_l280_c0 = "aie.buffer"(%t_c0) {sym_name = "l280_c0"} : (index) -> memref<1xi32>
    %b_l281_c0 = "aie.buffer"(%t_c0) {sym_name = "l281_c0"} : (index) -> memref<1xi32>
    %b_l282_c0 = "aie.buffer"(%t_c0) {sym_name = "l282_c0"} : (index) -> memref<1xi32>
    %b_l283_c0 = "aie.buffer"(%t_c0) {sym_name = "l283_c0"} : (index) -> memref<1xi32>
    %b_l284_c0 = "aie.buffer"(%t_c0) {sym_name = "l284_c0"} : (index) -> memref<1xi32>
    %b_l285_c0 = "aie.buffer"(%t_c0) {sym_name = "l285_c0"} : (index) -> memref<1xf32>
    %b_l286_c0 = "aie.buffer"(%t_c0) {sym_name = "l286_c0"} : (index) -> memref<1xi1>
    %b_l287_c0 = "aie.buffer"(%t_c0) {sym_name = "l287_c0"} : (index) -> memref<1xi32>
    %b_l288_c0 = "aie.buffer"(%t_c0) {sym_name = "l288_c0"} : (index) -> memref<1xf32>
    %b_l289_c0 = "aie.buffer"(%t_c0) {sym_name = "l289_c0"} : (index) -> memref<1xf32>
    %b_l290_c0 = "aie.buffer"(%t_c0) {sym_name = "l290_c0"} : (index) -> memref<1xf32>
    %b_l291_c0 = "aie.buffer"(%t_c0) {sym_name = "l291_c0"} : (index) -> memref<1xi1>
    %b_l292_c0 = "aie.buffer"(%t_c0) {sym_name = "l292_c0"} : (index) -> memref<1xf32>
    %b_l293_c0 = "aie.buffer"(%t_c0) {sym_name = "l293_c0"} : (index) -> memref<1xi1>
    %b_l294_c0 = "aie.buffer"(%t_c0) {sym_name = "l294_c0"} : (index) -> memref<1xi32>
    %b_l295_c0 = "aie.buffer"(%t_c0) {sym_name = "l295_c0"} : (index) -> memref<1xi32>
    %b_l296_c0 = "aie.buffer"(%t_c0) {sym_name = "l296_c0"} : (index) -> memref<1xi32>
    %b_l297_c0 = "aie.buffer"(%t_c0) {sym_name = "l297_c0"} : (index) -> memref<1xi32>
    %b_l298_c0 = "aie.buffer"(%t_c0) {sym_name = "l298_c0"} : (index) -> memref<1xi32>
    %b_l299_c0 = "aie.buffer"(%t_c0) {sym_name = "l299_c0"} : (index) -> memref<1xi32>
    %b_l300_c0 = "aie.buffer"(%t_c0) {sym_name = "l300_c0"} : (index) -> memref<1xi32>
    %b_l301_c0 = "aie.buffer"(%t_c0) {sym_name = "l301_c0"} : (index) -> memref<1xi32>
    %b_l302_c0 = "aie.buffer"(%t_c0) {sym_name = "l302_c0"} : (index) -> memref<1xf32>
    %b_l303_c0 = "aie.buffer"(%t_c0) {sym_name = "l303_c0"} : (index) -> memref<1xf32>
    %b_l304_c0 = "aie.buffer"(%t_c0) {sym_name = "l304_c0"} : (index) -> memref<1xi32>
    %b_l305_c0 = "aie.buffer"(%t_c0) {sym_name = "l305_c0"} : (index) -> memref<1xi64>
    %b_l306_c0 = "aie.buffer"(%t_c0) {sym_name = "l306_c0"} : (index) -> memref<1xi1>
    %b_l307_c0 = "aie.buffer"(%t_c0) {sym_name = "l307_c0"} : (index) -> memref<1xi32>
    %b_l308_c0 = "aie.buffer"(%t_c0) {sym_name = "l308_c0"} : (index) -> memref<1xi32>
    %b_l309_c0 = "aie.buffer"(%t_c0) {sym_name = "l309_c0"} : (index) -> memref<1xi32>
    %b_l310_c0 = "aie.buffer"(%t_c0) {sym_name = "l310_c0"} : (index) -> memref<1xi32>
    %b_l311_c0 = "aie.buffer"(%t_c0) {sym_name = "l311_c0"} : (index) -> memref<1xi32>
    %b_l312_c0 = "aie.buffer"(%t_c0) {sym_name = "l312_c0"} : (index) -> memref<1xi32>
    %b_l313_c0 = "aie.buffer"(%t_c0) {sym_name = "l313_c0"} : (index) -> memref<1xf32>
    %b_l314_c0 = "aie.buffer"(%t_c0) {sym_name = "l314_c0"} : (index) -> memref<1xi32>
    %b_l315_c0 = "aie.buffer"(%t_c0) {sym_name = "l315_c0"} : (index) -> memref<1xi32>
    %b_l316_c0 = "aie.buffer"(%t_c0) {sym_name = "l316_c0"} : (index) -> memref<1xi32>
    %b_l317_c0 = "aie.buffer"(%t_c0) {sym_name = "l317_c0"} : (index) -> memref<1xf32>
    %b_l318_c0 = "aie.buffer"(%t_c0) {sym_name = "l318_c0"} : (index) -> memref<1xf32>
    %b_l319_c0 = "aie.buffer"(%t_c0) {sym_name = "l319_c0"} : (index) -> memref<1xf32>
    %b_l320_c0 = "aie.buffer"(%t_c0) {sym_name = "l320_c0"} : (index) -> memref<1xf32>
    %b_l321_c0 = "aie.buffer"(%t_c0) {sym_name = "l321_c0"} : (index) -> memref<1xf32>
    %b_l322_c0 = "aie.buffer"(%t_c0) {sym_name = "l322_c0"} : (index) -> memref<1xf32>
    %b_l323_c0 = "aie.buffer"(%t_c0) {sym_name = "l323_c0"} : (index) -> memref<1xi32>
    %b_l324_c0 = "aie.buffer"(%t_c0) {sym_name = "l324_c0"} : (index) -> memref<1xi32>
    %b_l325_c0 = "aie.buffer"(%t_c0) {sym_name = "l325_c0"} : (index) -> memref<1xi32>
    %b_l326_c0 = "aie.buffer"(%t_c0) {sym_name = "l326_c0"} : (index) -> memref<1xi32>
    %b_l327_c0 = "aie.buffer"(%t_c0) {sym_name = "l327_c0"} : (index) -> memref<1xi32>
    %b_l328_c0 = "aie.buffer"(%t_c0) {sym_name = "l328_c0"} : (index) -> memref<1xf32>
    %b_l329_c0 = "aie.buffer"(%t_c0) {sym_name = "l329_c0"} : (index) -> memref<1xf32>
    %b_l330_c0 = "aie.buffer"(%t_c0) {sym_name = "l330_c0"} : (index) -> memref<1xf32>
    %b_l331_c0 = "aie.buffer"(%t_c0) {sym_name = "l331_c0"} : (index) -> memref<1xf32>
    %b_l332_c0 = "aie.buffer"(%t_c0) {sym_name = "l332_c0"} : (index) -> memref<1xf32>
    %b_l333_c0 = "aie.buffer"(%t_c0) {sym_name = "l333_c0"} : (index) -> memref<1xf32>
    %b_l334_c0 = "aie.buffer"(%t_c0) {sym_name = "l334_c0"} : (index) -> memref<1xi32>
    %b_l335_c0 = "aie.buffer"(%t_c0) {sym_name = "l335_c0"} : (index) -> memref<1xi32>
    %b_l336_c0 = "aie.buffer"(%t_c0) {sym_name = "l336_c0"} : (index) -> memref<1xi32>
    %b_l337_c0 = "aie.buffer"(%t_c0) {sym_name = "l337_c0"} : (index) -> memref<1xi32>
    %b_l338_c0 = "aie.buffer"(%t_c0) {sym_name = "l338_c0"} : (index) -> memref<1xi32>
    %b_l339_c0 = "aie.buffer"(%t_c0) {sym_name = "l339_c0"} : (index) -> memref<1xf32>
    %b_l340_c0 = "aie.buffer"(%t_c0) {sym_name = "l340_c0"} : (index) -> memref<1xf32>
    %b_l341_c0 = "aie.buffer"(%t_c0) {sym_name = "l341_c0"} : (index) -> memref<1xf32>
    %b_l342_c0 = "aie.buffer"(%t_c0) {sym_name = "l342_c0"} : (index) -> memref<1xf32>
    %b_l343_c0 = "aie.buffer"(%t_c0) {sym_name = "l343_c0"} : (index) -> memref<1xf32>
    %b_l344_c0 = "aie.buffer"(%t_c0) {sym_name = "l344_c0"} : (index) -> memref<1xf32>
    %b_l345_c0 = "aie.buffer"(%t_c0) {sym_name = "l345_c0"} : (index) -> memref<1xi32>
    %b_l346_c0 = "aie.buffer"(%t_c0) {sym_name = "l346_c0"} : (index) -> memref<1xi32>
    %b_l347_c0 = "aie.buffer"(%t_c0) {sym_name = "l347_c0"} : (index) -> memref<1xi32>
    %b_l348_c0 = "aie.buffer"(%t_c0) {sym_name = "l348_c0"} : (index) -> memref<1xi32>
    %b_l349_c0 = "aie.buffer"(%t_c0) {sym_name = "l349_c0"} : (index) -> memref<1xi32>
    %b_l350_c0 = "aie.buffer"(%t_c0) {sym_name = "l350_c0"} : (index) -> memref<1xf32>
    %b_l351_c0 = "aie.buffer"(%t_c0) {sym_name = "l351_c0"} : (index) -> memref<1xf32>
    %b_l352_c0 = "aie.buffer"(%t_c0) {sym_name = "l352_c0"} : (index) -> memref<1xf32>
    %b_l353_c0 = "aie.buffer"(%t_c0) {sym_name = "l353_c0"} : (index) -> memref<1xf32>
    %b_l354_c0 = "aie.buffer"(%t_c0) {sym_name = "l354_c0"} : (index) -> memref<1xf32>
    %b_l355_c0 = "aie.buffer"(%t_c0) {sym_name = "l355_c0"} : (index) -> memref<1xf32>
    %b_l356_c0 = "aie.buffer"(%t_c0) {sym_name = "l356_c0"} : (index) -> memref<1xi32>
    %b_l357_c0 = "aie.buffer"(%t_c0) {sym_name = "l357_c0"} : (index) -> memref<1xi32>
    %b_l358_c0 = "aie.buffer"(%t_c0) {sym_name = "l358_c0"} : (index) -> memref<1xi32>
    %b_l359_c0 = "aie.buffer"(%t_c0) {sym_name = "l359_c0"} : (index) -> memref<1xi32>
    %b_l360_c0 = "aie.buffer"(%t_c0) {sym_name = "l360_c0"} : (index) -> memref<1xi32>
    %b_l361_c0 = "aie.buffer"(%t_c0) {sym_name = "l361_c0"} : (index) -> memref<1xf32>
    %b_l362_c0 = "aie.buffer"(%t_c0) {sym_name = "l362_c0"} : (index) -> memref<1xf32>
    %b_l363_c0 = "aie.buffer"(%t_c0) {sym_name = "l363_c0"} : (index) -> memref<1xf32>
    %b_l364_c0 = "aie.buffer"(%t_c0) {sym_name = "l364_c0"} : (index) -> memref<1xf32>
    %b_l365_c0 = "aie.buffer"(%t_c0) {sym_name = "l365_c0"} : (index) -> memref<1xf32>
    %b_l366_c0 = "aie.buffer"(%t_c0) {sym_name = "l366_c0"} : (index) -> memref<1xf32>
    %b_l367_c0 = "aie.buffer"(%t_c0) {sym_name = "l367_c0"} : (index) -> memref<1xi32>
    %b_l368_c0 = "aie.buffer"(%t_c0) {sym_name = "l368_c0"} : (index) -> memref<1xi32>
    %b_l369_c0 = "aie.buffer"(%t_c0) {sym_name = "l369_c0"} : (index) -> memref<1xi32>
    %b_l370_c0 = "aie.buffer"(%t_c0) {sym_name = "l370_c0"} : (index) -> memref<1xi32>
    %b_l371_c0 = "aie.buffer"(%t_c0) {sym_name = "l371_c0"} : (index) -> memref<1xi32>
    %b_l372_c0 = "aie.buffer"(%t_c0) {sym_name = "l372_c0"} : (index) -> memref<1xf32>
    %b_l373_c0 = "aie.buffer"(%t_c0) {sym_name = "l373_c0"} : (index) -> memref<1xf32>
    %b_l374_c0 = "aie.buffer"(%t_c0) {sym_name = "l374_c0"} : (index) -> memref<1xf32>
    %b_l375_c0 = "aie.buffer"(%t_c0) {sym_name = "l375_c0"} : (index) -> memref<1xf32>
    %b_l376_c0 = "aie.buffer"(%t_c0) {sym_name = "l376_c0"} : (index) -> memref<1xf32>
    %b_l377_c0 = "aie.buffer"(%t_c0) {sym_name = "l377_c0"} : (index) -> memref<1xf32>
    %b_l378_c0 = "aie.buffer"(%t_c0) {sym_name = "l378_c0"} : (index) -> memref<1xi32>
    %b_l379_c0 = "aie.buffer"(%t_c0) {sym_name = "l379_c0"} : (index) -> memref<1xi32>
    %b_l380_c0 = "aie.buffer"(%t_c0) {sym_name = "l380_c0"} : (index) -> memref<1xi32>
    %b_l381_c0 = "aie.buffer"(%t_c0) {sym_name = "l381_c0"} : (index) -> memref<1xi32>
    %b_l382_c0 = "aie.buffer"(%t_c0) {sym_name = "l382_c0"} : (index) -> memref<1xi32>
    %b_l383_c0 = "aie.buffer"(%t_c0) {sym_name = "l383_c0"} : (index) -> memref<1xf32>
    %b_l384_c0 = "aie.buffer"(%t_c0) {sym_name = "l384_c0"} : (index) -> memref<1xf32>
    %b_l385_c0 = "aie.buffer"(%t_c0) {sym_name = "l385_c0"} : (index) -> memref<1xf32>
    %b_l386_c0 = "aie.buffer"(%t_c0) {sym_name = "l386_c0"} : (index) -> memref<1xf32>
    %b_l387_c0 = "aie.buffer"(%t_c0) {sym_name = "l387_c0"} : (index) -> memref<1xf32>
    %b_l388_c0 = "aie.buffer"(%t_c0) {sym_name = "l388_c0"} : (index) -> memref<1xf32>
    %b_l389_c0 = "aie.buffer"(%t_c0) {sym_name = "l389_c0"} : (index) -> memref<1xi32>
    %b_l390_c0 = "aie.buffer"(%t_c0) {sym_name = "l390_c0"} : (index) -> memref<1xi32>
    %b_l391_c0 = "aie.buffer"(%t_c0) {sym_name = "l391_c0"} : (index) -> memref<1xi32>
    %b_l392_c0 = "aie.buffer"(%t_c0) {sym_name = "l392_c0"} : (index) -> memref<1xi32>
    %b_l393_c0 = "aie.buffer"(%t_c0) {sym_name = "l393_c0"} : (index) -> memref<1xf32>
    %b_l394_c0 = "aie.buffer"(%t_c0) {sym_name = "l394_c0"} : (index) -> memref<1xf32>
    %b_l395_c0 = "aie.buffer"(%t_c0) {sym_name = "l395_c0"} : (index) -> memref<1xf32>
    %b_l396_c0 = "aie.buffer"(%t_c0) {sym_name = "l396_c0"} : (index) -> memref<1xf32>
    %b_l397_c0 = "aie.buffer"(%t_c0) {sym_name = "l397_c0"} : (index) -> memref<1xf32>
    %b_l398_c0 = "aie.buffer"(%t_c0) {sym_name = "l398_c0"} : (index) -> memref<1xi1>
    %b_l399_c0 = "aie.buffer"(%t_c0) {sym_name = "l399_c0"} : (index) -> memref<1xf32>
    %b_l401_c0 = "aie.buffer"(%t_c0) {sym_name = "l401_c0"} : (index) -> memref<1xi64>
    %b_l402_c0 = "aie.buffer"(%t_c0) {sym_name = "l402_c0"} : (index) -> memref<1xi1>
    %b_l403_c0 = "aie.buffer"(%t_c0) {sym_name = "l403_c0"} : (index) -> memref<1xi64>
    %b_l404_c0 = "aie.buffer"(%t_c0) {sym_name = "l404_c0"} : (index) -> memref<1xi64>
    %b_l405_c0 = "aie.buffer"(%t_c0) {sym_name = "l405_c0"} : (index) -> memref<1xi64>
    %b_l406_c0 = "aie.buffer"(%t_c0) {sym_name = "l406_c0"} : (index) -> memref<1xi1>
    %b_l407_c0 = "aie.buffer"(%t_c0) {sym_name = "l407_c0"} : (index) -> memref<1xi1>
    %b_l408_c0 = "aie.buffer"(%t_c0) {sym_name = "l408_c0"} : (index) -> memref<1xf32>
    %b_l409_c0 = "aie.buffer"(%t_c0) {sym_name = "l409_c0"} : (index) -> memref<1xf32>
    %b_l410_c0 = "aie.buffer"(%t_c0) {sym_name = "l410_c0"} : (index) -> memref<1xf32>
    %b_l411_c0 = "aie.buffer"(%t_c0) {sym_name = "l411_c0"} : (index) -> memref<1xi64>
    %b_l412_c0 = "aie.buffer"(%t_c0) {sym_name = "l412_c0"} : (index) -> memref<1xi1>
    %b_l413_c0 = "aie.buffer"(%t_c0) {sym_name = "l413_c0"} : (index) -> memref<1xi64>
    %b_l414_c0 = "aie.buffer"(%t_c0) {sym_name = "l414_c0"} : (index) -> memref<1xi1>
    %b_l415_c0 = "aie.buffer"(%t_c0) {sym_name = "l415_c0"} : (index) -> memref<1xf32>
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
      %ls5 = memref.cast %b_ls5_c0 : memref<256xi64> to memref<?xi64>
      %ls400 = memref.cast %b_ls400_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l2 = memref.cast %b_l2_c0 : memref<1xi64> to memref<?xi64>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l10 = memref.cast %b_l10_c0 : memref<1xf32> to memref<?xf32>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi1> to memref<?xi1>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi64> to memref<?xi64>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l16 = memref.cast %b_l16_c0 : memref<1xi1> to memref<?xi1>
      %l17 = memref.cast %b_l17_c0 : memref<1xi64> to memref<?xi64>
      %l18 = memref.cast %b_l18_c0 : memref<1xi64> to memref<?xi64>
      %l19 = memref.cast %b_l19_c0 : memref<1xi64> to memref<?xi64>
      %l20 = memref.cast %b_l20_c0 : memref<1xi64> to memref<?xi64>
      %l21 = memref.cast %b_l21_c0 : memref<1xi64> to memref<?xi64>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi64> to memref<?xi64>
      %l24 = memref.cast %b_l24_c0 : memref<1xi64> to memref<?xi64>
      %l25 = memref.cast %b_l25_c0 : memref<1xi64> to memref<?xi64>
      %l26 = memref.cast %b_l26_c0 : memref<1xi64> to memref<?xi64>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xi64> to memref<?xi64>
      %l29 = memref.cast %b_l29_c0 : memref<1xi64> to memref<?xi64>
      %l30 = memref.cast %b_l30_c0 : memref<1xi64> to memref<?xi64>
      %l31 = memref.cast %b_l31_c0 : memref<1xi64> to memref<?xi64>
      %l32 = memref.cast %b_l32_c0 : memref<1xi64> to memref<?xi64>
      %l33 = memref.cast %b_l33_c0 : memref<1xi1> to memref<?xi1>
      %l34 = memref.cast %b_l34_c0 : memref<1xi1> to memref<?xi1>
      %l35 = memref.cast %b_l35_c0 : memref<1xi32> to memref<?xi32>
      %l36 = memref.cast %b_l36_c0 : memref<1xi32> to memref<?xi32>
      %l37 = memref.cast %b_l37_c0 : memref<1xi32> to memref<?xi32>
      %l38 = memref.cast %b_l38_c0 : memref<1xf32> to memref<?xf32>
      %l39 = memref.cast %b_l39_c0 : memref<1xf32> to memref<?xf32>
      %l40 = memref.cast %b_l40_c0 : memref<1xf32> to memref<?xf32>
      %l41 = memref.cast %b_l41_c0 : memref<1xf32> to memref<?xf32>
      %l42 = memref.cast %b_l42_c0 : memref<1xf32> to memref<?xf32>
      %l43 = memref.cast %b_l43_c0 : memref<1xf32> to memref<?xf32>
      %l44 = memref.cast %b_l44_c0 : memref<1xf32> to memref<?xf32>
      %l45 = memref.cast %b_l45_c0 : memref<1xf32> to memref<?xf32>
      %l46 = memref.cast %b_l46_c0 : memref<1xi64> to memref<?xi64>
      %l47 = memref.cast %b_l47_c0 : memref<1xi1> to memref<?xi1>
      %l48 = memref.cast %b_l48_c0 : memref<1xi64> to memref<?xi64>
      %l49 = memref.cast %b_l49_c0 : memref<1xi1> to memref<?xi1>
      %l50 = memref.cast %b_l50_c0 : memref<1xi64> to memref<?xi64>
      %l51 = memref.cast %b_l51_c0 : memref<1xi1> to memref<?xi1>
      %l52 = memref.cast %b_l52_c0 : memref<1xi1> to memref<?xi1>
      %l53 = memref.cast %b_l53_c0 : memref<1xi1> to memref<?xi1>
      %l54 = memref.cast %b_l54_c0 : memref<1xi1> to memref<?xi1>
      %l55 = memref.cast %b_l55_c0 : memref<1xi1> to memref<?xi1>
      %l56 = memref.cast %b_l56_c0 : memref<1xi1> to memref<?xi1>
      %l57 = memref.cast %b_l57_c0 : memref<1xi1> to memref<?xi1>
      %l58 = memref.cast %b_l58_c0 : memref<1xi1> to memref<?xi1>
      %l59 = memref.cast %b_l59_c0 : memref<1xi1> to memref<?xi1>
      %l60 = memref.cast %b_l60_c0 : memref<1xi32> to memref<?xi32>
      %l61 = memref.cast %b_l61_c0 : memref<1xi32> to memref<?xi32>
      %l62 = memref.cast %b_l62_c0 : memref<1xi32> to memref<?xi32>
      %l63 = memref.cast %b_l63_c0 : memref<1xf32> to memref<?xf32>
      %l64 = memref.cast %b_l64_c0 : memref<1xf32> to memref<?xf32>
      %l65 = memref.cast %b_l65_c0 : memref<1xf32> to memref<?xf32>
      %l66 = memref.cast %b_l66_c0 : memref<1xf32> to memref<?xf32>
      %l67 = memref.cast %b_l67_c0 : memref<1xf32> to memref<?xf32>
      %l68 = memref.cast %b_l68_c0 : memref<1xf32> to memref<?xf32>
      %l69 = memref.cast %b_l69_c0 : memref<1xf32> to memref<?xf32>
      %l70 = memref.cast %b_l70_c0 : memref<1xf32> to memref<?xf32>
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
      %l87 = memref.cast %b_l87_c0 : memref<1xi1> to memref<?xi1>
      %l88 = memref.cast %b_l88_c0 : memref<1xi64> to memref<?xi64>
      %l89 = memref.cast %b_l89_c0 : memref<1xi1> to memref<?xi1>
      %l90 = memref.cast %b_l90_c0 : memref<1xi1> to memref<?xi1>
      %l91 = memref.cast %b_l91_c0 : memref<1xi32> to memref<?xi32>
      %l92 = memref.cast %b_l92_c0 : memref<1xi32> to memref<?xi32>
      %l93 = memref.cast %b_l93_c0 : memref<1xi32> to memref<?xi32>
      %l94 = memref.cast %b_l94_c0 : memref<1xf32> to memref<?xf32>
      %l95 = memref.cast %b_l95_c0 : memref<1xf32> to memref<?xf32>
      %l96 = memref.cast %b_l96_c0 : memref<1xf32> to memref<?xf32>
      %l97 = memref.cast %b_l97_c0 : memref<1xf32> to memref<?xf32>
      %l98 = memref.cast %b_l98_c0 : memref<1xf32> to memref<?xf32>
      %l99 = memref.cast %b_l99_c0 : memref<1xf32> to memref<?xf32>
      %l100 = memref.cast %b_l100_c0 : memref<1xf32> to memref<?xf32>
      %l101 = memref.cast %b_l101_c0 : memref<1xf32> to memref<?xf32>
      %l102 = memref.cast %b_l102_c0 : memref<1xi1> to memref<?xi1>
      %l103 = memref.cast %b_l103_c0 : memref<1xi64> to memref<?xi64>
      %l104 = memref.cast %b_l104_c0 : memref<1xi1> to memref<?xi1>
      %l105 = memref.cast %b_l105_c0 : memref<1xi64> to memref<?xi64>
      %l106 = memref.cast %b_l106_c0 : memref<1xi1> to memref<?xi1>
      %l107 = memref.cast %b_l107_c0 : memref<1xi64> to memref<?xi64>
      %l108 = memref.cast %b_l108_c0 : memref<1xi1> to memref<?xi1>
      %l109 = memref.cast %b_l109_c0 : memref<1xi1> to memref<?xi1>
      %l110 = memref.cast %b_l110_c0 : memref<1xi1> to memref<?xi1>
      %l111 = memref.cast %b_l111_c0 : memref<1xi1> to memref<?xi1>
      %l112 = memref.cast %b_l112_c0 : memref<1xi1> to memref<?xi1>
      %l113 = memref.cast %b_l113_c0 : memref<1xi1> to memref<?xi1>
      %l114 = memref.cast %b_l114_c0 : memref<1xi1> to memref<?xi1>
      %l115 = memref.cast %b_l115_c0 : memref<1xi1> to memref<?xi1>
      %l116 = memref.cast %b_l116_c0 : memref<1xi1> to memref<?xi1>
      %l117 = memref.cast %b_l117_c0 : memref<1xi32> to memref<?xi32>
      %l118 = memref.cast %b_l118_c0 : memref<1xi32> to memref<?xi32>
      %l119 = memref.cast %b_l119_c0 : memref<1xi32> to memref<?xi32>
      %l120 = memref.cast %b_l120_c0 : memref<1xf32> to memref<?xf32>
      %l121 = memref.cast %b_l121_c0 : memref<1xf32> to memref<?xf32>
      %l122 = memref.cast %b_l122_c0 : memref<1xf32> to memref<?xf32>
      %l123 = memref.cast %b_l123_c0 : memref<1xf32> to memref<?xf32>
      %l124 = memref.cast %b_l124_c0 : memref<1xf32> to memref<?xf32>
      %l125 = memref.cast %b_l125_c0 : memref<1xf32> to memref<?xf32>
      %l126 = memref.cast %b_l126_c0 : memref<1xf32> to memref<?xf32>
      %l127 = memref.cast %b_l127_c0 : memref<1xf32> to memref<?xf32>
      %l128 = memref.cast %b_l128_c0 : memref<1xi1> to memref<?xi1>
      %l129 = memref.cast %b_l129_c0 : memref<1xi32> to memref<?xi32>
      %l130 = memref.cast %b_l130_c0 : memref<1xi64> to memref<?xi64>
      %l131 = memref.cast %b_l131_c0 : memref<1xi64> to memref<?xi64>
      %l132 = memref.cast %b_l132_c0 : memref<1xi32> to memref<?xi32>
      %l133 = memref.cast %b_l133_c0 : memref<1xi32> to memref<?xi32>
      %l134 = memref.cast %b_l134_c0 : memref<1xi32> to memref<?xi32>
      %l135 = memref.cast %b_l135_c0 : memref<1xi32> to memref<?xi32>
      %l136 = memref.cast %b_l136_c0 : memref<1xi32> to memref<?xi32>
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
      %l150 = memref.cast %b_l150_c0 : memref<1xf32> to memref<?xf32>
      %l151 = memref.cast %b_l151_c0 : memref<1xi1> to memref<?xi1>
      %l152 = memref.cast %b_l152_c0 : memref<1xi32> to memref<?xi32>
      %l153 = memref.cast %b_l153_c0 : memref<1xf32> to memref<?xf32>
      %l154 = memref.cast %b_l154_c0 : memref<1xf32> to memref<?xf32>
      %l155 = memref.cast %b_l155_c0 : memref<1xf32> to memref<?xf32>
      %l156 = memref.cast %b_l156_c0 : memref<1xi1> to memref<?xi1>
      %l157 = memref.cast %b_l157_c0 : memref<1xf32> to memref<?xf32>
      %l158 = memref.cast %b_l158_c0 : memref<1xi1> to memref<?xi1>
      %l159 = memref.cast %b_l159_c0 : memref<1xi32> to memref<?xi32>
      %l160 = memref.cast %b_l160_c0 : memref<1xi32> to memref<?xi32>
      %l161 = memref.cast %b_l161_c0 : memref<1xi32> to memref<?xi32>
      %l162 = memref.cast %b_l162_c0 : memref<1xi32> to memref<?xi32>
      %l163 = memref.cast %b_l163_c0 : memref<1xi32> to memref<?xi32>
      %l164 = memref.cast %b_l164_c0 : memref<1xi32> to memref<?xi32>
      %l165 = memref.cast %b_l165_c0 : memref<1xi32> to memref<?xi32>
      %l166 = memref.cast %b_l166_c0 : memref<1xi32> to memref<?xi32>
      %l167 = memref.cast %b_l167_c0 : memref<1xf32> to memref<?xf32>
      %l168 = memref.cast %b_l168_c0 : memref<1xf32> to memref<?xf32>
      %l169 = memref.cast %b_l169_c0 : memref<1xi32> to memref<?xi32>
      %l170 = memref.cast %b_l170_c0 : memref<1xi64> to memref<?xi64>
      %l171 = memref.cast %b_l171_c0 : memref<1xi1> to memref<?xi1>
      %l172 = memref.cast %b_l172_c0 : memref<1xi32> to memref<?xi32>
      %l173 = memref.cast %b_l173_c0 : memref<1xi32> to memref<?xi32>
      %l174 = memref.cast %b_l174_c0 : memref<1xi32> to memref<?xi32>
      %l175 = memref.cast %b_l175_c0 : memref<1xi32> to memref<?xi32>
      %l176 = memref.cast %b_l176_c0 : memref<1xi32> to memref<?xi32>
      %l177 = memref.cast %b_l177_c0 : memref<1xi32> to memref<?xi32>
      %l178 = memref.cast %b_l178_c0 : memref<1xf32> to memref<?xf32>
      %l179 = memref.cast %b_l179_c0 : memref<1xi32> to memref<?xi32>
      %l180 = memref.cast %b_l180_c0 : memref<1xi32> to memref<?xi32>
      %l181 = memref.cast %b_l181_c0 : memref<1xi32> to memref<?xi32>
      %l182 = memref.cast %b_l182_c0 : memref<1xf32> to memref<?xf32>
      %l183 = memref.cast %b_l183_c0 : memref<1xf32> to memref<?xf32>
      %l184 = memref.cast %b_l184_c0 : memref<1xf32> to memref<?xf32>
      %l185 = memref.cast %b_l185_c0 : memref<1xf32> to memref<?xf32>
      %l186 = memref.cast %b_l186_c0 : memref<1xf32> to memref<?xf32>
      %l187 = memref.cast %b_l187_c0 : memref<1xf32> to memref<?xf32>
      %l188 = memref.cast %b_l188_c0 : memref<1xi32> to memref<?xi32>
      %l189 = memref.cast %b_l189_c0 : memref<1xi32> to memref<?xi32>
      %l190 = memref.cast %b_l190_c0 : memref<1xi32> to memref<?xi32>
      %l191 = memref.cast %b_l191_c0 : memref<1xi32> to memref<?xi32>
      %l192 = memref.cast %b_l192_c0 : memref<1xi32> to memref<?xi32>
      %l193 = memref.cast %b_l193_c0 : memref<1xf32> to memref<?xf32>
      %l194 = memref.cast %b_l194_c0 : memref<1xf32> to memref<?xf32>
      %l195 = memref.cast %b_l195_c0 : memref<1xf32> to memref<?xf32>
      %l196 = memref.cast %b_l196_c0 : memref<1xf32> to memref<?xf32>
      %l197 = memref.cast %b_l197_c0 : memref<1xf32> to memref<?xf32>
      %l198 = memref.cast %b_l198_c0 : memref<1xf32> to memref<?xf32>
      %l199 = memref.cast %b_l199_c0 : memref<1xi32> to memref<?xi32>
      %l200 = memref.cast %b_l200_c0 : memref<1xi32> to memref<?xi32>
      %l201 = memref.cast %b_l201_c0 : memref<1xi32> to memref<?xi32>
      %l202 = memref.cast %b_l202_c0 : memref<1xi32> to memref<?xi32>
      %l203 = memref.cast %b_l203_c0 : memref<1xi32> to memref<?xi32>
      %l204 = memref.cast %b_l204_c0 : memref<1xf32> to memref<?xf32>
      %l205 = memref.cast %b_l205_c0 : memref<1xf32> to memref<?xf32>
      %l206 = memref.cast %b_l206_c0 : memref<1xf32> to memref<?xf32>
      %l207 = memref.cast %b_l207_c0 : memref<1xf32> to memref<?xf32>
      %l208 = memref.cast %b_l208_c0 : memref<1xf32> to memref<?xf32>
      %l209 = memref.cast %b_l209_c0 : memref<1xf32> to memref<?xf32>
      %l210 = memref.cast %b_l210_c0 : memref<1xi32> to memref<?xi32>
      %l211 = memref.cast %b_l211_c0 : memref<1xi32> to memref<?xi32>
      %l212 = memref.cast %b_l212_c0 : memref<1xi32> to memref<?xi32>
      %l213 = memref.cast %b_l213_c0 : memref<1xi32> to memref<?xi32>
      %l214 = memref.cast %b_l214_c0 : memref<1xi32> to memref<?xi32>
      %l215 = memref.cast %b_l215_c0 : memref<1xf32> to memref<?xf32>
      %l216 = memref.cast %b_l216_c0 : memref<1xf32> to memref<?xf32>
      %l217 = memref.cast %b_l217_c0 : memref<1xf32> to memref<?xf32>
      %l218 = memref.cast %b_l218_c0 : memref<1xf32> to memref<?xf32>
      %l219 = memref.cast %b_l219_c0 : memref<1xf32> to memref<?xf32>
      %l220 = memref.cast %b_l220_c0 : memref<1xf32> to memref<?xf32>
      %l221 = memref.cast %b_l221_c0 : memref<1xi32> to memref<?xi32>
      %l222 = memref.cast %b_l222_c0 : memref<1xi32> to memref<?xi32>
      %l223 = memref.cast %b_l223_c0 : memref<1xi32> to memref<?xi32>
      %l224 = memref.cast %b_l224_c0 : memref<1xi32> to memref<?xi32>
      %l225 = memref.cast %b_l225_c0 : memref<1xi32> to memref<?xi32>
      %l226 = memref.cast %b_l226_c0 : memref<1xf32> to memref<?xf32>
      %l227 = memref.cast %b_l227_c0 : memref<1xf32> to memref<?xf32>
      %l228 = memref.cast %b_l228_c0 : memref<1xf32> to memref<?xf32>
      %l229 = memref.cast %b_l229_c0 : memref<1xf32> to memref<?xf32>
      %l230 = memref.cast %b_l230_c0 : memref<1xf32> to memref<?xf32>
      %l231 = memref.cast %b_l231_c0 : memref<1xf32> to memref<?xf32>
      %l232 = memref.cast %b_l232_c0 : memref<1xi32> to memref<?xi32>
      %l233 = memref.cast %b_l233_c0 : memref<1xi32> to memref<?xi32>
      %l234 = memref.cast %b_l234_c0 : memref<1xi32> to memref<?xi32>
      %l235 = memref.cast %b_l235_c0 : memref<1xi32> to memref<?xi32>
      %l236 = memref.cast %b_l236_c0 : memref<1xi32> to memref<?xi32>
      %l237 = memref.cast %b_l237_c0 : memref<1xf32> to memref<?xf32>
      %l238 = memref.cast %b_l238_c0 : memref<1xf32> to memref<?xf32>
      %l239 = memref.cast %b_l239_c0 : memref<1xf32> to memref<?xf32>
      %l240 = memref.cast %b_l240_c0 : memref<1xf32> to memref<?xf32>
      %l241 = memref.cast %b_l241_c0 : memref<1xf32> to memref<?xf32>
      %l242 = memref.cast %b_l242_c0 : memref<1xf32> to memref<?xf32>
      %l243 = memref.cast %b_l243_c0 : memref<1xi32> to memref<?xi32>
      %l244 = memref.cast %b_l244_c0 : memref<1xi32> to memref<?xi32>
      %l245 = memref.cast %b_l245_c0 : memref<1xi32> to memref<?xi32>
      %l246 = memref.cast %b_l246_c0 : memref<1xi32> to memref<?xi32>
      %l247 = memref.cast %b_l247_c0 : memref<1xi32> to memref<?xi32>
      %l248 = memref.cast %b_l248_c0 : memref<1xf32> to memref<?xf32>
      %l249 = memref.cast %b_l249_c0 : memref<1xf32> to memref<?xf32>
      %l250 = memref.cast %b_l250_c0 : memref<1xf32> to memref<?xf32>
      %l251 = memref.cast %b_l251_c0 : memref<1xf32> to memref<?xf32>
      %l252 = memref.cast %b_l252_c0 : memref<1xf32> to memref<?xf32>
      %l253 = memref.cast %b_l253_c0 : memref<1xf32> to memref<?xf32>
      %l254 = memref.cast %b_l254_c0 : memref<1xi32> to memref<?xi32>
      %l255 = memref.cast %b_l255_c0 : memref<1xi32> to memref<?xi32>
      %l256 = memref.cast %b_l256_c0 : memref<1xi32> to memref<?xi32>
      %l257 = memref.cast %b_l257_c0 : memref<1xi32> to memref<?xi32>
      %l258 = memref.cast %b_l258_c0 : memref<1xf32> to memref<?xf32>
      %l259 = memref.cast %b_l259_c0 : memref<1xf32> to memref<?xf32>
      %l260 = memref.cast %b_l260_c0 : memref<1xf32> to memref<?xf32>
      %l261 = memref.cast %b_l261_c0 : memref<1xf32> to memref<?xf32>
      %l262 = memref.cast %b_l262_c0 : memref<1xf32> to memref<?xf32>
      %l263 = memref.cast %b_l263_c0 : memref<1xi1> to memref<?xi1>
      %l264 = memref.cast %b_l264_c0 : memref<1xi32> to memref<?xi32>
      %l265 = memref.cast %b_l265_c0 : memref<1xi64> to memref<?xi64>
      %l266 = memref.cast %b_l266_c0 : memref<1xi64> to memref<?xi64>
      %l267 = memref.cast %b_l267_c0 : memref<1xi32> to memref<?xi32>
      %l268 = memref.cast %b_l268_c0 : memref<1xi32> to memref<?xi32>
      %l269 = memref.cast %b_l269_c0 : memref<1xi32> to memref<?xi32>
      %l270 = memref.cast %b_l270_c0 : memref<1xi32> to memref<?xi32>
      %l271 = memref.cast %b_l271_c0 : memref<1xi32> to memref<?xi32>
      %l272 = memref.cast %b_l272_c0 : memref<1xi32> to memref<?xi32>
      %l273 = memref.cast %b_l273_c0 : memref<1xi32> to memref<?xi32>
      %l274 = memref.cast %b_l274_c0 : memref<1xi32> to memref<?xi32>
      %l275 = memref.cast %b_l275_c0 : memref<1xi32> to memref<?xi32>
      %l276 = memref.cast %b_l276_c0 : memref<1xi32> to memref<?xi32>
      %l277 = memref.cast %b_l277_c0 : memref<1xi32> to memref<?xi32>
      %l278 = memref.cast %b_l278_c0 : memref<1xi32> to memref<?xi32>
      %l279 = memref.cast %b_l279_c0 : memref<1xi32> to memref<?xi32>
      %l280 = memref.cast %b_l280_c0 : memref<1xi32> to memref<?xi32>
      %l281 = memref.cast %b_l281_c0 : memref<1xi32> to memref<?xi32>
      %l282 = memref.cast %b_l282_c0 : memref<1xi32> to memref<?xi32>
      %l283 = memref.cast %b_l283_c0 : memref<1xi32> to memref<?xi32>
      %l284 = memref.cast %b_l284_c0 : memref<1xi32> to memref<?xi32>
      %l285 = memref.cast %b_l285_c0 : memref<1xf32> to memref<?xf32>
      %l286 = memref.cast %b_l286_c0 : memref<1xi1> to memref<?xi1>
      %l287 = memref.cast %b_l287_c0 : memref<1xi32> to memref<?xi32>
      %l288 = memref.cast %b_l288_c0 : memref<1xf32> to memref<?xf32>
      %l289 = memref.cast %b_l289_c0 : memref<1xf32> to memref<?xf32>
      %l290 = memref.cast %b_l290_c0 : memref<1xf32> to memref<?xf32>
      %l291 = memref.cast %b_l291_c0 : memref<1xi1> to memref<?xi1>
      %l292 = memref.cast %b_l292_c0 : memref<1xf32> to memref<?xf32>
      %l293 = memref.cast %b_l293_c0 : memref<1xi1> to memref<?xi1>
      %l294 = memref.cast %b_l294_c0 : memref<1xi32> to memref<?xi32>
      %l295 = memref.cast %b_l295_c0 : memref<1xi32> to memref<?xi32>
      %l296 = memref.cast %b_l296_c0 : memref<1xi32> to memref<?xi32>
      %l297 = memref.cast %b_l297_c0 : memref<1xi32> to memref<?xi32>
      %l298 = memref.cast %b_l298_c0 : memref<1xi32> to memref<?xi32>
      %l299 = memref.cast %b_l299_c0 : memref<1xi32> to memref<?xi32>
      %l300 = memref.cast %b_l300_c0 : memref<1xi32> to memref<?xi32>
      %l301 = memref.cast %b_l301_c0 : memref<1xi32> to memref<?xi32>
      %l302 = memref.cast %b_l302_c0 : memref<1xf32> to memref<?xf32>
      %l303 = memref.cast %b_l303_c0 : memref<1xf32> to memref<?xf32>
      %l304 = memref.cast %b_l304_c0 : memref<1xi32> to memref<?xi32>
      %l305 = memref.cast %b_l305_c0 : memref<1xi64> to memref<?xi64>
      %l306 = memref.cast %b_l306_c0 : memref<1xi1> to memref<?xi1>
      %l307 = memref.cast %b_l307_c0 : memref<1xi32> to memref<?xi32>
      %l308 = memref.cast %b_l308_c0 : memref<1xi32> to memref<?xi32>
      %l309 = memref.cast %b_l309_c0 : memref<1xi32> to memref<?xi32>
      %l310 = memref.cast %b_l310_c0 : memref<1xi32> to memref<?xi32>
      %l311 = memref.cast %b_l311_c0 : memref<1xi32> to memref<?xi32>
      %l312 = memref.cast %b_l312_c0 : memref<1xi32> to memref<?xi32>
      %l313 = memref.cast %b_l313_c0 : memref<1xf32> to memref<?xf32>
      %l314 = memref.cast %b_l314_c0 : memref<1xi32> to memref<?xi32>
      %l315 = memref.cast %b_l315_c0 : memref<1xi32> to memref<?xi32>
      %l316 = memref.cast %b_l316_c0 : memref<1xi32> to memref<?xi32>
      %l317 = memref.cast %b_l317_c0 : memref<1xf32> to memref<?xf32>
      %l318 = memref.cast %b_l318_c0 : memref<1xf32> to memref<?xf32>
      %l319 = memref.cast %b_l319_c0 : memref<1xf32> to memref<?xf32>
      %l320 = memref.cast %b_l320_c0 : memref<1xf32> to memref<?xf32>
      %l321 = memref.cast %b_l321_c0 : memref<1xf32> to memref<?xf32>
      %l322 = memref.cast %b_l322_c0 : memref<1xf32> to memref<?xf32>
      %l323 = memref.cast %b_l323_c0 : memref<1xi32> to memref<?xi32>
      %l324 = memref.cast %b_l324_c0 : memref<1xi32> to memref<?xi32>
      %l325 = memref.cast %b_l325_c0 : memref<1xi32> to memref<?xi32>
      %l326 = memref.cast %b_l326_c0 : memref<1xi32> to memref<?xi32>
      %l327 = memref.cast %b_l327_c0 : memref<1xi32> to memref<?xi32>
      %l328 = memref.cast %b_l328_c0 : memref<1xf32> to memref<?xf32>
      %l329 = memref.cast %b_l329_c0 : memref<1xf32> to memref<?xf32>
      %l330 = memref.cast %b_l330_c0 : memref<1xf32> to memref<?xf32>
      %l331 = memref.cast %b_l331_c0 : memref<1xf32> to memref<?xf32>
      %l332 = memref.cast %b_l332_c0 : memref<1xf32> to memref<?xf32>
      %l333 = memref.cast %b_l333_c0 : memref<1xf32> to memref<?xf32>
      %l334 = memref.cast %b_l334_c0 : memref<1xi32> to memref<?xi32>
      %l335 = memref.cast %b_l335_c0 : memref<1xi32> to memref<?xi32>
      %l336 = memref.cast %b_l336_c0 : memref<1xi32> to memref<?xi32>
      %l337 = memref.cast %b_l337_c0 : memref<1xi32> to memref<?xi32>
      %l338 = memref.cast %b_l338_c0 : memref<1xi32> to memref<?xi32>
      %l339 = memref.cast %b_l339_c0 : memref<1xf32> to memref<?xf32>
      %l340 = memref.cast %b_l340_c0 : memref<1xf32> to memref<?xf32>
      %l341 = memref.cast %b_l341_c0 : memref<1xf32> to memref<?xf32>
      %l342 = memref.cast %b_l342_c0 : memref<1xf32> to memref<?xf32>
      %l343 = memref.cast %b_l343_c0 : memref<1xf32> to memref<?xf32>
      %l344 = memref.cast %b_l344_c0 : memref<1xf32> to memref<?xf32>
      %l345 = memref.cast %b_l345_c0 : memref<1xi32> to memref<?xi32>
      %l346 = memref.cast %b_l346_c0 : memref<1xi32> to memref<?xi32>
      %l347 = memref.cast %b_l347_c0 : memref<1xi32> to memref<?xi32>
      %l348 = memref.cast %b_l348_c0 : memref<1xi32> to memref<?xi32>
      %l349 = memref.cast %b_l349_c0 : memref<1xi32> to memref<?xi32>
      %l350 = memref.cast %b_l350_c0 : memref<1xf32> to memref<?xf32>
      %l351 = memref.cast %b_l351_c0 : memref<1xf32> to memref<?xf32>
      %l352 = memref.cast %b_l352_c0 : memref<1xf32> to memref<?xf32>
      %l353 = memref.cast %b_l353_c0 : memref<1xf32> to memref<?xf32>
      %l354 = memref.cast %b_l354_c0 : memref<1xf32> to memref<?xf32>
      %l355 = memref.cast %b_l355_c0 : memref<1xf32> to memref<?xf32>
      %l356 = memref.cast %b_l356_c0 : memref<1xi32> to memref<?xi32>
      %l357 = memref.cast %b_l357_c0 : memref<1xi32> to memref<?xi32>
      %l358 = memref.cast %b_l358_c0 : memref<1xi32> to memref<?xi32>
      %l359 = memref.cast %b_l359_c0 : memref<1xi32> to memref<?xi32>
      %l360 = memref.cast %b_l360_c0 : memref<1xi32> to memref<?xi32>
      %l361 = memref.cast %b_l361_c0 : memref<1xf32> to memref<?xf32>
      %l362 = memref.cast %b_l362_c0 : memref<1xf32> to memref<?xf32>
      %l363 = memref.cast %b_l363_c0 : memref<1xf32> to memref<?xf32>
      %l364 = memref.cast %b_l364_c0 : memref<1xf32> to memref<?xf32>
      %l365 = memref.cast %b_l365_c0 : memref<1xf32> to memref<?xf32>
      %l366 = memref.cast %b_l366_c0 : memref<1xf32> to memref<?xf32>
      %l367 = memref.cast %b_l367_c0 : memref<1xi32> to memref<?xi32>
      %l368 = memref.cast %b_l368_c0 : memref<1xi32> to memref<?xi32>
      %l369 = memref.cast %b_l369_c0 : memref<1xi32> to memref<?xi32>
      %l370 = memref.cast %b_l370_c0 : memref<1xi32> to memref<?xi32>
      %l371 = memref.cast %b_l371_c0 : memref<1xi32> to memref<?xi32>
      %l372 = memref.cast %b_l372_c0 : memref<1xf32> to memref<?xf32>
      %l373 = memref.cast %b_l373_c0 : memref<1xf32> to memref<?xf32>
      %l374 = memref.cast %b_l374_c0 : memref<1xf32> to memref<?xf32>
      %l375 = memref.cast %b_l375_c0 : memref<1xf32> to memref<?xf32>
      %l376 = memref.cast %b_l376_c0 : memref<1xf32> to memref<?xf32>
      %l377 = memref.cast %b_l377_c0 : memref<1xf32> to memref<?xf32>
      %l378 = memref.cast %b_l378_c0 : memref<1xi32> to memref<?xi32>
      %l379 = memref.cast %b_l379_c0 : memref<1xi32> to memref<?xi32>
      %l380 = memref.cast %b_l380_c0 : memref<1xi32> to memref<?xi32>
      %l381 = memref.cast %b_l381_c0 : memref<1xi32> to memref<?xi32>
      %l382 = memref.cast %b_l382_c0 : memref<1xi32> to memref<?xi32>
      %l383 = memref.cast %b_l383_c0 : memref<1xf32> to memref<?xf32>
      %l384 = memref.cast %b_l384_c0 : memref<1xf32> to memref<?xf32>
      %l385 = memref.cast %b_l385_c0 : memref<1xf32> to memref<?xf32>
      %l386 = memref.cast %b_l386_c0 : memref<1xf32> to memref<?xf32>
      %l387 = memref.cast %b_l387_c0 : memref<1xf32> to memref<?xf32>
      %l388 = memref.cast %b_l388_c0 : memref<1xf32> to memref<?xf32>
      %l389 = memref.cast %b_l389_c0 : memref<1xi32> to memref<?xi32>
      %l390 = memref.cast %b_l390_c0 : memref<1xi32> to memref<?xi32>
      %l391 = memref.cast %b_l391_c0 : memref<1xi32> to memref<?xi32>
      %l392 = memref.cast %b_l392_c0 : memref<1xi32> to memref<?xi32>
      %l393 = memref.cast %b_l393_c0 : memref<1xf32> to memref<?xf32>
      %l394 = memref.cast %b_l394_c0 : memref<1xf32> to memref<?xf32>
      %l395 = memref.cast %b_l395_c0 : memref<1xf32> to memref<?xf32>
      %l396 = memref.cast %b_l396_c0 : memref<1xf32> to memref<?xf32>
      %l397 = memref.cast %b_l397_c0 : memref<1xf32> to memref<?xf32>
      %l398 = memref.cast %b_l398_c0 : memref<1xi1> to memref<?xi1>
      %l399 = memref.cast %b_l399_c0 : memref<1xf32> to memref<?xf32>
      %l401 = memref.cast %b_l401_c0 : memref<1xi64> to memref<?xi64>
      %l402 = memref.cast %b_l402_c0 : memref<1xi1> to memref<?xi1>
      %l403 = memref.cast %b_l403_c0 : memref<1xi64> to memref<?xi64>
      %l404 = memref.cast %b_l404_c0 : memref<1xi64> to memref<?xi64>
      %l405 = memref.cast %b_l405_c0 : memref<1xi64> to memref<?xi64>
      %l406 = memref.cast %b_l406_c0 : memref<1xi1> to memref<?xi1>
      %l407 = memref.cast %b_l407_c0 : memref<1xi1> to memref<?xi1>
      %l408 = memref.cast %b_l408_c0 : memref<1xf32> to memref<?xf32>
      %l409 = memref.cast %b_l409_c0 : memref<1xf32> to memref<?xf32>
      %l410 = memref.cast %b_l410_c0 : memref<1xf32> to memref<?xf32>
      %l411 = memref.cast %b_l411_c0 : memref<1xi64> to memref<?xi64>
      %l412 = memref.cast %b_l412_c0 : memref<1xi1> to memref<?xi1>
      %l413 = memref.cast %b_l413_c0 : memref<1xi64> to memref<?xi64>
      %l414 = memref.cast %b_l414_c0 : memref<1xi1> to memref<?xi1>
      %l415 = memref.cast %b_l415_c0 : memref<1xf32> to memref<?xf32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 59: ^bb59, 65: ^bb65]
              ^bb0:
                %v8 = arith.index_cast %lane : index to i64
                memref.store %v8, %ls0[%lane] : memref<?xi64>
                cf.br ^bb1
              ^bb1:
                %v9 = memref.load %ls0[%lane] : memref<?xi64>
                %v10 = arith.constant 32 : i64
                %v11 = arith.constant 0 : i64
                %v12 = arith.cmpi eq, %v10, %v11 : i64
                %v13 = arith.constant 1 : i64
                %v14 = arith.select %v12, %v13, %v10 : i64
                %v15 = arith.remui %v9, %v14 : i64
                memref.store %v15, %ls1[%lane] : memref<?xi64>
                %v16 = arith.index_cast %grpx : index to i64
                memref.store %v16, %l2[%k0] : memref<?xi64>
                cf.br ^bb2
              ^bb2:
                %v17 = memref.load %l2[%k0] : memref<?xi64>
                %v18 = arith.constant 8 : i64
                %v19 = arith.muli %v17, %v18 : i64
                memref.store %v19, %l3[%k0] : memref<?xi64>
                %v20 = memref.load %ls0[%lane] : memref<?xi64>
                %v21 = arith.constant 32 : i64
                %v22 = arith.constant 0 : i64
                %v23 = arith.cmpi eq, %v21, %v22 : i64
                %v24 = arith.constant 1 : i64
                %v25 = arith.select %v23, %v24, %v21 : i64
                %v26 = arith.divui %v20, %v25 : i64
                memref.store %v26, %l4[%k0] : memref<?xi64>
                %v27 = memref.load %l3[%k0] : memref<?xi64>
                %v28 = memref.load %l4[%k0] : memref<?xi64>
                %v29 = arith.addi %v27, %v28 : i64
                memref.store %v29, %ls5[%lane] : memref<?xi64>
                %v30 = memref.load %ls1[%lane] : memref<?xi64>
                %v31 = arith.constant 4 : i64
                %v32 = arith.constant 0 : i64
                %v33 = arith.cmpi eq, %v31, %v32 : i64
                %v34 = arith.constant 1 : i64
                %v35 = arith.select %v33, %v34, %v31 : i64
                %v36 = arith.remui %v30, %v35 : i64
                memref.store %v36, %l6[%k0] : memref<?xi64>
                %v37 = arith.index_cast %n1 : index to i64
                memref.store %v37, %l7[%k0] : memref<?xi64>
                %v38 = memref.load %l7[%k0] : memref<?xi64>
                %v39 = arith.constant 32 : i64
                %v40 = arith.constant 0 : i64
                %v41 = arith.cmpi eq, %v39, %v40 : i64
                %v42 = arith.constant 1 : i64
                %v43 = arith.select %v41, %v42, %v39 : i64
                %v44 = arith.divui %v38, %v43 : i64
                memref.store %v44, %l8[%k0] : memref<?xi64>
                %v45 = arith.index_cast %n1 : index to i64
                memref.store %v45, %l9[%k0] : memref<?xi64>
                %v46 = arith.constant 0x00000000 : f32
                memref.store %v46, %l10[%k0] : memref<?xf32>
                %v47 = arith.index_cast %n2 : index to i64
                memref.store %v47, %l11[%k0] : memref<?xi64>
                %v48 = memref.load %ls5[%lane] : memref<?xi64>
                %v49 = memref.load %l11[%k0] : memref<?xi64>
                %v50 = arith.cmpi ult, %v48, %v49 : i64
                memref.store %v50, %l12[%k0] : memref<?xi1>
                %v51 = memref.load %l12[%k0] : memref<?xi1>
                cf.cond_br %v51, ^bb3, ^bb56
              ^bb3:
                %v52 = memref.load %ls5[%lane] : memref<?xi64>
                %v53 = memref.load %l8[%k0] : memref<?xi64>
                %v54 = arith.muli %v52, %v53 : i64
                memref.store %v54, %l13[%k0] : memref<?xi64>
                %v55 = memref.load %ls1[%lane] : memref<?xi64>
                %v56 = arith.constant 4 : i64
                %v57 = arith.constant 0 : i64
                %v58 = arith.cmpi eq, %v56, %v57 : i64
                %v59 = arith.constant 1 : i64
                %v60 = arith.select %v58, %v59, %v56 : i64
                %v61 = arith.divui %v55, %v60 : i64
                memref.store %v61, %l14[%k0] : memref<?xi64>
                cf.br ^bb4
              ^bb4:
                %v62 = memref.load %l14[%k0] : memref<?xi64>
                memref.store %v62, %l15[%k0] : memref<?xi64>
                %v63 = memref.load %l15[%k0] : memref<?xi64>
                %v64 = memref.load %l8[%k0] : memref<?xi64>
                %v65 = arith.cmpi uge, %v63, %v64 : i64
                memref.store %v65, %l16[%k0] : memref<?xi1>
                %v66 = memref.load %l16[%k0] : memref<?xi1>
                cf.cond_br %v66, ^bb56, ^bb5
              ^bb5:
                %v67 = memref.load %l13[%k0] : memref<?xi64>
                %v68 = memref.load %l15[%k0] : memref<?xi64>
                %v69 = arith.addi %v67, %v68 : i64
                memref.store %v69, %l17[%k0] : memref<?xi64>
                %v70 = memref.load %l17[%k0] : memref<?xi64>
                %v71 = arith.constant 18 : i64
                %v72 = arith.muli %v70, %v71 : i64
                memref.store %v72, %l18[%k0] : memref<?xi64>
                %v73 = memref.load %l18[%k0] : memref<?xi64>
                %v74 = arith.constant 4 : i64
                %v75 = arith.constant 0 : i64
                %v76 = arith.cmpi eq, %v74, %v75 : i64
                %v77 = arith.constant 1 : i64
                %v78 = arith.select %v76, %v77, %v74 : i64
                %v79 = arith.divui %v73, %v78 : i64
                memref.store %v79, %l19[%k0] : memref<?xi64>
                %v80 = memref.load %l19[%k0] : memref<?xi64>
                %v81 = memref.load %l6[%k0] : memref<?xi64>
                %v82 = arith.addi %v80, %v81 : i64
                memref.store %v82, %l20[%k0] : memref<?xi64>
                %v83 = memref.load %l20[%k0] : memref<?xi64>
                %v84 = arith.constant 1 : i64
                %v85 = arith.addi %v83, %v84 : i64
                memref.store %v85, %l21[%k0] : memref<?xi64>
                %v86 = memref.load %l15[%k0] : memref<?xi64>
                %v87 = arith.constant 32 : i64
                %v88 = arith.muli %v86, %v87 : i64
                memref.store %v88, %l22[%k0] : memref<?xi64>
                %v89 = arith.constant 4 : i64
                %v90 = memref.load %l6[%k0] : memref<?xi64>
                %v91 = arith.muli %v89, %v90 : i64
                memref.store %v91, %l23[%k0] : memref<?xi64>
                %v92 = memref.load %l22[%k0] : memref<?xi64>
                %v93 = memref.load %l23[%k0] : memref<?xi64>
                %v94 = arith.addi %v92, %v93 : i64
                memref.store %v94, %l24[%k0] : memref<?xi64>
                %v95 = memref.load %l24[%k0] : memref<?xi64>
                %v96 = arith.constant 1 : i64
                %v97 = arith.ori %v95, %v96 : i64
                memref.store %v97, %l25[%k0] : memref<?xi64>
                %v98 = memref.load %l24[%k0] : memref<?xi64>
                %v99 = arith.constant 2 : i64
                %v100 = arith.ori %v98, %v99 : i64
                memref.store %v100, %l26[%k0] : memref<?xi64>
                %v101 = memref.load %l24[%k0] : memref<?xi64>
                %v102 = arith.constant 3 : i64
                %v103 = arith.ori %v101, %v102 : i64
                memref.store %v103, %l27[%k0] : memref<?xi64>
                %v104 = memref.load %l24[%k0] : memref<?xi64>
                %v105 = arith.constant 16 : i64
                %v106 = arith.ori %v104, %v105 : i64
                memref.store %v106, %l28[%k0] : memref<?xi64>
                %v107 = memref.load %l24[%k0] : memref<?xi64>
                %v108 = arith.constant 17 : i64
                %v109 = arith.ori %v107, %v108 : i64
                memref.store %v109, %l29[%k0] : memref<?xi64>
                %v110 = memref.load %l24[%k0] : memref<?xi64>
                %v111 = arith.constant 18 : i64
                %v112 = arith.ori %v110, %v111 : i64
                memref.store %v112, %l30[%k0] : memref<?xi64>
                %v113 = memref.load %l24[%k0] : memref<?xi64>
                %v114 = arith.constant 19 : i64
                %v115 = arith.ori %v113, %v114 : i64
                memref.store %v115, %l31[%k0] : memref<?xi64>
                %v116 = arith.index_cast %n0 : index to i64
                memref.store %v116, %l32[%k0] : memref<?xi64>
                %v117 = memref.load %l21[%k0] : memref<?xi64>
                %v118 = memref.load %l32[%k0] : memref<?xi64>
                %v119 = arith.cmpi ult, %v117, %v118 : i64
                memref.store %v119, %l33[%k0] : memref<?xi1>
                %v120 = memref.load %l33[%k0] : memref<?xi1>
                cf.cond_br %v120, ^bb6, ^bb7
              ^bb6:
                %v121 = memref.load %l31[%k0] : memref<?xi64>
                %v122 = memref.load %l9[%k0] : memref<?xi64>
                %v123 = arith.cmpi ult, %v121, %v122 : i64
                memref.store %v123, %l34[%k0] : memref<?xi1>
                cf.br ^bb8
              ^bb7:
                %v124 = arith.constant false
                memref.store %v124, %l34[%k0] : memref<?xi1>
                cf.br ^bb8
              ^bb8:
                %v125 = arith.constant 0 : i32
                memref.store %v125, %l35[%k0] : memref<?xi32>
                %v126 = arith.constant 0 : i32
                memref.store %v126, %l36[%k0] : memref<?xi32>
                %v127 = arith.constant 0 : i32
                memref.store %v127, %l37[%k0] : memref<?xi32>
                %v128 = arith.constant 0x00000000 : f32
                memref.store %v128, %l38[%k0] : memref<?xf32>
                %v129 = arith.constant 0x00000000 : f32
                memref.store %v129, %l39[%k0] : memref<?xf32>
                %v130 = arith.constant 0x00000000 : f32
                memref.store %v130, %l40[%k0] : memref<?xf32>
                %v131 = arith.constant 0x00000000 : f32
                memref.store %v131, %l41[%k0] : memref<?xf32>
                %v132 = arith.constant 0x00000000 : f32
                memref.store %v132, %l42[%k0] : memref<?xf32>
                %v133 = arith.constant 0x00000000 : f32
                memref.store %v133, %l43[%k0] : memref<?xf32>
                %v134 = arith.constant 0x00000000 : f32
                memref.store %v134, %l44[%k0] : memref<?xf32>
                %v135 = arith.constant 0x00000000 : f32
                memref.store %v135, %l45[%k0] : memref<?xf32>
                %v136 = arith.index_cast %n0 : index to i64
                memref.store %v136, %l46[%k0] : memref<?xi64>
                %v137 = memref.load %l21[%k0] : memref<?xi64>
                %v138 = memref.load %l46[%k0] : memref<?xi64>
                %v139 = arith.cmpi ult, %v137, %v138 : i64
                memref.store %v139, %l47[%k0] : memref<?xi1>
                %v140 = memref.load %l47[%k0] : memref<?xi1>
                cf.cond_br %v140, ^bb9, ^bb20
              ^bb9:
                %v141 = arith.index_cast %n0 : index to i64
                memref.store %v141, %l48[%k0] : memref<?xi64>
                %v142 = memref.load %l19[%k0] : memref<?xi64>
                %v143 = memref.load %l48[%k0] : memref<?xi64>
                %v144 = arith.cmpi ult, %v142, %v143 : i64
                memref.store %v144, %l49[%k0] : memref<?xi1>
                %v145 = memref.load %l49[%k0] : memref<?xi1>
                cf.cond_br %v145, ^bb10, ^bb20
              ^bb10:
                %v146 = arith.index_cast %n0 : index to i64
                memref.store %v146, %l50[%k0] : memref<?xi64>
                %v147 = memref.load %l20[%k0] : memref<?xi64>
                %v148 = memref.load %l50[%k0] : memref<?xi64>
                %v149 = arith.cmpi ult, %v147, %v148 : i64
                memref.store %v149, %l51[%k0] : memref<?xi1>
                %v150 = memref.load %l51[%k0] : memref<?xi1>
                cf.cond_br %v150, ^bb11, ^bb20
              ^bb11:
                %v151 = memref.load %l31[%k0] : memref<?xi64>
                %v152 = memref.load %l9[%k0] : memref<?xi64>
                %v153 = arith.cmpi ult, %v151, %v152 : i64
                memref.store %v153, %l52[%k0] : memref<?xi1>
                %v154 = memref.load %l52[%k0] : memref<?xi1>
                cf.cond_br %v154, ^bb12, ^bb20
              ^bb12:
                %v155 = memref.load %l24[%k0] : memref<?xi64>
                %v156 = memref.load %l9[%k0] : memref<?xi64>
                %v157 = arith.cmpi ult, %v155, %v156 : i64
                memref.store %v157, %l53[%k0] : memref<?xi1>
                %v158 = memref.load %l53[%k0] : memref<?xi1>
                cf.cond_br %v158, ^bb13, ^bb20
              ^bb13:
                %v159 = memref.load %l25[%k0] : memref<?xi64>
                %v160 = memref.load %l9[%k0] : memref<?xi64>
                %v161 = arith.cmpi ult, %v159, %v160 : i64
                memref.store %v161, %l54[%k0] : memref<?xi1>
                %v162 = memref.load %l54[%k0] : memref<?xi1>
                cf.cond_br %v162, ^bb14, ^bb20
              ^bb14:
                %v163 = memref.load %l26[%k0] : memref<?xi64>
                %v164 = memref.load %l9[%k0] : memref<?xi64>
                %v165 = arith.cmpi ult, %v163, %v164 : i64
                memref.store %v165, %l55[%k0] : memref<?xi1>
                %v166 = memref.load %l55[%k0] : memref<?xi1>
                cf.cond_br %v166, ^bb15, ^bb20
              ^bb15:
                %v167 = memref.load %l27[%k0] : memref<?xi64>
                %v168 = memref.load %l9[%k0] : memref<?xi64>
                %v169 = arith.cmpi ult, %v167, %v168 : i64
                memref.store %v169, %l56[%k0] : memref<?xi1>
                %v170 = memref.load %l56[%k0] : memref<?xi1>
                cf.cond_br %v170, ^bb16, ^bb20
              ^bb16:
                %v171 = memref.load %l28[%k0] : memref<?xi64>
                %v172 = memref.load %l9[%k0] : memref<?xi64>
                %v173 = arith.cmpi ult, %v171, %v172 : i64
                memref.store %v173, %l57[%k0] : memref<?xi1>
                %v174 = memref.load %l57[%k0] : memref<?xi1>
                cf.cond_br %v174, ^bb17, ^bb20
              ^bb17:
                %v175 = memref.load %l29[%k0] : memref<?xi64>
                %v176 = memref.load %l9[%k0] : memref<?xi64>
                %v177 = arith.cmpi ult, %v175, %v176 : i64
                memref.store %v177, %l58[%k0] : memref<?xi1>
                %v178 = memref.load %l58[%k0] : memref<?xi1>
                cf.cond_br %v178, ^bb18, ^bb20
              ^bb18:
                %v179 = memref.load %l30[%k0] : memref<?xi64>
                %v180 = memref.load %l9[%k0] : memref<?xi64>
                %v181 = arith.cmpi ult, %v179, %v180 : i64
                memref.store %v181, %l59[%k0] : memref<?xi1>
                %v182 = memref.load %l59[%k0] : memref<?xi1>
                cf.cond_br %v182, ^bb19, ^bb20
              ^bb19:
                %v183 = memref.load %l19[%k0] : memref<?xi64>
                %v184 = arith.index_cast %v183 : i64 to index
                %v185 = memref.load %p0[%v184] : memref<?xi32>
                memref.store %v185, %l60[%k0] : memref<?xi32>
                %v186 = memref.load %l60[%k0] : memref<?xi32>
                memref.store %v186, %l35[%k0] : memref<?xi32>
                %v187 = memref.load %l20[%k0] : memref<?xi64>
                %v188 = arith.index_cast %v187 : i64 to index
                %v189 = memref.load %p0[%v188] : memref<?xi32>
                memref.store %v189, %l61[%k0] : memref<?xi32>
                %v190 = memref.load %l61[%k0] : memref<?xi32>
                memref.store %v190, %l36[%k0] : memref<?xi32>
                %v191 = memref.load %l21[%k0] : memref<?xi64>
                %v192 = arith.index_cast %v191 : i64 to index
                %v193 = memref.load %p0[%v192] : memref<?xi32>
                memref.store %v193, %l62[%k0] : memref<?xi32>
                %v194 = memref.load %l62[%k0] : memref<?xi32>
                memref.store %v194, %l37[%k0] : memref<?xi32>
                %v195 = memref.load %l24[%k0] : memref<?xi64>
                %v196 = arith.index_cast %v195 : i64 to index
                %v197 = memref.load %p1[%v196] : memref<?xf32>
                memref.store %v197, %l63[%k0] : memref<?xf32>
                %v198 = memref.load %l63[%k0] : memref<?xf32>
                memref.store %v198, %l38[%k0] : memref<?xf32>
                %v199 = memref.load %l25[%k0] : memref<?xi64>
                %v200 = arith.index_cast %v199 : i64 to index
                %v201 = memref.load %p1[%v200] : memref<?xf32>
                memref.store %v201, %l64[%k0] : memref<?xf32>
                %v202 = memref.load %l64[%k0] : memref<?xf32>
                memref.store %v202, %l39[%k0] : memref<?xf32>
                %v203 = memref.load %l26[%k0] : memref<?xi64>
                %v204 = arith.index_cast %v203 : i64 to index
                %v205 = memref.load %p1[%v204] : memref<?xf32>
                memref.store %v205, %l65[%k0] : memref<?xf32>
                %v206 = memref.load %l65[%k0] : memref<?xf32>
                memref.store %v206, %l40[%k0] : memref<?xf32>
                %v207 = memref.load %l27[%k0] : memref<?xi64>
                %v208 = arith.index_cast %v207 : i64 to index
                %v209 = memref.load %p1[%v208] : memref<?xf32>
                memref.store %v209, %l66[%k0] : memref<?xf32>
                %v210 = memref.load %l66[%k0] : memref<?xf32>
                memref.store %v210, %l41[%k0] : memref<?xf32>
                %v211 = memref.load %l28[%k0] : memref<?xi64>
                %v212 = arith.index_cast %v211 : i64 to index
                %v213 = memref.load %p1[%v212] : memref<?xf32>
                memref.store %v213, %l67[%k0] : memref<?xf32>
                %v214 = memref.load %l67[%k0] : memref<?xf32>
                memref.store %v214, %l42[%k0] : memref<?xf32>
                %v215 = memref.load %l29[%k0] : memref<?xi64>
                %v216 = arith.index_cast %v215 : i64 to index
                %v217 = memref.load %p1[%v216] : memref<?xf32>
                memref.store %v217, %l68[%k0] : memref<?xf32>
                %v218 = memref.load %l68[%k0] : memref<?xf32>
                memref.store %v218, %l43[%k0] : memref<?xf32>
                %v219 = memref.load %l30[%k0] : memref<?xi64>
                %v220 = arith.index_cast %v219 : i64 to index
                %v221 = memref.load %p1[%v220] : memref<?xf32>
                memref.store %v221, %l69[%k0] : memref<?xf32>
                %v222 = memref.load %l69[%k0] : memref<?xf32>
                memref.store %v222, %l44[%k0] : memref<?xf32>
                %v223 = memref.load %l31[%k0] : memref<?xi64>
                %v224 = arith.index_cast %v223 : i64 to index
                %v225 = memref.load %p1[%v224] : memref<?xf32>
                memref.store %v225, %l70[%k0] : memref<?xf32>
                %v226 = memref.load %l70[%k0] : memref<?xf32>
                memref.store %v226, %l45[%k0] : memref<?xf32>
                cf.br ^bb20
              ^bb20:
                %v227 = memref.load %l15[%k0] : memref<?xi64>
                %v228 = arith.constant 8 : i64
                %v229 = arith.addi %v227, %v228 : i64
                memref.store %v229, %l71[%k0] : memref<?xi64>
                %v230 = memref.load %l13[%k0] : memref<?xi64>
                %v231 = memref.load %l71[%k0] : memref<?xi64>
                %v232 = arith.addi %v230, %v231 : i64
                memref.store %v232, %l72[%k0] : memref<?xi64>
                %v233 = memref.load %l72[%k0] : memref<?xi64>
                %v234 = arith.constant 18 : i64
                %v235 = arith.muli %v233, %v234 : i64
                memref.store %v235, %l73[%k0] : memref<?xi64>
                %v236 = memref.load %l73[%k0] : memref<?xi64>
                %v237 = arith.constant 4 : i64
                %v238 = arith.constant 0 : i64
                %v239 = arith.cmpi eq, %v237, %v238 : i64
                %v240 = arith.constant 1 : i64
                %v241 = arith.select %v239, %v240, %v237 : i64
                %v242 = arith.divui %v236, %v241 : i64
                memref.store %v242, %l74[%k0] : memref<?xi64>
                %v243 = memref.load %l74[%k0] : memref<?xi64>
                %v244 = memref.load %l6[%k0] : memref<?xi64>
                %v245 = arith.addi %v243, %v244 : i64
                memref.store %v245, %l75[%k0] : memref<?xi64>
                %v246 = memref.load %l75[%k0] : memref<?xi64>
                %v247 = arith.constant 1 : i64
                %v248 = arith.addi %v246, %v247 : i64
                memref.store %v248, %l76[%k0] : memref<?xi64>
                %v249 = memref.load %l71[%k0] : memref<?xi64>
                %v250 = arith.constant 32 : i64
                %v251 = arith.muli %v249, %v250 : i64
                memref.store %v251, %l77[%k0] : memref<?xi64>
                %v252 = arith.constant 4 : i64
                %v253 = memref.load %l6[%k0] : memref<?xi64>
                %v254 = arith.muli %v252, %v253 : i64
                memref.store %v254, %l78[%k0] : memref<?xi64>
                %v255 = memref.load %l77[%k0] : memref<?xi64>
                %v256 = memref.load %l78[%k0] : memref<?xi64>
                %v257 = arith.addi %v255, %v256 : i64
                memref.store %v257, %l79[%k0] : memref<?xi64>
                %v258 = memref.load %l79[%k0] : memref<?xi64>
                %v259 = arith.constant 1 : i64
                %v260 = arith.ori %v258, %v259 : i64
                memref.store %v260, %l80[%k0] : memref<?xi64>
                %v261 = memref.load %l79[%k0] : memref<?xi64>
                %v262 = arith.constant 2 : i64
                %v263 = arith.ori %v261, %v262 : i64
                memref.store %v263, %l81[%k0] : memref<?xi64>
                %v264 = memref.load %l79[%k0] : memref<?xi64>
                %v265 = arith.constant 3 : i64
                %v266 = arith.ori %v264, %v265 : i64
                memref.store %v266, %l82[%k0] : memref<?xi64>
                %v267 = memref.load %l79[%k0] : memref<?xi64>
                %v268 = arith.constant 16 : i64
                %v269 = arith.ori %v267, %v268 : i64
                memref.store %v269, %l83[%k0] : memref<?xi64>
                %v270 = memref.load %l79[%k0] : memref<?xi64>
                %v271 = arith.constant 17 : i64
                %v272 = arith.ori %v270, %v271 : i64
                memref.store %v272, %l84[%k0] : memref<?xi64>
                %v273 = memref.load %l79[%k0] : memref<?xi64>
                %v274 = arith.constant 18 : i64
                %v275 = arith.ori %v273, %v274 : i64
                memref.store %v275, %l85[%k0] : memref<?xi64>
                %v276 = memref.load %l79[%k0] : memref<?xi64>
                %v277 = arith.constant 19 : i64
                %v278 = arith.ori %v276, %v277 : i64
                memref.store %v278, %l86[%k0] : memref<?xi64>
                %v279 = memref.load %l71[%k0] : memref<?xi64>
                %v280 = memref.load %l8[%k0] : memref<?xi64>
                %v281 = arith.cmpi ult, %v279, %v280 : i64
                memref.store %v281, %l87[%k0] : memref<?xi1>
                %v282 = memref.load %l87[%k0] : memref<?xi1>
                cf.cond_br %v282, ^bb21, ^bb23
              ^bb21:
                %v283 = arith.index_cast %n0 : index to i64
                memref.store %v283, %l88[%k0] : memref<?xi64>
                %v284 = memref.load %l76[%k0] : memref<?xi64>
                %v285 = memref.load %l88[%k0] : memref<?xi64>
                %v286 = arith.cmpi ult, %v284, %v285 : i64
                memref.store %v286, %l89[%k0] : memref<?xi1>
                %v287 = memref.load %l89[%k0] : memref<?xi1>
                cf.cond_br %v287, ^bb22, ^bb23
              ^bb22:
                %v288 = memref.load %l86[%k0] : memref<?xi64>
                %v289 = memref.load %l9[%k0] : memref<?xi64>
                %v290 = arith.cmpi ult, %v288, %v289 : i64
                memref.store %v290, %l90[%k0] : memref<?xi1>
                cf.br ^bb24
              ^bb23:
                %v291 = arith.constant false
                memref.store %v291, %l90[%k0] : memref<?xi1>
                cf.br ^bb24
              ^bb24:
                %v292 = arith.constant 0 : i32
                memref.store %v292, %l91[%k0] : memref<?xi32>
                %v293 = arith.constant 0 : i32
                memref.store %v293, %l92[%k0] : memref<?xi32>
                %v294 = arith.constant 0 : i32
                memref.store %v294, %l93[%k0] : memref<?xi32>
                %v295 = arith.constant 0x00000000 : f32
                memref.store %v295, %l94[%k0] : memref<?xf32>
                %v296 = arith.constant 0x00000000 : f32
                memref.store %v296, %l95[%k0] : memref<?xf32>
                %v297 = arith.constant 0x00000000 : f32
                memref.store %v297, %l96[%k0] : memref<?xf32>
                %v298 = arith.constant 0x00000000 : f32
                memref.store %v298, %l97[%k0] : memref<?xf32>
                %v299 = arith.constant 0x00000000 : f32
                memref.store %v299, %l98[%k0] : memref<?xf32>
                %v300 = arith.constant 0x00000000 : f32
                memref.store %v300, %l99[%k0] : memref<?xf32>
                %v301 = arith.constant 0x00000000 : f32
                memref.store %v301, %l100[%k0] : memref<?xf32>
                %v302 = arith.constant 0x00000000 : f32
                memref.store %v302, %l101[%k0] : memref<?xf32>
                %v303 = memref.load %l71[%k0] : memref<?xi64>
                %v304 = memref.load %l8[%k0] : memref<?xi64>
                %v305 = arith.cmpi ult, %v303, %v304 : i64
                memref.store %v305, %l102[%k0] : memref<?xi1>
                %v306 = memref.load %l102[%k0] : memref<?xi1>
                cf.cond_br %v306, ^bb25, ^bb37
              ^bb25:
                %v307 = arith.index_cast %n0 : index to i64
                memref.store %v307, %l103[%k0] : memref<?xi64>
                %v308 = memref.load %l76[%k0] : memref<?xi64>
                %v309 = memref.load %l103[%k0] : memref<?xi64>
                %v310 = arith.cmpi ult, %v308, %v309 : i64
                memref.store %v310, %l104[%k0] : memref<?xi1>
                %v311 = memref.load %l104[%k0] : memref<?xi1>
                cf.cond_br %v311, ^bb26, ^bb37
              ^bb26:
                %v312 = arith.index_cast %n0 : index to i64
                memref.store %v312, %l105[%k0] : memref<?xi64>
                %v313 = memref.load %l74[%k0] : memref<?xi64>
                %v314 = memref.load %l105[%k0] : memref<?xi64>
                %v315 = arith.cmpi ult, %v313, %v314 : i64
                memref.store %v315, %l106[%k0] : memref<?xi1>
                %v316 = memref.load %l106[%k0] : memref<?xi1>
                cf.cond_br %v316, ^bb27, ^bb37
              ^bb27:
                %v317 = arith.index_cast %n0 : index to i64
                memref.store %v317, %l107[%k0] : memref<?xi64>
                %v318 = memref.load %l75[%k0] : memref<?xi64>
                %v319 = memref.load %l107[%k0] : memref<?xi64>
                %v320 = arith.cmpi ult, %v318, %v319 : i64
                memref.store %v320, %l108[%k0] : memref<?xi1>
                %v321 = memref.load %l108[%k0] : memref<?xi1>
                cf.cond_br %v321, ^bb28, ^bb37
              ^bb28:
                %v322 = memref.load %l86[%k0] : memref<?xi64>
                %v323 = memref.load %l9[%k0] : memref<?xi64>
                %v324 = arith.cmpi ult, %v322, %v323 : i64
                memref.store %v324, %l109[%k0] : memref<?xi1>
                %v325 = memref.load %l109[%k0] : memref<?xi1>
                cf.cond_br %v325, ^bb29, ^bb37
              ^bb29:
                %v326 = memref.load %l79[%k0] : memref<?xi64>
                %v327 = memref.load %l9[%k0] : memref<?xi64>
                %v328 = arith.cmpi ult, %v326, %v327 : i64
                memref.store %v328, %l110[%k0] : memref<?xi1>
                %v329 = memref.load %l110[%k0] : memref<?xi1>
                cf.cond_br %v329, ^bb30, ^bb37
              ^bb30:
                %v330 = memref.load %l80[%k0] : memref<?xi64>
                %v331 = memref.load %l9[%k0] : memref<?xi64>
                %v332 = arith.cmpi ult, %v330, %v331 : i64
                memref.store %v332, %l111[%k0] : memref<?xi1>
                %v333 = memref.load %l111[%k0] : memref<?xi1>
                cf.cond_br %v333, ^bb31, ^bb37
              ^bb31:
                %v334 = memref.load %l81[%k0] : memref<?xi64>
                %v335 = memref.load %l9[%k0] : memref<?xi64>
                %v336 = arith.cmpi ult, %v334, %v335 : i64
                memref.store %v336, %l112[%k0] : memref<?xi1>
                %v337 = memref.load %l112[%k0] : memref<?xi1>
                cf.cond_br %v337, ^bb32, ^bb37
              ^bb32:
                %v338 = memref.load %l82[%k0] : memref<?xi64>
                %v339 = memref.load %l9[%k0] : memref<?xi64>
                %v340 = arith.cmpi ult, %v338, %v339 : i64
                memref.store %v340, %l113[%k0] : memref<?xi1>
                %v341 = memref.load %l113[%k0] : memref<?xi1>
                cf.cond_br %v341, ^bb33, ^bb37
              ^bb33:
                %v342 = memref.load %l83[%k0] : memref<?xi64>
                %v343 = memref.load %l9[%k0] : memref<?xi64>
                %v344 = arith.cmpi ult, %v342, %v343 : i64
                memref.store %v344, %l114[%k0] : memref<?xi1>
                %v345 = memref.load %l114[%k0] : memref<?xi1>
                cf.cond_br %v345, ^bb34, ^bb37
              ^bb34:
                %v346 = memref.load %l84[%k0] : memref<?xi64>
                %v347 = memref.load %l9[%k0] : memref<?xi64>
                %v348 = arith.cmpi ult, %v346, %v347 : i64
                memref.store %v348, %l115[%k0] : memref<?xi1>
                %v349 = memref.load %l115[%k0] : memref<?xi1>
                cf.cond_br %v349, ^bb35, ^bb37
              ^bb35:
                %v350 = memref.load %l85[%k0] : memref<?xi64>
                %v351 = memref.load %l9[%k0] : memref<?xi64>
                %v352 = arith.cmpi ult, %v350, %v351 : i64
                memref.store %v352, %l116[%k0] : memref<?xi1>
                %v353 = memref.load %l116[%k0] : memref<?xi1>
                cf.cond_br %v353, ^bb36, ^bb37
              ^bb36:
                %v354 = memref.load %l74[%k0] : memref<?xi64>
                %v355 = arith.index_cast %v354 : i64 to index
                %v356 = memref.load %p0[%v355] : memref<?xi32>
                memref.store %v356, %l117[%k0] : memref<?xi32>
                %v357 = memref.load %l117[%k0] : memref<?xi32>
                memref.store %v357, %l91[%k0] : memref<?xi32>
                %v358 = memref.load %l75[%k0] : memref<?xi64>
                %v359 = arith.index_cast %v358 : i64 to index
                %v360 = memref.load %p0[%v359] : memref<?xi32>
                memref.store %v360, %l118[%k0] : memref<?xi32>
                %v361 = memref.load %l118[%k0] : memref<?xi32>
                memref.store %v361, %l92[%k0] : memref<?xi32>
                %v362 = memref.load %l76[%k0] : memref<?xi64>
                %v363 = arith.index_cast %v362 : i64 to index
                %v364 = memref.load %p0[%v363] : memref<?xi32>
                memref.store %v364, %l119[%k0] : memref<?xi32>
                %v365 = memref.load %l119[%k0] : memref<?xi32>
                memref.store %v365, %l93[%k0] : memref<?xi32>
                %v366 = memref.load %l79[%k0] : memref<?xi64>
                %v367 = arith.index_cast %v366 : i64 to index
                %v368 = memref.load %p1[%v367] : memref<?xf32>
                memref.store %v368, %l120[%k0] : memref<?xf32>
                %v369 = memref.load %l120[%k0] : memref<?xf32>
                memref.store %v369, %l94[%k0] : memref<?xf32>
                %v370 = memref.load %l80[%k0] : memref<?xi64>
                %v371 = arith.index_cast %v370 : i64 to index
                %v372 = memref.load %p1[%v371] : memref<?xf32>
                memref.store %v372, %l121[%k0] : memref<?xf32>
                %v373 = memref.load %l121[%k0] : memref<?xf32>
                memref.store %v373, %l95[%k0] : memref<?xf32>
                %v374 = memref.load %l81[%k0] : memref<?xi64>
                %v375 = arith.index_cast %v374 : i64 to index
                %v376 = memref.load %p1[%v375] : memref<?xf32>
                memref.store %v376, %l122[%k0] : memref<?xf32>
                %v377 = memref.load %l122[%k0] : memref<?xf32>
                memref.store %v377, %l96[%k0] : memref<?xf32>
                %v378 = memref.load %l82[%k0] : memref<?xi64>
                %v379 = arith.index_cast %v378 : i64 to index
                %v380 = memref.load %p1[%v379] : memref<?xf32>
                memref.store %v380, %l123[%k0] : memref<?xf32>
                %v381 = memref.load %l123[%k0] : memref<?xf32>
                memref.store %v381, %l97[%k0] : memref<?xf32>
                %v382 = memref.load %l83[%k0] : memref<?xi64>
                %v383 = arith.index_cast %v382 : i64 to index
                %v384 = memref.load %p1[%v383] : memref<?xf32>
                memref.store %v384, %l124[%k0] : memref<?xf32>
                %v385 = memref.load %l124[%k0] : memref<?xf32>
                memref.store %v385, %l98[%k0] : memref<?xf32>
                %v386 = memref.load %l84[%k0] : memref<?xi64>
                %v387 = arith.index_cast %v386 : i64 to index
                %v388 = memref.load %p1[%v387] : memref<?xf32>
                memref.store %v388, %l125[%k0] : memref<?xf32>
                %v389 = memref.load %l125[%k0] : memref<?xf32>
                memref.store %v389, %l99[%k0] : memref<?xf32>
                %v390 = memref.load %l85[%k0] : memref<?xi64>
                %v391 = arith.index_cast %v390 : i64 to index
                %v392 = memref.load %p1[%v391] : memref<?xf32>
                memref.store %v392, %l126[%k0] : memref<?xf32>
                %v393 = memref.load %l126[%k0] : memref<?xf32>
                memref.store %v393, %l100[%k0] : memref<?xf32>
                %v394 = memref.load %l86[%k0] : memref<?xi64>
                %v395 = arith.index_cast %v394 : i64 to index
                %v396 = memref.load %p1[%v395] : memref<?xf32>
                memref.store %v396, %l127[%k0] : memref<?xf32>
                %v397 = memref.load %l127[%k0] : memref<?xf32>
                memref.store %v397, %l101[%k0] : memref<?xf32>
                cf.br ^bb37
              ^bb37:
                %v398 = memref.load %l34[%k0] : memref<?xi1>
                memref.store %v398, %l128[%k0] : memref<?xi1>
                %v399 = memref.load %l128[%k0] : memref<?xi1>
                cf.cond_br %v399, ^bb38, ^bb46
              ^bb38:
                %v400 = memref.load %l35[%k0] : memref<?xi32>
                memref.store %v400, %l129[%k0] : memref<?xi32>
                %v401 = memref.load %l18[%k0] : memref<?xi64>
                %v402 = arith.constant 4 : i64
                %v403 = arith.constant 0 : i64
                %v404 = arith.cmpi eq, %v402, %v403 : i64
                %v405 = arith.constant 1 : i64
                %v406 = arith.select %v404, %v405, %v402 : i64
                %v407 = arith.remui %v401, %v406 : i64
                memref.store %v407, %l130[%k0] : memref<?xi64>
                %v408 = memref.load %l130[%k0] : memref<?xi64>
                %v409 = arith.constant 8 : i64
                %v410 = arith.muli %v408, %v409 : i64
                memref.store %v410, %l131[%k0] : memref<?xi64>
                %v411 = memref.load %l131[%k0] : memref<?xi64>
                %v412 = arith.trunci %v411 : i64 to i32
                memref.store %v412, %l132[%k0] : memref<?xi32>
                %v413 = memref.load %l129[%k0] : memref<?xi32>
                %v414 = memref.load %l132[%k0] : memref<?xi32>
                %v415 = arith.constant 31 : i32
                %v416 = arith.andi %v414, %v415 : i32
                %v417 = arith.shrui %v413, %v416 : i32
                memref.store %v417, %l133[%k0] : memref<?xi32>
                %v418 = memref.load %l133[%k0] : memref<?xi32>
                %v419 = arith.constant 65535 : i32
                %v420 = arith.andi %v418, %v419 : i32
                memref.store %v420, %l134[%k0] : memref<?xi32>
                %v421 = arith.constant 10 : i32
                memref.store %v421, %l135[%k0] : memref<?xi32>
                %v422 = memref.load %l134[%k0] : memref<?xi32>
                %v423 = memref.load %l135[%k0] : memref<?xi32>
                %v424 = arith.constant 31 : i32
                %v425 = arith.andi %v423, %v424 : i32
                %v426 = arith.shrui %v422, %v425 : i32
                memref.store %v426, %l136[%k0] : memref<?xi32>
                %v427 = memref.load %l136[%k0] : memref<?xi32>
                %v428 = arith.constant 31 : i32
                %v429 = arith.andi %v427, %v428 : i32
                memref.store %v429, %l137[%k0] : memref<?xi32>
                %v430 = memref.load %l134[%k0] : memref<?xi32>
                %v431 = arith.constant 1023 : i32
                %v432 = arith.andi %v430, %v431 : i32
                memref.store %v432, %l138[%k0] : memref<?xi32>
                %v433 = arith.constant 15 : i32
                memref.store %v433, %l139[%k0] : memref<?xi32>
                %v434 = memref.load %l134[%k0] : memref<?xi32>
                %v435 = memref.load %l139[%k0] : memref<?xi32>
                %v436 = arith.constant 31 : i32
                %v437 = arith.andi %v435, %v436 : i32
                %v438 = arith.shrui %v434, %v437 : i32
                memref.store %v438, %l140[%k0] : memref<?xi32>
                %v439 = arith.constant 31 : i32
                memref.store %v439, %l141[%k0] : memref<?xi32>
                %v440 = memref.load %l140[%k0] : memref<?xi32>
                %v441 = memref.load %l141[%k0] : memref<?xi32>
                %v442 = arith.constant 31 : i32
                %v443 = arith.andi %v441, %v442 : i32
                %v444 = arith.shli %v440, %v443 : i32
                memref.store %v444, %l142[%k0] : memref<?xi32>
                %v445 = memref.load %l137[%k0] : memref<?xi32>
                %v446 = arith.constant 112 : i32
                %v447 = arith.addi %v445, %v446 : i32
                memref.store %v447, %l143[%k0] : memref<?xi32>
                %v448 = arith.constant 23 : i32
                memref.store %v448, %l144[%k0] : memref<?xi32>
                %v449 = memref.load %l143[%k0] : memref<?xi32>
                %v450 = memref.load %l144[%k0] : memref<?xi32>
                %v451 = arith.constant 31 : i32
                %v452 = arith.andi %v450, %v451 : i32
                %v453 = arith.shli %v449, %v452 : i32
                memref.store %v453, %l145[%k0] : memref<?xi32>
                %v454 = memref.load %l142[%k0] : memref<?xi32>
                %v455 = memref.load %l145[%k0] : memref<?xi32>
                %v456 = arith.ori %v454, %v455 : i32
                memref.store %v456, %l146[%k0] : memref<?xi32>
                %v457 = arith.constant 13 : i32
                memref.store %v457, %l147[%k0] : memref<?xi32>
                %v458 = memref.load %l138[%k0] : memref<?xi32>
                %v459 = memref.load %l147[%k0] : memref<?xi32>
                %v460 = arith.constant 31 : i32
                %v461 = arith.andi %v459, %v460 : i32
                %v462 = arith.shli %v458, %v461 : i32
                memref.store %v462, %l148[%k0] : memref<?xi32>
                %v463 = memref.load %l146[%k0] : memref<?xi32>
                %v464 = memref.load %l148[%k0] : memref<?xi32>
                %v465 = arith.ori %v463, %v464 : i32
                memref.store %v465, %l149[%k0] : memref<?xi32>
                %v466 = memref.load %l149[%k0] : memref<?xi32>
                %v467 = arith.bitcast %v466 : i32 to f32
                memref.store %v467, %l150[%k0] : memref<?xf32>
                %v468 = memref.load %l137[%k0] : memref<?xi32>
                %v469 = arith.constant 0 : i32
                %v470 = arith.cmpi eq, %v468, %v469 : i32
                memref.store %v470, %l151[%k0] : memref<?xi1>
                %v471 = memref.load %l151[%k0] : memref<?xi1>
                cf.cond_br %v471, ^bb39, ^bb41
              ^bb39:
                %v472 = arith.constant 1258291200 : i32
                %v473 = memref.load %l138[%k0] : memref<?xi32>
                %v474 = arith.ori %v472, %v473 : i32
                memref.store %v474, %l152[%k0] : memref<?xi32>
                %v475 = memref.load %l152[%k0] : memref<?xi32>
                %v476 = arith.bitcast %v475 : i32 to f32
                memref.store %v476, %l153[%k0] : memref<?xf32>
                %v477 = memref.load %l153[%k0] : memref<?xf32>
                %v478 = arith.constant 0x4B000000 : f32
                %v479 = arith.subf %v477, %v478 : f32
                memref.store %v479, %l154[%k0] : memref<?xf32>
                %v480 = arith.constant 0x3F800000 : f32
                %v481 = arith.constant 0x4B800000 : f32
                %v482 = arith.divf %v480, %v481 : f32
                memref.store %v482, %l155[%k0] : memref<?xf32>
                %v483 = memref.load %l154[%k0] : memref<?xf32>
                %v484 = memref.load %l155[%k0] : memref<?xf32>
                %v485 = arith.mulf %v483, %v484 : f32
                memref.store %v485, %l150[%k0] : memref<?xf32>
                %v486 = memref.load %l134[%k0] : memref<?xi32>
                %v487 = arith.constant 32768 : i32
                %v488 = arith.cmpi uge, %v486, %v487 : i32
                memref.store %v488, %l156[%k0] : memref<?xi1>
                %v489 = memref.load %l156[%k0] : memref<?xi1>
                cf.cond_br %v489, ^bb40, ^bb41
              ^bb40:
                %v490 = memref.load %l150[%k0] : memref<?xf32>
                memref.store %v490, %l157[%k0] : memref<?xf32>
                %v491 = memref.load %l157[%k0] : memref<?xf32>
                %v492 = arith.negf %v491 : f32
                memref.store %v492, %l150[%k0] : memref<?xf32>
                cf.br ^bb41
              ^bb41:
                %v493 = memref.load %l137[%k0] : memref<?xi32>
                %v494 = arith.constant 31 : i32
                %v495 = arith.cmpi eq, %v493, %v494 : i32
                memref.store %v495, %l158[%k0] : memref<?xi1>
                %v496 = memref.load %l158[%k0] : memref<?xi1>
                cf.cond_br %v496, ^bb42, ^bb43
              ^bb42:
                %v497 = arith.constant 15 : i32
                memref.store %v497, %l159[%k0] : memref<?xi32>
                %v498 = memref.load %l134[%k0] : memref<?xi32>
                %v499 = memref.load %l159[%k0] : memref<?xi32>
                %v500 = arith.constant 31 : i32
                %v501 = arith.andi %v499, %v500 : i32
                %v502 = arith.shrui %v498, %v501 : i32
                memref.store %v502, %l160[%k0] : memref<?xi32>
                %v503 = arith.constant 31 : i32
                memref.store %v503, %l161[%k0] : memref<?xi32>
                %v504 = memref.load %l160[%k0] : memref<?xi32>
                %v505 = memref.load %l161[%k0] : memref<?xi32>
                %v506 = arith.constant 31 : i32
                %v507 = arith.andi %v505, %v506 : i32
                %v508 = arith.shli %v504, %v507 : i32
                memref.store %v508, %l162[%k0] : memref<?xi32>
                %v509 = memref.load %l162[%k0] : memref<?xi32>
                %v510 = arith.constant 2139095040 : i32
                %v511 = arith.ori %v509, %v510 : i32
                memref.store %v511, %l163[%k0] : memref<?xi32>
                %v512 = arith.constant 13 : i32
                memref.store %v512, %l164[%k0] : memref<?xi32>
                %v513 = memref.load %l138[%k0] : memref<?xi32>
                %v514 = memref.load %l164[%k0] : memref<?xi32>
                %v515 = arith.constant 31 : i32
                %v516 = arith.andi %v514, %v515 : i32
                %v517 = arith.shli %v513, %v516 : i32
                memref.store %v517, %l165[%k0] : memref<?xi32>
                %v518 = memref.load %l163[%k0] : memref<?xi32>
                %v519 = memref.load %l165[%k0] : memref<?xi32>
                %v520 = arith.ori %v518, %v519 : i32
                memref.store %v520, %l166[%k0] : memref<?xi32>
                %v521 = memref.load %l166[%k0] : memref<?xi32>
                %v522 = arith.bitcast %v521 : i32 to f32
                memref.store %v522, %l167[%k0] : memref<?xf32>
                %v523 = memref.load %l167[%k0] : memref<?xf32>
                memref.store %v523, %l150[%k0] : memref<?xf32>
                cf.br ^bb43
              ^bb43:
                %v524 = memref.load %l150[%k0] : memref<?xf32>
                memref.store %v524, %l168[%k0] : memref<?xf32>
                %v525 = memref.load %l37[%k0] : memref<?xi32>
                memref.store %v525, %l169[%k0] : memref<?xi32>
                %v526 = memref.load %l18[%k0] : memref<?xi64>
                %v527 = arith.constant 4 : i64
                %v528 = arith.constant 0 : i64
                %v529 = arith.cmpi eq, %v527, %v528 : i64
                %v530 = arith.constant 1 : i64
                %v531 = arith.select %v529, %v530, %v527 : i64
                %v532 = arith.remui %v526, %v531 : i64
                memref.store %v532, %l170[%k0] : memref<?xi64>
                %v533 = memref.load %l170[%k0] : memref<?xi64>
                %v534 = arith.constant 0 : i64
                %v535 = arith.cmpi eq, %v533, %v534 : i64
                memref.store %v535, %l171[%k0] : memref<?xi1>
                %v536 = memref.load %l171[%k0] : memref<?xi1>
                cf.cond_br %v536, ^bb44, ^bb45
              ^bb44:
                %v537 = memref.load %l36[%k0] : memref<?xi32>
                memref.store %v537, %l172[%k0] : memref<?xi32>
                %v538 = arith.constant 16 : i32
                memref.store %v538, %l173[%k0] : memref<?xi32>
                %v539 = memref.load %l172[%k0] : memref<?xi32>
                %v540 = memref.load %l173[%k0] : memref<?xi32>
                %v541 = arith.constant 31 : i32
                %v542 = arith.andi %v540, %v541 : i32
                %v543 = arith.shrui %v539, %v542 : i32
                memref.store %v543, %l174[%k0] : memref<?xi32>
                %v544 = memref.load %l37[%k0] : memref<?xi32>
                memref.store %v544, %l175[%k0] : memref<?xi32>
                %v545 = arith.constant 16 : i32
                memref.store %v545, %l176[%k0] : memref<?xi32>
                %v546 = memref.load %l175[%k0] : memref<?xi32>
                %v547 = memref.load %l176[%k0] : memref<?xi32>
                %v548 = arith.constant 31 : i32
                %v549 = arith.andi %v547, %v548 : i32
                %v550 = arith.shli %v546, %v549 : i32
                memref.store %v550, %l177[%k0] : memref<?xi32>
                %v551 = memref.load %l174[%k0] : memref<?xi32>
                %v552 = memref.load %l177[%k0] : memref<?xi32>
                %v553 = arith.ori %v551, %v552 : i32
                memref.store %v553, %l169[%k0] : memref<?xi32>
                cf.br ^bb45
              ^bb45:
                %v554 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v554, %l178[%k0] : memref<?xf32>
                %v555 = memref.load %l169[%k0] : memref<?xi32>
                memref.store %v555, %l179[%k0] : memref<?xi32>
                %v556 = memref.load %l179[%k0] : memref<?xi32>
                %v557 = arith.constant 15 : i32
                %v558 = arith.andi %v556, %v557 : i32
                memref.store %v558, %l180[%k0] : memref<?xi32>
                %v559 = arith.constant 1258291200 : i32
                %v560 = memref.load %l180[%k0] : memref<?xi32>
                %v561 = arith.ori %v559, %v560 : i32
                memref.store %v561, %l181[%k0] : memref<?xi32>
                %v562 = memref.load %l181[%k0] : memref<?xi32>
                %v563 = arith.bitcast %v562 : i32 to f32
                memref.store %v563, %l182[%k0] : memref<?xf32>
                %v564 = memref.load %l182[%k0] : memref<?xf32>
                %v565 = arith.constant 0x4B000008 : f32
                %v566 = arith.subf %v564, %v565 : f32
                memref.store %v566, %l183[%k0] : memref<?xf32>
                %v567 = memref.load %l168[%k0] : memref<?xf32>
                %v568 = memref.load %l183[%k0] : memref<?xf32>
                %v569 = arith.mulf %v567, %v568 : f32
                memref.store %v569, %l184[%k0] : memref<?xf32>
                %v570 = memref.load %l38[%k0] : memref<?xf32>
                memref.store %v570, %l185[%k0] : memref<?xf32>
                %v571 = memref.load %l184[%k0] : memref<?xf32>
                %v572 = memref.load %l185[%k0] : memref<?xf32>
                %v573 = arith.mulf %v571, %v572 : f32
                memref.store %v573, %l186[%k0] : memref<?xf32>
                %v574 = memref.load %l178[%k0] : memref<?xf32>
                %v575 = memref.load %l186[%k0] : memref<?xf32>
                %v576 = arith.addf %v574, %v575 : f32
                memref.store %v576, %l10[%k0] : memref<?xf32>
                %v577 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v577, %l187[%k0] : memref<?xf32>
                %v578 = memref.load %l169[%k0] : memref<?xi32>
                memref.store %v578, %l188[%k0] : memref<?xi32>
                %v579 = arith.constant 8 : i32
                memref.store %v579, %l189[%k0] : memref<?xi32>
                %v580 = memref.load %l188[%k0] : memref<?xi32>
                %v581 = memref.load %l189[%k0] : memref<?xi32>
                %v582 = arith.constant 31 : i32
                %v583 = arith.andi %v581, %v582 : i32
                %v584 = arith.shrui %v580, %v583 : i32
                memref.store %v584, %l190[%k0] : memref<?xi32>
                %v585 = memref.load %l190[%k0] : memref<?xi32>
                %v586 = arith.constant 15 : i32
                %v587 = arith.andi %v585, %v586 : i32
                memref.store %v587, %l191[%k0] : memref<?xi32>
                %v588 = arith.constant 1258291200 : i32
                %v589 = memref.load %l191[%k0] : memref<?xi32>
                %v590 = arith.ori %v588, %v589 : i32
                memref.store %v590, %l192[%k0] : memref<?xi32>
                %v591 = memref.load %l192[%k0] : memref<?xi32>
                %v592 = arith.bitcast %v591 : i32 to f32
                memref.store %v592, %l193[%k0] : memref<?xf32>
                %v593 = memref.load %l193[%k0] : memref<?xf32>
                %v594 = arith.constant 0x4B000008 : f32
                %v595 = arith.subf %v593, %v594 : f32
                memref.store %v595, %l194[%k0] : memref<?xf32>
                %v596 = memref.load %l168[%k0] : memref<?xf32>
                %v597 = memref.load %l194[%k0] : memref<?xf32>
                %v598 = arith.mulf %v596, %v597 : f32
                memref.store %v598, %l195[%k0] : memref<?xf32>
                %v599 = memref.load %l39[%k0] : memref<?xf32>
                memref.store %v599, %l196[%k0] : memref<?xf32>
                %v600 = memref.load %l195[%k0] : memref<?xf32>
                %v601 = memref.load %l196[%k0] : memref<?xf32>
                %v602 = arith.mulf %v600, %v601 : f32
                memref.store %v602, %l197[%k0] : memref<?xf32>
                %v603 = memref.load %l187[%k0] : memref<?xf32>
                %v604 = memref.load %l197[%k0] : memref<?xf32>
                %v605 = arith.addf %v603, %v604 : f32
                memref.store %v605, %l10[%k0] : memref<?xf32>
                %v606 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v606, %l198[%k0] : memref<?xf32>
                %v607 = memref.load %l169[%k0] : memref<?xi32>
                memref.store %v607, %l199[%k0] : memref<?xi32>
                %v608 = arith.constant 16 : i32
                memref.store %v608, %l200[%k0] : memref<?xi32>
                %v609 = memref.load %l199[%k0] : memref<?xi32>
                %v610 = memref.load %l200[%k0] : memref<?xi32>
                %v611 = arith.constant 31 : i32
                %v612 = arith.andi %v610, %v611 : i32
                %v613 = arith.shrui %v609, %v612 : i32
                memref.store %v613, %l201[%k0] : memref<?xi32>
                %v614 = memref.load %l201[%k0] : memref<?xi32>
                %v615 = arith.constant 15 : i32
                %v616 = arith.andi %v614, %v615 : i32
                memref.store %v616, %l202[%k0] : memref<?xi32>
                %v617 = arith.constant 1258291200 : i32
                %v618 = memref.load %l202[%k0] : memref<?xi32>
                %v619 = arith.ori %v617, %v618 : i32
                memref.store %v619, %l203[%k0] : memref<?xi32>
                %v620 = memref.load %l203[%k0] : memref<?xi32>
                %v621 = arith.bitcast %v620 : i32 to f32
                memref.store %v621, %l204[%k0] : memref<?xf32>
                %v622 = memref.load %l204[%k0] : memref<?xf32>
                %v623 = arith.constant 0x4B000008 : f32
                %v624 = arith.subf %v622, %v623 : f32
                memref.store %v624, %l205[%k0] : memref<?xf32>
                %v625 = memref.load %l168[%k0] : memref<?xf32>
                %v626 = memref.load %l205[%k0] : memref<?xf32>
                %v627 = arith.mulf %v625, %v626 : f32
                memref.store %v627, %l206[%k0] : memref<?xf32>
                %v628 = memref.load %l40[%k0] : memref<?xf32>
                memref.store %v628, %l207[%k0] : memref<?xf32>
                %v629 = memref.load %l206[%k0] : memref<?xf32>
                %v630 = memref.load %l207[%k0] : memref<?xf32>
                %v631 = arith.mulf %v629, %v630 : f32
                memref.store %v631, %l208[%k0] : memref<?xf32>
                %v632 = memref.load %l198[%k0] : memref<?xf32>
                %v633 = memref.load %l208[%k0] : memref<?xf32>
                %v634 = arith.addf %v632, %v633 : f32
                memref.store %v634, %l10[%k0] : memref<?xf32>
                %v635 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v635, %l209[%k0] : memref<?xf32>
                %v636 = memref.load %l169[%k0] : memref<?xi32>
                memref.store %v636, %l210[%k0] : memref<?xi32>
                %v637 = arith.constant 24 : i32
                memref.store %v637, %l211[%k0] : memref<?xi32>
                %v638 = memref.load %l210[%k0] : memref<?xi32>
                %v639 = memref.load %l211[%k0] : memref<?xi32>
                %v640 = arith.constant 31 : i32
                %v641 = arith.andi %v639, %v640 : i32
                %v642 = arith.shrui %v638, %v641 : i32
                memref.store %v642, %l212[%k0] : memref<?xi32>
                %v643 = memref.load %l212[%k0] : memref<?xi32>
                %v644 = arith.constant 15 : i32
                %v645 = arith.andi %v643, %v644 : i32
                memref.store %v645, %l213[%k0] : memref<?xi32>
                %v646 = arith.constant 1258291200 : i32
                %v647 = memref.load %l213[%k0] : memref<?xi32>
                %v648 = arith.ori %v646, %v647 : i32
                memref.store %v648, %l214[%k0] : memref<?xi32>
                %v649 = memref.load %l214[%k0] : memref<?xi32>
                %v650 = arith.bitcast %v649 : i32 to f32
                memref.store %v650, %l215[%k0] : memref<?xf32>
                %v651 = memref.load %l215[%k0] : memref<?xf32>
                %v652 = arith.constant 0x4B000008 : f32
                %v653 = arith.subf %v651, %v652 : f32
                memref.store %v653, %l216[%k0] : memref<?xf32>
                %v654 = memref.load %l168[%k0] : memref<?xf32>
                %v655 = memref.load %l216[%k0] : memref<?xf32>
                %v656 = arith.mulf %v654, %v655 : f32
                memref.store %v656, %l217[%k0] : memref<?xf32>
                %v657 = memref.load %l41[%k0] : memref<?xf32>
                memref.store %v657, %l218[%k0] : memref<?xf32>
                %v658 = memref.load %l217[%k0] : memref<?xf32>
                %v659 = memref.load %l218[%k0] : memref<?xf32>
                %v660 = arith.mulf %v658, %v659 : f32
                memref.store %v660, %l219[%k0] : memref<?xf32>
                %v661 = memref.load %l209[%k0] : memref<?xf32>
                %v662 = memref.load %l219[%k0] : memref<?xf32>
                %v663 = arith.addf %v661, %v662 : f32
                memref.store %v663, %l10[%k0] : memref<?xf32>
                %v664 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v664, %l220[%k0] : memref<?xf32>
                %v665 = memref.load %l169[%k0] : memref<?xi32>
                memref.store %v665, %l221[%k0] : memref<?xi32>
                %v666 = arith.constant 4 : i32
                memref.store %v666, %l222[%k0] : memref<?xi32>
                %v667 = memref.load %l221[%k0] : memref<?xi32>
                %v668 = memref.load %l222[%k0] : memref<?xi32>
                %v669 = arith.constant 31 : i32
                %v670 = arith.andi %v668, %v669 : i32
                %v671 = arith.shrui %v667, %v670 : i32
                memref.store %v671, %l223[%k0] : memref<?xi32>
                %v672 = memref.load %l223[%k0] : memref<?xi32>
                %v673 = arith.constant 15 : i32
                %v674 = arith.andi %v672, %v673 : i32
                memref.store %v674, %l224[%k0] : memref<?xi32>
                %v675 = arith.constant 1258291200 : i32
                %v676 = memref.load %l224[%k0] : memref<?xi32>
                %v677 = arith.ori %v675, %v676 : i32
                memref.store %v677, %l225[%k0] : memref<?xi32>
                %v678 = memref.load %l225[%k0] : memref<?xi32>
                %v679 = arith.bitcast %v678 : i32 to f32
                memref.store %v679, %l226[%k0] : memref<?xf32>
                %v680 = memref.load %l226[%k0] : memref<?xf32>
                %v681 = arith.constant 0x4B000008 : f32
                %v682 = arith.subf %v680, %v681 : f32
                memref.store %v682, %l227[%k0] : memref<?xf32>
                %v683 = memref.load %l168[%k0] : memref<?xf32>
                %v684 = memref.load %l227[%k0] : memref<?xf32>
                %v685 = arith.mulf %v683, %v684 : f32
                memref.store %v685, %l228[%k0] : memref<?xf32>
                %v686 = memref.load %l42[%k0] : memref<?xf32>
                memref.store %v686, %l229[%k0] : memref<?xf32>
                %v687 = memref.load %l228[%k0] : memref<?xf32>
                %v688 = memref.load %l229[%k0] : memref<?xf32>
                %v689 = arith.mulf %v687, %v688 : f32
                memref.store %v689, %l230[%k0] : memref<?xf32>
                %v690 = memref.load %l220[%k0] : memref<?xf32>
                %v691 = memref.load %l230[%k0] : memref<?xf32>
                %v692 = arith.addf %v690, %v691 : f32
                memref.store %v692, %l10[%k0] : memref<?xf32>
                %v693 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v693, %l231[%k0] : memref<?xf32>
                %v694 = memref.load %l169[%k0] : memref<?xi32>
                memref.store %v694, %l232[%k0] : memref<?xi32>
                %v695 = arith.constant 12 : i32
                memref.store %v695, %l233[%k0] : memref<?xi32>
                %v696 = memref.load %l232[%k0] : memref<?xi32>
                %v697 = memref.load %l233[%k0] : memref<?xi32>
                %v698 = arith.constant 31 : i32
                %v699 = arith.andi %v697, %v698 : i32
                %v700 = arith.shrui %v696, %v699 : i32
                memref.store %v700, %l234[%k0] : memref<?xi32>
                %v701 = memref.load %l234[%k0] : memref<?xi32>
                %v702 = arith.constant 15 : i32
                %v703 = arith.andi %v701, %v702 : i32
                memref.store %v703, %l235[%k0] : memref<?xi32>
                %v704 = arith.constant 1258291200 : i32
                %v705 = memref.load %l235[%k0] : memref<?xi32>
                %v706 = arith.ori %v704, %v705 : i32
                memref.store %v706, %l236[%k0] : memref<?xi32>
                %v707 = memref.load %l236[%k0] : memref<?xi32>
                %v708 = arith.bitcast %v707 : i32 to f32
                memref.store %v708, %l237[%k0] : memref<?xf32>
                %v709 = memref.load %l237[%k0] : memref<?xf32>
                %v710 = arith.constant 0x4B000008 : f32
                %v711 = arith.subf %v709, %v710 : f32
                memref.store %v711, %l238[%k0] : memref<?xf32>
                %v712 = memref.load %l168[%k0] : memref<?xf32>
                %v713 = memref.load %l238[%k0] : memref<?xf32>
                %v714 = arith.mulf %v712, %v713 : f32
                memref.store %v714, %l239[%k0] : memref<?xf32>
                %v715 = memref.load %l43[%k0] : memref<?xf32>
                memref.store %v715, %l240[%k0] : memref<?xf32>
                %v716 = memref.load %l239[%k0] : memref<?xf32>
                %v717 = memref.load %l240[%k0] : memref<?xf32>
                %v718 = arith.mulf %v716, %v717 : f32
                memref.store %v718, %l241[%k0] : memref<?xf32>
                %v719 = memref.load %l231[%k0] : memref<?xf32>
                %v720 = memref.load %l241[%k0] : memref<?xf32>
                %v721 = arith.addf %v719, %v720 : f32
                memref.store %v721, %l10[%k0] : memref<?xf32>
                %v722 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v722, %l242[%k0] : memref<?xf32>
                %v723 = memref.load %l169[%k0] : memref<?xi32>
                memref.store %v723, %l243[%k0] : memref<?xi32>
                %v724 = arith.constant 20 : i32
                memref.store %v724, %l244[%k0] : memref<?xi32>
                %v725 = memref.load %l243[%k0] : memref<?xi32>
                %v726 = memref.load %l244[%k0] : memref<?xi32>
                %v727 = arith.constant 31 : i32
                %v728 = arith.andi %v726, %v727 : i32
                %v729 = arith.shrui %v725, %v728 : i32
                memref.store %v729, %l245[%k0] : memref<?xi32>
                %v730 = memref.load %l245[%k0] : memref<?xi32>
                %v731 = arith.constant 15 : i32
                %v732 = arith.andi %v730, %v731 : i32
                memref.store %v732, %l246[%k0] : memref<?xi32>
                %v733 = arith.constant 1258291200 : i32
                %v734 = memref.load %l246[%k0] : memref<?xi32>
                %v735 = arith.ori %v733, %v734 : i32
                memref.store %v735, %l247[%k0] : memref<?xi32>
                %v736 = memref.load %l247[%k0] : memref<?xi32>
                %v737 = arith.bitcast %v736 : i32 to f32
                memref.store %v737, %l248[%k0] : memref<?xf32>
                %v738 = memref.load %l248[%k0] : memref<?xf32>
                %v739 = arith.constant 0x4B000008 : f32
                %v740 = arith.subf %v738, %v739 : f32
                memref.store %v740, %l249[%k0] : memref<?xf32>
                %v741 = memref.load %l168[%k0] : memref<?xf32>
                %v742 = memref.load %l249[%k0] : memref<?xf32>
                %v743 = arith.mulf %v741, %v742 : f32
                memref.store %v743, %l250[%k0] : memref<?xf32>
                %v744 = memref.load %l44[%k0] : memref<?xf32>
                memref.store %v744, %l251[%k0] : memref<?xf32>
                %v745 = memref.load %l250[%k0] : memref<?xf32>
                %v746 = memref.load %l251[%k0] : memref<?xf32>
                %v747 = arith.mulf %v745, %v746 : f32
                memref.store %v747, %l252[%k0] : memref<?xf32>
                %v748 = memref.load %l242[%k0] : memref<?xf32>
                %v749 = memref.load %l252[%k0] : memref<?xf32>
                %v750 = arith.addf %v748, %v749 : f32
                memref.store %v750, %l10[%k0] : memref<?xf32>
                %v751 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v751, %l253[%k0] : memref<?xf32>
                %v752 = memref.load %l169[%k0] : memref<?xi32>
                memref.store %v752, %l254[%k0] : memref<?xi32>
                %v753 = arith.constant 28 : i32
                memref.store %v753, %l255[%k0] : memref<?xi32>
                %v754 = memref.load %l254[%k0] : memref<?xi32>
                %v755 = memref.load %l255[%k0] : memref<?xi32>
                %v756 = arith.constant 31 : i32
                %v757 = arith.andi %v755, %v756 : i32
                %v758 = arith.shrui %v754, %v757 : i32
                memref.store %v758, %l256[%k0] : memref<?xi32>
                %v759 = arith.constant 1258291200 : i32
                %v760 = memref.load %l256[%k0] : memref<?xi32>
                %v761 = arith.ori %v759, %v760 : i32
                memref.store %v761, %l257[%k0] : memref<?xi32>
                %v762 = memref.load %l257[%k0] : memref<?xi32>
                %v763 = arith.bitcast %v762 : i32 to f32
                memref.store %v763, %l258[%k0] : memref<?xf32>
                %v764 = memref.load %l258[%k0] : memref<?xf32>
                %v765 = arith.constant 0x4B000008 : f32
                %v766 = arith.subf %v764, %v765 : f32
                memref.store %v766, %l259[%k0] : memref<?xf32>
                %v767 = memref.load %l168[%k0] : memref<?xf32>
                %v768 = memref.load %l259[%k0] : memref<?xf32>
                %v769 = arith.mulf %v767, %v768 : f32
                memref.store %v769, %l260[%k0] : memref<?xf32>
                %v770 = memref.load %l45[%k0] : memref<?xf32>
                memref.store %v770, %l261[%k0] : memref<?xf32>
                %v771 = memref.load %l260[%k0] : memref<?xf32>
                %v772 = memref.load %l261[%k0] : memref<?xf32>
                %v773 = arith.mulf %v771, %v772 : f32
                memref.store %v773, %l262[%k0] : memref<?xf32>
                %v774 = memref.load %l253[%k0] : memref<?xf32>
                %v775 = memref.load %l262[%k0] : memref<?xf32>
                %v776 = arith.addf %v774, %v775 : f32
                memref.store %v776, %l10[%k0] : memref<?xf32>
                cf.br ^bb46
              ^bb46:
                %v777 = memref.load %l90[%k0] : memref<?xi1>
                memref.store %v777, %l263[%k0] : memref<?xi1>
                %v778 = memref.load %l263[%k0] : memref<?xi1>
                cf.cond_br %v778, ^bb47, ^bb55
              ^bb47:
                %v779 = memref.load %l91[%k0] : memref<?xi32>
                memref.store %v779, %l264[%k0] : memref<?xi32>
                %v780 = memref.load %l73[%k0] : memref<?xi64>
                %v781 = arith.constant 4 : i64
                %v782 = arith.constant 0 : i64
                %v783 = arith.cmpi eq, %v781, %v782 : i64
                %v784 = arith.constant 1 : i64
                %v785 = arith.select %v783, %v784, %v781 : i64
                %v786 = arith.remui %v780, %v785 : i64
                memref.store %v786, %l265[%k0] : memref<?xi64>
                %v787 = memref.load %l265[%k0] : memref<?xi64>
                %v788 = arith.constant 8 : i64
                %v789 = arith.muli %v787, %v788 : i64
                memref.store %v789, %l266[%k0] : memref<?xi64>
                %v790 = memref.load %l266[%k0] : memref<?xi64>
                %v791 = arith.trunci %v790 : i64 to i32
                memref.store %v791, %l267[%k0] : memref<?xi32>
                %v792 = memref.load %l264[%k0] : memref<?xi32>
                %v793 = memref.load %l267[%k0] : memref<?xi32>
                %v794 = arith.constant 31 : i32
                %v795 = arith.andi %v793, %v794 : i32
                %v796 = arith.shrui %v792, %v795 : i32
                memref.store %v796, %l268[%k0] : memref<?xi32>
                %v797 = memref.load %l268[%k0] : memref<?xi32>
                %v798 = arith.constant 65535 : i32
                %v799 = arith.andi %v797, %v798 : i32
                memref.store %v799, %l269[%k0] : memref<?xi32>
                %v800 = arith.constant 10 : i32
                memref.store %v800, %l270[%k0] : memref<?xi32>
                %v801 = memref.load %l269[%k0] : memref<?xi32>
                %v802 = memref.load %l270[%k0] : memref<?xi32>
                %v803 = arith.constant 31 : i32
                %v804 = arith.andi %v802, %v803 : i32
                %v805 = arith.shrui %v801, %v804 : i32
                memref.store %v805, %l271[%k0] : memref<?xi32>
                %v806 = memref.load %l271[%k0] : memref<?xi32>
                %v807 = arith.constant 31 : i32
                %v808 = arith.andi %v806, %v807 : i32
                memref.store %v808, %l272[%k0] : memref<?xi32>
                %v809 = memref.load %l269[%k0] : memref<?xi32>
                %v810 = arith.constant 1023 : i32
                %v811 = arith.andi %v809, %v810 : i32
                memref.store %v811, %l273[%k0] : memref<?xi32>
                %v812 = arith.constant 15 : i32
                memref.store %v812, %l274[%k0] : memref<?xi32>
                %v813 = memref.load %l269[%k0] : memref<?xi32>
                %v814 = memref.load %l274[%k0] : memref<?xi32>
                %v815 = arith.constant 31 : i32
                %v816 = arith.andi %v814, %v815 : i32
                %v817 = arith.shrui %v813, %v816 : i32
                memref.store %v817, %l275[%k0] : memref<?xi32>
                %v818 = arith.constant 31 : i32
                memref.store %v818, %l276[%k0] : memref<?xi32>
                %v819 = memref.load %l275[%k0] : memref<?xi32>
                %v820 = memref.load %l276[%k0] : memref<?xi32>
                %v821 = arith.constant 31 : i32
                %v822 = arith.andi %v820, %v821 : i32
                %v823 = arith.shli %v819, %v822 : i32
                memref.store %v823, %l277[%k0] : memref<?xi32>
                %v824 = memref.load %l272[%k0] : memref<?xi32>
                %v825 = arith.constant 112 : i32
                %v826 = arith.addi %v824, %v825 : i32
                memref.store %v826, %l278[%k0] : memref<?xi32>
                %v827 = arith.constant 23 : i32
                memref.store %v827, %l279[%k0] : memref<?xi32>
                %v828 = memref.load %l278[%k0] : memref<?xi32>
                %v829 = memref.load %l279[%k0] : memref<?xi32>
                %v830 = arith.constant 31 : i32
                %v831 = arith.andi %v829, %v830 : i32
                %v832 = arith.shli %v828, %v831 : i32
                memref.store %v832, %l280[%k0] : memref<?xi32>
                %v833 = memref.load %l277[%k0] : memref<?xi32>
                %v834 = memref.load %l280[%k0] : memref<?xi32>
                %v835 = arith.ori %v833, %v834 : i32
                memref.store %v835, %l281[%k0] : memref<?xi32>
                %v836 = arith.constant 13 : i32
                memref.store %v836, %l282[%k0] : memref<?xi32>
                %v837 = memref.load %l273[%k0] : memref<?xi32>
                %v838 = memref.load %l282[%k0] : memref<?xi32>
                %v839 = arith.constant 31 : i32
                %v840 = arith.andi %v838, %v839 : i32
                %v841 = arith.shli %v837, %v840 : i32
                memref.store %v841, %l283[%k0] : memref<?xi32>
                %v842 = memref.load %l281[%k0] : memref<?xi32>
                %v843 = memref.load %l283[%k0] : memref<?xi32>
                %v844 = arith.ori %v842, %v843 : i32
                memref.store %v844, %l284[%k0] : memref<?xi32>
                %v845 = memref.load %l284[%k0] : memref<?xi32>
                %v846 = arith.bitcast %v845 : i32 to f32
                memref.store %v846, %l285[%k0] : memref<?xf32>
                %v847 = memref.load %l272[%k0] : memref<?xi32>
                %v848 = arith.constant 0 : i32
                %v849 = arith.cmpi eq, %v847, %v848 : i32
                memref.store %v849, %l286[%k0] : memref<?xi1>
                %v850 = memref.load %l286[%k0] : memref<?xi1>
                cf.cond_br %v850, ^bb48, ^bb50
              ^bb48:
                %v851 = arith.constant 1258291200 : i32
                %v852 = memref.load %l273[%k0] : memref<?xi32>
                %v853 = arith.ori %v851, %v852 : i32
                memref.store %v853, %l287[%k0] : memref<?xi32>
                %v854 = memref.load %l287[%k0] : memref<?xi32>
                %v855 = arith.bitcast %v854 : i32 to f32
                memref.store %v855, %l288[%k0] : memref<?xf32>
                %v856 = memref.load %l288[%k0] : memref<?xf32>
                %v857 = arith.constant 0x4B000000 : f32
                %v858 = arith.subf %v856, %v857 : f32
                memref.store %v858, %l289[%k0] : memref<?xf32>
                %v859 = arith.constant 0x3F800000 : f32
                %v860 = arith.constant 0x4B800000 : f32
                %v861 = arith.divf %v859, %v860 : f32
                memref.store %v861, %l290[%k0] : memref<?xf32>
                %v862 = memref.load %l289[%k0] : memref<?xf32>
                %v863 = memref.load %l290[%k0] : memref<?xf32>
                %v864 = arith.mulf %v862, %v863 : f32
                memref.store %v864, %l285[%k0] : memref<?xf32>
                %v865 = memref.load %l269[%k0] : memref<?xi32>
                %v866 = arith.constant 32768 : i32
                %v867 = arith.cmpi uge, %v865, %v866 : i32
                memref.store %v867, %l291[%k0] : memref<?xi1>
                %v868 = memref.load %l291[%k0] : memref<?xi1>
                cf.cond_br %v868, ^bb49, ^bb50
              ^bb49:
                %v869 = memref.load %l285[%k0] : memref<?xf32>
                memref.store %v869, %l292[%k0] : memref<?xf32>
                %v870 = memref.load %l292[%k0] : memref<?xf32>
                %v871 = arith.negf %v870 : f32
                memref.store %v871, %l285[%k0] : memref<?xf32>
                cf.br ^bb50
              ^bb50:
                %v872 = memref.load %l272[%k0] : memref<?xi32>
                %v873 = arith.constant 31 : i32
                %v874 = arith.cmpi eq, %v872, %v873 : i32
                memref.store %v874, %l293[%k0] : memref<?xi1>
                %v875 = memref.load %l293[%k0] : memref<?xi1>
                cf.cond_br %v875, ^bb51, ^bb52
              ^bb51:
                %v876 = arith.constant 15 : i32
                memref.store %v876, %l294[%k0] : memref<?xi32>
                %v877 = memref.load %l269[%k0] : memref<?xi32>
                %v878 = memref.load %l294[%k0] : memref<?xi32>
                %v879 = arith.constant 31 : i32
                %v880 = arith.andi %v878, %v879 : i32
                %v881 = arith.shrui %v877, %v880 : i32
                memref.store %v881, %l295[%k0] : memref<?xi32>
                %v882 = arith.constant 31 : i32
                memref.store %v882, %l296[%k0] : memref<?xi32>
                %v883 = memref.load %l295[%k0] : memref<?xi32>
                %v884 = memref.load %l296[%k0] : memref<?xi32>
                %v885 = arith.constant 31 : i32
                %v886 = arith.andi %v884, %v885 : i32
                %v887 = arith.shli %v883, %v886 : i32
                memref.store %v887, %l297[%k0] : memref<?xi32>
                %v888 = memref.load %l297[%k0] : memref<?xi32>
                %v889 = arith.constant 2139095040 : i32
                %v890 = arith.ori %v888, %v889 : i32
                memref.store %v890, %l298[%k0] : memref<?xi32>
                %v891 = arith.constant 13 : i32
                memref.store %v891, %l299[%k0] : memref<?xi32>
                %v892 = memref.load %l273[%k0] : memref<?xi32>
                %v893 = memref.load %l299[%k0] : memref<?xi32>
                %v894 = arith.constant 31 : i32
                %v895 = arith.andi %v893, %v894 : i32
                %v896 = arith.shli %v892, %v895 : i32
                memref.store %v896, %l300[%k0] : memref<?xi32>
                %v897 = memref.load %l298[%k0] : memref<?xi32>
                %v898 = memref.load %l300[%k0] : memref<?xi32>
                %v899 = arith.ori %v897, %v898 : i32
                memref.store %v899, %l301[%k0] : memref<?xi32>
                %v900 = memref.load %l301[%k0] : memref<?xi32>
                %v901 = arith.bitcast %v900 : i32 to f32
                memref.store %v901, %l302[%k0] : memref<?xf32>
                %v902 = memref.load %l302[%k0] : memref<?xf32>
                memref.store %v902, %l285[%k0] : memref<?xf32>
                cf.br ^bb52
              ^bb52:
                %v903 = memref.load %l285[%k0] : memref<?xf32>
                memref.store %v903, %l303[%k0] : memref<?xf32>
                %v904 = memref.load %l93[%k0] : memref<?xi32>
                memref.store %v904, %l304[%k0] : memref<?xi32>
                %v905 = memref.load %l73[%k0] : memref<?xi64>
                %v906 = arith.constant 4 : i64
                %v907 = arith.constant 0 : i64
                %v908 = arith.cmpi eq, %v906, %v907 : i64
                %v909 = arith.constant 1 : i64
                %v910 = arith.select %v908, %v909, %v906 : i64
                %v911 = arith.remui %v905, %v910 : i64
                memref.store %v911, %l305[%k0] : memref<?xi64>
                %v912 = memref.load %l305[%k0] : memref<?xi64>
                %v913 = arith.constant 0 : i64
                %v914 = arith.cmpi eq, %v912, %v913 : i64
                memref.store %v914, %l306[%k0] : memref<?xi1>
                %v915 = memref.load %l306[%k0] : memref<?xi1>
                cf.cond_br %v915, ^bb53, ^bb54
              ^bb53:
                %v916 = memref.load %l92[%k0] : memref<?xi32>
                memref.store %v916, %l307[%k0] : memref<?xi32>
                %v917 = arith.constant 16 : i32
                memref.store %v917, %l308[%k0] : memref<?xi32>
                %v918 = memref.load %l307[%k0] : memref<?xi32>
                %v919 = memref.load %l308[%k0] : memref<?xi32>
                %v920 = arith.constant 31 : i32
                %v921 = arith.andi %v919, %v920 : i32
                %v922 = arith.shrui %v918, %v921 : i32
                memref.store %v922, %l309[%k0] : memref<?xi32>
                %v923 = memref.load %l93[%k0] : memref<?xi32>
                memref.store %v923, %l310[%k0] : memref<?xi32>
                %v924 = arith.constant 16 : i32
                memref.store %v924, %l311[%k0] : memref<?xi32>
                %v925 = memref.load %l310[%k0] : memref<?xi32>
                %v926 = memref.load %l311[%k0] : memref<?xi32>
                %v927 = arith.constant 31 : i32
                %v928 = arith.andi %v926, %v927 : i32
                %v929 = arith.shli %v925, %v928 : i32
                memref.store %v929, %l312[%k0] : memref<?xi32>
                %v930 = memref.load %l309[%k0] : memref<?xi32>
                %v931 = memref.load %l312[%k0] : memref<?xi32>
                %v932 = arith.ori %v930, %v931 : i32
                memref.store %v932, %l304[%k0] : memref<?xi32>
                cf.br ^bb54
              ^bb54:
                %v933 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v933, %l313[%k0] : memref<?xf32>
                %v934 = memref.load %l304[%k0] : memref<?xi32>
                memref.store %v934, %l314[%k0] : memref<?xi32>
                %v935 = memref.load %l314[%k0] : memref<?xi32>
                %v936 = arith.constant 15 : i32
                %v937 = arith.andi %v935, %v936 : i32
                memref.store %v937, %l315[%k0] : memref<?xi32>
                %v938 = arith.constant 1258291200 : i32
                %v939 = memref.load %l315[%k0] : memref<?xi32>
                %v940 = arith.ori %v938, %v939 : i32
                memref.store %v940, %l316[%k0] : memref<?xi32>
                %v941 = memref.load %l316[%k0] : memref<?xi32>
                %v942 = arith.bitcast %v941 : i32 to f32
                memref.store %v942, %l317[%k0] : memref<?xf32>
                %v943 = memref.load %l317[%k0] : memref<?xf32>
                %v944 = arith.constant 0x4B000008 : f32
                %v945 = arith.subf %v943, %v944 : f32
                memref.store %v945, %l318[%k0] : memref<?xf32>
                %v946 = memref.load %l303[%k0] : memref<?xf32>
                %v947 = memref.load %l318[%k0] : memref<?xf32>
                %v948 = arith.mulf %v946, %v947 : f32
                memref.store %v948, %l319[%k0] : memref<?xf32>
                %v949 = memref.load %l94[%k0] : memref<?xf32>
                memref.store %v949, %l320[%k0] : memref<?xf32>
                %v950 = memref.load %l319[%k0] : memref<?xf32>
                %v951 = memref.load %l320[%k0] : memref<?xf32>
                %v952 = arith.mulf %v950, %v951 : f32
                memref.store %v952, %l321[%k0] : memref<?xf32>
                %v953 = memref.load %l313[%k0] : memref<?xf32>
                %v954 = memref.load %l321[%k0] : memref<?xf32>
                %v955 = arith.addf %v953, %v954 : f32
                memref.store %v955, %l10[%k0] : memref<?xf32>
                %v956 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v956, %l322[%k0] : memref<?xf32>
                %v957 = memref.load %l304[%k0] : memref<?xi32>
                memref.store %v957, %l323[%k0] : memref<?xi32>
                %v958 = arith.constant 8 : i32
                memref.store %v958, %l324[%k0] : memref<?xi32>
                %v959 = memref.load %l323[%k0] : memref<?xi32>
                %v960 = memref.load %l324[%k0] : memref<?xi32>
                %v961 = arith.constant 31 : i32
                %v962 = arith.andi %v960, %v961 : i32
                %v963 = arith.shrui %v959, %v962 : i32
                memref.store %v963, %l325[%k0] : memref<?xi32>
                %v964 = memref.load %l325[%k0] : memref<?xi32>
                %v965 = arith.constant 15 : i32
                %v966 = arith.andi %v964, %v965 : i32
                memref.store %v966, %l326[%k0] : memref<?xi32>
                %v967 = arith.constant 1258291200 : i32
                %v968 = memref.load %l326[%k0] : memref<?xi32>
                %v969 = arith.ori %v967, %v968 : i32
                memref.store %v969, %l327[%k0] : memref<?xi32>
                %v970 = memref.load %l327[%k0] : memref<?xi32>
                %v971 = arith.bitcast %v970 : i32 to f32
                memref.store %v971, %l328[%k0] : memref<?xf32>
                %v972 = memref.load %l328[%k0] : memref<?xf32>
                %v973 = arith.constant 0x4B000008 : f32
                %v974 = arith.subf %v972, %v973 : f32
                memref.store %v974, %l329[%k0] : memref<?xf32>
                %v975 = memref.load %l303[%k0] : memref<?xf32>
                %v976 = memref.load %l329[%k0] : memref<?xf32>
                %v977 = arith.mulf %v975, %v976 : f32
                memref.store %v977, %l330[%k0] : memref<?xf32>
                %v978 = memref.load %l95[%k0] : memref<?xf32>
                memref.store %v978, %l331[%k0] : memref<?xf32>
                %v979 = memref.load %l330[%k0] : memref<?xf32>
                %v980 = memref.load %l331[%k0] : memref<?xf32>
                %v981 = arith.mulf %v979, %v980 : f32
                memref.store %v981, %l332[%k0] : memref<?xf32>
                %v982 = memref.load %l322[%k0] : memref<?xf32>
                %v983 = memref.load %l332[%k0] : memref<?xf32>
                %v984 = arith.addf %v982, %v983 : f32
                memref.store %v984, %l10[%k0] : memref<?xf32>
                %v985 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v985, %l333[%k0] : memref<?xf32>
                %v986 = memref.load %l304[%k0] : memref<?xi32>
                memref.store %v986, %l334[%k0] : memref<?xi32>
                %v987 = arith.constant 16 : i32
                memref.store %v987, %l335[%k0] : memref<?xi32>
                %v988 = memref.load %l334[%k0] : memref<?xi32>
                %v989 = memref.load %l335[%k0] : memref<?xi32>
                %v990 = arith.constant 31 : i32
                %v991 = arith.andi %v989, %v990 : i32
                %v992 = arith.shrui %v988, %v991 : i32
                memref.store %v992, %l336[%k0] : memref<?xi32>
                %v993 = memref.load %l336[%k0] : memref<?xi32>
                %v994 = arith.constant 15 : i32
                %v995 = arith.andi %v993, %v994 : i32
                memref.store %v995, %l337[%k0] : memref<?xi32>
                %v996 = arith.constant 1258291200 : i32
                %v997 = memref.load %l337[%k0] : memref<?xi32>
                %v998 = arith.ori %v996, %v997 : i32
                memref.store %v998, %l338[%k0] : memref<?xi32>
                %v999 = memref.load %l338[%k0] : memref<?xi32>
                %v1000 = arith.bitcast %v999 : i32 to f32
                memref.store %v1000, %l339[%k0] : memref<?xf32>
                %v1001 = memref.load %l339[%k0] : memref<?xf32>
                %v1002 = arith.constant 0x4B000008 : f32
                %v1003 = arith.subf %v1001, %v1002 : f32
                memref.store %v1003, %l340[%k0] : memref<?xf32>
                %v1004 = memref.load %l303[%k0] : memref<?xf32>
                %v1005 = memref.load %l340[%k0] : memref<?xf32>
                %v1006 = arith.mulf %v1004, %v1005 : f32
                memref.store %v1006, %l341[%k0] : memref<?xf32>
                %v1007 = memref.load %l96[%k0] : memref<?xf32>
                memref.store %v1007, %l342[%k0] : memref<?xf32>
                %v1008 = memref.load %l341[%k0] : memref<?xf32>
                %v1009 = memref.load %l342[%k0] : memref<?xf32>
                %v1010 = arith.mulf %v1008, %v1009 : f32
                memref.store %v1010, %l343[%k0] : memref<?xf32>
                %v1011 = memref.load %l333[%k0] : memref<?xf32>
                %v1012 = memref.load %l343[%k0] : memref<?xf32>
                %v1013 = arith.addf %v1011, %v1012 : f32
                memref.store %v1013, %l10[%k0] : memref<?xf32>
                %v1014 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1014, %l344[%k0] : memref<?xf32>
                %v1015 = memref.load %l304[%k0] : memref<?xi32>
                memref.store %v1015, %l345[%k0] : memref<?xi32>
                %v1016 = arith.constant 24 : i32
                memref.store %v1016, %l346[%k0] : memref<?xi32>
                %v1017 = memref.load %l345[%k0] : memref<?xi32>
                %v1018 = memref.load %l346[%k0] : memref<?xi32>
                %v1019 = arith.constant 31 : i32
                %v1020 = arith.andi %v1018, %v1019 : i32
                %v1021 = arith.shrui %v1017, %v1020 : i32
                memref.store %v1021, %l347[%k0] : memref<?xi32>
                %v1022 = memref.load %l347[%k0] : memref<?xi32>
                %v1023 = arith.constant 15 : i32
                %v1024 = arith.andi %v1022, %v1023 : i32
                memref.store %v1024, %l348[%k0] : memref<?xi32>
                %v1025 = arith.constant 1258291200 : i32
                %v1026 = memref.load %l348[%k0] : memref<?xi32>
                %v1027 = arith.ori %v1025, %v1026 : i32
                memref.store %v1027, %l349[%k0] : memref<?xi32>
                %v1028 = memref.load %l349[%k0] : memref<?xi32>
                %v1029 = arith.bitcast %v1028 : i32 to f32
                memref.store %v1029, %l350[%k0] : memref<?xf32>
                %v1030 = memref.load %l350[%k0] : memref<?xf32>
                %v1031 = arith.constant 0x4B000008 : f32
                %v1032 = arith.subf %v1030, %v1031 : f32
                memref.store %v1032, %l351[%k0] : memref<?xf32>
                %v1033 = memref.load %l303[%k0] : memref<?xf32>
                %v1034 = memref.load %l351[%k0] : memref<?xf32>
                %v1035 = arith.mulf %v1033, %v1034 : f32
                memref.store %v1035, %l352[%k0] : memref<?xf32>
                %v1036 = memref.load %l97[%k0] : memref<?xf32>
                memref.store %v1036, %l353[%k0] : memref<?xf32>
                %v1037 = memref.load %l352[%k0] : memref<?xf32>
                %v1038 = memref.load %l353[%k0] : memref<?xf32>
                %v1039 = arith.mulf %v1037, %v1038 : f32
                memref.store %v1039, %l354[%k0] : memref<?xf32>
                %v1040 = memref.load %l344[%k0] : memref<?xf32>
                %v1041 = memref.load %l354[%k0] : memref<?xf32>
                %v1042 = arith.addf %v1040, %v1041 : f32
                memref.store %v1042, %l10[%k0] : memref<?xf32>
                %v1043 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1043, %l355[%k0] : memref<?xf32>
                %v1044 = memref.load %l304[%k0] : memref<?xi32>
                memref.store %v1044, %l356[%k0] : memref<?xi32>
                %v1045 = arith.constant 4 : i32
                memref.store %v1045, %l357[%k0] : memref<?xi32>
                %v1046 = memref.load %l356[%k0] : memref<?xi32>
                %v1047 = memref.load %l357[%k0] : memref<?xi32>
                %v1048 = arith.constant 31 : i32
                %v1049 = arith.andi %v1047, %v1048 : i32
                %v1050 = arith.shrui %v1046, %v1049 : i32
                memref.store %v1050, %l358[%k0] : memref<?xi32>
                %v1051 = memref.load %l358[%k0] : memref<?xi32>
                %v1052 = arith.constant 15 : i32
                %v1053 = arith.andi %v1051, %v1052 : i32
                memref.store %v1053, %l359[%k0] : memref<?xi32>
                %v1054 = arith.constant 1258291200 : i32
                %v1055 = memref.load %l359[%k0] : memref<?xi32>
                %v1056 = arith.ori %v1054, %v1055 : i32
                memref.store %v1056, %l360[%k0] : memref<?xi32>
                %v1057 = memref.load %l360[%k0] : memref<?xi32>
                %v1058 = arith.bitcast %v1057 : i32 to f32
                memref.store %v1058, %l361[%k0] : memref<?xf32>
                %v1059 = memref.load %l361[%k0] : memref<?xf32>
                %v1060 = arith.constant 0x4B000008 : f32
                %v1061 = arith.subf %v1059, %v1060 : f32
                memref.store %v1061, %l362[%k0] : memref<?xf32>
                %v1062 = memref.load %l303[%k0] : memref<?xf32>
                %v1063 = memref.load %l362[%k0] : memref<?xf32>
                %v1064 = arith.mulf %v1062, %v1063 : f32
                memref.store %v1064, %l363[%k0] : memref<?xf32>
                %v1065 = memref.load %l98[%k0] : memref<?xf32>
                memref.store %v1065, %l364[%k0] : memref<?xf32>
                %v1066 = memref.load %l363[%k0] : memref<?xf32>
                %v1067 = memref.load %l364[%k0] : memref<?xf32>
                %v1068 = arith.mulf %v1066, %v1067 : f32
                memref.store %v1068, %l365[%k0] : memref<?xf32>
                %v1069 = memref.load %l355[%k0] : memref<?xf32>
                %v1070 = memref.load %l365[%k0] : memref<?xf32>
                %v1071 = arith.addf %v1069, %v1070 : f32
                memref.store %v1071, %l10[%k0] : memref<?xf32>
                %v1072 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1072, %l366[%k0] : memref<?xf32>
                %v1073 = memref.load %l304[%k0] : memref<?xi32>
                memref.store %v1073, %l367[%k0] : memref<?xi32>
                %v1074 = arith.constant 12 : i32
                memref.store %v1074, %l368[%k0] : memref<?xi32>
                %v1075 = memref.load %l367[%k0] : memref<?xi32>
                %v1076 = memref.load %l368[%k0] : memref<?xi32>
                %v1077 = arith.constant 31 : i32
                %v1078 = arith.andi %v1076, %v1077 : i32
                %v1079 = arith.shrui %v1075, %v1078 : i32
                memref.store %v1079, %l369[%k0] : memref<?xi32>
                %v1080 = memref.load %l369[%k0] : memref<?xi32>
                %v1081 = arith.constant 15 : i32
                %v1082 = arith.andi %v1080, %v1081 : i32
                memref.store %v1082, %l370[%k0] : memref<?xi32>
                %v1083 = arith.constant 1258291200 : i32
                %v1084 = memref.load %l370[%k0] : memref<?xi32>
                %v1085 = arith.ori %v1083, %v1084 : i32
                memref.store %v1085, %l371[%k0] : memref<?xi32>
                %v1086 = memref.load %l371[%k0] : memref<?xi32>
                %v1087 = arith.bitcast %v1086 : i32 to f32
                memref.store %v1087, %l372[%k0] : memref<?xf32>
                %v1088 = memref.load %l372[%k0] : memref<?xf32>
                %v1089 = arith.constant 0x4B000008 : f32
                %v1090 = arith.subf %v1088, %v1089 : f32
                memref.store %v1090, %l373[%k0] : memref<?xf32>
                %v1091 = memref.load %l303[%k0] : memref<?xf32>
                %v1092 = memref.load %l373[%k0] : memref<?xf32>
                %v1093 = arith.mulf %v1091, %v1092 : f32
                memref.store %v1093, %l374[%k0] : memref<?xf32>
                %v1094 = memref.load %l99[%k0] : memref<?xf32>
                memref.store %v1094, %l375[%k0] : memref<?xf32>
                %v1095 = memref.load %l374[%k0] : memref<?xf32>
                %v1096 = memref.load %l375[%k0] : memref<?xf32>
                %v1097 = arith.mulf %v1095, %v1096 : f32
                memref.store %v1097, %l376[%k0] : memref<?xf32>
                %v1098 = memref.load %l366[%k0] : memref<?xf32>
                %v1099 = memref.load %l376[%k0] : memref<?xf32>
                %v1100 = arith.addf %v1098, %v1099 : f32
                memref.store %v1100, %l10[%k0] : memref<?xf32>
                %v1101 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1101, %l377[%k0] : memref<?xf32>
                %v1102 = memref.load %l304[%k0] : memref<?xi32>
                memref.store %v1102, %l378[%k0] : memref<?xi32>
                %v1103 = arith.constant 20 : i32
                memref.store %v1103, %l379[%k0] : memref<?xi32>
                %v1104 = memref.load %l378[%k0] : memref<?xi32>
                %v1105 = memref.load %l379[%k0] : memref<?xi32>
                %v1106 = arith.constant 31 : i32
                %v1107 = arith.andi %v1105, %v1106 : i32
                %v1108 = arith.shrui %v1104, %v1107 : i32
                memref.store %v1108, %l380[%k0] : memref<?xi32>
                %v1109 = memref.load %l380[%k0] : memref<?xi32>
                %v1110 = arith.constant 15 : i32
                %v1111 = arith.andi %v1109, %v1110 : i32
                memref.store %v1111, %l381[%k0] : memref<?xi32>
                %v1112 = arith.constant 1258291200 : i32
                %v1113 = memref.load %l381[%k0] : memref<?xi32>
                %v1114 = arith.ori %v1112, %v1113 : i32
                memref.store %v1114, %l382[%k0] : memref<?xi32>
                %v1115 = memref.load %l382[%k0] : memref<?xi32>
                %v1116 = arith.bitcast %v1115 : i32 to f32
                memref.store %v1116, %l383[%k0] : memref<?xf32>
                %v1117 = memref.load %l383[%k0] : memref<?xf32>
                %v1118 = arith.constant 0x4B000008 : f32
                %v1119 = arith.subf %v1117, %v1118 : f32
                memref.store %v1119, %l384[%k0] : memref<?xf32>
                %v1120 = memref.load %l303[%k0] : memref<?xf32>
                %v1121 = memref.load %l384[%k0] : memref<?xf32>
                %v1122 = arith.mulf %v1120, %v1121 : f32
                memref.store %v1122, %l385[%k0] : memref<?xf32>
                %v1123 = memref.load %l100[%k0] : memref<?xf32>
                memref.store %v1123, %l386[%k0] : memref<?xf32>
                %v1124 = memref.load %l385[%k0] : memref<?xf32>
                %v1125 = memref.load %l386[%k0] : memref<?xf32>
                %v1126 = arith.mulf %v1124, %v1125 : f32
                memref.store %v1126, %l387[%k0] : memref<?xf32>
                %v1127 = memref.load %l377[%k0] : memref<?xf32>
                %v1128 = memref.load %l387[%k0] : memref<?xf32>
                %v1129 = arith.addf %v1127, %v1128 : f32
                memref.store %v1129, %l10[%k0] : memref<?xf32>
                %v1130 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1130, %l388[%k0] : memref<?xf32>
                %v1131 = memref.load %l304[%k0] : memref<?xi32>
                memref.store %v1131, %l389[%k0] : memref<?xi32>
                %v1132 = arith.constant 28 : i32
                memref.store %v1132, %l390[%k0] : memref<?xi32>
                %v1133 = memref.load %l389[%k0] : memref<?xi32>
                %v1134 = memref.load %l390[%k0] : memref<?xi32>
                %v1135 = arith.constant 31 : i32
                %v1136 = arith.andi %v1134, %v1135 : i32
                %v1137 = arith.shrui %v1133, %v1136 : i32
                memref.store %v1137, %l391[%k0] : memref<?xi32>
                %v1138 = arith.constant 1258291200 : i32
                %v1139 = memref.load %l391[%k0] : memref<?xi32>
                %v1140 = arith.ori %v1138, %v1139 : i32
                memref.store %v1140, %l392[%k0] : memref<?xi32>
                %v1141 = memref.load %l392[%k0] : memref<?xi32>
                %v1142 = arith.bitcast %v1141 : i32 to f32
                memref.store %v1142, %l393[%k0] : memref<?xf32>
                %v1143 = memref.load %l393[%k0] : memref<?xf32>
                %v1144 = arith.constant 0x4B000008 : f32
                %v1145 = arith.subf %v1143, %v1144 : f32
                memref.store %v1145, %l394[%k0] : memref<?xf32>
                %v1146 = memref.load %l303[%k0] : memref<?xf32>
                %v1147 = memref.load %l394[%k0] : memref<?xf32>
                %v1148 = arith.mulf %v1146, %v1147 : f32
                memref.store %v1148, %l395[%k0] : memref<?xf32>
                %v1149 = memref.load %l101[%k0] : memref<?xf32>
                memref.store %v1149, %l396[%k0] : memref<?xf32>
                %v1150 = memref.load %l395[%k0] : memref<?xf32>
                %v1151 = memref.load %l396[%k0] : memref<?xf32>
                %v1152 = arith.mulf %v1150, %v1151 : f32
                memref.store %v1152, %l397[%k0] : memref<?xf32>
                %v1153 = memref.load %l388[%k0] : memref<?xf32>
                %v1154 = memref.load %l397[%k0] : memref<?xf32>
                %v1155 = arith.addf %v1153, %v1154 : f32
                memref.store %v1155, %l10[%k0] : memref<?xf32>
                cf.br ^bb55
              ^bb55:
                %v1156 = memref.load %l15[%k0] : memref<?xi64>
                %v1157 = arith.constant 16 : i64
                %v1158 = arith.addi %v1156, %v1157 : i64
                memref.store %v1158, %l14[%k0] : memref<?xi64>
                cf.br ^bb4
              ^bb56:
                %v1159 = memref.load %ls0[%lane] : memref<?xi64>
                %v1160 = arith.constant 256 : i64
                %v1161 = arith.cmpi ult, %v1159, %v1160 : i64
                memref.store %v1161, %l398[%k0] : memref<?xi1>
                %v1162 = memref.load %l398[%k0] : memref<?xi1>
                cf.cond_br %v1162, ^bb57, ^bb58
              ^bb57:
                %v1163 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1163, %l399[%k0] : memref<?xf32>
                %v1164 = memref.load %ls0[%lane] : memref<?xi64>
                %v1165 = arith.index_cast %v1164 : i64 to index
                %v1166 = memref.load %l399[%k0] : memref<?xf32>
                memref.store %v1166, %wg0[%v1165] : memref<?xf32>
                cf.br ^bb58
              ^bb58:
                %v1167 = arith.constant 59 : i32
                memref.store %v1167, %resume[%lane] : memref<?xi32>
                %v1168 = arith.constant true
                %v1169 = arith.constant 0 : index
                memref.store %v1168, %more[%v1169] : memref<?xi1>
                cf.br ^exit
              ^bb59:
                %v1170 = arith.constant 16 : i64
                memref.store %v1170, %ls400[%lane] : memref<?xi64>
                cf.br ^bb60
              ^bb60:
                %v1171 = memref.load %ls400[%lane] : memref<?xi64>
                memref.store %v1171, %l401[%k0] : memref<?xi64>
                %v1172 = memref.load %l401[%k0] : memref<?xi64>
                %v1173 = arith.constant 0 : i64
                %v1174 = arith.cmpi ugt, %v1172, %v1173 : i64
                memref.store %v1174, %l402[%k0] : memref<?xi1>
                %v1175 = memref.load %l402[%k0] : memref<?xi1>
                cf.cond_br %v1175, ^bb61, ^bb66
              ^bb61:
                %v1176 = memref.load %ls400[%lane] : memref<?xi64>
                memref.store %v1176, %l403[%k0] : memref<?xi64>
                %v1177 = memref.load %ls0[%lane] : memref<?xi64>
                %v1178 = memref.load %l403[%k0] : memref<?xi64>
                %v1179 = arith.addi %v1177, %v1178 : i64
                memref.store %v1179, %l404[%k0] : memref<?xi64>
                %v1180 = memref.load %ls400[%lane] : memref<?xi64>
                memref.store %v1180, %l405[%k0] : memref<?xi64>
                %v1181 = memref.load %ls1[%lane] : memref<?xi64>
                %v1182 = memref.load %l405[%k0] : memref<?xi64>
                %v1183 = arith.cmpi ult, %v1181, %v1182 : i64
                memref.store %v1183, %l406[%k0] : memref<?xi1>
                %v1184 = memref.load %l406[%k0] : memref<?xi1>
                cf.cond_br %v1184, ^bb62, ^bb64
              ^bb62:
                %v1185 = memref.load %l404[%k0] : memref<?xi64>
                %v1186 = arith.constant 256 : i64
                %v1187 = arith.cmpi ult, %v1185, %v1186 : i64
                memref.store %v1187, %l407[%k0] : memref<?xi1>
                %v1188 = memref.load %l407[%k0] : memref<?xi1>
                cf.cond_br %v1188, ^bb63, ^bb64
              ^bb63:
                %v1189 = memref.load %ls0[%lane] : memref<?xi64>
                %v1190 = arith.index_cast %v1189 : i64 to index
                %v1191 = memref.load %wg0[%v1190] : memref<?xf32>
                memref.store %v1191, %l408[%k0] : memref<?xf32>
                %v1192 = memref.load %l404[%k0] : memref<?xi64>
                %v1193 = arith.index_cast %v1192 : i64 to index
                %v1194 = memref.load %wg0[%v1193] : memref<?xf32>
                memref.store %v1194, %l409[%k0] : memref<?xf32>
                %v1195 = memref.load %l408[%k0] : memref<?xf32>
                %v1196 = memref.load %l409[%k0] : memref<?xf32>
                %v1197 = arith.addf %v1195, %v1196 : f32
                memref.store %v1197, %l410[%k0] : memref<?xf32>
                %v1198 = memref.load %ls0[%lane] : memref<?xi64>
                %v1199 = arith.index_cast %v1198 : i64 to index
                %v1200 = memref.load %l410[%k0] : memref<?xf32>
                memref.store %v1200, %wg0[%v1199] : memref<?xf32>
                cf.br ^bb64
              ^bb64:
                %v1201 = arith.constant 65 : i32
                memref.store %v1201, %resume[%lane] : memref<?xi32>
                %v1202 = arith.constant true
                %v1203 = arith.constant 0 : index
                memref.store %v1202, %more[%v1203] : memref<?xi1>
                cf.br ^exit
              ^bb65:
                %v1204 = memref.load %ls400[%lane] : memref<?xi64>
                memref.store %v1204, %l411[%k0] : memref<?xi64>
                %v1205 = memref.load %l411[%k0] : memref<?xi64>
                %v1206 = arith.constant 2 : i64
                %v1207 = arith.constant 0 : i64
                %v1208 = arith.cmpi eq, %v1206, %v1207 : i64
                %v1209 = arith.constant 1 : i64
                %v1210 = arith.select %v1208, %v1209, %v1206 : i64
                %v1211 = arith.divui %v1205, %v1210 : i64
                memref.store %v1211, %ls400[%lane] : memref<?xi64>
                cf.br ^bb60
              ^bb66:
                %v1212 = memref.load %ls1[%lane] : memref<?xi64>
                %v1213 = arith.constant 0 : i64
                %v1214 = arith.cmpi eq, %v1212, %v1213 : i64
                memref.store %v1214, %l412[%k0] : memref<?xi1>
                %v1215 = memref.load %l412[%k0] : memref<?xi1>
                cf.cond_br %v1215, ^bb67, ^bb69
              ^bb67:
                %v1216 = arith.index_cast %n2 : index to i64
                memref.store %v1216, %l413[%k0] : memref<?xi64>
                %v1217 = memref.load %ls5[%lane] : memref<?xi64>
                %v1218 = memref.load %l413[%k0] : memref<?xi64>
                %v1219 = arith.cmpi ult, %v1217, %v1218 : i64
                memref.store %v1219, %l414[%k0] : memref<?xi1>
                %v1220 = memref.load %l414[%k0] : memref<?xi1>
                cf.cond_br %v1220, ^bb68, ^bb69
              ^bb68:
                %v1221 = memref.load %ls0[%lane] : memref<?xi64>
                %v1222 = arith.index_cast %v1221 : i64 to index
                %v1223 = memref.load %wg0[%v1222] : memref<?xf32>
                memref.store %v1223, %l415[%k0] : memref<?xf32>
                %v1224 = memref.load %ls5[%lane] : memref<?xi64>
                %v1225 = arith.index_cast %v1224 : i64 to index
                %v1226 = memref.load %l415[%k0] : memref<?xf32>
                memref.store %v1226, %p2[%v1225] : memref<?xf32>
                cf.br ^bb69
              ^bb69:
                %v1227 = arith.constant -1 : i32
                memref.store %v1227, %resume[%lane] : memref<?xi32>
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
