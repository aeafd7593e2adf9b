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
    %b_ls5_c0 = "aie.buffer"(%t_c0) {sym_name = "ls5_c0"} : (index) -> memref<256xi64>
    %b_ls412_c0 = "aie.buffer"(%t_c0) {sym_name = "ls412_c0"} : (index) -> memref<256xi64>
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
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi64>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi64>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi1>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi1>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi32>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi32>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi32>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xf32>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xf32>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xf32>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xf32>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xf32>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xf32>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xf32>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xf32>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi64>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi1>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi64>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi1>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi64>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi1>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi64>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi1>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi1>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi1>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi1>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi1>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi1>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi1>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi1>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi1>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi32>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi32>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi32>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi32>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xf32>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xf32>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xf32>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xf32>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xf32>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xf32>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xf32>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xf32>
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
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi64>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi64>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi64>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi64>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi64>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi64>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi64>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xi64>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xi1>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi64>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi1>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi1>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi32>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi32>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xi32>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xi32>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xf32>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xf32>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xf32>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xf32>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xf32>
    %b_l108_c0 = "aie.buffer"(%t_c0) {sym_name = "l108_c0"} : (index) -> memref<1xf32>
    %b_l109_c0 = "aie.buffer"(%t_c0) {sym_name = "l109_c0"} : (index) -> memref<1xf32>
    %b_l110_c0 = "aie.buffer"(%t_c0) {sym_name = "l110_c0"} : (index) -> memref<1xf32>
    %b_l111_c0 = "aie.buffer"(%t_c0) {sym_name = "l111_c0"} : (index) -> memref<1xi1>
    %b_l112_c0 = "aie.buffer"(%t_c0) {sym_name = "l112_c0"} : (index) -> memref<1xi64>
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xi1>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xi64>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xi1>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xi64>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xi1>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xi64>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xi1>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xi1>
    %b_l121_c0 = "aie.buffer"(%t_c0) {sym_name = "l121_c0"} : (index) -> memref<1xi1>
    %b_l122_c0 = "aie.buffer"(%t_c0) {sym_name = "l122_c0"} : (index) -> memref<1xi1>
    %b_l123_c0 = "aie.buffer"(%t_c0) {sym_name = "l123_c0"} : (index) -> memref<1xi1>
    %b_l124_c0 = "aie.buffer"(%t_c0) {sym_name = "l124_c0"} : (index) -> memref<1xi1>
    %b_l125_c0 = "aie.buffer"(%t_c0) {sym_name = "l125_c0"} : (index) -> memref<1xi1>
    %b_l126_c0 = "aie.buffer"(%t_c0) {sym_name = "l126_c0"} : (index) -> memref<1xi1>
    %b_l127_c0 = "aie.buffer"(%t_c0) {sym_name = "l127_c0"} : (index) -> memref<1xi1>
    %b_l128_c0 = "aie.buffer"(%t_c0) {sym_name = "l128_c0"} : (index) -> memref<1xi32>
    %b_l129_c0 = "aie.buffer"(%t_c0) {sym_name = "l129_c0"} : (index) -> memref<1xi32>
    %b_l130_c0 = "aie.buffer"(%t_c0) {sym_name = "l130_c0"} : (index) -> memref<1xi32>
    %b_l131_c0 = "aie.buffer"(%t_c0) {sym_name = "l131_c0"} : (index) -> memref<1xi32>
    %b_l132_c0 = "aie.buffer"(%t_c0) {sym_name = "l132_c0"} : (index) -> memref<1xf32>
    %b_l133_c0 = "aie.buffer"(%t_c0) {sym_name = "l133_c0"} : (index) -> memref<1xf32>
    %b_l134_c0 = "aie.buffer"(%t_c0) {sym_name = "l134_c0"} : (index) -> memref<1xf32>
    %b_l135_c0 = "aie.buffer"(%t_c0) {sym_name = "l135_c0"} : (index) -> memref<1xf32>
    %b_l136_c0 = "aie.buffer"(%t_c0) {sym_name = "l136_c0"} : (index) -> memref<1xf32>
    %b_l137_c0 = "aie.buffer"(%t_c0) {sym_name = "l137_c0"} : (index) -> memref<1xf32>
    %b_l138_c0 = "aie.buffer"(%t_c0) {sym_name = "l138_c0"} : (index) -> memref<1xf32>
    %b_l139_c0 = "aie.buffer"(%t_c0) {sym_name = "l139_c0"} : (index) -> memref<1xf32>
    %b_l140_c0 = "aie.buffer"(%t_c0) {sym_name = "l140_c0"} : (index) -> memref<1xi1>
    %b_l141_c0 = "aie.buffer"(%t_c0) {sym_name = "l141_c0"} : (index) -> memref<1xi32>
    %b_l142_c0 = "aie.buffer"(%t_c0) {sym_name = "l142_c0"} : (index) -> memref<1xi64>
    %b_l143_c0 = "aie.buffer"(%t_c0) {sym_name = "l143_c0"} : (index) -> memref<1xi64>
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
    %b_l157_c0 = "aie.buffer"(%t_c0) {sym_name = "l157_c0"} : (index) -> memref<1xi32>
    %b_l158_c0 = "aie.buffer"(%t_c0) {sym_name = "l158_c0"} : (index) -> memref<1xi32>
    %b_l159_c0 = "aie.buffer"(%t_c0) {sym_name = "l159_c0"} : (index) -> memref<1xi32>
    %b_l160_c0 = "aie.buffer"(%t_c0) {sym_name = "l160_c0"} : (index) -> memref<1xi32>
    %b_l161_c0 = "aie.buffer"(%t_c0) {sym_name = "l161_c0"} : (index) -> memref<1xi32>
    %b_l162_c0 = "aie.buffer"(%t_c0) {sym_name = "l162_c0"} : (index) -> memref<1xf32>
    %b_l163_c0 = "aie.buffer"(%t_c0) {sym_name = "l163_c0"} : (index) -> memref<1xi1>
    %b_l164_c0 = "aie.buffer"(%t_c0) {sym_name = "l164_c0"} : (index) -> memref<1xi32>
    %b_l165_c0 = "aie.buffer"(%t_c0) {sym_name = "l165_c0"} : (index) -> memref<1xf32>
    %b_l166_c0 = "aie.buffer"(%t_c0) {sym_name = "l166_c0"} : (index) -> memref<1xf32>
    %b_l167_c0 = "aie.buffer"(%t_c0) {sym_name = "l167_c0"} : (index) -> memref<1xf32>
    %b_l168_c0 = "aie.buffer"(%t_c0) {sym_name = "l168_c0"} : (index) -> memref<1xi1>
    %b_l169_c0 = "aie.buffer"(%t_c0) {sym_name = "l169_c0"} : (index) -> memref<1xf32>
    %b_l170_c0 = "aie.buffer"(%t_c0) {sym_name = "l170_c0"} : (index) -> memref<1xi1>
    %b_l171_c0 = "aie.buffer"(%t_c0) {sym_name = "l171_c0"} : (index) -> memref<1xi32>
    %b_l172_c0 = "aie.buffer"(%t_c0) {sym_name = "l172_c0"} : (index) -> memref<1xi32>
    %b_l173_c0 = "aie.buffer"(%t_c0) {sym_name = "l173_c0"} : (index) -> memref<1xi32>
    %b_l174_c0 = "aie.buffer"(%t_c0) {sym_name = "l174_c0"} : (index) -> memref<1xi32>
    %b_l175_c0 = "aie.buffer"(%t_c0) {sym_name = "l175_c0"} : (index) -> memref<1xi32>
    %b_l176_c0 = "aie.buffer"(%t_c0) {sym_name = "l176_c0"} : (index) -> memref<1xi32>
    %b_l177_c0 = "aie.buffer"(%t_c0) {sym_name = "l177_c0"} : (index) -> memref<1xi32>
    %b_l178_c0 = "aie.buffer"(%t_c0) {sym_name = "l178_c0"} : (index) -> memref<1xi32>
    %b_l179_c0 = "aie.buffer"(%t_c0) {sym_name = "l179_c0"} : (index) -> memref<1xf32>
    %b_l180_c0 = "aie.buffer"(%t_c0) {sym_name = "l180_c0"} : (index) -> memref<1xf32>
    %b_l181_c0 = "aie.buffer"(%t_c0) {sym_name = "l181_c0"} : (index) -> memref<1xi32>
    %b_l182_c0 = "aie.buffer"(%t_c0) {sym_name = "l182_c0"} : (index) -> memref<1xi32>
    %b_l183_c0 = "aie.buffer"(%t_c0) {sym_name = "l183_c0"} : (index) -> memref<1xi64>
    %b_l184_c0 = "aie.buffer"(%t_c0) {sym_name = "l184_c0"} : (index) -> memref<1xi1>
    %b_l185_c0 = "aie.buffer"(%t_c0) {sym_name = "l185_c0"} : (index) -> memref<1xi32>
    %b_l186_c0 = "aie.buffer"(%t_c0) {sym_name = "l186_c0"} : (index) -> memref<1xi32>
    %b_l187_c0 = "aie.buffer"(%t_c0) {sym_name = "l187_c0"} : (index) -> memref<1xi32>
    %b_l188_c0 = "aie.buffer"(%t_c0) {sym_name = "l188_c0"} : (index) -> memref<1xi32>
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
    %b_l201_c0 = "aie.buffer"(%t_c0) {sym_name = "l201_c0"} : (index) -> memref<1xf32>
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
    %b_l214_c0 = "aie.buffer"(%t_c0) {sym_name = "l214_c0"} : (index) -> memref<1xf32>
    %b_l215_c0 = "aie.buffer"(%t_c0) {sym_name = "l215_c0"} : (index) -> memref<1xf32>
    %b_l216_c0 = "aie.buffer"(%t_c0) {sym_name = "l216_c0"} : (index) -> memref<1xf32>
    %b_l217_c0 = "aie.buffer"(%t_c0) {sym_name = "l217_c0"} : (index) -> memref<1xf32>
    %b_l218_c0 = "aie.buffer"(%t_c0) {sym_name = "l218_c0"} : (index) -> memref<1xf32>
    %b_l219_c0 = "aie.buffer"(%t_c0) {sym_name = "l219_c0"} : (index) -> memref<1xf32>
    %b_l220_c0 = "aie.buffer"(%t_c0) {sym_name = "l220_c0"} : (index) -> memref<1xi32>
    %b_l221_c0 = "aie.buffer"(%t_c0) {sym_name = "l221_c0"} : (index) -> memref<1xi32>
    %b_l222_c0 = "aie.buffer"(%t_c0) {sym_name = "l222_c0"} : (index) -> memref<1xi32>
    %b_l223_c0 = "aie.buffer"(%t_c0) {sym_name = "l223_c0"} : (index) -> memref<1xi32>
    %b_l224_c0 = "aie.buffer"(%t_c0) {sym_name = "l224_c0"} : (index) -> memref<1xf32>
    %b_l225_c0 = "aie.buffer"(%t_c0) {sym_name = "l225_c0"} : (index) -> memref<1xf32>
    %b_l226_c0 = "aie.buffer"(%t_c0) {sym_name = "l226_c0"} : (index) -> memref<1xf32>
    %b_l227_c0 = "aie.buffer"(%t_c0) {sym_name = "l227_c0"} : (index) -> memref<1xf32>
    %b_l228_c0 = "aie.buffer"(%t_c0) {sym_name = "l228_c0"} : (index) -> memref<1xf32>
    %b_l229_c0 = "aie.buffer"(%t_c0) {sym_name = "l229_c0"} : (index) -> memref<1xf32>
    %b_l230_c0 = "aie.buffer"(%t_c0) {sym_name = "l230_c0"} : (index) -> memref<1xi32>
    %b_l231_c0 = "aie.buffer"(%t_c0) {sym_name = "l231_c0"} : (index) -> memref<1xi32>
    %b_l232_c0 = "aie.buffer"(%t_c0) {sym_name = "l232_c0"} : (index) -> memref<1xi32>
    %b_l233_c0 = "aie.buffer"(%t_c0) {sym_name = "l233_c0"} : (index) -> memref<1xf32>
    %b_l234_c0 = "aie.buffer"(%t_c0) {sym_name = "l234_c0"} : (index) -> memref<1xf32>
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
    %b_l245_c0 = "aie.buffer"(%t_c0) {sym_name = "l245_c0"} : (index) -> memref<1xf32>
    %b_l246_c0 = "aie.buffer"(%t_c0) {sym_name = "l246_c0"} : (index) -> memref<1xf32>
    %b_l247_c0 = "aie.buffer"(%t_c0) {sym_name = "l247_c0"} : (index) -> memref<1xi32>
    %b_l248_c0 = "aie.buffer"(%t_c0) {sym_name = "l248_c0"} : (index) -> memref<1xi32>
    %b_l249_c0 = "aie.buffer"(%t_c0) {sym_name = "l249_c0"} : (index) -> memref<1xi32>
    %b_l250_c0 = "aie.buffer"(%t_c0) {sym_name = "l250_c0"} : (index) -> memref<1xi32>
    %b_l251_c0 = "aie.buffer"(%t_c0) {sym_name = "l251_c0"} : (index) -> memref<1xf32>
    %b_l252_c0 = "aie.buffer"(%t_c0) {sym_name = "l252_c0"} : (index) -> memref<1xf32>
    %b_l253_c0 = "aie.buffer"(%t_c0) {sym_name = "l253_c0"} : (index) -> memref<1xf32>
    %b_l254_c0 = "aie.buffer"(%t_c0) {sym_name = "l254_c0"} : (index) -> memref<1xf32>
    %b_l255_c0 = "aie.buffer"(%t_c0) {sym_name = "l255_c0"} : (index) -> memref<1xf32>
    %b_l256_c0 = "aie.buffer"(%t_c0) {sym_name = "l256_c0"} : (index) -> memref<1xf32>
    %b_l257_c0 = "aie.buffer"(%t_c0) {sym_name = "l257_c0"} : (index) -> memref<1xi32>
    %b_l258_c0 = "aie.buffer"(%t_c0) {sym_name = "l258_c0"} : (index) -> memref<1xi32>
    %b_l259_c0 = "aie.buffer"(%t_c0) {sym_name = "l259_c0"} : (index) -> memref<1xi32>
    %b_l260_c0 = "aie.buffer"(%t_c0) {sym_name = "l260_c0"} : (index) -> memref<1xi32>
    %b_l261_c0 = "aie.buffer"(%t_c0) {sym_name = "l261_c0"} : (index) -> memref<1xf32>
    %b_l262_c0 = "aie.buffer"(%t_c0) {sym_name = "l262_c0"} : (index) -> memref<1xf32>
    %b_l263_c0 = "aie.buffer"(%t_c0) {sym_name = "l263_c0"} : (index) -> memref<1xf32>
    %b_l264_c0 = "aie.buffer"(%t_c0) {sym_name = "l264_c0"} : (index) -> memref<1xf32>
    %b_l265_c0 = "aie.buffer"(%t_c0) {sym_name = "l265_c0"} : (index) -> memref<1xf32>
    %b_l266_c0 = "aie.buffer"(%t_c0) {sym_name = "l266_c0"} : (index) -> memref<1xf32>
    %b_l267_c0 = "aie.buffer"(%t_c0) {sym_name = "l267_c0"} : (index) -> memref<1xi32>
    %b_l268_c0 = "aie.buffer"(%t_c0) {sym_name = "l268_c0"} : (index) -> memref<1xi32>
    %b_l269_c0 = "aie.buffer"(%t_c0) {sym_name = "l269_c0"} : (index) -> memref<1xi32>
    %b_l270_c0 = "aie.buffer"(%t_c0) {sym_name = "l270_c0"} : (index) -> memref<1xf32>
    %b_l271_c0 = "aie.buffer"(%t_c0) {sym_name = "l271_c0"} : (index) -> memref<1xf32>
    %b_l272_c0 = "aie.buffer"(%t_c0) {sym_name = "l272_c0"} : (index) -> memref<1xf32>
    %b_l273_c0 = "aie.buffer"(%t_c0) {sym_name = "l273_c0"} : (index) -> memref<1xf32>
    %b_l274_c0 = "aie.buffer"(%t_c0) {sym_name = "l274_c0"} : (index) -> memref<1xf32>
    %b_l275_c0 = "aie.buffer"(%t_c0) {sym_name = "l275_c0"} : (index) -> memref<1xi1>
    %b_l276_c0 = "aie.buffer"(%t_c0) {sym_name = "l276_c0"} : (index) -> memref<1xi32>
    %b_l277_c0 = "aie.buffer"(%t_c0) {sym_name = "l277_c0"} : (index) -> memref<1xi64>
    %b_l278_c0 = "aie.buffer"(%t_c0) {sym_name = "l278_c0"} : (index) -> memref<1xi64>
    %b_l279_c0 = "aie.buffer"(%t_c0) {sym_name = "l279_c0"} : (index) -> memref<1xi32>
    %b_l280_c0 = "aie.buffer"(%t_c0) {sym_name = "l280_c0"} : (index) -> memref<1xi32>
    %b_l281_c0 = "aie.buffer"(%t_c0) {sym_name = "l281_c0"} : (index) -> memref<1xi32>
    %b_l282_c0 = "aie.buffer"(%t_c0) {sym_name = "l282_c0"} : (index) -> memref<1xi32>
    %b_l283_c0 = "aie.buffer"(%t_c0) {sym_name = "l283_c0"} : (index) -> memref<1xi32>
    %b_l284_c0 = "aie.buffer"(%t_c0) {sym_name = "l284_c0"} : (index) -> memref<1xi32>
    %b_l285_c0 = "aie.buffer"(%t_c0) {sym_name = "l285_c0"} : (index) -> memref<1xi32>
    %b_l286_c0 = "aie.buffer"(%t_c0) {sym_name = "l286_c0"} : (index) -> memref<1xi32>
    %b_l287_c0 = "aie.buffer"(%t_c0) {sym_name = "l287_c0"} : (index) -> memref<1xi32>
    %b_l288_c0 = "aie.buffer"(%t_c0) {sym_name = "l288_c0"} : (index) -> memref<1xi32>
    %b_l289_c0 = "aie.buffer"(%t_c0) {sym_name = "l289_c0"} : (index) -> memref<1xi32>
    %b_l290_c0 = "aie.buffer"(%t_c0) {sym_name = "l290_c0"} : (index) -> memref<1xi32>
    %b_l291_c0 = "aie.buffer"(%t_c0) {sym_name = "l291_c0"} : (index) -> memref<1xi32>
    %b_l292_c0 = "aie.buffer"(%t_c0) {sym_name = "l292_c0"} : (index) -> memref<1xi32>
    %b_l293_c0 = "aie.buffer"(%t_c0) {sym_name = "l293_c0"} : (index) -> memref<1xi32>
    %b_l294_c0 = "aie.buffer"(%t_c0) {sym_name = "l294_c0"} : (index) -> memref<1xi32>
    %b_l295_c0 = "aie.buffer"(%t_c0) {sym_name = "l295_c0"} : (index) -> memref<1xi32>
    %b_l296_c0 = "aie.buffer"(%t_c0) {sym_name = "l296_c0"} : (index) -> memref<1xi32>
    %b_l297_c0 = "aie.buffer"(%t_c0) {sym_name = "l297_c0"} : (index) -> memref<1xf32>
    %b_l298_c0 = "aie.buffer"(%t_c0) {sym_name = "l298_c0"} : (index) -> memref<1xi1>
    %b_l299_c0 = "aie.buffer"(%t_c0) {sym_name = "l299_c0"} : (index) -> memref<1xi32>
    %b_l300_c0 = "aie.buffer"(%t_c0) {sym_name = "l300_c0"} : (index) -> memref<1xf32>
    %b_l301_c0 = "aie.buffer"(%t_c0) {sym_name = "l301_c0"} : (index) -> memref<1xf32>
    %b_l302_c0 = "aie.buffer"(%t_c0) {sym_name = "l302_c0"} : (index) -> memref<1xf32>
    %b_l303_c0 = "aie.buffer"(%t_c0) {sym_name = "l303_c0"} : (index) -> memref<1xi1>
    %b_l304_c0 = "aie.buffer"(%t_c0) {sym_name = "l304_c0"} : (index) -> memref<1xf32>
    %b_l305_c0 = "aie.buffer"(%t_c0) {sym_name = "l305_c0"} : (index) -> memref<1xi1>
    %b_l306_c0 = "aie.buffer"(%t_c0) {sym_name = "l306_c0"} : (index) -> memref<1xi32>
    %b_l307_c0 = "aie.buffer"(%t_c0) {sym_name = "l307_c0"} : (index) -> memref<1xi32>
    %b_l308_c0 = "aie.buffer"(%t_c0) {sym_name = "l308_c0"} : (index) -> memref<1xi32>
    %b_l309_c0 = "aie.buffer"(%t_c0) {sym_name = "l309_c0"} : (index) -> memref<1xi32>
    %b_l310_c0 = "aie.buffer"(%t_c0) {sym_name = "l310_c0"} : (index) -> memref<1xi32>
    %b_l311_c0 = "aie.buffer"(%t_c0) {sym_name = "l311_c0"} : (index) -> memref<1xi32>
    %b_l312_c0 = "aie.buffer"(%t_c0) {sym_name = "l312_c0"} : (index) -> memref<1xi32>
    %b_l313_c0 = "aie.buffer"(%t_c0) {sym_name = "l313_c0"} : (index) -> memref<1xi32>
    %b_l314_c0 = "aie.buffer"(%t_c0) {sym_name = "l314_c0"} : (index) -> memref<1xf32>
    %b_l315_c0 = "aie.buffer"(%t_c0) {sym_name = "l315_c0"} : (index) -> memref<1xf32>
    %b_l316_c0 = "aie.buffer"(%t_c0) {sym_name = "l316_c0"} : (index) -> memref<1xi32>
    %b_l317_c0 = "aie.buffer"(%t_c0) {sym_name = "l317_c0"} : (index) -> memref<1xi32>
    %b_l318_c0 = "aie.buffer"(%t_c0) {sym_name = "l318_c0"} : (index) -> memref<1xi64>
    %b_l319_c0 = "aie.buffer"(%t_c0) {sym_name = "l319_c0"} : (index) -> memref<1xi1>
    %b_l320_c0 = "aie.buffer"(%t_c0) {sym_name = "l320_c0"} : (index) -> memref<1xi32>
    %b_l321_c0 = "aie.buffer"(%t_c0) {sym_name = "l321_c0"} : (index) -> memref<1xi32>
    %b_l322_c0 = "aie.buffer"(%t_c0) {sym_name = "l322_c0"} : (index) -> memref<1xi32>
    %b_l323_c0 = "aie.buffer"(%t_c0) {sym_name = "l323_c0"} : (index) -> memref<1xi32>
    %b_l324_c0 = "aie.buffer"(%t_c0) {sym_name = "l324_c0"} : (index) -> memref<1xi32>
    %b_l325_c0 = "aie.buffer"(%t_c0) {sym_name = "l325_c0"} : (index) -> memref<1xi32>
    %b_l326_c0 = "aie.buffer"(%t_c0) {sym_name = "l326_c0"} : (index) -> memref<1xi32>
    %b_l327_c0 = "aie.buffer"(%t_c0) {sym_name = "l327_c0"} : (index) -> memref<1xi32>
    %b_l328_c0 = "aie.buffer"(%t_c0) {sym_name = "l328_c0"} : (index) -> memref<1xi32>
    %b_l329_c0 = "aie.buffer"(%t_c0) {sym_name = "l329_c0"} : (index) -> memref<1xi32>
    %b_l330_c0 = "aie.buffer"(%t_c0) {sym_name = "l330_c0"} : (index) -> memref<1xi32>
    %b_l331_c0 = "aie.buffer"(%t_c0) {sym_name = "l331_c0"} : (index) -> memref<1xi32>
    %b_l332_c0 = "aie.buffer"(%t_c0) {sym_name = "l332_c0"} : (index) -> memref<1xi32>
    %b_l333_c0 = "aie.buffer"(%t_c0) {sym_name = "l333_c0"} : (index) -> memref<1xi32>
    %b_l334_c0 = "aie.buffer"(%t_c0) {sym_name = "l334_c0"} : (index) -> memref<1xi32>
    %b_l335_c0 = "aie.buffer"(%t_c0) {sym_name = "l335_c0"} : (index) -> memref<1xi32>
    %b_l336_c0 = "aie.buffer"(%t_c0) {sym_name = "l336_c0"} : (index) -> memref<1xf32>
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
    %b_l349_c0 = "aie.buffer"(%t_c0) {sym_name = "l349_c0"} : (index) -> memref<1xf32>
    %b_l350_c0 = "aie.buffer"(%t_c0) {sym_name = "l350_c0"} : (index) -> memref<1xf32>
    %b_l351_c0 = "aie.buffer"(%t_c0) {sym_name = "l351_c0"} : (index) -> memref<1xf32>
    %b_l352_c0 = "aie.buffer"(%t_c0) {sym_name = "l352_c0"} : (index) -> memref<1xf32>
    %b_l353_c0 = "aie.buffer"(%t_c0) {sym_name = "l353_c0"} : (index) -> memref<1xf32>
    %b_l354_c0 = "aie.buffer"(%t_c0) {sym_name = "l354_c0"} : (index) -> memref<1xf32>
    %b_l355_c0 = "aie.buffer"(%t_c0) {sym_name = "l355_c0"} : (index) -> memref<1xi32>
    %b_l356_c0 = "aie.buffer"(%t_c0) {sym_name = "l356_c0"} : (index) -> memref<1xi32>
    %b_l357_c0 = "aie.buffer"(%t_c0) {sym_name = "l357_c0"} : (index) -> memref<1xi32>
    %b_l358_c0 = "aie.buffer"(%t_c0) {sym_name = "l358_c0"} : (index) -> memref<1xi32>
    %b_l359_c0 = "aie.buffer"(%t_c0) {sym_name = "l359_c0"} : (index) -> memref<1xf32>
    %b_l360_c0 = "aie.buffer"(%t_c0) {sym_name = "l360_c0"} : (index) -> memref<1xf32>
    %b_l361_c0 = "aie.buffer"(%t_c0) {sym_name = "l361_c0"} : (index) -> memref<1xf32>
    %b_l362_c0 = "aie.buffer"(%t_c0) {sym_name = "l362_c0"} : (index) -> memref<1xf32>
    %b_l363_c0 = "aie.buffer"(%t_c0) {sym_name = "l363_c0"} : (index) -> memref<1xf32>
    %b_l364_c0 = "aie.buffer"(%t_c0) {sym_name = "l364_c0"} : (index) -> memref<1xf32>
    %b_l365_c0 = "aie.buffer"(%t_c0) {sym_name = "l365_c0"} : (index) -> memref<1xi32>
    %b_l366_c0 = "aie.buffer"(%t_c0) {sym_name = "l366_c0"} : (index) -> memref<1xi32>
    %b_l367_c0 = "aie.buffer"(%t_c0) {sym_name = "l367_c0"} : (index) -> memref<1xi32>
    %b_l368_c0 = "aie.buffer"(%t_c0) {sym_name = "l368_c0"} : (index) -> memref<1xf32>
    %b_l369_c0 = "aie.buffer"(%t_c0) {sym_name = "l369_c0"} : (index) -> memref<1xf32>
    %b_l370_c0 = "aie.buffer"(%t_c0) {sym_name = "l370_c0"} : (index) -> memref<1xf32>
    %b_l371_c0 = "aie.buffer"(%t_c0) {sym_name = "l371_c0"} : (index) -> memref<1xf32>
    %b_l372_c0 = "aie.buffer"(%t_c0) {sym_name = "l372_c0"} : (index) -> memref<1xf32>
    %b_l373_c0 = "aie.buffer"(%t_c0) {sym_name = "l373_c0"} : (index) -> memref<1xf32>
    %b_l374_c0 = "aie.buffer"(%t_c0) {sym_name = "l374_c0"} : (index) -> memref<1xi32>
    %b_l375_c0 = "aie.buffer"(%t_c0) {sym_name = "l375_c0"} : (index) -> memref<1xi32>
    %b_l376_c0 = "aie.buffer"(%t_c0) {sym_name = "l376_c0"} : (index) -> memref<1xf32>
    %b_l377_c0 = "aie.buffer"(%t_c0) {sym_name = "l377_c0"} : (index) -> memref<1xf32>
    %b_l378_c0 = "aie.buffer"(%t_c0) {sym_name = "l378_c0"} : (index) -> memref<1xf32>
    %b_l379_c0 = "aie.buffer"(%t_c0) {sym_name = "l379_c0"} : (index) -> memref<1xf32>
    %b_l380_c0 = "aie.buffer"(%t_c0) {sym_name = "l380_c0"} : (index) -> memref<1xf32>
    %b_l381_c0 = "aie.buffer"(%t_c0) {sym_name = "l381_c0"} : (index) -> memref<1xf32>
    %b_l382_c0 = "aie.buffer"(%t_c0) {sym_name = "l382_c0"} : (index) -> memref<1xi32>
    %b_l383_c0 = "aie.buffer"(%t_c0) {sym_name = "l383_c0"} : (index) -> memref<1xi32>
    %b_l384_c0 = "aie.buffer"(%t_c0) {sym_name = "l384_c0"} : (index) -> memref<1xi32>
    %b_l385_c0 = "aie.buffer"(%t_c0) {sym_name = "l385_c0"} : (index) -> memref<1xi32>
    %b_l386_c0 = "aie.buffer"(%t_c0) {sym_name = "l386_c0"} : (index) -> memref<1xf32>
    %b_l387_c0 = "aie.buffer"(%t_c0) {sym_name = "l387_c0"} : (index) -> memref<1xf32>
    %b_l388_c0 = "aie.buffer"(%t_c0) {sym_name = "l388_c0"} : (index) -> memref<1xf32>
    %b_l389_c0 = "aie.buffer"(%t_c0) {sym_name = "l389_c0"} : (index) -> memref<1xf32>
    %b_l390_c0 = "aie.buffer"(%t_c0) {sym_name = "l390_c0"} : (index) -> memref<1xf32>
    %b_l391_c0 = "aie.buffer"(%t_c0) {sym_name = "l391_c0"} : (index) -> memref<1xf32>
    %b_l392_c0 = "aie.buffer"(%t_c0) {sym_name = "l392_c0"} : (index) -> memref<1xi32>
    %b_l393_c0 = "aie.buffer"(%t_c0) {sym_name = "l393_c0"} : (index) -> memref<1xi32>
    %b_l394_c0 = "aie.buffer"(%t_c0) {sym_name = "l394_c0"} : (index) -> memref<1xi32>
    %b_l395_c0 = "aie.buffer"(%t_c0) {sym_name = "l395_c0"} : (index) -> memref<1xi32>
    %b_l396_c0 = "aie.buffer"(%t_c0) {sym_name = "l396_c0"} : (index) -> memref<1xf32>
    %b_l397_c0 = "aie.buffer"(%t_c0) {sym_name = "l397_c0"} : (index) -> memref<1xf32>
    %b_l398_c0 = "aie.buffer"(%t_c0) {sym_name = "l398_c0"} : (index) -> memref<1xf32>
    %b_l399_c0 = "aie.buffer"(%t_c0) {sym_name = "l399_c0"} : (index) -> memref<1xf32>
    %b_l400_c0 = "aie.buffer"(%t_c0) {sym_name = "l400_c0"} : (index) -> memref<1xf32>
    %b_l401_c0 = "aie.buffer"(%t_c0) {sym_name = "l401_c0"} : (index) -> memref<1xf32>
    %b_l402_c0 = "aie.buffer"(%t_c0) {sym_name = "l402_c0"} : (index) -> memref<1xi32>
    %b_l403_c0 = "aie.buffer"(%t_c0) {sym_name = "l403_c0"} : (index) -> memref<1xi32>
    %b_l404_c0 = "aie.buffer"(%t_c0) {sym_name = "l404_c0"} : (index) -> memref<1xi32>
    %b_l405_c0 = "aie.buffer"(%t_c0) {sym_name = "l405_c0"} : (index) -> memref<1xf32>
    %b_l406_c0 = "aie.buffer"(%t_c0) {sym_name = "l406_c0"} : (index) -> memref<1xf32>
    %b_l407_c0 = "aie.buffer"(%t_c0) {sym_name = "l407_c0"} : (index) -> memref<1xf32>
    %b_l408_c0 = "aie.buffer"(%t_c0) {sym_name = "l408_c0"} : (index) -> memref<1xf32>
    %b_l409_c0 = "aie.buffer"(%t_c0) {sym_name = "l409_c0"} : (index) -> memref<1xf32>
    %b_l410_c0 = "aie.buffer"(%t_c0) {sym_name = "l410_c0"} : (index) -> memref<1xi1>
    %b_l411_c0 = "aie.buffer"(%t_c0) {sym_name = "l411_c0"} : (index) -> memref<1xf32>
    %b_l413_c0 = "aie.buffer"(%t_c0) {sym_name = "l413_c0"} : (index) -> memref<1xi64>
    %b_l414_c0 = "aie.buffer"(%t_c0) {sym_name = "l414_c0"} : (index) -> memref<1xi1>
    %b_l415_c0 = "aie.buffer"(%t_c0) {sym_name = "l415_c0"} : (index) -> memref<1xi64>
    %b_l416_c0 = "aie.buffer"(%t_c0) {sym_name = "l416_c0"} : (index) -> memref<1xi64>
    %b_l417_c0 = "aie.buffer"(%t_c0) {sym_name = "l417_c0"} : (index) -> memref<1xi64>
    %b_l418_c0 = "aie.buffer"(%t_c0) {sym_name = "l418_c0"} : (index) -> memref<1xi1>
    %b_l419_c0 = "aie.buffer"(%t_c0) {sym_name = "l419_c0"} : (index) -> memref<1xi1>
    %b_l420_c0 = "aie.buffer"(%t_c0) {sym_name = "l420_c0"} : (index) -> memref<1xf32>
    %b_l421_c0 = "aie.buffer"(%t_c0) {sym_name = "l421_c0"} : (index) -> memref<1xf32>
    %b_l422_c0 = "aie.buffer"(%t_c0) {sym_name = "l422_c0"} : (index) -> memref<1xf32>
    %b_l423_c0 = "aie.buffer"(%t_c0) {sym_name = "l423_c0"} : (index) -> memref<1xi64>
    %b_l424_c0 = "aie.buffer"(%t_c0) {sym_name = "l424_c0"} : (index) -> memref<1xi1>
    %b_l425_c0 = "aie.buffer"(%t_c0) {sym_name = "l425_c0"} : (index) -> memref<1xi64>
    %b_l426_c0 = "aie.buffer"(%t_c0) {sym_name = "l426_c0"} : (index) -> memref<1xi1>
    %b_l427_c0 = "aie.buffer"(%t_c0) {sym_name = "l427_c0"} : (index) -> memref<1xf32>
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
      %ls412 = memref.cast %b_ls412_c0 : memref<256xi64> to memref<?xi64>
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
      %l33 = memref.cast %b_l33_c0 : memref<1xi64> to memref<?xi64>
      %l34 = memref.cast %b_l34_c0 : memref<1xi64> to memref<?xi64>
      %l35 = memref.cast %b_l35_c0 : memref<1xi1> to memref<?xi1>
      %l36 = memref.cast %b_l36_c0 : memref<1xi1> to memref<?xi1>
      %l37 = memref.cast %b_l37_c0 : memref<1xi32> to memref<?xi32>
      %l38 = memref.cast %b_l38_c0 : memref<1xi32> to memref<?xi32>
      %l39 = memref.cast %b_l39_c0 : memref<1xi32> to memref<?xi32>
      %l40 = memref.cast %b_l40_c0 : memref<1xi32> to memref<?xi32>
      %l41 = memref.cast %b_l41_c0 : memref<1xf32> to memref<?xf32>
      %l42 = memref.cast %b_l42_c0 : memref<1xf32> to memref<?xf32>
      %l43 = memref.cast %b_l43_c0 : memref<1xf32> to memref<?xf32>
      %l44 = memref.cast %b_l44_c0 : memref<1xf32> to memref<?xf32>
      %l45 = memref.cast %b_l45_c0 : memref<1xf32> to memref<?xf32>
      %l46 = memref.cast %b_l46_c0 : memref<1xf32> to memref<?xf32>
      %l47 = memref.cast %b_l47_c0 : memref<1xf32> to memref<?xf32>
      %l48 = memref.cast %b_l48_c0 : memref<1xf32> to memref<?xf32>
      %l49 = memref.cast %b_l49_c0 : memref<1xi64> to memref<?xi64>
      %l50 = memref.cast %b_l50_c0 : memref<1xi1> to memref<?xi1>
      %l51 = memref.cast %b_l51_c0 : memref<1xi64> to memref<?xi64>
      %l52 = memref.cast %b_l52_c0 : memref<1xi1> to memref<?xi1>
      %l53 = memref.cast %b_l53_c0 : memref<1xi64> to memref<?xi64>
      %l54 = memref.cast %b_l54_c0 : memref<1xi1> to memref<?xi1>
      %l55 = memref.cast %b_l55_c0 : memref<1xi64> to memref<?xi64>
      %l56 = memref.cast %b_l56_c0 : memref<1xi1> to memref<?xi1>
      %l57 = memref.cast %b_l57_c0 : memref<1xi1> to memref<?xi1>
      %l58 = memref.cast %b_l58_c0 : memref<1xi1> to memref<?xi1>
      %l59 = memref.cast %b_l59_c0 : memref<1xi1> to memref<?xi1>
      %l60 = memref.cast %b_l60_c0 : memref<1xi1> to memref<?xi1>
      %l61 = memref.cast %b_l61_c0 : memref<1xi1> to memref<?xi1>
      %l62 = memref.cast %b_l62_c0 : memref<1xi1> to memref<?xi1>
      %l63 = memref.cast %b_l63_c0 : memref<1xi1> to memref<?xi1>
      %l64 = memref.cast %b_l64_c0 : memref<1xi1> to memref<?xi1>
      %l65 = memref.cast %b_l65_c0 : memref<1xi32> to memref<?xi32>
      %l66 = memref.cast %b_l66_c0 : memref<1xi32> to memref<?xi32>
      %l67 = memref.cast %b_l67_c0 : memref<1xi32> to memref<?xi32>
      %l68 = memref.cast %b_l68_c0 : memref<1xi32> to memref<?xi32>
      %l69 = memref.cast %b_l69_c0 : memref<1xf32> to memref<?xf32>
      %l70 = memref.cast %b_l70_c0 : memref<1xf32> to memref<?xf32>
      %l71 = memref.cast %b_l71_c0 : memref<1xf32> to memref<?xf32>
      %l72 = memref.cast %b_l72_c0 : memref<1xf32> to memref<?xf32>
      %l73 = memref.cast %b_l73_c0 : memref<1xf32> to memref<?xf32>
      %l74 = memref.cast %b_l74_c0 : memref<1xf32> to memref<?xf32>
      %l75 = memref.cast %b_l75_c0 : memref<1xf32> to memref<?xf32>
      %l76 = memref.cast %b_l76_c0 : memref<1xf32> to memref<?xf32>
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
      %l87 = memref.cast %b_l87_c0 : memref<1xi64> to memref<?xi64>
      %l88 = memref.cast %b_l88_c0 : memref<1xi64> to memref<?xi64>
      %l89 = memref.cast %b_l89_c0 : memref<1xi64> to memref<?xi64>
      %l90 = memref.cast %b_l90_c0 : memref<1xi64> to memref<?xi64>
      %l91 = memref.cast %b_l91_c0 : memref<1xi64> to memref<?xi64>
      %l92 = memref.cast %b_l92_c0 : memref<1xi64> to memref<?xi64>
      %l93 = memref.cast %b_l93_c0 : memref<1xi64> to memref<?xi64>
      %l94 = memref.cast %b_l94_c0 : memref<1xi64> to memref<?xi64>
      %l95 = memref.cast %b_l95_c0 : memref<1xi1> to memref<?xi1>
      %l96 = memref.cast %b_l96_c0 : memref<1xi64> to memref<?xi64>
      %l97 = memref.cast %b_l97_c0 : memref<1xi1> to memref<?xi1>
      %l98 = memref.cast %b_l98_c0 : memref<1xi1> to memref<?xi1>
      %l99 = memref.cast %b_l99_c0 : memref<1xi32> to memref<?xi32>
      %l100 = memref.cast %b_l100_c0 : memref<1xi32> to memref<?xi32>
      %l101 = memref.cast %b_l101_c0 : memref<1xi32> to memref<?xi32>
      %l102 = memref.cast %b_l102_c0 : memref<1xi32> to memref<?xi32>
      %l103 = memref.cast %b_l103_c0 : memref<1xf32> to memref<?xf32>
      %l104 = memref.cast %b_l104_c0 : memref<1xf32> to memref<?xf32>
      %l105 = memref.cast %b_l105_c0 : memref<1xf32> to memref<?xf32>
      %l106 = memref.cast %b_l106_c0 : memref<1xf32> to memref<?xf32>
      %l107 = memref.cast %b_l107_c0 : memref<1xf32> to memref<?xf32>
      %l108 = memref.cast %b_l108_c0 : memref<1xf32> to memref<?xf32>
      %l109 = memref.cast %b_l109_c0 : memref<1xf32> to memref<?xf32>
      %l110 = memref.cast %b_l110_c0 : memref<1xf32> to memref<?xf32>
      %l111 = memref.cast %b_l111_c0 : memref<1xi1> to memref<?xi1>
      %l112 = memref.cast %b_l112_c0 : memref<1xi64> to memref<?xi64>
      %l113 = memref.cast %b_l113_c0 : memref<1xi1> to memref<?xi1>
      %l114 = memref.cast %b_l114_c0 : memref<1xi64> to memref<?xi64>
      %l115 = memref.cast %b_l115_c0 : memref<1xi1> to memref<?xi1>
      %l116 = memref.cast %b_l116_c0 : memref<1xi64> to memref<?xi64>
      %l117 = memref.cast %b_l117_c0 : memref<1xi1> to memref<?xi1>
      %l118 = memref.cast %b_l118_c0 : memref<1xi64> to memref<?xi64>
      %l119 = memref.cast %b_l119_c0 : memref<1xi1> to memref<?xi1>
      %l120 = memref.cast %b_l120_c0 : memref<1xi1> to memref<?xi1>
      %l121 = memref.cast %b_l121_c0 : memref<1xi1> to memref<?xi1>
      %l122 = memref.cast %b_l122_c0 : memref<1xi1> to memref<?xi1>
      %l123 = memref.cast %b_l123_c0 : memref<1xi1> to memref<?xi1>
      %l124 = memref.cast %b_l124_c0 : memref<1xi1> to memref<?xi1>
      %l125 = memref.cast %b_l125_c0 : memref<1xi1> to memref<?xi1>
      %l126 = memref.cast %b_l126_c0 : memref<1xi1> to memref<?xi1>
      %l127 = memref.cast %b_l127_c0 : memref<1xi1> to memref<?xi1>
      %l128 = memref.cast %b_l128_c0 : memref<1xi32> to memref<?xi32>
      %l129 = memref.cast %b_l129_c0 : memref<1xi32> to memref<?xi32>
      %l130 = memref.cast %b_l130_c0 : memref<1xi32> to memref<?xi32>
      %l131 = memref.cast %b_l131_c0 : memref<1xi32> to memref<?xi32>
      %l132 = memref.cast %b_l132_c0 : memref<1xf32> to memref<?xf32>
      %l133 = memref.cast %b_l133_c0 : memref<1xf32> to memref<?xf32>
      %l134 = memref.cast %b_l134_c0 : memref<1xf32> to memref<?xf32>
      %l135 = memref.cast %b_l135_c0 : memref<1xf32> to memref<?xf32>
      %l136 = memref.cast %b_l136_c0 : memref<1xf32> to memref<?xf32>
      %l137 = memref.cast %b_l137_c0 : memref<1xf32> to memref<?xf32>
      %l138 = memref.cast %b_l138_c0 : memref<1xf32> to memref<?xf32>
      %l139 = memref.cast %b_l139_c0 : memref<1xf32> to memref<?xf32>
      %l140 = memref.cast %b_l140_c0 : memref<1xi1> to memref<?xi1>
      %l141 = memref.cast %b_l141_c0 : memref<1xi32> to memref<?xi32>
      %l142 = memref.cast %b_l142_c0 : memref<1xi64> to memref<?xi64>
      %l143 = memref.cast %b_l143_c0 : memref<1xi64> to memref<?xi64>
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
      %l157 = memref.cast %b_l157_c0 : memref<1xi32> to memref<?xi32>
      %l158 = memref.cast %b_l158_c0 : memref<1xi32> to memref<?xi32>
      %l159 = memref.cast %b_l159_c0 : memref<1xi32> to memref<?xi32>
      %l160 = memref.cast %b_l160_c0 : memref<1xi32> to memref<?xi32>
      %l161 = memref.cast %b_l161_c0 : memref<1xi32> to memref<?xi32>
      %l162 = memref.cast %b_l162_c0 : memref<1xf32> to memref<?xf32>
      %l163 = memref.cast %b_l163_c0 : memref<1xi1> to memref<?xi1>
      %l164 = memref.cast %b_l164_c0 : memref<1xi32> to memref<?xi32>
      %l165 = memref.cast %b_l165_c0 : memref<1xf32> to memref<?xf32>
      %l166 = memref.cast %b_l166_c0 : memref<1xf32> to memref<?xf32>
      %l167 = memref.cast %b_l167_c0 : memref<1xf32> to memref<?xf32>
      %l168 = memref.cast %b_l168_c0 : memref<1xi1> to memref<?xi1>
      %l169 = memref.cast %b_l169_c0 : memref<1xf32> to memref<?xf32>
      %l170 = memref.cast %b_l170_c0 : memref<1xi1> to memref<?xi1>
      %l171 = memref.cast %b_l171_c0 : memref<1xi32> to memref<?xi32>
      %l172 = memref.cast %b_l172_c0 : memref<1xi32> to memref<?xi32>
      %l173 = memref.cast %b_l173_c0 : memref<1xi32> to memref<?xi32>
      %l174 = memref.cast %b_l174_c0 : memref<1xi32> to memref<?xi32>
      %l175 = memref.cast %b_l175_c0 : memref<1xi32> to memref<?xi32>
      %l176 = memref.cast %b_l176_c0 : memref<1xi32> to memref<?xi32>
      %l177 = memref.cast %b_l177_c0 : memref<1xi32> to memref<?xi32>
      %l178 = memref.cast %b_l178_c0 : memref<1xi32> to memref<?xi32>
      %l179 = memref.cast %b_l179_c0 : memref<1xf32> to memref<?xf32>
      %l180 = memref.cast %b_l180_c0 : memref<1xf32> to memref<?xf32>
      %l181 = memref.cast %b_l181_c0 : memref<1xi32> to memref<?xi32>
      %l182 = memref.cast %b_l182_c0 : memref<1xi32> to memref<?xi32>
      %l183 = memref.cast %b_l183_c0 : memref<1xi64> to memref<?xi64>
      %l184 = memref.cast %b_l184_c0 : memref<1xi1> to memref<?xi1>
      %l185 = memref.cast %b_l185_c0 : memref<1xi32> to memref<?xi32>
      %l186 = memref.cast %b_l186_c0 : memref<1xi32> to memref<?xi32>
      %l187 = memref.cast %b_l187_c0 : memref<1xi32> to memref<?xi32>
      %l188 = memref.cast %b_l188_c0 : memref<1xi32> to memref<?xi32>
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
      %l201 = memref.cast %b_l201_c0 : memref<1xf32> to memref<?xf32>
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
      %l214 = memref.cast %b_l214_c0 : memref<1xf32> to memref<?xf32>
      %l215 = memref.cast %b_l215_c0 : memref<1xf32> to memref<?xf32>
      %l216 = memref.cast %b_l216_c0 : memref<1xf32> to memref<?xf32>
      %l217 = memref.cast %b_l217_c0 : memref<1xf32> to memref<?xf32>
      %l218 = memref.cast %b_l218_c0 : memref<1xf32> to memref<?xf32>
      %l219 = memref.cast %b_l219_c0 : memref<1xf32> to memref<?xf32>
      %l220 = memref.cast %b_l220_c0 : memref<1xi32> to memref<?xi32>
      %l221 = memref.cast %b_l221_c0 : memref<1xi32> to memref<?xi32>
      %l222 = memref.cast %b_l222_c0 : memref<1xi32> to memref<?xi32>
      %l223 = memref.cast %b_l223_c0 : memref<1xi32> to memref<?xi32>
      %l224 = memref.cast %b_l224_c0 : memref<1xf32> to memref<?xf32>
      %l225 = memref.cast %b_l225_c0 : memref<1xf32> to memref<?xf32>
      %l226 = memref.cast %b_l226_c0 : memref<1xf32> to memref<?xf32>
      %l227 = memref.cast %b_l227_c0 : memref<1xf32> to memref<?xf32>
      %l228 = memref.cast %b_l228_c0 : memref<1xf32> to memref<?xf32>
      %l229 = memref.cast %b_l229_c0 : memref<1xf32> to memref<?xf32>
      %l230 = memref.cast %b_l230_c0 : memref<1xi32> to memref<?xi32>
      %l231 = memref.cast %b_l231_c0 : memref<1xi32> to memref<?xi32>
      %l232 = memref.cast %b_l232_c0 : memref<1xi32> to memref<?xi32>
      %l233 = memref.cast %b_l233_c0 : memref<1xf32> to memref<?xf32>
      %l234 = memref.cast %b_l234_c0 : memref<1xf32> to memref<?xf32>
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
      %l245 = memref.cast %b_l245_c0 : memref<1xf32> to memref<?xf32>
      %l246 = memref.cast %b_l246_c0 : memref<1xf32> to memref<?xf32>
      %l247 = memref.cast %b_l247_c0 : memref<1xi32> to memref<?xi32>
      %l248 = memref.cast %b_l248_c0 : memref<1xi32> to memref<?xi32>
      %l249 = memref.cast %b_l249_c0 : memref<1xi32> to memref<?xi32>
      %l250 = memref.cast %b_l250_c0 : memref<1xi32> to memref<?xi32>
      %l251 = memref.cast %b_l251_c0 : memref<1xf32> to memref<?xf32>
      %l252 = memref.cast %b_l252_c0 : memref<1xf32> to memref<?xf32>
      %l253 = memref.cast %b_l253_c0 : memref<1xf32> to memref<?xf32>
      %l254 = memref.cast %b_l254_c0 : memref<1xf32> to memref<?xf32>
      %l255 = memref.cast %b_l255_c0 : memref<1xf32> to memref<?xf32>
      %l256 = memref.cast %b_l256_c0 : memref<1xf32> to memref<?xf32>
      %l257 = memref.cast %b_l257_c0 : memref<1xi32> to memref<?xi32>
      %l258 = memref.cast %b_l258_c0 : memref<1xi32> to memref<?xi32>
      %l259 = memref.cast %b_l259_c0 : memref<1xi32> to memref<?xi32>
      %l260 = memref.cast %b_l260_c0 : memref<1xi32> to memref<?xi32>
      %l261 = memref.cast %b_l261_c0 : memref<1xf32> to memref<?xf32>
      %l262 = memref.cast %b_l262_c0 : memref<1xf32> to memref<?xf32>
      %l263 = memref.cast %b_l263_c0 : memref<1xf32> to memref<?xf32>
      %l264 = memref.cast %b_l264_c0 : memref<1xf32> to memref<?xf32>
      %l265 = memref.cast %b_l265_c0 : memref<1xf32> to memref<?xf32>
      %l266 = memref.cast %b_l266_c0 : memref<1xf32> to memref<?xf32>
      %l267 = memref.cast %b_l267_c0 : memref<1xi32> to memref<?xi32>
      %l268 = memref.cast %b_l268_c0 : memref<1xi32> to memref<?xi32>
      %l269 = memref.cast %b_l269_c0 : memref<1xi32> to memref<?xi32>
      %l270 = memref.cast %b_l270_c0 : memref<1xf32> to memref<?xf32>
      %l271 = memref.cast %b_l271_c0 : memref<1xf32> to memref<?xf32>
      %l272 = memref.cast %b_l272_c0 : memref<1xf32> to memref<?xf32>
      %l273 = memref.cast %b_l273_c0 : memref<1xf32> to memref<?xf32>
      %l274 = memref.cast %b_l274_c0 : memref<1xf32> to memref<?xf32>
      %l275 = memref.cast %b_l275_c0 : memref<1xi1> to memref<?xi1>
      %l276 = memref.cast %b_l276_c0 : memref<1xi32> to memref<?xi32>
      %l277 = memref.cast %b_l277_c0 : memref<1xi64> to memref<?xi64>
      %l278 = memref.cast %b_l278_c0 : memref<1xi64> to memref<?xi64>
      %l279 = memref.cast %b_l279_c0 : memref<1xi32> to memref<?xi32>
      %l280 = memref.cast %b_l280_c0 : memref<1xi32> to memref<?xi32>
      %l281 = memref.cast %b_l281_c0 : memref<1xi32> to memref<?xi32>
      %l282 = memref.cast %b_l282_c0 : memref<1xi32> to memref<?xi32>
      %l283 = memref.cast %b_l283_c0 : memref<1xi32> to memref<?xi32>
      %l284 = memref.cast %b_l284_c0 : memref<1xi32> to memref<?xi32>
      %l285 = memref.cast %b_l285_c0 : memref<1xi32> to memref<?xi32>
      %l286 = memref.cast %b_l286_c0 : memref<1xi32> to memref<?xi32>
      %l287 = memref.cast %b_l287_c0 : memref<1xi32> to memref<?xi32>
      %l288 = memref.cast %b_l288_c0 : memref<1xi32> to memref<?xi32>
      %l289 = memref.cast %b_l289_c0 : memref<1xi32> to memref<?xi32>
      %l290 = memref.cast %b_l290_c0 : memref<1xi32> to memref<?xi32>
      %l291 = memref.cast %b_l291_c0 : memref<1xi32> to memref<?xi32>
      %l292 = memref.cast %b_l292_c0 : memref<1xi32> to memref<?xi32>
      %l293 = memref.cast %b_l293_c0 : memref<1xi32> to memref<?xi32>
      %l294 = memref.cast %b_l294_c0 : memref<1xi32> to memref<?xi32>
      %l295 = memref.cast %b_l295_c0 : memref<1xi32> to memref<?xi32>
      %l296 = memref.cast %b_l296_c0 : memref<1xi32> to memref<?xi32>
      %l297 = memref.cast %b_l297_c0 : memref<1xf32> to memref<?xf32>
      %l298 = memref.cast %b_l298_c0 : memref<1xi1> to memref<?xi1>
      %l299 = memref.cast %b_l299_c0 : memref<1xi32> to memref<?xi32>
      %l300 = memref.cast %b_l300_c0 : memref<1xf32> to memref<?xf32>
      %l301 = memref.cast %b_l301_c0 : memref<1xf32> to memref<?xf32>
      %l302 = memref.cast %b_l302_c0 : memref<1xf32> to memref<?xf32>
      %l303 = memref.cast %b_l303_c0 : memref<1xi1> to memref<?xi1>
      %l304 = memref.cast %b_l304_c0 : memref<1xf32> to memref<?xf32>
      %l305 = memref.cast %b_l305_c0 : memref<1xi1> to memref<?xi1>
      %l306 = memref.cast %b_l306_c0 : memref<1xi32> to memref<?xi32>
      %l307 = memref.cast %b_l307_c0 : memref<1xi32> to memref<?xi32>
      %l308 = memref.cast %b_l308_c0 : memref<1xi32> to memref<?xi32>
      %l309 = memref.cast %b_l309_c0 : memref<1xi32> to memref<?xi32>
      %l310 = memref.cast %b_l310_c0 : memref<1xi32> to memref<?xi32>
      %l311 = memref.cast %b_l311_c0 : memref<1xi32> to memref<?xi32>
      %l312 = memref.cast %b_l312_c0 : memref<1xi32> to memref<?xi32>
      %l313 = memref.cast %b_l313_c0 : memref<1xi32> to memref<?xi32>
      %l314 = memref.cast %b_l314_c0 : memref<1xf32> to memref<?xf32>
      %l315 = memref.cast %b_l315_c0 : memref<1xf32> to memref<?xf32>
      %l316 = memref.cast %b_l316_c0 : memref<1xi32> to memref<?xi32>
      %l317 = memref.cast %b_l317_c0 : memref<1xi32> to memref<?xi32>
      %l318 = memref.cast %b_l318_c0 : memref<1xi64> to memref<?xi64>
      %l319 = memref.cast %b_l319_c0 : memref<1xi1> to memref<?xi1>
      %l320 = memref.cast %b_l320_c0 : memref<1xi32> to memref<?xi32>
      %l321 = memref.cast %b_l321_c0 : memref<1xi32> to memref<?xi32>
      %l322 = memref.cast %b_l322_c0 : memref<1xi32> to memref<?xi32>
      %l323 = memref.cast %b_l323_c0 : memref<1xi32> to memref<?xi32>
      %l324 = memref.cast %b_l324_c0 : memref<1xi32> to memref<?xi32>
      %l325 = memref.cast %b_l325_c0 : memref<1xi32> to memref<?xi32>
      %l326 = memref.cast %b_l326_c0 : memref<1xi32> to memref<?xi32>
      %l327 = memref.cast %b_l327_c0 : memref<1xi32> to memref<?xi32>
      %l328 = memref.cast %b_l328_c0 : memref<1xi32> to memref<?xi32>
      %l329 = memref.cast %b_l329_c0 : memref<1xi32> to memref<?xi32>
      %l330 = memref.cast %b_l330_c0 : memref<1xi32> to memref<?xi32>
      %l331 = memref.cast %b_l331_c0 : memref<1xi32> to memref<?xi32>
      %l332 = memref.cast %b_l332_c0 : memref<1xi32> to memref<?xi32>
      %l333 = memref.cast %b_l333_c0 : memref<1xi32> to memref<?xi32>
      %l334 = memref.cast %b_l334_c0 : memref<1xi32> to memref<?xi32>
      %l335 = memref.cast %b_l335_c0 : memref<1xi32> to memref<?xi32>
      %l336 = memref.cast %b_l336_c0 : memref<1xf32> to memref<?xf32>
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
      %l349 = memref.cast %b_l349_c0 : memref<1xf32> to memref<?xf32>
      %l350 = memref.cast %b_l350_c0 : memref<1xf32> to memref<?xf32>
      %l351 = memref.cast %b_l351_c0 : memref<1xf32> to memref<?xf32>
      %l352 = memref.cast %b_l352_c0 : memref<1xf32> to memref<?xf32>
      %l353 = memref.cast %b_l353_c0 : memref<1xf32> to memref<?xf32>
      %l354 = memref.cast %b_l354_c0 : memref<1xf32> to memref<?xf32>
      %l355 = memref.cast %b_l355_c0 : memref<1xi32> to memref<?xi32>
      %l356 = memref.cast %b_l356_c0 : memref<1xi32> to memref<?xi32>
      %l357 = memref.cast %b_l357_c0 : memref<1xi32> to memref<?xi32>
      %l358 = memref.cast %b_l358_c0 : memref<1xi32> to memref<?xi32>
      %l359 = memref.cast %b_l359_c0 : memref<1xf32> to memref<?xf32>
      %l360 = memref.cast %b_l360_c0 : memref<1xf32> to memref<?xf32>
      %l361 = memref.cast %b_l361_c0 : memref<1xf32> to memref<?xf32>
      %l362 = memref.cast %b_l362_c0 : memref<1xf32> to memref<?xf32>
      %l363 = memref.cast %b_l363_c0 : memref<1xf32> to memref<?xf32>
      %l364 = memref.cast %b_l364_c0 : memref<1xf32> to memref<?xf32>
      %l365 = memref.cast %b_l365_c0 : memref<1xi32> to memref<?xi32>
      %l366 = memref.cast %b_l366_c0 : memref<1xi32> to memref<?xi32>
      %l367 = memref.cast %b_l367_c0 : memref<1xi32> to memref<?xi32>
      %l368 = memref.cast %b_l368_c0 : memref<1xf32> to memref<?xf32>
      %l369 = memref.cast %b_l369_c0 : memref<1xf32> to memref<?xf32>
      %l370 = memref.cast %b_l370_c0 : memref<1xf32> to memref<?xf32>
      %l371 = memref.cast %b_l371_c0 : memref<1xf32> to memref<?xf32>
      %l372 = memref.cast %b_l372_c0 : memref<1xf32> to memref<?xf32>
      %l373 = memref.cast %b_l373_c0 : memref<1xf32> to memref<?xf32>
      %l374 = memref.cast %b_l374_c0 : memref<1xi32> to memref<?xi32>
      %l375 = memref.cast %b_l375_c0 : memref<1xi32> to memref<?xi32>
      %l376 = memref.cast %b_l376_c0 : memref<1xf32> to memref<?xf32>
      %l377 = memref.cast %b_l377_c0 : memref<1xf32> to memref<?xf32>
      %l378 = memref.cast %b_l378_c0 : memref<1xf32> to memref<?xf32>
      %l379 = memref.cast %b_l379_c0 : memref<1xf32> to memref<?xf32>
      %l380 = memref.cast %b_l380_c0 : memref<1xf32> to memref<?xf32>
      %l381 = memref.cast %b_l381_c0 : memref<1xf32> to memref<?xf32>
      %l382 = memref.cast %b_l382_c0 : memref<1xi32> to memref<?xi32>
      %l383 = memref.cast %b_l383_c0 : memref<1xi32> to memref<?xi32>
      %l384 = memref.cast %b_l384_c0 : memref<1xi32> to memref<?xi32>
      %l385 = memref.cast %b_l385_c0 : memref<1xi32> to memref<?xi32>
      %l386 = memref.cast %b_l386_c0 : memref<1xf32> to memref<?xf32>
      %l387 = memref.cast %b_l387_c0 : memref<1xf32> to memref<?xf32>
      %l388 = memref.cast %b_l388_c0 : memref<1xf32> to memref<?xf32>
      %l389 = memref.cast %b_l389_c0 : memref<1xf32> to memref<?xf32>
      %l390 = memref.cast %b_l390_c0 : memref<1xf32> to memref<?xf32>
      %l391 = memref.cast %b_l391_c0 : memref<1xf32> to memref<?xf32>
      %l392 = memref.cast %b_l392_c0 : memref<1xi32> to memref<?xi32>
      %l393 = memref.cast %b_l393_c0 : memref<1xi32> to memref<?xi32>
      %l394 = memref.cast %b_l394_c0 : memref<1xi32> to memref<?xi32>
      %l395 = memref.cast %b_l395_c0 : memref<1xi32> to memref<?xi32>
      %l396 = memref.cast %b_l396_c0 : memref<1xf32> to memref<?xf32>
      %l397 = memref.cast %b_l397_c0 : memref<1xf32> to memref<?xf32>
      %l398 = memref.cast %b_l398_c0 : memref<1xf32> to memref<?xf32>
      %l399 = memref.cast %b_l399_c0 : memref<1xf32> to memref<?xf32>
      %l400 = memref.cast %b_l400_c0 : memref<1xf32> to memref<?xf32>
      %l401 = memref.cast %b_l401_c0 : memref<1xf32> to memref<?xf32>
      %l402 = memref.cast %b_l402_c0 : memref<1xi32> to memref<?xi32>
      %l403 = memref.cast %b_l403_c0 : memref<1xi32> to memref<?xi32>
      %l404 = memref.cast %b_l404_c0 : memref<1xi32> to memref<?xi32>
      %l405 = memref.cast %b_l405_c0 : memref<1xf32> to memref<?xf32>
      %l406 = memref.cast %b_l406_c0 : memref<1xf32> to memref<?xf32>
      %l407 = memref.cast %b_l407_c0 : memref<1xf32> to memref<?xf32>
      %l408 = memref.cast %b_l408_c0 : memref<1xf32> to memref<?xf32>
      %l409 = memref.cast %b_l409_c0 : memref<1xf32> to memref<?xf32>
      %l410 = memref.cast %b_l410_c0 : memref<1xi1> to memref<?xi1>
      %l411 = memref.cast %b_l411_c0 : memref<1xf32> to memref<?xf32>
      %l413 = memref.cast %b_l413_c0 : memref<1xi64> to memref<?xi64>
      %l414 = memref.cast %b_l414_c0 : memref<1xi1> to memref<?xi1>
      %l415 = memref.cast %b_l415_c0 : memref<1xi64> to memref<?xi64>
      %l416 = memref.cast %b_l416_c0 : memref<1xi64> to memref<?xi64>
      %l417 = memref.cast %b_l417_c0 : memref<1xi64> to memref<?xi64>
      %l418 = memref.cast %b_l418_c0 : memref<1xi1> to memref<?xi1>
      %l419 = memref.cast %b_l419_c0 : memref<1xi1> to memref<?xi1>
      %l420 = memref.cast %b_l420_c0 : memref<1xf32> to memref<?xf32>
      %l421 = memref.cast %b_l421_c0 : memref<1xf32> to memref<?xf32>
      %l422 = memref.cast %b_l422_c0 : memref<1xf32> to memref<?xf32>
      %l423 = memref.cast %b_l423_c0 : memref<1xi64> to memref<?xi64>
      %l424 = memref.cast %b_l424_c0 : memref<1xi1> to memref<?xi1>
      %l425 = memref.cast %b_l425_c0 : memref<1xi64> to memref<?xi64>
      %l426 = memref.cast %b_l426_c0 : memref<1xi1> to memref<?xi1>
      %l427 = memref.cast %b_l427_c0 : memref<1xf32> to memref<?xf32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 61: ^bb61, 67: ^bb67]
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
                cf.cond_br %v51, ^bb3, ^bb58
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
                cf.cond_br %v66, ^bb58, ^bb5
              ^bb5:
                %v67 = memref.load %l13[%k0] : memref<?xi64>
                %v68 = memref.load %l15[%k0] : memref<?xi64>
                %v69 = arith.addi %v67, %v68 : i64
                memref.store %v69, %l17[%k0] : memref<?xi64>
                %v70 = memref.load %l17[%k0] : memref<?xi64>
                %v71 = arith.constant 34 : i64
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
                %v80 = arith.constant 2 : i64
                %v81 = memref.load %l6[%k0] : memref<?xi64>
                %v82 = arith.muli %v80, %v81 : i64
                memref.store %v82, %l20[%k0] : memref<?xi64>
                %v83 = memref.load %l19[%k0] : memref<?xi64>
                %v84 = memref.load %l20[%k0] : memref<?xi64>
                %v85 = arith.addi %v83, %v84 : i64
                memref.store %v85, %l21[%k0] : memref<?xi64>
                %v86 = memref.load %l21[%k0] : memref<?xi64>
                %v87 = arith.constant 1 : i64
                %v88 = arith.addi %v86, %v87 : i64
                memref.store %v88, %l22[%k0] : memref<?xi64>
                %v89 = memref.load %l21[%k0] : memref<?xi64>
                %v90 = arith.constant 2 : i64
                %v91 = arith.addi %v89, %v90 : i64
                memref.store %v91, %l23[%k0] : memref<?xi64>
                %v92 = memref.load %l15[%k0] : memref<?xi64>
                %v93 = arith.constant 32 : i64
                %v94 = arith.muli %v92, %v93 : i64
                memref.store %v94, %l24[%k0] : memref<?xi64>
                %v95 = arith.constant 8 : i64
                %v96 = memref.load %l6[%k0] : memref<?xi64>
                %v97 = arith.muli %v95, %v96 : i64
                memref.store %v97, %l25[%k0] : memref<?xi64>
                %v98 = memref.load %l24[%k0] : memref<?xi64>
                %v99 = memref.load %l25[%k0] : memref<?xi64>
                %v100 = arith.addi %v98, %v99 : i64
                memref.store %v100, %l26[%k0] : memref<?xi64>
                %v101 = memref.load %l26[%k0] : memref<?xi64>
                %v102 = arith.constant 1 : i64
                %v103 = arith.ori %v101, %v102 : i64
                memref.store %v103, %l27[%k0] : memref<?xi64>
                %v104 = memref.load %l26[%k0] : memref<?xi64>
                %v105 = arith.constant 2 : i64
                %v106 = arith.ori %v104, %v105 : i64
                memref.store %v106, %l28[%k0] : memref<?xi64>
                %v107 = memref.load %l26[%k0] : memref<?xi64>
                %v108 = arith.constant 3 : i64
                %v109 = arith.ori %v107, %v108 : i64
                memref.store %v109, %l29[%k0] : memref<?xi64>
                %v110 = memref.load %l26[%k0] : memref<?xi64>
                %v111 = arith.constant 4 : i64
                %v112 = arith.ori %v110, %v111 : i64
                memref.store %v112, %l30[%k0] : memref<?xi64>
                %v113 = memref.load %l26[%k0] : memref<?xi64>
                %v114 = arith.constant 5 : i64
                %v115 = arith.ori %v113, %v114 : i64
                memref.store %v115, %l31[%k0] : memref<?xi64>
                %v116 = memref.load %l26[%k0] : memref<?xi64>
                %v117 = arith.constant 6 : i64
                %v118 = arith.ori %v116, %v117 : i64
                memref.store %v118, %l32[%k0] : memref<?xi64>
                %v119 = memref.load %l26[%k0] : memref<?xi64>
                %v120 = arith.constant 7 : i64
                %v121 = arith.ori %v119, %v120 : i64
                memref.store %v121, %l33[%k0] : memref<?xi64>
                %v122 = arith.index_cast %n0 : index to i64
                memref.store %v122, %l34[%k0] : memref<?xi64>
                %v123 = memref.load %l23[%k0] : memref<?xi64>
                %v124 = memref.load %l34[%k0] : memref<?xi64>
                %v125 = arith.cmpi ult, %v123, %v124 : i64
                memref.store %v125, %l35[%k0] : memref<?xi1>
                %v126 = memref.load %l35[%k0] : memref<?xi1>
                cf.cond_br %v126, ^bb6, ^bb7
              ^bb6:
                %v127 = memref.load %l33[%k0] : memref<?xi64>
                %v128 = memref.load %l9[%k0] : memref<?xi64>
                %v129 = arith.cmpi ult, %v127, %v128 : i64
                memref.store %v129, %l36[%k0] : memref<?xi1>
                cf.br ^bb8
              ^bb7:
                %v130 = arith.constant false
                memref.store %v130, %l36[%k0] : memref<?xi1>
                cf.br ^bb8
              ^bb8:
                %v131 = arith.constant 0 : i32
                memref.store %v131, %l37[%k0] : memref<?xi32>
                %v132 = arith.constant 0 : i32
                memref.store %v132, %l38[%k0] : memref<?xi32>
                %v133 = arith.constant 0 : i32
                memref.store %v133, %l39[%k0] : memref<?xi32>
                %v134 = arith.constant 0 : i32
                memref.store %v134, %l40[%k0] : memref<?xi32>
                %v135 = arith.constant 0x00000000 : f32
                memref.store %v135, %l41[%k0] : memref<?xf32>
                %v136 = arith.constant 0x00000000 : f32
                memref.store %v136, %l42[%k0] : memref<?xf32>
                %v137 = arith.constant 0x00000000 : f32
                memref.store %v137, %l43[%k0] : memref<?xf32>
                %v138 = arith.constant 0x00000000 : f32
                memref.store %v138, %l44[%k0] : memref<?xf32>
                %v139 = arith.constant 0x00000000 : f32
                memref.store %v139, %l45[%k0] : memref<?xf32>
                %v140 = arith.constant 0x00000000 : f32
                memref.store %v140, %l46[%k0] : memref<?xf32>
                %v141 = arith.constant 0x00000000 : f32
                memref.store %v141, %l47[%k0] : memref<?xf32>
                %v142 = arith.constant 0x00000000 : f32
                memref.store %v142, %l48[%k0] : memref<?xf32>
                %v143 = arith.index_cast %n0 : index to i64
                memref.store %v143, %l49[%k0] : memref<?xi64>
                %v144 = memref.load %l23[%k0] : memref<?xi64>
                %v145 = memref.load %l49[%k0] : memref<?xi64>
                %v146 = arith.cmpi ult, %v144, %v145 : i64
                memref.store %v146, %l50[%k0] : memref<?xi1>
                %v147 = memref.load %l50[%k0] : memref<?xi1>
                cf.cond_br %v147, ^bb9, ^bb21
              ^bb9:
                %v148 = arith.index_cast %n0 : index to i64
                memref.store %v148, %l51[%k0] : memref<?xi64>
                %v149 = memref.load %l19[%k0] : memref<?xi64>
                %v150 = memref.load %l51[%k0] : memref<?xi64>
                %v151 = arith.cmpi ult, %v149, %v150 : i64
                memref.store %v151, %l52[%k0] : memref<?xi1>
                %v152 = memref.load %l52[%k0] : memref<?xi1>
                cf.cond_br %v152, ^bb10, ^bb21
              ^bb10:
                %v153 = arith.index_cast %n0 : index to i64
                memref.store %v153, %l53[%k0] : memref<?xi64>
                %v154 = memref.load %l21[%k0] : memref<?xi64>
                %v155 = memref.load %l53[%k0] : memref<?xi64>
                %v156 = arith.cmpi ult, %v154, %v155 : i64
                memref.store %v156, %l54[%k0] : memref<?xi1>
                %v157 = memref.load %l54[%k0] : memref<?xi1>
                cf.cond_br %v157, ^bb11, ^bb21
              ^bb11:
                %v158 = arith.index_cast %n0 : index to i64
                memref.store %v158, %l55[%k0] : memref<?xi64>
                %v159 = memref.load %l22[%k0] : memref<?xi64>
                %v160 = memref.load %l55[%k0] : memref<?xi64>
                %v161 = arith.cmpi ult, %v159, %v160 : i64
                memref.store %v161, %l56[%k0] : memref<?xi1>
                %v162 = memref.load %l56[%k0] : memref<?xi1>
                cf.cond_br %v162, ^bb12, ^bb21
              ^bb12:
                %v163 = memref.load %l33[%k0] : memref<?xi64>
                %v164 = memref.load %l9[%k0] : memref<?xi64>
                %v165 = arith.cmpi ult, %v163, %v164 : i64
                memref.store %v165, %l57[%k0] : memref<?xi1>
                %v166 = memref.load %l57[%k0] : memref<?xi1>
                cf.cond_br %v166, ^bb13, ^bb21
              ^bb13:
                %v167 = memref.load %l26[%k0] : memref<?xi64>
                %v168 = memref.load %l9[%k0] : memref<?xi64>
                %v169 = arith.cmpi ult, %v167, %v168 : i64
                memref.store %v169, %l58[%k0] : memref<?xi1>
                %v170 = memref.load %l58[%k0] : memref<?xi1>
                cf.cond_br %v170, ^bb14, ^bb21
              ^bb14:
                %v171 = memref.load %l27[%k0] : memref<?xi64>
                %v172 = memref.load %l9[%k0] : memref<?xi64>
                %v173 = arith.cmpi ult, %v171, %v172 : i64
                memref.store %v173, %l59[%k0] : memref<?xi1>
                %v174 = memref.load %l59[%k0] : memref<?xi1>
                cf.cond_br %v174, ^bb15, ^bb21
              ^bb15:
                %v175 = memref.load %l28[%k0] : memref<?xi64>
                %v176 = memref.load %l9[%k0] : memref<?xi64>
                %v177 = arith.cmpi ult, %v175, %v176 : i64
                memref.store %v177, %l60[%k0] : memref<?xi1>
                %v178 = memref.load %l60[%k0] : memref<?xi1>
                cf.cond_br %v178, ^bb16, ^bb21
              ^bb16:
                %v179 = memref.load %l29[%k0] : memref<?xi64>
                %v180 = memref.load %l9[%k0] : memref<?xi64>
                %v181 = arith.cmpi ult, %v179, %v180 : i64
                memref.store %v181, %l61[%k0] : memref<?xi1>
                %v182 = memref.load %l61[%k0] : memref<?xi1>
                cf.cond_br %v182, ^bb17, ^bb21
              ^bb17:
                %v183 = memref.load %l30[%k0] : memref<?xi64>
                %v184 = memref.load %l9[%k0] : memref<?xi64>
                %v185 = arith.cmpi ult, %v183, %v184 : i64
                memref.store %v185, %l62[%k0] : memref<?xi1>
                %v186 = memref.load %l62[%k0] : memref<?xi1>
                cf.cond_br %v186, ^bb18, ^bb21
              ^bb18:
                %v187 = memref.load %l31[%k0] : memref<?xi64>
                %v188 = memref.load %l9[%k0] : memref<?xi64>
                %v189 = arith.cmpi ult, %v187, %v188 : i64
                memref.store %v189, %l63[%k0] : memref<?xi1>
                %v190 = memref.load %l63[%k0] : memref<?xi1>
                cf.cond_br %v190, ^bb19, ^bb21
              ^bb19:
                %v191 = memref.load %l32[%k0] : memref<?xi64>
                %v192 = memref.load %l9[%k0] : memref<?xi64>
                %v193 = arith.cmpi ult, %v191, %v192 : i64
                memref.store %v193, %l64[%k0] : memref<?xi1>
                %v194 = memref.load %l64[%k0] : memref<?xi1>
                cf.cond_br %v194, ^bb20, ^bb21
              ^bb20:
                %v195 = memref.load %l19[%k0] : memref<?xi64>
                %v196 = arith.index_cast %v195 : i64 to index
                %v197 = memref.load %p0[%v196] : memref<?xi32>
                memref.store %v197, %l65[%k0] : memref<?xi32>
                %v198 = memref.load %l65[%k0] : memref<?xi32>
                memref.store %v198, %l37[%k0] : memref<?xi32>
                %v199 = memref.load %l21[%k0] : memref<?xi64>
                %v200 = arith.index_cast %v199 : i64 to index
                %v201 = memref.load %p0[%v200] : memref<?xi32>
                memref.store %v201, %l66[%k0] : memref<?xi32>
                %v202 = memref.load %l66[%k0] : memref<?xi32>
                memref.store %v202, %l38[%k0] : memref<?xi32>
                %v203 = memref.load %l22[%k0] : memref<?xi64>
                %v204 = arith.index_cast %v203 : i64 to index
                %v205 = memref.load %p0[%v204] : memref<?xi32>
                memref.store %v205, %l67[%k0] : memref<?xi32>
                %v206 = memref.load %l67[%k0] : memref<?xi32>
                memref.store %v206, %l39[%k0] : memref<?xi32>
                %v207 = memref.load %l23[%k0] : memref<?xi64>
                %v208 = arith.index_cast %v207 : i64 to index
                %v209 = memref.load %p0[%v208] : memref<?xi32>
                memref.store %v209, %l68[%k0] : memref<?xi32>
                %v210 = memref.load %l68[%k0] : memref<?xi32>
                memref.store %v210, %l40[%k0] : memref<?xi32>
                %v211 = memref.load %l26[%k0] : memref<?xi64>
                %v212 = arith.index_cast %v211 : i64 to index
                %v213 = memref.load %p1[%v212] : memref<?xf32>
                memref.store %v213, %l69[%k0] : memref<?xf32>
                %v214 = memref.load %l69[%k0] : memref<?xf32>
                memref.store %v214, %l41[%k0] : memref<?xf32>
                %v215 = memref.load %l27[%k0] : memref<?xi64>
                %v216 = arith.index_cast %v215 : i64 to index
                %v217 = memref.load %p1[%v216] : memref<?xf32>
                memref.store %v217, %l70[%k0] : memref<?xf32>
                %v218 = memref.load %l70[%k0] : memref<?xf32>
                memref.store %v218, %l42[%k0] : memref<?xf32>
                %v219 = memref.load %l28[%k0] : memref<?xi64>
                %v220 = arith.index_cast %v219 : i64 to index
                %v221 = memref.load %p1[%v220] : memref<?xf32>
                memref.store %v221, %l71[%k0] : memref<?xf32>
                %v222 = memref.load %l71[%k0] : memref<?xf32>
                memref.store %v222, %l43[%k0] : memref<?xf32>
                %v223 = memref.load %l29[%k0] : memref<?xi64>
                %v224 = arith.index_cast %v223 : i64 to index
                %v225 = memref.load %p1[%v224] : memref<?xf32>
                memref.store %v225, %l72[%k0] : memref<?xf32>
                %v226 = memref.load %l72[%k0] : memref<?xf32>
                memref.store %v226, %l44[%k0] : memref<?xf32>
                %v227 = memref.load %l30[%k0] : memref<?xi64>
                %v228 = arith.index_cast %v227 : i64 to index
                %v229 = memref.load %p1[%v228] : memref<?xf32>
                memref.store %v229, %l73[%k0] : memref<?xf32>
                %v230 = memref.load %l73[%k0] : memref<?xf32>
                memref.store %v230, %l45[%k0] : memref<?xf32>
                %v231 = memref.load %l31[%k0] : memref<?xi64>
                %v232 = arith.index_cast %v231 : i64 to index
                %v233 = memref.load %p1[%v232] : memref<?xf32>
                memref.store %v233, %l74[%k0] : memref<?xf32>
                %v234 = memref.load %l74[%k0] : memref<?xf32>
                memref.store %v234, %l46[%k0] : memref<?xf32>
                %v235 = memref.load %l32[%k0] : memref<?xi64>
                %v236 = arith.index_cast %v235 : i64 to index
                %v237 = memref.load %p1[%v236] : memref<?xf32>
                memref.store %v237, %l75[%k0] : memref<?xf32>
                %v238 = memref.load %l75[%k0] : memref<?xf32>
                memref.store %v238, %l47[%k0] : memref<?xf32>
                %v239 = memref.load %l33[%k0] : memref<?xi64>
                %v240 = arith.index_cast %v239 : i64 to index
                %v241 = memref.load %p1[%v240] : memref<?xf32>
                memref.store %v241, %l76[%k0] : memref<?xf32>
                %v242 = memref.load %l76[%k0] : memref<?xf32>
                memref.store %v242, %l48[%k0] : memref<?xf32>
                cf.br ^bb21
              ^bb21:
                %v243 = memref.load %l15[%k0] : memref<?xi64>
                %v244 = arith.constant 8 : i64
                %v245 = arith.addi %v243, %v244 : i64
                memref.store %v245, %l77[%k0] : memref<?xi64>
                %v246 = memref.load %l13[%k0] : memref<?xi64>
                %v247 = memref.load %l77[%k0] : memref<?xi64>
                %v248 = arith.addi %v246, %v247 : i64
                memref.store %v248, %l78[%k0] : memref<?xi64>
                %v249 = memref.load %l78[%k0] : memref<?xi64>
                %v250 = arith.constant 34 : i64
                %v251 = arith.muli %v249, %v250 : i64
                memref.store %v251, %l79[%k0] : memref<?xi64>
                %v252 = memref.load %l79[%k0] : memref<?xi64>
                %v253 = arith.constant 4 : i64
                %v254 = arith.constant 0 : i64
                %v255 = arith.cmpi eq, %v253, %v254 : i64
                %v256 = arith.constant 1 : i64
                %v257 = arith.select %v255, %v256, %v253 : i64
                %v258 = arith.divui %v252, %v257 : i64
                memref.store %v258, %l80[%k0] : memref<?xi64>
                %v259 = arith.constant 2 : i64
                %v260 = memref.load %l6[%k0] : memref<?xi64>
                %v261 = arith.muli %v259, %v260 : i64
                memref.store %v261, %l81[%k0] : memref<?xi64>
                %v262 = memref.load %l80[%k0] : memref<?xi64>
                %v263 = memref.load %l81[%k0] : memref<?xi64>
                %v264 = arith.addi %v262, %v263 : i64
                memref.store %v264, %l82[%k0] : memref<?xi64>
                %v265 = memref.load %l82[%k0] : memref<?xi64>
                %v266 = arith.constant 1 : i64
                %v267 = arith.addi %v265, %v266 : i64
                memref.store %v267, %l83[%k0] : memref<?xi64>
                %v268 = memref.load %l82[%k0] : memref<?xi64>
                %v269 = arith.constant 2 : i64
                %v270 = arith.addi %v268, %v269 : i64
                memref.store %v270, %l84[%k0] : memref<?xi64>
                %v271 = memref.load %l77[%k0] : memref<?xi64>
                %v272 = arith.constant 32 : i64
                %v273 = arith.muli %v271, %v272 : i64
                memref.store %v273, %l85[%k0] : memref<?xi64>
                %v274 = arith.constant 8 : i64
                %v275 = memref.load %l6[%k0] : memref<?xi64>
                %v276 = arith.muli %v274, %v275 : i64
                memref.store %v276, %l86[%k0] : memref<?xi64>
                %v277 = memref.load %l85[%k0] : memref<?xi64>
                %v278 = memref.load %l86[%k0] : memref<?xi64>
                %v279 = arith.addi %v277, %v278 : i64
                memref.store %v279, %l87[%k0] : memref<?xi64>
                %v280 = memref.load %l87[%k0] : memref<?xi64>
                %v281 = arith.constant 1 : i64
                %v282 = arith.ori %v280, %v281 : i64
                memref.store %v282, %l88[%k0] : memref<?xi64>
                %v283 = memref.load %l87[%k0] : memref<?xi64>
                %v284 = arith.constant 2 : i64
                %v285 = arith.ori %v283, %v284 : i64
                memref.store %v285, %l89[%k0] : memref<?xi64>
                %v286 = memref.load %l87[%k0] : memref<?xi64>
                %v287 = arith.constant 3 : i64
                %v288 = arith.ori %v286, %v287 : i64
                memref.store %v288, %l90[%k0] : memref<?xi64>
                %v289 = memref.load %l87[%k0] : memref<?xi64>
                %v290 = arith.constant 4 : i64
                %v291 = arith.ori %v289, %v290 : i64
                memref.store %v291, %l91[%k0] : memref<?xi64>
                %v292 = memref.load %l87[%k0] : memref<?xi64>
                %v293 = arith.constant 5 : i64
                %v294 = arith.ori %v292, %v293 : i64
                memref.store %v294, %l92[%k0] : memref<?xi64>
                %v295 = memref.load %l87[%k0] : memref<?xi64>
                %v296 = arith.constant 6 : i64
                %v297 = arith.ori %v295, %v296 : i64
                memref.store %v297, %l93[%k0] : memref<?xi64>
                %v298 = memref.load %l87[%k0] : memref<?xi64>
                %v299 = arith.constant 7 : i64
                %v300 = arith.ori %v298, %v299 : i64
                memref.store %v300, %l94[%k0] : memref<?xi64>
                %v301 = memref.load %l77[%k0] : memref<?xi64>
                %v302 = memref.load %l8[%k0] : memref<?xi64>
                %v303 = arith.cmpi ult, %v301, %v302 : i64
                memref.store %v303, %l95[%k0] : memref<?xi1>
                %v304 = memref.load %l95[%k0] : memref<?xi1>
                cf.cond_br %v304, ^bb22, ^bb24
              ^bb22:
                %v305 = arith.index_cast %n0 : index to i64
                memref.store %v305, %l96[%k0] : memref<?xi64>
                %v306 = memref.load %l84[%k0] : memref<?xi64>
                %v307 = memref.load %l96[%k0] : memref<?xi64>
                %v308 = arith.cmpi ult, %v306, %v307 : i64
                memref.store %v308, %l97[%k0] : memref<?xi1>
                %v309 = memref.load %l97[%k0] : memref<?xi1>
                cf.cond_br %v309, ^bb23, ^bb24
              ^bb23:
                %v310 = memref.load %l94[%k0] : memref<?xi64>
                %v311 = memref.load %l9[%k0] : memref<?xi64>
                %v312 = arith.cmpi ult, %v310, %v311 : i64
                memref.store %v312, %l98[%k0] : memref<?xi1>
                cf.br ^bb25
              ^bb24:
                %v313 = arith.constant false
                memref.store %v313, %l98[%k0] : memref<?xi1>
                cf.br ^bb25
              ^bb25:
                %v314 = arith.constant 0 : i32
                memref.store %v314, %l99[%k0] : memref<?xi32>
                %v315 = arith.constant 0 : i32
                memref.store %v315, %l100[%k0] : memref<?xi32>
                %v316 = arith.constant 0 : i32
                memref.store %v316, %l101[%k0] : memref<?xi32>
                %v317 = arith.constant 0 : i32
                memref.store %v317, %l102[%k0] : memref<?xi32>
                %v318 = arith.constant 0x00000000 : f32
                memref.store %v318, %l103[%k0] : memref<?xf32>
                %v319 = arith.constant 0x00000000 : f32
                memref.store %v319, %l104[%k0] : memref<?xf32>
                %v320 = arith.constant 0x00000000 : f32
                memref.store %v320, %l105[%k0] : memref<?xf32>
                %v321 = arith.constant 0x00000000 : f32
                memref.store %v321, %l106[%k0] : memref<?xf32>
                %v322 = arith.constant 0x00000000 : f32
                memref.store %v322, %l107[%k0] : memref<?xf32>
                %v323 = arith.constant 0x00000000 : f32
                memref.store %v323, %l108[%k0] : memref<?xf32>
                %v324 = arith.constant 0x00000000 : f32
                memref.store %v324, %l109[%k0] : memref<?xf32>
                %v325 = arith.constant 0x00000000 : f32
                memref.store %v325, %l110[%k0] : memref<?xf32>
                %v326 = memref.load %l77[%k0] : memref<?xi64>
                %v327 = memref.load %l8[%k0] : memref<?xi64>
                %v328 = arith.cmpi ult, %v326, %v327 : i64
                memref.store %v328, %l111[%k0] : memref<?xi1>
                %v329 = memref.load %l111[%k0] : memref<?xi1>
                cf.cond_br %v329, ^bb26, ^bb39
              ^bb26:
                %v330 = arith.index_cast %n0 : index to i64
                memref.store %v330, %l112[%k0] : memref<?xi64>
                %v331 = memref.load %l84[%k0] : memref<?xi64>
                %v332 = memref.load %l112[%k0] : memref<?xi64>
                %v333 = arith.cmpi ult, %v331, %v332 : i64
                memref.store %v333, %l113[%k0] : memref<?xi1>
                %v334 = memref.load %l113[%k0] : memref<?xi1>
                cf.cond_br %v334, ^bb27, ^bb39
              ^bb27:
                %v335 = arith.index_cast %n0 : index to i64
                memref.store %v335, %l114[%k0] : memref<?xi64>
                %v336 = memref.load %l80[%k0] : memref<?xi64>
                %v337 = memref.load %l114[%k0] : memref<?xi64>
                %v338 = arith.cmpi ult, %v336, %v337 : i64
                memref.store %v338, %l115[%k0] : memref<?xi1>
                %v339 = memref.load %l115[%k0] : memref<?xi1>
                cf.cond_br %v339, ^bb28, ^bb39
              ^bb28:
                %v340 = arith.index_cast %n0 : index to i64
                memref.store %v340, %l116[%k0] : memref<?xi64>
                %v341 = memref.load %l82[%k0] : memref<?xi64>
                %v342 = memref.load %l116[%k0] : memref<?xi64>
                %v343 = arith.cmpi ult, %v341, %v342 : i64
                memref.store %v343, %l117[%k0] : memref<?xi1>
                %v344 = memref.load %l117[%k0] : memref<?xi1>
                cf.cond_br %v344, ^bb29, ^bb39
              ^bb29:
                %v345 = arith.index_cast %n0 : index to i64
                memref.store %v345, %l118[%k0] : memref<?xi64>
                %v346 = memref.load %l83[%k0] : memref<?xi64>
                %v347 = memref.load %l118[%k0] : memref<?xi64>
                %v348 = arith.cmpi ult, %v346, %v347 : i64
                memref.store %v348, %l119[%k0] : memref<?xi1>
                %v349 = memref.load %l119[%k0] : memref<?xi1>
                cf.cond_br %v349, ^bb30, ^bb39
              ^bb30:
                %v350 = memref.load %l94[%k0] : memref<?xi64>
                %v351 = memref.load %l9[%k0] : memref<?xi64>
                %v352 = arith.cmpi ult, %v350, %v351 : i64
                memref.store %v352, %l120[%k0] : memref<?xi1>
                %v353 = memref.load %l120[%k0] : memref<?xi1>
                cf.cond_br %v353, ^bb31, ^bb39
              ^bb31:
                %v354 = memref.load %l87[%k0] : memref<?xi64>
                %v355 = memref.load %l9[%k0] : memref<?xi64>
                %v356 = arith.cmpi ult, %v354, %v355 : i64
                memref.store %v356, %l121[%k0] : memref<?xi1>
                %v357 = memref.load %l121[%k0] : memref<?xi1>
                cf.cond_br %v357, ^bb32, ^bb39
              ^bb32:
                %v358 = memref.load %l88[%k0] : memref<?xi64>
                %v359 = memref.load %l9[%k0] : memref<?xi64>
                %v360 = arith.cmpi ult, %v358, %v359 : i64
                memref.store %v360, %l122[%k0] : memref<?xi1>
                %v361 = memref.load %l122[%k0] : memref<?xi1>
                cf.cond_br %v361, ^bb33, ^bb39
              ^bb33:
                %v362 = memref.load %l89[%k0] : memref<?xi64>
                %v363 = memref.load %l9[%k0] : memref<?xi64>
                %v364 = arith.cmpi ult, %v362, %v363 : i64
                memref.store %v364, %l123[%k0] : memref<?xi1>
                %v365 = memref.load %l123[%k0] : memref<?xi1>
                cf.cond_br %v365, ^bb34, ^bb39
              ^bb34:
                %v366 = memref.load %l90[%k0] : memref<?xi64>
                %v367 = memref.load %l9[%k0] : memref<?xi64>
                %v368 = arith.cmpi ult, %v366, %v367 : i64
                memref.store %v368, %l124[%k0] : memref<?xi1>
                %v369 = memref.load %l124[%k0] : memref<?xi1>
                cf.cond_br %v369, ^bb35, ^bb39
              ^bb35:
                %v370 = memref.load %l91[%k0] : memref<?xi64>
                %v371 = memref.load %l9[%k0] : memref<?xi64>
                %v372 = arith.cmpi ult, %v370, %v371 : i64
                memref.store %v372, %l125[%k0] : memref<?xi1>
                %v373 = memref.load %l125[%k0] : memref<?xi1>
                cf.cond_br %v373, ^bb36, ^bb39
              ^bb36:
                %v374 = memref.load %l92[%k0] : memref<?xi64>
                %v375 = memref.load %l9[%k0] : memref<?xi64>
                %v376 = arith.cmpi ult, %v374, %v375 : i64
                memref.store %v376, %l126[%k0] : memref<?xi1>
                %v377 = memref.load %l126[%k0] : memref<?xi1>
                cf.cond_br %v377, ^bb37, ^bb39
              ^bb37:
                %v378 = memref.load %l93[%k0] : memref<?xi64>
                %v379 = memref.load %l9[%k0] : memref<?xi64>
                %v380 = arith.cmpi ult, %v378, %v379 : i64
                memref.store %v380, %l127[%k0] : memref<?xi1>
                %v381 = memref.load %l127[%k0] : memref<?xi1>
                cf.cond_br %v381, ^bb38, ^bb39
              ^bb38:
                %v382 = memref.load %l80[%k0] : memref<?xi64>
                %v383 = arith.index_cast %v382 : i64 to index
                %v384 = memref.load %p0[%v383] : memref<?xi32>
                memref.store %v384, %l128[%k0] : memref<?xi32>
                %v385 = memref.load %l128[%k0] : memref<?xi32>
                memref.store %v385, %l99[%k0] : memref<?xi32>
                %v386 = memref.load %l82[%k0] : memref<?xi64>
                %v387 = arith.index_cast %v386 : i64 to index
                %v388 = memref.load %p0[%v387] : memref<?xi32>
                memref.store %v388, %l129[%k0] : memref<?xi32>
                %v389 = memref.load %l129[%k0] : memref<?xi32>
                memref.store %v389, %l100[%k0] : memref<?xi32>
                %v390 = memref.load %l83[%k0] : memref<?xi64>
                %v391 = arith.index_cast %v390 : i64 to index
                %v392 = memref.load %p0[%v391] : memref<?xi32>
                memref.store %v392, %l130[%k0] : memref<?xi32>
                %v393 = memref.load %l130[%k0] : memref<?xi32>
                memref.store %v393, %l101[%k0] : memref<?xi32>
                %v394 = memref.load %l84[%k0] : memref<?xi64>
                %v395 = arith.index_cast %v394 : i64 to index
                %v396 = memref.load %p0[%v395] : memref<?xi32>
                memref.store %v396, %l131[%k0] : memref<?xi32>
                %v397 = memref.load %l131[%k0] : memref<?xi32>
                memref.store %v397, %l102[%k0] : memref<?xi32>
                %v398 = memref.load %l87[%k0] : memref<?xi64>
                %v399 = arith.index_cast %v398 : i64 to index
                %v400 = memref.load %p1[%v399] : memref<?xf32>
                memref.store %v400, %l132[%k0] : memref<?xf32>
                %v401 = memref.load %l132[%k0] : memref<?xf32>
                memref.store %v401, %l103[%k0] : memref<?xf32>
                %v402 = memref.load %l88[%k0] : memref<?xi64>
                %v403 = arith.index_cast %v402 : i64 to index
                %v404 = memref.load %p1[%v403] : memref<?xf32>
                memref.store %v404, %l133[%k0] : memref<?xf32>
                %v405 = memref.load %l133[%k0] : memref<?xf32>
                memref.store %v405, %l104[%k0] : memref<?xf32>
                %v406 = memref.load %l89[%k0] : memref<?xi64>
                %v407 = arith.index_cast %v406 : i64 to index
                %v408 = memref.load %p1[%v407] : memref<?xf32>
                memref.store %v408, %l134[%k0] : memref<?xf32>
                %v409 = memref.load %l134[%k0] : memref<?xf32>
                memref.store %v409, %l105[%k0] : memref<?xf32>
                %v410 = memref.load %l90[%k0] : memref<?xi64>
                %v411 = arith.index_cast %v410 : i64 to index
                %v412 = memref.load %p1[%v411] : memref<?xf32>
                memref.store %v412, %l135[%k0] : memref<?xf32>
                %v413 = memref.load %l135[%k0] : memref<?xf32>
                memref.store %v413, %l106[%k0] : memref<?xf32>
                %v414 = memref.load %l91[%k0] : memref<?xi64>
                %v415 = arith.index_cast %v414 : i64 to index
                %v416 = memref.load %p1[%v415] : memref<?xf32>
                memref.store %v416, %l136[%k0] : memref<?xf32>
                %v417 = memref.load %l136[%k0] : memref<?xf32>
                memref.store %v417, %l107[%k0] : memref<?xf32>
                %v418 = memref.load %l92[%k0] : memref<?xi64>
                %v419 = arith.index_cast %v418 : i64 to index
                %v420 = memref.load %p1[%v419] : memref<?xf32>
                memref.store %v420, %l137[%k0] : memref<?xf32>
                %v421 = memref.load %l137[%k0] : memref<?xf32>
                memref.store %v421, %l108[%k0] : memref<?xf32>
                %v422 = memref.load %l93[%k0] : memref<?xi64>
                %v423 = arith.index_cast %v422 : i64 to index
                %v424 = memref.load %p1[%v423] : memref<?xf32>
                memref.store %v424, %l138[%k0] : memref<?xf32>
                %v425 = memref.load %l138[%k0] : memref<?xf32>
                memref.store %v425, %l109[%k0] : memref<?xf32>
                %v426 = memref.load %l94[%k0] : memref<?xi64>
                %v427 = arith.index_cast %v426 : i64 to index
                %v428 = memref.load %p1[%v427] : memref<?xf32>
                memref.store %v428, %l139[%k0] : memref<?xf32>
                %v429 = memref.load %l139[%k0] : memref<?xf32>
                memref.store %v429, %l110[%k0] : memref<?xf32>
                cf.br ^bb39
              ^bb39:
                %v430 = memref.load %l36[%k0] : memref<?xi1>
                memref.store %v430, %l140[%k0] : memref<?xi1>
                %v431 = memref.load %l140[%k0] : memref<?xi1>
                cf.cond_br %v431, ^bb40, ^bb48
              ^bb40:
                %v432 = memref.load %l37[%k0] : memref<?xi32>
                memref.store %v432, %l141[%k0] : memref<?xi32>
                %v433 = memref.load %l18[%k0] : memref<?xi64>
                %v434 = arith.constant 4 : i64
                %v435 = arith.constant 0 : i64
                %v436 = arith.cmpi eq, %v434, %v435 : i64
                %v437 = arith.constant 1 : i64
                %v438 = arith.select %v436, %v437, %v434 : i64
                %v439 = arith.remui %v433, %v438 : i64
                memref.store %v439, %l142[%k0] : memref<?xi64>
                %v440 = memref.load %l142[%k0] : memref<?xi64>
                %v441 = arith.constant 8 : i64
                %v442 = arith.muli %v440, %v441 : i64
                memref.store %v442, %l143[%k0] : memref<?xi64>
                %v443 = memref.load %l143[%k0] : memref<?xi64>
                %v444 = arith.trunci %v443 : i64 to i32
                memref.store %v444, %l144[%k0] : memref<?xi32>
                %v445 = memref.load %l141[%k0] : memref<?xi32>
                %v446 = memref.load %l144[%k0] : memref<?xi32>
                %v447 = arith.constant 31 : i32
                %v448 = arith.andi %v446, %v447 : i32
                %v449 = arith.shrui %v445, %v448 : i32
                memref.store %v449, %l145[%k0] : memref<?xi32>
                %v450 = memref.load %l145[%k0] : memref<?xi32>
                %v451 = arith.constant 65535 : i32
                %v452 = arith.andi %v450, %v451 : i32
                memref.store %v452, %l146[%k0] : memref<?xi32>
                %v453 = arith.constant 10 : i32
                memref.store %v453, %l147[%k0] : memref<?xi32>
                %v454 = memref.load %l146[%k0] : memref<?xi32>
                %v455 = memref.load %l147[%k0] : memref<?xi32>
                %v456 = arith.constant 31 : i32
                %v457 = arith.andi %v455, %v456 : i32
                %v458 = arith.shrui %v454, %v457 : i32
                memref.store %v458, %l148[%k0] : memref<?xi32>
                %v459 = memref.load %l148[%k0] : memref<?xi32>
                %v460 = arith.constant 31 : i32
                %v461 = arith.andi %v459, %v460 : i32
                memref.store %v461, %l149[%k0] : memref<?xi32>
                %v462 = memref.load %l146[%k0] : memref<?xi32>
                %v463 = arith.constant 1023 : i32
                %v464 = arith.andi %v462, %v463 : i32
                memref.store %v464, %l150[%k0] : memref<?xi32>
                %v465 = arith.constant 15 : i32
                memref.store %v465, %l151[%k0] : memref<?xi32>
                %v466 = memref.load %l146[%k0] : memref<?xi32>
                %v467 = memref.load %l151[%k0] : memref<?xi32>
                %v468 = arith.constant 31 : i32
                %v469 = arith.andi %v467, %v468 : i32
                %v470 = arith.shrui %v466, %v469 : i32
                memref.store %v470, %l152[%k0] : memref<?xi32>
                %v471 = arith.constant 31 : i32
                memref.store %v471, %l153[%k0] : memref<?xi32>
                %v472 = memref.load %l152[%k0] : memref<?xi32>
                %v473 = memref.load %l153[%k0] : memref<?xi32>
                %v474 = arith.constant 31 : i32
                %v475 = arith.andi %v473, %v474 : i32
                %v476 = arith.shli %v472, %v475 : i32
                memref.store %v476, %l154[%k0] : memref<?xi32>
                %v477 = memref.load %l149[%k0] : memref<?xi32>
                %v478 = arith.constant 112 : i32
                %v479 = arith.addi %v477, %v478 : i32
                memref.store %v479, %l155[%k0] : memref<?xi32>
                %v480 = arith.constant 23 : i32
                memref.store %v480, %l156[%k0] : memref<?xi32>
                %v481 = memref.load %l155[%k0] : memref<?xi32>
                %v482 = memref.load %l156[%k0] : memref<?xi32>
                %v483 = arith.constant 31 : i32
                %v484 = arith.andi %v482, %v483 : i32
                %v485 = arith.shli %v481, %v484 : i32
                memref.store %v485, %l157[%k0] : memref<?xi32>
                %v486 = memref.load %l154[%k0] : memref<?xi32>
                %v487 = memref.load %l157[%k0] : memref<?xi32>
                %v488 = arith.ori %v486, %v487 : i32
                memref.store %v488, %l158[%k0] : memref<?xi32>
                %v489 = arith.constant 13 : i32
                memref.store %v489, %l159[%k0] : memref<?xi32>
                %v490 = memref.load %l150[%k0] : memref<?xi32>
                %v491 = memref.load %l159[%k0] : memref<?xi32>
                %v492 = arith.constant 31 : i32
                %v493 = arith.andi %v491, %v492 : i32
                %v494 = arith.shli %v490, %v493 : i32
                memref.store %v494, %l160[%k0] : memref<?xi32>
                %v495 = memref.load %l158[%k0] : memref<?xi32>
                %v496 = memref.load %l160[%k0] : memref<?xi32>
                %v497 = arith.ori %v495, %v496 : i32
                memref.store %v497, %l161[%k0] : memref<?xi32>
                %v498 = memref.load %l161[%k0] : memref<?xi32>
                %v499 = arith.bitcast %v498 : i32 to f32
                memref.store %v499, %l162[%k0] : memref<?xf32>
                %v500 = memref.load %l149[%k0] : memref<?xi32>
                %v501 = arith.constant 0 : i32
                %v502 = arith.cmpi eq, %v500, %v501 : i32
                memref.store %v502, %l163[%k0] : memref<?xi1>
                %v503 = memref.load %l163[%k0] : memref<?xi1>
                cf.cond_br %v503, ^bb41, ^bb43
              ^bb41:
                %v504 = arith.constant 1258291200 : i32
                %v505 = memref.load %l150[%k0] : memref<?xi32>
                %v506 = arith.ori %v504, %v505 : i32
                memref.store %v506, %l164[%k0] : memref<?xi32>
                %v507 = memref.load %l164[%k0] : memref<?xi32>
                %v508 = arith.bitcast %v507 : i32 to f32
                memref.store %v508, %l165[%k0] : memref<?xf32>
                %v509 = memref.load %l165[%k0] : memref<?xf32>
                %v510 = arith.constant 0x4B000000 : f32
                %v511 = arith.subf %v509, %v510 : f32
                memref.store %v511, %l166[%k0] : memref<?xf32>
                %v512 = arith.constant 0x3F800000 : f32
                %v513 = arith.constant 0x4B800000 : f32
                %v514 = arith.divf %v512, %v513 : f32
                memref.store %v514, %l167[%k0] : memref<?xf32>
                %v515 = memref.load %l166[%k0] : memref<?xf32>
                %v516 = memref.load %l167[%k0] : memref<?xf32>
                %v517 = arith.mulf %v515, %v516 : f32
                memref.store %v517, %l162[%k0] : memref<?xf32>
                %v518 = memref.load %l146[%k0] : memref<?xi32>
                %v519 = arith.constant 32768 : i32
                %v520 = arith.cmpi uge, %v518, %v519 : i32
                memref.store %v520, %l168[%k0] : memref<?xi1>
                %v521 = memref.load %l168[%k0] : memref<?xi1>
                cf.cond_br %v521, ^bb42, ^bb43
              ^bb42:
                %v522 = memref.load %l162[%k0] : memref<?xf32>
                memref.store %v522, %l169[%k0] : memref<?xf32>
                %v523 = memref.load %l169[%k0] : memref<?xf32>
                %v524 = arith.negf %v523 : f32
                memref.store %v524, %l162[%k0] : memref<?xf32>
                cf.br ^bb43
              ^bb43:
                %v525 = memref.load %l149[%k0] : memref<?xi32>
                %v526 = arith.constant 31 : i32
                %v527 = arith.cmpi eq, %v525, %v526 : i32
                memref.store %v527, %l170[%k0] : memref<?xi1>
                %v528 = memref.load %l170[%k0] : memref<?xi1>
                cf.cond_br %v528, ^bb44, ^bb45
              ^bb44:
                %v529 = arith.constant 15 : i32
                memref.store %v529, %l171[%k0] : memref<?xi32>
                %v530 = memref.load %l146[%k0] : memref<?xi32>
                %v531 = memref.load %l171[%k0] : memref<?xi32>
                %v532 = arith.constant 31 : i32
                %v533 = arith.andi %v531, %v532 : i32
                %v534 = arith.shrui %v530, %v533 : i32
                memref.store %v534, %l172[%k0] : memref<?xi32>
                %v535 = arith.constant 31 : i32
                memref.store %v535, %l173[%k0] : memref<?xi32>
                %v536 = memref.load %l172[%k0] : memref<?xi32>
                %v537 = memref.load %l173[%k0] : memref<?xi32>
                %v538 = arith.constant 31 : i32
                %v539 = arith.andi %v537, %v538 : i32
                %v540 = arith.shli %v536, %v539 : i32
                memref.store %v540, %l174[%k0] : memref<?xi32>
                %v541 = memref.load %l174[%k0] : memref<?xi32>
                %v542 = arith.constant 2139095040 : i32
                %v543 = arith.ori %v541, %v542 : i32
                memref.store %v543, %l175[%k0] : memref<?xi32>
                %v544 = arith.constant 13 : i32
                memref.store %v544, %l176[%k0] : memref<?xi32>
                %v545 = memref.load %l150[%k0] : memref<?xi32>
                %v546 = memref.load %l176[%k0] : memref<?xi32>
                %v547 = arith.constant 31 : i32
                %v548 = arith.andi %v546, %v547 : i32
                %v549 = arith.shli %v545, %v548 : i32
                memref.store %v549, %l177[%k0] : memref<?xi32>
                %v550 = memref.load %l175[%k0] : memref<?xi32>
                %v551 = memref.load %l177[%k0] : memref<?xi32>
                %v552 = arith.ori %v550, %v551 : i32
                memref.store %v552, %l178[%k0] : memref<?xi32>
                %v553 = memref.load %l178[%k0] : memref<?xi32>
                %v554 = arith.bitcast %v553 : i32 to f32
                memref.store %v554, %l179[%k0] : memref<?xf32>
                %v555 = memref.load %l179[%k0] : memref<?xf32>
                memref.store %v555, %l162[%k0] : memref<?xf32>
                cf.br ^bb45
              ^bb45:
                %v556 = memref.load %l162[%k0] : memref<?xf32>
                memref.store %v556, %l180[%k0] : memref<?xf32>
                %v557 = memref.load %l39[%k0] : memref<?xi32>
                memref.store %v557, %l181[%k0] : memref<?xi32>
                %v558 = memref.load %l40[%k0] : memref<?xi32>
                memref.store %v558, %l182[%k0] : memref<?xi32>
                %v559 = memref.load %l18[%k0] : memref<?xi64>
                %v560 = arith.constant 4 : i64
                %v561 = arith.constant 0 : i64
                %v562 = arith.cmpi eq, %v560, %v561 : i64
                %v563 = arith.constant 1 : i64
                %v564 = arith.select %v562, %v563, %v560 : i64
                %v565 = arith.remui %v559, %v564 : i64
                memref.store %v565, %l183[%k0] : memref<?xi64>
                %v566 = memref.load %l183[%k0] : memref<?xi64>
                %v567 = arith.constant 0 : i64
                %v568 = arith.cmpi eq, %v566, %v567 : i64
                memref.store %v568, %l184[%k0] : memref<?xi1>
                %v569 = memref.load %l184[%k0] : memref<?xi1>
                cf.cond_br %v569, ^bb46, ^bb47
              ^bb46:
                %v570 = memref.load %l38[%k0] : memref<?xi32>
                memref.store %v570, %l185[%k0] : memref<?xi32>
                %v571 = arith.constant 16 : i32
                memref.store %v571, %l186[%k0] : memref<?xi32>
                %v572 = memref.load %l185[%k0] : memref<?xi32>
                %v573 = memref.load %l186[%k0] : memref<?xi32>
                %v574 = arith.constant 31 : i32
                %v575 = arith.andi %v573, %v574 : i32
                %v576 = arith.shrui %v572, %v575 : i32
                memref.store %v576, %l187[%k0] : memref<?xi32>
                %v577 = memref.load %l39[%k0] : memref<?xi32>
                memref.store %v577, %l188[%k0] : memref<?xi32>
                %v578 = arith.constant 16 : i32
                memref.store %v578, %l189[%k0] : memref<?xi32>
                %v579 = memref.load %l188[%k0] : memref<?xi32>
                %v580 = memref.load %l189[%k0] : memref<?xi32>
                %v581 = arith.constant 31 : i32
                %v582 = arith.andi %v580, %v581 : i32
                %v583 = arith.shli %v579, %v582 : i32
                memref.store %v583, %l190[%k0] : memref<?xi32>
                %v584 = memref.load %l187[%k0] : memref<?xi32>
                %v585 = memref.load %l190[%k0] : memref<?xi32>
                %v586 = arith.ori %v584, %v585 : i32
                memref.store %v586, %l181[%k0] : memref<?xi32>
                %v587 = memref.load %l39[%k0] : memref<?xi32>
                memref.store %v587, %l191[%k0] : memref<?xi32>
                %v588 = arith.constant 16 : i32
                memref.store %v588, %l192[%k0] : memref<?xi32>
                %v589 = memref.load %l191[%k0] : memref<?xi32>
                %v590 = memref.load %l192[%k0] : memref<?xi32>
                %v591 = arith.constant 31 : i32
                %v592 = arith.andi %v590, %v591 : i32
                %v593 = arith.shrui %v589, %v592 : i32
                memref.store %v593, %l193[%k0] : memref<?xi32>
                %v594 = memref.load %l40[%k0] : memref<?xi32>
                memref.store %v594, %l194[%k0] : memref<?xi32>
                %v595 = arith.constant 16 : i32
                memref.store %v595, %l195[%k0] : memref<?xi32>
                %v596 = memref.load %l194[%k0] : memref<?xi32>
                %v597 = memref.load %l195[%k0] : memref<?xi32>
                %v598 = arith.constant 31 : i32
                %v599 = arith.andi %v597, %v598 : i32
                %v600 = arith.shli %v596, %v599 : i32
                memref.store %v600, %l196[%k0] : memref<?xi32>
                %v601 = memref.load %l193[%k0] : memref<?xi32>
                %v602 = memref.load %l196[%k0] : memref<?xi32>
                %v603 = arith.ori %v601, %v602 : i32
                memref.store %v603, %l182[%k0] : memref<?xi32>
                cf.br ^bb47
              ^bb47:
                %v604 = memref.load %l181[%k0] : memref<?xi32>
                memref.store %v604, %l197[%k0] : memref<?xi32>
                %v605 = memref.load %l197[%k0] : memref<?xi32>
                %v606 = arith.constant -2139062144 : i32
                %v607 = arith.xori %v605, %v606 : i32
                memref.store %v607, %l198[%k0] : memref<?xi32>
                %v608 = memref.load %l182[%k0] : memref<?xi32>
                memref.store %v608, %l199[%k0] : memref<?xi32>
                %v609 = memref.load %l199[%k0] : memref<?xi32>
                %v610 = arith.constant -2139062144 : i32
                %v611 = arith.xori %v609, %v610 : i32
                memref.store %v611, %l200[%k0] : memref<?xi32>
                %v612 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v612, %l201[%k0] : memref<?xf32>
                %v613 = memref.load %l198[%k0] : memref<?xi32>
                %v614 = arith.constant 255 : i32
                %v615 = arith.andi %v613, %v614 : i32
                memref.store %v615, %l202[%k0] : memref<?xi32>
                %v616 = arith.constant 1258291200 : i32
                %v617 = memref.load %l202[%k0] : memref<?xi32>
                %v618 = arith.ori %v616, %v617 : i32
                memref.store %v618, %l203[%k0] : memref<?xi32>
                %v619 = memref.load %l203[%k0] : memref<?xi32>
                %v620 = arith.bitcast %v619 : i32 to f32
                memref.store %v620, %l204[%k0] : memref<?xf32>
                %v621 = memref.load %l204[%k0] : memref<?xf32>
                %v622 = arith.constant 0x4B000080 : f32
                %v623 = arith.subf %v621, %v622 : f32
                memref.store %v623, %l205[%k0] : memref<?xf32>
                %v624 = memref.load %l180[%k0] : memref<?xf32>
                %v625 = memref.load %l205[%k0] : memref<?xf32>
                %v626 = arith.mulf %v624, %v625 : f32
                memref.store %v626, %l206[%k0] : memref<?xf32>
                %v627 = memref.load %l41[%k0] : memref<?xf32>
                memref.store %v627, %l207[%k0] : memref<?xf32>
                %v628 = memref.load %l206[%k0] : memref<?xf32>
                %v629 = memref.load %l207[%k0] : memref<?xf32>
                %v630 = arith.mulf %v628, %v629 : f32
                memref.store %v630, %l208[%k0] : memref<?xf32>
                %v631 = memref.load %l201[%k0] : memref<?xf32>
                %v632 = memref.load %l208[%k0] : memref<?xf32>
                %v633 = arith.addf %v631, %v632 : f32
                memref.store %v633, %l10[%k0] : memref<?xf32>
                %v634 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v634, %l209[%k0] : memref<?xf32>
                %v635 = arith.constant 8 : i32
                memref.store %v635, %l210[%k0] : memref<?xi32>
                %v636 = memref.load %l198[%k0] : memref<?xi32>
                %v637 = memref.load %l210[%k0] : memref<?xi32>
                %v638 = arith.constant 31 : i32
                %v639 = arith.andi %v637, %v638 : i32
                %v640 = arith.shrui %v636, %v639 : i32
                memref.store %v640, %l211[%k0] : memref<?xi32>
                %v641 = memref.load %l211[%k0] : memref<?xi32>
                %v642 = arith.constant 255 : i32
                %v643 = arith.andi %v641, %v642 : i32
                memref.store %v643, %l212[%k0] : memref<?xi32>
                %v644 = arith.constant 1258291200 : i32
                %v645 = memref.load %l212[%k0] : memref<?xi32>
                %v646 = arith.ori %v644, %v645 : i32
                memref.store %v646, %l213[%k0] : memref<?xi32>
                %v647 = memref.load %l213[%k0] : memref<?xi32>
                %v648 = arith.bitcast %v647 : i32 to f32
                memref.store %v648, %l214[%k0] : memref<?xf32>
                %v649 = memref.load %l214[%k0] : memref<?xf32>
                %v650 = arith.constant 0x4B000080 : f32
                %v651 = arith.subf %v649, %v650 : f32
                memref.store %v651, %l215[%k0] : memref<?xf32>
                %v652 = memref.load %l180[%k0] : memref<?xf32>
                %v653 = memref.load %l215[%k0] : memref<?xf32>
                %v654 = arith.mulf %v652, %v653 : f32
                memref.store %v654, %l216[%k0] : memref<?xf32>
                %v655 = memref.load %l42[%k0] : memref<?xf32>
                memref.store %v655, %l217[%k0] : memref<?xf32>
                %v656 = memref.load %l216[%k0] : memref<?xf32>
                %v657 = memref.load %l217[%k0] : memref<?xf32>
                %v658 = arith.mulf %v656, %v657 : f32
                memref.store %v658, %l218[%k0] : memref<?xf32>
                %v659 = memref.load %l209[%k0] : memref<?xf32>
                %v660 = memref.load %l218[%k0] : memref<?xf32>
                %v661 = arith.addf %v659, %v660 : f32
                memref.store %v661, %l10[%k0] : memref<?xf32>
                %v662 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v662, %l219[%k0] : memref<?xf32>
                %v663 = arith.constant 16 : i32
                memref.store %v663, %l220[%k0] : memref<?xi32>
                %v664 = memref.load %l198[%k0] : memref<?xi32>
                %v665 = memref.load %l220[%k0] : memref<?xi32>
                %v666 = arith.constant 31 : i32
                %v667 = arith.andi %v665, %v666 : i32
                %v668 = arith.shrui %v664, %v667 : i32
                memref.store %v668, %l221[%k0] : memref<?xi32>
                %v669 = memref.load %l221[%k0] : memref<?xi32>
                %v670 = arith.constant 255 : i32
                %v671 = arith.andi %v669, %v670 : i32
                memref.store %v671, %l222[%k0] : memref<?xi32>
                %v672 = arith.constant 1258291200 : i32
                %v673 = memref.load %l222[%k0] : memref<?xi32>
                %v674 = arith.ori %v672, %v673 : i32
                memref.store %v674, %l223[%k0] : memref<?xi32>
                %v675 = memref.load %l223[%k0] : memref<?xi32>
                %v676 = arith.bitcast %v675 : i32 to f32
                memref.store %v676, %l224[%k0] : memref<?xf32>
                %v677 = memref.load %l224[%k0] : memref<?xf32>
                %v678 = arith.constant 0x4B000080 : f32
                %v679 = arith.subf %v677, %v678 : f32
                memref.store %v679, %l225[%k0] : memref<?xf32>
                %v680 = memref.load %l180[%k0] : memref<?xf32>
                %v681 = memref.load %l225[%k0] : memref<?xf32>
                %v682 = arith.mulf %v680, %v681 : f32
                memref.store %v682, %l226[%k0] : memref<?xf32>
                %v683 = memref.load %l43[%k0] : memref<?xf32>
                memref.store %v683, %l227[%k0] : memref<?xf32>
                %v684 = memref.load %l226[%k0] : memref<?xf32>
                %v685 = memref.load %l227[%k0] : memref<?xf32>
                %v686 = arith.mulf %v684, %v685 : f32
                memref.store %v686, %l228[%k0] : memref<?xf32>
                %v687 = memref.load %l219[%k0] : memref<?xf32>
                %v688 = memref.load %l228[%k0] : memref<?xf32>
                %v689 = arith.addf %v687, %v688 : f32
                memref.store %v689, %l10[%k0] : memref<?xf32>
                %v690 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v690, %l229[%k0] : memref<?xf32>
                %v691 = arith.constant 24 : i32
                memref.store %v691, %l230[%k0] : memref<?xi32>
                %v692 = memref.load %l198[%k0] : memref<?xi32>
                %v693 = memref.load %l230[%k0] : memref<?xi32>
                %v694 = arith.constant 31 : i32
                %v695 = arith.andi %v693, %v694 : i32
                %v696 = arith.shrui %v692, %v695 : i32
                memref.store %v696, %l231[%k0] : memref<?xi32>
                %v697 = arith.constant 1258291200 : i32
                %v698 = memref.load %l231[%k0] : memref<?xi32>
                %v699 = arith.ori %v697, %v698 : i32
                memref.store %v699, %l232[%k0] : memref<?xi32>
                %v700 = memref.load %l232[%k0] : memref<?xi32>
                %v701 = arith.bitcast %v700 : i32 to f32
                memref.store %v701, %l233[%k0] : memref<?xf32>
                %v702 = memref.load %l233[%k0] : memref<?xf32>
                %v703 = arith.constant 0x4B000080 : f32
                %v704 = arith.subf %v702, %v703 : f32
                memref.store %v704, %l234[%k0] : memref<?xf32>
                %v705 = memref.load %l180[%k0] : memref<?xf32>
                %v706 = memref.load %l234[%k0] : memref<?xf32>
                %v707 = arith.mulf %v705, %v706 : f32
                memref.store %v707, %l235[%k0] : memref<?xf32>
                %v708 = memref.load %l44[%k0] : memref<?xf32>
                memref.store %v708, %l236[%k0] : memref<?xf32>
                %v709 = memref.load %l235[%k0] : memref<?xf32>
                %v710 = memref.load %l236[%k0] : memref<?xf32>
                %v711 = arith.mulf %v709, %v710 : f32
                memref.store %v711, %l237[%k0] : memref<?xf32>
                %v712 = memref.load %l229[%k0] : memref<?xf32>
                %v713 = memref.load %l237[%k0] : memref<?xf32>
                %v714 = arith.addf %v712, %v713 : f32
                memref.store %v714, %l10[%k0] : memref<?xf32>
                %v715 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v715, %l238[%k0] : memref<?xf32>
                %v716 = memref.load %l200[%k0] : memref<?xi32>
                %v717 = arith.constant 255 : i32
                %v718 = arith.andi %v716, %v717 : i32
                memref.store %v718, %l239[%k0] : memref<?xi32>
                %v719 = arith.constant 1258291200 : i32
                %v720 = memref.load %l239[%k0] : memref<?xi32>
                %v721 = arith.ori %v719, %v720 : i32
                memref.store %v721, %l240[%k0] : memref<?xi32>
                %v722 = memref.load %l240[%k0] : memref<?xi32>
                %v723 = arith.bitcast %v722 : i32 to f32
                memref.store %v723, %l241[%k0] : memref<?xf32>
                %v724 = memref.load %l241[%k0] : memref<?xf32>
                %v725 = arith.constant 0x4B000080 : f32
                %v726 = arith.subf %v724, %v725 : f32
                memref.store %v726, %l242[%k0] : memref<?xf32>
                %v727 = memref.load %l180[%k0] : memref<?xf32>
                %v728 = memref.load %l242[%k0] : memref<?xf32>
                %v729 = arith.mulf %v727, %v728 : f32
                memref.store %v729, %l243[%k0] : memref<?xf32>
                %v730 = memref.load %l45[%k0] : memref<?xf32>
                memref.store %v730, %l244[%k0] : memref<?xf32>
                %v731 = memref.load %l243[%k0] : memref<?xf32>
                %v732 = memref.load %l244[%k0] : memref<?xf32>
                %v733 = arith.mulf %v731, %v732 : f32
                memref.store %v733, %l245[%k0] : memref<?xf32>
                %v734 = memref.load %l238[%k0] : memref<?xf32>
                %v735 = memref.load %l245[%k0] : memref<?xf32>
                %v736 = arith.addf %v734, %v735 : f32
                memref.store %v736, %l10[%k0] : memref<?xf32>
                %v737 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v737, %l246[%k0] : memref<?xf32>
                %v738 = arith.constant 8 : i32
                memref.store %v738, %l247[%k0] : memref<?xi32>
                %v739 = memref.load %l200[%k0] : memref<?xi32>
                %v740 = memref.load %l247[%k0] : memref<?xi32>
                %v741 = arith.constant 31 : i32
                %v742 = arith.andi %v740, %v741 : i32
                %v743 = arith.shrui %v739, %v742 : i32
                memref.store %v743, %l248[%k0] : memref<?xi32>
                %v744 = memref.load %l248[%k0] : memref<?xi32>
                %v745 = arith.constant 255 : i32
                %v746 = arith.andi %v744, %v745 : i32
                memref.store %v746, %l249[%k0] : memref<?xi32>
                %v747 = arith.constant 1258291200 : i32
                %v748 = memref.load %l249[%k0] : memref<?xi32>
                %v749 = arith.ori %v747, %v748 : i32
                memref.store %v749, %l250[%k0] : memref<?xi32>
                %v750 = memref.load %l250[%k0] : memref<?xi32>
                %v751 = arith.bitcast %v750 : i32 to f32
                memref.store %v751, %l251[%k0] : memref<?xf32>
                %v752 = memref.load %l251[%k0] : memref<?xf32>
                %v753 = arith.constant 0x4B000080 : f32
                %v754 = arith.subf %v752, %v753 : f32
                memref.store %v754, %l252[%k0] : memref<?xf32>
                %v755 = memref.load %l180[%k0] : memref<?xf32>
                %v756 = memref.load %l252[%k0] : memref<?xf32>
                %v757 = arith.mulf %v755, %v756 : f32
                memref.store %v757, %l253[%k0] : memref<?xf32>
                %v758 = memref.load %l46[%k0] : memref<?xf32>
                memref.store %v758, %l254[%k0] : memref<?xf32>
                %v759 = memref.load %l253[%k0] : memref<?xf32>
                %v760 = memref.load %l254[%k0] : memref<?xf32>
                %v761 = arith.mulf %v759, %v760 : f32
                memref.store %v761, %l255[%k0] : memref<?xf32>
                %v762 = memref.load %l246[%k0] : memref<?xf32>
                %v763 = memref.load %l255[%k0] : memref<?xf32>
                %v764 = arith.addf %v762, %v763 : f32
                memref.store %v764, %l10[%k0] : memref<?xf32>
                %v765 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v765, %l256[%k0] : memref<?xf32>
                %v766 = arith.constant 16 : i32
                memref.store %v766, %l257[%k0] : memref<?xi32>
                %v767 = memref.load %l200[%k0] : memref<?xi32>
                %v768 = memref.load %l257[%k0] : memref<?xi32>
                %v769 = arith.constant 31 : i32
                %v770 = arith.andi %v768, %v769 : i32
                %v771 = arith.shrui %v767, %v770 : i32
                memref.store %v771, %l258[%k0] : memref<?xi32>
                %v772 = memref.load %l258[%k0] : memref<?xi32>
                %v773 = arith.constant 255 : i32
                %v774 = arith.andi %v772, %v773 : i32
                memref.store %v774, %l259[%k0] : memref<?xi32>
                %v775 = arith.constant 1258291200 : i32
                %v776 = memref.load %l259[%k0] : memref<?xi32>
                %v777 = arith.ori %v775, %v776 : i32
                memref.store %v777, %l260[%k0] : memref<?xi32>
                %v778 = memref.load %l260[%k0] : memref<?xi32>
                %v779 = arith.bitcast %v778 : i32 to f32
                memref.store %v779, %l261[%k0] : memref<?xf32>
                %v780 = memref.load %l261[%k0] : memref<?xf32>
                %v781 = arith.constant 0x4B000080 : f32
                %v782 = arith.subf %v780, %v781 : f32
                memref.store %v782, %l262[%k0] : memref<?xf32>
                %v783 = memref.load %l180[%k0] : memref<?xf32>
                %v784 = memref.load %l262[%k0] : memref<?xf32>
                %v785 = arith.mulf %v783, %v784 : f32
                memref.store %v785, %l263[%k0] : memref<?xf32>
                %v786 = memref.load %l47[%k0] : memref<?xf32>
                memref.store %v786, %l264[%k0] : memref<?xf32>
                %v787 = memref.load %l263[%k0] : memref<?xf32>
                %v788 = memref.load %l264[%k0] : memref<?xf32>
                %v789 = arith.mulf %v787, %v788 : f32
                memref.store %v789, %l265[%k0] : memref<?xf32>
                %v790 = memref.load %l256[%k0] : memref<?xf32>
                %v791 = memref.load %l265[%k0] : memref<?xf32>
                %v792 = arith.addf %v790, %v791 : f32
                memref.store %v792, %l10[%k0] : memref<?xf32>
                %v793 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v793, %l266[%k0] : memref<?xf32>
                %v794 = arith.constant 24 : i32
                memref.store %v794, %l267[%k0] : memref<?xi32>
                %v795 = memref.load %l200[%k0] : memref<?xi32>
                %v796 = memref.load %l267[%k0] : memref<?xi32>
                %v797 = arith.constant 31 : i32
                %v798 = arith.andi %v796, %v797 : i32
                %v799 = arith.shrui %v795, %v798 : i32
                memref.store %v799, %l268[%k0] : memref<?xi32>
                %v800 = arith.constant 1258291200 : i32
                %v801 = memref.load %l268[%k0] : memref<?xi32>
                %v802 = arith.ori %v800, %v801 : i32
                memref.store %v802, %l269[%k0] : memref<?xi32>
                %v803 = memref.load %l269[%k0] : memref<?xi32>
                %v804 = arith.bitcast %v803 : i32 to f32
                memref.store %v804, %l270[%k0] : memref<?xf32>
                %v805 = memref.load %l270[%k0] : memref<?xf32>
                %v806 = arith.constant 0x4B000080 : f32
                %v807 = arith.subf %v805, %v806 : f32
                memref.store %v807, %l271[%k0] : memref<?xf32>
                %v808 = memref.load %l180[%k0] : memref<?xf32>
                %v809 = memref.load %l271[%k0] : memref<?xf32>
                %v810 = arith.mulf %v808, %v809 : f32
                memref.store %v810, %l272[%k0] : memref<?xf32>
                %v811 = memref.load %l48[%k0] : memref<?xf32>
                memref.store %v811, %l273[%k0] : memref<?xf32>
                %v812 = memref.load %l272[%k0] : memref<?xf32>
                %v813 = memref.load %l273[%k0] : memref<?xf32>
                %v814 = arith.mulf %v812, %v813 : f32
                memref.store %v814, %l274[%k0] : memref<?xf32>
                %v815 = memref.load %l266[%k0] : memref<?xf32>
                %v816 = memref.load %l274[%k0] : memref<?xf32>
                %v817 = arith.addf %v815, %v816 : f32
                memref.store %v817, %l10[%k0] : memref<?xf32>
                cf.br ^bb48
              ^bb48:
                %v818 = memref.load %l98[%k0] : memref<?xi1>
                memref.store %v818, %l275[%k0] : memref<?xi1>
                %v819 = memref.load %l275[%k0] : memref<?xi1>
                cf.cond_br %v819, ^bb49, ^bb57
              ^bb49:
                %v820 = memref.load %l99[%k0] : memref<?xi32>
                memref.store %v820, %l276[%k0] : memref<?xi32>
                %v821 = memref.load %l79[%k0] : memref<?xi64>
                %v822 = arith.constant 4 : i64
                %v823 = arith.constant 0 : i64
                %v824 = arith.cmpi eq, %v822, %v823 : i64
                %v825 = arith.constant 1 : i64
                %v826 = arith.select %v824, %v825, %v822 : i64
                %v827 = arith.remui %v821, %v826 : i64
                memref.store %v827, %l277[%k0] : memref<?xi64>
                %v828 = memref.load %l277[%k0] : memref<?xi64>
                %v829 = arith.constant 8 : i64
                %v830 = arith.muli %v828, %v829 : i64
                memref.store %v830, %l278[%k0] : memref<?xi64>
                %v831 = memref.load %l278[%k0] : memref<?xi64>
                %v832 = arith.trunci %v831 : i64 to i32
                memref.store %v832, %l279[%k0] : memref<?xi32>
                %v833 = memref.load %l276[%k0] : memref<?xi32>
                %v834 = memref.load %l279[%k0] : memref<?xi32>
                %v835 = arith.constant 31 : i32
                %v836 = arith.andi %v834, %v835 : i32
                %v837 = arith.shrui %v833, %v836 : i32
                memref.store %v837, %l280[%k0] : memref<?xi32>
                %v838 = memref.load %l280[%k0] : memref<?xi32>
                %v839 = arith.constant 65535 : i32
                %v840 = arith.andi %v838, %v839 : i32
                memref.store %v840, %l281[%k0] : memref<?xi32>
                %v841 = arith.constant 10 : i32
                memref.store %v841, %l282[%k0] : memref<?xi32>
                %v842 = memref.load %l281[%k0] : memref<?xi32>
                %v843 = memref.load %l282[%k0] : memref<?xi32>
                %v844 = arith.constant 31 : i32
                %v845 = arith.andi %v843, %v844 : i32
                %v846 = arith.shrui %v842, %v845 : i32
                memref.store %v846, %l283[%k0] : memref<?xi32>
                %v847 = memref.load %l283[%k0] : memref<?xi32>
                %v848 = arith.constant 31 : i32
                %v849 = arith.andi %v847, %v848 : i32
                memref.store %v849, %l284[%k0] : memref<?xi32>
                %v850 = memref.load %l281[%k0] : memref<?xi32>
                %v851 = arith.constant 1023 : i32
                %v852 = arith.andi %v850, %v851 : i32
                memref.store %v852, %l285[%k0] : memref<?xi32>
                %v853 = arith.constant 15 : i32
                memref.store %v853, %l286[%k0] : memref<?xi32>
                %v854 = memref.load %l281[%k0] : memref<?xi32>
                %v855 = memref.load %l286[%k0] : memref<?xi32>
                %v856 = arith.constant 31 : i32
                %v857 = arith.andi %v855, %v856 : i32
                %v858 = arith.shrui %v854, %v857 : i32
                memref.store %v858, %l287[%k0] : memref<?xi32>
                %v859 = arith.constant 31 : i32
                memref.store %v859, %l288[%k0] : memref<?xi32>
                %v860 = memref.load %l287[%k0] : memref<?xi32>
                %v861 = memref.load %l288[%k0] : memref<?xi32>
                %v862 = arith.constant 31 : i32
                %v863 = arith.andi %v861, %v862 : i32
                %v864 = arith.shli %v860, %v863 : i32
                memref.store %v864, %l289[%k0] : memref<?xi32>
                %v865 = memref.load %l284[%k0] : memref<?xi32>
                %v866 = arith.constant 112 : i32
                %v867 = arith.addi %v865, %v866 : i32
                memref.store %v867, %l290[%k0] : memref<?xi32>
                %v868 = arith.constant 23 : i32
                memref.store %v868, %l291[%k0] : memref<?xi32>
                %v869 = memref.load %l290[%k0] : memref<?xi32>
                %v870 = memref.load %l291[%k0] : memref<?xi32>
                %v871 = arith.constant 31 : i32
                %v872 = arith.andi %v870, %v871 : i32
                %v873 = arith.shli %v869, %v872 : i32
                memref.store %v873, %l292[%k0] : memref<?xi32>
                %v874 = memref.load %l289[%k0] : memref<?xi32>
                %v875 = memref.load %l292[%k0] : memref<?xi32>
                %v876 = arith.ori %v874, %v875 : i32
                memref.store %v876, %l293[%k0] : memref<?xi32>
                %v877 = arith.constant 13 : i32
                memref.store %v877, %l294[%k0] : memref<?xi32>
                %v878 = memref.load %l285[%k0] : memref<?xi32>
                %v879 = memref.load %l294[%k0] : memref<?xi32>
                %v880 = arith.constant 31 : i32
                %v881 = arith.andi %v879, %v880 : i32
                %v882 = arith.shli %v878, %v881 : i32
                memref.store %v882, %l295[%k0] : memref<?xi32>
                %v883 = memref.load %l293[%k0] : memref<?xi32>
                %v884 = memref.load %l295[%k0] : memref<?xi32>
                %v885 = arith.ori %v883, %v884 : i32
                memref.store %v885, %l296[%k0] : memref<?xi32>
                %v886 = memref.load %l296[%k0] : memref<?xi32>
                %v887 = arith.bitcast %v886 : i32 to f32
                memref.store %v887, %l297[%k0] : memref<?xf32>
                %v888 = memref.load %l284[%k0] : memref<?xi32>
                %v889 = arith.constant 0 : i32
                %v890 = arith.cmpi eq, %v888, %v889 : i32
                memref.store %v890, %l298[%k0] : memref<?xi1>
                %v891 = memref.load %l298[%k0] : memref<?xi1>
                cf.cond_br %v891, ^bb50, ^bb52
              ^bb50:
                %v892 = arith.constant 1258291200 : i32
                %v893 = memref.load %l285[%k0] : memref<?xi32>
                %v894 = arith.ori %v892, %v893 : i32
                memref.store %v894, %l299[%k0] : memref<?xi32>
                %v895 = memref.load %l299[%k0] : memref<?xi32>
                %v896 = arith.bitcast %v895 : i32 to f32
                memref.store %v896, %l300[%k0] : memref<?xf32>
                %v897 = memref.load %l300[%k0] : memref<?xf32>
                %v898 = arith.constant 0x4B000000 : f32
                %v899 = arith.subf %v897, %v898 : f32
                memref.store %v899, %l301[%k0] : memref<?xf32>
                %v900 = arith.constant 0x3F800000 : f32
                %v901 = arith.constant 0x4B800000 : f32
                %v902 = arith.divf %v900, %v901 : f32
                memref.store %v902, %l302[%k0] : memref<?xf32>
                %v903 = memref.load %l301[%k0] : memref<?xf32>
                %v904 = memref.load %l302[%k0] : memref<?xf32>
                %v905 = arith.mulf %v903, %v904 : f32
                memref.store %v905, %l297[%k0] : memref<?xf32>
                %v906 = memref.load %l281[%k0] : memref<?xi32>
                %v907 = arith.constant 32768 : i32
                %v908 = arith.cmpi uge, %v906, %v907 : i32
                memref.store %v908, %l303[%k0] : memref<?xi1>
                %v909 = memref.load %l303[%k0] : memref<?xi1>
                cf.cond_br %v909, ^bb51, ^bb52
              ^bb51:
                %v910 = memref.load %l297[%k0] : memref<?xf32>
                memref.store %v910, %l304[%k0] : memref<?xf32>
                %v911 = memref.load %l304[%k0] : memref<?xf32>
                %v912 = arith.negf %v911 : f32
                memref.store %v912, %l297[%k0] : memref<?xf32>
                cf.br ^bb52
              ^bb52:
                %v913 = memref.load %l284[%k0] : memref<?xi32>
                %v914 = arith.constant 31 : i32
                %v915 = arith.cmpi eq, %v913, %v914 : i32
                memref.store %v915, %l305[%k0] : memref<?xi1>
                %v916 = memref.load %l305[%k0] : memref<?xi1>
                cf.cond_br %v916, ^bb53, ^bb54
              ^bb53:
                %v917 = arith.constant 15 : i32
                memref.store %v917, %l306[%k0] : memref<?xi32>
                %v918 = memref.load %l281[%k0] : memref<?xi32>
                %v919 = memref.load %l306[%k0] : memref<?xi32>
                %v920 = arith.constant 31 : i32
                %v921 = arith.andi %v919, %v920 : i32
                %v922 = arith.shrui %v918, %v921 : i32
                memref.store %v922, %l307[%k0] : memref<?xi32>
                %v923 = arith.constant 31 : i32
                memref.store %v923, %l308[%k0] : memref<?xi32>
                %v924 = memref.load %l307[%k0] : memref<?xi32>
                %v925 = memref.load %l308[%k0] : memref<?xi32>
                %v926 = arith.constant 31 : i32
                %v927 = arith.andi %v925, %v926 : i32
                %v928 = arith.shli %v924, %v927 : i32
                memref.store %v928, %l309[%k0] : memref<?xi32>
                %v929 = memref.load %l309[%k0] : memref<?xi32>
                %v930 = arith.constant 2139095040 : i32
                %v931 = arith.ori %v929, %v930 : i32
                memref.store %v931, %l310[%k0] : memref<?xi32>
                %v932 = arith.constant 13 : i32
                memref.store %v932, %l311[%k0] : memref<?xi32>
                %v933 = memref.load %l285[%k0] : memref<?xi32>
                %v934 = memref.load %l311[%k0] : memref<?xi32>
                %v935 = arith.constant 31 : i32
                %v936 = arith.andi %v934, %v935 : i32
                %v937 = arith.shli %v933, %v936 : i32
                memref.store %v937, %l312[%k0] : memref<?xi32>
                %v938 = memref.load %l310[%k0] : memref<?xi32>
                %v939 = memref.load %l312[%k0] : memref<?xi32>
                %v940 = arith.ori %v938, %v939 : i32
                memref.store %v940, %l313[%k0] : memref<?xi32>
                %v941 = memref.load %l313[%k0] : memref<?xi32>
                %v942 = arith.bitcast %v941 : i32 to f32
                memref.store %v942, %l314[%k0] : memref<?xf32>
                %v943 = memref.load %l314[%k0] : memref<?xf32>
                memref.store %v943, %l297[%k0] : memref<?xf32>
                cf.br ^bb54
              ^bb54:
                %v944 = memref.load %l297[%k0] : memref<?xf32>
                memref.store %v944, %l315[%k0] : memref<?xf32>
                %v945 = memref.load %l101[%k0] : memref<?xi32>
                memref.store %v945, %l316[%k0] : memref<?xi32>
                %v946 = memref.load %l102[%k0] : memref<?xi32>
                memref.store %v946, %l317[%k0] : memref<?xi32>
                %v947 = memref.load %l79[%k0] : memref<?xi64>
                %v948 = arith.constant 4 : i64
                %v949 = arith.constant 0 : i64
                %v950 = arith.cmpi eq, %v948, %v949 : i64
                %v951 = arith.constant 1 : i64
                %v952 = arith.select %v950, %v951, %v948 : i64
                %v953 = arith.remui %v947, %v952 : i64
                memref.store %v953, %l318[%k0] : memref<?xi64>
                %v954 = memref.load %l318[%k0] : memref<?xi64>
                %v955 = arith.constant 0 : i64
                %v956 = arith.cmpi eq, %v954, %v955 : i64
                memref.store %v956, %l319[%k0] : memref<?xi1>
                %v957 = memref.load %l319[%k0] : memref<?xi1>
                cf.cond_br %v957, ^bb55, ^bb56
              ^bb55:
                %v958 = memref.load %l100[%k0] : memref<?xi32>
                memref.store %v958, %l320[%k0] : memref<?xi32>
                %v959 = arith.constant 16 : i32
                memref.store %v959, %l321[%k0] : memref<?xi32>
                %v960 = memref.load %l320[%k0] : memref<?xi32>
                %v961 = memref.load %l321[%k0] : memref<?xi32>
                %v962 = arith.constant 31 : i32
                %v963 = arith.andi %v961, %v962 : i32
                %v964 = arith.shrui %v960, %v963 : i32
                memref.store %v964, %l322[%k0] : memref<?xi32>
                %v965 = memref.load %l101[%k0] : memref<?xi32>
                memref.store %v965, %l323[%k0] : memref<?xi32>
                %v966 = arith.constant 16 : i32
                memref.store %v966, %l324[%k0] : memref<?xi32>
                %v967 = memref.load %l323[%k0] : memref<?xi32>
                %v968 = memref.load %l324[%k0] : memref<?xi32>
                %v969 = arith.constant 31 : i32
                %v970 = arith.andi %v968, %v969 : i32
                %v971 = arith.shli %v967, %v970 : i32
                memref.store %v971, %l325[%k0] : memref<?xi32>
                %v972 = memref.load %l322[%k0] : memref<?xi32>
                %v973 = memref.load %l325[%k0] : memref<?xi32>
                %v974 = arith.ori %v972, %v973 : i32
                memref.store %v974, %l316[%k0] : memref<?xi32>
                %v975 = memref.load %l101[%k0] : memref<?xi32>
                memref.store %v975, %l326[%k0] : memref<?xi32>
                %v976 = arith.constant 16 : i32
                memref.store %v976, %l327[%k0] : memref<?xi32>
                %v977 = memref.load %l326[%k0] : memref<?xi32>
                %v978 = memref.load %l327[%k0] : memref<?xi32>
                %v979 = arith.constant 31 : i32
                %v980 = arith.andi %v978, %v979 : i32
                %v981 = arith.shrui %v977, %v980 : i32
                memref.store %v981, %l328[%k0] : memref<?xi32>
                %v982 = memref.load %l102[%k0] : memref<?xi32>
                memref.store %v982, %l329[%k0] : memref<?xi32>
                %v983 = arith.constant 16 : i32
                memref.store %v983, %l330[%k0] : memref<?xi32>
                %v984 = memref.load %l329[%k0] : memref<?xi32>
                %v985 = memref.load %l330[%k0] : memref<?xi32>
                %v986 = arith.constant 31 : i32
                %v987 = arith.andi %v985, %v986 : i32
                %v988 = arith.shli %v984, %v987 : i32
                memref.store %v988, %l331[%k0] : memref<?xi32>
                %v989 = memref.load %l328[%k0] : memref<?xi32>
                %v990 = memref.load %l331[%k0] : memref<?xi32>
                %v991 = arith.ori %v989, %v990 : i32
                memref.store %v991, %l317[%k0] : memref<?xi32>
                cf.br ^bb56
              ^bb56:
                %v992 = memref.load %l316[%k0] : memref<?xi32>
                memref.store %v992, %l332[%k0] : memref<?xi32>
                %v993 = memref.load %l332[%k0] : memref<?xi32>
                %v994 = arith.constant -2139062144 : i32
                %v995 = arith.xori %v993, %v994 : i32
                memref.store %v995, %l333[%k0] : memref<?xi32>
                %v996 = memref.load %l317[%k0] : memref<?xi32>
                memref.store %v996, %l334[%k0] : memref<?xi32>
                %v997 = memref.load %l334[%k0] : memref<?xi32>
                %v998 = arith.constant -2139062144 : i32
                %v999 = arith.xori %v997, %v998 : i32
                memref.store %v999, %l335[%k0] : memref<?xi32>
                %v1000 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1000, %l336[%k0] : memref<?xf32>
                %v1001 = memref.load %l333[%k0] : memref<?xi32>
                %v1002 = arith.constant 255 : i32
                %v1003 = arith.andi %v1001, %v1002 : i32
                memref.store %v1003, %l337[%k0] : memref<?xi32>
                %v1004 = arith.constant 1258291200 : i32
                %v1005 = memref.load %l337[%k0] : memref<?xi32>
                %v1006 = arith.ori %v1004, %v1005 : i32
                memref.store %v1006, %l338[%k0] : memref<?xi32>
                %v1007 = memref.load %l338[%k0] : memref<?xi32>
                %v1008 = arith.bitcast %v1007 : i32 to f32
                memref.store %v1008, %l339[%k0] : memref<?xf32>
                %v1009 = memref.load %l339[%k0] : memref<?xf32>
                %v1010 = arith.constant 0x4B000080 : f32
                %v1011 = arith.subf %v1009, %v1010 : f32
                memref.store %v1011, %l340[%k0] : memref<?xf32>
                %v1012 = memref.load %l315[%k0] : memref<?xf32>
                %v1013 = memref.load %l340[%k0] : memref<?xf32>
                %v1014 = arith.mulf %v1012, %v1013 : f32
                memref.store %v1014, %l341[%k0] : memref<?xf32>
                %v1015 = memref.load %l103[%k0] : memref<?xf32>
                memref.store %v1015, %l342[%k0] : memref<?xf32>
                %v1016 = memref.load %l341[%k0] : memref<?xf32>
                %v1017 = memref.load %l342[%k0] : memref<?xf32>
                %v1018 = arith.mulf %v1016, %v1017 : f32
                memref.store %v1018, %l343[%k0] : memref<?xf32>
                %v1019 = memref.load %l336[%k0] : memref<?xf32>
                %v1020 = memref.load %l343[%k0] : memref<?xf32>
                %v1021 = arith.addf %v1019, %v1020 : f32
                memref.store %v1021, %l10[%k0] : memref<?xf32>
                %v1022 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1022, %l344[%k0] : memref<?xf32>
                %v1023 = arith.constant 8 : i32
                memref.store %v1023, %l345[%k0] : memref<?xi32>
                %v1024 = memref.load %l333[%k0] : memref<?xi32>
                %v1025 = memref.load %l345[%k0] : memref<?xi32>
                %v1026 = arith.constant 31 : i32
                %v1027 = arith.andi %v1025, %v1026 : i32
                %v1028 = arith.shrui %v1024, %v1027 : i32
                memref.store %v1028, %l346[%k0] : memref<?xi32>
                %v1029 = memref.load %l346[%k0] : memref<?xi32>
                %v1030 = arith.constant 255 : i32
                %v1031 = arith.andi %v1029, %v1030 : i32
                memref.store %v1031, %l347[%k0] : memref<?xi32>
                %v1032 = arith.constant 1258291200 : i32
                %v1033 = memref.load %l347[%k0] : memref<?xi32>
                %v1034 = arith.ori %v1032, %v1033 : i32
                memref.store %v1034, %l348[%k0] : memref<?xi32>
                %v1035 = memref.load %l348[%k0] : memref<?xi32>
                %v1036 = arith.bitcast %v1035 : i32 to f32
                memref.store %v1036, %l349[%k0] : memref<?xf32>
                %v1037 = memref.load %l349[%k0] : memref<?xf32>
                %v1038 = arith.constant 0x4B000080 : f32
                %v1039 = arith.subf %v1037, %v1038 : f32
                memref.store %v1039, %l350[%k0] : memref<?xf32>
                %v1040 = memref.load %l315[%k0] : memref<?xf32>
                %v1041 = memref.load %l350[%k0] : memref<?xf32>
                %v1042 = arith.mulf %v1040, %v1041 : f32
                memref.store %v1042, %l351[%k0] : memref<?xf32>
                %v1043 = memref.load %l104[%k0] : memref<?xf32>
                memref.store %v1043, %l352[%k0] : memref<?xf32>
                %v1044 = memref.load %l351[%k0] : memref<?xf32>
                %v1045 = memref.load %l352[%k0] : memref<?xf32>
                %v1046 = arith.mulf %v1044, %v1045 : f32
                memref.store %v1046, %l353[%k0] : memref<?xf32>
                %v1047 = memref.load %l344[%k0] : memref<?xf32>
                %v1048 = memref.load %l353[%k0] : memref<?xf32>
                %v1049 = arith.addf %v1047, %v1048 : f32
                memref.store %v1049, %l10[%k0] : memref<?xf32>
                %v1050 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1050, %l354[%k0] : memref<?xf32>
                %v1051 = arith.constant 16 : i32
                memref.store %v1051, %l355[%k0] : memref<?xi32>
                %v1052 = memref.load %l333[%k0] : memref<?xi32>
                %v1053 = memref.load %l355[%k0] : memref<?xi32>
                %v1054 = arith.constant 31 : i32
                %v1055 = arith.andi %v1053, %v1054 : i32
                %v1056 = arith.shrui %v1052, %v1055 : i32
                memref.store %v1056, %l356[%k0] : memref<?xi32>
                %v1057 = memref.load %l356[%k0] : memref<?xi32>
                %v1058 = arith.constant 255 : i32
                %v1059 = arith.andi %v1057, %v1058 : i32
                memref.store %v1059, %l357[%k0] : memref<?xi32>
                %v1060 = arith.constant 1258291200 : i32
                %v1061 = memref.load %l357[%k0] : memref<?xi32>
                %v1062 = arith.ori %v1060, %v1061 : i32
                memref.store %v1062, %l358[%k0] : memref<?xi32>
                %v1063 = memref.load %l358[%k0] : memref<?xi32>
                %v1064 = arith.bitcast %v1063 : i32 to f32
                memref.store %v1064, %l359[%k0] : memref<?xf32>
                %v1065 = memref.load %l359[%k0] : memref<?xf32>
                %v1066 = arith.constant 0x4B000080 : f32
                %v1067 = arith.subf %v1065, %v1066 : f32
                memref.store %v1067, %l360[%k0] : memref<?xf32>
                %v1068 = memref.load %l315[%k0] : memref<?xf32>
                %v1069 = memref.load %l360[%k0] : memref<?xf32>
                %v1070 = arith.mulf %v1068, %v1069 : f32
                memref.store %v1070, %l361[%k0] : memref<?xf32>
                %v1071 = memref.load %l105[%k0] : memref<?xf32>
                memref.store %v1071, %l362[%k0] : memref<?xf32>
                %v1072 = memref.load %l361[%k0] : memref<?xf32>
                %v1073 = memref.load %l362[%k0] : memref<?xf32>
                %v1074 = arith.mulf %v1072, %v1073 : f32
                memref.store %v1074, %l363[%k0] : memref<?xf32>
                %v1075 = memref.load %l354[%k0] : memref<?xf32>
                %v1076 = memref.load %l363[%k0] : memref<?xf32>
                %v1077 = arith.addf %v1075, %v1076 : f32
                memref.store %v1077, %l10[%k0] : memref<?xf32>
                %v1078 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1078, %l364[%k0] : memref<?xf32>
                %v1079 = arith.constant 24 : i32
                memref.store %v1079, %l365[%k0] : memref<?xi32>
                %v1080 = memref.load %l333[%k0] : memref<?xi32>
                %v1081 = memref.load %l365[%k0] : memref<?xi32>
                %v1082 = arith.constant 31 : i32
                %v1083 = arith.andi %v1081, %v1082 : i32
                %v1084 = arith.shrui %v1080, %v1083 : i32
                memref.store %v1084, %l366[%k0] : memref<?xi32>
                %v1085 = arith.constant 1258291200 : i32
                %v1086 = memref.load %l366[%k0] : memref<?xi32>
                %v1087 = arith.ori %v1085, %v1086 : i32
                memref.store %v1087, %l367[%k0] : memref<?xi32>
                %v1088 = memref.load %l367[%k0] : memref<?xi32>
                %v1089 = arith.bitcast %v1088 : i32 to f32
                memref.store %v1089, %l368[%k0] : memref<?xf32>
                %v1090 = memref.load %l368[%k0] : memref<?xf32>
                %v1091 = arith.constant 0x4B000080 : f32
                %v1092 = arith.subf %v1090, %v1091 : f32
                memref.store %v1092, %l369[%k0] : memref<?xf32>
                %v1093 = memref.load %l315[%k0] : memref<?xf32>
                %v1094 = memref.load %l369[%k0] : memref<?xf32>
                %v1095 = arith.mulf %v1093, %v1094 : f32
                memref.store %v1095, %l370[%k0] : memref<?xf32>
                %v1096 = memref.load %l106[%k0] : memref<?xf32>
                memref.store %v1096, %l371[%k0] : memref<?xf32>
                %v1097 = memref.load %l370[%k0] : memref<?xf32>
                %v1098 = memref.load %l371[%k0] : memref<?xf32>
                %v1099 = arith.mulf %v1097, %v1098 : f32
                memref.store %v1099, %l372[%k0] : memref<?xf32>
                %v1100 = memref.load %l364[%k0] : memref<?xf32>
                %v1101 = memref.load %l372[%k0] : memref<?xf32>
                %v1102 = arith.addf %v1100, %v1101 : f32
                memref.store %v1102, %l10[%k0] : memref<?xf32>
                %v1103 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1103, %l373[%k0] : memref<?xf32>
                %v1104 = memref.load %l335[%k0] : memref<?xi32>
                %v1105 = arith.constant 255 : i32
                %v1106 = arith.andi %v1104, %v1105 : i32
                memref.store %v1106, %l374[%k0] : memref<?xi32>
                %v1107 = arith.constant 1258291200 : i32
                %v1108 = memref.load %l374[%k0] : memref<?xi32>
                %v1109 = arith.ori %v1107, %v1108 : i32
                memref.store %v1109, %l375[%k0] : memref<?xi32>
                %v1110 = memref.load %l375[%k0] : memref<?xi32>
                %v1111 = arith.bitcast %v1110 : i32 to f32
                memref.store %v1111, %l376[%k0] : memref<?xf32>
                %v1112 = memref.load %l376[%k0] : memref<?xf32>
                %v1113 = arith.constant 0x4B000080 : f32
                %v1114 = arith.subf %v1112, %v1113 : f32
                memref.store %v1114, %l377[%k0] : memref<?xf32>
                %v1115 = memref.load %l315[%k0] : memref<?xf32>
                %v1116 = memref.load %l377[%k0] : memref<?xf32>
                %v1117 = arith.mulf %v1115, %v1116 : f32
                memref.store %v1117, %l378[%k0] : memref<?xf32>
                %v1118 = memref.load %l107[%k0] : memref<?xf32>
                memref.store %v1118, %l379[%k0] : memref<?xf32>
                %v1119 = memref.load %l378[%k0] : memref<?xf32>
                %v1120 = memref.load %l379[%k0] : memref<?xf32>
                %v1121 = arith.mulf %v1119, %v1120 : f32
                memref.store %v1121, %l380[%k0] : memref<?xf32>
                %v1122 = memref.load %l373[%k0] : memref<?xf32>
                %v1123 = memref.load %l380[%k0] : memref<?xf32>
                %v1124 = arith.addf %v1122, %v1123 : f32
                memref.store %v1124, %l10[%k0] : memref<?xf32>
                %v1125 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1125, %l381[%k0] : memref<?xf32>
                %v1126 = arith.constant 8 : i32
                memref.store %v1126, %l382[%k0] : memref<?xi32>
                %v1127 = memref.load %l335[%k0] : memref<?xi32>
                %v1128 = memref.load %l382[%k0] : memref<?xi32>
                %v1129 = arith.constant 31 : i32
                %v1130 = arith.andi %v1128, %v1129 : i32
                %v1131 = arith.shrui %v1127, %v1130 : i32
                memref.store %v1131, %l383[%k0] : memref<?xi32>
                %v1132 = memref.load %l383[%k0] : memref<?xi32>
                %v1133 = arith.constant 255 : i32
                %v1134 = arith.andi %v1132, %v1133 : i32
                memref.store %v1134, %l384[%k0] : memref<?xi32>
                %v1135 = arith.constant 1258291200 : i32
                %v1136 = memref.load %l384[%k0] : memref<?xi32>
                %v1137 = arith.ori %v1135, %v1136 : i32
                memref.store %v1137, %l385[%k0] : memref<?xi32>
                %v1138 = memref.load %l385[%k0] : memref<?xi32>
                %v1139 = arith.bitcast %v1138 : i32 to f32
                memref.store %v1139, %l386[%k0] : memref<?xf32>
                %v1140 = memref.load %l386[%k0] : memref<?xf32>
                %v1141 = arith.constant 0x4B000080 : f32
                %v1142 = arith.subf %v1140, %v1141 : f32
                memref.store %v1142, %l387[%k0] : memref<?xf32>
                %v1143 = memref.load %l315[%k0] : memref<?xf32>
                %v1144 = memref.load %l387[%k0] : memref<?xf32>
                %v1145 = arith.mulf %v1143, %v1144 : f32
                memref.store %v1145, %l388[%k0] : memref<?xf32>
                %v1146 = memref.load %l108[%k0] : memref<?xf32>
                memref.store %v1146, %l389[%k0] : memref<?xf32>
                %v1147 = memref.load %l388[%k0] : memref<?xf32>
                %v1148 = memref.load %l389[%k0] : memref<?xf32>
                %v1149 = arith.mulf %v1147, %v1148 : f32
                memref.store %v1149, %l390[%k0] : memref<?xf32>
                %v1150 = memref.load %l381[%k0] : memref<?xf32>
                %v1151 = memref.load %l390[%k0] : memref<?xf32>
                %v1152 = arith.addf %v1150, %v1151 : f32
                memref.store %v1152, %l10[%k0] : memref<?xf32>
                %v1153 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1153, %l391[%k0] : memref<?xf32>
                %v1154 = arith.constant 16 : i32
                memref.store %v1154, %l392[%k0] : memref<?xi32>
                %v1155 = memref.load %l335[%k0] : memref<?xi32>
                %v1156 = memref.load %l392[%k0] : memref<?xi32>
                %v1157 = arith.constant 31 : i32
                %v1158 = arith.andi %v1156, %v1157 : i32
                %v1159 = arith.shrui %v1155, %v1158 : i32
                memref.store %v1159, %l393[%k0] : memref<?xi32>
                %v1160 = memref.load %l393[%k0] : memref<?xi32>
                %v1161 = arith.constant 255 : i32
                %v1162 = arith.andi %v1160, %v1161 : i32
                memref.store %v1162, %l394[%k0] : memref<?xi32>
                %v1163 = arith.constant 1258291200 : i32
                %v1164 = memref.load %l394[%k0] : memref<?xi32>
                %v1165 = arith.ori %v1163, %v1164 : i32
                memref.store %v1165, %l395[%k0] : memref<?xi32>
                %v1166 = memref.load %l395[%k0] : memref<?xi32>
                %v1167 = arith.bitcast %v1166 : i32 to f32
                memref.store %v1167, %l396[%k0] : memref<?xf32>
                %v1168 = memref.load %l396[%k0] : memref<?xf32>
                %v1169 = arith.constant 0x4B000080 : f32
                %v1170 = arith.subf %v1168, %v1169 : f32
                memref.store %v1170, %l397[%k0] : memref<?xf32>
                %v1171 = memref.load %l315[%k0] : memref<?xf32>
                %v1172 = memref.load %l397[%k0] : memref<?xf32>
                %v1173 = arith.mulf %v1171, %v1172 : f32
                memref.store %v1173, %l398[%k0] : memref<?xf32>
                %v1174 = memref.load %l109[%k0] : memref<?xf32>
                memref.store %v1174, %l399[%k0] : memref<?xf32>
                %v1175 = memref.load %l398[%k0] : memref<?xf32>
                %v1176 = memref.load %l399[%k0] : memref<?xf32>
                %v1177 = arith.mulf %v1175, %v1176 : f32
                memref.store %v1177, %l400[%k0] : memref<?xf32>
                %v1178 = memref.load %l391[%k0] : memref<?xf32>
                %v1179 = memref.load %l400[%k0] : memref<?xf32>
                %v1180 = arith.addf %v1178, %v1179 : f32
                memref.store %v1180, %l10[%k0] : memref<?xf32>
                %v1181 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1181, %l401[%k0] : memref<?xf32>
                %v1182 = arith.constant 24 : i32
                memref.store %v1182, %l402[%k0] : memref<?xi32>
                %v1183 = memref.load %l335[%k0] : memref<?xi32>
                %v1184 = memref.load %l402[%k0] : memref<?xi32>
                %v1185 = arith.constant 31 : i32
                %v1186 = arith.andi %v1184, %v1185 : i32
                %v1187 = arith.shrui %v1183, %v1186 : i32
                memref.store %v1187, %l403[%k0] : memref<?xi32>
                %v1188 = arith.constant 1258291200 : i32
                %v1189 = memref.load %l403[%k0] : memref<?xi32>
                %v1190 = arith.ori %v1188, %v1189 : i32
                memref.store %v1190, %l404[%k0] : memref<?xi32>
                %v1191 = memref.load %l404[%k0] : memref<?xi32>
                %v1192 = arith.bitcast %v1191 : i32 to f32
                memref.store %v1192, %l405[%k0] : memref<?xf32>
                %v1193 = memref.load %l405[%k0] : memref<?xf32>
                %v1194 = arith.constant 0x4B000080 : f32
                %v1195 = arith.subf %v1193, %v1194 : f32
                memref.store %v1195, %l406[%k0] : memref<?xf32>
                %v1196 = memref.load %l315[%k0] : memref<?xf32>
                %v1197 = memref.load %l406[%k0] : memref<?xf32>
                %v1198 = arith.mulf %v1196, %v1197 : f32
                memref.store %v1198, %l407[%k0] : memref<?xf32>
                %v1199 = memref.load %l110[%k0] : memref<?xf32>
                memref.store %v1199, %l408[%k0] : memref<?xf32>
                %v1200 = memref.load %l407[%k0] : memref<?xf32>
                %v1201 = memref.load %l408[%k0] : memref<?xf32>
                %v1202 = arith.mulf %v1200, %v1201 : f32
                memref.store %v1202, %l409[%k0] : memref<?xf32>
                %v1203 = memref.load %l401[%k0] : memref<?xf32>
                %v1204 = memref.load %l409[%k0] : memref<?xf32>
                %v1205 = arith.addf %v1203, %v1204 : f32
                memref.store %v1205, %l10[%k0] : memref<?xf32>
                cf.br ^bb57
              ^bb57:
                %v1206 = memref.load %l15[%k0] : memref<?xi64>
                %v1207 = arith.constant 16 : i64
                %v1208 = arith.addi %v1206, %v1207 : i64
                memref.store %v1208, %l14[%k0] : memref<?xi64>
                cf.br ^bb4
              ^bb58:
                %v1209 = memref.load %ls0[%lane] : memref<?xi64>
                %v1210 = arith.constant 256 : i64
                %v1211 = arith.cmpi ult, %v1209, %v1210 : i64
                memref.store %v1211, %l410[%k0] : memref<?xi1>
                %v1212 = memref.load %l410[%k0] : memref<?xi1>
                cf.cond_br %v1212, ^bb59, ^bb60
              ^bb59:
                %v1213 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v1213, %l411[%k0] : memref<?xf32>
                %v1214 = memref.load %ls0[%lane] : memref<?xi64>
                %v1215 = arith.index_cast %v1214 : i64 to index
                %v1216 = memref.load %l411[%k0] : memref<?xf32>
                memref.store %v1216, %wg0[%v1215] : memref<?xf32>
                cf.br ^bb60
              ^bb60:
                %v1217 = arith.constant 61 : i32
                memref.store %v1217, %resume[%lane] : memref<?xi32>
                %v1218 = arith.constant true
                %v1219 = arith.constant 0 : index
                memref.store %v1218, %more[%v1219] : memref<?xi1>
                cf.br ^exit
              ^bb61:
                %v1220 = arith.constant 16 : i64
                memref.store %v1220, %ls412[%lane] : memref<?xi64>
                cf.br ^bb62
              ^bb62:
                %v1221 = memref.load %ls412[%lane] : memref<?xi64>
                memref.store %v1221, %l413[%k0] : memref<?xi64>
                %v1222 = memref.load %l413[%k0] : memref<?xi64>
                %v1223 = arith.constant 0 : i64
                %v1224 = arith.cmpi ugt, %v1222, %v1223 : i64
                memref.store %v1224, %l414[%k0] : memref<?xi1>
                %v1225 = memref.load %l414[%k0] : memref<?xi1>
                cf.cond_br %v1225, ^bb63, ^bb68
              ^bb63:
                %v1226 = memref.load %ls412[%lane] : memref<?xi64>
                memref.store %v1226, %l415[%k0] : memref<?xi64>
                %v1227 = memref.load %ls0[%lane] : memref<?xi64>
                %v1228 = memref.load %l415[%k0] : memref<?xi64>
                %v1229 = arith.addi %v1227, %v1228 : i64
                memref.store %v1229, %l416[%k0] : memref<?xi64>
                %v1230 = memref.load %ls412[%lane] : memref<?xi64>
                memref.store %v1230, %l417[%k0] : memref<?xi64>
                %v1231 = memref.load %ls1[%lane] : memref<?xi64>
                %v1232 = memref.load %l417[%k0] : memref<?xi64>
                %v1233 = arith.cmpi ult, %v1231, %v1232 : i64
                memref.store %v1233, %l418[%k0] : memref<?xi1>
                %v1234 = memref.load %l418[%k0] : memref<?xi1>
                cf.cond_br %v1234, ^bb64, ^bb66
              ^bb64:
                %v1235 = memref.load %l416[%k0] : memref<?xi64>
                %v1236 = arith.constant 256 : i64
                %v1237 = arith.cmpi ult, %v1235, %v1236 : i64
                memref.store %v1237, %l419[%k0] : memref<?xi1>
                %v1238 = memref.load %l419[%k0] : memref<?xi1>
                cf.cond_br %v1238, ^bb65, ^bb66
              ^bb65:
                %v1239 = memref.load %ls0[%lane] : memref<?xi64>
                %v1240 = arith.index_cast %v1239 : i64 to index
                %v1241 = memref.load %wg0[%v1240] : memref<?xf32>
                memref.store %v1241, %l420[%k0] : memref<?xf32>
                %v1242 = memref.load %l416[%k0] : memref<?xi64>
                %v1243 = arith.index_cast %v1242 : i64 to index
                %v1244 = memref.load %wg0[%v1243] : memref<?xf32>
                memref.store %v1244, %l421[%k0] : memref<?xf32>
                %v1245 = memref.load %l420[%k0] : memref<?xf32>
                %v1246 = memref.load %l421[%k0] : memref<?xf32>
                %v1247 = arith.addf %v1245, %v1246 : f32
                memref.store %v1247, %l422[%k0] : memref<?xf32>
                %v1248 = memref.load %ls0[%lane] : memref<?xi64>
                %v1249 = arith.index_cast %v1248 : i64 to index
                %v1250 = memref.load %l422[%k0] : memref<?xf32>
                memref.store %v1250, %wg0[%v1249] : memref<?xf32>
                cf.br ^bb66
              ^bb66:
                %v1251 = arith.constant 67 : i32
                memref.store %v1251, %resume[%lane] : memref<?xi32>
                %v1252 = arith.constant true
                %v1253 = arith.constant 0 : index
                memref.store %v1252, %more[%v1253] : memref<?xi1>
                cf.br ^exit
              ^bb67:
                %v1254 = memref.load %ls412[%lane] : memref<?xi64>
                memref.store %v1254, %l423[%k0] : memref<?xi64>
                %v1255 = memref.load %l423[%k0] : memref<?xi64>
                %v1256 = arith.constant 2 : i64
                %v1257 = arith.constant 0 : i64
                %v1258 = arith.cmpi eq, %v1256, %v1257 : i64
                %v1259 = arith.constant 1 : i64
                %v1260 = arith.select %v1258, %v1259, %v1256 : i64
                %v1261 = arith.divui %v1255, %v1260 : i64
                memref.store %v1261, %ls412[%lane] : memref<?xi64>
                cf.br ^bb62
              ^bb68:
                %v1262 = memref.load %ls1[%lane] : memref<?xi64>
                %v1263 = arith.constant 0 : i64
                %v1264 = arith.cmpi eq, %v1262, %v1263 : i64
                memref.store %v1264, %l424[%k0] : memref<?xi1>
                %v1265 = memref.load %l424[%k0] : memref<?xi1>
                cf.cond_br %v1265, ^bb69, ^bb71
              ^bb69:
                %v1266 = arith.index_cast %n2 : index to i64
                memref.store %v1266, %l425[%k0] : memref<?xi64>
                %v1267 = memref.load %ls5[%lane] : memref<?xi64>
                %v1268 = memref.load %l425[%k0] : memref<?xi64>
                %v1269 = arith.cmpi ult, %v1267, %v1268 : i64
                memref.store %v1269, %l426[%k0] : memref<?xi1>
                %v1270 = memref.load %l426[%k0] : memref<?xi1>
                cf.cond_br %v1270, ^bb70, ^bb71
              ^bb70:
                %v1271 = memref.load %ls0[%lane] : memref<?xi64>
                %v1272 = arith.index_cast %v1271 : i64 to index
                %v1273 = memref.load %wg0[%v1272] : memref<?xf32>
                memref.store %v1273, %l427[%k0] : memref<?xf32>
                %v1274 = memref.load %ls5[%lane] : memref<?xi64>
                %v1275 = arith.index_cast %v1274 : i64 to index
                %v1276 = memref.load %l427[%k0] : memref<?xf32>
                memref.store %v1276, %p2[%v1275] : memref<?xf32>
                cf.br ^bb71
              ^bb71:
                %v1277 = arith.constant -1 : i32
                memref.store %v1277, %resume[%lane] : memref<?xi32>
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
