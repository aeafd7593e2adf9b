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
    %b_wg0_c0 = "aie.buffer"(%t_c0) {sym_name = "wg0_c0"} : (index) -> memref<128xf32>
    %b_ls6_c0 = "aie.buffer"(%t_c0) {sym_name = "ls6_c0"} : (index) -> memref<64xi64>
    %b_ls26_c0 = "aie.buffer"(%t_c0) {sym_name = "ls26_c0"} : (index) -> memref<64xi64>
    %b_ls36_c0 = "aie.buffer"(%t_c0) {sym_name = "ls36_c0"} : (index) -> memref<64xi64>
    %b_ls1101_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1101_c0"} : (index) -> memref<64xi64>
    %b_ls1102_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1102_c0"} : (index) -> memref<64xi64>
    %b_ls1107_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1107_c0"} : (index) -> memref<64xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<64xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l0_c0 = "aie.buffer"(%t_c0) {sym_name = "l0_c0"} : (index) -> memref<1xi64>
    %b_l1_c0 = "aie.buffer"(%t_c0) {sym_name = "l1_c0"} : (index) -> memref<1xi64>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi64>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi64>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi64>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi32>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi32>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi32>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi32>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi32>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi32>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi32>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi32>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi64>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi64>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi64>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi1>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi64>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi64>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi64>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi1>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi64>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi64>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi64>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi64>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi1>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi64>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi64>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi64>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi1>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xf32>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xf32>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi64>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi64>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi1>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi64>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi64>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi64>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi64>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi64>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi64>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi64>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi64>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi64>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi64>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi64>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi64>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi64>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi64>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi64>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi64>
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
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi1>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi1>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi1>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xi1>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xi1>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xi1>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi1>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi1>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi1>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi1>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi1>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi1>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi1>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xi1>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xi1>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi1>
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
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xf32>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xf32>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xf32>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xf32>
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
    %b_l167_c0 = "aie.buffer"(%t_c0) {sym_name = "l167_c0"} : (index) -> memref<1xi32>
    %b_l168_c0 = "aie.buffer"(%t_c0) {sym_name = "l168_c0"} : (index) -> memref<1xi32>
    %b_l169_c0 = "aie.buffer"(%t_c0) {sym_name = "l169_c0"} : (index) -> memref<1xi32>
    %b_l170_c0 = "aie.buffer"(%t_c0) {sym_name = "l170_c0"} : (index) -> memref<1xi32>
    %b_l171_c0 = "aie.buffer"(%t_c0) {sym_name = "l171_c0"} : (index) -> memref<1xi32>
    %b_l172_c0 = "aie.buffer"(%t_c0) {sym_name = "l172_c0"} : (index) -> memref<1xi32>
    %b_l173_c0 = "aie.buffer"(%t_c0) {sym_name = "l173_c0"} : (index) -> memref<1xi32>
    %b_l174_c0 = "aie.buffer"(%t_c0) {sym_name = "l174_c0"} : (index) -> memref<1xi32>
    %b_l175_c0 = "aie.buffer"(%t_c0) {sym_name = "l175_c0"} : (index) -> memref<1xi32>
    %b_l176_c0 = "aie.buffer"(%t_c0) {sym_name = "l176_c0"} : (index) -> memref<1xi32>
    %b_l177_c0 = "aie.buffer"(%t_c0) {sym_name = "l177_c0"} : (index) -> memref<1xf32>
    %b_l178_c0 = "aie.buffer"(%t_c0) {sym_name = "l178_c0"} : (index) -> memref<1xf32>
    %b_l179_c0 = "aie.buffer"(%t_c0) {sym_name = "l179_c0"} : (index) -> memref<1xf32>
    %b_l180_c0 = "aie.buffer"(%t_c0) {sym_name = "l180_c0"} : (index) -> memref<1xf32>
    %b_l181_c0 = "aie.buffer"(%t_c0) {sym_name = "l181_c0"} : (index) -> memref<1xf32>
    %b_l182_c0 = "aie.buffer"(%t_c0) {sym_name = "l182_c0"} : (index) -> memref<1xf32>
    %b_l183_c0 = "aie.buffer"(%t_c0) {sym_name = "l183_c0"} : (index) -> memref<1xf32>
    %b_l184_c0 = "aie.buffer"(%t_c0) {sym_name = "l184_c0"} : (index) -> memref<1xf32>
    %b_l185_c0 = "aie.buffer"(%t_c0) {sym_name = "l185_c0"} : (index) -> memref<1xf32>
    %b_l186_c0 = "aie.buffer"(%t_c0) {sym_name = "l186_c0"} : (index) -> memref<1xf32>
    %b_l187_c0 = "aie.buffer"(%t_c0) {sym_name = "l187_c0"} : (index) -> memref<1xf32>
    %b_l188_c0 = "aie.buffer"(%t_c0) {sym_name = "l188_c0"} : (index) -> memref<1xf32>
    %b_l189_c0 = "aie.buffer"(%t_c0) {sym_name = "l189_c0"} : (index) -> memref<1xf32>
    %b_l190_c0 = "aie.buffer"(%t_c0) {sym_name = "l190_c0"} : (index) -> memref<1xf32>
    %b_l191_c0 = "aie.buffer"(%t_c0) {sym_name = "l191_c0"} : (index) -> memref<1xf32>
    %b_l192_c0 = "aie.buffer"(%t_c0) {sym_name = "l192_c0"} : (index) -> memref<1xf32>
    %b_l193_c0 = "aie.buffer"(%t_c0) {sym_name = "l193_c0"} : (index) -> memref<1xf32>
    %b_l194_c0 = "aie.buffer"(%t_c0) {sym_name = "l194_c0"} : (index) -> memref<1xf32>
    %b_l195_c0 = "aie.buffer"(%t_c0) {sym_name = "l195_c0"} : (index) -> memref<1xf32>
    %b_l196_c0 = "aie.buffer"(%t_c0) {sym_name = "l196_c0"} : (index) -> memref<1xf32>
    %b_l197_c0 = "aie.buffer"(%t_c0) {sym_name = "l197_c0"} : (index) -> memref<1xf32>
    %b_l198_c0 = "aie.buffer"(%t_c0) {sym_name = "l198_c0"} : (index) -> memref<1xf32>
    %b_l199_c0 = "aie.buffer"(%t_c0) {sym_name = "l199_c0"} : (index) -> memref<1xf32>
    %b_l200_c0 = "aie.buffer"(%t_c0) {sym_name = "l200_c0"} : (index) -> memref<1xf32>
    %b_l201_c0 = "aie.buffer"(%t_c0) {sym_name = "l201_c0"} : (index) -> memref<1xf32>
    %b_l202_c0 = "aie.buffer"(%t_c0) {sym_name = "l202_c0"} : (index) -> memref<1xf32>
    %b_l203_c0 = "aie.buffer"(%t_c0) {sym_name = "l203_c0"} : (index) -> memref<1xf32>
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
    %b_l216_c0 = "aie.buffer"(%t_c0) {sym_name = "l216_c0"} : (index) -> memref<1xi1>
    %b_l217_c0 = "aie.buffer"(%t_c0) {sym_name = "l217_c0"} : (index) -> memref<1xi32>
    %b_l218_c0 = "aie.buffer"(%t_c0) {sym_name = "l218_c0"} : (index) -> memref<1xi32>
    %b_l219_c0 = "aie.buffer"(%t_c0) {sym_name = "l219_c0"} : (index) -> memref<1xi32>
    %b_l220_c0 = "aie.buffer"(%t_c0) {sym_name = "l220_c0"} : (index) -> memref<1xf32>
    %b_l221_c0 = "aie.buffer"(%t_c0) {sym_name = "l221_c0"} : (index) -> memref<1xi1>
    %b_l222_c0 = "aie.buffer"(%t_c0) {sym_name = "l222_c0"} : (index) -> memref<1xi32>
    %b_l223_c0 = "aie.buffer"(%t_c0) {sym_name = "l223_c0"} : (index) -> memref<1xi32>
    %b_l224_c0 = "aie.buffer"(%t_c0) {sym_name = "l224_c0"} : (index) -> memref<1xi32>
    %b_l225_c0 = "aie.buffer"(%t_c0) {sym_name = "l225_c0"} : (index) -> memref<1xf32>
    %b_l226_c0 = "aie.buffer"(%t_c0) {sym_name = "l226_c0"} : (index) -> memref<1xi1>
    %b_l227_c0 = "aie.buffer"(%t_c0) {sym_name = "l227_c0"} : (index) -> memref<1xf32>
    %b_l228_c0 = "aie.buffer"(%t_c0) {sym_name = "l228_c0"} : (index) -> memref<1xf32>
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
    %b_l239_c0 = "aie.buffer"(%t_c0) {sym_name = "l239_c0"} : (index) -> memref<1xf32>
    %b_l240_c0 = "aie.buffer"(%t_c0) {sym_name = "l240_c0"} : (index) -> memref<1xf32>
    %b_l241_c0 = "aie.buffer"(%t_c0) {sym_name = "l241_c0"} : (index) -> memref<1xf32>
    %b_l242_c0 = "aie.buffer"(%t_c0) {sym_name = "l242_c0"} : (index) -> memref<1xf32>
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
    %b_l263_c0 = "aie.buffer"(%t_c0) {sym_name = "l263_c0"} : (index) -> memref<1xf32>
    %b_l264_c0 = "aie.buffer"(%t_c0) {sym_name = "l264_c0"} : (index) -> memref<1xf32>
    %b_l265_c0 = "aie.buffer"(%t_c0) {sym_name = "l265_c0"} : (index) -> memref<1xf32>
    %b_l266_c0 = "aie.buffer"(%t_c0) {sym_name = "l266_c0"} : (index) -> memref<1xf32>
    %b_l267_c0 = "aie.buffer"(%t_c0) {sym_name = "l267_c0"} : (index) -> memref<1xi32>
    %b_l268_c0 = "aie.buffer"(%t_c0) {sym_name = "l268_c0"} : (index) -> memref<1xi32>
    %b_l269_c0 = "aie.buffer"(%t_c0) {sym_name = "l269_c0"} : (index) -> memref<1xf32>
    %b_l270_c0 = "aie.buffer"(%t_c0) {sym_name = "l270_c0"} : (index) -> memref<1xf32>
    %b_l271_c0 = "aie.buffer"(%t_c0) {sym_name = "l271_c0"} : (index) -> memref<1xf32>
    %b_l272_c0 = "aie.buffer"(%t_c0) {sym_name = "l272_c0"} : (index) -> memref<1xf32>
    %b_l273_c0 = "aie.buffer"(%t_c0) {sym_name = "l273_c0"} : (index) -> memref<1xi32>
    %b_l274_c0 = "aie.buffer"(%t_c0) {sym_name = "l274_c0"} : (index) -> memref<1xi32>
    %b_l275_c0 = "aie.buffer"(%t_c0) {sym_name = "l275_c0"} : (index) -> memref<1xf32>
    %b_l276_c0 = "aie.buffer"(%t_c0) {sym_name = "l276_c0"} : (index) -> memref<1xf32>
    %b_l277_c0 = "aie.buffer"(%t_c0) {sym_name = "l277_c0"} : (index) -> memref<1xf32>
    %b_l278_c0 = "aie.buffer"(%t_c0) {sym_name = "l278_c0"} : (index) -> memref<1xf32>
    %b_l279_c0 = "aie.buffer"(%t_c0) {sym_name = "l279_c0"} : (index) -> memref<1xi32>
    %b_l280_c0 = "aie.buffer"(%t_c0) {sym_name = "l280_c0"} : (index) -> memref<1xi32>
    %b_l281_c0 = "aie.buffer"(%t_c0) {sym_name = "l281_c0"} : (index) -> memref<1xf32>
    %b_l282_c0 = "aie.buffer"(%t_c0) {sym_name = "l282_c0"} : (index) -> memref<1xf32>
    %b_l283_c0 = "aie.buffer"(%t_c0) {sym_name = "l283_c0"} : (index) -> memref<1xf32>
    %b_l284_c0 = "aie.buffer"(%t_c0) {sym_name = "l284_c0"} : (index) -> memref<1xf32>
    %b_l285_c0 = "aie.buffer"(%t_c0) {sym_name = "l285_c0"} : (index) -> memref<1xi32>
    %b_l286_c0 = "aie.buffer"(%t_c0) {sym_name = "l286_c0"} : (index) -> memref<1xi32>
    %b_l287_c0 = "aie.buffer"(%t_c0) {sym_name = "l287_c0"} : (index) -> memref<1xf32>
    %b_l288_c0 = "aie.buffer"(%t_c0) {sym_name = "l288_c0"} : (index) -> memref<1xf32>
    %b_l289_c0 = "aie.buffer"(%t_c0) {sym_name = "l289_c0"} : (index) -> memref<1xf32>
    %b_l290_c0 = "aie.buffer"(%t_c0) {sym_name = "l290_c0"} : (index) -> memref<1xf32>
    %b_l291_c0 = "aie.buffer"(%t_c0) {sym_name = "l291_c0"} : (index) -> memref<1xi32>
    %b_l292_c0 = "aie.buffer"(%t_c0) {sym_name = "l292_c0"} : (index) -> memref<1xi32>
    %b_l293_c0 = "aie.buffer"(%t_c0) {sym_name = "l293_c0"} : (index) -> memref<1xf32>
    %b_l294_c0 = "aie.buffer"(%t_c0) {sym_name = "l294_c0"} : (index) -> memref<1xf32>
    %b_l295_c0 = "aie.buffer"(%t_c0) {sym_name = "l295_c0"} : (index) -> memref<1xf32>
    %b_l296_c0 = "aie.buffer"(%t_c0) {sym_name = "l296_c0"} : (index) -> memref<1xf32>
    %b_l297_c0 = "aie.buffer"(%t_c0) {sym_name = "l297_c0"} : (index) -> memref<1xi32>
    %b_l298_c0 = "aie.buffer"(%t_c0) {sym_name = "l298_c0"} : (index) -> memref<1xi32>
    %b_l299_c0 = "aie.buffer"(%t_c0) {sym_name = "l299_c0"} : (index) -> memref<1xf32>
    %b_l300_c0 = "aie.buffer"(%t_c0) {sym_name = "l300_c0"} : (index) -> memref<1xf32>
    %b_l301_c0 = "aie.buffer"(%t_c0) {sym_name = "l301_c0"} : (index) -> memref<1xf32>
    %b_l302_c0 = "aie.buffer"(%t_c0) {sym_name = "l302_c0"} : (index) -> memref<1xf32>
    %b_l303_c0 = "aie.buffer"(%t_c0) {sym_name = "l303_c0"} : (index) -> memref<1xi32>
    %b_l304_c0 = "aie.buffer"(%t_c0) {sym_name = "l304_c0"} : (index) -> memref<1xi32>
    %b_l305_c0 = "aie.buffer"(%t_c0) {sym_name = "l305_c0"} : (index) -> memref<1xf32>
    %b_l306_c0 = "aie.buffer"(%t_c0) {sym_name = "l306_c0"} : (index) -> memref<1xf32>
    %b_l307_c0 = "aie.buffer"(%t_c0) {sym_name = "l307_c0"} : (index) -> memref<1xf32>
    %b_l308_c0 = "aie.buffer"(%t_c0) {sym_name = "l308_c0"} : (index) -> memref<1xf32>
    %b_l309_c0 = "aie.buffer"(%t_c0) {sym_name = "l309_c0"} : (index) -> memref<1xi32>
    %b_l310_c0 = "aie.buffer"(%t_c0) {sym_name = "l310_c0"} : (index) -> memref<1xi32>
    %b_l311_c0 = "aie.buffer"(%t_c0) {sym_name = "l311_c0"} : (index) -> memref<1xf32>
    %b_l312_c0 = "aie.buffer"(%t_c0) {sym_name = "l312_c0"} : (index) -> memref<1xf32>
    %b_l313_c0 = "aie.buffer"(%t_c0) {sym_name = "l313_c0"} : (index) -> memref<1xf32>
    %b_l314_c0 = "aie.buffer"(%t_c0) {sym_name = "l314_c0"} : (index) -> memref<1xf32>
    %b_l315_c0 = "aie.buffer"(%t_c0) {sym_name = "l315_c0"} : (index) -> memref<1xi32>
    %b_l316_c0 = "aie.buffer"(%t_c0) {sym_name = "l316_c0"} : (index) -> memref<1xi32>
    %b_l317_c0 = "aie.buffer"(%t_c0) {sym_name = "l317_c0"} : (index) -> memref<1xf32>
    %b_l318_c0 = "aie.buffer"(%t_c0) {sym_name = "l318_c0"} : (index) -> memref<1xf32>
    %b_l319_c0 = "aie.buffer"(%t_c0) {sym_name = "l319_c0"} : (index) -> memref<1xf32>
    %b_l320_c0 = "aie.buffer"(%t_c0) {sym_name = "l320_c0"} : (index) -> memref<1xf32>
    %b_l321_c0 = "aie.buffer"(%t_c0) {sym_name = "l321_c0"} : (index) -> memref<1xi32>
    %b_l322_c0 = "aie.buffer"(%t_c0) {sym_name = "l322_c0"} : (index) -> memref<1xi32>
    %b_l323_c0 = "aie.buffer"(%t_c0) {sym_name = "l323_c0"} : (index) -> memref<1xf32>
    %b_l324_c0 = "aie.buffer"(%t_c0) {sym_name = "l324_c0"} : (index) -> memref<1xf32>
    %b_l325_c0 = "aie.buffer"(%t_c0) {sym_name = "l325_c0"} : (index) -> memref<1xf32>
    %b_l326_c0 = "aie.buffer"(%t_c0) {sym_name = "l326_c0"} : (index) -> memref<1xf32>
    %b_l327_c0 = "aie.buffer"(%t_c0) {sym_name = "l327_c0"} : (index) -> memref<1xi32>
    %b_l328_c0 = "aie.buffer"(%t_c0) {sym_name = "l328_c0"} : (index) -> memref<1xi32>
    %b_l329_c0 = "aie.buffer"(%t_c0) {sym_name = "l329_c0"} : (index) -> memref<1xf32>
    %b_l330_c0 = "aie.buffer"(%t_c0) {sym_name = "l330_c0"} : (index) -> memref<1xf32>
    %b_l331_c0 = "aie.buffer"(%t_c0) {sym_name = "l331_c0"} : (index) -> memref<1xf32>
    %b_l332_c0 = "aie.buffer"(%t_c0) {sym_name = "l332_c0"} : (index) -> memref<1xf32>
    %b_l333_c0 = "aie.buffer"(%t_c0) {sym_name = "l333_c0"} : (index) -> memref<1xi32>
    %b_l334_c0 = "aie.buffer"(%t_c0) {sym_name = "l334_c0"} : (index) -> memref<1xi32>
    %b_l335_c0 = "aie.buffer"(%t_c0) {sym_name = "l335_c0"} : (index) -> memref<1xf32>
    %b_l336_c0 = "aie.buffer"(%t_c0) {sym_name = "l336_c0"} : (index) -> memref<1xf32>
    %b_l337_c0 = "aie.buffer"(%t_c0) {sym_name = "l337_c0"} : (index) -> memref<1xf32>
    %b_l338_c0 = "aie.buffer"(%t_c0) {sym_name = "l338_c0"} : (index) -> memref<1xf32>
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
    %b_l429_c0 = "aie.buffer"(%t_c0) {sym_name = "l429_c0"} : (index) -> memref<1xf32>
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
    %b_l453_c0 = "aie.buffer"(%t_c0) {sym_name = "l453_c0"} : (index) -> memref<1xi32>
    %b_l454_c0 = "aie.buffer"(%t_c0) {sym_name = "l454_c0"} : (index) -> memref<1xi32>
    %b_l455_c0 = "aie.buffer"(%t_c0) {sym_name = "l455_c0"} : (index) -> memref<1xi32>
    %b_l456_c0 = "aie.buffer"(%t_c0) {sym_name = "l456_c0"} : (index) -> memref<1xi32>
    %b_l457_c0 = "aie.buffer"(%t_c0) {sym_name = "l457_c0"} : (index) -> memref<1xi32>
    %b_l458_c0 = "aie.buffer"(%t_c0) {sym_name = "l458_c0"} : (index) -> memref<1xf32>
    %b_l459_c0 = "aie.buffer"(%t_c0) {sym_name = "l459_c0"} : (index) -> memref<1xi1>
    %b_l460_c0 = "aie.buffer"(%t_c0) {sym_name = "l460_c0"} : (index) -> memref<1xi32>
    %b_l461_c0 = "aie.buffer"(%t_c0) {sym_name = "l461_c0"} : (index) -> memref<1xi32>
    %b_l462_c0 = "aie.buffer"(%t_c0) {sym_name = "l462_c0"} : (index) -> memref<1xi32>
    %b_l463_c0 = "aie.buffer"(%t_c0) {sym_name = "l463_c0"} : (index) -> memref<1xf32>
    %b_l464_c0 = "aie.buffer"(%t_c0) {sym_name = "l464_c0"} : (index) -> memref<1xi1>
    %b_l465_c0 = "aie.buffer"(%t_c0) {sym_name = "l465_c0"} : (index) -> memref<1xi32>
    %b_l466_c0 = "aie.buffer"(%t_c0) {sym_name = "l466_c0"} : (index) -> memref<1xi32>
    %b_l467_c0 = "aie.buffer"(%t_c0) {sym_name = "l467_c0"} : (index) -> memref<1xi32>
    %b_l468_c0 = "aie.buffer"(%t_c0) {sym_name = "l468_c0"} : (index) -> memref<1xf32>
    %b_l469_c0 = "aie.buffer"(%t_c0) {sym_name = "l469_c0"} : (index) -> memref<1xi1>
    %b_l470_c0 = "aie.buffer"(%t_c0) {sym_name = "l470_c0"} : (index) -> memref<1xf32>
    %b_l471_c0 = "aie.buffer"(%t_c0) {sym_name = "l471_c0"} : (index) -> memref<1xf32>
    %b_l472_c0 = "aie.buffer"(%t_c0) {sym_name = "l472_c0"} : (index) -> memref<1xi32>
    %b_l473_c0 = "aie.buffer"(%t_c0) {sym_name = "l473_c0"} : (index) -> memref<1xi32>
    %b_l474_c0 = "aie.buffer"(%t_c0) {sym_name = "l474_c0"} : (index) -> memref<1xi32>
    %b_l475_c0 = "aie.buffer"(%t_c0) {sym_name = "l475_c0"} : (index) -> memref<1xi32>
    %b_l476_c0 = "aie.buffer"(%t_c0) {sym_name = "l476_c0"} : (index) -> memref<1xi32>
    %b_l477_c0 = "aie.buffer"(%t_c0) {sym_name = "l477_c0"} : (index) -> memref<1xi32>
    %b_l478_c0 = "aie.buffer"(%t_c0) {sym_name = "l478_c0"} : (index) -> memref<1xi32>
    %b_l479_c0 = "aie.buffer"(%t_c0) {sym_name = "l479_c0"} : (index) -> memref<1xi32>
    %b_l480_c0 = "aie.buffer"(%t_c0) {sym_name = "l480_c0"} : (index) -> memref<1xi32>
    %b_l481_c0 = "aie.buffer"(%t_c0) {sym_name = "l481_c0"} : (index) -> memref<1xi32>
    %b_l482_c0 = "aie.buffer"(%t_c0) {sym_name = "l482_c0"} : (index) -> memref<1xf32>
    %b_l483_c0 = "aie.buffer"(%t_c0) {sym_name = "l483_c0"} : (index) -> memref<1xf32>
    %b_l484_c0 = "aie.buffer"(%t_c0) {sym_name = "l484_c0"} : (index) -> memref<1xf32>
    %b_l485_c0 = "aie.buffer"(%t_c0) {sym_name = "l485_c0"} : (index) -> memref<1xf32>
    %b_l486_c0 = "aie.buffer"(%t_c0) {sym_name = "l486_c0"} : (index) -> memref<1xi32>
    %b_l487_c0 = "aie.buffer"(%t_c0) {sym_name = "l487_c0"} : (index) -> memref<1xi32>
    %b_l488_c0 = "aie.buffer"(%t_c0) {sym_name = "l488_c0"} : (index) -> memref<1xf32>
    %b_l489_c0 = "aie.buffer"(%t_c0) {sym_name = "l489_c0"} : (index) -> memref<1xf32>
    %b_l490_c0 = "aie.buffer"(%t_c0) {sym_name = "l490_c0"} : (index) -> memref<1xf32>
    %b_l491_c0 = "aie.buffer"(%t_c0) {sym_name = "l491_c0"} : (index) -> memref<1xf32>
    %b_l492_c0 = "aie.buffer"(%t_c0) {sym_name = "l492_c0"} : (index) -> memref<1xi32>
    %b_l493_c0 = "aie.buffer"(%t_c0) {sym_name = "l493_c0"} : (index) -> memref<1xi32>
    %b_l494_c0 = "aie.buffer"(%t_c0) {sym_name = "l494_c0"} : (index) -> memref<1xf32>
    %b_l495_c0 = "aie.buffer"(%t_c0) {sym_name = "l495_c0"} : (index) -> memref<1xf32>
    %b_l496_c0 = "aie.buffer"(%t_c0) {sym_name = "l496_c0"} : (index) -> memref<1xf32>
    %b_l497_c0 = "aie.buffer"(%t_c0) {sym_name = "l497_c0"} : (index) -> memref<1xf32>
    %b_l498_c0 = "aie.buffer"(%t_c0) {sym_name = "l498_c0"} : (index) -> memref<1xi32>
    %b_l499_c0 = "aie.buffer"(%t_c0) {sym_name = "l499_c0"} : (index) -> memref<1xi32>
    %b_l500_c0 = "aie.buffer"(%t_c0) {sym_name = "l500_c0"} : (index) -> memref<1xf32>
    %b_l501_c0 = "aie.buffer"(%t_c0) {sym_name = "l501_c0"} : (index) -> memref<1xf32>
    %b_l502_c0 = "aie.buffer"(%t_c0) {sym_name = "l502_c0"} : (index) -> memref<1xf32>
    %b_l503_c0 = "aie.buffer"(%t_c0) {sym_name = "l503_c0"} : (index) -> memref<1xf32>
    %b_l504_c0 = "aie.buffer"(%t_c0) {sym_name = "l504_c0"} : (index) -> memref<1xi32>
    %b_l505_c0 = "aie.buffer"(%t_c0) {sym_name = "l505_c0"} : (index) -> memref<1xi32>
    %b_l506_c0 = "aie.buffer"(%t_c0) {sym_name = "l506_c0"} : (index) -> memref<1xf32>
    %b_l507_c0 = "aie.buffer"(%t_c0) {sym_name = "l507_c0"} : (index) -> memref<1xf32>
    %b_l508_c0 = "aie.buffer"(%t_c0) {sym_name = "l508_c0"} : (index) -> memref<1xf32>
    %b_l509_c0 = "aie.buffer"(%t_c0) {sym_name = "l509_c0"} : (index) -> memref<1xf32>
    %b_l510_c0 = "aie.buffer"(%t_c0) {sym_name = "l510_c0"} : (index) -> memref<1xi32>
    %b_l511_c0 = "aie.buffer"(%t_c0) {sym_name = "l511_c0"} : (index) -> memref<1xi32>
    %b_l512_c0 = "aie.buffer"(%t_c0) {sym_name = "l512_c0"} : (index) -> memref<1xf32>
    %b_l513_c0 = "aie.buffer"(%t_c0) {sym_name = "l513_c0"} : (index) -> memref<1xf32>
    %b_l514_c0 = "aie.buffer"(%t_c0) {sym_name = "l514_c0"} : (index) -> memref<1xf32>
    %b_l515_c0 = "aie.buffer"(%t_c0) {sym_name = "l515_c0"} : (index) -> memref<1xf32>
    %b_l516_c0 = "aie.buffer"(%t_c0) {sym_name = "l516_c0"} : (index) -> memref<1xi32>
    %b_l517_c0 = "aie.buffer"(%t_c0) {sym_name = "l517_c0"} : (index) -> memref<1xi32>
    %b_l518_c0 = "aie.buffer"(%t_c0) {sym_name = "l518_c0"} : (index) -> memref<1xf32>
    %b_l519_c0 = "aie.buffer"(%t_c0) {sym_name = "l519_c0"} : (index) -> memref<1xf32>
    %b_l520_c0 = "aie.buffer"(%t_c0) {sym_name = "l520_c0"} : (index) -> memref<1xf32>
    %b_l521_c0 = "aie.buffer"(%t_c0) {sym_name = "l521_c0"} : (index) -> memref<1xf32>
    %b_l522_c0 = "aie.buffer"(%t_c0) {sym_name = "l522_c0"} : (index) -> memref<1xi32>
    %b_l523_c0 = "aie.buffer"(%t_c0) {sym_name = "l523_c0"} : (index) -> memref<1xi32>
    %b_l524_c0 = "aie.buffer"(%t_c0) {sym_name = "l524_c0"} : (index) -> memref<1xf32>
    %b_l525_c0 = "aie.buffer"(%t_c0) {sym_name = "l525_c0"} : (index) -> memref<1xf32>
    %b_l526_c0 = "aie.buffer"(%t_c0) {sym_name = "l526_c0"} : (index) -> memref<1xf32>
    %b_l527_c0 = "aie.buffer"(%t_c0) {sym_name = "l527_c0"} : (index) -> memref<1xf32>
    %b_l528_c0 = "aie.buffer"(%t_c0) {sym_name = "l528_c0"} : (index) -> memref<1xi32>
    %b_l529_c0 = "aie.buffer"(%t_c0) {sym_name = "l529_c0"} : (index) -> memref<1xi32>
    %b_l530_c0 = "aie.buffer"(%t_c0) {sym_name = "l530_c0"} : (index) -> memref<1xf32>
    %b_l531_c0 = "aie.buffer"(%t_c0) {sym_name = "l531_c0"} : (index) -> memref<1xf32>
    %b_l532_c0 = "aie.buffer"(%t_c0) {sym_name = "l532_c0"} : (index) -> memref<1xf32>
    %b_l533_c0 = "aie.buffer"(%t_c0) {sym_name = "l533_c0"} : (index) -> memref<1xf32>
    %b_l534_c0 = "aie.buffer"(%t_c0) {sym_name = "l534_c0"} : (index) -> memref<1xi32>
    %b_l535_c0 = "aie.buffer"(%t_c0) {sym_name = "l535_c0"} : (index) -> memref<1xi32>
    %b_l536_c0 = "aie.buffer"(%t_c0) {sym_name = "l536_c0"} : (index) -> memref<1xf32>
    %b_l537_c0 = "aie.buffer"(%t_c0) {sym_name = "l537_c0"} : (index) -> memref<1xf32>
    %b_l538_c0 = "aie.buffer"(%t_c0) {sym_name = "l538_c0"} : (index) -> memref<1xf32>
    %b_l539_c0 = "aie.buffer"(%t_c0) {sym_name = "l539_c0"} : (index) -> memref<1xf32>
    %b_l540_c0 = "aie.buffer"(%t_c0) {sym_name = "l540_c0"} : (index) -> memref<1xi32>
    %b_l541_c0 = "aie.buffer"(%t_c0) {sym_name = "l541_c0"} : (index) -> memref<1xi32>
    %b_l542_c0 = "aie.buffer"(%t_c0) {sym_name = "l542_c0"} : (index) -> memref<1xf32>
    %b_l543_c0 = "aie.buffer"(%t_c0) {sym_name = "l543_c0"} : (index) -> memref<1xf32>
    %b_l544_c0 = "aie.buffer"(%t_c0) {sym_name = "l544_c0"} : (index) -> memref<1xf32>
    %b_l545_c0 = "aie.buffer"(%t_c0) {sym_name = "l545_c0"} : (index) -> memref<1xf32>
    %b_l546_c0 = "aie.buffer"(%t_c0) {sym_name = "l546_c0"} : (index) -> memref<1xi32>
    %b_l547_c0 = "aie.buffer"(%t_c0) {sym_name = "l547_c0"} : (index) -> memref<1xi32>
    %b_l548_c0 = "aie.buffer"(%t_c0) {sym_name = "l548_c0"} : (index) -> memref<1xf32>
    %b_l549_c0 = "aie.buffer"(%t_c0) {sym_name = "l549_c0"} : (index) -> memref<1xf32>
    %b_l550_c0 = "aie.buffer"(%t_c0) {sym_name = "l550_c0"} : (index) -> memref<1xf32>
    %b_l551_c0 = "aie.buffer"(%t_c0) {sym_name = "l551_c0"} : (index) -> memref<1xf32>
    %b_l552_c0 = "aie.buffer"(%t_c0) {sym_name = "l552_c0"} : (index) -> memref<1xi32>
    %b_l553_c0 = "aie.buffer"(%t_c0) {sym_name = "l553_c0"} : (index) -> memref<1xi32>
    %b_l554_c0 = "aie.buffer"(%t_c0) {sym_name = "l554_c0"} : (index) -> memref<1xf32>
    %b_l555_c0 = "aie.buffer"(%t_c0) {sym_name = "l555_c0"} : (index) -> memref<1xf32>
    %b_l556_c0 = "aie.buffer"(%t_c0) {sym_name = "l556_c0"} : (index) -> memref<1xf32>
    %b_l557_c0 = "aie.buffer"(%t_c0) {sym_name = "l557_c0"} : (index) -> memref<1xf32>
    %b_l558_c0 = "aie.buffer"(%t_c0) {sym_name = "l558_c0"} : (index) -> memref<1xi32>
    %b_l559_c0 = "aie.buffer"(%t_c0) {sym_name = "l559_c0"} : (index) -> memref<1xi32>
    %b_l560_c0 = "aie.buffer"(%t_c0) {sym_name = "l560_c0"} : (index) -> memref<1xf32>
    %b_l561_c0 = "aie.buffer"(%t_c0) {sym_name = "l561_c0"} : (index) -> memref<1xf32>
    %b_l562_c0 = "aie.buffer"(%t_c0) {sym_name = "l562_c0"} : (index) -> memref<1xf32>
    %b_l563_c0 = "aie.buffer"(%t_c0) {sym_name = "l563_c0"} : (index) -> memref<1xf32>
    %b_l564_c0 = "aie.buffer"(%t_c0) {sym_name = "l564_c0"} : (index) -> memref<1xi32>
    %b_l565_c0 = "aie.buffer"(%t_c0) {sym_name = "l565_c0"} : (index) -> memref<1xi32>
    %b_l566_c0 = "aie.buffer"(%t_c0) {sym_name = "l566_c0"} : (index) -> memref<1xf32>
    %b_l567_c0 = "aie.buffer"(%t_c0) {sym_name = "l567_c0"} : (index) -> memref<1xf32>
    %b_l568_c0 = "aie.buffer"(%t_c0) {sym_name = "l568_c0"} : (index) -> memref<1xf32>
    %b_l569_c0 = "aie.buffer"(%t_c0) {sym_name = "l569_c0"} : (index) -> memref<1xf32>
    %b_l570_c0 = "aie.buffer"(%t_c0) {sym_name = "l570_c0"} : (index) -> memref<1xi32>
    %b_l571_c0 = "aie.buffer"(%t_c0) {sym_name = "l571_c0"} : (index) -> memref<1xi32>
    %b_l572_c0 = "aie.buffer"(%t_c0) {sym_name = "l572_c0"} : (index) -> memref<1xf32>
    %b_l573_c0 = "aie.buffer"(%t_c0) {sym_name = "l573_c0"} : (index) -> memref<1xf32>
    %b_l574_c0 = "aie.buffer"(%t_c0) {sym_name = "l574_c0"} : (index) -> memref<1xf32>
    %b_l575_c0 = "aie.buffer"(%t_c0) {sym_name = "l575_c0"} : (index) -> memref<1xf32>
    %b_l576_c0 = "aie.buffer"(%t_c0) {sym_name = "l576_c0"} : (index) -> memref<1xi32>
    %b_l577_c0 = "aie.buffer"(%t_c0) {sym_name = "l577_c0"} : (index) -> memref<1xi32>
    %b_l578_c0 = "aie.buffer"(%t_c0) {sym_name = "l578_c0"} : (index) -> memref<1xf32>
    %b_l579_c0 = "aie.buffer"(%t_c0) {sym_name = "l579_c0"} : (index) -> memref<1xf32>
    %b_l580_c0 = "aie.buffer"(%t_c0) {sym_name = "l580_c0"} : (index) -> memref<1xf32>
    %b_l581_c0 = "aie.buffer"(%t_c0) {sym_name = "l581_c0"} : (index) -> memref<1xf32>
    %b_l582_c0 = "aie.buffer"(%t_c0) {sym_name = "l582_c0"} : (index) -> memref<1xi32>
    %b_l583_c0 = "aie.buffer"(%t_c0) {sym_name = "l583_c0"} : (index) -> memref<1xi32>
    %b_l584_c0 = "aie.buffer"(%t_c0) {sym_name = "l584_c0"} : (index) -> memref<1xf32>
    %b_l585_c0 = "aie.buffer"(%t_c0) {sym_name = "l585_c0"} : (index) -> memref<1xf32>
    %b_l586_c0 = "aie.buffer"(%t_c0) {sym_name = "l586_c0"} : (index) -> memref<1xf32>
    %b_l587_c0 = "aie.buffer"(%t_c0) {sym_name = "l587_c0"} : (index) -> memref<1xf32>
    %b_l588_c0 = "aie.buffer"(%t_c0) {sym_name = "l588_c0"} : (index) -> memref<1xi32>
    %b_l589_c0 = "aie.buffer"(%t_c0) {sym_name = "l589_c0"} : (index) -> memref<1xi32>
    %b_l590_c0 = "aie.buffer"(%t_c0) {sym_name = "l590_c0"} : (index) -> memref<1xf32>
    %b_l591_c0 = "aie.buffer"(%t_c0) {sym_name = "l591_c0"} : (index) -> memref<1xf32>
    %b_l592_c0 = "aie.buffer"(%t_c0) {sym_name = "l592_c0"} : (index) -> memref<1xf32>
    %b_l593_c0 = "aie.buffer"(%t_c0) {sym_name = "l593_c0"} : (index) -> memref<1xf32>
    %b_l594_c0 = "aie.buffer"(%t_c0) {sym_name = "l594_c0"} : (index) -> memref<1xi32>
    %b_l595_c0 = "aie.buffer"(%t_c0) {sym_name = "l595_c0"} : (index) -> memref<1xi32>
    %b_l596_c0 = "aie.buffer"(%t_c0) {sym_name = "l596_c0"} : (index) -> memref<1xf32>
    %b_l597_c0 = "aie.buffer"(%t_c0) {sym_name = "l597_c0"} : (index) -> memref<1xf32>
    %b_l598_c0 = "aie.buffer"(%t_c0) {sym_name = "l598_c0"} : (index) -> memref<1xf32>
    %b_l599_c0 = "aie.buffer"(%t_c0) {sym_name = "l599_c0"} : (index) -> memref<1xf32>
    %b_l600_c0 = "aie.buffer"(%t_c0) {sym_name = "l600_c0"} : (index) -> memref<1xi32>
    %b_l601_c0 = "aie.buffer"(%t_c0) {sym_name = "l601_c0"} : (index) -> memref<1xi32>
    %b_l602_c0 = "aie.buffer"(%t_c0) {sym_name = "l602_c0"} : (index) -> memref<1xf32>
    %b_l603_c0 = "aie.buffer"(%t_c0) {sym_name = "l603_c0"} : (index) -> memref<1xf32>
    %b_l604_c0 = "aie.buffer"(%t_c0) {sym_name = "l604_c0"} : (index) -> memref<1xf32>
    %b_l605_c0 = "aie.buffer"(%t_c0) {sym_name = "l605_c0"} : (index) -> memref<1xf32>
    %b_l606_c0 = "aie.buffer"(%t_c0) {sym_name = "l606_c0"} : (index) -> memref<1xi32>
    %b_l607_c0 = "aie.buffer"(%t_c0) {sym_name = "l607_c0"} : (index) -> memref<1xi32>
    %b_l608_c0 = "aie.buffer"(%t_c0) {sym_name = "l608_c0"} : (index) -> memref<1xf32>
    %b_l609_c0 = "aie.buffer"(%t_c0) {sym_name = "l609_c0"} : (index) -> memref<1xf32>
    %b_l610_c0 = "aie.buffer"(%t_c0) {sym_name = "l610_c0"} : (index) -> memref<1xf32>
    %b_l611_c0 = "aie.buffer"(%t_c0) {sym_name = "l611_c0"} : (index) -> memref<1xf32>
    %b_l612_c0 = "aie.buffer"(%t_c0) {sym_name = "l612_c0"} : (index) -> memref<1xi32>
    %b_l613_c0 = "aie.buffer"(%t_c0) {sym_name = "l613_c0"} : (index) -> memref<1xi32>
    %b_l614_c0 = "aie.buffer"(%t_c0) {sym_name = "l614_c0"} : (index) -> memref<1xf32>
    %b_l615_c0 = "aie.buffer"(%t_c0) {sym_name = "l615_c0"} : (index) -> memref<1xf32>
    %b_l616_c0 = "aie.buffer"(%t_c0) {sym_name = "l616_c0"} : (index) -> memref<1xf32>
    %b_l617_c0 = "aie.buffer"(%t_c0) {sym_name = "l617_c0"} : (index) -> memref<1xf32>
    %b_l618_c0 = "aie.buffer"(%t_c0) {sym_name = "l618_c0"} : (index) -> memref<1xi32>
    %b_l619_c0 = "aie.buffer"(%t_c0) {sym_name = "l619_c0"} : (index) -> memref<1xi32>
    %b_l620_c0 = "aie.buffer"(%t_c0) {sym_name = "l620_c0"} : (index) -> memref<1xf32>
    %b_l621_c0 = "aie.buffer"(%t_c0) {sym_name = "l621_c0"} : (index) -> memref<1xf32>
    %b_l622_c0 = "aie.buffer"(%t_c0) {sym_name = "l622_c0"} : (index) -> memref<1xf32>
    %b_l623_c0 = "aie.buffer"(%t_c0) {sym_name = "l623_c0"} : (index) -> memref<1xf32>
    %b_l624_c0 = "aie.buffer"(%t_c0) {sym_name = "l624_c0"} : (index) -> memref<1xi32>
    %b_l625_c0 = "aie.buffer"(%t_c0) {sym_name = "l625_c0"} : (index) -> memref<1xi32>
    %b_l626_c0 = "aie.buffer"(%t_c0) {sym_name = "l626_c0"} : (index) -> memref<1xf32>
    %b_l627_c0 = "aie.buffer"(%t_c0) {sym_name = "l627_c0"} : (index) -> memref<1xf32>
    %b_l628_c0 = "aie.buffer"(%t_c0) {sym_name = "l628_c0"} : (index) -> memref<1xf32>
    %b_l629_c0 = "aie.buffer"(%t_c0) {sym_name = "l629_c0"} : (index) -> memref<1xf32>
    %b_l630_c0 = "aie.buffer"(%t_c0) {sym_name = "l630_c0"} : (index) -> memref<1xi32>
    %b_l631_c0 = "aie.buffer"(%t_c0) {sym_name = "l631_c0"} : (index) -> memref<1xi32>
    %b_l632_c0 = "aie.buffer"(%t_c0) {sym_name = "l632_c0"} : (index) -> memref<1xf32>
    %b_l633_c0 = "aie.buffer"(%t_c0) {sym_name = "l633_c0"} : (index) -> memref<1xf32>
    %b_l634_c0 = "aie.buffer"(%t_c0) {sym_name = "l634_c0"} : (index) -> memref<1xf32>
    %b_l635_c0 = "aie.buffer"(%t_c0) {sym_name = "l635_c0"} : (index) -> memref<1xf32>
    %b_l636_c0 = "aie.buffer"(%t_c0) {sym_name = "l636_c0"} : (index) -> memref<1xi32>
    %b_l637_c0 = "aie.buffer"(%t_c0) {sym_name = "l637_c0"} : (index) -> memref<1xi32>
    %b_l638_c0 = "aie.buffer"(%t_c0) {sym_name = "l638_c0"} : (index) -> memref<1xf32>
    %b_l639_c0 = "aie.buffer"(%t_c0) {sym_name = "l639_c0"} : (index) -> memref<1xf32>
    %b_l640_c0 = "aie.buffer"(%t_c0) {sym_name = "l640_c0"} : (index) -> memref<1xf32>
    %b_l641_c0 = "aie.buffer"(%t_c0) {sym_name = "l641_c0"} : (index) -> memref<1xf32>
    %b_l642_c0 = "aie.buffer"(%t_c0) {sym_name = "l642_c0"} : (index) -> memref<1xi32>
    %b_l643_c0 = "aie.buffer"(%t_c0) {sym_name = "l643_c0"} : (index) -> memref<1xi32>
    %b_l644_c0 = "aie.buffer"(%t_c0) {sym_name = "l644_c0"} : (index) -> memref<1xf32>
    %b_l645_c0 = "aie.buffer"(%t_c0) {sym_name = "l645_c0"} : (index) -> memref<1xf32>
    %b_l646_c0 = "aie.buffer"(%t_c0) {sym_name = "l646_c0"} : (index) -> memref<1xf32>
    %b_l647_c0 = "aie.buffer"(%t_c0) {sym_name = "l647_c0"} : (index) -> memref<1xf32>
    %b_l648_c0 = "aie.buffer"(%t_c0) {sym_name = "l648_c0"} : (index) -> memref<1xi32>
    %b_l649_c0 = "aie.buffer"(%t_c0) {sym_name = "l649_c0"} : (index) -> memref<1xi32>
    %b_l650_c0 = "aie.buffer"(%t_c0) {sym_name = "l650_c0"} : (index) -> memref<1xf32>
    %b_l651_c0 = "aie.buffer"(%t_c0) {sym_name = "l651_c0"} : (index) -> memref<1xf32>
    %b_l652_c0 = "aie.buffer"(%t_c0) {sym_name = "l652_c0"} : (index) -> memref<1xf32>
    %b_l653_c0 = "aie.buffer"(%t_c0) {sym_name = "l653_c0"} : (index) -> memref<1xf32>
    %b_l654_c0 = "aie.buffer"(%t_c0) {sym_name = "l654_c0"} : (index) -> memref<1xi32>
    %b_l655_c0 = "aie.buffer"(%t_c0) {sym_name = "l655_c0"} : (index) -> memref<1xi32>
    %b_l656_c0 = "aie.buffer"(%t_c0) {sym_name = "l656_c0"} : (index) -> memref<1xf32>
    %b_l657_c0 = "aie.buffer"(%t_c0) {sym_name = "l657_c0"} : (index) -> memref<1xf32>
    %b_l658_c0 = "aie.buffer"(%t_c0) {sym_name = "l658_c0"} : (index) -> memref<1xf32>
    %b_l659_c0 = "aie.buffer"(%t_c0) {sym_name = "l659_c0"} : (index) -> memref<1xf32>
    %b_l660_c0 = "aie.buffer"(%t_c0) {sym_name = "l660_c0"} : (index) -> memref<1xi32>
    %b_l661_c0 = "aie.buffer"(%t_c0) {sym_name = "l661_c0"} : (index) -> memref<1xi32>
    %b_l662_c0 = "aie.buffer"(%t_c0) {sym_name = "l662_c0"} : (index) -> memref<1xf32>
    %b_l663_c0 = "aie.buffer"(%t_c0) {sym_name = "l663_c0"} : (index) -> memref<1xf32>
    %b_l664_c0 = "aie.buffer"(%t_c0) {sym_name = "l664_c0"} : (index) -> memref<1xf32>
    %b_l665_c0 = "aie.buffer"(%t_c0) {sym_name = "l665_c0"} : (index) -> memref<1xf32>
    %b_l666_c0 = "aie.buffer"(%t_c0) {sym_name = "l666_c0"} : (index) -> memref<1xi32>
    %b_l667_c0 = "aie.buffer"(%t_c0) {sym_name = "l667_c0"} : (index) -> memref<1xi32>
    %b_l668_c0 = "aie.buffer"(%t_c0) {sym_name = "l668_c0"} : (index) -> memref<1xf32>
    %b_l669_c0 = "aie.buffer"(%t_c0) {sym_name = "l669_c0"} : (index) -> memref<1xf32>
    %b_l670_c0 = "aie.buffer"(%t_c0) {sym_name = "l670_c0"} : (index) -> memref<1xf32>
    %b_l671_c0 = "aie.buffer"(%t_c0) {sym_name = "l671_c0"} : (index) -> memref<1xf32>
    %b_l672_c0 = "aie.buffer"(%t_c0) {sym_name = "l672_c0"} : (index) -> memref<1xf32>
    %b_l673_c0 = "aie.buffer"(%t_c0) {sym_name = "l673_c0"} : (index) -> memref<1xi32>
    %b_l674_c0 = "aie.buffer"(%t_c0) {sym_name = "l674_c0"} : (index) -> memref<1xi32>
    %b_l675_c0 = "aie.buffer"(%t_c0) {sym_name = "l675_c0"} : (index) -> memref<1xi32>
    %b_l676_c0 = "aie.buffer"(%t_c0) {sym_name = "l676_c0"} : (index) -> memref<1xi32>
    %b_l677_c0 = "aie.buffer"(%t_c0) {sym_name = "l677_c0"} : (index) -> memref<1xi32>
    %b_l678_c0 = "aie.buffer"(%t_c0) {sym_name = "l678_c0"} : (index) -> memref<1xi32>
    %b_l679_c0 = "aie.buffer"(%t_c0) {sym_name = "l679_c0"} : (index) -> memref<1xf32>
    %b_l680_c0 = "aie.buffer"(%t_c0) {sym_name = "l680_c0"} : (index) -> memref<1xi1>
    %b_l681_c0 = "aie.buffer"(%t_c0) {sym_name = "l681_c0"} : (index) -> memref<1xi32>
    %b_l682_c0 = "aie.buffer"(%t_c0) {sym_name = "l682_c0"} : (index) -> memref<1xi32>
    %b_l683_c0 = "aie.buffer"(%t_c0) {sym_name = "l683_c0"} : (index) -> memref<1xi32>
    %b_l684_c0 = "aie.buffer"(%t_c0) {sym_name = "l684_c0"} : (index) -> memref<1xf32>
    %b_l685_c0 = "aie.buffer"(%t_c0) {sym_name = "l685_c0"} : (index) -> memref<1xi1>
    %b_l686_c0 = "aie.buffer"(%t_c0) {sym_name = "l686_c0"} : (index) -> memref<1xi32>
    %b_l687_c0 = "aie.buffer"(%t_c0) {sym_name = "l687_c0"} : (index) -> memref<1xi32>
    %b_l688_c0 = "aie.buffer"(%t_c0) {sym_name = "l688_c0"} : (index) -> memref<1xi32>
    %b_l689_c0 = "aie.buffer"(%t_c0) {sym_name = "l689_c0"} : (index) -> memref<1xf32>
    %b_l690_c0 = "aie.buffer"(%t_c0) {sym_name = "l690_c0"} : (index) -> memref<1xi1>
    %b_l691_c0 = "aie.buffer"(%t_c0) {sym_name = "l691_c0"} : (index) -> memref<1xf32>
    %b_l692_c0 = "aie.buffer"(%t_c0) {sym_name = "l692_c0"} : (index) -> memref<1xf32>
    %b_l693_c0 = "aie.buffer"(%t_c0) {sym_name = "l693_c0"} : (index) -> memref<1xf32>
    %b_l694_c0 = "aie.buffer"(%t_c0) {sym_name = "l694_c0"} : (index) -> memref<1xf32>
    %b_l695_c0 = "aie.buffer"(%t_c0) {sym_name = "l695_c0"} : (index) -> memref<1xi64>
    %b_l696_c0 = "aie.buffer"(%t_c0) {sym_name = "l696_c0"} : (index) -> memref<1xi32>
    %b_l697_c0 = "aie.buffer"(%t_c0) {sym_name = "l697_c0"} : (index) -> memref<1xi32>
    %b_l698_c0 = "aie.buffer"(%t_c0) {sym_name = "l698_c0"} : (index) -> memref<1xi32>
    %b_l699_c0 = "aie.buffer"(%t_c0) {sym_name = "l699_c0"} : (index) -> memref<1xi1>
    %b_l700_c0 = "aie.buffer"(%t_c0) {sym_name = "l700_c0"} : (index) -> memref<1xi32>
    %b_l701_c0 = "aie.buffer"(%t_c0) {sym_name = "l701_c0"} : (index) -> memref<1xi1>
    %b_l702_c0 = "aie.buffer"(%t_c0) {sym_name = "l702_c0"} : (index) -> memref<1xi64>
    %b_l703_c0 = "aie.buffer"(%t_c0) {sym_name = "l703_c0"} : (index) -> memref<1xi1>
    %b_l704_c0 = "aie.buffer"(%t_c0) {sym_name = "l704_c0"} : (index) -> memref<1xi64>
    %b_l705_c0 = "aie.buffer"(%t_c0) {sym_name = "l705_c0"} : (index) -> memref<1xi64>
    %b_l706_c0 = "aie.buffer"(%t_c0) {sym_name = "l706_c0"} : (index) -> memref<1xi64>
    %b_l707_c0 = "aie.buffer"(%t_c0) {sym_name = "l707_c0"} : (index) -> memref<1xi1>
    %b_l708_c0 = "aie.buffer"(%t_c0) {sym_name = "l708_c0"} : (index) -> memref<1xi64>
    %b_l709_c0 = "aie.buffer"(%t_c0) {sym_name = "l709_c0"} : (index) -> memref<1xi64>
    %b_l710_c0 = "aie.buffer"(%t_c0) {sym_name = "l710_c0"} : (index) -> memref<1xi64>
    %b_l711_c0 = "aie.buffer"(%t_c0) {sym_name = "l711_c0"} : (index) -> memref<1xi64>
    %b_l712_c0 = "aie.buffer"(%t_c0) {sym_name = "l712_c0"} : (index) -> memref<1xi64>
    %b_l713_c0 = "aie.buffer"(%t_c0) {sym_name = "l713_c0"} : (index) -> memref<1xi64>
    %b_l714_c0 = "aie.buffer"(%t_c0) {sym_name = "l714_c0"} : (index) -> memref<1xi64>
    %b_l715_c0 = "aie.buffer"(%t_c0) {sym_name = "l715_c0"} : (index) -> memref<1xi64>
    %b_l716_c0 = "aie.buffer"(%t_c0) {sym_name = "l716_c0"} : (index) -> memref<1xi64>
    %b_l717_c0 = "aie.buffer"(%t_c0) {sym_name = "l717_c0"} : (index) -> memref<1xi64>
    %b_l718_c0 = "aie.buffer"(%t_c0) {sym_name = "l718_c0"} : (index) -> memref<1xi64>
    %b_l719_c0 = "aie.buffer"(%t_c0) {sym_name = "l719_c0"} : (index) -> memref<1xi64>
    %b_l720_c0 = "aie.buffer"(%t_c0) {sym_name = "l720_c0"} : (index) -> memref<1xi64>
    %b_l721_c0 = "aie.buffer"(%t_c0) {sym_name = "l721_c0"} : (index) -> memref<1xi64>
    %b_l722_c0 = "aie.buffer"(%t_c0) {sym_name = "l722_c0"} : (index) -> memref<1xi64>
    %b_l723_c0 = "aie.buffer"(%t_c0) {sym_name = "l723_c0"} : (index) -> memref<1xi64>
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
    %b_l741_c0 = "aie.buffer"(%t_c0) {sym_name = "l741_c0"} : (index) -> memref<1xi1>
    %b_l742_c0 = "aie.buffer"(%t_c0) {sym_name = "l742_c0"} : (index) -> memref<1xi1>
    %b_l743_c0 = "aie.buffer"(%t_c0) {sym_name = "l743_c0"} : (index) -> memref<1xi1>
    %b_l744_c0 = "aie.buffer"(%t_c0) {sym_name = "l744_c0"} : (index) -> memref<1xi1>
    %b_l745_c0 = "aie.buffer"(%t_c0) {sym_name = "l745_c0"} : (index) -> memref<1xi1>
    %b_l746_c0 = "aie.buffer"(%t_c0) {sym_name = "l746_c0"} : (index) -> memref<1xi1>
    %b_l747_c0 = "aie.buffer"(%t_c0) {sym_name = "l747_c0"} : (index) -> memref<1xi1>
    %b_l748_c0 = "aie.buffer"(%t_c0) {sym_name = "l748_c0"} : (index) -> memref<1xi1>
    %b_l749_c0 = "aie.buffer"(%t_c0) {sym_name = "l749_c0"} : (index) -> memref<1xi1>
    %b_l750_c0 = "aie.buffer"(%t_c0) {sym_name = "l750_c0"} : (index) -> memref<1xi1>
    %b_l751_c0 = "aie.buffer"(%t_c0) {sym_name = "l751_c0"} : (index) -> memref<1xi1>
    %b_l752_c0 = "aie.buffer"(%t_c0) {sym_name = "l752_c0"} : (index) -> memref<1xi1>
    %b_l753_c0 = "aie.buffer"(%t_c0) {sym_name = "l753_c0"} : (index) -> memref<1xi1>
    %b_l754_c0 = "aie.buffer"(%t_c0) {sym_name = "l754_c0"} : (index) -> memref<1xi1>
    %b_l755_c0 = "aie.buffer"(%t_c0) {sym_name = "l755_c0"} : (index) -> memref<1xi1>
    %b_l756_c0 = "aie.buffer"(%t_c0) {sym_name = "l756_c0"} : (index) -> memref<1xi1>
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
    %b_l773_c0 = "aie.buffer"(%t_c0) {sym_name = "l773_c0"} : (index) -> memref<1xf32>
    %b_l774_c0 = "aie.buffer"(%t_c0) {sym_name = "l774_c0"} : (index) -> memref<1xf32>
    %b_l775_c0 = "aie.buffer"(%t_c0) {sym_name = "l775_c0"} : (index) -> memref<1xf32>
    %b_l776_c0 = "aie.buffer"(%t_c0) {sym_name = "l776_c0"} : (index) -> memref<1xf32>
    %b_l777_c0 = "aie.buffer"(%t_c0) {sym_name = "l777_c0"} : (index) -> memref<1xf32>
    %b_l778_c0 = "aie.buffer"(%t_c0) {sym_name = "l778_c0"} : (index) -> memref<1xf32>
    %b_l779_c0 = "aie.buffer"(%t_c0) {sym_name = "l779_c0"} : (index) -> memref<1xf32>
    %b_l780_c0 = "aie.buffer"(%t_c0) {sym_name = "l780_c0"} : (index) -> memref<1xf32>
    %b_l781_c0 = "aie.buffer"(%t_c0) {sym_name = "l781_c0"} : (index) -> memref<1xf32>
    %b_l782_c0 = "aie.buffer"(%t_c0) {sym_name = "l782_c0"} : (index) -> memref<1xf32>
    %b_l783_c0 = "aie.buffer"(%t_c0) {sym_name = "l783_c0"} : (index) -> memref<1xf32>
    %b_l784_c0 = "aie.buffer"(%t_c0) {sym_name = "l784_c0"} : (index) -> memref<1xf32>
    %b_l785_c0 = "aie.buffer"(%t_c0) {sym_name = "l785_c0"} : (index) -> memref<1xf32>
    %b_l786_c0 = "aie.buffer"(%t_c0) {sym_name = "l786_c0"} : (index) -> memref<1xf32>
    %b_l787_c0 = "aie.buffer"(%t_c0) {sym_name = "l787_c0"} : (index) -> memref<1xf32>
    %b_l788_c0 = "aie.buffer"(%t_c0) {sym_name = "l788_c0"} : (index) -> memref<1xf32>
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
    %b_l805_c0 = "aie.buffer"(%t_c0) {sym_name = "l805_c0"} : (index) -> memref<1xi64>
    %b_l806_c0 = "aie.buffer"(%t_c0) {sym_name = "l806_c0"} : (index) -> memref<1xi64>
    %b_l807_c0 = "aie.buffer"(%t_c0) {sym_name = "l807_c0"} : (index) -> memref<1xi64>
    %b_l808_c0 = "aie.buffer"(%t_c0) {sym_name = "l808_c0"} : (index) -> memref<1xi64>
    %b_l809_c0 = "aie.buffer"(%t_c0) {sym_name = "l809_c0"} : (index) -> memref<1xi64>
    %b_l810_c0 = "aie.buffer"(%t_c0) {sym_name = "l810_c0"} : (index) -> memref<1xi64>
    %b_l811_c0 = "aie.buffer"(%t_c0) {sym_name = "l811_c0"} : (index) -> memref<1xi1>
    %b_l812_c0 = "aie.buffer"(%t_c0) {sym_name = "l812_c0"} : (index) -> memref<1xi1>
    %b_l813_c0 = "aie.buffer"(%t_c0) {sym_name = "l813_c0"} : (index) -> memref<1xi1>
    %b_l814_c0 = "aie.buffer"(%t_c0) {sym_name = "l814_c0"} : (index) -> memref<1xi1>
    %b_l815_c0 = "aie.buffer"(%t_c0) {sym_name = "l815_c0"} : (index) -> memref<1xi1>
    %b_l816_c0 = "aie.buffer"(%t_c0) {sym_name = "l816_c0"} : (index) -> memref<1xi32>
    %b_l817_c0 = "aie.buffer"(%t_c0) {sym_name = "l817_c0"} : (index) -> memref<1xi32>
    %b_l818_c0 = "aie.buffer"(%t_c0) {sym_name = "l818_c0"} : (index) -> memref<1xi32>
    %b_l819_c0 = "aie.buffer"(%t_c0) {sym_name = "l819_c0"} : (index) -> memref<1xi32>
    %b_l820_c0 = "aie.buffer"(%t_c0) {sym_name = "l820_c0"} : (index) -> memref<1xi32>
    %b_l821_c0 = "aie.buffer"(%t_c0) {sym_name = "l821_c0"} : (index) -> memref<1xf32>
    %b_l822_c0 = "aie.buffer"(%t_c0) {sym_name = "l822_c0"} : (index) -> memref<1xf32>
    %b_l823_c0 = "aie.buffer"(%t_c0) {sym_name = "l823_c0"} : (index) -> memref<1xf32>
    %b_l824_c0 = "aie.buffer"(%t_c0) {sym_name = "l824_c0"} : (index) -> memref<1xf32>
    %b_l825_c0 = "aie.buffer"(%t_c0) {sym_name = "l825_c0"} : (index) -> memref<1xf32>
    %b_l826_c0 = "aie.buffer"(%t_c0) {sym_name = "l826_c0"} : (index) -> memref<1xf32>
    %b_l827_c0 = "aie.buffer"(%t_c0) {sym_name = "l827_c0"} : (index) -> memref<1xf32>
    %b_l828_c0 = "aie.buffer"(%t_c0) {sym_name = "l828_c0"} : (index) -> memref<1xf32>
    %b_l829_c0 = "aie.buffer"(%t_c0) {sym_name = "l829_c0"} : (index) -> memref<1xf32>
    %b_l830_c0 = "aie.buffer"(%t_c0) {sym_name = "l830_c0"} : (index) -> memref<1xf32>
    %b_l831_c0 = "aie.buffer"(%t_c0) {sym_name = "l831_c0"} : (index) -> memref<1xf32>
    %b_l832_c0 = "aie.buffer"(%t_c0) {sym_name = "l832_c0"} : (index) -> memref<1xf32>
    %b_l833_c0 = "aie.buffer"(%t_c0) {sym_name = "l833_c0"} : (index) -> memref<1xf32>
    %b_l834_c0 = "aie.buffer"(%t_c0) {sym_name = "l834_c0"} : (index) -> memref<1xf32>
    %b_l835_c0 = "aie.buffer"(%t_c0) {sym_name = "l835_c0"} : (index) -> memref<1xf32>
    %b_l836_c0 = "aie.buffer"(%t_c0) {sym_name = "l836_c0"} : (index) -> memref<1xf32>
    %b_l837_c0 = "aie.buffer"(%t_c0) {sym_name = "l837_c0"} : (index) -> memref<1xf32>
    %b_l838_c0 = "aie.buffer"(%t_c0) {sym_name = "l838_c0"} : (index) -> memref<1xf32>
    %b_l839_c0 = "aie.buffer"(%t_c0) {sym_name = "l839_c0"} : (index) -> memref<1xf32>
    %b_l840_c0 = "aie.buffer"(%t_c0) {sym_name = "l840_c0"} : (index) -> memref<1xf32>
    %b_l841_c0 = "aie.buffer"(%t_c0) {sym_name = "l841_c0"} : (index) -> memref<1xf32>
    %b_l842_c0 = "aie.buffer"(%t_c0) {sym_name = "l842_c0"} : (index) -> memref<1xf32>
    %b_l843_c0 = "aie.buffer"(%t_c0) {sym_name = "l843_c0"} : (index) -> memref<1xf32>
    %b_l844_c0 = "aie.buffer"(%t_c0) {sym_name = "l844_c0"} : (index) -> memref<1xf32>
    %b_l845_c0 = "aie.buffer"(%t_c0) {sym_name = "l845_c0"} : (index) -> memref<1xf32>
    %b_l846_c0 = "aie.buffer"(%t_c0) {sym_name = "l846_c0"} : (index) -> memref<1xf32>
    %b_l847_c0 = "aie.buffer"(%t_c0) {sym_name = "l847_c0"} : (index) -> memref<1xf32>
    %b_l848_c0 = "aie.buffer"(%t_c0) {sym_name = "l848_c0"} : (index) -> memref<1xf32>
    %b_l849_c0 = "aie.buffer"(%t_c0) {sym_name = "l849_c0"} : (index) -> memref<1xf32>
    %b_l850_c0 = "aie.buffer"(%t_c0) {sym_name = "l850_c0"} : (index) -> memref<1xf32>
    %b_l851_c0 = "aie.buffer"(%t_c0) {sym_name = "l851_c0"} : (index) -> memref<1xf32>
    %b_l852_c0 = "aie.buffer"(%t_c0) {sym_name = "l852_c0"} : (index) -> memref<1xf32>
    %b_l853_c0 = "aie.buffer"(%t_c0) {sym_name = "l853_c0"} : (index) -> memref<1xi32>
    %b_l854_c0 = "aie.buffer"(%t_c0) {sym_name = "l854_c0"} : (index) -> memref<1xi32>
    %b_l855_c0 = "aie.buffer"(%t_c0) {sym_name = "l855_c0"} : (index) -> memref<1xi32>
    %b_l856_c0 = "aie.buffer"(%t_c0) {sym_name = "l856_c0"} : (index) -> memref<1xi32>
    %b_l857_c0 = "aie.buffer"(%t_c0) {sym_name = "l857_c0"} : (index) -> memref<1xi32>
    %b_l858_c0 = "aie.buffer"(%t_c0) {sym_name = "l858_c0"} : (index) -> memref<1xf32>
    %b_l859_c0 = "aie.buffer"(%t_c0) {sym_name = "l859_c0"} : (index) -> memref<1xi1>
    %b_l860_c0 = "aie.buffer"(%t_c0) {sym_name = "l860_c0"} : (index) -> memref<1xi32>
    %b_l861_c0 = "aie.buffer"(%t_c0) {sym_name = "l861_c0"} : (index) -> memref<1xi32>
    %b_l862_c0 = "aie.buffer"(%t_c0) {sym_name = "l862_c0"} : (index) -> memref<1xi32>
    %b_l863_c0 = "aie.buffer"(%t_c0) {sym_name = "l863_c0"} : (index) -> memref<1xf32>
    %b_l864_c0 = "aie.buffer"(%t_c0) {sym_name = "l864_c0"} : (index) -> memref<1xi1>
    %b_l865_c0 = "aie.buffer"(%t_c0) {sym_name = "l865_c0"} : (index) -> memref<1xi32>
    %b_l866_c0 = "aie.buffer"(%t_c0) {sym_name = "l866_c0"} : (index) -> memref<1xi32>
    %b_l867_c0 = "aie.buffer"(%t_c0) {sym_name = "l867_c0"} : (index) -> memref<1xi32>
    %b_l868_c0 = "aie.buffer"(%t_c0) {sym_name = "l868_c0"} : (index) -> memref<1xf32>
    %b_l869_c0 = "aie.buffer"(%t_c0) {sym_name = "l869_c0"} : (index) -> memref<1xi1>
    %b_l870_c0 = "aie.buffer"(%t_c0) {sym_name = "l870_c0"} : (index) -> memref<1xf32>
    %b_l871_c0 = "aie.buffer"(%t_c0) {sym_name = "l871_c0"} : (index) -> memref<1xf32>
    %b_l872_c0 = "aie.buffer"(%t_c0) {sym_name = "l872_c0"} : (index) -> memref<1xi32>
    %b_l873_c0 = "aie.buffer"(%t_c0) {sym_name = "l873_c0"} : (index) -> memref<1xi32>
    %b_l874_c0 = "aie.buffer"(%t_c0) {sym_name = "l874_c0"} : (index) -> memref<1xi32>
    %b_l875_c0 = "aie.buffer"(%t_c0) {sym_name = "l875_c0"} : (index) -> memref<1xi32>
    %b_l876_c0 = "aie.buffer"(%t_c0) {sym_name = "l876_c0"} : (index) -> memref<1xi32>
    %b_l877_c0 = "aie.buffer"(%t_c0) {sym_name = "l877_c0"} : (index) -> memref<1xi32>
    %b_l878_c0 = "aie.buffer"(%t_c0) {sym_name = "l878_c0"} : (index) -> memref<1xi32>
    %b_l879_c0 = "aie.buffer"(%t_c0) {sym_name = "l879_c0"} : (index) -> memref<1xi32>
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
    %b_l964_c0 = "aie.buffer"(%t_c0) {sym_name = "l964_c0"} : (index) -> memref<1xi32>
    %b_l965_c0 = "aie.buffer"(%t_c0) {sym_name = "l965_c0"} : (index) -> memref<1xi32>
    %b_l966_c0 = "aie.buffer"(%t_c0) {sym_name = "l966_c0"} : (index) -> memref<1xf32>
    %b_l967_c0 = "aie.buffer"(%t_c0) {sym_name = "l967_c0"} : (index) -> memref<1xf32>
    %b_l968_c0 = "aie.buffer"(%t_c0) {sym_name = "l968_c0"} : (index) -> memref<1xf32>
    %b_l969_c0 = "aie.buffer"(%t_c0) {sym_name = "l969_c0"} : (index) -> memref<1xf32>
    %b_l970_c0 = "aie.buffer"(%t_c0) {sym_name = "l970_c0"} : (index) -> memref<1xi32>
    %b_l971_c0 = "aie.buffer"(%t_c0) {sym_name = "l971_c0"} : (index) -> memref<1xi32>
    %b_l972_c0 = "aie.buffer"(%t_c0) {sym_name = "l972_c0"} : (index) -> memref<1xf32>
    %b_l973_c0 = "aie.buffer"(%t_c0) {sym_name = "l973_c0"} : (index) -> memref<1xf32>
    %b_l974_c0 = "aie.buffer"(%t_c0) {sym_name = "l974_c0"} : (index) -> memref<1xf32>
    %b_l975_c0 = "aie.buffer"(%t_c0) {sym_name = "l975_c0"} : (index) -> memref<1xf32>
    %b_l976_c0 = "aie.buffer"(%t_c0) {sym_name = "l976_c0"} : (index) -> memref<1xi32>
    %b_l977_c0 = "aie.buffer"(%t_c0) {sym_name = "l977_c0"} : (index) -> memref<1xi32>
    %b_l978_c0 = "aie.buffer"(%t_c0) {sym_name = "l978_c0"} : (index) -> memref<1xf32>
    %b_l979_c0 = "aie.buffer"(%t_c0) {sym_name = "l979_c0"} : (index) -> memref<1xf32>
    %b_l980_c0 = "aie.buffer"(%t_c0) {sym_name = "l980_c0"} : (index) -> memref<1xf32>
    %b_l981_c0 = "aie.buffer"(%t_c0) {sym_name = "l981_c0"} : (index) -> memref<1xf32>
    %b_l982_c0 = "aie.buffer"(%t_c0) {sym_name = "l982_c0"} : (index) -> memref<1xi32>
    %b_l983_c0 = "aie.buffer"(%t_c0) {sym_name = "l983_c0"} : (index) -> memref<1xi32>
    %b_l984_c0 = "aie.buffer"(%t_c0) {sym_name = "l984_c0"} : (index) -> memref<1xf32>
    %b_l985_c0 = "aie.buffer"(%t_c0) {sym_name = "l985_c0"} : (index) -> memref<1xf32>
    %b_l986_c0 = "aie.buffer"(%t_c0) {sym_name = "l986_c0"} : (index) -> memref<1xf32>
    %b_l987_c0 = "aie.buffer"(%t_c0) {sym_name = "l987_c0"} : (index) -> memref<1xf32>
    %b_l988_c0 = "aie.buffer"(%t_c0) {sym_name = "l988_c0"} : (index) -> memref<1xi32>
    %b_l989_c0 = "aie.buffer"(%t_c0) {sym_name = "l989_c0"} : (index) -> memref<1xi32>
    %b_l990_c0 = "aie.buffer"(%t_c0) {sym_name = "l990_c0"} : (index) -> memref<1xf32>
    %b_l991_c0 = "aie.buffer"(%t_c0) {sym_name = "l991_c0"} : (index) -> memref<1xf32>
    %b_l992_c0 = "aie.buffer"(%t_c0) {sym_name = "l992_c0"} : (index) -> memref<1xf32>
    %b_l993_c0 = "aie.buffer"(%t_c0) {sym_name = "l993_c0"} : (index) -> memref<1xf32>
    %b_l994_c0 = "aie.buffer"(%t_c0) {sym_name = "l994_c0"} : (index) -> memref<1xi32>
    %b_l995_c0 = "aie.buffer"(%t_c0) {sym_name = "l995_c0"} : (index) -> memref<1xi32>
    %b_l996_c0 = "aie.buffer"(%t_c0) {sym_name = "l996_c0"} : (index) -> memref<1xf32>
    %b_l997_c0 = "aie.buffer"(%t_c0) {sym_name = "l997_c0"} : (index) -> memref<1xf32>
    %b_l998_c0 = "aie.buffer"(%t_c0) {sym_name = "l998_c0"} : (index) -> memref<1xf32>
    %b_l999_c0 = "aie.buffer"(%t_c0) {sym_name = "l999_c0"} : (index) -> memref<1xf32>
    %b_l1000_c0 = "aie.buffer"(%t_c0) {sym_name = "l1000_c0"} : (index) -> memref<1xi32>
    %b_l1001_c0 = "aie.buffer"(%t_c0) {sym_name = "l1001_c0"} : (index) -> memref<1xi32>
    %b_l1002_c0 = "aie.buffer"(%t_c0) {sym_name = "l1002_c0"} : (index) -> memref<1xf32>
    %b_l1003_c0 = "aie.buffer"(%t_c0) {sym_name = "l1003_c0"} : (index) -> memref<1xf32>
    %b_l1004_c0 = "aie.buffer"(%t_c0) {sym_name = "l1004_c0"} : (index) -> memref<1xf32>
    %b_l1005_c0 = "aie.buffer"(%t_c0) {sym_name = "l1005_c0"} : (index) -> memref<1xf32>
    %b_l1006_c0 = "aie.buffer"(%t_c0) {sym_name = "l1006_c0"} : (index) -> memref<1xi32>
    %b_l1007_c0 = "aie.buffer"(%t_c0) {sym_name = "l1007_c0"} : (index) -> memref<1xi32>
    %b_l1008_c0 = "aie.buffer"(%t_c0) {sym_name = "l1008_c0"} : (index) -> memref<1xf32>
    %b_l1009_c0 = "aie.buffer"(%t_c0) {sym_name = "l1009_c0"} : (index) -> memref<1xf32>
    %b_l1010_c0 = "aie.buffer"(%t_c0) {sym_name = "l1010_c0"} : (index) -> memref<1xf32>
    %b_l1011_c0 = "aie.buffer"(%t_c0) {sym_name = "l1011_c0"} : (index) -> memref<1xf32>
    %b_l1012_c0 = "aie.buffer"(%t_c0) {sym_name = "l1012_c0"} : (index) -> memref<1xi32>
    %b_l1013_c0 = "aie.buffer"(%t_c0) {sym_name = "l1013_c0"} : (index) -> memref<1xi32>
    %b_l1014_c0 = "aie.buffer"(%t_c0) {sym_name = "l1014_c0"} : (index) -> memref<1xf32>
    %b_l1015_c0 = "aie.buffer"(%t_c0) {sym_name = "l1015_c0"} : (index) -> memref<1xf32>
    %b_l1016_c0 = "aie.buffer"(%t_c0) {sym_name = "l1016_c0"} : (index) -> memref<1xf32>
    %b_l1017_c0 = "aie.buffer"(%t_c0) {sym_name = "l1017_c0"} : (index) -> memref<1xf32>
    %b_l1018_c0 = "aie.buffer"(%t_c0) {sym_name = "l1018_c0"} : (index) -> memref<1xi32>
    %b_l1019_c0 = "aie.buffer"(%t_c0) {sym_name = "l1019_c0"} : (index) -> memref<1xi32>
    %b_l1020_c0 = "aie.buffer"(%t_c0) {sym_name = "l1020_c0"} : (index) -> memref<1xf32>
    %b_l1021_c0 = "aie.buffer"(%t_c0) {sym_name = "l1021_c0"} : (index) -> memref<1xf32>
    %b_l1022_c0 = "aie.buffer"(%t_c0) {sym_name = "l1022_c0"} : (index) -> memref<1xf32>
    %b_l1023_c0 = "aie.buffer"(%t_c0) {sym_name = "l1023_c0"} : (index) -> memref<1xf32>
    %b_l1024_c0 = "aie.buffer"(%t_c0) {sym_name = "l1024_c0"} : (index) -> memref<1xi32>
    %b_l1025_c0 = "aie.buffer"(%t_c0) {sym_name = "l1025_c0"} : (index) -> memref<1xi32>
    %b_l1026_c0 = "aie.buffer"(%t_c0) {sym_name = "l1026_c0"} : (index) -> memref<1xf32>
    %b_l1027_c0 = "aie.buffer"(%t_c0) {sym_name = "l1027_c0"} : (index) -> memref<1xf32>
    %b_l1028_c0 = "aie.buffer"(%t_c0) {sym_name = "l1028_c0"} : (index) -> memref<1xf32>
    %b_l1029_c0 = "aie.buffer"(%t_c0) {sym_name = "l1029_c0"} : (index) -> memref<1xf32>
    %b_l1030_c0 = "aie.buffer"(%t_c0) {sym_name = "l1030_c0"} : (index) -> memref<1xi32>
    %b_l1031_c0 = "aie.buffer"(%t_c0) {sym_name = "l1031_c0"} : (index) -> memref<1xi32>
    %b_l1032_c0 = "aie.buffer"(%t_c0) {sym_name = "l1032_c0"} : (index) -> memref<1xf32>
    %b_l1033_c0 = "aie.buffer"(%t_c0) {sym_name = "l1033_c0"} : (index) -> memref<1xf32>
    %b_l1034_c0 = "aie.buffer"(%t_c0) {sym_name = "l1034_c0"} : (index) -> memref<1xf32>
    %b_l1035_c0 = "aie.buffer"(%t_c0) {sym_name = "l1035_c0"} : (index) -> memref<1xf32>
    %b_l1036_c0 = "aie.buffer"(%t_c0) {sym_name = "l1036_c0"} : (index) -> memref<1xi32>
    %b_l1037_c0 = "aie.buffer"(%t_c0) {sym_name = "l1037_c0"} : (index) -> memref<1xi32>
    %b_l1038_c0 = "aie.buffer"(%t_c0) {sym_name = "l1038_c0"} : (index) -> memref<1xf32>
    %b_l1039_c0 = "aie.buffer"(%t_c0) {sym_name = "l1039_c0"} : (index) -> memref<1xf32>
    %b_l1040_c0 = "aie.buffer"(%t_c0) {sym_name = "l1040_c0"} : (index) -> memref<1xf32>
    %b_l1041_c0 = "aie.buffer"(%t_c0) {sym_name = "l1041_c0"} : (index) -> memref<1xf32>
    %b_l1042_c0 = "aie.buffer"(%t_c0) {sym_name = "l1042_c0"} : (index) -> memref<1xi32>
    %b_l1043_c0 = "aie.buffer"(%t_c0) {sym_name = "l1043_c0"} : (index) -> memref<1xi32>
    %b_l1044_c0 = "aie.buffer"(%t_c0) {sym_name = "l1044_c0"} : (index) -> memref<1xf32>
    %b_l1045_c0 = "aie.buffer"(%t_c0) {sym_name = "l1045_c0"} : (index) -> memref<1xf32>
    %b_l1046_c0 = "aie.buffer"(%t_c0) {sym_name = "l1046_c0"} : (index) -> memref<1xf32>
    %b_l1047_c0 = "aie.buffer"(%t_c0) {sym_name = "l1047_c0"} : (index) -> memref<1xf32>
    %b_l1048_c0 = "aie.buffer"(%t_c0) {sym_name = "l1048_c0"} : (index) -> memref<1xi32>
    %b_l1049_c0 = "aie.buffer"(%t_c0) {sym_name = "l1049_c0"} : (index) -> memref<1xi32>
    %b_l1050_c0 = "aie.buffer"(%t_c0) {sym_name = "l1050_c0"} : (index) -> memref<1xf32>
    %b_l1051_c0 = "aie.buffer"(%t_c0) {sym_name = "l1051_c0"} : (index) -> memref<1xf32>
    %b_l1052_c0 = "aie.buffer"(%t_c0) {sym_name = "l1052_c0"} : (index) -> memref<1xf32>
    %b_l1053_c0 = "aie.buffer"(%t_c0) {sym_name = "l1053_c0"} : (index) -> memref<1xf32>
    %b_l1054_c0 = "aie.buffer"(%t_c0) {sym_name = "l1054_c0"} : (index) -> memref<1xi32>
    %b_l1055_c0 = "aie.buffer"(%t_c0) {sym_name = "l1055_c0"} : (index) -> memref<1xi32>
    %b_l1056_c0 = "aie.buffer"(%t_c0) {sym_name = "l1056_c0"} : (index) -> memref<1xf32>
    %b_l1057_c0 = "aie.buffer"(%t_c0) {sym_name = "l1057_c0"} : (index) -> memref<1xf32>
    %b_l1058_c0 = "aie.buffer"(%t_c0) {sym_name = "l1058_c0"} : (index) -> memref<1xf32>
    %b_l1059_c0 = "aie.buffer"(%t_c0) {sym_name = "l1059_c0"} : (index) -> memref<1xf32>
    %b_l1060_c0 = "aie.buffer"(%t_c0) {sym_name = "l1060_c0"} : (index) -> memref<1xi32>
    %b_l1061_c0 = "aie.buffer"(%t_c0) {sym_name = "l1061_c0"} : (index) -> memref<1xi32>
    %b_l1062_c0 = "aie.buffer"(%t_c0) {sym_name = "l1062_c0"} : (index) -> memref<1xf32>
    %b_l1063_c0 = "aie.buffer"(%t_c0) {sym_name = "l1063_c0"} : (index) -> memref<1xf32>
    %b_l1064_c0 = "aie.buffer"(%t_c0) {sym_name = "l1064_c0"} : (index) -> memref<1xf32>
    %b_l1065_c0 = "aie.buffer"(%t_c0) {sym_name = "l1065_c0"} : (index) -> memref<1xf32>
    %b_l1066_c0 = "aie.buffer"(%t_c0) {sym_name = "l1066_c0"} : (index) -> memref<1xi32>
    %b_l1067_c0 = "aie.buffer"(%t_c0) {sym_name = "l1067_c0"} : (index) -> memref<1xi32>
    %b_l1068_c0 = "aie.buffer"(%t_c0) {sym_name = "l1068_c0"} : (index) -> memref<1xf32>
    %b_l1069_c0 = "aie.buffer"(%t_c0) {sym_name = "l1069_c0"} : (index) -> memref<1xf32>
    %b_l1070_c0 = "aie.buffer"(%t_c0) {sym_name = "l1070_c0"} : (index) -> memref<1xf32>
    %b_l1071_c0 = "aie.buffer"(%t_c0) {sym_name = "l1071_c0"} : (index) -> memref<1xf32>
    %b_l1072_c0 = "aie.buffer"(%t_c0) {sym_name = "l1072_c0"} : (index) -> memref<1xf32>
    %b_l1073_c0 = "aie.buffer"(%t_c0) {sym_name = "l1073_c0"} : (index) -> memref<1xi32>
    %b_l1074_c0 = "aie.buffer"(%t_c0) {sym_name = "l1074_c0"} : (index) -> memref<1xi32>
    %b_l1075_c0 = "aie.buffer"(%t_c0) {sym_name = "l1075_c0"} : (index) -> memref<1xi32>
    %b_l1076_c0 = "aie.buffer"(%t_c0) {sym_name = "l1076_c0"} : (index) -> memref<1xi32>
    %b_l1077_c0 = "aie.buffer"(%t_c0) {sym_name = "l1077_c0"} : (index) -> memref<1xi32>
    %b_l1078_c0 = "aie.buffer"(%t_c0) {sym_name = "l1078_c0"} : (index) -> memref<1xi32>
    %b_l1079_c0 = "aie.buffer"(%t_c0) {sym_name = "l1079_c0"} : (index) -> memref<1xf32>
    %b_l1080_c0 = "aie.buffer"(%t_c0) {sym_name = "l1080_c0"} : (index) -> memref<1xi1>
    %b_l1081_c0 = "aie.buffer"(%t_c0) {sym_name = "l1081_c0"} : (index) -> memref<1xi32>
    %b_l1082_c0 = "aie.buffer"(%t_c0) {sym_name = "l1082_c0"} : (index) -> memref<1xi32>
    %b_l1083_c0 = "aie.buffer"(%t_c0) {sym_name = "l1083_c0"} : (index) -> memref<1xi32>
    %b_l1084_c0 = "aie.buffer"(%t_c0) {sym_name = "l1084_c0"} : (index) -> memref<1xf32>
    %b_l1085_c0 = "aie.buffer"(%t_c0) {sym_name = "l1085_c0"} : (index) -> memref<1xi1>
    %b_l1086_c0 = "aie.buffer"(%t_c0) {sym_name = "l1086_c0"} : (index) -> memref<1xi32>
    %b_l1087_c0 = "aie.buffer"(%t_c0) {sym_name = "l1087_c0"} : (index) -> memref<1xi32>
    %b_l1088_c0 = "aie.buffer"(%t_c0) {sym_name = "l1088_c0"} : (index) -> memref<1xi32>
    %b_l1089_c0 = "aie.buffer"(%t_c0) {sym_name = "l1089_c0"} : (index) -> memref<1xf32>
    %b_l1090_c0 = "aie.buffer"(%t_c0) {sym_name = "l1090_c0"} : (index) -> memref<1xi1>
    %b_l1091_c0 = "aie.buffer"(%t_c0) {sym_name = "l1091_c0"} : (index) -> memref<1xf32>
    %b_l1092_c0 = "aie.buffer"(%t_c0) {sym_name = "l1092_c0"} : (index) -> memref<1xf32>
    %b_l1093_c0 = "aie.buffer"(%t_c0) {sym_name = "l1093_c0"} : (index) -> memref<1xf32>
    %b_l1094_c0 = "aie.buffer"(%t_c0) {sym_name = "l1094_c0"} : (index) -> memref<1xf32>
    %b_l1095_c0 = "aie.buffer"(%t_c0) {sym_name = "l1095_c0"} : (index) -> memref<1xi1>
    %b_l1096_c0 = "aie.buffer"(%t_c0) {sym_name = "l1096_c0"} : (index) -> memref<1xf32>
    %b_l1097_c0 = "aie.buffer"(%t_c0) {sym_name = "l1097_c0"} : (index) -> memref<1xi1>
    %b_l1098_c0 = "aie.buffer"(%t_c0) {sym_name = "l1098_c0"} : (index) -> memref<1xf32>
    %b_l1099_c0 = "aie.buffer"(%t_c0) {sym_name = "l1099_c0"} : (index) -> memref<1xi64>
    %b_l1100_c0 = "aie.buffer"(%t_c0) {sym_name = "l1100_c0"} : (index) -> memref<1xi64>
    %b_l1103_c0 = "aie.buffer"(%t_c0) {sym_name = "l1103_c0"} : (index) -> memref<1xi1>
    %b_l1104_c0 = "aie.buffer"(%t_c0) {sym_name = "l1104_c0"} : (index) -> memref<1xi1>
    %b_l1105_c0 = "aie.buffer"(%t_c0) {sym_name = "l1105_c0"} : (index) -> memref<1xf32>
    %b_l1106_c0 = "aie.buffer"(%t_c0) {sym_name = "l1106_c0"} : (index) -> memref<1xf32>
    %b_l1108_c0 = "aie.buffer"(%t_c0) {sym_name = "l1108_c0"} : (index) -> memref<1xi64>
    %b_l1109_c0 = "aie.buffer"(%t_c0) {sym_name = "l1109_c0"} : (index) -> memref<1xi1>
    %b_l1110_c0 = "aie.buffer"(%t_c0) {sym_name = "l1110_c0"} : (index) -> memref<1xi64>
    %b_l1111_c0 = "aie.buffer"(%t_c0) {sym_name = "l1111_c0"} : (index) -> memref<1xi1>
    %b_l1112_c0 = "aie.buffer"(%t_c0) {sym_name = "l1112_c0"} : (index) -> memref<1xi64>
    %b_l1113_c0 = "aie.buffer"(%t_c0) {sym_name = "l1113_c0"} : (index) -> memref<1xi64>
    %b_l1114_c0 = "aie.buffer"(%t_c0) {sym_name = "l1114_c0"} : (index) -> memref<1xi64>
    %b_l1115_c0 = "aie.buffer"(%t_c0) {sym_name = "l1115_c0"} : (index) -> memref<1xi64>
    %b_l1116_c0 = "aie.buffer"(%t_c0) {sym_name = "l1116_c0"} : (index) -> memref<1xi1>
    %b_l1117_c0 = "aie.buffer"(%t_c0) {sym_name = "l1117_c0"} : (index) -> memref<1xi1>
    %b_l1118_c0 = "aie.buffer"(%t_c0) {sym_name = "l1118_c0"} : (index) -> memref<1xi1>
    %b_l1119_c0 = "aie.buffer"(%t_c0) {sym_name = "l1119_c0"} : (index) -> memref<1xi1>
    %b_l1120_c0 = "aie.buffer"(%t_c0) {sym_name = "l1120_c0"} : (index) -> memref<1xf32>
    %b_l1121_c0 = "aie.buffer"(%t_c0) {sym_name = "l1121_c0"} : (index) -> memref<1xf32>
    %b_l1122_c0 = "aie.buffer"(%t_c0) {sym_name = "l1122_c0"} : (index) -> memref<1xf32>
    %b_l1123_c0 = "aie.buffer"(%t_c0) {sym_name = "l1123_c0"} : (index) -> memref<1xf32>
    %b_l1124_c0 = "aie.buffer"(%t_c0) {sym_name = "l1124_c0"} : (index) -> memref<1xf32>
    %b_l1125_c0 = "aie.buffer"(%t_c0) {sym_name = "l1125_c0"} : (index) -> memref<1xf32>
    %b_l1126_c0 = "aie.buffer"(%t_c0) {sym_name = "l1126_c0"} : (index) -> memref<1xi64>
    %b_l1127_c0 = "aie.buffer"(%t_c0) {sym_name = "l1127_c0"} : (index) -> memref<1xi1>
    %b_l1128_c0 = "aie.buffer"(%t_c0) {sym_name = "l1128_c0"} : (index) -> memref<1xi64>
    %b_l1129_c0 = "aie.buffer"(%t_c0) {sym_name = "l1129_c0"} : (index) -> memref<1xi1>
    %b_l1130_c0 = "aie.buffer"(%t_c0) {sym_name = "l1130_c0"} : (index) -> memref<1xi1>
    %b_l1131_c0 = "aie.buffer"(%t_c0) {sym_name = "l1131_c0"} : (index) -> memref<1xf32>
    %b_l1132_c0 = "aie.buffer"(%t_c0) {sym_name = "l1132_c0"} : (index) -> memref<1xi64>
    %b_l1133_c0 = "aie.buffer"(%t_c0) {sym_name = "l1133_c0"} : (index) -> memref<1xi1>
    %b_l1134_c0 = "aie.buffer"(%t_c0) {sym_name = "l1134_c0"} : (index) -> memref<1xi1>
    %b_l1135_c0 = "aie.buffer"(%t_c0) {sym_name = "l1135_c0"} : (index) -> memref<1xf32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %wg0 = memref.cast %b_wg0_c0 : memref<128xf32> to memref<?xf32>
      %ls6 = memref.cast %b_ls6_c0 : memref<64xi64> to memref<?xi64>
      %ls26 = memref.cast %b_ls26_c0 : memref<64xi64> to memref<?xi64>
      %ls36 = memref.cast %b_ls36_c0 : memref<64xi64> to memref<?xi64>
      %ls1101 = memref.cast %b_ls1101_c0 : memref<64xi64> to memref<?xi64>
      %ls1102 = memref.cast %b_ls1102_c0 : memref<64xi64> to memref<?xi64>
      %ls1107 = memref.cast %b_ls1107_c0 : memref<64xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<64xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l0 = memref.cast %b_l0_c0 : memref<1xi64> to memref<?xi64>
      %l1 = memref.cast %b_l1_c0 : memref<1xi64> to memref<?xi64>
      %l2 = memref.cast %b_l2_c0 : memref<1xi64> to memref<?xi64>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi64> to memref<?xi64>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi64> to memref<?xi64>
      %l15 = memref.cast %b_l15_c0 : memref<1xi32> to memref<?xi32>
      %l16 = memref.cast %b_l16_c0 : memref<1xi32> to memref<?xi32>
      %l17 = memref.cast %b_l17_c0 : memref<1xi32> to memref<?xi32>
      %l18 = memref.cast %b_l18_c0 : memref<1xi32> to memref<?xi32>
      %l19 = memref.cast %b_l19_c0 : memref<1xi32> to memref<?xi32>
      %l20 = memref.cast %b_l20_c0 : memref<1xi32> to memref<?xi32>
      %l21 = memref.cast %b_l21_c0 : memref<1xi32> to memref<?xi32>
      %l22 = memref.cast %b_l22_c0 : memref<1xi32> to memref<?xi32>
      %l23 = memref.cast %b_l23_c0 : memref<1xi64> to memref<?xi64>
      %l24 = memref.cast %b_l24_c0 : memref<1xi64> to memref<?xi64>
      %l25 = memref.cast %b_l25_c0 : memref<1xi64> to memref<?xi64>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xi1> to memref<?xi1>
      %l29 = memref.cast %b_l29_c0 : memref<1xi64> to memref<?xi64>
      %l30 = memref.cast %b_l30_c0 : memref<1xi64> to memref<?xi64>
      %l31 = memref.cast %b_l31_c0 : memref<1xi64> to memref<?xi64>
      %l32 = memref.cast %b_l32_c0 : memref<1xi1> to memref<?xi1>
      %l33 = memref.cast %b_l33_c0 : memref<1xi64> to memref<?xi64>
      %l34 = memref.cast %b_l34_c0 : memref<1xi64> to memref<?xi64>
      %l35 = memref.cast %b_l35_c0 : memref<1xi64> to memref<?xi64>
      %l37 = memref.cast %b_l37_c0 : memref<1xi64> to memref<?xi64>
      %l38 = memref.cast %b_l38_c0 : memref<1xi1> to memref<?xi1>
      %l39 = memref.cast %b_l39_c0 : memref<1xi64> to memref<?xi64>
      %l40 = memref.cast %b_l40_c0 : memref<1xi64> to memref<?xi64>
      %l41 = memref.cast %b_l41_c0 : memref<1xi64> to memref<?xi64>
      %l42 = memref.cast %b_l42_c0 : memref<1xi1> to memref<?xi1>
      %l43 = memref.cast %b_l43_c0 : memref<1xf32> to memref<?xf32>
      %l44 = memref.cast %b_l44_c0 : memref<1xf32> to memref<?xf32>
      %l45 = memref.cast %b_l45_c0 : memref<1xi64> to memref<?xi64>
      %l46 = memref.cast %b_l46_c0 : memref<1xi64> to memref<?xi64>
      %l47 = memref.cast %b_l47_c0 : memref<1xi1> to memref<?xi1>
      %l48 = memref.cast %b_l48_c0 : memref<1xi64> to memref<?xi64>
      %l49 = memref.cast %b_l49_c0 : memref<1xi64> to memref<?xi64>
      %l50 = memref.cast %b_l50_c0 : memref<1xi64> to memref<?xi64>
      %l51 = memref.cast %b_l51_c0 : memref<1xi64> to memref<?xi64>
      %l52 = memref.cast %b_l52_c0 : memref<1xi64> to memref<?xi64>
      %l53 = memref.cast %b_l53_c0 : memref<1xi64> to memref<?xi64>
      %l54 = memref.cast %b_l54_c0 : memref<1xi64> to memref<?xi64>
      %l55 = memref.cast %b_l55_c0 : memref<1xi64> to memref<?xi64>
      %l56 = memref.cast %b_l56_c0 : memref<1xi64> to memref<?xi64>
      %l57 = memref.cast %b_l57_c0 : memref<1xi64> to memref<?xi64>
      %l58 = memref.cast %b_l58_c0 : memref<1xi64> to memref<?xi64>
      %l59 = memref.cast %b_l59_c0 : memref<1xi64> to memref<?xi64>
      %l60 = memref.cast %b_l60_c0 : memref<1xi64> to memref<?xi64>
      %l61 = memref.cast %b_l61_c0 : memref<1xi64> to memref<?xi64>
      %l62 = memref.cast %b_l62_c0 : memref<1xi64> to memref<?xi64>
      %l63 = memref.cast %b_l63_c0 : memref<1xi64> to memref<?xi64>
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
      %l81 = memref.cast %b_l81_c0 : memref<1xi1> to memref<?xi1>
      %l82 = memref.cast %b_l82_c0 : memref<1xi1> to memref<?xi1>
      %l83 = memref.cast %b_l83_c0 : memref<1xi1> to memref<?xi1>
      %l84 = memref.cast %b_l84_c0 : memref<1xi1> to memref<?xi1>
      %l85 = memref.cast %b_l85_c0 : memref<1xi1> to memref<?xi1>
      %l86 = memref.cast %b_l86_c0 : memref<1xi1> to memref<?xi1>
      %l87 = memref.cast %b_l87_c0 : memref<1xi1> to memref<?xi1>
      %l88 = memref.cast %b_l88_c0 : memref<1xi1> to memref<?xi1>
      %l89 = memref.cast %b_l89_c0 : memref<1xi1> to memref<?xi1>
      %l90 = memref.cast %b_l90_c0 : memref<1xi1> to memref<?xi1>
      %l91 = memref.cast %b_l91_c0 : memref<1xi1> to memref<?xi1>
      %l92 = memref.cast %b_l92_c0 : memref<1xi1> to memref<?xi1>
      %l93 = memref.cast %b_l93_c0 : memref<1xi1> to memref<?xi1>
      %l94 = memref.cast %b_l94_c0 : memref<1xi1> to memref<?xi1>
      %l95 = memref.cast %b_l95_c0 : memref<1xi1> to memref<?xi1>
      %l96 = memref.cast %b_l96_c0 : memref<1xi1> to memref<?xi1>
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
      %l113 = memref.cast %b_l113_c0 : memref<1xf32> to memref<?xf32>
      %l114 = memref.cast %b_l114_c0 : memref<1xf32> to memref<?xf32>
      %l115 = memref.cast %b_l115_c0 : memref<1xf32> to memref<?xf32>
      %l116 = memref.cast %b_l116_c0 : memref<1xf32> to memref<?xf32>
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
      %l167 = memref.cast %b_l167_c0 : memref<1xi32> to memref<?xi32>
      %l168 = memref.cast %b_l168_c0 : memref<1xi32> to memref<?xi32>
      %l169 = memref.cast %b_l169_c0 : memref<1xi32> to memref<?xi32>
      %l170 = memref.cast %b_l170_c0 : memref<1xi32> to memref<?xi32>
      %l171 = memref.cast %b_l171_c0 : memref<1xi32> to memref<?xi32>
      %l172 = memref.cast %b_l172_c0 : memref<1xi32> to memref<?xi32>
      %l173 = memref.cast %b_l173_c0 : memref<1xi32> to memref<?xi32>
      %l174 = memref.cast %b_l174_c0 : memref<1xi32> to memref<?xi32>
      %l175 = memref.cast %b_l175_c0 : memref<1xi32> to memref<?xi32>
      %l176 = memref.cast %b_l176_c0 : memref<1xi32> to memref<?xi32>
      %l177 = memref.cast %b_l177_c0 : memref<1xf32> to memref<?xf32>
      %l178 = memref.cast %b_l178_c0 : memref<1xf32> to memref<?xf32>
      %l179 = memref.cast %b_l179_c0 : memref<1xf32> to memref<?xf32>
      %l180 = memref.cast %b_l180_c0 : memref<1xf32> to memref<?xf32>
      %l181 = memref.cast %b_l181_c0 : memref<1xf32> to memref<?xf32>
      %l182 = memref.cast %b_l182_c0 : memref<1xf32> to memref<?xf32>
      %l183 = memref.cast %b_l183_c0 : memref<1xf32> to memref<?xf32>
      %l184 = memref.cast %b_l184_c0 : memref<1xf32> to memref<?xf32>
      %l185 = memref.cast %b_l185_c0 : memref<1xf32> to memref<?xf32>
      %l186 = memref.cast %b_l186_c0 : memref<1xf32> to memref<?xf32>
      %l187 = memref.cast %b_l187_c0 : memref<1xf32> to memref<?xf32>
      %l188 = memref.cast %b_l188_c0 : memref<1xf32> to memref<?xf32>
      %l189 = memref.cast %b_l189_c0 : memref<1xf32> to memref<?xf32>
      %l190 = memref.cast %b_l190_c0 : memref<1xf32> to memref<?xf32>
      %l191 = memref.cast %b_l191_c0 : memref<1xf32> to memref<?xf32>
      %l192 = memref.cast %b_l192_c0 : memref<1xf32> to memref<?xf32>
      %l193 = memref.cast %b_l193_c0 : memref<1xf32> to memref<?xf32>
      %l194 = memref.cast %b_l194_c0 : memref<1xf32> to memref<?xf32>
      %l195 = memref.cast %b_l195_c0 : memref<1xf32> to memref<?xf32>
      %l196 = memref.cast %b_l196_c0 : memref<1xf32> to memref<?xf32>
      %l197 = memref.cast %b_l197_c0 : memref<1xf32> to memref<?xf32>
      %l198 = memref.cast %b_l198_c0 : memref<1xf32> to memref<?xf32>
      %l199 = memref.cast %b_l199_c0 : memref<1xf32> to memref<?xf32>
      %l200 = memref.cast %b_l200_c0 : memref<1xf32> to memref<?xf32>
      %l201 = memref.cast %b_l201_c0 : memref<1xf32> to memref<?xf32>
      %l202 = memref.cast %b_l202_c0 : memref<1xf32> to memref<?xf32>
      %l203 = memref.cast %b_l203_c0 : memref<1xf32> to memref<?xf32>
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
      %l216 = memref.cast %b_l216_c0 : memref<1xi1> to memref<?xi1>
      %l217 = memref.cast %b_l217_c0 : memref<1xi32> to memref<?xi32>
      %l218 = memref.cast %b_l218_c0 : memref<1xi32> to memref<?xi32>
      %l219 = memref.cast %b_l219_c0 : memref<1xi32> to memref<?xi32>
      %l220 = memref.cast %b_l220_c0 : memref<1xf32> to memref<?xf32>
      %l221 = memref.cast %b_l221_c0 : memref<1xi1> to memref<?xi1>
      %l222 = memref.cast %b_l222_c0 : memref<1xi32> to memref<?xi32>
      %l223 = memref.cast %b_l223_c0 : memref<1xi32> to memref<?xi32>
      %l224 = memref.cast %b_l224_c0 : memref<1xi32> to memref<?xi32>
      %l225 = memref.cast %b_l225_c0 : memref<1xf32> to memref<?xf32>
      %l226 = memref.cast %b_l226_c0 : memref<1xi1> to memref<?xi1>
      %l227 = memref.cast %b_l227_c0 : memref<1xf32> to memref<?xf32>
      %l228 = memref.cast %b_l228_c0 : memref<1xf32> to memref<?xf32>
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
      %l239 = memref.cast %b_l239_c0 : memref<1xf32> to memref<?xf32>
      %l240 = memref.cast %b_l240_c0 : memref<1xf32> to memref<?xf32>
      %l241 = memref.cast %b_l241_c0 : memref<1xf32> to memref<?xf32>
      %l242 = memref.cast %b_l242_c0 : memref<1xf32> to memref<?xf32>
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
      %l263 = memref.cast %b_l263_c0 : memref<1xf32> to memref<?xf32>
      %l264 = memref.cast %b_l264_c0 : memref<1xf32> to memref<?xf32>
      %l265 = memref.cast %b_l265_c0 : memref<1xf32> to memref<?xf32>
      %l266 = memref.cast %b_l266_c0 : memref<1xf32> to memref<?xf32>
      %l267 = memref.cast %b_l267_c0 : memref<1xi32> to memref<?xi32>
      %l268 = memref.cast %b_l268_c0 : memref<1xi32> to memref<?xi32>
      %l269 = memref.cast %b_l269_c0 : memref<1xf32> to memref<?xf32>
      %l270 = memref.cast %b_l270_c0 : memref<1xf32> to memref<?xf32>
      %l271 = memref.cast %b_l271_c0 : memref<1xf32> to memref<?xf32>
      %l272 = memref.cast %b_l272_c0 : memref<1xf32> to memref<?xf32>
      %l273 = memref.cast %b_l273_c0 : memref<1xi32> to memref<?xi32>
      %l274 = memref.cast %b_l274_c0 : memref<1xi32> to memref<?xi32>
      %l275 = memref.cast %b_l275_c0 : memref<1xf32> to memref<?xf32>
      %l276 = memref.cast %b_l276_c0 : memref<1xf32> to memref<?xf32>
      %l277 = memref.cast %b_l277_c0 : memref<1xf32> to memref<?xf32>
      %l278 = memref.cast %b_l278_c0 : memref<1xf32> to memref<?xf32>
      %l279 = memref.cast %b_l279_c0 : memref<1xi32> to memref<?xi32>
      %l280 = memref.cast %b_l280_c0 : memref<1xi32> to memref<?xi32>
      %l281 = memref.cast %b_l281_c0 : memref<1xf32> to memref<?xf32>
      %l282 = memref.cast %b_l282_c0 : memref<1xf32> to memref<?xf32>
      %l283 = memref.cast %b_l283_c0 : memref<1xf32> to memref<?xf32>
      %l284 = memref.cast %b_l284_c0 : memref<1xf32> to memref<?xf32>
      %l285 = memref.cast %b_l285_c0 : memref<1xi32> to memref<?xi32>
      %l286 = memref.cast %b_l286_c0 : memref<1xi32> to memref<?xi32>
      %l287 = memref.cast %b_l287_c0 : memref<1xf32> to memref<?xf32>
      %l288 = memref.cast %b_l288_c0 : memref<1xf32> to memref<?xf32>
      %l289 = memref.cast %b_l289_c0 : memref<1xf32> to memref<?xf32>
      %l290 = memref.cast %b_l290_c0 : memref<1xf32> to memref<?xf32>
      %l291 = memref.cast %b_l291_c0 : memref<1xi32> to memref<?xi32>
      %l292 = memref.cast %b_l292_c0 : memref<1xi32> to memref<?xi32>
      %l293 = memref.cast %b_l293_c0 : memref<1xf32> to memref<?xf32>
      %l294 = memref.cast %b_l294_c0 : memref<1xf32> to memref<?xf32>
      %l295 = memref.cast %b_l295_c0 : memref<1xf32> to memref<?xf32>
      %l296 = memref.cast %b_l296_c0 : memref<1xf32> to memref<?xf32>
      %l297 = memref.cast %b_l297_c0 : memref<1xi32> to memref<?xi32>
      %l298 = memref.cast %b_l298_c0 : memref<1xi32> to memref<?xi32>
      %l299 = memref.cast %b_l299_c0 : memref<1xf32> to memref<?xf32>
      %l300 = memref.cast %b_l300_c0 : memref<1xf32> to memref<?xf32>
      %l301 = memref.cast %b_l301_c0 : memref<1xf32> to memref<?xf32>
      %l302 = memref.cast %b_l302_c0 : memref<1xf32> to memref<?xf32>
      %l303 = memref.cast %b_l303_c0 : memref<1xi32> to memref<?xi32>
      %l304 = memref.cast %b_l304_c0 : memref<1xi32> to memref<?xi32>
      %l305 = memref.cast %b_l305_c0 : memref<1xf32> to memref<?xf32>
      %l306 = memref.cast %b_l306_c0 : memref<1xf32> to memref<?xf32>
      %l307 = memref.cast %b_l307_c0 : memref<1xf32> to memref<?xf32>
      %l308 = memref.cast %b_l308_c0 : memref<1xf32> to memref<?xf32>
      %l309 = memref.cast %b_l309_c0 : memref<1xi32> to memref<?xi32>
      %l310 = memref.cast %b_l310_c0 : memref<1xi32> to memref<?xi32>
      %l311 = memref.cast %b_l311_c0 : memref<1xf32> to memref<?xf32>
      %l312 = memref.cast %b_l312_c0 : memref<1xf32> to memref<?xf32>
      %l313 = memref.cast %b_l313_c0 : memref<1xf32> to memref<?xf32>
      %l314 = memref.cast %b_l314_c0 : memref<1xf32> to memref<?xf32>
      %l315 = memref.cast %b_l315_c0 : memref<1xi32> to memref<?xi32>
      %l316 = memref.cast %b_l316_c0 : memref<1xi32> to memref<?xi32>
      %l317 = memref.cast %b_l317_c0 : memref<1xf32> to memref<?xf32>
      %l318 = memref.cast %b_l318_c0 : memref<1xf32> to memref<?xf32>
      %l319 = memref.cast %b_l319_c0 : memref<1xf32> to memref<?xf32>
      %l320 = memref.cast %b_l320_c0 : memref<1xf32> to memref<?xf32>
      %l321 = memref.cast %b_l321_c0 : memref<1xi32> to memref<?xi32>
      %l322 = memref.cast %b_l322_c0 : memref<1xi32> to memref<?xi32>
      %l323 = memref.cast %b_l323_c0 : memref<1xf32> to memref<?xf32>
      %l324 = memref.cast %b_l324_c0 : memref<1xf32> to memref<?xf32>
      %l325 = memref.cast %b_l325_c0 : memref<1xf32> to memref<?xf32>
      %l326 = memref.cast %b_l326_c0 : memref<1xf32> to memref<?xf32>
      %l327 = memref.cast %b_l327_c0 : memref<1xi32> to memref<?xi32>
      %l328 = memref.cast %b_l328_c0 : memref<1xi32> to memref<?xi32>
      %l329 = memref.cast %b_l329_c0 : memref<1xf32> to memref<?xf32>
      %l330 = memref.cast %b_l330_c0 : memref<1xf32> to memref<?xf32>
      %l331 = memref.cast %b_l331_c0 : memref<1xf32> to memref<?xf32>
      %l332 = memref.cast %b_l332_c0 : memref<1xf32> to memref<?xf32>
      %l333 = memref.cast %b_l333_c0 : memref<1xi32> to memref<?xi32>
      %l334 = memref.cast %b_l334_c0 : memref<1xi32> to memref<?xi32>
      %l335 = memref.cast %b_l335_c0 : memref<1xf32> to memref<?xf32>
      %l336 = memref.cast %b_l336_c0 : memref<1xf32> to memref<?xf32>
      %l337 = memref.cast %b_l337_c0 : memref<1xf32> to memref<?xf32>
      %l338 = memref.cast %b_l338_c0 : memref<1xf32> to memref<?xf32>
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
      %l429 = memref.cast %b_l429_c0 : memref<1xf32> to memref<?xf32>
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
      %l453 = memref.cast %b_l453_c0 : memref<1xi32> to memref<?xi32>
      %l454 = memref.cast %b_l454_c0 : memref<1xi32> to memref<?xi32>
      %l455 = memref.cast %b_l455_c0 : memref<1xi32> to memref<?xi32>
      %l456 = memref.cast %b_l456_c0 : memref<1xi32> to memref<?xi32>
      %l457 = memref.cast %b_l457_c0 : memref<1xi32> to memref<?xi32>
      %l458 = memref.cast %b_l458_c0 : memref<1xf32> to memref<?xf32>
      %l459 = memref.cast %b_l459_c0 : memref<1xi1> to memref<?xi1>
      %l460 = memref.cast %b_l460_c0 : memref<1xi32> to memref<?xi32>
      %l461 = memref.cast %b_l461_c0 : memref<1xi32> to memref<?xi32>
      %l462 = memref.cast %b_l462_c0 : memref<1xi32> to memref<?xi32>
      %l463 = memref.cast %b_l463_c0 : memref<1xf32> to memref<?xf32>
      %l464 = memref.cast %b_l464_c0 : memref<1xi1> to memref<?xi1>
      %l465 = memref.cast %b_l465_c0 : memref<1xi32> to memref<?xi32>
      %l466 = memref.cast %b_l466_c0 : memref<1xi32> to memref<?xi32>
      %l467 = memref.cast %b_l467_c0 : memref<1xi32> to memref<?xi32>
      %l468 = memref.cast %b_l468_c0 : memref<1xf32> to memref<?xf32>
      %l469 = memref.cast %b_l469_c0 : memref<1xi1> to memref<?xi1>
      %l470 = memref.cast %b_l470_c0 : memref<1xf32> to memref<?xf32>
      %l471 = memref.cast %b_l471_c0 : memref<1xf32> to memref<?xf32>
      %l472 = memref.cast %b_l472_c0 : memref<1xi32> to memref<?xi32>
      %l473 = memref.cast %b_l473_c0 : memref<1xi32> to memref<?xi32>
      %l474 = memref.cast %b_l474_c0 : memref<1xi32> to memref<?xi32>
      %l475 = memref.cast %b_l475_c0 : memref<1xi32> to memref<?xi32>
      %l476 = memref.cast %b_l476_c0 : memref<1xi32> to memref<?xi32>
      %l477 = memref.cast %b_l477_c0 : memref<1xi32> to memref<?xi32>
      %l478 = memref.cast %b_l478_c0 : memref<1xi32> to memref<?xi32>
      %l479 = memref.cast %b_l479_c0 : memref<1xi32> to memref<?xi32>
      %l480 = memref.cast %b_l480_c0 : memref<1xi32> to memref<?xi32>
      %l481 = memref.cast %b_l481_c0 : memref<1xi32> to memref<?xi32>
      %l482 = memref.cast %b_l482_c0 : memref<1xf32> to memref<?xf32>
      %l483 = memref.cast %b_l483_c0 : memref<1xf32> to memref<?xf32>
      %l484 = memref.cast %b_l484_c0 : memref<1xf32> to memref<?xf32>
      %l485 = memref.cast %b_l485_c0 : memref<1xf32> to memref<?xf32>
      %l486 = memref.cast %b_l486_c0 : memref<1xi32> to memref<?xi32>
      %l487 = memref.cast %b_l487_c0 : memref<1xi32> to memref<?xi32>
      %l488 = memref.cast %b_l488_c0 : memref<1xf32> to memref<?xf32>
      %l489 = memref.cast %b_l489_c0 : memref<1xf32> to memref<?xf32>
      %l490 = memref.cast %b_l490_c0 : memref<1xf32> to memref<?xf32>
      %l491 = memref.cast %b_l491_c0 : memref<1xf32> to memref<?xf32>
      %l492 = memref.cast %b_l492_c0 : memref<1xi32> to memref<?xi32>
      %l493 = memref.cast %b_l493_c0 : memref<1xi32> to memref<?xi32>
      %l494 = memref.cast %b_l494_c0 : memref<1xf32> to memref<?xf32>
      %l495 = memref.cast %b_l495_c0 : memref<1xf32> to memref<?xf32>
      %l496 = memref.cast %b_l496_c0 : memref<1xf32> to memref<?xf32>
      %l497 = memref.cast %b_l497_c0 : memref<1xf32> to memref<?xf32>
      %l498 = memref.cast %b_l498_c0 : memref<1xi32> to memref<?xi32>
      %l499 = memref.cast %b_l499_c0 : memref<1xi32> to memref<?xi32>
      %l500 = memref.cast %b_l500_c0 : memref<1xf32> to memref<?xf32>
      %l501 = memref.cast %b_l501_c0 : memref<1xf32> to memref<?xf32>
      %l502 = memref.cast %b_l502_c0 : memref<1xf32> to memref<?xf32>
      %l503 = memref.cast %b_l503_c0 : memref<1xf32> to memref<?xf32>
      %l504 = memref.cast %b_l504_c0 : memref<1xi32> to memref<?xi32>
      %l505 = memref.cast %b_l505_c0 : memref<1xi32> to memref<?xi32>
      %l506 = memref.cast %b_l506_c0 : memref<1xf32> to memref<?xf32>
      %l507 = memref.cast %b_l507_c0 : memref<1xf32> to memref<?xf32>
      %l508 = memref.cast %b_l508_c0 : memref<1xf32> to memref<?xf32>
      %l509 = memref.cast %b_l509_c0 : memref<1xf32> to memref<?xf32>
      %l510 = memref.cast %b_l510_c0 : memref<1xi32> to memref<?xi32>
      %l511 = memref.cast %b_l511_c0 : memref<1xi32> to memref<?xi32>
      %l512 = memref.cast %b_l512_c0 : memref<1xf32> to memref<?xf32>
      %l513 = memref.cast %b_l513_c0 : memref<1xf32> to memref<?xf32>
      %l514 = memref.cast %b_l514_c0 : memref<1xf32> to memref<?xf32>
      %l515 = memref.cast %b_l515_c0 : memref<1xf32> to memref<?xf32>
      %l516 = memref.cast %b_l516_c0 : memref<1xi32> to memref<?xi32>
      %l517 = memref.cast %b_l517_c0 : memref<1xi32> to memref<?xi32>
      %l518 = memref.cast %b_l518_c0 : memref<1xf32> to memref<?xf32>
      %l519 = memref.cast %b_l519_c0 : memref<1xf32> to memref<?xf32>
      %l520 = memref.cast %b_l520_c0 : memref<1xf32> to memref<?xf32>
      %l521 = memref.cast %b_l521_c0 : memref<1xf32> to memref<?xf32>
      %l522 = memref.cast %b_l522_c0 : memref<1xi32> to memref<?xi32>
      %l523 = memref.cast %b_l523_c0 : memref<1xi32> to memref<?xi32>
      %l524 = memref.cast %b_l524_c0 : memref<1xf32> to memref<?xf32>
      %l525 = memref.cast %b_l525_c0 : memref<1xf32> to memref<?xf32>
      %l526 = memref.cast %b_l526_c0 : memref<1xf32> to memref<?xf32>
      %l527 = memref.cast %b_l527_c0 : memref<1xf32> to memref<?xf32>
      %l528 = memref.cast %b_l528_c0 : memref<1xi32> to memref<?xi32>
      %l529 = memref.cast %b_l529_c0 : memref<1xi32> to memref<?xi32>
      %l530 = memref.cast %b_l530_c0 : memref<1xf32> to memref<?xf32>
      %l531 = memref.cast %b_l531_c0 : memref<1xf32> to memref<?xf32>
      %l532 = memref.cast %b_l532_c0 : memref<1xf32> to memref<?xf32>
      %l533 = memref.cast %b_l533_c0 : memref<1xf32> to memref<?xf32>
      %l534 = memref.cast %b_l534_c0 : memref<1xi32> to memref<?xi32>
      %l535 = memref.cast %b_l535_c0 : memref<1xi32> to memref<?xi32>
      %l536 = memref.cast %b_l536_c0 : memref<1xf32> to memref<?xf32>
      %l537 = memref.cast %b_l537_c0 : memref<1xf32> to memref<?xf32>
      %l538 = memref.cast %b_l538_c0 : memref<1xf32> to memref<?xf32>
      %l539 = memref.cast %b_l539_c0 : memref<1xf32> to memref<?xf32>
      %l540 = memref.cast %b_l540_c0 : memref<1xi32> to memref<?xi32>
      %l541 = memref.cast %b_l541_c0 : memref<1xi32> to memref<?xi32>
      %l542 = memref.cast %b_l542_c0 : memref<1xf32> to memref<?xf32>
      %l543 = memref.cast %b_l543_c0 : memref<1xf32> to memref<?xf32>
      %l544 = memref.cast %b_l544_c0 : memref<1xf32> to memref<?xf32>
      %l545 = memref.cast %b_l545_c0 : memref<1xf32> to memref<?xf32>
      %l546 = memref.cast %b_l546_c0 : memref<1xi32> to memref<?xi32>
      %l547 = memref.cast %b_l547_c0 : memref<1xi32> to memref<?xi32>
      %l548 = memref.cast %b_l548_c0 : memref<1xf32> to memref<?xf32>
      %l549 = memref.cast %b_l549_c0 : memref<1xf32> to memref<?xf32>
      %l550 = memref.cast %b_l550_c0 : memref<1xf32> to memref<?xf32>
      %l551 = memref.cast %b_l551_c0 : memref<1xf32> to memref<?xf32>
      %l552 = memref.cast %b_l552_c0 : memref<1xi32> to memref<?xi32>
      %l553 = memref.cast %b_l553_c0 : memref<1xi32> to memref<?xi32>
      %l554 = memref.cast %b_l554_c0 : memref<1xf32> to memref<?xf32>
      %l555 = memref.cast %b_l555_c0 : memref<1xf32> to memref<?xf32>
      %l556 = memref.cast %b_l556_c0 : memref<1xf32> to memref<?xf32>
      %l557 = memref.cast %b_l557_c0 : memref<1xf32> to memref<?xf32>
      %l558 = memref.cast %b_l558_c0 : memref<1xi32> to memref<?xi32>
      %l559 = memref.cast %b_l559_c0 : memref<1xi32> to memref<?xi32>
      %l560 = memref.cast %b_l560_c0 : memref<1xf32> to memref<?xf32>
      %l561 = memref.cast %b_l561_c0 : memref<1xf32> to memref<?xf32>
      %l562 = memref.cast %b_l562_c0 : memref<1xf32> to memref<?xf32>
      %l563 = memref.cast %b_l563_c0 : memref<1xf32> to memref<?xf32>
      %l564 = memref.cast %b_l564_c0 : memref<1xi32> to memref<?xi32>
      %l565 = memref.cast %b_l565_c0 : memref<1xi32> to memref<?xi32>
      %l566 = memref.cast %b_l566_c0 : memref<1xf32> to memref<?xf32>
      %l567 = memref.cast %b_l567_c0 : memref<1xf32> to memref<?xf32>
      %l568 = memref.cast %b_l568_c0 : memref<1xf32> to memref<?xf32>
      %l569 = memref.cast %b_l569_c0 : memref<1xf32> to memref<?xf32>
      %l570 = memref.cast %b_l570_c0 : memref<1xi32> to memref<?xi32>
      %l571 = memref.cast %b_l571_c0 : memref<1xi32> to memref<?xi32>
      %l572 = memref.cast %b_l572_c0 : memref<1xf32> to memref<?xf32>
      %l573 = memref.cast %b_l573_c0 : memref<1xf32> to memref<?xf32>
      %l574 = memref.cast %b_l574_c0 : memref<1xf32> to memref<?xf32>
      %l575 = memref.cast %b_l575_c0 : memref<1xf32> to memref<?xf32>
      %l576 = memref.cast %b_l576_c0 : memref<1xi32> to memref<?xi32>
      %l577 = memref.cast %b_l577_c0 : memref<1xi32> to memref<?xi32>
      %l578 = memref.cast %b_l578_c0 : memref<1xf32> to memref<?xf32>
      %l579 = memref.cast %b_l579_c0 : memref<1xf32> to memref<?xf32>
      %l580 = memref.cast %b_l580_c0 : memref<1xf32> to memref<?xf32>
      %l581 = memref.cast %b_l581_c0 : memref<1xf32> to memref<?xf32>
      %l582 = memref.cast %b_l582_c0 : memref<1xi32> to memref<?xi32>
      %l583 = memref.cast %b_l583_c0 : memref<1xi32> to memref<?xi32>
      %l584 = memref.cast %b_l584_c0 : memref<1xf32> to memref<?xf32>
      %l585 = memref.cast %b_l585_c0 : memref<1xf32> to memref<?xf32>
      %l586 = memref.cast %b_l586_c0 : memref<1xf32> to memref<?xf32>
      %l587 = memref.cast %b_l587_c0 : memref<1xf32> to memref<?xf32>
      %l588 = memref.cast %b_l588_c0 : memref<1xi32> to memref<?xi32>
      %l589 = memref.cast %b_l589_c0 : memref<1xi32> to memref<?xi32>
      %l590 = memref.cast %b_l590_c0 : memref<1xf32> to memref<?xf32>
      %l591 = memref.cast %b_l591_c0 : memref<1xf32> to memref<?xf32>
      %l592 = memref.cast %b_l592_c0 : memref<1xf32> to memref<?xf32>
      %l593 = memref.cast %b_l593_c0 : memref<1xf32> to memref<?xf32>
      %l594 = memref.cast %b_l594_c0 : memref<1xi32> to memref<?xi32>
      %l595 = memref.cast %b_l595_c0 : memref<1xi32> to memref<?xi32>
      %l596 = memref.cast %b_l596_c0 : memref<1xf32> to memref<?xf32>
      %l597 = memref.cast %b_l597_c0 : memref<1xf32> to memref<?xf32>
      %l598 = memref.cast %b_l598_c0 : memref<1xf32> to memref<?xf32>
      %l599 = memref.cast %b_l599_c0 : memref<1xf32> to memref<?xf32>
      %l600 = memref.cast %b_l600_c0 : memref<1xi32> to memref<?xi32>
      %l601 = memref.cast %b_l601_c0 : memref<1xi32> to memref<?xi32>
      %l602 = memref.cast %b_l602_c0 : memref<1xf32> to memref<?xf32>
      %l603 = memref.cast %b_l603_c0 : memref<1xf32> to memref<?xf32>
      %l604 = memref.cast %b_l604_c0 : memref<1xf32> to memref<?xf32>
      %l605 = memref.cast %b_l605_c0 : memref<1xf32> to memref<?xf32>
      %l606 = memref.cast %b_l606_c0 : memref<1xi32> to memref<?xi32>
      %l607 = memref.cast %b_l607_c0 : memref<1xi32> to memref<?xi32>
      %l608 = memref.cast %b_l608_c0 : memref<1xf32> to memref<?xf32>
      %l609 = memref.cast %b_l609_c0 : memref<1xf32> to memref<?xf32>
      %l610 = memref.cast %b_l610_c0 : memref<1xf32> to memref<?xf32>
      %l611 = memref.cast %b_l611_c0 : memref<1xf32> to memref<?xf32>
      %l612 = memref.cast %b_l612_c0 : memref<1xi32> to memref<?xi32>
      %l613 = memref.cast %b_l613_c0 : memref<1xi32> to memref<?xi32>
      %l614 = memref.cast %b_l614_c0 : memref<1xf32> to memref<?xf32>
      %l615 = memref.cast %b_l615_c0 : memref<1xf32> to memref<?xf32>
      %l616 = memref.cast %b_l616_c0 : memref<1xf32> to memref<?xf32>
      %l617 = memref.cast %b_l617_c0 : memref<1xf32> to memref<?xf32>
      %l618 = memref.cast %b_l618_c0 : memref<1xi32> to memref<?xi32>
      %l619 = memref.cast %b_l619_c0 : memref<1xi32> to memref<?xi32>
      %l620 = memref.cast %b_l620_c0 : memref<1xf32> to memref<?xf32>
      %l621 = memref.cast %b_l621_c0 : memref<1xf32> to memref<?xf32>
      %l622 = memref.cast %b_l622_c0 : memref<1xf32> to memref<?xf32>
      %l623 = memref.cast %b_l623_c0 : memref<1xf32> to memref<?xf32>
      %l624 = memref.cast %b_l624_c0 : memref<1xi32> to memref<?xi32>
      %l625 = memref.cast %b_l625_c0 : memref<1xi32> to memref<?xi32>
      %l626 = memref.cast %b_l626_c0 : memref<1xf32> to memref<?xf32>
      %l627 = memref.cast %b_l627_c0 : memref<1xf32> to memref<?xf32>
      %l628 = memref.cast %b_l628_c0 : memref<1xf32> to memref<?xf32>
      %l629 = memref.cast %b_l629_c0 : memref<1xf32> to memref<?xf32>
      %l630 = memref.cast %b_l630_c0 : memref<1xi32> to memref<?xi32>
      %l631 = memref.cast %b_l631_c0 : memref<1xi32> to memref<?xi32>
      %l632 = memref.cast %b_l632_c0 : memref<1xf32> to memref<?xf32>
      %l633 = memref.cast %b_l633_c0 : memref<1xf32> to memref<?xf32>
      %l634 = memref.cast %b_l634_c0 : memref<1xf32> to memref<?xf32>
      %l635 = memref.cast %b_l635_c0 : memref<1xf32> to memref<?xf32>
      %l636 = memref.cast %b_l636_c0 : memref<1xi32> to memref<?xi32>
      %l637 = memref.cast %b_l637_c0 : memref<1xi32> to memref<?xi32>
      %l638 = memref.cast %b_l638_c0 : memref<1xf32> to memref<?xf32>
      %l639 = memref.cast %b_l639_c0 : memref<1xf32> to memref<?xf32>
      %l640 = memref.cast %b_l640_c0 : memref<1xf32> to memref<?xf32>
      %l641 = memref.cast %b_l641_c0 : memref<1xf32> to memref<?xf32>
      %l642 = memref.cast %b_l642_c0 : memref<1xi32> to memref<?xi32>
      %l643 = memref.cast %b_l643_c0 : memref<1xi32> to memref<?xi32>
      %l644 = memref.cast %b_l644_c0 : memref<1xf32> to memref<?xf32>
      %l645 = memref.cast %b_l645_c0 : memref<1xf32> to memref<?xf32>
      %l646 = memref.cast %b_l646_c0 : memref<1xf32> to memref<?xf32>
      %l647 = memref.cast %b_l647_c0 : memref<1xf32> to memref<?xf32>
      %l648 = memref.cast %b_l648_c0 : memref<1xi32> to memref<?xi32>
      %l649 = memref.cast %b_l649_c0 : memref<1xi32> to memref<?xi32>
      %l650 = memref.cast %b_l650_c0 : memref<1xf32> to memref<?xf32>
      %l651 = memref.cast %b_l651_c0 : memref<1xf32> to memref<?xf32>
      %l652 = memref.cast %b_l652_c0 : memref<1xf32> to memref<?xf32>
      %l653 = memref.cast %b_l653_c0 : memref<1xf32> to memref<?xf32>
      %l654 = memref.cast %b_l654_c0 : memref<1xi32> to memref<?xi32>
      %l655 = memref.cast %b_l655_c0 : memref<1xi32> to memref<?xi32>
      %l656 = memref.cast %b_l656_c0 : memref<1xf32> to memref<?xf32>
      %l657 = memref.cast %b_l657_c0 : memref<1xf32> to memref<?xf32>
      %l658 = memref.cast %b_l658_c0 : memref<1xf32> to memref<?xf32>
      %l659 = memref.cast %b_l659_c0 : memref<1xf32> to memref<?xf32>
      %l660 = memref.cast %b_l660_c0 : memref<1xi32> to memref<?xi32>
      %l661 = memref.cast %b_l661_c0 : memref<1xi32> to memref<?xi32>
      %l662 = memref.cast %b_l662_c0 : memref<1xf32> to memref<?xf32>
      %l663 = memref.cast %b_l663_c0 : memref<1xf32> to memref<?xf32>
      %l664 = memref.cast %b_l664_c0 : memref<1xf32> to memref<?xf32>
      %l665 = memref.cast %b_l665_c0 : memref<1xf32> to memref<?xf32>
      %l666 = memref.cast %b_l666_c0 : memref<1xi32> to memref<?xi32>
      %l667 = memref.cast %b_l667_c0 : memref<1xi32> to memref<?xi32>
      %l668 = memref.cast %b_l668_c0 : memref<1xf32> to memref<?xf32>
      %l669 = memref.cast %b_l669_c0 : memref<1xf32> to memref<?xf32>
      %l670 = memref.cast %b_l670_c0 : memref<1xf32> to memref<?xf32>
      %l671 = memref.cast %b_l671_c0 : memref<1xf32> to memref<?xf32>
      %l672 = memref.cast %b_l672_c0 : memref<1xf32> to memref<?xf32>
      %l673 = memref.cast %b_l673_c0 : memref<1xi32> to memref<?xi32>
      %l674 = memref.cast %b_l674_c0 : memref<1xi32> to memref<?xi32>
      %l675 = memref.cast %b_l675_c0 : memref<1xi32> to memref<?xi32>
      %l676 = memref.cast %b_l676_c0 : memref<1xi32> to memref<?xi32>
      %l677 = memref.cast %b_l677_c0 : memref<1xi32> to memref<?xi32>
      %l678 = memref.cast %b_l678_c0 : memref<1xi32> to memref<?xi32>
      %l679 = memref.cast %b_l679_c0 : memref<1xf32> to memref<?xf32>
      %l680 = memref.cast %b_l680_c0 : memref<1xi1> to memref<?xi1>
      %l681 = memref.cast %b_l681_c0 : memref<1xi32> to memref<?xi32>
      %l682 = memref.cast %b_l682_c0 : memref<1xi32> to memref<?xi32>
      %l683 = memref.cast %b_l683_c0 : memref<1xi32> to memref<?xi32>
      %l684 = memref.cast %b_l684_c0 : memref<1xf32> to memref<?xf32>
      %l685 = memref.cast %b_l685_c0 : memref<1xi1> to memref<?xi1>
      %l686 = memref.cast %b_l686_c0 : memref<1xi32> to memref<?xi32>
      %l687 = memref.cast %b_l687_c0 : memref<1xi32> to memref<?xi32>
      %l688 = memref.cast %b_l688_c0 : memref<1xi32> to memref<?xi32>
      %l689 = memref.cast %b_l689_c0 : memref<1xf32> to memref<?xf32>
      %l690 = memref.cast %b_l690_c0 : memref<1xi1> to memref<?xi1>
      %l691 = memref.cast %b_l691_c0 : memref<1xf32> to memref<?xf32>
      %l692 = memref.cast %b_l692_c0 : memref<1xf32> to memref<?xf32>
      %l693 = memref.cast %b_l693_c0 : memref<1xf32> to memref<?xf32>
      %l694 = memref.cast %b_l694_c0 : memref<1xf32> to memref<?xf32>
      %l695 = memref.cast %b_l695_c0 : memref<1xi64> to memref<?xi64>
      %l696 = memref.cast %b_l696_c0 : memref<1xi32> to memref<?xi32>
      %l697 = memref.cast %b_l697_c0 : memref<1xi32> to memref<?xi32>
      %l698 = memref.cast %b_l698_c0 : memref<1xi32> to memref<?xi32>
      %l699 = memref.cast %b_l699_c0 : memref<1xi1> to memref<?xi1>
      %l700 = memref.cast %b_l700_c0 : memref<1xi32> to memref<?xi32>
      %l701 = memref.cast %b_l701_c0 : memref<1xi1> to memref<?xi1>
      %l702 = memref.cast %b_l702_c0 : memref<1xi64> to memref<?xi64>
      %l703 = memref.cast %b_l703_c0 : memref<1xi1> to memref<?xi1>
      %l704 = memref.cast %b_l704_c0 : memref<1xi64> to memref<?xi64>
      %l705 = memref.cast %b_l705_c0 : memref<1xi64> to memref<?xi64>
      %l706 = memref.cast %b_l706_c0 : memref<1xi64> to memref<?xi64>
      %l707 = memref.cast %b_l707_c0 : memref<1xi1> to memref<?xi1>
      %l708 = memref.cast %b_l708_c0 : memref<1xi64> to memref<?xi64>
      %l709 = memref.cast %b_l709_c0 : memref<1xi64> to memref<?xi64>
      %l710 = memref.cast %b_l710_c0 : memref<1xi64> to memref<?xi64>
      %l711 = memref.cast %b_l711_c0 : memref<1xi64> to memref<?xi64>
      %l712 = memref.cast %b_l712_c0 : memref<1xi64> to memref<?xi64>
      %l713 = memref.cast %b_l713_c0 : memref<1xi64> to memref<?xi64>
      %l714 = memref.cast %b_l714_c0 : memref<1xi64> to memref<?xi64>
      %l715 = memref.cast %b_l715_c0 : memref<1xi64> to memref<?xi64>
      %l716 = memref.cast %b_l716_c0 : memref<1xi64> to memref<?xi64>
      %l717 = memref.cast %b_l717_c0 : memref<1xi64> to memref<?xi64>
      %l718 = memref.cast %b_l718_c0 : memref<1xi64> to memref<?xi64>
      %l719 = memref.cast %b_l719_c0 : memref<1xi64> to memref<?xi64>
      %l720 = memref.cast %b_l720_c0 : memref<1xi64> to memref<?xi64>
      %l721 = memref.cast %b_l721_c0 : memref<1xi64> to memref<?xi64>
      %l722 = memref.cast %b_l722_c0 : memref<1xi64> to memref<?xi64>
      %l723 = memref.cast %b_l723_c0 : memref<1xi64> to memref<?xi64>
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
      %l741 = memref.cast %b_l741_c0 : memref<1xi1> to memref<?xi1>
      %l742 = memref.cast %b_l742_c0 : memref<1xi1> to memref<?xi1>
      %l743 = memref.cast %b_l743_c0 : memref<1xi1> to memref<?xi1>
      %l744 = memref.cast %b_l744_c0 : memref<1xi1> to memref<?xi1>
      %l745 = memref.cast %b_l745_c0 : memref<1xi1> to memref<?xi1>
      %l746 = memref.cast %b_l746_c0 : memref<1xi1> to memref<?xi1>
      %l747 = memref.cast %b_l747_c0 : memref<1xi1> to memref<?xi1>
      %l748 = memref.cast %b_l748_c0 : memref<1xi1> to memref<?xi1>
      %l749 = memref.cast %b_l749_c0 : memref<1xi1> to memref<?xi1>
      %l750 = memref.cast %b_l750_c0 : memref<1xi1> to memref<?xi1>
      %l751 = memref.cast %b_l751_c0 : memref<1xi1> to memref<?xi1>
      %l752 = memref.cast %b_l752_c0 : memref<1xi1> to memref<?xi1>
      %l753 = memref.cast %b_l753_c0 : memref<1xi1> to memref<?xi1>
      %l754 = memref.cast %b_l754_c0 : memref<1xi1> to memref<?xi1>
      %l755 = memref.cast %b_l755_c0 : memref<1xi1> to memref<?xi1>
      %l756 = memref.cast %b_l756_c0 : memref<1xi1> to memref<?xi1>
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
      %l773 = memref.cast %b_l773_c0 : memref<1xf32> to memref<?xf32>
      %l774 = memref.cast %b_l774_c0 : memref<1xf32> to memref<?xf32>
      %l775 = memref.cast %b_l775_c0 : memref<1xf32> to memref<?xf32>
      %l776 = memref.cast %b_l776_c0 : memref<1xf32> to memref<?xf32>
      %l777 = memref.cast %b_l777_c0 : memref<1xf32> to memref<?xf32>
      %l778 = memref.cast %b_l778_c0 : memref<1xf32> to memref<?xf32>
      %l779 = memref.cast %b_l779_c0 : memref<1xf32> to memref<?xf32>
      %l780 = memref.cast %b_l780_c0 : memref<1xf32> to memref<?xf32>
      %l781 = memref.cast %b_l781_c0 : memref<1xf32> to memref<?xf32>
      %l782 = memref.cast %b_l782_c0 : memref<1xf32> to memref<?xf32>
      %l783 = memref.cast %b_l783_c0 : memref<1xf32> to memref<?xf32>
      %l784 = memref.cast %b_l784_c0 : memref<1xf32> to memref<?xf32>
      %l785 = memref.cast %b_l785_c0 : memref<1xf32> to memref<?xf32>
      %l786 = memref.cast %b_l786_c0 : memref<1xf32> to memref<?xf32>
      %l787 = memref.cast %b_l787_c0 : memref<1xf32> to memref<?xf32>
      %l788 = memref.cast %b_l788_c0 : memref<1xf32> to memref<?xf32>
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
      %l805 = memref.cast %b_l805_c0 : memref<1xi64> to memref<?xi64>
      %l806 = memref.cast %b_l806_c0 : memref<1xi64> to memref<?xi64>
      %l807 = memref.cast %b_l807_c0 : memref<1xi64> to memref<?xi64>
      %l808 = memref.cast %b_l808_c0 : memref<1xi64> to memref<?xi64>
      %l809 = memref.cast %b_l809_c0 : memref<1xi64> to memref<?xi64>
      %l810 = memref.cast %b_l810_c0 : memref<1xi64> to memref<?xi64>
      %l811 = memref.cast %b_l811_c0 : memref<1xi1> to memref<?xi1>
      %l812 = memref.cast %b_l812_c0 : memref<1xi1> to memref<?xi1>
      %l813 = memref.cast %b_l813_c0 : memref<1xi1> to memref<?xi1>
      %l814 = memref.cast %b_l814_c0 : memref<1xi1> to memref<?xi1>
      %l815 = memref.cast %b_l815_c0 : memref<1xi1> to memref<?xi1>
      %l816 = memref.cast %b_l816_c0 : memref<1xi32> to memref<?xi32>
      %l817 = memref.cast %b_l817_c0 : memref<1xi32> to memref<?xi32>
      %l818 = memref.cast %b_l818_c0 : memref<1xi32> to memref<?xi32>
      %l819 = memref.cast %b_l819_c0 : memref<1xi32> to memref<?xi32>
      %l820 = memref.cast %b_l820_c0 : memref<1xi32> to memref<?xi32>
      %l821 = memref.cast %b_l821_c0 : memref<1xf32> to memref<?xf32>
      %l822 = memref.cast %b_l822_c0 : memref<1xf32> to memref<?xf32>
      %l823 = memref.cast %b_l823_c0 : memref<1xf32> to memref<?xf32>
      %l824 = memref.cast %b_l824_c0 : memref<1xf32> to memref<?xf32>
      %l825 = memref.cast %b_l825_c0 : memref<1xf32> to memref<?xf32>
      %l826 = memref.cast %b_l826_c0 : memref<1xf32> to memref<?xf32>
      %l827 = memref.cast %b_l827_c0 : memref<1xf32> to memref<?xf32>
      %l828 = memref.cast %b_l828_c0 : memref<1xf32> to memref<?xf32>
      %l829 = memref.cast %b_l829_c0 : memref<1xf32> to memref<?xf32>
      %l830 = memref.cast %b_l830_c0 : memref<1xf32> to memref<?xf32>
      %l831 = memref.cast %b_l831_c0 : memref<1xf32> to memref<?xf32>
      %l832 = memref.cast %b_l832_c0 : memref<1xf32> to memref<?xf32>
      %l833 = memref.cast %b_l833_c0 : memref<1xf32> to memref<?xf32>
      %l834 = memref.cast %b_l834_c0 : memref<1xf32> to memref<?xf32>
      %l835 = memref.cast %b_l835_c0 : memref<1xf32> to memref<?xf32>
      %l836 = memref.cast %b_l836_c0 : memref<1xf32> to memref<?xf32>
      %l837 = memref.cast %b_l837_c0 : memref<1xf32> to memref<?xf32>
      %l838 = memref.cast %b_l838_c0 : memref<1xf32> to memref<?xf32>
      %l839 = memref.cast %b_l839_c0 : memref<1xf32> to memref<?xf32>
      %l840 = memref.cast %b_l840_c0 : memref<1xf32> to memref<?xf32>
      %l841 = memref.cast %b_l841_c0 : memref<1xf32> to memref<?xf32>
      %l842 = memref.cast %b_l842_c0 : memref<1xf32> to memref<?xf32>
      %l843 = memref.cast %b_l843_c0 : memref<1xf32> to memref<?xf32>
      %l844 = memref.cast %b_l844_c0 : memref<1xf32> to memref<?xf32>
      %l845 = memref.cast %b_l845_c0 : memref<1xf32> to memref<?xf32>
      %l846 = memref.cast %b_l846_c0 : memref<1xf32> to memref<?xf32>
      %l847 = memref.cast %b_l847_c0 : memref<1xf32> to memref<?xf32>
      %l848 = memref.cast %b_l848_c0 : memref<1xf32> to memref<?xf32>
      %l849 = memref.cast %b_l849_c0 : memref<1xf32> to memref<?xf32>
      %l850 = memref.cast %b_l850_c0 : memref<1xf32> to memref<?xf32>
      %l851 = memref.cast %b_l851_c0 : memref<1xf32> to memref<?xf32>
      %l852 = memref.cast %b_l852_c0 : memref<1xf32> to memref<?xf32>
      %l853 = memref.cast %b_l853_c0 : memref<1xi32> to memref<?xi32>
      %l854 = memref.cast %b_l854_c0 : memref<1xi32> to memref<?xi32>
      %l855 = memref.cast %b_l855_c0 : memref<1xi32> to memref<?xi32>
      %l856 = memref.cast %b_l856_c0 : memref<1xi32> to memref<?xi32>
      %l857 = memref.cast %b_l857_c0 : memref<1xi32> to memref<?xi32>
      %l858 = memref.cast %b_l858_c0 : memref<1xf32> to memref<?xf32>
      %l859 = memref.cast %b_l859_c0 : memref<1xi1> to memref<?xi1>
      %l860 = memref.cast %b_l860_c0 : memref<1xi32> to memref<?xi32>
      %l861 = memref.cast %b_l861_c0 : memref<1xi32> to memref<?xi32>
      %l862 = memref.cast %b_l862_c0 : memref<1xi32> to memref<?xi32>
      %l863 = memref.cast %b_l863_c0 : memref<1xf32> to memref<?xf32>
      %l864 = memref.cast %b_l864_c0 : memref<1xi1> to memref<?xi1>
      %l865 = memref.cast %b_l865_c0 : memref<1xi32> to memref<?xi32>
      %l866 = memref.cast %b_l866_c0 : memref<1xi32> to memref<?xi32>
      %l867 = memref.cast %b_l867_c0 : memref<1xi32> to memref<?xi32>
      %l868 = memref.cast %b_l868_c0 : memref<1xf32> to memref<?xf32>
      %l869 = memref.cast %b_l869_c0 : memref<1xi1> to memref<?xi1>
      %l870 = memref.cast %b_l870_c0 : memref<1xf32> to memref<?xf32>
      %l871 = memref.cast %b_l871_c0 : memref<1xf32> to memref<?xf32>
      %l872 = memref.cast %b_l872_c0 : memref<1xi32> to memref<?xi32>
      %l873 = memref.cast %b_l873_c0 : memref<1xi32> to memref<?xi32>
      %l874 = memref.cast %b_l874_c0 : memref<1xi32> to memref<?xi32>
      %l875 = memref.cast %b_l875_c0 : memref<1xi32> to memref<?xi32>
      %l876 = memref.cast %b_l876_c0 : memref<1xi32> to memref<?xi32>
      %l877 = memref.cast %b_l877_c0 : memref<1xi32> to memref<?xi32>
      %l878 = memref.cast %b_l878_c0 : memref<1xi32> to memref<?xi32>
      %l879 = memref.cast %b_l879_c0 : memref<1xi32> to memref<?xi32>
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
      %l964 = memref.cast %b_l964_c0 : memref<1xi32> to memref<?xi32>
      %l965 = memref.cast %b_l965_c0 : memref<1xi32> to memref<?xi32>
      %l966 = memref.cast %b_l966_c0 : memref<1xf32> to memref<?xf32>
      %l967 = memref.cast %b_l967_c0 : memref<1xf32> to memref<?xf32>
      %l968 = memref.cast %b_l968_c0 : memref<1xf32> to memref<?xf32>
      %l969 = memref.cast %b_l969_c0 : memref<1xf32> to memref<?xf32>
      %l970 = memref.cast %b_l970_c0 : memref<1xi32> to memref<?xi32>
      %l971 = memref.cast %b_l971_c0 : memref<1xi32> to memref<?xi32>
      %l972 = memref.cast %b_l972_c0 : memref<1xf32> to memref<?xf32>
      %l973 = memref.cast %b_l973_c0 : memref<1xf32> to memref<?xf32>
      %l974 = memref.cast %b_l974_c0 : memref<1xf32> to memref<?xf32>
      %l975 = memref.cast %b_l975_c0 : memref<1xf32> to memref<?xf32>
      %l976 = memref.cast %b_l976_c0 : memref<1xi32> to memref<?xi32>
      %l977 = memref.cast %b_l977_c0 : memref<1xi32> to memref<?xi32>
      %l978 = memref.cast %b_l978_c0 : memref<1xf32> to memref<?xf32>
      %l979 = memref.cast %b_l979_c0 : memref<1xf32> to memref<?xf32>
      %l980 = memref.cast %b_l980_c0 : memref<1xf32> to memref<?xf32>
      %l981 = memref.cast %b_l981_c0 : memref<1xf32> to memref<?xf32>
      %l982 = memref.cast %b_l982_c0 : memref<1xi32> to memref<?xi32>
      %l983 = memref.cast %b_l983_c0 : memref<1xi32> to memref<?xi32>
      %l984 = memref.cast %b_l984_c0 : memref<1xf32> to memref<?xf32>
      %l985 = memref.cast %b_l985_c0 : memref<1xf32> to memref<?xf32>
      %l986 = memref.cast %b_l986_c0 : memref<1xf32> to memref<?xf32>
      %l987 = memref.cast %b_l987_c0 : memref<1xf32> to memref<?xf32>
      %l988 = memref.cast %b_l988_c0 : memref<1xi32> to memref<?xi32>
      %l989 = memref.cast %b_l989_c0 : memref<1xi32> to memref<?xi32>
      %l990 = memref.cast %b_l990_c0 : memref<1xf32> to memref<?xf32>
      %l991 = memref.cast %b_l991_c0 : memref<1xf32> to memref<?xf32>
      %l992 = memref.cast %b_l992_c0 : memref<1xf32> to memref<?xf32>
      %l993 = memref.cast %b_l993_c0 : memref<1xf32> to memref<?xf32>
      %l994 = memref.cast %b_l994_c0 : memref<1xi32> to memref<?xi32>
      %l995 = memref.cast %b_l995_c0 : memref<1xi32> to memref<?xi32>
      %l996 = memref.cast %b_l996_c0 : memref<1xf32> to memref<?xf32>
      %l997 = memref.cast %b_l997_c0 : memref<1xf32> to memref<?xf32>
      %l998 = memref.cast %b_l998_c0 : memref<1xf32> to memref<?xf32>
      %l999 = memref.cast %b_l999_c0 : memref<1xf32> to memref<?xf32>
      %l1000 = memref.cast %b_l1000_c0 : memref<1xi32> to memref<?xi32>
      %l1001 = memref.cast %b_l1001_c0 : memref<1xi32> to memref<?xi32>
      %l1002 = memref.cast %b_l1002_c0 : memref<1xf32> to memref<?xf32>
      %l1003 = memref.cast %b_l1003_c0 : memref<1xf32> to memref<?xf32>
      %l1004 = memref.cast %b_l1004_c0 : memref<1xf32> to memref<?xf32>
      %l1005 = memref.cast %b_l1005_c0 : memref<1xf32> to memref<?xf32>
      %l1006 = memref.cast %b_l1006_c0 : memref<1xi32> to memref<?xi32>
      %l1007 = memref.cast %b_l1007_c0 : memref<1xi32> to memref<?xi32>
      %l1008 = memref.cast %b_l1008_c0 : memref<1xf32> to memref<?xf32>
      %l1009 = memref.cast %b_l1009_c0 : memref<1xf32> to memref<?xf32>
      %l1010 = memref.cast %b_l1010_c0 : memref<1xf32> to memref<?xf32>
      %l1011 = memref.cast %b_l1011_c0 : memref<1xf32> to memref<?xf32>
      %l1012 = memref.cast %b_l1012_c0 : memref<1xi32> to memref<?xi32>
      %l1013 = memref.cast %b_l1013_c0 : memref<1xi32> to memref<?xi32>
      %l1014 = memref.cast %b_l1014_c0 : memref<1xf32> to memref<?xf32>
      %l1015 = memref.cast %b_l1015_c0 : memref<1xf32> to memref<?xf32>
      %l1016 = memref.cast %b_l1016_c0 : memref<1xf32> to memref<?xf32>
      %l1017 = memref.cast %b_l1017_c0 : memref<1xf32> to memref<?xf32>
      %l1018 = memref.cast %b_l1018_c0 : memref<1xi32> to memref<?xi32>
      %l1019 = memref.cast %b_l1019_c0 : memref<1xi32> to memref<?xi32>
      %l1020 = memref.cast %b_l1020_c0 : memref<1xf32> to memref<?xf32>
      %l1021 = memref.cast %b_l1021_c0 : memref<1xf32> to memref<?xf32>
      %l1022 = memref.cast %b_l1022_c0 : memref<1xf32> to memref<?xf32>
      %l1023 = memref.cast %b_l1023_c0 : memref<1xf32> to memref<?xf32>
      %l1024 = memref.cast %b_l1024_c0 : memref<1xi32> to memref<?xi32>
      %l1025 = memref.cast %b_l1025_c0 : memref<1xi32> to memref<?xi32>
      %l1026 = memref.cast %b_l1026_c0 : memref<1xf32> to memref<?xf32>
      %l1027 = memref.cast %b_l1027_c0 : memref<1xf32> to memref<?xf32>
      %l1028 = memref.cast %b_l1028_c0 : memref<1xf32> to memref<?xf32>
      %l1029 = memref.cast %b_l1029_c0 : memref<1xf32> to memref<?xf32>
      %l1030 = memref.cast %b_l1030_c0 : memref<1xi32> to memref<?xi32>
      %l1031 = memref.cast %b_l1031_c0 : memref<1xi32> to memref<?xi32>
      %l1032 = memref.cast %b_l1032_c0 : memref<1xf32> to memref<?xf32>
      %l1033 = memref.cast %b_l1033_c0 : memref<1xf32> to memref<?xf32>
      %l1034 = memref.cast %b_l1034_c0 : memref<1xf32> to memref<?xf32>
      %l1035 = memref.cast %b_l1035_c0 : memref<1xf32> to memref<?xf32>
      %l1036 = memref.cast %b_l1036_c0 : memref<1xi32> to memref<?xi32>
      %l1037 = memref.cast %b_l1037_c0 : memref<1xi32> to memref<?xi32>
      %l1038 = memref.cast %b_l1038_c0 : memref<1xf32> to memref<?xf32>
      %l1039 = memref.cast %b_l1039_c0 : memref<1xf32> to memref<?xf32>
      %l1040 = memref.cast %b_l1040_c0 : memref<1xf32> to memref<?xf32>
      %l1041 = memref.cast %b_l1041_c0 : memref<1xf32> to memref<?xf32>
      %l1042 = memref.cast %b_l1042_c0 : memref<1xi32> to memref<?xi32>
      %l1043 = memref.cast %b_l1043_c0 : memref<1xi32> to memref<?xi32>
      %l1044 = memref.cast %b_l1044_c0 : memref<1xf32> to memref<?xf32>
      %l1045 = memref.cast %b_l1045_c0 : memref<1xf32> to memref<?xf32>
      %l1046 = memref.cast %b_l1046_c0 : memref<1xf32> to memref<?xf32>
      %l1047 = memref.cast %b_l1047_c0 : memref<1xf32> to memref<?xf32>
      %l1048 = memref.cast %b_l1048_c0 : memref<1xi32> to memref<?xi32>
      %l1049 = memref.cast %b_l1049_c0 : memref<1xi32> to memref<?xi32>
      %l1050 = memref.cast %b_l1050_c0 : memref<1xf32> to memref<?xf32>
      %l1051 = memref.cast %b_l1051_c0 : memref<1xf32> to memref<?xf32>
      %l1052 = memref.cast %b_l1052_c0 : memref<1xf32> to memref<?xf32>
      %l1053 = memref.cast %b_l1053_c0 : memref<1xf32> to memref<?xf32>
      %l1054 = memref.cast %b_l1054_c0 : memref<1xi32> to memref<?xi32>
      %l1055 = memref.cast %b_l1055_c0 : memref<1xi32> to memref<?xi32>
      %l1056 = memref.cast %b_l1056_c0 : memref<1xf32> to memref<?xf32>
      %l1057 = memref.cast %b_l1057_c0 : memref<1xf32> to memref<?xf32>
      %l1058 = memref.cast %b_l1058_c0 : memref<1xf32> to memref<?xf32>
      %l1059 = memref.cast %b_l1059_c0 : memref<1xf32> to memref<?xf32>
      %l1060 = memref.cast %b_l1060_c0 : memref<1xi32> to memref<?xi32>
      %l1061 = memref.cast %b_l1061_c0 : memref<1xi32> to memref<?xi32>
      %l1062 = memref.cast %b_l1062_c0 : memref<1xf32> to memref<?xf32>
      %l1063 = memref.cast %b_l1063_c0 : memref<1xf32> to memref<?xf32>
      %l1064 = memref.cast %b_l1064_c0 : memref<1xf32> to memref<?xf32>
      %l1065 = memref.cast %b_l1065_c0 : memref<1xf32> to memref<?xf32>
      %l1066 = memref.cast %b_l1066_c0 : memref<1xi32> to memref<?xi32>
      %l1067 = memref.cast %b_l1067_c0 : memref<1xi32> to memref<?xi32>
      %l1068 = memref.cast %b_l1068_c0 : memref<1xf32> to memref<?xf32>
      %l1069 = memref.cast %b_l1069_c0 : memref<1xf32> to memref<?xf32>
      %l1070 = memref.cast %b_l1070_c0 : memref<1xf32> to memref<?xf32>
      %l1071 = memref.cast %b_l1071_c0 : memref<1xf32> to memref<?xf32>
      %l1072 = memref.cast %b_l1072_c0 : memref<1xf32> to memref<?xf32>
      %l1073 = memref.cast %b_l1073_c0 : memref<1xi32> to memref<?xi32>
      %l1074 = memref.cast %b_l1074_c0 : memref<1xi32> to memref<?xi32>
      %l1075 = memref.cast %b_l1075_c0 : memref<1xi32> to memref<?xi32>
      %l1076 = memref.cast %b_l1076_c0 : memref<1xi32> to memref<?xi32>
      %l1077 = memref.cast %b_l1077_c0 : memref<1xi32> to memref<?xi32>
      %l1078 = memref.cast %b_l1078_c0 : memref<1xi32> to memref<?xi32>
      %l1079 = memref.cast %b_l1079_c0 : memref<1xf32> to memref<?xf32>
      %l1080 = memref.cast %b_l1080_c0 : memref<1xi1> to memref<?xi1>
      %l1081 = memref.cast %b_l1081_c0 : memref<1xi32> to memref<?xi32>
      %l1082 = memref.cast %b_l1082_c0 : memref<1xi32> to memref<?xi32>
      %l1083 = memref.cast %b_l1083_c0 : memref<1xi32> to memref<?xi32>
      %l1084 = memref.cast %b_l1084_c0 : memref<1xf32> to memref<?xf32>
      %l1085 = memref.cast %b_l1085_c0 : memref<1xi1> to memref<?xi1>
      %l1086 = memref.cast %b_l1086_c0 : memref<1xi32> to memref<?xi32>
      %l1087 = memref.cast %b_l1087_c0 : memref<1xi32> to memref<?xi32>
      %l1088 = memref.cast %b_l1088_c0 : memref<1xi32> to memref<?xi32>
      %l1089 = memref.cast %b_l1089_c0 : memref<1xf32> to memref<?xf32>
      %l1090 = memref.cast %b_l1090_c0 : memref<1xi1> to memref<?xi1>
      %l1091 = memref.cast %b_l1091_c0 : memref<1xf32> to memref<?xf32>
      %l1092 = memref.cast %b_l1092_c0 : memref<1xf32> to memref<?xf32>
      %l1093 = memref.cast %b_l1093_c0 : memref<1xf32> to memref<?xf32>
      %l1094 = memref.cast %b_l1094_c0 : memref<1xf32> to memref<?xf32>
      %l1095 = memref.cast %b_l1095_c0 : memref<1xi1> to memref<?xi1>
      %l1096 = memref.cast %b_l1096_c0 : memref<1xf32> to memref<?xf32>
      %l1097 = memref.cast %b_l1097_c0 : memref<1xi1> to memref<?xi1>
      %l1098 = memref.cast %b_l1098_c0 : memref<1xf32> to memref<?xf32>
      %l1099 = memref.cast %b_l1099_c0 : memref<1xi64> to memref<?xi64>
      %l1100 = memref.cast %b_l1100_c0 : memref<1xi64> to memref<?xi64>
      %l1103 = memref.cast %b_l1103_c0 : memref<1xi1> to memref<?xi1>
      %l1104 = memref.cast %b_l1104_c0 : memref<1xi1> to memref<?xi1>
      %l1105 = memref.cast %b_l1105_c0 : memref<1xf32> to memref<?xf32>
      %l1106 = memref.cast %b_l1106_c0 : memref<1xf32> to memref<?xf32>
      %l1108 = memref.cast %b_l1108_c0 : memref<1xi64> to memref<?xi64>
      %l1109 = memref.cast %b_l1109_c0 : memref<1xi1> to memref<?xi1>
      %l1110 = memref.cast %b_l1110_c0 : memref<1xi64> to memref<?xi64>
      %l1111 = memref.cast %b_l1111_c0 : memref<1xi1> to memref<?xi1>
      %l1112 = memref.cast %b_l1112_c0 : memref<1xi64> to memref<?xi64>
      %l1113 = memref.cast %b_l1113_c0 : memref<1xi64> to memref<?xi64>
      %l1114 = memref.cast %b_l1114_c0 : memref<1xi64> to memref<?xi64>
      %l1115 = memref.cast %b_l1115_c0 : memref<1xi64> to memref<?xi64>
      %l1116 = memref.cast %b_l1116_c0 : memref<1xi1> to memref<?xi1>
      %l1117 = memref.cast %b_l1117_c0 : memref<1xi1> to memref<?xi1>
      %l1118 = memref.cast %b_l1118_c0 : memref<1xi1> to memref<?xi1>
      %l1119 = memref.cast %b_l1119_c0 : memref<1xi1> to memref<?xi1>
      %l1120 = memref.cast %b_l1120_c0 : memref<1xf32> to memref<?xf32>
      %l1121 = memref.cast %b_l1121_c0 : memref<1xf32> to memref<?xf32>
      %l1122 = memref.cast %b_l1122_c0 : memref<1xf32> to memref<?xf32>
      %l1123 = memref.cast %b_l1123_c0 : memref<1xf32> to memref<?xf32>
      %l1124 = memref.cast %b_l1124_c0 : memref<1xf32> to memref<?xf32>
      %l1125 = memref.cast %b_l1125_c0 : memref<1xf32> to memref<?xf32>
      %l1126 = memref.cast %b_l1126_c0 : memref<1xi64> to memref<?xi64>
      %l1127 = memref.cast %b_l1127_c0 : memref<1xi1> to memref<?xi1>
      %l1128 = memref.cast %b_l1128_c0 : memref<1xi64> to memref<?xi64>
      %l1129 = memref.cast %b_l1129_c0 : memref<1xi1> to memref<?xi1>
      %l1130 = memref.cast %b_l1130_c0 : memref<1xi1> to memref<?xi1>
      %l1131 = memref.cast %b_l1131_c0 : memref<1xf32> to memref<?xf32>
      %l1132 = memref.cast %b_l1132_c0 : memref<1xi64> to memref<?xi64>
      %l1133 = memref.cast %b_l1133_c0 : memref<1xi1> to memref<?xi1>
      %l1134 = memref.cast %b_l1134_c0 : memref<1xi1> to memref<?xi1>
      %l1135 = memref.cast %b_l1135_c0 : memref<1xf32> to memref<?xf32>
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
          %v2 = arith.constant 128 : index
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 141: ^bb141, 150: ^bb150]
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
                memref.store %v15, %l1[%k0] : memref<?xi64>
                %v16 = memref.load %l1[%k0] : memref<?xi64>
                %v17 = arith.constant 4 : i64
                %v18 = arith.constant 0 : i64
                %v19 = arith.cmpi eq, %v17, %v18 : i64
                %v20 = arith.constant 1 : i64
                %v21 = arith.select %v19, %v20, %v17 : i64
                %v22 = arith.remui %v16, %v21 : i64
                memref.store %v22, %l2[%k0] : memref<?xi64>
                %v23 = memref.load %l1[%k0] : memref<?xi64>
                %v24 = arith.constant 4 : i64
                %v25 = arith.constant 0 : i64
                %v26 = arith.cmpi eq, %v24, %v25 : i64
                %v27 = arith.constant 1 : i64
                %v28 = arith.select %v26, %v27, %v24 : i64
                %v29 = arith.divui %v23, %v28 : i64
                memref.store %v29, %l3[%k0] : memref<?xi64>
                %v30 = memref.load %l0[%k0] : memref<?xi64>
                %v31 = arith.constant 32 : i64
                %v32 = arith.constant 0 : i64
                %v33 = arith.cmpi eq, %v31, %v32 : i64
                %v34 = arith.constant 1 : i64
                %v35 = arith.select %v33, %v34, %v31 : i64
                %v36 = arith.divui %v30, %v35 : i64
                memref.store %v36, %l4[%k0] : memref<?xi64>
                %v37 = memref.load %l4[%k0] : memref<?xi64>
                %v38 = arith.constant 8 : i64
                %v39 = arith.muli %v37, %v38 : i64
                memref.store %v39, %l5[%k0] : memref<?xi64>
                %v40 = memref.load %l3[%k0] : memref<?xi64>
                %v41 = memref.load %l5[%k0] : memref<?xi64>
                %v42 = arith.addi %v40, %v41 : i64
                memref.store %v42, %ls6[%lane] : memref<?xi64>
                %v43 = arith.index_cast %grpx : index to i64
                memref.store %v43, %l7[%k0] : memref<?xi64>
                cf.br ^bb2
              ^bb2:
                %v44 = memref.load %l7[%k0] : memref<?xi64>
                %v45 = arith.constant 8 : i64
                %v46 = arith.muli %v44, %v45 : i64
                memref.store %v46, %l8[%k0] : memref<?xi64>
                %v47 = arith.index_cast %n1 : index to i64
                memref.store %v47, %l9[%k0] : memref<?xi64>
                %v48 = arith.index_cast %n0 : index to i64
                memref.store %v48, %l10[%k0] : memref<?xi64>
                %v49 = memref.load %l9[%k0] : memref<?xi64>
                %v50 = arith.constant 32 : i64
                %v51 = arith.constant 0 : i64
                %v52 = arith.cmpi eq, %v50, %v51 : i64
                %v53 = arith.constant 1 : i64
                %v54 = arith.select %v52, %v53, %v50 : i64
                %v55 = arith.divui %v49, %v54 : i64
                memref.store %v55, %l11[%k0] : memref<?xi64>
                %v56 = memref.load %l11[%k0] : memref<?xi64>
                %v57 = arith.constant 32 : i64
                %v58 = arith.muli %v56, %v57 : i64
                memref.store %v58, %l12[%k0] : memref<?xi64>
                %v59 = arith.constant 63 : i32
                %v60 = arith.extsi %v59 : i32 to i64
                memref.store %v60, %l13[%k0] : memref<?xi64>
                %v61 = memref.load %l9[%k0] : memref<?xi64>
                %v62 = memref.load %l13[%k0] : memref<?xi64>
                %v63 = arith.constant 63 : i64
                %v64 = arith.andi %v62, %v63 : i64
                %v65 = arith.shrui %v61, %v64 : i64
                memref.store %v65, %l14[%k0] : memref<?xi64>
                %v66 = memref.load %l14[%k0] : memref<?xi64>
                %v67 = arith.trunci %v66 : i64 to i32
                memref.store %v67, %l15[%k0] : memref<?xi32>
                %v68 = memref.load %l9[%k0] : memref<?xi64>
                %v69 = arith.trunci %v68 : i64 to i32
                memref.store %v69, %l16[%k0] : memref<?xi32>
                %v70 = memref.load %l15[%k0] : memref<?xi32>
                %v71 = memref.load %l16[%k0] : memref<?xi32>
                %v72 = arith.muli %v70, %v71 : i32
                memref.store %v72, %l17[%k0] : memref<?xi32>
                %v73 = arith.constant 1258291200 : i32
                %v74 = memref.load %l17[%k0] : memref<?xi32>
                %v75 = arith.addi %v73, %v74 : i32
                memref.store %v75, %l18[%k0] : memref<?xi32>
                %v76 = arith.constant 1224736768 : i32
                %v77 = memref.load %l17[%k0] : memref<?xi32>
                %v78 = arith.addi %v76, %v77 : i32
                memref.store %v78, %l19[%k0] : memref<?xi32>
                %v79 = arith.constant 1191182336 : i32
                %v80 = memref.load %l17[%k0] : memref<?xi32>
                %v81 = arith.addi %v79, %v80 : i32
                memref.store %v81, %l20[%k0] : memref<?xi32>
                %v82 = arith.constant 1157627904 : i32
                %v83 = memref.load %l17[%k0] : memref<?xi32>
                %v84 = arith.addi %v82, %v83 : i32
                memref.store %v84, %l21[%k0] : memref<?xi32>
                %v85 = arith.constant 1124073472 : i32
                %v86 = memref.load %l17[%k0] : memref<?xi32>
                %v87 = arith.addi %v85, %v86 : i32
                memref.store %v87, %l22[%k0] : memref<?xi32>
                %v88 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v88, %l23[%k0] : memref<?xi64>
                %v89 = arith.constant 2 : i64
                %v90 = memref.load %l2[%k0] : memref<?xi64>
                %v91 = arith.muli %v89, %v90 : i64
                memref.store %v91, %l24[%k0] : memref<?xi64>
                %v92 = memref.load %l8[%k0] : memref<?xi64>
                %v93 = memref.load %l24[%k0] : memref<?xi64>
                %v94 = arith.addi %v92, %v93 : i64
                memref.store %v94, %l25[%k0] : memref<?xi64>
                %v95 = memref.load %l25[%k0] : memref<?xi64>
                %v96 = arith.constant 0 : i64
                %v97 = arith.addi %v95, %v96 : i64
                memref.store %v97, %ls26[%lane] : memref<?xi64>
                %v98 = arith.index_cast %n2 : index to i64
                memref.store %v98, %l27[%k0] : memref<?xi64>
                %v99 = memref.load %ls26[%lane] : memref<?xi64>
                %v100 = memref.load %l27[%k0] : memref<?xi64>
                %v101 = arith.cmpi ult, %v99, %v100 : i64
                memref.store %v101, %l28[%k0] : memref<?xi1>
                %v102 = memref.load %l28[%k0] : memref<?xi1>
                cf.cond_br %v102, ^bb3, ^bb5
              ^bb3:
                %v103 = memref.load %ls26[%lane] : memref<?xi64>
                %v104 = memref.load %l11[%k0] : memref<?xi64>
                %v105 = arith.muli %v103, %v104 : i64
                memref.store %v105, %l29[%k0] : memref<?xi64>
                %v106 = memref.load %l29[%k0] : memref<?xi64>
                %v107 = memref.load %ls6[%lane] : memref<?xi64>
                %v108 = arith.addi %v106, %v107 : i64
                memref.store %v108, %l30[%k0] : memref<?xi64>
                %v109 = memref.load %l30[%k0] : memref<?xi64>
                %v110 = arith.constant 5 : i64
                %v111 = arith.muli %v109, %v110 : i64
                memref.store %v111, %l31[%k0] : memref<?xi64>
                %v112 = memref.load %l31[%k0] : memref<?xi64>
                %v113 = memref.load %l10[%k0] : memref<?xi64>
                %v114 = arith.cmpi ult, %v112, %v113 : i64
                memref.store %v114, %l32[%k0] : memref<?xi1>
                %v115 = memref.load %l32[%k0] : memref<?xi1>
                cf.cond_br %v115, ^bb4, ^bb5
              ^bb4:
                %v116 = memref.load %l31[%k0] : memref<?xi64>
                memref.store %v116, %l23[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v117 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v117, %l33[%k0] : memref<?xi64>
                %v118 = arith.constant 2 : i64
                %v119 = memref.load %l2[%k0] : memref<?xi64>
                %v120 = arith.muli %v118, %v119 : i64
                memref.store %v120, %l34[%k0] : memref<?xi64>
                %v121 = memref.load %l8[%k0] : memref<?xi64>
                %v122 = memref.load %l34[%k0] : memref<?xi64>
                %v123 = arith.addi %v121, %v122 : i64
                memref.store %v123, %l35[%k0] : memref<?xi64>
                %v124 = memref.load %l35[%k0] : memref<?xi64>
                %v125 = arith.constant 1 : i64
                %v126 = arith.addi %v124, %v125 : i64
                memref.store %v126, %ls36[%lane] : memref<?xi64>
                %v127 = arith.index_cast %n2 : index to i64
                memref.store %v127, %l37[%k0] : memref<?xi64>
                %v128 = memref.load %ls36[%lane] : memref<?xi64>
                %v129 = memref.load %l37[%k0] : memref<?xi64>
                %v130 = arith.cmpi ult, %v128, %v129 : i64
                memref.store %v130, %l38[%k0] : memref<?xi1>
                %v131 = memref.load %l38[%k0] : memref<?xi1>
                cf.cond_br %v131, ^bb6, ^bb8
              ^bb6:
                %v132 = memref.load %ls36[%lane] : memref<?xi64>
                %v133 = memref.load %l11[%k0] : memref<?xi64>
                %v134 = arith.muli %v132, %v133 : i64
                memref.store %v134, %l39[%k0] : memref<?xi64>
                %v135 = memref.load %l39[%k0] : memref<?xi64>
                %v136 = memref.load %ls6[%lane] : memref<?xi64>
                %v137 = arith.addi %v135, %v136 : i64
                memref.store %v137, %l40[%k0] : memref<?xi64>
                %v138 = memref.load %l40[%k0] : memref<?xi64>
                %v139 = arith.constant 5 : i64
                %v140 = arith.muli %v138, %v139 : i64
                memref.store %v140, %l41[%k0] : memref<?xi64>
                %v141 = memref.load %l41[%k0] : memref<?xi64>
                %v142 = memref.load %l10[%k0] : memref<?xi64>
                %v143 = arith.cmpi ult, %v141, %v142 : i64
                memref.store %v143, %l42[%k0] : memref<?xi1>
                %v144 = memref.load %l42[%k0] : memref<?xi1>
                cf.cond_br %v144, ^bb7, ^bb8
              ^bb7:
                %v145 = memref.load %l41[%k0] : memref<?xi64>
                memref.store %v145, %l33[%k0] : memref<?xi64>
                cf.br ^bb8
              ^bb8:
                %v146 = arith.constant 0x00000000 : f32
                memref.store %v146, %l43[%k0] : memref<?xf32>
                %v147 = arith.constant 0x00000000 : f32
                memref.store %v147, %l44[%k0] : memref<?xf32>
                %v148 = memref.load %ls6[%lane] : memref<?xi64>
                %v149 = arith.constant 32 : i64
                %v150 = arith.muli %v148, %v149 : i64
                memref.store %v150, %l45[%k0] : memref<?xi64>
                cf.br ^bb9
              ^bb9:
                %v151 = memref.load %l45[%k0] : memref<?xi64>
                memref.store %v151, %l46[%k0] : memref<?xi64>
                %v152 = memref.load %l46[%k0] : memref<?xi64>
                %v153 = memref.load %l12[%k0] : memref<?xi64>
                %v154 = arith.cmpi uge, %v152, %v153 : i64
                memref.store %v154, %l47[%k0] : memref<?xi1>
                %v155 = memref.load %l47[%k0] : memref<?xi1>
                cf.cond_br %v155, ^bb77, ^bb10
              ^bb10:
                %v156 = memref.load %l46[%k0] : memref<?xi64>
                %v157 = arith.constant 512 : i64
                %v158 = arith.constant 0 : i64
                %v159 = arith.cmpi eq, %v157, %v158 : i64
                %v160 = arith.constant 1 : i64
                %v161 = arith.select %v159, %v160, %v157 : i64
                %v162 = arith.divui %v156, %v161 : i64
                memref.store %v162, %l48[%k0] : memref<?xi64>
                %v163 = memref.load %l48[%k0] : memref<?xi64>
                %v164 = arith.constant 80 : i64
                %v165 = arith.muli %v163, %v164 : i64
                memref.store %v165, %l49[%k0] : memref<?xi64>
                %v166 = memref.load %l46[%k0] : memref<?xi64>
                %v167 = arith.constant 1 : i64
                %v168 = arith.ori %v166, %v167 : i64
                memref.store %v168, %l50[%k0] : memref<?xi64>
                %v169 = memref.load %l46[%k0] : memref<?xi64>
                %v170 = arith.constant 2 : i64
                %v171 = arith.ori %v169, %v170 : i64
                memref.store %v171, %l51[%k0] : memref<?xi64>
                %v172 = memref.load %l46[%k0] : memref<?xi64>
                %v173 = arith.constant 3 : i64
                %v174 = arith.ori %v172, %v173 : i64
                memref.store %v174, %l52[%k0] : memref<?xi64>
                %v175 = memref.load %l46[%k0] : memref<?xi64>
                %v176 = arith.constant 4 : i64
                %v177 = arith.ori %v175, %v176 : i64
                memref.store %v177, %l53[%k0] : memref<?xi64>
                %v178 = memref.load %l46[%k0] : memref<?xi64>
                %v179 = arith.constant 5 : i64
                %v180 = arith.ori %v178, %v179 : i64
                memref.store %v180, %l54[%k0] : memref<?xi64>
                %v181 = memref.load %l46[%k0] : memref<?xi64>
                %v182 = arith.constant 6 : i64
                %v183 = arith.ori %v181, %v182 : i64
                memref.store %v183, %l55[%k0] : memref<?xi64>
                %v184 = memref.load %l46[%k0] : memref<?xi64>
                %v185 = arith.constant 7 : i64
                %v186 = arith.ori %v184, %v185 : i64
                memref.store %v186, %l56[%k0] : memref<?xi64>
                %v187 = memref.load %l46[%k0] : memref<?xi64>
                %v188 = arith.constant 8 : i64
                %v189 = arith.ori %v187, %v188 : i64
                memref.store %v189, %l57[%k0] : memref<?xi64>
                %v190 = memref.load %l46[%k0] : memref<?xi64>
                %v191 = arith.constant 9 : i64
                %v192 = arith.ori %v190, %v191 : i64
                memref.store %v192, %l58[%k0] : memref<?xi64>
                %v193 = memref.load %l46[%k0] : memref<?xi64>
                %v194 = arith.constant 10 : i64
                %v195 = arith.ori %v193, %v194 : i64
                memref.store %v195, %l59[%k0] : memref<?xi64>
                %v196 = memref.load %l46[%k0] : memref<?xi64>
                %v197 = arith.constant 11 : i64
                %v198 = arith.ori %v196, %v197 : i64
                memref.store %v198, %l60[%k0] : memref<?xi64>
                %v199 = memref.load %l46[%k0] : memref<?xi64>
                %v200 = arith.constant 12 : i64
                %v201 = arith.ori %v199, %v200 : i64
                memref.store %v201, %l61[%k0] : memref<?xi64>
                %v202 = memref.load %l46[%k0] : memref<?xi64>
                %v203 = arith.constant 13 : i64
                %v204 = arith.ori %v202, %v203 : i64
                memref.store %v204, %l62[%k0] : memref<?xi64>
                %v205 = memref.load %l46[%k0] : memref<?xi64>
                %v206 = arith.constant 14 : i64
                %v207 = arith.ori %v205, %v206 : i64
                memref.store %v207, %l63[%k0] : memref<?xi64>
                %v208 = memref.load %l46[%k0] : memref<?xi64>
                %v209 = arith.constant 15 : i64
                %v210 = arith.ori %v208, %v209 : i64
                memref.store %v210, %l64[%k0] : memref<?xi64>
                %v211 = memref.load %l46[%k0] : memref<?xi64>
                %v212 = arith.constant 16 : i64
                %v213 = arith.ori %v211, %v212 : i64
                memref.store %v213, %l65[%k0] : memref<?xi64>
                %v214 = memref.load %l46[%k0] : memref<?xi64>
                %v215 = arith.constant 17 : i64
                %v216 = arith.ori %v214, %v215 : i64
                memref.store %v216, %l66[%k0] : memref<?xi64>
                %v217 = memref.load %l46[%k0] : memref<?xi64>
                %v218 = arith.constant 18 : i64
                %v219 = arith.ori %v217, %v218 : i64
                memref.store %v219, %l67[%k0] : memref<?xi64>
                %v220 = memref.load %l46[%k0] : memref<?xi64>
                %v221 = arith.constant 19 : i64
                %v222 = arith.ori %v220, %v221 : i64
                memref.store %v222, %l68[%k0] : memref<?xi64>
                %v223 = memref.load %l46[%k0] : memref<?xi64>
                %v224 = arith.constant 20 : i64
                %v225 = arith.ori %v223, %v224 : i64
                memref.store %v225, %l69[%k0] : memref<?xi64>
                %v226 = memref.load %l46[%k0] : memref<?xi64>
                %v227 = arith.constant 21 : i64
                %v228 = arith.ori %v226, %v227 : i64
                memref.store %v228, %l70[%k0] : memref<?xi64>
                %v229 = memref.load %l46[%k0] : memref<?xi64>
                %v230 = arith.constant 22 : i64
                %v231 = arith.ori %v229, %v230 : i64
                memref.store %v231, %l71[%k0] : memref<?xi64>
                %v232 = memref.load %l46[%k0] : memref<?xi64>
                %v233 = arith.constant 23 : i64
                %v234 = arith.ori %v232, %v233 : i64
                memref.store %v234, %l72[%k0] : memref<?xi64>
                %v235 = memref.load %l46[%k0] : memref<?xi64>
                %v236 = arith.constant 24 : i64
                %v237 = arith.ori %v235, %v236 : i64
                memref.store %v237, %l73[%k0] : memref<?xi64>
                %v238 = memref.load %l46[%k0] : memref<?xi64>
                %v239 = arith.constant 25 : i64
                %v240 = arith.ori %v238, %v239 : i64
                memref.store %v240, %l74[%k0] : memref<?xi64>
                %v241 = memref.load %l46[%k0] : memref<?xi64>
                %v242 = arith.constant 26 : i64
                %v243 = arith.ori %v241, %v242 : i64
                memref.store %v243, %l75[%k0] : memref<?xi64>
                %v244 = memref.load %l46[%k0] : memref<?xi64>
                %v245 = arith.constant 27 : i64
                %v246 = arith.ori %v244, %v245 : i64
                memref.store %v246, %l76[%k0] : memref<?xi64>
                %v247 = memref.load %l46[%k0] : memref<?xi64>
                %v248 = arith.constant 28 : i64
                %v249 = arith.ori %v247, %v248 : i64
                memref.store %v249, %l77[%k0] : memref<?xi64>
                %v250 = memref.load %l46[%k0] : memref<?xi64>
                %v251 = arith.constant 29 : i64
                %v252 = arith.ori %v250, %v251 : i64
                memref.store %v252, %l78[%k0] : memref<?xi64>
                %v253 = memref.load %l46[%k0] : memref<?xi64>
                %v254 = arith.constant 30 : i64
                %v255 = arith.ori %v253, %v254 : i64
                memref.store %v255, %l79[%k0] : memref<?xi64>
                %v256 = memref.load %l46[%k0] : memref<?xi64>
                %v257 = arith.constant 31 : i64
                %v258 = arith.ori %v256, %v257 : i64
                memref.store %v258, %l80[%k0] : memref<?xi64>
                %v259 = memref.load %l80[%k0] : memref<?xi64>
                %v260 = memref.load %l9[%k0] : memref<?xi64>
                %v261 = arith.cmpi ult, %v259, %v260 : i64
                memref.store %v261, %l81[%k0] : memref<?xi1>
                %v262 = memref.load %l81[%k0] : memref<?xi1>
                cf.cond_br %v262, ^bb11, ^bb77
              ^bb11:
                %v263 = memref.load %l46[%k0] : memref<?xi64>
                %v264 = memref.load %l9[%k0] : memref<?xi64>
                %v265 = arith.cmpi ult, %v263, %v264 : i64
                memref.store %v265, %l82[%k0] : memref<?xi1>
                %v266 = memref.load %l82[%k0] : memref<?xi1>
                cf.cond_br %v266, ^bb12, ^bb77
              ^bb12:
                %v267 = memref.load %l50[%k0] : memref<?xi64>
                %v268 = memref.load %l9[%k0] : memref<?xi64>
                %v269 = arith.cmpi ult, %v267, %v268 : i64
                memref.store %v269, %l83[%k0] : memref<?xi1>
                %v270 = memref.load %l83[%k0] : memref<?xi1>
                cf.cond_br %v270, ^bb13, ^bb77
              ^bb13:
                %v271 = memref.load %l51[%k0] : memref<?xi64>
                %v272 = memref.load %l9[%k0] : memref<?xi64>
                %v273 = arith.cmpi ult, %v271, %v272 : i64
                memref.store %v273, %l84[%k0] : memref<?xi1>
                %v274 = memref.load %l84[%k0] : memref<?xi1>
                cf.cond_br %v274, ^bb14, ^bb77
              ^bb14:
                %v275 = memref.load %l52[%k0] : memref<?xi64>
                %v276 = memref.load %l9[%k0] : memref<?xi64>
                %v277 = arith.cmpi ult, %v275, %v276 : i64
                memref.store %v277, %l85[%k0] : memref<?xi1>
                %v278 = memref.load %l85[%k0] : memref<?xi1>
                cf.cond_br %v278, ^bb15, ^bb77
              ^bb15:
                %v279 = memref.load %l53[%k0] : memref<?xi64>
                %v280 = memref.load %l9[%k0] : memref<?xi64>
                %v281 = arith.cmpi ult, %v279, %v280 : i64
                memref.store %v281, %l86[%k0] : memref<?xi1>
                %v282 = memref.load %l86[%k0] : memref<?xi1>
                cf.cond_br %v282, ^bb16, ^bb77
              ^bb16:
                %v283 = memref.load %l54[%k0] : memref<?xi64>
                %v284 = memref.load %l9[%k0] : memref<?xi64>
                %v285 = arith.cmpi ult, %v283, %v284 : i64
                memref.store %v285, %l87[%k0] : memref<?xi1>
                %v286 = memref.load %l87[%k0] : memref<?xi1>
                cf.cond_br %v286, ^bb17, ^bb77
              ^bb17:
                %v287 = memref.load %l55[%k0] : memref<?xi64>
                %v288 = memref.load %l9[%k0] : memref<?xi64>
                %v289 = arith.cmpi ult, %v287, %v288 : i64
                memref.store %v289, %l88[%k0] : memref<?xi1>
                %v290 = memref.load %l88[%k0] : memref<?xi1>
                cf.cond_br %v290, ^bb18, ^bb77
              ^bb18:
                %v291 = memref.load %l56[%k0] : memref<?xi64>
                %v292 = memref.load %l9[%k0] : memref<?xi64>
                %v293 = arith.cmpi ult, %v291, %v292 : i64
                memref.store %v293, %l89[%k0] : memref<?xi1>
                %v294 = memref.load %l89[%k0] : memref<?xi1>
                cf.cond_br %v294, ^bb19, ^bb77
              ^bb19:
                %v295 = memref.load %l57[%k0] : memref<?xi64>
                %v296 = memref.load %l9[%k0] : memref<?xi64>
                %v297 = arith.cmpi ult, %v295, %v296 : i64
                memref.store %v297, %l90[%k0] : memref<?xi1>
                %v298 = memref.load %l90[%k0] : memref<?xi1>
                cf.cond_br %v298, ^bb20, ^bb77
              ^bb20:
                %v299 = memref.load %l58[%k0] : memref<?xi64>
                %v300 = memref.load %l9[%k0] : memref<?xi64>
                %v301 = arith.cmpi ult, %v299, %v300 : i64
                memref.store %v301, %l91[%k0] : memref<?xi1>
                %v302 = memref.load %l91[%k0] : memref<?xi1>
                cf.cond_br %v302, ^bb21, ^bb77
              ^bb21:
                %v303 = memref.load %l59[%k0] : memref<?xi64>
                %v304 = memref.load %l9[%k0] : memref<?xi64>
                %v305 = arith.cmpi ult, %v303, %v304 : i64
                memref.store %v305, %l92[%k0] : memref<?xi1>
                %v306 = memref.load %l92[%k0] : memref<?xi1>
                cf.cond_br %v306, ^bb22, ^bb77
              ^bb22:
                %v307 = memref.load %l60[%k0] : memref<?xi64>
                %v308 = memref.load %l9[%k0] : memref<?xi64>
                %v309 = arith.cmpi ult, %v307, %v308 : i64
                memref.store %v309, %l93[%k0] : memref<?xi1>
                %v310 = memref.load %l93[%k0] : memref<?xi1>
                cf.cond_br %v310, ^bb23, ^bb77
              ^bb23:
                %v311 = memref.load %l61[%k0] : memref<?xi64>
                %v312 = memref.load %l9[%k0] : memref<?xi64>
                %v313 = arith.cmpi ult, %v311, %v312 : i64
                memref.store %v313, %l94[%k0] : memref<?xi1>
                %v314 = memref.load %l94[%k0] : memref<?xi1>
                cf.cond_br %v314, ^bb24, ^bb77
              ^bb24:
                %v315 = memref.load %l62[%k0] : memref<?xi64>
                %v316 = memref.load %l9[%k0] : memref<?xi64>
                %v317 = arith.cmpi ult, %v315, %v316 : i64
                memref.store %v317, %l95[%k0] : memref<?xi1>
                %v318 = memref.load %l95[%k0] : memref<?xi1>
                cf.cond_br %v318, ^bb25, ^bb77
              ^bb25:
                %v319 = memref.load %l63[%k0] : memref<?xi64>
                %v320 = memref.load %l9[%k0] : memref<?xi64>
                %v321 = arith.cmpi ult, %v319, %v320 : i64
                memref.store %v321, %l96[%k0] : memref<?xi1>
                %v322 = memref.load %l96[%k0] : memref<?xi1>
                cf.cond_br %v322, ^bb26, ^bb77
              ^bb26:
                %v323 = memref.load %l64[%k0] : memref<?xi64>
                %v324 = memref.load %l9[%k0] : memref<?xi64>
                %v325 = arith.cmpi ult, %v323, %v324 : i64
                memref.store %v325, %l97[%k0] : memref<?xi1>
                %v326 = memref.load %l97[%k0] : memref<?xi1>
                cf.cond_br %v326, ^bb27, ^bb77
              ^bb27:
                %v327 = memref.load %l65[%k0] : memref<?xi64>
                %v328 = memref.load %l9[%k0] : memref<?xi64>
                %v329 = arith.cmpi ult, %v327, %v328 : i64
                memref.store %v329, %l98[%k0] : memref<?xi1>
                %v330 = memref.load %l98[%k0] : memref<?xi1>
                cf.cond_br %v330, ^bb28, ^bb77
              ^bb28:
                %v331 = memref.load %l66[%k0] : memref<?xi64>
                %v332 = memref.load %l9[%k0] : memref<?xi64>
                %v333 = arith.cmpi ult, %v331, %v332 : i64
                memref.store %v333, %l99[%k0] : memref<?xi1>
                %v334 = memref.load %l99[%k0] : memref<?xi1>
                cf.cond_br %v334, ^bb29, ^bb77
              ^bb29:
                %v335 = memref.load %l67[%k0] : memref<?xi64>
                %v336 = memref.load %l9[%k0] : memref<?xi64>
                %v337 = arith.cmpi ult, %v335, %v336 : i64
                memref.store %v337, %l100[%k0] : memref<?xi1>
                %v338 = memref.load %l100[%k0] : memref<?xi1>
                cf.cond_br %v338, ^bb30, ^bb77
              ^bb30:
                %v339 = memref.load %l68[%k0] : memref<?xi64>
                %v340 = memref.load %l9[%k0] : memref<?xi64>
                %v341 = arith.cmpi ult, %v339, %v340 : i64
                memref.store %v341, %l101[%k0] : memref<?xi1>
                %v342 = memref.load %l101[%k0] : memref<?xi1>
                cf.cond_br %v342, ^bb31, ^bb77
              ^bb31:
                %v343 = memref.load %l69[%k0] : memref<?xi64>
                %v344 = memref.load %l9[%k0] : memref<?xi64>
                %v345 = arith.cmpi ult, %v343, %v344 : i64
                memref.store %v345, %l102[%k0] : memref<?xi1>
                %v346 = memref.load %l102[%k0] : memref<?xi1>
                cf.cond_br %v346, ^bb32, ^bb77
              ^bb32:
                %v347 = memref.load %l70[%k0] : memref<?xi64>
                %v348 = memref.load %l9[%k0] : memref<?xi64>
                %v349 = arith.cmpi ult, %v347, %v348 : i64
                memref.store %v349, %l103[%k0] : memref<?xi1>
                %v350 = memref.load %l103[%k0] : memref<?xi1>
                cf.cond_br %v350, ^bb33, ^bb77
              ^bb33:
                %v351 = memref.load %l71[%k0] : memref<?xi64>
                %v352 = memref.load %l9[%k0] : memref<?xi64>
                %v353 = arith.cmpi ult, %v351, %v352 : i64
                memref.store %v353, %l104[%k0] : memref<?xi1>
                %v354 = memref.load %l104[%k0] : memref<?xi1>
                cf.cond_br %v354, ^bb34, ^bb77
              ^bb34:
                %v355 = memref.load %l72[%k0] : memref<?xi64>
                %v356 = memref.load %l9[%k0] : memref<?xi64>
                %v357 = arith.cmpi ult, %v355, %v356 : i64
                memref.store %v357, %l105[%k0] : memref<?xi1>
                %v358 = memref.load %l105[%k0] : memref<?xi1>
                cf.cond_br %v358, ^bb35, ^bb77
              ^bb35:
                %v359 = memref.load %l73[%k0] : memref<?xi64>
                %v360 = memref.load %l9[%k0] : memref<?xi64>
                %v361 = arith.cmpi ult, %v359, %v360 : i64
                memref.store %v361, %l106[%k0] : memref<?xi1>
                %v362 = memref.load %l106[%k0] : memref<?xi1>
                cf.cond_br %v362, ^bb36, ^bb77
              ^bb36:
                %v363 = memref.load %l74[%k0] : memref<?xi64>
                %v364 = memref.load %l9[%k0] : memref<?xi64>
                %v365 = arith.cmpi ult, %v363, %v364 : i64
                memref.store %v365, %l107[%k0] : memref<?xi1>
                %v366 = memref.load %l107[%k0] : memref<?xi1>
                cf.cond_br %v366, ^bb37, ^bb77
              ^bb37:
                %v367 = memref.load %l75[%k0] : memref<?xi64>
                %v368 = memref.load %l9[%k0] : memref<?xi64>
                %v369 = arith.cmpi ult, %v367, %v368 : i64
                memref.store %v369, %l108[%k0] : memref<?xi1>
                %v370 = memref.load %l108[%k0] : memref<?xi1>
                cf.cond_br %v370, ^bb38, ^bb77
              ^bb38:
                %v371 = memref.load %l76[%k0] : memref<?xi64>
                %v372 = memref.load %l9[%k0] : memref<?xi64>
                %v373 = arith.cmpi ult, %v371, %v372 : i64
                memref.store %v373, %l109[%k0] : memref<?xi1>
                %v374 = memref.load %l109[%k0] : memref<?xi1>
                cf.cond_br %v374, ^bb39, ^bb77
              ^bb39:
                %v375 = memref.load %l77[%k0] : memref<?xi64>
                %v376 = memref.load %l9[%k0] : memref<?xi64>
                %v377 = arith.cmpi ult, %v375, %v376 : i64
                memref.store %v377, %l110[%k0] : memref<?xi1>
                %v378 = memref.load %l110[%k0] : memref<?xi1>
                cf.cond_br %v378, ^bb40, ^bb77
              ^bb40:
                %v379 = memref.load %l78[%k0] : memref<?xi64>
                %v380 = memref.load %l9[%k0] : memref<?xi64>
                %v381 = arith.cmpi ult, %v379, %v380 : i64
                memref.store %v381, %l111[%k0] : memref<?xi1>
                %v382 = memref.load %l111[%k0] : memref<?xi1>
                cf.cond_br %v382, ^bb41, ^bb77
              ^bb41:
                %v383 = memref.load %l79[%k0] : memref<?xi64>
                %v384 = memref.load %l9[%k0] : memref<?xi64>
                %v385 = arith.cmpi ult, %v383, %v384 : i64
                memref.store %v385, %l112[%k0] : memref<?xi1>
                %v386 = memref.load %l112[%k0] : memref<?xi1>
                cf.cond_br %v386, ^bb42, ^bb77
              ^bb42:
                %v387 = memref.load %l46[%k0] : memref<?xi64>
                %v388 = arith.index_cast %v387 : i64 to index
                %v389 = memref.load %p1[%v388] : memref<?xf32>
                memref.store %v389, %l113[%k0] : memref<?xf32>
                %v390 = memref.load %l50[%k0] : memref<?xi64>
                %v391 = arith.index_cast %v390 : i64 to index
                %v392 = memref.load %p1[%v391] : memref<?xf32>
                memref.store %v392, %l114[%k0] : memref<?xf32>
                %v393 = memref.load %l51[%k0] : memref<?xi64>
                %v394 = arith.index_cast %v393 : i64 to index
                %v395 = memref.load %p1[%v394] : memref<?xf32>
                memref.store %v395, %l115[%k0] : memref<?xf32>
                %v396 = memref.load %l52[%k0] : memref<?xi64>
                %v397 = arith.index_cast %v396 : i64 to index
                %v398 = memref.load %p1[%v397] : memref<?xf32>
                memref.store %v398, %l116[%k0] : memref<?xf32>
                %v399 = memref.load %l53[%k0] : memref<?xi64>
                %v400 = arith.index_cast %v399 : i64 to index
                %v401 = memref.load %p1[%v400] : memref<?xf32>
                memref.store %v401, %l117[%k0] : memref<?xf32>
                %v402 = memref.load %l54[%k0] : memref<?xi64>
                %v403 = arith.index_cast %v402 : i64 to index
                %v404 = memref.load %p1[%v403] : memref<?xf32>
                memref.store %v404, %l118[%k0] : memref<?xf32>
                %v405 = memref.load %l55[%k0] : memref<?xi64>
                %v406 = arith.index_cast %v405 : i64 to index
                %v407 = memref.load %p1[%v406] : memref<?xf32>
                memref.store %v407, %l119[%k0] : memref<?xf32>
                %v408 = memref.load %l56[%k0] : memref<?xi64>
                %v409 = arith.index_cast %v408 : i64 to index
                %v410 = memref.load %p1[%v409] : memref<?xf32>
                memref.store %v410, %l120[%k0] : memref<?xf32>
                %v411 = memref.load %l57[%k0] : memref<?xi64>
                %v412 = arith.index_cast %v411 : i64 to index
                %v413 = memref.load %p1[%v412] : memref<?xf32>
                memref.store %v413, %l121[%k0] : memref<?xf32>
                %v414 = memref.load %l58[%k0] : memref<?xi64>
                %v415 = arith.index_cast %v414 : i64 to index
                %v416 = memref.load %p1[%v415] : memref<?xf32>
                memref.store %v416, %l122[%k0] : memref<?xf32>
                %v417 = memref.load %l59[%k0] : memref<?xi64>
                %v418 = arith.index_cast %v417 : i64 to index
                %v419 = memref.load %p1[%v418] : memref<?xf32>
                memref.store %v419, %l123[%k0] : memref<?xf32>
                %v420 = memref.load %l60[%k0] : memref<?xi64>
                %v421 = arith.index_cast %v420 : i64 to index
                %v422 = memref.load %p1[%v421] : memref<?xf32>
                memref.store %v422, %l124[%k0] : memref<?xf32>
                %v423 = memref.load %l61[%k0] : memref<?xi64>
                %v424 = arith.index_cast %v423 : i64 to index
                %v425 = memref.load %p1[%v424] : memref<?xf32>
                memref.store %v425, %l125[%k0] : memref<?xf32>
                %v426 = memref.load %l62[%k0] : memref<?xi64>
                %v427 = arith.index_cast %v426 : i64 to index
                %v428 = memref.load %p1[%v427] : memref<?xf32>
                memref.store %v428, %l126[%k0] : memref<?xf32>
                %v429 = memref.load %l63[%k0] : memref<?xi64>
                %v430 = arith.index_cast %v429 : i64 to index
                %v431 = memref.load %p1[%v430] : memref<?xf32>
                memref.store %v431, %l127[%k0] : memref<?xf32>
                %v432 = memref.load %l64[%k0] : memref<?xi64>
                %v433 = arith.index_cast %v432 : i64 to index
                %v434 = memref.load %p1[%v433] : memref<?xf32>
                memref.store %v434, %l128[%k0] : memref<?xf32>
                %v435 = memref.load %l65[%k0] : memref<?xi64>
                %v436 = arith.index_cast %v435 : i64 to index
                %v437 = memref.load %p1[%v436] : memref<?xf32>
                memref.store %v437, %l129[%k0] : memref<?xf32>
                %v438 = memref.load %l66[%k0] : memref<?xi64>
                %v439 = arith.index_cast %v438 : i64 to index
                %v440 = memref.load %p1[%v439] : memref<?xf32>
                memref.store %v440, %l130[%k0] : memref<?xf32>
                %v441 = memref.load %l67[%k0] : memref<?xi64>
                %v442 = arith.index_cast %v441 : i64 to index
                %v443 = memref.load %p1[%v442] : memref<?xf32>
                memref.store %v443, %l131[%k0] : memref<?xf32>
                %v444 = memref.load %l68[%k0] : memref<?xi64>
                %v445 = arith.index_cast %v444 : i64 to index
                %v446 = memref.load %p1[%v445] : memref<?xf32>
                memref.store %v446, %l132[%k0] : memref<?xf32>
                %v447 = memref.load %l69[%k0] : memref<?xi64>
                %v448 = arith.index_cast %v447 : i64 to index
                %v449 = memref.load %p1[%v448] : memref<?xf32>
                memref.store %v449, %l133[%k0] : memref<?xf32>
                %v450 = memref.load %l70[%k0] : memref<?xi64>
                %v451 = arith.index_cast %v450 : i64 to index
                %v452 = memref.load %p1[%v451] : memref<?xf32>
                memref.store %v452, %l134[%k0] : memref<?xf32>
                %v453 = memref.load %l71[%k0] : memref<?xi64>
                %v454 = arith.index_cast %v453 : i64 to index
                %v455 = memref.load %p1[%v454] : memref<?xf32>
                memref.store %v455, %l135[%k0] : memref<?xf32>
                %v456 = memref.load %l72[%k0] : memref<?xi64>
                %v457 = arith.index_cast %v456 : i64 to index
                %v458 = memref.load %p1[%v457] : memref<?xf32>
                memref.store %v458, %l136[%k0] : memref<?xf32>
                %v459 = memref.load %l73[%k0] : memref<?xi64>
                %v460 = arith.index_cast %v459 : i64 to index
                %v461 = memref.load %p1[%v460] : memref<?xf32>
                memref.store %v461, %l137[%k0] : memref<?xf32>
                %v462 = memref.load %l74[%k0] : memref<?xi64>
                %v463 = arith.index_cast %v462 : i64 to index
                %v464 = memref.load %p1[%v463] : memref<?xf32>
                memref.store %v464, %l138[%k0] : memref<?xf32>
                %v465 = memref.load %l75[%k0] : memref<?xi64>
                %v466 = arith.index_cast %v465 : i64 to index
                %v467 = memref.load %p1[%v466] : memref<?xf32>
                memref.store %v467, %l139[%k0] : memref<?xf32>
                %v468 = memref.load %l76[%k0] : memref<?xi64>
                %v469 = arith.index_cast %v468 : i64 to index
                %v470 = memref.load %p1[%v469] : memref<?xf32>
                memref.store %v470, %l140[%k0] : memref<?xf32>
                %v471 = memref.load %l77[%k0] : memref<?xi64>
                %v472 = arith.index_cast %v471 : i64 to index
                %v473 = memref.load %p1[%v472] : memref<?xf32>
                memref.store %v473, %l141[%k0] : memref<?xf32>
                %v474 = memref.load %l78[%k0] : memref<?xi64>
                %v475 = arith.index_cast %v474 : i64 to index
                %v476 = memref.load %p1[%v475] : memref<?xf32>
                memref.store %v476, %l142[%k0] : memref<?xf32>
                %v477 = memref.load %l79[%k0] : memref<?xi64>
                %v478 = arith.index_cast %v477 : i64 to index
                %v479 = memref.load %p1[%v478] : memref<?xf32>
                memref.store %v479, %l143[%k0] : memref<?xf32>
                %v480 = memref.load %l80[%k0] : memref<?xi64>
                %v481 = arith.index_cast %v480 : i64 to index
                %v482 = memref.load %p1[%v481] : memref<?xf32>
                memref.store %v482, %l144[%k0] : memref<?xf32>
                %v483 = memref.load %l23[%k0] : memref<?xi64>
                memref.store %v483, %l145[%k0] : memref<?xi64>
                %v484 = memref.load %l145[%k0] : memref<?xi64>
                %v485 = memref.load %l49[%k0] : memref<?xi64>
                %v486 = arith.addi %v484, %v485 : i64
                memref.store %v486, %l146[%k0] : memref<?xi64>
                %v487 = memref.load %l146[%k0] : memref<?xi64>
                %v488 = arith.constant 1 : i64
                %v489 = arith.addi %v487, %v488 : i64
                memref.store %v489, %l147[%k0] : memref<?xi64>
                %v490 = memref.load %l146[%k0] : memref<?xi64>
                %v491 = arith.constant 2 : i64
                %v492 = arith.addi %v490, %v491 : i64
                memref.store %v492, %l148[%k0] : memref<?xi64>
                %v493 = memref.load %l146[%k0] : memref<?xi64>
                %v494 = arith.constant 3 : i64
                %v495 = arith.addi %v493, %v494 : i64
                memref.store %v495, %l149[%k0] : memref<?xi64>
                %v496 = memref.load %l146[%k0] : memref<?xi64>
                %v497 = arith.constant 4 : i64
                %v498 = arith.addi %v496, %v497 : i64
                memref.store %v498, %l150[%k0] : memref<?xi64>
                %v499 = memref.load %l33[%k0] : memref<?xi64>
                memref.store %v499, %l151[%k0] : memref<?xi64>
                %v500 = memref.load %l151[%k0] : memref<?xi64>
                %v501 = memref.load %l49[%k0] : memref<?xi64>
                %v502 = arith.addi %v500, %v501 : i64
                memref.store %v502, %l152[%k0] : memref<?xi64>
                %v503 = memref.load %l152[%k0] : memref<?xi64>
                %v504 = arith.constant 1 : i64
                %v505 = arith.addi %v503, %v504 : i64
                memref.store %v505, %l153[%k0] : memref<?xi64>
                %v506 = memref.load %l152[%k0] : memref<?xi64>
                %v507 = arith.constant 2 : i64
                %v508 = arith.addi %v506, %v507 : i64
                memref.store %v508, %l154[%k0] : memref<?xi64>
                %v509 = memref.load %l152[%k0] : memref<?xi64>
                %v510 = arith.constant 3 : i64
                %v511 = arith.addi %v509, %v510 : i64
                memref.store %v511, %l155[%k0] : memref<?xi64>
                %v512 = memref.load %l152[%k0] : memref<?xi64>
                %v513 = arith.constant 4 : i64
                %v514 = arith.addi %v512, %v513 : i64
                memref.store %v514, %l156[%k0] : memref<?xi64>
                %v515 = memref.load %l150[%k0] : memref<?xi64>
                %v516 = memref.load %l10[%k0] : memref<?xi64>
                %v517 = arith.cmpi ult, %v515, %v516 : i64
                memref.store %v517, %l157[%k0] : memref<?xi1>
                %v518 = memref.load %l157[%k0] : memref<?xi1>
                cf.cond_br %v518, ^bb43, ^bb77
              ^bb43:
                %v519 = memref.load %l146[%k0] : memref<?xi64>
                %v520 = memref.load %l10[%k0] : memref<?xi64>
                %v521 = arith.cmpi ult, %v519, %v520 : i64
                memref.store %v521, %l158[%k0] : memref<?xi1>
                %v522 = memref.load %l158[%k0] : memref<?xi1>
                cf.cond_br %v522, ^bb44, ^bb77
              ^bb44:
                %v523 = memref.load %l147[%k0] : memref<?xi64>
                %v524 = memref.load %l10[%k0] : memref<?xi64>
                %v525 = arith.cmpi ult, %v523, %v524 : i64
                memref.store %v525, %l159[%k0] : memref<?xi1>
                %v526 = memref.load %l159[%k0] : memref<?xi1>
                cf.cond_br %v526, ^bb45, ^bb77
              ^bb45:
                %v527 = memref.load %l148[%k0] : memref<?xi64>
                %v528 = memref.load %l10[%k0] : memref<?xi64>
                %v529 = arith.cmpi ult, %v527, %v528 : i64
                memref.store %v529, %l160[%k0] : memref<?xi1>
                %v530 = memref.load %l160[%k0] : memref<?xi1>
                cf.cond_br %v530, ^bb46, ^bb77
              ^bb46:
                %v531 = memref.load %l149[%k0] : memref<?xi64>
                %v532 = memref.load %l10[%k0] : memref<?xi64>
                %v533 = arith.cmpi ult, %v531, %v532 : i64
                memref.store %v533, %l161[%k0] : memref<?xi1>
                %v534 = memref.load %l161[%k0] : memref<?xi1>
                cf.cond_br %v534, ^bb47, ^bb77
              ^bb47:
                %v535 = memref.load %l156[%k0] : memref<?xi64>
                %v536 = memref.load %l10[%k0] : memref<?xi64>
                %v537 = arith.cmpi ult, %v535, %v536 : i64
                memref.store %v537, %l162[%k0] : memref<?xi1>
                %v538 = memref.load %l162[%k0] : memref<?xi1>
                cf.cond_br %v538, ^bb48, ^bb77
              ^bb48:
                %v539 = memref.load %l152[%k0] : memref<?xi64>
                %v540 = memref.load %l10[%k0] : memref<?xi64>
                %v541 = arith.cmpi ult, %v539, %v540 : i64
                memref.store %v541, %l163[%k0] : memref<?xi1>
                %v542 = memref.load %l163[%k0] : memref<?xi1>
                cf.cond_br %v542, ^bb49, ^bb77
              ^bb49:
                %v543 = memref.load %l153[%k0] : memref<?xi64>
                %v544 = memref.load %l10[%k0] : memref<?xi64>
                %v545 = arith.cmpi ult, %v543, %v544 : i64
                memref.store %v545, %l164[%k0] : memref<?xi1>
                %v546 = memref.load %l164[%k0] : memref<?xi1>
                cf.cond_br %v546, ^bb50, ^bb77
              ^bb50:
                %v547 = memref.load %l154[%k0] : memref<?xi64>
                %v548 = memref.load %l10[%k0] : memref<?xi64>
                %v549 = arith.cmpi ult, %v547, %v548 : i64
                memref.store %v549, %l165[%k0] : memref<?xi1>
                %v550 = memref.load %l165[%k0] : memref<?xi1>
                cf.cond_br %v550, ^bb51, ^bb77
              ^bb51:
                %v551 = memref.load %l155[%k0] : memref<?xi64>
                %v552 = memref.load %l10[%k0] : memref<?xi64>
                %v553 = arith.cmpi ult, %v551, %v552 : i64
                memref.store %v553, %l166[%k0] : memref<?xi1>
                %v554 = memref.load %l166[%k0] : memref<?xi1>
                cf.cond_br %v554, ^bb52, ^bb77
              ^bb52:
                %v555 = memref.load %l146[%k0] : memref<?xi64>
                %v556 = arith.index_cast %v555 : i64 to index
                %v557 = memref.load %p0[%v556] : memref<?xi32>
                memref.store %v557, %l167[%k0] : memref<?xi32>
                %v558 = memref.load %l147[%k0] : memref<?xi64>
                %v559 = arith.index_cast %v558 : i64 to index
                %v560 = memref.load %p0[%v559] : memref<?xi32>
                memref.store %v560, %l168[%k0] : memref<?xi32>
                %v561 = memref.load %l148[%k0] : memref<?xi64>
                %v562 = arith.index_cast %v561 : i64 to index
                %v563 = memref.load %p0[%v562] : memref<?xi32>
                memref.store %v563, %l169[%k0] : memref<?xi32>
                %v564 = memref.load %l149[%k0] : memref<?xi64>
                %v565 = arith.index_cast %v564 : i64 to index
                %v566 = memref.load %p0[%v565] : memref<?xi32>
                memref.store %v566, %l170[%k0] : memref<?xi32>
                %v567 = memref.load %l150[%k0] : memref<?xi64>
                %v568 = arith.index_cast %v567 : i64 to index
                %v569 = memref.load %p0[%v568] : memref<?xi32>
                memref.store %v569, %l171[%k0] : memref<?xi32>
                %v570 = memref.load %l152[%k0] : memref<?xi64>
                %v571 = arith.index_cast %v570 : i64 to index
                %v572 = memref.load %p0[%v571] : memref<?xi32>
                memref.store %v572, %l172[%k0] : memref<?xi32>
                %v573 = memref.load %l153[%k0] : memref<?xi64>
                %v574 = arith.index_cast %v573 : i64 to index
                %v575 = memref.load %p0[%v574] : memref<?xi32>
                memref.store %v575, %l173[%k0] : memref<?xi32>
                %v576 = memref.load %l154[%k0] : memref<?xi64>
                %v577 = arith.index_cast %v576 : i64 to index
                %v578 = memref.load %p0[%v577] : memref<?xi32>
                memref.store %v578, %l174[%k0] : memref<?xi32>
                %v579 = memref.load %l155[%k0] : memref<?xi64>
                %v580 = arith.index_cast %v579 : i64 to index
                %v581 = memref.load %p0[%v580] : memref<?xi32>
                memref.store %v581, %l175[%k0] : memref<?xi32>
                %v582 = memref.load %l156[%k0] : memref<?xi64>
                %v583 = arith.index_cast %v582 : i64 to index
                %v584 = memref.load %p0[%v583] : memref<?xi32>
                memref.store %v584, %l176[%k0] : memref<?xi32>
                %v585 = memref.load %l113[%k0] : memref<?xf32>
                %v586 = memref.load %l114[%k0] : memref<?xf32>
                %v587 = arith.addf %v585, %v586 : f32
                memref.store %v587, %l177[%k0] : memref<?xf32>
                %v588 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v588, %l178[%k0] : memref<?xf32>
                %v589 = memref.load %l178[%k0] : memref<?xf32>
                %v590 = memref.load %l115[%k0] : memref<?xf32>
                %v591 = arith.addf %v589, %v590 : f32
                memref.store %v591, %l177[%k0] : memref<?xf32>
                %v592 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v592, %l179[%k0] : memref<?xf32>
                %v593 = memref.load %l179[%k0] : memref<?xf32>
                %v594 = memref.load %l116[%k0] : memref<?xf32>
                %v595 = arith.addf %v593, %v594 : f32
                memref.store %v595, %l177[%k0] : memref<?xf32>
                %v596 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v596, %l180[%k0] : memref<?xf32>
                %v597 = memref.load %l180[%k0] : memref<?xf32>
                %v598 = memref.load %l117[%k0] : memref<?xf32>
                %v599 = arith.addf %v597, %v598 : f32
                memref.store %v599, %l177[%k0] : memref<?xf32>
                %v600 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v600, %l181[%k0] : memref<?xf32>
                %v601 = memref.load %l181[%k0] : memref<?xf32>
                %v602 = memref.load %l118[%k0] : memref<?xf32>
                %v603 = arith.addf %v601, %v602 : f32
                memref.store %v603, %l177[%k0] : memref<?xf32>
                %v604 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v604, %l182[%k0] : memref<?xf32>
                %v605 = memref.load %l182[%k0] : memref<?xf32>
                %v606 = memref.load %l119[%k0] : memref<?xf32>
                %v607 = arith.addf %v605, %v606 : f32
                memref.store %v607, %l177[%k0] : memref<?xf32>
                %v608 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v608, %l183[%k0] : memref<?xf32>
                %v609 = memref.load %l183[%k0] : memref<?xf32>
                %v610 = memref.load %l120[%k0] : memref<?xf32>
                %v611 = arith.addf %v609, %v610 : f32
                memref.store %v611, %l177[%k0] : memref<?xf32>
                %v612 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v612, %l184[%k0] : memref<?xf32>
                %v613 = memref.load %l184[%k0] : memref<?xf32>
                %v614 = memref.load %l121[%k0] : memref<?xf32>
                %v615 = arith.addf %v613, %v614 : f32
                memref.store %v615, %l177[%k0] : memref<?xf32>
                %v616 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v616, %l185[%k0] : memref<?xf32>
                %v617 = memref.load %l185[%k0] : memref<?xf32>
                %v618 = memref.load %l122[%k0] : memref<?xf32>
                %v619 = arith.addf %v617, %v618 : f32
                memref.store %v619, %l177[%k0] : memref<?xf32>
                %v620 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v620, %l186[%k0] : memref<?xf32>
                %v621 = memref.load %l186[%k0] : memref<?xf32>
                %v622 = memref.load %l123[%k0] : memref<?xf32>
                %v623 = arith.addf %v621, %v622 : f32
                memref.store %v623, %l177[%k0] : memref<?xf32>
                %v624 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v624, %l187[%k0] : memref<?xf32>
                %v625 = memref.load %l187[%k0] : memref<?xf32>
                %v626 = memref.load %l124[%k0] : memref<?xf32>
                %v627 = arith.addf %v625, %v626 : f32
                memref.store %v627, %l177[%k0] : memref<?xf32>
                %v628 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v628, %l188[%k0] : memref<?xf32>
                %v629 = memref.load %l188[%k0] : memref<?xf32>
                %v630 = memref.load %l125[%k0] : memref<?xf32>
                %v631 = arith.addf %v629, %v630 : f32
                memref.store %v631, %l177[%k0] : memref<?xf32>
                %v632 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v632, %l189[%k0] : memref<?xf32>
                %v633 = memref.load %l189[%k0] : memref<?xf32>
                %v634 = memref.load %l126[%k0] : memref<?xf32>
                %v635 = arith.addf %v633, %v634 : f32
                memref.store %v635, %l177[%k0] : memref<?xf32>
                %v636 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v636, %l190[%k0] : memref<?xf32>
                %v637 = memref.load %l190[%k0] : memref<?xf32>
                %v638 = memref.load %l127[%k0] : memref<?xf32>
                %v639 = arith.addf %v637, %v638 : f32
                memref.store %v639, %l177[%k0] : memref<?xf32>
                %v640 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v640, %l191[%k0] : memref<?xf32>
                %v641 = memref.load %l191[%k0] : memref<?xf32>
                %v642 = memref.load %l128[%k0] : memref<?xf32>
                %v643 = arith.addf %v641, %v642 : f32
                memref.store %v643, %l177[%k0] : memref<?xf32>
                %v644 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v644, %l192[%k0] : memref<?xf32>
                %v645 = memref.load %l192[%k0] : memref<?xf32>
                %v646 = memref.load %l129[%k0] : memref<?xf32>
                %v647 = arith.addf %v645, %v646 : f32
                memref.store %v647, %l177[%k0] : memref<?xf32>
                %v648 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v648, %l193[%k0] : memref<?xf32>
                %v649 = memref.load %l193[%k0] : memref<?xf32>
                %v650 = memref.load %l130[%k0] : memref<?xf32>
                %v651 = arith.addf %v649, %v650 : f32
                memref.store %v651, %l177[%k0] : memref<?xf32>
                %v652 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v652, %l194[%k0] : memref<?xf32>
                %v653 = memref.load %l194[%k0] : memref<?xf32>
                %v654 = memref.load %l131[%k0] : memref<?xf32>
                %v655 = arith.addf %v653, %v654 : f32
                memref.store %v655, %l177[%k0] : memref<?xf32>
                %v656 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v656, %l195[%k0] : memref<?xf32>
                %v657 = memref.load %l195[%k0] : memref<?xf32>
                %v658 = memref.load %l132[%k0] : memref<?xf32>
                %v659 = arith.addf %v657, %v658 : f32
                memref.store %v659, %l177[%k0] : memref<?xf32>
                %v660 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v660, %l196[%k0] : memref<?xf32>
                %v661 = memref.load %l196[%k0] : memref<?xf32>
                %v662 = memref.load %l133[%k0] : memref<?xf32>
                %v663 = arith.addf %v661, %v662 : f32
                memref.store %v663, %l177[%k0] : memref<?xf32>
                %v664 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v664, %l197[%k0] : memref<?xf32>
                %v665 = memref.load %l197[%k0] : memref<?xf32>
                %v666 = memref.load %l134[%k0] : memref<?xf32>
                %v667 = arith.addf %v665, %v666 : f32
                memref.store %v667, %l177[%k0] : memref<?xf32>
                %v668 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v668, %l198[%k0] : memref<?xf32>
                %v669 = memref.load %l198[%k0] : memref<?xf32>
                %v670 = memref.load %l135[%k0] : memref<?xf32>
                %v671 = arith.addf %v669, %v670 : f32
                memref.store %v671, %l177[%k0] : memref<?xf32>
                %v672 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v672, %l199[%k0] : memref<?xf32>
                %v673 = memref.load %l199[%k0] : memref<?xf32>
                %v674 = memref.load %l136[%k0] : memref<?xf32>
                %v675 = arith.addf %v673, %v674 : f32
                memref.store %v675, %l177[%k0] : memref<?xf32>
                %v676 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v676, %l200[%k0] : memref<?xf32>
                %v677 = memref.load %l200[%k0] : memref<?xf32>
                %v678 = memref.load %l137[%k0] : memref<?xf32>
                %v679 = arith.addf %v677, %v678 : f32
                memref.store %v679, %l177[%k0] : memref<?xf32>
                %v680 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v680, %l201[%k0] : memref<?xf32>
                %v681 = memref.load %l201[%k0] : memref<?xf32>
                %v682 = memref.load %l138[%k0] : memref<?xf32>
                %v683 = arith.addf %v681, %v682 : f32
                memref.store %v683, %l177[%k0] : memref<?xf32>
                %v684 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v684, %l202[%k0] : memref<?xf32>
                %v685 = memref.load %l202[%k0] : memref<?xf32>
                %v686 = memref.load %l139[%k0] : memref<?xf32>
                %v687 = arith.addf %v685, %v686 : f32
                memref.store %v687, %l177[%k0] : memref<?xf32>
                %v688 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v688, %l203[%k0] : memref<?xf32>
                %v689 = memref.load %l203[%k0] : memref<?xf32>
                %v690 = memref.load %l140[%k0] : memref<?xf32>
                %v691 = arith.addf %v689, %v690 : f32
                memref.store %v691, %l177[%k0] : memref<?xf32>
                %v692 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v692, %l204[%k0] : memref<?xf32>
                %v693 = memref.load %l204[%k0] : memref<?xf32>
                %v694 = memref.load %l141[%k0] : memref<?xf32>
                %v695 = arith.addf %v693, %v694 : f32
                memref.store %v695, %l177[%k0] : memref<?xf32>
                %v696 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v696, %l205[%k0] : memref<?xf32>
                %v697 = memref.load %l205[%k0] : memref<?xf32>
                %v698 = memref.load %l142[%k0] : memref<?xf32>
                %v699 = arith.addf %v697, %v698 : f32
                memref.store %v699, %l177[%k0] : memref<?xf32>
                %v700 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v700, %l206[%k0] : memref<?xf32>
                %v701 = memref.load %l206[%k0] : memref<?xf32>
                %v702 = memref.load %l143[%k0] : memref<?xf32>
                %v703 = arith.addf %v701, %v702 : f32
                memref.store %v703, %l177[%k0] : memref<?xf32>
                %v704 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v704, %l207[%k0] : memref<?xf32>
                %v705 = memref.load %l207[%k0] : memref<?xf32>
                %v706 = memref.load %l144[%k0] : memref<?xf32>
                %v707 = arith.addf %v705, %v706 : f32
                memref.store %v707, %l177[%k0] : memref<?xf32>
                %v708 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v708, %l208[%k0] : memref<?xf32>
                %v709 = memref.load %l43[%k0] : memref<?xf32>
                memref.store %v709, %l209[%k0] : memref<?xf32>
                %v710 = memref.load %l167[%k0] : memref<?xi32>
                %v711 = arith.constant 65535 : i32
                %v712 = arith.andi %v710, %v711 : i32
                memref.store %v712, %l210[%k0] : memref<?xi32>
                %v713 = memref.load %l210[%k0] : memref<?xi32>
                %v714 = arith.constant 32767 : i32
                %v715 = arith.andi %v713, %v714 : i32
                memref.store %v715, %l211[%k0] : memref<?xi32>
                %v716 = arith.constant 13 : i32
                memref.store %v716, %l212[%k0] : memref<?xi32>
                %v717 = memref.load %l211[%k0] : memref<?xi32>
                %v718 = memref.load %l212[%k0] : memref<?xi32>
                %v719 = arith.constant 31 : i32
                %v720 = arith.andi %v718, %v719 : i32
                %v721 = arith.shli %v717, %v720 : i32
                memref.store %v721, %l213[%k0] : memref<?xi32>
                %v722 = memref.load %l213[%k0] : memref<?xi32>
                %v723 = arith.constant 939524096 : i32
                %v724 = arith.addi %v722, %v723 : i32
                memref.store %v724, %l214[%k0] : memref<?xi32>
                %v725 = memref.load %l214[%k0] : memref<?xi32>
                %v726 = arith.bitcast %v725 : i32 to f32
                memref.store %v726, %l215[%k0] : memref<?xf32>
                %v727 = memref.load %l211[%k0] : memref<?xi32>
                %v728 = arith.constant 1024 : i32
                %v729 = arith.cmpi ult, %v727, %v728 : i32
                memref.store %v729, %l216[%k0] : memref<?xi1>
                %v730 = memref.load %l216[%k0] : memref<?xi1>
                cf.cond_br %v730, ^bb53, ^bb54
              ^bb53:
                %v731 = arith.constant 13 : i32
                memref.store %v731, %l217[%k0] : memref<?xi32>
                %v732 = memref.load %l211[%k0] : memref<?xi32>
                %v733 = memref.load %l217[%k0] : memref<?xi32>
                %v734 = arith.constant 31 : i32
                %v735 = arith.andi %v733, %v734 : i32
                %v736 = arith.shli %v732, %v735 : i32
                memref.store %v736, %l218[%k0] : memref<?xi32>
                %v737 = memref.load %l218[%k0] : memref<?xi32>
                %v738 = arith.constant 947912704 : i32
                %v739 = arith.addi %v737, %v738 : i32
                memref.store %v739, %l219[%k0] : memref<?xi32>
                %v740 = memref.load %l219[%k0] : memref<?xi32>
                %v741 = arith.bitcast %v740 : i32 to f32
                memref.store %v741, %l220[%k0] : memref<?xf32>
                %v742 = memref.load %l220[%k0] : memref<?xf32>
                %v743 = arith.constant 0x38800000 : f32
                %v744 = arith.subf %v742, %v743 : f32
                memref.store %v744, %l215[%k0] : memref<?xf32>
                cf.br ^bb54
              ^bb54:
                %v745 = memref.load %l211[%k0] : memref<?xi32>
                %v746 = arith.constant 31744 : i32
                %v747 = arith.cmpi uge, %v745, %v746 : i32
                memref.store %v747, %l221[%k0] : memref<?xi1>
                %v748 = memref.load %l221[%k0] : memref<?xi1>
                cf.cond_br %v748, ^bb55, ^bb56
              ^bb55:
                %v749 = arith.constant 13 : i32
                memref.store %v749, %l222[%k0] : memref<?xi32>
                %v750 = memref.load %l211[%k0] : memref<?xi32>
                %v751 = memref.load %l222[%k0] : memref<?xi32>
                %v752 = arith.constant 31 : i32
                %v753 = arith.andi %v751, %v752 : i32
                %v754 = arith.shli %v750, %v753 : i32
                memref.store %v754, %l223[%k0] : memref<?xi32>
                %v755 = memref.load %l223[%k0] : memref<?xi32>
                %v756 = arith.constant 1879048192 : i32
                %v757 = arith.addi %v755, %v756 : i32
                memref.store %v757, %l224[%k0] : memref<?xi32>
                %v758 = memref.load %l224[%k0] : memref<?xi32>
                %v759 = arith.bitcast %v758 : i32 to f32
                memref.store %v759, %l225[%k0] : memref<?xf32>
                %v760 = memref.load %l225[%k0] : memref<?xf32>
                memref.store %v760, %l215[%k0] : memref<?xf32>
                cf.br ^bb56
              ^bb56:
                %v761 = memref.load %l210[%k0] : memref<?xi32>
                %v762 = arith.constant 32768 : i32
                %v763 = arith.cmpi uge, %v761, %v762 : i32
                memref.store %v763, %l226[%k0] : memref<?xi1>
                %v764 = memref.load %l226[%k0] : memref<?xi1>
                cf.cond_br %v764, ^bb57, ^bb58
              ^bb57:
                %v765 = memref.load %l215[%k0] : memref<?xf32>
                memref.store %v765, %l227[%k0] : memref<?xf32>
                %v766 = memref.load %l227[%k0] : memref<?xf32>
                %v767 = arith.negf %v766 : f32
                memref.store %v767, %l215[%k0] : memref<?xf32>
                cf.br ^bb58
              ^bb58:
                %v768 = memref.load %l215[%k0] : memref<?xf32>
                memref.store %v768, %l228[%k0] : memref<?xf32>
                %v769 = arith.constant 16 : i32
                memref.store %v769, %l229[%k0] : memref<?xi32>
                %v770 = memref.load %l168[%k0] : memref<?xi32>
                %v771 = memref.load %l229[%k0] : memref<?xi32>
                %v772 = arith.constant 31 : i32
                %v773 = arith.andi %v771, %v772 : i32
                %v774 = arith.shrui %v770, %v773 : i32
                memref.store %v774, %l230[%k0] : memref<?xi32>
                %v775 = arith.constant 16 : i32
                memref.store %v775, %l231[%k0] : memref<?xi32>
                %v776 = memref.load %l169[%k0] : memref<?xi32>
                %v777 = memref.load %l231[%k0] : memref<?xi32>
                %v778 = arith.constant 31 : i32
                %v779 = arith.andi %v777, %v778 : i32
                %v780 = arith.shrui %v776, %v779 : i32
                memref.store %v780, %l232[%k0] : memref<?xi32>
                %v781 = arith.constant 16 : i32
                memref.store %v781, %l233[%k0] : memref<?xi32>
                %v782 = memref.load %l170[%k0] : memref<?xi32>
                %v783 = memref.load %l233[%k0] : memref<?xi32>
                %v784 = arith.constant 31 : i32
                %v785 = arith.andi %v783, %v784 : i32
                %v786 = arith.shrui %v782, %v785 : i32
                memref.store %v786, %l234[%k0] : memref<?xi32>
                %v787 = arith.constant 16 : i32
                memref.store %v787, %l235[%k0] : memref<?xi32>
                %v788 = memref.load %l171[%k0] : memref<?xi32>
                %v789 = memref.load %l235[%k0] : memref<?xi32>
                %v790 = arith.constant 31 : i32
                %v791 = arith.andi %v789, %v790 : i32
                %v792 = arith.shrui %v788, %v791 : i32
                memref.store %v792, %l236[%k0] : memref<?xi32>
                %v793 = memref.load %l168[%k0] : memref<?xi32>
                %v794 = arith.constant 15 : i32
                %v795 = arith.andi %v793, %v794 : i32
                memref.store %v795, %l237[%k0] : memref<?xi32>
                %v796 = memref.load %l237[%k0] : memref<?xi32>
                %v797 = memref.load %l18[%k0] : memref<?xi32>
                %v798 = arith.ori %v796, %v797 : i32
                memref.store %v798, %l238[%k0] : memref<?xi32>
                %v799 = memref.load %l238[%k0] : memref<?xi32>
                %v800 = arith.bitcast %v799 : i32 to f32
                memref.store %v800, %l239[%k0] : memref<?xf32>
                %v801 = memref.load %l239[%k0] : memref<?xf32>
                %v802 = arith.constant 0x4B000000 : f32
                %v803 = arith.subf %v801, %v802 : f32
                memref.store %v803, %l240[%k0] : memref<?xf32>
                %v804 = memref.load %l240[%k0] : memref<?xf32>
                %v805 = memref.load %l113[%k0] : memref<?xf32>
                %v806 = arith.mulf %v804, %v805 : f32
                memref.store %v806, %l241[%k0] : memref<?xf32>
                %v807 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v807, %l242[%k0] : memref<?xf32>
                %v808 = memref.load %l168[%k0] : memref<?xi32>
                %v809 = arith.constant 3840 : i32
                %v810 = arith.andi %v808, %v809 : i32
                memref.store %v810, %l243[%k0] : memref<?xi32>
                %v811 = memref.load %l243[%k0] : memref<?xi32>
                %v812 = memref.load %l20[%k0] : memref<?xi32>
                %v813 = arith.ori %v811, %v812 : i32
                memref.store %v813, %l244[%k0] : memref<?xi32>
                %v814 = memref.load %l244[%k0] : memref<?xi32>
                %v815 = arith.bitcast %v814 : i32 to f32
                memref.store %v815, %l245[%k0] : memref<?xf32>
                %v816 = memref.load %l245[%k0] : memref<?xf32>
                %v817 = arith.constant 0x47000000 : f32
                %v818 = arith.subf %v816, %v817 : f32
                memref.store %v818, %l246[%k0] : memref<?xf32>
                %v819 = memref.load %l246[%k0] : memref<?xf32>
                %v820 = memref.load %l114[%k0] : memref<?xf32>
                %v821 = arith.mulf %v819, %v820 : f32
                memref.store %v821, %l247[%k0] : memref<?xf32>
                %v822 = memref.load %l242[%k0] : memref<?xf32>
                %v823 = memref.load %l247[%k0] : memref<?xf32>
                %v824 = arith.addf %v822, %v823 : f32
                memref.store %v824, %l241[%k0] : memref<?xf32>
                %v825 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v825, %l248[%k0] : memref<?xf32>
                %v826 = memref.load %l168[%k0] : memref<?xi32>
                %v827 = arith.constant 983040 : i32
                %v828 = arith.andi %v826, %v827 : i32
                memref.store %v828, %l249[%k0] : memref<?xi32>
                %v829 = memref.load %l249[%k0] : memref<?xi32>
                %v830 = memref.load %l22[%k0] : memref<?xi32>
                %v831 = arith.ori %v829, %v830 : i32
                memref.store %v831, %l250[%k0] : memref<?xi32>
                %v832 = memref.load %l250[%k0] : memref<?xi32>
                %v833 = arith.bitcast %v832 : i32 to f32
                memref.store %v833, %l251[%k0] : memref<?xf32>
                %v834 = memref.load %l251[%k0] : memref<?xf32>
                %v835 = arith.constant 0x43000000 : f32
                %v836 = arith.subf %v834, %v835 : f32
                memref.store %v836, %l252[%k0] : memref<?xf32>
                %v837 = memref.load %l252[%k0] : memref<?xf32>
                %v838 = memref.load %l115[%k0] : memref<?xf32>
                %v839 = arith.mulf %v837, %v838 : f32
                memref.store %v839, %l253[%k0] : memref<?xf32>
                %v840 = memref.load %l248[%k0] : memref<?xf32>
                %v841 = memref.load %l253[%k0] : memref<?xf32>
                %v842 = arith.addf %v840, %v841 : f32
                memref.store %v842, %l241[%k0] : memref<?xf32>
                %v843 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v843, %l254[%k0] : memref<?xf32>
                %v844 = memref.load %l230[%k0] : memref<?xi32>
                %v845 = arith.constant 3840 : i32
                %v846 = arith.andi %v844, %v845 : i32
                memref.store %v846, %l255[%k0] : memref<?xi32>
                %v847 = memref.load %l255[%k0] : memref<?xi32>
                %v848 = memref.load %l20[%k0] : memref<?xi32>
                %v849 = arith.ori %v847, %v848 : i32
                memref.store %v849, %l256[%k0] : memref<?xi32>
                %v850 = memref.load %l256[%k0] : memref<?xi32>
                %v851 = arith.bitcast %v850 : i32 to f32
                memref.store %v851, %l257[%k0] : memref<?xf32>
                %v852 = memref.load %l257[%k0] : memref<?xf32>
                %v853 = arith.constant 0x47000000 : f32
                %v854 = arith.subf %v852, %v853 : f32
                memref.store %v854, %l258[%k0] : memref<?xf32>
                %v855 = memref.load %l258[%k0] : memref<?xf32>
                %v856 = memref.load %l116[%k0] : memref<?xf32>
                %v857 = arith.mulf %v855, %v856 : f32
                memref.store %v857, %l259[%k0] : memref<?xf32>
                %v858 = memref.load %l254[%k0] : memref<?xf32>
                %v859 = memref.load %l259[%k0] : memref<?xf32>
                %v860 = arith.addf %v858, %v859 : f32
                memref.store %v860, %l241[%k0] : memref<?xf32>
                %v861 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v861, %l260[%k0] : memref<?xf32>
                %v862 = memref.load %l169[%k0] : memref<?xi32>
                %v863 = arith.constant 15 : i32
                %v864 = arith.andi %v862, %v863 : i32
                memref.store %v864, %l261[%k0] : memref<?xi32>
                %v865 = memref.load %l261[%k0] : memref<?xi32>
                %v866 = memref.load %l18[%k0] : memref<?xi32>
                %v867 = arith.ori %v865, %v866 : i32
                memref.store %v867, %l262[%k0] : memref<?xi32>
                %v868 = memref.load %l262[%k0] : memref<?xi32>
                %v869 = arith.bitcast %v868 : i32 to f32
                memref.store %v869, %l263[%k0] : memref<?xf32>
                %v870 = memref.load %l263[%k0] : memref<?xf32>
                %v871 = arith.constant 0x4B000000 : f32
                %v872 = arith.subf %v870, %v871 : f32
                memref.store %v872, %l264[%k0] : memref<?xf32>
                %v873 = memref.load %l264[%k0] : memref<?xf32>
                %v874 = memref.load %l117[%k0] : memref<?xf32>
                %v875 = arith.mulf %v873, %v874 : f32
                memref.store %v875, %l265[%k0] : memref<?xf32>
                %v876 = memref.load %l260[%k0] : memref<?xf32>
                %v877 = memref.load %l265[%k0] : memref<?xf32>
                %v878 = arith.addf %v876, %v877 : f32
                memref.store %v878, %l241[%k0] : memref<?xf32>
                %v879 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v879, %l266[%k0] : memref<?xf32>
                %v880 = memref.load %l169[%k0] : memref<?xi32>
                %v881 = arith.constant 3840 : i32
                %v882 = arith.andi %v880, %v881 : i32
                memref.store %v882, %l267[%k0] : memref<?xi32>
                %v883 = memref.load %l267[%k0] : memref<?xi32>
                %v884 = memref.load %l20[%k0] : memref<?xi32>
                %v885 = arith.ori %v883, %v884 : i32
                memref.store %v885, %l268[%k0] : memref<?xi32>
                %v886 = memref.load %l268[%k0] : memref<?xi32>
                %v887 = arith.bitcast %v886 : i32 to f32
                memref.store %v887, %l269[%k0] : memref<?xf32>
                %v888 = memref.load %l269[%k0] : memref<?xf32>
                %v889 = arith.constant 0x47000000 : f32
                %v890 = arith.subf %v888, %v889 : f32
                memref.store %v890, %l270[%k0] : memref<?xf32>
                %v891 = memref.load %l270[%k0] : memref<?xf32>
                %v892 = memref.load %l118[%k0] : memref<?xf32>
                %v893 = arith.mulf %v891, %v892 : f32
                memref.store %v893, %l271[%k0] : memref<?xf32>
                %v894 = memref.load %l266[%k0] : memref<?xf32>
                %v895 = memref.load %l271[%k0] : memref<?xf32>
                %v896 = arith.addf %v894, %v895 : f32
                memref.store %v896, %l241[%k0] : memref<?xf32>
                %v897 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v897, %l272[%k0] : memref<?xf32>
                %v898 = memref.load %l169[%k0] : memref<?xi32>
                %v899 = arith.constant 983040 : i32
                %v900 = arith.andi %v898, %v899 : i32
                memref.store %v900, %l273[%k0] : memref<?xi32>
                %v901 = memref.load %l273[%k0] : memref<?xi32>
                %v902 = memref.load %l22[%k0] : memref<?xi32>
                %v903 = arith.ori %v901, %v902 : i32
                memref.store %v903, %l274[%k0] : memref<?xi32>
                %v904 = memref.load %l274[%k0] : memref<?xi32>
                %v905 = arith.bitcast %v904 : i32 to f32
                memref.store %v905, %l275[%k0] : memref<?xf32>
                %v906 = memref.load %l275[%k0] : memref<?xf32>
                %v907 = arith.constant 0x43000000 : f32
                %v908 = arith.subf %v906, %v907 : f32
                memref.store %v908, %l276[%k0] : memref<?xf32>
                %v909 = memref.load %l276[%k0] : memref<?xf32>
                %v910 = memref.load %l119[%k0] : memref<?xf32>
                %v911 = arith.mulf %v909, %v910 : f32
                memref.store %v911, %l277[%k0] : memref<?xf32>
                %v912 = memref.load %l272[%k0] : memref<?xf32>
                %v913 = memref.load %l277[%k0] : memref<?xf32>
                %v914 = arith.addf %v912, %v913 : f32
                memref.store %v914, %l241[%k0] : memref<?xf32>
                %v915 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v915, %l278[%k0] : memref<?xf32>
                %v916 = memref.load %l232[%k0] : memref<?xi32>
                %v917 = arith.constant 3840 : i32
                %v918 = arith.andi %v916, %v917 : i32
                memref.store %v918, %l279[%k0] : memref<?xi32>
                %v919 = memref.load %l279[%k0] : memref<?xi32>
                %v920 = memref.load %l20[%k0] : memref<?xi32>
                %v921 = arith.ori %v919, %v920 : i32
                memref.store %v921, %l280[%k0] : memref<?xi32>
                %v922 = memref.load %l280[%k0] : memref<?xi32>
                %v923 = arith.bitcast %v922 : i32 to f32
                memref.store %v923, %l281[%k0] : memref<?xf32>
                %v924 = memref.load %l281[%k0] : memref<?xf32>
                %v925 = arith.constant 0x47000000 : f32
                %v926 = arith.subf %v924, %v925 : f32
                memref.store %v926, %l282[%k0] : memref<?xf32>
                %v927 = memref.load %l282[%k0] : memref<?xf32>
                %v928 = memref.load %l120[%k0] : memref<?xf32>
                %v929 = arith.mulf %v927, %v928 : f32
                memref.store %v929, %l283[%k0] : memref<?xf32>
                %v930 = memref.load %l278[%k0] : memref<?xf32>
                %v931 = memref.load %l283[%k0] : memref<?xf32>
                %v932 = arith.addf %v930, %v931 : f32
                memref.store %v932, %l241[%k0] : memref<?xf32>
                %v933 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v933, %l284[%k0] : memref<?xf32>
                %v934 = memref.load %l170[%k0] : memref<?xi32>
                %v935 = arith.constant 15 : i32
                %v936 = arith.andi %v934, %v935 : i32
                memref.store %v936, %l285[%k0] : memref<?xi32>
                %v937 = memref.load %l285[%k0] : memref<?xi32>
                %v938 = memref.load %l18[%k0] : memref<?xi32>
                %v939 = arith.ori %v937, %v938 : i32
                memref.store %v939, %l286[%k0] : memref<?xi32>
                %v940 = memref.load %l286[%k0] : memref<?xi32>
                %v941 = arith.bitcast %v940 : i32 to f32
                memref.store %v941, %l287[%k0] : memref<?xf32>
                %v942 = memref.load %l287[%k0] : memref<?xf32>
                %v943 = arith.constant 0x4B000000 : f32
                %v944 = arith.subf %v942, %v943 : f32
                memref.store %v944, %l288[%k0] : memref<?xf32>
                %v945 = memref.load %l288[%k0] : memref<?xf32>
                %v946 = memref.load %l121[%k0] : memref<?xf32>
                %v947 = arith.mulf %v945, %v946 : f32
                memref.store %v947, %l289[%k0] : memref<?xf32>
                %v948 = memref.load %l284[%k0] : memref<?xf32>
                %v949 = memref.load %l289[%k0] : memref<?xf32>
                %v950 = arith.addf %v948, %v949 : f32
                memref.store %v950, %l241[%k0] : memref<?xf32>
                %v951 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v951, %l290[%k0] : memref<?xf32>
                %v952 = memref.load %l170[%k0] : memref<?xi32>
                %v953 = arith.constant 3840 : i32
                %v954 = arith.andi %v952, %v953 : i32
                memref.store %v954, %l291[%k0] : memref<?xi32>
                %v955 = memref.load %l291[%k0] : memref<?xi32>
                %v956 = memref.load %l20[%k0] : memref<?xi32>
                %v957 = arith.ori %v955, %v956 : i32
                memref.store %v957, %l292[%k0] : memref<?xi32>
                %v958 = memref.load %l292[%k0] : memref<?xi32>
                %v959 = arith.bitcast %v958 : i32 to f32
                memref.store %v959, %l293[%k0] : memref<?xf32>
                %v960 = memref.load %l293[%k0] : memref<?xf32>
                %v961 = arith.constant 0x47000000 : f32
                %v962 = arith.subf %v960, %v961 : f32
                memref.store %v962, %l294[%k0] : memref<?xf32>
                %v963 = memref.load %l294[%k0] : memref<?xf32>
                %v964 = memref.load %l122[%k0] : memref<?xf32>
                %v965 = arith.mulf %v963, %v964 : f32
                memref.store %v965, %l295[%k0] : memref<?xf32>
                %v966 = memref.load %l290[%k0] : memref<?xf32>
                %v967 = memref.load %l295[%k0] : memref<?xf32>
                %v968 = arith.addf %v966, %v967 : f32
                memref.store %v968, %l241[%k0] : memref<?xf32>
                %v969 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v969, %l296[%k0] : memref<?xf32>
                %v970 = memref.load %l170[%k0] : memref<?xi32>
                %v971 = arith.constant 983040 : i32
                %v972 = arith.andi %v970, %v971 : i32
                memref.store %v972, %l297[%k0] : memref<?xi32>
                %v973 = memref.load %l297[%k0] : memref<?xi32>
                %v974 = memref.load %l22[%k0] : memref<?xi32>
                %v975 = arith.ori %v973, %v974 : i32
                memref.store %v975, %l298[%k0] : memref<?xi32>
                %v976 = memref.load %l298[%k0] : memref<?xi32>
                %v977 = arith.bitcast %v976 : i32 to f32
                memref.store %v977, %l299[%k0] : memref<?xf32>
                %v978 = memref.load %l299[%k0] : memref<?xf32>
                %v979 = arith.constant 0x43000000 : f32
                %v980 = arith.subf %v978, %v979 : f32
                memref.store %v980, %l300[%k0] : memref<?xf32>
                %v981 = memref.load %l300[%k0] : memref<?xf32>
                %v982 = memref.load %l123[%k0] : memref<?xf32>
                %v983 = arith.mulf %v981, %v982 : f32
                memref.store %v983, %l301[%k0] : memref<?xf32>
                %v984 = memref.load %l296[%k0] : memref<?xf32>
                %v985 = memref.load %l301[%k0] : memref<?xf32>
                %v986 = arith.addf %v984, %v985 : f32
                memref.store %v986, %l241[%k0] : memref<?xf32>
                %v987 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v987, %l302[%k0] : memref<?xf32>
                %v988 = memref.load %l234[%k0] : memref<?xi32>
                %v989 = arith.constant 3840 : i32
                %v990 = arith.andi %v988, %v989 : i32
                memref.store %v990, %l303[%k0] : memref<?xi32>
                %v991 = memref.load %l303[%k0] : memref<?xi32>
                %v992 = memref.load %l20[%k0] : memref<?xi32>
                %v993 = arith.ori %v991, %v992 : i32
                memref.store %v993, %l304[%k0] : memref<?xi32>
                %v994 = memref.load %l304[%k0] : memref<?xi32>
                %v995 = arith.bitcast %v994 : i32 to f32
                memref.store %v995, %l305[%k0] : memref<?xf32>
                %v996 = memref.load %l305[%k0] : memref<?xf32>
                %v997 = arith.constant 0x47000000 : f32
                %v998 = arith.subf %v996, %v997 : f32
                memref.store %v998, %l306[%k0] : memref<?xf32>
                %v999 = memref.load %l306[%k0] : memref<?xf32>
                %v1000 = memref.load %l124[%k0] : memref<?xf32>
                %v1001 = arith.mulf %v999, %v1000 : f32
                memref.store %v1001, %l307[%k0] : memref<?xf32>
                %v1002 = memref.load %l302[%k0] : memref<?xf32>
                %v1003 = memref.load %l307[%k0] : memref<?xf32>
                %v1004 = arith.addf %v1002, %v1003 : f32
                memref.store %v1004, %l241[%k0] : memref<?xf32>
                %v1005 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1005, %l308[%k0] : memref<?xf32>
                %v1006 = memref.load %l171[%k0] : memref<?xi32>
                %v1007 = arith.constant 15 : i32
                %v1008 = arith.andi %v1006, %v1007 : i32
                memref.store %v1008, %l309[%k0] : memref<?xi32>
                %v1009 = memref.load %l309[%k0] : memref<?xi32>
                %v1010 = memref.load %l18[%k0] : memref<?xi32>
                %v1011 = arith.ori %v1009, %v1010 : i32
                memref.store %v1011, %l310[%k0] : memref<?xi32>
                %v1012 = memref.load %l310[%k0] : memref<?xi32>
                %v1013 = arith.bitcast %v1012 : i32 to f32
                memref.store %v1013, %l311[%k0] : memref<?xf32>
                %v1014 = memref.load %l311[%k0] : memref<?xf32>
                %v1015 = arith.constant 0x4B000000 : f32
                %v1016 = arith.subf %v1014, %v1015 : f32
                memref.store %v1016, %l312[%k0] : memref<?xf32>
                %v1017 = memref.load %l312[%k0] : memref<?xf32>
                %v1018 = memref.load %l125[%k0] : memref<?xf32>
                %v1019 = arith.mulf %v1017, %v1018 : f32
                memref.store %v1019, %l313[%k0] : memref<?xf32>
                %v1020 = memref.load %l308[%k0] : memref<?xf32>
                %v1021 = memref.load %l313[%k0] : memref<?xf32>
                %v1022 = arith.addf %v1020, %v1021 : f32
                memref.store %v1022, %l241[%k0] : memref<?xf32>
                %v1023 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1023, %l314[%k0] : memref<?xf32>
                %v1024 = memref.load %l171[%k0] : memref<?xi32>
                %v1025 = arith.constant 3840 : i32
                %v1026 = arith.andi %v1024, %v1025 : i32
                memref.store %v1026, %l315[%k0] : memref<?xi32>
                %v1027 = memref.load %l315[%k0] : memref<?xi32>
                %v1028 = memref.load %l20[%k0] : memref<?xi32>
                %v1029 = arith.ori %v1027, %v1028 : i32
                memref.store %v1029, %l316[%k0] : memref<?xi32>
                %v1030 = memref.load %l316[%k0] : memref<?xi32>
                %v1031 = arith.bitcast %v1030 : i32 to f32
                memref.store %v1031, %l317[%k0] : memref<?xf32>
                %v1032 = memref.load %l317[%k0] : memref<?xf32>
                %v1033 = arith.constant 0x47000000 : f32
                %v1034 = arith.subf %v1032, %v1033 : f32
                memref.store %v1034, %l318[%k0] : memref<?xf32>
                %v1035 = memref.load %l318[%k0] : memref<?xf32>
                %v1036 = memref.load %l126[%k0] : memref<?xf32>
                %v1037 = arith.mulf %v1035, %v1036 : f32
                memref.store %v1037, %l319[%k0] : memref<?xf32>
                %v1038 = memref.load %l314[%k0] : memref<?xf32>
                %v1039 = memref.load %l319[%k0] : memref<?xf32>
                %v1040 = arith.addf %v1038, %v1039 : f32
                memref.store %v1040, %l241[%k0] : memref<?xf32>
                %v1041 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1041, %l320[%k0] : memref<?xf32>
                %v1042 = memref.load %l171[%k0] : memref<?xi32>
                %v1043 = arith.constant 983040 : i32
                %v1044 = arith.andi %v1042, %v1043 : i32
                memref.store %v1044, %l321[%k0] : memref<?xi32>
                %v1045 = memref.load %l321[%k0] : memref<?xi32>
                %v1046 = memref.load %l22[%k0] : memref<?xi32>
                %v1047 = arith.ori %v1045, %v1046 : i32
                memref.store %v1047, %l322[%k0] : memref<?xi32>
                %v1048 = memref.load %l322[%k0] : memref<?xi32>
                %v1049 = arith.bitcast %v1048 : i32 to f32
                memref.store %v1049, %l323[%k0] : memref<?xf32>
                %v1050 = memref.load %l323[%k0] : memref<?xf32>
                %v1051 = arith.constant 0x43000000 : f32
                %v1052 = arith.subf %v1050, %v1051 : f32
                memref.store %v1052, %l324[%k0] : memref<?xf32>
                %v1053 = memref.load %l324[%k0] : memref<?xf32>
                %v1054 = memref.load %l127[%k0] : memref<?xf32>
                %v1055 = arith.mulf %v1053, %v1054 : f32
                memref.store %v1055, %l325[%k0] : memref<?xf32>
                %v1056 = memref.load %l320[%k0] : memref<?xf32>
                %v1057 = memref.load %l325[%k0] : memref<?xf32>
                %v1058 = arith.addf %v1056, %v1057 : f32
                memref.store %v1058, %l241[%k0] : memref<?xf32>
                %v1059 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1059, %l326[%k0] : memref<?xf32>
                %v1060 = memref.load %l236[%k0] : memref<?xi32>
                %v1061 = arith.constant 3840 : i32
                %v1062 = arith.andi %v1060, %v1061 : i32
                memref.store %v1062, %l327[%k0] : memref<?xi32>
                %v1063 = memref.load %l327[%k0] : memref<?xi32>
                %v1064 = memref.load %l20[%k0] : memref<?xi32>
                %v1065 = arith.ori %v1063, %v1064 : i32
                memref.store %v1065, %l328[%k0] : memref<?xi32>
                %v1066 = memref.load %l328[%k0] : memref<?xi32>
                %v1067 = arith.bitcast %v1066 : i32 to f32
                memref.store %v1067, %l329[%k0] : memref<?xf32>
                %v1068 = memref.load %l329[%k0] : memref<?xf32>
                %v1069 = arith.constant 0x47000000 : f32
                %v1070 = arith.subf %v1068, %v1069 : f32
                memref.store %v1070, %l330[%k0] : memref<?xf32>
                %v1071 = memref.load %l330[%k0] : memref<?xf32>
                %v1072 = memref.load %l128[%k0] : memref<?xf32>
                %v1073 = arith.mulf %v1071, %v1072 : f32
                memref.store %v1073, %l331[%k0] : memref<?xf32>
                %v1074 = memref.load %l326[%k0] : memref<?xf32>
                %v1075 = memref.load %l331[%k0] : memref<?xf32>
                %v1076 = arith.addf %v1074, %v1075 : f32
                memref.store %v1076, %l241[%k0] : memref<?xf32>
                %v1077 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1077, %l332[%k0] : memref<?xf32>
                %v1078 = memref.load %l168[%k0] : memref<?xi32>
                %v1079 = arith.constant 240 : i32
                %v1080 = arith.andi %v1078, %v1079 : i32
                memref.store %v1080, %l333[%k0] : memref<?xi32>
                %v1081 = memref.load %l333[%k0] : memref<?xi32>
                %v1082 = memref.load %l19[%k0] : memref<?xi32>
                %v1083 = arith.ori %v1081, %v1082 : i32
                memref.store %v1083, %l334[%k0] : memref<?xi32>
                %v1084 = memref.load %l334[%k0] : memref<?xi32>
                %v1085 = arith.bitcast %v1084 : i32 to f32
                memref.store %v1085, %l335[%k0] : memref<?xf32>
                %v1086 = memref.load %l335[%k0] : memref<?xf32>
                %v1087 = arith.constant 0x49000000 : f32
                %v1088 = arith.subf %v1086, %v1087 : f32
                memref.store %v1088, %l336[%k0] : memref<?xf32>
                %v1089 = memref.load %l336[%k0] : memref<?xf32>
                %v1090 = memref.load %l129[%k0] : memref<?xf32>
                %v1091 = arith.mulf %v1089, %v1090 : f32
                memref.store %v1091, %l337[%k0] : memref<?xf32>
                %v1092 = memref.load %l332[%k0] : memref<?xf32>
                %v1093 = memref.load %l337[%k0] : memref<?xf32>
                %v1094 = arith.addf %v1092, %v1093 : f32
                memref.store %v1094, %l241[%k0] : memref<?xf32>
                %v1095 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1095, %l338[%k0] : memref<?xf32>
                %v1096 = memref.load %l168[%k0] : memref<?xi32>
                %v1097 = arith.constant 61440 : i32
                %v1098 = arith.andi %v1096, %v1097 : i32
                memref.store %v1098, %l339[%k0] : memref<?xi32>
                %v1099 = memref.load %l339[%k0] : memref<?xi32>
                %v1100 = memref.load %l21[%k0] : memref<?xi32>
                %v1101 = arith.ori %v1099, %v1100 : i32
                memref.store %v1101, %l340[%k0] : memref<?xi32>
                %v1102 = memref.load %l340[%k0] : memref<?xi32>
                %v1103 = arith.bitcast %v1102 : i32 to f32
                memref.store %v1103, %l341[%k0] : memref<?xf32>
                %v1104 = memref.load %l341[%k0] : memref<?xf32>
                %v1105 = arith.constant 0x45000000 : f32
                %v1106 = arith.subf %v1104, %v1105 : f32
                memref.store %v1106, %l342[%k0] : memref<?xf32>
                %v1107 = memref.load %l342[%k0] : memref<?xf32>
                %v1108 = memref.load %l130[%k0] : memref<?xf32>
                %v1109 = arith.mulf %v1107, %v1108 : f32
                memref.store %v1109, %l343[%k0] : memref<?xf32>
                %v1110 = memref.load %l338[%k0] : memref<?xf32>
                %v1111 = memref.load %l343[%k0] : memref<?xf32>
                %v1112 = arith.addf %v1110, %v1111 : f32
                memref.store %v1112, %l241[%k0] : memref<?xf32>
                %v1113 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1113, %l344[%k0] : memref<?xf32>
                %v1114 = memref.load %l230[%k0] : memref<?xi32>
                %v1115 = arith.constant 240 : i32
                %v1116 = arith.andi %v1114, %v1115 : i32
                memref.store %v1116, %l345[%k0] : memref<?xi32>
                %v1117 = memref.load %l345[%k0] : memref<?xi32>
                %v1118 = memref.load %l19[%k0] : memref<?xi32>
                %v1119 = arith.ori %v1117, %v1118 : i32
                memref.store %v1119, %l346[%k0] : memref<?xi32>
                %v1120 = memref.load %l346[%k0] : memref<?xi32>
                %v1121 = arith.bitcast %v1120 : i32 to f32
                memref.store %v1121, %l347[%k0] : memref<?xf32>
                %v1122 = memref.load %l347[%k0] : memref<?xf32>
                %v1123 = arith.constant 0x49000000 : f32
                %v1124 = arith.subf %v1122, %v1123 : f32
                memref.store %v1124, %l348[%k0] : memref<?xf32>
                %v1125 = memref.load %l348[%k0] : memref<?xf32>
                %v1126 = memref.load %l131[%k0] : memref<?xf32>
                %v1127 = arith.mulf %v1125, %v1126 : f32
                memref.store %v1127, %l349[%k0] : memref<?xf32>
                %v1128 = memref.load %l344[%k0] : memref<?xf32>
                %v1129 = memref.load %l349[%k0] : memref<?xf32>
                %v1130 = arith.addf %v1128, %v1129 : f32
                memref.store %v1130, %l241[%k0] : memref<?xf32>
                %v1131 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1131, %l350[%k0] : memref<?xf32>
                %v1132 = memref.load %l230[%k0] : memref<?xi32>
                %v1133 = arith.constant 61440 : i32
                %v1134 = arith.andi %v1132, %v1133 : i32
                memref.store %v1134, %l351[%k0] : memref<?xi32>
                %v1135 = memref.load %l351[%k0] : memref<?xi32>
                %v1136 = memref.load %l21[%k0] : memref<?xi32>
                %v1137 = arith.ori %v1135, %v1136 : i32
                memref.store %v1137, %l352[%k0] : memref<?xi32>
                %v1138 = memref.load %l352[%k0] : memref<?xi32>
                %v1139 = arith.bitcast %v1138 : i32 to f32
                memref.store %v1139, %l353[%k0] : memref<?xf32>
                %v1140 = memref.load %l353[%k0] : memref<?xf32>
                %v1141 = arith.constant 0x45000000 : f32
                %v1142 = arith.subf %v1140, %v1141 : f32
                memref.store %v1142, %l354[%k0] : memref<?xf32>
                %v1143 = memref.load %l354[%k0] : memref<?xf32>
                %v1144 = memref.load %l132[%k0] : memref<?xf32>
                %v1145 = arith.mulf %v1143, %v1144 : f32
                memref.store %v1145, %l355[%k0] : memref<?xf32>
                %v1146 = memref.load %l350[%k0] : memref<?xf32>
                %v1147 = memref.load %l355[%k0] : memref<?xf32>
                %v1148 = arith.addf %v1146, %v1147 : f32
                memref.store %v1148, %l241[%k0] : memref<?xf32>
                %v1149 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1149, %l356[%k0] : memref<?xf32>
                %v1150 = memref.load %l169[%k0] : memref<?xi32>
                %v1151 = arith.constant 240 : i32
                %v1152 = arith.andi %v1150, %v1151 : i32
                memref.store %v1152, %l357[%k0] : memref<?xi32>
                %v1153 = memref.load %l357[%k0] : memref<?xi32>
                %v1154 = memref.load %l19[%k0] : memref<?xi32>
                %v1155 = arith.ori %v1153, %v1154 : i32
                memref.store %v1155, %l358[%k0] : memref<?xi32>
                %v1156 = memref.load %l358[%k0] : memref<?xi32>
                %v1157 = arith.bitcast %v1156 : i32 to f32
                memref.store %v1157, %l359[%k0] : memref<?xf32>
                %v1158 = memref.load %l359[%k0] : memref<?xf32>
                %v1159 = arith.constant 0x49000000 : f32
                %v1160 = arith.subf %v1158, %v1159 : f32
                memref.store %v1160, %l360[%k0] : memref<?xf32>
                %v1161 = memref.load %l360[%k0] : memref<?xf32>
                %v1162 = memref.load %l133[%k0] : memref<?xf32>
                %v1163 = arith.mulf %v1161, %v1162 : f32
                memref.store %v1163, %l361[%k0] : memref<?xf32>
                %v1164 = memref.load %l356[%k0] : memref<?xf32>
                %v1165 = memref.load %l361[%k0] : memref<?xf32>
                %v1166 = arith.addf %v1164, %v1165 : f32
                memref.store %v1166, %l241[%k0] : memref<?xf32>
                %v1167 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1167, %l362[%k0] : memref<?xf32>
                %v1168 = memref.load %l169[%k0] : memref<?xi32>
                %v1169 = arith.constant 61440 : i32
                %v1170 = arith.andi %v1168, %v1169 : i32
                memref.store %v1170, %l363[%k0] : memref<?xi32>
                %v1171 = memref.load %l363[%k0] : memref<?xi32>
                %v1172 = memref.load %l21[%k0] : memref<?xi32>
                %v1173 = arith.ori %v1171, %v1172 : i32
                memref.store %v1173, %l364[%k0] : memref<?xi32>
                %v1174 = memref.load %l364[%k0] : memref<?xi32>
                %v1175 = arith.bitcast %v1174 : i32 to f32
                memref.store %v1175, %l365[%k0] : memref<?xf32>
                %v1176 = memref.load %l365[%k0] : memref<?xf32>
                %v1177 = arith.constant 0x45000000 : f32
                %v1178 = arith.subf %v1176, %v1177 : f32
                memref.store %v1178, %l366[%k0] : memref<?xf32>
                %v1179 = memref.load %l366[%k0] : memref<?xf32>
                %v1180 = memref.load %l134[%k0] : memref<?xf32>
                %v1181 = arith.mulf %v1179, %v1180 : f32
                memref.store %v1181, %l367[%k0] : memref<?xf32>
                %v1182 = memref.load %l362[%k0] : memref<?xf32>
                %v1183 = memref.load %l367[%k0] : memref<?xf32>
                %v1184 = arith.addf %v1182, %v1183 : f32
                memref.store %v1184, %l241[%k0] : memref<?xf32>
                %v1185 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1185, %l368[%k0] : memref<?xf32>
                %v1186 = memref.load %l232[%k0] : memref<?xi32>
                %v1187 = arith.constant 240 : i32
                %v1188 = arith.andi %v1186, %v1187 : i32
                memref.store %v1188, %l369[%k0] : memref<?xi32>
                %v1189 = memref.load %l369[%k0] : memref<?xi32>
                %v1190 = memref.load %l19[%k0] : memref<?xi32>
                %v1191 = arith.ori %v1189, %v1190 : i32
                memref.store %v1191, %l370[%k0] : memref<?xi32>
                %v1192 = memref.load %l370[%k0] : memref<?xi32>
                %v1193 = arith.bitcast %v1192 : i32 to f32
                memref.store %v1193, %l371[%k0] : memref<?xf32>
                %v1194 = memref.load %l371[%k0] : memref<?xf32>
                %v1195 = arith.constant 0x49000000 : f32
                %v1196 = arith.subf %v1194, %v1195 : f32
                memref.store %v1196, %l372[%k0] : memref<?xf32>
                %v1197 = memref.load %l372[%k0] : memref<?xf32>
                %v1198 = memref.load %l135[%k0] : memref<?xf32>
                %v1199 = arith.mulf %v1197, %v1198 : f32
                memref.store %v1199, %l373[%k0] : memref<?xf32>
                %v1200 = memref.load %l368[%k0] : memref<?xf32>
                %v1201 = memref.load %l373[%k0] : memref<?xf32>
                %v1202 = arith.addf %v1200, %v1201 : f32
                memref.store %v1202, %l241[%k0] : memref<?xf32>
                %v1203 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1203, %l374[%k0] : memref<?xf32>
                %v1204 = memref.load %l232[%k0] : memref<?xi32>
                %v1205 = arith.constant 61440 : i32
                %v1206 = arith.andi %v1204, %v1205 : i32
                memref.store %v1206, %l375[%k0] : memref<?xi32>
                %v1207 = memref.load %l375[%k0] : memref<?xi32>
                %v1208 = memref.load %l21[%k0] : memref<?xi32>
                %v1209 = arith.ori %v1207, %v1208 : i32
                memref.store %v1209, %l376[%k0] : memref<?xi32>
                %v1210 = memref.load %l376[%k0] : memref<?xi32>
                %v1211 = arith.bitcast %v1210 : i32 to f32
                memref.store %v1211, %l377[%k0] : memref<?xf32>
                %v1212 = memref.load %l377[%k0] : memref<?xf32>
                %v1213 = arith.constant 0x45000000 : f32
                %v1214 = arith.subf %v1212, %v1213 : f32
                memref.store %v1214, %l378[%k0] : memref<?xf32>
                %v1215 = memref.load %l378[%k0] : memref<?xf32>
                %v1216 = memref.load %l136[%k0] : memref<?xf32>
                %v1217 = arith.mulf %v1215, %v1216 : f32
                memref.store %v1217, %l379[%k0] : memref<?xf32>
                %v1218 = memref.load %l374[%k0] : memref<?xf32>
                %v1219 = memref.load %l379[%k0] : memref<?xf32>
                %v1220 = arith.addf %v1218, %v1219 : f32
                memref.store %v1220, %l241[%k0] : memref<?xf32>
                %v1221 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1221, %l380[%k0] : memref<?xf32>
                %v1222 = memref.load %l170[%k0] : memref<?xi32>
                %v1223 = arith.constant 240 : i32
                %v1224 = arith.andi %v1222, %v1223 : i32
                memref.store %v1224, %l381[%k0] : memref<?xi32>
                %v1225 = memref.load %l381[%k0] : memref<?xi32>
                %v1226 = memref.load %l19[%k0] : memref<?xi32>
                %v1227 = arith.ori %v1225, %v1226 : i32
                memref.store %v1227, %l382[%k0] : memref<?xi32>
                %v1228 = memref.load %l382[%k0] : memref<?xi32>
                %v1229 = arith.bitcast %v1228 : i32 to f32
                memref.store %v1229, %l383[%k0] : memref<?xf32>
                %v1230 = memref.load %l383[%k0] : memref<?xf32>
                %v1231 = arith.constant 0x49000000 : f32
                %v1232 = arith.subf %v1230, %v1231 : f32
                memref.store %v1232, %l384[%k0] : memref<?xf32>
                %v1233 = memref.load %l384[%k0] : memref<?xf32>
                %v1234 = memref.load %l137[%k0] : memref<?xf32>
                %v1235 = arith.mulf %v1233, %v1234 : f32
                memref.store %v1235, %l385[%k0] : memref<?xf32>
                %v1236 = memref.load %l380[%k0] : memref<?xf32>
                %v1237 = memref.load %l385[%k0] : memref<?xf32>
                %v1238 = arith.addf %v1236, %v1237 : f32
                memref.store %v1238, %l241[%k0] : memref<?xf32>
                %v1239 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1239, %l386[%k0] : memref<?xf32>
                %v1240 = memref.load %l170[%k0] : memref<?xi32>
                %v1241 = arith.constant 61440 : i32
                %v1242 = arith.andi %v1240, %v1241 : i32
                memref.store %v1242, %l387[%k0] : memref<?xi32>
                %v1243 = memref.load %l387[%k0] : memref<?xi32>
                %v1244 = memref.load %l21[%k0] : memref<?xi32>
                %v1245 = arith.ori %v1243, %v1244 : i32
                memref.store %v1245, %l388[%k0] : memref<?xi32>
                %v1246 = memref.load %l388[%k0] : memref<?xi32>
                %v1247 = arith.bitcast %v1246 : i32 to f32
                memref.store %v1247, %l389[%k0] : memref<?xf32>
                %v1248 = memref.load %l389[%k0] : memref<?xf32>
                %v1249 = arith.constant 0x45000000 : f32
                %v1250 = arith.subf %v1248, %v1249 : f32
                memref.store %v1250, %l390[%k0] : memref<?xf32>
                %v1251 = memref.load %l390[%k0] : memref<?xf32>
                %v1252 = memref.load %l138[%k0] : memref<?xf32>
                %v1253 = arith.mulf %v1251, %v1252 : f32
                memref.store %v1253, %l391[%k0] : memref<?xf32>
                %v1254 = memref.load %l386[%k0] : memref<?xf32>
                %v1255 = memref.load %l391[%k0] : memref<?xf32>
                %v1256 = arith.addf %v1254, %v1255 : f32
                memref.store %v1256, %l241[%k0] : memref<?xf32>
                %v1257 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1257, %l392[%k0] : memref<?xf32>
                %v1258 = memref.load %l234[%k0] : memref<?xi32>
                %v1259 = arith.constant 240 : i32
                %v1260 = arith.andi %v1258, %v1259 : i32
                memref.store %v1260, %l393[%k0] : memref<?xi32>
                %v1261 = memref.load %l393[%k0] : memref<?xi32>
                %v1262 = memref.load %l19[%k0] : memref<?xi32>
                %v1263 = arith.ori %v1261, %v1262 : i32
                memref.store %v1263, %l394[%k0] : memref<?xi32>
                %v1264 = memref.load %l394[%k0] : memref<?xi32>
                %v1265 = arith.bitcast %v1264 : i32 to f32
                memref.store %v1265, %l395[%k0] : memref<?xf32>
                %v1266 = memref.load %l395[%k0] : memref<?xf32>
                %v1267 = arith.constant 0x49000000 : f32
                %v1268 = arith.subf %v1266, %v1267 : f32
                memref.store %v1268, %l396[%k0] : memref<?xf32>
                %v1269 = memref.load %l396[%k0] : memref<?xf32>
                %v1270 = memref.load %l139[%k0] : memref<?xf32>
                %v1271 = arith.mulf %v1269, %v1270 : f32
                memref.store %v1271, %l397[%k0] : memref<?xf32>
                %v1272 = memref.load %l392[%k0] : memref<?xf32>
                %v1273 = memref.load %l397[%k0] : memref<?xf32>
                %v1274 = arith.addf %v1272, %v1273 : f32
                memref.store %v1274, %l241[%k0] : memref<?xf32>
                %v1275 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1275, %l398[%k0] : memref<?xf32>
                %v1276 = memref.load %l234[%k0] : memref<?xi32>
                %v1277 = arith.constant 61440 : i32
                %v1278 = arith.andi %v1276, %v1277 : i32
                memref.store %v1278, %l399[%k0] : memref<?xi32>
                %v1279 = memref.load %l399[%k0] : memref<?xi32>
                %v1280 = memref.load %l21[%k0] : memref<?xi32>
                %v1281 = arith.ori %v1279, %v1280 : i32
                memref.store %v1281, %l400[%k0] : memref<?xi32>
                %v1282 = memref.load %l400[%k0] : memref<?xi32>
                %v1283 = arith.bitcast %v1282 : i32 to f32
                memref.store %v1283, %l401[%k0] : memref<?xf32>
                %v1284 = memref.load %l401[%k0] : memref<?xf32>
                %v1285 = arith.constant 0x45000000 : f32
                %v1286 = arith.subf %v1284, %v1285 : f32
                memref.store %v1286, %l402[%k0] : memref<?xf32>
                %v1287 = memref.load %l402[%k0] : memref<?xf32>
                %v1288 = memref.load %l140[%k0] : memref<?xf32>
                %v1289 = arith.mulf %v1287, %v1288 : f32
                memref.store %v1289, %l403[%k0] : memref<?xf32>
                %v1290 = memref.load %l398[%k0] : memref<?xf32>
                %v1291 = memref.load %l403[%k0] : memref<?xf32>
                %v1292 = arith.addf %v1290, %v1291 : f32
                memref.store %v1292, %l241[%k0] : memref<?xf32>
                %v1293 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1293, %l404[%k0] : memref<?xf32>
                %v1294 = memref.load %l171[%k0] : memref<?xi32>
                %v1295 = arith.constant 240 : i32
                %v1296 = arith.andi %v1294, %v1295 : i32
                memref.store %v1296, %l405[%k0] : memref<?xi32>
                %v1297 = memref.load %l405[%k0] : memref<?xi32>
                %v1298 = memref.load %l19[%k0] : memref<?xi32>
                %v1299 = arith.ori %v1297, %v1298 : i32
                memref.store %v1299, %l406[%k0] : memref<?xi32>
                %v1300 = memref.load %l406[%k0] : memref<?xi32>
                %v1301 = arith.bitcast %v1300 : i32 to f32
                memref.store %v1301, %l407[%k0] : memref<?xf32>
                %v1302 = memref.load %l407[%k0] : memref<?xf32>
                %v1303 = arith.constant 0x49000000 : f32
                %v1304 = arith.subf %v1302, %v1303 : f32
                memref.store %v1304, %l408[%k0] : memref<?xf32>
                %v1305 = memref.load %l408[%k0] : memref<?xf32>
                %v1306 = memref.load %l141[%k0] : memref<?xf32>
                %v1307 = arith.mulf %v1305, %v1306 : f32
                memref.store %v1307, %l409[%k0] : memref<?xf32>
                %v1308 = memref.load %l404[%k0] : memref<?xf32>
                %v1309 = memref.load %l409[%k0] : memref<?xf32>
                %v1310 = arith.addf %v1308, %v1309 : f32
                memref.store %v1310, %l241[%k0] : memref<?xf32>
                %v1311 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1311, %l410[%k0] : memref<?xf32>
                %v1312 = memref.load %l171[%k0] : memref<?xi32>
                %v1313 = arith.constant 61440 : i32
                %v1314 = arith.andi %v1312, %v1313 : i32
                memref.store %v1314, %l411[%k0] : memref<?xi32>
                %v1315 = memref.load %l411[%k0] : memref<?xi32>
                %v1316 = memref.load %l21[%k0] : memref<?xi32>
                %v1317 = arith.ori %v1315, %v1316 : i32
                memref.store %v1317, %l412[%k0] : memref<?xi32>
                %v1318 = memref.load %l412[%k0] : memref<?xi32>
                %v1319 = arith.bitcast %v1318 : i32 to f32
                memref.store %v1319, %l413[%k0] : memref<?xf32>
                %v1320 = memref.load %l413[%k0] : memref<?xf32>
                %v1321 = arith.constant 0x45000000 : f32
                %v1322 = arith.subf %v1320, %v1321 : f32
                memref.store %v1322, %l414[%k0] : memref<?xf32>
                %v1323 = memref.load %l414[%k0] : memref<?xf32>
                %v1324 = memref.load %l142[%k0] : memref<?xf32>
                %v1325 = arith.mulf %v1323, %v1324 : f32
                memref.store %v1325, %l415[%k0] : memref<?xf32>
                %v1326 = memref.load %l410[%k0] : memref<?xf32>
                %v1327 = memref.load %l415[%k0] : memref<?xf32>
                %v1328 = arith.addf %v1326, %v1327 : f32
                memref.store %v1328, %l241[%k0] : memref<?xf32>
                %v1329 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1329, %l416[%k0] : memref<?xf32>
                %v1330 = memref.load %l236[%k0] : memref<?xi32>
                %v1331 = arith.constant 240 : i32
                %v1332 = arith.andi %v1330, %v1331 : i32
                memref.store %v1332, %l417[%k0] : memref<?xi32>
                %v1333 = memref.load %l417[%k0] : memref<?xi32>
                %v1334 = memref.load %l19[%k0] : memref<?xi32>
                %v1335 = arith.ori %v1333, %v1334 : i32
                memref.store %v1335, %l418[%k0] : memref<?xi32>
                %v1336 = memref.load %l418[%k0] : memref<?xi32>
                %v1337 = arith.bitcast %v1336 : i32 to f32
                memref.store %v1337, %l419[%k0] : memref<?xf32>
                %v1338 = memref.load %l419[%k0] : memref<?xf32>
                %v1339 = arith.constant 0x49000000 : f32
                %v1340 = arith.subf %v1338, %v1339 : f32
                memref.store %v1340, %l420[%k0] : memref<?xf32>
                %v1341 = memref.load %l420[%k0] : memref<?xf32>
                %v1342 = memref.load %l143[%k0] : memref<?xf32>
                %v1343 = arith.mulf %v1341, %v1342 : f32
                memref.store %v1343, %l421[%k0] : memref<?xf32>
                %v1344 = memref.load %l416[%k0] : memref<?xf32>
                %v1345 = memref.load %l421[%k0] : memref<?xf32>
                %v1346 = arith.addf %v1344, %v1345 : f32
                memref.store %v1346, %l241[%k0] : memref<?xf32>
                %v1347 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1347, %l422[%k0] : memref<?xf32>
                %v1348 = memref.load %l236[%k0] : memref<?xi32>
                %v1349 = arith.constant 61440 : i32
                %v1350 = arith.andi %v1348, %v1349 : i32
                memref.store %v1350, %l423[%k0] : memref<?xi32>
                %v1351 = memref.load %l423[%k0] : memref<?xi32>
                %v1352 = memref.load %l21[%k0] : memref<?xi32>
                %v1353 = arith.ori %v1351, %v1352 : i32
                memref.store %v1353, %l424[%k0] : memref<?xi32>
                %v1354 = memref.load %l424[%k0] : memref<?xi32>
                %v1355 = arith.bitcast %v1354 : i32 to f32
                memref.store %v1355, %l425[%k0] : memref<?xf32>
                %v1356 = memref.load %l425[%k0] : memref<?xf32>
                %v1357 = arith.constant 0x45000000 : f32
                %v1358 = arith.subf %v1356, %v1357 : f32
                memref.store %v1358, %l426[%k0] : memref<?xf32>
                %v1359 = memref.load %l426[%k0] : memref<?xf32>
                %v1360 = memref.load %l144[%k0] : memref<?xf32>
                %v1361 = arith.mulf %v1359, %v1360 : f32
                memref.store %v1361, %l427[%k0] : memref<?xf32>
                %v1362 = memref.load %l422[%k0] : memref<?xf32>
                %v1363 = memref.load %l427[%k0] : memref<?xf32>
                %v1364 = arith.addf %v1362, %v1363 : f32
                memref.store %v1364, %l241[%k0] : memref<?xf32>
                %v1365 = memref.load %l241[%k0] : memref<?xf32>
                memref.store %v1365, %l428[%k0] : memref<?xf32>
                %v1366 = memref.load %l228[%k0] : memref<?xf32>
                %v1367 = memref.load %l428[%k0] : memref<?xf32>
                %v1368 = arith.mulf %v1366, %v1367 : f32
                memref.store %v1368, %l429[%k0] : memref<?xf32>
                %v1369 = arith.constant 16 : i32
                memref.store %v1369, %l430[%k0] : memref<?xi32>
                %v1370 = memref.load %l167[%k0] : memref<?xi32>
                %v1371 = memref.load %l430[%k0] : memref<?xi32>
                %v1372 = arith.constant 31 : i32
                %v1373 = arith.andi %v1371, %v1372 : i32
                %v1374 = arith.shrui %v1370, %v1373 : i32
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
                cf.cond_br %v1392, ^bb59, ^bb60
              ^bb59:
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
                cf.br ^bb60
              ^bb60:
                %v1407 = memref.load %l432[%k0] : memref<?xi32>
                %v1408 = arith.constant 31744 : i32
                %v1409 = arith.cmpi uge, %v1407, %v1408 : i32
                memref.store %v1409, %l442[%k0] : memref<?xi1>
                %v1410 = memref.load %l442[%k0] : memref<?xi1>
                cf.cond_br %v1410, ^bb61, ^bb62
              ^bb61:
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
                cf.br ^bb62
              ^bb62:
                %v1423 = memref.load %l431[%k0] : memref<?xi32>
                %v1424 = arith.constant 32768 : i32
                %v1425 = arith.cmpi uge, %v1423, %v1424 : i32
                memref.store %v1425, %l447[%k0] : memref<?xi1>
                %v1426 = memref.load %l447[%k0] : memref<?xi1>
                cf.cond_br %v1426, ^bb63, ^bb64
              ^bb63:
                %v1427 = memref.load %l436[%k0] : memref<?xf32>
                memref.store %v1427, %l448[%k0] : memref<?xf32>
                %v1428 = memref.load %l448[%k0] : memref<?xf32>
                %v1429 = arith.negf %v1428 : f32
                memref.store %v1429, %l436[%k0] : memref<?xf32>
                cf.br ^bb64
              ^bb64:
                %v1430 = memref.load %l436[%k0] : memref<?xf32>
                memref.store %v1430, %l449[%k0] : memref<?xf32>
                %v1431 = memref.load %l449[%k0] : memref<?xf32>
                %v1432 = memref.load %l208[%k0] : memref<?xf32>
                %v1433 = arith.mulf %v1431, %v1432 : f32
                memref.store %v1433, %l450[%k0] : memref<?xf32>
                %v1434 = memref.load %l429[%k0] : memref<?xf32>
                %v1435 = memref.load %l450[%k0] : memref<?xf32>
                %v1436 = arith.addf %v1434, %v1435 : f32
                memref.store %v1436, %l451[%k0] : memref<?xf32>
                %v1437 = memref.load %l209[%k0] : memref<?xf32>
                %v1438 = memref.load %l451[%k0] : memref<?xf32>
                %v1439 = arith.addf %v1437, %v1438 : f32
                memref.store %v1439, %l43[%k0] : memref<?xf32>
                %v1440 = memref.load %l44[%k0] : memref<?xf32>
                memref.store %v1440, %l452[%k0] : memref<?xf32>
                %v1441 = memref.load %l172[%k0] : memref<?xi32>
                %v1442 = arith.constant 65535 : i32
                %v1443 = arith.andi %v1441, %v1442 : i32
                memref.store %v1443, %l453[%k0] : memref<?xi32>
                %v1444 = memref.load %l453[%k0] : memref<?xi32>
                %v1445 = arith.constant 32767 : i32
                %v1446 = arith.andi %v1444, %v1445 : i32
                memref.store %v1446, %l454[%k0] : memref<?xi32>
                %v1447 = arith.constant 13 : i32
                memref.store %v1447, %l455[%k0] : memref<?xi32>
                %v1448 = memref.load %l454[%k0] : memref<?xi32>
                %v1449 = memref.load %l455[%k0] : memref<?xi32>
                %v1450 = arith.constant 31 : i32
                %v1451 = arith.andi %v1449, %v1450 : i32
                %v1452 = arith.shli %v1448, %v1451 : i32
                memref.store %v1452, %l456[%k0] : memref<?xi32>
                %v1453 = memref.load %l456[%k0] : memref<?xi32>
                %v1454 = arith.constant 939524096 : i32
                %v1455 = arith.addi %v1453, %v1454 : i32
                memref.store %v1455, %l457[%k0] : memref<?xi32>
                %v1456 = memref.load %l457[%k0] : memref<?xi32>
                %v1457 = arith.bitcast %v1456 : i32 to f32
                memref.store %v1457, %l458[%k0] : memref<?xf32>
                %v1458 = memref.load %l454[%k0] : memref<?xi32>
                %v1459 = arith.constant 1024 : i32
                %v1460 = arith.cmpi ult, %v1458, %v1459 : i32
                memref.store %v1460, %l459[%k0] : memref<?xi1>
                %v1461 = memref.load %l459[%k0] : memref<?xi1>
                cf.cond_br %v1461, ^bb65, ^bb66
              ^bb65:
                %v1462 = arith.constant 13 : i32
                memref.store %v1462, %l460[%k0] : memref<?xi32>
                %v1463 = memref.load %l454[%k0] : memref<?xi32>
                %v1464 = memref.load %l460[%k0] : memref<?xi32>
                %v1465 = arith.constant 31 : i32
                %v1466 = arith.andi %v1464, %v1465 : i32
                %v1467 = arith.shli %v1463, %v1466 : i32
                memref.store %v1467, %l461[%k0] : memref<?xi32>
                %v1468 = memref.load %l461[%k0] : memref<?xi32>
                %v1469 = arith.constant 947912704 : i32
                %v1470 = arith.addi %v1468, %v1469 : i32
                memref.store %v1470, %l462[%k0] : memref<?xi32>
                %v1471 = memref.load %l462[%k0] : memref<?xi32>
                %v1472 = arith.bitcast %v1471 : i32 to f32
                memref.store %v1472, %l463[%k0] : memref<?xf32>
                %v1473 = memref.load %l463[%k0] : memref<?xf32>
                %v1474 = arith.constant 0x38800000 : f32
                %v1475 = arith.subf %v1473, %v1474 : f32
                memref.store %v1475, %l458[%k0] : memref<?xf32>
                cf.br ^bb66
              ^bb66:
                %v1476 = memref.load %l454[%k0] : memref<?xi32>
                %v1477 = arith.constant 31744 : i32
                %v1478 = arith.cmpi uge, %v1476, %v1477 : i32
                memref.store %v1478, %l464[%k0] : memref<?xi1>
                %v1479 = memref.load %l464[%k0] : memref<?xi1>
                cf.cond_br %v1479, ^bb67, ^bb68
              ^bb67:
                %v1480 = arith.constant 13 : i32
                memref.store %v1480, %l465[%k0] : memref<?xi32>
                %v1481 = memref.load %l454[%k0] : memref<?xi32>
                %v1482 = memref.load %l465[%k0] : memref<?xi32>
                %v1483 = arith.constant 31 : i32
                %v1484 = arith.andi %v1482, %v1483 : i32
                %v1485 = arith.shli %v1481, %v1484 : i32
                memref.store %v1485, %l466[%k0] : memref<?xi32>
                %v1486 = memref.load %l466[%k0] : memref<?xi32>
                %v1487 = arith.constant 1879048192 : i32
                %v1488 = arith.addi %v1486, %v1487 : i32
                memref.store %v1488, %l467[%k0] : memref<?xi32>
                %v1489 = memref.load %l467[%k0] : memref<?xi32>
                %v1490 = arith.bitcast %v1489 : i32 to f32
                memref.store %v1490, %l468[%k0] : memref<?xf32>
                %v1491 = memref.load %l468[%k0] : memref<?xf32>
                memref.store %v1491, %l458[%k0] : memref<?xf32>
                cf.br ^bb68
              ^bb68:
                %v1492 = memref.load %l453[%k0] : memref<?xi32>
                %v1493 = arith.constant 32768 : i32
                %v1494 = arith.cmpi uge, %v1492, %v1493 : i32
                memref.store %v1494, %l469[%k0] : memref<?xi1>
                %v1495 = memref.load %l469[%k0] : memref<?xi1>
                cf.cond_br %v1495, ^bb69, ^bb70
              ^bb69:
                %v1496 = memref.load %l458[%k0] : memref<?xf32>
                memref.store %v1496, %l470[%k0] : memref<?xf32>
                %v1497 = memref.load %l470[%k0] : memref<?xf32>
                %v1498 = arith.negf %v1497 : f32
                memref.store %v1498, %l458[%k0] : memref<?xf32>
                cf.br ^bb70
              ^bb70:
                %v1499 = memref.load %l458[%k0] : memref<?xf32>
                memref.store %v1499, %l471[%k0] : memref<?xf32>
                %v1500 = arith.constant 16 : i32
                memref.store %v1500, %l472[%k0] : memref<?xi32>
                %v1501 = memref.load %l173[%k0] : memref<?xi32>
                %v1502 = memref.load %l472[%k0] : memref<?xi32>
                %v1503 = arith.constant 31 : i32
                %v1504 = arith.andi %v1502, %v1503 : i32
                %v1505 = arith.shrui %v1501, %v1504 : i32
                memref.store %v1505, %l473[%k0] : memref<?xi32>
                %v1506 = arith.constant 16 : i32
                memref.store %v1506, %l474[%k0] : memref<?xi32>
                %v1507 = memref.load %l174[%k0] : memref<?xi32>
                %v1508 = memref.load %l474[%k0] : memref<?xi32>
                %v1509 = arith.constant 31 : i32
                %v1510 = arith.andi %v1508, %v1509 : i32
                %v1511 = arith.shrui %v1507, %v1510 : i32
                memref.store %v1511, %l475[%k0] : memref<?xi32>
                %v1512 = arith.constant 16 : i32
                memref.store %v1512, %l476[%k0] : memref<?xi32>
                %v1513 = memref.load %l175[%k0] : memref<?xi32>
                %v1514 = memref.load %l476[%k0] : memref<?xi32>
                %v1515 = arith.constant 31 : i32
                %v1516 = arith.andi %v1514, %v1515 : i32
                %v1517 = arith.shrui %v1513, %v1516 : i32
                memref.store %v1517, %l477[%k0] : memref<?xi32>
                %v1518 = arith.constant 16 : i32
                memref.store %v1518, %l478[%k0] : memref<?xi32>
                %v1519 = memref.load %l176[%k0] : memref<?xi32>
                %v1520 = memref.load %l478[%k0] : memref<?xi32>
                %v1521 = arith.constant 31 : i32
                %v1522 = arith.andi %v1520, %v1521 : i32
                %v1523 = arith.shrui %v1519, %v1522 : i32
                memref.store %v1523, %l479[%k0] : memref<?xi32>
                %v1524 = memref.load %l173[%k0] : memref<?xi32>
                %v1525 = arith.constant 15 : i32
                %v1526 = arith.andi %v1524, %v1525 : i32
                memref.store %v1526, %l480[%k0] : memref<?xi32>
                %v1527 = memref.load %l480[%k0] : memref<?xi32>
                %v1528 = memref.load %l18[%k0] : memref<?xi32>
                %v1529 = arith.ori %v1527, %v1528 : i32
                memref.store %v1529, %l481[%k0] : memref<?xi32>
                %v1530 = memref.load %l481[%k0] : memref<?xi32>
                %v1531 = arith.bitcast %v1530 : i32 to f32
                memref.store %v1531, %l482[%k0] : memref<?xf32>
                %v1532 = memref.load %l482[%k0] : memref<?xf32>
                %v1533 = arith.constant 0x4B000000 : f32
                %v1534 = arith.subf %v1532, %v1533 : f32
                memref.store %v1534, %l483[%k0] : memref<?xf32>
                %v1535 = memref.load %l483[%k0] : memref<?xf32>
                %v1536 = memref.load %l113[%k0] : memref<?xf32>
                %v1537 = arith.mulf %v1535, %v1536 : f32
                memref.store %v1537, %l484[%k0] : memref<?xf32>
                %v1538 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1538, %l485[%k0] : memref<?xf32>
                %v1539 = memref.load %l173[%k0] : memref<?xi32>
                %v1540 = arith.constant 3840 : i32
                %v1541 = arith.andi %v1539, %v1540 : i32
                memref.store %v1541, %l486[%k0] : memref<?xi32>
                %v1542 = memref.load %l486[%k0] : memref<?xi32>
                %v1543 = memref.load %l20[%k0] : memref<?xi32>
                %v1544 = arith.ori %v1542, %v1543 : i32
                memref.store %v1544, %l487[%k0] : memref<?xi32>
                %v1545 = memref.load %l487[%k0] : memref<?xi32>
                %v1546 = arith.bitcast %v1545 : i32 to f32
                memref.store %v1546, %l488[%k0] : memref<?xf32>
                %v1547 = memref.load %l488[%k0] : memref<?xf32>
                %v1548 = arith.constant 0x47000000 : f32
                %v1549 = arith.subf %v1547, %v1548 : f32
                memref.store %v1549, %l489[%k0] : memref<?xf32>
                %v1550 = memref.load %l489[%k0] : memref<?xf32>
                %v1551 = memref.load %l114[%k0] : memref<?xf32>
                %v1552 = arith.mulf %v1550, %v1551 : f32
                memref.store %v1552, %l490[%k0] : memref<?xf32>
                %v1553 = memref.load %l485[%k0] : memref<?xf32>
                %v1554 = memref.load %l490[%k0] : memref<?xf32>
                %v1555 = arith.addf %v1553, %v1554 : f32
                memref.store %v1555, %l484[%k0] : memref<?xf32>
                %v1556 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1556, %l491[%k0] : memref<?xf32>
                %v1557 = memref.load %l173[%k0] : memref<?xi32>
                %v1558 = arith.constant 983040 : i32
                %v1559 = arith.andi %v1557, %v1558 : i32
                memref.store %v1559, %l492[%k0] : memref<?xi32>
                %v1560 = memref.load %l492[%k0] : memref<?xi32>
                %v1561 = memref.load %l22[%k0] : memref<?xi32>
                %v1562 = arith.ori %v1560, %v1561 : i32
                memref.store %v1562, %l493[%k0] : memref<?xi32>
                %v1563 = memref.load %l493[%k0] : memref<?xi32>
                %v1564 = arith.bitcast %v1563 : i32 to f32
                memref.store %v1564, %l494[%k0] : memref<?xf32>
                %v1565 = memref.load %l494[%k0] : memref<?xf32>
                %v1566 = arith.constant 0x43000000 : f32
                %v1567 = arith.subf %v1565, %v1566 : f32
                memref.store %v1567, %l495[%k0] : memref<?xf32>
                %v1568 = memref.load %l495[%k0] : memref<?xf32>
                %v1569 = memref.load %l115[%k0] : memref<?xf32>
                %v1570 = arith.mulf %v1568, %v1569 : f32
                memref.store %v1570, %l496[%k0] : memref<?xf32>
                %v1571 = memref.load %l491[%k0] : memref<?xf32>
                %v1572 = memref.load %l496[%k0] : memref<?xf32>
                %v1573 = arith.addf %v1571, %v1572 : f32
                memref.store %v1573, %l484[%k0] : memref<?xf32>
                %v1574 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1574, %l497[%k0] : memref<?xf32>
                %v1575 = memref.load %l473[%k0] : memref<?xi32>
                %v1576 = arith.constant 3840 : i32
                %v1577 = arith.andi %v1575, %v1576 : i32
                memref.store %v1577, %l498[%k0] : memref<?xi32>
                %v1578 = memref.load %l498[%k0] : memref<?xi32>
                %v1579 = memref.load %l20[%k0] : memref<?xi32>
                %v1580 = arith.ori %v1578, %v1579 : i32
                memref.store %v1580, %l499[%k0] : memref<?xi32>
                %v1581 = memref.load %l499[%k0] : memref<?xi32>
                %v1582 = arith.bitcast %v1581 : i32 to f32
                memref.store %v1582, %l500[%k0] : memref<?xf32>
                %v1583 = memref.load %l500[%k0] : memref<?xf32>
                %v1584 = arith.constant 0x47000000 : f32
                %v1585 = arith.subf %v1583, %v1584 : f32
                memref.store %v1585, %l501[%k0] : memref<?xf32>
                %v1586 = memref.load %l501[%k0] : memref<?xf32>
                %v1587 = memref.load %l116[%k0] : memref<?xf32>
                %v1588 = arith.mulf %v1586, %v1587 : f32
                memref.store %v1588, %l502[%k0] : memref<?xf32>
                %v1589 = memref.load %l497[%k0] : memref<?xf32>
                %v1590 = memref.load %l502[%k0] : memref<?xf32>
                %v1591 = arith.addf %v1589, %v1590 : f32
                memref.store %v1591, %l484[%k0] : memref<?xf32>
                %v1592 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1592, %l503[%k0] : memref<?xf32>
                %v1593 = memref.load %l174[%k0] : memref<?xi32>
                %v1594 = arith.constant 15 : i32
                %v1595 = arith.andi %v1593, %v1594 : i32
                memref.store %v1595, %l504[%k0] : memref<?xi32>
                %v1596 = memref.load %l504[%k0] : memref<?xi32>
                %v1597 = memref.load %l18[%k0] : memref<?xi32>
                %v1598 = arith.ori %v1596, %v1597 : i32
                memref.store %v1598, %l505[%k0] : memref<?xi32>
                %v1599 = memref.load %l505[%k0] : memref<?xi32>
                %v1600 = arith.bitcast %v1599 : i32 to f32
                memref.store %v1600, %l506[%k0] : memref<?xf32>
                %v1601 = memref.load %l506[%k0] : memref<?xf32>
                %v1602 = arith.constant 0x4B000000 : f32
                %v1603 = arith.subf %v1601, %v1602 : f32
                memref.store %v1603, %l507[%k0] : memref<?xf32>
                %v1604 = memref.load %l507[%k0] : memref<?xf32>
                %v1605 = memref.load %l117[%k0] : memref<?xf32>
                %v1606 = arith.mulf %v1604, %v1605 : f32
                memref.store %v1606, %l508[%k0] : memref<?xf32>
                %v1607 = memref.load %l503[%k0] : memref<?xf32>
                %v1608 = memref.load %l508[%k0] : memref<?xf32>
                %v1609 = arith.addf %v1607, %v1608 : f32
                memref.store %v1609, %l484[%k0] : memref<?xf32>
                %v1610 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1610, %l509[%k0] : memref<?xf32>
                %v1611 = memref.load %l174[%k0] : memref<?xi32>
                %v1612 = arith.constant 3840 : i32
                %v1613 = arith.andi %v1611, %v1612 : i32
                memref.store %v1613, %l510[%k0] : memref<?xi32>
                %v1614 = memref.load %l510[%k0] : memref<?xi32>
                %v1615 = memref.load %l20[%k0] : memref<?xi32>
                %v1616 = arith.ori %v1614, %v1615 : i32
                memref.store %v1616, %l511[%k0] : memref<?xi32>
                %v1617 = memref.load %l511[%k0] : memref<?xi32>
                %v1618 = arith.bitcast %v1617 : i32 to f32
                memref.store %v1618, %l512[%k0] : memref<?xf32>
                %v1619 = memref.load %l512[%k0] : memref<?xf32>
                %v1620 = arith.constant 0x47000000 : f32
                %v1621 = arith.subf %v1619, %v1620 : f32
                memref.store %v1621, %l513[%k0] : memref<?xf32>
                %v1622 = memref.load %l513[%k0] : memref<?xf32>
                %v1623 = memref.load %l118[%k0] : memref<?xf32>
                %v1624 = arith.mulf %v1622, %v1623 : f32
                memref.store %v1624, %l514[%k0] : memref<?xf32>
                %v1625 = memref.load %l509[%k0] : memref<?xf32>
                %v1626 = memref.load %l514[%k0] : memref<?xf32>
                %v1627 = arith.addf %v1625, %v1626 : f32
                memref.store %v1627, %l484[%k0] : memref<?xf32>
                %v1628 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1628, %l515[%k0] : memref<?xf32>
                %v1629 = memref.load %l174[%k0] : memref<?xi32>
                %v1630 = arith.constant 983040 : i32
                %v1631 = arith.andi %v1629, %v1630 : i32
                memref.store %v1631, %l516[%k0] : memref<?xi32>
                %v1632 = memref.load %l516[%k0] : memref<?xi32>
                %v1633 = memref.load %l22[%k0] : memref<?xi32>
                %v1634 = arith.ori %v1632, %v1633 : i32
                memref.store %v1634, %l517[%k0] : memref<?xi32>
                %v1635 = memref.load %l517[%k0] : memref<?xi32>
                %v1636 = arith.bitcast %v1635 : i32 to f32
                memref.store %v1636, %l518[%k0] : memref<?xf32>
                %v1637 = memref.load %l518[%k0] : memref<?xf32>
                %v1638 = arith.constant 0x43000000 : f32
                %v1639 = arith.subf %v1637, %v1638 : f32
                memref.store %v1639, %l519[%k0] : memref<?xf32>
                %v1640 = memref.load %l519[%k0] : memref<?xf32>
                %v1641 = memref.load %l119[%k0] : memref<?xf32>
                %v1642 = arith.mulf %v1640, %v1641 : f32
                memref.store %v1642, %l520[%k0] : memref<?xf32>
                %v1643 = memref.load %l515[%k0] : memref<?xf32>
                %v1644 = memref.load %l520[%k0] : memref<?xf32>
                %v1645 = arith.addf %v1643, %v1644 : f32
                memref.store %v1645, %l484[%k0] : memref<?xf32>
                %v1646 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1646, %l521[%k0] : memref<?xf32>
                %v1647 = memref.load %l475[%k0] : memref<?xi32>
                %v1648 = arith.constant 3840 : i32
                %v1649 = arith.andi %v1647, %v1648 : i32
                memref.store %v1649, %l522[%k0] : memref<?xi32>
                %v1650 = memref.load %l522[%k0] : memref<?xi32>
                %v1651 = memref.load %l20[%k0] : memref<?xi32>
                %v1652 = arith.ori %v1650, %v1651 : i32
                memref.store %v1652, %l523[%k0] : memref<?xi32>
                %v1653 = memref.load %l523[%k0] : memref<?xi32>
                %v1654 = arith.bitcast %v1653 : i32 to f32
                memref.store %v1654, %l524[%k0] : memref<?xf32>
                %v1655 = memref.load %l524[%k0] : memref<?xf32>
                %v1656 = arith.constant 0x47000000 : f32
                %v1657 = arith.subf %v1655, %v1656 : f32
                memref.store %v1657, %l525[%k0] : memref<?xf32>
                %v1658 = memref.load %l525[%k0] : memref<?xf32>
                %v1659 = memref.load %l120[%k0] : memref<?xf32>
                %v1660 = arith.mulf %v1658, %v1659 : f32
                memref.store %v1660, %l526[%k0] : memref<?xf32>
                %v1661 = memref.load %l521[%k0] : memref<?xf32>
                %v1662 = memref.load %l526[%k0] : memref<?xf32>
                %v1663 = arith.addf %v1661, %v1662 : f32
                memref.store %v1663, %l484[%k0] : memref<?xf32>
                %v1664 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1664, %l527[%k0] : memref<?xf32>
                %v1665 = memref.load %l175[%k0] : memref<?xi32>
                %v1666 = arith.constant 15 : i32
                %v1667 = arith.andi %v1665, %v1666 : i32
                memref.store %v1667, %l528[%k0] : memref<?xi32>
                %v1668 = memref.load %l528[%k0] : memref<?xi32>
                %v1669 = memref.load %l18[%k0] : memref<?xi32>
                %v1670 = arith.ori %v1668, %v1669 : i32
                memref.store %v1670, %l529[%k0] : memref<?xi32>
                %v1671 = memref.load %l529[%k0] : memref<?xi32>
                %v1672 = arith.bitcast %v1671 : i32 to f32
                memref.store %v1672, %l530[%k0] : memref<?xf32>
                %v1673 = memref.load %l530[%k0] : memref<?xf32>
                %v1674 = arith.constant 0x4B000000 : f32
                %v1675 = arith.subf %v1673, %v1674 : f32
                memref.store %v1675, %l531[%k0] : memref<?xf32>
                %v1676 = memref.load %l531[%k0] : memref<?xf32>
                %v1677 = memref.load %l121[%k0] : memref<?xf32>
                %v1678 = arith.mulf %v1676, %v1677 : f32
                memref.store %v1678, %l532[%k0] : memref<?xf32>
                %v1679 = memref.load %l527[%k0] : memref<?xf32>
                %v1680 = memref.load %l532[%k0] : memref<?xf32>
                %v1681 = arith.addf %v1679, %v1680 : f32
                memref.store %v1681, %l484[%k0] : memref<?xf32>
                %v1682 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1682, %l533[%k0] : memref<?xf32>
                %v1683 = memref.load %l175[%k0] : memref<?xi32>
                %v1684 = arith.constant 3840 : i32
                %v1685 = arith.andi %v1683, %v1684 : i32
                memref.store %v1685, %l534[%k0] : memref<?xi32>
                %v1686 = memref.load %l534[%k0] : memref<?xi32>
                %v1687 = memref.load %l20[%k0] : memref<?xi32>
                %v1688 = arith.ori %v1686, %v1687 : i32
                memref.store %v1688, %l535[%k0] : memref<?xi32>
                %v1689 = memref.load %l535[%k0] : memref<?xi32>
                %v1690 = arith.bitcast %v1689 : i32 to f32
                memref.store %v1690, %l536[%k0] : memref<?xf32>
                %v1691 = memref.load %l536[%k0] : memref<?xf32>
                %v1692 = arith.constant 0x47000000 : f32
                %v1693 = arith.subf %v1691, %v1692 : f32
                memref.store %v1693, %l537[%k0] : memref<?xf32>
                %v1694 = memref.load %l537[%k0] : memref<?xf32>
                %v1695 = memref.load %l122[%k0] : memref<?xf32>
                %v1696 = arith.mulf %v1694, %v1695 : f32
                memref.store %v1696, %l538[%k0] : memref<?xf32>
                %v1697 = memref.load %l533[%k0] : memref<?xf32>
                %v1698 = memref.load %l538[%k0] : memref<?xf32>
                %v1699 = arith.addf %v1697, %v1698 : f32
                memref.store %v1699, %l484[%k0] : memref<?xf32>
                %v1700 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1700, %l539[%k0] : memref<?xf32>
                %v1701 = memref.load %l175[%k0] : memref<?xi32>
                %v1702 = arith.constant 983040 : i32
                %v1703 = arith.andi %v1701, %v1702 : i32
                memref.store %v1703, %l540[%k0] : memref<?xi32>
                %v1704 = memref.load %l540[%k0] : memref<?xi32>
                %v1705 = memref.load %l22[%k0] : memref<?xi32>
                %v1706 = arith.ori %v1704, %v1705 : i32
                memref.store %v1706, %l541[%k0] : memref<?xi32>
                %v1707 = memref.load %l541[%k0] : memref<?xi32>
                %v1708 = arith.bitcast %v1707 : i32 to f32
                memref.store %v1708, %l542[%k0] : memref<?xf32>
                %v1709 = memref.load %l542[%k0] : memref<?xf32>
                %v1710 = arith.constant 0x43000000 : f32
                %v1711 = arith.subf %v1709, %v1710 : f32
                memref.store %v1711, %l543[%k0] : memref<?xf32>
                %v1712 = memref.load %l543[%k0] : memref<?xf32>
                %v1713 = memref.load %l123[%k0] : memref<?xf32>
                %v1714 = arith.mulf %v1712, %v1713 : f32
                memref.store %v1714, %l544[%k0] : memref<?xf32>
                %v1715 = memref.load %l539[%k0] : memref<?xf32>
                %v1716 = memref.load %l544[%k0] : memref<?xf32>
                %v1717 = arith.addf %v1715, %v1716 : f32
                memref.store %v1717, %l484[%k0] : memref<?xf32>
                %v1718 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1718, %l545[%k0] : memref<?xf32>
                %v1719 = memref.load %l477[%k0] : memref<?xi32>
                %v1720 = arith.constant 3840 : i32
                %v1721 = arith.andi %v1719, %v1720 : i32
                memref.store %v1721, %l546[%k0] : memref<?xi32>
                %v1722 = memref.load %l546[%k0] : memref<?xi32>
                %v1723 = memref.load %l20[%k0] : memref<?xi32>
                %v1724 = arith.ori %v1722, %v1723 : i32
                memref.store %v1724, %l547[%k0] : memref<?xi32>
                %v1725 = memref.load %l547[%k0] : memref<?xi32>
                %v1726 = arith.bitcast %v1725 : i32 to f32
                memref.store %v1726, %l548[%k0] : memref<?xf32>
                %v1727 = memref.load %l548[%k0] : memref<?xf32>
                %v1728 = arith.constant 0x47000000 : f32
                %v1729 = arith.subf %v1727, %v1728 : f32
                memref.store %v1729, %l549[%k0] : memref<?xf32>
                %v1730 = memref.load %l549[%k0] : memref<?xf32>
                %v1731 = memref.load %l124[%k0] : memref<?xf32>
                %v1732 = arith.mulf %v1730, %v1731 : f32
                memref.store %v1732, %l550[%k0] : memref<?xf32>
                %v1733 = memref.load %l545[%k0] : memref<?xf32>
                %v1734 = memref.load %l550[%k0] : memref<?xf32>
                %v1735 = arith.addf %v1733, %v1734 : f32
                memref.store %v1735, %l484[%k0] : memref<?xf32>
                %v1736 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1736, %l551[%k0] : memref<?xf32>
                %v1737 = memref.load %l176[%k0] : memref<?xi32>
                %v1738 = arith.constant 15 : i32
                %v1739 = arith.andi %v1737, %v1738 : i32
                memref.store %v1739, %l552[%k0] : memref<?xi32>
                %v1740 = memref.load %l552[%k0] : memref<?xi32>
                %v1741 = memref.load %l18[%k0] : memref<?xi32>
                %v1742 = arith.ori %v1740, %v1741 : i32
                memref.store %v1742, %l553[%k0] : memref<?xi32>
                %v1743 = memref.load %l553[%k0] : memref<?xi32>
                %v1744 = arith.bitcast %v1743 : i32 to f32
                memref.store %v1744, %l554[%k0] : memref<?xf32>
                %v1745 = memref.load %l554[%k0] : memref<?xf32>
                %v1746 = arith.constant 0x4B000000 : f32
                %v1747 = arith.subf %v1745, %v1746 : f32
                memref.store %v1747, %l555[%k0] : memref<?xf32>
                %v1748 = memref.load %l555[%k0] : memref<?xf32>
                %v1749 = memref.load %l125[%k0] : memref<?xf32>
                %v1750 = arith.mulf %v1748, %v1749 : f32
                memref.store %v1750, %l556[%k0] : memref<?xf32>
                %v1751 = memref.load %l551[%k0] : memref<?xf32>
                %v1752 = memref.load %l556[%k0] : memref<?xf32>
                %v1753 = arith.addf %v1751, %v1752 : f32
                memref.store %v1753, %l484[%k0] : memref<?xf32>
                %v1754 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1754, %l557[%k0] : memref<?xf32>
                %v1755 = memref.load %l176[%k0] : memref<?xi32>
                %v1756 = arith.constant 3840 : i32
                %v1757 = arith.andi %v1755, %v1756 : i32
                memref.store %v1757, %l558[%k0] : memref<?xi32>
                %v1758 = memref.load %l558[%k0] : memref<?xi32>
                %v1759 = memref.load %l20[%k0] : memref<?xi32>
                %v1760 = arith.ori %v1758, %v1759 : i32
                memref.store %v1760, %l559[%k0] : memref<?xi32>
                %v1761 = memref.load %l559[%k0] : memref<?xi32>
                %v1762 = arith.bitcast %v1761 : i32 to f32
                memref.store %v1762, %l560[%k0] : memref<?xf32>
                %v1763 = memref.load %l560[%k0] : memref<?xf32>
                %v1764 = arith.constant 0x47000000 : f32
                %v1765 = arith.subf %v1763, %v1764 : f32
                memref.store %v1765, %l561[%k0] : memref<?xf32>
                %v1766 = memref.load %l561[%k0] : memref<?xf32>
                %v1767 = memref.load %l126[%k0] : memref<?xf32>
                %v1768 = arith.mulf %v1766, %v1767 : f32
                memref.store %v1768, %l562[%k0] : memref<?xf32>
                %v1769 = memref.load %l557[%k0] : memref<?xf32>
                %v1770 = memref.load %l562[%k0] : memref<?xf32>
                %v1771 = arith.addf %v1769, %v1770 : f32
                memref.store %v1771, %l484[%k0] : memref<?xf32>
                %v1772 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1772, %l563[%k0] : memref<?xf32>
                %v1773 = memref.load %l176[%k0] : memref<?xi32>
                %v1774 = arith.constant 983040 : i32
                %v1775 = arith.andi %v1773, %v1774 : i32
                memref.store %v1775, %l564[%k0] : memref<?xi32>
                %v1776 = memref.load %l564[%k0] : memref<?xi32>
                %v1777 = memref.load %l22[%k0] : memref<?xi32>
                %v1778 = arith.ori %v1776, %v1777 : i32
                memref.store %v1778, %l565[%k0] : memref<?xi32>
                %v1779 = memref.load %l565[%k0] : memref<?xi32>
                %v1780 = arith.bitcast %v1779 : i32 to f32
                memref.store %v1780, %l566[%k0] : memref<?xf32>
                %v1781 = memref.load %l566[%k0] : memref<?xf32>
                %v1782 = arith.constant 0x43000000 : f32
                %v1783 = arith.subf %v1781, %v1782 : f32
                memref.store %v1783, %l567[%k0] : memref<?xf32>
                %v1784 = memref.load %l567[%k0] : memref<?xf32>
                %v1785 = memref.load %l127[%k0] : memref<?xf32>
                %v1786 = arith.mulf %v1784, %v1785 : f32
                memref.store %v1786, %l568[%k0] : memref<?xf32>
                %v1787 = memref.load %l563[%k0] : memref<?xf32>
                %v1788 = memref.load %l568[%k0] : memref<?xf32>
                %v1789 = arith.addf %v1787, %v1788 : f32
                memref.store %v1789, %l484[%k0] : memref<?xf32>
                %v1790 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1790, %l569[%k0] : memref<?xf32>
                %v1791 = memref.load %l479[%k0] : memref<?xi32>
                %v1792 = arith.constant 3840 : i32
                %v1793 = arith.andi %v1791, %v1792 : i32
                memref.store %v1793, %l570[%k0] : memref<?xi32>
                %v1794 = memref.load %l570[%k0] : memref<?xi32>
                %v1795 = memref.load %l20[%k0] : memref<?xi32>
                %v1796 = arith.ori %v1794, %v1795 : i32
                memref.store %v1796, %l571[%k0] : memref<?xi32>
                %v1797 = memref.load %l571[%k0] : memref<?xi32>
                %v1798 = arith.bitcast %v1797 : i32 to f32
                memref.store %v1798, %l572[%k0] : memref<?xf32>
                %v1799 = memref.load %l572[%k0] : memref<?xf32>
                %v1800 = arith.constant 0x47000000 : f32
                %v1801 = arith.subf %v1799, %v1800 : f32
                memref.store %v1801, %l573[%k0] : memref<?xf32>
                %v1802 = memref.load %l573[%k0] : memref<?xf32>
                %v1803 = memref.load %l128[%k0] : memref<?xf32>
                %v1804 = arith.mulf %v1802, %v1803 : f32
                memref.store %v1804, %l574[%k0] : memref<?xf32>
                %v1805 = memref.load %l569[%k0] : memref<?xf32>
                %v1806 = memref.load %l574[%k0] : memref<?xf32>
                %v1807 = arith.addf %v1805, %v1806 : f32
                memref.store %v1807, %l484[%k0] : memref<?xf32>
                %v1808 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1808, %l575[%k0] : memref<?xf32>
                %v1809 = memref.load %l173[%k0] : memref<?xi32>
                %v1810 = arith.constant 240 : i32
                %v1811 = arith.andi %v1809, %v1810 : i32
                memref.store %v1811, %l576[%k0] : memref<?xi32>
                %v1812 = memref.load %l576[%k0] : memref<?xi32>
                %v1813 = memref.load %l19[%k0] : memref<?xi32>
                %v1814 = arith.ori %v1812, %v1813 : i32
                memref.store %v1814, %l577[%k0] : memref<?xi32>
                %v1815 = memref.load %l577[%k0] : memref<?xi32>
                %v1816 = arith.bitcast %v1815 : i32 to f32
                memref.store %v1816, %l578[%k0] : memref<?xf32>
                %v1817 = memref.load %l578[%k0] : memref<?xf32>
                %v1818 = arith.constant 0x49000000 : f32
                %v1819 = arith.subf %v1817, %v1818 : f32
                memref.store %v1819, %l579[%k0] : memref<?xf32>
                %v1820 = memref.load %l579[%k0] : memref<?xf32>
                %v1821 = memref.load %l129[%k0] : memref<?xf32>
                %v1822 = arith.mulf %v1820, %v1821 : f32
                memref.store %v1822, %l580[%k0] : memref<?xf32>
                %v1823 = memref.load %l575[%k0] : memref<?xf32>
                %v1824 = memref.load %l580[%k0] : memref<?xf32>
                %v1825 = arith.addf %v1823, %v1824 : f32
                memref.store %v1825, %l484[%k0] : memref<?xf32>
                %v1826 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1826, %l581[%k0] : memref<?xf32>
                %v1827 = memref.load %l173[%k0] : memref<?xi32>
                %v1828 = arith.constant 61440 : i32
                %v1829 = arith.andi %v1827, %v1828 : i32
                memref.store %v1829, %l582[%k0] : memref<?xi32>
                %v1830 = memref.load %l582[%k0] : memref<?xi32>
                %v1831 = memref.load %l21[%k0] : memref<?xi32>
                %v1832 = arith.ori %v1830, %v1831 : i32
                memref.store %v1832, %l583[%k0] : memref<?xi32>
                %v1833 = memref.load %l583[%k0] : memref<?xi32>
                %v1834 = arith.bitcast %v1833 : i32 to f32
                memref.store %v1834, %l584[%k0] : memref<?xf32>
                %v1835 = memref.load %l584[%k0] : memref<?xf32>
                %v1836 = arith.constant 0x45000000 : f32
                %v1837 = arith.subf %v1835, %v1836 : f32
                memref.store %v1837, %l585[%k0] : memref<?xf32>
                %v1838 = memref.load %l585[%k0] : memref<?xf32>
                %v1839 = memref.load %l130[%k0] : memref<?xf32>
                %v1840 = arith.mulf %v1838, %v1839 : f32
                memref.store %v1840, %l586[%k0] : memref<?xf32>
                %v1841 = memref.load %l581[%k0] : memref<?xf32>
                %v1842 = memref.load %l586[%k0] : memref<?xf32>
                %v1843 = arith.addf %v1841, %v1842 : f32
                memref.store %v1843, %l484[%k0] : memref<?xf32>
                %v1844 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1844, %l587[%k0] : memref<?xf32>
                %v1845 = memref.load %l473[%k0] : memref<?xi32>
                %v1846 = arith.constant 240 : i32
                %v1847 = arith.andi %v1845, %v1846 : i32
                memref.store %v1847, %l588[%k0] : memref<?xi32>
                %v1848 = memref.load %l588[%k0] : memref<?xi32>
                %v1849 = memref.load %l19[%k0] : memref<?xi32>
                %v1850 = arith.ori %v1848, %v1849 : i32
                memref.store %v1850, %l589[%k0] : memref<?xi32>
                %v1851 = memref.load %l589[%k0] : memref<?xi32>
                %v1852 = arith.bitcast %v1851 : i32 to f32
                memref.store %v1852, %l590[%k0] : memref<?xf32>
                %v1853 = memref.load %l590[%k0] : memref<?xf32>
                %v1854 = arith.constant 0x49000000 : f32
                %v1855 = arith.subf %v1853, %v1854 : f32
                memref.store %v1855, %l591[%k0] : memref<?xf32>
                %v1856 = memref.load %l591[%k0] : memref<?xf32>
                %v1857 = memref.load %l131[%k0] : memref<?xf32>
                %v1858 = arith.mulf %v1856, %v1857 : f32
                memref.store %v1858, %l592[%k0] : memref<?xf32>
                %v1859 = memref.load %l587[%k0] : memref<?xf32>
                %v1860 = memref.load %l592[%k0] : memref<?xf32>
                %v1861 = arith.addf %v1859, %v1860 : f32
                memref.store %v1861, %l484[%k0] : memref<?xf32>
                %v1862 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1862, %l593[%k0] : memref<?xf32>
                %v1863 = memref.load %l473[%k0] : memref<?xi32>
                %v1864 = arith.constant 61440 : i32
                %v1865 = arith.andi %v1863, %v1864 : i32
                memref.store %v1865, %l594[%k0] : memref<?xi32>
                %v1866 = memref.load %l594[%k0] : memref<?xi32>
                %v1867 = memref.load %l21[%k0] : memref<?xi32>
                %v1868 = arith.ori %v1866, %v1867 : i32
                memref.store %v1868, %l595[%k0] : memref<?xi32>
                %v1869 = memref.load %l595[%k0] : memref<?xi32>
                %v1870 = arith.bitcast %v1869 : i32 to f32
                memref.store %v1870, %l596[%k0] : memref<?xf32>
                %v1871 = memref.load %l596[%k0] : memref<?xf32>
                %v1872 = arith.constant 0x45000000 : f32
                %v1873 = arith.subf %v1871, %v1872 : f32
                memref.store %v1873, %l597[%k0] : memref<?xf32>
                %v1874 = memref.load %l597[%k0] : memref<?xf32>
                %v1875 = memref.load %l132[%k0] : memref<?xf32>
                %v1876 = arith.mulf %v1874, %v1875 : f32
                memref.store %v1876, %l598[%k0] : memref<?xf32>
                %v1877 = memref.load %l593[%k0] : memref<?xf32>
                %v1878 = memref.load %l598[%k0] : memref<?xf32>
                %v1879 = arith.addf %v1877, %v1878 : f32
                memref.store %v1879, %l484[%k0] : memref<?xf32>
                %v1880 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1880, %l599[%k0] : memref<?xf32>
                %v1881 = memref.load %l174[%k0] : memref<?xi32>
                %v1882 = arith.constant 240 : i32
                %v1883 = arith.andi %v1881, %v1882 : i32
                memref.store %v1883, %l600[%k0] : memref<?xi32>
                %v1884 = memref.load %l600[%k0] : memref<?xi32>
                %v1885 = memref.load %l19[%k0] : memref<?xi32>
                %v1886 = arith.ori %v1884, %v1885 : i32
                memref.store %v1886, %l601[%k0] : memref<?xi32>
                %v1887 = memref.load %l601[%k0] : memref<?xi32>
                %v1888 = arith.bitcast %v1887 : i32 to f32
                memref.store %v1888, %l602[%k0] : memref<?xf32>
                %v1889 = memref.load %l602[%k0] : memref<?xf32>
                %v1890 = arith.constant 0x49000000 : f32
                %v1891 = arith.subf %v1889, %v1890 : f32
                memref.store %v1891, %l603[%k0] : memref<?xf32>
                %v1892 = memref.load %l603[%k0] : memref<?xf32>
                %v1893 = memref.load %l133[%k0] : memref<?xf32>
                %v1894 = arith.mulf %v1892, %v1893 : f32
                memref.store %v1894, %l604[%k0] : memref<?xf32>
                %v1895 = memref.load %l599[%k0] : memref<?xf32>
                %v1896 = memref.load %l604[%k0] : memref<?xf32>
                %v1897 = arith.addf %v1895, %v1896 : f32
                memref.store %v1897, %l484[%k0] : memref<?xf32>
                %v1898 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1898, %l605[%k0] : memref<?xf32>
                %v1899 = memref.load %l174[%k0] : memref<?xi32>
                %v1900 = arith.constant 61440 : i32
                %v1901 = arith.andi %v1899, %v1900 : i32
                memref.store %v1901, %l606[%k0] : memref<?xi32>
                %v1902 = memref.load %l606[%k0] : memref<?xi32>
                %v1903 = memref.load %l21[%k0] : memref<?xi32>
                %v1904 = arith.ori %v1902, %v1903 : i32
                memref.store %v1904, %l607[%k0] : memref<?xi32>
                %v1905 = memref.load %l607[%k0] : memref<?xi32>
                %v1906 = arith.bitcast %v1905 : i32 to f32
                memref.store %v1906, %l608[%k0] : memref<?xf32>
                %v1907 = memref.load %l608[%k0] : memref<?xf32>
                %v1908 = arith.constant 0x45000000 : f32
                %v1909 = arith.subf %v1907, %v1908 : f32
                memref.store %v1909, %l609[%k0] : memref<?xf32>
                %v1910 = memref.load %l609[%k0] : memref<?xf32>
                %v1911 = memref.load %l134[%k0] : memref<?xf32>
                %v1912 = arith.mulf %v1910, %v1911 : f32
                memref.store %v1912, %l610[%k0] : memref<?xf32>
                %v1913 = memref.load %l605[%k0] : memref<?xf32>
                %v1914 = memref.load %l610[%k0] : memref<?xf32>
                %v1915 = arith.addf %v1913, %v1914 : f32
                memref.store %v1915, %l484[%k0] : memref<?xf32>
                %v1916 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1916, %l611[%k0] : memref<?xf32>
                %v1917 = memref.load %l475[%k0] : memref<?xi32>
                %v1918 = arith.constant 240 : i32
                %v1919 = arith.andi %v1917, %v1918 : i32
                memref.store %v1919, %l612[%k0] : memref<?xi32>
                %v1920 = memref.load %l612[%k0] : memref<?xi32>
                %v1921 = memref.load %l19[%k0] : memref<?xi32>
                %v1922 = arith.ori %v1920, %v1921 : i32
                memref.store %v1922, %l613[%k0] : memref<?xi32>
                %v1923 = memref.load %l613[%k0] : memref<?xi32>
                %v1924 = arith.bitcast %v1923 : i32 to f32
                memref.store %v1924, %l614[%k0] : memref<?xf32>
                %v1925 = memref.load %l614[%k0] : memref<?xf32>
                %v1926 = arith.constant 0x49000000 : f32
                %v1927 = arith.subf %v1925, %v1926 : f32
                memref.store %v1927, %l615[%k0] : memref<?xf32>
                %v1928 = memref.load %l615[%k0] : memref<?xf32>
                %v1929 = memref.load %l135[%k0] : memref<?xf32>
                %v1930 = arith.mulf %v1928, %v1929 : f32
                memref.store %v1930, %l616[%k0] : memref<?xf32>
                %v1931 = memref.load %l611[%k0] : memref<?xf32>
                %v1932 = memref.load %l616[%k0] : memref<?xf32>
                %v1933 = arith.addf %v1931, %v1932 : f32
                memref.store %v1933, %l484[%k0] : memref<?xf32>
                %v1934 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1934, %l617[%k0] : memref<?xf32>
                %v1935 = memref.load %l475[%k0] : memref<?xi32>
                %v1936 = arith.constant 61440 : i32
                %v1937 = arith.andi %v1935, %v1936 : i32
                memref.store %v1937, %l618[%k0] : memref<?xi32>
                %v1938 = memref.load %l618[%k0] : memref<?xi32>
                %v1939 = memref.load %l21[%k0] : memref<?xi32>
                %v1940 = arith.ori %v1938, %v1939 : i32
                memref.store %v1940, %l619[%k0] : memref<?xi32>
                %v1941 = memref.load %l619[%k0] : memref<?xi32>
                %v1942 = arith.bitcast %v1941 : i32 to f32
                memref.store %v1942, %l620[%k0] : memref<?xf32>
                %v1943 = memref.load %l620[%k0] : memref<?xf32>
                %v1944 = arith.constant 0x45000000 : f32
                %v1945 = arith.subf %v1943, %v1944 : f32
                memref.store %v1945, %l621[%k0] : memref<?xf32>
                %v1946 = memref.load %l621[%k0] : memref<?xf32>
                %v1947 = memref.load %l136[%k0] : memref<?xf32>
                %v1948 = arith.mulf %v1946, %v1947 : f32
                memref.store %v1948, %l622[%k0] : memref<?xf32>
                %v1949 = memref.load %l617[%k0] : memref<?xf32>
                %v1950 = memref.load %l622[%k0] : memref<?xf32>
                %v1951 = arith.addf %v1949, %v1950 : f32
                memref.store %v1951, %l484[%k0] : memref<?xf32>
                %v1952 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1952, %l623[%k0] : memref<?xf32>
                %v1953 = memref.load %l175[%k0] : memref<?xi32>
                %v1954 = arith.constant 240 : i32
                %v1955 = arith.andi %v1953, %v1954 : i32
                memref.store %v1955, %l624[%k0] : memref<?xi32>
                %v1956 = memref.load %l624[%k0] : memref<?xi32>
                %v1957 = memref.load %l19[%k0] : memref<?xi32>
                %v1958 = arith.ori %v1956, %v1957 : i32
                memref.store %v1958, %l625[%k0] : memref<?xi32>
                %v1959 = memref.load %l625[%k0] : memref<?xi32>
                %v1960 = arith.bitcast %v1959 : i32 to f32
                memref.store %v1960, %l626[%k0] : memref<?xf32>
                %v1961 = memref.load %l626[%k0] : memref<?xf32>
                %v1962 = arith.constant 0x49000000 : f32
                %v1963 = arith.subf %v1961, %v1962 : f32
                memref.store %v1963, %l627[%k0] : memref<?xf32>
                %v1964 = memref.load %l627[%k0] : memref<?xf32>
                %v1965 = memref.load %l137[%k0] : memref<?xf32>
                %v1966 = arith.mulf %v1964, %v1965 : f32
                memref.store %v1966, %l628[%k0] : memref<?xf32>
                %v1967 = memref.load %l623[%k0] : memref<?xf32>
                %v1968 = memref.load %l628[%k0] : memref<?xf32>
                %v1969 = arith.addf %v1967, %v1968 : f32
                memref.store %v1969, %l484[%k0] : memref<?xf32>
                %v1970 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1970, %l629[%k0] : memref<?xf32>
                %v1971 = memref.load %l175[%k0] : memref<?xi32>
                %v1972 = arith.constant 61440 : i32
                %v1973 = arith.andi %v1971, %v1972 : i32
                memref.store %v1973, %l630[%k0] : memref<?xi32>
                %v1974 = memref.load %l630[%k0] : memref<?xi32>
                %v1975 = memref.load %l21[%k0] : memref<?xi32>
                %v1976 = arith.ori %v1974, %v1975 : i32
                memref.store %v1976, %l631[%k0] : memref<?xi32>
                %v1977 = memref.load %l631[%k0] : memref<?xi32>
                %v1978 = arith.bitcast %v1977 : i32 to f32
                memref.store %v1978, %l632[%k0] : memref<?xf32>
                %v1979 = memref.load %l632[%k0] : memref<?xf32>
                %v1980 = arith.constant 0x45000000 : f32
                %v1981 = arith.subf %v1979, %v1980 : f32
                memref.store %v1981, %l633[%k0] : memref<?xf32>
                %v1982 = memref.load %l633[%k0] : memref<?xf32>
                %v1983 = memref.load %l138[%k0] : memref<?xf32>
                %v1984 = arith.mulf %v1982, %v1983 : f32
                memref.store %v1984, %l634[%k0] : memref<?xf32>
                %v1985 = memref.load %l629[%k0] : memref<?xf32>
                %v1986 = memref.load %l634[%k0] : memref<?xf32>
                %v1987 = arith.addf %v1985, %v1986 : f32
                memref.store %v1987, %l484[%k0] : memref<?xf32>
                %v1988 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v1988, %l635[%k0] : memref<?xf32>
                %v1989 = memref.load %l477[%k0] : memref<?xi32>
                %v1990 = arith.constant 240 : i32
                %v1991 = arith.andi %v1989, %v1990 : i32
                memref.store %v1991, %l636[%k0] : memref<?xi32>
                %v1992 = memref.load %l636[%k0] : memref<?xi32>
                %v1993 = memref.load %l19[%k0] : memref<?xi32>
                %v1994 = arith.ori %v1992, %v1993 : i32
                memref.store %v1994, %l637[%k0] : memref<?xi32>
                %v1995 = memref.load %l637[%k0] : memref<?xi32>
                %v1996 = arith.bitcast %v1995 : i32 to f32
                memref.store %v1996, %l638[%k0] : memref<?xf32>
                %v1997 = memref.load %l638[%k0] : memref<?xf32>
                %v1998 = arith.constant 0x49000000 : f32
                %v1999 = arith.subf %v1997, %v1998 : f32
                memref.store %v1999, %l639[%k0] : memref<?xf32>
                %v2000 = memref.load %l639[%k0] : memref<?xf32>
                %v2001 = memref.load %l139[%k0] : memref<?xf32>
                %v2002 = arith.mulf %v2000, %v2001 : f32
                memref.store %v2002, %l640[%k0] : memref<?xf32>
                %v2003 = memref.load %l635[%k0] : memref<?xf32>
                %v2004 = memref.load %l640[%k0] : memref<?xf32>
                %v2005 = arith.addf %v2003, %v2004 : f32
                memref.store %v2005, %l484[%k0] : memref<?xf32>
                %v2006 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v2006, %l641[%k0] : memref<?xf32>
                %v2007 = memref.load %l477[%k0] : memref<?xi32>
                %v2008 = arith.constant 61440 : i32
                %v2009 = arith.andi %v2007, %v2008 : i32
                memref.store %v2009, %l642[%k0] : memref<?xi32>
                %v2010 = memref.load %l642[%k0] : memref<?xi32>
                %v2011 = memref.load %l21[%k0] : memref<?xi32>
                %v2012 = arith.ori %v2010, %v2011 : i32
                memref.store %v2012, %l643[%k0] : memref<?xi32>
                %v2013 = memref.load %l643[%k0] : memref<?xi32>
                %v2014 = arith.bitcast %v2013 : i32 to f32
                memref.store %v2014, %l644[%k0] : memref<?xf32>
                %v2015 = memref.load %l644[%k0] : memref<?xf32>
                %v2016 = arith.constant 0x45000000 : f32
                %v2017 = arith.subf %v2015, %v2016 : f32
                memref.store %v2017, %l645[%k0] : memref<?xf32>
                %v2018 = memref.load %l645[%k0] : memref<?xf32>
                %v2019 = memref.load %l140[%k0] : memref<?xf32>
                %v2020 = arith.mulf %v2018, %v2019 : f32
                memref.store %v2020, %l646[%k0] : memref<?xf32>
                %v2021 = memref.load %l641[%k0] : memref<?xf32>
                %v2022 = memref.load %l646[%k0] : memref<?xf32>
                %v2023 = arith.addf %v2021, %v2022 : f32
                memref.store %v2023, %l484[%k0] : memref<?xf32>
                %v2024 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v2024, %l647[%k0] : memref<?xf32>
                %v2025 = memref.load %l176[%k0] : memref<?xi32>
                %v2026 = arith.constant 240 : i32
                %v2027 = arith.andi %v2025, %v2026 : i32
                memref.store %v2027, %l648[%k0] : memref<?xi32>
                %v2028 = memref.load %l648[%k0] : memref<?xi32>
                %v2029 = memref.load %l19[%k0] : memref<?xi32>
                %v2030 = arith.ori %v2028, %v2029 : i32
                memref.store %v2030, %l649[%k0] : memref<?xi32>
                %v2031 = memref.load %l649[%k0] : memref<?xi32>
                %v2032 = arith.bitcast %v2031 : i32 to f32
                memref.store %v2032, %l650[%k0] : memref<?xf32>
                %v2033 = memref.load %l650[%k0] : memref<?xf32>
                %v2034 = arith.constant 0x49000000 : f32
                %v2035 = arith.subf %v2033, %v2034 : f32
                memref.store %v2035, %l651[%k0] : memref<?xf32>
                %v2036 = memref.load %l651[%k0] : memref<?xf32>
                %v2037 = memref.load %l141[%k0] : memref<?xf32>
                %v2038 = arith.mulf %v2036, %v2037 : f32
                memref.store %v2038, %l652[%k0] : memref<?xf32>
                %v2039 = memref.load %l647[%k0] : memref<?xf32>
                %v2040 = memref.load %l652[%k0] : memref<?xf32>
                %v2041 = arith.addf %v2039, %v2040 : f32
                memref.store %v2041, %l484[%k0] : memref<?xf32>
                %v2042 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v2042, %l653[%k0] : memref<?xf32>
                %v2043 = memref.load %l176[%k0] : memref<?xi32>
                %v2044 = arith.constant 61440 : i32
                %v2045 = arith.andi %v2043, %v2044 : i32
                memref.store %v2045, %l654[%k0] : memref<?xi32>
                %v2046 = memref.load %l654[%k0] : memref<?xi32>
                %v2047 = memref.load %l21[%k0] : memref<?xi32>
                %v2048 = arith.ori %v2046, %v2047 : i32
                memref.store %v2048, %l655[%k0] : memref<?xi32>
                %v2049 = memref.load %l655[%k0] : memref<?xi32>
                %v2050 = arith.bitcast %v2049 : i32 to f32
                memref.store %v2050, %l656[%k0] : memref<?xf32>
                %v2051 = memref.load %l656[%k0] : memref<?xf32>
                %v2052 = arith.constant 0x45000000 : f32
                %v2053 = arith.subf %v2051, %v2052 : f32
                memref.store %v2053, %l657[%k0] : memref<?xf32>
                %v2054 = memref.load %l657[%k0] : memref<?xf32>
                %v2055 = memref.load %l142[%k0] : memref<?xf32>
                %v2056 = arith.mulf %v2054, %v2055 : f32
                memref.store %v2056, %l658[%k0] : memref<?xf32>
                %v2057 = memref.load %l653[%k0] : memref<?xf32>
                %v2058 = memref.load %l658[%k0] : memref<?xf32>
                %v2059 = arith.addf %v2057, %v2058 : f32
                memref.store %v2059, %l484[%k0] : memref<?xf32>
                %v2060 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v2060, %l659[%k0] : memref<?xf32>
                %v2061 = memref.load %l479[%k0] : memref<?xi32>
                %v2062 = arith.constant 240 : i32
                %v2063 = arith.andi %v2061, %v2062 : i32
                memref.store %v2063, %l660[%k0] : memref<?xi32>
                %v2064 = memref.load %l660[%k0] : memref<?xi32>
                %v2065 = memref.load %l19[%k0] : memref<?xi32>
                %v2066 = arith.ori %v2064, %v2065 : i32
                memref.store %v2066, %l661[%k0] : memref<?xi32>
                %v2067 = memref.load %l661[%k0] : memref<?xi32>
                %v2068 = arith.bitcast %v2067 : i32 to f32
                memref.store %v2068, %l662[%k0] : memref<?xf32>
                %v2069 = memref.load %l662[%k0] : memref<?xf32>
                %v2070 = arith.constant 0x49000000 : f32
                %v2071 = arith.subf %v2069, %v2070 : f32
                memref.store %v2071, %l663[%k0] : memref<?xf32>
                %v2072 = memref.load %l663[%k0] : memref<?xf32>
                %v2073 = memref.load %l143[%k0] : memref<?xf32>
                %v2074 = arith.mulf %v2072, %v2073 : f32
                memref.store %v2074, %l664[%k0] : memref<?xf32>
                %v2075 = memref.load %l659[%k0] : memref<?xf32>
                %v2076 = memref.load %l664[%k0] : memref<?xf32>
                %v2077 = arith.addf %v2075, %v2076 : f32
                memref.store %v2077, %l484[%k0] : memref<?xf32>
                %v2078 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v2078, %l665[%k0] : memref<?xf32>
                %v2079 = memref.load %l479[%k0] : memref<?xi32>
                %v2080 = arith.constant 61440 : i32
                %v2081 = arith.andi %v2079, %v2080 : i32
                memref.store %v2081, %l666[%k0] : memref<?xi32>
                %v2082 = memref.load %l666[%k0] : memref<?xi32>
                %v2083 = memref.load %l21[%k0] : memref<?xi32>
                %v2084 = arith.ori %v2082, %v2083 : i32
                memref.store %v2084, %l667[%k0] : memref<?xi32>
                %v2085 = memref.load %l667[%k0] : memref<?xi32>
                %v2086 = arith.bitcast %v2085 : i32 to f32
                memref.store %v2086, %l668[%k0] : memref<?xf32>
                %v2087 = memref.load %l668[%k0] : memref<?xf32>
                %v2088 = arith.constant 0x45000000 : f32
                %v2089 = arith.subf %v2087, %v2088 : f32
                memref.store %v2089, %l669[%k0] : memref<?xf32>
                %v2090 = memref.load %l669[%k0] : memref<?xf32>
                %v2091 = memref.load %l144[%k0] : memref<?xf32>
                %v2092 = arith.mulf %v2090, %v2091 : f32
                memref.store %v2092, %l670[%k0] : memref<?xf32>
                %v2093 = memref.load %l665[%k0] : memref<?xf32>
                %v2094 = memref.load %l670[%k0] : memref<?xf32>
                %v2095 = arith.addf %v2093, %v2094 : f32
                memref.store %v2095, %l484[%k0] : memref<?xf32>
                %v2096 = memref.load %l484[%k0] : memref<?xf32>
                memref.store %v2096, %l671[%k0] : memref<?xf32>
                %v2097 = memref.load %l471[%k0] : memref<?xf32>
                %v2098 = memref.load %l671[%k0] : memref<?xf32>
                %v2099 = arith.mulf %v2097, %v2098 : f32
                memref.store %v2099, %l672[%k0] : memref<?xf32>
                %v2100 = arith.constant 16 : i32
                memref.store %v2100, %l673[%k0] : memref<?xi32>
                %v2101 = memref.load %l172[%k0] : memref<?xi32>
                %v2102 = memref.load %l673[%k0] : memref<?xi32>
                %v2103 = arith.constant 31 : i32
                %v2104 = arith.andi %v2102, %v2103 : i32
                %v2105 = arith.shrui %v2101, %v2104 : i32
                memref.store %v2105, %l674[%k0] : memref<?xi32>
                %v2106 = memref.load %l674[%k0] : memref<?xi32>
                %v2107 = arith.constant 32767 : i32
                %v2108 = arith.andi %v2106, %v2107 : i32
                memref.store %v2108, %l675[%k0] : memref<?xi32>
                %v2109 = arith.constant 13 : i32
                memref.store %v2109, %l676[%k0] : memref<?xi32>
                %v2110 = memref.load %l675[%k0] : memref<?xi32>
                %v2111 = memref.load %l676[%k0] : memref<?xi32>
                %v2112 = arith.constant 31 : i32
                %v2113 = arith.andi %v2111, %v2112 : i32
                %v2114 = arith.shli %v2110, %v2113 : i32
                memref.store %v2114, %l677[%k0] : memref<?xi32>
                %v2115 = memref.load %l677[%k0] : memref<?xi32>
                %v2116 = arith.constant 939524096 : i32
                %v2117 = arith.addi %v2115, %v2116 : i32
                memref.store %v2117, %l678[%k0] : memref<?xi32>
                %v2118 = memref.load %l678[%k0] : memref<?xi32>
                %v2119 = arith.bitcast %v2118 : i32 to f32
                memref.store %v2119, %l679[%k0] : memref<?xf32>
                %v2120 = memref.load %l675[%k0] : memref<?xi32>
                %v2121 = arith.constant 1024 : i32
                %v2122 = arith.cmpi ult, %v2120, %v2121 : i32
                memref.store %v2122, %l680[%k0] : memref<?xi1>
                %v2123 = memref.load %l680[%k0] : memref<?xi1>
                cf.cond_br %v2123, ^bb71, ^bb72
              ^bb71:
                %v2124 = arith.constant 13 : i32
                memref.store %v2124, %l681[%k0] : memref<?xi32>
                %v2125 = memref.load %l675[%k0] : memref<?xi32>
                %v2126 = memref.load %l681[%k0] : memref<?xi32>
                %v2127 = arith.constant 31 : i32
                %v2128 = arith.andi %v2126, %v2127 : i32
                %v2129 = arith.shli %v2125, %v2128 : i32
                memref.store %v2129, %l682[%k0] : memref<?xi32>
                %v2130 = memref.load %l682[%k0] : memref<?xi32>
                %v2131 = arith.constant 947912704 : i32
                %v2132 = arith.addi %v2130, %v2131 : i32
                memref.store %v2132, %l683[%k0] : memref<?xi32>
                %v2133 = memref.load %l683[%k0] : memref<?xi32>
                %v2134 = arith.bitcast %v2133 : i32 to f32
                memref.store %v2134, %l684[%k0] : memref<?xf32>
                %v2135 = memref.load %l684[%k0] : memref<?xf32>
                %v2136 = arith.constant 0x38800000 : f32
                %v2137 = arith.subf %v2135, %v2136 : f32
                memref.store %v2137, %l679[%k0] : memref<?xf32>
                cf.br ^bb72
              ^bb72:
                %v2138 = memref.load %l675[%k0] : memref<?xi32>
                %v2139 = arith.constant 31744 : i32
                %v2140 = arith.cmpi uge, %v2138, %v2139 : i32
                memref.store %v2140, %l685[%k0] : memref<?xi1>
                %v2141 = memref.load %l685[%k0] : memref<?xi1>
                cf.cond_br %v2141, ^bb73, ^bb74
              ^bb73:
                %v2142 = arith.constant 13 : i32
                memref.store %v2142, %l686[%k0] : memref<?xi32>
                %v2143 = memref.load %l675[%k0] : memref<?xi32>
                %v2144 = memref.load %l686[%k0] : memref<?xi32>
                %v2145 = arith.constant 31 : i32
                %v2146 = arith.andi %v2144, %v2145 : i32
                %v2147 = arith.shli %v2143, %v2146 : i32
                memref.store %v2147, %l687[%k0] : memref<?xi32>
                %v2148 = memref.load %l687[%k0] : memref<?xi32>
                %v2149 = arith.constant 1879048192 : i32
                %v2150 = arith.addi %v2148, %v2149 : i32
                memref.store %v2150, %l688[%k0] : memref<?xi32>
                %v2151 = memref.load %l688[%k0] : memref<?xi32>
                %v2152 = arith.bitcast %v2151 : i32 to f32
                memref.store %v2152, %l689[%k0] : memref<?xf32>
                %v2153 = memref.load %l689[%k0] : memref<?xf32>
                memref.store %v2153, %l679[%k0] : memref<?xf32>
                cf.br ^bb74
              ^bb74:
                %v2154 = memref.load %l674[%k0] : memref<?xi32>
                %v2155 = arith.constant 32768 : i32
                %v2156 = arith.cmpi uge, %v2154, %v2155 : i32
                memref.store %v2156, %l690[%k0] : memref<?xi1>
                %v2157 = memref.load %l690[%k0] : memref<?xi1>
                cf.cond_br %v2157, ^bb75, ^bb76
              ^bb75:
                %v2158 = memref.load %l679[%k0] : memref<?xf32>
                memref.store %v2158, %l691[%k0] : memref<?xf32>
                %v2159 = memref.load %l691[%k0] : memref<?xf32>
                %v2160 = arith.negf %v2159 : f32
                memref.store %v2160, %l679[%k0] : memref<?xf32>
                cf.br ^bb76
              ^bb76:
                %v2161 = memref.load %l679[%k0] : memref<?xf32>
                memref.store %v2161, %l692[%k0] : memref<?xf32>
                %v2162 = memref.load %l692[%k0] : memref<?xf32>
                %v2163 = memref.load %l208[%k0] : memref<?xf32>
                %v2164 = arith.mulf %v2162, %v2163 : f32
                memref.store %v2164, %l693[%k0] : memref<?xf32>
                %v2165 = memref.load %l672[%k0] : memref<?xf32>
                %v2166 = memref.load %l693[%k0] : memref<?xf32>
                %v2167 = arith.addf %v2165, %v2166 : f32
                memref.store %v2167, %l694[%k0] : memref<?xf32>
                %v2168 = memref.load %l452[%k0] : memref<?xf32>
                %v2169 = memref.load %l694[%k0] : memref<?xf32>
                %v2170 = arith.addf %v2168, %v2169 : f32
                memref.store %v2170, %l44[%k0] : memref<?xf32>
                %v2171 = memref.load %l46[%k0] : memref<?xi64>
                %v2172 = arith.constant 512 : i64
                %v2173 = arith.addi %v2171, %v2172 : i64
                memref.store %v2173, %l45[%k0] : memref<?xi64>
                cf.br ^bb9
              ^bb77:
                %v2174 = memref.load %l45[%k0] : memref<?xi64>
                memref.store %v2174, %l695[%k0] : memref<?xi64>
                %v2175 = arith.constant 0 : i32
                memref.store %v2175, %l696[%k0] : memref<?xi32>
                %v2176 = arith.constant 2 : i32
                memref.store %v2176, %l697[%k0] : memref<?xi32>
                cf.br ^bb78
              ^bb78:
                %v2177 = memref.load %l696[%k0] : memref<?xi32>
                memref.store %v2177, %l698[%k0] : memref<?xi32>
                %v2178 = memref.load %l698[%k0] : memref<?xi32>
                %v2179 = memref.load %l697[%k0] : memref<?xi32>
                %v2180 = arith.cmpi slt, %v2178, %v2179 : i32
                memref.store %v2180, %l699[%k0] : memref<?xi1>
                %v2181 = memref.load %l699[%k0] : memref<?xi1>
                %v2182 = arith.extui %v2181 : i1 to i32
                memref.store %v2182, %l700[%k0] : memref<?xi32>
                %v2183 = memref.load %l696[%k0] : memref<?xi32>
                %v2184 = memref.load %l700[%k0] : memref<?xi32>
                %v2185 = arith.addi %v2183, %v2184 : i32
                memref.store %v2185, %l696[%k0] : memref<?xi32>
                %v2186 = memref.load %l698[%k0] : memref<?xi32>
                %v2187 = memref.load %l697[%k0] : memref<?xi32>
                %v2188 = arith.cmpi slt, %v2186, %v2187 : i32
                memref.store %v2188, %l701[%k0] : memref<?xi1>
                %v2189 = memref.load %l701[%k0] : memref<?xi1>
                cf.cond_br %v2189, ^bb79, ^bb80
              ^bb79:
                %v2190 = memref.load %l23[%k0] : memref<?xi64>
                memref.store %v2190, %l702[%k0] : memref<?xi64>
                %v2191 = memref.load %l698[%k0] : memref<?xi32>
                %v2192 = arith.constant 1 : i32
                %v2193 = arith.cmpi eq, %v2191, %v2192 : i32
                memref.store %v2193, %l703[%k0] : memref<?xi1>
                %v2194 = memref.load %l703[%k0] : memref<?xi1>
                cf.cond_br %v2194, ^bb81, ^bb82
              ^bb80:
                %v2195 = arith.constant 2 : i64
                %v2196 = memref.load %l2[%k0] : memref<?xi64>
                %v2197 = arith.muli %v2195, %v2196 : i64
                memref.store %v2197, %l1099[%k0] : memref<?xi64>
                %v2198 = memref.load %l1099[%k0] : memref<?xi64>
                %v2199 = arith.constant 16 : i64
                %v2200 = arith.muli %v2198, %v2199 : i64
                memref.store %v2200, %l1100[%k0] : memref<?xi64>
                %v2201 = memref.load %l1100[%k0] : memref<?xi64>
                %v2202 = memref.load %ls6[%lane] : memref<?xi64>
                %v2203 = arith.addi %v2201, %v2202 : i64
                memref.store %v2203, %ls1101[%lane] : memref<?xi64>
                %v2204 = memref.load %ls1101[%lane] : memref<?xi64>
                %v2205 = arith.constant 16 : i64
                %v2206 = arith.addi %v2204, %v2205 : i64
                memref.store %v2206, %ls1102[%lane] : memref<?xi64>
                %v2207 = memref.load %ls1102[%lane] : memref<?xi64>
                %v2208 = arith.constant 128 : i64
                %v2209 = arith.cmpi ult, %v2207, %v2208 : i64
                memref.store %v2209, %l1103[%k0] : memref<?xi1>
                %v2210 = memref.load %l1103[%k0] : memref<?xi1>
                cf.cond_br %v2210, ^bb138, ^bb140
              ^bb81:
                %v2211 = memref.load %l33[%k0] : memref<?xi64>
                memref.store %v2211, %l704[%k0] : memref<?xi64>
                %v2212 = memref.load %l704[%k0] : memref<?xi64>
                memref.store %v2212, %l702[%k0] : memref<?xi64>
                cf.br ^bb82
              ^bb82:
                %v2213 = memref.load %l695[%k0] : memref<?xi64>
                memref.store %v2213, %l705[%k0] : memref<?xi64>
                cf.br ^bb83
              ^bb83:
                %v2214 = memref.load %l705[%k0] : memref<?xi64>
                memref.store %v2214, %l706[%k0] : memref<?xi64>
                %v2215 = memref.load %l706[%k0] : memref<?xi64>
                %v2216 = memref.load %l12[%k0] : memref<?xi64>
                %v2217 = arith.cmpi uge, %v2215, %v2216 : i64
                memref.store %v2217, %l707[%k0] : memref<?xi1>
                %v2218 = memref.load %l707[%k0] : memref<?xi1>
                cf.cond_br %v2218, ^bb78, ^bb84
              ^bb84:
                %v2219 = memref.load %l706[%k0] : memref<?xi64>
                %v2220 = arith.constant 512 : i64
                %v2221 = arith.constant 0 : i64
                %v2222 = arith.cmpi eq, %v2220, %v2221 : i64
                %v2223 = arith.constant 1 : i64
                %v2224 = arith.select %v2222, %v2223, %v2220 : i64
                %v2225 = arith.divui %v2219, %v2224 : i64
                memref.store %v2225, %l708[%k0] : memref<?xi64>
                %v2226 = memref.load %l708[%k0] : memref<?xi64>
                %v2227 = arith.constant 80 : i64
                %v2228 = arith.muli %v2226, %v2227 : i64
                memref.store %v2228, %l709[%k0] : memref<?xi64>
                %v2229 = memref.load %l706[%k0] : memref<?xi64>
                %v2230 = arith.constant 1 : i64
                %v2231 = arith.ori %v2229, %v2230 : i64
                memref.store %v2231, %l710[%k0] : memref<?xi64>
                %v2232 = memref.load %l706[%k0] : memref<?xi64>
                %v2233 = arith.constant 2 : i64
                %v2234 = arith.ori %v2232, %v2233 : i64
                memref.store %v2234, %l711[%k0] : memref<?xi64>
                %v2235 = memref.load %l706[%k0] : memref<?xi64>
                %v2236 = arith.constant 3 : i64
                %v2237 = arith.ori %v2235, %v2236 : i64
                memref.store %v2237, %l712[%k0] : memref<?xi64>
                %v2238 = memref.load %l706[%k0] : memref<?xi64>
                %v2239 = arith.constant 4 : i64
                %v2240 = arith.ori %v2238, %v2239 : i64
                memref.store %v2240, %l713[%k0] : memref<?xi64>
                %v2241 = memref.load %l706[%k0] : memref<?xi64>
                %v2242 = arith.constant 5 : i64
                %v2243 = arith.ori %v2241, %v2242 : i64
                memref.store %v2243, %l714[%k0] : memref<?xi64>
                %v2244 = memref.load %l706[%k0] : memref<?xi64>
                %v2245 = arith.constant 6 : i64
                %v2246 = arith.ori %v2244, %v2245 : i64
                memref.store %v2246, %l715[%k0] : memref<?xi64>
                %v2247 = memref.load %l706[%k0] : memref<?xi64>
                %v2248 = arith.constant 7 : i64
                %v2249 = arith.ori %v2247, %v2248 : i64
                memref.store %v2249, %l716[%k0] : memref<?xi64>
                %v2250 = memref.load %l706[%k0] : memref<?xi64>
                %v2251 = arith.constant 8 : i64
                %v2252 = arith.ori %v2250, %v2251 : i64
                memref.store %v2252, %l717[%k0] : memref<?xi64>
                %v2253 = memref.load %l706[%k0] : memref<?xi64>
                %v2254 = arith.constant 9 : i64
                %v2255 = arith.ori %v2253, %v2254 : i64
                memref.store %v2255, %l718[%k0] : memref<?xi64>
                %v2256 = memref.load %l706[%k0] : memref<?xi64>
                %v2257 = arith.constant 10 : i64
                %v2258 = arith.ori %v2256, %v2257 : i64
                memref.store %v2258, %l719[%k0] : memref<?xi64>
                %v2259 = memref.load %l706[%k0] : memref<?xi64>
                %v2260 = arith.constant 11 : i64
                %v2261 = arith.ori %v2259, %v2260 : i64
                memref.store %v2261, %l720[%k0] : memref<?xi64>
                %v2262 = memref.load %l706[%k0] : memref<?xi64>
                %v2263 = arith.constant 12 : i64
                %v2264 = arith.ori %v2262, %v2263 : i64
                memref.store %v2264, %l721[%k0] : memref<?xi64>
                %v2265 = memref.load %l706[%k0] : memref<?xi64>
                %v2266 = arith.constant 13 : i64
                %v2267 = arith.ori %v2265, %v2266 : i64
                memref.store %v2267, %l722[%k0] : memref<?xi64>
                %v2268 = memref.load %l706[%k0] : memref<?xi64>
                %v2269 = arith.constant 14 : i64
                %v2270 = arith.ori %v2268, %v2269 : i64
                memref.store %v2270, %l723[%k0] : memref<?xi64>
                %v2271 = memref.load %l706[%k0] : memref<?xi64>
                %v2272 = arith.constant 15 : i64
                %v2273 = arith.ori %v2271, %v2272 : i64
                memref.store %v2273, %l724[%k0] : memref<?xi64>
                %v2274 = memref.load %l706[%k0] : memref<?xi64>
                %v2275 = arith.constant 16 : i64
                %v2276 = arith.ori %v2274, %v2275 : i64
                memref.store %v2276, %l725[%k0] : memref<?xi64>
                %v2277 = memref.load %l706[%k0] : memref<?xi64>
                %v2278 = arith.constant 17 : i64
                %v2279 = arith.ori %v2277, %v2278 : i64
                memref.store %v2279, %l726[%k0] : memref<?xi64>
                %v2280 = memref.load %l706[%k0] : memref<?xi64>
                %v2281 = arith.constant 18 : i64
                %v2282 = arith.ori %v2280, %v2281 : i64
                memref.store %v2282, %l727[%k0] : memref<?xi64>
                %v2283 = memref.load %l706[%k0] : memref<?xi64>
                %v2284 = arith.constant 19 : i64
                %v2285 = arith.ori %v2283, %v2284 : i64
                memref.store %v2285, %l728[%k0] : memref<?xi64>
                %v2286 = memref.load %l706[%k0] : memref<?xi64>
                %v2287 = arith.constant 20 : i64
                %v2288 = arith.ori %v2286, %v2287 : i64
                memref.store %v2288, %l729[%k0] : memref<?xi64>
                %v2289 = memref.load %l706[%k0] : memref<?xi64>
                %v2290 = arith.constant 21 : i64
                %v2291 = arith.ori %v2289, %v2290 : i64
                memref.store %v2291, %l730[%k0] : memref<?xi64>
                %v2292 = memref.load %l706[%k0] : memref<?xi64>
                %v2293 = arith.constant 22 : i64
                %v2294 = arith.ori %v2292, %v2293 : i64
                memref.store %v2294, %l731[%k0] : memref<?xi64>
                %v2295 = memref.load %l706[%k0] : memref<?xi64>
                %v2296 = arith.constant 23 : i64
                %v2297 = arith.ori %v2295, %v2296 : i64
                memref.store %v2297, %l732[%k0] : memref<?xi64>
                %v2298 = memref.load %l706[%k0] : memref<?xi64>
                %v2299 = arith.constant 24 : i64
                %v2300 = arith.ori %v2298, %v2299 : i64
                memref.store %v2300, %l733[%k0] : memref<?xi64>
                %v2301 = memref.load %l706[%k0] : memref<?xi64>
                %v2302 = arith.constant 25 : i64
                %v2303 = arith.ori %v2301, %v2302 : i64
                memref.store %v2303, %l734[%k0] : memref<?xi64>
                %v2304 = memref.load %l706[%k0] : memref<?xi64>
                %v2305 = arith.constant 26 : i64
                %v2306 = arith.ori %v2304, %v2305 : i64
                memref.store %v2306, %l735[%k0] : memref<?xi64>
                %v2307 = memref.load %l706[%k0] : memref<?xi64>
                %v2308 = arith.constant 27 : i64
                %v2309 = arith.ori %v2307, %v2308 : i64
                memref.store %v2309, %l736[%k0] : memref<?xi64>
                %v2310 = memref.load %l706[%k0] : memref<?xi64>
                %v2311 = arith.constant 28 : i64
                %v2312 = arith.ori %v2310, %v2311 : i64
                memref.store %v2312, %l737[%k0] : memref<?xi64>
                %v2313 = memref.load %l706[%k0] : memref<?xi64>
                %v2314 = arith.constant 29 : i64
                %v2315 = arith.ori %v2313, %v2314 : i64
                memref.store %v2315, %l738[%k0] : memref<?xi64>
                %v2316 = memref.load %l706[%k0] : memref<?xi64>
                %v2317 = arith.constant 30 : i64
                %v2318 = arith.ori %v2316, %v2317 : i64
                memref.store %v2318, %l739[%k0] : memref<?xi64>
                %v2319 = memref.load %l706[%k0] : memref<?xi64>
                %v2320 = arith.constant 31 : i64
                %v2321 = arith.ori %v2319, %v2320 : i64
                memref.store %v2321, %l740[%k0] : memref<?xi64>
                %v2322 = memref.load %l740[%k0] : memref<?xi64>
                %v2323 = memref.load %l9[%k0] : memref<?xi64>
                %v2324 = arith.cmpi ult, %v2322, %v2323 : i64
                memref.store %v2324, %l741[%k0] : memref<?xi1>
                %v2325 = memref.load %l741[%k0] : memref<?xi1>
                cf.cond_br %v2325, ^bb85, ^bb78
              ^bb85:
                %v2326 = memref.load %l706[%k0] : memref<?xi64>
                %v2327 = memref.load %l9[%k0] : memref<?xi64>
                %v2328 = arith.cmpi ult, %v2326, %v2327 : i64
                memref.store %v2328, %l742[%k0] : memref<?xi1>
                %v2329 = memref.load %l742[%k0] : memref<?xi1>
                cf.cond_br %v2329, ^bb86, ^bb78
              ^bb86:
                %v2330 = memref.load %l710[%k0] : memref<?xi64>
                %v2331 = memref.load %l9[%k0] : memref<?xi64>
                %v2332 = arith.cmpi ult, %v2330, %v2331 : i64
                memref.store %v2332, %l743[%k0] : memref<?xi1>
                %v2333 = memref.load %l743[%k0] : memref<?xi1>
                cf.cond_br %v2333, ^bb87, ^bb78
              ^bb87:
                %v2334 = memref.load %l711[%k0] : memref<?xi64>
                %v2335 = memref.load %l9[%k0] : memref<?xi64>
                %v2336 = arith.cmpi ult, %v2334, %v2335 : i64
                memref.store %v2336, %l744[%k0] : memref<?xi1>
                %v2337 = memref.load %l744[%k0] : memref<?xi1>
                cf.cond_br %v2337, ^bb88, ^bb78
              ^bb88:
                %v2338 = memref.load %l712[%k0] : memref<?xi64>
                %v2339 = memref.load %l9[%k0] : memref<?xi64>
                %v2340 = arith.cmpi ult, %v2338, %v2339 : i64
                memref.store %v2340, %l745[%k0] : memref<?xi1>
                %v2341 = memref.load %l745[%k0] : memref<?xi1>
                cf.cond_br %v2341, ^bb89, ^bb78
              ^bb89:
                %v2342 = memref.load %l713[%k0] : memref<?xi64>
                %v2343 = memref.load %l9[%k0] : memref<?xi64>
                %v2344 = arith.cmpi ult, %v2342, %v2343 : i64
                memref.store %v2344, %l746[%k0] : memref<?xi1>
                %v2345 = memref.load %l746[%k0] : memref<?xi1>
                cf.cond_br %v2345, ^bb90, ^bb78
              ^bb90:
                %v2346 = memref.load %l714[%k0] : memref<?xi64>
                %v2347 = memref.load %l9[%k0] : memref<?xi64>
                %v2348 = arith.cmpi ult, %v2346, %v2347 : i64
                memref.store %v2348, %l747[%k0] : memref<?xi1>
                %v2349 = memref.load %l747[%k0] : memref<?xi1>
                cf.cond_br %v2349, ^bb91, ^bb78
              ^bb91:
                %v2350 = memref.load %l715[%k0] : memref<?xi64>
                %v2351 = memref.load %l9[%k0] : memref<?xi64>
                %v2352 = arith.cmpi ult, %v2350, %v2351 : i64
                memref.store %v2352, %l748[%k0] : memref<?xi1>
                %v2353 = memref.load %l748[%k0] : memref<?xi1>
                cf.cond_br %v2353, ^bb92, ^bb78
              ^bb92:
                %v2354 = memref.load %l716[%k0] : memref<?xi64>
                %v2355 = memref.load %l9[%k0] : memref<?xi64>
                %v2356 = arith.cmpi ult, %v2354, %v2355 : i64
                memref.store %v2356, %l749[%k0] : memref<?xi1>
                %v2357 = memref.load %l749[%k0] : memref<?xi1>
                cf.cond_br %v2357, ^bb93, ^bb78
              ^bb93:
                %v2358 = memref.load %l717[%k0] : memref<?xi64>
                %v2359 = memref.load %l9[%k0] : memref<?xi64>
                %v2360 = arith.cmpi ult, %v2358, %v2359 : i64
                memref.store %v2360, %l750[%k0] : memref<?xi1>
                %v2361 = memref.load %l750[%k0] : memref<?xi1>
                cf.cond_br %v2361, ^bb94, ^bb78
              ^bb94:
                %v2362 = memref.load %l718[%k0] : memref<?xi64>
                %v2363 = memref.load %l9[%k0] : memref<?xi64>
                %v2364 = arith.cmpi ult, %v2362, %v2363 : i64
                memref.store %v2364, %l751[%k0] : memref<?xi1>
                %v2365 = memref.load %l751[%k0] : memref<?xi1>
                cf.cond_br %v2365, ^bb95, ^bb78
              ^bb95:
                %v2366 = memref.load %l719[%k0] : memref<?xi64>
                %v2367 = memref.load %l9[%k0] : memref<?xi64>
                %v2368 = arith.cmpi ult, %v2366, %v2367 : i64
                memref.store %v2368, %l752[%k0] : memref<?xi1>
                %v2369 = memref.load %l752[%k0] : memref<?xi1>
                cf.cond_br %v2369, ^bb96, ^bb78
              ^bb96:
                %v2370 = memref.load %l720[%k0] : memref<?xi64>
                %v2371 = memref.load %l9[%k0] : memref<?xi64>
                %v2372 = arith.cmpi ult, %v2370, %v2371 : i64
                memref.store %v2372, %l753[%k0] : memref<?xi1>
                %v2373 = memref.load %l753[%k0] : memref<?xi1>
                cf.cond_br %v2373, ^bb97, ^bb78
              ^bb97:
                %v2374 = memref.load %l721[%k0] : memref<?xi64>
                %v2375 = memref.load %l9[%k0] : memref<?xi64>
                %v2376 = arith.cmpi ult, %v2374, %v2375 : i64
                memref.store %v2376, %l754[%k0] : memref<?xi1>
                %v2377 = memref.load %l754[%k0] : memref<?xi1>
                cf.cond_br %v2377, ^bb98, ^bb78
              ^bb98:
                %v2378 = memref.load %l722[%k0] : memref<?xi64>
                %v2379 = memref.load %l9[%k0] : memref<?xi64>
                %v2380 = arith.cmpi ult, %v2378, %v2379 : i64
                memref.store %v2380, %l755[%k0] : memref<?xi1>
                %v2381 = memref.load %l755[%k0] : memref<?xi1>
                cf.cond_br %v2381, ^bb99, ^bb78
              ^bb99:
                %v2382 = memref.load %l723[%k0] : memref<?xi64>
                %v2383 = memref.load %l9[%k0] : memref<?xi64>
                %v2384 = arith.cmpi ult, %v2382, %v2383 : i64
                memref.store %v2384, %l756[%k0] : memref<?xi1>
                %v2385 = memref.load %l756[%k0] : memref<?xi1>
                cf.cond_br %v2385, ^bb100, ^bb78
              ^bb100:
                %v2386 = memref.load %l724[%k0] : memref<?xi64>
                %v2387 = memref.load %l9[%k0] : memref<?xi64>
                %v2388 = arith.cmpi ult, %v2386, %v2387 : i64
                memref.store %v2388, %l757[%k0] : memref<?xi1>
                %v2389 = memref.load %l757[%k0] : memref<?xi1>
                cf.cond_br %v2389, ^bb101, ^bb78
              ^bb101:
                %v2390 = memref.load %l725[%k0] : memref<?xi64>
                %v2391 = memref.load %l9[%k0] : memref<?xi64>
                %v2392 = arith.cmpi ult, %v2390, %v2391 : i64
                memref.store %v2392, %l758[%k0] : memref<?xi1>
                %v2393 = memref.load %l758[%k0] : memref<?xi1>
                cf.cond_br %v2393, ^bb102, ^bb78
              ^bb102:
                %v2394 = memref.load %l726[%k0] : memref<?xi64>
                %v2395 = memref.load %l9[%k0] : memref<?xi64>
                %v2396 = arith.cmpi ult, %v2394, %v2395 : i64
                memref.store %v2396, %l759[%k0] : memref<?xi1>
                %v2397 = memref.load %l759[%k0] : memref<?xi1>
                cf.cond_br %v2397, ^bb103, ^bb78
              ^bb103:
                %v2398 = memref.load %l727[%k0] : memref<?xi64>
                %v2399 = memref.load %l9[%k0] : memref<?xi64>
                %v2400 = arith.cmpi ult, %v2398, %v2399 : i64
                memref.store %v2400, %l760[%k0] : memref<?xi1>
                %v2401 = memref.load %l760[%k0] : memref<?xi1>
                cf.cond_br %v2401, ^bb104, ^bb78
              ^bb104:
                %v2402 = memref.load %l728[%k0] : memref<?xi64>
                %v2403 = memref.load %l9[%k0] : memref<?xi64>
                %v2404 = arith.cmpi ult, %v2402, %v2403 : i64
                memref.store %v2404, %l761[%k0] : memref<?xi1>
                %v2405 = memref.load %l761[%k0] : memref<?xi1>
                cf.cond_br %v2405, ^bb105, ^bb78
              ^bb105:
                %v2406 = memref.load %l729[%k0] : memref<?xi64>
                %v2407 = memref.load %l9[%k0] : memref<?xi64>
                %v2408 = arith.cmpi ult, %v2406, %v2407 : i64
                memref.store %v2408, %l762[%k0] : memref<?xi1>
                %v2409 = memref.load %l762[%k0] : memref<?xi1>
                cf.cond_br %v2409, ^bb106, ^bb78
              ^bb106:
                %v2410 = memref.load %l730[%k0] : memref<?xi64>
                %v2411 = memref.load %l9[%k0] : memref<?xi64>
                %v2412 = arith.cmpi ult, %v2410, %v2411 : i64
                memref.store %v2412, %l763[%k0] : memref<?xi1>
                %v2413 = memref.load %l763[%k0] : memref<?xi1>
                cf.cond_br %v2413, ^bb107, ^bb78
              ^bb107:
                %v2414 = memref.load %l731[%k0] : memref<?xi64>
                %v2415 = memref.load %l9[%k0] : memref<?xi64>
                %v2416 = arith.cmpi ult, %v2414, %v2415 : i64
                memref.store %v2416, %l764[%k0] : memref<?xi1>
                %v2417 = memref.load %l764[%k0] : memref<?xi1>
                cf.cond_br %v2417, ^bb108, ^bb78
              ^bb108:
                %v2418 = memref.load %l732[%k0] : memref<?xi64>
                %v2419 = memref.load %l9[%k0] : memref<?xi64>
                %v2420 = arith.cmpi ult, %v2418, %v2419 : i64
                memref.store %v2420, %l765[%k0] : memref<?xi1>
                %v2421 = memref.load %l765[%k0] : memref<?xi1>
                cf.cond_br %v2421, ^bb109, ^bb78
              ^bb109:
                %v2422 = memref.load %l733[%k0] : memref<?xi64>
                %v2423 = memref.load %l9[%k0] : memref<?xi64>
                %v2424 = arith.cmpi ult, %v2422, %v2423 : i64
                memref.store %v2424, %l766[%k0] : memref<?xi1>
                %v2425 = memref.load %l766[%k0] : memref<?xi1>
                cf.cond_br %v2425, ^bb110, ^bb78
              ^bb110:
                %v2426 = memref.load %l734[%k0] : memref<?xi64>
                %v2427 = memref.load %l9[%k0] : memref<?xi64>
                %v2428 = arith.cmpi ult, %v2426, %v2427 : i64
                memref.store %v2428, %l767[%k0] : memref<?xi1>
                %v2429 = memref.load %l767[%k0] : memref<?xi1>
                cf.cond_br %v2429, ^bb111, ^bb78
              ^bb111:
                %v2430 = memref.load %l735[%k0] : memref<?xi64>
                %v2431 = memref.load %l9[%k0] : memref<?xi64>
                %v2432 = arith.cmpi ult, %v2430, %v2431 : i64
                memref.store %v2432, %l768[%k0] : memref<?xi1>
                %v2433 = memref.load %l768[%k0] : memref<?xi1>
                cf.cond_br %v2433, ^bb112, ^bb78
              ^bb112:
                %v2434 = memref.load %l736[%k0] : memref<?xi64>
                %v2435 = memref.load %l9[%k0] : memref<?xi64>
                %v2436 = arith.cmpi ult, %v2434, %v2435 : i64
                memref.store %v2436, %l769[%k0] : memref<?xi1>
                %v2437 = memref.load %l769[%k0] : memref<?xi1>
                cf.cond_br %v2437, ^bb113, ^bb78
              ^bb113:
                %v2438 = memref.load %l737[%k0] : memref<?xi64>
                %v2439 = memref.load %l9[%k0] : memref<?xi64>
                %v2440 = arith.cmpi ult, %v2438, %v2439 : i64
                memref.store %v2440, %l770[%k0] : memref<?xi1>
                %v2441 = memref.load %l770[%k0] : memref<?xi1>
                cf.cond_br %v2441, ^bb114, ^bb78
              ^bb114:
                %v2442 = memref.load %l738[%k0] : memref<?xi64>
                %v2443 = memref.load %l9[%k0] : memref<?xi64>
                %v2444 = arith.cmpi ult, %v2442, %v2443 : i64
                memref.store %v2444, %l771[%k0] : memref<?xi1>
                %v2445 = memref.load %l771[%k0] : memref<?xi1>
                cf.cond_br %v2445, ^bb115, ^bb78
              ^bb115:
                %v2446 = memref.load %l739[%k0] : memref<?xi64>
                %v2447 = memref.load %l9[%k0] : memref<?xi64>
                %v2448 = arith.cmpi ult, %v2446, %v2447 : i64
                memref.store %v2448, %l772[%k0] : memref<?xi1>
                %v2449 = memref.load %l772[%k0] : memref<?xi1>
                cf.cond_br %v2449, ^bb116, ^bb78
              ^bb116:
                %v2450 = memref.load %l706[%k0] : memref<?xi64>
                %v2451 = arith.index_cast %v2450 : i64 to index
                %v2452 = memref.load %p1[%v2451] : memref<?xf32>
                memref.store %v2452, %l773[%k0] : memref<?xf32>
                %v2453 = memref.load %l710[%k0] : memref<?xi64>
                %v2454 = arith.index_cast %v2453 : i64 to index
                %v2455 = memref.load %p1[%v2454] : memref<?xf32>
                memref.store %v2455, %l774[%k0] : memref<?xf32>
                %v2456 = memref.load %l711[%k0] : memref<?xi64>
                %v2457 = arith.index_cast %v2456 : i64 to index
                %v2458 = memref.load %p1[%v2457] : memref<?xf32>
                memref.store %v2458, %l775[%k0] : memref<?xf32>
                %v2459 = memref.load %l712[%k0] : memref<?xi64>
                %v2460 = arith.index_cast %v2459 : i64 to index
                %v2461 = memref.load %p1[%v2460] : memref<?xf32>
                memref.store %v2461, %l776[%k0] : memref<?xf32>
                %v2462 = memref.load %l713[%k0] : memref<?xi64>
                %v2463 = arith.index_cast %v2462 : i64 to index
                %v2464 = memref.load %p1[%v2463] : memref<?xf32>
                memref.store %v2464, %l777[%k0] : memref<?xf32>
                %v2465 = memref.load %l714[%k0] : memref<?xi64>
                %v2466 = arith.index_cast %v2465 : i64 to index
                %v2467 = memref.load %p1[%v2466] : memref<?xf32>
                memref.store %v2467, %l778[%k0] : memref<?xf32>
                %v2468 = memref.load %l715[%k0] : memref<?xi64>
                %v2469 = arith.index_cast %v2468 : i64 to index
                %v2470 = memref.load %p1[%v2469] : memref<?xf32>
                memref.store %v2470, %l779[%k0] : memref<?xf32>
                %v2471 = memref.load %l716[%k0] : memref<?xi64>
                %v2472 = arith.index_cast %v2471 : i64 to index
                %v2473 = memref.load %p1[%v2472] : memref<?xf32>
                memref.store %v2473, %l780[%k0] : memref<?xf32>
                %v2474 = memref.load %l717[%k0] : memref<?xi64>
                %v2475 = arith.index_cast %v2474 : i64 to index
                %v2476 = memref.load %p1[%v2475] : memref<?xf32>
                memref.store %v2476, %l781[%k0] : memref<?xf32>
                %v2477 = memref.load %l718[%k0] : memref<?xi64>
                %v2478 = arith.index_cast %v2477 : i64 to index
                %v2479 = memref.load %p1[%v2478] : memref<?xf32>
                memref.store %v2479, %l782[%k0] : memref<?xf32>
                %v2480 = memref.load %l719[%k0] : memref<?xi64>
                %v2481 = arith.index_cast %v2480 : i64 to index
                %v2482 = memref.load %p1[%v2481] : memref<?xf32>
                memref.store %v2482, %l783[%k0] : memref<?xf32>
                %v2483 = memref.load %l720[%k0] : memref<?xi64>
                %v2484 = arith.index_cast %v2483 : i64 to index
                %v2485 = memref.load %p1[%v2484] : memref<?xf32>
                memref.store %v2485, %l784[%k0] : memref<?xf32>
                %v2486 = memref.load %l721[%k0] : memref<?xi64>
                %v2487 = arith.index_cast %v2486 : i64 to index
                %v2488 = memref.load %p1[%v2487] : memref<?xf32>
                memref.store %v2488, %l785[%k0] : memref<?xf32>
                %v2489 = memref.load %l722[%k0] : memref<?xi64>
                %v2490 = arith.index_cast %v2489 : i64 to index
                %v2491 = memref.load %p1[%v2490] : memref<?xf32>
                memref.store %v2491, %l786[%k0] : memref<?xf32>
                %v2492 = memref.load %l723[%k0] : memref<?xi64>
                %v2493 = arith.index_cast %v2492 : i64 to index
                %v2494 = memref.load %p1[%v2493] : memref<?xf32>
                memref.store %v2494, %l787[%k0] : memref<?xf32>
                %v2495 = memref.load %l724[%k0] : memref<?xi64>
                %v2496 = arith.index_cast %v2495 : i64 to index
                %v2497 = memref.load %p1[%v2496] : memref<?xf32>
                memref.store %v2497, %l788[%k0] : memref<?xf32>
                %v2498 = memref.load %l725[%k0] : memref<?xi64>
                %v2499 = arith.index_cast %v2498 : i64 to index
                %v2500 = memref.load %p1[%v2499] : memref<?xf32>
                memref.store %v2500, %l789[%k0] : memref<?xf32>
                %v2501 = memref.load %l726[%k0] : memref<?xi64>
                %v2502 = arith.index_cast %v2501 : i64 to index
                %v2503 = memref.load %p1[%v2502] : memref<?xf32>
                memref.store %v2503, %l790[%k0] : memref<?xf32>
                %v2504 = memref.load %l727[%k0] : memref<?xi64>
                %v2505 = arith.index_cast %v2504 : i64 to index
                %v2506 = memref.load %p1[%v2505] : memref<?xf32>
                memref.store %v2506, %l791[%k0] : memref<?xf32>
                %v2507 = memref.load %l728[%k0] : memref<?xi64>
                %v2508 = arith.index_cast %v2507 : i64 to index
                %v2509 = memref.load %p1[%v2508] : memref<?xf32>
                memref.store %v2509, %l792[%k0] : memref<?xf32>
                %v2510 = memref.load %l729[%k0] : memref<?xi64>
                %v2511 = arith.index_cast %v2510 : i64 to index
                %v2512 = memref.load %p1[%v2511] : memref<?xf32>
                memref.store %v2512, %l793[%k0] : memref<?xf32>
                %v2513 = memref.load %l730[%k0] : memref<?xi64>
                %v2514 = arith.index_cast %v2513 : i64 to index
                %v2515 = memref.load %p1[%v2514] : memref<?xf32>
                memref.store %v2515, %l794[%k0] : memref<?xf32>
                %v2516 = memref.load %l731[%k0] : memref<?xi64>
                %v2517 = arith.index_cast %v2516 : i64 to index
                %v2518 = memref.load %p1[%v2517] : memref<?xf32>
                memref.store %v2518, %l795[%k0] : memref<?xf32>
                %v2519 = memref.load %l732[%k0] : memref<?xi64>
                %v2520 = arith.index_cast %v2519 : i64 to index
                %v2521 = memref.load %p1[%v2520] : memref<?xf32>
                memref.store %v2521, %l796[%k0] : memref<?xf32>
                %v2522 = memref.load %l733[%k0] : memref<?xi64>
                %v2523 = arith.index_cast %v2522 : i64 to index
                %v2524 = memref.load %p1[%v2523] : memref<?xf32>
                memref.store %v2524, %l797[%k0] : memref<?xf32>
                %v2525 = memref.load %l734[%k0] : memref<?xi64>
                %v2526 = arith.index_cast %v2525 : i64 to index
                %v2527 = memref.load %p1[%v2526] : memref<?xf32>
                memref.store %v2527, %l798[%k0] : memref<?xf32>
                %v2528 = memref.load %l735[%k0] : memref<?xi64>
                %v2529 = arith.index_cast %v2528 : i64 to index
                %v2530 = memref.load %p1[%v2529] : memref<?xf32>
                memref.store %v2530, %l799[%k0] : memref<?xf32>
                %v2531 = memref.load %l736[%k0] : memref<?xi64>
                %v2532 = arith.index_cast %v2531 : i64 to index
                %v2533 = memref.load %p1[%v2532] : memref<?xf32>
                memref.store %v2533, %l800[%k0] : memref<?xf32>
                %v2534 = memref.load %l737[%k0] : memref<?xi64>
                %v2535 = arith.index_cast %v2534 : i64 to index
                %v2536 = memref.load %p1[%v2535] : memref<?xf32>
                memref.store %v2536, %l801[%k0] : memref<?xf32>
                %v2537 = memref.load %l738[%k0] : memref<?xi64>
                %v2538 = arith.index_cast %v2537 : i64 to index
                %v2539 = memref.load %p1[%v2538] : memref<?xf32>
                memref.store %v2539, %l802[%k0] : memref<?xf32>
                %v2540 = memref.load %l739[%k0] : memref<?xi64>
                %v2541 = arith.index_cast %v2540 : i64 to index
                %v2542 = memref.load %p1[%v2541] : memref<?xf32>
                memref.store %v2542, %l803[%k0] : memref<?xf32>
                %v2543 = memref.load %l740[%k0] : memref<?xi64>
                %v2544 = arith.index_cast %v2543 : i64 to index
                %v2545 = memref.load %p1[%v2544] : memref<?xf32>
                memref.store %v2545, %l804[%k0] : memref<?xf32>
                %v2546 = memref.load %l702[%k0] : memref<?xi64>
                memref.store %v2546, %l805[%k0] : memref<?xi64>
                %v2547 = memref.load %l805[%k0] : memref<?xi64>
                %v2548 = memref.load %l709[%k0] : memref<?xi64>
                %v2549 = arith.addi %v2547, %v2548 : i64
                memref.store %v2549, %l806[%k0] : memref<?xi64>
                %v2550 = memref.load %l806[%k0] : memref<?xi64>
                %v2551 = arith.constant 1 : i64
                %v2552 = arith.addi %v2550, %v2551 : i64
                memref.store %v2552, %l807[%k0] : memref<?xi64>
                %v2553 = memref.load %l806[%k0] : memref<?xi64>
                %v2554 = arith.constant 2 : i64
                %v2555 = arith.addi %v2553, %v2554 : i64
                memref.store %v2555, %l808[%k0] : memref<?xi64>
                %v2556 = memref.load %l806[%k0] : memref<?xi64>
                %v2557 = arith.constant 3 : i64
                %v2558 = arith.addi %v2556, %v2557 : i64
                memref.store %v2558, %l809[%k0] : memref<?xi64>
                %v2559 = memref.load %l806[%k0] : memref<?xi64>
                %v2560 = arith.constant 4 : i64
                %v2561 = arith.addi %v2559, %v2560 : i64
                memref.store %v2561, %l810[%k0] : memref<?xi64>
                %v2562 = memref.load %l810[%k0] : memref<?xi64>
                %v2563 = memref.load %l10[%k0] : memref<?xi64>
                %v2564 = arith.cmpi ult, %v2562, %v2563 : i64
                memref.store %v2564, %l811[%k0] : memref<?xi1>
                %v2565 = memref.load %l811[%k0] : memref<?xi1>
                cf.cond_br %v2565, ^bb117, ^bb137
              ^bb117:
                %v2566 = memref.load %l806[%k0] : memref<?xi64>
                %v2567 = memref.load %l10[%k0] : memref<?xi64>
                %v2568 = arith.cmpi ult, %v2566, %v2567 : i64
                memref.store %v2568, %l812[%k0] : memref<?xi1>
                %v2569 = memref.load %l812[%k0] : memref<?xi1>
                cf.cond_br %v2569, ^bb118, ^bb137
              ^bb118:
                %v2570 = memref.load %l807[%k0] : memref<?xi64>
                %v2571 = memref.load %l10[%k0] : memref<?xi64>
                %v2572 = arith.cmpi ult, %v2570, %v2571 : i64
                memref.store %v2572, %l813[%k0] : memref<?xi1>
                %v2573 = memref.load %l813[%k0] : memref<?xi1>
                cf.cond_br %v2573, ^bb119, ^bb137
              ^bb119:
                %v2574 = memref.load %l808[%k0] : memref<?xi64>
                %v2575 = memref.load %l10[%k0] : memref<?xi64>
                %v2576 = arith.cmpi ult, %v2574, %v2575 : i64
                memref.store %v2576, %l814[%k0] : memref<?xi1>
                %v2577 = memref.load %l814[%k0] : memref<?xi1>
                cf.cond_br %v2577, ^bb120, ^bb137
              ^bb120:
                %v2578 = memref.load %l809[%k0] : memref<?xi64>
                %v2579 = memref.load %l10[%k0] : memref<?xi64>
                %v2580 = arith.cmpi ult, %v2578, %v2579 : i64
                memref.store %v2580, %l815[%k0] : memref<?xi1>
                %v2581 = memref.load %l815[%k0] : memref<?xi1>
                cf.cond_br %v2581, ^bb121, ^bb137
              ^bb121:
                %v2582 = memref.load %l806[%k0] : memref<?xi64>
                %v2583 = arith.index_cast %v2582 : i64 to index
                %v2584 = memref.load %p0[%v2583] : memref<?xi32>
                memref.store %v2584, %l816[%k0] : memref<?xi32>
                %v2585 = memref.load %l807[%k0] : memref<?xi64>
                %v2586 = arith.index_cast %v2585 : i64 to index
                %v2587 = memref.load %p0[%v2586] : memref<?xi32>
                memref.store %v2587, %l817[%k0] : memref<?xi32>
                %v2588 = memref.load %l808[%k0] : memref<?xi64>
                %v2589 = arith.index_cast %v2588 : i64 to index
                %v2590 = memref.load %p0[%v2589] : memref<?xi32>
                memref.store %v2590, %l818[%k0] : memref<?xi32>
                %v2591 = memref.load %l809[%k0] : memref<?xi64>
                %v2592 = arith.index_cast %v2591 : i64 to index
                %v2593 = memref.load %p0[%v2592] : memref<?xi32>
                memref.store %v2593, %l819[%k0] : memref<?xi32>
                %v2594 = memref.load %l810[%k0] : memref<?xi64>
                %v2595 = arith.index_cast %v2594 : i64 to index
                %v2596 = memref.load %p0[%v2595] : memref<?xi32>
                memref.store %v2596, %l820[%k0] : memref<?xi32>
                %v2597 = memref.load %l773[%k0] : memref<?xf32>
                %v2598 = memref.load %l774[%k0] : memref<?xf32>
                %v2599 = arith.addf %v2597, %v2598 : f32
                memref.store %v2599, %l821[%k0] : memref<?xf32>
                %v2600 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2600, %l822[%k0] : memref<?xf32>
                %v2601 = memref.load %l822[%k0] : memref<?xf32>
                %v2602 = memref.load %l775[%k0] : memref<?xf32>
                %v2603 = arith.addf %v2601, %v2602 : f32
                memref.store %v2603, %l821[%k0] : memref<?xf32>
                %v2604 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2604, %l823[%k0] : memref<?xf32>
                %v2605 = memref.load %l823[%k0] : memref<?xf32>
                %v2606 = memref.load %l776[%k0] : memref<?xf32>
                %v2607 = arith.addf %v2605, %v2606 : f32
                memref.store %v2607, %l821[%k0] : memref<?xf32>
                %v2608 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2608, %l824[%k0] : memref<?xf32>
                %v2609 = memref.load %l824[%k0] : memref<?xf32>
                %v2610 = memref.load %l777[%k0] : memref<?xf32>
                %v2611 = arith.addf %v2609, %v2610 : f32
                memref.store %v2611, %l821[%k0] : memref<?xf32>
                %v2612 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2612, %l825[%k0] : memref<?xf32>
                %v2613 = memref.load %l825[%k0] : memref<?xf32>
                %v2614 = memref.load %l778[%k0] : memref<?xf32>
                %v2615 = arith.addf %v2613, %v2614 : f32
                memref.store %v2615, %l821[%k0] : memref<?xf32>
                %v2616 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2616, %l826[%k0] : memref<?xf32>
                %v2617 = memref.load %l826[%k0] : memref<?xf32>
                %v2618 = memref.load %l779[%k0] : memref<?xf32>
                %v2619 = arith.addf %v2617, %v2618 : f32
                memref.store %v2619, %l821[%k0] : memref<?xf32>
                %v2620 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2620, %l827[%k0] : memref<?xf32>
                %v2621 = memref.load %l827[%k0] : memref<?xf32>
                %v2622 = memref.load %l780[%k0] : memref<?xf32>
                %v2623 = arith.addf %v2621, %v2622 : f32
                memref.store %v2623, %l821[%k0] : memref<?xf32>
                %v2624 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2624, %l828[%k0] : memref<?xf32>
                %v2625 = memref.load %l828[%k0] : memref<?xf32>
                %v2626 = memref.load %l781[%k0] : memref<?xf32>
                %v2627 = arith.addf %v2625, %v2626 : f32
                memref.store %v2627, %l821[%k0] : memref<?xf32>
                %v2628 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2628, %l829[%k0] : memref<?xf32>
                %v2629 = memref.load %l829[%k0] : memref<?xf32>
                %v2630 = memref.load %l782[%k0] : memref<?xf32>
                %v2631 = arith.addf %v2629, %v2630 : f32
                memref.store %v2631, %l821[%k0] : memref<?xf32>
                %v2632 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2632, %l830[%k0] : memref<?xf32>
                %v2633 = memref.load %l830[%k0] : memref<?xf32>
                %v2634 = memref.load %l783[%k0] : memref<?xf32>
                %v2635 = arith.addf %v2633, %v2634 : f32
                memref.store %v2635, %l821[%k0] : memref<?xf32>
                %v2636 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2636, %l831[%k0] : memref<?xf32>
                %v2637 = memref.load %l831[%k0] : memref<?xf32>
                %v2638 = memref.load %l784[%k0] : memref<?xf32>
                %v2639 = arith.addf %v2637, %v2638 : f32
                memref.store %v2639, %l821[%k0] : memref<?xf32>
                %v2640 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2640, %l832[%k0] : memref<?xf32>
                %v2641 = memref.load %l832[%k0] : memref<?xf32>
                %v2642 = memref.load %l785[%k0] : memref<?xf32>
                %v2643 = arith.addf %v2641, %v2642 : f32
                memref.store %v2643, %l821[%k0] : memref<?xf32>
                %v2644 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2644, %l833[%k0] : memref<?xf32>
                %v2645 = memref.load %l833[%k0] : memref<?xf32>
                %v2646 = memref.load %l786[%k0] : memref<?xf32>
                %v2647 = arith.addf %v2645, %v2646 : f32
                memref.store %v2647, %l821[%k0] : memref<?xf32>
                %v2648 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2648, %l834[%k0] : memref<?xf32>
                %v2649 = memref.load %l834[%k0] : memref<?xf32>
                %v2650 = memref.load %l787[%k0] : memref<?xf32>
                %v2651 = arith.addf %v2649, %v2650 : f32
                memref.store %v2651, %l821[%k0] : memref<?xf32>
                %v2652 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2652, %l835[%k0] : memref<?xf32>
                %v2653 = memref.load %l835[%k0] : memref<?xf32>
                %v2654 = memref.load %l788[%k0] : memref<?xf32>
                %v2655 = arith.addf %v2653, %v2654 : f32
                memref.store %v2655, %l821[%k0] : memref<?xf32>
                %v2656 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2656, %l836[%k0] : memref<?xf32>
                %v2657 = memref.load %l836[%k0] : memref<?xf32>
                %v2658 = memref.load %l789[%k0] : memref<?xf32>
                %v2659 = arith.addf %v2657, %v2658 : f32
                memref.store %v2659, %l821[%k0] : memref<?xf32>
                %v2660 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2660, %l837[%k0] : memref<?xf32>
                %v2661 = memref.load %l837[%k0] : memref<?xf32>
                %v2662 = memref.load %l790[%k0] : memref<?xf32>
                %v2663 = arith.addf %v2661, %v2662 : f32
                memref.store %v2663, %l821[%k0] : memref<?xf32>
                %v2664 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2664, %l838[%k0] : memref<?xf32>
                %v2665 = memref.load %l838[%k0] : memref<?xf32>
                %v2666 = memref.load %l791[%k0] : memref<?xf32>
                %v2667 = arith.addf %v2665, %v2666 : f32
                memref.store %v2667, %l821[%k0] : memref<?xf32>
                %v2668 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2668, %l839[%k0] : memref<?xf32>
                %v2669 = memref.load %l839[%k0] : memref<?xf32>
                %v2670 = memref.load %l792[%k0] : memref<?xf32>
                %v2671 = arith.addf %v2669, %v2670 : f32
                memref.store %v2671, %l821[%k0] : memref<?xf32>
                %v2672 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2672, %l840[%k0] : memref<?xf32>
                %v2673 = memref.load %l840[%k0] : memref<?xf32>
                %v2674 = memref.load %l793[%k0] : memref<?xf32>
                %v2675 = arith.addf %v2673, %v2674 : f32
                memref.store %v2675, %l821[%k0] : memref<?xf32>
                %v2676 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2676, %l841[%k0] : memref<?xf32>
                %v2677 = memref.load %l841[%k0] : memref<?xf32>
                %v2678 = memref.load %l794[%k0] : memref<?xf32>
                %v2679 = arith.addf %v2677, %v2678 : f32
                memref.store %v2679, %l821[%k0] : memref<?xf32>
                %v2680 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2680, %l842[%k0] : memref<?xf32>
                %v2681 = memref.load %l842[%k0] : memref<?xf32>
                %v2682 = memref.load %l795[%k0] : memref<?xf32>
                %v2683 = arith.addf %v2681, %v2682 : f32
                memref.store %v2683, %l821[%k0] : memref<?xf32>
                %v2684 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2684, %l843[%k0] : memref<?xf32>
                %v2685 = memref.load %l843[%k0] : memref<?xf32>
                %v2686 = memref.load %l796[%k0] : memref<?xf32>
                %v2687 = arith.addf %v2685, %v2686 : f32
                memref.store %v2687, %l821[%k0] : memref<?xf32>
                %v2688 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2688, %l844[%k0] : memref<?xf32>
                %v2689 = memref.load %l844[%k0] : memref<?xf32>
                %v2690 = memref.load %l797[%k0] : memref<?xf32>
                %v2691 = arith.addf %v2689, %v2690 : f32
                memref.store %v2691, %l821[%k0] : memref<?xf32>
                %v2692 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2692, %l845[%k0] : memref<?xf32>
                %v2693 = memref.load %l845[%k0] : memref<?xf32>
                %v2694 = memref.load %l798[%k0] : memref<?xf32>
                %v2695 = arith.addf %v2693, %v2694 : f32
                memref.store %v2695, %l821[%k0] : memref<?xf32>
                %v2696 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2696, %l846[%k0] : memref<?xf32>
                %v2697 = memref.load %l846[%k0] : memref<?xf32>
                %v2698 = memref.load %l799[%k0] : memref<?xf32>
                %v2699 = arith.addf %v2697, %v2698 : f32
                memref.store %v2699, %l821[%k0] : memref<?xf32>
                %v2700 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2700, %l847[%k0] : memref<?xf32>
                %v2701 = memref.load %l847[%k0] : memref<?xf32>
                %v2702 = memref.load %l800[%k0] : memref<?xf32>
                %v2703 = arith.addf %v2701, %v2702 : f32
                memref.store %v2703, %l821[%k0] : memref<?xf32>
                %v2704 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2704, %l848[%k0] : memref<?xf32>
                %v2705 = memref.load %l848[%k0] : memref<?xf32>
                %v2706 = memref.load %l801[%k0] : memref<?xf32>
                %v2707 = arith.addf %v2705, %v2706 : f32
                memref.store %v2707, %l821[%k0] : memref<?xf32>
                %v2708 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2708, %l849[%k0] : memref<?xf32>
                %v2709 = memref.load %l849[%k0] : memref<?xf32>
                %v2710 = memref.load %l802[%k0] : memref<?xf32>
                %v2711 = arith.addf %v2709, %v2710 : f32
                memref.store %v2711, %l821[%k0] : memref<?xf32>
                %v2712 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2712, %l850[%k0] : memref<?xf32>
                %v2713 = memref.load %l850[%k0] : memref<?xf32>
                %v2714 = memref.load %l803[%k0] : memref<?xf32>
                %v2715 = arith.addf %v2713, %v2714 : f32
                memref.store %v2715, %l821[%k0] : memref<?xf32>
                %v2716 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2716, %l851[%k0] : memref<?xf32>
                %v2717 = memref.load %l851[%k0] : memref<?xf32>
                %v2718 = memref.load %l804[%k0] : memref<?xf32>
                %v2719 = arith.addf %v2717, %v2718 : f32
                memref.store %v2719, %l821[%k0] : memref<?xf32>
                %v2720 = memref.load %l821[%k0] : memref<?xf32>
                memref.store %v2720, %l852[%k0] : memref<?xf32>
                %v2721 = memref.load %l816[%k0] : memref<?xi32>
                %v2722 = arith.constant 65535 : i32
                %v2723 = arith.andi %v2721, %v2722 : i32
                memref.store %v2723, %l853[%k0] : memref<?xi32>
                %v2724 = memref.load %l853[%k0] : memref<?xi32>
                %v2725 = arith.constant 32767 : i32
                %v2726 = arith.andi %v2724, %v2725 : i32
                memref.store %v2726, %l854[%k0] : memref<?xi32>
                %v2727 = arith.constant 13 : i32
                memref.store %v2727, %l855[%k0] : memref<?xi32>
                %v2728 = memref.load %l854[%k0] : memref<?xi32>
                %v2729 = memref.load %l855[%k0] : memref<?xi32>
                %v2730 = arith.constant 31 : i32
                %v2731 = arith.andi %v2729, %v2730 : i32
                %v2732 = arith.shli %v2728, %v2731 : i32
                memref.store %v2732, %l856[%k0] : memref<?xi32>
                %v2733 = memref.load %l856[%k0] : memref<?xi32>
                %v2734 = arith.constant 939524096 : i32
                %v2735 = arith.addi %v2733, %v2734 : i32
                memref.store %v2735, %l857[%k0] : memref<?xi32>
                %v2736 = memref.load %l857[%k0] : memref<?xi32>
                %v2737 = arith.bitcast %v2736 : i32 to f32
                memref.store %v2737, %l858[%k0] : memref<?xf32>
                %v2738 = memref.load %l854[%k0] : memref<?xi32>
                %v2739 = arith.constant 1024 : i32
                %v2740 = arith.cmpi ult, %v2738, %v2739 : i32
                memref.store %v2740, %l859[%k0] : memref<?xi1>
                %v2741 = memref.load %l859[%k0] : memref<?xi1>
                cf.cond_br %v2741, ^bb122, ^bb123
              ^bb122:
                %v2742 = arith.constant 13 : i32
                memref.store %v2742, %l860[%k0] : memref<?xi32>
                %v2743 = memref.load %l854[%k0] : memref<?xi32>
                %v2744 = memref.load %l860[%k0] : memref<?xi32>
                %v2745 = arith.constant 31 : i32
                %v2746 = arith.andi %v2744, %v2745 : i32
                %v2747 = arith.shli %v2743, %v2746 : i32
                memref.store %v2747, %l861[%k0] : memref<?xi32>
                %v2748 = memref.load %l861[%k0] : memref<?xi32>
                %v2749 = arith.constant 947912704 : i32
                %v2750 = arith.addi %v2748, %v2749 : i32
                memref.store %v2750, %l862[%k0] : memref<?xi32>
                %v2751 = memref.load %l862[%k0] : memref<?xi32>
                %v2752 = arith.bitcast %v2751 : i32 to f32
                memref.store %v2752, %l863[%k0] : memref<?xf32>
                %v2753 = memref.load %l863[%k0] : memref<?xf32>
                %v2754 = arith.constant 0x38800000 : f32
                %v2755 = arith.subf %v2753, %v2754 : f32
                memref.store %v2755, %l858[%k0] : memref<?xf32>
                cf.br ^bb123
              ^bb123:
                %v2756 = memref.load %l854[%k0] : memref<?xi32>
                %v2757 = arith.constant 31744 : i32
                %v2758 = arith.cmpi uge, %v2756, %v2757 : i32
                memref.store %v2758, %l864[%k0] : memref<?xi1>
                %v2759 = memref.load %l864[%k0] : memref<?xi1>
                cf.cond_br %v2759, ^bb124, ^bb125
              ^bb124:
                %v2760 = arith.constant 13 : i32
                memref.store %v2760, %l865[%k0] : memref<?xi32>
                %v2761 = memref.load %l854[%k0] : memref<?xi32>
                %v2762 = memref.load %l865[%k0] : memref<?xi32>
                %v2763 = arith.constant 31 : i32
                %v2764 = arith.andi %v2762, %v2763 : i32
                %v2765 = arith.shli %v2761, %v2764 : i32
                memref.store %v2765, %l866[%k0] : memref<?xi32>
                %v2766 = memref.load %l866[%k0] : memref<?xi32>
                %v2767 = arith.constant 1879048192 : i32
                %v2768 = arith.addi %v2766, %v2767 : i32
                memref.store %v2768, %l867[%k0] : memref<?xi32>
                %v2769 = memref.load %l867[%k0] : memref<?xi32>
                %v2770 = arith.bitcast %v2769 : i32 to f32
                memref.store %v2770, %l868[%k0] : memref<?xf32>
                %v2771 = memref.load %l868[%k0] : memref<?xf32>
                memref.store %v2771, %l858[%k0] : memref<?xf32>
                cf.br ^bb125
              ^bb125:
                %v2772 = memref.load %l853[%k0] : memref<?xi32>
                %v2773 = arith.constant 32768 : i32
                %v2774 = arith.cmpi uge, %v2772, %v2773 : i32
                memref.store %v2774, %l869[%k0] : memref<?xi1>
                %v2775 = memref.load %l869[%k0] : memref<?xi1>
                cf.cond_br %v2775, ^bb126, ^bb127
              ^bb126:
                %v2776 = memref.load %l858[%k0] : memref<?xf32>
                memref.store %v2776, %l870[%k0] : memref<?xf32>
                %v2777 = memref.load %l870[%k0] : memref<?xf32>
                %v2778 = arith.negf %v2777 : f32
                memref.store %v2778, %l858[%k0] : memref<?xf32>
                cf.br ^bb127
              ^bb127:
                %v2779 = memref.load %l858[%k0] : memref<?xf32>
                memref.store %v2779, %l871[%k0] : memref<?xf32>
                %v2780 = arith.constant 16 : i32
                memref.store %v2780, %l872[%k0] : memref<?xi32>
                %v2781 = memref.load %l817[%k0] : memref<?xi32>
                %v2782 = memref.load %l872[%k0] : memref<?xi32>
                %v2783 = arith.constant 31 : i32
                %v2784 = arith.andi %v2782, %v2783 : i32
                %v2785 = arith.shrui %v2781, %v2784 : i32
                memref.store %v2785, %l873[%k0] : memref<?xi32>
                %v2786 = arith.constant 16 : i32
                memref.store %v2786, %l874[%k0] : memref<?xi32>
                %v2787 = memref.load %l818[%k0] : memref<?xi32>
                %v2788 = memref.load %l874[%k0] : memref<?xi32>
                %v2789 = arith.constant 31 : i32
                %v2790 = arith.andi %v2788, %v2789 : i32
                %v2791 = arith.shrui %v2787, %v2790 : i32
                memref.store %v2791, %l875[%k0] : memref<?xi32>
                %v2792 = arith.constant 16 : i32
                memref.store %v2792, %l876[%k0] : memref<?xi32>
                %v2793 = memref.load %l819[%k0] : memref<?xi32>
                %v2794 = memref.load %l876[%k0] : memref<?xi32>
                %v2795 = arith.constant 31 : i32
                %v2796 = arith.andi %v2794, %v2795 : i32
                %v2797 = arith.shrui %v2793, %v2796 : i32
                memref.store %v2797, %l877[%k0] : memref<?xi32>
                %v2798 = arith.constant 16 : i32
                memref.store %v2798, %l878[%k0] : memref<?xi32>
                %v2799 = memref.load %l820[%k0] : memref<?xi32>
                %v2800 = memref.load %l878[%k0] : memref<?xi32>
                %v2801 = arith.constant 31 : i32
                %v2802 = arith.andi %v2800, %v2801 : i32
                %v2803 = arith.shrui %v2799, %v2802 : i32
                memref.store %v2803, %l879[%k0] : memref<?xi32>
                %v2804 = memref.load %l817[%k0] : memref<?xi32>
                %v2805 = arith.constant 15 : i32
                %v2806 = arith.andi %v2804, %v2805 : i32
                memref.store %v2806, %l880[%k0] : memref<?xi32>
                %v2807 = memref.load %l880[%k0] : memref<?xi32>
                %v2808 = memref.load %l18[%k0] : memref<?xi32>
                %v2809 = arith.ori %v2807, %v2808 : i32
                memref.store %v2809, %l881[%k0] : memref<?xi32>
                %v2810 = memref.load %l881[%k0] : memref<?xi32>
                %v2811 = arith.bitcast %v2810 : i32 to f32
                memref.store %v2811, %l882[%k0] : memref<?xf32>
                %v2812 = memref.load %l882[%k0] : memref<?xf32>
                %v2813 = arith.constant 0x4B000000 : f32
                %v2814 = arith.subf %v2812, %v2813 : f32
                memref.store %v2814, %l883[%k0] : memref<?xf32>
                %v2815 = memref.load %l883[%k0] : memref<?xf32>
                %v2816 = memref.load %l773[%k0] : memref<?xf32>
                %v2817 = arith.mulf %v2815, %v2816 : f32
                memref.store %v2817, %l884[%k0] : memref<?xf32>
                %v2818 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2818, %l885[%k0] : memref<?xf32>
                %v2819 = memref.load %l817[%k0] : memref<?xi32>
                %v2820 = arith.constant 3840 : i32
                %v2821 = arith.andi %v2819, %v2820 : i32
                memref.store %v2821, %l886[%k0] : memref<?xi32>
                %v2822 = memref.load %l886[%k0] : memref<?xi32>
                %v2823 = memref.load %l20[%k0] : memref<?xi32>
                %v2824 = arith.ori %v2822, %v2823 : i32
                memref.store %v2824, %l887[%k0] : memref<?xi32>
                %v2825 = memref.load %l887[%k0] : memref<?xi32>
                %v2826 = arith.bitcast %v2825 : i32 to f32
                memref.store %v2826, %l888[%k0] : memref<?xf32>
                %v2827 = memref.load %l888[%k0] : memref<?xf32>
                %v2828 = arith.constant 0x47000000 : f32
                %v2829 = arith.subf %v2827, %v2828 : f32
                memref.store %v2829, %l889[%k0] : memref<?xf32>
                %v2830 = memref.load %l889[%k0] : memref<?xf32>
                %v2831 = memref.load %l774[%k0] : memref<?xf32>
                %v2832 = arith.mulf %v2830, %v2831 : f32
                memref.store %v2832, %l890[%k0] : memref<?xf32>
                %v2833 = memref.load %l885[%k0] : memref<?xf32>
                %v2834 = memref.load %l890[%k0] : memref<?xf32>
                %v2835 = arith.addf %v2833, %v2834 : f32
                memref.store %v2835, %l884[%k0] : memref<?xf32>
                %v2836 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2836, %l891[%k0] : memref<?xf32>
                %v2837 = memref.load %l817[%k0] : memref<?xi32>
                %v2838 = arith.constant 983040 : i32
                %v2839 = arith.andi %v2837, %v2838 : i32
                memref.store %v2839, %l892[%k0] : memref<?xi32>
                %v2840 = memref.load %l892[%k0] : memref<?xi32>
                %v2841 = memref.load %l22[%k0] : memref<?xi32>
                %v2842 = arith.ori %v2840, %v2841 : i32
                memref.store %v2842, %l893[%k0] : memref<?xi32>
                %v2843 = memref.load %l893[%k0] : memref<?xi32>
                %v2844 = arith.bitcast %v2843 : i32 to f32
                memref.store %v2844, %l894[%k0] : memref<?xf32>
                %v2845 = memref.load %l894[%k0] : memref<?xf32>
                %v2846 = arith.constant 0x43000000 : f32
                %v2847 = arith.subf %v2845, %v2846 : f32
                memref.store %v2847, %l895[%k0] : memref<?xf32>
                %v2848 = memref.load %l895[%k0] : memref<?xf32>
                %v2849 = memref.load %l775[%k0] : memref<?xf32>
                %v2850 = arith.mulf %v2848, %v2849 : f32
                memref.store %v2850, %l896[%k0] : memref<?xf32>
                %v2851 = memref.load %l891[%k0] : memref<?xf32>
                %v2852 = memref.load %l896[%k0] : memref<?xf32>
                %v2853 = arith.addf %v2851, %v2852 : f32
                memref.store %v2853, %l884[%k0] : memref<?xf32>
                %v2854 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2854, %l897[%k0] : memref<?xf32>
                %v2855 = memref.load %l873[%k0] : memref<?xi32>
                %v2856 = arith.constant 3840 : i32
                %v2857 = arith.andi %v2855, %v2856 : i32
                memref.store %v2857, %l898[%k0] : memref<?xi32>
                %v2858 = memref.load %l898[%k0] : memref<?xi32>
                %v2859 = memref.load %l20[%k0] : memref<?xi32>
                %v2860 = arith.ori %v2858, %v2859 : i32
                memref.store %v2860, %l899[%k0] : memref<?xi32>
                %v2861 = memref.load %l899[%k0] : memref<?xi32>
                %v2862 = arith.bitcast %v2861 : i32 to f32
                memref.store %v2862, %l900[%k0] : memref<?xf32>
                %v2863 = memref.load %l900[%k0] : memref<?xf32>
                %v2864 = arith.constant 0x47000000 : f32
                %v2865 = arith.subf %v2863, %v2864 : f32
                memref.store %v2865, %l901[%k0] : memref<?xf32>
                %v2866 = memref.load %l901[%k0] : memref<?xf32>
                %v2867 = memref.load %l776[%k0] : memref<?xf32>
                %v2868 = arith.mulf %v2866, %v2867 : f32
                memref.store %v2868, %l902[%k0] : memref<?xf32>
                %v2869 = memref.load %l897[%k0] : memref<?xf32>
                %v2870 = memref.load %l902[%k0] : memref<?xf32>
                %v2871 = arith.addf %v2869, %v2870 : f32
                memref.store %v2871, %l884[%k0] : memref<?xf32>
                %v2872 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2872, %l903[%k0] : memref<?xf32>
                %v2873 = memref.load %l818[%k0] : memref<?xi32>
                %v2874 = arith.constant 15 : i32
                %v2875 = arith.andi %v2873, %v2874 : i32
                memref.store %v2875, %l904[%k0] : memref<?xi32>
                %v2876 = memref.load %l904[%k0] : memref<?xi32>
                %v2877 = memref.load %l18[%k0] : memref<?xi32>
                %v2878 = arith.ori %v2876, %v2877 : i32
                memref.store %v2878, %l905[%k0] : memref<?xi32>
                %v2879 = memref.load %l905[%k0] : memref<?xi32>
                %v2880 = arith.bitcast %v2879 : i32 to f32
                memref.store %v2880, %l906[%k0] : memref<?xf32>
                %v2881 = memref.load %l906[%k0] : memref<?xf32>
                %v2882 = arith.constant 0x4B000000 : f32
                %v2883 = arith.subf %v2881, %v2882 : f32
                memref.store %v2883, %l907[%k0] : memref<?xf32>
                %v2884 = memref.load %l907[%k0] : memref<?xf32>
                %v2885 = memref.load %l777[%k0] : memref<?xf32>
                %v2886 = arith.mulf %v2884, %v2885 : f32
                memref.store %v2886, %l908[%k0] : memref<?xf32>
                %v2887 = memref.load %l903[%k0] : memref<?xf32>
                %v2888 = memref.load %l908[%k0] : memref<?xf32>
                %v2889 = arith.addf %v2887, %v2888 : f32
                memref.store %v2889, %l884[%k0] : memref<?xf32>
                %v2890 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2890, %l909[%k0] : memref<?xf32>
                %v2891 = memref.load %l818[%k0] : memref<?xi32>
                %v2892 = arith.constant 3840 : i32
                %v2893 = arith.andi %v2891, %v2892 : i32
                memref.store %v2893, %l910[%k0] : memref<?xi32>
                %v2894 = memref.load %l910[%k0] : memref<?xi32>
                %v2895 = memref.load %l20[%k0] : memref<?xi32>
                %v2896 = arith.ori %v2894, %v2895 : i32
                memref.store %v2896, %l911[%k0] : memref<?xi32>
                %v2897 = memref.load %l911[%k0] : memref<?xi32>
                %v2898 = arith.bitcast %v2897 : i32 to f32
                memref.store %v2898, %l912[%k0] : memref<?xf32>
                %v2899 = memref.load %l912[%k0] : memref<?xf32>
                %v2900 = arith.constant 0x47000000 : f32
                %v2901 = arith.subf %v2899, %v2900 : f32
                memref.store %v2901, %l913[%k0] : memref<?xf32>
                %v2902 = memref.load %l913[%k0] : memref<?xf32>
                %v2903 = memref.load %l778[%k0] : memref<?xf32>
                %v2904 = arith.mulf %v2902, %v2903 : f32
                memref.store %v2904, %l914[%k0] : memref<?xf32>
                %v2905 = memref.load %l909[%k0] : memref<?xf32>
                %v2906 = memref.load %l914[%k0] : memref<?xf32>
                %v2907 = arith.addf %v2905, %v2906 : f32
                memref.store %v2907, %l884[%k0] : memref<?xf32>
                %v2908 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2908, %l915[%k0] : memref<?xf32>
                %v2909 = memref.load %l818[%k0] : memref<?xi32>
                %v2910 = arith.constant 983040 : i32
                %v2911 = arith.andi %v2909, %v2910 : i32
                memref.store %v2911, %l916[%k0] : memref<?xi32>
                %v2912 = memref.load %l916[%k0] : memref<?xi32>
                %v2913 = memref.load %l22[%k0] : memref<?xi32>
                %v2914 = arith.ori %v2912, %v2913 : i32
                memref.store %v2914, %l917[%k0] : memref<?xi32>
                %v2915 = memref.load %l917[%k0] : memref<?xi32>
                %v2916 = arith.bitcast %v2915 : i32 to f32
                memref.store %v2916, %l918[%k0] : memref<?xf32>
                %v2917 = memref.load %l918[%k0] : memref<?xf32>
                %v2918 = arith.constant 0x43000000 : f32
                %v2919 = arith.subf %v2917, %v2918 : f32
                memref.store %v2919, %l919[%k0] : memref<?xf32>
                %v2920 = memref.load %l919[%k0] : memref<?xf32>
                %v2921 = memref.load %l779[%k0] : memref<?xf32>
                %v2922 = arith.mulf %v2920, %v2921 : f32
                memref.store %v2922, %l920[%k0] : memref<?xf32>
                %v2923 = memref.load %l915[%k0] : memref<?xf32>
                %v2924 = memref.load %l920[%k0] : memref<?xf32>
                %v2925 = arith.addf %v2923, %v2924 : f32
                memref.store %v2925, %l884[%k0] : memref<?xf32>
                %v2926 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2926, %l921[%k0] : memref<?xf32>
                %v2927 = memref.load %l875[%k0] : memref<?xi32>
                %v2928 = arith.constant 3840 : i32
                %v2929 = arith.andi %v2927, %v2928 : i32
                memref.store %v2929, %l922[%k0] : memref<?xi32>
                %v2930 = memref.load %l922[%k0] : memref<?xi32>
                %v2931 = memref.load %l20[%k0] : memref<?xi32>
                %v2932 = arith.ori %v2930, %v2931 : i32
                memref.store %v2932, %l923[%k0] : memref<?xi32>
                %v2933 = memref.load %l923[%k0] : memref<?xi32>
                %v2934 = arith.bitcast %v2933 : i32 to f32
                memref.store %v2934, %l924[%k0] : memref<?xf32>
                %v2935 = memref.load %l924[%k0] : memref<?xf32>
                %v2936 = arith.constant 0x47000000 : f32
                %v2937 = arith.subf %v2935, %v2936 : f32
                memref.store %v2937, %l925[%k0] : memref<?xf32>
                %v2938 = memref.load %l925[%k0] : memref<?xf32>
                %v2939 = memref.load %l780[%k0] : memref<?xf32>
                %v2940 = arith.mulf %v2938, %v2939 : f32
                memref.store %v2940, %l926[%k0] : memref<?xf32>
                %v2941 = memref.load %l921[%k0] : memref<?xf32>
                %v2942 = memref.load %l926[%k0] : memref<?xf32>
                %v2943 = arith.addf %v2941, %v2942 : f32
                memref.store %v2943, %l884[%k0] : memref<?xf32>
                %v2944 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2944, %l927[%k0] : memref<?xf32>
                %v2945 = memref.load %l819[%k0] : memref<?xi32>
                %v2946 = arith.constant 15 : i32
                %v2947 = arith.andi %v2945, %v2946 : i32
                memref.store %v2947, %l928[%k0] : memref<?xi32>
                %v2948 = memref.load %l928[%k0] : memref<?xi32>
                %v2949 = memref.load %l18[%k0] : memref<?xi32>
                %v2950 = arith.ori %v2948, %v2949 : i32
                memref.store %v2950, %l929[%k0] : memref<?xi32>
                %v2951 = memref.load %l929[%k0] : memref<?xi32>
                %v2952 = arith.bitcast %v2951 : i32 to f32
                memref.store %v2952, %l930[%k0] : memref<?xf32>
                %v2953 = memref.load %l930[%k0] : memref<?xf32>
                %v2954 = arith.constant 0x4B000000 : f32
                %v2955 = arith.subf %v2953, %v2954 : f32
                memref.store %v2955, %l931[%k0] : memref<?xf32>
                %v2956 = memref.load %l931[%k0] : memref<?xf32>
                %v2957 = memref.load %l781[%k0] : memref<?xf32>
                %v2958 = arith.mulf %v2956, %v2957 : f32
                memref.store %v2958, %l932[%k0] : memref<?xf32>
                %v2959 = memref.load %l927[%k0] : memref<?xf32>
                %v2960 = memref.load %l932[%k0] : memref<?xf32>
                %v2961 = arith.addf %v2959, %v2960 : f32
                memref.store %v2961, %l884[%k0] : memref<?xf32>
                %v2962 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2962, %l933[%k0] : memref<?xf32>
                %v2963 = memref.load %l819[%k0] : memref<?xi32>
                %v2964 = arith.constant 3840 : i32
                %v2965 = arith.andi %v2963, %v2964 : i32
                memref.store %v2965, %l934[%k0] : memref<?xi32>
                %v2966 = memref.load %l934[%k0] : memref<?xi32>
                %v2967 = memref.load %l20[%k0] : memref<?xi32>
                %v2968 = arith.ori %v2966, %v2967 : i32
                memref.store %v2968, %l935[%k0] : memref<?xi32>
                %v2969 = memref.load %l935[%k0] : memref<?xi32>
                %v2970 = arith.bitcast %v2969 : i32 to f32
                memref.store %v2970, %l936[%k0] : memref<?xf32>
                %v2971 = memref.load %l936[%k0] : memref<?xf32>
                %v2972 = arith.constant 0x47000000 : f32
                %v2973 = arith.subf %v2971, %v2972 : f32
                memref.store %v2973, %l937[%k0] : memref<?xf32>
                %v2974 = memref.load %l937[%k0] : memref<?xf32>
                %v2975 = memref.load %l782[%k0] : memref<?xf32>
                %v2976 = arith.mulf %v2974, %v2975 : f32
                memref.store %v2976, %l938[%k0] : memref<?xf32>
                %v2977 = memref.load %l933[%k0] : memref<?xf32>
                %v2978 = memref.load %l938[%k0] : memref<?xf32>
                %v2979 = arith.addf %v2977, %v2978 : f32
                memref.store %v2979, %l884[%k0] : memref<?xf32>
                %v2980 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2980, %l939[%k0] : memref<?xf32>
                %v2981 = memref.load %l819[%k0] : memref<?xi32>
                %v2982 = arith.constant 983040 : i32
                %v2983 = arith.andi %v2981, %v2982 : i32
                memref.store %v2983, %l940[%k0] : memref<?xi32>
                %v2984 = memref.load %l940[%k0] : memref<?xi32>
                %v2985 = memref.load %l22[%k0] : memref<?xi32>
                %v2986 = arith.ori %v2984, %v2985 : i32
                memref.store %v2986, %l941[%k0] : memref<?xi32>
                %v2987 = memref.load %l941[%k0] : memref<?xi32>
                %v2988 = arith.bitcast %v2987 : i32 to f32
                memref.store %v2988, %l942[%k0] : memref<?xf32>
                %v2989 = memref.load %l942[%k0] : memref<?xf32>
                %v2990 = arith.constant 0x43000000 : f32
                %v2991 = arith.subf %v2989, %v2990 : f32
                memref.store %v2991, %l943[%k0] : memref<?xf32>
                %v2992 = memref.load %l943[%k0] : memref<?xf32>
                %v2993 = memref.load %l783[%k0] : memref<?xf32>
                %v2994 = arith.mulf %v2992, %v2993 : f32
                memref.store %v2994, %l944[%k0] : memref<?xf32>
                %v2995 = memref.load %l939[%k0] : memref<?xf32>
                %v2996 = memref.load %l944[%k0] : memref<?xf32>
                %v2997 = arith.addf %v2995, %v2996 : f32
                memref.store %v2997, %l884[%k0] : memref<?xf32>
                %v2998 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2998, %l945[%k0] : memref<?xf32>
                %v2999 = memref.load %l877[%k0] : memref<?xi32>
                %v3000 = arith.constant 3840 : i32
                %v3001 = arith.andi %v2999, %v3000 : i32
                memref.store %v3001, %l946[%k0] : memref<?xi32>
                %v3002 = memref.load %l946[%k0] : memref<?xi32>
                %v3003 = memref.load %l20[%k0] : memref<?xi32>
                %v3004 = arith.ori %v3002, %v3003 : i32
                memref.store %v3004, %l947[%k0] : memref<?xi32>
                %v3005 = memref.load %l947[%k0] : memref<?xi32>
                %v3006 = arith.bitcast %v3005 : i32 to f32
                memref.store %v3006, %l948[%k0] : memref<?xf32>
                %v3007 = memref.load %l948[%k0] : memref<?xf32>
                %v3008 = arith.constant 0x47000000 : f32
                %v3009 = arith.subf %v3007, %v3008 : f32
                memref.store %v3009, %l949[%k0] : memref<?xf32>
                %v3010 = memref.load %l949[%k0] : memref<?xf32>
                %v3011 = memref.load %l784[%k0] : memref<?xf32>
                %v3012 = arith.mulf %v3010, %v3011 : f32
                memref.store %v3012, %l950[%k0] : memref<?xf32>
                %v3013 = memref.load %l945[%k0] : memref<?xf32>
                %v3014 = memref.load %l950[%k0] : memref<?xf32>
                %v3015 = arith.addf %v3013, %v3014 : f32
                memref.store %v3015, %l884[%k0] : memref<?xf32>
                %v3016 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3016, %l951[%k0] : memref<?xf32>
                %v3017 = memref.load %l820[%k0] : memref<?xi32>
                %v3018 = arith.constant 15 : i32
                %v3019 = arith.andi %v3017, %v3018 : i32
                memref.store %v3019, %l952[%k0] : memref<?xi32>
                %v3020 = memref.load %l952[%k0] : memref<?xi32>
                %v3021 = memref.load %l18[%k0] : memref<?xi32>
                %v3022 = arith.ori %v3020, %v3021 : i32
                memref.store %v3022, %l953[%k0] : memref<?xi32>
                %v3023 = memref.load %l953[%k0] : memref<?xi32>
                %v3024 = arith.bitcast %v3023 : i32 to f32
                memref.store %v3024, %l954[%k0] : memref<?xf32>
                %v3025 = memref.load %l954[%k0] : memref<?xf32>
                %v3026 = arith.constant 0x4B000000 : f32
                %v3027 = arith.subf %v3025, %v3026 : f32
                memref.store %v3027, %l955[%k0] : memref<?xf32>
                %v3028 = memref.load %l955[%k0] : memref<?xf32>
                %v3029 = memref.load %l785[%k0] : memref<?xf32>
                %v3030 = arith.mulf %v3028, %v3029 : f32
                memref.store %v3030, %l956[%k0] : memref<?xf32>
                %v3031 = memref.load %l951[%k0] : memref<?xf32>
                %v3032 = memref.load %l956[%k0] : memref<?xf32>
                %v3033 = arith.addf %v3031, %v3032 : f32
                memref.store %v3033, %l884[%k0] : memref<?xf32>
                %v3034 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3034, %l957[%k0] : memref<?xf32>
                %v3035 = memref.load %l820[%k0] : memref<?xi32>
                %v3036 = arith.constant 3840 : i32
                %v3037 = arith.andi %v3035, %v3036 : i32
                memref.store %v3037, %l958[%k0] : memref<?xi32>
                %v3038 = memref.load %l958[%k0] : memref<?xi32>
                %v3039 = memref.load %l20[%k0] : memref<?xi32>
                %v3040 = arith.ori %v3038, %v3039 : i32
                memref.store %v3040, %l959[%k0] : memref<?xi32>
                %v3041 = memref.load %l959[%k0] : memref<?xi32>
                %v3042 = arith.bitcast %v3041 : i32 to f32
                memref.store %v3042, %l960[%k0] : memref<?xf32>
                %v3043 = memref.load %l960[%k0] : memref<?xf32>
                %v3044 = arith.constant 0x47000000 : f32
                %v3045 = arith.subf %v3043, %v3044 : f32
                memref.store %v3045, %l961[%k0] : memref<?xf32>
                %v3046 = memref.load %l961[%k0] : memref<?xf32>
                %v3047 = memref.load %l786[%k0] : memref<?xf32>
                %v3048 = arith.mulf %v3046, %v3047 : f32
                memref.store %v3048, %l962[%k0] : memref<?xf32>
                %v3049 = memref.load %l957[%k0] : memref<?xf32>
                %v3050 = memref.load %l962[%k0] : memref<?xf32>
                %v3051 = arith.addf %v3049, %v3050 : f32
                memref.store %v3051, %l884[%k0] : memref<?xf32>
                %v3052 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3052, %l963[%k0] : memref<?xf32>
                %v3053 = memref.load %l820[%k0] : memref<?xi32>
                %v3054 = arith.constant 983040 : i32
                %v3055 = arith.andi %v3053, %v3054 : i32
                memref.store %v3055, %l964[%k0] : memref<?xi32>
                %v3056 = memref.load %l964[%k0] : memref<?xi32>
                %v3057 = memref.load %l22[%k0] : memref<?xi32>
                %v3058 = arith.ori %v3056, %v3057 : i32
                memref.store %v3058, %l965[%k0] : memref<?xi32>
                %v3059 = memref.load %l965[%k0] : memref<?xi32>
                %v3060 = arith.bitcast %v3059 : i32 to f32
                memref.store %v3060, %l966[%k0] : memref<?xf32>
                %v3061 = memref.load %l966[%k0] : memref<?xf32>
                %v3062 = arith.constant 0x43000000 : f32
                %v3063 = arith.subf %v3061, %v3062 : f32
                memref.store %v3063, %l967[%k0] : memref<?xf32>
                %v3064 = memref.load %l967[%k0] : memref<?xf32>
                %v3065 = memref.load %l787[%k0] : memref<?xf32>
                %v3066 = arith.mulf %v3064, %v3065 : f32
                memref.store %v3066, %l968[%k0] : memref<?xf32>
                %v3067 = memref.load %l963[%k0] : memref<?xf32>
                %v3068 = memref.load %l968[%k0] : memref<?xf32>
                %v3069 = arith.addf %v3067, %v3068 : f32
                memref.store %v3069, %l884[%k0] : memref<?xf32>
                %v3070 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3070, %l969[%k0] : memref<?xf32>
                %v3071 = memref.load %l879[%k0] : memref<?xi32>
                %v3072 = arith.constant 3840 : i32
                %v3073 = arith.andi %v3071, %v3072 : i32
                memref.store %v3073, %l970[%k0] : memref<?xi32>
                %v3074 = memref.load %l970[%k0] : memref<?xi32>
                %v3075 = memref.load %l20[%k0] : memref<?xi32>
                %v3076 = arith.ori %v3074, %v3075 : i32
                memref.store %v3076, %l971[%k0] : memref<?xi32>
                %v3077 = memref.load %l971[%k0] : memref<?xi32>
                %v3078 = arith.bitcast %v3077 : i32 to f32
                memref.store %v3078, %l972[%k0] : memref<?xf32>
                %v3079 = memref.load %l972[%k0] : memref<?xf32>
                %v3080 = arith.constant 0x47000000 : f32
                %v3081 = arith.subf %v3079, %v3080 : f32
                memref.store %v3081, %l973[%k0] : memref<?xf32>
                %v3082 = memref.load %l973[%k0] : memref<?xf32>
                %v3083 = memref.load %l788[%k0] : memref<?xf32>
                %v3084 = arith.mulf %v3082, %v3083 : f32
                memref.store %v3084, %l974[%k0] : memref<?xf32>
                %v3085 = memref.load %l969[%k0] : memref<?xf32>
                %v3086 = memref.load %l974[%k0] : memref<?xf32>
                %v3087 = arith.addf %v3085, %v3086 : f32
                memref.store %v3087, %l884[%k0] : memref<?xf32>
                %v3088 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3088, %l975[%k0] : memref<?xf32>
                %v3089 = memref.load %l817[%k0] : memref<?xi32>
                %v3090 = arith.constant 240 : i32
                %v3091 = arith.andi %v3089, %v3090 : i32
                memref.store %v3091, %l976[%k0] : memref<?xi32>
                %v3092 = memref.load %l976[%k0] : memref<?xi32>
                %v3093 = memref.load %l19[%k0] : memref<?xi32>
                %v3094 = arith.ori %v3092, %v3093 : i32
                memref.store %v3094, %l977[%k0] : memref<?xi32>
                %v3095 = memref.load %l977[%k0] : memref<?xi32>
                %v3096 = arith.bitcast %v3095 : i32 to f32
                memref.store %v3096, %l978[%k0] : memref<?xf32>
                %v3097 = memref.load %l978[%k0] : memref<?xf32>
                %v3098 = arith.constant 0x49000000 : f32
                %v3099 = arith.subf %v3097, %v3098 : f32
                memref.store %v3099, %l979[%k0] : memref<?xf32>
                %v3100 = memref.load %l979[%k0] : memref<?xf32>
                %v3101 = memref.load %l789[%k0] : memref<?xf32>
                %v3102 = arith.mulf %v3100, %v3101 : f32
                memref.store %v3102, %l980[%k0] : memref<?xf32>
                %v3103 = memref.load %l975[%k0] : memref<?xf32>
                %v3104 = memref.load %l980[%k0] : memref<?xf32>
                %v3105 = arith.addf %v3103, %v3104 : f32
                memref.store %v3105, %l884[%k0] : memref<?xf32>
                %v3106 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3106, %l981[%k0] : memref<?xf32>
                %v3107 = memref.load %l817[%k0] : memref<?xi32>
                %v3108 = arith.constant 61440 : i32
                %v3109 = arith.andi %v3107, %v3108 : i32
                memref.store %v3109, %l982[%k0] : memref<?xi32>
                %v3110 = memref.load %l982[%k0] : memref<?xi32>
                %v3111 = memref.load %l21[%k0] : memref<?xi32>
                %v3112 = arith.ori %v3110, %v3111 : i32
                memref.store %v3112, %l983[%k0] : memref<?xi32>
                %v3113 = memref.load %l983[%k0] : memref<?xi32>
                %v3114 = arith.bitcast %v3113 : i32 to f32
                memref.store %v3114, %l984[%k0] : memref<?xf32>
                %v3115 = memref.load %l984[%k0] : memref<?xf32>
                %v3116 = arith.constant 0x45000000 : f32
                %v3117 = arith.subf %v3115, %v3116 : f32
                memref.store %v3117, %l985[%k0] : memref<?xf32>
                %v3118 = memref.load %l985[%k0] : memref<?xf32>
                %v3119 = memref.load %l790[%k0] : memref<?xf32>
                %v3120 = arith.mulf %v3118, %v3119 : f32
                memref.store %v3120, %l986[%k0] : memref<?xf32>
                %v3121 = memref.load %l981[%k0] : memref<?xf32>
                %v3122 = memref.load %l986[%k0] : memref<?xf32>
                %v3123 = arith.addf %v3121, %v3122 : f32
                memref.store %v3123, %l884[%k0] : memref<?xf32>
                %v3124 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3124, %l987[%k0] : memref<?xf32>
                %v3125 = memref.load %l873[%k0] : memref<?xi32>
                %v3126 = arith.constant 240 : i32
                %v3127 = arith.andi %v3125, %v3126 : i32
                memref.store %v3127, %l988[%k0] : memref<?xi32>
                %v3128 = memref.load %l988[%k0] : memref<?xi32>
                %v3129 = memref.load %l19[%k0] : memref<?xi32>
                %v3130 = arith.ori %v3128, %v3129 : i32
                memref.store %v3130, %l989[%k0] : memref<?xi32>
                %v3131 = memref.load %l989[%k0] : memref<?xi32>
                %v3132 = arith.bitcast %v3131 : i32 to f32
                memref.store %v3132, %l990[%k0] : memref<?xf32>
                %v3133 = memref.load %l990[%k0] : memref<?xf32>
                %v3134 = arith.constant 0x49000000 : f32
                %v3135 = arith.subf %v3133, %v3134 : f32
                memref.store %v3135, %l991[%k0] : memref<?xf32>
                %v3136 = memref.load %l991[%k0] : memref<?xf32>
                %v3137 = memref.load %l791[%k0] : memref<?xf32>
                %v3138 = arith.mulf %v3136, %v3137 : f32
                memref.store %v3138, %l992[%k0] : memref<?xf32>
                %v3139 = memref.load %l987[%k0] : memref<?xf32>
                %v3140 = memref.load %l992[%k0] : memref<?xf32>
                %v3141 = arith.addf %v3139, %v3140 : f32
                memref.store %v3141, %l884[%k0] : memref<?xf32>
                %v3142 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3142, %l993[%k0] : memref<?xf32>
                %v3143 = memref.load %l873[%k0] : memref<?xi32>
                %v3144 = arith.constant 61440 : i32
                %v3145 = arith.andi %v3143, %v3144 : i32
                memref.store %v3145, %l994[%k0] : memref<?xi32>
                %v3146 = memref.load %l994[%k0] : memref<?xi32>
                %v3147 = memref.load %l21[%k0] : memref<?xi32>
                %v3148 = arith.ori %v3146, %v3147 : i32
                memref.store %v3148, %l995[%k0] : memref<?xi32>
                %v3149 = memref.load %l995[%k0] : memref<?xi32>
                %v3150 = arith.bitcast %v3149 : i32 to f32
                memref.store %v3150, %l996[%k0] : memref<?xf32>
                %v3151 = memref.load %l996[%k0] : memref<?xf32>
                %v3152 = arith.constant 0x45000000 : f32
                %v3153 = arith.subf %v3151, %v3152 : f32
                memref.store %v3153, %l997[%k0] : memref<?xf32>
                %v3154 = memref.load %l997[%k0] : memref<?xf32>
                %v3155 = memref.load %l792[%k0] : memref<?xf32>
                %v3156 = arith.mulf %v3154, %v3155 : f32
                memref.store %v3156, %l998[%k0] : memref<?xf32>
                %v3157 = memref.load %l993[%k0] : memref<?xf32>
                %v3158 = memref.load %l998[%k0] : memref<?xf32>
                %v3159 = arith.addf %v3157, %v3158 : f32
                memref.store %v3159, %l884[%k0] : memref<?xf32>
                %v3160 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3160, %l999[%k0] : memref<?xf32>
                %v3161 = memref.load %l818[%k0] : memref<?xi32>
                %v3162 = arith.constant 240 : i32
                %v3163 = arith.andi %v3161, %v3162 : i32
                memref.store %v3163, %l1000[%k0] : memref<?xi32>
                %v3164 = memref.load %l1000[%k0] : memref<?xi32>
                %v3165 = memref.load %l19[%k0] : memref<?xi32>
                %v3166 = arith.ori %v3164, %v3165 : i32
                memref.store %v3166, %l1001[%k0] : memref<?xi32>
                %v3167 = memref.load %l1001[%k0] : memref<?xi32>
                %v3168 = arith.bitcast %v3167 : i32 to f32
                memref.store %v3168, %l1002[%k0] : memref<?xf32>
                %v3169 = memref.load %l1002[%k0] : memref<?xf32>
                %v3170 = arith.constant 0x49000000 : f32
                %v3171 = arith.subf %v3169, %v3170 : f32
                memref.store %v3171, %l1003[%k0] : memref<?xf32>
                %v3172 = memref.load %l1003[%k0] : memref<?xf32>
                %v3173 = memref.load %l793[%k0] : memref<?xf32>
                %v3174 = arith.mulf %v3172, %v3173 : f32
                memref.store %v3174, %l1004[%k0] : memref<?xf32>
                %v3175 = memref.load %l999[%k0] : memref<?xf32>
                %v3176 = memref.load %l1004[%k0] : memref<?xf32>
                %v3177 = arith.addf %v3175, %v3176 : f32
                memref.store %v3177, %l884[%k0] : memref<?xf32>
                %v3178 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3178, %l1005[%k0] : memref<?xf32>
                %v3179 = memref.load %l818[%k0] : memref<?xi32>
                %v3180 = arith.constant 61440 : i32
                %v3181 = arith.andi %v3179, %v3180 : i32
                memref.store %v3181, %l1006[%k0] : memref<?xi32>
                %v3182 = memref.load %l1006[%k0] : memref<?xi32>
                %v3183 = memref.load %l21[%k0] : memref<?xi32>
                %v3184 = arith.ori %v3182, %v3183 : i32
                memref.store %v3184, %l1007[%k0] : memref<?xi32>
                %v3185 = memref.load %l1007[%k0] : memref<?xi32>
                %v3186 = arith.bitcast %v3185 : i32 to f32
                memref.store %v3186, %l1008[%k0] : memref<?xf32>
                %v3187 = memref.load %l1008[%k0] : memref<?xf32>
                %v3188 = arith.constant 0x45000000 : f32
                %v3189 = arith.subf %v3187, %v3188 : f32
                memref.store %v3189, %l1009[%k0] : memref<?xf32>
                %v3190 = memref.load %l1009[%k0] : memref<?xf32>
                %v3191 = memref.load %l794[%k0] : memref<?xf32>
                %v3192 = arith.mulf %v3190, %v3191 : f32
                memref.store %v3192, %l1010[%k0] : memref<?xf32>
                %v3193 = memref.load %l1005[%k0] : memref<?xf32>
                %v3194 = memref.load %l1010[%k0] : memref<?xf32>
                %v3195 = arith.addf %v3193, %v3194 : f32
                memref.store %v3195, %l884[%k0] : memref<?xf32>
                %v3196 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3196, %l1011[%k0] : memref<?xf32>
                %v3197 = memref.load %l875[%k0] : memref<?xi32>
                %v3198 = arith.constant 240 : i32
                %v3199 = arith.andi %v3197, %v3198 : i32
                memref.store %v3199, %l1012[%k0] : memref<?xi32>
                %v3200 = memref.load %l1012[%k0] : memref<?xi32>
                %v3201 = memref.load %l19[%k0] : memref<?xi32>
                %v3202 = arith.ori %v3200, %v3201 : i32
                memref.store %v3202, %l1013[%k0] : memref<?xi32>
                %v3203 = memref.load %l1013[%k0] : memref<?xi32>
                %v3204 = arith.bitcast %v3203 : i32 to f32
                memref.store %v3204, %l1014[%k0] : memref<?xf32>
                %v3205 = memref.load %l1014[%k0] : memref<?xf32>
                %v3206 = arith.constant 0x49000000 : f32
                %v3207 = arith.subf %v3205, %v3206 : f32
                memref.store %v3207, %l1015[%k0] : memref<?xf32>
                %v3208 = memref.load %l1015[%k0] : memref<?xf32>
                %v3209 = memref.load %l795[%k0] : memref<?xf32>
                %v3210 = arith.mulf %v3208, %v3209 : f32
                memref.store %v3210, %l1016[%k0] : memref<?xf32>
                %v3211 = memref.load %l1011[%k0] : memref<?xf32>
                %v3212 = memref.load %l1016[%k0] : memref<?xf32>
                %v3213 = arith.addf %v3211, %v3212 : f32
                memref.store %v3213, %l884[%k0] : memref<?xf32>
                %v3214 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3214, %l1017[%k0] : memref<?xf32>
                %v3215 = memref.load %l875[%k0] : memref<?xi32>
                %v3216 = arith.constant 61440 : i32
                %v3217 = arith.andi %v3215, %v3216 : i32
                memref.store %v3217, %l1018[%k0] : memref<?xi32>
                %v3218 = memref.load %l1018[%k0] : memref<?xi32>
                %v3219 = memref.load %l21[%k0] : memref<?xi32>
                %v3220 = arith.ori %v3218, %v3219 : i32
                memref.store %v3220, %l1019[%k0] : memref<?xi32>
                %v3221 = memref.load %l1019[%k0] : memref<?xi32>
                %v3222 = arith.bitcast %v3221 : i32 to f32
                memref.store %v3222, %l1020[%k0] : memref<?xf32>
                %v3223 = memref.load %l1020[%k0] : memref<?xf32>
                %v3224 = arith.constant 0x45000000 : f32
                %v3225 = arith.subf %v3223, %v3224 : f32
                memref.store %v3225, %l1021[%k0] : memref<?xf32>
                %v3226 = memref.load %l1021[%k0] : memref<?xf32>
                %v3227 = memref.load %l796[%k0] : memref<?xf32>
                %v3228 = arith.mulf %v3226, %v3227 : f32
                memref.store %v3228, %l1022[%k0] : memref<?xf32>
                %v3229 = memref.load %l1017[%k0] : memref<?xf32>
                %v3230 = memref.load %l1022[%k0] : memref<?xf32>
                %v3231 = arith.addf %v3229, %v3230 : f32
                memref.store %v3231, %l884[%k0] : memref<?xf32>
                %v3232 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3232, %l1023[%k0] : memref<?xf32>
                %v3233 = memref.load %l819[%k0] : memref<?xi32>
                %v3234 = arith.constant 240 : i32
                %v3235 = arith.andi %v3233, %v3234 : i32
                memref.store %v3235, %l1024[%k0] : memref<?xi32>
                %v3236 = memref.load %l1024[%k0] : memref<?xi32>
                %v3237 = memref.load %l19[%k0] : memref<?xi32>
                %v3238 = arith.ori %v3236, %v3237 : i32
                memref.store %v3238, %l1025[%k0] : memref<?xi32>
                %v3239 = memref.load %l1025[%k0] : memref<?xi32>
                %v3240 = arith.bitcast %v3239 : i32 to f32
                memref.store %v3240, %l1026[%k0] : memref<?xf32>
                %v3241 = memref.load %l1026[%k0] : memref<?xf32>
                %v3242 = arith.constant 0x49000000 : f32
                %v3243 = arith.subf %v3241, %v3242 : f32
                memref.store %v3243, %l1027[%k0] : memref<?xf32>
                %v3244 = memref.load %l1027[%k0] : memref<?xf32>
                %v3245 = memref.load %l797[%k0] : memref<?xf32>
                %v3246 = arith.mulf %v3244, %v3245 : f32
                memref.store %v3246, %l1028[%k0] : memref<?xf32>
                %v3247 = memref.load %l1023[%k0] : memref<?xf32>
                %v3248 = memref.load %l1028[%k0] : memref<?xf32>
                %v3249 = arith.addf %v3247, %v3248 : f32
                memref.store %v3249, %l884[%k0] : memref<?xf32>
                %v3250 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3250, %l1029[%k0] : memref<?xf32>
                %v3251 = memref.load %l819[%k0] : memref<?xi32>
                %v3252 = arith.constant 61440 : i32
                %v3253 = arith.andi %v3251, %v3252 : i32
                memref.store %v3253, %l1030[%k0] : memref<?xi32>
                %v3254 = memref.load %l1030[%k0] : memref<?xi32>
                %v3255 = memref.load %l21[%k0] : memref<?xi32>
                %v3256 = arith.ori %v3254, %v3255 : i32
                memref.store %v3256, %l1031[%k0] : memref<?xi32>
                %v3257 = memref.load %l1031[%k0] : memref<?xi32>
                %v3258 = arith.bitcast %v3257 : i32 to f32
                memref.store %v3258, %l1032[%k0] : memref<?xf32>
                %v3259 = memref.load %l1032[%k0] : memref<?xf32>
                %v3260 = arith.constant 0x45000000 : f32
                %v3261 = arith.subf %v3259, %v3260 : f32
                memref.store %v3261, %l1033[%k0] : memref<?xf32>
                %v3262 = memref.load %l1033[%k0] : memref<?xf32>
                %v3263 = memref.load %l798[%k0] : memref<?xf32>
                %v3264 = arith.mulf %v3262, %v3263 : f32
                memref.store %v3264, %l1034[%k0] : memref<?xf32>
                %v3265 = memref.load %l1029[%k0] : memref<?xf32>
                %v3266 = memref.load %l1034[%k0] : memref<?xf32>
                %v3267 = arith.addf %v3265, %v3266 : f32
                memref.store %v3267, %l884[%k0] : memref<?xf32>
                %v3268 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3268, %l1035[%k0] : memref<?xf32>
                %v3269 = memref.load %l877[%k0] : memref<?xi32>
                %v3270 = arith.constant 240 : i32
                %v3271 = arith.andi %v3269, %v3270 : i32
                memref.store %v3271, %l1036[%k0] : memref<?xi32>
                %v3272 = memref.load %l1036[%k0] : memref<?xi32>
                %v3273 = memref.load %l19[%k0] : memref<?xi32>
                %v3274 = arith.ori %v3272, %v3273 : i32
                memref.store %v3274, %l1037[%k0] : memref<?xi32>
                %v3275 = memref.load %l1037[%k0] : memref<?xi32>
                %v3276 = arith.bitcast %v3275 : i32 to f32
                memref.store %v3276, %l1038[%k0] : memref<?xf32>
                %v3277 = memref.load %l1038[%k0] : memref<?xf32>
                %v3278 = arith.constant 0x49000000 : f32
                %v3279 = arith.subf %v3277, %v3278 : f32
                memref.store %v3279, %l1039[%k0] : memref<?xf32>
                %v3280 = memref.load %l1039[%k0] : memref<?xf32>
                %v3281 = memref.load %l799[%k0] : memref<?xf32>
                %v3282 = arith.mulf %v3280, %v3281 : f32
                memref.store %v3282, %l1040[%k0] : memref<?xf32>
                %v3283 = memref.load %l1035[%k0] : memref<?xf32>
                %v3284 = memref.load %l1040[%k0] : memref<?xf32>
                %v3285 = arith.addf %v3283, %v3284 : f32
                memref.store %v3285, %l884[%k0] : memref<?xf32>
                %v3286 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3286, %l1041[%k0] : memref<?xf32>
                %v3287 = memref.load %l877[%k0] : memref<?xi32>
                %v3288 = arith.constant 61440 : i32
                %v3289 = arith.andi %v3287, %v3288 : i32
                memref.store %v3289, %l1042[%k0] : memref<?xi32>
                %v3290 = memref.load %l1042[%k0] : memref<?xi32>
                %v3291 = memref.load %l21[%k0] : memref<?xi32>
                %v3292 = arith.ori %v3290, %v3291 : i32
                memref.store %v3292, %l1043[%k0] : memref<?xi32>
                %v3293 = memref.load %l1043[%k0] : memref<?xi32>
                %v3294 = arith.bitcast %v3293 : i32 to f32
                memref.store %v3294, %l1044[%k0] : memref<?xf32>
                %v3295 = memref.load %l1044[%k0] : memref<?xf32>
                %v3296 = arith.constant 0x45000000 : f32
                %v3297 = arith.subf %v3295, %v3296 : f32
                memref.store %v3297, %l1045[%k0] : memref<?xf32>
                %v3298 = memref.load %l1045[%k0] : memref<?xf32>
                %v3299 = memref.load %l800[%k0] : memref<?xf32>
                %v3300 = arith.mulf %v3298, %v3299 : f32
                memref.store %v3300, %l1046[%k0] : memref<?xf32>
                %v3301 = memref.load %l1041[%k0] : memref<?xf32>
                %v3302 = memref.load %l1046[%k0] : memref<?xf32>
                %v3303 = arith.addf %v3301, %v3302 : f32
                memref.store %v3303, %l884[%k0] : memref<?xf32>
                %v3304 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3304, %l1047[%k0] : memref<?xf32>
                %v3305 = memref.load %l820[%k0] : memref<?xi32>
                %v3306 = arith.constant 240 : i32
                %v3307 = arith.andi %v3305, %v3306 : i32
                memref.store %v3307, %l1048[%k0] : memref<?xi32>
                %v3308 = memref.load %l1048[%k0] : memref<?xi32>
                %v3309 = memref.load %l19[%k0] : memref<?xi32>
                %v3310 = arith.ori %v3308, %v3309 : i32
                memref.store %v3310, %l1049[%k0] : memref<?xi32>
                %v3311 = memref.load %l1049[%k0] : memref<?xi32>
                %v3312 = arith.bitcast %v3311 : i32 to f32
                memref.store %v3312, %l1050[%k0] : memref<?xf32>
                %v3313 = memref.load %l1050[%k0] : memref<?xf32>
                %v3314 = arith.constant 0x49000000 : f32
                %v3315 = arith.subf %v3313, %v3314 : f32
                memref.store %v3315, %l1051[%k0] : memref<?xf32>
                %v3316 = memref.load %l1051[%k0] : memref<?xf32>
                %v3317 = memref.load %l801[%k0] : memref<?xf32>
                %v3318 = arith.mulf %v3316, %v3317 : f32
                memref.store %v3318, %l1052[%k0] : memref<?xf32>
                %v3319 = memref.load %l1047[%k0] : memref<?xf32>
                %v3320 = memref.load %l1052[%k0] : memref<?xf32>
                %v3321 = arith.addf %v3319, %v3320 : f32
                memref.store %v3321, %l884[%k0] : memref<?xf32>
                %v3322 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3322, %l1053[%k0] : memref<?xf32>
                %v3323 = memref.load %l820[%k0] : memref<?xi32>
                %v3324 = arith.constant 61440 : i32
                %v3325 = arith.andi %v3323, %v3324 : i32
                memref.store %v3325, %l1054[%k0] : memref<?xi32>
                %v3326 = memref.load %l1054[%k0] : memref<?xi32>
                %v3327 = memref.load %l21[%k0] : memref<?xi32>
                %v3328 = arith.ori %v3326, %v3327 : i32
                memref.store %v3328, %l1055[%k0] : memref<?xi32>
                %v3329 = memref.load %l1055[%k0] : memref<?xi32>
                %v3330 = arith.bitcast %v3329 : i32 to f32
                memref.store %v3330, %l1056[%k0] : memref<?xf32>
                %v3331 = memref.load %l1056[%k0] : memref<?xf32>
                %v3332 = arith.constant 0x45000000 : f32
                %v3333 = arith.subf %v3331, %v3332 : f32
                memref.store %v3333, %l1057[%k0] : memref<?xf32>
                %v3334 = memref.load %l1057[%k0] : memref<?xf32>
                %v3335 = memref.load %l802[%k0] : memref<?xf32>
                %v3336 = arith.mulf %v3334, %v3335 : f32
                memref.store %v3336, %l1058[%k0] : memref<?xf32>
                %v3337 = memref.load %l1053[%k0] : memref<?xf32>
                %v3338 = memref.load %l1058[%k0] : memref<?xf32>
                %v3339 = arith.addf %v3337, %v3338 : f32
                memref.store %v3339, %l884[%k0] : memref<?xf32>
                %v3340 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3340, %l1059[%k0] : memref<?xf32>
                %v3341 = memref.load %l879[%k0] : memref<?xi32>
                %v3342 = arith.constant 240 : i32
                %v3343 = arith.andi %v3341, %v3342 : i32
                memref.store %v3343, %l1060[%k0] : memref<?xi32>
                %v3344 = memref.load %l1060[%k0] : memref<?xi32>
                %v3345 = memref.load %l19[%k0] : memref<?xi32>
                %v3346 = arith.ori %v3344, %v3345 : i32
                memref.store %v3346, %l1061[%k0] : memref<?xi32>
                %v3347 = memref.load %l1061[%k0] : memref<?xi32>
                %v3348 = arith.bitcast %v3347 : i32 to f32
                memref.store %v3348, %l1062[%k0] : memref<?xf32>
                %v3349 = memref.load %l1062[%k0] : memref<?xf32>
                %v3350 = arith.constant 0x49000000 : f32
                %v3351 = arith.subf %v3349, %v3350 : f32
                memref.store %v3351, %l1063[%k0] : memref<?xf32>
                %v3352 = memref.load %l1063[%k0] : memref<?xf32>
                %v3353 = memref.load %l803[%k0] : memref<?xf32>
                %v3354 = arith.mulf %v3352, %v3353 : f32
                memref.store %v3354, %l1064[%k0] : memref<?xf32>
                %v3355 = memref.load %l1059[%k0] : memref<?xf32>
                %v3356 = memref.load %l1064[%k0] : memref<?xf32>
                %v3357 = arith.addf %v3355, %v3356 : f32
                memref.store %v3357, %l884[%k0] : memref<?xf32>
                %v3358 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3358, %l1065[%k0] : memref<?xf32>
                %v3359 = memref.load %l879[%k0] : memref<?xi32>
                %v3360 = arith.constant 61440 : i32
                %v3361 = arith.andi %v3359, %v3360 : i32
                memref.store %v3361, %l1066[%k0] : memref<?xi32>
                %v3362 = memref.load %l1066[%k0] : memref<?xi32>
                %v3363 = memref.load %l21[%k0] : memref<?xi32>
                %v3364 = arith.ori %v3362, %v3363 : i32
                memref.store %v3364, %l1067[%k0] : memref<?xi32>
                %v3365 = memref.load %l1067[%k0] : memref<?xi32>
                %v3366 = arith.bitcast %v3365 : i32 to f32
                memref.store %v3366, %l1068[%k0] : memref<?xf32>
                %v3367 = memref.load %l1068[%k0] : memref<?xf32>
                %v3368 = arith.constant 0x45000000 : f32
                %v3369 = arith.subf %v3367, %v3368 : f32
                memref.store %v3369, %l1069[%k0] : memref<?xf32>
                %v3370 = memref.load %l1069[%k0] : memref<?xf32>
                %v3371 = memref.load %l804[%k0] : memref<?xf32>
                %v3372 = arith.mulf %v3370, %v3371 : f32
                memref.store %v3372, %l1070[%k0] : memref<?xf32>
                %v3373 = memref.load %l1065[%k0] : memref<?xf32>
                %v3374 = memref.load %l1070[%k0] : memref<?xf32>
                %v3375 = arith.addf %v3373, %v3374 : f32
                memref.store %v3375, %l884[%k0] : memref<?xf32>
                %v3376 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v3376, %l1071[%k0] : memref<?xf32>
                %v3377 = memref.load %l871[%k0] : memref<?xf32>
                %v3378 = memref.load %l1071[%k0] : memref<?xf32>
                %v3379 = arith.mulf %v3377, %v3378 : f32
                memref.store %v3379, %l1072[%k0] : memref<?xf32>
                %v3380 = arith.constant 16 : i32
                memref.store %v3380, %l1073[%k0] : memref<?xi32>
                %v3381 = memref.load %l816[%k0] : memref<?xi32>
                %v3382 = memref.load %l1073[%k0] : memref<?xi32>
                %v3383 = arith.constant 31 : i32
                %v3384 = arith.andi %v3382, %v3383 : i32
                %v3385 = arith.shrui %v3381, %v3384 : i32
                memref.store %v3385, %l1074[%k0] : memref<?xi32>
                %v3386 = memref.load %l1074[%k0] : memref<?xi32>
                %v3387 = arith.constant 32767 : i32
                %v3388 = arith.andi %v3386, %v3387 : i32
                memref.store %v3388, %l1075[%k0] : memref<?xi32>
                %v3389 = arith.constant 13 : i32
                memref.store %v3389, %l1076[%k0] : memref<?xi32>
                %v3390 = memref.load %l1075[%k0] : memref<?xi32>
                %v3391 = memref.load %l1076[%k0] : memref<?xi32>
                %v3392 = arith.constant 31 : i32
                %v3393 = arith.andi %v3391, %v3392 : i32
                %v3394 = arith.shli %v3390, %v3393 : i32
                memref.store %v3394, %l1077[%k0] : memref<?xi32>
                %v3395 = memref.load %l1077[%k0] : memref<?xi32>
                %v3396 = arith.constant 939524096 : i32
                %v3397 = arith.addi %v3395, %v3396 : i32
                memref.store %v3397, %l1078[%k0] : memref<?xi32>
                %v3398 = memref.load %l1078[%k0] : memref<?xi32>
                %v3399 = arith.bitcast %v3398 : i32 to f32
                memref.store %v3399, %l1079[%k0] : memref<?xf32>
                %v3400 = memref.load %l1075[%k0] : memref<?xi32>
                %v3401 = arith.constant 1024 : i32
                %v3402 = arith.cmpi ult, %v3400, %v3401 : i32
                memref.store %v3402, %l1080[%k0] : memref<?xi1>
                %v3403 = memref.load %l1080[%k0] : memref<?xi1>
                cf.cond_br %v3403, ^bb128, ^bb129
              ^bb128:
                %v3404 = arith.constant 13 : i32
                memref.store %v3404, %l1081[%k0] : memref<?xi32>
                %v3405 = memref.load %l1075[%k0] : memref<?xi32>
                %v3406 = memref.load %l1081[%k0] : memref<?xi32>
                %v3407 = arith.constant 31 : i32
                %v3408 = arith.andi %v3406, %v3407 : i32
                %v3409 = arith.shli %v3405, %v3408 : i32
                memref.store %v3409, %l1082[%k0] : memref<?xi32>
                %v3410 = memref.load %l1082[%k0] : memref<?xi32>
                %v3411 = arith.constant 947912704 : i32
                %v3412 = arith.addi %v3410, %v3411 : i32
                memref.store %v3412, %l1083[%k0] : memref<?xi32>
                %v3413 = memref.load %l1083[%k0] : memref<?xi32>
                %v3414 = arith.bitcast %v3413 : i32 to f32
                memref.store %v3414, %l1084[%k0] : memref<?xf32>
                %v3415 = memref.load %l1084[%k0] : memref<?xf32>
                %v3416 = arith.constant 0x38800000 : f32
                %v3417 = arith.subf %v3415, %v3416 : f32
                memref.store %v3417, %l1079[%k0] : memref<?xf32>
                cf.br ^bb129
              ^bb129:
                %v3418 = memref.load %l1075[%k0] : memref<?xi32>
                %v3419 = arith.constant 31744 : i32
                %v3420 = arith.cmpi uge, %v3418, %v3419 : i32
                memref.store %v3420, %l1085[%k0] : memref<?xi1>
                %v3421 = memref.load %l1085[%k0] : memref<?xi1>
                cf.cond_br %v3421, ^bb130, ^bb131
              ^bb130:
                %v3422 = arith.constant 13 : i32
                memref.store %v3422, %l1086[%k0] : memref<?xi32>
                %v3423 = memref.load %l1075[%k0] : memref<?xi32>
                %v3424 = memref.load %l1086[%k0] : memref<?xi32>
                %v3425 = arith.constant 31 : i32
                %v3426 = arith.andi %v3424, %v3425 : i32
                %v3427 = arith.shli %v3423, %v3426 : i32
                memref.store %v3427, %l1087[%k0] : memref<?xi32>
                %v3428 = memref.load %l1087[%k0] : memref<?xi32>
                %v3429 = arith.constant 1879048192 : i32
                %v3430 = arith.addi %v3428, %v3429 : i32
                memref.store %v3430, %l1088[%k0] : memref<?xi32>
                %v3431 = memref.load %l1088[%k0] : memref<?xi32>
                %v3432 = arith.bitcast %v3431 : i32 to f32
                memref.store %v3432, %l1089[%k0] : memref<?xf32>
                %v3433 = memref.load %l1089[%k0] : memref<?xf32>
                memref.store %v3433, %l1079[%k0] : memref<?xf32>
                cf.br ^bb131
              ^bb131:
                %v3434 = memref.load %l1074[%k0] : memref<?xi32>
                %v3435 = arith.constant 32768 : i32
                %v3436 = arith.cmpi uge, %v3434, %v3435 : i32
                memref.store %v3436, %l1090[%k0] : memref<?xi1>
                %v3437 = memref.load %l1090[%k0] : memref<?xi1>
                cf.cond_br %v3437, ^bb132, ^bb133
              ^bb132:
                %v3438 = memref.load %l1079[%k0] : memref<?xf32>
                memref.store %v3438, %l1091[%k0] : memref<?xf32>
                %v3439 = memref.load %l1091[%k0] : memref<?xf32>
                %v3440 = arith.negf %v3439 : f32
                memref.store %v3440, %l1079[%k0] : memref<?xf32>
                cf.br ^bb133
              ^bb133:
                %v3441 = memref.load %l1079[%k0] : memref<?xf32>
                memref.store %v3441, %l1092[%k0] : memref<?xf32>
                %v3442 = memref.load %l1092[%k0] : memref<?xf32>
                %v3443 = memref.load %l852[%k0] : memref<?xf32>
                %v3444 = arith.mulf %v3442, %v3443 : f32
                memref.store %v3444, %l1093[%k0] : memref<?xf32>
                %v3445 = memref.load %l1072[%k0] : memref<?xf32>
                %v3446 = memref.load %l1093[%k0] : memref<?xf32>
                %v3447 = arith.addf %v3445, %v3446 : f32
                memref.store %v3447, %l1094[%k0] : memref<?xf32>
                %v3448 = memref.load %l698[%k0] : memref<?xi32>
                %v3449 = arith.constant 0 : i32
                %v3450 = arith.cmpi eq, %v3448, %v3449 : i32
                memref.store %v3450, %l1095[%k0] : memref<?xi1>
                %v3451 = memref.load %l1095[%k0] : memref<?xi1>
                cf.cond_br %v3451, ^bb134, ^bb135
              ^bb134:
                %v3452 = memref.load %l43[%k0] : memref<?xf32>
                memref.store %v3452, %l1096[%k0] : memref<?xf32>
                %v3453 = memref.load %l1096[%k0] : memref<?xf32>
                %v3454 = memref.load %l1094[%k0] : memref<?xf32>
                %v3455 = arith.addf %v3453, %v3454 : f32
                memref.store %v3455, %l43[%k0] : memref<?xf32>
                cf.br ^bb137
              ^bb135:
                %v3456 = memref.load %l698[%k0] : memref<?xi32>
                %v3457 = arith.constant 1 : i32
                %v3458 = arith.cmpi eq, %v3456, %v3457 : i32
                memref.store %v3458, %l1097[%k0] : memref<?xi1>
                %v3459 = memref.load %l1097[%k0] : memref<?xi1>
                cf.cond_br %v3459, ^bb136, ^bb137
              ^bb136:
                %v3460 = memref.load %l44[%k0] : memref<?xf32>
                memref.store %v3460, %l1098[%k0] : memref<?xf32>
                %v3461 = memref.load %l1098[%k0] : memref<?xf32>
                %v3462 = memref.load %l1094[%k0] : memref<?xf32>
                %v3463 = arith.addf %v3461, %v3462 : f32
                memref.store %v3463, %l44[%k0] : memref<?xf32>
                cf.br ^bb137
              ^bb137:
                %v3464 = memref.load %l706[%k0] : memref<?xi64>
                %v3465 = arith.constant 512 : i64
                %v3466 = arith.addi %v3464, %v3465 : i64
                memref.store %v3466, %l705[%k0] : memref<?xi64>
                cf.br ^bb83
              ^bb138:
                %v3467 = memref.load %ls1101[%lane] : memref<?xi64>
                %v3468 = arith.constant 128 : i64
                %v3469 = arith.cmpi ult, %v3467, %v3468 : i64
                memref.store %v3469, %l1104[%k0] : memref<?xi1>
                %v3470 = memref.load %l1104[%k0] : memref<?xi1>
                cf.cond_br %v3470, ^bb139, ^bb140
              ^bb139:
                %v3471 = memref.load %l43[%k0] : memref<?xf32>
                memref.store %v3471, %l1105[%k0] : memref<?xf32>
                %v3472 = memref.load %ls1101[%lane] : memref<?xi64>
                %v3473 = arith.index_cast %v3472 : i64 to index
                %v3474 = memref.load %l1105[%k0] : memref<?xf32>
                memref.store %v3474, %wg0[%v3473] : memref<?xf32>
                %v3475 = memref.load %l44[%k0] : memref<?xf32>
                memref.store %v3475, %l1106[%k0] : memref<?xf32>
                %v3476 = memref.load %ls1102[%lane] : memref<?xi64>
                %v3477 = arith.index_cast %v3476 : i64 to index
                %v3478 = memref.load %l1106[%k0] : memref<?xf32>
                memref.store %v3478, %wg0[%v3477] : memref<?xf32>
                cf.br ^bb140
              ^bb140:
                %v3479 = arith.constant 141 : i32
                memref.store %v3479, %resume[%lane] : memref<?xi32>
                %v3480 = arith.constant true
                %v3481 = arith.constant 0 : index
                memref.store %v3480, %more[%v3481] : memref<?xi1>
                cf.br ^exit
              ^bb141:
                %v3482 = arith.constant 8 : i64
                memref.store %v3482, %ls1107[%lane] : memref<?xi64>
                cf.br ^bb142
              ^bb142:
                %v3483 = memref.load %ls1107[%lane] : memref<?xi64>
                memref.store %v3483, %l1108[%k0] : memref<?xi64>
                %v3484 = memref.load %l1108[%k0] : memref<?xi64>
                %v3485 = arith.constant 0 : i64
                %v3486 = arith.cmpi ugt, %v3484, %v3485 : i64
                memref.store %v3486, %l1109[%k0] : memref<?xi1>
                %v3487 = memref.load %l1109[%k0] : memref<?xi1>
                cf.cond_br %v3487, ^bb143, ^bb151
              ^bb143:
                %v3488 = memref.load %ls1107[%lane] : memref<?xi64>
                memref.store %v3488, %l1110[%k0] : memref<?xi64>
                %v3489 = memref.load %ls6[%lane] : memref<?xi64>
                %v3490 = memref.load %l1110[%k0] : memref<?xi64>
                %v3491 = arith.cmpi ult, %v3489, %v3490 : i64
                memref.store %v3491, %l1111[%k0] : memref<?xi1>
                %v3492 = memref.load %l1111[%k0] : memref<?xi1>
                cf.cond_br %v3492, ^bb144, ^bb149
              ^bb144:
                %v3493 = memref.load %ls1107[%lane] : memref<?xi64>
                memref.store %v3493, %l1112[%k0] : memref<?xi64>
                %v3494 = memref.load %ls1101[%lane] : memref<?xi64>
                %v3495 = memref.load %l1112[%k0] : memref<?xi64>
                %v3496 = arith.addi %v3494, %v3495 : i64
                memref.store %v3496, %l1113[%k0] : memref<?xi64>
                %v3497 = memref.load %ls1107[%lane] : memref<?xi64>
                memref.store %v3497, %l1114[%k0] : memref<?xi64>
                %v3498 = memref.load %ls1102[%lane] : memref<?xi64>
                %v3499 = memref.load %l1114[%k0] : memref<?xi64>
                %v3500 = arith.addi %v3498, %v3499 : i64
                memref.store %v3500, %l1115[%k0] : memref<?xi64>
                %v3501 = memref.load %l1115[%k0] : memref<?xi64>
                %v3502 = arith.constant 128 : i64
                %v3503 = arith.cmpi ult, %v3501, %v3502 : i64
                memref.store %v3503, %l1116[%k0] : memref<?xi1>
                %v3504 = memref.load %l1116[%k0] : memref<?xi1>
                cf.cond_br %v3504, ^bb145, ^bb149
              ^bb145:
                %v3505 = memref.load %l1113[%k0] : memref<?xi64>
                %v3506 = arith.constant 128 : i64
                %v3507 = arith.cmpi ult, %v3505, %v3506 : i64
                memref.store %v3507, %l1117[%k0] : memref<?xi1>
                %v3508 = memref.load %l1117[%k0] : memref<?xi1>
                cf.cond_br %v3508, ^bb146, ^bb149
              ^bb146:
                %v3509 = memref.load %ls1101[%lane] : memref<?xi64>
                %v3510 = arith.constant 128 : i64
                %v3511 = arith.cmpi ult, %v3509, %v3510 : i64
                memref.store %v3511, %l1118[%k0] : memref<?xi1>
                %v3512 = memref.load %l1118[%k0] : memref<?xi1>
                cf.cond_br %v3512, ^bb147, ^bb149
              ^bb147:
                %v3513 = memref.load %ls1102[%lane] : memref<?xi64>
                %v3514 = arith.constant 128 : i64
                %v3515 = arith.cmpi ult, %v3513, %v3514 : i64
                memref.store %v3515, %l1119[%k0] : memref<?xi1>
                %v3516 = memref.load %l1119[%k0] : memref<?xi1>
                cf.cond_br %v3516, ^bb148, ^bb149
              ^bb148:
                %v3517 = memref.load %ls1101[%lane] : memref<?xi64>
                %v3518 = arith.index_cast %v3517 : i64 to index
                %v3519 = memref.load %wg0[%v3518] : memref<?xf32>
                memref.store %v3519, %l1120[%k0] : memref<?xf32>
                %v3520 = memref.load %l1113[%k0] : memref<?xi64>
                %v3521 = arith.index_cast %v3520 : i64 to index
                %v3522 = memref.load %wg0[%v3521] : memref<?xf32>
                memref.store %v3522, %l1121[%k0] : memref<?xf32>
                %v3523 = memref.load %l1120[%k0] : memref<?xf32>
                %v3524 = memref.load %l1121[%k0] : memref<?xf32>
                %v3525 = arith.addf %v3523, %v3524 : f32
                memref.store %v3525, %l1122[%k0] : memref<?xf32>
                %v3526 = memref.load %ls1101[%lane] : memref<?xi64>
                %v3527 = arith.index_cast %v3526 : i64 to index
                %v3528 = memref.load %l1122[%k0] : memref<?xf32>
                memref.store %v3528, %wg0[%v3527] : memref<?xf32>
                %v3529 = memref.load %ls1102[%lane] : memref<?xi64>
                %v3530 = arith.index_cast %v3529 : i64 to index
                %v3531 = memref.load %wg0[%v3530] : memref<?xf32>
                memref.store %v3531, %l1123[%k0] : memref<?xf32>
                %v3532 = memref.load %l1115[%k0] : memref<?xi64>
                %v3533 = arith.index_cast %v3532 : i64 to index
                %v3534 = memref.load %wg0[%v3533] : memref<?xf32>
                memref.store %v3534, %l1124[%k0] : memref<?xf32>
                %v3535 = memref.load %l1123[%k0] : memref<?xf32>
                %v3536 = memref.load %l1124[%k0] : memref<?xf32>
                %v3537 = arith.addf %v3535, %v3536 : f32
                memref.store %v3537, %l1125[%k0] : memref<?xf32>
                %v3538 = memref.load %ls1102[%lane] : memref<?xi64>
                %v3539 = arith.index_cast %v3538 : i64 to index
                %v3540 = memref.load %l1125[%k0] : memref<?xf32>
                memref.store %v3540, %wg0[%v3539] : memref<?xf32>
                cf.br ^bb149
              ^bb149:
                %v3541 = arith.constant 150 : i32
                memref.store %v3541, %resume[%lane] : memref<?xi32>
                %v3542 = arith.constant true
                %v3543 = arith.constant 0 : index
                memref.store %v3542, %more[%v3543] : memref<?xi1>
                cf.br ^exit
              ^bb150:
                %v3544 = memref.load %ls1107[%lane] : memref<?xi64>
                memref.store %v3544, %l1126[%k0] : memref<?xi64>
                %v3545 = memref.load %l1126[%k0] : memref<?xi64>
                %v3546 = arith.constant 2 : i64
                %v3547 = arith.constant 0 : i64
                %v3548 = arith.cmpi eq, %v3546, %v3547 : i64
                %v3549 = arith.constant 1 : i64
                %v3550 = arith.select %v3548, %v3549, %v3546 : i64
                %v3551 = arith.divui %v3545, %v3550 : i64
                memref.store %v3551, %ls1107[%lane] : memref<?xi64>
                cf.br ^bb142
              ^bb151:
                %v3552 = memref.load %ls6[%lane] : memref<?xi64>
                %v3553 = arith.constant 0 : i64
                %v3554 = arith.cmpi eq, %v3552, %v3553 : i64
                memref.store %v3554, %l1127[%k0] : memref<?xi1>
                %v3555 = memref.load %l1127[%k0] : memref<?xi1>
                cf.cond_br %v3555, ^bb152, ^bb158
              ^bb152:
                %v3556 = arith.index_cast %n2 : index to i64
                memref.store %v3556, %l1128[%k0] : memref<?xi64>
                %v3557 = memref.load %ls26[%lane] : memref<?xi64>
                %v3558 = memref.load %l1128[%k0] : memref<?xi64>
                %v3559 = arith.cmpi ult, %v3557, %v3558 : i64
                memref.store %v3559, %l1129[%k0] : memref<?xi1>
                %v3560 = memref.load %l1129[%k0] : memref<?xi1>
                cf.cond_br %v3560, ^bb153, ^bb155
              ^bb153:
                %v3561 = memref.load %ls1101[%lane] : memref<?xi64>
                %v3562 = arith.constant 128 : i64
                %v3563 = arith.cmpi ult, %v3561, %v3562 : i64
                memref.store %v3563, %l1130[%k0] : memref<?xi1>
                %v3564 = memref.load %l1130[%k0] : memref<?xi1>
                cf.cond_br %v3564, ^bb154, ^bb155
              ^bb154:
                %v3565 = memref.load %ls1101[%lane] : memref<?xi64>
                %v3566 = arith.index_cast %v3565 : i64 to index
                %v3567 = memref.load %wg0[%v3566] : memref<?xf32>
                memref.store %v3567, %l1131[%k0] : memref<?xf32>
                %v3568 = memref.load %ls26[%lane] : memref<?xi64>
                %v3569 = arith.index_cast %v3568 : i64 to index
                %v3570 = memref.load %l1131[%k0] : memref<?xf32>
                memref.store %v3570, %p2[%v3569] : memref<?xf32>
                cf.br ^bb155
              ^bb155:
                %v3571 = arith.index_cast %n2 : index to i64
                memref.store %v3571, %l1132[%k0] : memref<?xi64>
                %v3572 = memref.load %ls36[%lane] : memref<?xi64>
                %v3573 = memref.load %l1132[%k0] : memref<?xi64>
                %v3574 = arith.cmpi ult, %v3572, %v3573 : i64
                memref.store %v3574, %l1133[%k0] : memref<?xi1>
                %v3575 = memref.load %l1133[%k0] : memref<?xi1>
                cf.cond_br %v3575, ^bb156, ^bb158
              ^bb156:
                %v3576 = memref.load %ls1102[%lane] : memref<?xi64>
                %v3577 = arith.constant 128 : i64
                %v3578 = arith.cmpi ult, %v3576, %v3577 : i64
                memref.store %v3578, %l1134[%k0] : memref<?xi1>
                %v3579 = memref.load %l1134[%k0] : memref<?xi1>
                cf.cond_br %v3579, ^bb157, ^bb158
              ^bb157:
                %v3580 = memref.load %ls1102[%lane] : memref<?xi64>
                %v3581 = arith.index_cast %v3580 : i64 to index
                %v3582 = memref.load %wg0[%v3581] : memref<?xf32>
                memref.store %v3582, %l1135[%k0] : memref<?xf32>
                %v3583 = memref.load %ls36[%lane] : memref<?xi64>
                %v3584 = arith.index_cast %v3583 : i64 to index
                %v3585 = memref.load %l1135[%k0] : memref<?xf32>
                memref.store %v3585, %p2[%v3584] : memref<?xf32>
                cf.br ^bb158
              ^bb158:
                %v3586 = arith.constant -1 : i32
                memref.store %v3586, %resume[%lane] : memref<?xi32>
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
