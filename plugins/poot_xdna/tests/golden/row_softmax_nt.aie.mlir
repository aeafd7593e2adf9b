// row_softmax: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
// spellings: mlir_aie=newest: changes up to 2026-07-21 (PR #3364); device npu2_1col = 9, aie.runtime_sequence
// parameters: x: &[f32] x1024 @in+40, shape: &[usize] x1024 @in+4136, out: &mut [f32] x1024 @in+12328/out+0
module {
  "aie.device"() ({
    %t_shim = "aie.tile"() {col = 0 : i32, row = 0 : i32} : () -> index
    %t_mem = "aie.tile"() {col = 0 : i32, row = 1 : i32} : () -> index
    %t_c0 = "aie.tile"() {col = 0 : i32, row = 2 : i32} : () -> index
    // input: shim -> memory tile -> every compute tile (one FIFO, broadcast)
    "aie.objectfifo"(%t_shim, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<16424xi8>>, plio = false, sym_name = "in_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_c0) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<16424xi8>>, plio = false, sym_name = "in_l1", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@in_l2], fifoOuts = [@in_l1], src_offsets = []} : () -> ()
    // output: each compute tile -> memory tile (joined, tile t at t * out bytes) -> shim
    "aie.objectfifo"(%t_c0, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_c0", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_shim) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@out_c0], fifoOuts = [@out_l2], src_offsets = []} : () -> ()
    %b_wg0_c0 = "aie.buffer"(%t_c0) {sym_name = "wg0_c0"} : (index) -> memref<256xf32>
    %b_wg1_c0 = "aie.buffer"(%t_c0) {sym_name = "wg1_c0"} : (index) -> memref<256xf32>
    %b_ls0_c0 = "aie.buffer"(%t_c0) {sym_name = "ls0_c0"} : (index) -> memref<256xi64>
    %b_ls2_c0 = "aie.buffer"(%t_c0) {sym_name = "ls2_c0"} : (index) -> memref<256xi64>
    %b_ls8_c0 = "aie.buffer"(%t_c0) {sym_name = "ls8_c0"} : (index) -> memref<256xi64>
    %b_ls124_c0 = "aie.buffer"(%t_c0) {sym_name = "ls124_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l1_c0 = "aie.buffer"(%t_c0) {sym_name = "l1_c0"} : (index) -> memref<1xi64>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi1>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xf32>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xf32>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi64>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi64>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi64>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi64>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi1>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi64>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi1>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi64>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi1>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi64>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi1>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi1>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xf32>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xf32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xf32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xf32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xf32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi1>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xf32>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xf32>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xf32>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xf32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xf32>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xf32>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xf32>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xf32>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi1>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi1>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xf32>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xf32>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xf32>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xf32>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xf32>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi1>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xf32>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xf32>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xf32>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xf32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xf32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xf32>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xf32>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xf32>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi1>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi1>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xf32>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xf32>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xf32>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xf32>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xf32>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi1>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xf32>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xf32>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xf32>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xf32>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xf32>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xf32>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xf32>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xf32>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi1>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi1>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xf32>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xf32>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xf32>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xf32>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xf32>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi1>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xf32>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xf32>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xf32>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xf32>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xf32>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xf32>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xf32>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xf32>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi1>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi1>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xf32>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xf32>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xf32>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xf32>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi64>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi64>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi64>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi64>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xi1>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xi64>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xi1>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xf32>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xf32>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xi1>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xf32>
    %b_l108_c0 = "aie.buffer"(%t_c0) {sym_name = "l108_c0"} : (index) -> memref<1xf32>
    %b_l109_c0 = "aie.buffer"(%t_c0) {sym_name = "l109_c0"} : (index) -> memref<1xf32>
    %b_l110_c0 = "aie.buffer"(%t_c0) {sym_name = "l110_c0"} : (index) -> memref<1xf32>
    %b_l111_c0 = "aie.buffer"(%t_c0) {sym_name = "l111_c0"} : (index) -> memref<1xf32>
    %b_l112_c0 = "aie.buffer"(%t_c0) {sym_name = "l112_c0"} : (index) -> memref<1xf32>
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xf32>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xf32>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xi1>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xi1>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xf32>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xf32>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xf32>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xf32>
    %b_l121_c0 = "aie.buffer"(%t_c0) {sym_name = "l121_c0"} : (index) -> memref<1xi1>
    %b_l122_c0 = "aie.buffer"(%t_c0) {sym_name = "l122_c0"} : (index) -> memref<1xf32>
    %b_l123_c0 = "aie.buffer"(%t_c0) {sym_name = "l123_c0"} : (index) -> memref<1xf32>
    %b_l125_c0 = "aie.buffer"(%t_c0) {sym_name = "l125_c0"} : (index) -> memref<1xi64>
    %b_l126_c0 = "aie.buffer"(%t_c0) {sym_name = "l126_c0"} : (index) -> memref<1xi1>
    %b_l127_c0 = "aie.buffer"(%t_c0) {sym_name = "l127_c0"} : (index) -> memref<1xi64>
    %b_l128_c0 = "aie.buffer"(%t_c0) {sym_name = "l128_c0"} : (index) -> memref<1xi64>
    %b_l129_c0 = "aie.buffer"(%t_c0) {sym_name = "l129_c0"} : (index) -> memref<1xi64>
    %b_l130_c0 = "aie.buffer"(%t_c0) {sym_name = "l130_c0"} : (index) -> memref<1xi1>
    %b_l131_c0 = "aie.buffer"(%t_c0) {sym_name = "l131_c0"} : (index) -> memref<1xi1>
    %b_l132_c0 = "aie.buffer"(%t_c0) {sym_name = "l132_c0"} : (index) -> memref<1xf32>
    %b_l133_c0 = "aie.buffer"(%t_c0) {sym_name = "l133_c0"} : (index) -> memref<1xf32>
    %b_l134_c0 = "aie.buffer"(%t_c0) {sym_name = "l134_c0"} : (index) -> memref<1xf32>
    %b_l135_c0 = "aie.buffer"(%t_c0) {sym_name = "l135_c0"} : (index) -> memref<1xf32>
    %b_l136_c0 = "aie.buffer"(%t_c0) {sym_name = "l136_c0"} : (index) -> memref<1xf32>
    %b_l137_c0 = "aie.buffer"(%t_c0) {sym_name = "l137_c0"} : (index) -> memref<1xf32>
    %b_l138_c0 = "aie.buffer"(%t_c0) {sym_name = "l138_c0"} : (index) -> memref<1xi1>
    %b_l139_c0 = "aie.buffer"(%t_c0) {sym_name = "l139_c0"} : (index) -> memref<1xf32>
    %b_l140_c0 = "aie.buffer"(%t_c0) {sym_name = "l140_c0"} : (index) -> memref<1xf32>
    %b_l141_c0 = "aie.buffer"(%t_c0) {sym_name = "l141_c0"} : (index) -> memref<1xf32>
    %b_l142_c0 = "aie.buffer"(%t_c0) {sym_name = "l142_c0"} : (index) -> memref<1xi1>
    %b_l143_c0 = "aie.buffer"(%t_c0) {sym_name = "l143_c0"} : (index) -> memref<1xf32>
    %b_l144_c0 = "aie.buffer"(%t_c0) {sym_name = "l144_c0"} : (index) -> memref<1xf32>
    %b_l145_c0 = "aie.buffer"(%t_c0) {sym_name = "l145_c0"} : (index) -> memref<1xf32>
    %b_l146_c0 = "aie.buffer"(%t_c0) {sym_name = "l146_c0"} : (index) -> memref<1xf32>
    %b_l147_c0 = "aie.buffer"(%t_c0) {sym_name = "l147_c0"} : (index) -> memref<1xf32>
    %b_l148_c0 = "aie.buffer"(%t_c0) {sym_name = "l148_c0"} : (index) -> memref<1xi64>
    %b_l149_c0 = "aie.buffer"(%t_c0) {sym_name = "l149_c0"} : (index) -> memref<1xf32>
    %b_l150_c0 = "aie.buffer"(%t_c0) {sym_name = "l150_c0"} : (index) -> memref<1xf32>
    %b_l151_c0 = "aie.buffer"(%t_c0) {sym_name = "l151_c0"} : (index) -> memref<1xi64>
    %b_l152_c0 = "aie.buffer"(%t_c0) {sym_name = "l152_c0"} : (index) -> memref<1xi64>
    %b_l153_c0 = "aie.buffer"(%t_c0) {sym_name = "l153_c0"} : (index) -> memref<1xi64>
    %b_l154_c0 = "aie.buffer"(%t_c0) {sym_name = "l154_c0"} : (index) -> memref<1xi64>
    %b_l155_c0 = "aie.buffer"(%t_c0) {sym_name = "l155_c0"} : (index) -> memref<1xi64>
    %b_l156_c0 = "aie.buffer"(%t_c0) {sym_name = "l156_c0"} : (index) -> memref<1xi64>
    %b_l157_c0 = "aie.buffer"(%t_c0) {sym_name = "l157_c0"} : (index) -> memref<1xi64>
    %b_l158_c0 = "aie.buffer"(%t_c0) {sym_name = "l158_c0"} : (index) -> memref<1xi64>
    %b_l159_c0 = "aie.buffer"(%t_c0) {sym_name = "l159_c0"} : (index) -> memref<1xi1>
    %b_l160_c0 = "aie.buffer"(%t_c0) {sym_name = "l160_c0"} : (index) -> memref<1xi64>
    %b_l161_c0 = "aie.buffer"(%t_c0) {sym_name = "l161_c0"} : (index) -> memref<1xi1>
    %b_l162_c0 = "aie.buffer"(%t_c0) {sym_name = "l162_c0"} : (index) -> memref<1xi64>
    %b_l163_c0 = "aie.buffer"(%t_c0) {sym_name = "l163_c0"} : (index) -> memref<1xi1>
    %b_l164_c0 = "aie.buffer"(%t_c0) {sym_name = "l164_c0"} : (index) -> memref<1xi64>
    %b_l165_c0 = "aie.buffer"(%t_c0) {sym_name = "l165_c0"} : (index) -> memref<1xi1>
    %b_l166_c0 = "aie.buffer"(%t_c0) {sym_name = "l166_c0"} : (index) -> memref<1xi64>
    %b_l167_c0 = "aie.buffer"(%t_c0) {sym_name = "l167_c0"} : (index) -> memref<1xi1>
    %b_l168_c0 = "aie.buffer"(%t_c0) {sym_name = "l168_c0"} : (index) -> memref<1xi64>
    %b_l169_c0 = "aie.buffer"(%t_c0) {sym_name = "l169_c0"} : (index) -> memref<1xi1>
    %b_l170_c0 = "aie.buffer"(%t_c0) {sym_name = "l170_c0"} : (index) -> memref<1xi64>
    %b_l171_c0 = "aie.buffer"(%t_c0) {sym_name = "l171_c0"} : (index) -> memref<1xi1>
    %b_l172_c0 = "aie.buffer"(%t_c0) {sym_name = "l172_c0"} : (index) -> memref<1xi64>
    %b_l173_c0 = "aie.buffer"(%t_c0) {sym_name = "l173_c0"} : (index) -> memref<1xi1>
    %b_l174_c0 = "aie.buffer"(%t_c0) {sym_name = "l174_c0"} : (index) -> memref<1xi64>
    %b_l175_c0 = "aie.buffer"(%t_c0) {sym_name = "l175_c0"} : (index) -> memref<1xi1>
    %b_l176_c0 = "aie.buffer"(%t_c0) {sym_name = "l176_c0"} : (index) -> memref<1xf32>
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
    %b_l192_c0 = "aie.buffer"(%t_c0) {sym_name = "l192_c0"} : (index) -> memref<1xi64>
    %b_l193_c0 = "aie.buffer"(%t_c0) {sym_name = "l193_c0"} : (index) -> memref<1xi64>
    %b_l194_c0 = "aie.buffer"(%t_c0) {sym_name = "l194_c0"} : (index) -> memref<1xi64>
    %b_l195_c0 = "aie.buffer"(%t_c0) {sym_name = "l195_c0"} : (index) -> memref<1xi64>
    %b_l196_c0 = "aie.buffer"(%t_c0) {sym_name = "l196_c0"} : (index) -> memref<1xi1>
    %b_l197_c0 = "aie.buffer"(%t_c0) {sym_name = "l197_c0"} : (index) -> memref<1xi64>
    %b_l198_c0 = "aie.buffer"(%t_c0) {sym_name = "l198_c0"} : (index) -> memref<1xi1>
    %b_l199_c0 = "aie.buffer"(%t_c0) {sym_name = "l199_c0"} : (index) -> memref<1xi64>
    %b_l200_c0 = "aie.buffer"(%t_c0) {sym_name = "l200_c0"} : (index) -> memref<1xi1>
    %b_l201_c0 = "aie.buffer"(%t_c0) {sym_name = "l201_c0"} : (index) -> memref<1xf32>
    %b_l202_c0 = "aie.buffer"(%t_c0) {sym_name = "l202_c0"} : (index) -> memref<1xf32>
    %b_l203_c0 = "aie.buffer"(%t_c0) {sym_name = "l203_c0"} : (index) -> memref<1xf32>
    %b_l204_c0 = "aie.buffer"(%t_c0) {sym_name = "l204_c0"} : (index) -> memref<1xf32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %wg0 = memref.cast %b_wg0_c0 : memref<256xf32> to memref<?xf32>
      %wg1 = memref.cast %b_wg1_c0 : memref<256xf32> to memref<?xf32>
      %ls0 = memref.cast %b_ls0_c0 : memref<256xi64> to memref<?xi64>
      %ls2 = memref.cast %b_ls2_c0 : memref<256xi64> to memref<?xi64>
      %ls8 = memref.cast %b_ls8_c0 : memref<256xi64> to memref<?xi64>
      %ls124 = memref.cast %b_ls124_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l1 = memref.cast %b_l1_c0 : memref<1xi64> to memref<?xi64>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi1> to memref<?xi1>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xf32> to memref<?xf32>
      %l10 = memref.cast %b_l10_c0 : memref<1xf32> to memref<?xf32>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi64> to memref<?xi64>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi64> to memref<?xi64>
      %l18 = memref.cast %b_l18_c0 : memref<1xi64> to memref<?xi64>
      %l19 = memref.cast %b_l19_c0 : memref<1xi64> to memref<?xi64>
      %l20 = memref.cast %b_l20_c0 : memref<1xi1> to memref<?xi1>
      %l21 = memref.cast %b_l21_c0 : memref<1xi64> to memref<?xi64>
      %l22 = memref.cast %b_l22_c0 : memref<1xi1> to memref<?xi1>
      %l23 = memref.cast %b_l23_c0 : memref<1xi64> to memref<?xi64>
      %l24 = memref.cast %b_l24_c0 : memref<1xi1> to memref<?xi1>
      %l25 = memref.cast %b_l25_c0 : memref<1xi64> to memref<?xi64>
      %l26 = memref.cast %b_l26_c0 : memref<1xi1> to memref<?xi1>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xi1> to memref<?xi1>
      %l29 = memref.cast %b_l29_c0 : memref<1xf32> to memref<?xf32>
      %l30 = memref.cast %b_l30_c0 : memref<1xf32> to memref<?xf32>
      %l31 = memref.cast %b_l31_c0 : memref<1xf32> to memref<?xf32>
      %l32 = memref.cast %b_l32_c0 : memref<1xf32> to memref<?xf32>
      %l33 = memref.cast %b_l33_c0 : memref<1xf32> to memref<?xf32>
      %l34 = memref.cast %b_l34_c0 : memref<1xi1> to memref<?xi1>
      %l35 = memref.cast %b_l35_c0 : memref<1xf32> to memref<?xf32>
      %l36 = memref.cast %b_l36_c0 : memref<1xf32> to memref<?xf32>
      %l37 = memref.cast %b_l37_c0 : memref<1xf32> to memref<?xf32>
      %l38 = memref.cast %b_l38_c0 : memref<1xf32> to memref<?xf32>
      %l39 = memref.cast %b_l39_c0 : memref<1xf32> to memref<?xf32>
      %l40 = memref.cast %b_l40_c0 : memref<1xf32> to memref<?xf32>
      %l41 = memref.cast %b_l41_c0 : memref<1xf32> to memref<?xf32>
      %l42 = memref.cast %b_l42_c0 : memref<1xf32> to memref<?xf32>
      %l43 = memref.cast %b_l43_c0 : memref<1xi1> to memref<?xi1>
      %l44 = memref.cast %b_l44_c0 : memref<1xi1> to memref<?xi1>
      %l45 = memref.cast %b_l45_c0 : memref<1xf32> to memref<?xf32>
      %l46 = memref.cast %b_l46_c0 : memref<1xf32> to memref<?xf32>
      %l47 = memref.cast %b_l47_c0 : memref<1xf32> to memref<?xf32>
      %l48 = memref.cast %b_l48_c0 : memref<1xf32> to memref<?xf32>
      %l49 = memref.cast %b_l49_c0 : memref<1xf32> to memref<?xf32>
      %l50 = memref.cast %b_l50_c0 : memref<1xi1> to memref<?xi1>
      %l51 = memref.cast %b_l51_c0 : memref<1xf32> to memref<?xf32>
      %l52 = memref.cast %b_l52_c0 : memref<1xf32> to memref<?xf32>
      %l53 = memref.cast %b_l53_c0 : memref<1xf32> to memref<?xf32>
      %l54 = memref.cast %b_l54_c0 : memref<1xf32> to memref<?xf32>
      %l55 = memref.cast %b_l55_c0 : memref<1xf32> to memref<?xf32>
      %l56 = memref.cast %b_l56_c0 : memref<1xf32> to memref<?xf32>
      %l57 = memref.cast %b_l57_c0 : memref<1xf32> to memref<?xf32>
      %l58 = memref.cast %b_l58_c0 : memref<1xf32> to memref<?xf32>
      %l59 = memref.cast %b_l59_c0 : memref<1xi1> to memref<?xi1>
      %l60 = memref.cast %b_l60_c0 : memref<1xi1> to memref<?xi1>
      %l61 = memref.cast %b_l61_c0 : memref<1xf32> to memref<?xf32>
      %l62 = memref.cast %b_l62_c0 : memref<1xf32> to memref<?xf32>
      %l63 = memref.cast %b_l63_c0 : memref<1xf32> to memref<?xf32>
      %l64 = memref.cast %b_l64_c0 : memref<1xf32> to memref<?xf32>
      %l65 = memref.cast %b_l65_c0 : memref<1xf32> to memref<?xf32>
      %l66 = memref.cast %b_l66_c0 : memref<1xi1> to memref<?xi1>
      %l67 = memref.cast %b_l67_c0 : memref<1xf32> to memref<?xf32>
      %l68 = memref.cast %b_l68_c0 : memref<1xf32> to memref<?xf32>
      %l69 = memref.cast %b_l69_c0 : memref<1xf32> to memref<?xf32>
      %l70 = memref.cast %b_l70_c0 : memref<1xf32> to memref<?xf32>
      %l71 = memref.cast %b_l71_c0 : memref<1xf32> to memref<?xf32>
      %l72 = memref.cast %b_l72_c0 : memref<1xf32> to memref<?xf32>
      %l73 = memref.cast %b_l73_c0 : memref<1xf32> to memref<?xf32>
      %l74 = memref.cast %b_l74_c0 : memref<1xf32> to memref<?xf32>
      %l75 = memref.cast %b_l75_c0 : memref<1xi1> to memref<?xi1>
      %l76 = memref.cast %b_l76_c0 : memref<1xi1> to memref<?xi1>
      %l77 = memref.cast %b_l77_c0 : memref<1xf32> to memref<?xf32>
      %l78 = memref.cast %b_l78_c0 : memref<1xf32> to memref<?xf32>
      %l79 = memref.cast %b_l79_c0 : memref<1xf32> to memref<?xf32>
      %l80 = memref.cast %b_l80_c0 : memref<1xf32> to memref<?xf32>
      %l81 = memref.cast %b_l81_c0 : memref<1xf32> to memref<?xf32>
      %l82 = memref.cast %b_l82_c0 : memref<1xi1> to memref<?xi1>
      %l83 = memref.cast %b_l83_c0 : memref<1xf32> to memref<?xf32>
      %l84 = memref.cast %b_l84_c0 : memref<1xf32> to memref<?xf32>
      %l85 = memref.cast %b_l85_c0 : memref<1xf32> to memref<?xf32>
      %l86 = memref.cast %b_l86_c0 : memref<1xf32> to memref<?xf32>
      %l87 = memref.cast %b_l87_c0 : memref<1xf32> to memref<?xf32>
      %l88 = memref.cast %b_l88_c0 : memref<1xf32> to memref<?xf32>
      %l89 = memref.cast %b_l89_c0 : memref<1xf32> to memref<?xf32>
      %l90 = memref.cast %b_l90_c0 : memref<1xf32> to memref<?xf32>
      %l91 = memref.cast %b_l91_c0 : memref<1xi1> to memref<?xi1>
      %l92 = memref.cast %b_l92_c0 : memref<1xi1> to memref<?xi1>
      %l93 = memref.cast %b_l93_c0 : memref<1xf32> to memref<?xf32>
      %l94 = memref.cast %b_l94_c0 : memref<1xf32> to memref<?xf32>
      %l95 = memref.cast %b_l95_c0 : memref<1xf32> to memref<?xf32>
      %l96 = memref.cast %b_l96_c0 : memref<1xf32> to memref<?xf32>
      %l97 = memref.cast %b_l97_c0 : memref<1xi64> to memref<?xi64>
      %l98 = memref.cast %b_l98_c0 : memref<1xi64> to memref<?xi64>
      %l99 = memref.cast %b_l99_c0 : memref<1xi64> to memref<?xi64>
      %l100 = memref.cast %b_l100_c0 : memref<1xi64> to memref<?xi64>
      %l101 = memref.cast %b_l101_c0 : memref<1xi1> to memref<?xi1>
      %l102 = memref.cast %b_l102_c0 : memref<1xi64> to memref<?xi64>
      %l103 = memref.cast %b_l103_c0 : memref<1xi1> to memref<?xi1>
      %l104 = memref.cast %b_l104_c0 : memref<1xf32> to memref<?xf32>
      %l105 = memref.cast %b_l105_c0 : memref<1xf32> to memref<?xf32>
      %l106 = memref.cast %b_l106_c0 : memref<1xi1> to memref<?xi1>
      %l107 = memref.cast %b_l107_c0 : memref<1xf32> to memref<?xf32>
      %l108 = memref.cast %b_l108_c0 : memref<1xf32> to memref<?xf32>
      %l109 = memref.cast %b_l109_c0 : memref<1xf32> to memref<?xf32>
      %l110 = memref.cast %b_l110_c0 : memref<1xf32> to memref<?xf32>
      %l111 = memref.cast %b_l111_c0 : memref<1xf32> to memref<?xf32>
      %l112 = memref.cast %b_l112_c0 : memref<1xf32> to memref<?xf32>
      %l113 = memref.cast %b_l113_c0 : memref<1xf32> to memref<?xf32>
      %l114 = memref.cast %b_l114_c0 : memref<1xf32> to memref<?xf32>
      %l115 = memref.cast %b_l115_c0 : memref<1xi1> to memref<?xi1>
      %l116 = memref.cast %b_l116_c0 : memref<1xi1> to memref<?xi1>
      %l117 = memref.cast %b_l117_c0 : memref<1xf32> to memref<?xf32>
      %l118 = memref.cast %b_l118_c0 : memref<1xf32> to memref<?xf32>
      %l119 = memref.cast %b_l119_c0 : memref<1xf32> to memref<?xf32>
      %l120 = memref.cast %b_l120_c0 : memref<1xf32> to memref<?xf32>
      %l121 = memref.cast %b_l121_c0 : memref<1xi1> to memref<?xi1>
      %l122 = memref.cast %b_l122_c0 : memref<1xf32> to memref<?xf32>
      %l123 = memref.cast %b_l123_c0 : memref<1xf32> to memref<?xf32>
      %l125 = memref.cast %b_l125_c0 : memref<1xi64> to memref<?xi64>
      %l126 = memref.cast %b_l126_c0 : memref<1xi1> to memref<?xi1>
      %l127 = memref.cast %b_l127_c0 : memref<1xi64> to memref<?xi64>
      %l128 = memref.cast %b_l128_c0 : memref<1xi64> to memref<?xi64>
      %l129 = memref.cast %b_l129_c0 : memref<1xi64> to memref<?xi64>
      %l130 = memref.cast %b_l130_c0 : memref<1xi1> to memref<?xi1>
      %l131 = memref.cast %b_l131_c0 : memref<1xi1> to memref<?xi1>
      %l132 = memref.cast %b_l132_c0 : memref<1xf32> to memref<?xf32>
      %l133 = memref.cast %b_l133_c0 : memref<1xf32> to memref<?xf32>
      %l134 = memref.cast %b_l134_c0 : memref<1xf32> to memref<?xf32>
      %l135 = memref.cast %b_l135_c0 : memref<1xf32> to memref<?xf32>
      %l136 = memref.cast %b_l136_c0 : memref<1xf32> to memref<?xf32>
      %l137 = memref.cast %b_l137_c0 : memref<1xf32> to memref<?xf32>
      %l138 = memref.cast %b_l138_c0 : memref<1xi1> to memref<?xi1>
      %l139 = memref.cast %b_l139_c0 : memref<1xf32> to memref<?xf32>
      %l140 = memref.cast %b_l140_c0 : memref<1xf32> to memref<?xf32>
      %l141 = memref.cast %b_l141_c0 : memref<1xf32> to memref<?xf32>
      %l142 = memref.cast %b_l142_c0 : memref<1xi1> to memref<?xi1>
      %l143 = memref.cast %b_l143_c0 : memref<1xf32> to memref<?xf32>
      %l144 = memref.cast %b_l144_c0 : memref<1xf32> to memref<?xf32>
      %l145 = memref.cast %b_l145_c0 : memref<1xf32> to memref<?xf32>
      %l146 = memref.cast %b_l146_c0 : memref<1xf32> to memref<?xf32>
      %l147 = memref.cast %b_l147_c0 : memref<1xf32> to memref<?xf32>
      %l148 = memref.cast %b_l148_c0 : memref<1xi64> to memref<?xi64>
      %l149 = memref.cast %b_l149_c0 : memref<1xf32> to memref<?xf32>
      %l150 = memref.cast %b_l150_c0 : memref<1xf32> to memref<?xf32>
      %l151 = memref.cast %b_l151_c0 : memref<1xi64> to memref<?xi64>
      %l152 = memref.cast %b_l152_c0 : memref<1xi64> to memref<?xi64>
      %l153 = memref.cast %b_l153_c0 : memref<1xi64> to memref<?xi64>
      %l154 = memref.cast %b_l154_c0 : memref<1xi64> to memref<?xi64>
      %l155 = memref.cast %b_l155_c0 : memref<1xi64> to memref<?xi64>
      %l156 = memref.cast %b_l156_c0 : memref<1xi64> to memref<?xi64>
      %l157 = memref.cast %b_l157_c0 : memref<1xi64> to memref<?xi64>
      %l158 = memref.cast %b_l158_c0 : memref<1xi64> to memref<?xi64>
      %l159 = memref.cast %b_l159_c0 : memref<1xi1> to memref<?xi1>
      %l160 = memref.cast %b_l160_c0 : memref<1xi64> to memref<?xi64>
      %l161 = memref.cast %b_l161_c0 : memref<1xi1> to memref<?xi1>
      %l162 = memref.cast %b_l162_c0 : memref<1xi64> to memref<?xi64>
      %l163 = memref.cast %b_l163_c0 : memref<1xi1> to memref<?xi1>
      %l164 = memref.cast %b_l164_c0 : memref<1xi64> to memref<?xi64>
      %l165 = memref.cast %b_l165_c0 : memref<1xi1> to memref<?xi1>
      %l166 = memref.cast %b_l166_c0 : memref<1xi64> to memref<?xi64>
      %l167 = memref.cast %b_l167_c0 : memref<1xi1> to memref<?xi1>
      %l168 = memref.cast %b_l168_c0 : memref<1xi64> to memref<?xi64>
      %l169 = memref.cast %b_l169_c0 : memref<1xi1> to memref<?xi1>
      %l170 = memref.cast %b_l170_c0 : memref<1xi64> to memref<?xi64>
      %l171 = memref.cast %b_l171_c0 : memref<1xi1> to memref<?xi1>
      %l172 = memref.cast %b_l172_c0 : memref<1xi64> to memref<?xi64>
      %l173 = memref.cast %b_l173_c0 : memref<1xi1> to memref<?xi1>
      %l174 = memref.cast %b_l174_c0 : memref<1xi64> to memref<?xi64>
      %l175 = memref.cast %b_l175_c0 : memref<1xi1> to memref<?xi1>
      %l176 = memref.cast %b_l176_c0 : memref<1xf32> to memref<?xf32>
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
      %l192 = memref.cast %b_l192_c0 : memref<1xi64> to memref<?xi64>
      %l193 = memref.cast %b_l193_c0 : memref<1xi64> to memref<?xi64>
      %l194 = memref.cast %b_l194_c0 : memref<1xi64> to memref<?xi64>
      %l195 = memref.cast %b_l195_c0 : memref<1xi64> to memref<?xi64>
      %l196 = memref.cast %b_l196_c0 : memref<1xi1> to memref<?xi1>
      %l197 = memref.cast %b_l197_c0 : memref<1xi64> to memref<?xi64>
      %l198 = memref.cast %b_l198_c0 : memref<1xi1> to memref<?xi1>
      %l199 = memref.cast %b_l199_c0 : memref<1xi64> to memref<?xi64>
      %l200 = memref.cast %b_l200_c0 : memref<1xi1> to memref<?xi1>
      %l201 = memref.cast %b_l201_c0 : memref<1xf32> to memref<?xf32>
      %l202 = memref.cast %b_l202_c0 : memref<1xf32> to memref<?xf32>
      %l203 = memref.cast %b_l203_c0 : memref<1xf32> to memref<?xf32>
      %l204 = memref.cast %b_l204_c0 : memref<1xf32> to memref<?xf32>
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %kW = arith.constant 256 : index
      scf.for %launch = %c0_p to %cmax_p step %c1_p {  // one iteration per launch
        %sv_raw_in = "aie.objectfifo.acquire"() {objFifo_name = @in_l1, port = 1 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<16424xi8>>
        %raw_in = "aie.objectfifo.subview.access"(%sv_raw_in) {index = 0 : i32} : (!aie.objectfifosubview<memref<16424xi8>>) -> memref<16424xi8>
        %sv_raw_out = "aie.objectfifo.acquire"() {objFifo_name = @out_c0, port = 0 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<4096xi8>>
        %raw_out = "aie.objectfifo.subview.access"(%sv_raw_out) {index = 0 : i32} : (!aie.objectfifosubview<memref<4096xi8>>) -> memref<4096xi8>
        %hdr = memref.view %raw_in[%c0_p][] : memref<16424xi8> to memref<5xi64>
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
        %v_in0 = memref.view %raw_in[%o_in0][] : memref<16424xi8> to memref<1024xf32>
        %p0 = memref.cast %v_in0 : memref<1024xf32> to memref<?xf32>
        %o_in1 = arith.constant 4136 : index
        %v_in1 = memref.view %raw_in[%o_in1][] : memref<16424xi8> to memref<1024xi64>
        %p1 = memref.cast %v_in1 : memref<1024xi64> to memref<?xi64>
        %o_in2 = arith.constant 12328 : index
        %v_in2 = memref.view %raw_in[%o_in2][] : memref<16424xi8> to memref<1024xf32>
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
          %v3 = arith.constant 256 : index
          scf.for %zi = %k0 to %v3 step %k1 {
            memref.store %v1, %wg1[%zi] : memref<?xf32>
          }
          %v4 = arith.constant 0 : i32
          %v5 = arith.constant 256 : index
          scf.for %zi = %k0 to %v5 step %k1 {
            memref.store %v4, %resume[%zi] : memref<?xi32>
          }
          %v6 = arith.constant true
          memref.store %v6, %more[%k0] : memref<?xi1>
          scf.while : () -> () {
            %kmore = memref.load %more[%k0] : memref<?xi1>
            scf.condition(%kmore)
          } do {
            %v7 = arith.constant false
            memref.store %v7, %more[%k0] : memref<?xi1>
            scf.for %lane = %k0 to %kW step %k1 {
              scf.execute_region {
                %v8 = memref.load %resume[%lane] : memref<?xi32>
                cf.switch %v8 : i32, [default: ^exit, 0: ^bb0, 42: ^bb42, 52: ^bb52]
              ^bb0:
                %v9 = arith.index_cast %lane : index to i64
                memref.store %v9, %ls0[%lane] : memref<?xi64>
                cf.br ^bb1
              ^bb1:
                %v10 = arith.index_cast %grpx : index to i64
                memref.store %v10, %l1[%k0] : memref<?xi64>
                cf.br ^bb2
              ^bb2:
                %v11 = arith.constant 0 : i64
                memref.store %v11, %ls2[%lane] : memref<?xi64>
                %v12 = arith.index_cast %n1 : index to i64
                memref.store %v12, %l3[%k0] : memref<?xi64>
                %v13 = arith.constant 1 : i64
                %v14 = memref.load %l3[%k0] : memref<?xi64>
                %v15 = arith.cmpi ult, %v13, %v14 : i64
                memref.store %v15, %l4[%k0] : memref<?xi1>
                %v16 = memref.load %l4[%k0] : memref<?xi1>
                cf.cond_br %v16, ^bb3, ^bb4
              ^bb3:
                %v17 = arith.constant 1 : i64
                memref.store %v17, %l5[%k0] : memref<?xi64>
                %v18 = memref.load %l5[%k0] : memref<?xi64>
                %v19 = arith.index_cast %v18 : i64 to index
                %v20 = memref.load %p1[%v19] : memref<?xi64>
                memref.store %v20, %l6[%k0] : memref<?xi64>
                %v21 = memref.load %l6[%k0] : memref<?xi64>
                memref.store %v21, %ls2[%lane] : memref<?xi64>
                cf.br ^bb4
              ^bb4:
                %v22 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v22, %l7[%k0] : memref<?xi64>
                %v23 = memref.load %l1[%k0] : memref<?xi64>
                %v24 = memref.load %l7[%k0] : memref<?xi64>
                %v25 = arith.muli %v23, %v24 : i64
                memref.store %v25, %ls8[%lane] : memref<?xi64>
                %v26 = arith.constant 0xFF800000 : f32
                memref.store %v26, %l9[%k0] : memref<?xf32>
                %v27 = arith.constant 0x00000000 : f32
                memref.store %v27, %l10[%k0] : memref<?xf32>
                %v28 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v28, %l11[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v29 = memref.load %l11[%k0] : memref<?xi64>
                memref.store %v29, %l12[%k0] : memref<?xi64>
                %v30 = arith.constant 3 : i64
                %v31 = arith.constant 256 : i64
                %v32 = arith.muli %v30, %v31 : i64
                memref.store %v32, %l13[%k0] : memref<?xi64>
                %v33 = memref.load %l12[%k0] : memref<?xi64>
                %v34 = memref.load %l13[%k0] : memref<?xi64>
                %v35 = arith.addi %v33, %v34 : i64
                memref.store %v35, %l14[%k0] : memref<?xi64>
                %v36 = memref.load %ls8[%lane] : memref<?xi64>
                %v37 = memref.load %l12[%k0] : memref<?xi64>
                %v38 = arith.addi %v36, %v37 : i64
                memref.store %v38, %l15[%k0] : memref<?xi64>
                %v39 = memref.load %l15[%k0] : memref<?xi64>
                %v40 = arith.constant 256 : i64
                %v41 = arith.addi %v39, %v40 : i64
                memref.store %v41, %l16[%k0] : memref<?xi64>
                %v42 = memref.load %l16[%k0] : memref<?xi64>
                %v43 = arith.constant 256 : i64
                %v44 = arith.addi %v42, %v43 : i64
                memref.store %v44, %l17[%k0] : memref<?xi64>
                %v45 = memref.load %l17[%k0] : memref<?xi64>
                %v46 = arith.constant 256 : i64
                %v47 = arith.addi %v45, %v46 : i64
                memref.store %v47, %l18[%k0] : memref<?xi64>
                %v48 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v48, %l19[%k0] : memref<?xi64>
                %v49 = memref.load %l14[%k0] : memref<?xi64>
                %v50 = memref.load %l19[%k0] : memref<?xi64>
                %v51 = arith.cmpi ult, %v49, %v50 : i64
                memref.store %v51, %l20[%k0] : memref<?xi1>
                %v52 = memref.load %l20[%k0] : memref<?xi1>
                cf.cond_br %v52, ^bb6, ^bb31
              ^bb6:
                %v53 = arith.index_cast %n0 : index to i64
                memref.store %v53, %l21[%k0] : memref<?xi64>
                %v54 = memref.load %l15[%k0] : memref<?xi64>
                %v55 = memref.load %l21[%k0] : memref<?xi64>
                %v56 = arith.cmpi ult, %v54, %v55 : i64
                memref.store %v56, %l22[%k0] : memref<?xi1>
                %v57 = memref.load %l22[%k0] : memref<?xi1>
                cf.cond_br %v57, ^bb7, ^bb31
              ^bb7:
                %v58 = arith.index_cast %n0 : index to i64
                memref.store %v58, %l23[%k0] : memref<?xi64>
                %v59 = memref.load %l16[%k0] : memref<?xi64>
                %v60 = memref.load %l23[%k0] : memref<?xi64>
                %v61 = arith.cmpi ult, %v59, %v60 : i64
                memref.store %v61, %l24[%k0] : memref<?xi1>
                %v62 = memref.load %l24[%k0] : memref<?xi1>
                cf.cond_br %v62, ^bb8, ^bb31
              ^bb8:
                %v63 = arith.index_cast %n0 : index to i64
                memref.store %v63, %l25[%k0] : memref<?xi64>
                %v64 = memref.load %l17[%k0] : memref<?xi64>
                %v65 = memref.load %l25[%k0] : memref<?xi64>
                %v66 = arith.cmpi ult, %v64, %v65 : i64
                memref.store %v66, %l26[%k0] : memref<?xi1>
                %v67 = memref.load %l26[%k0] : memref<?xi1>
                cf.cond_br %v67, ^bb9, ^bb31
              ^bb9:
                %v68 = arith.index_cast %n0 : index to i64
                memref.store %v68, %l27[%k0] : memref<?xi64>
                %v69 = memref.load %l18[%k0] : memref<?xi64>
                %v70 = memref.load %l27[%k0] : memref<?xi64>
                %v71 = arith.cmpi ult, %v69, %v70 : i64
                memref.store %v71, %l28[%k0] : memref<?xi1>
                %v72 = memref.load %l28[%k0] : memref<?xi1>
                cf.cond_br %v72, ^bb10, ^bb31
              ^bb10:
                %v73 = memref.load %l15[%k0] : memref<?xi64>
                %v74 = arith.index_cast %v73 : i64 to index
                %v75 = memref.load %p0[%v74] : memref<?xf32>
                memref.store %v75, %l29[%k0] : memref<?xf32>
                %v76 = memref.load %l16[%k0] : memref<?xi64>
                %v77 = arith.index_cast %v76 : i64 to index
                %v78 = memref.load %p0[%v77] : memref<?xf32>
                memref.store %v78, %l30[%k0] : memref<?xf32>
                %v79 = memref.load %l17[%k0] : memref<?xi64>
                %v80 = arith.index_cast %v79 : i64 to index
                %v81 = memref.load %p0[%v80] : memref<?xf32>
                memref.store %v81, %l31[%k0] : memref<?xf32>
                %v82 = memref.load %l18[%k0] : memref<?xi64>
                %v83 = arith.index_cast %v82 : i64 to index
                %v84 = memref.load %p0[%v83] : memref<?xf32>
                memref.store %v84, %l32[%k0] : memref<?xf32>
                %v85 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v85, %l33[%k0] : memref<?xf32>
                %v86 = memref.load %l29[%k0] : memref<?xf32>
                %v87 = memref.load %l33[%k0] : memref<?xf32>
                %v88 = arith.cmpf ogt, %v86, %v87 : f32
                memref.store %v88, %l34[%k0] : memref<?xi1>
                %v89 = memref.load %l34[%k0] : memref<?xi1>
                cf.cond_br %v89, ^bb11, ^bb12
              ^bb11:
                %v90 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v90, %l35[%k0] : memref<?xf32>
                %v91 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v91, %l36[%k0] : memref<?xf32>
                %v92 = memref.load %l36[%k0] : memref<?xf32>
                %v93 = memref.load %l29[%k0] : memref<?xf32>
                %v94 = arith.subf %v92, %v93 : f32
                memref.store %v94, %l37[%k0] : memref<?xf32>
                %v95 = memref.load %l37[%k0] : memref<?xf32>
                %v96 = math.exp %v95 : f32
                memref.store %v96, %l38[%k0] : memref<?xf32>
                %v97 = memref.load %l35[%k0] : memref<?xf32>
                %v98 = memref.load %l38[%k0] : memref<?xf32>
                %v99 = arith.mulf %v97, %v98 : f32
                memref.store %v99, %l39[%k0] : memref<?xf32>
                %v100 = memref.load %l29[%k0] : memref<?xf32>
                %v101 = memref.load %l29[%k0] : memref<?xf32>
                %v102 = arith.subf %v100, %v101 : f32
                memref.store %v102, %l40[%k0] : memref<?xf32>
                %v103 = memref.load %l40[%k0] : memref<?xf32>
                %v104 = arith.constant 0x3F800000 : f32
                %v105 = arith.addf %v103, %v104 : f32
                memref.store %v105, %l41[%k0] : memref<?xf32>
                %v106 = memref.load %l39[%k0] : memref<?xf32>
                %v107 = memref.load %l41[%k0] : memref<?xf32>
                %v108 = arith.addf %v106, %v107 : f32
                memref.store %v108, %l10[%k0] : memref<?xf32>
                %v109 = memref.load %l29[%k0] : memref<?xf32>
                memref.store %v109, %l9[%k0] : memref<?xf32>
                cf.br ^bb15
              ^bb12:
                %v110 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v110, %l42[%k0] : memref<?xf32>
                %v111 = memref.load %l42[%k0] : memref<?xf32>
                %v112 = arith.constant 0xFF800000 : f32
                %v113 = arith.cmpf ogt, %v111, %v112 : f32
                memref.store %v113, %l43[%k0] : memref<?xi1>
                %v114 = memref.load %l43[%k0] : memref<?xi1>
                cf.cond_br %v114, ^bb14, ^bb13
              ^bb13:
                %v115 = memref.load %l29[%k0] : memref<?xf32>
                %v116 = memref.load %l29[%k0] : memref<?xf32>
                %v117 = arith.cmpf une, %v115, %v116 : f32
                memref.store %v117, %l44[%k0] : memref<?xi1>
                %v118 = memref.load %l44[%k0] : memref<?xi1>
                cf.cond_br %v118, ^bb14, ^bb15
              ^bb14:
                %v119 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v119, %l45[%k0] : memref<?xf32>
                %v120 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v120, %l46[%k0] : memref<?xf32>
                %v121 = memref.load %l29[%k0] : memref<?xf32>
                %v122 = memref.load %l46[%k0] : memref<?xf32>
                %v123 = arith.subf %v121, %v122 : f32
                memref.store %v123, %l47[%k0] : memref<?xf32>
                %v124 = memref.load %l47[%k0] : memref<?xf32>
                %v125 = math.exp %v124 : f32
                memref.store %v125, %l48[%k0] : memref<?xf32>
                %v126 = memref.load %l45[%k0] : memref<?xf32>
                %v127 = memref.load %l48[%k0] : memref<?xf32>
                %v128 = arith.addf %v126, %v127 : f32
                memref.store %v128, %l10[%k0] : memref<?xf32>
                cf.br ^bb15
              ^bb15:
                %v129 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v129, %l49[%k0] : memref<?xf32>
                %v130 = memref.load %l30[%k0] : memref<?xf32>
                %v131 = memref.load %l49[%k0] : memref<?xf32>
                %v132 = arith.cmpf ogt, %v130, %v131 : f32
                memref.store %v132, %l50[%k0] : memref<?xi1>
                %v133 = memref.load %l50[%k0] : memref<?xi1>
                cf.cond_br %v133, ^bb16, ^bb17
              ^bb16:
                %v134 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v134, %l51[%k0] : memref<?xf32>
                %v135 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v135, %l52[%k0] : memref<?xf32>
                %v136 = memref.load %l52[%k0] : memref<?xf32>
                %v137 = memref.load %l30[%k0] : memref<?xf32>
                %v138 = arith.subf %v136, %v137 : f32
                memref.store %v138, %l53[%k0] : memref<?xf32>
                %v139 = memref.load %l53[%k0] : memref<?xf32>
                %v140 = math.exp %v139 : f32
                memref.store %v140, %l54[%k0] : memref<?xf32>
                %v141 = memref.load %l51[%k0] : memref<?xf32>
                %v142 = memref.load %l54[%k0] : memref<?xf32>
                %v143 = arith.mulf %v141, %v142 : f32
                memref.store %v143, %l55[%k0] : memref<?xf32>
                %v144 = memref.load %l30[%k0] : memref<?xf32>
                %v145 = memref.load %l30[%k0] : memref<?xf32>
                %v146 = arith.subf %v144, %v145 : f32
                memref.store %v146, %l56[%k0] : memref<?xf32>
                %v147 = memref.load %l56[%k0] : memref<?xf32>
                %v148 = arith.constant 0x3F800000 : f32
                %v149 = arith.addf %v147, %v148 : f32
                memref.store %v149, %l57[%k0] : memref<?xf32>
                %v150 = memref.load %l55[%k0] : memref<?xf32>
                %v151 = memref.load %l57[%k0] : memref<?xf32>
                %v152 = arith.addf %v150, %v151 : f32
                memref.store %v152, %l10[%k0] : memref<?xf32>
                %v153 = memref.load %l30[%k0] : memref<?xf32>
                memref.store %v153, %l9[%k0] : memref<?xf32>
                cf.br ^bb20
              ^bb17:
                %v154 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v154, %l58[%k0] : memref<?xf32>
                %v155 = memref.load %l58[%k0] : memref<?xf32>
                %v156 = arith.constant 0xFF800000 : f32
                %v157 = arith.cmpf ogt, %v155, %v156 : f32
                memref.store %v157, %l59[%k0] : memref<?xi1>
                %v158 = memref.load %l59[%k0] : memref<?xi1>
                cf.cond_br %v158, ^bb19, ^bb18
              ^bb18:
                %v159 = memref.load %l30[%k0] : memref<?xf32>
                %v160 = memref.load %l30[%k0] : memref<?xf32>
                %v161 = arith.cmpf une, %v159, %v160 : f32
                memref.store %v161, %l60[%k0] : memref<?xi1>
                %v162 = memref.load %l60[%k0] : memref<?xi1>
                cf.cond_br %v162, ^bb19, ^bb20
              ^bb19:
                %v163 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v163, %l61[%k0] : memref<?xf32>
                %v164 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v164, %l62[%k0] : memref<?xf32>
                %v165 = memref.load %l30[%k0] : memref<?xf32>
                %v166 = memref.load %l62[%k0] : memref<?xf32>
                %v167 = arith.subf %v165, %v166 : f32
                memref.store %v167, %l63[%k0] : memref<?xf32>
                %v168 = memref.load %l63[%k0] : memref<?xf32>
                %v169 = math.exp %v168 : f32
                memref.store %v169, %l64[%k0] : memref<?xf32>
                %v170 = memref.load %l61[%k0] : memref<?xf32>
                %v171 = memref.load %l64[%k0] : memref<?xf32>
                %v172 = arith.addf %v170, %v171 : f32
                memref.store %v172, %l10[%k0] : memref<?xf32>
                cf.br ^bb20
              ^bb20:
                %v173 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v173, %l65[%k0] : memref<?xf32>
                %v174 = memref.load %l31[%k0] : memref<?xf32>
                %v175 = memref.load %l65[%k0] : memref<?xf32>
                %v176 = arith.cmpf ogt, %v174, %v175 : f32
                memref.store %v176, %l66[%k0] : memref<?xi1>
                %v177 = memref.load %l66[%k0] : memref<?xi1>
                cf.cond_br %v177, ^bb21, ^bb22
              ^bb21:
                %v178 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v178, %l67[%k0] : memref<?xf32>
                %v179 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v179, %l68[%k0] : memref<?xf32>
                %v180 = memref.load %l68[%k0] : memref<?xf32>
                %v181 = memref.load %l31[%k0] : memref<?xf32>
                %v182 = arith.subf %v180, %v181 : f32
                memref.store %v182, %l69[%k0] : memref<?xf32>
                %v183 = memref.load %l69[%k0] : memref<?xf32>
                %v184 = math.exp %v183 : f32
                memref.store %v184, %l70[%k0] : memref<?xf32>
                %v185 = memref.load %l67[%k0] : memref<?xf32>
                %v186 = memref.load %l70[%k0] : memref<?xf32>
                %v187 = arith.mulf %v185, %v186 : f32
                memref.store %v187, %l71[%k0] : memref<?xf32>
                %v188 = memref.load %l31[%k0] : memref<?xf32>
                %v189 = memref.load %l31[%k0] : memref<?xf32>
                %v190 = arith.subf %v188, %v189 : f32
                memref.store %v190, %l72[%k0] : memref<?xf32>
                %v191 = memref.load %l72[%k0] : memref<?xf32>
                %v192 = arith.constant 0x3F800000 : f32
                %v193 = arith.addf %v191, %v192 : f32
                memref.store %v193, %l73[%k0] : memref<?xf32>
                %v194 = memref.load %l71[%k0] : memref<?xf32>
                %v195 = memref.load %l73[%k0] : memref<?xf32>
                %v196 = arith.addf %v194, %v195 : f32
                memref.store %v196, %l10[%k0] : memref<?xf32>
                %v197 = memref.load %l31[%k0] : memref<?xf32>
                memref.store %v197, %l9[%k0] : memref<?xf32>
                cf.br ^bb25
              ^bb22:
                %v198 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v198, %l74[%k0] : memref<?xf32>
                %v199 = memref.load %l74[%k0] : memref<?xf32>
                %v200 = arith.constant 0xFF800000 : f32
                %v201 = arith.cmpf ogt, %v199, %v200 : f32
                memref.store %v201, %l75[%k0] : memref<?xi1>
                %v202 = memref.load %l75[%k0] : memref<?xi1>
                cf.cond_br %v202, ^bb24, ^bb23
              ^bb23:
                %v203 = memref.load %l31[%k0] : memref<?xf32>
                %v204 = memref.load %l31[%k0] : memref<?xf32>
                %v205 = arith.cmpf une, %v203, %v204 : f32
                memref.store %v205, %l76[%k0] : memref<?xi1>
                %v206 = memref.load %l76[%k0] : memref<?xi1>
                cf.cond_br %v206, ^bb24, ^bb25
              ^bb24:
                %v207 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v207, %l77[%k0] : memref<?xf32>
                %v208 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v208, %l78[%k0] : memref<?xf32>
                %v209 = memref.load %l31[%k0] : memref<?xf32>
                %v210 = memref.load %l78[%k0] : memref<?xf32>
                %v211 = arith.subf %v209, %v210 : f32
                memref.store %v211, %l79[%k0] : memref<?xf32>
                %v212 = memref.load %l79[%k0] : memref<?xf32>
                %v213 = math.exp %v212 : f32
                memref.store %v213, %l80[%k0] : memref<?xf32>
                %v214 = memref.load %l77[%k0] : memref<?xf32>
                %v215 = memref.load %l80[%k0] : memref<?xf32>
                %v216 = arith.addf %v214, %v215 : f32
                memref.store %v216, %l10[%k0] : memref<?xf32>
                cf.br ^bb25
              ^bb25:
                %v217 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v217, %l81[%k0] : memref<?xf32>
                %v218 = memref.load %l32[%k0] : memref<?xf32>
                %v219 = memref.load %l81[%k0] : memref<?xf32>
                %v220 = arith.cmpf ogt, %v218, %v219 : f32
                memref.store %v220, %l82[%k0] : memref<?xi1>
                %v221 = memref.load %l82[%k0] : memref<?xi1>
                cf.cond_br %v221, ^bb26, ^bb27
              ^bb26:
                %v222 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v222, %l83[%k0] : memref<?xf32>
                %v223 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v223, %l84[%k0] : memref<?xf32>
                %v224 = memref.load %l84[%k0] : memref<?xf32>
                %v225 = memref.load %l32[%k0] : memref<?xf32>
                %v226 = arith.subf %v224, %v225 : f32
                memref.store %v226, %l85[%k0] : memref<?xf32>
                %v227 = memref.load %l85[%k0] : memref<?xf32>
                %v228 = math.exp %v227 : f32
                memref.store %v228, %l86[%k0] : memref<?xf32>
                %v229 = memref.load %l83[%k0] : memref<?xf32>
                %v230 = memref.load %l86[%k0] : memref<?xf32>
                %v231 = arith.mulf %v229, %v230 : f32
                memref.store %v231, %l87[%k0] : memref<?xf32>
                %v232 = memref.load %l32[%k0] : memref<?xf32>
                %v233 = memref.load %l32[%k0] : memref<?xf32>
                %v234 = arith.subf %v232, %v233 : f32
                memref.store %v234, %l88[%k0] : memref<?xf32>
                %v235 = memref.load %l88[%k0] : memref<?xf32>
                %v236 = arith.constant 0x3F800000 : f32
                %v237 = arith.addf %v235, %v236 : f32
                memref.store %v237, %l89[%k0] : memref<?xf32>
                %v238 = memref.load %l87[%k0] : memref<?xf32>
                %v239 = memref.load %l89[%k0] : memref<?xf32>
                %v240 = arith.addf %v238, %v239 : f32
                memref.store %v240, %l10[%k0] : memref<?xf32>
                %v241 = memref.load %l32[%k0] : memref<?xf32>
                memref.store %v241, %l9[%k0] : memref<?xf32>
                cf.br ^bb30
              ^bb27:
                %v242 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v242, %l90[%k0] : memref<?xf32>
                %v243 = memref.load %l90[%k0] : memref<?xf32>
                %v244 = arith.constant 0xFF800000 : f32
                %v245 = arith.cmpf ogt, %v243, %v244 : f32
                memref.store %v245, %l91[%k0] : memref<?xi1>
                %v246 = memref.load %l91[%k0] : memref<?xi1>
                cf.cond_br %v246, ^bb29, ^bb28
              ^bb28:
                %v247 = memref.load %l32[%k0] : memref<?xf32>
                %v248 = memref.load %l32[%k0] : memref<?xf32>
                %v249 = arith.cmpf une, %v247, %v248 : f32
                memref.store %v249, %l92[%k0] : memref<?xi1>
                %v250 = memref.load %l92[%k0] : memref<?xi1>
                cf.cond_br %v250, ^bb29, ^bb30
              ^bb29:
                %v251 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v251, %l93[%k0] : memref<?xf32>
                %v252 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v252, %l94[%k0] : memref<?xf32>
                %v253 = memref.load %l32[%k0] : memref<?xf32>
                %v254 = memref.load %l94[%k0] : memref<?xf32>
                %v255 = arith.subf %v253, %v254 : f32
                memref.store %v255, %l95[%k0] : memref<?xf32>
                %v256 = memref.load %l95[%k0] : memref<?xf32>
                %v257 = math.exp %v256 : f32
                memref.store %v257, %l96[%k0] : memref<?xf32>
                %v258 = memref.load %l93[%k0] : memref<?xf32>
                %v259 = memref.load %l96[%k0] : memref<?xf32>
                %v260 = arith.addf %v258, %v259 : f32
                memref.store %v260, %l10[%k0] : memref<?xf32>
                cf.br ^bb30
              ^bb30:
                %v261 = arith.constant 4 : i64
                %v262 = arith.constant 256 : i64
                %v263 = arith.muli %v261, %v262 : i64
                memref.store %v263, %l97[%k0] : memref<?xi64>
                %v264 = memref.load %l12[%k0] : memref<?xi64>
                %v265 = memref.load %l97[%k0] : memref<?xi64>
                %v266 = arith.addi %v264, %v265 : i64
                memref.store %v266, %l11[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb31:
                %v267 = memref.load %l11[%k0] : memref<?xi64>
                memref.store %v267, %l98[%k0] : memref<?xi64>
                %v268 = memref.load %ls8[%lane] : memref<?xi64>
                %v269 = memref.load %l98[%k0] : memref<?xi64>
                %v270 = arith.addi %v268, %v269 : i64
                memref.store %v270, %l99[%k0] : memref<?xi64>
                %v271 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v271, %l100[%k0] : memref<?xi64>
                %v272 = memref.load %l98[%k0] : memref<?xi64>
                %v273 = memref.load %l100[%k0] : memref<?xi64>
                %v274 = arith.cmpi ult, %v272, %v273 : i64
                memref.store %v274, %l101[%k0] : memref<?xi1>
                %v275 = memref.load %l101[%k0] : memref<?xi1>
                cf.cond_br %v275, ^bb32, ^bb39
              ^bb32:
                %v276 = arith.index_cast %n0 : index to i64
                memref.store %v276, %l102[%k0] : memref<?xi64>
                %v277 = memref.load %l99[%k0] : memref<?xi64>
                %v278 = memref.load %l102[%k0] : memref<?xi64>
                %v279 = arith.cmpi ult, %v277, %v278 : i64
                memref.store %v279, %l103[%k0] : memref<?xi1>
                %v280 = memref.load %l103[%k0] : memref<?xi1>
                cf.cond_br %v280, ^bb33, ^bb39
              ^bb33:
                %v281 = memref.load %l99[%k0] : memref<?xi64>
                %v282 = arith.index_cast %v281 : i64 to index
                %v283 = memref.load %p0[%v282] : memref<?xf32>
                memref.store %v283, %l104[%k0] : memref<?xf32>
                %v284 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v284, %l105[%k0] : memref<?xf32>
                %v285 = memref.load %l104[%k0] : memref<?xf32>
                %v286 = memref.load %l105[%k0] : memref<?xf32>
                %v287 = arith.cmpf ogt, %v285, %v286 : f32
                memref.store %v287, %l106[%k0] : memref<?xi1>
                %v288 = memref.load %l106[%k0] : memref<?xi1>
                cf.cond_br %v288, ^bb34, ^bb35
              ^bb34:
                %v289 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v289, %l107[%k0] : memref<?xf32>
                %v290 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v290, %l108[%k0] : memref<?xf32>
                %v291 = memref.load %l108[%k0] : memref<?xf32>
                %v292 = memref.load %l104[%k0] : memref<?xf32>
                %v293 = arith.subf %v291, %v292 : f32
                memref.store %v293, %l109[%k0] : memref<?xf32>
                %v294 = memref.load %l109[%k0] : memref<?xf32>
                %v295 = math.exp %v294 : f32
                memref.store %v295, %l110[%k0] : memref<?xf32>
                %v296 = memref.load %l107[%k0] : memref<?xf32>
                %v297 = memref.load %l110[%k0] : memref<?xf32>
                %v298 = arith.mulf %v296, %v297 : f32
                memref.store %v298, %l111[%k0] : memref<?xf32>
                %v299 = memref.load %l104[%k0] : memref<?xf32>
                %v300 = memref.load %l104[%k0] : memref<?xf32>
                %v301 = arith.subf %v299, %v300 : f32
                memref.store %v301, %l112[%k0] : memref<?xf32>
                %v302 = memref.load %l112[%k0] : memref<?xf32>
                %v303 = arith.constant 0x3F800000 : f32
                %v304 = arith.addf %v302, %v303 : f32
                memref.store %v304, %l113[%k0] : memref<?xf32>
                %v305 = memref.load %l111[%k0] : memref<?xf32>
                %v306 = memref.load %l113[%k0] : memref<?xf32>
                %v307 = arith.addf %v305, %v306 : f32
                memref.store %v307, %l10[%k0] : memref<?xf32>
                %v308 = memref.load %l104[%k0] : memref<?xf32>
                memref.store %v308, %l9[%k0] : memref<?xf32>
                cf.br ^bb38
              ^bb35:
                %v309 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v309, %l114[%k0] : memref<?xf32>
                %v310 = memref.load %l114[%k0] : memref<?xf32>
                %v311 = arith.constant 0xFF800000 : f32
                %v312 = arith.cmpf ogt, %v310, %v311 : f32
                memref.store %v312, %l115[%k0] : memref<?xi1>
                %v313 = memref.load %l115[%k0] : memref<?xi1>
                cf.cond_br %v313, ^bb37, ^bb36
              ^bb36:
                %v314 = memref.load %l104[%k0] : memref<?xf32>
                %v315 = memref.load %l104[%k0] : memref<?xf32>
                %v316 = arith.cmpf une, %v314, %v315 : f32
                memref.store %v316, %l116[%k0] : memref<?xi1>
                %v317 = memref.load %l116[%k0] : memref<?xi1>
                cf.cond_br %v317, ^bb37, ^bb38
              ^bb37:
                %v318 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v318, %l117[%k0] : memref<?xf32>
                %v319 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v319, %l118[%k0] : memref<?xf32>
                %v320 = memref.load %l104[%k0] : memref<?xf32>
                %v321 = memref.load %l118[%k0] : memref<?xf32>
                %v322 = arith.subf %v320, %v321 : f32
                memref.store %v322, %l119[%k0] : memref<?xf32>
                %v323 = memref.load %l119[%k0] : memref<?xf32>
                %v324 = math.exp %v323 : f32
                memref.store %v324, %l120[%k0] : memref<?xf32>
                %v325 = memref.load %l117[%k0] : memref<?xf32>
                %v326 = memref.load %l120[%k0] : memref<?xf32>
                %v327 = arith.addf %v325, %v326 : f32
                memref.store %v327, %l10[%k0] : memref<?xf32>
                cf.br ^bb38
              ^bb38:
                %v328 = memref.load %l98[%k0] : memref<?xi64>
                %v329 = arith.constant 256 : i64
                %v330 = arith.addi %v328, %v329 : i64
                memref.store %v330, %l11[%k0] : memref<?xi64>
                cf.br ^bb31
              ^bb39:
                %v331 = memref.load %ls0[%lane] : memref<?xi64>
                %v332 = arith.constant 256 : i64
                %v333 = arith.cmpi ult, %v331, %v332 : i64
                memref.store %v333, %l121[%k0] : memref<?xi1>
                %v334 = memref.load %l121[%k0] : memref<?xi1>
                cf.cond_br %v334, ^bb40, ^bb41
              ^bb40:
                %v335 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v335, %l122[%k0] : memref<?xf32>
                %v336 = memref.load %ls0[%lane] : memref<?xi64>
                %v337 = arith.index_cast %v336 : i64 to index
                %v338 = memref.load %l122[%k0] : memref<?xf32>
                memref.store %v338, %wg0[%v337] : memref<?xf32>
                %v339 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v339, %l123[%k0] : memref<?xf32>
                %v340 = memref.load %ls0[%lane] : memref<?xi64>
                %v341 = arith.index_cast %v340 : i64 to index
                %v342 = memref.load %l123[%k0] : memref<?xf32>
                memref.store %v342, %wg1[%v341] : memref<?xf32>
                cf.br ^bb41
              ^bb41:
                %v343 = arith.constant 42 : i32
                memref.store %v343, %resume[%lane] : memref<?xi32>
                %v344 = arith.constant true
                %v345 = arith.constant 0 : index
                memref.store %v344, %more[%v345] : memref<?xi1>
                cf.br ^exit
              ^bb42:
                %v346 = arith.constant 256 : i64
                %v347 = arith.constant 2 : i64
                %v348 = arith.constant 0 : i64
                %v349 = arith.cmpi eq, %v347, %v348 : i64
                %v350 = arith.constant 1 : i64
                %v351 = arith.select %v349, %v350, %v347 : i64
                %v352 = arith.divui %v346, %v351 : i64
                memref.store %v352, %ls124[%lane] : memref<?xi64>
                cf.br ^bb43
              ^bb43:
                %v353 = memref.load %ls124[%lane] : memref<?xi64>
                memref.store %v353, %l125[%k0] : memref<?xi64>
                %v354 = memref.load %l125[%k0] : memref<?xi64>
                %v355 = arith.constant 0 : i64
                %v356 = arith.cmpi ugt, %v354, %v355 : i64
                memref.store %v356, %l126[%k0] : memref<?xi1>
                %v357 = memref.load %l126[%k0] : memref<?xi1>
                cf.cond_br %v357, ^bb44, ^bb53
              ^bb44:
                %v358 = memref.load %ls124[%lane] : memref<?xi64>
                memref.store %v358, %l127[%k0] : memref<?xi64>
                %v359 = memref.load %ls0[%lane] : memref<?xi64>
                %v360 = memref.load %l127[%k0] : memref<?xi64>
                %v361 = arith.addi %v359, %v360 : i64
                memref.store %v361, %l128[%k0] : memref<?xi64>
                %v362 = memref.load %ls124[%lane] : memref<?xi64>
                memref.store %v362, %l129[%k0] : memref<?xi64>
                %v363 = memref.load %ls0[%lane] : memref<?xi64>
                %v364 = memref.load %l129[%k0] : memref<?xi64>
                %v365 = arith.cmpi ult, %v363, %v364 : i64
                memref.store %v365, %l130[%k0] : memref<?xi1>
                %v366 = memref.load %l130[%k0] : memref<?xi1>
                cf.cond_br %v366, ^bb45, ^bb51
              ^bb45:
                %v367 = memref.load %l128[%k0] : memref<?xi64>
                %v368 = arith.constant 256 : i64
                %v369 = arith.cmpi ult, %v367, %v368 : i64
                memref.store %v369, %l131[%k0] : memref<?xi1>
                %v370 = memref.load %l131[%k0] : memref<?xi1>
                cf.cond_br %v370, ^bb46, ^bb51
              ^bb46:
                %v371 = memref.load %ls0[%lane] : memref<?xi64>
                %v372 = arith.index_cast %v371 : i64 to index
                %v373 = memref.load %wg0[%v372] : memref<?xf32>
                memref.store %v373, %l132[%k0] : memref<?xf32>
                %v374 = memref.load %ls0[%lane] : memref<?xi64>
                %v375 = arith.index_cast %v374 : i64 to index
                %v376 = memref.load %wg1[%v375] : memref<?xf32>
                memref.store %v376, %l133[%k0] : memref<?xf32>
                %v377 = memref.load %l128[%k0] : memref<?xi64>
                %v378 = arith.index_cast %v377 : i64 to index
                %v379 = memref.load %wg0[%v378] : memref<?xf32>
                memref.store %v379, %l134[%k0] : memref<?xf32>
                %v380 = memref.load %l128[%k0] : memref<?xi64>
                %v381 = arith.index_cast %v380 : i64 to index
                %v382 = memref.load %wg1[%v381] : memref<?xf32>
                memref.store %v382, %l135[%k0] : memref<?xf32>
                %v383 = memref.load %l132[%k0] : memref<?xf32>
                %v384 = memref.load %l134[%k0] : memref<?xf32>
                %v385 = arith.cmpf ogt, %v383, %v384 : f32
                %v386 = arith.select %v385, %v383, %v384 : f32
                %v387 = arith.cmpf uno, %v383, %v383 : f32
                %v388 = arith.select %v387, %v384, %v386 : f32
                %v389 = arith.cmpf uno, %v384, %v384 : f32
                %v390 = arith.select %v389, %v383, %v388 : f32
                memref.store %v390, %l136[%k0] : memref<?xf32>
                %v391 = memref.load %l133[%k0] : memref<?xf32>
                memref.store %v391, %l137[%k0] : memref<?xf32>
                %v392 = memref.load %l132[%k0] : memref<?xf32>
                %v393 = memref.load %l136[%k0] : memref<?xf32>
                %v394 = arith.cmpf une, %v392, %v393 : f32
                memref.store %v394, %l138[%k0] : memref<?xi1>
                %v395 = memref.load %l138[%k0] : memref<?xi1>
                cf.cond_br %v395, ^bb47, ^bb48
              ^bb47:
                %v396 = memref.load %l132[%k0] : memref<?xf32>
                %v397 = memref.load %l136[%k0] : memref<?xf32>
                %v398 = arith.subf %v396, %v397 : f32
                memref.store %v398, %l139[%k0] : memref<?xf32>
                %v399 = memref.load %l139[%k0] : memref<?xf32>
                %v400 = math.exp %v399 : f32
                memref.store %v400, %l140[%k0] : memref<?xf32>
                %v401 = memref.load %l133[%k0] : memref<?xf32>
                %v402 = memref.load %l140[%k0] : memref<?xf32>
                %v403 = arith.mulf %v401, %v402 : f32
                memref.store %v403, %l137[%k0] : memref<?xf32>
                cf.br ^bb48
              ^bb48:
                %v404 = memref.load %l135[%k0] : memref<?xf32>
                memref.store %v404, %l141[%k0] : memref<?xf32>
                %v405 = memref.load %l134[%k0] : memref<?xf32>
                %v406 = memref.load %l136[%k0] : memref<?xf32>
                %v407 = arith.cmpf une, %v405, %v406 : f32
                memref.store %v407, %l142[%k0] : memref<?xi1>
                %v408 = memref.load %l142[%k0] : memref<?xi1>
                cf.cond_br %v408, ^bb49, ^bb50
              ^bb49:
                %v409 = memref.load %l134[%k0] : memref<?xf32>
                %v410 = memref.load %l136[%k0] : memref<?xf32>
                %v411 = arith.subf %v409, %v410 : f32
                memref.store %v411, %l143[%k0] : memref<?xf32>
                %v412 = memref.load %l143[%k0] : memref<?xf32>
                %v413 = math.exp %v412 : f32
                memref.store %v413, %l144[%k0] : memref<?xf32>
                %v414 = memref.load %l135[%k0] : memref<?xf32>
                %v415 = memref.load %l144[%k0] : memref<?xf32>
                %v416 = arith.mulf %v414, %v415 : f32
                memref.store %v416, %l141[%k0] : memref<?xf32>
                cf.br ^bb50
              ^bb50:
                %v417 = memref.load %ls0[%lane] : memref<?xi64>
                %v418 = arith.index_cast %v417 : i64 to index
                %v419 = memref.load %l136[%k0] : memref<?xf32>
                memref.store %v419, %wg0[%v418] : memref<?xf32>
                %v420 = memref.load %l137[%k0] : memref<?xf32>
                memref.store %v420, %l145[%k0] : memref<?xf32>
                %v421 = memref.load %l141[%k0] : memref<?xf32>
                memref.store %v421, %l146[%k0] : memref<?xf32>
                %v422 = memref.load %l145[%k0] : memref<?xf32>
                %v423 = memref.load %l146[%k0] : memref<?xf32>
                %v424 = arith.addf %v422, %v423 : f32
                memref.store %v424, %l147[%k0] : memref<?xf32>
                %v425 = memref.load %ls0[%lane] : memref<?xi64>
                %v426 = arith.index_cast %v425 : i64 to index
                %v427 = memref.load %l147[%k0] : memref<?xf32>
                memref.store %v427, %wg1[%v426] : memref<?xf32>
                cf.br ^bb51
              ^bb51:
                %v428 = arith.constant 52 : i32
                memref.store %v428, %resume[%lane] : memref<?xi32>
                %v429 = arith.constant true
                %v430 = arith.constant 0 : index
                memref.store %v429, %more[%v430] : memref<?xi1>
                cf.br ^exit
              ^bb52:
                %v431 = memref.load %ls124[%lane] : memref<?xi64>
                memref.store %v431, %l148[%k0] : memref<?xi64>
                %v432 = memref.load %l148[%k0] : memref<?xi64>
                %v433 = arith.constant 2 : i64
                %v434 = arith.constant 0 : i64
                %v435 = arith.cmpi eq, %v433, %v434 : i64
                %v436 = arith.constant 1 : i64
                %v437 = arith.select %v435, %v436, %v433 : i64
                %v438 = arith.divui %v432, %v437 : i64
                memref.store %v438, %ls124[%lane] : memref<?xi64>
                cf.br ^bb43
              ^bb53:
                %v439 = arith.constant 0 : i64
                %v440 = arith.index_cast %v439 : i64 to index
                %v441 = memref.load %wg0[%v440] : memref<?xf32>
                memref.store %v441, %l149[%k0] : memref<?xf32>
                %v442 = arith.constant 0 : i64
                %v443 = arith.index_cast %v442 : i64 to index
                %v444 = memref.load %wg1[%v443] : memref<?xf32>
                memref.store %v444, %l150[%k0] : memref<?xf32>
                %v445 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v445, %l11[%k0] : memref<?xi64>
                cf.br ^bb54
              ^bb54:
                %v446 = memref.load %l11[%k0] : memref<?xi64>
                memref.store %v446, %l151[%k0] : memref<?xi64>
                %v447 = arith.constant 3 : i64
                %v448 = arith.constant 256 : i64
                %v449 = arith.muli %v447, %v448 : i64
                memref.store %v449, %l152[%k0] : memref<?xi64>
                %v450 = memref.load %l151[%k0] : memref<?xi64>
                %v451 = memref.load %l152[%k0] : memref<?xi64>
                %v452 = arith.addi %v450, %v451 : i64
                memref.store %v452, %l153[%k0] : memref<?xi64>
                %v453 = memref.load %ls8[%lane] : memref<?xi64>
                %v454 = memref.load %l151[%k0] : memref<?xi64>
                %v455 = arith.addi %v453, %v454 : i64
                memref.store %v455, %l154[%k0] : memref<?xi64>
                %v456 = memref.load %l154[%k0] : memref<?xi64>
                %v457 = arith.constant 256 : i64
                %v458 = arith.addi %v456, %v457 : i64
                memref.store %v458, %l155[%k0] : memref<?xi64>
                %v459 = memref.load %l155[%k0] : memref<?xi64>
                %v460 = arith.constant 256 : i64
                %v461 = arith.addi %v459, %v460 : i64
                memref.store %v461, %l156[%k0] : memref<?xi64>
                %v462 = memref.load %l156[%k0] : memref<?xi64>
                %v463 = arith.constant 256 : i64
                %v464 = arith.addi %v462, %v463 : i64
                memref.store %v464, %l157[%k0] : memref<?xi64>
                %v465 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v465, %l158[%k0] : memref<?xi64>
                %v466 = memref.load %l153[%k0] : memref<?xi64>
                %v467 = memref.load %l158[%k0] : memref<?xi64>
                %v468 = arith.cmpi ult, %v466, %v467 : i64
                memref.store %v468, %l159[%k0] : memref<?xi1>
                %v469 = memref.load %l159[%k0] : memref<?xi1>
                cf.cond_br %v469, ^bb55, ^bb64
              ^bb55:
                %v470 = arith.index_cast %n0 : index to i64
                memref.store %v470, %l160[%k0] : memref<?xi64>
                %v471 = memref.load %l154[%k0] : memref<?xi64>
                %v472 = memref.load %l160[%k0] : memref<?xi64>
                %v473 = arith.cmpi ult, %v471, %v472 : i64
                memref.store %v473, %l161[%k0] : memref<?xi1>
                %v474 = memref.load %l161[%k0] : memref<?xi1>
                cf.cond_br %v474, ^bb56, ^bb64
              ^bb56:
                %v475 = arith.index_cast %n0 : index to i64
                memref.store %v475, %l162[%k0] : memref<?xi64>
                %v476 = memref.load %l155[%k0] : memref<?xi64>
                %v477 = memref.load %l162[%k0] : memref<?xi64>
                %v478 = arith.cmpi ult, %v476, %v477 : i64
                memref.store %v478, %l163[%k0] : memref<?xi1>
                %v479 = memref.load %l163[%k0] : memref<?xi1>
                cf.cond_br %v479, ^bb57, ^bb64
              ^bb57:
                %v480 = arith.index_cast %n0 : index to i64
                memref.store %v480, %l164[%k0] : memref<?xi64>
                %v481 = memref.load %l156[%k0] : memref<?xi64>
                %v482 = memref.load %l164[%k0] : memref<?xi64>
                %v483 = arith.cmpi ult, %v481, %v482 : i64
                memref.store %v483, %l165[%k0] : memref<?xi1>
                %v484 = memref.load %l165[%k0] : memref<?xi1>
                cf.cond_br %v484, ^bb58, ^bb64
              ^bb58:
                %v485 = arith.index_cast %n0 : index to i64
                memref.store %v485, %l166[%k0] : memref<?xi64>
                %v486 = memref.load %l157[%k0] : memref<?xi64>
                %v487 = memref.load %l166[%k0] : memref<?xi64>
                %v488 = arith.cmpi ult, %v486, %v487 : i64
                memref.store %v488, %l167[%k0] : memref<?xi1>
                %v489 = memref.load %l167[%k0] : memref<?xi1>
                cf.cond_br %v489, ^bb59, ^bb64
              ^bb59:
                %v490 = arith.index_cast %n2 : index to i64
                memref.store %v490, %l168[%k0] : memref<?xi64>
                %v491 = memref.load %l154[%k0] : memref<?xi64>
                %v492 = memref.load %l168[%k0] : memref<?xi64>
                %v493 = arith.cmpi ult, %v491, %v492 : i64
                memref.store %v493, %l169[%k0] : memref<?xi1>
                %v494 = memref.load %l169[%k0] : memref<?xi1>
                cf.cond_br %v494, ^bb60, ^bb64
              ^bb60:
                %v495 = arith.index_cast %n2 : index to i64
                memref.store %v495, %l170[%k0] : memref<?xi64>
                %v496 = memref.load %l155[%k0] : memref<?xi64>
                %v497 = memref.load %l170[%k0] : memref<?xi64>
                %v498 = arith.cmpi ult, %v496, %v497 : i64
                memref.store %v498, %l171[%k0] : memref<?xi1>
                %v499 = memref.load %l171[%k0] : memref<?xi1>
                cf.cond_br %v499, ^bb61, ^bb64
              ^bb61:
                %v500 = arith.index_cast %n2 : index to i64
                memref.store %v500, %l172[%k0] : memref<?xi64>
                %v501 = memref.load %l156[%k0] : memref<?xi64>
                %v502 = memref.load %l172[%k0] : memref<?xi64>
                %v503 = arith.cmpi ult, %v501, %v502 : i64
                memref.store %v503, %l173[%k0] : memref<?xi1>
                %v504 = memref.load %l173[%k0] : memref<?xi1>
                cf.cond_br %v504, ^bb62, ^bb64
              ^bb62:
                %v505 = arith.index_cast %n2 : index to i64
                memref.store %v505, %l174[%k0] : memref<?xi64>
                %v506 = memref.load %l157[%k0] : memref<?xi64>
                %v507 = memref.load %l174[%k0] : memref<?xi64>
                %v508 = arith.cmpi ult, %v506, %v507 : i64
                memref.store %v508, %l175[%k0] : memref<?xi1>
                %v509 = memref.load %l175[%k0] : memref<?xi1>
                cf.cond_br %v509, ^bb63, ^bb64
              ^bb63:
                %v510 = memref.load %l154[%k0] : memref<?xi64>
                %v511 = arith.index_cast %v510 : i64 to index
                %v512 = memref.load %p0[%v511] : memref<?xf32>
                memref.store %v512, %l176[%k0] : memref<?xf32>
                %v513 = memref.load %l155[%k0] : memref<?xi64>
                %v514 = arith.index_cast %v513 : i64 to index
                %v515 = memref.load %p0[%v514] : memref<?xf32>
                memref.store %v515, %l177[%k0] : memref<?xf32>
                %v516 = memref.load %l156[%k0] : memref<?xi64>
                %v517 = arith.index_cast %v516 : i64 to index
                %v518 = memref.load %p0[%v517] : memref<?xf32>
                memref.store %v518, %l178[%k0] : memref<?xf32>
                %v519 = memref.load %l157[%k0] : memref<?xi64>
                %v520 = arith.index_cast %v519 : i64 to index
                %v521 = memref.load %p0[%v520] : memref<?xf32>
                memref.store %v521, %l179[%k0] : memref<?xf32>
                %v522 = memref.load %l176[%k0] : memref<?xf32>
                %v523 = memref.load %l149[%k0] : memref<?xf32>
                %v524 = arith.subf %v522, %v523 : f32
                memref.store %v524, %l180[%k0] : memref<?xf32>
                %v525 = memref.load %l180[%k0] : memref<?xf32>
                %v526 = math.exp %v525 : f32
                memref.store %v526, %l181[%k0] : memref<?xf32>
                %v527 = memref.load %l181[%k0] : memref<?xf32>
                %v528 = memref.load %l150[%k0] : memref<?xf32>
                %v529 = arith.divf %v527, %v528 : f32
                memref.store %v529, %l182[%k0] : memref<?xf32>
                %v530 = memref.load %l154[%k0] : memref<?xi64>
                %v531 = arith.index_cast %v530 : i64 to index
                %v532 = memref.load %l182[%k0] : memref<?xf32>
                memref.store %v532, %p2[%v531] : memref<?xf32>
                %v533 = memref.load %l177[%k0] : memref<?xf32>
                %v534 = memref.load %l149[%k0] : memref<?xf32>
                %v535 = arith.subf %v533, %v534 : f32
                memref.store %v535, %l183[%k0] : memref<?xf32>
                %v536 = memref.load %l183[%k0] : memref<?xf32>
                %v537 = math.exp %v536 : f32
                memref.store %v537, %l184[%k0] : memref<?xf32>
                %v538 = memref.load %l184[%k0] : memref<?xf32>
                %v539 = memref.load %l150[%k0] : memref<?xf32>
                %v540 = arith.divf %v538, %v539 : f32
                memref.store %v540, %l185[%k0] : memref<?xf32>
                %v541 = memref.load %l155[%k0] : memref<?xi64>
                %v542 = arith.index_cast %v541 : i64 to index
                %v543 = memref.load %l185[%k0] : memref<?xf32>
                memref.store %v543, %p2[%v542] : memref<?xf32>
                %v544 = memref.load %l178[%k0] : memref<?xf32>
                %v545 = memref.load %l149[%k0] : memref<?xf32>
                %v546 = arith.subf %v544, %v545 : f32
                memref.store %v546, %l186[%k0] : memref<?xf32>
                %v547 = memref.load %l186[%k0] : memref<?xf32>
                %v548 = math.exp %v547 : f32
                memref.store %v548, %l187[%k0] : memref<?xf32>
                %v549 = memref.load %l187[%k0] : memref<?xf32>
                %v550 = memref.load %l150[%k0] : memref<?xf32>
                %v551 = arith.divf %v549, %v550 : f32
                memref.store %v551, %l188[%k0] : memref<?xf32>
                %v552 = memref.load %l156[%k0] : memref<?xi64>
                %v553 = arith.index_cast %v552 : i64 to index
                %v554 = memref.load %l188[%k0] : memref<?xf32>
                memref.store %v554, %p2[%v553] : memref<?xf32>
                %v555 = memref.load %l179[%k0] : memref<?xf32>
                %v556 = memref.load %l149[%k0] : memref<?xf32>
                %v557 = arith.subf %v555, %v556 : f32
                memref.store %v557, %l189[%k0] : memref<?xf32>
                %v558 = memref.load %l189[%k0] : memref<?xf32>
                %v559 = math.exp %v558 : f32
                memref.store %v559, %l190[%k0] : memref<?xf32>
                %v560 = memref.load %l190[%k0] : memref<?xf32>
                %v561 = memref.load %l150[%k0] : memref<?xf32>
                %v562 = arith.divf %v560, %v561 : f32
                memref.store %v562, %l191[%k0] : memref<?xf32>
                %v563 = memref.load %l157[%k0] : memref<?xi64>
                %v564 = arith.index_cast %v563 : i64 to index
                %v565 = memref.load %l191[%k0] : memref<?xf32>
                memref.store %v565, %p2[%v564] : memref<?xf32>
                %v566 = arith.constant 4 : i64
                %v567 = arith.constant 256 : i64
                %v568 = arith.muli %v566, %v567 : i64
                memref.store %v568, %l192[%k0] : memref<?xi64>
                %v569 = memref.load %l151[%k0] : memref<?xi64>
                %v570 = memref.load %l192[%k0] : memref<?xi64>
                %v571 = arith.addi %v569, %v570 : i64
                memref.store %v571, %l11[%k0] : memref<?xi64>
                cf.br ^bb54
              ^bb64:
                %v572 = memref.load %l11[%k0] : memref<?xi64>
                memref.store %v572, %l193[%k0] : memref<?xi64>
                %v573 = memref.load %ls8[%lane] : memref<?xi64>
                %v574 = memref.load %l193[%k0] : memref<?xi64>
                %v575 = arith.addi %v573, %v574 : i64
                memref.store %v575, %l194[%k0] : memref<?xi64>
                %v576 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v576, %l195[%k0] : memref<?xi64>
                %v577 = memref.load %l193[%k0] : memref<?xi64>
                %v578 = memref.load %l195[%k0] : memref<?xi64>
                %v579 = arith.cmpi ult, %v577, %v578 : i64
                memref.store %v579, %l196[%k0] : memref<?xi1>
                %v580 = memref.load %l196[%k0] : memref<?xi1>
                cf.cond_br %v580, ^bb65, ^bb68
              ^bb65:
                %v581 = arith.index_cast %n0 : index to i64
                memref.store %v581, %l197[%k0] : memref<?xi64>
                %v582 = memref.load %l194[%k0] : memref<?xi64>
                %v583 = memref.load %l197[%k0] : memref<?xi64>
                %v584 = arith.cmpi ult, %v582, %v583 : i64
                memref.store %v584, %l198[%k0] : memref<?xi1>
                %v585 = memref.load %l198[%k0] : memref<?xi1>
                cf.cond_br %v585, ^bb66, ^bb68
              ^bb66:
                %v586 = arith.index_cast %n2 : index to i64
                memref.store %v586, %l199[%k0] : memref<?xi64>
                %v587 = memref.load %l194[%k0] : memref<?xi64>
                %v588 = memref.load %l199[%k0] : memref<?xi64>
                %v589 = arith.cmpi ult, %v587, %v588 : i64
                memref.store %v589, %l200[%k0] : memref<?xi1>
                %v590 = memref.load %l200[%k0] : memref<?xi1>
                cf.cond_br %v590, ^bb67, ^bb68
              ^bb67:
                %v591 = memref.load %l194[%k0] : memref<?xi64>
                %v592 = arith.index_cast %v591 : i64 to index
                %v593 = memref.load %p0[%v592] : memref<?xf32>
                memref.store %v593, %l201[%k0] : memref<?xf32>
                %v594 = memref.load %l201[%k0] : memref<?xf32>
                %v595 = memref.load %l149[%k0] : memref<?xf32>
                %v596 = arith.subf %v594, %v595 : f32
                memref.store %v596, %l202[%k0] : memref<?xf32>
                %v597 = memref.load %l202[%k0] : memref<?xf32>
                %v598 = math.exp %v597 : f32
                memref.store %v598, %l203[%k0] : memref<?xf32>
                %v599 = memref.load %l203[%k0] : memref<?xf32>
                %v600 = memref.load %l150[%k0] : memref<?xf32>
                %v601 = arith.divf %v599, %v600 : f32
                memref.store %v601, %l204[%k0] : memref<?xf32>
                %v602 = memref.load %l194[%k0] : memref<?xi64>
                %v603 = arith.index_cast %v602 : i64 to index
                %v604 = memref.load %l204[%k0] : memref<?xf32>
                memref.store %v604, %p2[%v603] : memref<?xf32>
                %v605 = memref.load %l193[%k0] : memref<?xi64>
                %v606 = arith.constant 256 : i64
                %v607 = arith.addi %v605, %v606 : i64
                memref.store %v607, %l11[%k0] : memref<?xi64>
                cf.br ^bb64
              ^bb68:
                %v608 = arith.constant -1 : i32
                memref.store %v608, %resume[%lane] : memref<?xi32>
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
    ^bb0(%a_in: memref<16424xi8>, %a_out: memref<4096xi8>):
      %task_out = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_out) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 4096 : i32, static_offset = 0 : i32} : (memref<4096xi8>) -> ()
        "aie.end"() : () -> ()
      }) {alloc = @out_l2, issue_token = true} : () -> index
      %task_in = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_in) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 16424 : i32, static_offset = 0 : i32} : (memref<16424xi8>) -> ()
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
