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
    %b_ls10_c0 = "aie.buffer"(%t_c0) {sym_name = "ls10_c0"} : (index) -> memref<256xi64>
    %b_ls13_c0 = "aie.buffer"(%t_c0) {sym_name = "ls13_c0"} : (index) -> memref<256xi64>
    %b_ls123_c0 = "aie.buffer"(%t_c0) {sym_name = "ls123_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l1_c0 = "aie.buffer"(%t_c0) {sym_name = "l1_c0"} : (index) -> memref<1xi64>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi64>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi1>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xf32>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xf32>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi64>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi64>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi64>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi64>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi1>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi1>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi64>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi1>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi64>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi1>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi64>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi1>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xf32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xf32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xf32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xf32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xf32>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi1>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xf32>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xf32>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xf32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xf32>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xf32>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xf32>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xf32>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xf32>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi1>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi1>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xf32>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xf32>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xf32>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xf32>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xf32>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi1>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xf32>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xf32>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xf32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xf32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xf32>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xf32>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xf32>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xf32>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi1>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi1>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xf32>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xf32>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xf32>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xf32>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xf32>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi1>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xf32>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xf32>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xf32>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xf32>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xf32>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xf32>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xf32>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xf32>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi1>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xi1>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xf32>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xf32>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xf32>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xf32>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xf32>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi1>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xf32>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xf32>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xf32>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xf32>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xf32>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xf32>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xf32>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xf32>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi1>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi1>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xf32>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xf32>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xf32>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xf32>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi64>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi64>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi1>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xi64>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xi1>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xf32>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xf32>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xi1>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xf32>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xf32>
    %b_l108_c0 = "aie.buffer"(%t_c0) {sym_name = "l108_c0"} : (index) -> memref<1xf32>
    %b_l109_c0 = "aie.buffer"(%t_c0) {sym_name = "l109_c0"} : (index) -> memref<1xf32>
    %b_l110_c0 = "aie.buffer"(%t_c0) {sym_name = "l110_c0"} : (index) -> memref<1xf32>
    %b_l111_c0 = "aie.buffer"(%t_c0) {sym_name = "l111_c0"} : (index) -> memref<1xf32>
    %b_l112_c0 = "aie.buffer"(%t_c0) {sym_name = "l112_c0"} : (index) -> memref<1xf32>
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xf32>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xi1>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xi1>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xf32>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xf32>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xf32>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xf32>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xi1>
    %b_l121_c0 = "aie.buffer"(%t_c0) {sym_name = "l121_c0"} : (index) -> memref<1xf32>
    %b_l122_c0 = "aie.buffer"(%t_c0) {sym_name = "l122_c0"} : (index) -> memref<1xf32>
    %b_l124_c0 = "aie.buffer"(%t_c0) {sym_name = "l124_c0"} : (index) -> memref<1xi64>
    %b_l125_c0 = "aie.buffer"(%t_c0) {sym_name = "l125_c0"} : (index) -> memref<1xi1>
    %b_l126_c0 = "aie.buffer"(%t_c0) {sym_name = "l126_c0"} : (index) -> memref<1xi64>
    %b_l127_c0 = "aie.buffer"(%t_c0) {sym_name = "l127_c0"} : (index) -> memref<1xi64>
    %b_l128_c0 = "aie.buffer"(%t_c0) {sym_name = "l128_c0"} : (index) -> memref<1xi64>
    %b_l129_c0 = "aie.buffer"(%t_c0) {sym_name = "l129_c0"} : (index) -> memref<1xi1>
    %b_l130_c0 = "aie.buffer"(%t_c0) {sym_name = "l130_c0"} : (index) -> memref<1xi1>
    %b_l131_c0 = "aie.buffer"(%t_c0) {sym_name = "l131_c0"} : (index) -> memref<1xf32>
    %b_l132_c0 = "aie.buffer"(%t_c0) {sym_name = "l132_c0"} : (index) -> memref<1xf32>
    %b_l133_c0 = "aie.buffer"(%t_c0) {sym_name = "l133_c0"} : (index) -> memref<1xf32>
    %b_l134_c0 = "aie.buffer"(%t_c0) {sym_name = "l134_c0"} : (index) -> memref<1xf32>
    %b_l135_c0 = "aie.buffer"(%t_c0) {sym_name = "l135_c0"} : (index) -> memref<1xf32>
    %b_l136_c0 = "aie.buffer"(%t_c0) {sym_name = "l136_c0"} : (index) -> memref<1xf32>
    %b_l137_c0 = "aie.buffer"(%t_c0) {sym_name = "l137_c0"} : (index) -> memref<1xi1>
    %b_l138_c0 = "aie.buffer"(%t_c0) {sym_name = "l138_c0"} : (index) -> memref<1xf32>
    %b_l139_c0 = "aie.buffer"(%t_c0) {sym_name = "l139_c0"} : (index) -> memref<1xf32>
    %b_l140_c0 = "aie.buffer"(%t_c0) {sym_name = "l140_c0"} : (index) -> memref<1xf32>
    %b_l141_c0 = "aie.buffer"(%t_c0) {sym_name = "l141_c0"} : (index) -> memref<1xi1>
    %b_l142_c0 = "aie.buffer"(%t_c0) {sym_name = "l142_c0"} : (index) -> memref<1xf32>
    %b_l143_c0 = "aie.buffer"(%t_c0) {sym_name = "l143_c0"} : (index) -> memref<1xf32>
    %b_l144_c0 = "aie.buffer"(%t_c0) {sym_name = "l144_c0"} : (index) -> memref<1xf32>
    %b_l145_c0 = "aie.buffer"(%t_c0) {sym_name = "l145_c0"} : (index) -> memref<1xf32>
    %b_l146_c0 = "aie.buffer"(%t_c0) {sym_name = "l146_c0"} : (index) -> memref<1xf32>
    %b_l147_c0 = "aie.buffer"(%t_c0) {sym_name = "l147_c0"} : (index) -> memref<1xi64>
    %b_l148_c0 = "aie.buffer"(%t_c0) {sym_name = "l148_c0"} : (index) -> memref<1xf32>
    %b_l149_c0 = "aie.buffer"(%t_c0) {sym_name = "l149_c0"} : (index) -> memref<1xf32>
    %b_l150_c0 = "aie.buffer"(%t_c0) {sym_name = "l150_c0"} : (index) -> memref<1xi64>
    %b_l151_c0 = "aie.buffer"(%t_c0) {sym_name = "l151_c0"} : (index) -> memref<1xi64>
    %b_l152_c0 = "aie.buffer"(%t_c0) {sym_name = "l152_c0"} : (index) -> memref<1xi64>
    %b_l153_c0 = "aie.buffer"(%t_c0) {sym_name = "l153_c0"} : (index) -> memref<1xi64>
    %b_l154_c0 = "aie.buffer"(%t_c0) {sym_name = "l154_c0"} : (index) -> memref<1xi1>
    %b_l155_c0 = "aie.buffer"(%t_c0) {sym_name = "l155_c0"} : (index) -> memref<1xi64>
    %b_l156_c0 = "aie.buffer"(%t_c0) {sym_name = "l156_c0"} : (index) -> memref<1xi1>
    %b_l157_c0 = "aie.buffer"(%t_c0) {sym_name = "l157_c0"} : (index) -> memref<1xi64>
    %b_l158_c0 = "aie.buffer"(%t_c0) {sym_name = "l158_c0"} : (index) -> memref<1xi1>
    %b_l159_c0 = "aie.buffer"(%t_c0) {sym_name = "l159_c0"} : (index) -> memref<1xi64>
    %b_l160_c0 = "aie.buffer"(%t_c0) {sym_name = "l160_c0"} : (index) -> memref<1xi1>
    %b_l161_c0 = "aie.buffer"(%t_c0) {sym_name = "l161_c0"} : (index) -> memref<1xi64>
    %b_l162_c0 = "aie.buffer"(%t_c0) {sym_name = "l162_c0"} : (index) -> memref<1xi1>
    %b_l163_c0 = "aie.buffer"(%t_c0) {sym_name = "l163_c0"} : (index) -> memref<1xi64>
    %b_l164_c0 = "aie.buffer"(%t_c0) {sym_name = "l164_c0"} : (index) -> memref<1xi1>
    %b_l165_c0 = "aie.buffer"(%t_c0) {sym_name = "l165_c0"} : (index) -> memref<1xi64>
    %b_l166_c0 = "aie.buffer"(%t_c0) {sym_name = "l166_c0"} : (index) -> memref<1xi1>
    %b_l167_c0 = "aie.buffer"(%t_c0) {sym_name = "l167_c0"} : (index) -> memref<1xi64>
    %b_l168_c0 = "aie.buffer"(%t_c0) {sym_name = "l168_c0"} : (index) -> memref<1xi1>
    %b_l169_c0 = "aie.buffer"(%t_c0) {sym_name = "l169_c0"} : (index) -> memref<1xi64>
    %b_l170_c0 = "aie.buffer"(%t_c0) {sym_name = "l170_c0"} : (index) -> memref<1xi1>
    %b_l171_c0 = "aie.buffer"(%t_c0) {sym_name = "l171_c0"} : (index) -> memref<1xf32>
    %b_l172_c0 = "aie.buffer"(%t_c0) {sym_name = "l172_c0"} : (index) -> memref<1xf32>
    %b_l173_c0 = "aie.buffer"(%t_c0) {sym_name = "l173_c0"} : (index) -> memref<1xf32>
    %b_l174_c0 = "aie.buffer"(%t_c0) {sym_name = "l174_c0"} : (index) -> memref<1xf32>
    %b_l175_c0 = "aie.buffer"(%t_c0) {sym_name = "l175_c0"} : (index) -> memref<1xf32>
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
    %b_l187_c0 = "aie.buffer"(%t_c0) {sym_name = "l187_c0"} : (index) -> memref<1xi64>
    %b_l188_c0 = "aie.buffer"(%t_c0) {sym_name = "l188_c0"} : (index) -> memref<1xi64>
    %b_l189_c0 = "aie.buffer"(%t_c0) {sym_name = "l189_c0"} : (index) -> memref<1xi1>
    %b_l190_c0 = "aie.buffer"(%t_c0) {sym_name = "l190_c0"} : (index) -> memref<1xi64>
    %b_l191_c0 = "aie.buffer"(%t_c0) {sym_name = "l191_c0"} : (index) -> memref<1xi1>
    %b_l192_c0 = "aie.buffer"(%t_c0) {sym_name = "l192_c0"} : (index) -> memref<1xi64>
    %b_l193_c0 = "aie.buffer"(%t_c0) {sym_name = "l193_c0"} : (index) -> memref<1xi1>
    %b_l194_c0 = "aie.buffer"(%t_c0) {sym_name = "l194_c0"} : (index) -> memref<1xf32>
    %b_l195_c0 = "aie.buffer"(%t_c0) {sym_name = "l195_c0"} : (index) -> memref<1xf32>
    %b_l196_c0 = "aie.buffer"(%t_c0) {sym_name = "l196_c0"} : (index) -> memref<1xf32>
    %b_l197_c0 = "aie.buffer"(%t_c0) {sym_name = "l197_c0"} : (index) -> memref<1xf32>
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
      %ls10 = memref.cast %b_ls10_c0 : memref<256xi64> to memref<?xi64>
      %ls13 = memref.cast %b_ls13_c0 : memref<256xi64> to memref<?xi64>
      %ls123 = memref.cast %b_ls123_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l1 = memref.cast %b_l1_c0 : memref<1xi64> to memref<?xi64>
      %l2 = memref.cast %b_l2_c0 : memref<1xi64> to memref<?xi64>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi1> to memref<?xi1>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xf32> to memref<?xf32>
      %l15 = memref.cast %b_l15_c0 : memref<1xf32> to memref<?xf32>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi64> to memref<?xi64>
      %l18 = memref.cast %b_l18_c0 : memref<1xi64> to memref<?xi64>
      %l19 = memref.cast %b_l19_c0 : memref<1xi64> to memref<?xi64>
      %l20 = memref.cast %b_l20_c0 : memref<1xi64> to memref<?xi64>
      %l21 = memref.cast %b_l21_c0 : memref<1xi1> to memref<?xi1>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi1> to memref<?xi1>
      %l24 = memref.cast %b_l24_c0 : memref<1xi64> to memref<?xi64>
      %l25 = memref.cast %b_l25_c0 : memref<1xi1> to memref<?xi1>
      %l26 = memref.cast %b_l26_c0 : memref<1xi64> to memref<?xi64>
      %l27 = memref.cast %b_l27_c0 : memref<1xi1> to memref<?xi1>
      %l28 = memref.cast %b_l28_c0 : memref<1xi64> to memref<?xi64>
      %l29 = memref.cast %b_l29_c0 : memref<1xi1> to memref<?xi1>
      %l30 = memref.cast %b_l30_c0 : memref<1xf32> to memref<?xf32>
      %l31 = memref.cast %b_l31_c0 : memref<1xf32> to memref<?xf32>
      %l32 = memref.cast %b_l32_c0 : memref<1xf32> to memref<?xf32>
      %l33 = memref.cast %b_l33_c0 : memref<1xf32> to memref<?xf32>
      %l34 = memref.cast %b_l34_c0 : memref<1xf32> to memref<?xf32>
      %l35 = memref.cast %b_l35_c0 : memref<1xi1> to memref<?xi1>
      %l36 = memref.cast %b_l36_c0 : memref<1xf32> to memref<?xf32>
      %l37 = memref.cast %b_l37_c0 : memref<1xf32> to memref<?xf32>
      %l38 = memref.cast %b_l38_c0 : memref<1xf32> to memref<?xf32>
      %l39 = memref.cast %b_l39_c0 : memref<1xf32> to memref<?xf32>
      %l40 = memref.cast %b_l40_c0 : memref<1xf32> to memref<?xf32>
      %l41 = memref.cast %b_l41_c0 : memref<1xf32> to memref<?xf32>
      %l42 = memref.cast %b_l42_c0 : memref<1xf32> to memref<?xf32>
      %l43 = memref.cast %b_l43_c0 : memref<1xf32> to memref<?xf32>
      %l44 = memref.cast %b_l44_c0 : memref<1xi1> to memref<?xi1>
      %l45 = memref.cast %b_l45_c0 : memref<1xi1> to memref<?xi1>
      %l46 = memref.cast %b_l46_c0 : memref<1xf32> to memref<?xf32>
      %l47 = memref.cast %b_l47_c0 : memref<1xf32> to memref<?xf32>
      %l48 = memref.cast %b_l48_c0 : memref<1xf32> to memref<?xf32>
      %l49 = memref.cast %b_l49_c0 : memref<1xf32> to memref<?xf32>
      %l50 = memref.cast %b_l50_c0 : memref<1xf32> to memref<?xf32>
      %l51 = memref.cast %b_l51_c0 : memref<1xi1> to memref<?xi1>
      %l52 = memref.cast %b_l52_c0 : memref<1xf32> to memref<?xf32>
      %l53 = memref.cast %b_l53_c0 : memref<1xf32> to memref<?xf32>
      %l54 = memref.cast %b_l54_c0 : memref<1xf32> to memref<?xf32>
      %l55 = memref.cast %b_l55_c0 : memref<1xf32> to memref<?xf32>
      %l56 = memref.cast %b_l56_c0 : memref<1xf32> to memref<?xf32>
      %l57 = memref.cast %b_l57_c0 : memref<1xf32> to memref<?xf32>
      %l58 = memref.cast %b_l58_c0 : memref<1xf32> to memref<?xf32>
      %l59 = memref.cast %b_l59_c0 : memref<1xf32> to memref<?xf32>
      %l60 = memref.cast %b_l60_c0 : memref<1xi1> to memref<?xi1>
      %l61 = memref.cast %b_l61_c0 : memref<1xi1> to memref<?xi1>
      %l62 = memref.cast %b_l62_c0 : memref<1xf32> to memref<?xf32>
      %l63 = memref.cast %b_l63_c0 : memref<1xf32> to memref<?xf32>
      %l64 = memref.cast %b_l64_c0 : memref<1xf32> to memref<?xf32>
      %l65 = memref.cast %b_l65_c0 : memref<1xf32> to memref<?xf32>
      %l66 = memref.cast %b_l66_c0 : memref<1xf32> to memref<?xf32>
      %l67 = memref.cast %b_l67_c0 : memref<1xi1> to memref<?xi1>
      %l68 = memref.cast %b_l68_c0 : memref<1xf32> to memref<?xf32>
      %l69 = memref.cast %b_l69_c0 : memref<1xf32> to memref<?xf32>
      %l70 = memref.cast %b_l70_c0 : memref<1xf32> to memref<?xf32>
      %l71 = memref.cast %b_l71_c0 : memref<1xf32> to memref<?xf32>
      %l72 = memref.cast %b_l72_c0 : memref<1xf32> to memref<?xf32>
      %l73 = memref.cast %b_l73_c0 : memref<1xf32> to memref<?xf32>
      %l74 = memref.cast %b_l74_c0 : memref<1xf32> to memref<?xf32>
      %l75 = memref.cast %b_l75_c0 : memref<1xf32> to memref<?xf32>
      %l76 = memref.cast %b_l76_c0 : memref<1xi1> to memref<?xi1>
      %l77 = memref.cast %b_l77_c0 : memref<1xi1> to memref<?xi1>
      %l78 = memref.cast %b_l78_c0 : memref<1xf32> to memref<?xf32>
      %l79 = memref.cast %b_l79_c0 : memref<1xf32> to memref<?xf32>
      %l80 = memref.cast %b_l80_c0 : memref<1xf32> to memref<?xf32>
      %l81 = memref.cast %b_l81_c0 : memref<1xf32> to memref<?xf32>
      %l82 = memref.cast %b_l82_c0 : memref<1xf32> to memref<?xf32>
      %l83 = memref.cast %b_l83_c0 : memref<1xi1> to memref<?xi1>
      %l84 = memref.cast %b_l84_c0 : memref<1xf32> to memref<?xf32>
      %l85 = memref.cast %b_l85_c0 : memref<1xf32> to memref<?xf32>
      %l86 = memref.cast %b_l86_c0 : memref<1xf32> to memref<?xf32>
      %l87 = memref.cast %b_l87_c0 : memref<1xf32> to memref<?xf32>
      %l88 = memref.cast %b_l88_c0 : memref<1xf32> to memref<?xf32>
      %l89 = memref.cast %b_l89_c0 : memref<1xf32> to memref<?xf32>
      %l90 = memref.cast %b_l90_c0 : memref<1xf32> to memref<?xf32>
      %l91 = memref.cast %b_l91_c0 : memref<1xf32> to memref<?xf32>
      %l92 = memref.cast %b_l92_c0 : memref<1xi1> to memref<?xi1>
      %l93 = memref.cast %b_l93_c0 : memref<1xi1> to memref<?xi1>
      %l94 = memref.cast %b_l94_c0 : memref<1xf32> to memref<?xf32>
      %l95 = memref.cast %b_l95_c0 : memref<1xf32> to memref<?xf32>
      %l96 = memref.cast %b_l96_c0 : memref<1xf32> to memref<?xf32>
      %l97 = memref.cast %b_l97_c0 : memref<1xf32> to memref<?xf32>
      %l98 = memref.cast %b_l98_c0 : memref<1xi64> to memref<?xi64>
      %l99 = memref.cast %b_l99_c0 : memref<1xi64> to memref<?xi64>
      %l100 = memref.cast %b_l100_c0 : memref<1xi1> to memref<?xi1>
      %l101 = memref.cast %b_l101_c0 : memref<1xi64> to memref<?xi64>
      %l102 = memref.cast %b_l102_c0 : memref<1xi1> to memref<?xi1>
      %l103 = memref.cast %b_l103_c0 : memref<1xf32> to memref<?xf32>
      %l104 = memref.cast %b_l104_c0 : memref<1xf32> to memref<?xf32>
      %l105 = memref.cast %b_l105_c0 : memref<1xi1> to memref<?xi1>
      %l106 = memref.cast %b_l106_c0 : memref<1xf32> to memref<?xf32>
      %l107 = memref.cast %b_l107_c0 : memref<1xf32> to memref<?xf32>
      %l108 = memref.cast %b_l108_c0 : memref<1xf32> to memref<?xf32>
      %l109 = memref.cast %b_l109_c0 : memref<1xf32> to memref<?xf32>
      %l110 = memref.cast %b_l110_c0 : memref<1xf32> to memref<?xf32>
      %l111 = memref.cast %b_l111_c0 : memref<1xf32> to memref<?xf32>
      %l112 = memref.cast %b_l112_c0 : memref<1xf32> to memref<?xf32>
      %l113 = memref.cast %b_l113_c0 : memref<1xf32> to memref<?xf32>
      %l114 = memref.cast %b_l114_c0 : memref<1xi1> to memref<?xi1>
      %l115 = memref.cast %b_l115_c0 : memref<1xi1> to memref<?xi1>
      %l116 = memref.cast %b_l116_c0 : memref<1xf32> to memref<?xf32>
      %l117 = memref.cast %b_l117_c0 : memref<1xf32> to memref<?xf32>
      %l118 = memref.cast %b_l118_c0 : memref<1xf32> to memref<?xf32>
      %l119 = memref.cast %b_l119_c0 : memref<1xf32> to memref<?xf32>
      %l120 = memref.cast %b_l120_c0 : memref<1xi1> to memref<?xi1>
      %l121 = memref.cast %b_l121_c0 : memref<1xf32> to memref<?xf32>
      %l122 = memref.cast %b_l122_c0 : memref<1xf32> to memref<?xf32>
      %l124 = memref.cast %b_l124_c0 : memref<1xi64> to memref<?xi64>
      %l125 = memref.cast %b_l125_c0 : memref<1xi1> to memref<?xi1>
      %l126 = memref.cast %b_l126_c0 : memref<1xi64> to memref<?xi64>
      %l127 = memref.cast %b_l127_c0 : memref<1xi64> to memref<?xi64>
      %l128 = memref.cast %b_l128_c0 : memref<1xi64> to memref<?xi64>
      %l129 = memref.cast %b_l129_c0 : memref<1xi1> to memref<?xi1>
      %l130 = memref.cast %b_l130_c0 : memref<1xi1> to memref<?xi1>
      %l131 = memref.cast %b_l131_c0 : memref<1xf32> to memref<?xf32>
      %l132 = memref.cast %b_l132_c0 : memref<1xf32> to memref<?xf32>
      %l133 = memref.cast %b_l133_c0 : memref<1xf32> to memref<?xf32>
      %l134 = memref.cast %b_l134_c0 : memref<1xf32> to memref<?xf32>
      %l135 = memref.cast %b_l135_c0 : memref<1xf32> to memref<?xf32>
      %l136 = memref.cast %b_l136_c0 : memref<1xf32> to memref<?xf32>
      %l137 = memref.cast %b_l137_c0 : memref<1xi1> to memref<?xi1>
      %l138 = memref.cast %b_l138_c0 : memref<1xf32> to memref<?xf32>
      %l139 = memref.cast %b_l139_c0 : memref<1xf32> to memref<?xf32>
      %l140 = memref.cast %b_l140_c0 : memref<1xf32> to memref<?xf32>
      %l141 = memref.cast %b_l141_c0 : memref<1xi1> to memref<?xi1>
      %l142 = memref.cast %b_l142_c0 : memref<1xf32> to memref<?xf32>
      %l143 = memref.cast %b_l143_c0 : memref<1xf32> to memref<?xf32>
      %l144 = memref.cast %b_l144_c0 : memref<1xf32> to memref<?xf32>
      %l145 = memref.cast %b_l145_c0 : memref<1xf32> to memref<?xf32>
      %l146 = memref.cast %b_l146_c0 : memref<1xf32> to memref<?xf32>
      %l147 = memref.cast %b_l147_c0 : memref<1xi64> to memref<?xi64>
      %l148 = memref.cast %b_l148_c0 : memref<1xf32> to memref<?xf32>
      %l149 = memref.cast %b_l149_c0 : memref<1xf32> to memref<?xf32>
      %l150 = memref.cast %b_l150_c0 : memref<1xi64> to memref<?xi64>
      %l151 = memref.cast %b_l151_c0 : memref<1xi64> to memref<?xi64>
      %l152 = memref.cast %b_l152_c0 : memref<1xi64> to memref<?xi64>
      %l153 = memref.cast %b_l153_c0 : memref<1xi64> to memref<?xi64>
      %l154 = memref.cast %b_l154_c0 : memref<1xi1> to memref<?xi1>
      %l155 = memref.cast %b_l155_c0 : memref<1xi64> to memref<?xi64>
      %l156 = memref.cast %b_l156_c0 : memref<1xi1> to memref<?xi1>
      %l157 = memref.cast %b_l157_c0 : memref<1xi64> to memref<?xi64>
      %l158 = memref.cast %b_l158_c0 : memref<1xi1> to memref<?xi1>
      %l159 = memref.cast %b_l159_c0 : memref<1xi64> to memref<?xi64>
      %l160 = memref.cast %b_l160_c0 : memref<1xi1> to memref<?xi1>
      %l161 = memref.cast %b_l161_c0 : memref<1xi64> to memref<?xi64>
      %l162 = memref.cast %b_l162_c0 : memref<1xi1> to memref<?xi1>
      %l163 = memref.cast %b_l163_c0 : memref<1xi64> to memref<?xi64>
      %l164 = memref.cast %b_l164_c0 : memref<1xi1> to memref<?xi1>
      %l165 = memref.cast %b_l165_c0 : memref<1xi64> to memref<?xi64>
      %l166 = memref.cast %b_l166_c0 : memref<1xi1> to memref<?xi1>
      %l167 = memref.cast %b_l167_c0 : memref<1xi64> to memref<?xi64>
      %l168 = memref.cast %b_l168_c0 : memref<1xi1> to memref<?xi1>
      %l169 = memref.cast %b_l169_c0 : memref<1xi64> to memref<?xi64>
      %l170 = memref.cast %b_l170_c0 : memref<1xi1> to memref<?xi1>
      %l171 = memref.cast %b_l171_c0 : memref<1xf32> to memref<?xf32>
      %l172 = memref.cast %b_l172_c0 : memref<1xf32> to memref<?xf32>
      %l173 = memref.cast %b_l173_c0 : memref<1xf32> to memref<?xf32>
      %l174 = memref.cast %b_l174_c0 : memref<1xf32> to memref<?xf32>
      %l175 = memref.cast %b_l175_c0 : memref<1xf32> to memref<?xf32>
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
      %l187 = memref.cast %b_l187_c0 : memref<1xi64> to memref<?xi64>
      %l188 = memref.cast %b_l188_c0 : memref<1xi64> to memref<?xi64>
      %l189 = memref.cast %b_l189_c0 : memref<1xi1> to memref<?xi1>
      %l190 = memref.cast %b_l190_c0 : memref<1xi64> to memref<?xi64>
      %l191 = memref.cast %b_l191_c0 : memref<1xi1> to memref<?xi1>
      %l192 = memref.cast %b_l192_c0 : memref<1xi64> to memref<?xi64>
      %l193 = memref.cast %b_l193_c0 : memref<1xi1> to memref<?xi1>
      %l194 = memref.cast %b_l194_c0 : memref<1xf32> to memref<?xf32>
      %l195 = memref.cast %b_l195_c0 : memref<1xf32> to memref<?xf32>
      %l196 = memref.cast %b_l196_c0 : memref<1xf32> to memref<?xf32>
      %l197 = memref.cast %b_l197_c0 : memref<1xf32> to memref<?xf32>
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
                memref.store %v11, %l2[%k0] : memref<?xi64>
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
                memref.store %v21, %l2[%k0] : memref<?xi64>
                cf.br ^bb4
              ^bb4:
                %v22 = memref.load %l2[%k0] : memref<?xi64>
                memref.store %v22, %l7[%k0] : memref<?xi64>
                %v23 = memref.load %l1[%k0] : memref<?xi64>
                %v24 = memref.load %l7[%k0] : memref<?xi64>
                %v25 = arith.muli %v23, %v24 : i64
                memref.store %v25, %l8[%k0] : memref<?xi64>
                %v26 = memref.load %l2[%k0] : memref<?xi64>
                memref.store %v26, %l9[%k0] : memref<?xi64>
                %v27 = memref.load %l8[%k0] : memref<?xi64>
                %v28 = memref.load %l9[%k0] : memref<?xi64>
                %v29 = arith.addi %v27, %v28 : i64
                memref.store %v29, %ls10[%lane] : memref<?xi64>
                %v30 = memref.load %l8[%k0] : memref<?xi64>
                %v31 = memref.load %ls0[%lane] : memref<?xi64>
                %v32 = arith.addi %v30, %v31 : i64
                memref.store %v32, %l11[%k0] : memref<?xi64>
                %v33 = arith.index_cast %n0 : index to i64
                memref.store %v33, %l12[%k0] : memref<?xi64>
                %v34 = memref.load %l11[%k0] : memref<?xi64>
                %v35 = memref.load %l12[%k0] : memref<?xi64>
                %v36 = arith.minui %v34, %v35 : i64
                memref.store %v36, %ls13[%lane] : memref<?xi64>
                %v37 = arith.constant 0xFF800000 : f32
                memref.store %v37, %l14[%k0] : memref<?xf32>
                %v38 = arith.constant 0x00000000 : f32
                memref.store %v38, %l15[%k0] : memref<?xf32>
                %v39 = memref.load %ls13[%lane] : memref<?xi64>
                memref.store %v39, %l16[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v40 = memref.load %l16[%k0] : memref<?xi64>
                memref.store %v40, %l17[%k0] : memref<?xi64>
                %v41 = memref.load %l17[%k0] : memref<?xi64>
                %v42 = arith.constant 256 : i64
                %v43 = arith.addi %v41, %v42 : i64
                memref.store %v43, %l18[%k0] : memref<?xi64>
                %v44 = memref.load %l18[%k0] : memref<?xi64>
                %v45 = arith.constant 256 : i64
                %v46 = arith.addi %v44, %v45 : i64
                memref.store %v46, %l19[%k0] : memref<?xi64>
                %v47 = memref.load %l19[%k0] : memref<?xi64>
                %v48 = arith.constant 256 : i64
                %v49 = arith.addi %v47, %v48 : i64
                memref.store %v49, %l20[%k0] : memref<?xi64>
                %v50 = memref.load %l20[%k0] : memref<?xi64>
                %v51 = memref.load %ls10[%lane] : memref<?xi64>
                %v52 = arith.cmpi ult, %v50, %v51 : i64
                memref.store %v52, %l21[%k0] : memref<?xi1>
                %v53 = memref.load %l21[%k0] : memref<?xi1>
                cf.cond_br %v53, ^bb6, ^bb31
              ^bb6:
                %v54 = arith.index_cast %n0 : index to i64
                memref.store %v54, %l22[%k0] : memref<?xi64>
                %v55 = memref.load %l17[%k0] : memref<?xi64>
                %v56 = memref.load %l22[%k0] : memref<?xi64>
                %v57 = arith.cmpi ult, %v55, %v56 : i64
                memref.store %v57, %l23[%k0] : memref<?xi1>
                %v58 = memref.load %l23[%k0] : memref<?xi1>
                cf.cond_br %v58, ^bb7, ^bb31
              ^bb7:
                %v59 = arith.index_cast %n0 : index to i64
                memref.store %v59, %l24[%k0] : memref<?xi64>
                %v60 = memref.load %l18[%k0] : memref<?xi64>
                %v61 = memref.load %l24[%k0] : memref<?xi64>
                %v62 = arith.cmpi ult, %v60, %v61 : i64
                memref.store %v62, %l25[%k0] : memref<?xi1>
                %v63 = memref.load %l25[%k0] : memref<?xi1>
                cf.cond_br %v63, ^bb8, ^bb31
              ^bb8:
                %v64 = arith.index_cast %n0 : index to i64
                memref.store %v64, %l26[%k0] : memref<?xi64>
                %v65 = memref.load %l19[%k0] : memref<?xi64>
                %v66 = memref.load %l26[%k0] : memref<?xi64>
                %v67 = arith.cmpi ult, %v65, %v66 : i64
                memref.store %v67, %l27[%k0] : memref<?xi1>
                %v68 = memref.load %l27[%k0] : memref<?xi1>
                cf.cond_br %v68, ^bb9, ^bb31
              ^bb9:
                %v69 = arith.index_cast %n0 : index to i64
                memref.store %v69, %l28[%k0] : memref<?xi64>
                %v70 = memref.load %l20[%k0] : memref<?xi64>
                %v71 = memref.load %l28[%k0] : memref<?xi64>
                %v72 = arith.cmpi ult, %v70, %v71 : i64
                memref.store %v72, %l29[%k0] : memref<?xi1>
                %v73 = memref.load %l29[%k0] : memref<?xi1>
                cf.cond_br %v73, ^bb10, ^bb31
              ^bb10:
                %v74 = memref.load %l17[%k0] : memref<?xi64>
                %v75 = arith.index_cast %v74 : i64 to index
                %v76 = memref.load %p0[%v75] : memref<?xf32>
                memref.store %v76, %l30[%k0] : memref<?xf32>
                %v77 = memref.load %l18[%k0] : memref<?xi64>
                %v78 = arith.index_cast %v77 : i64 to index
                %v79 = memref.load %p0[%v78] : memref<?xf32>
                memref.store %v79, %l31[%k0] : memref<?xf32>
                %v80 = memref.load %l19[%k0] : memref<?xi64>
                %v81 = arith.index_cast %v80 : i64 to index
                %v82 = memref.load %p0[%v81] : memref<?xf32>
                memref.store %v82, %l32[%k0] : memref<?xf32>
                %v83 = memref.load %l20[%k0] : memref<?xi64>
                %v84 = arith.index_cast %v83 : i64 to index
                %v85 = memref.load %p0[%v84] : memref<?xf32>
                memref.store %v85, %l33[%k0] : memref<?xf32>
                %v86 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v86, %l34[%k0] : memref<?xf32>
                %v87 = memref.load %l30[%k0] : memref<?xf32>
                %v88 = memref.load %l34[%k0] : memref<?xf32>
                %v89 = arith.cmpf ogt, %v87, %v88 : f32
                memref.store %v89, %l35[%k0] : memref<?xi1>
                %v90 = memref.load %l35[%k0] : memref<?xi1>
                cf.cond_br %v90, ^bb11, ^bb12
              ^bb11:
                %v91 = memref.load %l15[%k0] : memref<?xf32>
                memref.store %v91, %l36[%k0] : memref<?xf32>
                %v92 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v92, %l37[%k0] : memref<?xf32>
                %v93 = memref.load %l37[%k0] : memref<?xf32>
                %v94 = memref.load %l30[%k0] : memref<?xf32>
                %v95 = arith.subf %v93, %v94 : f32
                memref.store %v95, %l38[%k0] : memref<?xf32>
                %v96 = memref.load %l38[%k0] : memref<?xf32>
                %v97 = math.exp %v96 : f32
                memref.store %v97, %l39[%k0] : memref<?xf32>
                %v98 = memref.load %l36[%k0] : memref<?xf32>
                %v99 = memref.load %l39[%k0] : memref<?xf32>
                %v100 = arith.mulf %v98, %v99 : f32
                memref.store %v100, %l40[%k0] : memref<?xf32>
                %v101 = memref.load %l30[%k0] : memref<?xf32>
                %v102 = memref.load %l30[%k0] : memref<?xf32>
                %v103 = arith.subf %v101, %v102 : f32
                memref.store %v103, %l41[%k0] : memref<?xf32>
                %v104 = memref.load %l41[%k0] : memref<?xf32>
                %v105 = arith.constant 0x3F800000 : f32
                %v106 = arith.addf %v104, %v105 : f32
                memref.store %v106, %l42[%k0] : memref<?xf32>
                %v107 = memref.load %l40[%k0] : memref<?xf32>
                %v108 = memref.load %l42[%k0] : memref<?xf32>
                %v109 = arith.addf %v107, %v108 : f32
                memref.store %v109, %l15[%k0] : memref<?xf32>
                %v110 = memref.load %l30[%k0] : memref<?xf32>
                memref.store %v110, %l14[%k0] : memref<?xf32>
                cf.br ^bb15
              ^bb12:
                %v111 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v111, %l43[%k0] : memref<?xf32>
                %v112 = memref.load %l43[%k0] : memref<?xf32>
                %v113 = arith.constant 0xFF800000 : f32
                %v114 = arith.cmpf ogt, %v112, %v113 : f32
                memref.store %v114, %l44[%k0] : memref<?xi1>
                %v115 = memref.load %l44[%k0] : memref<?xi1>
                cf.cond_br %v115, ^bb14, ^bb13
              ^bb13:
                %v116 = memref.load %l30[%k0] : memref<?xf32>
                %v117 = memref.load %l30[%k0] : memref<?xf32>
                %v118 = arith.cmpf une, %v116, %v117 : f32
                memref.store %v118, %l45[%k0] : memref<?xi1>
                %v119 = memref.load %l45[%k0] : memref<?xi1>
                cf.cond_br %v119, ^bb14, ^bb15
              ^bb14:
                %v120 = memref.load %l15[%k0] : memref<?xf32>
                memref.store %v120, %l46[%k0] : memref<?xf32>
                %v121 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v121, %l47[%k0] : memref<?xf32>
                %v122 = memref.load %l30[%k0] : memref<?xf32>
                %v123 = memref.load %l47[%k0] : memref<?xf32>
                %v124 = arith.subf %v122, %v123 : f32
                memref.store %v124, %l48[%k0] : memref<?xf32>
                %v125 = memref.load %l48[%k0] : memref<?xf32>
                %v126 = math.exp %v125 : f32
                memref.store %v126, %l49[%k0] : memref<?xf32>
                %v127 = memref.load %l46[%k0] : memref<?xf32>
                %v128 = memref.load %l49[%k0] : memref<?xf32>
                %v129 = arith.addf %v127, %v128 : f32
                memref.store %v129, %l15[%k0] : memref<?xf32>
                cf.br ^bb15
              ^bb15:
                %v130 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v130, %l50[%k0] : memref<?xf32>
                %v131 = memref.load %l31[%k0] : memref<?xf32>
                %v132 = memref.load %l50[%k0] : memref<?xf32>
                %v133 = arith.cmpf ogt, %v131, %v132 : f32
                memref.store %v133, %l51[%k0] : memref<?xi1>
                %v134 = memref.load %l51[%k0] : memref<?xi1>
                cf.cond_br %v134, ^bb16, ^bb17
              ^bb16:
                %v135 = memref.load %l15[%k0] : memref<?xf32>
                memref.store %v135, %l52[%k0] : memref<?xf32>
                %v136 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v136, %l53[%k0] : memref<?xf32>
                %v137 = memref.load %l53[%k0] : memref<?xf32>
                %v138 = memref.load %l31[%k0] : memref<?xf32>
                %v139 = arith.subf %v137, %v138 : f32
                memref.store %v139, %l54[%k0] : memref<?xf32>
                %v140 = memref.load %l54[%k0] : memref<?xf32>
                %v141 = math.exp %v140 : f32
                memref.store %v141, %l55[%k0] : memref<?xf32>
                %v142 = memref.load %l52[%k0] : memref<?xf32>
                %v143 = memref.load %l55[%k0] : memref<?xf32>
                %v144 = arith.mulf %v142, %v143 : f32
                memref.store %v144, %l56[%k0] : memref<?xf32>
                %v145 = memref.load %l31[%k0] : memref<?xf32>
                %v146 = memref.load %l31[%k0] : memref<?xf32>
                %v147 = arith.subf %v145, %v146 : f32
                memref.store %v147, %l57[%k0] : memref<?xf32>
                %v148 = memref.load %l57[%k0] : memref<?xf32>
                %v149 = arith.constant 0x3F800000 : f32
                %v150 = arith.addf %v148, %v149 : f32
                memref.store %v150, %l58[%k0] : memref<?xf32>
                %v151 = memref.load %l56[%k0] : memref<?xf32>
                %v152 = memref.load %l58[%k0] : memref<?xf32>
                %v153 = arith.addf %v151, %v152 : f32
                memref.store %v153, %l15[%k0] : memref<?xf32>
                %v154 = memref.load %l31[%k0] : memref<?xf32>
                memref.store %v154, %l14[%k0] : memref<?xf32>
                cf.br ^bb20
              ^bb17:
                %v155 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v155, %l59[%k0] : memref<?xf32>
                %v156 = memref.load %l59[%k0] : memref<?xf32>
                %v157 = arith.constant 0xFF800000 : f32
                %v158 = arith.cmpf ogt, %v156, %v157 : f32
                memref.store %v158, %l60[%k0] : memref<?xi1>
                %v159 = memref.load %l60[%k0] : memref<?xi1>
                cf.cond_br %v159, ^bb19, ^bb18
              ^bb18:
                %v160 = memref.load %l31[%k0] : memref<?xf32>
                %v161 = memref.load %l31[%k0] : memref<?xf32>
                %v162 = arith.cmpf une, %v160, %v161 : f32
                memref.store %v162, %l61[%k0] : memref<?xi1>
                %v163 = memref.load %l61[%k0] : memref<?xi1>
                cf.cond_br %v163, ^bb19, ^bb20
              ^bb19:
                %v164 = memref.load %l15[%k0] : memref<?xf32>
                memref.store %v164, %l62[%k0] : memref<?xf32>
                %v165 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v165, %l63[%k0] : memref<?xf32>
                %v166 = memref.load %l31[%k0] : memref<?xf32>
                %v167 = memref.load %l63[%k0] : memref<?xf32>
                %v168 = arith.subf %v166, %v167 : f32
                memref.store %v168, %l64[%k0] : memref<?xf32>
                %v169 = memref.load %l64[%k0] : memref<?xf32>
                %v170 = math.exp %v169 : f32
                memref.store %v170, %l65[%k0] : memref<?xf32>
                %v171 = memref.load %l62[%k0] : memref<?xf32>
                %v172 = memref.load %l65[%k0] : memref<?xf32>
                %v173 = arith.addf %v171, %v172 : f32
                memref.store %v173, %l15[%k0] : memref<?xf32>
                cf.br ^bb20
              ^bb20:
                %v174 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v174, %l66[%k0] : memref<?xf32>
                %v175 = memref.load %l32[%k0] : memref<?xf32>
                %v176 = memref.load %l66[%k0] : memref<?xf32>
                %v177 = arith.cmpf ogt, %v175, %v176 : f32
                memref.store %v177, %l67[%k0] : memref<?xi1>
                %v178 = memref.load %l67[%k0] : memref<?xi1>
                cf.cond_br %v178, ^bb21, ^bb22
              ^bb21:
                %v179 = memref.load %l15[%k0] : memref<?xf32>
                memref.store %v179, %l68[%k0] : memref<?xf32>
                %v180 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v180, %l69[%k0] : memref<?xf32>
                %v181 = memref.load %l69[%k0] : memref<?xf32>
                %v182 = memref.load %l32[%k0] : memref<?xf32>
                %v183 = arith.subf %v181, %v182 : f32
                memref.store %v183, %l70[%k0] : memref<?xf32>
                %v184 = memref.load %l70[%k0] : memref<?xf32>
                %v185 = math.exp %v184 : f32
                memref.store %v185, %l71[%k0] : memref<?xf32>
                %v186 = memref.load %l68[%k0] : memref<?xf32>
                %v187 = memref.load %l71[%k0] : memref<?xf32>
                %v188 = arith.mulf %v186, %v187 : f32
                memref.store %v188, %l72[%k0] : memref<?xf32>
                %v189 = memref.load %l32[%k0] : memref<?xf32>
                %v190 = memref.load %l32[%k0] : memref<?xf32>
                %v191 = arith.subf %v189, %v190 : f32
                memref.store %v191, %l73[%k0] : memref<?xf32>
                %v192 = memref.load %l73[%k0] : memref<?xf32>
                %v193 = arith.constant 0x3F800000 : f32
                %v194 = arith.addf %v192, %v193 : f32
                memref.store %v194, %l74[%k0] : memref<?xf32>
                %v195 = memref.load %l72[%k0] : memref<?xf32>
                %v196 = memref.load %l74[%k0] : memref<?xf32>
                %v197 = arith.addf %v195, %v196 : f32
                memref.store %v197, %l15[%k0] : memref<?xf32>
                %v198 = memref.load %l32[%k0] : memref<?xf32>
                memref.store %v198, %l14[%k0] : memref<?xf32>
                cf.br ^bb25
              ^bb22:
                %v199 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v199, %l75[%k0] : memref<?xf32>
                %v200 = memref.load %l75[%k0] : memref<?xf32>
                %v201 = arith.constant 0xFF800000 : f32
                %v202 = arith.cmpf ogt, %v200, %v201 : f32
                memref.store %v202, %l76[%k0] : memref<?xi1>
                %v203 = memref.load %l76[%k0] : memref<?xi1>
                cf.cond_br %v203, ^bb24, ^bb23
              ^bb23:
                %v204 = memref.load %l32[%k0] : memref<?xf32>
                %v205 = memref.load %l32[%k0] : memref<?xf32>
                %v206 = arith.cmpf une, %v204, %v205 : f32
                memref.store %v206, %l77[%k0] : memref<?xi1>
                %v207 = memref.load %l77[%k0] : memref<?xi1>
                cf.cond_br %v207, ^bb24, ^bb25
              ^bb24:
                %v208 = memref.load %l15[%k0] : memref<?xf32>
                memref.store %v208, %l78[%k0] : memref<?xf32>
                %v209 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v209, %l79[%k0] : memref<?xf32>
                %v210 = memref.load %l32[%k0] : memref<?xf32>
                %v211 = memref.load %l79[%k0] : memref<?xf32>
                %v212 = arith.subf %v210, %v211 : f32
                memref.store %v212, %l80[%k0] : memref<?xf32>
                %v213 = memref.load %l80[%k0] : memref<?xf32>
                %v214 = math.exp %v213 : f32
                memref.store %v214, %l81[%k0] : memref<?xf32>
                %v215 = memref.load %l78[%k0] : memref<?xf32>
                %v216 = memref.load %l81[%k0] : memref<?xf32>
                %v217 = arith.addf %v215, %v216 : f32
                memref.store %v217, %l15[%k0] : memref<?xf32>
                cf.br ^bb25
              ^bb25:
                %v218 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v218, %l82[%k0] : memref<?xf32>
                %v219 = memref.load %l33[%k0] : memref<?xf32>
                %v220 = memref.load %l82[%k0] : memref<?xf32>
                %v221 = arith.cmpf ogt, %v219, %v220 : f32
                memref.store %v221, %l83[%k0] : memref<?xi1>
                %v222 = memref.load %l83[%k0] : memref<?xi1>
                cf.cond_br %v222, ^bb26, ^bb27
              ^bb26:
                %v223 = memref.load %l15[%k0] : memref<?xf32>
                memref.store %v223, %l84[%k0] : memref<?xf32>
                %v224 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v224, %l85[%k0] : memref<?xf32>
                %v225 = memref.load %l85[%k0] : memref<?xf32>
                %v226 = memref.load %l33[%k0] : memref<?xf32>
                %v227 = arith.subf %v225, %v226 : f32
                memref.store %v227, %l86[%k0] : memref<?xf32>
                %v228 = memref.load %l86[%k0] : memref<?xf32>
                %v229 = math.exp %v228 : f32
                memref.store %v229, %l87[%k0] : memref<?xf32>
                %v230 = memref.load %l84[%k0] : memref<?xf32>
                %v231 = memref.load %l87[%k0] : memref<?xf32>
                %v232 = arith.mulf %v230, %v231 : f32
                memref.store %v232, %l88[%k0] : memref<?xf32>
                %v233 = memref.load %l33[%k0] : memref<?xf32>
                %v234 = memref.load %l33[%k0] : memref<?xf32>
                %v235 = arith.subf %v233, %v234 : f32
                memref.store %v235, %l89[%k0] : memref<?xf32>
                %v236 = memref.load %l89[%k0] : memref<?xf32>
                %v237 = arith.constant 0x3F800000 : f32
                %v238 = arith.addf %v236, %v237 : f32
                memref.store %v238, %l90[%k0] : memref<?xf32>
                %v239 = memref.load %l88[%k0] : memref<?xf32>
                %v240 = memref.load %l90[%k0] : memref<?xf32>
                %v241 = arith.addf %v239, %v240 : f32
                memref.store %v241, %l15[%k0] : memref<?xf32>
                %v242 = memref.load %l33[%k0] : memref<?xf32>
                memref.store %v242, %l14[%k0] : memref<?xf32>
                cf.br ^bb30
              ^bb27:
                %v243 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v243, %l91[%k0] : memref<?xf32>
                %v244 = memref.load %l91[%k0] : memref<?xf32>
                %v245 = arith.constant 0xFF800000 : f32
                %v246 = arith.cmpf ogt, %v244, %v245 : f32
                memref.store %v246, %l92[%k0] : memref<?xi1>
                %v247 = memref.load %l92[%k0] : memref<?xi1>
                cf.cond_br %v247, ^bb29, ^bb28
              ^bb28:
                %v248 = memref.load %l33[%k0] : memref<?xf32>
                %v249 = memref.load %l33[%k0] : memref<?xf32>
                %v250 = arith.cmpf une, %v248, %v249 : f32
                memref.store %v250, %l93[%k0] : memref<?xi1>
                %v251 = memref.load %l93[%k0] : memref<?xi1>
                cf.cond_br %v251, ^bb29, ^bb30
              ^bb29:
                %v252 = memref.load %l15[%k0] : memref<?xf32>
                memref.store %v252, %l94[%k0] : memref<?xf32>
                %v253 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v253, %l95[%k0] : memref<?xf32>
                %v254 = memref.load %l33[%k0] : memref<?xf32>
                %v255 = memref.load %l95[%k0] : memref<?xf32>
                %v256 = arith.subf %v254, %v255 : f32
                memref.store %v256, %l96[%k0] : memref<?xf32>
                %v257 = memref.load %l96[%k0] : memref<?xf32>
                %v258 = math.exp %v257 : f32
                memref.store %v258, %l97[%k0] : memref<?xf32>
                %v259 = memref.load %l94[%k0] : memref<?xf32>
                %v260 = memref.load %l97[%k0] : memref<?xf32>
                %v261 = arith.addf %v259, %v260 : f32
                memref.store %v261, %l15[%k0] : memref<?xf32>
                cf.br ^bb30
              ^bb30:
                %v262 = arith.constant 4 : i64
                %v263 = arith.constant 256 : i64
                %v264 = arith.muli %v262, %v263 : i64
                memref.store %v264, %l98[%k0] : memref<?xi64>
                %v265 = memref.load %l17[%k0] : memref<?xi64>
                %v266 = memref.load %l98[%k0] : memref<?xi64>
                %v267 = arith.addi %v265, %v266 : i64
                memref.store %v267, %l16[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb31:
                %v268 = memref.load %l16[%k0] : memref<?xi64>
                memref.store %v268, %l99[%k0] : memref<?xi64>
                %v269 = memref.load %l99[%k0] : memref<?xi64>
                %v270 = memref.load %ls10[%lane] : memref<?xi64>
                %v271 = arith.cmpi ult, %v269, %v270 : i64
                memref.store %v271, %l100[%k0] : memref<?xi1>
                %v272 = memref.load %l100[%k0] : memref<?xi1>
                cf.cond_br %v272, ^bb32, ^bb39
              ^bb32:
                %v273 = arith.index_cast %n0 : index to i64
                memref.store %v273, %l101[%k0] : memref<?xi64>
                %v274 = memref.load %l99[%k0] : memref<?xi64>
                %v275 = memref.load %l101[%k0] : memref<?xi64>
                %v276 = arith.cmpi ult, %v274, %v275 : i64
                memref.store %v276, %l102[%k0] : memref<?xi1>
                %v277 = memref.load %l102[%k0] : memref<?xi1>
                cf.cond_br %v277, ^bb33, ^bb39
              ^bb33:
                %v278 = memref.load %l99[%k0] : memref<?xi64>
                %v279 = arith.index_cast %v278 : i64 to index
                %v280 = memref.load %p0[%v279] : memref<?xf32>
                memref.store %v280, %l103[%k0] : memref<?xf32>
                %v281 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v281, %l104[%k0] : memref<?xf32>
                %v282 = memref.load %l103[%k0] : memref<?xf32>
                %v283 = memref.load %l104[%k0] : memref<?xf32>
                %v284 = arith.cmpf ogt, %v282, %v283 : f32
                memref.store %v284, %l105[%k0] : memref<?xi1>
                %v285 = memref.load %l105[%k0] : memref<?xi1>
                cf.cond_br %v285, ^bb34, ^bb35
              ^bb34:
                %v286 = memref.load %l15[%k0] : memref<?xf32>
                memref.store %v286, %l106[%k0] : memref<?xf32>
                %v287 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v287, %l107[%k0] : memref<?xf32>
                %v288 = memref.load %l107[%k0] : memref<?xf32>
                %v289 = memref.load %l103[%k0] : memref<?xf32>
                %v290 = arith.subf %v288, %v289 : f32
                memref.store %v290, %l108[%k0] : memref<?xf32>
                %v291 = memref.load %l108[%k0] : memref<?xf32>
                %v292 = math.exp %v291 : f32
                memref.store %v292, %l109[%k0] : memref<?xf32>
                %v293 = memref.load %l106[%k0] : memref<?xf32>
                %v294 = memref.load %l109[%k0] : memref<?xf32>
                %v295 = arith.mulf %v293, %v294 : f32
                memref.store %v295, %l110[%k0] : memref<?xf32>
                %v296 = memref.load %l103[%k0] : memref<?xf32>
                %v297 = memref.load %l103[%k0] : memref<?xf32>
                %v298 = arith.subf %v296, %v297 : f32
                memref.store %v298, %l111[%k0] : memref<?xf32>
                %v299 = memref.load %l111[%k0] : memref<?xf32>
                %v300 = arith.constant 0x3F800000 : f32
                %v301 = arith.addf %v299, %v300 : f32
                memref.store %v301, %l112[%k0] : memref<?xf32>
                %v302 = memref.load %l110[%k0] : memref<?xf32>
                %v303 = memref.load %l112[%k0] : memref<?xf32>
                %v304 = arith.addf %v302, %v303 : f32
                memref.store %v304, %l15[%k0] : memref<?xf32>
                %v305 = memref.load %l103[%k0] : memref<?xf32>
                memref.store %v305, %l14[%k0] : memref<?xf32>
                cf.br ^bb38
              ^bb35:
                %v306 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v306, %l113[%k0] : memref<?xf32>
                %v307 = memref.load %l113[%k0] : memref<?xf32>
                %v308 = arith.constant 0xFF800000 : f32
                %v309 = arith.cmpf ogt, %v307, %v308 : f32
                memref.store %v309, %l114[%k0] : memref<?xi1>
                %v310 = memref.load %l114[%k0] : memref<?xi1>
                cf.cond_br %v310, ^bb37, ^bb36
              ^bb36:
                %v311 = memref.load %l103[%k0] : memref<?xf32>
                %v312 = memref.load %l103[%k0] : memref<?xf32>
                %v313 = arith.cmpf une, %v311, %v312 : f32
                memref.store %v313, %l115[%k0] : memref<?xi1>
                %v314 = memref.load %l115[%k0] : memref<?xi1>
                cf.cond_br %v314, ^bb37, ^bb38
              ^bb37:
                %v315 = memref.load %l15[%k0] : memref<?xf32>
                memref.store %v315, %l116[%k0] : memref<?xf32>
                %v316 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v316, %l117[%k0] : memref<?xf32>
                %v317 = memref.load %l103[%k0] : memref<?xf32>
                %v318 = memref.load %l117[%k0] : memref<?xf32>
                %v319 = arith.subf %v317, %v318 : f32
                memref.store %v319, %l118[%k0] : memref<?xf32>
                %v320 = memref.load %l118[%k0] : memref<?xf32>
                %v321 = math.exp %v320 : f32
                memref.store %v321, %l119[%k0] : memref<?xf32>
                %v322 = memref.load %l116[%k0] : memref<?xf32>
                %v323 = memref.load %l119[%k0] : memref<?xf32>
                %v324 = arith.addf %v322, %v323 : f32
                memref.store %v324, %l15[%k0] : memref<?xf32>
                cf.br ^bb38
              ^bb38:
                %v325 = memref.load %l99[%k0] : memref<?xi64>
                %v326 = arith.constant 256 : i64
                %v327 = arith.addi %v325, %v326 : i64
                memref.store %v327, %l16[%k0] : memref<?xi64>
                cf.br ^bb31
              ^bb39:
                %v328 = memref.load %ls0[%lane] : memref<?xi64>
                %v329 = arith.constant 256 : i64
                %v330 = arith.cmpi ult, %v328, %v329 : i64
                memref.store %v330, %l120[%k0] : memref<?xi1>
                %v331 = memref.load %l120[%k0] : memref<?xi1>
                cf.cond_br %v331, ^bb40, ^bb41
              ^bb40:
                %v332 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v332, %l121[%k0] : memref<?xf32>
                %v333 = memref.load %ls0[%lane] : memref<?xi64>
                %v334 = arith.index_cast %v333 : i64 to index
                %v335 = memref.load %l121[%k0] : memref<?xf32>
                memref.store %v335, %wg0[%v334] : memref<?xf32>
                %v336 = memref.load %l15[%k0] : memref<?xf32>
                memref.store %v336, %l122[%k0] : memref<?xf32>
                %v337 = memref.load %ls0[%lane] : memref<?xi64>
                %v338 = arith.index_cast %v337 : i64 to index
                %v339 = memref.load %l122[%k0] : memref<?xf32>
                memref.store %v339, %wg1[%v338] : memref<?xf32>
                cf.br ^bb41
              ^bb41:
                %v340 = arith.constant 42 : i32
                memref.store %v340, %resume[%lane] : memref<?xi32>
                %v341 = arith.constant true
                %v342 = arith.constant 0 : index
                memref.store %v341, %more[%v342] : memref<?xi1>
                cf.br ^exit
              ^bb42:
                %v343 = arith.constant 256 : i64
                %v344 = arith.constant 2 : i64
                %v345 = arith.constant 0 : i64
                %v346 = arith.cmpi eq, %v344, %v345 : i64
                %v347 = arith.constant 1 : i64
                %v348 = arith.select %v346, %v347, %v344 : i64
                %v349 = arith.divui %v343, %v348 : i64
                memref.store %v349, %ls123[%lane] : memref<?xi64>
                cf.br ^bb43
              ^bb43:
                %v350 = memref.load %ls123[%lane] : memref<?xi64>
                memref.store %v350, %l124[%k0] : memref<?xi64>
                %v351 = memref.load %l124[%k0] : memref<?xi64>
                %v352 = arith.constant 0 : i64
                %v353 = arith.cmpi ugt, %v351, %v352 : i64
                memref.store %v353, %l125[%k0] : memref<?xi1>
                %v354 = memref.load %l125[%k0] : memref<?xi1>
                cf.cond_br %v354, ^bb44, ^bb53
              ^bb44:
                %v355 = memref.load %ls123[%lane] : memref<?xi64>
                memref.store %v355, %l126[%k0] : memref<?xi64>
                %v356 = memref.load %ls0[%lane] : memref<?xi64>
                %v357 = memref.load %l126[%k0] : memref<?xi64>
                %v358 = arith.addi %v356, %v357 : i64
                memref.store %v358, %l127[%k0] : memref<?xi64>
                %v359 = memref.load %ls123[%lane] : memref<?xi64>
                memref.store %v359, %l128[%k0] : memref<?xi64>
                %v360 = memref.load %ls0[%lane] : memref<?xi64>
                %v361 = memref.load %l128[%k0] : memref<?xi64>
                %v362 = arith.cmpi ult, %v360, %v361 : i64
                memref.store %v362, %l129[%k0] : memref<?xi1>
                %v363 = memref.load %l129[%k0] : memref<?xi1>
                cf.cond_br %v363, ^bb45, ^bb51
              ^bb45:
                %v364 = memref.load %l127[%k0] : memref<?xi64>
                %v365 = arith.constant 256 : i64
                %v366 = arith.cmpi ult, %v364, %v365 : i64
                memref.store %v366, %l130[%k0] : memref<?xi1>
                %v367 = memref.load %l130[%k0] : memref<?xi1>
                cf.cond_br %v367, ^bb46, ^bb51
              ^bb46:
                %v368 = memref.load %ls0[%lane] : memref<?xi64>
                %v369 = arith.index_cast %v368 : i64 to index
                %v370 = memref.load %wg0[%v369] : memref<?xf32>
                memref.store %v370, %l131[%k0] : memref<?xf32>
                %v371 = memref.load %ls0[%lane] : memref<?xi64>
                %v372 = arith.index_cast %v371 : i64 to index
                %v373 = memref.load %wg1[%v372] : memref<?xf32>
                memref.store %v373, %l132[%k0] : memref<?xf32>
                %v374 = memref.load %l127[%k0] : memref<?xi64>
                %v375 = arith.index_cast %v374 : i64 to index
                %v376 = memref.load %wg0[%v375] : memref<?xf32>
                memref.store %v376, %l133[%k0] : memref<?xf32>
                %v377 = memref.load %l127[%k0] : memref<?xi64>
                %v378 = arith.index_cast %v377 : i64 to index
                %v379 = memref.load %wg1[%v378] : memref<?xf32>
                memref.store %v379, %l134[%k0] : memref<?xf32>
                %v380 = memref.load %l131[%k0] : memref<?xf32>
                %v381 = memref.load %l133[%k0] : memref<?xf32>
                %v382 = arith.cmpf ogt, %v380, %v381 : f32
                %v383 = arith.select %v382, %v380, %v381 : f32
                %v384 = arith.cmpf uno, %v380, %v380 : f32
                %v385 = arith.select %v384, %v381, %v383 : f32
                %v386 = arith.cmpf uno, %v381, %v381 : f32
                %v387 = arith.select %v386, %v380, %v385 : f32
                memref.store %v387, %l135[%k0] : memref<?xf32>
                %v388 = memref.load %l132[%k0] : memref<?xf32>
                memref.store %v388, %l136[%k0] : memref<?xf32>
                %v389 = memref.load %l131[%k0] : memref<?xf32>
                %v390 = memref.load %l135[%k0] : memref<?xf32>
                %v391 = arith.cmpf une, %v389, %v390 : f32
                memref.store %v391, %l137[%k0] : memref<?xi1>
                %v392 = memref.load %l137[%k0] : memref<?xi1>
                cf.cond_br %v392, ^bb47, ^bb48
              ^bb47:
                %v393 = memref.load %l131[%k0] : memref<?xf32>
                %v394 = memref.load %l135[%k0] : memref<?xf32>
                %v395 = arith.subf %v393, %v394 : f32
                memref.store %v395, %l138[%k0] : memref<?xf32>
                %v396 = memref.load %l138[%k0] : memref<?xf32>
                %v397 = math.exp %v396 : f32
                memref.store %v397, %l139[%k0] : memref<?xf32>
                %v398 = memref.load %l132[%k0] : memref<?xf32>
                %v399 = memref.load %l139[%k0] : memref<?xf32>
                %v400 = arith.mulf %v398, %v399 : f32
                memref.store %v400, %l136[%k0] : memref<?xf32>
                cf.br ^bb48
              ^bb48:
                %v401 = memref.load %l134[%k0] : memref<?xf32>
                memref.store %v401, %l140[%k0] : memref<?xf32>
                %v402 = memref.load %l133[%k0] : memref<?xf32>
                %v403 = memref.load %l135[%k0] : memref<?xf32>
                %v404 = arith.cmpf une, %v402, %v403 : f32
                memref.store %v404, %l141[%k0] : memref<?xi1>
                %v405 = memref.load %l141[%k0] : memref<?xi1>
                cf.cond_br %v405, ^bb49, ^bb50
              ^bb49:
                %v406 = memref.load %l133[%k0] : memref<?xf32>
                %v407 = memref.load %l135[%k0] : memref<?xf32>
                %v408 = arith.subf %v406, %v407 : f32
                memref.store %v408, %l142[%k0] : memref<?xf32>
                %v409 = memref.load %l142[%k0] : memref<?xf32>
                %v410 = math.exp %v409 : f32
                memref.store %v410, %l143[%k0] : memref<?xf32>
                %v411 = memref.load %l134[%k0] : memref<?xf32>
                %v412 = memref.load %l143[%k0] : memref<?xf32>
                %v413 = arith.mulf %v411, %v412 : f32
                memref.store %v413, %l140[%k0] : memref<?xf32>
                cf.br ^bb50
              ^bb50:
                %v414 = memref.load %ls0[%lane] : memref<?xi64>
                %v415 = arith.index_cast %v414 : i64 to index
                %v416 = memref.load %l135[%k0] : memref<?xf32>
                memref.store %v416, %wg0[%v415] : memref<?xf32>
                %v417 = memref.load %l136[%k0] : memref<?xf32>
                memref.store %v417, %l144[%k0] : memref<?xf32>
                %v418 = memref.load %l140[%k0] : memref<?xf32>
                memref.store %v418, %l145[%k0] : memref<?xf32>
                %v419 = memref.load %l144[%k0] : memref<?xf32>
                %v420 = memref.load %l145[%k0] : memref<?xf32>
                %v421 = arith.addf %v419, %v420 : f32
                memref.store %v421, %l146[%k0] : memref<?xf32>
                %v422 = memref.load %ls0[%lane] : memref<?xi64>
                %v423 = arith.index_cast %v422 : i64 to index
                %v424 = memref.load %l146[%k0] : memref<?xf32>
                memref.store %v424, %wg1[%v423] : memref<?xf32>
                cf.br ^bb51
              ^bb51:
                %v425 = arith.constant 52 : i32
                memref.store %v425, %resume[%lane] : memref<?xi32>
                %v426 = arith.constant true
                %v427 = arith.constant 0 : index
                memref.store %v426, %more[%v427] : memref<?xi1>
                cf.br ^exit
              ^bb52:
                %v428 = memref.load %ls123[%lane] : memref<?xi64>
                memref.store %v428, %l147[%k0] : memref<?xi64>
                %v429 = memref.load %l147[%k0] : memref<?xi64>
                %v430 = arith.constant 2 : i64
                %v431 = arith.constant 0 : i64
                %v432 = arith.cmpi eq, %v430, %v431 : i64
                %v433 = arith.constant 1 : i64
                %v434 = arith.select %v432, %v433, %v430 : i64
                %v435 = arith.divui %v429, %v434 : i64
                memref.store %v435, %ls123[%lane] : memref<?xi64>
                cf.br ^bb43
              ^bb53:
                %v436 = arith.constant 0 : i64
                %v437 = arith.index_cast %v436 : i64 to index
                %v438 = memref.load %wg0[%v437] : memref<?xf32>
                memref.store %v438, %l148[%k0] : memref<?xf32>
                %v439 = arith.constant 0 : i64
                %v440 = arith.index_cast %v439 : i64 to index
                %v441 = memref.load %wg1[%v440] : memref<?xf32>
                memref.store %v441, %l149[%k0] : memref<?xf32>
                %v442 = memref.load %ls13[%lane] : memref<?xi64>
                memref.store %v442, %l16[%k0] : memref<?xi64>
                cf.br ^bb54
              ^bb54:
                %v443 = memref.load %l16[%k0] : memref<?xi64>
                memref.store %v443, %l150[%k0] : memref<?xi64>
                %v444 = memref.load %l150[%k0] : memref<?xi64>
                %v445 = arith.constant 256 : i64
                %v446 = arith.addi %v444, %v445 : i64
                memref.store %v446, %l151[%k0] : memref<?xi64>
                %v447 = memref.load %l151[%k0] : memref<?xi64>
                %v448 = arith.constant 256 : i64
                %v449 = arith.addi %v447, %v448 : i64
                memref.store %v449, %l152[%k0] : memref<?xi64>
                %v450 = memref.load %l152[%k0] : memref<?xi64>
                %v451 = arith.constant 256 : i64
                %v452 = arith.addi %v450, %v451 : i64
                memref.store %v452, %l153[%k0] : memref<?xi64>
                %v453 = memref.load %l153[%k0] : memref<?xi64>
                %v454 = memref.load %ls10[%lane] : memref<?xi64>
                %v455 = arith.cmpi ult, %v453, %v454 : i64
                memref.store %v455, %l154[%k0] : memref<?xi1>
                %v456 = memref.load %l154[%k0] : memref<?xi1>
                cf.cond_br %v456, ^bb55, ^bb64
              ^bb55:
                %v457 = arith.index_cast %n0 : index to i64
                memref.store %v457, %l155[%k0] : memref<?xi64>
                %v458 = memref.load %l150[%k0] : memref<?xi64>
                %v459 = memref.load %l155[%k0] : memref<?xi64>
                %v460 = arith.cmpi ult, %v458, %v459 : i64
                memref.store %v460, %l156[%k0] : memref<?xi1>
                %v461 = memref.load %l156[%k0] : memref<?xi1>
                cf.cond_br %v461, ^bb56, ^bb64
              ^bb56:
                %v462 = arith.index_cast %n0 : index to i64
                memref.store %v462, %l157[%k0] : memref<?xi64>
                %v463 = memref.load %l151[%k0] : memref<?xi64>
                %v464 = memref.load %l157[%k0] : memref<?xi64>
                %v465 = arith.cmpi ult, %v463, %v464 : i64
                memref.store %v465, %l158[%k0] : memref<?xi1>
                %v466 = memref.load %l158[%k0] : memref<?xi1>
                cf.cond_br %v466, ^bb57, ^bb64
              ^bb57:
                %v467 = arith.index_cast %n0 : index to i64
                memref.store %v467, %l159[%k0] : memref<?xi64>
                %v468 = memref.load %l152[%k0] : memref<?xi64>
                %v469 = memref.load %l159[%k0] : memref<?xi64>
                %v470 = arith.cmpi ult, %v468, %v469 : i64
                memref.store %v470, %l160[%k0] : memref<?xi1>
                %v471 = memref.load %l160[%k0] : memref<?xi1>
                cf.cond_br %v471, ^bb58, ^bb64
              ^bb58:
                %v472 = arith.index_cast %n0 : index to i64
                memref.store %v472, %l161[%k0] : memref<?xi64>
                %v473 = memref.load %l153[%k0] : memref<?xi64>
                %v474 = memref.load %l161[%k0] : memref<?xi64>
                %v475 = arith.cmpi ult, %v473, %v474 : i64
                memref.store %v475, %l162[%k0] : memref<?xi1>
                %v476 = memref.load %l162[%k0] : memref<?xi1>
                cf.cond_br %v476, ^bb59, ^bb64
              ^bb59:
                %v477 = arith.index_cast %n2 : index to i64
                memref.store %v477, %l163[%k0] : memref<?xi64>
                %v478 = memref.load %l150[%k0] : memref<?xi64>
                %v479 = memref.load %l163[%k0] : memref<?xi64>
                %v480 = arith.cmpi ult, %v478, %v479 : i64
                memref.store %v480, %l164[%k0] : memref<?xi1>
                %v481 = memref.load %l164[%k0] : memref<?xi1>
                cf.cond_br %v481, ^bb60, ^bb64
              ^bb60:
                %v482 = arith.index_cast %n2 : index to i64
                memref.store %v482, %l165[%k0] : memref<?xi64>
                %v483 = memref.load %l151[%k0] : memref<?xi64>
                %v484 = memref.load %l165[%k0] : memref<?xi64>
                %v485 = arith.cmpi ult, %v483, %v484 : i64
                memref.store %v485, %l166[%k0] : memref<?xi1>
                %v486 = memref.load %l166[%k0] : memref<?xi1>
                cf.cond_br %v486, ^bb61, ^bb64
              ^bb61:
                %v487 = arith.index_cast %n2 : index to i64
                memref.store %v487, %l167[%k0] : memref<?xi64>
                %v488 = memref.load %l152[%k0] : memref<?xi64>
                %v489 = memref.load %l167[%k0] : memref<?xi64>
                %v490 = arith.cmpi ult, %v488, %v489 : i64
                memref.store %v490, %l168[%k0] : memref<?xi1>
                %v491 = memref.load %l168[%k0] : memref<?xi1>
                cf.cond_br %v491, ^bb62, ^bb64
              ^bb62:
                %v492 = arith.index_cast %n2 : index to i64
                memref.store %v492, %l169[%k0] : memref<?xi64>
                %v493 = memref.load %l153[%k0] : memref<?xi64>
                %v494 = memref.load %l169[%k0] : memref<?xi64>
                %v495 = arith.cmpi ult, %v493, %v494 : i64
                memref.store %v495, %l170[%k0] : memref<?xi1>
                %v496 = memref.load %l170[%k0] : memref<?xi1>
                cf.cond_br %v496, ^bb63, ^bb64
              ^bb63:
                %v497 = memref.load %l150[%k0] : memref<?xi64>
                %v498 = arith.index_cast %v497 : i64 to index
                %v499 = memref.load %p0[%v498] : memref<?xf32>
                memref.store %v499, %l171[%k0] : memref<?xf32>
                %v500 = memref.load %l151[%k0] : memref<?xi64>
                %v501 = arith.index_cast %v500 : i64 to index
                %v502 = memref.load %p0[%v501] : memref<?xf32>
                memref.store %v502, %l172[%k0] : memref<?xf32>
                %v503 = memref.load %l152[%k0] : memref<?xi64>
                %v504 = arith.index_cast %v503 : i64 to index
                %v505 = memref.load %p0[%v504] : memref<?xf32>
                memref.store %v505, %l173[%k0] : memref<?xf32>
                %v506 = memref.load %l153[%k0] : memref<?xi64>
                %v507 = arith.index_cast %v506 : i64 to index
                %v508 = memref.load %p0[%v507] : memref<?xf32>
                memref.store %v508, %l174[%k0] : memref<?xf32>
                %v509 = memref.load %l171[%k0] : memref<?xf32>
                %v510 = memref.load %l148[%k0] : memref<?xf32>
                %v511 = arith.subf %v509, %v510 : f32
                memref.store %v511, %l175[%k0] : memref<?xf32>
                %v512 = memref.load %l175[%k0] : memref<?xf32>
                %v513 = math.exp %v512 : f32
                memref.store %v513, %l176[%k0] : memref<?xf32>
                %v514 = memref.load %l176[%k0] : memref<?xf32>
                %v515 = memref.load %l149[%k0] : memref<?xf32>
                %v516 = arith.divf %v514, %v515 : f32
                memref.store %v516, %l177[%k0] : memref<?xf32>
                %v517 = memref.load %l150[%k0] : memref<?xi64>
                %v518 = arith.index_cast %v517 : i64 to index
                %v519 = memref.load %l177[%k0] : memref<?xf32>
                memref.store %v519, %p2[%v518] : memref<?xf32>
                %v520 = memref.load %l172[%k0] : memref<?xf32>
                %v521 = memref.load %l148[%k0] : memref<?xf32>
                %v522 = arith.subf %v520, %v521 : f32
                memref.store %v522, %l178[%k0] : memref<?xf32>
                %v523 = memref.load %l178[%k0] : memref<?xf32>
                %v524 = math.exp %v523 : f32
                memref.store %v524, %l179[%k0] : memref<?xf32>
                %v525 = memref.load %l179[%k0] : memref<?xf32>
                %v526 = memref.load %l149[%k0] : memref<?xf32>
                %v527 = arith.divf %v525, %v526 : f32
                memref.store %v527, %l180[%k0] : memref<?xf32>
                %v528 = memref.load %l151[%k0] : memref<?xi64>
                %v529 = arith.index_cast %v528 : i64 to index
                %v530 = memref.load %l180[%k0] : memref<?xf32>
                memref.store %v530, %p2[%v529] : memref<?xf32>
                %v531 = memref.load %l173[%k0] : memref<?xf32>
                %v532 = memref.load %l148[%k0] : memref<?xf32>
                %v533 = arith.subf %v531, %v532 : f32
                memref.store %v533, %l181[%k0] : memref<?xf32>
                %v534 = memref.load %l181[%k0] : memref<?xf32>
                %v535 = math.exp %v534 : f32
                memref.store %v535, %l182[%k0] : memref<?xf32>
                %v536 = memref.load %l182[%k0] : memref<?xf32>
                %v537 = memref.load %l149[%k0] : memref<?xf32>
                %v538 = arith.divf %v536, %v537 : f32
                memref.store %v538, %l183[%k0] : memref<?xf32>
                %v539 = memref.load %l152[%k0] : memref<?xi64>
                %v540 = arith.index_cast %v539 : i64 to index
                %v541 = memref.load %l183[%k0] : memref<?xf32>
                memref.store %v541, %p2[%v540] : memref<?xf32>
                %v542 = memref.load %l174[%k0] : memref<?xf32>
                %v543 = memref.load %l148[%k0] : memref<?xf32>
                %v544 = arith.subf %v542, %v543 : f32
                memref.store %v544, %l184[%k0] : memref<?xf32>
                %v545 = memref.load %l184[%k0] : memref<?xf32>
                %v546 = math.exp %v545 : f32
                memref.store %v546, %l185[%k0] : memref<?xf32>
                %v547 = memref.load %l185[%k0] : memref<?xf32>
                %v548 = memref.load %l149[%k0] : memref<?xf32>
                %v549 = arith.divf %v547, %v548 : f32
                memref.store %v549, %l186[%k0] : memref<?xf32>
                %v550 = memref.load %l153[%k0] : memref<?xi64>
                %v551 = arith.index_cast %v550 : i64 to index
                %v552 = memref.load %l186[%k0] : memref<?xf32>
                memref.store %v552, %p2[%v551] : memref<?xf32>
                %v553 = arith.constant 4 : i64
                %v554 = arith.constant 256 : i64
                %v555 = arith.muli %v553, %v554 : i64
                memref.store %v555, %l187[%k0] : memref<?xi64>
                %v556 = memref.load %l150[%k0] : memref<?xi64>
                %v557 = memref.load %l187[%k0] : memref<?xi64>
                %v558 = arith.addi %v556, %v557 : i64
                memref.store %v558, %l16[%k0] : memref<?xi64>
                cf.br ^bb54
              ^bb64:
                %v559 = memref.load %l16[%k0] : memref<?xi64>
                memref.store %v559, %l188[%k0] : memref<?xi64>
                %v560 = memref.load %l188[%k0] : memref<?xi64>
                %v561 = memref.load %ls10[%lane] : memref<?xi64>
                %v562 = arith.cmpi ult, %v560, %v561 : i64
                memref.store %v562, %l189[%k0] : memref<?xi1>
                %v563 = memref.load %l189[%k0] : memref<?xi1>
                cf.cond_br %v563, ^bb65, ^bb68
              ^bb65:
                %v564 = arith.index_cast %n0 : index to i64
                memref.store %v564, %l190[%k0] : memref<?xi64>
                %v565 = memref.load %l188[%k0] : memref<?xi64>
                %v566 = memref.load %l190[%k0] : memref<?xi64>
                %v567 = arith.cmpi ult, %v565, %v566 : i64
                memref.store %v567, %l191[%k0] : memref<?xi1>
                %v568 = memref.load %l191[%k0] : memref<?xi1>
                cf.cond_br %v568, ^bb66, ^bb68
              ^bb66:
                %v569 = arith.index_cast %n2 : index to i64
                memref.store %v569, %l192[%k0] : memref<?xi64>
                %v570 = memref.load %l188[%k0] : memref<?xi64>
                %v571 = memref.load %l192[%k0] : memref<?xi64>
                %v572 = arith.cmpi ult, %v570, %v571 : i64
                memref.store %v572, %l193[%k0] : memref<?xi1>
                %v573 = memref.load %l193[%k0] : memref<?xi1>
                cf.cond_br %v573, ^bb67, ^bb68
              ^bb67:
                %v574 = memref.load %l188[%k0] : memref<?xi64>
                %v575 = arith.index_cast %v574 : i64 to index
                %v576 = memref.load %p0[%v575] : memref<?xf32>
                memref.store %v576, %l194[%k0] : memref<?xf32>
                %v577 = memref.load %l194[%k0] : memref<?xf32>
                %v578 = memref.load %l148[%k0] : memref<?xf32>
                %v579 = arith.subf %v577, %v578 : f32
                memref.store %v579, %l195[%k0] : memref<?xf32>
                %v580 = memref.load %l195[%k0] : memref<?xf32>
                %v581 = math.exp %v580 : f32
                memref.store %v581, %l196[%k0] : memref<?xf32>
                %v582 = memref.load %l196[%k0] : memref<?xf32>
                %v583 = memref.load %l149[%k0] : memref<?xf32>
                %v584 = arith.divf %v582, %v583 : f32
                memref.store %v584, %l197[%k0] : memref<?xf32>
                %v585 = memref.load %l188[%k0] : memref<?xi64>
                %v586 = arith.index_cast %v585 : i64 to index
                %v587 = memref.load %l197[%k0] : memref<?xf32>
                memref.store %v587, %p2[%v586] : memref<?xf32>
                %v588 = memref.load %l188[%k0] : memref<?xi64>
                %v589 = arith.constant 256 : i64
                %v590 = arith.addi %v588, %v589 : i64
                memref.store %v590, %l16[%k0] : memref<?xi64>
                cf.br ^bb64
              ^bb68:
                %v591 = arith.constant -1 : i32
                memref.store %v591, %resume[%lane] : memref<?xi32>
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
