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
    %b_ls38_c0 = "aie.buffer"(%t_c0) {sym_name = "ls38_c0"} : (index) -> memref<256xi64>
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
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi1>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi1>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xf32>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xf32>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi1>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xf32>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xf32>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xf32>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xf32>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xf32>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xf32>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xf32>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xf32>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi1>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi1>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xf32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xf32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xf32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xf32>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi1>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xf32>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xf32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi64>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi1>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi64>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi64>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi64>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi1>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi1>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xf32>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xf32>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xf32>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xf32>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xf32>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xf32>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi1>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xf32>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xf32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xf32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi1>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xf32>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xf32>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xf32>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xf32>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xf32>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi64>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xf32>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xf32>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi64>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi64>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi64>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi1>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi64>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi1>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi64>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi1>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xf32>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xf32>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xf32>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xf32>
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
      %ls38 = memref.cast %b_ls38_c0 : memref<256xi64> to memref<?xi64>
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
      %l15 = memref.cast %b_l15_c0 : memref<1xi1> to memref<?xi1>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi1> to memref<?xi1>
      %l18 = memref.cast %b_l18_c0 : memref<1xf32> to memref<?xf32>
      %l19 = memref.cast %b_l19_c0 : memref<1xf32> to memref<?xf32>
      %l20 = memref.cast %b_l20_c0 : memref<1xi1> to memref<?xi1>
      %l21 = memref.cast %b_l21_c0 : memref<1xf32> to memref<?xf32>
      %l22 = memref.cast %b_l22_c0 : memref<1xf32> to memref<?xf32>
      %l23 = memref.cast %b_l23_c0 : memref<1xf32> to memref<?xf32>
      %l24 = memref.cast %b_l24_c0 : memref<1xf32> to memref<?xf32>
      %l25 = memref.cast %b_l25_c0 : memref<1xf32> to memref<?xf32>
      %l26 = memref.cast %b_l26_c0 : memref<1xf32> to memref<?xf32>
      %l27 = memref.cast %b_l27_c0 : memref<1xf32> to memref<?xf32>
      %l28 = memref.cast %b_l28_c0 : memref<1xf32> to memref<?xf32>
      %l29 = memref.cast %b_l29_c0 : memref<1xi1> to memref<?xi1>
      %l30 = memref.cast %b_l30_c0 : memref<1xi1> to memref<?xi1>
      %l31 = memref.cast %b_l31_c0 : memref<1xf32> to memref<?xf32>
      %l32 = memref.cast %b_l32_c0 : memref<1xf32> to memref<?xf32>
      %l33 = memref.cast %b_l33_c0 : memref<1xf32> to memref<?xf32>
      %l34 = memref.cast %b_l34_c0 : memref<1xf32> to memref<?xf32>
      %l35 = memref.cast %b_l35_c0 : memref<1xi1> to memref<?xi1>
      %l36 = memref.cast %b_l36_c0 : memref<1xf32> to memref<?xf32>
      %l37 = memref.cast %b_l37_c0 : memref<1xf32> to memref<?xf32>
      %l39 = memref.cast %b_l39_c0 : memref<1xi64> to memref<?xi64>
      %l40 = memref.cast %b_l40_c0 : memref<1xi1> to memref<?xi1>
      %l41 = memref.cast %b_l41_c0 : memref<1xi64> to memref<?xi64>
      %l42 = memref.cast %b_l42_c0 : memref<1xi64> to memref<?xi64>
      %l43 = memref.cast %b_l43_c0 : memref<1xi64> to memref<?xi64>
      %l44 = memref.cast %b_l44_c0 : memref<1xi1> to memref<?xi1>
      %l45 = memref.cast %b_l45_c0 : memref<1xi1> to memref<?xi1>
      %l46 = memref.cast %b_l46_c0 : memref<1xf32> to memref<?xf32>
      %l47 = memref.cast %b_l47_c0 : memref<1xf32> to memref<?xf32>
      %l48 = memref.cast %b_l48_c0 : memref<1xf32> to memref<?xf32>
      %l49 = memref.cast %b_l49_c0 : memref<1xf32> to memref<?xf32>
      %l50 = memref.cast %b_l50_c0 : memref<1xf32> to memref<?xf32>
      %l51 = memref.cast %b_l51_c0 : memref<1xf32> to memref<?xf32>
      %l52 = memref.cast %b_l52_c0 : memref<1xi1> to memref<?xi1>
      %l53 = memref.cast %b_l53_c0 : memref<1xf32> to memref<?xf32>
      %l54 = memref.cast %b_l54_c0 : memref<1xf32> to memref<?xf32>
      %l55 = memref.cast %b_l55_c0 : memref<1xf32> to memref<?xf32>
      %l56 = memref.cast %b_l56_c0 : memref<1xi1> to memref<?xi1>
      %l57 = memref.cast %b_l57_c0 : memref<1xf32> to memref<?xf32>
      %l58 = memref.cast %b_l58_c0 : memref<1xf32> to memref<?xf32>
      %l59 = memref.cast %b_l59_c0 : memref<1xf32> to memref<?xf32>
      %l60 = memref.cast %b_l60_c0 : memref<1xf32> to memref<?xf32>
      %l61 = memref.cast %b_l61_c0 : memref<1xf32> to memref<?xf32>
      %l62 = memref.cast %b_l62_c0 : memref<1xi64> to memref<?xi64>
      %l63 = memref.cast %b_l63_c0 : memref<1xf32> to memref<?xf32>
      %l64 = memref.cast %b_l64_c0 : memref<1xf32> to memref<?xf32>
      %l65 = memref.cast %b_l65_c0 : memref<1xi64> to memref<?xi64>
      %l66 = memref.cast %b_l66_c0 : memref<1xi64> to memref<?xi64>
      %l67 = memref.cast %b_l67_c0 : memref<1xi64> to memref<?xi64>
      %l68 = memref.cast %b_l68_c0 : memref<1xi1> to memref<?xi1>
      %l69 = memref.cast %b_l69_c0 : memref<1xi64> to memref<?xi64>
      %l70 = memref.cast %b_l70_c0 : memref<1xi1> to memref<?xi1>
      %l71 = memref.cast %b_l71_c0 : memref<1xi64> to memref<?xi64>
      %l72 = memref.cast %b_l72_c0 : memref<1xi1> to memref<?xi1>
      %l73 = memref.cast %b_l73_c0 : memref<1xf32> to memref<?xf32>
      %l74 = memref.cast %b_l74_c0 : memref<1xf32> to memref<?xf32>
      %l75 = memref.cast %b_l75_c0 : memref<1xf32> to memref<?xf32>
      %l76 = memref.cast %b_l76_c0 : memref<1xf32> to memref<?xf32>
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
                cf.switch %v8 : i32, [default: ^exit, 0: ^bb0, 16: ^bb16, 26: ^bb26]
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
                %v30 = memref.load %ls8[%lane] : memref<?xi64>
                %v31 = memref.load %l12[%k0] : memref<?xi64>
                %v32 = arith.addi %v30, %v31 : i64
                memref.store %v32, %l13[%k0] : memref<?xi64>
                %v33 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v33, %l14[%k0] : memref<?xi64>
                %v34 = memref.load %l12[%k0] : memref<?xi64>
                %v35 = memref.load %l14[%k0] : memref<?xi64>
                %v36 = arith.cmpi ult, %v34, %v35 : i64
                memref.store %v36, %l15[%k0] : memref<?xi1>
                %v37 = memref.load %l15[%k0] : memref<?xi1>
                cf.cond_br %v37, ^bb6, ^bb13
              ^bb6:
                %v38 = arith.index_cast %n0 : index to i64
                memref.store %v38, %l16[%k0] : memref<?xi64>
                %v39 = memref.load %l13[%k0] : memref<?xi64>
                %v40 = memref.load %l16[%k0] : memref<?xi64>
                %v41 = arith.cmpi ult, %v39, %v40 : i64
                memref.store %v41, %l17[%k0] : memref<?xi1>
                %v42 = memref.load %l17[%k0] : memref<?xi1>
                cf.cond_br %v42, ^bb7, ^bb13
              ^bb7:
                %v43 = memref.load %l13[%k0] : memref<?xi64>
                %v44 = arith.index_cast %v43 : i64 to index
                %v45 = memref.load %p0[%v44] : memref<?xf32>
                memref.store %v45, %l18[%k0] : memref<?xf32>
                %v46 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v46, %l19[%k0] : memref<?xf32>
                %v47 = memref.load %l18[%k0] : memref<?xf32>
                %v48 = memref.load %l19[%k0] : memref<?xf32>
                %v49 = arith.cmpf ogt, %v47, %v48 : f32
                memref.store %v49, %l20[%k0] : memref<?xi1>
                %v50 = memref.load %l20[%k0] : memref<?xi1>
                cf.cond_br %v50, ^bb8, ^bb9
              ^bb8:
                %v51 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v51, %l21[%k0] : memref<?xf32>
                %v52 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v52, %l22[%k0] : memref<?xf32>
                %v53 = memref.load %l22[%k0] : memref<?xf32>
                %v54 = memref.load %l18[%k0] : memref<?xf32>
                %v55 = arith.subf %v53, %v54 : f32
                memref.store %v55, %l23[%k0] : memref<?xf32>
                %v56 = memref.load %l23[%k0] : memref<?xf32>
                %v57 = math.exp %v56 : f32
                memref.store %v57, %l24[%k0] : memref<?xf32>
                %v58 = memref.load %l21[%k0] : memref<?xf32>
                %v59 = memref.load %l24[%k0] : memref<?xf32>
                %v60 = arith.mulf %v58, %v59 : f32
                memref.store %v60, %l25[%k0] : memref<?xf32>
                %v61 = memref.load %l18[%k0] : memref<?xf32>
                %v62 = memref.load %l18[%k0] : memref<?xf32>
                %v63 = arith.subf %v61, %v62 : f32
                memref.store %v63, %l26[%k0] : memref<?xf32>
                %v64 = memref.load %l26[%k0] : memref<?xf32>
                %v65 = arith.constant 0x3F800000 : f32
                %v66 = arith.addf %v64, %v65 : f32
                memref.store %v66, %l27[%k0] : memref<?xf32>
                %v67 = memref.load %l25[%k0] : memref<?xf32>
                %v68 = memref.load %l27[%k0] : memref<?xf32>
                %v69 = arith.addf %v67, %v68 : f32
                memref.store %v69, %l10[%k0] : memref<?xf32>
                %v70 = memref.load %l18[%k0] : memref<?xf32>
                memref.store %v70, %l9[%k0] : memref<?xf32>
                cf.br ^bb12
              ^bb9:
                %v71 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v71, %l28[%k0] : memref<?xf32>
                %v72 = memref.load %l28[%k0] : memref<?xf32>
                %v73 = arith.constant 0xFF800000 : f32
                %v74 = arith.cmpf ogt, %v72, %v73 : f32
                memref.store %v74, %l29[%k0] : memref<?xi1>
                %v75 = memref.load %l29[%k0] : memref<?xi1>
                cf.cond_br %v75, ^bb11, ^bb10
              ^bb10:
                %v76 = memref.load %l18[%k0] : memref<?xf32>
                %v77 = memref.load %l18[%k0] : memref<?xf32>
                %v78 = arith.cmpf une, %v76, %v77 : f32
                memref.store %v78, %l30[%k0] : memref<?xi1>
                %v79 = memref.load %l30[%k0] : memref<?xi1>
                cf.cond_br %v79, ^bb11, ^bb12
              ^bb11:
                %v80 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v80, %l31[%k0] : memref<?xf32>
                %v81 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v81, %l32[%k0] : memref<?xf32>
                %v82 = memref.load %l18[%k0] : memref<?xf32>
                %v83 = memref.load %l32[%k0] : memref<?xf32>
                %v84 = arith.subf %v82, %v83 : f32
                memref.store %v84, %l33[%k0] : memref<?xf32>
                %v85 = memref.load %l33[%k0] : memref<?xf32>
                %v86 = math.exp %v85 : f32
                memref.store %v86, %l34[%k0] : memref<?xf32>
                %v87 = memref.load %l31[%k0] : memref<?xf32>
                %v88 = memref.load %l34[%k0] : memref<?xf32>
                %v89 = arith.addf %v87, %v88 : f32
                memref.store %v89, %l10[%k0] : memref<?xf32>
                cf.br ^bb12
              ^bb12:
                %v90 = memref.load %l12[%k0] : memref<?xi64>
                %v91 = arith.constant 256 : i64
                %v92 = arith.addi %v90, %v91 : i64
                memref.store %v92, %l11[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb13:
                %v93 = memref.load %ls0[%lane] : memref<?xi64>
                %v94 = arith.constant 256 : i64
                %v95 = arith.cmpi ult, %v93, %v94 : i64
                memref.store %v95, %l35[%k0] : memref<?xi1>
                %v96 = memref.load %l35[%k0] : memref<?xi1>
                cf.cond_br %v96, ^bb14, ^bb15
              ^bb14:
                %v97 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v97, %l36[%k0] : memref<?xf32>
                %v98 = memref.load %ls0[%lane] : memref<?xi64>
                %v99 = arith.index_cast %v98 : i64 to index
                %v100 = memref.load %l36[%k0] : memref<?xf32>
                memref.store %v100, %wg0[%v99] : memref<?xf32>
                %v101 = memref.load %l10[%k0] : memref<?xf32>
                memref.store %v101, %l37[%k0] : memref<?xf32>
                %v102 = memref.load %ls0[%lane] : memref<?xi64>
                %v103 = arith.index_cast %v102 : i64 to index
                %v104 = memref.load %l37[%k0] : memref<?xf32>
                memref.store %v104, %wg1[%v103] : memref<?xf32>
                cf.br ^bb15
              ^bb15:
                %v105 = arith.constant 16 : i32
                memref.store %v105, %resume[%lane] : memref<?xi32>
                %v106 = arith.constant true
                %v107 = arith.constant 0 : index
                memref.store %v106, %more[%v107] : memref<?xi1>
                cf.br ^exit
              ^bb16:
                %v108 = arith.constant 256 : i64
                %v109 = arith.constant 2 : i64
                %v110 = arith.constant 0 : i64
                %v111 = arith.cmpi eq, %v109, %v110 : i64
                %v112 = arith.constant 1 : i64
                %v113 = arith.select %v111, %v112, %v109 : i64
                %v114 = arith.divui %v108, %v113 : i64
                memref.store %v114, %ls38[%lane] : memref<?xi64>
                cf.br ^bb17
              ^bb17:
                %v115 = memref.load %ls38[%lane] : memref<?xi64>
                memref.store %v115, %l39[%k0] : memref<?xi64>
                %v116 = memref.load %l39[%k0] : memref<?xi64>
                %v117 = arith.constant 0 : i64
                %v118 = arith.cmpi ugt, %v116, %v117 : i64
                memref.store %v118, %l40[%k0] : memref<?xi1>
                %v119 = memref.load %l40[%k0] : memref<?xi1>
                cf.cond_br %v119, ^bb18, ^bb27
              ^bb18:
                %v120 = memref.load %ls38[%lane] : memref<?xi64>
                memref.store %v120, %l41[%k0] : memref<?xi64>
                %v121 = memref.load %ls0[%lane] : memref<?xi64>
                %v122 = memref.load %l41[%k0] : memref<?xi64>
                %v123 = arith.addi %v121, %v122 : i64
                memref.store %v123, %l42[%k0] : memref<?xi64>
                %v124 = memref.load %ls38[%lane] : memref<?xi64>
                memref.store %v124, %l43[%k0] : memref<?xi64>
                %v125 = memref.load %ls0[%lane] : memref<?xi64>
                %v126 = memref.load %l43[%k0] : memref<?xi64>
                %v127 = arith.cmpi ult, %v125, %v126 : i64
                memref.store %v127, %l44[%k0] : memref<?xi1>
                %v128 = memref.load %l44[%k0] : memref<?xi1>
                cf.cond_br %v128, ^bb19, ^bb25
              ^bb19:
                %v129 = memref.load %l42[%k0] : memref<?xi64>
                %v130 = arith.constant 256 : i64
                %v131 = arith.cmpi ult, %v129, %v130 : i64
                memref.store %v131, %l45[%k0] : memref<?xi1>
                %v132 = memref.load %l45[%k0] : memref<?xi1>
                cf.cond_br %v132, ^bb20, ^bb25
              ^bb20:
                %v133 = memref.load %ls0[%lane] : memref<?xi64>
                %v134 = arith.index_cast %v133 : i64 to index
                %v135 = memref.load %wg0[%v134] : memref<?xf32>
                memref.store %v135, %l46[%k0] : memref<?xf32>
                %v136 = memref.load %ls0[%lane] : memref<?xi64>
                %v137 = arith.index_cast %v136 : i64 to index
                %v138 = memref.load %wg1[%v137] : memref<?xf32>
                memref.store %v138, %l47[%k0] : memref<?xf32>
                %v139 = memref.load %l42[%k0] : memref<?xi64>
                %v140 = arith.index_cast %v139 : i64 to index
                %v141 = memref.load %wg0[%v140] : memref<?xf32>
                memref.store %v141, %l48[%k0] : memref<?xf32>
                %v142 = memref.load %l42[%k0] : memref<?xi64>
                %v143 = arith.index_cast %v142 : i64 to index
                %v144 = memref.load %wg1[%v143] : memref<?xf32>
                memref.store %v144, %l49[%k0] : memref<?xf32>
                %v145 = memref.load %l46[%k0] : memref<?xf32>
                %v146 = memref.load %l48[%k0] : memref<?xf32>
                %v147 = arith.cmpf ogt, %v145, %v146 : f32
                %v148 = arith.select %v147, %v145, %v146 : f32
                %v149 = arith.cmpf uno, %v145, %v145 : f32
                %v150 = arith.select %v149, %v146, %v148 : f32
                %v151 = arith.cmpf uno, %v146, %v146 : f32
                %v152 = arith.select %v151, %v145, %v150 : f32
                memref.store %v152, %l50[%k0] : memref<?xf32>
                %v153 = memref.load %l47[%k0] : memref<?xf32>
                memref.store %v153, %l51[%k0] : memref<?xf32>
                %v154 = memref.load %l46[%k0] : memref<?xf32>
                %v155 = memref.load %l50[%k0] : memref<?xf32>
                %v156 = arith.cmpf une, %v154, %v155 : f32
                memref.store %v156, %l52[%k0] : memref<?xi1>
                %v157 = memref.load %l52[%k0] : memref<?xi1>
                cf.cond_br %v157, ^bb21, ^bb22
              ^bb21:
                %v158 = memref.load %l46[%k0] : memref<?xf32>
                %v159 = memref.load %l50[%k0] : memref<?xf32>
                %v160 = arith.subf %v158, %v159 : f32
                memref.store %v160, %l53[%k0] : memref<?xf32>
                %v161 = memref.load %l53[%k0] : memref<?xf32>
                %v162 = math.exp %v161 : f32
                memref.store %v162, %l54[%k0] : memref<?xf32>
                %v163 = memref.load %l47[%k0] : memref<?xf32>
                %v164 = memref.load %l54[%k0] : memref<?xf32>
                %v165 = arith.mulf %v163, %v164 : f32
                memref.store %v165, %l51[%k0] : memref<?xf32>
                cf.br ^bb22
              ^bb22:
                %v166 = memref.load %l49[%k0] : memref<?xf32>
                memref.store %v166, %l55[%k0] : memref<?xf32>
                %v167 = memref.load %l48[%k0] : memref<?xf32>
                %v168 = memref.load %l50[%k0] : memref<?xf32>
                %v169 = arith.cmpf une, %v167, %v168 : f32
                memref.store %v169, %l56[%k0] : memref<?xi1>
                %v170 = memref.load %l56[%k0] : memref<?xi1>
                cf.cond_br %v170, ^bb23, ^bb24
              ^bb23:
                %v171 = memref.load %l48[%k0] : memref<?xf32>
                %v172 = memref.load %l50[%k0] : memref<?xf32>
                %v173 = arith.subf %v171, %v172 : f32
                memref.store %v173, %l57[%k0] : memref<?xf32>
                %v174 = memref.load %l57[%k0] : memref<?xf32>
                %v175 = math.exp %v174 : f32
                memref.store %v175, %l58[%k0] : memref<?xf32>
                %v176 = memref.load %l49[%k0] : memref<?xf32>
                %v177 = memref.load %l58[%k0] : memref<?xf32>
                %v178 = arith.mulf %v176, %v177 : f32
                memref.store %v178, %l55[%k0] : memref<?xf32>
                cf.br ^bb24
              ^bb24:
                %v179 = memref.load %ls0[%lane] : memref<?xi64>
                %v180 = arith.index_cast %v179 : i64 to index
                %v181 = memref.load %l50[%k0] : memref<?xf32>
                memref.store %v181, %wg0[%v180] : memref<?xf32>
                %v182 = memref.load %l51[%k0] : memref<?xf32>
                memref.store %v182, %l59[%k0] : memref<?xf32>
                %v183 = memref.load %l55[%k0] : memref<?xf32>
                memref.store %v183, %l60[%k0] : memref<?xf32>
                %v184 = memref.load %l59[%k0] : memref<?xf32>
                %v185 = memref.load %l60[%k0] : memref<?xf32>
                %v186 = arith.addf %v184, %v185 : f32
                memref.store %v186, %l61[%k0] : memref<?xf32>
                %v187 = memref.load %ls0[%lane] : memref<?xi64>
                %v188 = arith.index_cast %v187 : i64 to index
                %v189 = memref.load %l61[%k0] : memref<?xf32>
                memref.store %v189, %wg1[%v188] : memref<?xf32>
                cf.br ^bb25
              ^bb25:
                %v190 = arith.constant 26 : i32
                memref.store %v190, %resume[%lane] : memref<?xi32>
                %v191 = arith.constant true
                %v192 = arith.constant 0 : index
                memref.store %v191, %more[%v192] : memref<?xi1>
                cf.br ^exit
              ^bb26:
                %v193 = memref.load %ls38[%lane] : memref<?xi64>
                memref.store %v193, %l62[%k0] : memref<?xi64>
                %v194 = memref.load %l62[%k0] : memref<?xi64>
                %v195 = arith.constant 2 : i64
                %v196 = arith.constant 0 : i64
                %v197 = arith.cmpi eq, %v195, %v196 : i64
                %v198 = arith.constant 1 : i64
                %v199 = arith.select %v197, %v198, %v195 : i64
                %v200 = arith.divui %v194, %v199 : i64
                memref.store %v200, %ls38[%lane] : memref<?xi64>
                cf.br ^bb17
              ^bb27:
                %v201 = arith.constant 0 : i64
                %v202 = arith.index_cast %v201 : i64 to index
                %v203 = memref.load %wg0[%v202] : memref<?xf32>
                memref.store %v203, %l63[%k0] : memref<?xf32>
                %v204 = arith.constant 0 : i64
                %v205 = arith.index_cast %v204 : i64 to index
                %v206 = memref.load %wg1[%v205] : memref<?xf32>
                memref.store %v206, %l64[%k0] : memref<?xf32>
                %v207 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v207, %l11[%k0] : memref<?xi64>
                cf.br ^bb28
              ^bb28:
                %v208 = memref.load %l11[%k0] : memref<?xi64>
                memref.store %v208, %l65[%k0] : memref<?xi64>
                %v209 = memref.load %ls8[%lane] : memref<?xi64>
                %v210 = memref.load %l65[%k0] : memref<?xi64>
                %v211 = arith.addi %v209, %v210 : i64
                memref.store %v211, %l66[%k0] : memref<?xi64>
                %v212 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v212, %l67[%k0] : memref<?xi64>
                %v213 = memref.load %l65[%k0] : memref<?xi64>
                %v214 = memref.load %l67[%k0] : memref<?xi64>
                %v215 = arith.cmpi ult, %v213, %v214 : i64
                memref.store %v215, %l68[%k0] : memref<?xi1>
                %v216 = memref.load %l68[%k0] : memref<?xi1>
                cf.cond_br %v216, ^bb29, ^bb32
              ^bb29:
                %v217 = arith.index_cast %n0 : index to i64
                memref.store %v217, %l69[%k0] : memref<?xi64>
                %v218 = memref.load %l66[%k0] : memref<?xi64>
                %v219 = memref.load %l69[%k0] : memref<?xi64>
                %v220 = arith.cmpi ult, %v218, %v219 : i64
                memref.store %v220, %l70[%k0] : memref<?xi1>
                %v221 = memref.load %l70[%k0] : memref<?xi1>
                cf.cond_br %v221, ^bb30, ^bb32
              ^bb30:
                %v222 = arith.index_cast %n2 : index to i64
                memref.store %v222, %l71[%k0] : memref<?xi64>
                %v223 = memref.load %l66[%k0] : memref<?xi64>
                %v224 = memref.load %l71[%k0] : memref<?xi64>
                %v225 = arith.cmpi ult, %v223, %v224 : i64
                memref.store %v225, %l72[%k0] : memref<?xi1>
                %v226 = memref.load %l72[%k0] : memref<?xi1>
                cf.cond_br %v226, ^bb31, ^bb32
              ^bb31:
                %v227 = memref.load %l66[%k0] : memref<?xi64>
                %v228 = arith.index_cast %v227 : i64 to index
                %v229 = memref.load %p0[%v228] : memref<?xf32>
                memref.store %v229, %l73[%k0] : memref<?xf32>
                %v230 = memref.load %l73[%k0] : memref<?xf32>
                %v231 = memref.load %l63[%k0] : memref<?xf32>
                %v232 = arith.subf %v230, %v231 : f32
                memref.store %v232, %l74[%k0] : memref<?xf32>
                %v233 = memref.load %l74[%k0] : memref<?xf32>
                %v234 = math.exp %v233 : f32
                memref.store %v234, %l75[%k0] : memref<?xf32>
                %v235 = memref.load %l75[%k0] : memref<?xf32>
                %v236 = memref.load %l64[%k0] : memref<?xf32>
                %v237 = arith.divf %v235, %v236 : f32
                memref.store %v237, %l76[%k0] : memref<?xf32>
                %v238 = memref.load %l66[%k0] : memref<?xi64>
                %v239 = arith.index_cast %v238 : i64 to index
                %v240 = memref.load %l76[%k0] : memref<?xf32>
                memref.store %v240, %p2[%v239] : memref<?xf32>
                %v241 = memref.load %l65[%k0] : memref<?xi64>
                %v242 = arith.constant 256 : i64
                %v243 = arith.addi %v241, %v242 : i64
                memref.store %v243, %l11[%k0] : memref<?xi64>
                cf.br ^bb28
              ^bb32:
                %v244 = arith.constant -1 : i32
                memref.store %v244, %resume[%lane] : memref<?xi32>
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
