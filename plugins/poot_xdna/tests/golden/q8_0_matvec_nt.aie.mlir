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
    %b_ls1_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1_c0"} : (index) -> memref<64xi64>
    %b_ls7_c0 = "aie.buffer"(%t_c0) {sym_name = "ls7_c0"} : (index) -> memref<64xi64>
    %b_ls1166_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1166_c0"} : (index) -> memref<64xi64>
    %b_ls1167_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1167_c0"} : (index) -> memref<64xi64>
    %b_ls1168_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1168_c0"} : (index) -> memref<64xi64>
    %b_ls1169_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1169_c0"} : (index) -> memref<64xi64>
    %b_ls1174_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1174_c0"} : (index) -> memref<64xi64>
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
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi32>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi64>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi1>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi64>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi64>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi64>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi64>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi1>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi64>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi64>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi64>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi64>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi64>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi64>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi32>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi64>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi64>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi1>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi64>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi64>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi64>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi64>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi64>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi1>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi64>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi64>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi64>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi64>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi64>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi64>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi32>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi64>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi64>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi1>
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
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi64>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi32>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi64>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi64>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi1>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xi64>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xi64>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi64>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi64>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xi64>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xi1>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xi64>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xi64>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi64>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi64>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xf32>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xf32>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xf32>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xf32>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi64>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi64>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi64>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi1>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi64>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi64>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi64>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xi64>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xi64>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi64>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi64>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi64>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi64>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi64>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xi64>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xi64>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xi64>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xi64>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xi64>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xi64>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xi64>
    %b_l108_c0 = "aie.buffer"(%t_c0) {sym_name = "l108_c0"} : (index) -> memref<1xi64>
    %b_l109_c0 = "aie.buffer"(%t_c0) {sym_name = "l109_c0"} : (index) -> memref<1xi64>
    %b_l110_c0 = "aie.buffer"(%t_c0) {sym_name = "l110_c0"} : (index) -> memref<1xi1>
    %b_l111_c0 = "aie.buffer"(%t_c0) {sym_name = "l111_c0"} : (index) -> memref<1xi1>
    %b_l112_c0 = "aie.buffer"(%t_c0) {sym_name = "l112_c0"} : (index) -> memref<1xi1>
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xi1>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xi1>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xi1>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xi1>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xi1>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xi1>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xi1>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xi1>
    %b_l121_c0 = "aie.buffer"(%t_c0) {sym_name = "l121_c0"} : (index) -> memref<1xi1>
    %b_l122_c0 = "aie.buffer"(%t_c0) {sym_name = "l122_c0"} : (index) -> memref<1xi1>
    %b_l123_c0 = "aie.buffer"(%t_c0) {sym_name = "l123_c0"} : (index) -> memref<1xi1>
    %b_l124_c0 = "aie.buffer"(%t_c0) {sym_name = "l124_c0"} : (index) -> memref<1xi1>
    %b_l125_c0 = "aie.buffer"(%t_c0) {sym_name = "l125_c0"} : (index) -> memref<1xi1>
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
    %b_l142_c0 = "aie.buffer"(%t_c0) {sym_name = "l142_c0"} : (index) -> memref<1xi64>
    %b_l143_c0 = "aie.buffer"(%t_c0) {sym_name = "l143_c0"} : (index) -> memref<1xi64>
    %b_l144_c0 = "aie.buffer"(%t_c0) {sym_name = "l144_c0"} : (index) -> memref<1xi64>
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
    %b_l173_c0 = "aie.buffer"(%t_c0) {sym_name = "l173_c0"} : (index) -> memref<1xi64>
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
    %b_l189_c0 = "aie.buffer"(%t_c0) {sym_name = "l189_c0"} : (index) -> memref<1xi1>
    %b_l190_c0 = "aie.buffer"(%t_c0) {sym_name = "l190_c0"} : (index) -> memref<1xi1>
    %b_l191_c0 = "aie.buffer"(%t_c0) {sym_name = "l191_c0"} : (index) -> memref<1xi1>
    %b_l192_c0 = "aie.buffer"(%t_c0) {sym_name = "l192_c0"} : (index) -> memref<1xi1>
    %b_l193_c0 = "aie.buffer"(%t_c0) {sym_name = "l193_c0"} : (index) -> memref<1xi1>
    %b_l194_c0 = "aie.buffer"(%t_c0) {sym_name = "l194_c0"} : (index) -> memref<1xi1>
    %b_l195_c0 = "aie.buffer"(%t_c0) {sym_name = "l195_c0"} : (index) -> memref<1xi1>
    %b_l196_c0 = "aie.buffer"(%t_c0) {sym_name = "l196_c0"} : (index) -> memref<1xi1>
    %b_l197_c0 = "aie.buffer"(%t_c0) {sym_name = "l197_c0"} : (index) -> memref<1xi1>
    %b_l198_c0 = "aie.buffer"(%t_c0) {sym_name = "l198_c0"} : (index) -> memref<1xi32>
    %b_l199_c0 = "aie.buffer"(%t_c0) {sym_name = "l199_c0"} : (index) -> memref<1xi32>
    %b_l200_c0 = "aie.buffer"(%t_c0) {sym_name = "l200_c0"} : (index) -> memref<1xi32>
    %b_l201_c0 = "aie.buffer"(%t_c0) {sym_name = "l201_c0"} : (index) -> memref<1xi32>
    %b_l202_c0 = "aie.buffer"(%t_c0) {sym_name = "l202_c0"} : (index) -> memref<1xi32>
    %b_l203_c0 = "aie.buffer"(%t_c0) {sym_name = "l203_c0"} : (index) -> memref<1xi32>
    %b_l204_c0 = "aie.buffer"(%t_c0) {sym_name = "l204_c0"} : (index) -> memref<1xi32>
    %b_l205_c0 = "aie.buffer"(%t_c0) {sym_name = "l205_c0"} : (index) -> memref<1xi32>
    %b_l206_c0 = "aie.buffer"(%t_c0) {sym_name = "l206_c0"} : (index) -> memref<1xi32>
    %b_l207_c0 = "aie.buffer"(%t_c0) {sym_name = "l207_c0"} : (index) -> memref<1xi32>
    %b_l208_c0 = "aie.buffer"(%t_c0) {sym_name = "l208_c0"} : (index) -> memref<1xi32>
    %b_l209_c0 = "aie.buffer"(%t_c0) {sym_name = "l209_c0"} : (index) -> memref<1xi32>
    %b_l210_c0 = "aie.buffer"(%t_c0) {sym_name = "l210_c0"} : (index) -> memref<1xi32>
    %b_l211_c0 = "aie.buffer"(%t_c0) {sym_name = "l211_c0"} : (index) -> memref<1xi32>
    %b_l212_c0 = "aie.buffer"(%t_c0) {sym_name = "l212_c0"} : (index) -> memref<1xi32>
    %b_l213_c0 = "aie.buffer"(%t_c0) {sym_name = "l213_c0"} : (index) -> memref<1xi32>
    %b_l214_c0 = "aie.buffer"(%t_c0) {sym_name = "l214_c0"} : (index) -> memref<1xi32>
    %b_l215_c0 = "aie.buffer"(%t_c0) {sym_name = "l215_c0"} : (index) -> memref<1xi32>
    %b_l216_c0 = "aie.buffer"(%t_c0) {sym_name = "l216_c0"} : (index) -> memref<1xi32>
    %b_l217_c0 = "aie.buffer"(%t_c0) {sym_name = "l217_c0"} : (index) -> memref<1xi32>
    %b_l218_c0 = "aie.buffer"(%t_c0) {sym_name = "l218_c0"} : (index) -> memref<1xi32>
    %b_l219_c0 = "aie.buffer"(%t_c0) {sym_name = "l219_c0"} : (index) -> memref<1xi32>
    %b_l220_c0 = "aie.buffer"(%t_c0) {sym_name = "l220_c0"} : (index) -> memref<1xi32>
    %b_l221_c0 = "aie.buffer"(%t_c0) {sym_name = "l221_c0"} : (index) -> memref<1xi32>
    %b_l222_c0 = "aie.buffer"(%t_c0) {sym_name = "l222_c0"} : (index) -> memref<1xf32>
    %b_l223_c0 = "aie.buffer"(%t_c0) {sym_name = "l223_c0"} : (index) -> memref<1xi64>
    %b_l224_c0 = "aie.buffer"(%t_c0) {sym_name = "l224_c0"} : (index) -> memref<1xi64>
    %b_l225_c0 = "aie.buffer"(%t_c0) {sym_name = "l225_c0"} : (index) -> memref<1xi64>
    %b_l226_c0 = "aie.buffer"(%t_c0) {sym_name = "l226_c0"} : (index) -> memref<1xi64>
    %b_l227_c0 = "aie.buffer"(%t_c0) {sym_name = "l227_c0"} : (index) -> memref<1xi64>
    %b_l228_c0 = "aie.buffer"(%t_c0) {sym_name = "l228_c0"} : (index) -> memref<1xi64>
    %b_l229_c0 = "aie.buffer"(%t_c0) {sym_name = "l229_c0"} : (index) -> memref<1xi64>
    %b_l230_c0 = "aie.buffer"(%t_c0) {sym_name = "l230_c0"} : (index) -> memref<1xi32>
    %b_l231_c0 = "aie.buffer"(%t_c0) {sym_name = "l231_c0"} : (index) -> memref<1xi64>
    %b_l232_c0 = "aie.buffer"(%t_c0) {sym_name = "l232_c0"} : (index) -> memref<1xi64>
    %b_l233_c0 = "aie.buffer"(%t_c0) {sym_name = "l233_c0"} : (index) -> memref<1xi64>
    %b_l234_c0 = "aie.buffer"(%t_c0) {sym_name = "l234_c0"} : (index) -> memref<1xi64>
    %b_l235_c0 = "aie.buffer"(%t_c0) {sym_name = "l235_c0"} : (index) -> memref<1xi64>
    %b_l236_c0 = "aie.buffer"(%t_c0) {sym_name = "l236_c0"} : (index) -> memref<1xi64>
    %b_l237_c0 = "aie.buffer"(%t_c0) {sym_name = "l237_c0"} : (index) -> memref<1xi64>
    %b_l238_c0 = "aie.buffer"(%t_c0) {sym_name = "l238_c0"} : (index) -> memref<1xi32>
    %b_l239_c0 = "aie.buffer"(%t_c0) {sym_name = "l239_c0"} : (index) -> memref<1xi64>
    %b_l240_c0 = "aie.buffer"(%t_c0) {sym_name = "l240_c0"} : (index) -> memref<1xi64>
    %b_l241_c0 = "aie.buffer"(%t_c0) {sym_name = "l241_c0"} : (index) -> memref<1xi64>
    %b_l242_c0 = "aie.buffer"(%t_c0) {sym_name = "l242_c0"} : (index) -> memref<1xi64>
    %b_l243_c0 = "aie.buffer"(%t_c0) {sym_name = "l243_c0"} : (index) -> memref<1xi64>
    %b_l244_c0 = "aie.buffer"(%t_c0) {sym_name = "l244_c0"} : (index) -> memref<1xi64>
    %b_l245_c0 = "aie.buffer"(%t_c0) {sym_name = "l245_c0"} : (index) -> memref<1xi64>
    %b_l246_c0 = "aie.buffer"(%t_c0) {sym_name = "l246_c0"} : (index) -> memref<1xi32>
    %b_l247_c0 = "aie.buffer"(%t_c0) {sym_name = "l247_c0"} : (index) -> memref<1xi64>
    %b_l248_c0 = "aie.buffer"(%t_c0) {sym_name = "l248_c0"} : (index) -> memref<1xi64>
    %b_l249_c0 = "aie.buffer"(%t_c0) {sym_name = "l249_c0"} : (index) -> memref<1xi64>
    %b_l250_c0 = "aie.buffer"(%t_c0) {sym_name = "l250_c0"} : (index) -> memref<1xi64>
    %b_l251_c0 = "aie.buffer"(%t_c0) {sym_name = "l251_c0"} : (index) -> memref<1xi64>
    %b_l252_c0 = "aie.buffer"(%t_c0) {sym_name = "l252_c0"} : (index) -> memref<1xi64>
    %b_l253_c0 = "aie.buffer"(%t_c0) {sym_name = "l253_c0"} : (index) -> memref<1xi64>
    %b_l254_c0 = "aie.buffer"(%t_c0) {sym_name = "l254_c0"} : (index) -> memref<1xi32>
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
    %b_l269_c0 = "aie.buffer"(%t_c0) {sym_name = "l269_c0"} : (index) -> memref<1xi32>
    %b_l270_c0 = "aie.buffer"(%t_c0) {sym_name = "l270_c0"} : (index) -> memref<1xi32>
    %b_l271_c0 = "aie.buffer"(%t_c0) {sym_name = "l271_c0"} : (index) -> memref<1xf32>
    %b_l272_c0 = "aie.buffer"(%t_c0) {sym_name = "l272_c0"} : (index) -> memref<1xf32>
    %b_l273_c0 = "aie.buffer"(%t_c0) {sym_name = "l273_c0"} : (index) -> memref<1xf32>
    %b_l274_c0 = "aie.buffer"(%t_c0) {sym_name = "l274_c0"} : (index) -> memref<1xf32>
    %b_l275_c0 = "aie.buffer"(%t_c0) {sym_name = "l275_c0"} : (index) -> memref<1xi32>
    %b_l276_c0 = "aie.buffer"(%t_c0) {sym_name = "l276_c0"} : (index) -> memref<1xi32>
    %b_l277_c0 = "aie.buffer"(%t_c0) {sym_name = "l277_c0"} : (index) -> memref<1xi32>
    %b_l278_c0 = "aie.buffer"(%t_c0) {sym_name = "l278_c0"} : (index) -> memref<1xi32>
    %b_l279_c0 = "aie.buffer"(%t_c0) {sym_name = "l279_c0"} : (index) -> memref<1xf32>
    %b_l280_c0 = "aie.buffer"(%t_c0) {sym_name = "l280_c0"} : (index) -> memref<1xf32>
    %b_l281_c0 = "aie.buffer"(%t_c0) {sym_name = "l281_c0"} : (index) -> memref<1xf32>
    %b_l282_c0 = "aie.buffer"(%t_c0) {sym_name = "l282_c0"} : (index) -> memref<1xf32>
    %b_l283_c0 = "aie.buffer"(%t_c0) {sym_name = "l283_c0"} : (index) -> memref<1xi32>
    %b_l284_c0 = "aie.buffer"(%t_c0) {sym_name = "l284_c0"} : (index) -> memref<1xi32>
    %b_l285_c0 = "aie.buffer"(%t_c0) {sym_name = "l285_c0"} : (index) -> memref<1xf32>
    %b_l286_c0 = "aie.buffer"(%t_c0) {sym_name = "l286_c0"} : (index) -> memref<1xf32>
    %b_l287_c0 = "aie.buffer"(%t_c0) {sym_name = "l287_c0"} : (index) -> memref<1xf32>
    %b_l288_c0 = "aie.buffer"(%t_c0) {sym_name = "l288_c0"} : (index) -> memref<1xf32>
    %b_l289_c0 = "aie.buffer"(%t_c0) {sym_name = "l289_c0"} : (index) -> memref<1xi32>
    %b_l290_c0 = "aie.buffer"(%t_c0) {sym_name = "l290_c0"} : (index) -> memref<1xi32>
    %b_l291_c0 = "aie.buffer"(%t_c0) {sym_name = "l291_c0"} : (index) -> memref<1xf32>
    %b_l292_c0 = "aie.buffer"(%t_c0) {sym_name = "l292_c0"} : (index) -> memref<1xf32>
    %b_l293_c0 = "aie.buffer"(%t_c0) {sym_name = "l293_c0"} : (index) -> memref<1xf32>
    %b_l294_c0 = "aie.buffer"(%t_c0) {sym_name = "l294_c0"} : (index) -> memref<1xf32>
    %b_l295_c0 = "aie.buffer"(%t_c0) {sym_name = "l295_c0"} : (index) -> memref<1xi32>
    %b_l296_c0 = "aie.buffer"(%t_c0) {sym_name = "l296_c0"} : (index) -> memref<1xi32>
    %b_l297_c0 = "aie.buffer"(%t_c0) {sym_name = "l297_c0"} : (index) -> memref<1xi32>
    %b_l298_c0 = "aie.buffer"(%t_c0) {sym_name = "l298_c0"} : (index) -> memref<1xi32>
    %b_l299_c0 = "aie.buffer"(%t_c0) {sym_name = "l299_c0"} : (index) -> memref<1xf32>
    %b_l300_c0 = "aie.buffer"(%t_c0) {sym_name = "l300_c0"} : (index) -> memref<1xf32>
    %b_l301_c0 = "aie.buffer"(%t_c0) {sym_name = "l301_c0"} : (index) -> memref<1xf32>
    %b_l302_c0 = "aie.buffer"(%t_c0) {sym_name = "l302_c0"} : (index) -> memref<1xf32>
    %b_l303_c0 = "aie.buffer"(%t_c0) {sym_name = "l303_c0"} : (index) -> memref<1xi32>
    %b_l304_c0 = "aie.buffer"(%t_c0) {sym_name = "l304_c0"} : (index) -> memref<1xi32>
    %b_l305_c0 = "aie.buffer"(%t_c0) {sym_name = "l305_c0"} : (index) -> memref<1xi32>
    %b_l306_c0 = "aie.buffer"(%t_c0) {sym_name = "l306_c0"} : (index) -> memref<1xi32>
    %b_l307_c0 = "aie.buffer"(%t_c0) {sym_name = "l307_c0"} : (index) -> memref<1xf32>
    %b_l308_c0 = "aie.buffer"(%t_c0) {sym_name = "l308_c0"} : (index) -> memref<1xf32>
    %b_l309_c0 = "aie.buffer"(%t_c0) {sym_name = "l309_c0"} : (index) -> memref<1xf32>
    %b_l310_c0 = "aie.buffer"(%t_c0) {sym_name = "l310_c0"} : (index) -> memref<1xf32>
    %b_l311_c0 = "aie.buffer"(%t_c0) {sym_name = "l311_c0"} : (index) -> memref<1xi32>
    %b_l312_c0 = "aie.buffer"(%t_c0) {sym_name = "l312_c0"} : (index) -> memref<1xi32>
    %b_l313_c0 = "aie.buffer"(%t_c0) {sym_name = "l313_c0"} : (index) -> memref<1xf32>
    %b_l314_c0 = "aie.buffer"(%t_c0) {sym_name = "l314_c0"} : (index) -> memref<1xf32>
    %b_l315_c0 = "aie.buffer"(%t_c0) {sym_name = "l315_c0"} : (index) -> memref<1xf32>
    %b_l316_c0 = "aie.buffer"(%t_c0) {sym_name = "l316_c0"} : (index) -> memref<1xf32>
    %b_l317_c0 = "aie.buffer"(%t_c0) {sym_name = "l317_c0"} : (index) -> memref<1xi32>
    %b_l318_c0 = "aie.buffer"(%t_c0) {sym_name = "l318_c0"} : (index) -> memref<1xi32>
    %b_l319_c0 = "aie.buffer"(%t_c0) {sym_name = "l319_c0"} : (index) -> memref<1xf32>
    %b_l320_c0 = "aie.buffer"(%t_c0) {sym_name = "l320_c0"} : (index) -> memref<1xf32>
    %b_l321_c0 = "aie.buffer"(%t_c0) {sym_name = "l321_c0"} : (index) -> memref<1xf32>
    %b_l322_c0 = "aie.buffer"(%t_c0) {sym_name = "l322_c0"} : (index) -> memref<1xf32>
    %b_l323_c0 = "aie.buffer"(%t_c0) {sym_name = "l323_c0"} : (index) -> memref<1xi32>
    %b_l324_c0 = "aie.buffer"(%t_c0) {sym_name = "l324_c0"} : (index) -> memref<1xi32>
    %b_l325_c0 = "aie.buffer"(%t_c0) {sym_name = "l325_c0"} : (index) -> memref<1xi32>
    %b_l326_c0 = "aie.buffer"(%t_c0) {sym_name = "l326_c0"} : (index) -> memref<1xi32>
    %b_l327_c0 = "aie.buffer"(%t_c0) {sym_name = "l327_c0"} : (index) -> memref<1xf32>
    %b_l328_c0 = "aie.buffer"(%t_c0) {sym_name = "l328_c0"} : (index) -> memref<1xf32>
    %b_l329_c0 = "aie.buffer"(%t_c0) {sym_name = "l329_c0"} : (index) -> memref<1xf32>
    %b_l330_c0 = "aie.buffer"(%t_c0) {sym_name = "l330_c0"} : (index) -> memref<1xf32>
    %b_l331_c0 = "aie.buffer"(%t_c0) {sym_name = "l331_c0"} : (index) -> memref<1xi32>
    %b_l332_c0 = "aie.buffer"(%t_c0) {sym_name = "l332_c0"} : (index) -> memref<1xi32>
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
    %b_l353_c0 = "aie.buffer"(%t_c0) {sym_name = "l353_c0"} : (index) -> memref<1xi32>
    %b_l354_c0 = "aie.buffer"(%t_c0) {sym_name = "l354_c0"} : (index) -> memref<1xi32>
    %b_l355_c0 = "aie.buffer"(%t_c0) {sym_name = "l355_c0"} : (index) -> memref<1xf32>
    %b_l356_c0 = "aie.buffer"(%t_c0) {sym_name = "l356_c0"} : (index) -> memref<1xf32>
    %b_l357_c0 = "aie.buffer"(%t_c0) {sym_name = "l357_c0"} : (index) -> memref<1xf32>
    %b_l358_c0 = "aie.buffer"(%t_c0) {sym_name = "l358_c0"} : (index) -> memref<1xf32>
    %b_l359_c0 = "aie.buffer"(%t_c0) {sym_name = "l359_c0"} : (index) -> memref<1xi32>
    %b_l360_c0 = "aie.buffer"(%t_c0) {sym_name = "l360_c0"} : (index) -> memref<1xi32>
    %b_l361_c0 = "aie.buffer"(%t_c0) {sym_name = "l361_c0"} : (index) -> memref<1xi32>
    %b_l362_c0 = "aie.buffer"(%t_c0) {sym_name = "l362_c0"} : (index) -> memref<1xi32>
    %b_l363_c0 = "aie.buffer"(%t_c0) {sym_name = "l363_c0"} : (index) -> memref<1xf32>
    %b_l364_c0 = "aie.buffer"(%t_c0) {sym_name = "l364_c0"} : (index) -> memref<1xf32>
    %b_l365_c0 = "aie.buffer"(%t_c0) {sym_name = "l365_c0"} : (index) -> memref<1xf32>
    %b_l366_c0 = "aie.buffer"(%t_c0) {sym_name = "l366_c0"} : (index) -> memref<1xi32>
    %b_l367_c0 = "aie.buffer"(%t_c0) {sym_name = "l367_c0"} : (index) -> memref<1xi32>
    %b_l368_c0 = "aie.buffer"(%t_c0) {sym_name = "l368_c0"} : (index) -> memref<1xi32>
    %b_l369_c0 = "aie.buffer"(%t_c0) {sym_name = "l369_c0"} : (index) -> memref<1xi32>
    %b_l370_c0 = "aie.buffer"(%t_c0) {sym_name = "l370_c0"} : (index) -> memref<1xi32>
    %b_l371_c0 = "aie.buffer"(%t_c0) {sym_name = "l371_c0"} : (index) -> memref<1xi32>
    %b_l372_c0 = "aie.buffer"(%t_c0) {sym_name = "l372_c0"} : (index) -> memref<1xi32>
    %b_l373_c0 = "aie.buffer"(%t_c0) {sym_name = "l373_c0"} : (index) -> memref<1xf32>
    %b_l374_c0 = "aie.buffer"(%t_c0) {sym_name = "l374_c0"} : (index) -> memref<1xi1>
    %b_l375_c0 = "aie.buffer"(%t_c0) {sym_name = "l375_c0"} : (index) -> memref<1xi32>
    %b_l376_c0 = "aie.buffer"(%t_c0) {sym_name = "l376_c0"} : (index) -> memref<1xi32>
    %b_l377_c0 = "aie.buffer"(%t_c0) {sym_name = "l377_c0"} : (index) -> memref<1xi32>
    %b_l378_c0 = "aie.buffer"(%t_c0) {sym_name = "l378_c0"} : (index) -> memref<1xf32>
    %b_l379_c0 = "aie.buffer"(%t_c0) {sym_name = "l379_c0"} : (index) -> memref<1xi1>
    %b_l380_c0 = "aie.buffer"(%t_c0) {sym_name = "l380_c0"} : (index) -> memref<1xi32>
    %b_l381_c0 = "aie.buffer"(%t_c0) {sym_name = "l381_c0"} : (index) -> memref<1xi32>
    %b_l382_c0 = "aie.buffer"(%t_c0) {sym_name = "l382_c0"} : (index) -> memref<1xi32>
    %b_l383_c0 = "aie.buffer"(%t_c0) {sym_name = "l383_c0"} : (index) -> memref<1xf32>
    %b_l384_c0 = "aie.buffer"(%t_c0) {sym_name = "l384_c0"} : (index) -> memref<1xi1>
    %b_l385_c0 = "aie.buffer"(%t_c0) {sym_name = "l385_c0"} : (index) -> memref<1xf32>
    %b_l386_c0 = "aie.buffer"(%t_c0) {sym_name = "l386_c0"} : (index) -> memref<1xf32>
    %b_l387_c0 = "aie.buffer"(%t_c0) {sym_name = "l387_c0"} : (index) -> memref<1xf32>
    %b_l388_c0 = "aie.buffer"(%t_c0) {sym_name = "l388_c0"} : (index) -> memref<1xf32>
    %b_l389_c0 = "aie.buffer"(%t_c0) {sym_name = "l389_c0"} : (index) -> memref<1xf32>
    %b_l390_c0 = "aie.buffer"(%t_c0) {sym_name = "l390_c0"} : (index) -> memref<1xi64>
    %b_l391_c0 = "aie.buffer"(%t_c0) {sym_name = "l391_c0"} : (index) -> memref<1xi64>
    %b_l392_c0 = "aie.buffer"(%t_c0) {sym_name = "l392_c0"} : (index) -> memref<1xi64>
    %b_l393_c0 = "aie.buffer"(%t_c0) {sym_name = "l393_c0"} : (index) -> memref<1xi64>
    %b_l394_c0 = "aie.buffer"(%t_c0) {sym_name = "l394_c0"} : (index) -> memref<1xi64>
    %b_l395_c0 = "aie.buffer"(%t_c0) {sym_name = "l395_c0"} : (index) -> memref<1xi64>
    %b_l396_c0 = "aie.buffer"(%t_c0) {sym_name = "l396_c0"} : (index) -> memref<1xi64>
    %b_l397_c0 = "aie.buffer"(%t_c0) {sym_name = "l397_c0"} : (index) -> memref<1xi32>
    %b_l398_c0 = "aie.buffer"(%t_c0) {sym_name = "l398_c0"} : (index) -> memref<1xi64>
    %b_l399_c0 = "aie.buffer"(%t_c0) {sym_name = "l399_c0"} : (index) -> memref<1xi64>
    %b_l400_c0 = "aie.buffer"(%t_c0) {sym_name = "l400_c0"} : (index) -> memref<1xi64>
    %b_l401_c0 = "aie.buffer"(%t_c0) {sym_name = "l401_c0"} : (index) -> memref<1xi64>
    %b_l402_c0 = "aie.buffer"(%t_c0) {sym_name = "l402_c0"} : (index) -> memref<1xi64>
    %b_l403_c0 = "aie.buffer"(%t_c0) {sym_name = "l403_c0"} : (index) -> memref<1xi64>
    %b_l404_c0 = "aie.buffer"(%t_c0) {sym_name = "l404_c0"} : (index) -> memref<1xi64>
    %b_l405_c0 = "aie.buffer"(%t_c0) {sym_name = "l405_c0"} : (index) -> memref<1xi32>
    %b_l406_c0 = "aie.buffer"(%t_c0) {sym_name = "l406_c0"} : (index) -> memref<1xi64>
    %b_l407_c0 = "aie.buffer"(%t_c0) {sym_name = "l407_c0"} : (index) -> memref<1xi64>
    %b_l408_c0 = "aie.buffer"(%t_c0) {sym_name = "l408_c0"} : (index) -> memref<1xi64>
    %b_l409_c0 = "aie.buffer"(%t_c0) {sym_name = "l409_c0"} : (index) -> memref<1xi64>
    %b_l410_c0 = "aie.buffer"(%t_c0) {sym_name = "l410_c0"} : (index) -> memref<1xi64>
    %b_l411_c0 = "aie.buffer"(%t_c0) {sym_name = "l411_c0"} : (index) -> memref<1xi64>
    %b_l412_c0 = "aie.buffer"(%t_c0) {sym_name = "l412_c0"} : (index) -> memref<1xi64>
    %b_l413_c0 = "aie.buffer"(%t_c0) {sym_name = "l413_c0"} : (index) -> memref<1xi32>
    %b_l414_c0 = "aie.buffer"(%t_c0) {sym_name = "l414_c0"} : (index) -> memref<1xi64>
    %b_l415_c0 = "aie.buffer"(%t_c0) {sym_name = "l415_c0"} : (index) -> memref<1xi64>
    %b_l416_c0 = "aie.buffer"(%t_c0) {sym_name = "l416_c0"} : (index) -> memref<1xi64>
    %b_l417_c0 = "aie.buffer"(%t_c0) {sym_name = "l417_c0"} : (index) -> memref<1xi64>
    %b_l418_c0 = "aie.buffer"(%t_c0) {sym_name = "l418_c0"} : (index) -> memref<1xi64>
    %b_l419_c0 = "aie.buffer"(%t_c0) {sym_name = "l419_c0"} : (index) -> memref<1xi64>
    %b_l420_c0 = "aie.buffer"(%t_c0) {sym_name = "l420_c0"} : (index) -> memref<1xi64>
    %b_l421_c0 = "aie.buffer"(%t_c0) {sym_name = "l421_c0"} : (index) -> memref<1xi32>
    %b_l422_c0 = "aie.buffer"(%t_c0) {sym_name = "l422_c0"} : (index) -> memref<1xi32>
    %b_l423_c0 = "aie.buffer"(%t_c0) {sym_name = "l423_c0"} : (index) -> memref<1xi32>
    %b_l424_c0 = "aie.buffer"(%t_c0) {sym_name = "l424_c0"} : (index) -> memref<1xf32>
    %b_l425_c0 = "aie.buffer"(%t_c0) {sym_name = "l425_c0"} : (index) -> memref<1xf32>
    %b_l426_c0 = "aie.buffer"(%t_c0) {sym_name = "l426_c0"} : (index) -> memref<1xf32>
    %b_l427_c0 = "aie.buffer"(%t_c0) {sym_name = "l427_c0"} : (index) -> memref<1xf32>
    %b_l428_c0 = "aie.buffer"(%t_c0) {sym_name = "l428_c0"} : (index) -> memref<1xi32>
    %b_l429_c0 = "aie.buffer"(%t_c0) {sym_name = "l429_c0"} : (index) -> memref<1xi32>
    %b_l430_c0 = "aie.buffer"(%t_c0) {sym_name = "l430_c0"} : (index) -> memref<1xf32>
    %b_l431_c0 = "aie.buffer"(%t_c0) {sym_name = "l431_c0"} : (index) -> memref<1xf32>
    %b_l432_c0 = "aie.buffer"(%t_c0) {sym_name = "l432_c0"} : (index) -> memref<1xf32>
    %b_l433_c0 = "aie.buffer"(%t_c0) {sym_name = "l433_c0"} : (index) -> memref<1xf32>
    %b_l434_c0 = "aie.buffer"(%t_c0) {sym_name = "l434_c0"} : (index) -> memref<1xi32>
    %b_l435_c0 = "aie.buffer"(%t_c0) {sym_name = "l435_c0"} : (index) -> memref<1xi32>
    %b_l436_c0 = "aie.buffer"(%t_c0) {sym_name = "l436_c0"} : (index) -> memref<1xi32>
    %b_l437_c0 = "aie.buffer"(%t_c0) {sym_name = "l437_c0"} : (index) -> memref<1xi32>
    %b_l438_c0 = "aie.buffer"(%t_c0) {sym_name = "l438_c0"} : (index) -> memref<1xf32>
    %b_l439_c0 = "aie.buffer"(%t_c0) {sym_name = "l439_c0"} : (index) -> memref<1xf32>
    %b_l440_c0 = "aie.buffer"(%t_c0) {sym_name = "l440_c0"} : (index) -> memref<1xf32>
    %b_l441_c0 = "aie.buffer"(%t_c0) {sym_name = "l441_c0"} : (index) -> memref<1xf32>
    %b_l442_c0 = "aie.buffer"(%t_c0) {sym_name = "l442_c0"} : (index) -> memref<1xi32>
    %b_l443_c0 = "aie.buffer"(%t_c0) {sym_name = "l443_c0"} : (index) -> memref<1xi32>
    %b_l444_c0 = "aie.buffer"(%t_c0) {sym_name = "l444_c0"} : (index) -> memref<1xi32>
    %b_l445_c0 = "aie.buffer"(%t_c0) {sym_name = "l445_c0"} : (index) -> memref<1xi32>
    %b_l446_c0 = "aie.buffer"(%t_c0) {sym_name = "l446_c0"} : (index) -> memref<1xf32>
    %b_l447_c0 = "aie.buffer"(%t_c0) {sym_name = "l447_c0"} : (index) -> memref<1xf32>
    %b_l448_c0 = "aie.buffer"(%t_c0) {sym_name = "l448_c0"} : (index) -> memref<1xf32>
    %b_l449_c0 = "aie.buffer"(%t_c0) {sym_name = "l449_c0"} : (index) -> memref<1xf32>
    %b_l450_c0 = "aie.buffer"(%t_c0) {sym_name = "l450_c0"} : (index) -> memref<1xi32>
    %b_l451_c0 = "aie.buffer"(%t_c0) {sym_name = "l451_c0"} : (index) -> memref<1xi32>
    %b_l452_c0 = "aie.buffer"(%t_c0) {sym_name = "l452_c0"} : (index) -> memref<1xf32>
    %b_l453_c0 = "aie.buffer"(%t_c0) {sym_name = "l453_c0"} : (index) -> memref<1xf32>
    %b_l454_c0 = "aie.buffer"(%t_c0) {sym_name = "l454_c0"} : (index) -> memref<1xf32>
    %b_l455_c0 = "aie.buffer"(%t_c0) {sym_name = "l455_c0"} : (index) -> memref<1xf32>
    %b_l456_c0 = "aie.buffer"(%t_c0) {sym_name = "l456_c0"} : (index) -> memref<1xi32>
    %b_l457_c0 = "aie.buffer"(%t_c0) {sym_name = "l457_c0"} : (index) -> memref<1xi32>
    %b_l458_c0 = "aie.buffer"(%t_c0) {sym_name = "l458_c0"} : (index) -> memref<1xf32>
    %b_l459_c0 = "aie.buffer"(%t_c0) {sym_name = "l459_c0"} : (index) -> memref<1xf32>
    %b_l460_c0 = "aie.buffer"(%t_c0) {sym_name = "l460_c0"} : (index) -> memref<1xf32>
    %b_l461_c0 = "aie.buffer"(%t_c0) {sym_name = "l461_c0"} : (index) -> memref<1xf32>
    %b_l462_c0 = "aie.buffer"(%t_c0) {sym_name = "l462_c0"} : (index) -> memref<1xi32>
    %b_l463_c0 = "aie.buffer"(%t_c0) {sym_name = "l463_c0"} : (index) -> memref<1xi32>
    %b_l464_c0 = "aie.buffer"(%t_c0) {sym_name = "l464_c0"} : (index) -> memref<1xi32>
    %b_l465_c0 = "aie.buffer"(%t_c0) {sym_name = "l465_c0"} : (index) -> memref<1xi32>
    %b_l466_c0 = "aie.buffer"(%t_c0) {sym_name = "l466_c0"} : (index) -> memref<1xf32>
    %b_l467_c0 = "aie.buffer"(%t_c0) {sym_name = "l467_c0"} : (index) -> memref<1xf32>
    %b_l468_c0 = "aie.buffer"(%t_c0) {sym_name = "l468_c0"} : (index) -> memref<1xf32>
    %b_l469_c0 = "aie.buffer"(%t_c0) {sym_name = "l469_c0"} : (index) -> memref<1xf32>
    %b_l470_c0 = "aie.buffer"(%t_c0) {sym_name = "l470_c0"} : (index) -> memref<1xi32>
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
    %b_l486_c0 = "aie.buffer"(%t_c0) {sym_name = "l486_c0"} : (index) -> memref<1xf32>
    %b_l487_c0 = "aie.buffer"(%t_c0) {sym_name = "l487_c0"} : (index) -> memref<1xf32>
    %b_l488_c0 = "aie.buffer"(%t_c0) {sym_name = "l488_c0"} : (index) -> memref<1xf32>
    %b_l489_c0 = "aie.buffer"(%t_c0) {sym_name = "l489_c0"} : (index) -> memref<1xf32>
    %b_l490_c0 = "aie.buffer"(%t_c0) {sym_name = "l490_c0"} : (index) -> memref<1xi32>
    %b_l491_c0 = "aie.buffer"(%t_c0) {sym_name = "l491_c0"} : (index) -> memref<1xi32>
    %b_l492_c0 = "aie.buffer"(%t_c0) {sym_name = "l492_c0"} : (index) -> memref<1xi32>
    %b_l493_c0 = "aie.buffer"(%t_c0) {sym_name = "l493_c0"} : (index) -> memref<1xi32>
    %b_l494_c0 = "aie.buffer"(%t_c0) {sym_name = "l494_c0"} : (index) -> memref<1xf32>
    %b_l495_c0 = "aie.buffer"(%t_c0) {sym_name = "l495_c0"} : (index) -> memref<1xf32>
    %b_l496_c0 = "aie.buffer"(%t_c0) {sym_name = "l496_c0"} : (index) -> memref<1xf32>
    %b_l497_c0 = "aie.buffer"(%t_c0) {sym_name = "l497_c0"} : (index) -> memref<1xf32>
    %b_l498_c0 = "aie.buffer"(%t_c0) {sym_name = "l498_c0"} : (index) -> memref<1xi32>
    %b_l499_c0 = "aie.buffer"(%t_c0) {sym_name = "l499_c0"} : (index) -> memref<1xi32>
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
    %b_l514_c0 = "aie.buffer"(%t_c0) {sym_name = "l514_c0"} : (index) -> memref<1xf32>
    %b_l515_c0 = "aie.buffer"(%t_c0) {sym_name = "l515_c0"} : (index) -> memref<1xf32>
    %b_l516_c0 = "aie.buffer"(%t_c0) {sym_name = "l516_c0"} : (index) -> memref<1xf32>
    %b_l517_c0 = "aie.buffer"(%t_c0) {sym_name = "l517_c0"} : (index) -> memref<1xf32>
    %b_l518_c0 = "aie.buffer"(%t_c0) {sym_name = "l518_c0"} : (index) -> memref<1xi32>
    %b_l519_c0 = "aie.buffer"(%t_c0) {sym_name = "l519_c0"} : (index) -> memref<1xi32>
    %b_l520_c0 = "aie.buffer"(%t_c0) {sym_name = "l520_c0"} : (index) -> memref<1xi32>
    %b_l521_c0 = "aie.buffer"(%t_c0) {sym_name = "l521_c0"} : (index) -> memref<1xi32>
    %b_l522_c0 = "aie.buffer"(%t_c0) {sym_name = "l522_c0"} : (index) -> memref<1xf32>
    %b_l523_c0 = "aie.buffer"(%t_c0) {sym_name = "l523_c0"} : (index) -> memref<1xf32>
    %b_l524_c0 = "aie.buffer"(%t_c0) {sym_name = "l524_c0"} : (index) -> memref<1xf32>
    %b_l525_c0 = "aie.buffer"(%t_c0) {sym_name = "l525_c0"} : (index) -> memref<1xf32>
    %b_l526_c0 = "aie.buffer"(%t_c0) {sym_name = "l526_c0"} : (index) -> memref<1xi32>
    %b_l527_c0 = "aie.buffer"(%t_c0) {sym_name = "l527_c0"} : (index) -> memref<1xi32>
    %b_l528_c0 = "aie.buffer"(%t_c0) {sym_name = "l528_c0"} : (index) -> memref<1xi32>
    %b_l529_c0 = "aie.buffer"(%t_c0) {sym_name = "l529_c0"} : (index) -> memref<1xi32>
    %b_l530_c0 = "aie.buffer"(%t_c0) {sym_name = "l530_c0"} : (index) -> memref<1xf32>
    %b_l531_c0 = "aie.buffer"(%t_c0) {sym_name = "l531_c0"} : (index) -> memref<1xf32>
    %b_l532_c0 = "aie.buffer"(%t_c0) {sym_name = "l532_c0"} : (index) -> memref<1xf32>
    %b_l533_c0 = "aie.buffer"(%t_c0) {sym_name = "l533_c0"} : (index) -> memref<1xi32>
    %b_l534_c0 = "aie.buffer"(%t_c0) {sym_name = "l534_c0"} : (index) -> memref<1xi32>
    %b_l535_c0 = "aie.buffer"(%t_c0) {sym_name = "l535_c0"} : (index) -> memref<1xi32>
    %b_l536_c0 = "aie.buffer"(%t_c0) {sym_name = "l536_c0"} : (index) -> memref<1xi32>
    %b_l537_c0 = "aie.buffer"(%t_c0) {sym_name = "l537_c0"} : (index) -> memref<1xi32>
    %b_l538_c0 = "aie.buffer"(%t_c0) {sym_name = "l538_c0"} : (index) -> memref<1xi32>
    %b_l539_c0 = "aie.buffer"(%t_c0) {sym_name = "l539_c0"} : (index) -> memref<1xi32>
    %b_l540_c0 = "aie.buffer"(%t_c0) {sym_name = "l540_c0"} : (index) -> memref<1xf32>
    %b_l541_c0 = "aie.buffer"(%t_c0) {sym_name = "l541_c0"} : (index) -> memref<1xi1>
    %b_l542_c0 = "aie.buffer"(%t_c0) {sym_name = "l542_c0"} : (index) -> memref<1xi32>
    %b_l543_c0 = "aie.buffer"(%t_c0) {sym_name = "l543_c0"} : (index) -> memref<1xi32>
    %b_l544_c0 = "aie.buffer"(%t_c0) {sym_name = "l544_c0"} : (index) -> memref<1xi32>
    %b_l545_c0 = "aie.buffer"(%t_c0) {sym_name = "l545_c0"} : (index) -> memref<1xf32>
    %b_l546_c0 = "aie.buffer"(%t_c0) {sym_name = "l546_c0"} : (index) -> memref<1xi1>
    %b_l547_c0 = "aie.buffer"(%t_c0) {sym_name = "l547_c0"} : (index) -> memref<1xi32>
    %b_l548_c0 = "aie.buffer"(%t_c0) {sym_name = "l548_c0"} : (index) -> memref<1xi32>
    %b_l549_c0 = "aie.buffer"(%t_c0) {sym_name = "l549_c0"} : (index) -> memref<1xi32>
    %b_l550_c0 = "aie.buffer"(%t_c0) {sym_name = "l550_c0"} : (index) -> memref<1xf32>
    %b_l551_c0 = "aie.buffer"(%t_c0) {sym_name = "l551_c0"} : (index) -> memref<1xi1>
    %b_l552_c0 = "aie.buffer"(%t_c0) {sym_name = "l552_c0"} : (index) -> memref<1xf32>
    %b_l553_c0 = "aie.buffer"(%t_c0) {sym_name = "l553_c0"} : (index) -> memref<1xf32>
    %b_l554_c0 = "aie.buffer"(%t_c0) {sym_name = "l554_c0"} : (index) -> memref<1xf32>
    %b_l555_c0 = "aie.buffer"(%t_c0) {sym_name = "l555_c0"} : (index) -> memref<1xf32>
    %b_l556_c0 = "aie.buffer"(%t_c0) {sym_name = "l556_c0"} : (index) -> memref<1xf32>
    %b_l557_c0 = "aie.buffer"(%t_c0) {sym_name = "l557_c0"} : (index) -> memref<1xi64>
    %b_l558_c0 = "aie.buffer"(%t_c0) {sym_name = "l558_c0"} : (index) -> memref<1xi64>
    %b_l559_c0 = "aie.buffer"(%t_c0) {sym_name = "l559_c0"} : (index) -> memref<1xi64>
    %b_l560_c0 = "aie.buffer"(%t_c0) {sym_name = "l560_c0"} : (index) -> memref<1xi64>
    %b_l561_c0 = "aie.buffer"(%t_c0) {sym_name = "l561_c0"} : (index) -> memref<1xi64>
    %b_l562_c0 = "aie.buffer"(%t_c0) {sym_name = "l562_c0"} : (index) -> memref<1xi64>
    %b_l563_c0 = "aie.buffer"(%t_c0) {sym_name = "l563_c0"} : (index) -> memref<1xi64>
    %b_l564_c0 = "aie.buffer"(%t_c0) {sym_name = "l564_c0"} : (index) -> memref<1xi32>
    %b_l565_c0 = "aie.buffer"(%t_c0) {sym_name = "l565_c0"} : (index) -> memref<1xi64>
    %b_l566_c0 = "aie.buffer"(%t_c0) {sym_name = "l566_c0"} : (index) -> memref<1xi64>
    %b_l567_c0 = "aie.buffer"(%t_c0) {sym_name = "l567_c0"} : (index) -> memref<1xi64>
    %b_l568_c0 = "aie.buffer"(%t_c0) {sym_name = "l568_c0"} : (index) -> memref<1xi64>
    %b_l569_c0 = "aie.buffer"(%t_c0) {sym_name = "l569_c0"} : (index) -> memref<1xi64>
    %b_l570_c0 = "aie.buffer"(%t_c0) {sym_name = "l570_c0"} : (index) -> memref<1xi64>
    %b_l571_c0 = "aie.buffer"(%t_c0) {sym_name = "l571_c0"} : (index) -> memref<1xi64>
    %b_l572_c0 = "aie.buffer"(%t_c0) {sym_name = "l572_c0"} : (index) -> memref<1xi32>
    %b_l573_c0 = "aie.buffer"(%t_c0) {sym_name = "l573_c0"} : (index) -> memref<1xi64>
    %b_l574_c0 = "aie.buffer"(%t_c0) {sym_name = "l574_c0"} : (index) -> memref<1xi64>
    %b_l575_c0 = "aie.buffer"(%t_c0) {sym_name = "l575_c0"} : (index) -> memref<1xi64>
    %b_l576_c0 = "aie.buffer"(%t_c0) {sym_name = "l576_c0"} : (index) -> memref<1xi64>
    %b_l577_c0 = "aie.buffer"(%t_c0) {sym_name = "l577_c0"} : (index) -> memref<1xi64>
    %b_l578_c0 = "aie.buffer"(%t_c0) {sym_name = "l578_c0"} : (index) -> memref<1xi64>
    %b_l579_c0 = "aie.buffer"(%t_c0) {sym_name = "l579_c0"} : (index) -> memref<1xi64>
    %b_l580_c0 = "aie.buffer"(%t_c0) {sym_name = "l580_c0"} : (index) -> memref<1xi32>
    %b_l581_c0 = "aie.buffer"(%t_c0) {sym_name = "l581_c0"} : (index) -> memref<1xi64>
    %b_l582_c0 = "aie.buffer"(%t_c0) {sym_name = "l582_c0"} : (index) -> memref<1xi64>
    %b_l583_c0 = "aie.buffer"(%t_c0) {sym_name = "l583_c0"} : (index) -> memref<1xi64>
    %b_l584_c0 = "aie.buffer"(%t_c0) {sym_name = "l584_c0"} : (index) -> memref<1xi64>
    %b_l585_c0 = "aie.buffer"(%t_c0) {sym_name = "l585_c0"} : (index) -> memref<1xi64>
    %b_l586_c0 = "aie.buffer"(%t_c0) {sym_name = "l586_c0"} : (index) -> memref<1xi64>
    %b_l587_c0 = "aie.buffer"(%t_c0) {sym_name = "l587_c0"} : (index) -> memref<1xi64>
    %b_l588_c0 = "aie.buffer"(%t_c0) {sym_name = "l588_c0"} : (index) -> memref<1xi32>
    %b_l589_c0 = "aie.buffer"(%t_c0) {sym_name = "l589_c0"} : (index) -> memref<1xi32>
    %b_l590_c0 = "aie.buffer"(%t_c0) {sym_name = "l590_c0"} : (index) -> memref<1xi32>
    %b_l591_c0 = "aie.buffer"(%t_c0) {sym_name = "l591_c0"} : (index) -> memref<1xf32>
    %b_l592_c0 = "aie.buffer"(%t_c0) {sym_name = "l592_c0"} : (index) -> memref<1xf32>
    %b_l593_c0 = "aie.buffer"(%t_c0) {sym_name = "l593_c0"} : (index) -> memref<1xf32>
    %b_l594_c0 = "aie.buffer"(%t_c0) {sym_name = "l594_c0"} : (index) -> memref<1xf32>
    %b_l595_c0 = "aie.buffer"(%t_c0) {sym_name = "l595_c0"} : (index) -> memref<1xi32>
    %b_l596_c0 = "aie.buffer"(%t_c0) {sym_name = "l596_c0"} : (index) -> memref<1xi32>
    %b_l597_c0 = "aie.buffer"(%t_c0) {sym_name = "l597_c0"} : (index) -> memref<1xf32>
    %b_l598_c0 = "aie.buffer"(%t_c0) {sym_name = "l598_c0"} : (index) -> memref<1xf32>
    %b_l599_c0 = "aie.buffer"(%t_c0) {sym_name = "l599_c0"} : (index) -> memref<1xf32>
    %b_l600_c0 = "aie.buffer"(%t_c0) {sym_name = "l600_c0"} : (index) -> memref<1xf32>
    %b_l601_c0 = "aie.buffer"(%t_c0) {sym_name = "l601_c0"} : (index) -> memref<1xi32>
    %b_l602_c0 = "aie.buffer"(%t_c0) {sym_name = "l602_c0"} : (index) -> memref<1xi32>
    %b_l603_c0 = "aie.buffer"(%t_c0) {sym_name = "l603_c0"} : (index) -> memref<1xi32>
    %b_l604_c0 = "aie.buffer"(%t_c0) {sym_name = "l604_c0"} : (index) -> memref<1xi32>
    %b_l605_c0 = "aie.buffer"(%t_c0) {sym_name = "l605_c0"} : (index) -> memref<1xf32>
    %b_l606_c0 = "aie.buffer"(%t_c0) {sym_name = "l606_c0"} : (index) -> memref<1xf32>
    %b_l607_c0 = "aie.buffer"(%t_c0) {sym_name = "l607_c0"} : (index) -> memref<1xf32>
    %b_l608_c0 = "aie.buffer"(%t_c0) {sym_name = "l608_c0"} : (index) -> memref<1xf32>
    %b_l609_c0 = "aie.buffer"(%t_c0) {sym_name = "l609_c0"} : (index) -> memref<1xi32>
    %b_l610_c0 = "aie.buffer"(%t_c0) {sym_name = "l610_c0"} : (index) -> memref<1xi32>
    %b_l611_c0 = "aie.buffer"(%t_c0) {sym_name = "l611_c0"} : (index) -> memref<1xi32>
    %b_l612_c0 = "aie.buffer"(%t_c0) {sym_name = "l612_c0"} : (index) -> memref<1xi32>
    %b_l613_c0 = "aie.buffer"(%t_c0) {sym_name = "l613_c0"} : (index) -> memref<1xf32>
    %b_l614_c0 = "aie.buffer"(%t_c0) {sym_name = "l614_c0"} : (index) -> memref<1xf32>
    %b_l615_c0 = "aie.buffer"(%t_c0) {sym_name = "l615_c0"} : (index) -> memref<1xf32>
    %b_l616_c0 = "aie.buffer"(%t_c0) {sym_name = "l616_c0"} : (index) -> memref<1xf32>
    %b_l617_c0 = "aie.buffer"(%t_c0) {sym_name = "l617_c0"} : (index) -> memref<1xi32>
    %b_l618_c0 = "aie.buffer"(%t_c0) {sym_name = "l618_c0"} : (index) -> memref<1xi32>
    %b_l619_c0 = "aie.buffer"(%t_c0) {sym_name = "l619_c0"} : (index) -> memref<1xf32>
    %b_l620_c0 = "aie.buffer"(%t_c0) {sym_name = "l620_c0"} : (index) -> memref<1xf32>
    %b_l621_c0 = "aie.buffer"(%t_c0) {sym_name = "l621_c0"} : (index) -> memref<1xf32>
    %b_l622_c0 = "aie.buffer"(%t_c0) {sym_name = "l622_c0"} : (index) -> memref<1xf32>
    %b_l623_c0 = "aie.buffer"(%t_c0) {sym_name = "l623_c0"} : (index) -> memref<1xi32>
    %b_l624_c0 = "aie.buffer"(%t_c0) {sym_name = "l624_c0"} : (index) -> memref<1xi32>
    %b_l625_c0 = "aie.buffer"(%t_c0) {sym_name = "l625_c0"} : (index) -> memref<1xf32>
    %b_l626_c0 = "aie.buffer"(%t_c0) {sym_name = "l626_c0"} : (index) -> memref<1xf32>
    %b_l627_c0 = "aie.buffer"(%t_c0) {sym_name = "l627_c0"} : (index) -> memref<1xf32>
    %b_l628_c0 = "aie.buffer"(%t_c0) {sym_name = "l628_c0"} : (index) -> memref<1xf32>
    %b_l629_c0 = "aie.buffer"(%t_c0) {sym_name = "l629_c0"} : (index) -> memref<1xi32>
    %b_l630_c0 = "aie.buffer"(%t_c0) {sym_name = "l630_c0"} : (index) -> memref<1xi32>
    %b_l631_c0 = "aie.buffer"(%t_c0) {sym_name = "l631_c0"} : (index) -> memref<1xi32>
    %b_l632_c0 = "aie.buffer"(%t_c0) {sym_name = "l632_c0"} : (index) -> memref<1xi32>
    %b_l633_c0 = "aie.buffer"(%t_c0) {sym_name = "l633_c0"} : (index) -> memref<1xf32>
    %b_l634_c0 = "aie.buffer"(%t_c0) {sym_name = "l634_c0"} : (index) -> memref<1xf32>
    %b_l635_c0 = "aie.buffer"(%t_c0) {sym_name = "l635_c0"} : (index) -> memref<1xf32>
    %b_l636_c0 = "aie.buffer"(%t_c0) {sym_name = "l636_c0"} : (index) -> memref<1xf32>
    %b_l637_c0 = "aie.buffer"(%t_c0) {sym_name = "l637_c0"} : (index) -> memref<1xi32>
    %b_l638_c0 = "aie.buffer"(%t_c0) {sym_name = "l638_c0"} : (index) -> memref<1xi32>
    %b_l639_c0 = "aie.buffer"(%t_c0) {sym_name = "l639_c0"} : (index) -> memref<1xi32>
    %b_l640_c0 = "aie.buffer"(%t_c0) {sym_name = "l640_c0"} : (index) -> memref<1xi32>
    %b_l641_c0 = "aie.buffer"(%t_c0) {sym_name = "l641_c0"} : (index) -> memref<1xf32>
    %b_l642_c0 = "aie.buffer"(%t_c0) {sym_name = "l642_c0"} : (index) -> memref<1xf32>
    %b_l643_c0 = "aie.buffer"(%t_c0) {sym_name = "l643_c0"} : (index) -> memref<1xf32>
    %b_l644_c0 = "aie.buffer"(%t_c0) {sym_name = "l644_c0"} : (index) -> memref<1xf32>
    %b_l645_c0 = "aie.buffer"(%t_c0) {sym_name = "l645_c0"} : (index) -> memref<1xi32>
    %b_l646_c0 = "aie.buffer"(%t_c0) {sym_name = "l646_c0"} : (index) -> memref<1xi32>
    %b_l647_c0 = "aie.buffer"(%t_c0) {sym_name = "l647_c0"} : (index) -> memref<1xf32>
    %b_l648_c0 = "aie.buffer"(%t_c0) {sym_name = "l648_c0"} : (index) -> memref<1xf32>
    %b_l649_c0 = "aie.buffer"(%t_c0) {sym_name = "l649_c0"} : (index) -> memref<1xf32>
    %b_l650_c0 = "aie.buffer"(%t_c0) {sym_name = "l650_c0"} : (index) -> memref<1xf32>
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
    %b_l667_c0 = "aie.buffer"(%t_c0) {sym_name = "l667_c0"} : (index) -> memref<1xi32>
    %b_l668_c0 = "aie.buffer"(%t_c0) {sym_name = "l668_c0"} : (index) -> memref<1xi32>
    %b_l669_c0 = "aie.buffer"(%t_c0) {sym_name = "l669_c0"} : (index) -> memref<1xf32>
    %b_l670_c0 = "aie.buffer"(%t_c0) {sym_name = "l670_c0"} : (index) -> memref<1xf32>
    %b_l671_c0 = "aie.buffer"(%t_c0) {sym_name = "l671_c0"} : (index) -> memref<1xf32>
    %b_l672_c0 = "aie.buffer"(%t_c0) {sym_name = "l672_c0"} : (index) -> memref<1xf32>
    %b_l673_c0 = "aie.buffer"(%t_c0) {sym_name = "l673_c0"} : (index) -> memref<1xi32>
    %b_l674_c0 = "aie.buffer"(%t_c0) {sym_name = "l674_c0"} : (index) -> memref<1xi32>
    %b_l675_c0 = "aie.buffer"(%t_c0) {sym_name = "l675_c0"} : (index) -> memref<1xf32>
    %b_l676_c0 = "aie.buffer"(%t_c0) {sym_name = "l676_c0"} : (index) -> memref<1xf32>
    %b_l677_c0 = "aie.buffer"(%t_c0) {sym_name = "l677_c0"} : (index) -> memref<1xf32>
    %b_l678_c0 = "aie.buffer"(%t_c0) {sym_name = "l678_c0"} : (index) -> memref<1xf32>
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
    %b_l693_c0 = "aie.buffer"(%t_c0) {sym_name = "l693_c0"} : (index) -> memref<1xi32>
    %b_l694_c0 = "aie.buffer"(%t_c0) {sym_name = "l694_c0"} : (index) -> memref<1xi32>
    %b_l695_c0 = "aie.buffer"(%t_c0) {sym_name = "l695_c0"} : (index) -> memref<1xi32>
    %b_l696_c0 = "aie.buffer"(%t_c0) {sym_name = "l696_c0"} : (index) -> memref<1xi32>
    %b_l697_c0 = "aie.buffer"(%t_c0) {sym_name = "l697_c0"} : (index) -> memref<1xf32>
    %b_l698_c0 = "aie.buffer"(%t_c0) {sym_name = "l698_c0"} : (index) -> memref<1xf32>
    %b_l699_c0 = "aie.buffer"(%t_c0) {sym_name = "l699_c0"} : (index) -> memref<1xf32>
    %b_l700_c0 = "aie.buffer"(%t_c0) {sym_name = "l700_c0"} : (index) -> memref<1xi32>
    %b_l701_c0 = "aie.buffer"(%t_c0) {sym_name = "l701_c0"} : (index) -> memref<1xi32>
    %b_l702_c0 = "aie.buffer"(%t_c0) {sym_name = "l702_c0"} : (index) -> memref<1xi32>
    %b_l703_c0 = "aie.buffer"(%t_c0) {sym_name = "l703_c0"} : (index) -> memref<1xi32>
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
    %b_l714_c0 = "aie.buffer"(%t_c0) {sym_name = "l714_c0"} : (index) -> memref<1xi32>
    %b_l715_c0 = "aie.buffer"(%t_c0) {sym_name = "l715_c0"} : (index) -> memref<1xi32>
    %b_l716_c0 = "aie.buffer"(%t_c0) {sym_name = "l716_c0"} : (index) -> memref<1xi32>
    %b_l717_c0 = "aie.buffer"(%t_c0) {sym_name = "l717_c0"} : (index) -> memref<1xf32>
    %b_l718_c0 = "aie.buffer"(%t_c0) {sym_name = "l718_c0"} : (index) -> memref<1xi1>
    %b_l719_c0 = "aie.buffer"(%t_c0) {sym_name = "l719_c0"} : (index) -> memref<1xf32>
    %b_l720_c0 = "aie.buffer"(%t_c0) {sym_name = "l720_c0"} : (index) -> memref<1xf32>
    %b_l721_c0 = "aie.buffer"(%t_c0) {sym_name = "l721_c0"} : (index) -> memref<1xf32>
    %b_l722_c0 = "aie.buffer"(%t_c0) {sym_name = "l722_c0"} : (index) -> memref<1xf32>
    %b_l723_c0 = "aie.buffer"(%t_c0) {sym_name = "l723_c0"} : (index) -> memref<1xf32>
    %b_l724_c0 = "aie.buffer"(%t_c0) {sym_name = "l724_c0"} : (index) -> memref<1xi64>
    %b_l725_c0 = "aie.buffer"(%t_c0) {sym_name = "l725_c0"} : (index) -> memref<1xi64>
    %b_l726_c0 = "aie.buffer"(%t_c0) {sym_name = "l726_c0"} : (index) -> memref<1xi64>
    %b_l727_c0 = "aie.buffer"(%t_c0) {sym_name = "l727_c0"} : (index) -> memref<1xi64>
    %b_l728_c0 = "aie.buffer"(%t_c0) {sym_name = "l728_c0"} : (index) -> memref<1xi64>
    %b_l729_c0 = "aie.buffer"(%t_c0) {sym_name = "l729_c0"} : (index) -> memref<1xi64>
    %b_l730_c0 = "aie.buffer"(%t_c0) {sym_name = "l730_c0"} : (index) -> memref<1xi64>
    %b_l731_c0 = "aie.buffer"(%t_c0) {sym_name = "l731_c0"} : (index) -> memref<1xi32>
    %b_l732_c0 = "aie.buffer"(%t_c0) {sym_name = "l732_c0"} : (index) -> memref<1xi64>
    %b_l733_c0 = "aie.buffer"(%t_c0) {sym_name = "l733_c0"} : (index) -> memref<1xi64>
    %b_l734_c0 = "aie.buffer"(%t_c0) {sym_name = "l734_c0"} : (index) -> memref<1xi64>
    %b_l735_c0 = "aie.buffer"(%t_c0) {sym_name = "l735_c0"} : (index) -> memref<1xi64>
    %b_l736_c0 = "aie.buffer"(%t_c0) {sym_name = "l736_c0"} : (index) -> memref<1xi64>
    %b_l737_c0 = "aie.buffer"(%t_c0) {sym_name = "l737_c0"} : (index) -> memref<1xi64>
    %b_l738_c0 = "aie.buffer"(%t_c0) {sym_name = "l738_c0"} : (index) -> memref<1xi64>
    %b_l739_c0 = "aie.buffer"(%t_c0) {sym_name = "l739_c0"} : (index) -> memref<1xi32>
    %b_l740_c0 = "aie.buffer"(%t_c0) {sym_name = "l740_c0"} : (index) -> memref<1xi64>
    %b_l741_c0 = "aie.buffer"(%t_c0) {sym_name = "l741_c0"} : (index) -> memref<1xi64>
    %b_l742_c0 = "aie.buffer"(%t_c0) {sym_name = "l742_c0"} : (index) -> memref<1xi64>
    %b_l743_c0 = "aie.buffer"(%t_c0) {sym_name = "l743_c0"} : (index) -> memref<1xi64>
    %b_l744_c0 = "aie.buffer"(%t_c0) {sym_name = "l744_c0"} : (index) -> memref<1xi64>
    %b_l745_c0 = "aie.buffer"(%t_c0) {sym_name = "l745_c0"} : (index) -> memref<1xi64>
    %b_l746_c0 = "aie.buffer"(%t_c0) {sym_name = "l746_c0"} : (index) -> memref<1xi64>
    %b_l747_c0 = "aie.buffer"(%t_c0) {sym_name = "l747_c0"} : (index) -> memref<1xi32>
    %b_l748_c0 = "aie.buffer"(%t_c0) {sym_name = "l748_c0"} : (index) -> memref<1xi64>
    %b_l749_c0 = "aie.buffer"(%t_c0) {sym_name = "l749_c0"} : (index) -> memref<1xi64>
    %b_l750_c0 = "aie.buffer"(%t_c0) {sym_name = "l750_c0"} : (index) -> memref<1xi64>
    %b_l751_c0 = "aie.buffer"(%t_c0) {sym_name = "l751_c0"} : (index) -> memref<1xi64>
    %b_l752_c0 = "aie.buffer"(%t_c0) {sym_name = "l752_c0"} : (index) -> memref<1xi64>
    %b_l753_c0 = "aie.buffer"(%t_c0) {sym_name = "l753_c0"} : (index) -> memref<1xi64>
    %b_l754_c0 = "aie.buffer"(%t_c0) {sym_name = "l754_c0"} : (index) -> memref<1xi64>
    %b_l755_c0 = "aie.buffer"(%t_c0) {sym_name = "l755_c0"} : (index) -> memref<1xi32>
    %b_l756_c0 = "aie.buffer"(%t_c0) {sym_name = "l756_c0"} : (index) -> memref<1xi32>
    %b_l757_c0 = "aie.buffer"(%t_c0) {sym_name = "l757_c0"} : (index) -> memref<1xi32>
    %b_l758_c0 = "aie.buffer"(%t_c0) {sym_name = "l758_c0"} : (index) -> memref<1xf32>
    %b_l759_c0 = "aie.buffer"(%t_c0) {sym_name = "l759_c0"} : (index) -> memref<1xf32>
    %b_l760_c0 = "aie.buffer"(%t_c0) {sym_name = "l760_c0"} : (index) -> memref<1xf32>
    %b_l761_c0 = "aie.buffer"(%t_c0) {sym_name = "l761_c0"} : (index) -> memref<1xf32>
    %b_l762_c0 = "aie.buffer"(%t_c0) {sym_name = "l762_c0"} : (index) -> memref<1xi32>
    %b_l763_c0 = "aie.buffer"(%t_c0) {sym_name = "l763_c0"} : (index) -> memref<1xi32>
    %b_l764_c0 = "aie.buffer"(%t_c0) {sym_name = "l764_c0"} : (index) -> memref<1xf32>
    %b_l765_c0 = "aie.buffer"(%t_c0) {sym_name = "l765_c0"} : (index) -> memref<1xf32>
    %b_l766_c0 = "aie.buffer"(%t_c0) {sym_name = "l766_c0"} : (index) -> memref<1xf32>
    %b_l767_c0 = "aie.buffer"(%t_c0) {sym_name = "l767_c0"} : (index) -> memref<1xf32>
    %b_l768_c0 = "aie.buffer"(%t_c0) {sym_name = "l768_c0"} : (index) -> memref<1xi32>
    %b_l769_c0 = "aie.buffer"(%t_c0) {sym_name = "l769_c0"} : (index) -> memref<1xi32>
    %b_l770_c0 = "aie.buffer"(%t_c0) {sym_name = "l770_c0"} : (index) -> memref<1xi32>
    %b_l771_c0 = "aie.buffer"(%t_c0) {sym_name = "l771_c0"} : (index) -> memref<1xi32>
    %b_l772_c0 = "aie.buffer"(%t_c0) {sym_name = "l772_c0"} : (index) -> memref<1xf32>
    %b_l773_c0 = "aie.buffer"(%t_c0) {sym_name = "l773_c0"} : (index) -> memref<1xf32>
    %b_l774_c0 = "aie.buffer"(%t_c0) {sym_name = "l774_c0"} : (index) -> memref<1xf32>
    %b_l775_c0 = "aie.buffer"(%t_c0) {sym_name = "l775_c0"} : (index) -> memref<1xf32>
    %b_l776_c0 = "aie.buffer"(%t_c0) {sym_name = "l776_c0"} : (index) -> memref<1xi32>
    %b_l777_c0 = "aie.buffer"(%t_c0) {sym_name = "l777_c0"} : (index) -> memref<1xi32>
    %b_l778_c0 = "aie.buffer"(%t_c0) {sym_name = "l778_c0"} : (index) -> memref<1xi32>
    %b_l779_c0 = "aie.buffer"(%t_c0) {sym_name = "l779_c0"} : (index) -> memref<1xi32>
    %b_l780_c0 = "aie.buffer"(%t_c0) {sym_name = "l780_c0"} : (index) -> memref<1xf32>
    %b_l781_c0 = "aie.buffer"(%t_c0) {sym_name = "l781_c0"} : (index) -> memref<1xf32>
    %b_l782_c0 = "aie.buffer"(%t_c0) {sym_name = "l782_c0"} : (index) -> memref<1xf32>
    %b_l783_c0 = "aie.buffer"(%t_c0) {sym_name = "l783_c0"} : (index) -> memref<1xf32>
    %b_l784_c0 = "aie.buffer"(%t_c0) {sym_name = "l784_c0"} : (index) -> memref<1xi32>
    %b_l785_c0 = "aie.buffer"(%t_c0) {sym_name = "l785_c0"} : (index) -> memref<1xi32>
    %b_l786_c0 = "aie.buffer"(%t_c0) {sym_name = "l786_c0"} : (index) -> memref<1xf32>
    %b_l787_c0 = "aie.buffer"(%t_c0) {sym_name = "l787_c0"} : (index) -> memref<1xf32>
    %b_l788_c0 = "aie.buffer"(%t_c0) {sym_name = "l788_c0"} : (index) -> memref<1xf32>
    %b_l789_c0 = "aie.buffer"(%t_c0) {sym_name = "l789_c0"} : (index) -> memref<1xf32>
    %b_l790_c0 = "aie.buffer"(%t_c0) {sym_name = "l790_c0"} : (index) -> memref<1xi32>
    %b_l791_c0 = "aie.buffer"(%t_c0) {sym_name = "l791_c0"} : (index) -> memref<1xi32>
    %b_l792_c0 = "aie.buffer"(%t_c0) {sym_name = "l792_c0"} : (index) -> memref<1xf32>
    %b_l793_c0 = "aie.buffer"(%t_c0) {sym_name = "l793_c0"} : (index) -> memref<1xf32>
    %b_l794_c0 = "aie.buffer"(%t_c0) {sym_name = "l794_c0"} : (index) -> memref<1xf32>
    %b_l795_c0 = "aie.buffer"(%t_c0) {sym_name = "l795_c0"} : (index) -> memref<1xf32>
    %b_l796_c0 = "aie.buffer"(%t_c0) {sym_name = "l796_c0"} : (index) -> memref<1xi32>
    %b_l797_c0 = "aie.buffer"(%t_c0) {sym_name = "l797_c0"} : (index) -> memref<1xi32>
    %b_l798_c0 = "aie.buffer"(%t_c0) {sym_name = "l798_c0"} : (index) -> memref<1xi32>
    %b_l799_c0 = "aie.buffer"(%t_c0) {sym_name = "l799_c0"} : (index) -> memref<1xi32>
    %b_l800_c0 = "aie.buffer"(%t_c0) {sym_name = "l800_c0"} : (index) -> memref<1xf32>
    %b_l801_c0 = "aie.buffer"(%t_c0) {sym_name = "l801_c0"} : (index) -> memref<1xf32>
    %b_l802_c0 = "aie.buffer"(%t_c0) {sym_name = "l802_c0"} : (index) -> memref<1xf32>
    %b_l803_c0 = "aie.buffer"(%t_c0) {sym_name = "l803_c0"} : (index) -> memref<1xf32>
    %b_l804_c0 = "aie.buffer"(%t_c0) {sym_name = "l804_c0"} : (index) -> memref<1xi32>
    %b_l805_c0 = "aie.buffer"(%t_c0) {sym_name = "l805_c0"} : (index) -> memref<1xi32>
    %b_l806_c0 = "aie.buffer"(%t_c0) {sym_name = "l806_c0"} : (index) -> memref<1xi32>
    %b_l807_c0 = "aie.buffer"(%t_c0) {sym_name = "l807_c0"} : (index) -> memref<1xi32>
    %b_l808_c0 = "aie.buffer"(%t_c0) {sym_name = "l808_c0"} : (index) -> memref<1xf32>
    %b_l809_c0 = "aie.buffer"(%t_c0) {sym_name = "l809_c0"} : (index) -> memref<1xf32>
    %b_l810_c0 = "aie.buffer"(%t_c0) {sym_name = "l810_c0"} : (index) -> memref<1xf32>
    %b_l811_c0 = "aie.buffer"(%t_c0) {sym_name = "l811_c0"} : (index) -> memref<1xf32>
    %b_l812_c0 = "aie.buffer"(%t_c0) {sym_name = "l812_c0"} : (index) -> memref<1xi32>
    %b_l813_c0 = "aie.buffer"(%t_c0) {sym_name = "l813_c0"} : (index) -> memref<1xi32>
    %b_l814_c0 = "aie.buffer"(%t_c0) {sym_name = "l814_c0"} : (index) -> memref<1xf32>
    %b_l815_c0 = "aie.buffer"(%t_c0) {sym_name = "l815_c0"} : (index) -> memref<1xf32>
    %b_l816_c0 = "aie.buffer"(%t_c0) {sym_name = "l816_c0"} : (index) -> memref<1xf32>
    %b_l817_c0 = "aie.buffer"(%t_c0) {sym_name = "l817_c0"} : (index) -> memref<1xf32>
    %b_l818_c0 = "aie.buffer"(%t_c0) {sym_name = "l818_c0"} : (index) -> memref<1xi32>
    %b_l819_c0 = "aie.buffer"(%t_c0) {sym_name = "l819_c0"} : (index) -> memref<1xi32>
    %b_l820_c0 = "aie.buffer"(%t_c0) {sym_name = "l820_c0"} : (index) -> memref<1xf32>
    %b_l821_c0 = "aie.buffer"(%t_c0) {sym_name = "l821_c0"} : (index) -> memref<1xf32>
    %b_l822_c0 = "aie.buffer"(%t_c0) {sym_name = "l822_c0"} : (index) -> memref<1xf32>
    %b_l823_c0 = "aie.buffer"(%t_c0) {sym_name = "l823_c0"} : (index) -> memref<1xf32>
    %b_l824_c0 = "aie.buffer"(%t_c0) {sym_name = "l824_c0"} : (index) -> memref<1xi32>
    %b_l825_c0 = "aie.buffer"(%t_c0) {sym_name = "l825_c0"} : (index) -> memref<1xi32>
    %b_l826_c0 = "aie.buffer"(%t_c0) {sym_name = "l826_c0"} : (index) -> memref<1xi32>
    %b_l827_c0 = "aie.buffer"(%t_c0) {sym_name = "l827_c0"} : (index) -> memref<1xi32>
    %b_l828_c0 = "aie.buffer"(%t_c0) {sym_name = "l828_c0"} : (index) -> memref<1xf32>
    %b_l829_c0 = "aie.buffer"(%t_c0) {sym_name = "l829_c0"} : (index) -> memref<1xf32>
    %b_l830_c0 = "aie.buffer"(%t_c0) {sym_name = "l830_c0"} : (index) -> memref<1xf32>
    %b_l831_c0 = "aie.buffer"(%t_c0) {sym_name = "l831_c0"} : (index) -> memref<1xf32>
    %b_l832_c0 = "aie.buffer"(%t_c0) {sym_name = "l832_c0"} : (index) -> memref<1xi32>
    %b_l833_c0 = "aie.buffer"(%t_c0) {sym_name = "l833_c0"} : (index) -> memref<1xi32>
    %b_l834_c0 = "aie.buffer"(%t_c0) {sym_name = "l834_c0"} : (index) -> memref<1xi32>
    %b_l835_c0 = "aie.buffer"(%t_c0) {sym_name = "l835_c0"} : (index) -> memref<1xi32>
    %b_l836_c0 = "aie.buffer"(%t_c0) {sym_name = "l836_c0"} : (index) -> memref<1xf32>
    %b_l837_c0 = "aie.buffer"(%t_c0) {sym_name = "l837_c0"} : (index) -> memref<1xf32>
    %b_l838_c0 = "aie.buffer"(%t_c0) {sym_name = "l838_c0"} : (index) -> memref<1xf32>
    %b_l839_c0 = "aie.buffer"(%t_c0) {sym_name = "l839_c0"} : (index) -> memref<1xf32>
    %b_l840_c0 = "aie.buffer"(%t_c0) {sym_name = "l840_c0"} : (index) -> memref<1xi32>
    %b_l841_c0 = "aie.buffer"(%t_c0) {sym_name = "l841_c0"} : (index) -> memref<1xi32>
    %b_l842_c0 = "aie.buffer"(%t_c0) {sym_name = "l842_c0"} : (index) -> memref<1xf32>
    %b_l843_c0 = "aie.buffer"(%t_c0) {sym_name = "l843_c0"} : (index) -> memref<1xf32>
    %b_l844_c0 = "aie.buffer"(%t_c0) {sym_name = "l844_c0"} : (index) -> memref<1xf32>
    %b_l845_c0 = "aie.buffer"(%t_c0) {sym_name = "l845_c0"} : (index) -> memref<1xf32>
    %b_l846_c0 = "aie.buffer"(%t_c0) {sym_name = "l846_c0"} : (index) -> memref<1xi32>
    %b_l847_c0 = "aie.buffer"(%t_c0) {sym_name = "l847_c0"} : (index) -> memref<1xi32>
    %b_l848_c0 = "aie.buffer"(%t_c0) {sym_name = "l848_c0"} : (index) -> memref<1xf32>
    %b_l849_c0 = "aie.buffer"(%t_c0) {sym_name = "l849_c0"} : (index) -> memref<1xf32>
    %b_l850_c0 = "aie.buffer"(%t_c0) {sym_name = "l850_c0"} : (index) -> memref<1xf32>
    %b_l851_c0 = "aie.buffer"(%t_c0) {sym_name = "l851_c0"} : (index) -> memref<1xf32>
    %b_l852_c0 = "aie.buffer"(%t_c0) {sym_name = "l852_c0"} : (index) -> memref<1xi32>
    %b_l853_c0 = "aie.buffer"(%t_c0) {sym_name = "l853_c0"} : (index) -> memref<1xi32>
    %b_l854_c0 = "aie.buffer"(%t_c0) {sym_name = "l854_c0"} : (index) -> memref<1xi32>
    %b_l855_c0 = "aie.buffer"(%t_c0) {sym_name = "l855_c0"} : (index) -> memref<1xi32>
    %b_l856_c0 = "aie.buffer"(%t_c0) {sym_name = "l856_c0"} : (index) -> memref<1xf32>
    %b_l857_c0 = "aie.buffer"(%t_c0) {sym_name = "l857_c0"} : (index) -> memref<1xf32>
    %b_l858_c0 = "aie.buffer"(%t_c0) {sym_name = "l858_c0"} : (index) -> memref<1xf32>
    %b_l859_c0 = "aie.buffer"(%t_c0) {sym_name = "l859_c0"} : (index) -> memref<1xf32>
    %b_l860_c0 = "aie.buffer"(%t_c0) {sym_name = "l860_c0"} : (index) -> memref<1xi32>
    %b_l861_c0 = "aie.buffer"(%t_c0) {sym_name = "l861_c0"} : (index) -> memref<1xi32>
    %b_l862_c0 = "aie.buffer"(%t_c0) {sym_name = "l862_c0"} : (index) -> memref<1xi32>
    %b_l863_c0 = "aie.buffer"(%t_c0) {sym_name = "l863_c0"} : (index) -> memref<1xi32>
    %b_l864_c0 = "aie.buffer"(%t_c0) {sym_name = "l864_c0"} : (index) -> memref<1xf32>
    %b_l865_c0 = "aie.buffer"(%t_c0) {sym_name = "l865_c0"} : (index) -> memref<1xf32>
    %b_l866_c0 = "aie.buffer"(%t_c0) {sym_name = "l866_c0"} : (index) -> memref<1xf32>
    %b_l867_c0 = "aie.buffer"(%t_c0) {sym_name = "l867_c0"} : (index) -> memref<1xi32>
    %b_l868_c0 = "aie.buffer"(%t_c0) {sym_name = "l868_c0"} : (index) -> memref<1xi32>
    %b_l869_c0 = "aie.buffer"(%t_c0) {sym_name = "l869_c0"} : (index) -> memref<1xi32>
    %b_l870_c0 = "aie.buffer"(%t_c0) {sym_name = "l870_c0"} : (index) -> memref<1xi32>
    %b_l871_c0 = "aie.buffer"(%t_c0) {sym_name = "l871_c0"} : (index) -> memref<1xi32>
    %b_l872_c0 = "aie.buffer"(%t_c0) {sym_name = "l872_c0"} : (index) -> memref<1xi32>
    %b_l873_c0 = "aie.buffer"(%t_c0) {sym_name = "l873_c0"} : (index) -> memref<1xi32>
    %b_l874_c0 = "aie.buffer"(%t_c0) {sym_name = "l874_c0"} : (index) -> memref<1xf32>
    %b_l875_c0 = "aie.buffer"(%t_c0) {sym_name = "l875_c0"} : (index) -> memref<1xi1>
    %b_l876_c0 = "aie.buffer"(%t_c0) {sym_name = "l876_c0"} : (index) -> memref<1xi32>
    %b_l877_c0 = "aie.buffer"(%t_c0) {sym_name = "l877_c0"} : (index) -> memref<1xi32>
    %b_l878_c0 = "aie.buffer"(%t_c0) {sym_name = "l878_c0"} : (index) -> memref<1xi32>
    %b_l879_c0 = "aie.buffer"(%t_c0) {sym_name = "l879_c0"} : (index) -> memref<1xf32>
    %b_l880_c0 = "aie.buffer"(%t_c0) {sym_name = "l880_c0"} : (index) -> memref<1xi1>
    %b_l881_c0 = "aie.buffer"(%t_c0) {sym_name = "l881_c0"} : (index) -> memref<1xi32>
    %b_l882_c0 = "aie.buffer"(%t_c0) {sym_name = "l882_c0"} : (index) -> memref<1xi32>
    %b_l883_c0 = "aie.buffer"(%t_c0) {sym_name = "l883_c0"} : (index) -> memref<1xi32>
    %b_l884_c0 = "aie.buffer"(%t_c0) {sym_name = "l884_c0"} : (index) -> memref<1xf32>
    %b_l885_c0 = "aie.buffer"(%t_c0) {sym_name = "l885_c0"} : (index) -> memref<1xi1>
    %b_l886_c0 = "aie.buffer"(%t_c0) {sym_name = "l886_c0"} : (index) -> memref<1xf32>
    %b_l887_c0 = "aie.buffer"(%t_c0) {sym_name = "l887_c0"} : (index) -> memref<1xf32>
    %b_l888_c0 = "aie.buffer"(%t_c0) {sym_name = "l888_c0"} : (index) -> memref<1xf32>
    %b_l889_c0 = "aie.buffer"(%t_c0) {sym_name = "l889_c0"} : (index) -> memref<1xf32>
    %b_l890_c0 = "aie.buffer"(%t_c0) {sym_name = "l890_c0"} : (index) -> memref<1xi64>
    %b_l891_c0 = "aie.buffer"(%t_c0) {sym_name = "l891_c0"} : (index) -> memref<1xi32>
    %b_l892_c0 = "aie.buffer"(%t_c0) {sym_name = "l892_c0"} : (index) -> memref<1xi32>
    %b_l893_c0 = "aie.buffer"(%t_c0) {sym_name = "l893_c0"} : (index) -> memref<1xi32>
    %b_l894_c0 = "aie.buffer"(%t_c0) {sym_name = "l894_c0"} : (index) -> memref<1xi1>
    %b_l895_c0 = "aie.buffer"(%t_c0) {sym_name = "l895_c0"} : (index) -> memref<1xi32>
    %b_l896_c0 = "aie.buffer"(%t_c0) {sym_name = "l896_c0"} : (index) -> memref<1xi1>
    %b_l897_c0 = "aie.buffer"(%t_c0) {sym_name = "l897_c0"} : (index) -> memref<1xi64>
    %b_l898_c0 = "aie.buffer"(%t_c0) {sym_name = "l898_c0"} : (index) -> memref<1xi64>
    %b_l899_c0 = "aie.buffer"(%t_c0) {sym_name = "l899_c0"} : (index) -> memref<1xi32>
    %b_l900_c0 = "aie.buffer"(%t_c0) {sym_name = "l900_c0"} : (index) -> memref<1xi1>
    %b_l901_c0 = "aie.buffer"(%t_c0) {sym_name = "l901_c0"} : (index) -> memref<1xi64>
    %b_l902_c0 = "aie.buffer"(%t_c0) {sym_name = "l902_c0"} : (index) -> memref<1xi64>
    %b_l903_c0 = "aie.buffer"(%t_c0) {sym_name = "l903_c0"} : (index) -> memref<1xi32>
    %b_l904_c0 = "aie.buffer"(%t_c0) {sym_name = "l904_c0"} : (index) -> memref<1xi1>
    %b_l905_c0 = "aie.buffer"(%t_c0) {sym_name = "l905_c0"} : (index) -> memref<1xi64>
    %b_l906_c0 = "aie.buffer"(%t_c0) {sym_name = "l906_c0"} : (index) -> memref<1xi64>
    %b_l907_c0 = "aie.buffer"(%t_c0) {sym_name = "l907_c0"} : (index) -> memref<1xi32>
    %b_l908_c0 = "aie.buffer"(%t_c0) {sym_name = "l908_c0"} : (index) -> memref<1xi1>
    %b_l909_c0 = "aie.buffer"(%t_c0) {sym_name = "l909_c0"} : (index) -> memref<1xi64>
    %b_l910_c0 = "aie.buffer"(%t_c0) {sym_name = "l910_c0"} : (index) -> memref<1xi64>
    %b_l911_c0 = "aie.buffer"(%t_c0) {sym_name = "l911_c0"} : (index) -> memref<1xi32>
    %b_l912_c0 = "aie.buffer"(%t_c0) {sym_name = "l912_c0"} : (index) -> memref<1xi64>
    %b_l913_c0 = "aie.buffer"(%t_c0) {sym_name = "l913_c0"} : (index) -> memref<1xi64>
    %b_l914_c0 = "aie.buffer"(%t_c0) {sym_name = "l914_c0"} : (index) -> memref<1xi1>
    %b_l915_c0 = "aie.buffer"(%t_c0) {sym_name = "l915_c0"} : (index) -> memref<1xi64>
    %b_l916_c0 = "aie.buffer"(%t_c0) {sym_name = "l916_c0"} : (index) -> memref<1xi64>
    %b_l917_c0 = "aie.buffer"(%t_c0) {sym_name = "l917_c0"} : (index) -> memref<1xi64>
    %b_l918_c0 = "aie.buffer"(%t_c0) {sym_name = "l918_c0"} : (index) -> memref<1xi64>
    %b_l919_c0 = "aie.buffer"(%t_c0) {sym_name = "l919_c0"} : (index) -> memref<1xi64>
    %b_l920_c0 = "aie.buffer"(%t_c0) {sym_name = "l920_c0"} : (index) -> memref<1xi64>
    %b_l921_c0 = "aie.buffer"(%t_c0) {sym_name = "l921_c0"} : (index) -> memref<1xi64>
    %b_l922_c0 = "aie.buffer"(%t_c0) {sym_name = "l922_c0"} : (index) -> memref<1xi64>
    %b_l923_c0 = "aie.buffer"(%t_c0) {sym_name = "l923_c0"} : (index) -> memref<1xi64>
    %b_l924_c0 = "aie.buffer"(%t_c0) {sym_name = "l924_c0"} : (index) -> memref<1xi64>
    %b_l925_c0 = "aie.buffer"(%t_c0) {sym_name = "l925_c0"} : (index) -> memref<1xi64>
    %b_l926_c0 = "aie.buffer"(%t_c0) {sym_name = "l926_c0"} : (index) -> memref<1xi64>
    %b_l927_c0 = "aie.buffer"(%t_c0) {sym_name = "l927_c0"} : (index) -> memref<1xi64>
    %b_l928_c0 = "aie.buffer"(%t_c0) {sym_name = "l928_c0"} : (index) -> memref<1xi64>
    %b_l929_c0 = "aie.buffer"(%t_c0) {sym_name = "l929_c0"} : (index) -> memref<1xi64>
    %b_l930_c0 = "aie.buffer"(%t_c0) {sym_name = "l930_c0"} : (index) -> memref<1xi64>
    %b_l931_c0 = "aie.buffer"(%t_c0) {sym_name = "l931_c0"} : (index) -> memref<1xi64>
    %b_l932_c0 = "aie.buffer"(%t_c0) {sym_name = "l932_c0"} : (index) -> memref<1xi64>
    %b_l933_c0 = "aie.buffer"(%t_c0) {sym_name = "l933_c0"} : (index) -> memref<1xi64>
    %b_l934_c0 = "aie.buffer"(%t_c0) {sym_name = "l934_c0"} : (index) -> memref<1xi1>
    %b_l935_c0 = "aie.buffer"(%t_c0) {sym_name = "l935_c0"} : (index) -> memref<1xi1>
    %b_l936_c0 = "aie.buffer"(%t_c0) {sym_name = "l936_c0"} : (index) -> memref<1xi1>
    %b_l937_c0 = "aie.buffer"(%t_c0) {sym_name = "l937_c0"} : (index) -> memref<1xi1>
    %b_l938_c0 = "aie.buffer"(%t_c0) {sym_name = "l938_c0"} : (index) -> memref<1xi1>
    %b_l939_c0 = "aie.buffer"(%t_c0) {sym_name = "l939_c0"} : (index) -> memref<1xi1>
    %b_l940_c0 = "aie.buffer"(%t_c0) {sym_name = "l940_c0"} : (index) -> memref<1xi1>
    %b_l941_c0 = "aie.buffer"(%t_c0) {sym_name = "l941_c0"} : (index) -> memref<1xi1>
    %b_l942_c0 = "aie.buffer"(%t_c0) {sym_name = "l942_c0"} : (index) -> memref<1xi1>
    %b_l943_c0 = "aie.buffer"(%t_c0) {sym_name = "l943_c0"} : (index) -> memref<1xi1>
    %b_l944_c0 = "aie.buffer"(%t_c0) {sym_name = "l944_c0"} : (index) -> memref<1xi1>
    %b_l945_c0 = "aie.buffer"(%t_c0) {sym_name = "l945_c0"} : (index) -> memref<1xi1>
    %b_l946_c0 = "aie.buffer"(%t_c0) {sym_name = "l946_c0"} : (index) -> memref<1xi1>
    %b_l947_c0 = "aie.buffer"(%t_c0) {sym_name = "l947_c0"} : (index) -> memref<1xi1>
    %b_l948_c0 = "aie.buffer"(%t_c0) {sym_name = "l948_c0"} : (index) -> memref<1xi1>
    %b_l949_c0 = "aie.buffer"(%t_c0) {sym_name = "l949_c0"} : (index) -> memref<1xi1>
    %b_l950_c0 = "aie.buffer"(%t_c0) {sym_name = "l950_c0"} : (index) -> memref<1xf32>
    %b_l951_c0 = "aie.buffer"(%t_c0) {sym_name = "l951_c0"} : (index) -> memref<1xf32>
    %b_l952_c0 = "aie.buffer"(%t_c0) {sym_name = "l952_c0"} : (index) -> memref<1xf32>
    %b_l953_c0 = "aie.buffer"(%t_c0) {sym_name = "l953_c0"} : (index) -> memref<1xf32>
    %b_l954_c0 = "aie.buffer"(%t_c0) {sym_name = "l954_c0"} : (index) -> memref<1xf32>
    %b_l955_c0 = "aie.buffer"(%t_c0) {sym_name = "l955_c0"} : (index) -> memref<1xf32>
    %b_l956_c0 = "aie.buffer"(%t_c0) {sym_name = "l956_c0"} : (index) -> memref<1xf32>
    %b_l957_c0 = "aie.buffer"(%t_c0) {sym_name = "l957_c0"} : (index) -> memref<1xf32>
    %b_l958_c0 = "aie.buffer"(%t_c0) {sym_name = "l958_c0"} : (index) -> memref<1xf32>
    %b_l959_c0 = "aie.buffer"(%t_c0) {sym_name = "l959_c0"} : (index) -> memref<1xf32>
    %b_l960_c0 = "aie.buffer"(%t_c0) {sym_name = "l960_c0"} : (index) -> memref<1xf32>
    %b_l961_c0 = "aie.buffer"(%t_c0) {sym_name = "l961_c0"} : (index) -> memref<1xf32>
    %b_l962_c0 = "aie.buffer"(%t_c0) {sym_name = "l962_c0"} : (index) -> memref<1xf32>
    %b_l963_c0 = "aie.buffer"(%t_c0) {sym_name = "l963_c0"} : (index) -> memref<1xf32>
    %b_l964_c0 = "aie.buffer"(%t_c0) {sym_name = "l964_c0"} : (index) -> memref<1xf32>
    %b_l965_c0 = "aie.buffer"(%t_c0) {sym_name = "l965_c0"} : (index) -> memref<1xf32>
    %b_l966_c0 = "aie.buffer"(%t_c0) {sym_name = "l966_c0"} : (index) -> memref<1xi64>
    %b_l967_c0 = "aie.buffer"(%t_c0) {sym_name = "l967_c0"} : (index) -> memref<1xi64>
    %b_l968_c0 = "aie.buffer"(%t_c0) {sym_name = "l968_c0"} : (index) -> memref<1xi64>
    %b_l969_c0 = "aie.buffer"(%t_c0) {sym_name = "l969_c0"} : (index) -> memref<1xi64>
    %b_l970_c0 = "aie.buffer"(%t_c0) {sym_name = "l970_c0"} : (index) -> memref<1xi64>
    %b_l971_c0 = "aie.buffer"(%t_c0) {sym_name = "l971_c0"} : (index) -> memref<1xi64>
    %b_l972_c0 = "aie.buffer"(%t_c0) {sym_name = "l972_c0"} : (index) -> memref<1xi64>
    %b_l973_c0 = "aie.buffer"(%t_c0) {sym_name = "l973_c0"} : (index) -> memref<1xi64>
    %b_l974_c0 = "aie.buffer"(%t_c0) {sym_name = "l974_c0"} : (index) -> memref<1xi1>
    %b_l975_c0 = "aie.buffer"(%t_c0) {sym_name = "l975_c0"} : (index) -> memref<1xi1>
    %b_l976_c0 = "aie.buffer"(%t_c0) {sym_name = "l976_c0"} : (index) -> memref<1xi1>
    %b_l977_c0 = "aie.buffer"(%t_c0) {sym_name = "l977_c0"} : (index) -> memref<1xi1>
    %b_l978_c0 = "aie.buffer"(%t_c0) {sym_name = "l978_c0"} : (index) -> memref<1xi1>
    %b_l979_c0 = "aie.buffer"(%t_c0) {sym_name = "l979_c0"} : (index) -> memref<1xi1>
    %b_l980_c0 = "aie.buffer"(%t_c0) {sym_name = "l980_c0"} : (index) -> memref<1xi32>
    %b_l981_c0 = "aie.buffer"(%t_c0) {sym_name = "l981_c0"} : (index) -> memref<1xi32>
    %b_l982_c0 = "aie.buffer"(%t_c0) {sym_name = "l982_c0"} : (index) -> memref<1xi32>
    %b_l983_c0 = "aie.buffer"(%t_c0) {sym_name = "l983_c0"} : (index) -> memref<1xi32>
    %b_l984_c0 = "aie.buffer"(%t_c0) {sym_name = "l984_c0"} : (index) -> memref<1xi32>
    %b_l985_c0 = "aie.buffer"(%t_c0) {sym_name = "l985_c0"} : (index) -> memref<1xi32>
    %b_l986_c0 = "aie.buffer"(%t_c0) {sym_name = "l986_c0"} : (index) -> memref<1xi64>
    %b_l987_c0 = "aie.buffer"(%t_c0) {sym_name = "l987_c0"} : (index) -> memref<1xi64>
    %b_l988_c0 = "aie.buffer"(%t_c0) {sym_name = "l988_c0"} : (index) -> memref<1xi64>
    %b_l989_c0 = "aie.buffer"(%t_c0) {sym_name = "l989_c0"} : (index) -> memref<1xi64>
    %b_l990_c0 = "aie.buffer"(%t_c0) {sym_name = "l990_c0"} : (index) -> memref<1xi64>
    %b_l991_c0 = "aie.buffer"(%t_c0) {sym_name = "l991_c0"} : (index) -> memref<1xi64>
    %b_l992_c0 = "aie.buffer"(%t_c0) {sym_name = "l992_c0"} : (index) -> memref<1xi64>
    %b_l993_c0 = "aie.buffer"(%t_c0) {sym_name = "l993_c0"} : (index) -> memref<1xi32>
    %b_l994_c0 = "aie.buffer"(%t_c0) {sym_name = "l994_c0"} : (index) -> memref<1xi64>
    %b_l995_c0 = "aie.buffer"(%t_c0) {sym_name = "l995_c0"} : (index) -> memref<1xi64>
    %b_l996_c0 = "aie.buffer"(%t_c0) {sym_name = "l996_c0"} : (index) -> memref<1xi64>
    %b_l997_c0 = "aie.buffer"(%t_c0) {sym_name = "l997_c0"} : (index) -> memref<1xi64>
    %b_l998_c0 = "aie.buffer"(%t_c0) {sym_name = "l998_c0"} : (index) -> memref<1xi64>
    %b_l999_c0 = "aie.buffer"(%t_c0) {sym_name = "l999_c0"} : (index) -> memref<1xi64>
    %b_l1000_c0 = "aie.buffer"(%t_c0) {sym_name = "l1000_c0"} : (index) -> memref<1xi64>
    %b_l1001_c0 = "aie.buffer"(%t_c0) {sym_name = "l1001_c0"} : (index) -> memref<1xi32>
    %b_l1002_c0 = "aie.buffer"(%t_c0) {sym_name = "l1002_c0"} : (index) -> memref<1xi64>
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
    %b_l1016_c0 = "aie.buffer"(%t_c0) {sym_name = "l1016_c0"} : (index) -> memref<1xi64>
    %b_l1017_c0 = "aie.buffer"(%t_c0) {sym_name = "l1017_c0"} : (index) -> memref<1xi32>
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
    %b_l1032_c0 = "aie.buffer"(%t_c0) {sym_name = "l1032_c0"} : (index) -> memref<1xi32>
    %b_l1033_c0 = "aie.buffer"(%t_c0) {sym_name = "l1033_c0"} : (index) -> memref<1xi32>
    %b_l1034_c0 = "aie.buffer"(%t_c0) {sym_name = "l1034_c0"} : (index) -> memref<1xf32>
    %b_l1035_c0 = "aie.buffer"(%t_c0) {sym_name = "l1035_c0"} : (index) -> memref<1xf32>
    %b_l1036_c0 = "aie.buffer"(%t_c0) {sym_name = "l1036_c0"} : (index) -> memref<1xf32>
    %b_l1037_c0 = "aie.buffer"(%t_c0) {sym_name = "l1037_c0"} : (index) -> memref<1xf32>
    %b_l1038_c0 = "aie.buffer"(%t_c0) {sym_name = "l1038_c0"} : (index) -> memref<1xi32>
    %b_l1039_c0 = "aie.buffer"(%t_c0) {sym_name = "l1039_c0"} : (index) -> memref<1xi32>
    %b_l1040_c0 = "aie.buffer"(%t_c0) {sym_name = "l1040_c0"} : (index) -> memref<1xi32>
    %b_l1041_c0 = "aie.buffer"(%t_c0) {sym_name = "l1041_c0"} : (index) -> memref<1xi32>
    %b_l1042_c0 = "aie.buffer"(%t_c0) {sym_name = "l1042_c0"} : (index) -> memref<1xf32>
    %b_l1043_c0 = "aie.buffer"(%t_c0) {sym_name = "l1043_c0"} : (index) -> memref<1xf32>
    %b_l1044_c0 = "aie.buffer"(%t_c0) {sym_name = "l1044_c0"} : (index) -> memref<1xf32>
    %b_l1045_c0 = "aie.buffer"(%t_c0) {sym_name = "l1045_c0"} : (index) -> memref<1xf32>
    %b_l1046_c0 = "aie.buffer"(%t_c0) {sym_name = "l1046_c0"} : (index) -> memref<1xi32>
    %b_l1047_c0 = "aie.buffer"(%t_c0) {sym_name = "l1047_c0"} : (index) -> memref<1xi32>
    %b_l1048_c0 = "aie.buffer"(%t_c0) {sym_name = "l1048_c0"} : (index) -> memref<1xf32>
    %b_l1049_c0 = "aie.buffer"(%t_c0) {sym_name = "l1049_c0"} : (index) -> memref<1xf32>
    %b_l1050_c0 = "aie.buffer"(%t_c0) {sym_name = "l1050_c0"} : (index) -> memref<1xf32>
    %b_l1051_c0 = "aie.buffer"(%t_c0) {sym_name = "l1051_c0"} : (index) -> memref<1xf32>
    %b_l1052_c0 = "aie.buffer"(%t_c0) {sym_name = "l1052_c0"} : (index) -> memref<1xi32>
    %b_l1053_c0 = "aie.buffer"(%t_c0) {sym_name = "l1053_c0"} : (index) -> memref<1xi32>
    %b_l1054_c0 = "aie.buffer"(%t_c0) {sym_name = "l1054_c0"} : (index) -> memref<1xf32>
    %b_l1055_c0 = "aie.buffer"(%t_c0) {sym_name = "l1055_c0"} : (index) -> memref<1xf32>
    %b_l1056_c0 = "aie.buffer"(%t_c0) {sym_name = "l1056_c0"} : (index) -> memref<1xf32>
    %b_l1057_c0 = "aie.buffer"(%t_c0) {sym_name = "l1057_c0"} : (index) -> memref<1xf32>
    %b_l1058_c0 = "aie.buffer"(%t_c0) {sym_name = "l1058_c0"} : (index) -> memref<1xi32>
    %b_l1059_c0 = "aie.buffer"(%t_c0) {sym_name = "l1059_c0"} : (index) -> memref<1xi32>
    %b_l1060_c0 = "aie.buffer"(%t_c0) {sym_name = "l1060_c0"} : (index) -> memref<1xi32>
    %b_l1061_c0 = "aie.buffer"(%t_c0) {sym_name = "l1061_c0"} : (index) -> memref<1xi32>
    %b_l1062_c0 = "aie.buffer"(%t_c0) {sym_name = "l1062_c0"} : (index) -> memref<1xf32>
    %b_l1063_c0 = "aie.buffer"(%t_c0) {sym_name = "l1063_c0"} : (index) -> memref<1xf32>
    %b_l1064_c0 = "aie.buffer"(%t_c0) {sym_name = "l1064_c0"} : (index) -> memref<1xf32>
    %b_l1065_c0 = "aie.buffer"(%t_c0) {sym_name = "l1065_c0"} : (index) -> memref<1xf32>
    %b_l1066_c0 = "aie.buffer"(%t_c0) {sym_name = "l1066_c0"} : (index) -> memref<1xi32>
    %b_l1067_c0 = "aie.buffer"(%t_c0) {sym_name = "l1067_c0"} : (index) -> memref<1xi32>
    %b_l1068_c0 = "aie.buffer"(%t_c0) {sym_name = "l1068_c0"} : (index) -> memref<1xi32>
    %b_l1069_c0 = "aie.buffer"(%t_c0) {sym_name = "l1069_c0"} : (index) -> memref<1xi32>
    %b_l1070_c0 = "aie.buffer"(%t_c0) {sym_name = "l1070_c0"} : (index) -> memref<1xf32>
    %b_l1071_c0 = "aie.buffer"(%t_c0) {sym_name = "l1071_c0"} : (index) -> memref<1xf32>
    %b_l1072_c0 = "aie.buffer"(%t_c0) {sym_name = "l1072_c0"} : (index) -> memref<1xf32>
    %b_l1073_c0 = "aie.buffer"(%t_c0) {sym_name = "l1073_c0"} : (index) -> memref<1xf32>
    %b_l1074_c0 = "aie.buffer"(%t_c0) {sym_name = "l1074_c0"} : (index) -> memref<1xi32>
    %b_l1075_c0 = "aie.buffer"(%t_c0) {sym_name = "l1075_c0"} : (index) -> memref<1xi32>
    %b_l1076_c0 = "aie.buffer"(%t_c0) {sym_name = "l1076_c0"} : (index) -> memref<1xf32>
    %b_l1077_c0 = "aie.buffer"(%t_c0) {sym_name = "l1077_c0"} : (index) -> memref<1xf32>
    %b_l1078_c0 = "aie.buffer"(%t_c0) {sym_name = "l1078_c0"} : (index) -> memref<1xf32>
    %b_l1079_c0 = "aie.buffer"(%t_c0) {sym_name = "l1079_c0"} : (index) -> memref<1xf32>
    %b_l1080_c0 = "aie.buffer"(%t_c0) {sym_name = "l1080_c0"} : (index) -> memref<1xi32>
    %b_l1081_c0 = "aie.buffer"(%t_c0) {sym_name = "l1081_c0"} : (index) -> memref<1xi32>
    %b_l1082_c0 = "aie.buffer"(%t_c0) {sym_name = "l1082_c0"} : (index) -> memref<1xf32>
    %b_l1083_c0 = "aie.buffer"(%t_c0) {sym_name = "l1083_c0"} : (index) -> memref<1xf32>
    %b_l1084_c0 = "aie.buffer"(%t_c0) {sym_name = "l1084_c0"} : (index) -> memref<1xf32>
    %b_l1085_c0 = "aie.buffer"(%t_c0) {sym_name = "l1085_c0"} : (index) -> memref<1xf32>
    %b_l1086_c0 = "aie.buffer"(%t_c0) {sym_name = "l1086_c0"} : (index) -> memref<1xi32>
    %b_l1087_c0 = "aie.buffer"(%t_c0) {sym_name = "l1087_c0"} : (index) -> memref<1xi32>
    %b_l1088_c0 = "aie.buffer"(%t_c0) {sym_name = "l1088_c0"} : (index) -> memref<1xi32>
    %b_l1089_c0 = "aie.buffer"(%t_c0) {sym_name = "l1089_c0"} : (index) -> memref<1xi32>
    %b_l1090_c0 = "aie.buffer"(%t_c0) {sym_name = "l1090_c0"} : (index) -> memref<1xf32>
    %b_l1091_c0 = "aie.buffer"(%t_c0) {sym_name = "l1091_c0"} : (index) -> memref<1xf32>
    %b_l1092_c0 = "aie.buffer"(%t_c0) {sym_name = "l1092_c0"} : (index) -> memref<1xf32>
    %b_l1093_c0 = "aie.buffer"(%t_c0) {sym_name = "l1093_c0"} : (index) -> memref<1xf32>
    %b_l1094_c0 = "aie.buffer"(%t_c0) {sym_name = "l1094_c0"} : (index) -> memref<1xi32>
    %b_l1095_c0 = "aie.buffer"(%t_c0) {sym_name = "l1095_c0"} : (index) -> memref<1xi32>
    %b_l1096_c0 = "aie.buffer"(%t_c0) {sym_name = "l1096_c0"} : (index) -> memref<1xi32>
    %b_l1097_c0 = "aie.buffer"(%t_c0) {sym_name = "l1097_c0"} : (index) -> memref<1xi32>
    %b_l1098_c0 = "aie.buffer"(%t_c0) {sym_name = "l1098_c0"} : (index) -> memref<1xf32>
    %b_l1099_c0 = "aie.buffer"(%t_c0) {sym_name = "l1099_c0"} : (index) -> memref<1xf32>
    %b_l1100_c0 = "aie.buffer"(%t_c0) {sym_name = "l1100_c0"} : (index) -> memref<1xf32>
    %b_l1101_c0 = "aie.buffer"(%t_c0) {sym_name = "l1101_c0"} : (index) -> memref<1xf32>
    %b_l1102_c0 = "aie.buffer"(%t_c0) {sym_name = "l1102_c0"} : (index) -> memref<1xi32>
    %b_l1103_c0 = "aie.buffer"(%t_c0) {sym_name = "l1103_c0"} : (index) -> memref<1xi32>
    %b_l1104_c0 = "aie.buffer"(%t_c0) {sym_name = "l1104_c0"} : (index) -> memref<1xf32>
    %b_l1105_c0 = "aie.buffer"(%t_c0) {sym_name = "l1105_c0"} : (index) -> memref<1xf32>
    %b_l1106_c0 = "aie.buffer"(%t_c0) {sym_name = "l1106_c0"} : (index) -> memref<1xf32>
    %b_l1107_c0 = "aie.buffer"(%t_c0) {sym_name = "l1107_c0"} : (index) -> memref<1xf32>
    %b_l1108_c0 = "aie.buffer"(%t_c0) {sym_name = "l1108_c0"} : (index) -> memref<1xi32>
    %b_l1109_c0 = "aie.buffer"(%t_c0) {sym_name = "l1109_c0"} : (index) -> memref<1xi32>
    %b_l1110_c0 = "aie.buffer"(%t_c0) {sym_name = "l1110_c0"} : (index) -> memref<1xf32>
    %b_l1111_c0 = "aie.buffer"(%t_c0) {sym_name = "l1111_c0"} : (index) -> memref<1xf32>
    %b_l1112_c0 = "aie.buffer"(%t_c0) {sym_name = "l1112_c0"} : (index) -> memref<1xf32>
    %b_l1113_c0 = "aie.buffer"(%t_c0) {sym_name = "l1113_c0"} : (index) -> memref<1xf32>
    %b_l1114_c0 = "aie.buffer"(%t_c0) {sym_name = "l1114_c0"} : (index) -> memref<1xi32>
    %b_l1115_c0 = "aie.buffer"(%t_c0) {sym_name = "l1115_c0"} : (index) -> memref<1xi32>
    %b_l1116_c0 = "aie.buffer"(%t_c0) {sym_name = "l1116_c0"} : (index) -> memref<1xi32>
    %b_l1117_c0 = "aie.buffer"(%t_c0) {sym_name = "l1117_c0"} : (index) -> memref<1xi32>
    %b_l1118_c0 = "aie.buffer"(%t_c0) {sym_name = "l1118_c0"} : (index) -> memref<1xf32>
    %b_l1119_c0 = "aie.buffer"(%t_c0) {sym_name = "l1119_c0"} : (index) -> memref<1xf32>
    %b_l1120_c0 = "aie.buffer"(%t_c0) {sym_name = "l1120_c0"} : (index) -> memref<1xf32>
    %b_l1121_c0 = "aie.buffer"(%t_c0) {sym_name = "l1121_c0"} : (index) -> memref<1xf32>
    %b_l1122_c0 = "aie.buffer"(%t_c0) {sym_name = "l1122_c0"} : (index) -> memref<1xi32>
    %b_l1123_c0 = "aie.buffer"(%t_c0) {sym_name = "l1123_c0"} : (index) -> memref<1xi32>
    %b_l1124_c0 = "aie.buffer"(%t_c0) {sym_name = "l1124_c0"} : (index) -> memref<1xi32>
    %b_l1125_c0 = "aie.buffer"(%t_c0) {sym_name = "l1125_c0"} : (index) -> memref<1xi32>
    %b_l1126_c0 = "aie.buffer"(%t_c0) {sym_name = "l1126_c0"} : (index) -> memref<1xf32>
    %b_l1127_c0 = "aie.buffer"(%t_c0) {sym_name = "l1127_c0"} : (index) -> memref<1xf32>
    %b_l1128_c0 = "aie.buffer"(%t_c0) {sym_name = "l1128_c0"} : (index) -> memref<1xf32>
    %b_l1129_c0 = "aie.buffer"(%t_c0) {sym_name = "l1129_c0"} : (index) -> memref<1xi32>
    %b_l1130_c0 = "aie.buffer"(%t_c0) {sym_name = "l1130_c0"} : (index) -> memref<1xi32>
    %b_l1131_c0 = "aie.buffer"(%t_c0) {sym_name = "l1131_c0"} : (index) -> memref<1xi32>
    %b_l1132_c0 = "aie.buffer"(%t_c0) {sym_name = "l1132_c0"} : (index) -> memref<1xi32>
    %b_l1133_c0 = "aie.buffer"(%t_c0) {sym_name = "l1133_c0"} : (index) -> memref<1xi32>
    %b_l1134_c0 = "aie.buffer"(%t_c0) {sym_name = "l1134_c0"} : (index) -> memref<1xi32>
    %b_l1135_c0 = "aie.buffer"(%t_c0) {sym_name = "l1135_c0"} : (index) -> memref<1xi32>
    %b_l1136_c0 = "aie.buffer"(%t_c0) {sym_name = "l1136_c0"} : (index) -> memref<1xf32>
    %b_l1137_c0 = "aie.buffer"(%t_c0) {sym_name = "l1137_c0"} : (index) -> memref<1xi1>
    %b_l1138_c0 = "aie.buffer"(%t_c0) {sym_name = "l1138_c0"} : (index) -> memref<1xi32>
    %b_l1139_c0 = "aie.buffer"(%t_c0) {sym_name = "l1139_c0"} : (index) -> memref<1xi32>
    %b_l1140_c0 = "aie.buffer"(%t_c0) {sym_name = "l1140_c0"} : (index) -> memref<1xi32>
    %b_l1141_c0 = "aie.buffer"(%t_c0) {sym_name = "l1141_c0"} : (index) -> memref<1xf32>
    %b_l1142_c0 = "aie.buffer"(%t_c0) {sym_name = "l1142_c0"} : (index) -> memref<1xi1>
    %b_l1143_c0 = "aie.buffer"(%t_c0) {sym_name = "l1143_c0"} : (index) -> memref<1xi32>
    %b_l1144_c0 = "aie.buffer"(%t_c0) {sym_name = "l1144_c0"} : (index) -> memref<1xi32>
    %b_l1145_c0 = "aie.buffer"(%t_c0) {sym_name = "l1145_c0"} : (index) -> memref<1xi32>
    %b_l1146_c0 = "aie.buffer"(%t_c0) {sym_name = "l1146_c0"} : (index) -> memref<1xf32>
    %b_l1147_c0 = "aie.buffer"(%t_c0) {sym_name = "l1147_c0"} : (index) -> memref<1xi1>
    %b_l1148_c0 = "aie.buffer"(%t_c0) {sym_name = "l1148_c0"} : (index) -> memref<1xf32>
    %b_l1149_c0 = "aie.buffer"(%t_c0) {sym_name = "l1149_c0"} : (index) -> memref<1xf32>
    %b_l1150_c0 = "aie.buffer"(%t_c0) {sym_name = "l1150_c0"} : (index) -> memref<1xf32>
    %b_l1151_c0 = "aie.buffer"(%t_c0) {sym_name = "l1151_c0"} : (index) -> memref<1xf32>
    %b_l1152_c0 = "aie.buffer"(%t_c0) {sym_name = "l1152_c0"} : (index) -> memref<1xi1>
    %b_l1153_c0 = "aie.buffer"(%t_c0) {sym_name = "l1153_c0"} : (index) -> memref<1xf32>
    %b_l1154_c0 = "aie.buffer"(%t_c0) {sym_name = "l1154_c0"} : (index) -> memref<1xi1>
    %b_l1155_c0 = "aie.buffer"(%t_c0) {sym_name = "l1155_c0"} : (index) -> memref<1xf32>
    %b_l1156_c0 = "aie.buffer"(%t_c0) {sym_name = "l1156_c0"} : (index) -> memref<1xi1>
    %b_l1157_c0 = "aie.buffer"(%t_c0) {sym_name = "l1157_c0"} : (index) -> memref<1xf32>
    %b_l1158_c0 = "aie.buffer"(%t_c0) {sym_name = "l1158_c0"} : (index) -> memref<1xi1>
    %b_l1159_c0 = "aie.buffer"(%t_c0) {sym_name = "l1159_c0"} : (index) -> memref<1xf32>
    %b_l1160_c0 = "aie.buffer"(%t_c0) {sym_name = "l1160_c0"} : (index) -> memref<1xf32>
    %b_l1161_c0 = "aie.buffer"(%t_c0) {sym_name = "l1161_c0"} : (index) -> memref<1xf32>
    %b_l1162_c0 = "aie.buffer"(%t_c0) {sym_name = "l1162_c0"} : (index) -> memref<1xf32>
    %b_l1163_c0 = "aie.buffer"(%t_c0) {sym_name = "l1163_c0"} : (index) -> memref<1xf32>
    %b_l1164_c0 = "aie.buffer"(%t_c0) {sym_name = "l1164_c0"} : (index) -> memref<1xi64>
    %b_l1165_c0 = "aie.buffer"(%t_c0) {sym_name = "l1165_c0"} : (index) -> memref<1xi64>
    %b_l1170_c0 = "aie.buffer"(%t_c0) {sym_name = "l1170_c0"} : (index) -> memref<1xi1>
    %b_l1171_c0 = "aie.buffer"(%t_c0) {sym_name = "l1171_c0"} : (index) -> memref<1xi1>
    %b_l1172_c0 = "aie.buffer"(%t_c0) {sym_name = "l1172_c0"} : (index) -> memref<1xi1>
    %b_l1173_c0 = "aie.buffer"(%t_c0) {sym_name = "l1173_c0"} : (index) -> memref<1xi1>
    %b_l1175_c0 = "aie.buffer"(%t_c0) {sym_name = "l1175_c0"} : (index) -> memref<1xi64>
    %b_l1176_c0 = "aie.buffer"(%t_c0) {sym_name = "l1176_c0"} : (index) -> memref<1xi1>
    %b_l1177_c0 = "aie.buffer"(%t_c0) {sym_name = "l1177_c0"} : (index) -> memref<1xi64>
    %b_l1178_c0 = "aie.buffer"(%t_c0) {sym_name = "l1178_c0"} : (index) -> memref<1xi1>
    %b_l1179_c0 = "aie.buffer"(%t_c0) {sym_name = "l1179_c0"} : (index) -> memref<1xi64>
    %b_l1180_c0 = "aie.buffer"(%t_c0) {sym_name = "l1180_c0"} : (index) -> memref<1xi64>
    %b_l1181_c0 = "aie.buffer"(%t_c0) {sym_name = "l1181_c0"} : (index) -> memref<1xi64>
    %b_l1182_c0 = "aie.buffer"(%t_c0) {sym_name = "l1182_c0"} : (index) -> memref<1xi64>
    %b_l1183_c0 = "aie.buffer"(%t_c0) {sym_name = "l1183_c0"} : (index) -> memref<1xi64>
    %b_l1184_c0 = "aie.buffer"(%t_c0) {sym_name = "l1184_c0"} : (index) -> memref<1xi64>
    %b_l1185_c0 = "aie.buffer"(%t_c0) {sym_name = "l1185_c0"} : (index) -> memref<1xi64>
    %b_l1186_c0 = "aie.buffer"(%t_c0) {sym_name = "l1186_c0"} : (index) -> memref<1xi64>
    %b_l1187_c0 = "aie.buffer"(%t_c0) {sym_name = "l1187_c0"} : (index) -> memref<1xi1>
    %b_l1188_c0 = "aie.buffer"(%t_c0) {sym_name = "l1188_c0"} : (index) -> memref<1xi1>
    %b_l1189_c0 = "aie.buffer"(%t_c0) {sym_name = "l1189_c0"} : (index) -> memref<1xi1>
    %b_l1190_c0 = "aie.buffer"(%t_c0) {sym_name = "l1190_c0"} : (index) -> memref<1xi1>
    %b_l1191_c0 = "aie.buffer"(%t_c0) {sym_name = "l1191_c0"} : (index) -> memref<1xi1>
    %b_l1192_c0 = "aie.buffer"(%t_c0) {sym_name = "l1192_c0"} : (index) -> memref<1xi1>
    %b_l1193_c0 = "aie.buffer"(%t_c0) {sym_name = "l1193_c0"} : (index) -> memref<1xi1>
    %b_l1194_c0 = "aie.buffer"(%t_c0) {sym_name = "l1194_c0"} : (index) -> memref<1xi1>
    %b_l1195_c0 = "aie.buffer"(%t_c0) {sym_name = "l1195_c0"} : (index) -> memref<1xf32>
    %b_l1196_c0 = "aie.buffer"(%t_c0) {sym_name = "l1196_c0"} : (index) -> memref<1xf32>
    %b_l1197_c0 = "aie.buffer"(%t_c0) {sym_name = "l1197_c0"} : (index) -> memref<1xf32>
    %b_l1198_c0 = "aie.buffer"(%t_c0) {sym_name = "l1198_c0"} : (index) -> memref<1xf32>
    %b_l1199_c0 = "aie.buffer"(%t_c0) {sym_name = "l1199_c0"} : (index) -> memref<1xf32>
    %b_l1200_c0 = "aie.buffer"(%t_c0) {sym_name = "l1200_c0"} : (index) -> memref<1xf32>
    %b_l1201_c0 = "aie.buffer"(%t_c0) {sym_name = "l1201_c0"} : (index) -> memref<1xf32>
    %b_l1202_c0 = "aie.buffer"(%t_c0) {sym_name = "l1202_c0"} : (index) -> memref<1xf32>
    %b_l1203_c0 = "aie.buffer"(%t_c0) {sym_name = "l1203_c0"} : (index) -> memref<1xf32>
    %b_l1204_c0 = "aie.buffer"(%t_c0) {sym_name = "l1204_c0"} : (index) -> memref<1xf32>
    %b_l1205_c0 = "aie.buffer"(%t_c0) {sym_name = "l1205_c0"} : (index) -> memref<1xf32>
    %b_l1206_c0 = "aie.buffer"(%t_c0) {sym_name = "l1206_c0"} : (index) -> memref<1xf32>
    %b_l1207_c0 = "aie.buffer"(%t_c0) {sym_name = "l1207_c0"} : (index) -> memref<1xi64>
    %b_l1208_c0 = "aie.buffer"(%t_c0) {sym_name = "l1208_c0"} : (index) -> memref<1xi1>
    %b_l1209_c0 = "aie.buffer"(%t_c0) {sym_name = "l1209_c0"} : (index) -> memref<1xi64>
    %b_l1210_c0 = "aie.buffer"(%t_c0) {sym_name = "l1210_c0"} : (index) -> memref<1xi64>
    %b_l1211_c0 = "aie.buffer"(%t_c0) {sym_name = "l1211_c0"} : (index) -> memref<1xi64>
    %b_l1212_c0 = "aie.buffer"(%t_c0) {sym_name = "l1212_c0"} : (index) -> memref<1xi64>
    %b_l1213_c0 = "aie.buffer"(%t_c0) {sym_name = "l1213_c0"} : (index) -> memref<1xi1>
    %b_l1214_c0 = "aie.buffer"(%t_c0) {sym_name = "l1214_c0"} : (index) -> memref<1xi1>
    %b_l1215_c0 = "aie.buffer"(%t_c0) {sym_name = "l1215_c0"} : (index) -> memref<1xf32>
    %b_l1216_c0 = "aie.buffer"(%t_c0) {sym_name = "l1216_c0"} : (index) -> memref<1xi64>
    %b_l1217_c0 = "aie.buffer"(%t_c0) {sym_name = "l1217_c0"} : (index) -> memref<1xi1>
    %b_l1218_c0 = "aie.buffer"(%t_c0) {sym_name = "l1218_c0"} : (index) -> memref<1xi1>
    %b_l1219_c0 = "aie.buffer"(%t_c0) {sym_name = "l1219_c0"} : (index) -> memref<1xf32>
    %b_l1220_c0 = "aie.buffer"(%t_c0) {sym_name = "l1220_c0"} : (index) -> memref<1xi64>
    %b_l1221_c0 = "aie.buffer"(%t_c0) {sym_name = "l1221_c0"} : (index) -> memref<1xi1>
    %b_l1222_c0 = "aie.buffer"(%t_c0) {sym_name = "l1222_c0"} : (index) -> memref<1xi1>
    %b_l1223_c0 = "aie.buffer"(%t_c0) {sym_name = "l1223_c0"} : (index) -> memref<1xf32>
    %b_l1224_c0 = "aie.buffer"(%t_c0) {sym_name = "l1224_c0"} : (index) -> memref<1xi64>
    %b_l1225_c0 = "aie.buffer"(%t_c0) {sym_name = "l1225_c0"} : (index) -> memref<1xi1>
    %b_l1226_c0 = "aie.buffer"(%t_c0) {sym_name = "l1226_c0"} : (index) -> memref<1xi1>
    %b_l1227_c0 = "aie.buffer"(%t_c0) {sym_name = "l1227_c0"} : (index) -> memref<1xf32>
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
      %ls1166 = memref.cast %b_ls1166_c0 : memref<64xi64> to memref<?xi64>
      %ls1167 = memref.cast %b_ls1167_c0 : memref<64xi64> to memref<?xi64>
      %ls1168 = memref.cast %b_ls1168_c0 : memref<64xi64> to memref<?xi64>
      %ls1169 = memref.cast %b_ls1169_c0 : memref<64xi64> to memref<?xi64>
      %ls1174 = memref.cast %b_ls1174_c0 : memref<64xi64> to memref<?xi64>
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
      %l21 = memref.cast %b_l21_c0 : memref<1xi32> to memref<?xi32>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi64> to memref<?xi64>
      %l24 = memref.cast %b_l24_c0 : memref<1xi1> to memref<?xi1>
      %l25 = memref.cast %b_l25_c0 : memref<1xi64> to memref<?xi64>
      %l26 = memref.cast %b_l26_c0 : memref<1xi64> to memref<?xi64>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xi64> to memref<?xi64>
      %l29 = memref.cast %b_l29_c0 : memref<1xi64> to memref<?xi64>
      %l30 = memref.cast %b_l30_c0 : memref<1xi1> to memref<?xi1>
      %l31 = memref.cast %b_l31_c0 : memref<1xi64> to memref<?xi64>
      %l32 = memref.cast %b_l32_c0 : memref<1xi64> to memref<?xi64>
      %l33 = memref.cast %b_l33_c0 : memref<1xi64> to memref<?xi64>
      %l34 = memref.cast %b_l34_c0 : memref<1xi64> to memref<?xi64>
      %l35 = memref.cast %b_l35_c0 : memref<1xi64> to memref<?xi64>
      %l36 = memref.cast %b_l36_c0 : memref<1xi64> to memref<?xi64>
      %l37 = memref.cast %b_l37_c0 : memref<1xi32> to memref<?xi32>
      %l38 = memref.cast %b_l38_c0 : memref<1xi64> to memref<?xi64>
      %l39 = memref.cast %b_l39_c0 : memref<1xi64> to memref<?xi64>
      %l40 = memref.cast %b_l40_c0 : memref<1xi1> to memref<?xi1>
      %l41 = memref.cast %b_l41_c0 : memref<1xi64> to memref<?xi64>
      %l42 = memref.cast %b_l42_c0 : memref<1xi64> to memref<?xi64>
      %l43 = memref.cast %b_l43_c0 : memref<1xi64> to memref<?xi64>
      %l44 = memref.cast %b_l44_c0 : memref<1xi64> to memref<?xi64>
      %l45 = memref.cast %b_l45_c0 : memref<1xi64> to memref<?xi64>
      %l46 = memref.cast %b_l46_c0 : memref<1xi1> to memref<?xi1>
      %l47 = memref.cast %b_l47_c0 : memref<1xi64> to memref<?xi64>
      %l48 = memref.cast %b_l48_c0 : memref<1xi64> to memref<?xi64>
      %l49 = memref.cast %b_l49_c0 : memref<1xi64> to memref<?xi64>
      %l50 = memref.cast %b_l50_c0 : memref<1xi64> to memref<?xi64>
      %l51 = memref.cast %b_l51_c0 : memref<1xi64> to memref<?xi64>
      %l52 = memref.cast %b_l52_c0 : memref<1xi64> to memref<?xi64>
      %l53 = memref.cast %b_l53_c0 : memref<1xi32> to memref<?xi32>
      %l54 = memref.cast %b_l54_c0 : memref<1xi64> to memref<?xi64>
      %l55 = memref.cast %b_l55_c0 : memref<1xi64> to memref<?xi64>
      %l56 = memref.cast %b_l56_c0 : memref<1xi1> to memref<?xi1>
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
      %l68 = memref.cast %b_l68_c0 : memref<1xi64> to memref<?xi64>
      %l69 = memref.cast %b_l69_c0 : memref<1xi32> to memref<?xi32>
      %l70 = memref.cast %b_l70_c0 : memref<1xi64> to memref<?xi64>
      %l71 = memref.cast %b_l71_c0 : memref<1xi64> to memref<?xi64>
      %l72 = memref.cast %b_l72_c0 : memref<1xi1> to memref<?xi1>
      %l73 = memref.cast %b_l73_c0 : memref<1xi64> to memref<?xi64>
      %l74 = memref.cast %b_l74_c0 : memref<1xi64> to memref<?xi64>
      %l75 = memref.cast %b_l75_c0 : memref<1xi64> to memref<?xi64>
      %l76 = memref.cast %b_l76_c0 : memref<1xi64> to memref<?xi64>
      %l77 = memref.cast %b_l77_c0 : memref<1xi64> to memref<?xi64>
      %l78 = memref.cast %b_l78_c0 : memref<1xi1> to memref<?xi1>
      %l79 = memref.cast %b_l79_c0 : memref<1xi64> to memref<?xi64>
      %l80 = memref.cast %b_l80_c0 : memref<1xi64> to memref<?xi64>
      %l81 = memref.cast %b_l81_c0 : memref<1xi64> to memref<?xi64>
      %l82 = memref.cast %b_l82_c0 : memref<1xi64> to memref<?xi64>
      %l83 = memref.cast %b_l83_c0 : memref<1xf32> to memref<?xf32>
      %l84 = memref.cast %b_l84_c0 : memref<1xf32> to memref<?xf32>
      %l85 = memref.cast %b_l85_c0 : memref<1xf32> to memref<?xf32>
      %l86 = memref.cast %b_l86_c0 : memref<1xf32> to memref<?xf32>
      %l87 = memref.cast %b_l87_c0 : memref<1xi64> to memref<?xi64>
      %l88 = memref.cast %b_l88_c0 : memref<1xi64> to memref<?xi64>
      %l89 = memref.cast %b_l89_c0 : memref<1xi64> to memref<?xi64>
      %l90 = memref.cast %b_l90_c0 : memref<1xi1> to memref<?xi1>
      %l91 = memref.cast %b_l91_c0 : memref<1xi64> to memref<?xi64>
      %l92 = memref.cast %b_l92_c0 : memref<1xi64> to memref<?xi64>
      %l93 = memref.cast %b_l93_c0 : memref<1xi64> to memref<?xi64>
      %l94 = memref.cast %b_l94_c0 : memref<1xi64> to memref<?xi64>
      %l95 = memref.cast %b_l95_c0 : memref<1xi64> to memref<?xi64>
      %l96 = memref.cast %b_l96_c0 : memref<1xi64> to memref<?xi64>
      %l97 = memref.cast %b_l97_c0 : memref<1xi64> to memref<?xi64>
      %l98 = memref.cast %b_l98_c0 : memref<1xi64> to memref<?xi64>
      %l99 = memref.cast %b_l99_c0 : memref<1xi64> to memref<?xi64>
      %l100 = memref.cast %b_l100_c0 : memref<1xi64> to memref<?xi64>
      %l101 = memref.cast %b_l101_c0 : memref<1xi64> to memref<?xi64>
      %l102 = memref.cast %b_l102_c0 : memref<1xi64> to memref<?xi64>
      %l103 = memref.cast %b_l103_c0 : memref<1xi64> to memref<?xi64>
      %l104 = memref.cast %b_l104_c0 : memref<1xi64> to memref<?xi64>
      %l105 = memref.cast %b_l105_c0 : memref<1xi64> to memref<?xi64>
      %l106 = memref.cast %b_l106_c0 : memref<1xi64> to memref<?xi64>
      %l107 = memref.cast %b_l107_c0 : memref<1xi64> to memref<?xi64>
      %l108 = memref.cast %b_l108_c0 : memref<1xi64> to memref<?xi64>
      %l109 = memref.cast %b_l109_c0 : memref<1xi64> to memref<?xi64>
      %l110 = memref.cast %b_l110_c0 : memref<1xi1> to memref<?xi1>
      %l111 = memref.cast %b_l111_c0 : memref<1xi1> to memref<?xi1>
      %l112 = memref.cast %b_l112_c0 : memref<1xi1> to memref<?xi1>
      %l113 = memref.cast %b_l113_c0 : memref<1xi1> to memref<?xi1>
      %l114 = memref.cast %b_l114_c0 : memref<1xi1> to memref<?xi1>
      %l115 = memref.cast %b_l115_c0 : memref<1xi1> to memref<?xi1>
      %l116 = memref.cast %b_l116_c0 : memref<1xi1> to memref<?xi1>
      %l117 = memref.cast %b_l117_c0 : memref<1xi1> to memref<?xi1>
      %l118 = memref.cast %b_l118_c0 : memref<1xi1> to memref<?xi1>
      %l119 = memref.cast %b_l119_c0 : memref<1xi1> to memref<?xi1>
      %l120 = memref.cast %b_l120_c0 : memref<1xi1> to memref<?xi1>
      %l121 = memref.cast %b_l121_c0 : memref<1xi1> to memref<?xi1>
      %l122 = memref.cast %b_l122_c0 : memref<1xi1> to memref<?xi1>
      %l123 = memref.cast %b_l123_c0 : memref<1xi1> to memref<?xi1>
      %l124 = memref.cast %b_l124_c0 : memref<1xi1> to memref<?xi1>
      %l125 = memref.cast %b_l125_c0 : memref<1xi1> to memref<?xi1>
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
      %l142 = memref.cast %b_l142_c0 : memref<1xi64> to memref<?xi64>
      %l143 = memref.cast %b_l143_c0 : memref<1xi64> to memref<?xi64>
      %l144 = memref.cast %b_l144_c0 : memref<1xi64> to memref<?xi64>
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
      %l173 = memref.cast %b_l173_c0 : memref<1xi64> to memref<?xi64>
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
      %l189 = memref.cast %b_l189_c0 : memref<1xi1> to memref<?xi1>
      %l190 = memref.cast %b_l190_c0 : memref<1xi1> to memref<?xi1>
      %l191 = memref.cast %b_l191_c0 : memref<1xi1> to memref<?xi1>
      %l192 = memref.cast %b_l192_c0 : memref<1xi1> to memref<?xi1>
      %l193 = memref.cast %b_l193_c0 : memref<1xi1> to memref<?xi1>
      %l194 = memref.cast %b_l194_c0 : memref<1xi1> to memref<?xi1>
      %l195 = memref.cast %b_l195_c0 : memref<1xi1> to memref<?xi1>
      %l196 = memref.cast %b_l196_c0 : memref<1xi1> to memref<?xi1>
      %l197 = memref.cast %b_l197_c0 : memref<1xi1> to memref<?xi1>
      %l198 = memref.cast %b_l198_c0 : memref<1xi32> to memref<?xi32>
      %l199 = memref.cast %b_l199_c0 : memref<1xi32> to memref<?xi32>
      %l200 = memref.cast %b_l200_c0 : memref<1xi32> to memref<?xi32>
      %l201 = memref.cast %b_l201_c0 : memref<1xi32> to memref<?xi32>
      %l202 = memref.cast %b_l202_c0 : memref<1xi32> to memref<?xi32>
      %l203 = memref.cast %b_l203_c0 : memref<1xi32> to memref<?xi32>
      %l204 = memref.cast %b_l204_c0 : memref<1xi32> to memref<?xi32>
      %l205 = memref.cast %b_l205_c0 : memref<1xi32> to memref<?xi32>
      %l206 = memref.cast %b_l206_c0 : memref<1xi32> to memref<?xi32>
      %l207 = memref.cast %b_l207_c0 : memref<1xi32> to memref<?xi32>
      %l208 = memref.cast %b_l208_c0 : memref<1xi32> to memref<?xi32>
      %l209 = memref.cast %b_l209_c0 : memref<1xi32> to memref<?xi32>
      %l210 = memref.cast %b_l210_c0 : memref<1xi32> to memref<?xi32>
      %l211 = memref.cast %b_l211_c0 : memref<1xi32> to memref<?xi32>
      %l212 = memref.cast %b_l212_c0 : memref<1xi32> to memref<?xi32>
      %l213 = memref.cast %b_l213_c0 : memref<1xi32> to memref<?xi32>
      %l214 = memref.cast %b_l214_c0 : memref<1xi32> to memref<?xi32>
      %l215 = memref.cast %b_l215_c0 : memref<1xi32> to memref<?xi32>
      %l216 = memref.cast %b_l216_c0 : memref<1xi32> to memref<?xi32>
      %l217 = memref.cast %b_l217_c0 : memref<1xi32> to memref<?xi32>
      %l218 = memref.cast %b_l218_c0 : memref<1xi32> to memref<?xi32>
      %l219 = memref.cast %b_l219_c0 : memref<1xi32> to memref<?xi32>
      %l220 = memref.cast %b_l220_c0 : memref<1xi32> to memref<?xi32>
      %l221 = memref.cast %b_l221_c0 : memref<1xi32> to memref<?xi32>
      %l222 = memref.cast %b_l222_c0 : memref<1xf32> to memref<?xf32>
      %l223 = memref.cast %b_l223_c0 : memref<1xi64> to memref<?xi64>
      %l224 = memref.cast %b_l224_c0 : memref<1xi64> to memref<?xi64>
      %l225 = memref.cast %b_l225_c0 : memref<1xi64> to memref<?xi64>
      %l226 = memref.cast %b_l226_c0 : memref<1xi64> to memref<?xi64>
      %l227 = memref.cast %b_l227_c0 : memref<1xi64> to memref<?xi64>
      %l228 = memref.cast %b_l228_c0 : memref<1xi64> to memref<?xi64>
      %l229 = memref.cast %b_l229_c0 : memref<1xi64> to memref<?xi64>
      %l230 = memref.cast %b_l230_c0 : memref<1xi32> to memref<?xi32>
      %l231 = memref.cast %b_l231_c0 : memref<1xi64> to memref<?xi64>
      %l232 = memref.cast %b_l232_c0 : memref<1xi64> to memref<?xi64>
      %l233 = memref.cast %b_l233_c0 : memref<1xi64> to memref<?xi64>
      %l234 = memref.cast %b_l234_c0 : memref<1xi64> to memref<?xi64>
      %l235 = memref.cast %b_l235_c0 : memref<1xi64> to memref<?xi64>
      %l236 = memref.cast %b_l236_c0 : memref<1xi64> to memref<?xi64>
      %l237 = memref.cast %b_l237_c0 : memref<1xi64> to memref<?xi64>
      %l238 = memref.cast %b_l238_c0 : memref<1xi32> to memref<?xi32>
      %l239 = memref.cast %b_l239_c0 : memref<1xi64> to memref<?xi64>
      %l240 = memref.cast %b_l240_c0 : memref<1xi64> to memref<?xi64>
      %l241 = memref.cast %b_l241_c0 : memref<1xi64> to memref<?xi64>
      %l242 = memref.cast %b_l242_c0 : memref<1xi64> to memref<?xi64>
      %l243 = memref.cast %b_l243_c0 : memref<1xi64> to memref<?xi64>
      %l244 = memref.cast %b_l244_c0 : memref<1xi64> to memref<?xi64>
      %l245 = memref.cast %b_l245_c0 : memref<1xi64> to memref<?xi64>
      %l246 = memref.cast %b_l246_c0 : memref<1xi32> to memref<?xi32>
      %l247 = memref.cast %b_l247_c0 : memref<1xi64> to memref<?xi64>
      %l248 = memref.cast %b_l248_c0 : memref<1xi64> to memref<?xi64>
      %l249 = memref.cast %b_l249_c0 : memref<1xi64> to memref<?xi64>
      %l250 = memref.cast %b_l250_c0 : memref<1xi64> to memref<?xi64>
      %l251 = memref.cast %b_l251_c0 : memref<1xi64> to memref<?xi64>
      %l252 = memref.cast %b_l252_c0 : memref<1xi64> to memref<?xi64>
      %l253 = memref.cast %b_l253_c0 : memref<1xi64> to memref<?xi64>
      %l254 = memref.cast %b_l254_c0 : memref<1xi32> to memref<?xi32>
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
      %l269 = memref.cast %b_l269_c0 : memref<1xi32> to memref<?xi32>
      %l270 = memref.cast %b_l270_c0 : memref<1xi32> to memref<?xi32>
      %l271 = memref.cast %b_l271_c0 : memref<1xf32> to memref<?xf32>
      %l272 = memref.cast %b_l272_c0 : memref<1xf32> to memref<?xf32>
      %l273 = memref.cast %b_l273_c0 : memref<1xf32> to memref<?xf32>
      %l274 = memref.cast %b_l274_c0 : memref<1xf32> to memref<?xf32>
      %l275 = memref.cast %b_l275_c0 : memref<1xi32> to memref<?xi32>
      %l276 = memref.cast %b_l276_c0 : memref<1xi32> to memref<?xi32>
      %l277 = memref.cast %b_l277_c0 : memref<1xi32> to memref<?xi32>
      %l278 = memref.cast %b_l278_c0 : memref<1xi32> to memref<?xi32>
      %l279 = memref.cast %b_l279_c0 : memref<1xf32> to memref<?xf32>
      %l280 = memref.cast %b_l280_c0 : memref<1xf32> to memref<?xf32>
      %l281 = memref.cast %b_l281_c0 : memref<1xf32> to memref<?xf32>
      %l282 = memref.cast %b_l282_c0 : memref<1xf32> to memref<?xf32>
      %l283 = memref.cast %b_l283_c0 : memref<1xi32> to memref<?xi32>
      %l284 = memref.cast %b_l284_c0 : memref<1xi32> to memref<?xi32>
      %l285 = memref.cast %b_l285_c0 : memref<1xf32> to memref<?xf32>
      %l286 = memref.cast %b_l286_c0 : memref<1xf32> to memref<?xf32>
      %l287 = memref.cast %b_l287_c0 : memref<1xf32> to memref<?xf32>
      %l288 = memref.cast %b_l288_c0 : memref<1xf32> to memref<?xf32>
      %l289 = memref.cast %b_l289_c0 : memref<1xi32> to memref<?xi32>
      %l290 = memref.cast %b_l290_c0 : memref<1xi32> to memref<?xi32>
      %l291 = memref.cast %b_l291_c0 : memref<1xf32> to memref<?xf32>
      %l292 = memref.cast %b_l292_c0 : memref<1xf32> to memref<?xf32>
      %l293 = memref.cast %b_l293_c0 : memref<1xf32> to memref<?xf32>
      %l294 = memref.cast %b_l294_c0 : memref<1xf32> to memref<?xf32>
      %l295 = memref.cast %b_l295_c0 : memref<1xi32> to memref<?xi32>
      %l296 = memref.cast %b_l296_c0 : memref<1xi32> to memref<?xi32>
      %l297 = memref.cast %b_l297_c0 : memref<1xi32> to memref<?xi32>
      %l298 = memref.cast %b_l298_c0 : memref<1xi32> to memref<?xi32>
      %l299 = memref.cast %b_l299_c0 : memref<1xf32> to memref<?xf32>
      %l300 = memref.cast %b_l300_c0 : memref<1xf32> to memref<?xf32>
      %l301 = memref.cast %b_l301_c0 : memref<1xf32> to memref<?xf32>
      %l302 = memref.cast %b_l302_c0 : memref<1xf32> to memref<?xf32>
      %l303 = memref.cast %b_l303_c0 : memref<1xi32> to memref<?xi32>
      %l304 = memref.cast %b_l304_c0 : memref<1xi32> to memref<?xi32>
      %l305 = memref.cast %b_l305_c0 : memref<1xi32> to memref<?xi32>
      %l306 = memref.cast %b_l306_c0 : memref<1xi32> to memref<?xi32>
      %l307 = memref.cast %b_l307_c0 : memref<1xf32> to memref<?xf32>
      %l308 = memref.cast %b_l308_c0 : memref<1xf32> to memref<?xf32>
      %l309 = memref.cast %b_l309_c0 : memref<1xf32> to memref<?xf32>
      %l310 = memref.cast %b_l310_c0 : memref<1xf32> to memref<?xf32>
      %l311 = memref.cast %b_l311_c0 : memref<1xi32> to memref<?xi32>
      %l312 = memref.cast %b_l312_c0 : memref<1xi32> to memref<?xi32>
      %l313 = memref.cast %b_l313_c0 : memref<1xf32> to memref<?xf32>
      %l314 = memref.cast %b_l314_c0 : memref<1xf32> to memref<?xf32>
      %l315 = memref.cast %b_l315_c0 : memref<1xf32> to memref<?xf32>
      %l316 = memref.cast %b_l316_c0 : memref<1xf32> to memref<?xf32>
      %l317 = memref.cast %b_l317_c0 : memref<1xi32> to memref<?xi32>
      %l318 = memref.cast %b_l318_c0 : memref<1xi32> to memref<?xi32>
      %l319 = memref.cast %b_l319_c0 : memref<1xf32> to memref<?xf32>
      %l320 = memref.cast %b_l320_c0 : memref<1xf32> to memref<?xf32>
      %l321 = memref.cast %b_l321_c0 : memref<1xf32> to memref<?xf32>
      %l322 = memref.cast %b_l322_c0 : memref<1xf32> to memref<?xf32>
      %l323 = memref.cast %b_l323_c0 : memref<1xi32> to memref<?xi32>
      %l324 = memref.cast %b_l324_c0 : memref<1xi32> to memref<?xi32>
      %l325 = memref.cast %b_l325_c0 : memref<1xi32> to memref<?xi32>
      %l326 = memref.cast %b_l326_c0 : memref<1xi32> to memref<?xi32>
      %l327 = memref.cast %b_l327_c0 : memref<1xf32> to memref<?xf32>
      %l328 = memref.cast %b_l328_c0 : memref<1xf32> to memref<?xf32>
      %l329 = memref.cast %b_l329_c0 : memref<1xf32> to memref<?xf32>
      %l330 = memref.cast %b_l330_c0 : memref<1xf32> to memref<?xf32>
      %l331 = memref.cast %b_l331_c0 : memref<1xi32> to memref<?xi32>
      %l332 = memref.cast %b_l332_c0 : memref<1xi32> to memref<?xi32>
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
      %l353 = memref.cast %b_l353_c0 : memref<1xi32> to memref<?xi32>
      %l354 = memref.cast %b_l354_c0 : memref<1xi32> to memref<?xi32>
      %l355 = memref.cast %b_l355_c0 : memref<1xf32> to memref<?xf32>
      %l356 = memref.cast %b_l356_c0 : memref<1xf32> to memref<?xf32>
      %l357 = memref.cast %b_l357_c0 : memref<1xf32> to memref<?xf32>
      %l358 = memref.cast %b_l358_c0 : memref<1xf32> to memref<?xf32>
      %l359 = memref.cast %b_l359_c0 : memref<1xi32> to memref<?xi32>
      %l360 = memref.cast %b_l360_c0 : memref<1xi32> to memref<?xi32>
      %l361 = memref.cast %b_l361_c0 : memref<1xi32> to memref<?xi32>
      %l362 = memref.cast %b_l362_c0 : memref<1xi32> to memref<?xi32>
      %l363 = memref.cast %b_l363_c0 : memref<1xf32> to memref<?xf32>
      %l364 = memref.cast %b_l364_c0 : memref<1xf32> to memref<?xf32>
      %l365 = memref.cast %b_l365_c0 : memref<1xf32> to memref<?xf32>
      %l366 = memref.cast %b_l366_c0 : memref<1xi32> to memref<?xi32>
      %l367 = memref.cast %b_l367_c0 : memref<1xi32> to memref<?xi32>
      %l368 = memref.cast %b_l368_c0 : memref<1xi32> to memref<?xi32>
      %l369 = memref.cast %b_l369_c0 : memref<1xi32> to memref<?xi32>
      %l370 = memref.cast %b_l370_c0 : memref<1xi32> to memref<?xi32>
      %l371 = memref.cast %b_l371_c0 : memref<1xi32> to memref<?xi32>
      %l372 = memref.cast %b_l372_c0 : memref<1xi32> to memref<?xi32>
      %l373 = memref.cast %b_l373_c0 : memref<1xf32> to memref<?xf32>
      %l374 = memref.cast %b_l374_c0 : memref<1xi1> to memref<?xi1>
      %l375 = memref.cast %b_l375_c0 : memref<1xi32> to memref<?xi32>
      %l376 = memref.cast %b_l376_c0 : memref<1xi32> to memref<?xi32>
      %l377 = memref.cast %b_l377_c0 : memref<1xi32> to memref<?xi32>
      %l378 = memref.cast %b_l378_c0 : memref<1xf32> to memref<?xf32>
      %l379 = memref.cast %b_l379_c0 : memref<1xi1> to memref<?xi1>
      %l380 = memref.cast %b_l380_c0 : memref<1xi32> to memref<?xi32>
      %l381 = memref.cast %b_l381_c0 : memref<1xi32> to memref<?xi32>
      %l382 = memref.cast %b_l382_c0 : memref<1xi32> to memref<?xi32>
      %l383 = memref.cast %b_l383_c0 : memref<1xf32> to memref<?xf32>
      %l384 = memref.cast %b_l384_c0 : memref<1xi1> to memref<?xi1>
      %l385 = memref.cast %b_l385_c0 : memref<1xf32> to memref<?xf32>
      %l386 = memref.cast %b_l386_c0 : memref<1xf32> to memref<?xf32>
      %l387 = memref.cast %b_l387_c0 : memref<1xf32> to memref<?xf32>
      %l388 = memref.cast %b_l388_c0 : memref<1xf32> to memref<?xf32>
      %l389 = memref.cast %b_l389_c0 : memref<1xf32> to memref<?xf32>
      %l390 = memref.cast %b_l390_c0 : memref<1xi64> to memref<?xi64>
      %l391 = memref.cast %b_l391_c0 : memref<1xi64> to memref<?xi64>
      %l392 = memref.cast %b_l392_c0 : memref<1xi64> to memref<?xi64>
      %l393 = memref.cast %b_l393_c0 : memref<1xi64> to memref<?xi64>
      %l394 = memref.cast %b_l394_c0 : memref<1xi64> to memref<?xi64>
      %l395 = memref.cast %b_l395_c0 : memref<1xi64> to memref<?xi64>
      %l396 = memref.cast %b_l396_c0 : memref<1xi64> to memref<?xi64>
      %l397 = memref.cast %b_l397_c0 : memref<1xi32> to memref<?xi32>
      %l398 = memref.cast %b_l398_c0 : memref<1xi64> to memref<?xi64>
      %l399 = memref.cast %b_l399_c0 : memref<1xi64> to memref<?xi64>
      %l400 = memref.cast %b_l400_c0 : memref<1xi64> to memref<?xi64>
      %l401 = memref.cast %b_l401_c0 : memref<1xi64> to memref<?xi64>
      %l402 = memref.cast %b_l402_c0 : memref<1xi64> to memref<?xi64>
      %l403 = memref.cast %b_l403_c0 : memref<1xi64> to memref<?xi64>
      %l404 = memref.cast %b_l404_c0 : memref<1xi64> to memref<?xi64>
      %l405 = memref.cast %b_l405_c0 : memref<1xi32> to memref<?xi32>
      %l406 = memref.cast %b_l406_c0 : memref<1xi64> to memref<?xi64>
      %l407 = memref.cast %b_l407_c0 : memref<1xi64> to memref<?xi64>
      %l408 = memref.cast %b_l408_c0 : memref<1xi64> to memref<?xi64>
      %l409 = memref.cast %b_l409_c0 : memref<1xi64> to memref<?xi64>
      %l410 = memref.cast %b_l410_c0 : memref<1xi64> to memref<?xi64>
      %l411 = memref.cast %b_l411_c0 : memref<1xi64> to memref<?xi64>
      %l412 = memref.cast %b_l412_c0 : memref<1xi64> to memref<?xi64>
      %l413 = memref.cast %b_l413_c0 : memref<1xi32> to memref<?xi32>
      %l414 = memref.cast %b_l414_c0 : memref<1xi64> to memref<?xi64>
      %l415 = memref.cast %b_l415_c0 : memref<1xi64> to memref<?xi64>
      %l416 = memref.cast %b_l416_c0 : memref<1xi64> to memref<?xi64>
      %l417 = memref.cast %b_l417_c0 : memref<1xi64> to memref<?xi64>
      %l418 = memref.cast %b_l418_c0 : memref<1xi64> to memref<?xi64>
      %l419 = memref.cast %b_l419_c0 : memref<1xi64> to memref<?xi64>
      %l420 = memref.cast %b_l420_c0 : memref<1xi64> to memref<?xi64>
      %l421 = memref.cast %b_l421_c0 : memref<1xi32> to memref<?xi32>
      %l422 = memref.cast %b_l422_c0 : memref<1xi32> to memref<?xi32>
      %l423 = memref.cast %b_l423_c0 : memref<1xi32> to memref<?xi32>
      %l424 = memref.cast %b_l424_c0 : memref<1xf32> to memref<?xf32>
      %l425 = memref.cast %b_l425_c0 : memref<1xf32> to memref<?xf32>
      %l426 = memref.cast %b_l426_c0 : memref<1xf32> to memref<?xf32>
      %l427 = memref.cast %b_l427_c0 : memref<1xf32> to memref<?xf32>
      %l428 = memref.cast %b_l428_c0 : memref<1xi32> to memref<?xi32>
      %l429 = memref.cast %b_l429_c0 : memref<1xi32> to memref<?xi32>
      %l430 = memref.cast %b_l430_c0 : memref<1xf32> to memref<?xf32>
      %l431 = memref.cast %b_l431_c0 : memref<1xf32> to memref<?xf32>
      %l432 = memref.cast %b_l432_c0 : memref<1xf32> to memref<?xf32>
      %l433 = memref.cast %b_l433_c0 : memref<1xf32> to memref<?xf32>
      %l434 = memref.cast %b_l434_c0 : memref<1xi32> to memref<?xi32>
      %l435 = memref.cast %b_l435_c0 : memref<1xi32> to memref<?xi32>
      %l436 = memref.cast %b_l436_c0 : memref<1xi32> to memref<?xi32>
      %l437 = memref.cast %b_l437_c0 : memref<1xi32> to memref<?xi32>
      %l438 = memref.cast %b_l438_c0 : memref<1xf32> to memref<?xf32>
      %l439 = memref.cast %b_l439_c0 : memref<1xf32> to memref<?xf32>
      %l440 = memref.cast %b_l440_c0 : memref<1xf32> to memref<?xf32>
      %l441 = memref.cast %b_l441_c0 : memref<1xf32> to memref<?xf32>
      %l442 = memref.cast %b_l442_c0 : memref<1xi32> to memref<?xi32>
      %l443 = memref.cast %b_l443_c0 : memref<1xi32> to memref<?xi32>
      %l444 = memref.cast %b_l444_c0 : memref<1xi32> to memref<?xi32>
      %l445 = memref.cast %b_l445_c0 : memref<1xi32> to memref<?xi32>
      %l446 = memref.cast %b_l446_c0 : memref<1xf32> to memref<?xf32>
      %l447 = memref.cast %b_l447_c0 : memref<1xf32> to memref<?xf32>
      %l448 = memref.cast %b_l448_c0 : memref<1xf32> to memref<?xf32>
      %l449 = memref.cast %b_l449_c0 : memref<1xf32> to memref<?xf32>
      %l450 = memref.cast %b_l450_c0 : memref<1xi32> to memref<?xi32>
      %l451 = memref.cast %b_l451_c0 : memref<1xi32> to memref<?xi32>
      %l452 = memref.cast %b_l452_c0 : memref<1xf32> to memref<?xf32>
      %l453 = memref.cast %b_l453_c0 : memref<1xf32> to memref<?xf32>
      %l454 = memref.cast %b_l454_c0 : memref<1xf32> to memref<?xf32>
      %l455 = memref.cast %b_l455_c0 : memref<1xf32> to memref<?xf32>
      %l456 = memref.cast %b_l456_c0 : memref<1xi32> to memref<?xi32>
      %l457 = memref.cast %b_l457_c0 : memref<1xi32> to memref<?xi32>
      %l458 = memref.cast %b_l458_c0 : memref<1xf32> to memref<?xf32>
      %l459 = memref.cast %b_l459_c0 : memref<1xf32> to memref<?xf32>
      %l460 = memref.cast %b_l460_c0 : memref<1xf32> to memref<?xf32>
      %l461 = memref.cast %b_l461_c0 : memref<1xf32> to memref<?xf32>
      %l462 = memref.cast %b_l462_c0 : memref<1xi32> to memref<?xi32>
      %l463 = memref.cast %b_l463_c0 : memref<1xi32> to memref<?xi32>
      %l464 = memref.cast %b_l464_c0 : memref<1xi32> to memref<?xi32>
      %l465 = memref.cast %b_l465_c0 : memref<1xi32> to memref<?xi32>
      %l466 = memref.cast %b_l466_c0 : memref<1xf32> to memref<?xf32>
      %l467 = memref.cast %b_l467_c0 : memref<1xf32> to memref<?xf32>
      %l468 = memref.cast %b_l468_c0 : memref<1xf32> to memref<?xf32>
      %l469 = memref.cast %b_l469_c0 : memref<1xf32> to memref<?xf32>
      %l470 = memref.cast %b_l470_c0 : memref<1xi32> to memref<?xi32>
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
      %l486 = memref.cast %b_l486_c0 : memref<1xf32> to memref<?xf32>
      %l487 = memref.cast %b_l487_c0 : memref<1xf32> to memref<?xf32>
      %l488 = memref.cast %b_l488_c0 : memref<1xf32> to memref<?xf32>
      %l489 = memref.cast %b_l489_c0 : memref<1xf32> to memref<?xf32>
      %l490 = memref.cast %b_l490_c0 : memref<1xi32> to memref<?xi32>
      %l491 = memref.cast %b_l491_c0 : memref<1xi32> to memref<?xi32>
      %l492 = memref.cast %b_l492_c0 : memref<1xi32> to memref<?xi32>
      %l493 = memref.cast %b_l493_c0 : memref<1xi32> to memref<?xi32>
      %l494 = memref.cast %b_l494_c0 : memref<1xf32> to memref<?xf32>
      %l495 = memref.cast %b_l495_c0 : memref<1xf32> to memref<?xf32>
      %l496 = memref.cast %b_l496_c0 : memref<1xf32> to memref<?xf32>
      %l497 = memref.cast %b_l497_c0 : memref<1xf32> to memref<?xf32>
      %l498 = memref.cast %b_l498_c0 : memref<1xi32> to memref<?xi32>
      %l499 = memref.cast %b_l499_c0 : memref<1xi32> to memref<?xi32>
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
      %l514 = memref.cast %b_l514_c0 : memref<1xf32> to memref<?xf32>
      %l515 = memref.cast %b_l515_c0 : memref<1xf32> to memref<?xf32>
      %l516 = memref.cast %b_l516_c0 : memref<1xf32> to memref<?xf32>
      %l517 = memref.cast %b_l517_c0 : memref<1xf32> to memref<?xf32>
      %l518 = memref.cast %b_l518_c0 : memref<1xi32> to memref<?xi32>
      %l519 = memref.cast %b_l519_c0 : memref<1xi32> to memref<?xi32>
      %l520 = memref.cast %b_l520_c0 : memref<1xi32> to memref<?xi32>
      %l521 = memref.cast %b_l521_c0 : memref<1xi32> to memref<?xi32>
      %l522 = memref.cast %b_l522_c0 : memref<1xf32> to memref<?xf32>
      %l523 = memref.cast %b_l523_c0 : memref<1xf32> to memref<?xf32>
      %l524 = memref.cast %b_l524_c0 : memref<1xf32> to memref<?xf32>
      %l525 = memref.cast %b_l525_c0 : memref<1xf32> to memref<?xf32>
      %l526 = memref.cast %b_l526_c0 : memref<1xi32> to memref<?xi32>
      %l527 = memref.cast %b_l527_c0 : memref<1xi32> to memref<?xi32>
      %l528 = memref.cast %b_l528_c0 : memref<1xi32> to memref<?xi32>
      %l529 = memref.cast %b_l529_c0 : memref<1xi32> to memref<?xi32>
      %l530 = memref.cast %b_l530_c0 : memref<1xf32> to memref<?xf32>
      %l531 = memref.cast %b_l531_c0 : memref<1xf32> to memref<?xf32>
      %l532 = memref.cast %b_l532_c0 : memref<1xf32> to memref<?xf32>
      %l533 = memref.cast %b_l533_c0 : memref<1xi32> to memref<?xi32>
      %l534 = memref.cast %b_l534_c0 : memref<1xi32> to memref<?xi32>
      %l535 = memref.cast %b_l535_c0 : memref<1xi32> to memref<?xi32>
      %l536 = memref.cast %b_l536_c0 : memref<1xi32> to memref<?xi32>
      %l537 = memref.cast %b_l537_c0 : memref<1xi32> to memref<?xi32>
      %l538 = memref.cast %b_l538_c0 : memref<1xi32> to memref<?xi32>
      %l539 = memref.cast %b_l539_c0 : memref<1xi32> to memref<?xi32>
      %l540 = memref.cast %b_l540_c0 : memref<1xf32> to memref<?xf32>
      %l541 = memref.cast %b_l541_c0 : memref<1xi1> to memref<?xi1>
      %l542 = memref.cast %b_l542_c0 : memref<1xi32> to memref<?xi32>
      %l543 = memref.cast %b_l543_c0 : memref<1xi32> to memref<?xi32>
      %l544 = memref.cast %b_l544_c0 : memref<1xi32> to memref<?xi32>
      %l545 = memref.cast %b_l545_c0 : memref<1xf32> to memref<?xf32>
      %l546 = memref.cast %b_l546_c0 : memref<1xi1> to memref<?xi1>
      %l547 = memref.cast %b_l547_c0 : memref<1xi32> to memref<?xi32>
      %l548 = memref.cast %b_l548_c0 : memref<1xi32> to memref<?xi32>
      %l549 = memref.cast %b_l549_c0 : memref<1xi32> to memref<?xi32>
      %l550 = memref.cast %b_l550_c0 : memref<1xf32> to memref<?xf32>
      %l551 = memref.cast %b_l551_c0 : memref<1xi1> to memref<?xi1>
      %l552 = memref.cast %b_l552_c0 : memref<1xf32> to memref<?xf32>
      %l553 = memref.cast %b_l553_c0 : memref<1xf32> to memref<?xf32>
      %l554 = memref.cast %b_l554_c0 : memref<1xf32> to memref<?xf32>
      %l555 = memref.cast %b_l555_c0 : memref<1xf32> to memref<?xf32>
      %l556 = memref.cast %b_l556_c0 : memref<1xf32> to memref<?xf32>
      %l557 = memref.cast %b_l557_c0 : memref<1xi64> to memref<?xi64>
      %l558 = memref.cast %b_l558_c0 : memref<1xi64> to memref<?xi64>
      %l559 = memref.cast %b_l559_c0 : memref<1xi64> to memref<?xi64>
      %l560 = memref.cast %b_l560_c0 : memref<1xi64> to memref<?xi64>
      %l561 = memref.cast %b_l561_c0 : memref<1xi64> to memref<?xi64>
      %l562 = memref.cast %b_l562_c0 : memref<1xi64> to memref<?xi64>
      %l563 = memref.cast %b_l563_c0 : memref<1xi64> to memref<?xi64>
      %l564 = memref.cast %b_l564_c0 : memref<1xi32> to memref<?xi32>
      %l565 = memref.cast %b_l565_c0 : memref<1xi64> to memref<?xi64>
      %l566 = memref.cast %b_l566_c0 : memref<1xi64> to memref<?xi64>
      %l567 = memref.cast %b_l567_c0 : memref<1xi64> to memref<?xi64>
      %l568 = memref.cast %b_l568_c0 : memref<1xi64> to memref<?xi64>
      %l569 = memref.cast %b_l569_c0 : memref<1xi64> to memref<?xi64>
      %l570 = memref.cast %b_l570_c0 : memref<1xi64> to memref<?xi64>
      %l571 = memref.cast %b_l571_c0 : memref<1xi64> to memref<?xi64>
      %l572 = memref.cast %b_l572_c0 : memref<1xi32> to memref<?xi32>
      %l573 = memref.cast %b_l573_c0 : memref<1xi64> to memref<?xi64>
      %l574 = memref.cast %b_l574_c0 : memref<1xi64> to memref<?xi64>
      %l575 = memref.cast %b_l575_c0 : memref<1xi64> to memref<?xi64>
      %l576 = memref.cast %b_l576_c0 : memref<1xi64> to memref<?xi64>
      %l577 = memref.cast %b_l577_c0 : memref<1xi64> to memref<?xi64>
      %l578 = memref.cast %b_l578_c0 : memref<1xi64> to memref<?xi64>
      %l579 = memref.cast %b_l579_c0 : memref<1xi64> to memref<?xi64>
      %l580 = memref.cast %b_l580_c0 : memref<1xi32> to memref<?xi32>
      %l581 = memref.cast %b_l581_c0 : memref<1xi64> to memref<?xi64>
      %l582 = memref.cast %b_l582_c0 : memref<1xi64> to memref<?xi64>
      %l583 = memref.cast %b_l583_c0 : memref<1xi64> to memref<?xi64>
      %l584 = memref.cast %b_l584_c0 : memref<1xi64> to memref<?xi64>
      %l585 = memref.cast %b_l585_c0 : memref<1xi64> to memref<?xi64>
      %l586 = memref.cast %b_l586_c0 : memref<1xi64> to memref<?xi64>
      %l587 = memref.cast %b_l587_c0 : memref<1xi64> to memref<?xi64>
      %l588 = memref.cast %b_l588_c0 : memref<1xi32> to memref<?xi32>
      %l589 = memref.cast %b_l589_c0 : memref<1xi32> to memref<?xi32>
      %l590 = memref.cast %b_l590_c0 : memref<1xi32> to memref<?xi32>
      %l591 = memref.cast %b_l591_c0 : memref<1xf32> to memref<?xf32>
      %l592 = memref.cast %b_l592_c0 : memref<1xf32> to memref<?xf32>
      %l593 = memref.cast %b_l593_c0 : memref<1xf32> to memref<?xf32>
      %l594 = memref.cast %b_l594_c0 : memref<1xf32> to memref<?xf32>
      %l595 = memref.cast %b_l595_c0 : memref<1xi32> to memref<?xi32>
      %l596 = memref.cast %b_l596_c0 : memref<1xi32> to memref<?xi32>
      %l597 = memref.cast %b_l597_c0 : memref<1xf32> to memref<?xf32>
      %l598 = memref.cast %b_l598_c0 : memref<1xf32> to memref<?xf32>
      %l599 = memref.cast %b_l599_c0 : memref<1xf32> to memref<?xf32>
      %l600 = memref.cast %b_l600_c0 : memref<1xf32> to memref<?xf32>
      %l601 = memref.cast %b_l601_c0 : memref<1xi32> to memref<?xi32>
      %l602 = memref.cast %b_l602_c0 : memref<1xi32> to memref<?xi32>
      %l603 = memref.cast %b_l603_c0 : memref<1xi32> to memref<?xi32>
      %l604 = memref.cast %b_l604_c0 : memref<1xi32> to memref<?xi32>
      %l605 = memref.cast %b_l605_c0 : memref<1xf32> to memref<?xf32>
      %l606 = memref.cast %b_l606_c0 : memref<1xf32> to memref<?xf32>
      %l607 = memref.cast %b_l607_c0 : memref<1xf32> to memref<?xf32>
      %l608 = memref.cast %b_l608_c0 : memref<1xf32> to memref<?xf32>
      %l609 = memref.cast %b_l609_c0 : memref<1xi32> to memref<?xi32>
      %l610 = memref.cast %b_l610_c0 : memref<1xi32> to memref<?xi32>
      %l611 = memref.cast %b_l611_c0 : memref<1xi32> to memref<?xi32>
      %l612 = memref.cast %b_l612_c0 : memref<1xi32> to memref<?xi32>
      %l613 = memref.cast %b_l613_c0 : memref<1xf32> to memref<?xf32>
      %l614 = memref.cast %b_l614_c0 : memref<1xf32> to memref<?xf32>
      %l615 = memref.cast %b_l615_c0 : memref<1xf32> to memref<?xf32>
      %l616 = memref.cast %b_l616_c0 : memref<1xf32> to memref<?xf32>
      %l617 = memref.cast %b_l617_c0 : memref<1xi32> to memref<?xi32>
      %l618 = memref.cast %b_l618_c0 : memref<1xi32> to memref<?xi32>
      %l619 = memref.cast %b_l619_c0 : memref<1xf32> to memref<?xf32>
      %l620 = memref.cast %b_l620_c0 : memref<1xf32> to memref<?xf32>
      %l621 = memref.cast %b_l621_c0 : memref<1xf32> to memref<?xf32>
      %l622 = memref.cast %b_l622_c0 : memref<1xf32> to memref<?xf32>
      %l623 = memref.cast %b_l623_c0 : memref<1xi32> to memref<?xi32>
      %l624 = memref.cast %b_l624_c0 : memref<1xi32> to memref<?xi32>
      %l625 = memref.cast %b_l625_c0 : memref<1xf32> to memref<?xf32>
      %l626 = memref.cast %b_l626_c0 : memref<1xf32> to memref<?xf32>
      %l627 = memref.cast %b_l627_c0 : memref<1xf32> to memref<?xf32>
      %l628 = memref.cast %b_l628_c0 : memref<1xf32> to memref<?xf32>
      %l629 = memref.cast %b_l629_c0 : memref<1xi32> to memref<?xi32>
      %l630 = memref.cast %b_l630_c0 : memref<1xi32> to memref<?xi32>
      %l631 = memref.cast %b_l631_c0 : memref<1xi32> to memref<?xi32>
      %l632 = memref.cast %b_l632_c0 : memref<1xi32> to memref<?xi32>
      %l633 = memref.cast %b_l633_c0 : memref<1xf32> to memref<?xf32>
      %l634 = memref.cast %b_l634_c0 : memref<1xf32> to memref<?xf32>
      %l635 = memref.cast %b_l635_c0 : memref<1xf32> to memref<?xf32>
      %l636 = memref.cast %b_l636_c0 : memref<1xf32> to memref<?xf32>
      %l637 = memref.cast %b_l637_c0 : memref<1xi32> to memref<?xi32>
      %l638 = memref.cast %b_l638_c0 : memref<1xi32> to memref<?xi32>
      %l639 = memref.cast %b_l639_c0 : memref<1xi32> to memref<?xi32>
      %l640 = memref.cast %b_l640_c0 : memref<1xi32> to memref<?xi32>
      %l641 = memref.cast %b_l641_c0 : memref<1xf32> to memref<?xf32>
      %l642 = memref.cast %b_l642_c0 : memref<1xf32> to memref<?xf32>
      %l643 = memref.cast %b_l643_c0 : memref<1xf32> to memref<?xf32>
      %l644 = memref.cast %b_l644_c0 : memref<1xf32> to memref<?xf32>
      %l645 = memref.cast %b_l645_c0 : memref<1xi32> to memref<?xi32>
      %l646 = memref.cast %b_l646_c0 : memref<1xi32> to memref<?xi32>
      %l647 = memref.cast %b_l647_c0 : memref<1xf32> to memref<?xf32>
      %l648 = memref.cast %b_l648_c0 : memref<1xf32> to memref<?xf32>
      %l649 = memref.cast %b_l649_c0 : memref<1xf32> to memref<?xf32>
      %l650 = memref.cast %b_l650_c0 : memref<1xf32> to memref<?xf32>
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
      %l667 = memref.cast %b_l667_c0 : memref<1xi32> to memref<?xi32>
      %l668 = memref.cast %b_l668_c0 : memref<1xi32> to memref<?xi32>
      %l669 = memref.cast %b_l669_c0 : memref<1xf32> to memref<?xf32>
      %l670 = memref.cast %b_l670_c0 : memref<1xf32> to memref<?xf32>
      %l671 = memref.cast %b_l671_c0 : memref<1xf32> to memref<?xf32>
      %l672 = memref.cast %b_l672_c0 : memref<1xf32> to memref<?xf32>
      %l673 = memref.cast %b_l673_c0 : memref<1xi32> to memref<?xi32>
      %l674 = memref.cast %b_l674_c0 : memref<1xi32> to memref<?xi32>
      %l675 = memref.cast %b_l675_c0 : memref<1xf32> to memref<?xf32>
      %l676 = memref.cast %b_l676_c0 : memref<1xf32> to memref<?xf32>
      %l677 = memref.cast %b_l677_c0 : memref<1xf32> to memref<?xf32>
      %l678 = memref.cast %b_l678_c0 : memref<1xf32> to memref<?xf32>
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
      %l693 = memref.cast %b_l693_c0 : memref<1xi32> to memref<?xi32>
      %l694 = memref.cast %b_l694_c0 : memref<1xi32> to memref<?xi32>
      %l695 = memref.cast %b_l695_c0 : memref<1xi32> to memref<?xi32>
      %l696 = memref.cast %b_l696_c0 : memref<1xi32> to memref<?xi32>
      %l697 = memref.cast %b_l697_c0 : memref<1xf32> to memref<?xf32>
      %l698 = memref.cast %b_l698_c0 : memref<1xf32> to memref<?xf32>
      %l699 = memref.cast %b_l699_c0 : memref<1xf32> to memref<?xf32>
      %l700 = memref.cast %b_l700_c0 : memref<1xi32> to memref<?xi32>
      %l701 = memref.cast %b_l701_c0 : memref<1xi32> to memref<?xi32>
      %l702 = memref.cast %b_l702_c0 : memref<1xi32> to memref<?xi32>
      %l703 = memref.cast %b_l703_c0 : memref<1xi32> to memref<?xi32>
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
      %l714 = memref.cast %b_l714_c0 : memref<1xi32> to memref<?xi32>
      %l715 = memref.cast %b_l715_c0 : memref<1xi32> to memref<?xi32>
      %l716 = memref.cast %b_l716_c0 : memref<1xi32> to memref<?xi32>
      %l717 = memref.cast %b_l717_c0 : memref<1xf32> to memref<?xf32>
      %l718 = memref.cast %b_l718_c0 : memref<1xi1> to memref<?xi1>
      %l719 = memref.cast %b_l719_c0 : memref<1xf32> to memref<?xf32>
      %l720 = memref.cast %b_l720_c0 : memref<1xf32> to memref<?xf32>
      %l721 = memref.cast %b_l721_c0 : memref<1xf32> to memref<?xf32>
      %l722 = memref.cast %b_l722_c0 : memref<1xf32> to memref<?xf32>
      %l723 = memref.cast %b_l723_c0 : memref<1xf32> to memref<?xf32>
      %l724 = memref.cast %b_l724_c0 : memref<1xi64> to memref<?xi64>
      %l725 = memref.cast %b_l725_c0 : memref<1xi64> to memref<?xi64>
      %l726 = memref.cast %b_l726_c0 : memref<1xi64> to memref<?xi64>
      %l727 = memref.cast %b_l727_c0 : memref<1xi64> to memref<?xi64>
      %l728 = memref.cast %b_l728_c0 : memref<1xi64> to memref<?xi64>
      %l729 = memref.cast %b_l729_c0 : memref<1xi64> to memref<?xi64>
      %l730 = memref.cast %b_l730_c0 : memref<1xi64> to memref<?xi64>
      %l731 = memref.cast %b_l731_c0 : memref<1xi32> to memref<?xi32>
      %l732 = memref.cast %b_l732_c0 : memref<1xi64> to memref<?xi64>
      %l733 = memref.cast %b_l733_c0 : memref<1xi64> to memref<?xi64>
      %l734 = memref.cast %b_l734_c0 : memref<1xi64> to memref<?xi64>
      %l735 = memref.cast %b_l735_c0 : memref<1xi64> to memref<?xi64>
      %l736 = memref.cast %b_l736_c0 : memref<1xi64> to memref<?xi64>
      %l737 = memref.cast %b_l737_c0 : memref<1xi64> to memref<?xi64>
      %l738 = memref.cast %b_l738_c0 : memref<1xi64> to memref<?xi64>
      %l739 = memref.cast %b_l739_c0 : memref<1xi32> to memref<?xi32>
      %l740 = memref.cast %b_l740_c0 : memref<1xi64> to memref<?xi64>
      %l741 = memref.cast %b_l741_c0 : memref<1xi64> to memref<?xi64>
      %l742 = memref.cast %b_l742_c0 : memref<1xi64> to memref<?xi64>
      %l743 = memref.cast %b_l743_c0 : memref<1xi64> to memref<?xi64>
      %l744 = memref.cast %b_l744_c0 : memref<1xi64> to memref<?xi64>
      %l745 = memref.cast %b_l745_c0 : memref<1xi64> to memref<?xi64>
      %l746 = memref.cast %b_l746_c0 : memref<1xi64> to memref<?xi64>
      %l747 = memref.cast %b_l747_c0 : memref<1xi32> to memref<?xi32>
      %l748 = memref.cast %b_l748_c0 : memref<1xi64> to memref<?xi64>
      %l749 = memref.cast %b_l749_c0 : memref<1xi64> to memref<?xi64>
      %l750 = memref.cast %b_l750_c0 : memref<1xi64> to memref<?xi64>
      %l751 = memref.cast %b_l751_c0 : memref<1xi64> to memref<?xi64>
      %l752 = memref.cast %b_l752_c0 : memref<1xi64> to memref<?xi64>
      %l753 = memref.cast %b_l753_c0 : memref<1xi64> to memref<?xi64>
      %l754 = memref.cast %b_l754_c0 : memref<1xi64> to memref<?xi64>
      %l755 = memref.cast %b_l755_c0 : memref<1xi32> to memref<?xi32>
      %l756 = memref.cast %b_l756_c0 : memref<1xi32> to memref<?xi32>
      %l757 = memref.cast %b_l757_c0 : memref<1xi32> to memref<?xi32>
      %l758 = memref.cast %b_l758_c0 : memref<1xf32> to memref<?xf32>
      %l759 = memref.cast %b_l759_c0 : memref<1xf32> to memref<?xf32>
      %l760 = memref.cast %b_l760_c0 : memref<1xf32> to memref<?xf32>
      %l761 = memref.cast %b_l761_c0 : memref<1xf32> to memref<?xf32>
      %l762 = memref.cast %b_l762_c0 : memref<1xi32> to memref<?xi32>
      %l763 = memref.cast %b_l763_c0 : memref<1xi32> to memref<?xi32>
      %l764 = memref.cast %b_l764_c0 : memref<1xf32> to memref<?xf32>
      %l765 = memref.cast %b_l765_c0 : memref<1xf32> to memref<?xf32>
      %l766 = memref.cast %b_l766_c0 : memref<1xf32> to memref<?xf32>
      %l767 = memref.cast %b_l767_c0 : memref<1xf32> to memref<?xf32>
      %l768 = memref.cast %b_l768_c0 : memref<1xi32> to memref<?xi32>
      %l769 = memref.cast %b_l769_c0 : memref<1xi32> to memref<?xi32>
      %l770 = memref.cast %b_l770_c0 : memref<1xi32> to memref<?xi32>
      %l771 = memref.cast %b_l771_c0 : memref<1xi32> to memref<?xi32>
      %l772 = memref.cast %b_l772_c0 : memref<1xf32> to memref<?xf32>
      %l773 = memref.cast %b_l773_c0 : memref<1xf32> to memref<?xf32>
      %l774 = memref.cast %b_l774_c0 : memref<1xf32> to memref<?xf32>
      %l775 = memref.cast %b_l775_c0 : memref<1xf32> to memref<?xf32>
      %l776 = memref.cast %b_l776_c0 : memref<1xi32> to memref<?xi32>
      %l777 = memref.cast %b_l777_c0 : memref<1xi32> to memref<?xi32>
      %l778 = memref.cast %b_l778_c0 : memref<1xi32> to memref<?xi32>
      %l779 = memref.cast %b_l779_c0 : memref<1xi32> to memref<?xi32>
      %l780 = memref.cast %b_l780_c0 : memref<1xf32> to memref<?xf32>
      %l781 = memref.cast %b_l781_c0 : memref<1xf32> to memref<?xf32>
      %l782 = memref.cast %b_l782_c0 : memref<1xf32> to memref<?xf32>
      %l783 = memref.cast %b_l783_c0 : memref<1xf32> to memref<?xf32>
      %l784 = memref.cast %b_l784_c0 : memref<1xi32> to memref<?xi32>
      %l785 = memref.cast %b_l785_c0 : memref<1xi32> to memref<?xi32>
      %l786 = memref.cast %b_l786_c0 : memref<1xf32> to memref<?xf32>
      %l787 = memref.cast %b_l787_c0 : memref<1xf32> to memref<?xf32>
      %l788 = memref.cast %b_l788_c0 : memref<1xf32> to memref<?xf32>
      %l789 = memref.cast %b_l789_c0 : memref<1xf32> to memref<?xf32>
      %l790 = memref.cast %b_l790_c0 : memref<1xi32> to memref<?xi32>
      %l791 = memref.cast %b_l791_c0 : memref<1xi32> to memref<?xi32>
      %l792 = memref.cast %b_l792_c0 : memref<1xf32> to memref<?xf32>
      %l793 = memref.cast %b_l793_c0 : memref<1xf32> to memref<?xf32>
      %l794 = memref.cast %b_l794_c0 : memref<1xf32> to memref<?xf32>
      %l795 = memref.cast %b_l795_c0 : memref<1xf32> to memref<?xf32>
      %l796 = memref.cast %b_l796_c0 : memref<1xi32> to memref<?xi32>
      %l797 = memref.cast %b_l797_c0 : memref<1xi32> to memref<?xi32>
      %l798 = memref.cast %b_l798_c0 : memref<1xi32> to memref<?xi32>
      %l799 = memref.cast %b_l799_c0 : memref<1xi32> to memref<?xi32>
      %l800 = memref.cast %b_l800_c0 : memref<1xf32> to memref<?xf32>
      %l801 = memref.cast %b_l801_c0 : memref<1xf32> to memref<?xf32>
      %l802 = memref.cast %b_l802_c0 : memref<1xf32> to memref<?xf32>
      %l803 = memref.cast %b_l803_c0 : memref<1xf32> to memref<?xf32>
      %l804 = memref.cast %b_l804_c0 : memref<1xi32> to memref<?xi32>
      %l805 = memref.cast %b_l805_c0 : memref<1xi32> to memref<?xi32>
      %l806 = memref.cast %b_l806_c0 : memref<1xi32> to memref<?xi32>
      %l807 = memref.cast %b_l807_c0 : memref<1xi32> to memref<?xi32>
      %l808 = memref.cast %b_l808_c0 : memref<1xf32> to memref<?xf32>
      %l809 = memref.cast %b_l809_c0 : memref<1xf32> to memref<?xf32>
      %l810 = memref.cast %b_l810_c0 : memref<1xf32> to memref<?xf32>
      %l811 = memref.cast %b_l811_c0 : memref<1xf32> to memref<?xf32>
      %l812 = memref.cast %b_l812_c0 : memref<1xi32> to memref<?xi32>
      %l813 = memref.cast %b_l813_c0 : memref<1xi32> to memref<?xi32>
      %l814 = memref.cast %b_l814_c0 : memref<1xf32> to memref<?xf32>
      %l815 = memref.cast %b_l815_c0 : memref<1xf32> to memref<?xf32>
      %l816 = memref.cast %b_l816_c0 : memref<1xf32> to memref<?xf32>
      %l817 = memref.cast %b_l817_c0 : memref<1xf32> to memref<?xf32>
      %l818 = memref.cast %b_l818_c0 : memref<1xi32> to memref<?xi32>
      %l819 = memref.cast %b_l819_c0 : memref<1xi32> to memref<?xi32>
      %l820 = memref.cast %b_l820_c0 : memref<1xf32> to memref<?xf32>
      %l821 = memref.cast %b_l821_c0 : memref<1xf32> to memref<?xf32>
      %l822 = memref.cast %b_l822_c0 : memref<1xf32> to memref<?xf32>
      %l823 = memref.cast %b_l823_c0 : memref<1xf32> to memref<?xf32>
      %l824 = memref.cast %b_l824_c0 : memref<1xi32> to memref<?xi32>
      %l825 = memref.cast %b_l825_c0 : memref<1xi32> to memref<?xi32>
      %l826 = memref.cast %b_l826_c0 : memref<1xi32> to memref<?xi32>
      %l827 = memref.cast %b_l827_c0 : memref<1xi32> to memref<?xi32>
      %l828 = memref.cast %b_l828_c0 : memref<1xf32> to memref<?xf32>
      %l829 = memref.cast %b_l829_c0 : memref<1xf32> to memref<?xf32>
      %l830 = memref.cast %b_l830_c0 : memref<1xf32> to memref<?xf32>
      %l831 = memref.cast %b_l831_c0 : memref<1xf32> to memref<?xf32>
      %l832 = memref.cast %b_l832_c0 : memref<1xi32> to memref<?xi32>
      %l833 = memref.cast %b_l833_c0 : memref<1xi32> to memref<?xi32>
      %l834 = memref.cast %b_l834_c0 : memref<1xi32> to memref<?xi32>
      %l835 = memref.cast %b_l835_c0 : memref<1xi32> to memref<?xi32>
      %l836 = memref.cast %b_l836_c0 : memref<1xf32> to memref<?xf32>
      %l837 = memref.cast %b_l837_c0 : memref<1xf32> to memref<?xf32>
      %l838 = memref.cast %b_l838_c0 : memref<1xf32> to memref<?xf32>
      %l839 = memref.cast %b_l839_c0 : memref<1xf32> to memref<?xf32>
      %l840 = memref.cast %b_l840_c0 : memref<1xi32> to memref<?xi32>
      %l841 = memref.cast %b_l841_c0 : memref<1xi32> to memref<?xi32>
      %l842 = memref.cast %b_l842_c0 : memref<1xf32> to memref<?xf32>
      %l843 = memref.cast %b_l843_c0 : memref<1xf32> to memref<?xf32>
      %l844 = memref.cast %b_l844_c0 : memref<1xf32> to memref<?xf32>
      %l845 = memref.cast %b_l845_c0 : memref<1xf32> to memref<?xf32>
      %l846 = memref.cast %b_l846_c0 : memref<1xi32> to memref<?xi32>
      %l847 = memref.cast %b_l847_c0 : memref<1xi32> to memref<?xi32>
      %l848 = memref.cast %b_l848_c0 : memref<1xf32> to memref<?xf32>
      %l849 = memref.cast %b_l849_c0 : memref<1xf32> to memref<?xf32>
      %l850 = memref.cast %b_l850_c0 : memref<1xf32> to memref<?xf32>
      %l851 = memref.cast %b_l851_c0 : memref<1xf32> to memref<?xf32>
      %l852 = memref.cast %b_l852_c0 : memref<1xi32> to memref<?xi32>
      %l853 = memref.cast %b_l853_c0 : memref<1xi32> to memref<?xi32>
      %l854 = memref.cast %b_l854_c0 : memref<1xi32> to memref<?xi32>
      %l855 = memref.cast %b_l855_c0 : memref<1xi32> to memref<?xi32>
      %l856 = memref.cast %b_l856_c0 : memref<1xf32> to memref<?xf32>
      %l857 = memref.cast %b_l857_c0 : memref<1xf32> to memref<?xf32>
      %l858 = memref.cast %b_l858_c0 : memref<1xf32> to memref<?xf32>
      %l859 = memref.cast %b_l859_c0 : memref<1xf32> to memref<?xf32>
      %l860 = memref.cast %b_l860_c0 : memref<1xi32> to memref<?xi32>
      %l861 = memref.cast %b_l861_c0 : memref<1xi32> to memref<?xi32>
      %l862 = memref.cast %b_l862_c0 : memref<1xi32> to memref<?xi32>
      %l863 = memref.cast %b_l863_c0 : memref<1xi32> to memref<?xi32>
      %l864 = memref.cast %b_l864_c0 : memref<1xf32> to memref<?xf32>
      %l865 = memref.cast %b_l865_c0 : memref<1xf32> to memref<?xf32>
      %l866 = memref.cast %b_l866_c0 : memref<1xf32> to memref<?xf32>
      %l867 = memref.cast %b_l867_c0 : memref<1xi32> to memref<?xi32>
      %l868 = memref.cast %b_l868_c0 : memref<1xi32> to memref<?xi32>
      %l869 = memref.cast %b_l869_c0 : memref<1xi32> to memref<?xi32>
      %l870 = memref.cast %b_l870_c0 : memref<1xi32> to memref<?xi32>
      %l871 = memref.cast %b_l871_c0 : memref<1xi32> to memref<?xi32>
      %l872 = memref.cast %b_l872_c0 : memref<1xi32> to memref<?xi32>
      %l873 = memref.cast %b_l873_c0 : memref<1xi32> to memref<?xi32>
      %l874 = memref.cast %b_l874_c0 : memref<1xf32> to memref<?xf32>
      %l875 = memref.cast %b_l875_c0 : memref<1xi1> to memref<?xi1>
      %l876 = memref.cast %b_l876_c0 : memref<1xi32> to memref<?xi32>
      %l877 = memref.cast %b_l877_c0 : memref<1xi32> to memref<?xi32>
      %l878 = memref.cast %b_l878_c0 : memref<1xi32> to memref<?xi32>
      %l879 = memref.cast %b_l879_c0 : memref<1xf32> to memref<?xf32>
      %l880 = memref.cast %b_l880_c0 : memref<1xi1> to memref<?xi1>
      %l881 = memref.cast %b_l881_c0 : memref<1xi32> to memref<?xi32>
      %l882 = memref.cast %b_l882_c0 : memref<1xi32> to memref<?xi32>
      %l883 = memref.cast %b_l883_c0 : memref<1xi32> to memref<?xi32>
      %l884 = memref.cast %b_l884_c0 : memref<1xf32> to memref<?xf32>
      %l885 = memref.cast %b_l885_c0 : memref<1xi1> to memref<?xi1>
      %l886 = memref.cast %b_l886_c0 : memref<1xf32> to memref<?xf32>
      %l887 = memref.cast %b_l887_c0 : memref<1xf32> to memref<?xf32>
      %l888 = memref.cast %b_l888_c0 : memref<1xf32> to memref<?xf32>
      %l889 = memref.cast %b_l889_c0 : memref<1xf32> to memref<?xf32>
      %l890 = memref.cast %b_l890_c0 : memref<1xi64> to memref<?xi64>
      %l891 = memref.cast %b_l891_c0 : memref<1xi32> to memref<?xi32>
      %l892 = memref.cast %b_l892_c0 : memref<1xi32> to memref<?xi32>
      %l893 = memref.cast %b_l893_c0 : memref<1xi32> to memref<?xi32>
      %l894 = memref.cast %b_l894_c0 : memref<1xi1> to memref<?xi1>
      %l895 = memref.cast %b_l895_c0 : memref<1xi32> to memref<?xi32>
      %l896 = memref.cast %b_l896_c0 : memref<1xi1> to memref<?xi1>
      %l897 = memref.cast %b_l897_c0 : memref<1xi64> to memref<?xi64>
      %l898 = memref.cast %b_l898_c0 : memref<1xi64> to memref<?xi64>
      %l899 = memref.cast %b_l899_c0 : memref<1xi32> to memref<?xi32>
      %l900 = memref.cast %b_l900_c0 : memref<1xi1> to memref<?xi1>
      %l901 = memref.cast %b_l901_c0 : memref<1xi64> to memref<?xi64>
      %l902 = memref.cast %b_l902_c0 : memref<1xi64> to memref<?xi64>
      %l903 = memref.cast %b_l903_c0 : memref<1xi32> to memref<?xi32>
      %l904 = memref.cast %b_l904_c0 : memref<1xi1> to memref<?xi1>
      %l905 = memref.cast %b_l905_c0 : memref<1xi64> to memref<?xi64>
      %l906 = memref.cast %b_l906_c0 : memref<1xi64> to memref<?xi64>
      %l907 = memref.cast %b_l907_c0 : memref<1xi32> to memref<?xi32>
      %l908 = memref.cast %b_l908_c0 : memref<1xi1> to memref<?xi1>
      %l909 = memref.cast %b_l909_c0 : memref<1xi64> to memref<?xi64>
      %l910 = memref.cast %b_l910_c0 : memref<1xi64> to memref<?xi64>
      %l911 = memref.cast %b_l911_c0 : memref<1xi32> to memref<?xi32>
      %l912 = memref.cast %b_l912_c0 : memref<1xi64> to memref<?xi64>
      %l913 = memref.cast %b_l913_c0 : memref<1xi64> to memref<?xi64>
      %l914 = memref.cast %b_l914_c0 : memref<1xi1> to memref<?xi1>
      %l915 = memref.cast %b_l915_c0 : memref<1xi64> to memref<?xi64>
      %l916 = memref.cast %b_l916_c0 : memref<1xi64> to memref<?xi64>
      %l917 = memref.cast %b_l917_c0 : memref<1xi64> to memref<?xi64>
      %l918 = memref.cast %b_l918_c0 : memref<1xi64> to memref<?xi64>
      %l919 = memref.cast %b_l919_c0 : memref<1xi64> to memref<?xi64>
      %l920 = memref.cast %b_l920_c0 : memref<1xi64> to memref<?xi64>
      %l921 = memref.cast %b_l921_c0 : memref<1xi64> to memref<?xi64>
      %l922 = memref.cast %b_l922_c0 : memref<1xi64> to memref<?xi64>
      %l923 = memref.cast %b_l923_c0 : memref<1xi64> to memref<?xi64>
      %l924 = memref.cast %b_l924_c0 : memref<1xi64> to memref<?xi64>
      %l925 = memref.cast %b_l925_c0 : memref<1xi64> to memref<?xi64>
      %l926 = memref.cast %b_l926_c0 : memref<1xi64> to memref<?xi64>
      %l927 = memref.cast %b_l927_c0 : memref<1xi64> to memref<?xi64>
      %l928 = memref.cast %b_l928_c0 : memref<1xi64> to memref<?xi64>
      %l929 = memref.cast %b_l929_c0 : memref<1xi64> to memref<?xi64>
      %l930 = memref.cast %b_l930_c0 : memref<1xi64> to memref<?xi64>
      %l931 = memref.cast %b_l931_c0 : memref<1xi64> to memref<?xi64>
      %l932 = memref.cast %b_l932_c0 : memref<1xi64> to memref<?xi64>
      %l933 = memref.cast %b_l933_c0 : memref<1xi64> to memref<?xi64>
      %l934 = memref.cast %b_l934_c0 : memref<1xi1> to memref<?xi1>
      %l935 = memref.cast %b_l935_c0 : memref<1xi1> to memref<?xi1>
      %l936 = memref.cast %b_l936_c0 : memref<1xi1> to memref<?xi1>
      %l937 = memref.cast %b_l937_c0 : memref<1xi1> to memref<?xi1>
      %l938 = memref.cast %b_l938_c0 : memref<1xi1> to memref<?xi1>
      %l939 = memref.cast %b_l939_c0 : memref<1xi1> to memref<?xi1>
      %l940 = memref.cast %b_l940_c0 : memref<1xi1> to memref<?xi1>
      %l941 = memref.cast %b_l941_c0 : memref<1xi1> to memref<?xi1>
      %l942 = memref.cast %b_l942_c0 : memref<1xi1> to memref<?xi1>
      %l943 = memref.cast %b_l943_c0 : memref<1xi1> to memref<?xi1>
      %l944 = memref.cast %b_l944_c0 : memref<1xi1> to memref<?xi1>
      %l945 = memref.cast %b_l945_c0 : memref<1xi1> to memref<?xi1>
      %l946 = memref.cast %b_l946_c0 : memref<1xi1> to memref<?xi1>
      %l947 = memref.cast %b_l947_c0 : memref<1xi1> to memref<?xi1>
      %l948 = memref.cast %b_l948_c0 : memref<1xi1> to memref<?xi1>
      %l949 = memref.cast %b_l949_c0 : memref<1xi1> to memref<?xi1>
      %l950 = memref.cast %b_l950_c0 : memref<1xf32> to memref<?xf32>
      %l951 = memref.cast %b_l951_c0 : memref<1xf32> to memref<?xf32>
      %l952 = memref.cast %b_l952_c0 : memref<1xf32> to memref<?xf32>
      %l953 = memref.cast %b_l953_c0 : memref<1xf32> to memref<?xf32>
      %l954 = memref.cast %b_l954_c0 : memref<1xf32> to memref<?xf32>
      %l955 = memref.cast %b_l955_c0 : memref<1xf32> to memref<?xf32>
      %l956 = memref.cast %b_l956_c0 : memref<1xf32> to memref<?xf32>
      %l957 = memref.cast %b_l957_c0 : memref<1xf32> to memref<?xf32>
      %l958 = memref.cast %b_l958_c0 : memref<1xf32> to memref<?xf32>
      %l959 = memref.cast %b_l959_c0 : memref<1xf32> to memref<?xf32>
      %l960 = memref.cast %b_l960_c0 : memref<1xf32> to memref<?xf32>
      %l961 = memref.cast %b_l961_c0 : memref<1xf32> to memref<?xf32>
      %l962 = memref.cast %b_l962_c0 : memref<1xf32> to memref<?xf32>
      %l963 = memref.cast %b_l963_c0 : memref<1xf32> to memref<?xf32>
      %l964 = memref.cast %b_l964_c0 : memref<1xf32> to memref<?xf32>
      %l965 = memref.cast %b_l965_c0 : memref<1xf32> to memref<?xf32>
      %l966 = memref.cast %b_l966_c0 : memref<1xi64> to memref<?xi64>
      %l967 = memref.cast %b_l967_c0 : memref<1xi64> to memref<?xi64>
      %l968 = memref.cast %b_l968_c0 : memref<1xi64> to memref<?xi64>
      %l969 = memref.cast %b_l969_c0 : memref<1xi64> to memref<?xi64>
      %l970 = memref.cast %b_l970_c0 : memref<1xi64> to memref<?xi64>
      %l971 = memref.cast %b_l971_c0 : memref<1xi64> to memref<?xi64>
      %l972 = memref.cast %b_l972_c0 : memref<1xi64> to memref<?xi64>
      %l973 = memref.cast %b_l973_c0 : memref<1xi64> to memref<?xi64>
      %l974 = memref.cast %b_l974_c0 : memref<1xi1> to memref<?xi1>
      %l975 = memref.cast %b_l975_c0 : memref<1xi1> to memref<?xi1>
      %l976 = memref.cast %b_l976_c0 : memref<1xi1> to memref<?xi1>
      %l977 = memref.cast %b_l977_c0 : memref<1xi1> to memref<?xi1>
      %l978 = memref.cast %b_l978_c0 : memref<1xi1> to memref<?xi1>
      %l979 = memref.cast %b_l979_c0 : memref<1xi1> to memref<?xi1>
      %l980 = memref.cast %b_l980_c0 : memref<1xi32> to memref<?xi32>
      %l981 = memref.cast %b_l981_c0 : memref<1xi32> to memref<?xi32>
      %l982 = memref.cast %b_l982_c0 : memref<1xi32> to memref<?xi32>
      %l983 = memref.cast %b_l983_c0 : memref<1xi32> to memref<?xi32>
      %l984 = memref.cast %b_l984_c0 : memref<1xi32> to memref<?xi32>
      %l985 = memref.cast %b_l985_c0 : memref<1xi32> to memref<?xi32>
      %l986 = memref.cast %b_l986_c0 : memref<1xi64> to memref<?xi64>
      %l987 = memref.cast %b_l987_c0 : memref<1xi64> to memref<?xi64>
      %l988 = memref.cast %b_l988_c0 : memref<1xi64> to memref<?xi64>
      %l989 = memref.cast %b_l989_c0 : memref<1xi64> to memref<?xi64>
      %l990 = memref.cast %b_l990_c0 : memref<1xi64> to memref<?xi64>
      %l991 = memref.cast %b_l991_c0 : memref<1xi64> to memref<?xi64>
      %l992 = memref.cast %b_l992_c0 : memref<1xi64> to memref<?xi64>
      %l993 = memref.cast %b_l993_c0 : memref<1xi32> to memref<?xi32>
      %l994 = memref.cast %b_l994_c0 : memref<1xi64> to memref<?xi64>
      %l995 = memref.cast %b_l995_c0 : memref<1xi64> to memref<?xi64>
      %l996 = memref.cast %b_l996_c0 : memref<1xi64> to memref<?xi64>
      %l997 = memref.cast %b_l997_c0 : memref<1xi64> to memref<?xi64>
      %l998 = memref.cast %b_l998_c0 : memref<1xi64> to memref<?xi64>
      %l999 = memref.cast %b_l999_c0 : memref<1xi64> to memref<?xi64>
      %l1000 = memref.cast %b_l1000_c0 : memref<1xi64> to memref<?xi64>
      %l1001 = memref.cast %b_l1001_c0 : memref<1xi32> to memref<?xi32>
      %l1002 = memref.cast %b_l1002_c0 : memref<1xi64> to memref<?xi64>
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
      %l1016 = memref.cast %b_l1016_c0 : memref<1xi64> to memref<?xi64>
      %l1017 = memref.cast %b_l1017_c0 : memref<1xi32> to memref<?xi32>
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
      %l1032 = memref.cast %b_l1032_c0 : memref<1xi32> to memref<?xi32>
      %l1033 = memref.cast %b_l1033_c0 : memref<1xi32> to memref<?xi32>
      %l1034 = memref.cast %b_l1034_c0 : memref<1xf32> to memref<?xf32>
      %l1035 = memref.cast %b_l1035_c0 : memref<1xf32> to memref<?xf32>
      %l1036 = memref.cast %b_l1036_c0 : memref<1xf32> to memref<?xf32>
      %l1037 = memref.cast %b_l1037_c0 : memref<1xf32> to memref<?xf32>
      %l1038 = memref.cast %b_l1038_c0 : memref<1xi32> to memref<?xi32>
      %l1039 = memref.cast %b_l1039_c0 : memref<1xi32> to memref<?xi32>
      %l1040 = memref.cast %b_l1040_c0 : memref<1xi32> to memref<?xi32>
      %l1041 = memref.cast %b_l1041_c0 : memref<1xi32> to memref<?xi32>
      %l1042 = memref.cast %b_l1042_c0 : memref<1xf32> to memref<?xf32>
      %l1043 = memref.cast %b_l1043_c0 : memref<1xf32> to memref<?xf32>
      %l1044 = memref.cast %b_l1044_c0 : memref<1xf32> to memref<?xf32>
      %l1045 = memref.cast %b_l1045_c0 : memref<1xf32> to memref<?xf32>
      %l1046 = memref.cast %b_l1046_c0 : memref<1xi32> to memref<?xi32>
      %l1047 = memref.cast %b_l1047_c0 : memref<1xi32> to memref<?xi32>
      %l1048 = memref.cast %b_l1048_c0 : memref<1xf32> to memref<?xf32>
      %l1049 = memref.cast %b_l1049_c0 : memref<1xf32> to memref<?xf32>
      %l1050 = memref.cast %b_l1050_c0 : memref<1xf32> to memref<?xf32>
      %l1051 = memref.cast %b_l1051_c0 : memref<1xf32> to memref<?xf32>
      %l1052 = memref.cast %b_l1052_c0 : memref<1xi32> to memref<?xi32>
      %l1053 = memref.cast %b_l1053_c0 : memref<1xi32> to memref<?xi32>
      %l1054 = memref.cast %b_l1054_c0 : memref<1xf32> to memref<?xf32>
      %l1055 = memref.cast %b_l1055_c0 : memref<1xf32> to memref<?xf32>
      %l1056 = memref.cast %b_l1056_c0 : memref<1xf32> to memref<?xf32>
      %l1057 = memref.cast %b_l1057_c0 : memref<1xf32> to memref<?xf32>
      %l1058 = memref.cast %b_l1058_c0 : memref<1xi32> to memref<?xi32>
      %l1059 = memref.cast %b_l1059_c0 : memref<1xi32> to memref<?xi32>
      %l1060 = memref.cast %b_l1060_c0 : memref<1xi32> to memref<?xi32>
      %l1061 = memref.cast %b_l1061_c0 : memref<1xi32> to memref<?xi32>
      %l1062 = memref.cast %b_l1062_c0 : memref<1xf32> to memref<?xf32>
      %l1063 = memref.cast %b_l1063_c0 : memref<1xf32> to memref<?xf32>
      %l1064 = memref.cast %b_l1064_c0 : memref<1xf32> to memref<?xf32>
      %l1065 = memref.cast %b_l1065_c0 : memref<1xf32> to memref<?xf32>
      %l1066 = memref.cast %b_l1066_c0 : memref<1xi32> to memref<?xi32>
      %l1067 = memref.cast %b_l1067_c0 : memref<1xi32> to memref<?xi32>
      %l1068 = memref.cast %b_l1068_c0 : memref<1xi32> to memref<?xi32>
      %l1069 = memref.cast %b_l1069_c0 : memref<1xi32> to memref<?xi32>
      %l1070 = memref.cast %b_l1070_c0 : memref<1xf32> to memref<?xf32>
      %l1071 = memref.cast %b_l1071_c0 : memref<1xf32> to memref<?xf32>
      %l1072 = memref.cast %b_l1072_c0 : memref<1xf32> to memref<?xf32>
      %l1073 = memref.cast %b_l1073_c0 : memref<1xf32> to memref<?xf32>
      %l1074 = memref.cast %b_l1074_c0 : memref<1xi32> to memref<?xi32>
      %l1075 = memref.cast %b_l1075_c0 : memref<1xi32> to memref<?xi32>
      %l1076 = memref.cast %b_l1076_c0 : memref<1xf32> to memref<?xf32>
      %l1077 = memref.cast %b_l1077_c0 : memref<1xf32> to memref<?xf32>
      %l1078 = memref.cast %b_l1078_c0 : memref<1xf32> to memref<?xf32>
      %l1079 = memref.cast %b_l1079_c0 : memref<1xf32> to memref<?xf32>
      %l1080 = memref.cast %b_l1080_c0 : memref<1xi32> to memref<?xi32>
      %l1081 = memref.cast %b_l1081_c0 : memref<1xi32> to memref<?xi32>
      %l1082 = memref.cast %b_l1082_c0 : memref<1xf32> to memref<?xf32>
      %l1083 = memref.cast %b_l1083_c0 : memref<1xf32> to memref<?xf32>
      %l1084 = memref.cast %b_l1084_c0 : memref<1xf32> to memref<?xf32>
      %l1085 = memref.cast %b_l1085_c0 : memref<1xf32> to memref<?xf32>
      %l1086 = memref.cast %b_l1086_c0 : memref<1xi32> to memref<?xi32>
      %l1087 = memref.cast %b_l1087_c0 : memref<1xi32> to memref<?xi32>
      %l1088 = memref.cast %b_l1088_c0 : memref<1xi32> to memref<?xi32>
      %l1089 = memref.cast %b_l1089_c0 : memref<1xi32> to memref<?xi32>
      %l1090 = memref.cast %b_l1090_c0 : memref<1xf32> to memref<?xf32>
      %l1091 = memref.cast %b_l1091_c0 : memref<1xf32> to memref<?xf32>
      %l1092 = memref.cast %b_l1092_c0 : memref<1xf32> to memref<?xf32>
      %l1093 = memref.cast %b_l1093_c0 : memref<1xf32> to memref<?xf32>
      %l1094 = memref.cast %b_l1094_c0 : memref<1xi32> to memref<?xi32>
      %l1095 = memref.cast %b_l1095_c0 : memref<1xi32> to memref<?xi32>
      %l1096 = memref.cast %b_l1096_c0 : memref<1xi32> to memref<?xi32>
      %l1097 = memref.cast %b_l1097_c0 : memref<1xi32> to memref<?xi32>
      %l1098 = memref.cast %b_l1098_c0 : memref<1xf32> to memref<?xf32>
      %l1099 = memref.cast %b_l1099_c0 : memref<1xf32> to memref<?xf32>
      %l1100 = memref.cast %b_l1100_c0 : memref<1xf32> to memref<?xf32>
      %l1101 = memref.cast %b_l1101_c0 : memref<1xf32> to memref<?xf32>
      %l1102 = memref.cast %b_l1102_c0 : memref<1xi32> to memref<?xi32>
      %l1103 = memref.cast %b_l1103_c0 : memref<1xi32> to memref<?xi32>
      %l1104 = memref.cast %b_l1104_c0 : memref<1xf32> to memref<?xf32>
      %l1105 = memref.cast %b_l1105_c0 : memref<1xf32> to memref<?xf32>
      %l1106 = memref.cast %b_l1106_c0 : memref<1xf32> to memref<?xf32>
      %l1107 = memref.cast %b_l1107_c0 : memref<1xf32> to memref<?xf32>
      %l1108 = memref.cast %b_l1108_c0 : memref<1xi32> to memref<?xi32>
      %l1109 = memref.cast %b_l1109_c0 : memref<1xi32> to memref<?xi32>
      %l1110 = memref.cast %b_l1110_c0 : memref<1xf32> to memref<?xf32>
      %l1111 = memref.cast %b_l1111_c0 : memref<1xf32> to memref<?xf32>
      %l1112 = memref.cast %b_l1112_c0 : memref<1xf32> to memref<?xf32>
      %l1113 = memref.cast %b_l1113_c0 : memref<1xf32> to memref<?xf32>
      %l1114 = memref.cast %b_l1114_c0 : memref<1xi32> to memref<?xi32>
      %l1115 = memref.cast %b_l1115_c0 : memref<1xi32> to memref<?xi32>
      %l1116 = memref.cast %b_l1116_c0 : memref<1xi32> to memref<?xi32>
      %l1117 = memref.cast %b_l1117_c0 : memref<1xi32> to memref<?xi32>
      %l1118 = memref.cast %b_l1118_c0 : memref<1xf32> to memref<?xf32>
      %l1119 = memref.cast %b_l1119_c0 : memref<1xf32> to memref<?xf32>
      %l1120 = memref.cast %b_l1120_c0 : memref<1xf32> to memref<?xf32>
      %l1121 = memref.cast %b_l1121_c0 : memref<1xf32> to memref<?xf32>
      %l1122 = memref.cast %b_l1122_c0 : memref<1xi32> to memref<?xi32>
      %l1123 = memref.cast %b_l1123_c0 : memref<1xi32> to memref<?xi32>
      %l1124 = memref.cast %b_l1124_c0 : memref<1xi32> to memref<?xi32>
      %l1125 = memref.cast %b_l1125_c0 : memref<1xi32> to memref<?xi32>
      %l1126 = memref.cast %b_l1126_c0 : memref<1xf32> to memref<?xf32>
      %l1127 = memref.cast %b_l1127_c0 : memref<1xf32> to memref<?xf32>
      %l1128 = memref.cast %b_l1128_c0 : memref<1xf32> to memref<?xf32>
      %l1129 = memref.cast %b_l1129_c0 : memref<1xi32> to memref<?xi32>
      %l1130 = memref.cast %b_l1130_c0 : memref<1xi32> to memref<?xi32>
      %l1131 = memref.cast %b_l1131_c0 : memref<1xi32> to memref<?xi32>
      %l1132 = memref.cast %b_l1132_c0 : memref<1xi32> to memref<?xi32>
      %l1133 = memref.cast %b_l1133_c0 : memref<1xi32> to memref<?xi32>
      %l1134 = memref.cast %b_l1134_c0 : memref<1xi32> to memref<?xi32>
      %l1135 = memref.cast %b_l1135_c0 : memref<1xi32> to memref<?xi32>
      %l1136 = memref.cast %b_l1136_c0 : memref<1xf32> to memref<?xf32>
      %l1137 = memref.cast %b_l1137_c0 : memref<1xi1> to memref<?xi1>
      %l1138 = memref.cast %b_l1138_c0 : memref<1xi32> to memref<?xi32>
      %l1139 = memref.cast %b_l1139_c0 : memref<1xi32> to memref<?xi32>
      %l1140 = memref.cast %b_l1140_c0 : memref<1xi32> to memref<?xi32>
      %l1141 = memref.cast %b_l1141_c0 : memref<1xf32> to memref<?xf32>
      %l1142 = memref.cast %b_l1142_c0 : memref<1xi1> to memref<?xi1>
      %l1143 = memref.cast %b_l1143_c0 : memref<1xi32> to memref<?xi32>
      %l1144 = memref.cast %b_l1144_c0 : memref<1xi32> to memref<?xi32>
      %l1145 = memref.cast %b_l1145_c0 : memref<1xi32> to memref<?xi32>
      %l1146 = memref.cast %b_l1146_c0 : memref<1xf32> to memref<?xf32>
      %l1147 = memref.cast %b_l1147_c0 : memref<1xi1> to memref<?xi1>
      %l1148 = memref.cast %b_l1148_c0 : memref<1xf32> to memref<?xf32>
      %l1149 = memref.cast %b_l1149_c0 : memref<1xf32> to memref<?xf32>
      %l1150 = memref.cast %b_l1150_c0 : memref<1xf32> to memref<?xf32>
      %l1151 = memref.cast %b_l1151_c0 : memref<1xf32> to memref<?xf32>
      %l1152 = memref.cast %b_l1152_c0 : memref<1xi1> to memref<?xi1>
      %l1153 = memref.cast %b_l1153_c0 : memref<1xf32> to memref<?xf32>
      %l1154 = memref.cast %b_l1154_c0 : memref<1xi1> to memref<?xi1>
      %l1155 = memref.cast %b_l1155_c0 : memref<1xf32> to memref<?xf32>
      %l1156 = memref.cast %b_l1156_c0 : memref<1xi1> to memref<?xi1>
      %l1157 = memref.cast %b_l1157_c0 : memref<1xf32> to memref<?xf32>
      %l1158 = memref.cast %b_l1158_c0 : memref<1xi1> to memref<?xi1>
      %l1159 = memref.cast %b_l1159_c0 : memref<1xf32> to memref<?xf32>
      %l1160 = memref.cast %b_l1160_c0 : memref<1xf32> to memref<?xf32>
      %l1161 = memref.cast %b_l1161_c0 : memref<1xf32> to memref<?xf32>
      %l1162 = memref.cast %b_l1162_c0 : memref<1xf32> to memref<?xf32>
      %l1163 = memref.cast %b_l1163_c0 : memref<1xf32> to memref<?xf32>
      %l1164 = memref.cast %b_l1164_c0 : memref<1xi64> to memref<?xi64>
      %l1165 = memref.cast %b_l1165_c0 : memref<1xi64> to memref<?xi64>
      %l1170 = memref.cast %b_l1170_c0 : memref<1xi1> to memref<?xi1>
      %l1171 = memref.cast %b_l1171_c0 : memref<1xi1> to memref<?xi1>
      %l1172 = memref.cast %b_l1172_c0 : memref<1xi1> to memref<?xi1>
      %l1173 = memref.cast %b_l1173_c0 : memref<1xi1> to memref<?xi1>
      %l1175 = memref.cast %b_l1175_c0 : memref<1xi64> to memref<?xi64>
      %l1176 = memref.cast %b_l1176_c0 : memref<1xi1> to memref<?xi1>
      %l1177 = memref.cast %b_l1177_c0 : memref<1xi64> to memref<?xi64>
      %l1178 = memref.cast %b_l1178_c0 : memref<1xi1> to memref<?xi1>
      %l1179 = memref.cast %b_l1179_c0 : memref<1xi64> to memref<?xi64>
      %l1180 = memref.cast %b_l1180_c0 : memref<1xi64> to memref<?xi64>
      %l1181 = memref.cast %b_l1181_c0 : memref<1xi64> to memref<?xi64>
      %l1182 = memref.cast %b_l1182_c0 : memref<1xi64> to memref<?xi64>
      %l1183 = memref.cast %b_l1183_c0 : memref<1xi64> to memref<?xi64>
      %l1184 = memref.cast %b_l1184_c0 : memref<1xi64> to memref<?xi64>
      %l1185 = memref.cast %b_l1185_c0 : memref<1xi64> to memref<?xi64>
      %l1186 = memref.cast %b_l1186_c0 : memref<1xi64> to memref<?xi64>
      %l1187 = memref.cast %b_l1187_c0 : memref<1xi1> to memref<?xi1>
      %l1188 = memref.cast %b_l1188_c0 : memref<1xi1> to memref<?xi1>
      %l1189 = memref.cast %b_l1189_c0 : memref<1xi1> to memref<?xi1>
      %l1190 = memref.cast %b_l1190_c0 : memref<1xi1> to memref<?xi1>
      %l1191 = memref.cast %b_l1191_c0 : memref<1xi1> to memref<?xi1>
      %l1192 = memref.cast %b_l1192_c0 : memref<1xi1> to memref<?xi1>
      %l1193 = memref.cast %b_l1193_c0 : memref<1xi1> to memref<?xi1>
      %l1194 = memref.cast %b_l1194_c0 : memref<1xi1> to memref<?xi1>
      %l1195 = memref.cast %b_l1195_c0 : memref<1xf32> to memref<?xf32>
      %l1196 = memref.cast %b_l1196_c0 : memref<1xf32> to memref<?xf32>
      %l1197 = memref.cast %b_l1197_c0 : memref<1xf32> to memref<?xf32>
      %l1198 = memref.cast %b_l1198_c0 : memref<1xf32> to memref<?xf32>
      %l1199 = memref.cast %b_l1199_c0 : memref<1xf32> to memref<?xf32>
      %l1200 = memref.cast %b_l1200_c0 : memref<1xf32> to memref<?xf32>
      %l1201 = memref.cast %b_l1201_c0 : memref<1xf32> to memref<?xf32>
      %l1202 = memref.cast %b_l1202_c0 : memref<1xf32> to memref<?xf32>
      %l1203 = memref.cast %b_l1203_c0 : memref<1xf32> to memref<?xf32>
      %l1204 = memref.cast %b_l1204_c0 : memref<1xf32> to memref<?xf32>
      %l1205 = memref.cast %b_l1205_c0 : memref<1xf32> to memref<?xf32>
      %l1206 = memref.cast %b_l1206_c0 : memref<1xf32> to memref<?xf32>
      %l1207 = memref.cast %b_l1207_c0 : memref<1xi64> to memref<?xi64>
      %l1208 = memref.cast %b_l1208_c0 : memref<1xi1> to memref<?xi1>
      %l1209 = memref.cast %b_l1209_c0 : memref<1xi64> to memref<?xi64>
      %l1210 = memref.cast %b_l1210_c0 : memref<1xi64> to memref<?xi64>
      %l1211 = memref.cast %b_l1211_c0 : memref<1xi64> to memref<?xi64>
      %l1212 = memref.cast %b_l1212_c0 : memref<1xi64> to memref<?xi64>
      %l1213 = memref.cast %b_l1213_c0 : memref<1xi1> to memref<?xi1>
      %l1214 = memref.cast %b_l1214_c0 : memref<1xi1> to memref<?xi1>
      %l1215 = memref.cast %b_l1215_c0 : memref<1xf32> to memref<?xf32>
      %l1216 = memref.cast %b_l1216_c0 : memref<1xi64> to memref<?xi64>
      %l1217 = memref.cast %b_l1217_c0 : memref<1xi1> to memref<?xi1>
      %l1218 = memref.cast %b_l1218_c0 : memref<1xi1> to memref<?xi1>
      %l1219 = memref.cast %b_l1219_c0 : memref<1xf32> to memref<?xf32>
      %l1220 = memref.cast %b_l1220_c0 : memref<1xi64> to memref<?xi64>
      %l1221 = memref.cast %b_l1221_c0 : memref<1xi1> to memref<?xi1>
      %l1222 = memref.cast %b_l1222_c0 : memref<1xi1> to memref<?xi1>
      %l1223 = memref.cast %b_l1223_c0 : memref<1xf32> to memref<?xf32>
      %l1224 = memref.cast %b_l1224_c0 : memref<1xi64> to memref<?xi64>
      %l1225 = memref.cast %b_l1225_c0 : memref<1xi1> to memref<?xi1>
      %l1226 = memref.cast %b_l1226_c0 : memref<1xi1> to memref<?xi1>
      %l1227 = memref.cast %b_l1227_c0 : memref<1xf32> to memref<?xf32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 138: ^bb138, 151: ^bb151]
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
                %v17 = arith.constant 2 : i64
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
                %v74 = arith.constant 0 : i32
                memref.store %v74, %l21[%k0] : memref<?xi32>
                %v75 = memref.load %ls7[%lane] : memref<?xi64>
                %v76 = arith.constant 0 : i64
                %v77 = arith.addi %v75, %v76 : i64
                memref.store %v77, %l22[%k0] : memref<?xi64>
                %v78 = arith.index_cast %n2 : index to i64
                memref.store %v78, %l23[%k0] : memref<?xi64>
                %v79 = memref.load %l22[%k0] : memref<?xi64>
                %v80 = memref.load %l23[%k0] : memref<?xi64>
                %v81 = arith.cmpi ult, %v79, %v80 : i64
                memref.store %v81, %l24[%k0] : memref<?xi1>
                %v82 = memref.load %l24[%k0] : memref<?xi1>
                cf.cond_br %v82, ^bb3, ^bb6
              ^bb3:
                %v83 = memref.load %l22[%k0] : memref<?xi64>
                %v84 = memref.load %l10[%k0] : memref<?xi64>
                %v85 = arith.muli %v83, %v84 : i64
                memref.store %v85, %l25[%k0] : memref<?xi64>
                %v86 = memref.load %ls1[%lane] : memref<?xi64>
                %v87 = arith.constant 2 : i64
                %v88 = arith.constant 0 : i64
                %v89 = arith.cmpi eq, %v87, %v88 : i64
                %v90 = arith.constant 1 : i64
                %v91 = arith.select %v89, %v90, %v87 : i64
                %v92 = arith.divui %v86, %v91 : i64
                memref.store %v92, %l26[%k0] : memref<?xi64>
                %v93 = memref.load %l25[%k0] : memref<?xi64>
                %v94 = memref.load %l26[%k0] : memref<?xi64>
                %v95 = arith.addi %v93, %v94 : i64
                memref.store %v95, %l27[%k0] : memref<?xi64>
                %v96 = memref.load %l27[%k0] : memref<?xi64>
                %v97 = arith.constant 34 : i64
                %v98 = arith.muli %v96, %v97 : i64
                memref.store %v98, %l28[%k0] : memref<?xi64>
                %v99 = memref.load %l28[%k0] : memref<?xi64>
                %v100 = arith.constant 4 : i64
                %v101 = arith.constant 0 : i64
                %v102 = arith.cmpi eq, %v100, %v101 : i64
                %v103 = arith.constant 1 : i64
                %v104 = arith.select %v102, %v103, %v100 : i64
                %v105 = arith.divui %v99, %v104 : i64
                memref.store %v105, %l29[%k0] : memref<?xi64>
                %v106 = memref.load %l29[%k0] : memref<?xi64>
                %v107 = memref.load %l9[%k0] : memref<?xi64>
                %v108 = arith.cmpi ult, %v106, %v107 : i64
                memref.store %v108, %l30[%k0] : memref<?xi1>
                %v109 = memref.load %l30[%k0] : memref<?xi1>
                cf.cond_br %v109, ^bb4, ^bb5
              ^bb4:
                %v110 = memref.load %l29[%k0] : memref<?xi64>
                memref.store %v110, %l19[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v111 = memref.load %l28[%k0] : memref<?xi64>
                %v112 = arith.constant 4 : i64
                %v113 = arith.constant 0 : i64
                %v114 = arith.cmpi eq, %v112, %v113 : i64
                %v115 = arith.constant 1 : i64
                %v116 = arith.select %v114, %v115, %v112 : i64
                %v117 = arith.remui %v111, %v116 : i64
                memref.store %v117, %l31[%k0] : memref<?xi64>
                %v118 = memref.load %l31[%k0] : memref<?xi64>
                %v119 = arith.constant 8 : i64
                %v120 = arith.muli %v118, %v119 : i64
                memref.store %v120, %l32[%k0] : memref<?xi64>
                %v121 = arith.constant 16 : i64
                %v122 = memref.load %l32[%k0] : memref<?xi64>
                %v123 = arith.addi %v121, %v122 : i64
                memref.store %v123, %l20[%k0] : memref<?xi64>
                %v124 = memref.load %l28[%k0] : memref<?xi64>
                %v125 = arith.constant 4 : i64
                %v126 = arith.constant 0 : i64
                %v127 = arith.cmpi eq, %v125, %v126 : i64
                %v128 = arith.constant 1 : i64
                %v129 = arith.select %v127, %v128, %v125 : i64
                %v130 = arith.remui %v124, %v129 : i64
                memref.store %v130, %l33[%k0] : memref<?xi64>
                %v131 = memref.load %l33[%k0] : memref<?xi64>
                %v132 = arith.constant 8 : i64
                %v133 = arith.muli %v131, %v132 : i64
                memref.store %v133, %l34[%k0] : memref<?xi64>
                %v134 = memref.load %l34[%k0] : memref<?xi64>
                %v135 = arith.trunci %v134 : i64 to i32
                memref.store %v135, %l21[%k0] : memref<?xi32>
                cf.br ^bb6
              ^bb6:
                %v136 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v136, %l35[%k0] : memref<?xi64>
                %v137 = arith.constant 16 : i64
                memref.store %v137, %l36[%k0] : memref<?xi64>
                %v138 = arith.constant 0 : i32
                memref.store %v138, %l37[%k0] : memref<?xi32>
                %v139 = memref.load %ls7[%lane] : memref<?xi64>
                %v140 = arith.constant 1 : i64
                %v141 = arith.addi %v139, %v140 : i64
                memref.store %v141, %l38[%k0] : memref<?xi64>
                %v142 = arith.index_cast %n2 : index to i64
                memref.store %v142, %l39[%k0] : memref<?xi64>
                %v143 = memref.load %l38[%k0] : memref<?xi64>
                %v144 = memref.load %l39[%k0] : memref<?xi64>
                %v145 = arith.cmpi ult, %v143, %v144 : i64
                memref.store %v145, %l40[%k0] : memref<?xi1>
                %v146 = memref.load %l40[%k0] : memref<?xi1>
                cf.cond_br %v146, ^bb7, ^bb10
              ^bb7:
                %v147 = memref.load %l38[%k0] : memref<?xi64>
                %v148 = memref.load %l10[%k0] : memref<?xi64>
                %v149 = arith.muli %v147, %v148 : i64
                memref.store %v149, %l41[%k0] : memref<?xi64>
                %v150 = memref.load %ls1[%lane] : memref<?xi64>
                %v151 = arith.constant 2 : i64
                %v152 = arith.constant 0 : i64
                %v153 = arith.cmpi eq, %v151, %v152 : i64
                %v154 = arith.constant 1 : i64
                %v155 = arith.select %v153, %v154, %v151 : i64
                %v156 = arith.divui %v150, %v155 : i64
                memref.store %v156, %l42[%k0] : memref<?xi64>
                %v157 = memref.load %l41[%k0] : memref<?xi64>
                %v158 = memref.load %l42[%k0] : memref<?xi64>
                %v159 = arith.addi %v157, %v158 : i64
                memref.store %v159, %l43[%k0] : memref<?xi64>
                %v160 = memref.load %l43[%k0] : memref<?xi64>
                %v161 = arith.constant 34 : i64
                %v162 = arith.muli %v160, %v161 : i64
                memref.store %v162, %l44[%k0] : memref<?xi64>
                %v163 = memref.load %l44[%k0] : memref<?xi64>
                %v164 = arith.constant 4 : i64
                %v165 = arith.constant 0 : i64
                %v166 = arith.cmpi eq, %v164, %v165 : i64
                %v167 = arith.constant 1 : i64
                %v168 = arith.select %v166, %v167, %v164 : i64
                %v169 = arith.divui %v163, %v168 : i64
                memref.store %v169, %l45[%k0] : memref<?xi64>
                %v170 = memref.load %l45[%k0] : memref<?xi64>
                %v171 = memref.load %l9[%k0] : memref<?xi64>
                %v172 = arith.cmpi ult, %v170, %v171 : i64
                memref.store %v172, %l46[%k0] : memref<?xi1>
                %v173 = memref.load %l46[%k0] : memref<?xi1>
                cf.cond_br %v173, ^bb8, ^bb9
              ^bb8:
                %v174 = memref.load %l45[%k0] : memref<?xi64>
                memref.store %v174, %l35[%k0] : memref<?xi64>
                cf.br ^bb9
              ^bb9:
                %v175 = memref.load %l44[%k0] : memref<?xi64>
                %v176 = arith.constant 4 : i64
                %v177 = arith.constant 0 : i64
                %v178 = arith.cmpi eq, %v176, %v177 : i64
                %v179 = arith.constant 1 : i64
                %v180 = arith.select %v178, %v179, %v176 : i64
                %v181 = arith.remui %v175, %v180 : i64
                memref.store %v181, %l47[%k0] : memref<?xi64>
                %v182 = memref.load %l47[%k0] : memref<?xi64>
                %v183 = arith.constant 8 : i64
                %v184 = arith.muli %v182, %v183 : i64
                memref.store %v184, %l48[%k0] : memref<?xi64>
                %v185 = arith.constant 16 : i64
                %v186 = memref.load %l48[%k0] : memref<?xi64>
                %v187 = arith.addi %v185, %v186 : i64
                memref.store %v187, %l36[%k0] : memref<?xi64>
                %v188 = memref.load %l44[%k0] : memref<?xi64>
                %v189 = arith.constant 4 : i64
                %v190 = arith.constant 0 : i64
                %v191 = arith.cmpi eq, %v189, %v190 : i64
                %v192 = arith.constant 1 : i64
                %v193 = arith.select %v191, %v192, %v189 : i64
                %v194 = arith.remui %v188, %v193 : i64
                memref.store %v194, %l49[%k0] : memref<?xi64>
                %v195 = memref.load %l49[%k0] : memref<?xi64>
                %v196 = arith.constant 8 : i64
                %v197 = arith.muli %v195, %v196 : i64
                memref.store %v197, %l50[%k0] : memref<?xi64>
                %v198 = memref.load %l50[%k0] : memref<?xi64>
                %v199 = arith.trunci %v198 : i64 to i32
                memref.store %v199, %l37[%k0] : memref<?xi32>
                cf.br ^bb10
              ^bb10:
                %v200 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v200, %l51[%k0] : memref<?xi64>
                %v201 = arith.constant 16 : i64
                memref.store %v201, %l52[%k0] : memref<?xi64>
                %v202 = arith.constant 0 : i32
                memref.store %v202, %l53[%k0] : memref<?xi32>
                %v203 = memref.load %ls7[%lane] : memref<?xi64>
                %v204 = arith.constant 2 : i64
                %v205 = arith.addi %v203, %v204 : i64
                memref.store %v205, %l54[%k0] : memref<?xi64>
                %v206 = arith.index_cast %n2 : index to i64
                memref.store %v206, %l55[%k0] : memref<?xi64>
                %v207 = memref.load %l54[%k0] : memref<?xi64>
                %v208 = memref.load %l55[%k0] : memref<?xi64>
                %v209 = arith.cmpi ult, %v207, %v208 : i64
                memref.store %v209, %l56[%k0] : memref<?xi1>
                %v210 = memref.load %l56[%k0] : memref<?xi1>
                cf.cond_br %v210, ^bb11, ^bb14
              ^bb11:
                %v211 = memref.load %l54[%k0] : memref<?xi64>
                %v212 = memref.load %l10[%k0] : memref<?xi64>
                %v213 = arith.muli %v211, %v212 : i64
                memref.store %v213, %l57[%k0] : memref<?xi64>
                %v214 = memref.load %ls1[%lane] : memref<?xi64>
                %v215 = arith.constant 2 : i64
                %v216 = arith.constant 0 : i64
                %v217 = arith.cmpi eq, %v215, %v216 : i64
                %v218 = arith.constant 1 : i64
                %v219 = arith.select %v217, %v218, %v215 : i64
                %v220 = arith.divui %v214, %v219 : i64
                memref.store %v220, %l58[%k0] : memref<?xi64>
                %v221 = memref.load %l57[%k0] : memref<?xi64>
                %v222 = memref.load %l58[%k0] : memref<?xi64>
                %v223 = arith.addi %v221, %v222 : i64
                memref.store %v223, %l59[%k0] : memref<?xi64>
                %v224 = memref.load %l59[%k0] : memref<?xi64>
                %v225 = arith.constant 34 : i64
                %v226 = arith.muli %v224, %v225 : i64
                memref.store %v226, %l60[%k0] : memref<?xi64>
                %v227 = memref.load %l60[%k0] : memref<?xi64>
                %v228 = arith.constant 4 : i64
                %v229 = arith.constant 0 : i64
                %v230 = arith.cmpi eq, %v228, %v229 : i64
                %v231 = arith.constant 1 : i64
                %v232 = arith.select %v230, %v231, %v228 : i64
                %v233 = arith.divui %v227, %v232 : i64
                memref.store %v233, %l61[%k0] : memref<?xi64>
                %v234 = memref.load %l61[%k0] : memref<?xi64>
                %v235 = memref.load %l9[%k0] : memref<?xi64>
                %v236 = arith.cmpi ult, %v234, %v235 : i64
                memref.store %v236, %l62[%k0] : memref<?xi1>
                %v237 = memref.load %l62[%k0] : memref<?xi1>
                cf.cond_br %v237, ^bb12, ^bb13
              ^bb12:
                %v238 = memref.load %l61[%k0] : memref<?xi64>
                memref.store %v238, %l51[%k0] : memref<?xi64>
                cf.br ^bb13
              ^bb13:
                %v239 = memref.load %l60[%k0] : memref<?xi64>
                %v240 = arith.constant 4 : i64
                %v241 = arith.constant 0 : i64
                %v242 = arith.cmpi eq, %v240, %v241 : i64
                %v243 = arith.constant 1 : i64
                %v244 = arith.select %v242, %v243, %v240 : i64
                %v245 = arith.remui %v239, %v244 : i64
                memref.store %v245, %l63[%k0] : memref<?xi64>
                %v246 = memref.load %l63[%k0] : memref<?xi64>
                %v247 = arith.constant 8 : i64
                %v248 = arith.muli %v246, %v247 : i64
                memref.store %v248, %l64[%k0] : memref<?xi64>
                %v249 = arith.constant 16 : i64
                %v250 = memref.load %l64[%k0] : memref<?xi64>
                %v251 = arith.addi %v249, %v250 : i64
                memref.store %v251, %l52[%k0] : memref<?xi64>
                %v252 = memref.load %l60[%k0] : memref<?xi64>
                %v253 = arith.constant 4 : i64
                %v254 = arith.constant 0 : i64
                %v255 = arith.cmpi eq, %v253, %v254 : i64
                %v256 = arith.constant 1 : i64
                %v257 = arith.select %v255, %v256, %v253 : i64
                %v258 = arith.remui %v252, %v257 : i64
                memref.store %v258, %l65[%k0] : memref<?xi64>
                %v259 = memref.load %l65[%k0] : memref<?xi64>
                %v260 = arith.constant 8 : i64
                %v261 = arith.muli %v259, %v260 : i64
                memref.store %v261, %l66[%k0] : memref<?xi64>
                %v262 = memref.load %l66[%k0] : memref<?xi64>
                %v263 = arith.trunci %v262 : i64 to i32
                memref.store %v263, %l53[%k0] : memref<?xi32>
                cf.br ^bb14
              ^bb14:
                %v264 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v264, %l67[%k0] : memref<?xi64>
                %v265 = arith.constant 16 : i64
                memref.store %v265, %l68[%k0] : memref<?xi64>
                %v266 = arith.constant 0 : i32
                memref.store %v266, %l69[%k0] : memref<?xi32>
                %v267 = memref.load %ls7[%lane] : memref<?xi64>
                %v268 = arith.constant 3 : i64
                %v269 = arith.addi %v267, %v268 : i64
                memref.store %v269, %l70[%k0] : memref<?xi64>
                %v270 = arith.index_cast %n2 : index to i64
                memref.store %v270, %l71[%k0] : memref<?xi64>
                %v271 = memref.load %l70[%k0] : memref<?xi64>
                %v272 = memref.load %l71[%k0] : memref<?xi64>
                %v273 = arith.cmpi ult, %v271, %v272 : i64
                memref.store %v273, %l72[%k0] : memref<?xi1>
                %v274 = memref.load %l72[%k0] : memref<?xi1>
                cf.cond_br %v274, ^bb15, ^bb18
              ^bb15:
                %v275 = memref.load %l70[%k0] : memref<?xi64>
                %v276 = memref.load %l10[%k0] : memref<?xi64>
                %v277 = arith.muli %v275, %v276 : i64
                memref.store %v277, %l73[%k0] : memref<?xi64>
                %v278 = memref.load %ls1[%lane] : memref<?xi64>
                %v279 = arith.constant 2 : i64
                %v280 = arith.constant 0 : i64
                %v281 = arith.cmpi eq, %v279, %v280 : i64
                %v282 = arith.constant 1 : i64
                %v283 = arith.select %v281, %v282, %v279 : i64
                %v284 = arith.divui %v278, %v283 : i64
                memref.store %v284, %l74[%k0] : memref<?xi64>
                %v285 = memref.load %l73[%k0] : memref<?xi64>
                %v286 = memref.load %l74[%k0] : memref<?xi64>
                %v287 = arith.addi %v285, %v286 : i64
                memref.store %v287, %l75[%k0] : memref<?xi64>
                %v288 = memref.load %l75[%k0] : memref<?xi64>
                %v289 = arith.constant 34 : i64
                %v290 = arith.muli %v288, %v289 : i64
                memref.store %v290, %l76[%k0] : memref<?xi64>
                %v291 = memref.load %l76[%k0] : memref<?xi64>
                %v292 = arith.constant 4 : i64
                %v293 = arith.constant 0 : i64
                %v294 = arith.cmpi eq, %v292, %v293 : i64
                %v295 = arith.constant 1 : i64
                %v296 = arith.select %v294, %v295, %v292 : i64
                %v297 = arith.divui %v291, %v296 : i64
                memref.store %v297, %l77[%k0] : memref<?xi64>
                %v298 = memref.load %l77[%k0] : memref<?xi64>
                %v299 = memref.load %l9[%k0] : memref<?xi64>
                %v300 = arith.cmpi ult, %v298, %v299 : i64
                memref.store %v300, %l78[%k0] : memref<?xi1>
                %v301 = memref.load %l78[%k0] : memref<?xi1>
                cf.cond_br %v301, ^bb16, ^bb17
              ^bb16:
                %v302 = memref.load %l77[%k0] : memref<?xi64>
                memref.store %v302, %l67[%k0] : memref<?xi64>
                cf.br ^bb17
              ^bb17:
                %v303 = memref.load %l76[%k0] : memref<?xi64>
                %v304 = arith.constant 4 : i64
                %v305 = arith.constant 0 : i64
                %v306 = arith.cmpi eq, %v304, %v305 : i64
                %v307 = arith.constant 1 : i64
                %v308 = arith.select %v306, %v307, %v304 : i64
                %v309 = arith.remui %v303, %v308 : i64
                memref.store %v309, %l79[%k0] : memref<?xi64>
                %v310 = memref.load %l79[%k0] : memref<?xi64>
                %v311 = arith.constant 8 : i64
                %v312 = arith.muli %v310, %v311 : i64
                memref.store %v312, %l80[%k0] : memref<?xi64>
                %v313 = arith.constant 16 : i64
                %v314 = memref.load %l80[%k0] : memref<?xi64>
                %v315 = arith.addi %v313, %v314 : i64
                memref.store %v315, %l68[%k0] : memref<?xi64>
                %v316 = memref.load %l76[%k0] : memref<?xi64>
                %v317 = arith.constant 4 : i64
                %v318 = arith.constant 0 : i64
                %v319 = arith.cmpi eq, %v317, %v318 : i64
                %v320 = arith.constant 1 : i64
                %v321 = arith.select %v319, %v320, %v317 : i64
                %v322 = arith.remui %v316, %v321 : i64
                memref.store %v322, %l81[%k0] : memref<?xi64>
                %v323 = memref.load %l81[%k0] : memref<?xi64>
                %v324 = arith.constant 8 : i64
                %v325 = arith.muli %v323, %v324 : i64
                memref.store %v325, %l82[%k0] : memref<?xi64>
                %v326 = memref.load %l82[%k0] : memref<?xi64>
                %v327 = arith.trunci %v326 : i64 to i32
                memref.store %v327, %l69[%k0] : memref<?xi32>
                cf.br ^bb18
              ^bb18:
                %v328 = arith.constant 0x00000000 : f32
                memref.store %v328, %l83[%k0] : memref<?xf32>
                %v329 = arith.constant 0x00000000 : f32
                memref.store %v329, %l84[%k0] : memref<?xf32>
                %v330 = arith.constant 0x00000000 : f32
                memref.store %v330, %l85[%k0] : memref<?xf32>
                %v331 = arith.constant 0x00000000 : f32
                memref.store %v331, %l86[%k0] : memref<?xf32>
                %v332 = memref.load %ls1[%lane] : memref<?xi64>
                %v333 = arith.constant 2 : i64
                %v334 = arith.constant 0 : i64
                %v335 = arith.cmpi eq, %v333, %v334 : i64
                %v336 = arith.constant 1 : i64
                %v337 = arith.select %v335, %v336, %v333 : i64
                %v338 = arith.divui %v332, %v337 : i64
                memref.store %v338, %l87[%k0] : memref<?xi64>
                %v339 = memref.load %l87[%k0] : memref<?xi64>
                %v340 = arith.constant 32 : i64
                %v341 = arith.muli %v339, %v340 : i64
                memref.store %v341, %l88[%k0] : memref<?xi64>
                cf.br ^bb19
              ^bb19:
                %v342 = memref.load %l88[%k0] : memref<?xi64>
                memref.store %v342, %l89[%k0] : memref<?xi64>
                %v343 = memref.load %l89[%k0] : memref<?xi64>
                %v344 = memref.load %l11[%k0] : memref<?xi64>
                %v345 = arith.cmpi uge, %v343, %v344 : i64
                memref.store %v345, %l90[%k0] : memref<?xi1>
                %v346 = memref.load %l90[%k0] : memref<?xi1>
                cf.cond_br %v346, ^bb85, ^bb20
              ^bb20:
                %v347 = memref.load %l89[%k0] : memref<?xi64>
                %v348 = arith.constant 512 : i64
                %v349 = arith.constant 0 : i64
                %v350 = arith.cmpi eq, %v348, %v349 : i64
                %v351 = arith.constant 1 : i64
                %v352 = arith.select %v350, %v351, %v348 : i64
                %v353 = arith.divui %v347, %v352 : i64
                memref.store %v353, %l91[%k0] : memref<?xi64>
                %v354 = memref.load %l91[%k0] : memref<?xi64>
                %v355 = arith.constant 136 : i64
                %v356 = arith.muli %v354, %v355 : i64
                memref.store %v356, %l92[%k0] : memref<?xi64>
                %v357 = arith.constant 16 : i64
                %v358 = memref.load %l2[%k0] : memref<?xi64>
                %v359 = arith.muli %v357, %v358 : i64
                memref.store %v359, %l93[%k0] : memref<?xi64>
                %v360 = memref.load %l89[%k0] : memref<?xi64>
                %v361 = memref.load %l93[%k0] : memref<?xi64>
                %v362 = arith.addi %v360, %v361 : i64
                memref.store %v362, %l94[%k0] : memref<?xi64>
                %v363 = memref.load %l94[%k0] : memref<?xi64>
                %v364 = arith.constant 1 : i64
                %v365 = arith.ori %v363, %v364 : i64
                memref.store %v365, %l95[%k0] : memref<?xi64>
                %v366 = memref.load %l94[%k0] : memref<?xi64>
                %v367 = arith.constant 2 : i64
                %v368 = arith.ori %v366, %v367 : i64
                memref.store %v368, %l96[%k0] : memref<?xi64>
                %v369 = memref.load %l94[%k0] : memref<?xi64>
                %v370 = arith.constant 3 : i64
                %v371 = arith.ori %v369, %v370 : i64
                memref.store %v371, %l97[%k0] : memref<?xi64>
                %v372 = memref.load %l94[%k0] : memref<?xi64>
                %v373 = arith.constant 4 : i64
                %v374 = arith.ori %v372, %v373 : i64
                memref.store %v374, %l98[%k0] : memref<?xi64>
                %v375 = memref.load %l94[%k0] : memref<?xi64>
                %v376 = arith.constant 5 : i64
                %v377 = arith.ori %v375, %v376 : i64
                memref.store %v377, %l99[%k0] : memref<?xi64>
                %v378 = memref.load %l94[%k0] : memref<?xi64>
                %v379 = arith.constant 6 : i64
                %v380 = arith.ori %v378, %v379 : i64
                memref.store %v380, %l100[%k0] : memref<?xi64>
                %v381 = memref.load %l94[%k0] : memref<?xi64>
                %v382 = arith.constant 7 : i64
                %v383 = arith.ori %v381, %v382 : i64
                memref.store %v383, %l101[%k0] : memref<?xi64>
                %v384 = memref.load %l94[%k0] : memref<?xi64>
                %v385 = arith.constant 8 : i64
                %v386 = arith.ori %v384, %v385 : i64
                memref.store %v386, %l102[%k0] : memref<?xi64>
                %v387 = memref.load %l94[%k0] : memref<?xi64>
                %v388 = arith.constant 9 : i64
                %v389 = arith.ori %v387, %v388 : i64
                memref.store %v389, %l103[%k0] : memref<?xi64>
                %v390 = memref.load %l94[%k0] : memref<?xi64>
                %v391 = arith.constant 10 : i64
                %v392 = arith.ori %v390, %v391 : i64
                memref.store %v392, %l104[%k0] : memref<?xi64>
                %v393 = memref.load %l94[%k0] : memref<?xi64>
                %v394 = arith.constant 11 : i64
                %v395 = arith.ori %v393, %v394 : i64
                memref.store %v395, %l105[%k0] : memref<?xi64>
                %v396 = memref.load %l94[%k0] : memref<?xi64>
                %v397 = arith.constant 12 : i64
                %v398 = arith.ori %v396, %v397 : i64
                memref.store %v398, %l106[%k0] : memref<?xi64>
                %v399 = memref.load %l94[%k0] : memref<?xi64>
                %v400 = arith.constant 13 : i64
                %v401 = arith.ori %v399, %v400 : i64
                memref.store %v401, %l107[%k0] : memref<?xi64>
                %v402 = memref.load %l94[%k0] : memref<?xi64>
                %v403 = arith.constant 14 : i64
                %v404 = arith.ori %v402, %v403 : i64
                memref.store %v404, %l108[%k0] : memref<?xi64>
                %v405 = memref.load %l94[%k0] : memref<?xi64>
                %v406 = arith.constant 15 : i64
                %v407 = arith.ori %v405, %v406 : i64
                memref.store %v407, %l109[%k0] : memref<?xi64>
                %v408 = memref.load %l109[%k0] : memref<?xi64>
                %v409 = memref.load %l8[%k0] : memref<?xi64>
                %v410 = arith.cmpi ult, %v408, %v409 : i64
                memref.store %v410, %l110[%k0] : memref<?xi1>
                %v411 = memref.load %l110[%k0] : memref<?xi1>
                cf.cond_br %v411, ^bb21, ^bb85
              ^bb21:
                %v412 = memref.load %l94[%k0] : memref<?xi64>
                %v413 = memref.load %l8[%k0] : memref<?xi64>
                %v414 = arith.cmpi ult, %v412, %v413 : i64
                memref.store %v414, %l111[%k0] : memref<?xi1>
                %v415 = memref.load %l111[%k0] : memref<?xi1>
                cf.cond_br %v415, ^bb22, ^bb85
              ^bb22:
                %v416 = memref.load %l95[%k0] : memref<?xi64>
                %v417 = memref.load %l8[%k0] : memref<?xi64>
                %v418 = arith.cmpi ult, %v416, %v417 : i64
                memref.store %v418, %l112[%k0] : memref<?xi1>
                %v419 = memref.load %l112[%k0] : memref<?xi1>
                cf.cond_br %v419, ^bb23, ^bb85
              ^bb23:
                %v420 = memref.load %l96[%k0] : memref<?xi64>
                %v421 = memref.load %l8[%k0] : memref<?xi64>
                %v422 = arith.cmpi ult, %v420, %v421 : i64
                memref.store %v422, %l113[%k0] : memref<?xi1>
                %v423 = memref.load %l113[%k0] : memref<?xi1>
                cf.cond_br %v423, ^bb24, ^bb85
              ^bb24:
                %v424 = memref.load %l97[%k0] : memref<?xi64>
                %v425 = memref.load %l8[%k0] : memref<?xi64>
                %v426 = arith.cmpi ult, %v424, %v425 : i64
                memref.store %v426, %l114[%k0] : memref<?xi1>
                %v427 = memref.load %l114[%k0] : memref<?xi1>
                cf.cond_br %v427, ^bb25, ^bb85
              ^bb25:
                %v428 = memref.load %l98[%k0] : memref<?xi64>
                %v429 = memref.load %l8[%k0] : memref<?xi64>
                %v430 = arith.cmpi ult, %v428, %v429 : i64
                memref.store %v430, %l115[%k0] : memref<?xi1>
                %v431 = memref.load %l115[%k0] : memref<?xi1>
                cf.cond_br %v431, ^bb26, ^bb85
              ^bb26:
                %v432 = memref.load %l99[%k0] : memref<?xi64>
                %v433 = memref.load %l8[%k0] : memref<?xi64>
                %v434 = arith.cmpi ult, %v432, %v433 : i64
                memref.store %v434, %l116[%k0] : memref<?xi1>
                %v435 = memref.load %l116[%k0] : memref<?xi1>
                cf.cond_br %v435, ^bb27, ^bb85
              ^bb27:
                %v436 = memref.load %l100[%k0] : memref<?xi64>
                %v437 = memref.load %l8[%k0] : memref<?xi64>
                %v438 = arith.cmpi ult, %v436, %v437 : i64
                memref.store %v438, %l117[%k0] : memref<?xi1>
                %v439 = memref.load %l117[%k0] : memref<?xi1>
                cf.cond_br %v439, ^bb28, ^bb85
              ^bb28:
                %v440 = memref.load %l101[%k0] : memref<?xi64>
                %v441 = memref.load %l8[%k0] : memref<?xi64>
                %v442 = arith.cmpi ult, %v440, %v441 : i64
                memref.store %v442, %l118[%k0] : memref<?xi1>
                %v443 = memref.load %l118[%k0] : memref<?xi1>
                cf.cond_br %v443, ^bb29, ^bb85
              ^bb29:
                %v444 = memref.load %l102[%k0] : memref<?xi64>
                %v445 = memref.load %l8[%k0] : memref<?xi64>
                %v446 = arith.cmpi ult, %v444, %v445 : i64
                memref.store %v446, %l119[%k0] : memref<?xi1>
                %v447 = memref.load %l119[%k0] : memref<?xi1>
                cf.cond_br %v447, ^bb30, ^bb85
              ^bb30:
                %v448 = memref.load %l103[%k0] : memref<?xi64>
                %v449 = memref.load %l8[%k0] : memref<?xi64>
                %v450 = arith.cmpi ult, %v448, %v449 : i64
                memref.store %v450, %l120[%k0] : memref<?xi1>
                %v451 = memref.load %l120[%k0] : memref<?xi1>
                cf.cond_br %v451, ^bb31, ^bb85
              ^bb31:
                %v452 = memref.load %l104[%k0] : memref<?xi64>
                %v453 = memref.load %l8[%k0] : memref<?xi64>
                %v454 = arith.cmpi ult, %v452, %v453 : i64
                memref.store %v454, %l121[%k0] : memref<?xi1>
                %v455 = memref.load %l121[%k0] : memref<?xi1>
                cf.cond_br %v455, ^bb32, ^bb85
              ^bb32:
                %v456 = memref.load %l105[%k0] : memref<?xi64>
                %v457 = memref.load %l8[%k0] : memref<?xi64>
                %v458 = arith.cmpi ult, %v456, %v457 : i64
                memref.store %v458, %l122[%k0] : memref<?xi1>
                %v459 = memref.load %l122[%k0] : memref<?xi1>
                cf.cond_br %v459, ^bb33, ^bb85
              ^bb33:
                %v460 = memref.load %l106[%k0] : memref<?xi64>
                %v461 = memref.load %l8[%k0] : memref<?xi64>
                %v462 = arith.cmpi ult, %v460, %v461 : i64
                memref.store %v462, %l123[%k0] : memref<?xi1>
                %v463 = memref.load %l123[%k0] : memref<?xi1>
                cf.cond_br %v463, ^bb34, ^bb85
              ^bb34:
                %v464 = memref.load %l107[%k0] : memref<?xi64>
                %v465 = memref.load %l8[%k0] : memref<?xi64>
                %v466 = arith.cmpi ult, %v464, %v465 : i64
                memref.store %v466, %l124[%k0] : memref<?xi1>
                %v467 = memref.load %l124[%k0] : memref<?xi1>
                cf.cond_br %v467, ^bb35, ^bb85
              ^bb35:
                %v468 = memref.load %l108[%k0] : memref<?xi64>
                %v469 = memref.load %l8[%k0] : memref<?xi64>
                %v470 = arith.cmpi ult, %v468, %v469 : i64
                memref.store %v470, %l125[%k0] : memref<?xi1>
                %v471 = memref.load %l125[%k0] : memref<?xi1>
                cf.cond_br %v471, ^bb36, ^bb85
              ^bb36:
                %v472 = memref.load %l94[%k0] : memref<?xi64>
                %v473 = arith.index_cast %v472 : i64 to index
                %v474 = memref.load %p1[%v473] : memref<?xf32>
                memref.store %v474, %l126[%k0] : memref<?xf32>
                %v475 = memref.load %l95[%k0] : memref<?xi64>
                %v476 = arith.index_cast %v475 : i64 to index
                %v477 = memref.load %p1[%v476] : memref<?xf32>
                memref.store %v477, %l127[%k0] : memref<?xf32>
                %v478 = memref.load %l96[%k0] : memref<?xi64>
                %v479 = arith.index_cast %v478 : i64 to index
                %v480 = memref.load %p1[%v479] : memref<?xf32>
                memref.store %v480, %l128[%k0] : memref<?xf32>
                %v481 = memref.load %l97[%k0] : memref<?xi64>
                %v482 = arith.index_cast %v481 : i64 to index
                %v483 = memref.load %p1[%v482] : memref<?xf32>
                memref.store %v483, %l129[%k0] : memref<?xf32>
                %v484 = memref.load %l98[%k0] : memref<?xi64>
                %v485 = arith.index_cast %v484 : i64 to index
                %v486 = memref.load %p1[%v485] : memref<?xf32>
                memref.store %v486, %l130[%k0] : memref<?xf32>
                %v487 = memref.load %l99[%k0] : memref<?xi64>
                %v488 = arith.index_cast %v487 : i64 to index
                %v489 = memref.load %p1[%v488] : memref<?xf32>
                memref.store %v489, %l131[%k0] : memref<?xf32>
                %v490 = memref.load %l100[%k0] : memref<?xi64>
                %v491 = arith.index_cast %v490 : i64 to index
                %v492 = memref.load %p1[%v491] : memref<?xf32>
                memref.store %v492, %l132[%k0] : memref<?xf32>
                %v493 = memref.load %l101[%k0] : memref<?xi64>
                %v494 = arith.index_cast %v493 : i64 to index
                %v495 = memref.load %p1[%v494] : memref<?xf32>
                memref.store %v495, %l133[%k0] : memref<?xf32>
                %v496 = memref.load %l102[%k0] : memref<?xi64>
                %v497 = arith.index_cast %v496 : i64 to index
                %v498 = memref.load %p1[%v497] : memref<?xf32>
                memref.store %v498, %l134[%k0] : memref<?xf32>
                %v499 = memref.load %l103[%k0] : memref<?xi64>
                %v500 = arith.index_cast %v499 : i64 to index
                %v501 = memref.load %p1[%v500] : memref<?xf32>
                memref.store %v501, %l135[%k0] : memref<?xf32>
                %v502 = memref.load %l104[%k0] : memref<?xi64>
                %v503 = arith.index_cast %v502 : i64 to index
                %v504 = memref.load %p1[%v503] : memref<?xf32>
                memref.store %v504, %l136[%k0] : memref<?xf32>
                %v505 = memref.load %l105[%k0] : memref<?xi64>
                %v506 = arith.index_cast %v505 : i64 to index
                %v507 = memref.load %p1[%v506] : memref<?xf32>
                memref.store %v507, %l137[%k0] : memref<?xf32>
                %v508 = memref.load %l106[%k0] : memref<?xi64>
                %v509 = arith.index_cast %v508 : i64 to index
                %v510 = memref.load %p1[%v509] : memref<?xf32>
                memref.store %v510, %l138[%k0] : memref<?xf32>
                %v511 = memref.load %l107[%k0] : memref<?xi64>
                %v512 = arith.index_cast %v511 : i64 to index
                %v513 = memref.load %p1[%v512] : memref<?xf32>
                memref.store %v513, %l139[%k0] : memref<?xf32>
                %v514 = memref.load %l108[%k0] : memref<?xi64>
                %v515 = arith.index_cast %v514 : i64 to index
                %v516 = memref.load %p1[%v515] : memref<?xf32>
                memref.store %v516, %l140[%k0] : memref<?xf32>
                %v517 = memref.load %l109[%k0] : memref<?xi64>
                %v518 = arith.index_cast %v517 : i64 to index
                %v519 = memref.load %p1[%v518] : memref<?xf32>
                memref.store %v519, %l141[%k0] : memref<?xf32>
                %v520 = memref.load %l19[%k0] : memref<?xi64>
                memref.store %v520, %l142[%k0] : memref<?xi64>
                %v521 = memref.load %l142[%k0] : memref<?xi64>
                %v522 = memref.load %l92[%k0] : memref<?xi64>
                %v523 = arith.addi %v521, %v522 : i64
                memref.store %v523, %l143[%k0] : memref<?xi64>
                %v524 = arith.constant 4 : i64
                %v525 = memref.load %l2[%k0] : memref<?xi64>
                %v526 = arith.muli %v524, %v525 : i64
                memref.store %v526, %l144[%k0] : memref<?xi64>
                %v527 = memref.load %l143[%k0] : memref<?xi64>
                %v528 = memref.load %l144[%k0] : memref<?xi64>
                %v529 = arith.addi %v527, %v528 : i64
                memref.store %v529, %l145[%k0] : memref<?xi64>
                %v530 = memref.load %l145[%k0] : memref<?xi64>
                %v531 = arith.constant 1 : i64
                %v532 = arith.addi %v530, %v531 : i64
                memref.store %v532, %l146[%k0] : memref<?xi64>
                %v533 = memref.load %l145[%k0] : memref<?xi64>
                %v534 = arith.constant 2 : i64
                %v535 = arith.addi %v533, %v534 : i64
                memref.store %v535, %l147[%k0] : memref<?xi64>
                %v536 = memref.load %l145[%k0] : memref<?xi64>
                %v537 = arith.constant 3 : i64
                %v538 = arith.addi %v536, %v537 : i64
                memref.store %v538, %l148[%k0] : memref<?xi64>
                %v539 = memref.load %l145[%k0] : memref<?xi64>
                %v540 = arith.constant 4 : i64
                %v541 = arith.addi %v539, %v540 : i64
                memref.store %v541, %l149[%k0] : memref<?xi64>
                %v542 = memref.load %l35[%k0] : memref<?xi64>
                memref.store %v542, %l150[%k0] : memref<?xi64>
                %v543 = memref.load %l150[%k0] : memref<?xi64>
                %v544 = memref.load %l92[%k0] : memref<?xi64>
                %v545 = arith.addi %v543, %v544 : i64
                memref.store %v545, %l151[%k0] : memref<?xi64>
                %v546 = arith.constant 4 : i64
                %v547 = memref.load %l2[%k0] : memref<?xi64>
                %v548 = arith.muli %v546, %v547 : i64
                memref.store %v548, %l152[%k0] : memref<?xi64>
                %v549 = memref.load %l151[%k0] : memref<?xi64>
                %v550 = memref.load %l152[%k0] : memref<?xi64>
                %v551 = arith.addi %v549, %v550 : i64
                memref.store %v551, %l153[%k0] : memref<?xi64>
                %v552 = memref.load %l153[%k0] : memref<?xi64>
                %v553 = arith.constant 1 : i64
                %v554 = arith.addi %v552, %v553 : i64
                memref.store %v554, %l154[%k0] : memref<?xi64>
                %v555 = memref.load %l153[%k0] : memref<?xi64>
                %v556 = arith.constant 2 : i64
                %v557 = arith.addi %v555, %v556 : i64
                memref.store %v557, %l155[%k0] : memref<?xi64>
                %v558 = memref.load %l153[%k0] : memref<?xi64>
                %v559 = arith.constant 3 : i64
                %v560 = arith.addi %v558, %v559 : i64
                memref.store %v560, %l156[%k0] : memref<?xi64>
                %v561 = memref.load %l153[%k0] : memref<?xi64>
                %v562 = arith.constant 4 : i64
                %v563 = arith.addi %v561, %v562 : i64
                memref.store %v563, %l157[%k0] : memref<?xi64>
                %v564 = memref.load %l51[%k0] : memref<?xi64>
                memref.store %v564, %l158[%k0] : memref<?xi64>
                %v565 = memref.load %l158[%k0] : memref<?xi64>
                %v566 = memref.load %l92[%k0] : memref<?xi64>
                %v567 = arith.addi %v565, %v566 : i64
                memref.store %v567, %l159[%k0] : memref<?xi64>
                %v568 = arith.constant 4 : i64
                %v569 = memref.load %l2[%k0] : memref<?xi64>
                %v570 = arith.muli %v568, %v569 : i64
                memref.store %v570, %l160[%k0] : memref<?xi64>
                %v571 = memref.load %l159[%k0] : memref<?xi64>
                %v572 = memref.load %l160[%k0] : memref<?xi64>
                %v573 = arith.addi %v571, %v572 : i64
                memref.store %v573, %l161[%k0] : memref<?xi64>
                %v574 = memref.load %l161[%k0] : memref<?xi64>
                %v575 = arith.constant 1 : i64
                %v576 = arith.addi %v574, %v575 : i64
                memref.store %v576, %l162[%k0] : memref<?xi64>
                %v577 = memref.load %l161[%k0] : memref<?xi64>
                %v578 = arith.constant 2 : i64
                %v579 = arith.addi %v577, %v578 : i64
                memref.store %v579, %l163[%k0] : memref<?xi64>
                %v580 = memref.load %l161[%k0] : memref<?xi64>
                %v581 = arith.constant 3 : i64
                %v582 = arith.addi %v580, %v581 : i64
                memref.store %v582, %l164[%k0] : memref<?xi64>
                %v583 = memref.load %l161[%k0] : memref<?xi64>
                %v584 = arith.constant 4 : i64
                %v585 = arith.addi %v583, %v584 : i64
                memref.store %v585, %l165[%k0] : memref<?xi64>
                %v586 = memref.load %l67[%k0] : memref<?xi64>
                memref.store %v586, %l166[%k0] : memref<?xi64>
                %v587 = memref.load %l166[%k0] : memref<?xi64>
                %v588 = memref.load %l92[%k0] : memref<?xi64>
                %v589 = arith.addi %v587, %v588 : i64
                memref.store %v589, %l167[%k0] : memref<?xi64>
                %v590 = arith.constant 4 : i64
                %v591 = memref.load %l2[%k0] : memref<?xi64>
                %v592 = arith.muli %v590, %v591 : i64
                memref.store %v592, %l168[%k0] : memref<?xi64>
                %v593 = memref.load %l167[%k0] : memref<?xi64>
                %v594 = memref.load %l168[%k0] : memref<?xi64>
                %v595 = arith.addi %v593, %v594 : i64
                memref.store %v595, %l169[%k0] : memref<?xi64>
                %v596 = memref.load %l169[%k0] : memref<?xi64>
                %v597 = arith.constant 1 : i64
                %v598 = arith.addi %v596, %v597 : i64
                memref.store %v598, %l170[%k0] : memref<?xi64>
                %v599 = memref.load %l169[%k0] : memref<?xi64>
                %v600 = arith.constant 2 : i64
                %v601 = arith.addi %v599, %v600 : i64
                memref.store %v601, %l171[%k0] : memref<?xi64>
                %v602 = memref.load %l169[%k0] : memref<?xi64>
                %v603 = arith.constant 3 : i64
                %v604 = arith.addi %v602, %v603 : i64
                memref.store %v604, %l172[%k0] : memref<?xi64>
                %v605 = memref.load %l169[%k0] : memref<?xi64>
                %v606 = arith.constant 4 : i64
                %v607 = arith.addi %v605, %v606 : i64
                memref.store %v607, %l173[%k0] : memref<?xi64>
                %v608 = memref.load %l149[%k0] : memref<?xi64>
                %v609 = memref.load %l9[%k0] : memref<?xi64>
                %v610 = arith.cmpi ult, %v608, %v609 : i64
                memref.store %v610, %l174[%k0] : memref<?xi1>
                %v611 = memref.load %l174[%k0] : memref<?xi1>
                cf.cond_br %v611, ^bb37, ^bb85
              ^bb37:
                %v612 = memref.load %l143[%k0] : memref<?xi64>
                %v613 = memref.load %l9[%k0] : memref<?xi64>
                %v614 = arith.cmpi ult, %v612, %v613 : i64
                memref.store %v614, %l175[%k0] : memref<?xi1>
                %v615 = memref.load %l175[%k0] : memref<?xi1>
                cf.cond_br %v615, ^bb38, ^bb85
              ^bb38:
                %v616 = memref.load %l145[%k0] : memref<?xi64>
                %v617 = memref.load %l9[%k0] : memref<?xi64>
                %v618 = arith.cmpi ult, %v616, %v617 : i64
                memref.store %v618, %l176[%k0] : memref<?xi1>
                %v619 = memref.load %l176[%k0] : memref<?xi1>
                cf.cond_br %v619, ^bb39, ^bb85
              ^bb39:
                %v620 = memref.load %l146[%k0] : memref<?xi64>
                %v621 = memref.load %l9[%k0] : memref<?xi64>
                %v622 = arith.cmpi ult, %v620, %v621 : i64
                memref.store %v622, %l177[%k0] : memref<?xi1>
                %v623 = memref.load %l177[%k0] : memref<?xi1>
                cf.cond_br %v623, ^bb40, ^bb85
              ^bb40:
                %v624 = memref.load %l147[%k0] : memref<?xi64>
                %v625 = memref.load %l9[%k0] : memref<?xi64>
                %v626 = arith.cmpi ult, %v624, %v625 : i64
                memref.store %v626, %l178[%k0] : memref<?xi1>
                %v627 = memref.load %l178[%k0] : memref<?xi1>
                cf.cond_br %v627, ^bb41, ^bb85
              ^bb41:
                %v628 = memref.load %l148[%k0] : memref<?xi64>
                %v629 = memref.load %l9[%k0] : memref<?xi64>
                %v630 = arith.cmpi ult, %v628, %v629 : i64
                memref.store %v630, %l179[%k0] : memref<?xi1>
                %v631 = memref.load %l179[%k0] : memref<?xi1>
                cf.cond_br %v631, ^bb42, ^bb85
              ^bb42:
                %v632 = memref.load %l157[%k0] : memref<?xi64>
                %v633 = memref.load %l9[%k0] : memref<?xi64>
                %v634 = arith.cmpi ult, %v632, %v633 : i64
                memref.store %v634, %l180[%k0] : memref<?xi1>
                %v635 = memref.load %l180[%k0] : memref<?xi1>
                cf.cond_br %v635, ^bb43, ^bb85
              ^bb43:
                %v636 = memref.load %l151[%k0] : memref<?xi64>
                %v637 = memref.load %l9[%k0] : memref<?xi64>
                %v638 = arith.cmpi ult, %v636, %v637 : i64
                memref.store %v638, %l181[%k0] : memref<?xi1>
                %v639 = memref.load %l181[%k0] : memref<?xi1>
                cf.cond_br %v639, ^bb44, ^bb85
              ^bb44:
                %v640 = memref.load %l153[%k0] : memref<?xi64>
                %v641 = memref.load %l9[%k0] : memref<?xi64>
                %v642 = arith.cmpi ult, %v640, %v641 : i64
                memref.store %v642, %l182[%k0] : memref<?xi1>
                %v643 = memref.load %l182[%k0] : memref<?xi1>
                cf.cond_br %v643, ^bb45, ^bb85
              ^bb45:
                %v644 = memref.load %l154[%k0] : memref<?xi64>
                %v645 = memref.load %l9[%k0] : memref<?xi64>
                %v646 = arith.cmpi ult, %v644, %v645 : i64
                memref.store %v646, %l183[%k0] : memref<?xi1>
                %v647 = memref.load %l183[%k0] : memref<?xi1>
                cf.cond_br %v647, ^bb46, ^bb85
              ^bb46:
                %v648 = memref.load %l155[%k0] : memref<?xi64>
                %v649 = memref.load %l9[%k0] : memref<?xi64>
                %v650 = arith.cmpi ult, %v648, %v649 : i64
                memref.store %v650, %l184[%k0] : memref<?xi1>
                %v651 = memref.load %l184[%k0] : memref<?xi1>
                cf.cond_br %v651, ^bb47, ^bb85
              ^bb47:
                %v652 = memref.load %l156[%k0] : memref<?xi64>
                %v653 = memref.load %l9[%k0] : memref<?xi64>
                %v654 = arith.cmpi ult, %v652, %v653 : i64
                memref.store %v654, %l185[%k0] : memref<?xi1>
                %v655 = memref.load %l185[%k0] : memref<?xi1>
                cf.cond_br %v655, ^bb48, ^bb85
              ^bb48:
                %v656 = memref.load %l165[%k0] : memref<?xi64>
                %v657 = memref.load %l9[%k0] : memref<?xi64>
                %v658 = arith.cmpi ult, %v656, %v657 : i64
                memref.store %v658, %l186[%k0] : memref<?xi1>
                %v659 = memref.load %l186[%k0] : memref<?xi1>
                cf.cond_br %v659, ^bb49, ^bb85
              ^bb49:
                %v660 = memref.load %l159[%k0] : memref<?xi64>
                %v661 = memref.load %l9[%k0] : memref<?xi64>
                %v662 = arith.cmpi ult, %v660, %v661 : i64
                memref.store %v662, %l187[%k0] : memref<?xi1>
                %v663 = memref.load %l187[%k0] : memref<?xi1>
                cf.cond_br %v663, ^bb50, ^bb85
              ^bb50:
                %v664 = memref.load %l161[%k0] : memref<?xi64>
                %v665 = memref.load %l9[%k0] : memref<?xi64>
                %v666 = arith.cmpi ult, %v664, %v665 : i64
                memref.store %v666, %l188[%k0] : memref<?xi1>
                %v667 = memref.load %l188[%k0] : memref<?xi1>
                cf.cond_br %v667, ^bb51, ^bb85
              ^bb51:
                %v668 = memref.load %l162[%k0] : memref<?xi64>
                %v669 = memref.load %l9[%k0] : memref<?xi64>
                %v670 = arith.cmpi ult, %v668, %v669 : i64
                memref.store %v670, %l189[%k0] : memref<?xi1>
                %v671 = memref.load %l189[%k0] : memref<?xi1>
                cf.cond_br %v671, ^bb52, ^bb85
              ^bb52:
                %v672 = memref.load %l163[%k0] : memref<?xi64>
                %v673 = memref.load %l9[%k0] : memref<?xi64>
                %v674 = arith.cmpi ult, %v672, %v673 : i64
                memref.store %v674, %l190[%k0] : memref<?xi1>
                %v675 = memref.load %l190[%k0] : memref<?xi1>
                cf.cond_br %v675, ^bb53, ^bb85
              ^bb53:
                %v676 = memref.load %l164[%k0] : memref<?xi64>
                %v677 = memref.load %l9[%k0] : memref<?xi64>
                %v678 = arith.cmpi ult, %v676, %v677 : i64
                memref.store %v678, %l191[%k0] : memref<?xi1>
                %v679 = memref.load %l191[%k0] : memref<?xi1>
                cf.cond_br %v679, ^bb54, ^bb85
              ^bb54:
                %v680 = memref.load %l173[%k0] : memref<?xi64>
                %v681 = memref.load %l9[%k0] : memref<?xi64>
                %v682 = arith.cmpi ult, %v680, %v681 : i64
                memref.store %v682, %l192[%k0] : memref<?xi1>
                %v683 = memref.load %l192[%k0] : memref<?xi1>
                cf.cond_br %v683, ^bb55, ^bb85
              ^bb55:
                %v684 = memref.load %l167[%k0] : memref<?xi64>
                %v685 = memref.load %l9[%k0] : memref<?xi64>
                %v686 = arith.cmpi ult, %v684, %v685 : i64
                memref.store %v686, %l193[%k0] : memref<?xi1>
                %v687 = memref.load %l193[%k0] : memref<?xi1>
                cf.cond_br %v687, ^bb56, ^bb85
              ^bb56:
                %v688 = memref.load %l169[%k0] : memref<?xi64>
                %v689 = memref.load %l9[%k0] : memref<?xi64>
                %v690 = arith.cmpi ult, %v688, %v689 : i64
                memref.store %v690, %l194[%k0] : memref<?xi1>
                %v691 = memref.load %l194[%k0] : memref<?xi1>
                cf.cond_br %v691, ^bb57, ^bb85
              ^bb57:
                %v692 = memref.load %l170[%k0] : memref<?xi64>
                %v693 = memref.load %l9[%k0] : memref<?xi64>
                %v694 = arith.cmpi ult, %v692, %v693 : i64
                memref.store %v694, %l195[%k0] : memref<?xi1>
                %v695 = memref.load %l195[%k0] : memref<?xi1>
                cf.cond_br %v695, ^bb58, ^bb85
              ^bb58:
                %v696 = memref.load %l171[%k0] : memref<?xi64>
                %v697 = memref.load %l9[%k0] : memref<?xi64>
                %v698 = arith.cmpi ult, %v696, %v697 : i64
                memref.store %v698, %l196[%k0] : memref<?xi1>
                %v699 = memref.load %l196[%k0] : memref<?xi1>
                cf.cond_br %v699, ^bb59, ^bb85
              ^bb59:
                %v700 = memref.load %l172[%k0] : memref<?xi64>
                %v701 = memref.load %l9[%k0] : memref<?xi64>
                %v702 = arith.cmpi ult, %v700, %v701 : i64
                memref.store %v702, %l197[%k0] : memref<?xi1>
                %v703 = memref.load %l197[%k0] : memref<?xi1>
                cf.cond_br %v703, ^bb60, ^bb85
              ^bb60:
                %v704 = memref.load %l143[%k0] : memref<?xi64>
                %v705 = arith.index_cast %v704 : i64 to index
                %v706 = memref.load %p0[%v705] : memref<?xi32>
                memref.store %v706, %l198[%k0] : memref<?xi32>
                %v707 = memref.load %l145[%k0] : memref<?xi64>
                %v708 = arith.index_cast %v707 : i64 to index
                %v709 = memref.load %p0[%v708] : memref<?xi32>
                memref.store %v709, %l199[%k0] : memref<?xi32>
                %v710 = memref.load %l146[%k0] : memref<?xi64>
                %v711 = arith.index_cast %v710 : i64 to index
                %v712 = memref.load %p0[%v711] : memref<?xi32>
                memref.store %v712, %l200[%k0] : memref<?xi32>
                %v713 = memref.load %l147[%k0] : memref<?xi64>
                %v714 = arith.index_cast %v713 : i64 to index
                %v715 = memref.load %p0[%v714] : memref<?xi32>
                memref.store %v715, %l201[%k0] : memref<?xi32>
                %v716 = memref.load %l148[%k0] : memref<?xi64>
                %v717 = arith.index_cast %v716 : i64 to index
                %v718 = memref.load %p0[%v717] : memref<?xi32>
                memref.store %v718, %l202[%k0] : memref<?xi32>
                %v719 = memref.load %l149[%k0] : memref<?xi64>
                %v720 = arith.index_cast %v719 : i64 to index
                %v721 = memref.load %p0[%v720] : memref<?xi32>
                memref.store %v721, %l203[%k0] : memref<?xi32>
                %v722 = memref.load %l151[%k0] : memref<?xi64>
                %v723 = arith.index_cast %v722 : i64 to index
                %v724 = memref.load %p0[%v723] : memref<?xi32>
                memref.store %v724, %l204[%k0] : memref<?xi32>
                %v725 = memref.load %l153[%k0] : memref<?xi64>
                %v726 = arith.index_cast %v725 : i64 to index
                %v727 = memref.load %p0[%v726] : memref<?xi32>
                memref.store %v727, %l205[%k0] : memref<?xi32>
                %v728 = memref.load %l154[%k0] : memref<?xi64>
                %v729 = arith.index_cast %v728 : i64 to index
                %v730 = memref.load %p0[%v729] : memref<?xi32>
                memref.store %v730, %l206[%k0] : memref<?xi32>
                %v731 = memref.load %l155[%k0] : memref<?xi64>
                %v732 = arith.index_cast %v731 : i64 to index
                %v733 = memref.load %p0[%v732] : memref<?xi32>
                memref.store %v733, %l207[%k0] : memref<?xi32>
                %v734 = memref.load %l156[%k0] : memref<?xi64>
                %v735 = arith.index_cast %v734 : i64 to index
                %v736 = memref.load %p0[%v735] : memref<?xi32>
                memref.store %v736, %l208[%k0] : memref<?xi32>
                %v737 = memref.load %l157[%k0] : memref<?xi64>
                %v738 = arith.index_cast %v737 : i64 to index
                %v739 = memref.load %p0[%v738] : memref<?xi32>
                memref.store %v739, %l209[%k0] : memref<?xi32>
                %v740 = memref.load %l159[%k0] : memref<?xi64>
                %v741 = arith.index_cast %v740 : i64 to index
                %v742 = memref.load %p0[%v741] : memref<?xi32>
                memref.store %v742, %l210[%k0] : memref<?xi32>
                %v743 = memref.load %l161[%k0] : memref<?xi64>
                %v744 = arith.index_cast %v743 : i64 to index
                %v745 = memref.load %p0[%v744] : memref<?xi32>
                memref.store %v745, %l211[%k0] : memref<?xi32>
                %v746 = memref.load %l162[%k0] : memref<?xi64>
                %v747 = arith.index_cast %v746 : i64 to index
                %v748 = memref.load %p0[%v747] : memref<?xi32>
                memref.store %v748, %l212[%k0] : memref<?xi32>
                %v749 = memref.load %l163[%k0] : memref<?xi64>
                %v750 = arith.index_cast %v749 : i64 to index
                %v751 = memref.load %p0[%v750] : memref<?xi32>
                memref.store %v751, %l213[%k0] : memref<?xi32>
                %v752 = memref.load %l164[%k0] : memref<?xi64>
                %v753 = arith.index_cast %v752 : i64 to index
                %v754 = memref.load %p0[%v753] : memref<?xi32>
                memref.store %v754, %l214[%k0] : memref<?xi32>
                %v755 = memref.load %l165[%k0] : memref<?xi64>
                %v756 = arith.index_cast %v755 : i64 to index
                %v757 = memref.load %p0[%v756] : memref<?xi32>
                memref.store %v757, %l215[%k0] : memref<?xi32>
                %v758 = memref.load %l167[%k0] : memref<?xi64>
                %v759 = arith.index_cast %v758 : i64 to index
                %v760 = memref.load %p0[%v759] : memref<?xi32>
                memref.store %v760, %l216[%k0] : memref<?xi32>
                %v761 = memref.load %l169[%k0] : memref<?xi64>
                %v762 = arith.index_cast %v761 : i64 to index
                %v763 = memref.load %p0[%v762] : memref<?xi32>
                memref.store %v763, %l217[%k0] : memref<?xi32>
                %v764 = memref.load %l170[%k0] : memref<?xi64>
                %v765 = arith.index_cast %v764 : i64 to index
                %v766 = memref.load %p0[%v765] : memref<?xi32>
                memref.store %v766, %l218[%k0] : memref<?xi32>
                %v767 = memref.load %l171[%k0] : memref<?xi64>
                %v768 = arith.index_cast %v767 : i64 to index
                %v769 = memref.load %p0[%v768] : memref<?xi32>
                memref.store %v769, %l219[%k0] : memref<?xi32>
                %v770 = memref.load %l172[%k0] : memref<?xi64>
                %v771 = arith.index_cast %v770 : i64 to index
                %v772 = memref.load %p0[%v771] : memref<?xi32>
                memref.store %v772, %l220[%k0] : memref<?xi32>
                %v773 = memref.load %l173[%k0] : memref<?xi64>
                %v774 = arith.index_cast %v773 : i64 to index
                %v775 = memref.load %p0[%v774] : memref<?xi32>
                memref.store %v775, %l221[%k0] : memref<?xi32>
                %v776 = memref.load %l83[%k0] : memref<?xf32>
                memref.store %v776, %l222[%k0] : memref<?xf32>
                %v777 = memref.load %l200[%k0] : memref<?xi32>
                %v778 = arith.extui %v777 : i32 to i64
                memref.store %v778, %l223[%k0] : memref<?xi64>
                %v779 = arith.constant 32 : i32
                %v780 = arith.extsi %v779 : i32 to i64
                memref.store %v780, %l224[%k0] : memref<?xi64>
                %v781 = memref.load %l223[%k0] : memref<?xi64>
                %v782 = memref.load %l224[%k0] : memref<?xi64>
                %v783 = arith.constant 63 : i64
                %v784 = arith.andi %v782, %v783 : i64
                %v785 = arith.shli %v781, %v784 : i64
                memref.store %v785, %l225[%k0] : memref<?xi64>
                %v786 = memref.load %l199[%k0] : memref<?xi32>
                %v787 = arith.extui %v786 : i32 to i64
                memref.store %v787, %l226[%k0] : memref<?xi64>
                %v788 = memref.load %l225[%k0] : memref<?xi64>
                %v789 = memref.load %l226[%k0] : memref<?xi64>
                %v790 = arith.ori %v788, %v789 : i64
                memref.store %v790, %l227[%k0] : memref<?xi64>
                %v791 = memref.load %l20[%k0] : memref<?xi64>
                memref.store %v791, %l228[%k0] : memref<?xi64>
                %v792 = memref.load %l227[%k0] : memref<?xi64>
                %v793 = memref.load %l228[%k0] : memref<?xi64>
                %v794 = arith.constant 63 : i64
                %v795 = arith.andi %v793, %v794 : i64
                %v796 = arith.shrui %v792, %v795 : i64
                memref.store %v796, %l229[%k0] : memref<?xi64>
                %v797 = memref.load %l229[%k0] : memref<?xi64>
                %v798 = arith.trunci %v797 : i64 to i32
                memref.store %v798, %l230[%k0] : memref<?xi32>
                %v799 = memref.load %l201[%k0] : memref<?xi32>
                %v800 = arith.extui %v799 : i32 to i64
                memref.store %v800, %l231[%k0] : memref<?xi64>
                %v801 = arith.constant 32 : i32
                %v802 = arith.extsi %v801 : i32 to i64
                memref.store %v802, %l232[%k0] : memref<?xi64>
                %v803 = memref.load %l231[%k0] : memref<?xi64>
                %v804 = memref.load %l232[%k0] : memref<?xi64>
                %v805 = arith.constant 63 : i64
                %v806 = arith.andi %v804, %v805 : i64
                %v807 = arith.shli %v803, %v806 : i64
                memref.store %v807, %l233[%k0] : memref<?xi64>
                %v808 = memref.load %l200[%k0] : memref<?xi32>
                %v809 = arith.extui %v808 : i32 to i64
                memref.store %v809, %l234[%k0] : memref<?xi64>
                %v810 = memref.load %l233[%k0] : memref<?xi64>
                %v811 = memref.load %l234[%k0] : memref<?xi64>
                %v812 = arith.ori %v810, %v811 : i64
                memref.store %v812, %l235[%k0] : memref<?xi64>
                %v813 = memref.load %l20[%k0] : memref<?xi64>
                memref.store %v813, %l236[%k0] : memref<?xi64>
                %v814 = memref.load %l235[%k0] : memref<?xi64>
                %v815 = memref.load %l236[%k0] : memref<?xi64>
                %v816 = arith.constant 63 : i64
                %v817 = arith.andi %v815, %v816 : i64
                %v818 = arith.shrui %v814, %v817 : i64
                memref.store %v818, %l237[%k0] : memref<?xi64>
                %v819 = memref.load %l237[%k0] : memref<?xi64>
                %v820 = arith.trunci %v819 : i64 to i32
                memref.store %v820, %l238[%k0] : memref<?xi32>
                %v821 = memref.load %l202[%k0] : memref<?xi32>
                %v822 = arith.extui %v821 : i32 to i64
                memref.store %v822, %l239[%k0] : memref<?xi64>
                %v823 = arith.constant 32 : i32
                %v824 = arith.extsi %v823 : i32 to i64
                memref.store %v824, %l240[%k0] : memref<?xi64>
                %v825 = memref.load %l239[%k0] : memref<?xi64>
                %v826 = memref.load %l240[%k0] : memref<?xi64>
                %v827 = arith.constant 63 : i64
                %v828 = arith.andi %v826, %v827 : i64
                %v829 = arith.shli %v825, %v828 : i64
                memref.store %v829, %l241[%k0] : memref<?xi64>
                %v830 = memref.load %l201[%k0] : memref<?xi32>
                %v831 = arith.extui %v830 : i32 to i64
                memref.store %v831, %l242[%k0] : memref<?xi64>
                %v832 = memref.load %l241[%k0] : memref<?xi64>
                %v833 = memref.load %l242[%k0] : memref<?xi64>
                %v834 = arith.ori %v832, %v833 : i64
                memref.store %v834, %l243[%k0] : memref<?xi64>
                %v835 = memref.load %l20[%k0] : memref<?xi64>
                memref.store %v835, %l244[%k0] : memref<?xi64>
                %v836 = memref.load %l243[%k0] : memref<?xi64>
                %v837 = memref.load %l244[%k0] : memref<?xi64>
                %v838 = arith.constant 63 : i64
                %v839 = arith.andi %v837, %v838 : i64
                %v840 = arith.shrui %v836, %v839 : i64
                memref.store %v840, %l245[%k0] : memref<?xi64>
                %v841 = memref.load %l245[%k0] : memref<?xi64>
                %v842 = arith.trunci %v841 : i64 to i32
                memref.store %v842, %l246[%k0] : memref<?xi32>
                %v843 = memref.load %l203[%k0] : memref<?xi32>
                %v844 = arith.extui %v843 : i32 to i64
                memref.store %v844, %l247[%k0] : memref<?xi64>
                %v845 = arith.constant 32 : i32
                %v846 = arith.extsi %v845 : i32 to i64
                memref.store %v846, %l248[%k0] : memref<?xi64>
                %v847 = memref.load %l247[%k0] : memref<?xi64>
                %v848 = memref.load %l248[%k0] : memref<?xi64>
                %v849 = arith.constant 63 : i64
                %v850 = arith.andi %v848, %v849 : i64
                %v851 = arith.shli %v847, %v850 : i64
                memref.store %v851, %l249[%k0] : memref<?xi64>
                %v852 = memref.load %l202[%k0] : memref<?xi32>
                %v853 = arith.extui %v852 : i32 to i64
                memref.store %v853, %l250[%k0] : memref<?xi64>
                %v854 = memref.load %l249[%k0] : memref<?xi64>
                %v855 = memref.load %l250[%k0] : memref<?xi64>
                %v856 = arith.ori %v854, %v855 : i64
                memref.store %v856, %l251[%k0] : memref<?xi64>
                %v857 = memref.load %l20[%k0] : memref<?xi64>
                memref.store %v857, %l252[%k0] : memref<?xi64>
                %v858 = memref.load %l251[%k0] : memref<?xi64>
                %v859 = memref.load %l252[%k0] : memref<?xi64>
                %v860 = arith.constant 63 : i64
                %v861 = arith.andi %v859, %v860 : i64
                %v862 = arith.shrui %v858, %v861 : i64
                memref.store %v862, %l253[%k0] : memref<?xi64>
                %v863 = memref.load %l253[%k0] : memref<?xi64>
                %v864 = arith.trunci %v863 : i64 to i32
                memref.store %v864, %l254[%k0] : memref<?xi32>
                %v865 = memref.load %l230[%k0] : memref<?xi32>
                %v866 = arith.constant 255 : i32
                %v867 = arith.andi %v865, %v866 : i32
                memref.store %v867, %l255[%k0] : memref<?xi32>
                %v868 = memref.load %l255[%k0] : memref<?xi32>
                %v869 = memref.load %l17[%k0] : memref<?xi32>
                %v870 = arith.xori %v868, %v869 : i32
                memref.store %v870, %l256[%k0] : memref<?xi32>
                %v871 = memref.load %l256[%k0] : memref<?xi32>
                %v872 = arith.bitcast %v871 : i32 to f32
                memref.store %v872, %l257[%k0] : memref<?xf32>
                %v873 = memref.load %l257[%k0] : memref<?xf32>
                %v874 = arith.constant 0x4B000080 : f32
                %v875 = arith.subf %v873, %v874 : f32
                memref.store %v875, %l258[%k0] : memref<?xf32>
                %v876 = memref.load %l258[%k0] : memref<?xf32>
                %v877 = memref.load %l126[%k0] : memref<?xf32>
                %v878 = arith.mulf %v876, %v877 : f32
                memref.store %v878, %l259[%k0] : memref<?xf32>
                %v879 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v879, %l260[%k0] : memref<?xf32>
                %v880 = memref.load %l230[%k0] : memref<?xi32>
                %v881 = arith.constant 65280 : i32
                %v882 = arith.andi %v880, %v881 : i32
                memref.store %v882, %l261[%k0] : memref<?xi32>
                %v883 = memref.load %l261[%k0] : memref<?xi32>
                %v884 = memref.load %l18[%k0] : memref<?xi32>
                %v885 = arith.xori %v883, %v884 : i32
                memref.store %v885, %l262[%k0] : memref<?xi32>
                %v886 = memref.load %l262[%k0] : memref<?xi32>
                %v887 = arith.bitcast %v886 : i32 to f32
                memref.store %v887, %l263[%k0] : memref<?xf32>
                %v888 = memref.load %l263[%k0] : memref<?xf32>
                %v889 = arith.constant 0x47008000 : f32
                %v890 = arith.subf %v888, %v889 : f32
                memref.store %v890, %l264[%k0] : memref<?xf32>
                %v891 = memref.load %l264[%k0] : memref<?xf32>
                %v892 = memref.load %l127[%k0] : memref<?xf32>
                %v893 = arith.mulf %v891, %v892 : f32
                memref.store %v893, %l265[%k0] : memref<?xf32>
                %v894 = memref.load %l260[%k0] : memref<?xf32>
                %v895 = memref.load %l265[%k0] : memref<?xf32>
                %v896 = arith.addf %v894, %v895 : f32
                memref.store %v896, %l259[%k0] : memref<?xf32>
                %v897 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v897, %l266[%k0] : memref<?xf32>
                %v898 = arith.constant 8 : i32
                memref.store %v898, %l267[%k0] : memref<?xi32>
                %v899 = memref.load %l230[%k0] : memref<?xi32>
                %v900 = memref.load %l267[%k0] : memref<?xi32>
                %v901 = arith.constant 31 : i32
                %v902 = arith.andi %v900, %v901 : i32
                %v903 = arith.shrui %v899, %v902 : i32
                memref.store %v903, %l268[%k0] : memref<?xi32>
                %v904 = memref.load %l268[%k0] : memref<?xi32>
                %v905 = arith.constant 65280 : i32
                %v906 = arith.andi %v904, %v905 : i32
                memref.store %v906, %l269[%k0] : memref<?xi32>
                %v907 = memref.load %l269[%k0] : memref<?xi32>
                %v908 = memref.load %l18[%k0] : memref<?xi32>
                %v909 = arith.xori %v907, %v908 : i32
                memref.store %v909, %l270[%k0] : memref<?xi32>
                %v910 = memref.load %l270[%k0] : memref<?xi32>
                %v911 = arith.bitcast %v910 : i32 to f32
                memref.store %v911, %l271[%k0] : memref<?xf32>
                %v912 = memref.load %l271[%k0] : memref<?xf32>
                %v913 = arith.constant 0x47008000 : f32
                %v914 = arith.subf %v912, %v913 : f32
                memref.store %v914, %l272[%k0] : memref<?xf32>
                %v915 = memref.load %l272[%k0] : memref<?xf32>
                %v916 = memref.load %l128[%k0] : memref<?xf32>
                %v917 = arith.mulf %v915, %v916 : f32
                memref.store %v917, %l273[%k0] : memref<?xf32>
                %v918 = memref.load %l266[%k0] : memref<?xf32>
                %v919 = memref.load %l273[%k0] : memref<?xf32>
                %v920 = arith.addf %v918, %v919 : f32
                memref.store %v920, %l259[%k0] : memref<?xf32>
                %v921 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v921, %l274[%k0] : memref<?xf32>
                %v922 = memref.load %l230[%k0] : memref<?xi32>
                memref.store %v922, %l275[%k0] : memref<?xi32>
                %v923 = memref.load %l275[%k0] : memref<?xi32>
                %v924 = arith.constant 24 : i32
                %v925 = arith.constant 31 : i32
                %v926 = arith.andi %v924, %v925 : i32
                %v927 = arith.shrsi %v923, %v926 : i32
                memref.store %v927, %l276[%k0] : memref<?xi32>
                %v928 = memref.load %l276[%k0] : memref<?xi32>
                %v929 = arith.constant 1258291328 : i32
                %v930 = arith.addi %v928, %v929 : i32
                memref.store %v930, %l277[%k0] : memref<?xi32>
                %v931 = memref.load %l277[%k0] : memref<?xi32>
                memref.store %v931, %l278[%k0] : memref<?xi32>
                %v932 = memref.load %l278[%k0] : memref<?xi32>
                %v933 = arith.bitcast %v932 : i32 to f32
                memref.store %v933, %l279[%k0] : memref<?xf32>
                %v934 = memref.load %l279[%k0] : memref<?xf32>
                %v935 = arith.constant 0x4B000080 : f32
                %v936 = arith.subf %v934, %v935 : f32
                memref.store %v936, %l280[%k0] : memref<?xf32>
                %v937 = memref.load %l280[%k0] : memref<?xf32>
                %v938 = memref.load %l129[%k0] : memref<?xf32>
                %v939 = arith.mulf %v937, %v938 : f32
                memref.store %v939, %l281[%k0] : memref<?xf32>
                %v940 = memref.load %l274[%k0] : memref<?xf32>
                %v941 = memref.load %l281[%k0] : memref<?xf32>
                %v942 = arith.addf %v940, %v941 : f32
                memref.store %v942, %l259[%k0] : memref<?xf32>
                %v943 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v943, %l282[%k0] : memref<?xf32>
                %v944 = memref.load %l238[%k0] : memref<?xi32>
                %v945 = arith.constant 255 : i32
                %v946 = arith.andi %v944, %v945 : i32
                memref.store %v946, %l283[%k0] : memref<?xi32>
                %v947 = memref.load %l283[%k0] : memref<?xi32>
                %v948 = memref.load %l17[%k0] : memref<?xi32>
                %v949 = arith.xori %v947, %v948 : i32
                memref.store %v949, %l284[%k0] : memref<?xi32>
                %v950 = memref.load %l284[%k0] : memref<?xi32>
                %v951 = arith.bitcast %v950 : i32 to f32
                memref.store %v951, %l285[%k0] : memref<?xf32>
                %v952 = memref.load %l285[%k0] : memref<?xf32>
                %v953 = arith.constant 0x4B000080 : f32
                %v954 = arith.subf %v952, %v953 : f32
                memref.store %v954, %l286[%k0] : memref<?xf32>
                %v955 = memref.load %l286[%k0] : memref<?xf32>
                %v956 = memref.load %l130[%k0] : memref<?xf32>
                %v957 = arith.mulf %v955, %v956 : f32
                memref.store %v957, %l287[%k0] : memref<?xf32>
                %v958 = memref.load %l282[%k0] : memref<?xf32>
                %v959 = memref.load %l287[%k0] : memref<?xf32>
                %v960 = arith.addf %v958, %v959 : f32
                memref.store %v960, %l259[%k0] : memref<?xf32>
                %v961 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v961, %l288[%k0] : memref<?xf32>
                %v962 = memref.load %l238[%k0] : memref<?xi32>
                %v963 = arith.constant 65280 : i32
                %v964 = arith.andi %v962, %v963 : i32
                memref.store %v964, %l289[%k0] : memref<?xi32>
                %v965 = memref.load %l289[%k0] : memref<?xi32>
                %v966 = memref.load %l18[%k0] : memref<?xi32>
                %v967 = arith.xori %v965, %v966 : i32
                memref.store %v967, %l290[%k0] : memref<?xi32>
                %v968 = memref.load %l290[%k0] : memref<?xi32>
                %v969 = arith.bitcast %v968 : i32 to f32
                memref.store %v969, %l291[%k0] : memref<?xf32>
                %v970 = memref.load %l291[%k0] : memref<?xf32>
                %v971 = arith.constant 0x47008000 : f32
                %v972 = arith.subf %v970, %v971 : f32
                memref.store %v972, %l292[%k0] : memref<?xf32>
                %v973 = memref.load %l292[%k0] : memref<?xf32>
                %v974 = memref.load %l131[%k0] : memref<?xf32>
                %v975 = arith.mulf %v973, %v974 : f32
                memref.store %v975, %l293[%k0] : memref<?xf32>
                %v976 = memref.load %l288[%k0] : memref<?xf32>
                %v977 = memref.load %l293[%k0] : memref<?xf32>
                %v978 = arith.addf %v976, %v977 : f32
                memref.store %v978, %l259[%k0] : memref<?xf32>
                %v979 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v979, %l294[%k0] : memref<?xf32>
                %v980 = arith.constant 8 : i32
                memref.store %v980, %l295[%k0] : memref<?xi32>
                %v981 = memref.load %l238[%k0] : memref<?xi32>
                %v982 = memref.load %l295[%k0] : memref<?xi32>
                %v983 = arith.constant 31 : i32
                %v984 = arith.andi %v982, %v983 : i32
                %v985 = arith.shrui %v981, %v984 : i32
                memref.store %v985, %l296[%k0] : memref<?xi32>
                %v986 = memref.load %l296[%k0] : memref<?xi32>
                %v987 = arith.constant 65280 : i32
                %v988 = arith.andi %v986, %v987 : i32
                memref.store %v988, %l297[%k0] : memref<?xi32>
                %v989 = memref.load %l297[%k0] : memref<?xi32>
                %v990 = memref.load %l18[%k0] : memref<?xi32>
                %v991 = arith.xori %v989, %v990 : i32
                memref.store %v991, %l298[%k0] : memref<?xi32>
                %v992 = memref.load %l298[%k0] : memref<?xi32>
                %v993 = arith.bitcast %v992 : i32 to f32
                memref.store %v993, %l299[%k0] : memref<?xf32>
                %v994 = memref.load %l299[%k0] : memref<?xf32>
                %v995 = arith.constant 0x47008000 : f32
                %v996 = arith.subf %v994, %v995 : f32
                memref.store %v996, %l300[%k0] : memref<?xf32>
                %v997 = memref.load %l300[%k0] : memref<?xf32>
                %v998 = memref.load %l132[%k0] : memref<?xf32>
                %v999 = arith.mulf %v997, %v998 : f32
                memref.store %v999, %l301[%k0] : memref<?xf32>
                %v1000 = memref.load %l294[%k0] : memref<?xf32>
                %v1001 = memref.load %l301[%k0] : memref<?xf32>
                %v1002 = arith.addf %v1000, %v1001 : f32
                memref.store %v1002, %l259[%k0] : memref<?xf32>
                %v1003 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v1003, %l302[%k0] : memref<?xf32>
                %v1004 = memref.load %l238[%k0] : memref<?xi32>
                memref.store %v1004, %l303[%k0] : memref<?xi32>
                %v1005 = memref.load %l303[%k0] : memref<?xi32>
                %v1006 = arith.constant 24 : i32
                %v1007 = arith.constant 31 : i32
                %v1008 = arith.andi %v1006, %v1007 : i32
                %v1009 = arith.shrsi %v1005, %v1008 : i32
                memref.store %v1009, %l304[%k0] : memref<?xi32>
                %v1010 = memref.load %l304[%k0] : memref<?xi32>
                %v1011 = arith.constant 1258291328 : i32
                %v1012 = arith.addi %v1010, %v1011 : i32
                memref.store %v1012, %l305[%k0] : memref<?xi32>
                %v1013 = memref.load %l305[%k0] : memref<?xi32>
                memref.store %v1013, %l306[%k0] : memref<?xi32>
                %v1014 = memref.load %l306[%k0] : memref<?xi32>
                %v1015 = arith.bitcast %v1014 : i32 to f32
                memref.store %v1015, %l307[%k0] : memref<?xf32>
                %v1016 = memref.load %l307[%k0] : memref<?xf32>
                %v1017 = arith.constant 0x4B000080 : f32
                %v1018 = arith.subf %v1016, %v1017 : f32
                memref.store %v1018, %l308[%k0] : memref<?xf32>
                %v1019 = memref.load %l308[%k0] : memref<?xf32>
                %v1020 = memref.load %l133[%k0] : memref<?xf32>
                %v1021 = arith.mulf %v1019, %v1020 : f32
                memref.store %v1021, %l309[%k0] : memref<?xf32>
                %v1022 = memref.load %l302[%k0] : memref<?xf32>
                %v1023 = memref.load %l309[%k0] : memref<?xf32>
                %v1024 = arith.addf %v1022, %v1023 : f32
                memref.store %v1024, %l259[%k0] : memref<?xf32>
                %v1025 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v1025, %l310[%k0] : memref<?xf32>
                %v1026 = memref.load %l246[%k0] : memref<?xi32>
                %v1027 = arith.constant 255 : i32
                %v1028 = arith.andi %v1026, %v1027 : i32
                memref.store %v1028, %l311[%k0] : memref<?xi32>
                %v1029 = memref.load %l311[%k0] : memref<?xi32>
                %v1030 = memref.load %l17[%k0] : memref<?xi32>
                %v1031 = arith.xori %v1029, %v1030 : i32
                memref.store %v1031, %l312[%k0] : memref<?xi32>
                %v1032 = memref.load %l312[%k0] : memref<?xi32>
                %v1033 = arith.bitcast %v1032 : i32 to f32
                memref.store %v1033, %l313[%k0] : memref<?xf32>
                %v1034 = memref.load %l313[%k0] : memref<?xf32>
                %v1035 = arith.constant 0x4B000080 : f32
                %v1036 = arith.subf %v1034, %v1035 : f32
                memref.store %v1036, %l314[%k0] : memref<?xf32>
                %v1037 = memref.load %l314[%k0] : memref<?xf32>
                %v1038 = memref.load %l134[%k0] : memref<?xf32>
                %v1039 = arith.mulf %v1037, %v1038 : f32
                memref.store %v1039, %l315[%k0] : memref<?xf32>
                %v1040 = memref.load %l310[%k0] : memref<?xf32>
                %v1041 = memref.load %l315[%k0] : memref<?xf32>
                %v1042 = arith.addf %v1040, %v1041 : f32
                memref.store %v1042, %l259[%k0] : memref<?xf32>
                %v1043 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v1043, %l316[%k0] : memref<?xf32>
                %v1044 = memref.load %l246[%k0] : memref<?xi32>
                %v1045 = arith.constant 65280 : i32
                %v1046 = arith.andi %v1044, %v1045 : i32
                memref.store %v1046, %l317[%k0] : memref<?xi32>
                %v1047 = memref.load %l317[%k0] : memref<?xi32>
                %v1048 = memref.load %l18[%k0] : memref<?xi32>
                %v1049 = arith.xori %v1047, %v1048 : i32
                memref.store %v1049, %l318[%k0] : memref<?xi32>
                %v1050 = memref.load %l318[%k0] : memref<?xi32>
                %v1051 = arith.bitcast %v1050 : i32 to f32
                memref.store %v1051, %l319[%k0] : memref<?xf32>
                %v1052 = memref.load %l319[%k0] : memref<?xf32>
                %v1053 = arith.constant 0x47008000 : f32
                %v1054 = arith.subf %v1052, %v1053 : f32
                memref.store %v1054, %l320[%k0] : memref<?xf32>
                %v1055 = memref.load %l320[%k0] : memref<?xf32>
                %v1056 = memref.load %l135[%k0] : memref<?xf32>
                %v1057 = arith.mulf %v1055, %v1056 : f32
                memref.store %v1057, %l321[%k0] : memref<?xf32>
                %v1058 = memref.load %l316[%k0] : memref<?xf32>
                %v1059 = memref.load %l321[%k0] : memref<?xf32>
                %v1060 = arith.addf %v1058, %v1059 : f32
                memref.store %v1060, %l259[%k0] : memref<?xf32>
                %v1061 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v1061, %l322[%k0] : memref<?xf32>
                %v1062 = arith.constant 8 : i32
                memref.store %v1062, %l323[%k0] : memref<?xi32>
                %v1063 = memref.load %l246[%k0] : memref<?xi32>
                %v1064 = memref.load %l323[%k0] : memref<?xi32>
                %v1065 = arith.constant 31 : i32
                %v1066 = arith.andi %v1064, %v1065 : i32
                %v1067 = arith.shrui %v1063, %v1066 : i32
                memref.store %v1067, %l324[%k0] : memref<?xi32>
                %v1068 = memref.load %l324[%k0] : memref<?xi32>
                %v1069 = arith.constant 65280 : i32
                %v1070 = arith.andi %v1068, %v1069 : i32
                memref.store %v1070, %l325[%k0] : memref<?xi32>
                %v1071 = memref.load %l325[%k0] : memref<?xi32>
                %v1072 = memref.load %l18[%k0] : memref<?xi32>
                %v1073 = arith.xori %v1071, %v1072 : i32
                memref.store %v1073, %l326[%k0] : memref<?xi32>
                %v1074 = memref.load %l326[%k0] : memref<?xi32>
                %v1075 = arith.bitcast %v1074 : i32 to f32
                memref.store %v1075, %l327[%k0] : memref<?xf32>
                %v1076 = memref.load %l327[%k0] : memref<?xf32>
                %v1077 = arith.constant 0x47008000 : f32
                %v1078 = arith.subf %v1076, %v1077 : f32
                memref.store %v1078, %l328[%k0] : memref<?xf32>
                %v1079 = memref.load %l328[%k0] : memref<?xf32>
                %v1080 = memref.load %l136[%k0] : memref<?xf32>
                %v1081 = arith.mulf %v1079, %v1080 : f32
                memref.store %v1081, %l329[%k0] : memref<?xf32>
                %v1082 = memref.load %l322[%k0] : memref<?xf32>
                %v1083 = memref.load %l329[%k0] : memref<?xf32>
                %v1084 = arith.addf %v1082, %v1083 : f32
                memref.store %v1084, %l259[%k0] : memref<?xf32>
                %v1085 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v1085, %l330[%k0] : memref<?xf32>
                %v1086 = memref.load %l246[%k0] : memref<?xi32>
                memref.store %v1086, %l331[%k0] : memref<?xi32>
                %v1087 = memref.load %l331[%k0] : memref<?xi32>
                %v1088 = arith.constant 24 : i32
                %v1089 = arith.constant 31 : i32
                %v1090 = arith.andi %v1088, %v1089 : i32
                %v1091 = arith.shrsi %v1087, %v1090 : i32
                memref.store %v1091, %l332[%k0] : memref<?xi32>
                %v1092 = memref.load %l332[%k0] : memref<?xi32>
                %v1093 = arith.constant 1258291328 : i32
                %v1094 = arith.addi %v1092, %v1093 : i32
                memref.store %v1094, %l333[%k0] : memref<?xi32>
                %v1095 = memref.load %l333[%k0] : memref<?xi32>
                memref.store %v1095, %l334[%k0] : memref<?xi32>
                %v1096 = memref.load %l334[%k0] : memref<?xi32>
                %v1097 = arith.bitcast %v1096 : i32 to f32
                memref.store %v1097, %l335[%k0] : memref<?xf32>
                %v1098 = memref.load %l335[%k0] : memref<?xf32>
                %v1099 = arith.constant 0x4B000080 : f32
                %v1100 = arith.subf %v1098, %v1099 : f32
                memref.store %v1100, %l336[%k0] : memref<?xf32>
                %v1101 = memref.load %l336[%k0] : memref<?xf32>
                %v1102 = memref.load %l137[%k0] : memref<?xf32>
                %v1103 = arith.mulf %v1101, %v1102 : f32
                memref.store %v1103, %l337[%k0] : memref<?xf32>
                %v1104 = memref.load %l330[%k0] : memref<?xf32>
                %v1105 = memref.load %l337[%k0] : memref<?xf32>
                %v1106 = arith.addf %v1104, %v1105 : f32
                memref.store %v1106, %l259[%k0] : memref<?xf32>
                %v1107 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v1107, %l338[%k0] : memref<?xf32>
                %v1108 = memref.load %l254[%k0] : memref<?xi32>
                %v1109 = arith.constant 255 : i32
                %v1110 = arith.andi %v1108, %v1109 : i32
                memref.store %v1110, %l339[%k0] : memref<?xi32>
                %v1111 = memref.load %l339[%k0] : memref<?xi32>
                %v1112 = memref.load %l17[%k0] : memref<?xi32>
                %v1113 = arith.xori %v1111, %v1112 : i32
                memref.store %v1113, %l340[%k0] : memref<?xi32>
                %v1114 = memref.load %l340[%k0] : memref<?xi32>
                %v1115 = arith.bitcast %v1114 : i32 to f32
                memref.store %v1115, %l341[%k0] : memref<?xf32>
                %v1116 = memref.load %l341[%k0] : memref<?xf32>
                %v1117 = arith.constant 0x4B000080 : f32
                %v1118 = arith.subf %v1116, %v1117 : f32
                memref.store %v1118, %l342[%k0] : memref<?xf32>
                %v1119 = memref.load %l342[%k0] : memref<?xf32>
                %v1120 = memref.load %l138[%k0] : memref<?xf32>
                %v1121 = arith.mulf %v1119, %v1120 : f32
                memref.store %v1121, %l343[%k0] : memref<?xf32>
                %v1122 = memref.load %l338[%k0] : memref<?xf32>
                %v1123 = memref.load %l343[%k0] : memref<?xf32>
                %v1124 = arith.addf %v1122, %v1123 : f32
                memref.store %v1124, %l259[%k0] : memref<?xf32>
                %v1125 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v1125, %l344[%k0] : memref<?xf32>
                %v1126 = memref.load %l254[%k0] : memref<?xi32>
                %v1127 = arith.constant 65280 : i32
                %v1128 = arith.andi %v1126, %v1127 : i32
                memref.store %v1128, %l345[%k0] : memref<?xi32>
                %v1129 = memref.load %l345[%k0] : memref<?xi32>
                %v1130 = memref.load %l18[%k0] : memref<?xi32>
                %v1131 = arith.xori %v1129, %v1130 : i32
                memref.store %v1131, %l346[%k0] : memref<?xi32>
                %v1132 = memref.load %l346[%k0] : memref<?xi32>
                %v1133 = arith.bitcast %v1132 : i32 to f32
                memref.store %v1133, %l347[%k0] : memref<?xf32>
                %v1134 = memref.load %l347[%k0] : memref<?xf32>
                %v1135 = arith.constant 0x47008000 : f32
                %v1136 = arith.subf %v1134, %v1135 : f32
                memref.store %v1136, %l348[%k0] : memref<?xf32>
                %v1137 = memref.load %l348[%k0] : memref<?xf32>
                %v1138 = memref.load %l139[%k0] : memref<?xf32>
                %v1139 = arith.mulf %v1137, %v1138 : f32
                memref.store %v1139, %l349[%k0] : memref<?xf32>
                %v1140 = memref.load %l344[%k0] : memref<?xf32>
                %v1141 = memref.load %l349[%k0] : memref<?xf32>
                %v1142 = arith.addf %v1140, %v1141 : f32
                memref.store %v1142, %l259[%k0] : memref<?xf32>
                %v1143 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v1143, %l350[%k0] : memref<?xf32>
                %v1144 = arith.constant 8 : i32
                memref.store %v1144, %l351[%k0] : memref<?xi32>
                %v1145 = memref.load %l254[%k0] : memref<?xi32>
                %v1146 = memref.load %l351[%k0] : memref<?xi32>
                %v1147 = arith.constant 31 : i32
                %v1148 = arith.andi %v1146, %v1147 : i32
                %v1149 = arith.shrui %v1145, %v1148 : i32
                memref.store %v1149, %l352[%k0] : memref<?xi32>
                %v1150 = memref.load %l352[%k0] : memref<?xi32>
                %v1151 = arith.constant 65280 : i32
                %v1152 = arith.andi %v1150, %v1151 : i32
                memref.store %v1152, %l353[%k0] : memref<?xi32>
                %v1153 = memref.load %l353[%k0] : memref<?xi32>
                %v1154 = memref.load %l18[%k0] : memref<?xi32>
                %v1155 = arith.xori %v1153, %v1154 : i32
                memref.store %v1155, %l354[%k0] : memref<?xi32>
                %v1156 = memref.load %l354[%k0] : memref<?xi32>
                %v1157 = arith.bitcast %v1156 : i32 to f32
                memref.store %v1157, %l355[%k0] : memref<?xf32>
                %v1158 = memref.load %l355[%k0] : memref<?xf32>
                %v1159 = arith.constant 0x47008000 : f32
                %v1160 = arith.subf %v1158, %v1159 : f32
                memref.store %v1160, %l356[%k0] : memref<?xf32>
                %v1161 = memref.load %l356[%k0] : memref<?xf32>
                %v1162 = memref.load %l140[%k0] : memref<?xf32>
                %v1163 = arith.mulf %v1161, %v1162 : f32
                memref.store %v1163, %l357[%k0] : memref<?xf32>
                %v1164 = memref.load %l350[%k0] : memref<?xf32>
                %v1165 = memref.load %l357[%k0] : memref<?xf32>
                %v1166 = arith.addf %v1164, %v1165 : f32
                memref.store %v1166, %l259[%k0] : memref<?xf32>
                %v1167 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v1167, %l358[%k0] : memref<?xf32>
                %v1168 = memref.load %l254[%k0] : memref<?xi32>
                memref.store %v1168, %l359[%k0] : memref<?xi32>
                %v1169 = memref.load %l359[%k0] : memref<?xi32>
                %v1170 = arith.constant 24 : i32
                %v1171 = arith.constant 31 : i32
                %v1172 = arith.andi %v1170, %v1171 : i32
                %v1173 = arith.shrsi %v1169, %v1172 : i32
                memref.store %v1173, %l360[%k0] : memref<?xi32>
                %v1174 = memref.load %l360[%k0] : memref<?xi32>
                %v1175 = arith.constant 1258291328 : i32
                %v1176 = arith.addi %v1174, %v1175 : i32
                memref.store %v1176, %l361[%k0] : memref<?xi32>
                %v1177 = memref.load %l361[%k0] : memref<?xi32>
                memref.store %v1177, %l362[%k0] : memref<?xi32>
                %v1178 = memref.load %l362[%k0] : memref<?xi32>
                %v1179 = arith.bitcast %v1178 : i32 to f32
                memref.store %v1179, %l363[%k0] : memref<?xf32>
                %v1180 = memref.load %l363[%k0] : memref<?xf32>
                %v1181 = arith.constant 0x4B000080 : f32
                %v1182 = arith.subf %v1180, %v1181 : f32
                memref.store %v1182, %l364[%k0] : memref<?xf32>
                %v1183 = memref.load %l364[%k0] : memref<?xf32>
                %v1184 = memref.load %l141[%k0] : memref<?xf32>
                %v1185 = arith.mulf %v1183, %v1184 : f32
                memref.store %v1185, %l365[%k0] : memref<?xf32>
                %v1186 = memref.load %l358[%k0] : memref<?xf32>
                %v1187 = memref.load %l365[%k0] : memref<?xf32>
                %v1188 = arith.addf %v1186, %v1187 : f32
                memref.store %v1188, %l259[%k0] : memref<?xf32>
                %v1189 = memref.load %l21[%k0] : memref<?xi32>
                memref.store %v1189, %l366[%k0] : memref<?xi32>
                %v1190 = memref.load %l198[%k0] : memref<?xi32>
                %v1191 = memref.load %l366[%k0] : memref<?xi32>
                %v1192 = arith.constant 31 : i32
                %v1193 = arith.andi %v1191, %v1192 : i32
                %v1194 = arith.shrui %v1190, %v1193 : i32
                memref.store %v1194, %l367[%k0] : memref<?xi32>
                %v1195 = memref.load %l367[%k0] : memref<?xi32>
                %v1196 = arith.constant 65535 : i32
                %v1197 = arith.andi %v1195, %v1196 : i32
                memref.store %v1197, %l368[%k0] : memref<?xi32>
                %v1198 = memref.load %l368[%k0] : memref<?xi32>
                %v1199 = arith.constant 32767 : i32
                %v1200 = arith.andi %v1198, %v1199 : i32
                memref.store %v1200, %l369[%k0] : memref<?xi32>
                %v1201 = arith.constant 13 : i32
                memref.store %v1201, %l370[%k0] : memref<?xi32>
                %v1202 = memref.load %l369[%k0] : memref<?xi32>
                %v1203 = memref.load %l370[%k0] : memref<?xi32>
                %v1204 = arith.constant 31 : i32
                %v1205 = arith.andi %v1203, %v1204 : i32
                %v1206 = arith.shli %v1202, %v1205 : i32
                memref.store %v1206, %l371[%k0] : memref<?xi32>
                %v1207 = memref.load %l371[%k0] : memref<?xi32>
                %v1208 = arith.constant 939524096 : i32
                %v1209 = arith.addi %v1207, %v1208 : i32
                memref.store %v1209, %l372[%k0] : memref<?xi32>
                %v1210 = memref.load %l372[%k0] : memref<?xi32>
                %v1211 = arith.bitcast %v1210 : i32 to f32
                memref.store %v1211, %l373[%k0] : memref<?xf32>
                %v1212 = memref.load %l369[%k0] : memref<?xi32>
                %v1213 = arith.constant 1024 : i32
                %v1214 = arith.cmpi ult, %v1212, %v1213 : i32
                memref.store %v1214, %l374[%k0] : memref<?xi1>
                %v1215 = memref.load %l374[%k0] : memref<?xi1>
                cf.cond_br %v1215, ^bb61, ^bb62
              ^bb61:
                %v1216 = arith.constant 13 : i32
                memref.store %v1216, %l375[%k0] : memref<?xi32>
                %v1217 = memref.load %l369[%k0] : memref<?xi32>
                %v1218 = memref.load %l375[%k0] : memref<?xi32>
                %v1219 = arith.constant 31 : i32
                %v1220 = arith.andi %v1218, %v1219 : i32
                %v1221 = arith.shli %v1217, %v1220 : i32
                memref.store %v1221, %l376[%k0] : memref<?xi32>
                %v1222 = memref.load %l376[%k0] : memref<?xi32>
                %v1223 = arith.constant 947912704 : i32
                %v1224 = arith.addi %v1222, %v1223 : i32
                memref.store %v1224, %l377[%k0] : memref<?xi32>
                %v1225 = memref.load %l377[%k0] : memref<?xi32>
                %v1226 = arith.bitcast %v1225 : i32 to f32
                memref.store %v1226, %l378[%k0] : memref<?xf32>
                %v1227 = memref.load %l378[%k0] : memref<?xf32>
                %v1228 = arith.constant 0x38800000 : f32
                %v1229 = arith.subf %v1227, %v1228 : f32
                memref.store %v1229, %l373[%k0] : memref<?xf32>
                cf.br ^bb62
              ^bb62:
                %v1230 = memref.load %l369[%k0] : memref<?xi32>
                %v1231 = arith.constant 31744 : i32
                %v1232 = arith.cmpi uge, %v1230, %v1231 : i32
                memref.store %v1232, %l379[%k0] : memref<?xi1>
                %v1233 = memref.load %l379[%k0] : memref<?xi1>
                cf.cond_br %v1233, ^bb63, ^bb64
              ^bb63:
                %v1234 = arith.constant 13 : i32
                memref.store %v1234, %l380[%k0] : memref<?xi32>
                %v1235 = memref.load %l369[%k0] : memref<?xi32>
                %v1236 = memref.load %l380[%k0] : memref<?xi32>
                %v1237 = arith.constant 31 : i32
                %v1238 = arith.andi %v1236, %v1237 : i32
                %v1239 = arith.shli %v1235, %v1238 : i32
                memref.store %v1239, %l381[%k0] : memref<?xi32>
                %v1240 = memref.load %l381[%k0] : memref<?xi32>
                %v1241 = arith.constant 1879048192 : i32
                %v1242 = arith.addi %v1240, %v1241 : i32
                memref.store %v1242, %l382[%k0] : memref<?xi32>
                %v1243 = memref.load %l382[%k0] : memref<?xi32>
                %v1244 = arith.bitcast %v1243 : i32 to f32
                memref.store %v1244, %l383[%k0] : memref<?xf32>
                %v1245 = memref.load %l383[%k0] : memref<?xf32>
                memref.store %v1245, %l373[%k0] : memref<?xf32>
                cf.br ^bb64
              ^bb64:
                %v1246 = memref.load %l368[%k0] : memref<?xi32>
                %v1247 = arith.constant 32768 : i32
                %v1248 = arith.cmpi uge, %v1246, %v1247 : i32
                memref.store %v1248, %l384[%k0] : memref<?xi1>
                %v1249 = memref.load %l384[%k0] : memref<?xi1>
                cf.cond_br %v1249, ^bb65, ^bb66
              ^bb65:
                %v1250 = memref.load %l373[%k0] : memref<?xf32>
                memref.store %v1250, %l385[%k0] : memref<?xf32>
                %v1251 = memref.load %l385[%k0] : memref<?xf32>
                %v1252 = arith.negf %v1251 : f32
                memref.store %v1252, %l373[%k0] : memref<?xf32>
                cf.br ^bb66
              ^bb66:
                %v1253 = memref.load %l373[%k0] : memref<?xf32>
                memref.store %v1253, %l386[%k0] : memref<?xf32>
                %v1254 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v1254, %l387[%k0] : memref<?xf32>
                %v1255 = memref.load %l386[%k0] : memref<?xf32>
                %v1256 = memref.load %l387[%k0] : memref<?xf32>
                %v1257 = arith.mulf %v1255, %v1256 : f32
                memref.store %v1257, %l388[%k0] : memref<?xf32>
                %v1258 = memref.load %l222[%k0] : memref<?xf32>
                %v1259 = memref.load %l388[%k0] : memref<?xf32>
                %v1260 = arith.addf %v1258, %v1259 : f32
                memref.store %v1260, %l83[%k0] : memref<?xf32>
                %v1261 = memref.load %l84[%k0] : memref<?xf32>
                memref.store %v1261, %l389[%k0] : memref<?xf32>
                %v1262 = memref.load %l206[%k0] : memref<?xi32>
                %v1263 = arith.extui %v1262 : i32 to i64
                memref.store %v1263, %l390[%k0] : memref<?xi64>
                %v1264 = arith.constant 32 : i32
                %v1265 = arith.extsi %v1264 : i32 to i64
                memref.store %v1265, %l391[%k0] : memref<?xi64>
                %v1266 = memref.load %l390[%k0] : memref<?xi64>
                %v1267 = memref.load %l391[%k0] : memref<?xi64>
                %v1268 = arith.constant 63 : i64
                %v1269 = arith.andi %v1267, %v1268 : i64
                %v1270 = arith.shli %v1266, %v1269 : i64
                memref.store %v1270, %l392[%k0] : memref<?xi64>
                %v1271 = memref.load %l205[%k0] : memref<?xi32>
                %v1272 = arith.extui %v1271 : i32 to i64
                memref.store %v1272, %l393[%k0] : memref<?xi64>
                %v1273 = memref.load %l392[%k0] : memref<?xi64>
                %v1274 = memref.load %l393[%k0] : memref<?xi64>
                %v1275 = arith.ori %v1273, %v1274 : i64
                memref.store %v1275, %l394[%k0] : memref<?xi64>
                %v1276 = memref.load %l36[%k0] : memref<?xi64>
                memref.store %v1276, %l395[%k0] : memref<?xi64>
                %v1277 = memref.load %l394[%k0] : memref<?xi64>
                %v1278 = memref.load %l395[%k0] : memref<?xi64>
                %v1279 = arith.constant 63 : i64
                %v1280 = arith.andi %v1278, %v1279 : i64
                %v1281 = arith.shrui %v1277, %v1280 : i64
                memref.store %v1281, %l396[%k0] : memref<?xi64>
                %v1282 = memref.load %l396[%k0] : memref<?xi64>
                %v1283 = arith.trunci %v1282 : i64 to i32
                memref.store %v1283, %l397[%k0] : memref<?xi32>
                %v1284 = memref.load %l207[%k0] : memref<?xi32>
                %v1285 = arith.extui %v1284 : i32 to i64
                memref.store %v1285, %l398[%k0] : memref<?xi64>
                %v1286 = arith.constant 32 : i32
                %v1287 = arith.extsi %v1286 : i32 to i64
                memref.store %v1287, %l399[%k0] : memref<?xi64>
                %v1288 = memref.load %l398[%k0] : memref<?xi64>
                %v1289 = memref.load %l399[%k0] : memref<?xi64>
                %v1290 = arith.constant 63 : i64
                %v1291 = arith.andi %v1289, %v1290 : i64
                %v1292 = arith.shli %v1288, %v1291 : i64
                memref.store %v1292, %l400[%k0] : memref<?xi64>
                %v1293 = memref.load %l206[%k0] : memref<?xi32>
                %v1294 = arith.extui %v1293 : i32 to i64
                memref.store %v1294, %l401[%k0] : memref<?xi64>
                %v1295 = memref.load %l400[%k0] : memref<?xi64>
                %v1296 = memref.load %l401[%k0] : memref<?xi64>
                %v1297 = arith.ori %v1295, %v1296 : i64
                memref.store %v1297, %l402[%k0] : memref<?xi64>
                %v1298 = memref.load %l36[%k0] : memref<?xi64>
                memref.store %v1298, %l403[%k0] : memref<?xi64>
                %v1299 = memref.load %l402[%k0] : memref<?xi64>
                %v1300 = memref.load %l403[%k0] : memref<?xi64>
                %v1301 = arith.constant 63 : i64
                %v1302 = arith.andi %v1300, %v1301 : i64
                %v1303 = arith.shrui %v1299, %v1302 : i64
                memref.store %v1303, %l404[%k0] : memref<?xi64>
                %v1304 = memref.load %l404[%k0] : memref<?xi64>
                %v1305 = arith.trunci %v1304 : i64 to i32
                memref.store %v1305, %l405[%k0] : memref<?xi32>
                %v1306 = memref.load %l208[%k0] : memref<?xi32>
                %v1307 = arith.extui %v1306 : i32 to i64
                memref.store %v1307, %l406[%k0] : memref<?xi64>
                %v1308 = arith.constant 32 : i32
                %v1309 = arith.extsi %v1308 : i32 to i64
                memref.store %v1309, %l407[%k0] : memref<?xi64>
                %v1310 = memref.load %l406[%k0] : memref<?xi64>
                %v1311 = memref.load %l407[%k0] : memref<?xi64>
                %v1312 = arith.constant 63 : i64
                %v1313 = arith.andi %v1311, %v1312 : i64
                %v1314 = arith.shli %v1310, %v1313 : i64
                memref.store %v1314, %l408[%k0] : memref<?xi64>
                %v1315 = memref.load %l207[%k0] : memref<?xi32>
                %v1316 = arith.extui %v1315 : i32 to i64
                memref.store %v1316, %l409[%k0] : memref<?xi64>
                %v1317 = memref.load %l408[%k0] : memref<?xi64>
                %v1318 = memref.load %l409[%k0] : memref<?xi64>
                %v1319 = arith.ori %v1317, %v1318 : i64
                memref.store %v1319, %l410[%k0] : memref<?xi64>
                %v1320 = memref.load %l36[%k0] : memref<?xi64>
                memref.store %v1320, %l411[%k0] : memref<?xi64>
                %v1321 = memref.load %l410[%k0] : memref<?xi64>
                %v1322 = memref.load %l411[%k0] : memref<?xi64>
                %v1323 = arith.constant 63 : i64
                %v1324 = arith.andi %v1322, %v1323 : i64
                %v1325 = arith.shrui %v1321, %v1324 : i64
                memref.store %v1325, %l412[%k0] : memref<?xi64>
                %v1326 = memref.load %l412[%k0] : memref<?xi64>
                %v1327 = arith.trunci %v1326 : i64 to i32
                memref.store %v1327, %l413[%k0] : memref<?xi32>
                %v1328 = memref.load %l209[%k0] : memref<?xi32>
                %v1329 = arith.extui %v1328 : i32 to i64
                memref.store %v1329, %l414[%k0] : memref<?xi64>
                %v1330 = arith.constant 32 : i32
                %v1331 = arith.extsi %v1330 : i32 to i64
                memref.store %v1331, %l415[%k0] : memref<?xi64>
                %v1332 = memref.load %l414[%k0] : memref<?xi64>
                %v1333 = memref.load %l415[%k0] : memref<?xi64>
                %v1334 = arith.constant 63 : i64
                %v1335 = arith.andi %v1333, %v1334 : i64
                %v1336 = arith.shli %v1332, %v1335 : i64
                memref.store %v1336, %l416[%k0] : memref<?xi64>
                %v1337 = memref.load %l208[%k0] : memref<?xi32>
                %v1338 = arith.extui %v1337 : i32 to i64
                memref.store %v1338, %l417[%k0] : memref<?xi64>
                %v1339 = memref.load %l416[%k0] : memref<?xi64>
                %v1340 = memref.load %l417[%k0] : memref<?xi64>
                %v1341 = arith.ori %v1339, %v1340 : i64
                memref.store %v1341, %l418[%k0] : memref<?xi64>
                %v1342 = memref.load %l36[%k0] : memref<?xi64>
                memref.store %v1342, %l419[%k0] : memref<?xi64>
                %v1343 = memref.load %l418[%k0] : memref<?xi64>
                %v1344 = memref.load %l419[%k0] : memref<?xi64>
                %v1345 = arith.constant 63 : i64
                %v1346 = arith.andi %v1344, %v1345 : i64
                %v1347 = arith.shrui %v1343, %v1346 : i64
                memref.store %v1347, %l420[%k0] : memref<?xi64>
                %v1348 = memref.load %l420[%k0] : memref<?xi64>
                %v1349 = arith.trunci %v1348 : i64 to i32
                memref.store %v1349, %l421[%k0] : memref<?xi32>
                %v1350 = memref.load %l397[%k0] : memref<?xi32>
                %v1351 = arith.constant 255 : i32
                %v1352 = arith.andi %v1350, %v1351 : i32
                memref.store %v1352, %l422[%k0] : memref<?xi32>
                %v1353 = memref.load %l422[%k0] : memref<?xi32>
                %v1354 = memref.load %l17[%k0] : memref<?xi32>
                %v1355 = arith.xori %v1353, %v1354 : i32
                memref.store %v1355, %l423[%k0] : memref<?xi32>
                %v1356 = memref.load %l423[%k0] : memref<?xi32>
                %v1357 = arith.bitcast %v1356 : i32 to f32
                memref.store %v1357, %l424[%k0] : memref<?xf32>
                %v1358 = memref.load %l424[%k0] : memref<?xf32>
                %v1359 = arith.constant 0x4B000080 : f32
                %v1360 = arith.subf %v1358, %v1359 : f32
                memref.store %v1360, %l425[%k0] : memref<?xf32>
                %v1361 = memref.load %l425[%k0] : memref<?xf32>
                %v1362 = memref.load %l126[%k0] : memref<?xf32>
                %v1363 = arith.mulf %v1361, %v1362 : f32
                memref.store %v1363, %l426[%k0] : memref<?xf32>
                %v1364 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1364, %l427[%k0] : memref<?xf32>
                %v1365 = memref.load %l397[%k0] : memref<?xi32>
                %v1366 = arith.constant 65280 : i32
                %v1367 = arith.andi %v1365, %v1366 : i32
                memref.store %v1367, %l428[%k0] : memref<?xi32>
                %v1368 = memref.load %l428[%k0] : memref<?xi32>
                %v1369 = memref.load %l18[%k0] : memref<?xi32>
                %v1370 = arith.xori %v1368, %v1369 : i32
                memref.store %v1370, %l429[%k0] : memref<?xi32>
                %v1371 = memref.load %l429[%k0] : memref<?xi32>
                %v1372 = arith.bitcast %v1371 : i32 to f32
                memref.store %v1372, %l430[%k0] : memref<?xf32>
                %v1373 = memref.load %l430[%k0] : memref<?xf32>
                %v1374 = arith.constant 0x47008000 : f32
                %v1375 = arith.subf %v1373, %v1374 : f32
                memref.store %v1375, %l431[%k0] : memref<?xf32>
                %v1376 = memref.load %l431[%k0] : memref<?xf32>
                %v1377 = memref.load %l127[%k0] : memref<?xf32>
                %v1378 = arith.mulf %v1376, %v1377 : f32
                memref.store %v1378, %l432[%k0] : memref<?xf32>
                %v1379 = memref.load %l427[%k0] : memref<?xf32>
                %v1380 = memref.load %l432[%k0] : memref<?xf32>
                %v1381 = arith.addf %v1379, %v1380 : f32
                memref.store %v1381, %l426[%k0] : memref<?xf32>
                %v1382 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1382, %l433[%k0] : memref<?xf32>
                %v1383 = arith.constant 8 : i32
                memref.store %v1383, %l434[%k0] : memref<?xi32>
                %v1384 = memref.load %l397[%k0] : memref<?xi32>
                %v1385 = memref.load %l434[%k0] : memref<?xi32>
                %v1386 = arith.constant 31 : i32
                %v1387 = arith.andi %v1385, %v1386 : i32
                %v1388 = arith.shrui %v1384, %v1387 : i32
                memref.store %v1388, %l435[%k0] : memref<?xi32>
                %v1389 = memref.load %l435[%k0] : memref<?xi32>
                %v1390 = arith.constant 65280 : i32
                %v1391 = arith.andi %v1389, %v1390 : i32
                memref.store %v1391, %l436[%k0] : memref<?xi32>
                %v1392 = memref.load %l436[%k0] : memref<?xi32>
                %v1393 = memref.load %l18[%k0] : memref<?xi32>
                %v1394 = arith.xori %v1392, %v1393 : i32
                memref.store %v1394, %l437[%k0] : memref<?xi32>
                %v1395 = memref.load %l437[%k0] : memref<?xi32>
                %v1396 = arith.bitcast %v1395 : i32 to f32
                memref.store %v1396, %l438[%k0] : memref<?xf32>
                %v1397 = memref.load %l438[%k0] : memref<?xf32>
                %v1398 = arith.constant 0x47008000 : f32
                %v1399 = arith.subf %v1397, %v1398 : f32
                memref.store %v1399, %l439[%k0] : memref<?xf32>
                %v1400 = memref.load %l439[%k0] : memref<?xf32>
                %v1401 = memref.load %l128[%k0] : memref<?xf32>
                %v1402 = arith.mulf %v1400, %v1401 : f32
                memref.store %v1402, %l440[%k0] : memref<?xf32>
                %v1403 = memref.load %l433[%k0] : memref<?xf32>
                %v1404 = memref.load %l440[%k0] : memref<?xf32>
                %v1405 = arith.addf %v1403, %v1404 : f32
                memref.store %v1405, %l426[%k0] : memref<?xf32>
                %v1406 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1406, %l441[%k0] : memref<?xf32>
                %v1407 = memref.load %l397[%k0] : memref<?xi32>
                memref.store %v1407, %l442[%k0] : memref<?xi32>
                %v1408 = memref.load %l442[%k0] : memref<?xi32>
                %v1409 = arith.constant 24 : i32
                %v1410 = arith.constant 31 : i32
                %v1411 = arith.andi %v1409, %v1410 : i32
                %v1412 = arith.shrsi %v1408, %v1411 : i32
                memref.store %v1412, %l443[%k0] : memref<?xi32>
                %v1413 = memref.load %l443[%k0] : memref<?xi32>
                %v1414 = arith.constant 1258291328 : i32
                %v1415 = arith.addi %v1413, %v1414 : i32
                memref.store %v1415, %l444[%k0] : memref<?xi32>
                %v1416 = memref.load %l444[%k0] : memref<?xi32>
                memref.store %v1416, %l445[%k0] : memref<?xi32>
                %v1417 = memref.load %l445[%k0] : memref<?xi32>
                %v1418 = arith.bitcast %v1417 : i32 to f32
                memref.store %v1418, %l446[%k0] : memref<?xf32>
                %v1419 = memref.load %l446[%k0] : memref<?xf32>
                %v1420 = arith.constant 0x4B000080 : f32
                %v1421 = arith.subf %v1419, %v1420 : f32
                memref.store %v1421, %l447[%k0] : memref<?xf32>
                %v1422 = memref.load %l447[%k0] : memref<?xf32>
                %v1423 = memref.load %l129[%k0] : memref<?xf32>
                %v1424 = arith.mulf %v1422, %v1423 : f32
                memref.store %v1424, %l448[%k0] : memref<?xf32>
                %v1425 = memref.load %l441[%k0] : memref<?xf32>
                %v1426 = memref.load %l448[%k0] : memref<?xf32>
                %v1427 = arith.addf %v1425, %v1426 : f32
                memref.store %v1427, %l426[%k0] : memref<?xf32>
                %v1428 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1428, %l449[%k0] : memref<?xf32>
                %v1429 = memref.load %l405[%k0] : memref<?xi32>
                %v1430 = arith.constant 255 : i32
                %v1431 = arith.andi %v1429, %v1430 : i32
                memref.store %v1431, %l450[%k0] : memref<?xi32>
                %v1432 = memref.load %l450[%k0] : memref<?xi32>
                %v1433 = memref.load %l17[%k0] : memref<?xi32>
                %v1434 = arith.xori %v1432, %v1433 : i32
                memref.store %v1434, %l451[%k0] : memref<?xi32>
                %v1435 = memref.load %l451[%k0] : memref<?xi32>
                %v1436 = arith.bitcast %v1435 : i32 to f32
                memref.store %v1436, %l452[%k0] : memref<?xf32>
                %v1437 = memref.load %l452[%k0] : memref<?xf32>
                %v1438 = arith.constant 0x4B000080 : f32
                %v1439 = arith.subf %v1437, %v1438 : f32
                memref.store %v1439, %l453[%k0] : memref<?xf32>
                %v1440 = memref.load %l453[%k0] : memref<?xf32>
                %v1441 = memref.load %l130[%k0] : memref<?xf32>
                %v1442 = arith.mulf %v1440, %v1441 : f32
                memref.store %v1442, %l454[%k0] : memref<?xf32>
                %v1443 = memref.load %l449[%k0] : memref<?xf32>
                %v1444 = memref.load %l454[%k0] : memref<?xf32>
                %v1445 = arith.addf %v1443, %v1444 : f32
                memref.store %v1445, %l426[%k0] : memref<?xf32>
                %v1446 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1446, %l455[%k0] : memref<?xf32>
                %v1447 = memref.load %l405[%k0] : memref<?xi32>
                %v1448 = arith.constant 65280 : i32
                %v1449 = arith.andi %v1447, %v1448 : i32
                memref.store %v1449, %l456[%k0] : memref<?xi32>
                %v1450 = memref.load %l456[%k0] : memref<?xi32>
                %v1451 = memref.load %l18[%k0] : memref<?xi32>
                %v1452 = arith.xori %v1450, %v1451 : i32
                memref.store %v1452, %l457[%k0] : memref<?xi32>
                %v1453 = memref.load %l457[%k0] : memref<?xi32>
                %v1454 = arith.bitcast %v1453 : i32 to f32
                memref.store %v1454, %l458[%k0] : memref<?xf32>
                %v1455 = memref.load %l458[%k0] : memref<?xf32>
                %v1456 = arith.constant 0x47008000 : f32
                %v1457 = arith.subf %v1455, %v1456 : f32
                memref.store %v1457, %l459[%k0] : memref<?xf32>
                %v1458 = memref.load %l459[%k0] : memref<?xf32>
                %v1459 = memref.load %l131[%k0] : memref<?xf32>
                %v1460 = arith.mulf %v1458, %v1459 : f32
                memref.store %v1460, %l460[%k0] : memref<?xf32>
                %v1461 = memref.load %l455[%k0] : memref<?xf32>
                %v1462 = memref.load %l460[%k0] : memref<?xf32>
                %v1463 = arith.addf %v1461, %v1462 : f32
                memref.store %v1463, %l426[%k0] : memref<?xf32>
                %v1464 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1464, %l461[%k0] : memref<?xf32>
                %v1465 = arith.constant 8 : i32
                memref.store %v1465, %l462[%k0] : memref<?xi32>
                %v1466 = memref.load %l405[%k0] : memref<?xi32>
                %v1467 = memref.load %l462[%k0] : memref<?xi32>
                %v1468 = arith.constant 31 : i32
                %v1469 = arith.andi %v1467, %v1468 : i32
                %v1470 = arith.shrui %v1466, %v1469 : i32
                memref.store %v1470, %l463[%k0] : memref<?xi32>
                %v1471 = memref.load %l463[%k0] : memref<?xi32>
                %v1472 = arith.constant 65280 : i32
                %v1473 = arith.andi %v1471, %v1472 : i32
                memref.store %v1473, %l464[%k0] : memref<?xi32>
                %v1474 = memref.load %l464[%k0] : memref<?xi32>
                %v1475 = memref.load %l18[%k0] : memref<?xi32>
                %v1476 = arith.xori %v1474, %v1475 : i32
                memref.store %v1476, %l465[%k0] : memref<?xi32>
                %v1477 = memref.load %l465[%k0] : memref<?xi32>
                %v1478 = arith.bitcast %v1477 : i32 to f32
                memref.store %v1478, %l466[%k0] : memref<?xf32>
                %v1479 = memref.load %l466[%k0] : memref<?xf32>
                %v1480 = arith.constant 0x47008000 : f32
                %v1481 = arith.subf %v1479, %v1480 : f32
                memref.store %v1481, %l467[%k0] : memref<?xf32>
                %v1482 = memref.load %l467[%k0] : memref<?xf32>
                %v1483 = memref.load %l132[%k0] : memref<?xf32>
                %v1484 = arith.mulf %v1482, %v1483 : f32
                memref.store %v1484, %l468[%k0] : memref<?xf32>
                %v1485 = memref.load %l461[%k0] : memref<?xf32>
                %v1486 = memref.load %l468[%k0] : memref<?xf32>
                %v1487 = arith.addf %v1485, %v1486 : f32
                memref.store %v1487, %l426[%k0] : memref<?xf32>
                %v1488 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1488, %l469[%k0] : memref<?xf32>
                %v1489 = memref.load %l405[%k0] : memref<?xi32>
                memref.store %v1489, %l470[%k0] : memref<?xi32>
                %v1490 = memref.load %l470[%k0] : memref<?xi32>
                %v1491 = arith.constant 24 : i32
                %v1492 = arith.constant 31 : i32
                %v1493 = arith.andi %v1491, %v1492 : i32
                %v1494 = arith.shrsi %v1490, %v1493 : i32
                memref.store %v1494, %l471[%k0] : memref<?xi32>
                %v1495 = memref.load %l471[%k0] : memref<?xi32>
                %v1496 = arith.constant 1258291328 : i32
                %v1497 = arith.addi %v1495, %v1496 : i32
                memref.store %v1497, %l472[%k0] : memref<?xi32>
                %v1498 = memref.load %l472[%k0] : memref<?xi32>
                memref.store %v1498, %l473[%k0] : memref<?xi32>
                %v1499 = memref.load %l473[%k0] : memref<?xi32>
                %v1500 = arith.bitcast %v1499 : i32 to f32
                memref.store %v1500, %l474[%k0] : memref<?xf32>
                %v1501 = memref.load %l474[%k0] : memref<?xf32>
                %v1502 = arith.constant 0x4B000080 : f32
                %v1503 = arith.subf %v1501, %v1502 : f32
                memref.store %v1503, %l475[%k0] : memref<?xf32>
                %v1504 = memref.load %l475[%k0] : memref<?xf32>
                %v1505 = memref.load %l133[%k0] : memref<?xf32>
                %v1506 = arith.mulf %v1504, %v1505 : f32
                memref.store %v1506, %l476[%k0] : memref<?xf32>
                %v1507 = memref.load %l469[%k0] : memref<?xf32>
                %v1508 = memref.load %l476[%k0] : memref<?xf32>
                %v1509 = arith.addf %v1507, %v1508 : f32
                memref.store %v1509, %l426[%k0] : memref<?xf32>
                %v1510 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1510, %l477[%k0] : memref<?xf32>
                %v1511 = memref.load %l413[%k0] : memref<?xi32>
                %v1512 = arith.constant 255 : i32
                %v1513 = arith.andi %v1511, %v1512 : i32
                memref.store %v1513, %l478[%k0] : memref<?xi32>
                %v1514 = memref.load %l478[%k0] : memref<?xi32>
                %v1515 = memref.load %l17[%k0] : memref<?xi32>
                %v1516 = arith.xori %v1514, %v1515 : i32
                memref.store %v1516, %l479[%k0] : memref<?xi32>
                %v1517 = memref.load %l479[%k0] : memref<?xi32>
                %v1518 = arith.bitcast %v1517 : i32 to f32
                memref.store %v1518, %l480[%k0] : memref<?xf32>
                %v1519 = memref.load %l480[%k0] : memref<?xf32>
                %v1520 = arith.constant 0x4B000080 : f32
                %v1521 = arith.subf %v1519, %v1520 : f32
                memref.store %v1521, %l481[%k0] : memref<?xf32>
                %v1522 = memref.load %l481[%k0] : memref<?xf32>
                %v1523 = memref.load %l134[%k0] : memref<?xf32>
                %v1524 = arith.mulf %v1522, %v1523 : f32
                memref.store %v1524, %l482[%k0] : memref<?xf32>
                %v1525 = memref.load %l477[%k0] : memref<?xf32>
                %v1526 = memref.load %l482[%k0] : memref<?xf32>
                %v1527 = arith.addf %v1525, %v1526 : f32
                memref.store %v1527, %l426[%k0] : memref<?xf32>
                %v1528 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1528, %l483[%k0] : memref<?xf32>
                %v1529 = memref.load %l413[%k0] : memref<?xi32>
                %v1530 = arith.constant 65280 : i32
                %v1531 = arith.andi %v1529, %v1530 : i32
                memref.store %v1531, %l484[%k0] : memref<?xi32>
                %v1532 = memref.load %l484[%k0] : memref<?xi32>
                %v1533 = memref.load %l18[%k0] : memref<?xi32>
                %v1534 = arith.xori %v1532, %v1533 : i32
                memref.store %v1534, %l485[%k0] : memref<?xi32>
                %v1535 = memref.load %l485[%k0] : memref<?xi32>
                %v1536 = arith.bitcast %v1535 : i32 to f32
                memref.store %v1536, %l486[%k0] : memref<?xf32>
                %v1537 = memref.load %l486[%k0] : memref<?xf32>
                %v1538 = arith.constant 0x47008000 : f32
                %v1539 = arith.subf %v1537, %v1538 : f32
                memref.store %v1539, %l487[%k0] : memref<?xf32>
                %v1540 = memref.load %l487[%k0] : memref<?xf32>
                %v1541 = memref.load %l135[%k0] : memref<?xf32>
                %v1542 = arith.mulf %v1540, %v1541 : f32
                memref.store %v1542, %l488[%k0] : memref<?xf32>
                %v1543 = memref.load %l483[%k0] : memref<?xf32>
                %v1544 = memref.load %l488[%k0] : memref<?xf32>
                %v1545 = arith.addf %v1543, %v1544 : f32
                memref.store %v1545, %l426[%k0] : memref<?xf32>
                %v1546 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1546, %l489[%k0] : memref<?xf32>
                %v1547 = arith.constant 8 : i32
                memref.store %v1547, %l490[%k0] : memref<?xi32>
                %v1548 = memref.load %l413[%k0] : memref<?xi32>
                %v1549 = memref.load %l490[%k0] : memref<?xi32>
                %v1550 = arith.constant 31 : i32
                %v1551 = arith.andi %v1549, %v1550 : i32
                %v1552 = arith.shrui %v1548, %v1551 : i32
                memref.store %v1552, %l491[%k0] : memref<?xi32>
                %v1553 = memref.load %l491[%k0] : memref<?xi32>
                %v1554 = arith.constant 65280 : i32
                %v1555 = arith.andi %v1553, %v1554 : i32
                memref.store %v1555, %l492[%k0] : memref<?xi32>
                %v1556 = memref.load %l492[%k0] : memref<?xi32>
                %v1557 = memref.load %l18[%k0] : memref<?xi32>
                %v1558 = arith.xori %v1556, %v1557 : i32
                memref.store %v1558, %l493[%k0] : memref<?xi32>
                %v1559 = memref.load %l493[%k0] : memref<?xi32>
                %v1560 = arith.bitcast %v1559 : i32 to f32
                memref.store %v1560, %l494[%k0] : memref<?xf32>
                %v1561 = memref.load %l494[%k0] : memref<?xf32>
                %v1562 = arith.constant 0x47008000 : f32
                %v1563 = arith.subf %v1561, %v1562 : f32
                memref.store %v1563, %l495[%k0] : memref<?xf32>
                %v1564 = memref.load %l495[%k0] : memref<?xf32>
                %v1565 = memref.load %l136[%k0] : memref<?xf32>
                %v1566 = arith.mulf %v1564, %v1565 : f32
                memref.store %v1566, %l496[%k0] : memref<?xf32>
                %v1567 = memref.load %l489[%k0] : memref<?xf32>
                %v1568 = memref.load %l496[%k0] : memref<?xf32>
                %v1569 = arith.addf %v1567, %v1568 : f32
                memref.store %v1569, %l426[%k0] : memref<?xf32>
                %v1570 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1570, %l497[%k0] : memref<?xf32>
                %v1571 = memref.load %l413[%k0] : memref<?xi32>
                memref.store %v1571, %l498[%k0] : memref<?xi32>
                %v1572 = memref.load %l498[%k0] : memref<?xi32>
                %v1573 = arith.constant 24 : i32
                %v1574 = arith.constant 31 : i32
                %v1575 = arith.andi %v1573, %v1574 : i32
                %v1576 = arith.shrsi %v1572, %v1575 : i32
                memref.store %v1576, %l499[%k0] : memref<?xi32>
                %v1577 = memref.load %l499[%k0] : memref<?xi32>
                %v1578 = arith.constant 1258291328 : i32
                %v1579 = arith.addi %v1577, %v1578 : i32
                memref.store %v1579, %l500[%k0] : memref<?xi32>
                %v1580 = memref.load %l500[%k0] : memref<?xi32>
                memref.store %v1580, %l501[%k0] : memref<?xi32>
                %v1581 = memref.load %l501[%k0] : memref<?xi32>
                %v1582 = arith.bitcast %v1581 : i32 to f32
                memref.store %v1582, %l502[%k0] : memref<?xf32>
                %v1583 = memref.load %l502[%k0] : memref<?xf32>
                %v1584 = arith.constant 0x4B000080 : f32
                %v1585 = arith.subf %v1583, %v1584 : f32
                memref.store %v1585, %l503[%k0] : memref<?xf32>
                %v1586 = memref.load %l503[%k0] : memref<?xf32>
                %v1587 = memref.load %l137[%k0] : memref<?xf32>
                %v1588 = arith.mulf %v1586, %v1587 : f32
                memref.store %v1588, %l504[%k0] : memref<?xf32>
                %v1589 = memref.load %l497[%k0] : memref<?xf32>
                %v1590 = memref.load %l504[%k0] : memref<?xf32>
                %v1591 = arith.addf %v1589, %v1590 : f32
                memref.store %v1591, %l426[%k0] : memref<?xf32>
                %v1592 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1592, %l505[%k0] : memref<?xf32>
                %v1593 = memref.load %l421[%k0] : memref<?xi32>
                %v1594 = arith.constant 255 : i32
                %v1595 = arith.andi %v1593, %v1594 : i32
                memref.store %v1595, %l506[%k0] : memref<?xi32>
                %v1596 = memref.load %l506[%k0] : memref<?xi32>
                %v1597 = memref.load %l17[%k0] : memref<?xi32>
                %v1598 = arith.xori %v1596, %v1597 : i32
                memref.store %v1598, %l507[%k0] : memref<?xi32>
                %v1599 = memref.load %l507[%k0] : memref<?xi32>
                %v1600 = arith.bitcast %v1599 : i32 to f32
                memref.store %v1600, %l508[%k0] : memref<?xf32>
                %v1601 = memref.load %l508[%k0] : memref<?xf32>
                %v1602 = arith.constant 0x4B000080 : f32
                %v1603 = arith.subf %v1601, %v1602 : f32
                memref.store %v1603, %l509[%k0] : memref<?xf32>
                %v1604 = memref.load %l509[%k0] : memref<?xf32>
                %v1605 = memref.load %l138[%k0] : memref<?xf32>
                %v1606 = arith.mulf %v1604, %v1605 : f32
                memref.store %v1606, %l510[%k0] : memref<?xf32>
                %v1607 = memref.load %l505[%k0] : memref<?xf32>
                %v1608 = memref.load %l510[%k0] : memref<?xf32>
                %v1609 = arith.addf %v1607, %v1608 : f32
                memref.store %v1609, %l426[%k0] : memref<?xf32>
                %v1610 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1610, %l511[%k0] : memref<?xf32>
                %v1611 = memref.load %l421[%k0] : memref<?xi32>
                %v1612 = arith.constant 65280 : i32
                %v1613 = arith.andi %v1611, %v1612 : i32
                memref.store %v1613, %l512[%k0] : memref<?xi32>
                %v1614 = memref.load %l512[%k0] : memref<?xi32>
                %v1615 = memref.load %l18[%k0] : memref<?xi32>
                %v1616 = arith.xori %v1614, %v1615 : i32
                memref.store %v1616, %l513[%k0] : memref<?xi32>
                %v1617 = memref.load %l513[%k0] : memref<?xi32>
                %v1618 = arith.bitcast %v1617 : i32 to f32
                memref.store %v1618, %l514[%k0] : memref<?xf32>
                %v1619 = memref.load %l514[%k0] : memref<?xf32>
                %v1620 = arith.constant 0x47008000 : f32
                %v1621 = arith.subf %v1619, %v1620 : f32
                memref.store %v1621, %l515[%k0] : memref<?xf32>
                %v1622 = memref.load %l515[%k0] : memref<?xf32>
                %v1623 = memref.load %l139[%k0] : memref<?xf32>
                %v1624 = arith.mulf %v1622, %v1623 : f32
                memref.store %v1624, %l516[%k0] : memref<?xf32>
                %v1625 = memref.load %l511[%k0] : memref<?xf32>
                %v1626 = memref.load %l516[%k0] : memref<?xf32>
                %v1627 = arith.addf %v1625, %v1626 : f32
                memref.store %v1627, %l426[%k0] : memref<?xf32>
                %v1628 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1628, %l517[%k0] : memref<?xf32>
                %v1629 = arith.constant 8 : i32
                memref.store %v1629, %l518[%k0] : memref<?xi32>
                %v1630 = memref.load %l421[%k0] : memref<?xi32>
                %v1631 = memref.load %l518[%k0] : memref<?xi32>
                %v1632 = arith.constant 31 : i32
                %v1633 = arith.andi %v1631, %v1632 : i32
                %v1634 = arith.shrui %v1630, %v1633 : i32
                memref.store %v1634, %l519[%k0] : memref<?xi32>
                %v1635 = memref.load %l519[%k0] : memref<?xi32>
                %v1636 = arith.constant 65280 : i32
                %v1637 = arith.andi %v1635, %v1636 : i32
                memref.store %v1637, %l520[%k0] : memref<?xi32>
                %v1638 = memref.load %l520[%k0] : memref<?xi32>
                %v1639 = memref.load %l18[%k0] : memref<?xi32>
                %v1640 = arith.xori %v1638, %v1639 : i32
                memref.store %v1640, %l521[%k0] : memref<?xi32>
                %v1641 = memref.load %l521[%k0] : memref<?xi32>
                %v1642 = arith.bitcast %v1641 : i32 to f32
                memref.store %v1642, %l522[%k0] : memref<?xf32>
                %v1643 = memref.load %l522[%k0] : memref<?xf32>
                %v1644 = arith.constant 0x47008000 : f32
                %v1645 = arith.subf %v1643, %v1644 : f32
                memref.store %v1645, %l523[%k0] : memref<?xf32>
                %v1646 = memref.load %l523[%k0] : memref<?xf32>
                %v1647 = memref.load %l140[%k0] : memref<?xf32>
                %v1648 = arith.mulf %v1646, %v1647 : f32
                memref.store %v1648, %l524[%k0] : memref<?xf32>
                %v1649 = memref.load %l517[%k0] : memref<?xf32>
                %v1650 = memref.load %l524[%k0] : memref<?xf32>
                %v1651 = arith.addf %v1649, %v1650 : f32
                memref.store %v1651, %l426[%k0] : memref<?xf32>
                %v1652 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1652, %l525[%k0] : memref<?xf32>
                %v1653 = memref.load %l421[%k0] : memref<?xi32>
                memref.store %v1653, %l526[%k0] : memref<?xi32>
                %v1654 = memref.load %l526[%k0] : memref<?xi32>
                %v1655 = arith.constant 24 : i32
                %v1656 = arith.constant 31 : i32
                %v1657 = arith.andi %v1655, %v1656 : i32
                %v1658 = arith.shrsi %v1654, %v1657 : i32
                memref.store %v1658, %l527[%k0] : memref<?xi32>
                %v1659 = memref.load %l527[%k0] : memref<?xi32>
                %v1660 = arith.constant 1258291328 : i32
                %v1661 = arith.addi %v1659, %v1660 : i32
                memref.store %v1661, %l528[%k0] : memref<?xi32>
                %v1662 = memref.load %l528[%k0] : memref<?xi32>
                memref.store %v1662, %l529[%k0] : memref<?xi32>
                %v1663 = memref.load %l529[%k0] : memref<?xi32>
                %v1664 = arith.bitcast %v1663 : i32 to f32
                memref.store %v1664, %l530[%k0] : memref<?xf32>
                %v1665 = memref.load %l530[%k0] : memref<?xf32>
                %v1666 = arith.constant 0x4B000080 : f32
                %v1667 = arith.subf %v1665, %v1666 : f32
                memref.store %v1667, %l531[%k0] : memref<?xf32>
                %v1668 = memref.load %l531[%k0] : memref<?xf32>
                %v1669 = memref.load %l141[%k0] : memref<?xf32>
                %v1670 = arith.mulf %v1668, %v1669 : f32
                memref.store %v1670, %l532[%k0] : memref<?xf32>
                %v1671 = memref.load %l525[%k0] : memref<?xf32>
                %v1672 = memref.load %l532[%k0] : memref<?xf32>
                %v1673 = arith.addf %v1671, %v1672 : f32
                memref.store %v1673, %l426[%k0] : memref<?xf32>
                %v1674 = memref.load %l37[%k0] : memref<?xi32>
                memref.store %v1674, %l533[%k0] : memref<?xi32>
                %v1675 = memref.load %l204[%k0] : memref<?xi32>
                %v1676 = memref.load %l533[%k0] : memref<?xi32>
                %v1677 = arith.constant 31 : i32
                %v1678 = arith.andi %v1676, %v1677 : i32
                %v1679 = arith.shrui %v1675, %v1678 : i32
                memref.store %v1679, %l534[%k0] : memref<?xi32>
                %v1680 = memref.load %l534[%k0] : memref<?xi32>
                %v1681 = arith.constant 65535 : i32
                %v1682 = arith.andi %v1680, %v1681 : i32
                memref.store %v1682, %l535[%k0] : memref<?xi32>
                %v1683 = memref.load %l535[%k0] : memref<?xi32>
                %v1684 = arith.constant 32767 : i32
                %v1685 = arith.andi %v1683, %v1684 : i32
                memref.store %v1685, %l536[%k0] : memref<?xi32>
                %v1686 = arith.constant 13 : i32
                memref.store %v1686, %l537[%k0] : memref<?xi32>
                %v1687 = memref.load %l536[%k0] : memref<?xi32>
                %v1688 = memref.load %l537[%k0] : memref<?xi32>
                %v1689 = arith.constant 31 : i32
                %v1690 = arith.andi %v1688, %v1689 : i32
                %v1691 = arith.shli %v1687, %v1690 : i32
                memref.store %v1691, %l538[%k0] : memref<?xi32>
                %v1692 = memref.load %l538[%k0] : memref<?xi32>
                %v1693 = arith.constant 939524096 : i32
                %v1694 = arith.addi %v1692, %v1693 : i32
                memref.store %v1694, %l539[%k0] : memref<?xi32>
                %v1695 = memref.load %l539[%k0] : memref<?xi32>
                %v1696 = arith.bitcast %v1695 : i32 to f32
                memref.store %v1696, %l540[%k0] : memref<?xf32>
                %v1697 = memref.load %l536[%k0] : memref<?xi32>
                %v1698 = arith.constant 1024 : i32
                %v1699 = arith.cmpi ult, %v1697, %v1698 : i32
                memref.store %v1699, %l541[%k0] : memref<?xi1>
                %v1700 = memref.load %l541[%k0] : memref<?xi1>
                cf.cond_br %v1700, ^bb67, ^bb68
              ^bb67:
                %v1701 = arith.constant 13 : i32
                memref.store %v1701, %l542[%k0] : memref<?xi32>
                %v1702 = memref.load %l536[%k0] : memref<?xi32>
                %v1703 = memref.load %l542[%k0] : memref<?xi32>
                %v1704 = arith.constant 31 : i32
                %v1705 = arith.andi %v1703, %v1704 : i32
                %v1706 = arith.shli %v1702, %v1705 : i32
                memref.store %v1706, %l543[%k0] : memref<?xi32>
                %v1707 = memref.load %l543[%k0] : memref<?xi32>
                %v1708 = arith.constant 947912704 : i32
                %v1709 = arith.addi %v1707, %v1708 : i32
                memref.store %v1709, %l544[%k0] : memref<?xi32>
                %v1710 = memref.load %l544[%k0] : memref<?xi32>
                %v1711 = arith.bitcast %v1710 : i32 to f32
                memref.store %v1711, %l545[%k0] : memref<?xf32>
                %v1712 = memref.load %l545[%k0] : memref<?xf32>
                %v1713 = arith.constant 0x38800000 : f32
                %v1714 = arith.subf %v1712, %v1713 : f32
                memref.store %v1714, %l540[%k0] : memref<?xf32>
                cf.br ^bb68
              ^bb68:
                %v1715 = memref.load %l536[%k0] : memref<?xi32>
                %v1716 = arith.constant 31744 : i32
                %v1717 = arith.cmpi uge, %v1715, %v1716 : i32
                memref.store %v1717, %l546[%k0] : memref<?xi1>
                %v1718 = memref.load %l546[%k0] : memref<?xi1>
                cf.cond_br %v1718, ^bb69, ^bb70
              ^bb69:
                %v1719 = arith.constant 13 : i32
                memref.store %v1719, %l547[%k0] : memref<?xi32>
                %v1720 = memref.load %l536[%k0] : memref<?xi32>
                %v1721 = memref.load %l547[%k0] : memref<?xi32>
                %v1722 = arith.constant 31 : i32
                %v1723 = arith.andi %v1721, %v1722 : i32
                %v1724 = arith.shli %v1720, %v1723 : i32
                memref.store %v1724, %l548[%k0] : memref<?xi32>
                %v1725 = memref.load %l548[%k0] : memref<?xi32>
                %v1726 = arith.constant 1879048192 : i32
                %v1727 = arith.addi %v1725, %v1726 : i32
                memref.store %v1727, %l549[%k0] : memref<?xi32>
                %v1728 = memref.load %l549[%k0] : memref<?xi32>
                %v1729 = arith.bitcast %v1728 : i32 to f32
                memref.store %v1729, %l550[%k0] : memref<?xf32>
                %v1730 = memref.load %l550[%k0] : memref<?xf32>
                memref.store %v1730, %l540[%k0] : memref<?xf32>
                cf.br ^bb70
              ^bb70:
                %v1731 = memref.load %l535[%k0] : memref<?xi32>
                %v1732 = arith.constant 32768 : i32
                %v1733 = arith.cmpi uge, %v1731, %v1732 : i32
                memref.store %v1733, %l551[%k0] : memref<?xi1>
                %v1734 = memref.load %l551[%k0] : memref<?xi1>
                cf.cond_br %v1734, ^bb71, ^bb72
              ^bb71:
                %v1735 = memref.load %l540[%k0] : memref<?xf32>
                memref.store %v1735, %l552[%k0] : memref<?xf32>
                %v1736 = memref.load %l552[%k0] : memref<?xf32>
                %v1737 = arith.negf %v1736 : f32
                memref.store %v1737, %l540[%k0] : memref<?xf32>
                cf.br ^bb72
              ^bb72:
                %v1738 = memref.load %l540[%k0] : memref<?xf32>
                memref.store %v1738, %l553[%k0] : memref<?xf32>
                %v1739 = memref.load %l426[%k0] : memref<?xf32>
                memref.store %v1739, %l554[%k0] : memref<?xf32>
                %v1740 = memref.load %l553[%k0] : memref<?xf32>
                %v1741 = memref.load %l554[%k0] : memref<?xf32>
                %v1742 = arith.mulf %v1740, %v1741 : f32
                memref.store %v1742, %l555[%k0] : memref<?xf32>
                %v1743 = memref.load %l389[%k0] : memref<?xf32>
                %v1744 = memref.load %l555[%k0] : memref<?xf32>
                %v1745 = arith.addf %v1743, %v1744 : f32
                memref.store %v1745, %l84[%k0] : memref<?xf32>
                %v1746 = memref.load %l85[%k0] : memref<?xf32>
                memref.store %v1746, %l556[%k0] : memref<?xf32>
                %v1747 = memref.load %l212[%k0] : memref<?xi32>
                %v1748 = arith.extui %v1747 : i32 to i64
                memref.store %v1748, %l557[%k0] : memref<?xi64>
                %v1749 = arith.constant 32 : i32
                %v1750 = arith.extsi %v1749 : i32 to i64
                memref.store %v1750, %l558[%k0] : memref<?xi64>
                %v1751 = memref.load %l557[%k0] : memref<?xi64>
                %v1752 = memref.load %l558[%k0] : memref<?xi64>
                %v1753 = arith.constant 63 : i64
                %v1754 = arith.andi %v1752, %v1753 : i64
                %v1755 = arith.shli %v1751, %v1754 : i64
                memref.store %v1755, %l559[%k0] : memref<?xi64>
                %v1756 = memref.load %l211[%k0] : memref<?xi32>
                %v1757 = arith.extui %v1756 : i32 to i64
                memref.store %v1757, %l560[%k0] : memref<?xi64>
                %v1758 = memref.load %l559[%k0] : memref<?xi64>
                %v1759 = memref.load %l560[%k0] : memref<?xi64>
                %v1760 = arith.ori %v1758, %v1759 : i64
                memref.store %v1760, %l561[%k0] : memref<?xi64>
                %v1761 = memref.load %l52[%k0] : memref<?xi64>
                memref.store %v1761, %l562[%k0] : memref<?xi64>
                %v1762 = memref.load %l561[%k0] : memref<?xi64>
                %v1763 = memref.load %l562[%k0] : memref<?xi64>
                %v1764 = arith.constant 63 : i64
                %v1765 = arith.andi %v1763, %v1764 : i64
                %v1766 = arith.shrui %v1762, %v1765 : i64
                memref.store %v1766, %l563[%k0] : memref<?xi64>
                %v1767 = memref.load %l563[%k0] : memref<?xi64>
                %v1768 = arith.trunci %v1767 : i64 to i32
                memref.store %v1768, %l564[%k0] : memref<?xi32>
                %v1769 = memref.load %l213[%k0] : memref<?xi32>
                %v1770 = arith.extui %v1769 : i32 to i64
                memref.store %v1770, %l565[%k0] : memref<?xi64>
                %v1771 = arith.constant 32 : i32
                %v1772 = arith.extsi %v1771 : i32 to i64
                memref.store %v1772, %l566[%k0] : memref<?xi64>
                %v1773 = memref.load %l565[%k0] : memref<?xi64>
                %v1774 = memref.load %l566[%k0] : memref<?xi64>
                %v1775 = arith.constant 63 : i64
                %v1776 = arith.andi %v1774, %v1775 : i64
                %v1777 = arith.shli %v1773, %v1776 : i64
                memref.store %v1777, %l567[%k0] : memref<?xi64>
                %v1778 = memref.load %l212[%k0] : memref<?xi32>
                %v1779 = arith.extui %v1778 : i32 to i64
                memref.store %v1779, %l568[%k0] : memref<?xi64>
                %v1780 = memref.load %l567[%k0] : memref<?xi64>
                %v1781 = memref.load %l568[%k0] : memref<?xi64>
                %v1782 = arith.ori %v1780, %v1781 : i64
                memref.store %v1782, %l569[%k0] : memref<?xi64>
                %v1783 = memref.load %l52[%k0] : memref<?xi64>
                memref.store %v1783, %l570[%k0] : memref<?xi64>
                %v1784 = memref.load %l569[%k0] : memref<?xi64>
                %v1785 = memref.load %l570[%k0] : memref<?xi64>
                %v1786 = arith.constant 63 : i64
                %v1787 = arith.andi %v1785, %v1786 : i64
                %v1788 = arith.shrui %v1784, %v1787 : i64
                memref.store %v1788, %l571[%k0] : memref<?xi64>
                %v1789 = memref.load %l571[%k0] : memref<?xi64>
                %v1790 = arith.trunci %v1789 : i64 to i32
                memref.store %v1790, %l572[%k0] : memref<?xi32>
                %v1791 = memref.load %l214[%k0] : memref<?xi32>
                %v1792 = arith.extui %v1791 : i32 to i64
                memref.store %v1792, %l573[%k0] : memref<?xi64>
                %v1793 = arith.constant 32 : i32
                %v1794 = arith.extsi %v1793 : i32 to i64
                memref.store %v1794, %l574[%k0] : memref<?xi64>
                %v1795 = memref.load %l573[%k0] : memref<?xi64>
                %v1796 = memref.load %l574[%k0] : memref<?xi64>
                %v1797 = arith.constant 63 : i64
                %v1798 = arith.andi %v1796, %v1797 : i64
                %v1799 = arith.shli %v1795, %v1798 : i64
                memref.store %v1799, %l575[%k0] : memref<?xi64>
                %v1800 = memref.load %l213[%k0] : memref<?xi32>
                %v1801 = arith.extui %v1800 : i32 to i64
                memref.store %v1801, %l576[%k0] : memref<?xi64>
                %v1802 = memref.load %l575[%k0] : memref<?xi64>
                %v1803 = memref.load %l576[%k0] : memref<?xi64>
                %v1804 = arith.ori %v1802, %v1803 : i64
                memref.store %v1804, %l577[%k0] : memref<?xi64>
                %v1805 = memref.load %l52[%k0] : memref<?xi64>
                memref.store %v1805, %l578[%k0] : memref<?xi64>
                %v1806 = memref.load %l577[%k0] : memref<?xi64>
                %v1807 = memref.load %l578[%k0] : memref<?xi64>
                %v1808 = arith.constant 63 : i64
                %v1809 = arith.andi %v1807, %v1808 : i64
                %v1810 = arith.shrui %v1806, %v1809 : i64
                memref.store %v1810, %l579[%k0] : memref<?xi64>
                %v1811 = memref.load %l579[%k0] : memref<?xi64>
                %v1812 = arith.trunci %v1811 : i64 to i32
                memref.store %v1812, %l580[%k0] : memref<?xi32>
                %v1813 = memref.load %l215[%k0] : memref<?xi32>
                %v1814 = arith.extui %v1813 : i32 to i64
                memref.store %v1814, %l581[%k0] : memref<?xi64>
                %v1815 = arith.constant 32 : i32
                %v1816 = arith.extsi %v1815 : i32 to i64
                memref.store %v1816, %l582[%k0] : memref<?xi64>
                %v1817 = memref.load %l581[%k0] : memref<?xi64>
                %v1818 = memref.load %l582[%k0] : memref<?xi64>
                %v1819 = arith.constant 63 : i64
                %v1820 = arith.andi %v1818, %v1819 : i64
                %v1821 = arith.shli %v1817, %v1820 : i64
                memref.store %v1821, %l583[%k0] : memref<?xi64>
                %v1822 = memref.load %l214[%k0] : memref<?xi32>
                %v1823 = arith.extui %v1822 : i32 to i64
                memref.store %v1823, %l584[%k0] : memref<?xi64>
                %v1824 = memref.load %l583[%k0] : memref<?xi64>
                %v1825 = memref.load %l584[%k0] : memref<?xi64>
                %v1826 = arith.ori %v1824, %v1825 : i64
                memref.store %v1826, %l585[%k0] : memref<?xi64>
                %v1827 = memref.load %l52[%k0] : memref<?xi64>
                memref.store %v1827, %l586[%k0] : memref<?xi64>
                %v1828 = memref.load %l585[%k0] : memref<?xi64>
                %v1829 = memref.load %l586[%k0] : memref<?xi64>
                %v1830 = arith.constant 63 : i64
                %v1831 = arith.andi %v1829, %v1830 : i64
                %v1832 = arith.shrui %v1828, %v1831 : i64
                memref.store %v1832, %l587[%k0] : memref<?xi64>
                %v1833 = memref.load %l587[%k0] : memref<?xi64>
                %v1834 = arith.trunci %v1833 : i64 to i32
                memref.store %v1834, %l588[%k0] : memref<?xi32>
                %v1835 = memref.load %l564[%k0] : memref<?xi32>
                %v1836 = arith.constant 255 : i32
                %v1837 = arith.andi %v1835, %v1836 : i32
                memref.store %v1837, %l589[%k0] : memref<?xi32>
                %v1838 = memref.load %l589[%k0] : memref<?xi32>
                %v1839 = memref.load %l17[%k0] : memref<?xi32>
                %v1840 = arith.xori %v1838, %v1839 : i32
                memref.store %v1840, %l590[%k0] : memref<?xi32>
                %v1841 = memref.load %l590[%k0] : memref<?xi32>
                %v1842 = arith.bitcast %v1841 : i32 to f32
                memref.store %v1842, %l591[%k0] : memref<?xf32>
                %v1843 = memref.load %l591[%k0] : memref<?xf32>
                %v1844 = arith.constant 0x4B000080 : f32
                %v1845 = arith.subf %v1843, %v1844 : f32
                memref.store %v1845, %l592[%k0] : memref<?xf32>
                %v1846 = memref.load %l592[%k0] : memref<?xf32>
                %v1847 = memref.load %l126[%k0] : memref<?xf32>
                %v1848 = arith.mulf %v1846, %v1847 : f32
                memref.store %v1848, %l593[%k0] : memref<?xf32>
                %v1849 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v1849, %l594[%k0] : memref<?xf32>
                %v1850 = memref.load %l564[%k0] : memref<?xi32>
                %v1851 = arith.constant 65280 : i32
                %v1852 = arith.andi %v1850, %v1851 : i32
                memref.store %v1852, %l595[%k0] : memref<?xi32>
                %v1853 = memref.load %l595[%k0] : memref<?xi32>
                %v1854 = memref.load %l18[%k0] : memref<?xi32>
                %v1855 = arith.xori %v1853, %v1854 : i32
                memref.store %v1855, %l596[%k0] : memref<?xi32>
                %v1856 = memref.load %l596[%k0] : memref<?xi32>
                %v1857 = arith.bitcast %v1856 : i32 to f32
                memref.store %v1857, %l597[%k0] : memref<?xf32>
                %v1858 = memref.load %l597[%k0] : memref<?xf32>
                %v1859 = arith.constant 0x47008000 : f32
                %v1860 = arith.subf %v1858, %v1859 : f32
                memref.store %v1860, %l598[%k0] : memref<?xf32>
                %v1861 = memref.load %l598[%k0] : memref<?xf32>
                %v1862 = memref.load %l127[%k0] : memref<?xf32>
                %v1863 = arith.mulf %v1861, %v1862 : f32
                memref.store %v1863, %l599[%k0] : memref<?xf32>
                %v1864 = memref.load %l594[%k0] : memref<?xf32>
                %v1865 = memref.load %l599[%k0] : memref<?xf32>
                %v1866 = arith.addf %v1864, %v1865 : f32
                memref.store %v1866, %l593[%k0] : memref<?xf32>
                %v1867 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v1867, %l600[%k0] : memref<?xf32>
                %v1868 = arith.constant 8 : i32
                memref.store %v1868, %l601[%k0] : memref<?xi32>
                %v1869 = memref.load %l564[%k0] : memref<?xi32>
                %v1870 = memref.load %l601[%k0] : memref<?xi32>
                %v1871 = arith.constant 31 : i32
                %v1872 = arith.andi %v1870, %v1871 : i32
                %v1873 = arith.shrui %v1869, %v1872 : i32
                memref.store %v1873, %l602[%k0] : memref<?xi32>
                %v1874 = memref.load %l602[%k0] : memref<?xi32>
                %v1875 = arith.constant 65280 : i32
                %v1876 = arith.andi %v1874, %v1875 : i32
                memref.store %v1876, %l603[%k0] : memref<?xi32>
                %v1877 = memref.load %l603[%k0] : memref<?xi32>
                %v1878 = memref.load %l18[%k0] : memref<?xi32>
                %v1879 = arith.xori %v1877, %v1878 : i32
                memref.store %v1879, %l604[%k0] : memref<?xi32>
                %v1880 = memref.load %l604[%k0] : memref<?xi32>
                %v1881 = arith.bitcast %v1880 : i32 to f32
                memref.store %v1881, %l605[%k0] : memref<?xf32>
                %v1882 = memref.load %l605[%k0] : memref<?xf32>
                %v1883 = arith.constant 0x47008000 : f32
                %v1884 = arith.subf %v1882, %v1883 : f32
                memref.store %v1884, %l606[%k0] : memref<?xf32>
                %v1885 = memref.load %l606[%k0] : memref<?xf32>
                %v1886 = memref.load %l128[%k0] : memref<?xf32>
                %v1887 = arith.mulf %v1885, %v1886 : f32
                memref.store %v1887, %l607[%k0] : memref<?xf32>
                %v1888 = memref.load %l600[%k0] : memref<?xf32>
                %v1889 = memref.load %l607[%k0] : memref<?xf32>
                %v1890 = arith.addf %v1888, %v1889 : f32
                memref.store %v1890, %l593[%k0] : memref<?xf32>
                %v1891 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v1891, %l608[%k0] : memref<?xf32>
                %v1892 = memref.load %l564[%k0] : memref<?xi32>
                memref.store %v1892, %l609[%k0] : memref<?xi32>
                %v1893 = memref.load %l609[%k0] : memref<?xi32>
                %v1894 = arith.constant 24 : i32
                %v1895 = arith.constant 31 : i32
                %v1896 = arith.andi %v1894, %v1895 : i32
                %v1897 = arith.shrsi %v1893, %v1896 : i32
                memref.store %v1897, %l610[%k0] : memref<?xi32>
                %v1898 = memref.load %l610[%k0] : memref<?xi32>
                %v1899 = arith.constant 1258291328 : i32
                %v1900 = arith.addi %v1898, %v1899 : i32
                memref.store %v1900, %l611[%k0] : memref<?xi32>
                %v1901 = memref.load %l611[%k0] : memref<?xi32>
                memref.store %v1901, %l612[%k0] : memref<?xi32>
                %v1902 = memref.load %l612[%k0] : memref<?xi32>
                %v1903 = arith.bitcast %v1902 : i32 to f32
                memref.store %v1903, %l613[%k0] : memref<?xf32>
                %v1904 = memref.load %l613[%k0] : memref<?xf32>
                %v1905 = arith.constant 0x4B000080 : f32
                %v1906 = arith.subf %v1904, %v1905 : f32
                memref.store %v1906, %l614[%k0] : memref<?xf32>
                %v1907 = memref.load %l614[%k0] : memref<?xf32>
                %v1908 = memref.load %l129[%k0] : memref<?xf32>
                %v1909 = arith.mulf %v1907, %v1908 : f32
                memref.store %v1909, %l615[%k0] : memref<?xf32>
                %v1910 = memref.load %l608[%k0] : memref<?xf32>
                %v1911 = memref.load %l615[%k0] : memref<?xf32>
                %v1912 = arith.addf %v1910, %v1911 : f32
                memref.store %v1912, %l593[%k0] : memref<?xf32>
                %v1913 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v1913, %l616[%k0] : memref<?xf32>
                %v1914 = memref.load %l572[%k0] : memref<?xi32>
                %v1915 = arith.constant 255 : i32
                %v1916 = arith.andi %v1914, %v1915 : i32
                memref.store %v1916, %l617[%k0] : memref<?xi32>
                %v1917 = memref.load %l617[%k0] : memref<?xi32>
                %v1918 = memref.load %l17[%k0] : memref<?xi32>
                %v1919 = arith.xori %v1917, %v1918 : i32
                memref.store %v1919, %l618[%k0] : memref<?xi32>
                %v1920 = memref.load %l618[%k0] : memref<?xi32>
                %v1921 = arith.bitcast %v1920 : i32 to f32
                memref.store %v1921, %l619[%k0] : memref<?xf32>
                %v1922 = memref.load %l619[%k0] : memref<?xf32>
                %v1923 = arith.constant 0x4B000080 : f32
                %v1924 = arith.subf %v1922, %v1923 : f32
                memref.store %v1924, %l620[%k0] : memref<?xf32>
                %v1925 = memref.load %l620[%k0] : memref<?xf32>
                %v1926 = memref.load %l130[%k0] : memref<?xf32>
                %v1927 = arith.mulf %v1925, %v1926 : f32
                memref.store %v1927, %l621[%k0] : memref<?xf32>
                %v1928 = memref.load %l616[%k0] : memref<?xf32>
                %v1929 = memref.load %l621[%k0] : memref<?xf32>
                %v1930 = arith.addf %v1928, %v1929 : f32
                memref.store %v1930, %l593[%k0] : memref<?xf32>
                %v1931 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v1931, %l622[%k0] : memref<?xf32>
                %v1932 = memref.load %l572[%k0] : memref<?xi32>
                %v1933 = arith.constant 65280 : i32
                %v1934 = arith.andi %v1932, %v1933 : i32
                memref.store %v1934, %l623[%k0] : memref<?xi32>
                %v1935 = memref.load %l623[%k0] : memref<?xi32>
                %v1936 = memref.load %l18[%k0] : memref<?xi32>
                %v1937 = arith.xori %v1935, %v1936 : i32
                memref.store %v1937, %l624[%k0] : memref<?xi32>
                %v1938 = memref.load %l624[%k0] : memref<?xi32>
                %v1939 = arith.bitcast %v1938 : i32 to f32
                memref.store %v1939, %l625[%k0] : memref<?xf32>
                %v1940 = memref.load %l625[%k0] : memref<?xf32>
                %v1941 = arith.constant 0x47008000 : f32
                %v1942 = arith.subf %v1940, %v1941 : f32
                memref.store %v1942, %l626[%k0] : memref<?xf32>
                %v1943 = memref.load %l626[%k0] : memref<?xf32>
                %v1944 = memref.load %l131[%k0] : memref<?xf32>
                %v1945 = arith.mulf %v1943, %v1944 : f32
                memref.store %v1945, %l627[%k0] : memref<?xf32>
                %v1946 = memref.load %l622[%k0] : memref<?xf32>
                %v1947 = memref.load %l627[%k0] : memref<?xf32>
                %v1948 = arith.addf %v1946, %v1947 : f32
                memref.store %v1948, %l593[%k0] : memref<?xf32>
                %v1949 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v1949, %l628[%k0] : memref<?xf32>
                %v1950 = arith.constant 8 : i32
                memref.store %v1950, %l629[%k0] : memref<?xi32>
                %v1951 = memref.load %l572[%k0] : memref<?xi32>
                %v1952 = memref.load %l629[%k0] : memref<?xi32>
                %v1953 = arith.constant 31 : i32
                %v1954 = arith.andi %v1952, %v1953 : i32
                %v1955 = arith.shrui %v1951, %v1954 : i32
                memref.store %v1955, %l630[%k0] : memref<?xi32>
                %v1956 = memref.load %l630[%k0] : memref<?xi32>
                %v1957 = arith.constant 65280 : i32
                %v1958 = arith.andi %v1956, %v1957 : i32
                memref.store %v1958, %l631[%k0] : memref<?xi32>
                %v1959 = memref.load %l631[%k0] : memref<?xi32>
                %v1960 = memref.load %l18[%k0] : memref<?xi32>
                %v1961 = arith.xori %v1959, %v1960 : i32
                memref.store %v1961, %l632[%k0] : memref<?xi32>
                %v1962 = memref.load %l632[%k0] : memref<?xi32>
                %v1963 = arith.bitcast %v1962 : i32 to f32
                memref.store %v1963, %l633[%k0] : memref<?xf32>
                %v1964 = memref.load %l633[%k0] : memref<?xf32>
                %v1965 = arith.constant 0x47008000 : f32
                %v1966 = arith.subf %v1964, %v1965 : f32
                memref.store %v1966, %l634[%k0] : memref<?xf32>
                %v1967 = memref.load %l634[%k0] : memref<?xf32>
                %v1968 = memref.load %l132[%k0] : memref<?xf32>
                %v1969 = arith.mulf %v1967, %v1968 : f32
                memref.store %v1969, %l635[%k0] : memref<?xf32>
                %v1970 = memref.load %l628[%k0] : memref<?xf32>
                %v1971 = memref.load %l635[%k0] : memref<?xf32>
                %v1972 = arith.addf %v1970, %v1971 : f32
                memref.store %v1972, %l593[%k0] : memref<?xf32>
                %v1973 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v1973, %l636[%k0] : memref<?xf32>
                %v1974 = memref.load %l572[%k0] : memref<?xi32>
                memref.store %v1974, %l637[%k0] : memref<?xi32>
                %v1975 = memref.load %l637[%k0] : memref<?xi32>
                %v1976 = arith.constant 24 : i32
                %v1977 = arith.constant 31 : i32
                %v1978 = arith.andi %v1976, %v1977 : i32
                %v1979 = arith.shrsi %v1975, %v1978 : i32
                memref.store %v1979, %l638[%k0] : memref<?xi32>
                %v1980 = memref.load %l638[%k0] : memref<?xi32>
                %v1981 = arith.constant 1258291328 : i32
                %v1982 = arith.addi %v1980, %v1981 : i32
                memref.store %v1982, %l639[%k0] : memref<?xi32>
                %v1983 = memref.load %l639[%k0] : memref<?xi32>
                memref.store %v1983, %l640[%k0] : memref<?xi32>
                %v1984 = memref.load %l640[%k0] : memref<?xi32>
                %v1985 = arith.bitcast %v1984 : i32 to f32
                memref.store %v1985, %l641[%k0] : memref<?xf32>
                %v1986 = memref.load %l641[%k0] : memref<?xf32>
                %v1987 = arith.constant 0x4B000080 : f32
                %v1988 = arith.subf %v1986, %v1987 : f32
                memref.store %v1988, %l642[%k0] : memref<?xf32>
                %v1989 = memref.load %l642[%k0] : memref<?xf32>
                %v1990 = memref.load %l133[%k0] : memref<?xf32>
                %v1991 = arith.mulf %v1989, %v1990 : f32
                memref.store %v1991, %l643[%k0] : memref<?xf32>
                %v1992 = memref.load %l636[%k0] : memref<?xf32>
                %v1993 = memref.load %l643[%k0] : memref<?xf32>
                %v1994 = arith.addf %v1992, %v1993 : f32
                memref.store %v1994, %l593[%k0] : memref<?xf32>
                %v1995 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v1995, %l644[%k0] : memref<?xf32>
                %v1996 = memref.load %l580[%k0] : memref<?xi32>
                %v1997 = arith.constant 255 : i32
                %v1998 = arith.andi %v1996, %v1997 : i32
                memref.store %v1998, %l645[%k0] : memref<?xi32>
                %v1999 = memref.load %l645[%k0] : memref<?xi32>
                %v2000 = memref.load %l17[%k0] : memref<?xi32>
                %v2001 = arith.xori %v1999, %v2000 : i32
                memref.store %v2001, %l646[%k0] : memref<?xi32>
                %v2002 = memref.load %l646[%k0] : memref<?xi32>
                %v2003 = arith.bitcast %v2002 : i32 to f32
                memref.store %v2003, %l647[%k0] : memref<?xf32>
                %v2004 = memref.load %l647[%k0] : memref<?xf32>
                %v2005 = arith.constant 0x4B000080 : f32
                %v2006 = arith.subf %v2004, %v2005 : f32
                memref.store %v2006, %l648[%k0] : memref<?xf32>
                %v2007 = memref.load %l648[%k0] : memref<?xf32>
                %v2008 = memref.load %l134[%k0] : memref<?xf32>
                %v2009 = arith.mulf %v2007, %v2008 : f32
                memref.store %v2009, %l649[%k0] : memref<?xf32>
                %v2010 = memref.load %l644[%k0] : memref<?xf32>
                %v2011 = memref.load %l649[%k0] : memref<?xf32>
                %v2012 = arith.addf %v2010, %v2011 : f32
                memref.store %v2012, %l593[%k0] : memref<?xf32>
                %v2013 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v2013, %l650[%k0] : memref<?xf32>
                %v2014 = memref.load %l580[%k0] : memref<?xi32>
                %v2015 = arith.constant 65280 : i32
                %v2016 = arith.andi %v2014, %v2015 : i32
                memref.store %v2016, %l651[%k0] : memref<?xi32>
                %v2017 = memref.load %l651[%k0] : memref<?xi32>
                %v2018 = memref.load %l18[%k0] : memref<?xi32>
                %v2019 = arith.xori %v2017, %v2018 : i32
                memref.store %v2019, %l652[%k0] : memref<?xi32>
                %v2020 = memref.load %l652[%k0] : memref<?xi32>
                %v2021 = arith.bitcast %v2020 : i32 to f32
                memref.store %v2021, %l653[%k0] : memref<?xf32>
                %v2022 = memref.load %l653[%k0] : memref<?xf32>
                %v2023 = arith.constant 0x47008000 : f32
                %v2024 = arith.subf %v2022, %v2023 : f32
                memref.store %v2024, %l654[%k0] : memref<?xf32>
                %v2025 = memref.load %l654[%k0] : memref<?xf32>
                %v2026 = memref.load %l135[%k0] : memref<?xf32>
                %v2027 = arith.mulf %v2025, %v2026 : f32
                memref.store %v2027, %l655[%k0] : memref<?xf32>
                %v2028 = memref.load %l650[%k0] : memref<?xf32>
                %v2029 = memref.load %l655[%k0] : memref<?xf32>
                %v2030 = arith.addf %v2028, %v2029 : f32
                memref.store %v2030, %l593[%k0] : memref<?xf32>
                %v2031 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v2031, %l656[%k0] : memref<?xf32>
                %v2032 = arith.constant 8 : i32
                memref.store %v2032, %l657[%k0] : memref<?xi32>
                %v2033 = memref.load %l580[%k0] : memref<?xi32>
                %v2034 = memref.load %l657[%k0] : memref<?xi32>
                %v2035 = arith.constant 31 : i32
                %v2036 = arith.andi %v2034, %v2035 : i32
                %v2037 = arith.shrui %v2033, %v2036 : i32
                memref.store %v2037, %l658[%k0] : memref<?xi32>
                %v2038 = memref.load %l658[%k0] : memref<?xi32>
                %v2039 = arith.constant 65280 : i32
                %v2040 = arith.andi %v2038, %v2039 : i32
                memref.store %v2040, %l659[%k0] : memref<?xi32>
                %v2041 = memref.load %l659[%k0] : memref<?xi32>
                %v2042 = memref.load %l18[%k0] : memref<?xi32>
                %v2043 = arith.xori %v2041, %v2042 : i32
                memref.store %v2043, %l660[%k0] : memref<?xi32>
                %v2044 = memref.load %l660[%k0] : memref<?xi32>
                %v2045 = arith.bitcast %v2044 : i32 to f32
                memref.store %v2045, %l661[%k0] : memref<?xf32>
                %v2046 = memref.load %l661[%k0] : memref<?xf32>
                %v2047 = arith.constant 0x47008000 : f32
                %v2048 = arith.subf %v2046, %v2047 : f32
                memref.store %v2048, %l662[%k0] : memref<?xf32>
                %v2049 = memref.load %l662[%k0] : memref<?xf32>
                %v2050 = memref.load %l136[%k0] : memref<?xf32>
                %v2051 = arith.mulf %v2049, %v2050 : f32
                memref.store %v2051, %l663[%k0] : memref<?xf32>
                %v2052 = memref.load %l656[%k0] : memref<?xf32>
                %v2053 = memref.load %l663[%k0] : memref<?xf32>
                %v2054 = arith.addf %v2052, %v2053 : f32
                memref.store %v2054, %l593[%k0] : memref<?xf32>
                %v2055 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v2055, %l664[%k0] : memref<?xf32>
                %v2056 = memref.load %l580[%k0] : memref<?xi32>
                memref.store %v2056, %l665[%k0] : memref<?xi32>
                %v2057 = memref.load %l665[%k0] : memref<?xi32>
                %v2058 = arith.constant 24 : i32
                %v2059 = arith.constant 31 : i32
                %v2060 = arith.andi %v2058, %v2059 : i32
                %v2061 = arith.shrsi %v2057, %v2060 : i32
                memref.store %v2061, %l666[%k0] : memref<?xi32>
                %v2062 = memref.load %l666[%k0] : memref<?xi32>
                %v2063 = arith.constant 1258291328 : i32
                %v2064 = arith.addi %v2062, %v2063 : i32
                memref.store %v2064, %l667[%k0] : memref<?xi32>
                %v2065 = memref.load %l667[%k0] : memref<?xi32>
                memref.store %v2065, %l668[%k0] : memref<?xi32>
                %v2066 = memref.load %l668[%k0] : memref<?xi32>
                %v2067 = arith.bitcast %v2066 : i32 to f32
                memref.store %v2067, %l669[%k0] : memref<?xf32>
                %v2068 = memref.load %l669[%k0] : memref<?xf32>
                %v2069 = arith.constant 0x4B000080 : f32
                %v2070 = arith.subf %v2068, %v2069 : f32
                memref.store %v2070, %l670[%k0] : memref<?xf32>
                %v2071 = memref.load %l670[%k0] : memref<?xf32>
                %v2072 = memref.load %l137[%k0] : memref<?xf32>
                %v2073 = arith.mulf %v2071, %v2072 : f32
                memref.store %v2073, %l671[%k0] : memref<?xf32>
                %v2074 = memref.load %l664[%k0] : memref<?xf32>
                %v2075 = memref.load %l671[%k0] : memref<?xf32>
                %v2076 = arith.addf %v2074, %v2075 : f32
                memref.store %v2076, %l593[%k0] : memref<?xf32>
                %v2077 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v2077, %l672[%k0] : memref<?xf32>
                %v2078 = memref.load %l588[%k0] : memref<?xi32>
                %v2079 = arith.constant 255 : i32
                %v2080 = arith.andi %v2078, %v2079 : i32
                memref.store %v2080, %l673[%k0] : memref<?xi32>
                %v2081 = memref.load %l673[%k0] : memref<?xi32>
                %v2082 = memref.load %l17[%k0] : memref<?xi32>
                %v2083 = arith.xori %v2081, %v2082 : i32
                memref.store %v2083, %l674[%k0] : memref<?xi32>
                %v2084 = memref.load %l674[%k0] : memref<?xi32>
                %v2085 = arith.bitcast %v2084 : i32 to f32
                memref.store %v2085, %l675[%k0] : memref<?xf32>
                %v2086 = memref.load %l675[%k0] : memref<?xf32>
                %v2087 = arith.constant 0x4B000080 : f32
                %v2088 = arith.subf %v2086, %v2087 : f32
                memref.store %v2088, %l676[%k0] : memref<?xf32>
                %v2089 = memref.load %l676[%k0] : memref<?xf32>
                %v2090 = memref.load %l138[%k0] : memref<?xf32>
                %v2091 = arith.mulf %v2089, %v2090 : f32
                memref.store %v2091, %l677[%k0] : memref<?xf32>
                %v2092 = memref.load %l672[%k0] : memref<?xf32>
                %v2093 = memref.load %l677[%k0] : memref<?xf32>
                %v2094 = arith.addf %v2092, %v2093 : f32
                memref.store %v2094, %l593[%k0] : memref<?xf32>
                %v2095 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v2095, %l678[%k0] : memref<?xf32>
                %v2096 = memref.load %l588[%k0] : memref<?xi32>
                %v2097 = arith.constant 65280 : i32
                %v2098 = arith.andi %v2096, %v2097 : i32
                memref.store %v2098, %l679[%k0] : memref<?xi32>
                %v2099 = memref.load %l679[%k0] : memref<?xi32>
                %v2100 = memref.load %l18[%k0] : memref<?xi32>
                %v2101 = arith.xori %v2099, %v2100 : i32
                memref.store %v2101, %l680[%k0] : memref<?xi32>
                %v2102 = memref.load %l680[%k0] : memref<?xi32>
                %v2103 = arith.bitcast %v2102 : i32 to f32
                memref.store %v2103, %l681[%k0] : memref<?xf32>
                %v2104 = memref.load %l681[%k0] : memref<?xf32>
                %v2105 = arith.constant 0x47008000 : f32
                %v2106 = arith.subf %v2104, %v2105 : f32
                memref.store %v2106, %l682[%k0] : memref<?xf32>
                %v2107 = memref.load %l682[%k0] : memref<?xf32>
                %v2108 = memref.load %l139[%k0] : memref<?xf32>
                %v2109 = arith.mulf %v2107, %v2108 : f32
                memref.store %v2109, %l683[%k0] : memref<?xf32>
                %v2110 = memref.load %l678[%k0] : memref<?xf32>
                %v2111 = memref.load %l683[%k0] : memref<?xf32>
                %v2112 = arith.addf %v2110, %v2111 : f32
                memref.store %v2112, %l593[%k0] : memref<?xf32>
                %v2113 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v2113, %l684[%k0] : memref<?xf32>
                %v2114 = arith.constant 8 : i32
                memref.store %v2114, %l685[%k0] : memref<?xi32>
                %v2115 = memref.load %l588[%k0] : memref<?xi32>
                %v2116 = memref.load %l685[%k0] : memref<?xi32>
                %v2117 = arith.constant 31 : i32
                %v2118 = arith.andi %v2116, %v2117 : i32
                %v2119 = arith.shrui %v2115, %v2118 : i32
                memref.store %v2119, %l686[%k0] : memref<?xi32>
                %v2120 = memref.load %l686[%k0] : memref<?xi32>
                %v2121 = arith.constant 65280 : i32
                %v2122 = arith.andi %v2120, %v2121 : i32
                memref.store %v2122, %l687[%k0] : memref<?xi32>
                %v2123 = memref.load %l687[%k0] : memref<?xi32>
                %v2124 = memref.load %l18[%k0] : memref<?xi32>
                %v2125 = arith.xori %v2123, %v2124 : i32
                memref.store %v2125, %l688[%k0] : memref<?xi32>
                %v2126 = memref.load %l688[%k0] : memref<?xi32>
                %v2127 = arith.bitcast %v2126 : i32 to f32
                memref.store %v2127, %l689[%k0] : memref<?xf32>
                %v2128 = memref.load %l689[%k0] : memref<?xf32>
                %v2129 = arith.constant 0x47008000 : f32
                %v2130 = arith.subf %v2128, %v2129 : f32
                memref.store %v2130, %l690[%k0] : memref<?xf32>
                %v2131 = memref.load %l690[%k0] : memref<?xf32>
                %v2132 = memref.load %l140[%k0] : memref<?xf32>
                %v2133 = arith.mulf %v2131, %v2132 : f32
                memref.store %v2133, %l691[%k0] : memref<?xf32>
                %v2134 = memref.load %l684[%k0] : memref<?xf32>
                %v2135 = memref.load %l691[%k0] : memref<?xf32>
                %v2136 = arith.addf %v2134, %v2135 : f32
                memref.store %v2136, %l593[%k0] : memref<?xf32>
                %v2137 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v2137, %l692[%k0] : memref<?xf32>
                %v2138 = memref.load %l588[%k0] : memref<?xi32>
                memref.store %v2138, %l693[%k0] : memref<?xi32>
                %v2139 = memref.load %l693[%k0] : memref<?xi32>
                %v2140 = arith.constant 24 : i32
                %v2141 = arith.constant 31 : i32
                %v2142 = arith.andi %v2140, %v2141 : i32
                %v2143 = arith.shrsi %v2139, %v2142 : i32
                memref.store %v2143, %l694[%k0] : memref<?xi32>
                %v2144 = memref.load %l694[%k0] : memref<?xi32>
                %v2145 = arith.constant 1258291328 : i32
                %v2146 = arith.addi %v2144, %v2145 : i32
                memref.store %v2146, %l695[%k0] : memref<?xi32>
                %v2147 = memref.load %l695[%k0] : memref<?xi32>
                memref.store %v2147, %l696[%k0] : memref<?xi32>
                %v2148 = memref.load %l696[%k0] : memref<?xi32>
                %v2149 = arith.bitcast %v2148 : i32 to f32
                memref.store %v2149, %l697[%k0] : memref<?xf32>
                %v2150 = memref.load %l697[%k0] : memref<?xf32>
                %v2151 = arith.constant 0x4B000080 : f32
                %v2152 = arith.subf %v2150, %v2151 : f32
                memref.store %v2152, %l698[%k0] : memref<?xf32>
                %v2153 = memref.load %l698[%k0] : memref<?xf32>
                %v2154 = memref.load %l141[%k0] : memref<?xf32>
                %v2155 = arith.mulf %v2153, %v2154 : f32
                memref.store %v2155, %l699[%k0] : memref<?xf32>
                %v2156 = memref.load %l692[%k0] : memref<?xf32>
                %v2157 = memref.load %l699[%k0] : memref<?xf32>
                %v2158 = arith.addf %v2156, %v2157 : f32
                memref.store %v2158, %l593[%k0] : memref<?xf32>
                %v2159 = memref.load %l53[%k0] : memref<?xi32>
                memref.store %v2159, %l700[%k0] : memref<?xi32>
                %v2160 = memref.load %l210[%k0] : memref<?xi32>
                %v2161 = memref.load %l700[%k0] : memref<?xi32>
                %v2162 = arith.constant 31 : i32
                %v2163 = arith.andi %v2161, %v2162 : i32
                %v2164 = arith.shrui %v2160, %v2163 : i32
                memref.store %v2164, %l701[%k0] : memref<?xi32>
                %v2165 = memref.load %l701[%k0] : memref<?xi32>
                %v2166 = arith.constant 65535 : i32
                %v2167 = arith.andi %v2165, %v2166 : i32
                memref.store %v2167, %l702[%k0] : memref<?xi32>
                %v2168 = memref.load %l702[%k0] : memref<?xi32>
                %v2169 = arith.constant 32767 : i32
                %v2170 = arith.andi %v2168, %v2169 : i32
                memref.store %v2170, %l703[%k0] : memref<?xi32>
                %v2171 = arith.constant 13 : i32
                memref.store %v2171, %l704[%k0] : memref<?xi32>
                %v2172 = memref.load %l703[%k0] : memref<?xi32>
                %v2173 = memref.load %l704[%k0] : memref<?xi32>
                %v2174 = arith.constant 31 : i32
                %v2175 = arith.andi %v2173, %v2174 : i32
                %v2176 = arith.shli %v2172, %v2175 : i32
                memref.store %v2176, %l705[%k0] : memref<?xi32>
                %v2177 = memref.load %l705[%k0] : memref<?xi32>
                %v2178 = arith.constant 939524096 : i32
                %v2179 = arith.addi %v2177, %v2178 : i32
                memref.store %v2179, %l706[%k0] : memref<?xi32>
                %v2180 = memref.load %l706[%k0] : memref<?xi32>
                %v2181 = arith.bitcast %v2180 : i32 to f32
                memref.store %v2181, %l707[%k0] : memref<?xf32>
                %v2182 = memref.load %l703[%k0] : memref<?xi32>
                %v2183 = arith.constant 1024 : i32
                %v2184 = arith.cmpi ult, %v2182, %v2183 : i32
                memref.store %v2184, %l708[%k0] : memref<?xi1>
                %v2185 = memref.load %l708[%k0] : memref<?xi1>
                cf.cond_br %v2185, ^bb73, ^bb74
              ^bb73:
                %v2186 = arith.constant 13 : i32
                memref.store %v2186, %l709[%k0] : memref<?xi32>
                %v2187 = memref.load %l703[%k0] : memref<?xi32>
                %v2188 = memref.load %l709[%k0] : memref<?xi32>
                %v2189 = arith.constant 31 : i32
                %v2190 = arith.andi %v2188, %v2189 : i32
                %v2191 = arith.shli %v2187, %v2190 : i32
                memref.store %v2191, %l710[%k0] : memref<?xi32>
                %v2192 = memref.load %l710[%k0] : memref<?xi32>
                %v2193 = arith.constant 947912704 : i32
                %v2194 = arith.addi %v2192, %v2193 : i32
                memref.store %v2194, %l711[%k0] : memref<?xi32>
                %v2195 = memref.load %l711[%k0] : memref<?xi32>
                %v2196 = arith.bitcast %v2195 : i32 to f32
                memref.store %v2196, %l712[%k0] : memref<?xf32>
                %v2197 = memref.load %l712[%k0] : memref<?xf32>
                %v2198 = arith.constant 0x38800000 : f32
                %v2199 = arith.subf %v2197, %v2198 : f32
                memref.store %v2199, %l707[%k0] : memref<?xf32>
                cf.br ^bb74
              ^bb74:
                %v2200 = memref.load %l703[%k0] : memref<?xi32>
                %v2201 = arith.constant 31744 : i32
                %v2202 = arith.cmpi uge, %v2200, %v2201 : i32
                memref.store %v2202, %l713[%k0] : memref<?xi1>
                %v2203 = memref.load %l713[%k0] : memref<?xi1>
                cf.cond_br %v2203, ^bb75, ^bb76
              ^bb75:
                %v2204 = arith.constant 13 : i32
                memref.store %v2204, %l714[%k0] : memref<?xi32>
                %v2205 = memref.load %l703[%k0] : memref<?xi32>
                %v2206 = memref.load %l714[%k0] : memref<?xi32>
                %v2207 = arith.constant 31 : i32
                %v2208 = arith.andi %v2206, %v2207 : i32
                %v2209 = arith.shli %v2205, %v2208 : i32
                memref.store %v2209, %l715[%k0] : memref<?xi32>
                %v2210 = memref.load %l715[%k0] : memref<?xi32>
                %v2211 = arith.constant 1879048192 : i32
                %v2212 = arith.addi %v2210, %v2211 : i32
                memref.store %v2212, %l716[%k0] : memref<?xi32>
                %v2213 = memref.load %l716[%k0] : memref<?xi32>
                %v2214 = arith.bitcast %v2213 : i32 to f32
                memref.store %v2214, %l717[%k0] : memref<?xf32>
                %v2215 = memref.load %l717[%k0] : memref<?xf32>
                memref.store %v2215, %l707[%k0] : memref<?xf32>
                cf.br ^bb76
              ^bb76:
                %v2216 = memref.load %l702[%k0] : memref<?xi32>
                %v2217 = arith.constant 32768 : i32
                %v2218 = arith.cmpi uge, %v2216, %v2217 : i32
                memref.store %v2218, %l718[%k0] : memref<?xi1>
                %v2219 = memref.load %l718[%k0] : memref<?xi1>
                cf.cond_br %v2219, ^bb77, ^bb78
              ^bb77:
                %v2220 = memref.load %l707[%k0] : memref<?xf32>
                memref.store %v2220, %l719[%k0] : memref<?xf32>
                %v2221 = memref.load %l719[%k0] : memref<?xf32>
                %v2222 = arith.negf %v2221 : f32
                memref.store %v2222, %l707[%k0] : memref<?xf32>
                cf.br ^bb78
              ^bb78:
                %v2223 = memref.load %l707[%k0] : memref<?xf32>
                memref.store %v2223, %l720[%k0] : memref<?xf32>
                %v2224 = memref.load %l593[%k0] : memref<?xf32>
                memref.store %v2224, %l721[%k0] : memref<?xf32>
                %v2225 = memref.load %l720[%k0] : memref<?xf32>
                %v2226 = memref.load %l721[%k0] : memref<?xf32>
                %v2227 = arith.mulf %v2225, %v2226 : f32
                memref.store %v2227, %l722[%k0] : memref<?xf32>
                %v2228 = memref.load %l556[%k0] : memref<?xf32>
                %v2229 = memref.load %l722[%k0] : memref<?xf32>
                %v2230 = arith.addf %v2228, %v2229 : f32
                memref.store %v2230, %l85[%k0] : memref<?xf32>
                %v2231 = memref.load %l86[%k0] : memref<?xf32>
                memref.store %v2231, %l723[%k0] : memref<?xf32>
                %v2232 = memref.load %l218[%k0] : memref<?xi32>
                %v2233 = arith.extui %v2232 : i32 to i64
                memref.store %v2233, %l724[%k0] : memref<?xi64>
                %v2234 = arith.constant 32 : i32
                %v2235 = arith.extsi %v2234 : i32 to i64
                memref.store %v2235, %l725[%k0] : memref<?xi64>
                %v2236 = memref.load %l724[%k0] : memref<?xi64>
                %v2237 = memref.load %l725[%k0] : memref<?xi64>
                %v2238 = arith.constant 63 : i64
                %v2239 = arith.andi %v2237, %v2238 : i64
                %v2240 = arith.shli %v2236, %v2239 : i64
                memref.store %v2240, %l726[%k0] : memref<?xi64>
                %v2241 = memref.load %l217[%k0] : memref<?xi32>
                %v2242 = arith.extui %v2241 : i32 to i64
                memref.store %v2242, %l727[%k0] : memref<?xi64>
                %v2243 = memref.load %l726[%k0] : memref<?xi64>
                %v2244 = memref.load %l727[%k0] : memref<?xi64>
                %v2245 = arith.ori %v2243, %v2244 : i64
                memref.store %v2245, %l728[%k0] : memref<?xi64>
                %v2246 = memref.load %l68[%k0] : memref<?xi64>
                memref.store %v2246, %l729[%k0] : memref<?xi64>
                %v2247 = memref.load %l728[%k0] : memref<?xi64>
                %v2248 = memref.load %l729[%k0] : memref<?xi64>
                %v2249 = arith.constant 63 : i64
                %v2250 = arith.andi %v2248, %v2249 : i64
                %v2251 = arith.shrui %v2247, %v2250 : i64
                memref.store %v2251, %l730[%k0] : memref<?xi64>
                %v2252 = memref.load %l730[%k0] : memref<?xi64>
                %v2253 = arith.trunci %v2252 : i64 to i32
                memref.store %v2253, %l731[%k0] : memref<?xi32>
                %v2254 = memref.load %l219[%k0] : memref<?xi32>
                %v2255 = arith.extui %v2254 : i32 to i64
                memref.store %v2255, %l732[%k0] : memref<?xi64>
                %v2256 = arith.constant 32 : i32
                %v2257 = arith.extsi %v2256 : i32 to i64
                memref.store %v2257, %l733[%k0] : memref<?xi64>
                %v2258 = memref.load %l732[%k0] : memref<?xi64>
                %v2259 = memref.load %l733[%k0] : memref<?xi64>
                %v2260 = arith.constant 63 : i64
                %v2261 = arith.andi %v2259, %v2260 : i64
                %v2262 = arith.shli %v2258, %v2261 : i64
                memref.store %v2262, %l734[%k0] : memref<?xi64>
                %v2263 = memref.load %l218[%k0] : memref<?xi32>
                %v2264 = arith.extui %v2263 : i32 to i64
                memref.store %v2264, %l735[%k0] : memref<?xi64>
                %v2265 = memref.load %l734[%k0] : memref<?xi64>
                %v2266 = memref.load %l735[%k0] : memref<?xi64>
                %v2267 = arith.ori %v2265, %v2266 : i64
                memref.store %v2267, %l736[%k0] : memref<?xi64>
                %v2268 = memref.load %l68[%k0] : memref<?xi64>
                memref.store %v2268, %l737[%k0] : memref<?xi64>
                %v2269 = memref.load %l736[%k0] : memref<?xi64>
                %v2270 = memref.load %l737[%k0] : memref<?xi64>
                %v2271 = arith.constant 63 : i64
                %v2272 = arith.andi %v2270, %v2271 : i64
                %v2273 = arith.shrui %v2269, %v2272 : i64
                memref.store %v2273, %l738[%k0] : memref<?xi64>
                %v2274 = memref.load %l738[%k0] : memref<?xi64>
                %v2275 = arith.trunci %v2274 : i64 to i32
                memref.store %v2275, %l739[%k0] : memref<?xi32>
                %v2276 = memref.load %l220[%k0] : memref<?xi32>
                %v2277 = arith.extui %v2276 : i32 to i64
                memref.store %v2277, %l740[%k0] : memref<?xi64>
                %v2278 = arith.constant 32 : i32
                %v2279 = arith.extsi %v2278 : i32 to i64
                memref.store %v2279, %l741[%k0] : memref<?xi64>
                %v2280 = memref.load %l740[%k0] : memref<?xi64>
                %v2281 = memref.load %l741[%k0] : memref<?xi64>
                %v2282 = arith.constant 63 : i64
                %v2283 = arith.andi %v2281, %v2282 : i64
                %v2284 = arith.shli %v2280, %v2283 : i64
                memref.store %v2284, %l742[%k0] : memref<?xi64>
                %v2285 = memref.load %l219[%k0] : memref<?xi32>
                %v2286 = arith.extui %v2285 : i32 to i64
                memref.store %v2286, %l743[%k0] : memref<?xi64>
                %v2287 = memref.load %l742[%k0] : memref<?xi64>
                %v2288 = memref.load %l743[%k0] : memref<?xi64>
                %v2289 = arith.ori %v2287, %v2288 : i64
                memref.store %v2289, %l744[%k0] : memref<?xi64>
                %v2290 = memref.load %l68[%k0] : memref<?xi64>
                memref.store %v2290, %l745[%k0] : memref<?xi64>
                %v2291 = memref.load %l744[%k0] : memref<?xi64>
                %v2292 = memref.load %l745[%k0] : memref<?xi64>
                %v2293 = arith.constant 63 : i64
                %v2294 = arith.andi %v2292, %v2293 : i64
                %v2295 = arith.shrui %v2291, %v2294 : i64
                memref.store %v2295, %l746[%k0] : memref<?xi64>
                %v2296 = memref.load %l746[%k0] : memref<?xi64>
                %v2297 = arith.trunci %v2296 : i64 to i32
                memref.store %v2297, %l747[%k0] : memref<?xi32>
                %v2298 = memref.load %l221[%k0] : memref<?xi32>
                %v2299 = arith.extui %v2298 : i32 to i64
                memref.store %v2299, %l748[%k0] : memref<?xi64>
                %v2300 = arith.constant 32 : i32
                %v2301 = arith.extsi %v2300 : i32 to i64
                memref.store %v2301, %l749[%k0] : memref<?xi64>
                %v2302 = memref.load %l748[%k0] : memref<?xi64>
                %v2303 = memref.load %l749[%k0] : memref<?xi64>
                %v2304 = arith.constant 63 : i64
                %v2305 = arith.andi %v2303, %v2304 : i64
                %v2306 = arith.shli %v2302, %v2305 : i64
                memref.store %v2306, %l750[%k0] : memref<?xi64>
                %v2307 = memref.load %l220[%k0] : memref<?xi32>
                %v2308 = arith.extui %v2307 : i32 to i64
                memref.store %v2308, %l751[%k0] : memref<?xi64>
                %v2309 = memref.load %l750[%k0] : memref<?xi64>
                %v2310 = memref.load %l751[%k0] : memref<?xi64>
                %v2311 = arith.ori %v2309, %v2310 : i64
                memref.store %v2311, %l752[%k0] : memref<?xi64>
                %v2312 = memref.load %l68[%k0] : memref<?xi64>
                memref.store %v2312, %l753[%k0] : memref<?xi64>
                %v2313 = memref.load %l752[%k0] : memref<?xi64>
                %v2314 = memref.load %l753[%k0] : memref<?xi64>
                %v2315 = arith.constant 63 : i64
                %v2316 = arith.andi %v2314, %v2315 : i64
                %v2317 = arith.shrui %v2313, %v2316 : i64
                memref.store %v2317, %l754[%k0] : memref<?xi64>
                %v2318 = memref.load %l754[%k0] : memref<?xi64>
                %v2319 = arith.trunci %v2318 : i64 to i32
                memref.store %v2319, %l755[%k0] : memref<?xi32>
                %v2320 = memref.load %l731[%k0] : memref<?xi32>
                %v2321 = arith.constant 255 : i32
                %v2322 = arith.andi %v2320, %v2321 : i32
                memref.store %v2322, %l756[%k0] : memref<?xi32>
                %v2323 = memref.load %l756[%k0] : memref<?xi32>
                %v2324 = memref.load %l17[%k0] : memref<?xi32>
                %v2325 = arith.xori %v2323, %v2324 : i32
                memref.store %v2325, %l757[%k0] : memref<?xi32>
                %v2326 = memref.load %l757[%k0] : memref<?xi32>
                %v2327 = arith.bitcast %v2326 : i32 to f32
                memref.store %v2327, %l758[%k0] : memref<?xf32>
                %v2328 = memref.load %l758[%k0] : memref<?xf32>
                %v2329 = arith.constant 0x4B000080 : f32
                %v2330 = arith.subf %v2328, %v2329 : f32
                memref.store %v2330, %l759[%k0] : memref<?xf32>
                %v2331 = memref.load %l759[%k0] : memref<?xf32>
                %v2332 = memref.load %l126[%k0] : memref<?xf32>
                %v2333 = arith.mulf %v2331, %v2332 : f32
                memref.store %v2333, %l760[%k0] : memref<?xf32>
                %v2334 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2334, %l761[%k0] : memref<?xf32>
                %v2335 = memref.load %l731[%k0] : memref<?xi32>
                %v2336 = arith.constant 65280 : i32
                %v2337 = arith.andi %v2335, %v2336 : i32
                memref.store %v2337, %l762[%k0] : memref<?xi32>
                %v2338 = memref.load %l762[%k0] : memref<?xi32>
                %v2339 = memref.load %l18[%k0] : memref<?xi32>
                %v2340 = arith.xori %v2338, %v2339 : i32
                memref.store %v2340, %l763[%k0] : memref<?xi32>
                %v2341 = memref.load %l763[%k0] : memref<?xi32>
                %v2342 = arith.bitcast %v2341 : i32 to f32
                memref.store %v2342, %l764[%k0] : memref<?xf32>
                %v2343 = memref.load %l764[%k0] : memref<?xf32>
                %v2344 = arith.constant 0x47008000 : f32
                %v2345 = arith.subf %v2343, %v2344 : f32
                memref.store %v2345, %l765[%k0] : memref<?xf32>
                %v2346 = memref.load %l765[%k0] : memref<?xf32>
                %v2347 = memref.load %l127[%k0] : memref<?xf32>
                %v2348 = arith.mulf %v2346, %v2347 : f32
                memref.store %v2348, %l766[%k0] : memref<?xf32>
                %v2349 = memref.load %l761[%k0] : memref<?xf32>
                %v2350 = memref.load %l766[%k0] : memref<?xf32>
                %v2351 = arith.addf %v2349, %v2350 : f32
                memref.store %v2351, %l760[%k0] : memref<?xf32>
                %v2352 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2352, %l767[%k0] : memref<?xf32>
                %v2353 = arith.constant 8 : i32
                memref.store %v2353, %l768[%k0] : memref<?xi32>
                %v2354 = memref.load %l731[%k0] : memref<?xi32>
                %v2355 = memref.load %l768[%k0] : memref<?xi32>
                %v2356 = arith.constant 31 : i32
                %v2357 = arith.andi %v2355, %v2356 : i32
                %v2358 = arith.shrui %v2354, %v2357 : i32
                memref.store %v2358, %l769[%k0] : memref<?xi32>
                %v2359 = memref.load %l769[%k0] : memref<?xi32>
                %v2360 = arith.constant 65280 : i32
                %v2361 = arith.andi %v2359, %v2360 : i32
                memref.store %v2361, %l770[%k0] : memref<?xi32>
                %v2362 = memref.load %l770[%k0] : memref<?xi32>
                %v2363 = memref.load %l18[%k0] : memref<?xi32>
                %v2364 = arith.xori %v2362, %v2363 : i32
                memref.store %v2364, %l771[%k0] : memref<?xi32>
                %v2365 = memref.load %l771[%k0] : memref<?xi32>
                %v2366 = arith.bitcast %v2365 : i32 to f32
                memref.store %v2366, %l772[%k0] : memref<?xf32>
                %v2367 = memref.load %l772[%k0] : memref<?xf32>
                %v2368 = arith.constant 0x47008000 : f32
                %v2369 = arith.subf %v2367, %v2368 : f32
                memref.store %v2369, %l773[%k0] : memref<?xf32>
                %v2370 = memref.load %l773[%k0] : memref<?xf32>
                %v2371 = memref.load %l128[%k0] : memref<?xf32>
                %v2372 = arith.mulf %v2370, %v2371 : f32
                memref.store %v2372, %l774[%k0] : memref<?xf32>
                %v2373 = memref.load %l767[%k0] : memref<?xf32>
                %v2374 = memref.load %l774[%k0] : memref<?xf32>
                %v2375 = arith.addf %v2373, %v2374 : f32
                memref.store %v2375, %l760[%k0] : memref<?xf32>
                %v2376 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2376, %l775[%k0] : memref<?xf32>
                %v2377 = memref.load %l731[%k0] : memref<?xi32>
                memref.store %v2377, %l776[%k0] : memref<?xi32>
                %v2378 = memref.load %l776[%k0] : memref<?xi32>
                %v2379 = arith.constant 24 : i32
                %v2380 = arith.constant 31 : i32
                %v2381 = arith.andi %v2379, %v2380 : i32
                %v2382 = arith.shrsi %v2378, %v2381 : i32
                memref.store %v2382, %l777[%k0] : memref<?xi32>
                %v2383 = memref.load %l777[%k0] : memref<?xi32>
                %v2384 = arith.constant 1258291328 : i32
                %v2385 = arith.addi %v2383, %v2384 : i32
                memref.store %v2385, %l778[%k0] : memref<?xi32>
                %v2386 = memref.load %l778[%k0] : memref<?xi32>
                memref.store %v2386, %l779[%k0] : memref<?xi32>
                %v2387 = memref.load %l779[%k0] : memref<?xi32>
                %v2388 = arith.bitcast %v2387 : i32 to f32
                memref.store %v2388, %l780[%k0] : memref<?xf32>
                %v2389 = memref.load %l780[%k0] : memref<?xf32>
                %v2390 = arith.constant 0x4B000080 : f32
                %v2391 = arith.subf %v2389, %v2390 : f32
                memref.store %v2391, %l781[%k0] : memref<?xf32>
                %v2392 = memref.load %l781[%k0] : memref<?xf32>
                %v2393 = memref.load %l129[%k0] : memref<?xf32>
                %v2394 = arith.mulf %v2392, %v2393 : f32
                memref.store %v2394, %l782[%k0] : memref<?xf32>
                %v2395 = memref.load %l775[%k0] : memref<?xf32>
                %v2396 = memref.load %l782[%k0] : memref<?xf32>
                %v2397 = arith.addf %v2395, %v2396 : f32
                memref.store %v2397, %l760[%k0] : memref<?xf32>
                %v2398 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2398, %l783[%k0] : memref<?xf32>
                %v2399 = memref.load %l739[%k0] : memref<?xi32>
                %v2400 = arith.constant 255 : i32
                %v2401 = arith.andi %v2399, %v2400 : i32
                memref.store %v2401, %l784[%k0] : memref<?xi32>
                %v2402 = memref.load %l784[%k0] : memref<?xi32>
                %v2403 = memref.load %l17[%k0] : memref<?xi32>
                %v2404 = arith.xori %v2402, %v2403 : i32
                memref.store %v2404, %l785[%k0] : memref<?xi32>
                %v2405 = memref.load %l785[%k0] : memref<?xi32>
                %v2406 = arith.bitcast %v2405 : i32 to f32
                memref.store %v2406, %l786[%k0] : memref<?xf32>
                %v2407 = memref.load %l786[%k0] : memref<?xf32>
                %v2408 = arith.constant 0x4B000080 : f32
                %v2409 = arith.subf %v2407, %v2408 : f32
                memref.store %v2409, %l787[%k0] : memref<?xf32>
                %v2410 = memref.load %l787[%k0] : memref<?xf32>
                %v2411 = memref.load %l130[%k0] : memref<?xf32>
                %v2412 = arith.mulf %v2410, %v2411 : f32
                memref.store %v2412, %l788[%k0] : memref<?xf32>
                %v2413 = memref.load %l783[%k0] : memref<?xf32>
                %v2414 = memref.load %l788[%k0] : memref<?xf32>
                %v2415 = arith.addf %v2413, %v2414 : f32
                memref.store %v2415, %l760[%k0] : memref<?xf32>
                %v2416 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2416, %l789[%k0] : memref<?xf32>
                %v2417 = memref.load %l739[%k0] : memref<?xi32>
                %v2418 = arith.constant 65280 : i32
                %v2419 = arith.andi %v2417, %v2418 : i32
                memref.store %v2419, %l790[%k0] : memref<?xi32>
                %v2420 = memref.load %l790[%k0] : memref<?xi32>
                %v2421 = memref.load %l18[%k0] : memref<?xi32>
                %v2422 = arith.xori %v2420, %v2421 : i32
                memref.store %v2422, %l791[%k0] : memref<?xi32>
                %v2423 = memref.load %l791[%k0] : memref<?xi32>
                %v2424 = arith.bitcast %v2423 : i32 to f32
                memref.store %v2424, %l792[%k0] : memref<?xf32>
                %v2425 = memref.load %l792[%k0] : memref<?xf32>
                %v2426 = arith.constant 0x47008000 : f32
                %v2427 = arith.subf %v2425, %v2426 : f32
                memref.store %v2427, %l793[%k0] : memref<?xf32>
                %v2428 = memref.load %l793[%k0] : memref<?xf32>
                %v2429 = memref.load %l131[%k0] : memref<?xf32>
                %v2430 = arith.mulf %v2428, %v2429 : f32
                memref.store %v2430, %l794[%k0] : memref<?xf32>
                %v2431 = memref.load %l789[%k0] : memref<?xf32>
                %v2432 = memref.load %l794[%k0] : memref<?xf32>
                %v2433 = arith.addf %v2431, %v2432 : f32
                memref.store %v2433, %l760[%k0] : memref<?xf32>
                %v2434 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2434, %l795[%k0] : memref<?xf32>
                %v2435 = arith.constant 8 : i32
                memref.store %v2435, %l796[%k0] : memref<?xi32>
                %v2436 = memref.load %l739[%k0] : memref<?xi32>
                %v2437 = memref.load %l796[%k0] : memref<?xi32>
                %v2438 = arith.constant 31 : i32
                %v2439 = arith.andi %v2437, %v2438 : i32
                %v2440 = arith.shrui %v2436, %v2439 : i32
                memref.store %v2440, %l797[%k0] : memref<?xi32>
                %v2441 = memref.load %l797[%k0] : memref<?xi32>
                %v2442 = arith.constant 65280 : i32
                %v2443 = arith.andi %v2441, %v2442 : i32
                memref.store %v2443, %l798[%k0] : memref<?xi32>
                %v2444 = memref.load %l798[%k0] : memref<?xi32>
                %v2445 = memref.load %l18[%k0] : memref<?xi32>
                %v2446 = arith.xori %v2444, %v2445 : i32
                memref.store %v2446, %l799[%k0] : memref<?xi32>
                %v2447 = memref.load %l799[%k0] : memref<?xi32>
                %v2448 = arith.bitcast %v2447 : i32 to f32
                memref.store %v2448, %l800[%k0] : memref<?xf32>
                %v2449 = memref.load %l800[%k0] : memref<?xf32>
                %v2450 = arith.constant 0x47008000 : f32
                %v2451 = arith.subf %v2449, %v2450 : f32
                memref.store %v2451, %l801[%k0] : memref<?xf32>
                %v2452 = memref.load %l801[%k0] : memref<?xf32>
                %v2453 = memref.load %l132[%k0] : memref<?xf32>
                %v2454 = arith.mulf %v2452, %v2453 : f32
                memref.store %v2454, %l802[%k0] : memref<?xf32>
                %v2455 = memref.load %l795[%k0] : memref<?xf32>
                %v2456 = memref.load %l802[%k0] : memref<?xf32>
                %v2457 = arith.addf %v2455, %v2456 : f32
                memref.store %v2457, %l760[%k0] : memref<?xf32>
                %v2458 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2458, %l803[%k0] : memref<?xf32>
                %v2459 = memref.load %l739[%k0] : memref<?xi32>
                memref.store %v2459, %l804[%k0] : memref<?xi32>
                %v2460 = memref.load %l804[%k0] : memref<?xi32>
                %v2461 = arith.constant 24 : i32
                %v2462 = arith.constant 31 : i32
                %v2463 = arith.andi %v2461, %v2462 : i32
                %v2464 = arith.shrsi %v2460, %v2463 : i32
                memref.store %v2464, %l805[%k0] : memref<?xi32>
                %v2465 = memref.load %l805[%k0] : memref<?xi32>
                %v2466 = arith.constant 1258291328 : i32
                %v2467 = arith.addi %v2465, %v2466 : i32
                memref.store %v2467, %l806[%k0] : memref<?xi32>
                %v2468 = memref.load %l806[%k0] : memref<?xi32>
                memref.store %v2468, %l807[%k0] : memref<?xi32>
                %v2469 = memref.load %l807[%k0] : memref<?xi32>
                %v2470 = arith.bitcast %v2469 : i32 to f32
                memref.store %v2470, %l808[%k0] : memref<?xf32>
                %v2471 = memref.load %l808[%k0] : memref<?xf32>
                %v2472 = arith.constant 0x4B000080 : f32
                %v2473 = arith.subf %v2471, %v2472 : f32
                memref.store %v2473, %l809[%k0] : memref<?xf32>
                %v2474 = memref.load %l809[%k0] : memref<?xf32>
                %v2475 = memref.load %l133[%k0] : memref<?xf32>
                %v2476 = arith.mulf %v2474, %v2475 : f32
                memref.store %v2476, %l810[%k0] : memref<?xf32>
                %v2477 = memref.load %l803[%k0] : memref<?xf32>
                %v2478 = memref.load %l810[%k0] : memref<?xf32>
                %v2479 = arith.addf %v2477, %v2478 : f32
                memref.store %v2479, %l760[%k0] : memref<?xf32>
                %v2480 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2480, %l811[%k0] : memref<?xf32>
                %v2481 = memref.load %l747[%k0] : memref<?xi32>
                %v2482 = arith.constant 255 : i32
                %v2483 = arith.andi %v2481, %v2482 : i32
                memref.store %v2483, %l812[%k0] : memref<?xi32>
                %v2484 = memref.load %l812[%k0] : memref<?xi32>
                %v2485 = memref.load %l17[%k0] : memref<?xi32>
                %v2486 = arith.xori %v2484, %v2485 : i32
                memref.store %v2486, %l813[%k0] : memref<?xi32>
                %v2487 = memref.load %l813[%k0] : memref<?xi32>
                %v2488 = arith.bitcast %v2487 : i32 to f32
                memref.store %v2488, %l814[%k0] : memref<?xf32>
                %v2489 = memref.load %l814[%k0] : memref<?xf32>
                %v2490 = arith.constant 0x4B000080 : f32
                %v2491 = arith.subf %v2489, %v2490 : f32
                memref.store %v2491, %l815[%k0] : memref<?xf32>
                %v2492 = memref.load %l815[%k0] : memref<?xf32>
                %v2493 = memref.load %l134[%k0] : memref<?xf32>
                %v2494 = arith.mulf %v2492, %v2493 : f32
                memref.store %v2494, %l816[%k0] : memref<?xf32>
                %v2495 = memref.load %l811[%k0] : memref<?xf32>
                %v2496 = memref.load %l816[%k0] : memref<?xf32>
                %v2497 = arith.addf %v2495, %v2496 : f32
                memref.store %v2497, %l760[%k0] : memref<?xf32>
                %v2498 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2498, %l817[%k0] : memref<?xf32>
                %v2499 = memref.load %l747[%k0] : memref<?xi32>
                %v2500 = arith.constant 65280 : i32
                %v2501 = arith.andi %v2499, %v2500 : i32
                memref.store %v2501, %l818[%k0] : memref<?xi32>
                %v2502 = memref.load %l818[%k0] : memref<?xi32>
                %v2503 = memref.load %l18[%k0] : memref<?xi32>
                %v2504 = arith.xori %v2502, %v2503 : i32
                memref.store %v2504, %l819[%k0] : memref<?xi32>
                %v2505 = memref.load %l819[%k0] : memref<?xi32>
                %v2506 = arith.bitcast %v2505 : i32 to f32
                memref.store %v2506, %l820[%k0] : memref<?xf32>
                %v2507 = memref.load %l820[%k0] : memref<?xf32>
                %v2508 = arith.constant 0x47008000 : f32
                %v2509 = arith.subf %v2507, %v2508 : f32
                memref.store %v2509, %l821[%k0] : memref<?xf32>
                %v2510 = memref.load %l821[%k0] : memref<?xf32>
                %v2511 = memref.load %l135[%k0] : memref<?xf32>
                %v2512 = arith.mulf %v2510, %v2511 : f32
                memref.store %v2512, %l822[%k0] : memref<?xf32>
                %v2513 = memref.load %l817[%k0] : memref<?xf32>
                %v2514 = memref.load %l822[%k0] : memref<?xf32>
                %v2515 = arith.addf %v2513, %v2514 : f32
                memref.store %v2515, %l760[%k0] : memref<?xf32>
                %v2516 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2516, %l823[%k0] : memref<?xf32>
                %v2517 = arith.constant 8 : i32
                memref.store %v2517, %l824[%k0] : memref<?xi32>
                %v2518 = memref.load %l747[%k0] : memref<?xi32>
                %v2519 = memref.load %l824[%k0] : memref<?xi32>
                %v2520 = arith.constant 31 : i32
                %v2521 = arith.andi %v2519, %v2520 : i32
                %v2522 = arith.shrui %v2518, %v2521 : i32
                memref.store %v2522, %l825[%k0] : memref<?xi32>
                %v2523 = memref.load %l825[%k0] : memref<?xi32>
                %v2524 = arith.constant 65280 : i32
                %v2525 = arith.andi %v2523, %v2524 : i32
                memref.store %v2525, %l826[%k0] : memref<?xi32>
                %v2526 = memref.load %l826[%k0] : memref<?xi32>
                %v2527 = memref.load %l18[%k0] : memref<?xi32>
                %v2528 = arith.xori %v2526, %v2527 : i32
                memref.store %v2528, %l827[%k0] : memref<?xi32>
                %v2529 = memref.load %l827[%k0] : memref<?xi32>
                %v2530 = arith.bitcast %v2529 : i32 to f32
                memref.store %v2530, %l828[%k0] : memref<?xf32>
                %v2531 = memref.load %l828[%k0] : memref<?xf32>
                %v2532 = arith.constant 0x47008000 : f32
                %v2533 = arith.subf %v2531, %v2532 : f32
                memref.store %v2533, %l829[%k0] : memref<?xf32>
                %v2534 = memref.load %l829[%k0] : memref<?xf32>
                %v2535 = memref.load %l136[%k0] : memref<?xf32>
                %v2536 = arith.mulf %v2534, %v2535 : f32
                memref.store %v2536, %l830[%k0] : memref<?xf32>
                %v2537 = memref.load %l823[%k0] : memref<?xf32>
                %v2538 = memref.load %l830[%k0] : memref<?xf32>
                %v2539 = arith.addf %v2537, %v2538 : f32
                memref.store %v2539, %l760[%k0] : memref<?xf32>
                %v2540 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2540, %l831[%k0] : memref<?xf32>
                %v2541 = memref.load %l747[%k0] : memref<?xi32>
                memref.store %v2541, %l832[%k0] : memref<?xi32>
                %v2542 = memref.load %l832[%k0] : memref<?xi32>
                %v2543 = arith.constant 24 : i32
                %v2544 = arith.constant 31 : i32
                %v2545 = arith.andi %v2543, %v2544 : i32
                %v2546 = arith.shrsi %v2542, %v2545 : i32
                memref.store %v2546, %l833[%k0] : memref<?xi32>
                %v2547 = memref.load %l833[%k0] : memref<?xi32>
                %v2548 = arith.constant 1258291328 : i32
                %v2549 = arith.addi %v2547, %v2548 : i32
                memref.store %v2549, %l834[%k0] : memref<?xi32>
                %v2550 = memref.load %l834[%k0] : memref<?xi32>
                memref.store %v2550, %l835[%k0] : memref<?xi32>
                %v2551 = memref.load %l835[%k0] : memref<?xi32>
                %v2552 = arith.bitcast %v2551 : i32 to f32
                memref.store %v2552, %l836[%k0] : memref<?xf32>
                %v2553 = memref.load %l836[%k0] : memref<?xf32>
                %v2554 = arith.constant 0x4B000080 : f32
                %v2555 = arith.subf %v2553, %v2554 : f32
                memref.store %v2555, %l837[%k0] : memref<?xf32>
                %v2556 = memref.load %l837[%k0] : memref<?xf32>
                %v2557 = memref.load %l137[%k0] : memref<?xf32>
                %v2558 = arith.mulf %v2556, %v2557 : f32
                memref.store %v2558, %l838[%k0] : memref<?xf32>
                %v2559 = memref.load %l831[%k0] : memref<?xf32>
                %v2560 = memref.load %l838[%k0] : memref<?xf32>
                %v2561 = arith.addf %v2559, %v2560 : f32
                memref.store %v2561, %l760[%k0] : memref<?xf32>
                %v2562 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2562, %l839[%k0] : memref<?xf32>
                %v2563 = memref.load %l755[%k0] : memref<?xi32>
                %v2564 = arith.constant 255 : i32
                %v2565 = arith.andi %v2563, %v2564 : i32
                memref.store %v2565, %l840[%k0] : memref<?xi32>
                %v2566 = memref.load %l840[%k0] : memref<?xi32>
                %v2567 = memref.load %l17[%k0] : memref<?xi32>
                %v2568 = arith.xori %v2566, %v2567 : i32
                memref.store %v2568, %l841[%k0] : memref<?xi32>
                %v2569 = memref.load %l841[%k0] : memref<?xi32>
                %v2570 = arith.bitcast %v2569 : i32 to f32
                memref.store %v2570, %l842[%k0] : memref<?xf32>
                %v2571 = memref.load %l842[%k0] : memref<?xf32>
                %v2572 = arith.constant 0x4B000080 : f32
                %v2573 = arith.subf %v2571, %v2572 : f32
                memref.store %v2573, %l843[%k0] : memref<?xf32>
                %v2574 = memref.load %l843[%k0] : memref<?xf32>
                %v2575 = memref.load %l138[%k0] : memref<?xf32>
                %v2576 = arith.mulf %v2574, %v2575 : f32
                memref.store %v2576, %l844[%k0] : memref<?xf32>
                %v2577 = memref.load %l839[%k0] : memref<?xf32>
                %v2578 = memref.load %l844[%k0] : memref<?xf32>
                %v2579 = arith.addf %v2577, %v2578 : f32
                memref.store %v2579, %l760[%k0] : memref<?xf32>
                %v2580 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2580, %l845[%k0] : memref<?xf32>
                %v2581 = memref.load %l755[%k0] : memref<?xi32>
                %v2582 = arith.constant 65280 : i32
                %v2583 = arith.andi %v2581, %v2582 : i32
                memref.store %v2583, %l846[%k0] : memref<?xi32>
                %v2584 = memref.load %l846[%k0] : memref<?xi32>
                %v2585 = memref.load %l18[%k0] : memref<?xi32>
                %v2586 = arith.xori %v2584, %v2585 : i32
                memref.store %v2586, %l847[%k0] : memref<?xi32>
                %v2587 = memref.load %l847[%k0] : memref<?xi32>
                %v2588 = arith.bitcast %v2587 : i32 to f32
                memref.store %v2588, %l848[%k0] : memref<?xf32>
                %v2589 = memref.load %l848[%k0] : memref<?xf32>
                %v2590 = arith.constant 0x47008000 : f32
                %v2591 = arith.subf %v2589, %v2590 : f32
                memref.store %v2591, %l849[%k0] : memref<?xf32>
                %v2592 = memref.load %l849[%k0] : memref<?xf32>
                %v2593 = memref.load %l139[%k0] : memref<?xf32>
                %v2594 = arith.mulf %v2592, %v2593 : f32
                memref.store %v2594, %l850[%k0] : memref<?xf32>
                %v2595 = memref.load %l845[%k0] : memref<?xf32>
                %v2596 = memref.load %l850[%k0] : memref<?xf32>
                %v2597 = arith.addf %v2595, %v2596 : f32
                memref.store %v2597, %l760[%k0] : memref<?xf32>
                %v2598 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2598, %l851[%k0] : memref<?xf32>
                %v2599 = arith.constant 8 : i32
                memref.store %v2599, %l852[%k0] : memref<?xi32>
                %v2600 = memref.load %l755[%k0] : memref<?xi32>
                %v2601 = memref.load %l852[%k0] : memref<?xi32>
                %v2602 = arith.constant 31 : i32
                %v2603 = arith.andi %v2601, %v2602 : i32
                %v2604 = arith.shrui %v2600, %v2603 : i32
                memref.store %v2604, %l853[%k0] : memref<?xi32>
                %v2605 = memref.load %l853[%k0] : memref<?xi32>
                %v2606 = arith.constant 65280 : i32
                %v2607 = arith.andi %v2605, %v2606 : i32
                memref.store %v2607, %l854[%k0] : memref<?xi32>
                %v2608 = memref.load %l854[%k0] : memref<?xi32>
                %v2609 = memref.load %l18[%k0] : memref<?xi32>
                %v2610 = arith.xori %v2608, %v2609 : i32
                memref.store %v2610, %l855[%k0] : memref<?xi32>
                %v2611 = memref.load %l855[%k0] : memref<?xi32>
                %v2612 = arith.bitcast %v2611 : i32 to f32
                memref.store %v2612, %l856[%k0] : memref<?xf32>
                %v2613 = memref.load %l856[%k0] : memref<?xf32>
                %v2614 = arith.constant 0x47008000 : f32
                %v2615 = arith.subf %v2613, %v2614 : f32
                memref.store %v2615, %l857[%k0] : memref<?xf32>
                %v2616 = memref.load %l857[%k0] : memref<?xf32>
                %v2617 = memref.load %l140[%k0] : memref<?xf32>
                %v2618 = arith.mulf %v2616, %v2617 : f32
                memref.store %v2618, %l858[%k0] : memref<?xf32>
                %v2619 = memref.load %l851[%k0] : memref<?xf32>
                %v2620 = memref.load %l858[%k0] : memref<?xf32>
                %v2621 = arith.addf %v2619, %v2620 : f32
                memref.store %v2621, %l760[%k0] : memref<?xf32>
                %v2622 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2622, %l859[%k0] : memref<?xf32>
                %v2623 = memref.load %l755[%k0] : memref<?xi32>
                memref.store %v2623, %l860[%k0] : memref<?xi32>
                %v2624 = memref.load %l860[%k0] : memref<?xi32>
                %v2625 = arith.constant 24 : i32
                %v2626 = arith.constant 31 : i32
                %v2627 = arith.andi %v2625, %v2626 : i32
                %v2628 = arith.shrsi %v2624, %v2627 : i32
                memref.store %v2628, %l861[%k0] : memref<?xi32>
                %v2629 = memref.load %l861[%k0] : memref<?xi32>
                %v2630 = arith.constant 1258291328 : i32
                %v2631 = arith.addi %v2629, %v2630 : i32
                memref.store %v2631, %l862[%k0] : memref<?xi32>
                %v2632 = memref.load %l862[%k0] : memref<?xi32>
                memref.store %v2632, %l863[%k0] : memref<?xi32>
                %v2633 = memref.load %l863[%k0] : memref<?xi32>
                %v2634 = arith.bitcast %v2633 : i32 to f32
                memref.store %v2634, %l864[%k0] : memref<?xf32>
                %v2635 = memref.load %l864[%k0] : memref<?xf32>
                %v2636 = arith.constant 0x4B000080 : f32
                %v2637 = arith.subf %v2635, %v2636 : f32
                memref.store %v2637, %l865[%k0] : memref<?xf32>
                %v2638 = memref.load %l865[%k0] : memref<?xf32>
                %v2639 = memref.load %l141[%k0] : memref<?xf32>
                %v2640 = arith.mulf %v2638, %v2639 : f32
                memref.store %v2640, %l866[%k0] : memref<?xf32>
                %v2641 = memref.load %l859[%k0] : memref<?xf32>
                %v2642 = memref.load %l866[%k0] : memref<?xf32>
                %v2643 = arith.addf %v2641, %v2642 : f32
                memref.store %v2643, %l760[%k0] : memref<?xf32>
                %v2644 = memref.load %l69[%k0] : memref<?xi32>
                memref.store %v2644, %l867[%k0] : memref<?xi32>
                %v2645 = memref.load %l216[%k0] : memref<?xi32>
                %v2646 = memref.load %l867[%k0] : memref<?xi32>
                %v2647 = arith.constant 31 : i32
                %v2648 = arith.andi %v2646, %v2647 : i32
                %v2649 = arith.shrui %v2645, %v2648 : i32
                memref.store %v2649, %l868[%k0] : memref<?xi32>
                %v2650 = memref.load %l868[%k0] : memref<?xi32>
                %v2651 = arith.constant 65535 : i32
                %v2652 = arith.andi %v2650, %v2651 : i32
                memref.store %v2652, %l869[%k0] : memref<?xi32>
                %v2653 = memref.load %l869[%k0] : memref<?xi32>
                %v2654 = arith.constant 32767 : i32
                %v2655 = arith.andi %v2653, %v2654 : i32
                memref.store %v2655, %l870[%k0] : memref<?xi32>
                %v2656 = arith.constant 13 : i32
                memref.store %v2656, %l871[%k0] : memref<?xi32>
                %v2657 = memref.load %l870[%k0] : memref<?xi32>
                %v2658 = memref.load %l871[%k0] : memref<?xi32>
                %v2659 = arith.constant 31 : i32
                %v2660 = arith.andi %v2658, %v2659 : i32
                %v2661 = arith.shli %v2657, %v2660 : i32
                memref.store %v2661, %l872[%k0] : memref<?xi32>
                %v2662 = memref.load %l872[%k0] : memref<?xi32>
                %v2663 = arith.constant 939524096 : i32
                %v2664 = arith.addi %v2662, %v2663 : i32
                memref.store %v2664, %l873[%k0] : memref<?xi32>
                %v2665 = memref.load %l873[%k0] : memref<?xi32>
                %v2666 = arith.bitcast %v2665 : i32 to f32
                memref.store %v2666, %l874[%k0] : memref<?xf32>
                %v2667 = memref.load %l870[%k0] : memref<?xi32>
                %v2668 = arith.constant 1024 : i32
                %v2669 = arith.cmpi ult, %v2667, %v2668 : i32
                memref.store %v2669, %l875[%k0] : memref<?xi1>
                %v2670 = memref.load %l875[%k0] : memref<?xi1>
                cf.cond_br %v2670, ^bb79, ^bb80
              ^bb79:
                %v2671 = arith.constant 13 : i32
                memref.store %v2671, %l876[%k0] : memref<?xi32>
                %v2672 = memref.load %l870[%k0] : memref<?xi32>
                %v2673 = memref.load %l876[%k0] : memref<?xi32>
                %v2674 = arith.constant 31 : i32
                %v2675 = arith.andi %v2673, %v2674 : i32
                %v2676 = arith.shli %v2672, %v2675 : i32
                memref.store %v2676, %l877[%k0] : memref<?xi32>
                %v2677 = memref.load %l877[%k0] : memref<?xi32>
                %v2678 = arith.constant 947912704 : i32
                %v2679 = arith.addi %v2677, %v2678 : i32
                memref.store %v2679, %l878[%k0] : memref<?xi32>
                %v2680 = memref.load %l878[%k0] : memref<?xi32>
                %v2681 = arith.bitcast %v2680 : i32 to f32
                memref.store %v2681, %l879[%k0] : memref<?xf32>
                %v2682 = memref.load %l879[%k0] : memref<?xf32>
                %v2683 = arith.constant 0x38800000 : f32
                %v2684 = arith.subf %v2682, %v2683 : f32
                memref.store %v2684, %l874[%k0] : memref<?xf32>
                cf.br ^bb80
              ^bb80:
                %v2685 = memref.load %l870[%k0] : memref<?xi32>
                %v2686 = arith.constant 31744 : i32
                %v2687 = arith.cmpi uge, %v2685, %v2686 : i32
                memref.store %v2687, %l880[%k0] : memref<?xi1>
                %v2688 = memref.load %l880[%k0] : memref<?xi1>
                cf.cond_br %v2688, ^bb81, ^bb82
              ^bb81:
                %v2689 = arith.constant 13 : i32
                memref.store %v2689, %l881[%k0] : memref<?xi32>
                %v2690 = memref.load %l870[%k0] : memref<?xi32>
                %v2691 = memref.load %l881[%k0] : memref<?xi32>
                %v2692 = arith.constant 31 : i32
                %v2693 = arith.andi %v2691, %v2692 : i32
                %v2694 = arith.shli %v2690, %v2693 : i32
                memref.store %v2694, %l882[%k0] : memref<?xi32>
                %v2695 = memref.load %l882[%k0] : memref<?xi32>
                %v2696 = arith.constant 1879048192 : i32
                %v2697 = arith.addi %v2695, %v2696 : i32
                memref.store %v2697, %l883[%k0] : memref<?xi32>
                %v2698 = memref.load %l883[%k0] : memref<?xi32>
                %v2699 = arith.bitcast %v2698 : i32 to f32
                memref.store %v2699, %l884[%k0] : memref<?xf32>
                %v2700 = memref.load %l884[%k0] : memref<?xf32>
                memref.store %v2700, %l874[%k0] : memref<?xf32>
                cf.br ^bb82
              ^bb82:
                %v2701 = memref.load %l869[%k0] : memref<?xi32>
                %v2702 = arith.constant 32768 : i32
                %v2703 = arith.cmpi uge, %v2701, %v2702 : i32
                memref.store %v2703, %l885[%k0] : memref<?xi1>
                %v2704 = memref.load %l885[%k0] : memref<?xi1>
                cf.cond_br %v2704, ^bb83, ^bb84
              ^bb83:
                %v2705 = memref.load %l874[%k0] : memref<?xf32>
                memref.store %v2705, %l886[%k0] : memref<?xf32>
                %v2706 = memref.load %l886[%k0] : memref<?xf32>
                %v2707 = arith.negf %v2706 : f32
                memref.store %v2707, %l874[%k0] : memref<?xf32>
                cf.br ^bb84
              ^bb84:
                %v2708 = memref.load %l874[%k0] : memref<?xf32>
                memref.store %v2708, %l887[%k0] : memref<?xf32>
                %v2709 = memref.load %l760[%k0] : memref<?xf32>
                memref.store %v2709, %l888[%k0] : memref<?xf32>
                %v2710 = memref.load %l887[%k0] : memref<?xf32>
                %v2711 = memref.load %l888[%k0] : memref<?xf32>
                %v2712 = arith.mulf %v2710, %v2711 : f32
                memref.store %v2712, %l889[%k0] : memref<?xf32>
                %v2713 = memref.load %l723[%k0] : memref<?xf32>
                %v2714 = memref.load %l889[%k0] : memref<?xf32>
                %v2715 = arith.addf %v2713, %v2714 : f32
                memref.store %v2715, %l86[%k0] : memref<?xf32>
                %v2716 = memref.load %l89[%k0] : memref<?xi64>
                %v2717 = arith.constant 512 : i64
                %v2718 = arith.addi %v2716, %v2717 : i64
                memref.store %v2718, %l88[%k0] : memref<?xi64>
                cf.br ^bb19
              ^bb85:
                %v2719 = memref.load %l88[%k0] : memref<?xi64>
                memref.store %v2719, %l890[%k0] : memref<?xi64>
                %v2720 = arith.constant 0 : i32
                memref.store %v2720, %l891[%k0] : memref<?xi32>
                %v2721 = arith.constant 4 : i32
                memref.store %v2721, %l892[%k0] : memref<?xi32>
                cf.br ^bb86
              ^bb86:
                %v2722 = memref.load %l891[%k0] : memref<?xi32>
                memref.store %v2722, %l893[%k0] : memref<?xi32>
                %v2723 = memref.load %l893[%k0] : memref<?xi32>
                %v2724 = memref.load %l892[%k0] : memref<?xi32>
                %v2725 = arith.cmpi slt, %v2723, %v2724 : i32
                memref.store %v2725, %l894[%k0] : memref<?xi1>
                %v2726 = memref.load %l894[%k0] : memref<?xi1>
                %v2727 = arith.extui %v2726 : i1 to i32
                memref.store %v2727, %l895[%k0] : memref<?xi32>
                %v2728 = memref.load %l891[%k0] : memref<?xi32>
                %v2729 = memref.load %l895[%k0] : memref<?xi32>
                %v2730 = arith.addi %v2728, %v2729 : i32
                memref.store %v2730, %l891[%k0] : memref<?xi32>
                %v2731 = memref.load %l893[%k0] : memref<?xi32>
                %v2732 = memref.load %l892[%k0] : memref<?xi32>
                %v2733 = arith.cmpi slt, %v2731, %v2732 : i32
                memref.store %v2733, %l896[%k0] : memref<?xi1>
                %v2734 = memref.load %l896[%k0] : memref<?xi1>
                cf.cond_br %v2734, ^bb87, ^bb88
              ^bb87:
                %v2735 = memref.load %l19[%k0] : memref<?xi64>
                memref.store %v2735, %l897[%k0] : memref<?xi64>
                %v2736 = memref.load %l20[%k0] : memref<?xi64>
                memref.store %v2736, %l898[%k0] : memref<?xi64>
                %v2737 = memref.load %l21[%k0] : memref<?xi32>
                memref.store %v2737, %l899[%k0] : memref<?xi32>
                %v2738 = memref.load %l893[%k0] : memref<?xi32>
                %v2739 = arith.constant 1 : i32
                %v2740 = arith.cmpi eq, %v2738, %v2739 : i32
                memref.store %v2740, %l900[%k0] : memref<?xi1>
                %v2741 = memref.load %l900[%k0] : memref<?xi1>
                cf.cond_br %v2741, ^bb89, ^bb90
              ^bb88:
                %v2742 = memref.load %l83[%k0] : memref<?xf32>
                memref.store %v2742, %l1160[%k0] : memref<?xf32>
                %v2743 = memref.load %l84[%k0] : memref<?xf32>
                memref.store %v2743, %l1161[%k0] : memref<?xf32>
                %v2744 = memref.load %l85[%k0] : memref<?xf32>
                memref.store %v2744, %l1162[%k0] : memref<?xf32>
                %v2745 = memref.load %l86[%k0] : memref<?xf32>
                memref.store %v2745, %l1163[%k0] : memref<?xf32>
                %v2746 = memref.load %l0[%k0] : memref<?xi64>
                %v2747 = arith.constant 32 : i64
                %v2748 = arith.constant 0 : i64
                %v2749 = arith.cmpi eq, %v2747, %v2748 : i64
                %v2750 = arith.constant 1 : i64
                %v2751 = arith.select %v2749, %v2750, %v2747 : i64
                %v2752 = arith.divui %v2746, %v2751 : i64
                memref.store %v2752, %l1164[%k0] : memref<?xi64>
                %v2753 = memref.load %l1164[%k0] : memref<?xi64>
                %v2754 = arith.constant 128 : i64
                %v2755 = arith.muli %v2753, %v2754 : i64
                memref.store %v2755, %l1165[%k0] : memref<?xi64>
                %v2756 = memref.load %l1165[%k0] : memref<?xi64>
                %v2757 = memref.load %ls1[%lane] : memref<?xi64>
                %v2758 = arith.addi %v2756, %v2757 : i64
                memref.store %v2758, %ls1166[%lane] : memref<?xi64>
                %v2759 = memref.load %ls1166[%lane] : memref<?xi64>
                %v2760 = arith.constant 32 : i64
                %v2761 = arith.addi %v2759, %v2760 : i64
                memref.store %v2761, %ls1167[%lane] : memref<?xi64>
                %v2762 = memref.load %ls1166[%lane] : memref<?xi64>
                %v2763 = arith.constant 64 : i64
                %v2764 = arith.addi %v2762, %v2763 : i64
                memref.store %v2764, %ls1168[%lane] : memref<?xi64>
                %v2765 = memref.load %ls1166[%lane] : memref<?xi64>
                %v2766 = arith.constant 96 : i64
                %v2767 = arith.addi %v2765, %v2766 : i64
                memref.store %v2767, %ls1169[%lane] : memref<?xi64>
                %v2768 = memref.load %ls1169[%lane] : memref<?xi64>
                %v2769 = arith.constant 256 : i64
                %v2770 = arith.cmpi ult, %v2768, %v2769 : i64
                memref.store %v2770, %l1170[%k0] : memref<?xi1>
                %v2771 = memref.load %l1170[%k0] : memref<?xi1>
                cf.cond_br %v2771, ^bb133, ^bb137
              ^bb89:
                %v2772 = memref.load %l35[%k0] : memref<?xi64>
                memref.store %v2772, %l901[%k0] : memref<?xi64>
                %v2773 = memref.load %l901[%k0] : memref<?xi64>
                memref.store %v2773, %l897[%k0] : memref<?xi64>
                %v2774 = memref.load %l36[%k0] : memref<?xi64>
                memref.store %v2774, %l902[%k0] : memref<?xi64>
                %v2775 = memref.load %l902[%k0] : memref<?xi64>
                memref.store %v2775, %l898[%k0] : memref<?xi64>
                %v2776 = memref.load %l37[%k0] : memref<?xi32>
                memref.store %v2776, %l903[%k0] : memref<?xi32>
                %v2777 = memref.load %l903[%k0] : memref<?xi32>
                memref.store %v2777, %l899[%k0] : memref<?xi32>
                cf.br ^bb94
              ^bb90:
                %v2778 = memref.load %l893[%k0] : memref<?xi32>
                %v2779 = arith.constant 2 : i32
                %v2780 = arith.cmpi eq, %v2778, %v2779 : i32
                memref.store %v2780, %l904[%k0] : memref<?xi1>
                %v2781 = memref.load %l904[%k0] : memref<?xi1>
                cf.cond_br %v2781, ^bb91, ^bb92
              ^bb91:
                %v2782 = memref.load %l51[%k0] : memref<?xi64>
                memref.store %v2782, %l905[%k0] : memref<?xi64>
                %v2783 = memref.load %l905[%k0] : memref<?xi64>
                memref.store %v2783, %l897[%k0] : memref<?xi64>
                %v2784 = memref.load %l52[%k0] : memref<?xi64>
                memref.store %v2784, %l906[%k0] : memref<?xi64>
                %v2785 = memref.load %l906[%k0] : memref<?xi64>
                memref.store %v2785, %l898[%k0] : memref<?xi64>
                %v2786 = memref.load %l53[%k0] : memref<?xi32>
                memref.store %v2786, %l907[%k0] : memref<?xi32>
                %v2787 = memref.load %l907[%k0] : memref<?xi32>
                memref.store %v2787, %l899[%k0] : memref<?xi32>
                cf.br ^bb94
              ^bb92:
                %v2788 = memref.load %l893[%k0] : memref<?xi32>
                %v2789 = arith.constant 3 : i32
                %v2790 = arith.cmpi eq, %v2788, %v2789 : i32
                memref.store %v2790, %l908[%k0] : memref<?xi1>
                %v2791 = memref.load %l908[%k0] : memref<?xi1>
                cf.cond_br %v2791, ^bb93, ^bb94
              ^bb93:
                %v2792 = memref.load %l67[%k0] : memref<?xi64>
                memref.store %v2792, %l909[%k0] : memref<?xi64>
                %v2793 = memref.load %l909[%k0] : memref<?xi64>
                memref.store %v2793, %l897[%k0] : memref<?xi64>
                %v2794 = memref.load %l68[%k0] : memref<?xi64>
                memref.store %v2794, %l910[%k0] : memref<?xi64>
                %v2795 = memref.load %l910[%k0] : memref<?xi64>
                memref.store %v2795, %l898[%k0] : memref<?xi64>
                %v2796 = memref.load %l69[%k0] : memref<?xi32>
                memref.store %v2796, %l911[%k0] : memref<?xi32>
                %v2797 = memref.load %l911[%k0] : memref<?xi32>
                memref.store %v2797, %l899[%k0] : memref<?xi32>
                cf.br ^bb94
              ^bb94:
                %v2798 = memref.load %l890[%k0] : memref<?xi64>
                memref.store %v2798, %l912[%k0] : memref<?xi64>
                cf.br ^bb95
              ^bb95:
                %v2799 = memref.load %l912[%k0] : memref<?xi64>
                memref.store %v2799, %l913[%k0] : memref<?xi64>
                %v2800 = memref.load %l913[%k0] : memref<?xi64>
                %v2801 = memref.load %l11[%k0] : memref<?xi64>
                %v2802 = arith.cmpi uge, %v2800, %v2801 : i64
                memref.store %v2802, %l914[%k0] : memref<?xi1>
                %v2803 = memref.load %l914[%k0] : memref<?xi1>
                cf.cond_br %v2803, ^bb86, ^bb96
              ^bb96:
                %v2804 = memref.load %l913[%k0] : memref<?xi64>
                %v2805 = arith.constant 512 : i64
                %v2806 = arith.constant 0 : i64
                %v2807 = arith.cmpi eq, %v2805, %v2806 : i64
                %v2808 = arith.constant 1 : i64
                %v2809 = arith.select %v2807, %v2808, %v2805 : i64
                %v2810 = arith.divui %v2804, %v2809 : i64
                memref.store %v2810, %l915[%k0] : memref<?xi64>
                %v2811 = memref.load %l915[%k0] : memref<?xi64>
                %v2812 = arith.constant 136 : i64
                %v2813 = arith.muli %v2811, %v2812 : i64
                memref.store %v2813, %l916[%k0] : memref<?xi64>
                %v2814 = arith.constant 16 : i64
                %v2815 = memref.load %l2[%k0] : memref<?xi64>
                %v2816 = arith.muli %v2814, %v2815 : i64
                memref.store %v2816, %l917[%k0] : memref<?xi64>
                %v2817 = memref.load %l913[%k0] : memref<?xi64>
                %v2818 = memref.load %l917[%k0] : memref<?xi64>
                %v2819 = arith.addi %v2817, %v2818 : i64
                memref.store %v2819, %l918[%k0] : memref<?xi64>
                %v2820 = memref.load %l918[%k0] : memref<?xi64>
                %v2821 = arith.constant 1 : i64
                %v2822 = arith.ori %v2820, %v2821 : i64
                memref.store %v2822, %l919[%k0] : memref<?xi64>
                %v2823 = memref.load %l918[%k0] : memref<?xi64>
                %v2824 = arith.constant 2 : i64
                %v2825 = arith.ori %v2823, %v2824 : i64
                memref.store %v2825, %l920[%k0] : memref<?xi64>
                %v2826 = memref.load %l918[%k0] : memref<?xi64>
                %v2827 = arith.constant 3 : i64
                %v2828 = arith.ori %v2826, %v2827 : i64
                memref.store %v2828, %l921[%k0] : memref<?xi64>
                %v2829 = memref.load %l918[%k0] : memref<?xi64>
                %v2830 = arith.constant 4 : i64
                %v2831 = arith.ori %v2829, %v2830 : i64
                memref.store %v2831, %l922[%k0] : memref<?xi64>
                %v2832 = memref.load %l918[%k0] : memref<?xi64>
                %v2833 = arith.constant 5 : i64
                %v2834 = arith.ori %v2832, %v2833 : i64
                memref.store %v2834, %l923[%k0] : memref<?xi64>
                %v2835 = memref.load %l918[%k0] : memref<?xi64>
                %v2836 = arith.constant 6 : i64
                %v2837 = arith.ori %v2835, %v2836 : i64
                memref.store %v2837, %l924[%k0] : memref<?xi64>
                %v2838 = memref.load %l918[%k0] : memref<?xi64>
                %v2839 = arith.constant 7 : i64
                %v2840 = arith.ori %v2838, %v2839 : i64
                memref.store %v2840, %l925[%k0] : memref<?xi64>
                %v2841 = memref.load %l918[%k0] : memref<?xi64>
                %v2842 = arith.constant 8 : i64
                %v2843 = arith.ori %v2841, %v2842 : i64
                memref.store %v2843, %l926[%k0] : memref<?xi64>
                %v2844 = memref.load %l918[%k0] : memref<?xi64>
                %v2845 = arith.constant 9 : i64
                %v2846 = arith.ori %v2844, %v2845 : i64
                memref.store %v2846, %l927[%k0] : memref<?xi64>
                %v2847 = memref.load %l918[%k0] : memref<?xi64>
                %v2848 = arith.constant 10 : i64
                %v2849 = arith.ori %v2847, %v2848 : i64
                memref.store %v2849, %l928[%k0] : memref<?xi64>
                %v2850 = memref.load %l918[%k0] : memref<?xi64>
                %v2851 = arith.constant 11 : i64
                %v2852 = arith.ori %v2850, %v2851 : i64
                memref.store %v2852, %l929[%k0] : memref<?xi64>
                %v2853 = memref.load %l918[%k0] : memref<?xi64>
                %v2854 = arith.constant 12 : i64
                %v2855 = arith.ori %v2853, %v2854 : i64
                memref.store %v2855, %l930[%k0] : memref<?xi64>
                %v2856 = memref.load %l918[%k0] : memref<?xi64>
                %v2857 = arith.constant 13 : i64
                %v2858 = arith.ori %v2856, %v2857 : i64
                memref.store %v2858, %l931[%k0] : memref<?xi64>
                %v2859 = memref.load %l918[%k0] : memref<?xi64>
                %v2860 = arith.constant 14 : i64
                %v2861 = arith.ori %v2859, %v2860 : i64
                memref.store %v2861, %l932[%k0] : memref<?xi64>
                %v2862 = memref.load %l918[%k0] : memref<?xi64>
                %v2863 = arith.constant 15 : i64
                %v2864 = arith.ori %v2862, %v2863 : i64
                memref.store %v2864, %l933[%k0] : memref<?xi64>
                %v2865 = memref.load %l933[%k0] : memref<?xi64>
                %v2866 = memref.load %l8[%k0] : memref<?xi64>
                %v2867 = arith.cmpi ult, %v2865, %v2866 : i64
                memref.store %v2867, %l934[%k0] : memref<?xi1>
                %v2868 = memref.load %l934[%k0] : memref<?xi1>
                cf.cond_br %v2868, ^bb97, ^bb86
              ^bb97:
                %v2869 = memref.load %l918[%k0] : memref<?xi64>
                %v2870 = memref.load %l8[%k0] : memref<?xi64>
                %v2871 = arith.cmpi ult, %v2869, %v2870 : i64
                memref.store %v2871, %l935[%k0] : memref<?xi1>
                %v2872 = memref.load %l935[%k0] : memref<?xi1>
                cf.cond_br %v2872, ^bb98, ^bb86
              ^bb98:
                %v2873 = memref.load %l919[%k0] : memref<?xi64>
                %v2874 = memref.load %l8[%k0] : memref<?xi64>
                %v2875 = arith.cmpi ult, %v2873, %v2874 : i64
                memref.store %v2875, %l936[%k0] : memref<?xi1>
                %v2876 = memref.load %l936[%k0] : memref<?xi1>
                cf.cond_br %v2876, ^bb99, ^bb86
              ^bb99:
                %v2877 = memref.load %l920[%k0] : memref<?xi64>
                %v2878 = memref.load %l8[%k0] : memref<?xi64>
                %v2879 = arith.cmpi ult, %v2877, %v2878 : i64
                memref.store %v2879, %l937[%k0] : memref<?xi1>
                %v2880 = memref.load %l937[%k0] : memref<?xi1>
                cf.cond_br %v2880, ^bb100, ^bb86
              ^bb100:
                %v2881 = memref.load %l921[%k0] : memref<?xi64>
                %v2882 = memref.load %l8[%k0] : memref<?xi64>
                %v2883 = arith.cmpi ult, %v2881, %v2882 : i64
                memref.store %v2883, %l938[%k0] : memref<?xi1>
                %v2884 = memref.load %l938[%k0] : memref<?xi1>
                cf.cond_br %v2884, ^bb101, ^bb86
              ^bb101:
                %v2885 = memref.load %l922[%k0] : memref<?xi64>
                %v2886 = memref.load %l8[%k0] : memref<?xi64>
                %v2887 = arith.cmpi ult, %v2885, %v2886 : i64
                memref.store %v2887, %l939[%k0] : memref<?xi1>
                %v2888 = memref.load %l939[%k0] : memref<?xi1>
                cf.cond_br %v2888, ^bb102, ^bb86
              ^bb102:
                %v2889 = memref.load %l923[%k0] : memref<?xi64>
                %v2890 = memref.load %l8[%k0] : memref<?xi64>
                %v2891 = arith.cmpi ult, %v2889, %v2890 : i64
                memref.store %v2891, %l940[%k0] : memref<?xi1>
                %v2892 = memref.load %l940[%k0] : memref<?xi1>
                cf.cond_br %v2892, ^bb103, ^bb86
              ^bb103:
                %v2893 = memref.load %l924[%k0] : memref<?xi64>
                %v2894 = memref.load %l8[%k0] : memref<?xi64>
                %v2895 = arith.cmpi ult, %v2893, %v2894 : i64
                memref.store %v2895, %l941[%k0] : memref<?xi1>
                %v2896 = memref.load %l941[%k0] : memref<?xi1>
                cf.cond_br %v2896, ^bb104, ^bb86
              ^bb104:
                %v2897 = memref.load %l925[%k0] : memref<?xi64>
                %v2898 = memref.load %l8[%k0] : memref<?xi64>
                %v2899 = arith.cmpi ult, %v2897, %v2898 : i64
                memref.store %v2899, %l942[%k0] : memref<?xi1>
                %v2900 = memref.load %l942[%k0] : memref<?xi1>
                cf.cond_br %v2900, ^bb105, ^bb86
              ^bb105:
                %v2901 = memref.load %l926[%k0] : memref<?xi64>
                %v2902 = memref.load %l8[%k0] : memref<?xi64>
                %v2903 = arith.cmpi ult, %v2901, %v2902 : i64
                memref.store %v2903, %l943[%k0] : memref<?xi1>
                %v2904 = memref.load %l943[%k0] : memref<?xi1>
                cf.cond_br %v2904, ^bb106, ^bb86
              ^bb106:
                %v2905 = memref.load %l927[%k0] : memref<?xi64>
                %v2906 = memref.load %l8[%k0] : memref<?xi64>
                %v2907 = arith.cmpi ult, %v2905, %v2906 : i64
                memref.store %v2907, %l944[%k0] : memref<?xi1>
                %v2908 = memref.load %l944[%k0] : memref<?xi1>
                cf.cond_br %v2908, ^bb107, ^bb86
              ^bb107:
                %v2909 = memref.load %l928[%k0] : memref<?xi64>
                %v2910 = memref.load %l8[%k0] : memref<?xi64>
                %v2911 = arith.cmpi ult, %v2909, %v2910 : i64
                memref.store %v2911, %l945[%k0] : memref<?xi1>
                %v2912 = memref.load %l945[%k0] : memref<?xi1>
                cf.cond_br %v2912, ^bb108, ^bb86
              ^bb108:
                %v2913 = memref.load %l929[%k0] : memref<?xi64>
                %v2914 = memref.load %l8[%k0] : memref<?xi64>
                %v2915 = arith.cmpi ult, %v2913, %v2914 : i64
                memref.store %v2915, %l946[%k0] : memref<?xi1>
                %v2916 = memref.load %l946[%k0] : memref<?xi1>
                cf.cond_br %v2916, ^bb109, ^bb86
              ^bb109:
                %v2917 = memref.load %l930[%k0] : memref<?xi64>
                %v2918 = memref.load %l8[%k0] : memref<?xi64>
                %v2919 = arith.cmpi ult, %v2917, %v2918 : i64
                memref.store %v2919, %l947[%k0] : memref<?xi1>
                %v2920 = memref.load %l947[%k0] : memref<?xi1>
                cf.cond_br %v2920, ^bb110, ^bb86
              ^bb110:
                %v2921 = memref.load %l931[%k0] : memref<?xi64>
                %v2922 = memref.load %l8[%k0] : memref<?xi64>
                %v2923 = arith.cmpi ult, %v2921, %v2922 : i64
                memref.store %v2923, %l948[%k0] : memref<?xi1>
                %v2924 = memref.load %l948[%k0] : memref<?xi1>
                cf.cond_br %v2924, ^bb111, ^bb86
              ^bb111:
                %v2925 = memref.load %l932[%k0] : memref<?xi64>
                %v2926 = memref.load %l8[%k0] : memref<?xi64>
                %v2927 = arith.cmpi ult, %v2925, %v2926 : i64
                memref.store %v2927, %l949[%k0] : memref<?xi1>
                %v2928 = memref.load %l949[%k0] : memref<?xi1>
                cf.cond_br %v2928, ^bb112, ^bb86
              ^bb112:
                %v2929 = memref.load %l918[%k0] : memref<?xi64>
                %v2930 = arith.index_cast %v2929 : i64 to index
                %v2931 = memref.load %p1[%v2930] : memref<?xf32>
                memref.store %v2931, %l950[%k0] : memref<?xf32>
                %v2932 = memref.load %l919[%k0] : memref<?xi64>
                %v2933 = arith.index_cast %v2932 : i64 to index
                %v2934 = memref.load %p1[%v2933] : memref<?xf32>
                memref.store %v2934, %l951[%k0] : memref<?xf32>
                %v2935 = memref.load %l920[%k0] : memref<?xi64>
                %v2936 = arith.index_cast %v2935 : i64 to index
                %v2937 = memref.load %p1[%v2936] : memref<?xf32>
                memref.store %v2937, %l952[%k0] : memref<?xf32>
                %v2938 = memref.load %l921[%k0] : memref<?xi64>
                %v2939 = arith.index_cast %v2938 : i64 to index
                %v2940 = memref.load %p1[%v2939] : memref<?xf32>
                memref.store %v2940, %l953[%k0] : memref<?xf32>
                %v2941 = memref.load %l922[%k0] : memref<?xi64>
                %v2942 = arith.index_cast %v2941 : i64 to index
                %v2943 = memref.load %p1[%v2942] : memref<?xf32>
                memref.store %v2943, %l954[%k0] : memref<?xf32>
                %v2944 = memref.load %l923[%k0] : memref<?xi64>
                %v2945 = arith.index_cast %v2944 : i64 to index
                %v2946 = memref.load %p1[%v2945] : memref<?xf32>
                memref.store %v2946, %l955[%k0] : memref<?xf32>
                %v2947 = memref.load %l924[%k0] : memref<?xi64>
                %v2948 = arith.index_cast %v2947 : i64 to index
                %v2949 = memref.load %p1[%v2948] : memref<?xf32>
                memref.store %v2949, %l956[%k0] : memref<?xf32>
                %v2950 = memref.load %l925[%k0] : memref<?xi64>
                %v2951 = arith.index_cast %v2950 : i64 to index
                %v2952 = memref.load %p1[%v2951] : memref<?xf32>
                memref.store %v2952, %l957[%k0] : memref<?xf32>
                %v2953 = memref.load %l926[%k0] : memref<?xi64>
                %v2954 = arith.index_cast %v2953 : i64 to index
                %v2955 = memref.load %p1[%v2954] : memref<?xf32>
                memref.store %v2955, %l958[%k0] : memref<?xf32>
                %v2956 = memref.load %l927[%k0] : memref<?xi64>
                %v2957 = arith.index_cast %v2956 : i64 to index
                %v2958 = memref.load %p1[%v2957] : memref<?xf32>
                memref.store %v2958, %l959[%k0] : memref<?xf32>
                %v2959 = memref.load %l928[%k0] : memref<?xi64>
                %v2960 = arith.index_cast %v2959 : i64 to index
                %v2961 = memref.load %p1[%v2960] : memref<?xf32>
                memref.store %v2961, %l960[%k0] : memref<?xf32>
                %v2962 = memref.load %l929[%k0] : memref<?xi64>
                %v2963 = arith.index_cast %v2962 : i64 to index
                %v2964 = memref.load %p1[%v2963] : memref<?xf32>
                memref.store %v2964, %l961[%k0] : memref<?xf32>
                %v2965 = memref.load %l930[%k0] : memref<?xi64>
                %v2966 = arith.index_cast %v2965 : i64 to index
                %v2967 = memref.load %p1[%v2966] : memref<?xf32>
                memref.store %v2967, %l962[%k0] : memref<?xf32>
                %v2968 = memref.load %l931[%k0] : memref<?xi64>
                %v2969 = arith.index_cast %v2968 : i64 to index
                %v2970 = memref.load %p1[%v2969] : memref<?xf32>
                memref.store %v2970, %l963[%k0] : memref<?xf32>
                %v2971 = memref.load %l932[%k0] : memref<?xi64>
                %v2972 = arith.index_cast %v2971 : i64 to index
                %v2973 = memref.load %p1[%v2972] : memref<?xf32>
                memref.store %v2973, %l964[%k0] : memref<?xf32>
                %v2974 = memref.load %l933[%k0] : memref<?xi64>
                %v2975 = arith.index_cast %v2974 : i64 to index
                %v2976 = memref.load %p1[%v2975] : memref<?xf32>
                memref.store %v2976, %l965[%k0] : memref<?xf32>
                %v2977 = memref.load %l897[%k0] : memref<?xi64>
                memref.store %v2977, %l966[%k0] : memref<?xi64>
                %v2978 = memref.load %l966[%k0] : memref<?xi64>
                %v2979 = memref.load %l916[%k0] : memref<?xi64>
                %v2980 = arith.addi %v2978, %v2979 : i64
                memref.store %v2980, %l967[%k0] : memref<?xi64>
                %v2981 = arith.constant 4 : i64
                %v2982 = memref.load %l2[%k0] : memref<?xi64>
                %v2983 = arith.muli %v2981, %v2982 : i64
                memref.store %v2983, %l968[%k0] : memref<?xi64>
                %v2984 = memref.load %l967[%k0] : memref<?xi64>
                %v2985 = memref.load %l968[%k0] : memref<?xi64>
                %v2986 = arith.addi %v2984, %v2985 : i64
                memref.store %v2986, %l969[%k0] : memref<?xi64>
                %v2987 = memref.load %l969[%k0] : memref<?xi64>
                %v2988 = arith.constant 1 : i64
                %v2989 = arith.addi %v2987, %v2988 : i64
                memref.store %v2989, %l970[%k0] : memref<?xi64>
                %v2990 = memref.load %l969[%k0] : memref<?xi64>
                %v2991 = arith.constant 2 : i64
                %v2992 = arith.addi %v2990, %v2991 : i64
                memref.store %v2992, %l971[%k0] : memref<?xi64>
                %v2993 = memref.load %l969[%k0] : memref<?xi64>
                %v2994 = arith.constant 3 : i64
                %v2995 = arith.addi %v2993, %v2994 : i64
                memref.store %v2995, %l972[%k0] : memref<?xi64>
                %v2996 = memref.load %l969[%k0] : memref<?xi64>
                %v2997 = arith.constant 4 : i64
                %v2998 = arith.addi %v2996, %v2997 : i64
                memref.store %v2998, %l973[%k0] : memref<?xi64>
                %v2999 = memref.load %l973[%k0] : memref<?xi64>
                %v3000 = memref.load %l9[%k0] : memref<?xi64>
                %v3001 = arith.cmpi ult, %v2999, %v3000 : i64
                memref.store %v3001, %l974[%k0] : memref<?xi1>
                %v3002 = memref.load %l974[%k0] : memref<?xi1>
                cf.cond_br %v3002, ^bb113, ^bb132
              ^bb113:
                %v3003 = memref.load %l967[%k0] : memref<?xi64>
                %v3004 = memref.load %l9[%k0] : memref<?xi64>
                %v3005 = arith.cmpi ult, %v3003, %v3004 : i64
                memref.store %v3005, %l975[%k0] : memref<?xi1>
                %v3006 = memref.load %l975[%k0] : memref<?xi1>
                cf.cond_br %v3006, ^bb114, ^bb132
              ^bb114:
                %v3007 = memref.load %l969[%k0] : memref<?xi64>
                %v3008 = memref.load %l9[%k0] : memref<?xi64>
                %v3009 = arith.cmpi ult, %v3007, %v3008 : i64
                memref.store %v3009, %l976[%k0] : memref<?xi1>
                %v3010 = memref.load %l976[%k0] : memref<?xi1>
                cf.cond_br %v3010, ^bb115, ^bb132
              ^bb115:
                %v3011 = memref.load %l970[%k0] : memref<?xi64>
                %v3012 = memref.load %l9[%k0] : memref<?xi64>
                %v3013 = arith.cmpi ult, %v3011, %v3012 : i64
                memref.store %v3013, %l977[%k0] : memref<?xi1>
                %v3014 = memref.load %l977[%k0] : memref<?xi1>
                cf.cond_br %v3014, ^bb116, ^bb132
              ^bb116:
                %v3015 = memref.load %l971[%k0] : memref<?xi64>
                %v3016 = memref.load %l9[%k0] : memref<?xi64>
                %v3017 = arith.cmpi ult, %v3015, %v3016 : i64
                memref.store %v3017, %l978[%k0] : memref<?xi1>
                %v3018 = memref.load %l978[%k0] : memref<?xi1>
                cf.cond_br %v3018, ^bb117, ^bb132
              ^bb117:
                %v3019 = memref.load %l972[%k0] : memref<?xi64>
                %v3020 = memref.load %l9[%k0] : memref<?xi64>
                %v3021 = arith.cmpi ult, %v3019, %v3020 : i64
                memref.store %v3021, %l979[%k0] : memref<?xi1>
                %v3022 = memref.load %l979[%k0] : memref<?xi1>
                cf.cond_br %v3022, ^bb118, ^bb132
              ^bb118:
                %v3023 = memref.load %l967[%k0] : memref<?xi64>
                %v3024 = arith.index_cast %v3023 : i64 to index
                %v3025 = memref.load %p0[%v3024] : memref<?xi32>
                memref.store %v3025, %l980[%k0] : memref<?xi32>
                %v3026 = memref.load %l969[%k0] : memref<?xi64>
                %v3027 = arith.index_cast %v3026 : i64 to index
                %v3028 = memref.load %p0[%v3027] : memref<?xi32>
                memref.store %v3028, %l981[%k0] : memref<?xi32>
                %v3029 = memref.load %l970[%k0] : memref<?xi64>
                %v3030 = arith.index_cast %v3029 : i64 to index
                %v3031 = memref.load %p0[%v3030] : memref<?xi32>
                memref.store %v3031, %l982[%k0] : memref<?xi32>
                %v3032 = memref.load %l971[%k0] : memref<?xi64>
                %v3033 = arith.index_cast %v3032 : i64 to index
                %v3034 = memref.load %p0[%v3033] : memref<?xi32>
                memref.store %v3034, %l983[%k0] : memref<?xi32>
                %v3035 = memref.load %l972[%k0] : memref<?xi64>
                %v3036 = arith.index_cast %v3035 : i64 to index
                %v3037 = memref.load %p0[%v3036] : memref<?xi32>
                memref.store %v3037, %l984[%k0] : memref<?xi32>
                %v3038 = memref.load %l973[%k0] : memref<?xi64>
                %v3039 = arith.index_cast %v3038 : i64 to index
                %v3040 = memref.load %p0[%v3039] : memref<?xi32>
                memref.store %v3040, %l985[%k0] : memref<?xi32>
                %v3041 = memref.load %l982[%k0] : memref<?xi32>
                %v3042 = arith.extui %v3041 : i32 to i64
                memref.store %v3042, %l986[%k0] : memref<?xi64>
                %v3043 = arith.constant 32 : i32
                %v3044 = arith.extsi %v3043 : i32 to i64
                memref.store %v3044, %l987[%k0] : memref<?xi64>
                %v3045 = memref.load %l986[%k0] : memref<?xi64>
                %v3046 = memref.load %l987[%k0] : memref<?xi64>
                %v3047 = arith.constant 63 : i64
                %v3048 = arith.andi %v3046, %v3047 : i64
                %v3049 = arith.shli %v3045, %v3048 : i64
                memref.store %v3049, %l988[%k0] : memref<?xi64>
                %v3050 = memref.load %l981[%k0] : memref<?xi32>
                %v3051 = arith.extui %v3050 : i32 to i64
                memref.store %v3051, %l989[%k0] : memref<?xi64>
                %v3052 = memref.load %l988[%k0] : memref<?xi64>
                %v3053 = memref.load %l989[%k0] : memref<?xi64>
                %v3054 = arith.ori %v3052, %v3053 : i64
                memref.store %v3054, %l990[%k0] : memref<?xi64>
                %v3055 = memref.load %l898[%k0] : memref<?xi64>
                memref.store %v3055, %l991[%k0] : memref<?xi64>
                %v3056 = memref.load %l990[%k0] : memref<?xi64>
                %v3057 = memref.load %l991[%k0] : memref<?xi64>
                %v3058 = arith.constant 63 : i64
                %v3059 = arith.andi %v3057, %v3058 : i64
                %v3060 = arith.shrui %v3056, %v3059 : i64
                memref.store %v3060, %l992[%k0] : memref<?xi64>
                %v3061 = memref.load %l992[%k0] : memref<?xi64>
                %v3062 = arith.trunci %v3061 : i64 to i32
                memref.store %v3062, %l993[%k0] : memref<?xi32>
                %v3063 = memref.load %l983[%k0] : memref<?xi32>
                %v3064 = arith.extui %v3063 : i32 to i64
                memref.store %v3064, %l994[%k0] : memref<?xi64>
                %v3065 = arith.constant 32 : i32
                %v3066 = arith.extsi %v3065 : i32 to i64
                memref.store %v3066, %l995[%k0] : memref<?xi64>
                %v3067 = memref.load %l994[%k0] : memref<?xi64>
                %v3068 = memref.load %l995[%k0] : memref<?xi64>
                %v3069 = arith.constant 63 : i64
                %v3070 = arith.andi %v3068, %v3069 : i64
                %v3071 = arith.shli %v3067, %v3070 : i64
                memref.store %v3071, %l996[%k0] : memref<?xi64>
                %v3072 = memref.load %l982[%k0] : memref<?xi32>
                %v3073 = arith.extui %v3072 : i32 to i64
                memref.store %v3073, %l997[%k0] : memref<?xi64>
                %v3074 = memref.load %l996[%k0] : memref<?xi64>
                %v3075 = memref.load %l997[%k0] : memref<?xi64>
                %v3076 = arith.ori %v3074, %v3075 : i64
                memref.store %v3076, %l998[%k0] : memref<?xi64>
                %v3077 = memref.load %l898[%k0] : memref<?xi64>
                memref.store %v3077, %l999[%k0] : memref<?xi64>
                %v3078 = memref.load %l998[%k0] : memref<?xi64>
                %v3079 = memref.load %l999[%k0] : memref<?xi64>
                %v3080 = arith.constant 63 : i64
                %v3081 = arith.andi %v3079, %v3080 : i64
                %v3082 = arith.shrui %v3078, %v3081 : i64
                memref.store %v3082, %l1000[%k0] : memref<?xi64>
                %v3083 = memref.load %l1000[%k0] : memref<?xi64>
                %v3084 = arith.trunci %v3083 : i64 to i32
                memref.store %v3084, %l1001[%k0] : memref<?xi32>
                %v3085 = memref.load %l984[%k0] : memref<?xi32>
                %v3086 = arith.extui %v3085 : i32 to i64
                memref.store %v3086, %l1002[%k0] : memref<?xi64>
                %v3087 = arith.constant 32 : i32
                %v3088 = arith.extsi %v3087 : i32 to i64
                memref.store %v3088, %l1003[%k0] : memref<?xi64>
                %v3089 = memref.load %l1002[%k0] : memref<?xi64>
                %v3090 = memref.load %l1003[%k0] : memref<?xi64>
                %v3091 = arith.constant 63 : i64
                %v3092 = arith.andi %v3090, %v3091 : i64
                %v3093 = arith.shli %v3089, %v3092 : i64
                memref.store %v3093, %l1004[%k0] : memref<?xi64>
                %v3094 = memref.load %l983[%k0] : memref<?xi32>
                %v3095 = arith.extui %v3094 : i32 to i64
                memref.store %v3095, %l1005[%k0] : memref<?xi64>
                %v3096 = memref.load %l1004[%k0] : memref<?xi64>
                %v3097 = memref.load %l1005[%k0] : memref<?xi64>
                %v3098 = arith.ori %v3096, %v3097 : i64
                memref.store %v3098, %l1006[%k0] : memref<?xi64>
                %v3099 = memref.load %l898[%k0] : memref<?xi64>
                memref.store %v3099, %l1007[%k0] : memref<?xi64>
                %v3100 = memref.load %l1006[%k0] : memref<?xi64>
                %v3101 = memref.load %l1007[%k0] : memref<?xi64>
                %v3102 = arith.constant 63 : i64
                %v3103 = arith.andi %v3101, %v3102 : i64
                %v3104 = arith.shrui %v3100, %v3103 : i64
                memref.store %v3104, %l1008[%k0] : memref<?xi64>
                %v3105 = memref.load %l1008[%k0] : memref<?xi64>
                %v3106 = arith.trunci %v3105 : i64 to i32
                memref.store %v3106, %l1009[%k0] : memref<?xi32>
                %v3107 = memref.load %l985[%k0] : memref<?xi32>
                %v3108 = arith.extui %v3107 : i32 to i64
                memref.store %v3108, %l1010[%k0] : memref<?xi64>
                %v3109 = arith.constant 32 : i32
                %v3110 = arith.extsi %v3109 : i32 to i64
                memref.store %v3110, %l1011[%k0] : memref<?xi64>
                %v3111 = memref.load %l1010[%k0] : memref<?xi64>
                %v3112 = memref.load %l1011[%k0] : memref<?xi64>
                %v3113 = arith.constant 63 : i64
                %v3114 = arith.andi %v3112, %v3113 : i64
                %v3115 = arith.shli %v3111, %v3114 : i64
                memref.store %v3115, %l1012[%k0] : memref<?xi64>
                %v3116 = memref.load %l984[%k0] : memref<?xi32>
                %v3117 = arith.extui %v3116 : i32 to i64
                memref.store %v3117, %l1013[%k0] : memref<?xi64>
                %v3118 = memref.load %l1012[%k0] : memref<?xi64>
                %v3119 = memref.load %l1013[%k0] : memref<?xi64>
                %v3120 = arith.ori %v3118, %v3119 : i64
                memref.store %v3120, %l1014[%k0] : memref<?xi64>
                %v3121 = memref.load %l898[%k0] : memref<?xi64>
                memref.store %v3121, %l1015[%k0] : memref<?xi64>
                %v3122 = memref.load %l1014[%k0] : memref<?xi64>
                %v3123 = memref.load %l1015[%k0] : memref<?xi64>
                %v3124 = arith.constant 63 : i64
                %v3125 = arith.andi %v3123, %v3124 : i64
                %v3126 = arith.shrui %v3122, %v3125 : i64
                memref.store %v3126, %l1016[%k0] : memref<?xi64>
                %v3127 = memref.load %l1016[%k0] : memref<?xi64>
                %v3128 = arith.trunci %v3127 : i64 to i32
                memref.store %v3128, %l1017[%k0] : memref<?xi32>
                %v3129 = memref.load %l993[%k0] : memref<?xi32>
                %v3130 = arith.constant 255 : i32
                %v3131 = arith.andi %v3129, %v3130 : i32
                memref.store %v3131, %l1018[%k0] : memref<?xi32>
                %v3132 = memref.load %l1018[%k0] : memref<?xi32>
                %v3133 = memref.load %l17[%k0] : memref<?xi32>
                %v3134 = arith.xori %v3132, %v3133 : i32
                memref.store %v3134, %l1019[%k0] : memref<?xi32>
                %v3135 = memref.load %l1019[%k0] : memref<?xi32>
                %v3136 = arith.bitcast %v3135 : i32 to f32
                memref.store %v3136, %l1020[%k0] : memref<?xf32>
                %v3137 = memref.load %l1020[%k0] : memref<?xf32>
                %v3138 = arith.constant 0x4B000080 : f32
                %v3139 = arith.subf %v3137, %v3138 : f32
                memref.store %v3139, %l1021[%k0] : memref<?xf32>
                %v3140 = memref.load %l1021[%k0] : memref<?xf32>
                %v3141 = memref.load %l950[%k0] : memref<?xf32>
                %v3142 = arith.mulf %v3140, %v3141 : f32
                memref.store %v3142, %l1022[%k0] : memref<?xf32>
                %v3143 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3143, %l1023[%k0] : memref<?xf32>
                %v3144 = memref.load %l993[%k0] : memref<?xi32>
                %v3145 = arith.constant 65280 : i32
                %v3146 = arith.andi %v3144, %v3145 : i32
                memref.store %v3146, %l1024[%k0] : memref<?xi32>
                %v3147 = memref.load %l1024[%k0] : memref<?xi32>
                %v3148 = memref.load %l18[%k0] : memref<?xi32>
                %v3149 = arith.xori %v3147, %v3148 : i32
                memref.store %v3149, %l1025[%k0] : memref<?xi32>
                %v3150 = memref.load %l1025[%k0] : memref<?xi32>
                %v3151 = arith.bitcast %v3150 : i32 to f32
                memref.store %v3151, %l1026[%k0] : memref<?xf32>
                %v3152 = memref.load %l1026[%k0] : memref<?xf32>
                %v3153 = arith.constant 0x47008000 : f32
                %v3154 = arith.subf %v3152, %v3153 : f32
                memref.store %v3154, %l1027[%k0] : memref<?xf32>
                %v3155 = memref.load %l1027[%k0] : memref<?xf32>
                %v3156 = memref.load %l951[%k0] : memref<?xf32>
                %v3157 = arith.mulf %v3155, %v3156 : f32
                memref.store %v3157, %l1028[%k0] : memref<?xf32>
                %v3158 = memref.load %l1023[%k0] : memref<?xf32>
                %v3159 = memref.load %l1028[%k0] : memref<?xf32>
                %v3160 = arith.addf %v3158, %v3159 : f32
                memref.store %v3160, %l1022[%k0] : memref<?xf32>
                %v3161 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3161, %l1029[%k0] : memref<?xf32>
                %v3162 = arith.constant 8 : i32
                memref.store %v3162, %l1030[%k0] : memref<?xi32>
                %v3163 = memref.load %l993[%k0] : memref<?xi32>
                %v3164 = memref.load %l1030[%k0] : memref<?xi32>
                %v3165 = arith.constant 31 : i32
                %v3166 = arith.andi %v3164, %v3165 : i32
                %v3167 = arith.shrui %v3163, %v3166 : i32
                memref.store %v3167, %l1031[%k0] : memref<?xi32>
                %v3168 = memref.load %l1031[%k0] : memref<?xi32>
                %v3169 = arith.constant 65280 : i32
                %v3170 = arith.andi %v3168, %v3169 : i32
                memref.store %v3170, %l1032[%k0] : memref<?xi32>
                %v3171 = memref.load %l1032[%k0] : memref<?xi32>
                %v3172 = memref.load %l18[%k0] : memref<?xi32>
                %v3173 = arith.xori %v3171, %v3172 : i32
                memref.store %v3173, %l1033[%k0] : memref<?xi32>
                %v3174 = memref.load %l1033[%k0] : memref<?xi32>
                %v3175 = arith.bitcast %v3174 : i32 to f32
                memref.store %v3175, %l1034[%k0] : memref<?xf32>
                %v3176 = memref.load %l1034[%k0] : memref<?xf32>
                %v3177 = arith.constant 0x47008000 : f32
                %v3178 = arith.subf %v3176, %v3177 : f32
                memref.store %v3178, %l1035[%k0] : memref<?xf32>
                %v3179 = memref.load %l1035[%k0] : memref<?xf32>
                %v3180 = memref.load %l952[%k0] : memref<?xf32>
                %v3181 = arith.mulf %v3179, %v3180 : f32
                memref.store %v3181, %l1036[%k0] : memref<?xf32>
                %v3182 = memref.load %l1029[%k0] : memref<?xf32>
                %v3183 = memref.load %l1036[%k0] : memref<?xf32>
                %v3184 = arith.addf %v3182, %v3183 : f32
                memref.store %v3184, %l1022[%k0] : memref<?xf32>
                %v3185 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3185, %l1037[%k0] : memref<?xf32>
                %v3186 = memref.load %l993[%k0] : memref<?xi32>
                memref.store %v3186, %l1038[%k0] : memref<?xi32>
                %v3187 = memref.load %l1038[%k0] : memref<?xi32>
                %v3188 = arith.constant 24 : i32
                %v3189 = arith.constant 31 : i32
                %v3190 = arith.andi %v3188, %v3189 : i32
                %v3191 = arith.shrsi %v3187, %v3190 : i32
                memref.store %v3191, %l1039[%k0] : memref<?xi32>
                %v3192 = memref.load %l1039[%k0] : memref<?xi32>
                %v3193 = arith.constant 1258291328 : i32
                %v3194 = arith.addi %v3192, %v3193 : i32
                memref.store %v3194, %l1040[%k0] : memref<?xi32>
                %v3195 = memref.load %l1040[%k0] : memref<?xi32>
                memref.store %v3195, %l1041[%k0] : memref<?xi32>
                %v3196 = memref.load %l1041[%k0] : memref<?xi32>
                %v3197 = arith.bitcast %v3196 : i32 to f32
                memref.store %v3197, %l1042[%k0] : memref<?xf32>
                %v3198 = memref.load %l1042[%k0] : memref<?xf32>
                %v3199 = arith.constant 0x4B000080 : f32
                %v3200 = arith.subf %v3198, %v3199 : f32
                memref.store %v3200, %l1043[%k0] : memref<?xf32>
                %v3201 = memref.load %l1043[%k0] : memref<?xf32>
                %v3202 = memref.load %l953[%k0] : memref<?xf32>
                %v3203 = arith.mulf %v3201, %v3202 : f32
                memref.store %v3203, %l1044[%k0] : memref<?xf32>
                %v3204 = memref.load %l1037[%k0] : memref<?xf32>
                %v3205 = memref.load %l1044[%k0] : memref<?xf32>
                %v3206 = arith.addf %v3204, %v3205 : f32
                memref.store %v3206, %l1022[%k0] : memref<?xf32>
                %v3207 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3207, %l1045[%k0] : memref<?xf32>
                %v3208 = memref.load %l1001[%k0] : memref<?xi32>
                %v3209 = arith.constant 255 : i32
                %v3210 = arith.andi %v3208, %v3209 : i32
                memref.store %v3210, %l1046[%k0] : memref<?xi32>
                %v3211 = memref.load %l1046[%k0] : memref<?xi32>
                %v3212 = memref.load %l17[%k0] : memref<?xi32>
                %v3213 = arith.xori %v3211, %v3212 : i32
                memref.store %v3213, %l1047[%k0] : memref<?xi32>
                %v3214 = memref.load %l1047[%k0] : memref<?xi32>
                %v3215 = arith.bitcast %v3214 : i32 to f32
                memref.store %v3215, %l1048[%k0] : memref<?xf32>
                %v3216 = memref.load %l1048[%k0] : memref<?xf32>
                %v3217 = arith.constant 0x4B000080 : f32
                %v3218 = arith.subf %v3216, %v3217 : f32
                memref.store %v3218, %l1049[%k0] : memref<?xf32>
                %v3219 = memref.load %l1049[%k0] : memref<?xf32>
                %v3220 = memref.load %l954[%k0] : memref<?xf32>
                %v3221 = arith.mulf %v3219, %v3220 : f32
                memref.store %v3221, %l1050[%k0] : memref<?xf32>
                %v3222 = memref.load %l1045[%k0] : memref<?xf32>
                %v3223 = memref.load %l1050[%k0] : memref<?xf32>
                %v3224 = arith.addf %v3222, %v3223 : f32
                memref.store %v3224, %l1022[%k0] : memref<?xf32>
                %v3225 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3225, %l1051[%k0] : memref<?xf32>
                %v3226 = memref.load %l1001[%k0] : memref<?xi32>
                %v3227 = arith.constant 65280 : i32
                %v3228 = arith.andi %v3226, %v3227 : i32
                memref.store %v3228, %l1052[%k0] : memref<?xi32>
                %v3229 = memref.load %l1052[%k0] : memref<?xi32>
                %v3230 = memref.load %l18[%k0] : memref<?xi32>
                %v3231 = arith.xori %v3229, %v3230 : i32
                memref.store %v3231, %l1053[%k0] : memref<?xi32>
                %v3232 = memref.load %l1053[%k0] : memref<?xi32>
                %v3233 = arith.bitcast %v3232 : i32 to f32
                memref.store %v3233, %l1054[%k0] : memref<?xf32>
                %v3234 = memref.load %l1054[%k0] : memref<?xf32>
                %v3235 = arith.constant 0x47008000 : f32
                %v3236 = arith.subf %v3234, %v3235 : f32
                memref.store %v3236, %l1055[%k0] : memref<?xf32>
                %v3237 = memref.load %l1055[%k0] : memref<?xf32>
                %v3238 = memref.load %l955[%k0] : memref<?xf32>
                %v3239 = arith.mulf %v3237, %v3238 : f32
                memref.store %v3239, %l1056[%k0] : memref<?xf32>
                %v3240 = memref.load %l1051[%k0] : memref<?xf32>
                %v3241 = memref.load %l1056[%k0] : memref<?xf32>
                %v3242 = arith.addf %v3240, %v3241 : f32
                memref.store %v3242, %l1022[%k0] : memref<?xf32>
                %v3243 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3243, %l1057[%k0] : memref<?xf32>
                %v3244 = arith.constant 8 : i32
                memref.store %v3244, %l1058[%k0] : memref<?xi32>
                %v3245 = memref.load %l1001[%k0] : memref<?xi32>
                %v3246 = memref.load %l1058[%k0] : memref<?xi32>
                %v3247 = arith.constant 31 : i32
                %v3248 = arith.andi %v3246, %v3247 : i32
                %v3249 = arith.shrui %v3245, %v3248 : i32
                memref.store %v3249, %l1059[%k0] : memref<?xi32>
                %v3250 = memref.load %l1059[%k0] : memref<?xi32>
                %v3251 = arith.constant 65280 : i32
                %v3252 = arith.andi %v3250, %v3251 : i32
                memref.store %v3252, %l1060[%k0] : memref<?xi32>
                %v3253 = memref.load %l1060[%k0] : memref<?xi32>
                %v3254 = memref.load %l18[%k0] : memref<?xi32>
                %v3255 = arith.xori %v3253, %v3254 : i32
                memref.store %v3255, %l1061[%k0] : memref<?xi32>
                %v3256 = memref.load %l1061[%k0] : memref<?xi32>
                %v3257 = arith.bitcast %v3256 : i32 to f32
                memref.store %v3257, %l1062[%k0] : memref<?xf32>
                %v3258 = memref.load %l1062[%k0] : memref<?xf32>
                %v3259 = arith.constant 0x47008000 : f32
                %v3260 = arith.subf %v3258, %v3259 : f32
                memref.store %v3260, %l1063[%k0] : memref<?xf32>
                %v3261 = memref.load %l1063[%k0] : memref<?xf32>
                %v3262 = memref.load %l956[%k0] : memref<?xf32>
                %v3263 = arith.mulf %v3261, %v3262 : f32
                memref.store %v3263, %l1064[%k0] : memref<?xf32>
                %v3264 = memref.load %l1057[%k0] : memref<?xf32>
                %v3265 = memref.load %l1064[%k0] : memref<?xf32>
                %v3266 = arith.addf %v3264, %v3265 : f32
                memref.store %v3266, %l1022[%k0] : memref<?xf32>
                %v3267 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3267, %l1065[%k0] : memref<?xf32>
                %v3268 = memref.load %l1001[%k0] : memref<?xi32>
                memref.store %v3268, %l1066[%k0] : memref<?xi32>
                %v3269 = memref.load %l1066[%k0] : memref<?xi32>
                %v3270 = arith.constant 24 : i32
                %v3271 = arith.constant 31 : i32
                %v3272 = arith.andi %v3270, %v3271 : i32
                %v3273 = arith.shrsi %v3269, %v3272 : i32
                memref.store %v3273, %l1067[%k0] : memref<?xi32>
                %v3274 = memref.load %l1067[%k0] : memref<?xi32>
                %v3275 = arith.constant 1258291328 : i32
                %v3276 = arith.addi %v3274, %v3275 : i32
                memref.store %v3276, %l1068[%k0] : memref<?xi32>
                %v3277 = memref.load %l1068[%k0] : memref<?xi32>
                memref.store %v3277, %l1069[%k0] : memref<?xi32>
                %v3278 = memref.load %l1069[%k0] : memref<?xi32>
                %v3279 = arith.bitcast %v3278 : i32 to f32
                memref.store %v3279, %l1070[%k0] : memref<?xf32>
                %v3280 = memref.load %l1070[%k0] : memref<?xf32>
                %v3281 = arith.constant 0x4B000080 : f32
                %v3282 = arith.subf %v3280, %v3281 : f32
                memref.store %v3282, %l1071[%k0] : memref<?xf32>
                %v3283 = memref.load %l1071[%k0] : memref<?xf32>
                %v3284 = memref.load %l957[%k0] : memref<?xf32>
                %v3285 = arith.mulf %v3283, %v3284 : f32
                memref.store %v3285, %l1072[%k0] : memref<?xf32>
                %v3286 = memref.load %l1065[%k0] : memref<?xf32>
                %v3287 = memref.load %l1072[%k0] : memref<?xf32>
                %v3288 = arith.addf %v3286, %v3287 : f32
                memref.store %v3288, %l1022[%k0] : memref<?xf32>
                %v3289 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3289, %l1073[%k0] : memref<?xf32>
                %v3290 = memref.load %l1009[%k0] : memref<?xi32>
                %v3291 = arith.constant 255 : i32
                %v3292 = arith.andi %v3290, %v3291 : i32
                memref.store %v3292, %l1074[%k0] : memref<?xi32>
                %v3293 = memref.load %l1074[%k0] : memref<?xi32>
                %v3294 = memref.load %l17[%k0] : memref<?xi32>
                %v3295 = arith.xori %v3293, %v3294 : i32
                memref.store %v3295, %l1075[%k0] : memref<?xi32>
                %v3296 = memref.load %l1075[%k0] : memref<?xi32>
                %v3297 = arith.bitcast %v3296 : i32 to f32
                memref.store %v3297, %l1076[%k0] : memref<?xf32>
                %v3298 = memref.load %l1076[%k0] : memref<?xf32>
                %v3299 = arith.constant 0x4B000080 : f32
                %v3300 = arith.subf %v3298, %v3299 : f32
                memref.store %v3300, %l1077[%k0] : memref<?xf32>
                %v3301 = memref.load %l1077[%k0] : memref<?xf32>
                %v3302 = memref.load %l958[%k0] : memref<?xf32>
                %v3303 = arith.mulf %v3301, %v3302 : f32
                memref.store %v3303, %l1078[%k0] : memref<?xf32>
                %v3304 = memref.load %l1073[%k0] : memref<?xf32>
                %v3305 = memref.load %l1078[%k0] : memref<?xf32>
                %v3306 = arith.addf %v3304, %v3305 : f32
                memref.store %v3306, %l1022[%k0] : memref<?xf32>
                %v3307 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3307, %l1079[%k0] : memref<?xf32>
                %v3308 = memref.load %l1009[%k0] : memref<?xi32>
                %v3309 = arith.constant 65280 : i32
                %v3310 = arith.andi %v3308, %v3309 : i32
                memref.store %v3310, %l1080[%k0] : memref<?xi32>
                %v3311 = memref.load %l1080[%k0] : memref<?xi32>
                %v3312 = memref.load %l18[%k0] : memref<?xi32>
                %v3313 = arith.xori %v3311, %v3312 : i32
                memref.store %v3313, %l1081[%k0] : memref<?xi32>
                %v3314 = memref.load %l1081[%k0] : memref<?xi32>
                %v3315 = arith.bitcast %v3314 : i32 to f32
                memref.store %v3315, %l1082[%k0] : memref<?xf32>
                %v3316 = memref.load %l1082[%k0] : memref<?xf32>
                %v3317 = arith.constant 0x47008000 : f32
                %v3318 = arith.subf %v3316, %v3317 : f32
                memref.store %v3318, %l1083[%k0] : memref<?xf32>
                %v3319 = memref.load %l1083[%k0] : memref<?xf32>
                %v3320 = memref.load %l959[%k0] : memref<?xf32>
                %v3321 = arith.mulf %v3319, %v3320 : f32
                memref.store %v3321, %l1084[%k0] : memref<?xf32>
                %v3322 = memref.load %l1079[%k0] : memref<?xf32>
                %v3323 = memref.load %l1084[%k0] : memref<?xf32>
                %v3324 = arith.addf %v3322, %v3323 : f32
                memref.store %v3324, %l1022[%k0] : memref<?xf32>
                %v3325 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3325, %l1085[%k0] : memref<?xf32>
                %v3326 = arith.constant 8 : i32
                memref.store %v3326, %l1086[%k0] : memref<?xi32>
                %v3327 = memref.load %l1009[%k0] : memref<?xi32>
                %v3328 = memref.load %l1086[%k0] : memref<?xi32>
                %v3329 = arith.constant 31 : i32
                %v3330 = arith.andi %v3328, %v3329 : i32
                %v3331 = arith.shrui %v3327, %v3330 : i32
                memref.store %v3331, %l1087[%k0] : memref<?xi32>
                %v3332 = memref.load %l1087[%k0] : memref<?xi32>
                %v3333 = arith.constant 65280 : i32
                %v3334 = arith.andi %v3332, %v3333 : i32
                memref.store %v3334, %l1088[%k0] : memref<?xi32>
                %v3335 = memref.load %l1088[%k0] : memref<?xi32>
                %v3336 = memref.load %l18[%k0] : memref<?xi32>
                %v3337 = arith.xori %v3335, %v3336 : i32
                memref.store %v3337, %l1089[%k0] : memref<?xi32>
                %v3338 = memref.load %l1089[%k0] : memref<?xi32>
                %v3339 = arith.bitcast %v3338 : i32 to f32
                memref.store %v3339, %l1090[%k0] : memref<?xf32>
                %v3340 = memref.load %l1090[%k0] : memref<?xf32>
                %v3341 = arith.constant 0x47008000 : f32
                %v3342 = arith.subf %v3340, %v3341 : f32
                memref.store %v3342, %l1091[%k0] : memref<?xf32>
                %v3343 = memref.load %l1091[%k0] : memref<?xf32>
                %v3344 = memref.load %l960[%k0] : memref<?xf32>
                %v3345 = arith.mulf %v3343, %v3344 : f32
                memref.store %v3345, %l1092[%k0] : memref<?xf32>
                %v3346 = memref.load %l1085[%k0] : memref<?xf32>
                %v3347 = memref.load %l1092[%k0] : memref<?xf32>
                %v3348 = arith.addf %v3346, %v3347 : f32
                memref.store %v3348, %l1022[%k0] : memref<?xf32>
                %v3349 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3349, %l1093[%k0] : memref<?xf32>
                %v3350 = memref.load %l1009[%k0] : memref<?xi32>
                memref.store %v3350, %l1094[%k0] : memref<?xi32>
                %v3351 = memref.load %l1094[%k0] : memref<?xi32>
                %v3352 = arith.constant 24 : i32
                %v3353 = arith.constant 31 : i32
                %v3354 = arith.andi %v3352, %v3353 : i32
                %v3355 = arith.shrsi %v3351, %v3354 : i32
                memref.store %v3355, %l1095[%k0] : memref<?xi32>
                %v3356 = memref.load %l1095[%k0] : memref<?xi32>
                %v3357 = arith.constant 1258291328 : i32
                %v3358 = arith.addi %v3356, %v3357 : i32
                memref.store %v3358, %l1096[%k0] : memref<?xi32>
                %v3359 = memref.load %l1096[%k0] : memref<?xi32>
                memref.store %v3359, %l1097[%k0] : memref<?xi32>
                %v3360 = memref.load %l1097[%k0] : memref<?xi32>
                %v3361 = arith.bitcast %v3360 : i32 to f32
                memref.store %v3361, %l1098[%k0] : memref<?xf32>
                %v3362 = memref.load %l1098[%k0] : memref<?xf32>
                %v3363 = arith.constant 0x4B000080 : f32
                %v3364 = arith.subf %v3362, %v3363 : f32
                memref.store %v3364, %l1099[%k0] : memref<?xf32>
                %v3365 = memref.load %l1099[%k0] : memref<?xf32>
                %v3366 = memref.load %l961[%k0] : memref<?xf32>
                %v3367 = arith.mulf %v3365, %v3366 : f32
                memref.store %v3367, %l1100[%k0] : memref<?xf32>
                %v3368 = memref.load %l1093[%k0] : memref<?xf32>
                %v3369 = memref.load %l1100[%k0] : memref<?xf32>
                %v3370 = arith.addf %v3368, %v3369 : f32
                memref.store %v3370, %l1022[%k0] : memref<?xf32>
                %v3371 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3371, %l1101[%k0] : memref<?xf32>
                %v3372 = memref.load %l1017[%k0] : memref<?xi32>
                %v3373 = arith.constant 255 : i32
                %v3374 = arith.andi %v3372, %v3373 : i32
                memref.store %v3374, %l1102[%k0] : memref<?xi32>
                %v3375 = memref.load %l1102[%k0] : memref<?xi32>
                %v3376 = memref.load %l17[%k0] : memref<?xi32>
                %v3377 = arith.xori %v3375, %v3376 : i32
                memref.store %v3377, %l1103[%k0] : memref<?xi32>
                %v3378 = memref.load %l1103[%k0] : memref<?xi32>
                %v3379 = arith.bitcast %v3378 : i32 to f32
                memref.store %v3379, %l1104[%k0] : memref<?xf32>
                %v3380 = memref.load %l1104[%k0] : memref<?xf32>
                %v3381 = arith.constant 0x4B000080 : f32
                %v3382 = arith.subf %v3380, %v3381 : f32
                memref.store %v3382, %l1105[%k0] : memref<?xf32>
                %v3383 = memref.load %l1105[%k0] : memref<?xf32>
                %v3384 = memref.load %l962[%k0] : memref<?xf32>
                %v3385 = arith.mulf %v3383, %v3384 : f32
                memref.store %v3385, %l1106[%k0] : memref<?xf32>
                %v3386 = memref.load %l1101[%k0] : memref<?xf32>
                %v3387 = memref.load %l1106[%k0] : memref<?xf32>
                %v3388 = arith.addf %v3386, %v3387 : f32
                memref.store %v3388, %l1022[%k0] : memref<?xf32>
                %v3389 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3389, %l1107[%k0] : memref<?xf32>
                %v3390 = memref.load %l1017[%k0] : memref<?xi32>
                %v3391 = arith.constant 65280 : i32
                %v3392 = arith.andi %v3390, %v3391 : i32
                memref.store %v3392, %l1108[%k0] : memref<?xi32>
                %v3393 = memref.load %l1108[%k0] : memref<?xi32>
                %v3394 = memref.load %l18[%k0] : memref<?xi32>
                %v3395 = arith.xori %v3393, %v3394 : i32
                memref.store %v3395, %l1109[%k0] : memref<?xi32>
                %v3396 = memref.load %l1109[%k0] : memref<?xi32>
                %v3397 = arith.bitcast %v3396 : i32 to f32
                memref.store %v3397, %l1110[%k0] : memref<?xf32>
                %v3398 = memref.load %l1110[%k0] : memref<?xf32>
                %v3399 = arith.constant 0x47008000 : f32
                %v3400 = arith.subf %v3398, %v3399 : f32
                memref.store %v3400, %l1111[%k0] : memref<?xf32>
                %v3401 = memref.load %l1111[%k0] : memref<?xf32>
                %v3402 = memref.load %l963[%k0] : memref<?xf32>
                %v3403 = arith.mulf %v3401, %v3402 : f32
                memref.store %v3403, %l1112[%k0] : memref<?xf32>
                %v3404 = memref.load %l1107[%k0] : memref<?xf32>
                %v3405 = memref.load %l1112[%k0] : memref<?xf32>
                %v3406 = arith.addf %v3404, %v3405 : f32
                memref.store %v3406, %l1022[%k0] : memref<?xf32>
                %v3407 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3407, %l1113[%k0] : memref<?xf32>
                %v3408 = arith.constant 8 : i32
                memref.store %v3408, %l1114[%k0] : memref<?xi32>
                %v3409 = memref.load %l1017[%k0] : memref<?xi32>
                %v3410 = memref.load %l1114[%k0] : memref<?xi32>
                %v3411 = arith.constant 31 : i32
                %v3412 = arith.andi %v3410, %v3411 : i32
                %v3413 = arith.shrui %v3409, %v3412 : i32
                memref.store %v3413, %l1115[%k0] : memref<?xi32>
                %v3414 = memref.load %l1115[%k0] : memref<?xi32>
                %v3415 = arith.constant 65280 : i32
                %v3416 = arith.andi %v3414, %v3415 : i32
                memref.store %v3416, %l1116[%k0] : memref<?xi32>
                %v3417 = memref.load %l1116[%k0] : memref<?xi32>
                %v3418 = memref.load %l18[%k0] : memref<?xi32>
                %v3419 = arith.xori %v3417, %v3418 : i32
                memref.store %v3419, %l1117[%k0] : memref<?xi32>
                %v3420 = memref.load %l1117[%k0] : memref<?xi32>
                %v3421 = arith.bitcast %v3420 : i32 to f32
                memref.store %v3421, %l1118[%k0] : memref<?xf32>
                %v3422 = memref.load %l1118[%k0] : memref<?xf32>
                %v3423 = arith.constant 0x47008000 : f32
                %v3424 = arith.subf %v3422, %v3423 : f32
                memref.store %v3424, %l1119[%k0] : memref<?xf32>
                %v3425 = memref.load %l1119[%k0] : memref<?xf32>
                %v3426 = memref.load %l964[%k0] : memref<?xf32>
                %v3427 = arith.mulf %v3425, %v3426 : f32
                memref.store %v3427, %l1120[%k0] : memref<?xf32>
                %v3428 = memref.load %l1113[%k0] : memref<?xf32>
                %v3429 = memref.load %l1120[%k0] : memref<?xf32>
                %v3430 = arith.addf %v3428, %v3429 : f32
                memref.store %v3430, %l1022[%k0] : memref<?xf32>
                %v3431 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3431, %l1121[%k0] : memref<?xf32>
                %v3432 = memref.load %l1017[%k0] : memref<?xi32>
                memref.store %v3432, %l1122[%k0] : memref<?xi32>
                %v3433 = memref.load %l1122[%k0] : memref<?xi32>
                %v3434 = arith.constant 24 : i32
                %v3435 = arith.constant 31 : i32
                %v3436 = arith.andi %v3434, %v3435 : i32
                %v3437 = arith.shrsi %v3433, %v3436 : i32
                memref.store %v3437, %l1123[%k0] : memref<?xi32>
                %v3438 = memref.load %l1123[%k0] : memref<?xi32>
                %v3439 = arith.constant 1258291328 : i32
                %v3440 = arith.addi %v3438, %v3439 : i32
                memref.store %v3440, %l1124[%k0] : memref<?xi32>
                %v3441 = memref.load %l1124[%k0] : memref<?xi32>
                memref.store %v3441, %l1125[%k0] : memref<?xi32>
                %v3442 = memref.load %l1125[%k0] : memref<?xi32>
                %v3443 = arith.bitcast %v3442 : i32 to f32
                memref.store %v3443, %l1126[%k0] : memref<?xf32>
                %v3444 = memref.load %l1126[%k0] : memref<?xf32>
                %v3445 = arith.constant 0x4B000080 : f32
                %v3446 = arith.subf %v3444, %v3445 : f32
                memref.store %v3446, %l1127[%k0] : memref<?xf32>
                %v3447 = memref.load %l1127[%k0] : memref<?xf32>
                %v3448 = memref.load %l965[%k0] : memref<?xf32>
                %v3449 = arith.mulf %v3447, %v3448 : f32
                memref.store %v3449, %l1128[%k0] : memref<?xf32>
                %v3450 = memref.load %l1121[%k0] : memref<?xf32>
                %v3451 = memref.load %l1128[%k0] : memref<?xf32>
                %v3452 = arith.addf %v3450, %v3451 : f32
                memref.store %v3452, %l1022[%k0] : memref<?xf32>
                %v3453 = memref.load %l899[%k0] : memref<?xi32>
                memref.store %v3453, %l1129[%k0] : memref<?xi32>
                %v3454 = memref.load %l980[%k0] : memref<?xi32>
                %v3455 = memref.load %l1129[%k0] : memref<?xi32>
                %v3456 = arith.constant 31 : i32
                %v3457 = arith.andi %v3455, %v3456 : i32
                %v3458 = arith.shrui %v3454, %v3457 : i32
                memref.store %v3458, %l1130[%k0] : memref<?xi32>
                %v3459 = memref.load %l1130[%k0] : memref<?xi32>
                %v3460 = arith.constant 65535 : i32
                %v3461 = arith.andi %v3459, %v3460 : i32
                memref.store %v3461, %l1131[%k0] : memref<?xi32>
                %v3462 = memref.load %l1131[%k0] : memref<?xi32>
                %v3463 = arith.constant 32767 : i32
                %v3464 = arith.andi %v3462, %v3463 : i32
                memref.store %v3464, %l1132[%k0] : memref<?xi32>
                %v3465 = arith.constant 13 : i32
                memref.store %v3465, %l1133[%k0] : memref<?xi32>
                %v3466 = memref.load %l1132[%k0] : memref<?xi32>
                %v3467 = memref.load %l1133[%k0] : memref<?xi32>
                %v3468 = arith.constant 31 : i32
                %v3469 = arith.andi %v3467, %v3468 : i32
                %v3470 = arith.shli %v3466, %v3469 : i32
                memref.store %v3470, %l1134[%k0] : memref<?xi32>
                %v3471 = memref.load %l1134[%k0] : memref<?xi32>
                %v3472 = arith.constant 939524096 : i32
                %v3473 = arith.addi %v3471, %v3472 : i32
                memref.store %v3473, %l1135[%k0] : memref<?xi32>
                %v3474 = memref.load %l1135[%k0] : memref<?xi32>
                %v3475 = arith.bitcast %v3474 : i32 to f32
                memref.store %v3475, %l1136[%k0] : memref<?xf32>
                %v3476 = memref.load %l1132[%k0] : memref<?xi32>
                %v3477 = arith.constant 1024 : i32
                %v3478 = arith.cmpi ult, %v3476, %v3477 : i32
                memref.store %v3478, %l1137[%k0] : memref<?xi1>
                %v3479 = memref.load %l1137[%k0] : memref<?xi1>
                cf.cond_br %v3479, ^bb119, ^bb120
              ^bb119:
                %v3480 = arith.constant 13 : i32
                memref.store %v3480, %l1138[%k0] : memref<?xi32>
                %v3481 = memref.load %l1132[%k0] : memref<?xi32>
                %v3482 = memref.load %l1138[%k0] : memref<?xi32>
                %v3483 = arith.constant 31 : i32
                %v3484 = arith.andi %v3482, %v3483 : i32
                %v3485 = arith.shli %v3481, %v3484 : i32
                memref.store %v3485, %l1139[%k0] : memref<?xi32>
                %v3486 = memref.load %l1139[%k0] : memref<?xi32>
                %v3487 = arith.constant 947912704 : i32
                %v3488 = arith.addi %v3486, %v3487 : i32
                memref.store %v3488, %l1140[%k0] : memref<?xi32>
                %v3489 = memref.load %l1140[%k0] : memref<?xi32>
                %v3490 = arith.bitcast %v3489 : i32 to f32
                memref.store %v3490, %l1141[%k0] : memref<?xf32>
                %v3491 = memref.load %l1141[%k0] : memref<?xf32>
                %v3492 = arith.constant 0x38800000 : f32
                %v3493 = arith.subf %v3491, %v3492 : f32
                memref.store %v3493, %l1136[%k0] : memref<?xf32>
                cf.br ^bb120
              ^bb120:
                %v3494 = memref.load %l1132[%k0] : memref<?xi32>
                %v3495 = arith.constant 31744 : i32
                %v3496 = arith.cmpi uge, %v3494, %v3495 : i32
                memref.store %v3496, %l1142[%k0] : memref<?xi1>
                %v3497 = memref.load %l1142[%k0] : memref<?xi1>
                cf.cond_br %v3497, ^bb121, ^bb122
              ^bb121:
                %v3498 = arith.constant 13 : i32
                memref.store %v3498, %l1143[%k0] : memref<?xi32>
                %v3499 = memref.load %l1132[%k0] : memref<?xi32>
                %v3500 = memref.load %l1143[%k0] : memref<?xi32>
                %v3501 = arith.constant 31 : i32
                %v3502 = arith.andi %v3500, %v3501 : i32
                %v3503 = arith.shli %v3499, %v3502 : i32
                memref.store %v3503, %l1144[%k0] : memref<?xi32>
                %v3504 = memref.load %l1144[%k0] : memref<?xi32>
                %v3505 = arith.constant 1879048192 : i32
                %v3506 = arith.addi %v3504, %v3505 : i32
                memref.store %v3506, %l1145[%k0] : memref<?xi32>
                %v3507 = memref.load %l1145[%k0] : memref<?xi32>
                %v3508 = arith.bitcast %v3507 : i32 to f32
                memref.store %v3508, %l1146[%k0] : memref<?xf32>
                %v3509 = memref.load %l1146[%k0] : memref<?xf32>
                memref.store %v3509, %l1136[%k0] : memref<?xf32>
                cf.br ^bb122
              ^bb122:
                %v3510 = memref.load %l1131[%k0] : memref<?xi32>
                %v3511 = arith.constant 32768 : i32
                %v3512 = arith.cmpi uge, %v3510, %v3511 : i32
                memref.store %v3512, %l1147[%k0] : memref<?xi1>
                %v3513 = memref.load %l1147[%k0] : memref<?xi1>
                cf.cond_br %v3513, ^bb123, ^bb124
              ^bb123:
                %v3514 = memref.load %l1136[%k0] : memref<?xf32>
                memref.store %v3514, %l1148[%k0] : memref<?xf32>
                %v3515 = memref.load %l1148[%k0] : memref<?xf32>
                %v3516 = arith.negf %v3515 : f32
                memref.store %v3516, %l1136[%k0] : memref<?xf32>
                cf.br ^bb124
              ^bb124:
                %v3517 = memref.load %l1136[%k0] : memref<?xf32>
                memref.store %v3517, %l1149[%k0] : memref<?xf32>
                %v3518 = memref.load %l1022[%k0] : memref<?xf32>
                memref.store %v3518, %l1150[%k0] : memref<?xf32>
                %v3519 = memref.load %l1149[%k0] : memref<?xf32>
                %v3520 = memref.load %l1150[%k0] : memref<?xf32>
                %v3521 = arith.mulf %v3519, %v3520 : f32
                memref.store %v3521, %l1151[%k0] : memref<?xf32>
                %v3522 = memref.load %l893[%k0] : memref<?xi32>
                %v3523 = arith.constant 0 : i32
                %v3524 = arith.cmpi eq, %v3522, %v3523 : i32
                memref.store %v3524, %l1152[%k0] : memref<?xi1>
                %v3525 = memref.load %l1152[%k0] : memref<?xi1>
                cf.cond_br %v3525, ^bb125, ^bb126
              ^bb125:
                %v3526 = memref.load %l83[%k0] : memref<?xf32>
                memref.store %v3526, %l1153[%k0] : memref<?xf32>
                %v3527 = memref.load %l1153[%k0] : memref<?xf32>
                %v3528 = memref.load %l1151[%k0] : memref<?xf32>
                %v3529 = arith.addf %v3527, %v3528 : f32
                memref.store %v3529, %l83[%k0] : memref<?xf32>
                cf.br ^bb132
              ^bb126:
                %v3530 = memref.load %l893[%k0] : memref<?xi32>
                %v3531 = arith.constant 1 : i32
                %v3532 = arith.cmpi eq, %v3530, %v3531 : i32
                memref.store %v3532, %l1154[%k0] : memref<?xi1>
                %v3533 = memref.load %l1154[%k0] : memref<?xi1>
                cf.cond_br %v3533, ^bb127, ^bb128
              ^bb127:
                %v3534 = memref.load %l84[%k0] : memref<?xf32>
                memref.store %v3534, %l1155[%k0] : memref<?xf32>
                %v3535 = memref.load %l1155[%k0] : memref<?xf32>
                %v3536 = memref.load %l1151[%k0] : memref<?xf32>
                %v3537 = arith.addf %v3535, %v3536 : f32
                memref.store %v3537, %l84[%k0] : memref<?xf32>
                cf.br ^bb132
              ^bb128:
                %v3538 = memref.load %l893[%k0] : memref<?xi32>
                %v3539 = arith.constant 2 : i32
                %v3540 = arith.cmpi eq, %v3538, %v3539 : i32
                memref.store %v3540, %l1156[%k0] : memref<?xi1>
                %v3541 = memref.load %l1156[%k0] : memref<?xi1>
                cf.cond_br %v3541, ^bb129, ^bb130
              ^bb129:
                %v3542 = memref.load %l85[%k0] : memref<?xf32>
                memref.store %v3542, %l1157[%k0] : memref<?xf32>
                %v3543 = memref.load %l1157[%k0] : memref<?xf32>
                %v3544 = memref.load %l1151[%k0] : memref<?xf32>
                %v3545 = arith.addf %v3543, %v3544 : f32
                memref.store %v3545, %l85[%k0] : memref<?xf32>
                cf.br ^bb132
              ^bb130:
                %v3546 = memref.load %l893[%k0] : memref<?xi32>
                %v3547 = arith.constant 3 : i32
                %v3548 = arith.cmpi eq, %v3546, %v3547 : i32
                memref.store %v3548, %l1158[%k0] : memref<?xi1>
                %v3549 = memref.load %l1158[%k0] : memref<?xi1>
                cf.cond_br %v3549, ^bb131, ^bb132
              ^bb131:
                %v3550 = memref.load %l86[%k0] : memref<?xf32>
                memref.store %v3550, %l1159[%k0] : memref<?xf32>
                %v3551 = memref.load %l1159[%k0] : memref<?xf32>
                %v3552 = memref.load %l1151[%k0] : memref<?xf32>
                %v3553 = arith.addf %v3551, %v3552 : f32
                memref.store %v3553, %l86[%k0] : memref<?xf32>
                cf.br ^bb132
              ^bb132:
                %v3554 = memref.load %l913[%k0] : memref<?xi64>
                %v3555 = arith.constant 512 : i64
                %v3556 = arith.addi %v3554, %v3555 : i64
                memref.store %v3556, %l912[%k0] : memref<?xi64>
                cf.br ^bb95
              ^bb133:
                %v3557 = memref.load %ls1166[%lane] : memref<?xi64>
                %v3558 = arith.constant 256 : i64
                %v3559 = arith.cmpi ult, %v3557, %v3558 : i64
                memref.store %v3559, %l1171[%k0] : memref<?xi1>
                %v3560 = memref.load %l1171[%k0] : memref<?xi1>
                cf.cond_br %v3560, ^bb134, ^bb137
              ^bb134:
                %v3561 = memref.load %ls1167[%lane] : memref<?xi64>
                %v3562 = arith.constant 256 : i64
                %v3563 = arith.cmpi ult, %v3561, %v3562 : i64
                memref.store %v3563, %l1172[%k0] : memref<?xi1>
                %v3564 = memref.load %l1172[%k0] : memref<?xi1>
                cf.cond_br %v3564, ^bb135, ^bb137
              ^bb135:
                %v3565 = memref.load %ls1168[%lane] : memref<?xi64>
                %v3566 = arith.constant 256 : i64
                %v3567 = arith.cmpi ult, %v3565, %v3566 : i64
                memref.store %v3567, %l1173[%k0] : memref<?xi1>
                %v3568 = memref.load %l1173[%k0] : memref<?xi1>
                cf.cond_br %v3568, ^bb136, ^bb137
              ^bb136:
                %v3569 = memref.load %ls1166[%lane] : memref<?xi64>
                %v3570 = arith.index_cast %v3569 : i64 to index
                %v3571 = memref.load %l1160[%k0] : memref<?xf32>
                memref.store %v3571, %wg0[%v3570] : memref<?xf32>
                %v3572 = memref.load %ls1167[%lane] : memref<?xi64>
                %v3573 = arith.index_cast %v3572 : i64 to index
                %v3574 = memref.load %l1161[%k0] : memref<?xf32>
                memref.store %v3574, %wg0[%v3573] : memref<?xf32>
                %v3575 = memref.load %ls1168[%lane] : memref<?xi64>
                %v3576 = arith.index_cast %v3575 : i64 to index
                %v3577 = memref.load %l1162[%k0] : memref<?xf32>
                memref.store %v3577, %wg0[%v3576] : memref<?xf32>
                %v3578 = memref.load %ls1169[%lane] : memref<?xi64>
                %v3579 = arith.index_cast %v3578 : i64 to index
                %v3580 = memref.load %l1163[%k0] : memref<?xf32>
                memref.store %v3580, %wg0[%v3579] : memref<?xf32>
                cf.br ^bb137
              ^bb137:
                %v3581 = arith.constant 138 : i32
                memref.store %v3581, %resume[%lane] : memref<?xi32>
                %v3582 = arith.constant true
                %v3583 = arith.constant 0 : index
                memref.store %v3582, %more[%v3583] : memref<?xi1>
                cf.br ^exit
              ^bb138:
                %v3584 = arith.constant 16 : i64
                memref.store %v3584, %ls1174[%lane] : memref<?xi64>
                cf.br ^bb139
              ^bb139:
                %v3585 = memref.load %ls1174[%lane] : memref<?xi64>
                memref.store %v3585, %l1175[%k0] : memref<?xi64>
                %v3586 = memref.load %l1175[%k0] : memref<?xi64>
                %v3587 = arith.constant 0 : i64
                %v3588 = arith.cmpi ugt, %v3586, %v3587 : i64
                memref.store %v3588, %l1176[%k0] : memref<?xi1>
                %v3589 = memref.load %l1176[%k0] : memref<?xi1>
                cf.cond_br %v3589, ^bb140, ^bb152
              ^bb140:
                %v3590 = memref.load %ls1174[%lane] : memref<?xi64>
                memref.store %v3590, %l1177[%k0] : memref<?xi64>
                %v3591 = memref.load %ls1[%lane] : memref<?xi64>
                %v3592 = memref.load %l1177[%k0] : memref<?xi64>
                %v3593 = arith.cmpi ult, %v3591, %v3592 : i64
                memref.store %v3593, %l1178[%k0] : memref<?xi1>
                %v3594 = memref.load %l1178[%k0] : memref<?xi1>
                cf.cond_br %v3594, ^bb141, ^bb150
              ^bb141:
                %v3595 = memref.load %ls1174[%lane] : memref<?xi64>
                memref.store %v3595, %l1179[%k0] : memref<?xi64>
                %v3596 = memref.load %ls1166[%lane] : memref<?xi64>
                %v3597 = memref.load %l1179[%k0] : memref<?xi64>
                %v3598 = arith.addi %v3596, %v3597 : i64
                memref.store %v3598, %l1180[%k0] : memref<?xi64>
                %v3599 = memref.load %ls1174[%lane] : memref<?xi64>
                memref.store %v3599, %l1181[%k0] : memref<?xi64>
                %v3600 = memref.load %ls1167[%lane] : memref<?xi64>
                %v3601 = memref.load %l1181[%k0] : memref<?xi64>
                %v3602 = arith.addi %v3600, %v3601 : i64
                memref.store %v3602, %l1182[%k0] : memref<?xi64>
                %v3603 = memref.load %ls1174[%lane] : memref<?xi64>
                memref.store %v3603, %l1183[%k0] : memref<?xi64>
                %v3604 = memref.load %ls1168[%lane] : memref<?xi64>
                %v3605 = memref.load %l1183[%k0] : memref<?xi64>
                %v3606 = arith.addi %v3604, %v3605 : i64
                memref.store %v3606, %l1184[%k0] : memref<?xi64>
                %v3607 = memref.load %ls1174[%lane] : memref<?xi64>
                memref.store %v3607, %l1185[%k0] : memref<?xi64>
                %v3608 = memref.load %ls1169[%lane] : memref<?xi64>
                %v3609 = memref.load %l1185[%k0] : memref<?xi64>
                %v3610 = arith.addi %v3608, %v3609 : i64
                memref.store %v3610, %l1186[%k0] : memref<?xi64>
                %v3611 = memref.load %l1186[%k0] : memref<?xi64>
                %v3612 = arith.constant 256 : i64
                %v3613 = arith.cmpi ult, %v3611, %v3612 : i64
                memref.store %v3613, %l1187[%k0] : memref<?xi1>
                %v3614 = memref.load %l1187[%k0] : memref<?xi1>
                cf.cond_br %v3614, ^bb142, ^bb150
              ^bb142:
                %v3615 = memref.load %l1180[%k0] : memref<?xi64>
                %v3616 = arith.constant 256 : i64
                %v3617 = arith.cmpi ult, %v3615, %v3616 : i64
                memref.store %v3617, %l1188[%k0] : memref<?xi1>
                %v3618 = memref.load %l1188[%k0] : memref<?xi1>
                cf.cond_br %v3618, ^bb143, ^bb150
              ^bb143:
                %v3619 = memref.load %l1182[%k0] : memref<?xi64>
                %v3620 = arith.constant 256 : i64
                %v3621 = arith.cmpi ult, %v3619, %v3620 : i64
                memref.store %v3621, %l1189[%k0] : memref<?xi1>
                %v3622 = memref.load %l1189[%k0] : memref<?xi1>
                cf.cond_br %v3622, ^bb144, ^bb150
              ^bb144:
                %v3623 = memref.load %l1184[%k0] : memref<?xi64>
                %v3624 = arith.constant 256 : i64
                %v3625 = arith.cmpi ult, %v3623, %v3624 : i64
                memref.store %v3625, %l1190[%k0] : memref<?xi1>
                %v3626 = memref.load %l1190[%k0] : memref<?xi1>
                cf.cond_br %v3626, ^bb145, ^bb150
              ^bb145:
                %v3627 = memref.load %ls1166[%lane] : memref<?xi64>
                %v3628 = arith.constant 256 : i64
                %v3629 = arith.cmpi ult, %v3627, %v3628 : i64
                memref.store %v3629, %l1191[%k0] : memref<?xi1>
                %v3630 = memref.load %l1191[%k0] : memref<?xi1>
                cf.cond_br %v3630, ^bb146, ^bb150
              ^bb146:
                %v3631 = memref.load %ls1167[%lane] : memref<?xi64>
                %v3632 = arith.constant 256 : i64
                %v3633 = arith.cmpi ult, %v3631, %v3632 : i64
                memref.store %v3633, %l1192[%k0] : memref<?xi1>
                %v3634 = memref.load %l1192[%k0] : memref<?xi1>
                cf.cond_br %v3634, ^bb147, ^bb150
              ^bb147:
                %v3635 = memref.load %ls1168[%lane] : memref<?xi64>
                %v3636 = arith.constant 256 : i64
                %v3637 = arith.cmpi ult, %v3635, %v3636 : i64
                memref.store %v3637, %l1193[%k0] : memref<?xi1>
                %v3638 = memref.load %l1193[%k0] : memref<?xi1>
                cf.cond_br %v3638, ^bb148, ^bb150
              ^bb148:
                %v3639 = memref.load %ls1169[%lane] : memref<?xi64>
                %v3640 = arith.constant 256 : i64
                %v3641 = arith.cmpi ult, %v3639, %v3640 : i64
                memref.store %v3641, %l1194[%k0] : memref<?xi1>
                %v3642 = memref.load %l1194[%k0] : memref<?xi1>
                cf.cond_br %v3642, ^bb149, ^bb150
              ^bb149:
                %v3643 = memref.load %ls1166[%lane] : memref<?xi64>
                %v3644 = arith.index_cast %v3643 : i64 to index
                %v3645 = memref.load %wg0[%v3644] : memref<?xf32>
                memref.store %v3645, %l1195[%k0] : memref<?xf32>
                %v3646 = memref.load %l1180[%k0] : memref<?xi64>
                %v3647 = arith.index_cast %v3646 : i64 to index
                %v3648 = memref.load %wg0[%v3647] : memref<?xf32>
                memref.store %v3648, %l1196[%k0] : memref<?xf32>
                %v3649 = memref.load %l1195[%k0] : memref<?xf32>
                %v3650 = memref.load %l1196[%k0] : memref<?xf32>
                %v3651 = arith.addf %v3649, %v3650 : f32
                memref.store %v3651, %l1197[%k0] : memref<?xf32>
                %v3652 = memref.load %ls1166[%lane] : memref<?xi64>
                %v3653 = arith.index_cast %v3652 : i64 to index
                %v3654 = memref.load %l1197[%k0] : memref<?xf32>
                memref.store %v3654, %wg0[%v3653] : memref<?xf32>
                %v3655 = memref.load %ls1167[%lane] : memref<?xi64>
                %v3656 = arith.index_cast %v3655 : i64 to index
                %v3657 = memref.load %wg0[%v3656] : memref<?xf32>
                memref.store %v3657, %l1198[%k0] : memref<?xf32>
                %v3658 = memref.load %l1182[%k0] : memref<?xi64>
                %v3659 = arith.index_cast %v3658 : i64 to index
                %v3660 = memref.load %wg0[%v3659] : memref<?xf32>
                memref.store %v3660, %l1199[%k0] : memref<?xf32>
                %v3661 = memref.load %l1198[%k0] : memref<?xf32>
                %v3662 = memref.load %l1199[%k0] : memref<?xf32>
                %v3663 = arith.addf %v3661, %v3662 : f32
                memref.store %v3663, %l1200[%k0] : memref<?xf32>
                %v3664 = memref.load %ls1167[%lane] : memref<?xi64>
                %v3665 = arith.index_cast %v3664 : i64 to index
                %v3666 = memref.load %l1200[%k0] : memref<?xf32>
                memref.store %v3666, %wg0[%v3665] : memref<?xf32>
                %v3667 = memref.load %ls1168[%lane] : memref<?xi64>
                %v3668 = arith.index_cast %v3667 : i64 to index
                %v3669 = memref.load %wg0[%v3668] : memref<?xf32>
                memref.store %v3669, %l1201[%k0] : memref<?xf32>
                %v3670 = memref.load %l1184[%k0] : memref<?xi64>
                %v3671 = arith.index_cast %v3670 : i64 to index
                %v3672 = memref.load %wg0[%v3671] : memref<?xf32>
                memref.store %v3672, %l1202[%k0] : memref<?xf32>
                %v3673 = memref.load %l1201[%k0] : memref<?xf32>
                %v3674 = memref.load %l1202[%k0] : memref<?xf32>
                %v3675 = arith.addf %v3673, %v3674 : f32
                memref.store %v3675, %l1203[%k0] : memref<?xf32>
                %v3676 = memref.load %ls1168[%lane] : memref<?xi64>
                %v3677 = arith.index_cast %v3676 : i64 to index
                %v3678 = memref.load %l1203[%k0] : memref<?xf32>
                memref.store %v3678, %wg0[%v3677] : memref<?xf32>
                %v3679 = memref.load %ls1169[%lane] : memref<?xi64>
                %v3680 = arith.index_cast %v3679 : i64 to index
                %v3681 = memref.load %wg0[%v3680] : memref<?xf32>
                memref.store %v3681, %l1204[%k0] : memref<?xf32>
                %v3682 = memref.load %l1186[%k0] : memref<?xi64>
                %v3683 = arith.index_cast %v3682 : i64 to index
                %v3684 = memref.load %wg0[%v3683] : memref<?xf32>
                memref.store %v3684, %l1205[%k0] : memref<?xf32>
                %v3685 = memref.load %l1204[%k0] : memref<?xf32>
                %v3686 = memref.load %l1205[%k0] : memref<?xf32>
                %v3687 = arith.addf %v3685, %v3686 : f32
                memref.store %v3687, %l1206[%k0] : memref<?xf32>
                %v3688 = memref.load %ls1169[%lane] : memref<?xi64>
                %v3689 = arith.index_cast %v3688 : i64 to index
                %v3690 = memref.load %l1206[%k0] : memref<?xf32>
                memref.store %v3690, %wg0[%v3689] : memref<?xf32>
                cf.br ^bb150
              ^bb150:
                %v3691 = arith.constant 151 : i32
                memref.store %v3691, %resume[%lane] : memref<?xi32>
                %v3692 = arith.constant true
                %v3693 = arith.constant 0 : index
                memref.store %v3692, %more[%v3693] : memref<?xi1>
                cf.br ^exit
              ^bb151:
                %v3694 = memref.load %ls1174[%lane] : memref<?xi64>
                memref.store %v3694, %l1207[%k0] : memref<?xi64>
                %v3695 = memref.load %l1207[%k0] : memref<?xi64>
                %v3696 = arith.constant 2 : i64
                %v3697 = arith.constant 0 : i64
                %v3698 = arith.cmpi eq, %v3696, %v3697 : i64
                %v3699 = arith.constant 1 : i64
                %v3700 = arith.select %v3698, %v3699, %v3696 : i64
                %v3701 = arith.divui %v3695, %v3700 : i64
                memref.store %v3701, %ls1174[%lane] : memref<?xi64>
                cf.br ^bb139
              ^bb152:
                %v3702 = memref.load %ls1[%lane] : memref<?xi64>
                %v3703 = arith.constant 0 : i64
                %v3704 = arith.cmpi eq, %v3702, %v3703 : i64
                memref.store %v3704, %l1208[%k0] : memref<?xi1>
                %v3705 = memref.load %l1208[%k0] : memref<?xi1>
                cf.cond_br %v3705, ^bb153, ^bb165
              ^bb153:
                %v3706 = memref.load %ls7[%lane] : memref<?xi64>
                %v3707 = arith.constant 1 : i64
                %v3708 = arith.addi %v3706, %v3707 : i64
                memref.store %v3708, %l1209[%k0] : memref<?xi64>
                %v3709 = memref.load %ls7[%lane] : memref<?xi64>
                %v3710 = arith.constant 2 : i64
                %v3711 = arith.addi %v3709, %v3710 : i64
                memref.store %v3711, %l1210[%k0] : memref<?xi64>
                %v3712 = memref.load %ls7[%lane] : memref<?xi64>
                %v3713 = arith.constant 3 : i64
                %v3714 = arith.addi %v3712, %v3713 : i64
                memref.store %v3714, %l1211[%k0] : memref<?xi64>
                %v3715 = arith.index_cast %n2 : index to i64
                memref.store %v3715, %l1212[%k0] : memref<?xi64>
                %v3716 = memref.load %ls7[%lane] : memref<?xi64>
                %v3717 = memref.load %l1212[%k0] : memref<?xi64>
                %v3718 = arith.cmpi ult, %v3716, %v3717 : i64
                memref.store %v3718, %l1213[%k0] : memref<?xi1>
                %v3719 = memref.load %l1213[%k0] : memref<?xi1>
                cf.cond_br %v3719, ^bb154, ^bb156
              ^bb154:
                %v3720 = memref.load %ls1166[%lane] : memref<?xi64>
                %v3721 = arith.constant 256 : i64
                %v3722 = arith.cmpi ult, %v3720, %v3721 : i64
                memref.store %v3722, %l1214[%k0] : memref<?xi1>
                %v3723 = memref.load %l1214[%k0] : memref<?xi1>
                cf.cond_br %v3723, ^bb155, ^bb156
              ^bb155:
                %v3724 = memref.load %ls1166[%lane] : memref<?xi64>
                %v3725 = arith.index_cast %v3724 : i64 to index
                %v3726 = memref.load %wg0[%v3725] : memref<?xf32>
                memref.store %v3726, %l1215[%k0] : memref<?xf32>
                %v3727 = memref.load %ls7[%lane] : memref<?xi64>
                %v3728 = arith.index_cast %v3727 : i64 to index
                %v3729 = memref.load %l1215[%k0] : memref<?xf32>
                memref.store %v3729, %p2[%v3728] : memref<?xf32>
                cf.br ^bb156
              ^bb156:
                %v3730 = arith.index_cast %n2 : index to i64
                memref.store %v3730, %l1216[%k0] : memref<?xi64>
                %v3731 = memref.load %l1209[%k0] : memref<?xi64>
                %v3732 = memref.load %l1216[%k0] : memref<?xi64>
                %v3733 = arith.cmpi ult, %v3731, %v3732 : i64
                memref.store %v3733, %l1217[%k0] : memref<?xi1>
                %v3734 = memref.load %l1217[%k0] : memref<?xi1>
                cf.cond_br %v3734, ^bb157, ^bb159
              ^bb157:
                %v3735 = memref.load %ls1167[%lane] : memref<?xi64>
                %v3736 = arith.constant 256 : i64
                %v3737 = arith.cmpi ult, %v3735, %v3736 : i64
                memref.store %v3737, %l1218[%k0] : memref<?xi1>
                %v3738 = memref.load %l1218[%k0] : memref<?xi1>
                cf.cond_br %v3738, ^bb158, ^bb159
              ^bb158:
                %v3739 = memref.load %ls1167[%lane] : memref<?xi64>
                %v3740 = arith.index_cast %v3739 : i64 to index
                %v3741 = memref.load %wg0[%v3740] : memref<?xf32>
                memref.store %v3741, %l1219[%k0] : memref<?xf32>
                %v3742 = memref.load %l1209[%k0] : memref<?xi64>
                %v3743 = arith.index_cast %v3742 : i64 to index
                %v3744 = memref.load %l1219[%k0] : memref<?xf32>
                memref.store %v3744, %p2[%v3743] : memref<?xf32>
                cf.br ^bb159
              ^bb159:
                %v3745 = arith.index_cast %n2 : index to i64
                memref.store %v3745, %l1220[%k0] : memref<?xi64>
                %v3746 = memref.load %l1210[%k0] : memref<?xi64>
                %v3747 = memref.load %l1220[%k0] : memref<?xi64>
                %v3748 = arith.cmpi ult, %v3746, %v3747 : i64
                memref.store %v3748, %l1221[%k0] : memref<?xi1>
                %v3749 = memref.load %l1221[%k0] : memref<?xi1>
                cf.cond_br %v3749, ^bb160, ^bb162
              ^bb160:
                %v3750 = memref.load %ls1168[%lane] : memref<?xi64>
                %v3751 = arith.constant 256 : i64
                %v3752 = arith.cmpi ult, %v3750, %v3751 : i64
                memref.store %v3752, %l1222[%k0] : memref<?xi1>
                %v3753 = memref.load %l1222[%k0] : memref<?xi1>
                cf.cond_br %v3753, ^bb161, ^bb162
              ^bb161:
                %v3754 = memref.load %ls1168[%lane] : memref<?xi64>
                %v3755 = arith.index_cast %v3754 : i64 to index
                %v3756 = memref.load %wg0[%v3755] : memref<?xf32>
                memref.store %v3756, %l1223[%k0] : memref<?xf32>
                %v3757 = memref.load %l1210[%k0] : memref<?xi64>
                %v3758 = arith.index_cast %v3757 : i64 to index
                %v3759 = memref.load %l1223[%k0] : memref<?xf32>
                memref.store %v3759, %p2[%v3758] : memref<?xf32>
                cf.br ^bb162
              ^bb162:
                %v3760 = arith.index_cast %n2 : index to i64
                memref.store %v3760, %l1224[%k0] : memref<?xi64>
                %v3761 = memref.load %l1211[%k0] : memref<?xi64>
                %v3762 = memref.load %l1224[%k0] : memref<?xi64>
                %v3763 = arith.cmpi ult, %v3761, %v3762 : i64
                memref.store %v3763, %l1225[%k0] : memref<?xi1>
                %v3764 = memref.load %l1225[%k0] : memref<?xi1>
                cf.cond_br %v3764, ^bb163, ^bb165
              ^bb163:
                %v3765 = memref.load %ls1169[%lane] : memref<?xi64>
                %v3766 = arith.constant 256 : i64
                %v3767 = arith.cmpi ult, %v3765, %v3766 : i64
                memref.store %v3767, %l1226[%k0] : memref<?xi1>
                %v3768 = memref.load %l1226[%k0] : memref<?xi1>
                cf.cond_br %v3768, ^bb164, ^bb165
              ^bb164:
                %v3769 = memref.load %ls1169[%lane] : memref<?xi64>
                %v3770 = arith.index_cast %v3769 : i64 to index
                %v3771 = memref.load %wg0[%v3770] : memref<?xf32>
                memref.store %v3771, %l1227[%k0] : memref<?xf32>
                %v3772 = memref.load %l1211[%k0] : memref<?xi64>
                %v3773 = arith.index_cast %v3772 : i64 to index
                %v3774 = memref.load %l1227[%k0] : memref<?xf32>
                memref.store %v3774, %p2[%v3773] : memref<?xf32>
                cf.br ^bb165
              ^bb165:
                %v3775 = arith.constant -1 : i32
                memref.store %v3775, %resume[%lane] : memref<?xi32>
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
