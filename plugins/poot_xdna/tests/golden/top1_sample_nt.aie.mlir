// top1_sample: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
// spellings: mlir_aie=newest: changes up to 2026-07-21 (PR #3364); device npu2_1col = 9, aie.runtime_sequence
// parameters: logits: &[f32] x1024 @in+56, u: &[f32] x1024 @in+4152, temp: &[f32] x1024 @in+8248, shape: &[usize] x1024 @in+12344, out: &mut [u32] x1024 @in+20536/out+0
module {
  "aie.device"() ({
    %t_shim = "aie.tile"() {col = 0 : i32, row = 0 : i32} : () -> index
    %t_mem = "aie.tile"() {col = 0 : i32, row = 1 : i32} : () -> index
    %t_c0 = "aie.tile"() {col = 0 : i32, row = 2 : i32} : () -> index
    // input: shim -> memory tile -> every compute tile (one FIFO, broadcast)
    "aie.objectfifo"(%t_shim, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<24632xi8>>, plio = false, sym_name = "in_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_c0) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<24632xi8>>, plio = false, sym_name = "in_l1", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@in_l2], fifoOuts = [@in_l1], src_offsets = []} : () -> ()
    // output: each compute tile -> memory tile (joined, tile t at t * out bytes) -> shim
    "aie.objectfifo"(%t_c0, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_c0", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_shim) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@out_c0], fifoOuts = [@out_l2], src_offsets = []} : () -> ()
    %b_wg0_c0 = "aie.buffer"(%t_c0) {sym_name = "wg0_c0"} : (index) -> memref<256xf32>
    %b_wg1_c0 = "aie.buffer"(%t_c0) {sym_name = "wg1_c0"} : (index) -> memref<256xf32>
    %b_ls0_c0 = "aie.buffer"(%t_c0) {sym_name = "ls0_c0"} : (index) -> memref<256xi64>
    %b_ls1_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1_c0"} : (index) -> memref<256xi64>
    %b_ls2_c0 = "aie.buffer"(%t_c0) {sym_name = "ls2_c0"} : (index) -> memref<256xi64>
    %b_ls46_c0 = "aie.buffer"(%t_c0) {sym_name = "ls46_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi1>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xf32>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi1>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xf32>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xf32>
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
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xf32>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xf32>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi1>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xf32>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xf32>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xf32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xf32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xf32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xf32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xf32>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi64>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi64>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi1>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xf32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xf32>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi1>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xf32>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi1>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xf32>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi64>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xf32>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi64>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi1>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi64>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi64>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi64>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi1>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi1>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xf32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xf32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xf32>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xf32>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi64>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xf32>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi1>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi64>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xf32>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi1>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi1>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi1>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi1>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi64>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi1>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi64>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi1>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xf32>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi64>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xi32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %c5_p = arith.constant 5 : index
      %c6_p = arith.constant 6 : index
      %wg0 = memref.cast %b_wg0_c0 : memref<256xf32> to memref<?xf32>
      %wg1 = memref.cast %b_wg1_c0 : memref<256xf32> to memref<?xf32>
      %ls0 = memref.cast %b_ls0_c0 : memref<256xi64> to memref<?xi64>
      %ls1 = memref.cast %b_ls1_c0 : memref<256xi64> to memref<?xi64>
      %ls2 = memref.cast %b_ls2_c0 : memref<256xi64> to memref<?xi64>
      %ls46 = memref.cast %b_ls46_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi1> to memref<?xi1>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xf32> to memref<?xf32>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi1> to memref<?xi1>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xf32> to memref<?xf32>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xf32> to memref<?xf32>
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
      %l25 = memref.cast %b_l25_c0 : memref<1xf32> to memref<?xf32>
      %l26 = memref.cast %b_l26_c0 : memref<1xf32> to memref<?xf32>
      %l27 = memref.cast %b_l27_c0 : memref<1xi1> to memref<?xi1>
      %l28 = memref.cast %b_l28_c0 : memref<1xf32> to memref<?xf32>
      %l29 = memref.cast %b_l29_c0 : memref<1xf32> to memref<?xf32>
      %l30 = memref.cast %b_l30_c0 : memref<1xf32> to memref<?xf32>
      %l31 = memref.cast %b_l31_c0 : memref<1xf32> to memref<?xf32>
      %l32 = memref.cast %b_l32_c0 : memref<1xf32> to memref<?xf32>
      %l33 = memref.cast %b_l33_c0 : memref<1xf32> to memref<?xf32>
      %l34 = memref.cast %b_l34_c0 : memref<1xf32> to memref<?xf32>
      %l35 = memref.cast %b_l35_c0 : memref<1xi64> to memref<?xi64>
      %l36 = memref.cast %b_l36_c0 : memref<1xi64> to memref<?xi64>
      %l37 = memref.cast %b_l37_c0 : memref<1xi1> to memref<?xi1>
      %l38 = memref.cast %b_l38_c0 : memref<1xf32> to memref<?xf32>
      %l39 = memref.cast %b_l39_c0 : memref<1xf32> to memref<?xf32>
      %l40 = memref.cast %b_l40_c0 : memref<1xi1> to memref<?xi1>
      %l41 = memref.cast %b_l41_c0 : memref<1xf32> to memref<?xf32>
      %l42 = memref.cast %b_l42_c0 : memref<1xi1> to memref<?xi1>
      %l43 = memref.cast %b_l43_c0 : memref<1xf32> to memref<?xf32>
      %l44 = memref.cast %b_l44_c0 : memref<1xi64> to memref<?xi64>
      %l45 = memref.cast %b_l45_c0 : memref<1xf32> to memref<?xf32>
      %l47 = memref.cast %b_l47_c0 : memref<1xi64> to memref<?xi64>
      %l48 = memref.cast %b_l48_c0 : memref<1xi1> to memref<?xi1>
      %l49 = memref.cast %b_l49_c0 : memref<1xi64> to memref<?xi64>
      %l50 = memref.cast %b_l50_c0 : memref<1xi64> to memref<?xi64>
      %l51 = memref.cast %b_l51_c0 : memref<1xi64> to memref<?xi64>
      %l52 = memref.cast %b_l52_c0 : memref<1xi1> to memref<?xi1>
      %l53 = memref.cast %b_l53_c0 : memref<1xi1> to memref<?xi1>
      %l54 = memref.cast %b_l54_c0 : memref<1xf32> to memref<?xf32>
      %l55 = memref.cast %b_l55_c0 : memref<1xf32> to memref<?xf32>
      %l56 = memref.cast %b_l56_c0 : memref<1xf32> to memref<?xf32>
      %l57 = memref.cast %b_l57_c0 : memref<1xf32> to memref<?xf32>
      %l58 = memref.cast %b_l58_c0 : memref<1xi64> to memref<?xi64>
      %l59 = memref.cast %b_l59_c0 : memref<1xf32> to memref<?xf32>
      %l60 = memref.cast %b_l60_c0 : memref<1xi1> to memref<?xi1>
      %l61 = memref.cast %b_l61_c0 : memref<1xi64> to memref<?xi64>
      %l62 = memref.cast %b_l62_c0 : memref<1xf32> to memref<?xf32>
      %l63 = memref.cast %b_l63_c0 : memref<1xi1> to memref<?xi1>
      %l64 = memref.cast %b_l64_c0 : memref<1xi1> to memref<?xi1>
      %l65 = memref.cast %b_l65_c0 : memref<1xi1> to memref<?xi1>
      %l66 = memref.cast %b_l66_c0 : memref<1xi1> to memref<?xi1>
      %l67 = memref.cast %b_l67_c0 : memref<1xi64> to memref<?xi64>
      %l68 = memref.cast %b_l68_c0 : memref<1xi1> to memref<?xi1>
      %l69 = memref.cast %b_l69_c0 : memref<1xi64> to memref<?xi64>
      %l70 = memref.cast %b_l70_c0 : memref<1xi1> to memref<?xi1>
      %l71 = memref.cast %b_l71_c0 : memref<1xf32> to memref<?xf32>
      %l72 = memref.cast %b_l72_c0 : memref<1xi64> to memref<?xi64>
      %l73 = memref.cast %b_l73_c0 : memref<1xi32> to memref<?xi32>
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %kW = arith.constant 256 : index
      scf.for %launch = %c0_p to %cmax_p step %c1_p {  // one iteration per launch
        %sv_raw_in = "aie.objectfifo.acquire"() {objFifo_name = @in_l1, port = 1 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<24632xi8>>
        %raw_in = "aie.objectfifo.subview.access"(%sv_raw_in) {index = 0 : i32} : (!aie.objectfifosubview<memref<24632xi8>>) -> memref<24632xi8>
        %sv_raw_out = "aie.objectfifo.acquire"() {objFifo_name = @out_c0, port = 0 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<4096xi8>>
        %raw_out = "aie.objectfifo.subview.access"(%sv_raw_out) {index = 0 : i32} : (!aie.objectfifosubview<memref<4096xi8>>) -> memref<4096xi8>
        %hdr = memref.view %raw_in[%c0_p][] : memref<24632xi8> to memref<7xi64>
        %h_gx = memref.load %hdr[%c0_p] : memref<7xi64>
        %gx = arith.index_cast %h_gx : i64 to index
        %h_gy = memref.load %hdr[%c1_p] : memref<7xi64>
        %gy = arith.index_cast %h_gy : i64 to index
        %h_n0 = memref.load %hdr[%c2_p] : memref<7xi64>
        %n0 = arith.index_cast %h_n0 : i64 to index
        %h_n1 = memref.load %hdr[%c3_p] : memref<7xi64>
        %n1 = arith.index_cast %h_n1 : i64 to index
        %h_n2 = memref.load %hdr[%c4_p] : memref<7xi64>
        %n2 = arith.index_cast %h_n2 : i64 to index
        %h_n3 = memref.load %hdr[%c5_p] : memref<7xi64>
        %n3 = arith.index_cast %h_n3 : i64 to index
        %h_n4 = memref.load %hdr[%c6_p] : memref<7xi64>
        %n4 = arith.index_cast %h_n4 : i64 to index
        %tile = arith.constant 0 : index
        %ntiles = arith.constant 1 : index
        %o_in0 = arith.constant 56 : index
        %v_in0 = memref.view %raw_in[%o_in0][] : memref<24632xi8> to memref<1024xf32>
        %p0 = memref.cast %v_in0 : memref<1024xf32> to memref<?xf32>
        %o_in1 = arith.constant 4152 : index
        %v_in1 = memref.view %raw_in[%o_in1][] : memref<24632xi8> to memref<1024xf32>
        %p1 = memref.cast %v_in1 : memref<1024xf32> to memref<?xf32>
        %o_in2 = arith.constant 8248 : index
        %v_in2 = memref.view %raw_in[%o_in2][] : memref<24632xi8> to memref<1024xf32>
        %p2 = memref.cast %v_in2 : memref<1024xf32> to memref<?xf32>
        %o_in3 = arith.constant 12344 : index
        %v_in3 = memref.view %raw_in[%o_in3][] : memref<24632xi8> to memref<1024xi64>
        %p3 = memref.cast %v_in3 : memref<1024xi64> to memref<?xi64>
        %o_in4 = arith.constant 20536 : index
        %v_in4 = memref.view %raw_in[%o_in4][] : memref<24632xi8> to memref<1024xi32>
        %o_out4 = arith.constant 0 : index
        %v_out4 = memref.view %raw_out[%o_out4][] : memref<4096xi8> to memref<1024xi32>
        scf.for %ci = %c0_p to %n4 step %c1_p {  // initial contents of the in-out buffer
          %cv = memref.load %v_in4[%ci] : memref<1024xi32>
          memref.store %cv, %v_out4[%ci] : memref<1024xi32>
        }
        %p4 = memref.cast %v_out4 : memref<1024xi32> to memref<?xi32>
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
                cf.switch %v8 : i32, [default: ^exit, 0: ^bb0, 19: ^bb19, 30: ^bb30]
              ^bb0:
                %v9 = arith.index_cast %lane : index to i64
                memref.store %v9, %ls0[%lane] : memref<?xi64>
                cf.br ^bb1
              ^bb1:
                %v10 = arith.index_cast %grpx : index to i64
                memref.store %v10, %ls1[%lane] : memref<?xi64>
                cf.br ^bb2
              ^bb2:
                %v11 = arith.constant 0 : i64
                memref.store %v11, %ls2[%lane] : memref<?xi64>
                %v12 = arith.index_cast %n3 : index to i64
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
                %v20 = memref.load %p3[%v19] : memref<?xi64>
                memref.store %v20, %l6[%k0] : memref<?xi64>
                %v21 = memref.load %l6[%k0] : memref<?xi64>
                memref.store %v21, %ls2[%lane] : memref<?xi64>
                cf.br ^bb4
              ^bb4:
                %v22 = arith.constant 0x00000000 : f32
                memref.store %v22, %l7[%k0] : memref<?xf32>
                %v23 = arith.index_cast %n2 : index to i64
                memref.store %v23, %l8[%k0] : memref<?xi64>
                %v24 = arith.constant 0 : i64
                %v25 = memref.load %l8[%k0] : memref<?xi64>
                %v26 = arith.cmpi ult, %v24, %v25 : i64
                memref.store %v26, %l9[%k0] : memref<?xi1>
                %v27 = memref.load %l9[%k0] : memref<?xi1>
                cf.cond_br %v27, ^bb5, ^bb6
              ^bb5:
                %v28 = arith.constant 0 : i64
                memref.store %v28, %l10[%k0] : memref<?xi64>
                %v29 = memref.load %l10[%k0] : memref<?xi64>
                %v30 = arith.index_cast %v29 : i64 to index
                %v31 = memref.load %p2[%v30] : memref<?xf32>
                memref.store %v31, %l11[%k0] : memref<?xf32>
                %v32 = memref.load %l11[%k0] : memref<?xf32>
                memref.store %v32, %l7[%k0] : memref<?xf32>
                cf.br ^bb6
              ^bb6:
                %v33 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v33, %l12[%k0] : memref<?xi64>
                %v34 = memref.load %ls1[%lane] : memref<?xi64>
                %v35 = memref.load %l12[%k0] : memref<?xi64>
                %v36 = arith.muli %v34, %v35 : i64
                memref.store %v36, %l13[%k0] : memref<?xi64>
                %v37 = arith.constant 0xFF800000 : f32
                memref.store %v37, %l14[%k0] : memref<?xf32>
                %v38 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v38, %l15[%k0] : memref<?xi64>
                %v39 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v39, %l16[%k0] : memref<?xi64>
                cf.br ^bb7
              ^bb7:
                %v40 = memref.load %l16[%k0] : memref<?xi64>
                memref.store %v40, %l17[%k0] : memref<?xi64>
                %v41 = memref.load %l13[%k0] : memref<?xi64>
                %v42 = memref.load %l17[%k0] : memref<?xi64>
                %v43 = arith.addi %v41, %v42 : i64
                memref.store %v43, %l18[%k0] : memref<?xi64>
                %v44 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v44, %l19[%k0] : memref<?xi64>
                %v45 = memref.load %l17[%k0] : memref<?xi64>
                %v46 = memref.load %l19[%k0] : memref<?xi64>
                %v47 = arith.cmpi ult, %v45, %v46 : i64
                memref.store %v47, %l20[%k0] : memref<?xi1>
                %v48 = memref.load %l20[%k0] : memref<?xi1>
                cf.cond_br %v48, ^bb8, ^bb16
              ^bb8:
                %v49 = arith.index_cast %n0 : index to i64
                memref.store %v49, %l21[%k0] : memref<?xi64>
                %v50 = memref.load %l18[%k0] : memref<?xi64>
                %v51 = memref.load %l21[%k0] : memref<?xi64>
                %v52 = arith.cmpi ult, %v50, %v51 : i64
                memref.store %v52, %l22[%k0] : memref<?xi1>
                %v53 = memref.load %l22[%k0] : memref<?xi1>
                cf.cond_br %v53, ^bb9, ^bb16
              ^bb9:
                %v54 = arith.index_cast %n1 : index to i64
                memref.store %v54, %l23[%k0] : memref<?xi64>
                %v55 = memref.load %l18[%k0] : memref<?xi64>
                %v56 = memref.load %l23[%k0] : memref<?xi64>
                %v57 = arith.cmpi ult, %v55, %v56 : i64
                memref.store %v57, %l24[%k0] : memref<?xi1>
                %v58 = memref.load %l24[%k0] : memref<?xi1>
                cf.cond_br %v58, ^bb10, ^bb16
              ^bb10:
                %v59 = memref.load %l18[%k0] : memref<?xi64>
                %v60 = arith.index_cast %v59 : i64 to index
                %v61 = memref.load %p0[%v60] : memref<?xf32>
                memref.store %v61, %l25[%k0] : memref<?xf32>
                %v62 = memref.load %l7[%k0] : memref<?xf32>
                memref.store %v62, %l26[%k0] : memref<?xf32>
                %v63 = memref.load %l26[%k0] : memref<?xf32>
                %v64 = arith.constant 0x00000000 : f32
                %v65 = arith.cmpf ogt, %v63, %v64 : f32
                memref.store %v65, %l27[%k0] : memref<?xi1>
                %v66 = memref.load %l27[%k0] : memref<?xi1>
                cf.cond_br %v66, ^bb11, ^bb12
              ^bb11:
                %v67 = memref.load %l25[%k0] : memref<?xf32>
                memref.store %v67, %l28[%k0] : memref<?xf32>
                %v68 = memref.load %l7[%k0] : memref<?xf32>
                memref.store %v68, %l29[%k0] : memref<?xf32>
                %v69 = memref.load %l28[%k0] : memref<?xf32>
                %v70 = memref.load %l29[%k0] : memref<?xf32>
                %v71 = arith.divf %v69, %v70 : f32
                memref.store %v71, %l30[%k0] : memref<?xf32>
                %v72 = memref.load %l18[%k0] : memref<?xi64>
                %v73 = arith.index_cast %v72 : i64 to index
                %v74 = memref.load %p1[%v73] : memref<?xf32>
                memref.store %v74, %l31[%k0] : memref<?xf32>
                %v75 = memref.load %l31[%k0] : memref<?xf32>
                %v76 = math.log %v75 : f32
                memref.store %v76, %l32[%k0] : memref<?xf32>
                %v77 = memref.load %l32[%k0] : memref<?xf32>
                %v78 = arith.negf %v77 : f32
                memref.store %v78, %l33[%k0] : memref<?xf32>
                %v79 = memref.load %l33[%k0] : memref<?xf32>
                %v80 = math.log %v79 : f32
                memref.store %v80, %l34[%k0] : memref<?xf32>
                %v81 = memref.load %l30[%k0] : memref<?xf32>
                %v82 = memref.load %l34[%k0] : memref<?xf32>
                %v83 = arith.subf %v81, %v82 : f32
                memref.store %v83, %l25[%k0] : memref<?xf32>
                cf.br ^bb12
              ^bb12:
                %v84 = memref.load %l15[%k0] : memref<?xi64>
                memref.store %v84, %l35[%k0] : memref<?xi64>
                %v85 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v85, %l36[%k0] : memref<?xi64>
                %v86 = memref.load %l35[%k0] : memref<?xi64>
                %v87 = memref.load %l36[%k0] : memref<?xi64>
                %v88 = arith.cmpi eq, %v86, %v87 : i64
                memref.store %v88, %l37[%k0] : memref<?xi1>
                %v89 = memref.load %l37[%k0] : memref<?xi1>
                cf.cond_br %v89, ^bb14, ^bb13
              ^bb13:
                %v90 = memref.load %l25[%k0] : memref<?xf32>
                memref.store %v90, %l38[%k0] : memref<?xf32>
                %v91 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v91, %l39[%k0] : memref<?xf32>
                %v92 = memref.load %l38[%k0] : memref<?xf32>
                %v93 = memref.load %l39[%k0] : memref<?xf32>
                %v94 = arith.cmpf ogt, %v92, %v93 : f32
                memref.store %v94, %l40[%k0] : memref<?xi1>
                %v95 = memref.load %l40[%k0] : memref<?xi1>
                cf.cond_br %v95, ^bb14, ^bb15
              ^bb14:
                %v96 = memref.load %l25[%k0] : memref<?xf32>
                memref.store %v96, %l41[%k0] : memref<?xf32>
                %v97 = memref.load %l41[%k0] : memref<?xf32>
                memref.store %v97, %l14[%k0] : memref<?xf32>
                %v98 = memref.load %l17[%k0] : memref<?xi64>
                memref.store %v98, %l15[%k0] : memref<?xi64>
                cf.br ^bb15
              ^bb15:
                %v99 = memref.load %l17[%k0] : memref<?xi64>
                %v100 = arith.constant 256 : i64
                %v101 = arith.addi %v99, %v100 : i64
                memref.store %v101, %l16[%k0] : memref<?xi64>
                cf.br ^bb7
              ^bb16:
                %v102 = memref.load %ls0[%lane] : memref<?xi64>
                %v103 = arith.constant 256 : i64
                %v104 = arith.cmpi ult, %v102, %v103 : i64
                memref.store %v104, %l42[%k0] : memref<?xi1>
                %v105 = memref.load %l42[%k0] : memref<?xi1>
                cf.cond_br %v105, ^bb17, ^bb18
              ^bb17:
                %v106 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v106, %l43[%k0] : memref<?xf32>
                %v107 = memref.load %ls0[%lane] : memref<?xi64>
                %v108 = arith.index_cast %v107 : i64 to index
                %v109 = memref.load %l43[%k0] : memref<?xf32>
                memref.store %v109, %wg0[%v108] : memref<?xf32>
                %v110 = memref.load %l15[%k0] : memref<?xi64>
                memref.store %v110, %l44[%k0] : memref<?xi64>
                %v111 = memref.load %l44[%k0] : memref<?xi64>
                %v112 = arith.uitofp %v111 : i64 to f32
                memref.store %v112, %l45[%k0] : memref<?xf32>
                %v113 = memref.load %ls0[%lane] : memref<?xi64>
                %v114 = arith.index_cast %v113 : i64 to index
                %v115 = memref.load %l45[%k0] : memref<?xf32>
                memref.store %v115, %wg1[%v114] : memref<?xf32>
                cf.br ^bb18
              ^bb18:
                %v116 = arith.constant 19 : i32
                memref.store %v116, %resume[%lane] : memref<?xi32>
                %v117 = arith.constant true
                %v118 = arith.constant 0 : index
                memref.store %v117, %more[%v118] : memref<?xi1>
                cf.br ^exit
              ^bb19:
                %v119 = arith.constant 256 : i64
                %v120 = arith.constant 2 : i64
                %v121 = arith.constant 0 : i64
                %v122 = arith.cmpi eq, %v120, %v121 : i64
                %v123 = arith.constant 1 : i64
                %v124 = arith.select %v122, %v123, %v120 : i64
                %v125 = arith.divui %v119, %v124 : i64
                memref.store %v125, %ls46[%lane] : memref<?xi64>
                cf.br ^bb20
              ^bb20:
                %v126 = memref.load %ls46[%lane] : memref<?xi64>
                memref.store %v126, %l47[%k0] : memref<?xi64>
                %v127 = memref.load %l47[%k0] : memref<?xi64>
                %v128 = arith.constant 0 : i64
                %v129 = arith.cmpi ugt, %v127, %v128 : i64
                memref.store %v129, %l48[%k0] : memref<?xi1>
                %v130 = memref.load %l48[%k0] : memref<?xi1>
                cf.cond_br %v130, ^bb21, ^bb31
              ^bb21:
                %v131 = memref.load %ls46[%lane] : memref<?xi64>
                memref.store %v131, %l49[%k0] : memref<?xi64>
                %v132 = memref.load %ls0[%lane] : memref<?xi64>
                %v133 = memref.load %l49[%k0] : memref<?xi64>
                %v134 = arith.addi %v132, %v133 : i64
                memref.store %v134, %l50[%k0] : memref<?xi64>
                %v135 = memref.load %ls46[%lane] : memref<?xi64>
                memref.store %v135, %l51[%k0] : memref<?xi64>
                %v136 = memref.load %ls0[%lane] : memref<?xi64>
                %v137 = memref.load %l51[%k0] : memref<?xi64>
                %v138 = arith.cmpi ult, %v136, %v137 : i64
                memref.store %v138, %l52[%k0] : memref<?xi1>
                %v139 = memref.load %l52[%k0] : memref<?xi1>
                cf.cond_br %v139, ^bb22, ^bb29
              ^bb22:
                %v140 = memref.load %l50[%k0] : memref<?xi64>
                %v141 = arith.constant 256 : i64
                %v142 = arith.cmpi ult, %v140, %v141 : i64
                memref.store %v142, %l53[%k0] : memref<?xi1>
                %v143 = memref.load %l53[%k0] : memref<?xi1>
                cf.cond_br %v143, ^bb23, ^bb29
              ^bb23:
                %v144 = memref.load %ls0[%lane] : memref<?xi64>
                %v145 = arith.index_cast %v144 : i64 to index
                %v146 = memref.load %wg0[%v145] : memref<?xf32>
                memref.store %v146, %l54[%k0] : memref<?xf32>
                %v147 = memref.load %ls0[%lane] : memref<?xi64>
                %v148 = arith.index_cast %v147 : i64 to index
                %v149 = memref.load %wg1[%v148] : memref<?xf32>
                memref.store %v149, %l55[%k0] : memref<?xf32>
                %v150 = memref.load %l50[%k0] : memref<?xi64>
                %v151 = arith.index_cast %v150 : i64 to index
                %v152 = memref.load %wg0[%v151] : memref<?xf32>
                memref.store %v152, %l56[%k0] : memref<?xf32>
                %v153 = memref.load %l50[%k0] : memref<?xi64>
                %v154 = arith.index_cast %v153 : i64 to index
                %v155 = memref.load %wg1[%v154] : memref<?xf32>
                memref.store %v155, %l57[%k0] : memref<?xf32>
                %v156 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v156, %l58[%k0] : memref<?xi64>
                %v157 = memref.load %l58[%k0] : memref<?xi64>
                %v158 = arith.uitofp %v157 : i64 to f32
                memref.store %v158, %l59[%k0] : memref<?xf32>
                %v159 = memref.load %l57[%k0] : memref<?xf32>
                %v160 = memref.load %l59[%k0] : memref<?xf32>
                %v161 = arith.cmpf olt, %v159, %v160 : f32
                memref.store %v161, %l60[%k0] : memref<?xi1>
                %v162 = memref.load %l60[%k0] : memref<?xi1>
                cf.cond_br %v162, ^bb24, ^bb29
              ^bb24:
                %v163 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v163, %l61[%k0] : memref<?xi64>
                %v164 = memref.load %l61[%k0] : memref<?xi64>
                %v165 = arith.uitofp %v164 : i64 to f32
                memref.store %v165, %l62[%k0] : memref<?xf32>
                %v166 = memref.load %l55[%k0] : memref<?xf32>
                %v167 = memref.load %l62[%k0] : memref<?xf32>
                %v168 = arith.cmpf oeq, %v166, %v167 : f32
                memref.store %v168, %l63[%k0] : memref<?xi1>
                %v169 = memref.load %l63[%k0] : memref<?xi1>
                cf.cond_br %v169, ^bb28, ^bb25
              ^bb25:
                %v170 = memref.load %l56[%k0] : memref<?xf32>
                %v171 = memref.load %l54[%k0] : memref<?xf32>
                %v172 = arith.cmpf ogt, %v170, %v171 : f32
                memref.store %v172, %l64[%k0] : memref<?xi1>
                %v173 = memref.load %l64[%k0] : memref<?xi1>
                cf.cond_br %v173, ^bb28, ^bb26
              ^bb26:
                %v174 = memref.load %l56[%k0] : memref<?xf32>
                %v175 = memref.load %l54[%k0] : memref<?xf32>
                %v176 = arith.cmpf oeq, %v174, %v175 : f32
                memref.store %v176, %l65[%k0] : memref<?xi1>
                %v177 = memref.load %l65[%k0] : memref<?xi1>
                cf.cond_br %v177, ^bb27, ^bb29
              ^bb27:
                %v178 = memref.load %l57[%k0] : memref<?xf32>
                %v179 = memref.load %l55[%k0] : memref<?xf32>
                %v180 = arith.cmpf olt, %v178, %v179 : f32
                memref.store %v180, %l66[%k0] : memref<?xi1>
                %v181 = memref.load %l66[%k0] : memref<?xi1>
                cf.cond_br %v181, ^bb28, ^bb29
              ^bb28:
                %v182 = memref.load %ls0[%lane] : memref<?xi64>
                %v183 = arith.index_cast %v182 : i64 to index
                %v184 = memref.load %l56[%k0] : memref<?xf32>
                memref.store %v184, %wg0[%v183] : memref<?xf32>
                %v185 = memref.load %ls0[%lane] : memref<?xi64>
                %v186 = arith.index_cast %v185 : i64 to index
                %v187 = memref.load %l57[%k0] : memref<?xf32>
                memref.store %v187, %wg1[%v186] : memref<?xf32>
                cf.br ^bb29
              ^bb29:
                %v188 = arith.constant 30 : i32
                memref.store %v188, %resume[%lane] : memref<?xi32>
                %v189 = arith.constant true
                %v190 = arith.constant 0 : index
                memref.store %v189, %more[%v190] : memref<?xi1>
                cf.br ^exit
              ^bb30:
                %v191 = memref.load %ls46[%lane] : memref<?xi64>
                memref.store %v191, %l67[%k0] : memref<?xi64>
                %v192 = memref.load %l67[%k0] : memref<?xi64>
                %v193 = arith.constant 2 : i64
                %v194 = arith.constant 0 : i64
                %v195 = arith.cmpi eq, %v193, %v194 : i64
                %v196 = arith.constant 1 : i64
                %v197 = arith.select %v195, %v196, %v193 : i64
                %v198 = arith.divui %v192, %v197 : i64
                memref.store %v198, %ls46[%lane] : memref<?xi64>
                cf.br ^bb20
              ^bb31:
                %v199 = memref.load %ls0[%lane] : memref<?xi64>
                %v200 = arith.constant 0 : i64
                %v201 = arith.cmpi eq, %v199, %v200 : i64
                memref.store %v201, %l68[%k0] : memref<?xi1>
                %v202 = memref.load %l68[%k0] : memref<?xi1>
                cf.cond_br %v202, ^bb32, ^bb34
              ^bb32:
                %v203 = arith.index_cast %n4 : index to i64
                memref.store %v203, %l69[%k0] : memref<?xi64>
                %v204 = memref.load %ls1[%lane] : memref<?xi64>
                %v205 = memref.load %l69[%k0] : memref<?xi64>
                %v206 = arith.cmpi ult, %v204, %v205 : i64
                memref.store %v206, %l70[%k0] : memref<?xi1>
                %v207 = memref.load %l70[%k0] : memref<?xi1>
                cf.cond_br %v207, ^bb33, ^bb34
              ^bb33:
                %v208 = arith.constant 0 : i64
                %v209 = arith.index_cast %v208 : i64 to index
                %v210 = memref.load %wg1[%v209] : memref<?xf32>
                memref.store %v210, %l71[%k0] : memref<?xf32>
                %v211 = memref.load %l71[%k0] : memref<?xf32>
                %v212 = arith.cmpf uno, %v211, %v211 : f32
                %v213 = arith.constant 0x5F800000 : f32
                %v214 = arith.cmpf oge, %v211, %v213 : f32
                %v215 = arith.constant 0x00000000 : f32
                %v216 = arith.cmpf olt, %v211, %v215 : f32
                %v217 = arith.ori %v212, %v214 : i1
                %v218 = arith.ori %v217, %v216 : i1
                %v219 = arith.constant 0x00000000 : f32
                %v220 = arith.select %v218, %v219, %v211 : f32
                %v221 = arith.constant 0x2F800000 : f32
                %v222 = arith.mulf %v220, %v221 : f32
                %v223 = arith.fptoui %v222 : f32 to i32
                %v224 = arith.uitofp %v223 : i32 to f32
                %v225 = arith.constant 0x4F800000 : f32
                %v226 = arith.mulf %v224, %v225 : f32
                %v227 = arith.subf %v220, %v226 : f32
                %v228 = arith.fptoui %v227 : f32 to i32
                %v229 = arith.extui %v223 : i32 to i64
                %v230 = arith.constant 32 : i64
                %v231 = arith.shli %v229, %v230 : i64
                %v232 = arith.extui %v228 : i32 to i64
                %v233 = arith.ori %v231, %v232 : i64
                %v234 = arith.constant -1 : i64
                %v235 = arith.select %v214, %v234, %v233 : i64
                %v236 = arith.constant 0 : i64
                %v237 = arith.select %v216, %v236, %v235 : i64
                %v238 = arith.constant 0 : i64
                %v239 = arith.select %v212, %v238, %v237 : i64
                memref.store %v239, %l72[%k0] : memref<?xi64>
                %v240 = memref.load %l72[%k0] : memref<?xi64>
                %v241 = arith.trunci %v240 : i64 to i32
                memref.store %v241, %l73[%k0] : memref<?xi32>
                %v242 = memref.load %ls1[%lane] : memref<?xi64>
                %v243 = arith.index_cast %v242 : i64 to index
                %v244 = memref.load %l73[%k0] : memref<?xi32>
                memref.store %v244, %p4[%v243] : memref<?xi32>
                cf.br ^bb34
              ^bb34:
                %v245 = arith.constant -1 : i32
                memref.store %v245, %resume[%lane] : memref<?xi32>
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
    ^bb0(%a_in: memref<24632xi8>, %a_out: memref<4096xi8>):
      %task_out = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_out) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 4096 : i32, static_offset = 0 : i32} : (memref<4096xi8>) -> ()
        "aie.end"() : () -> ()
      }) {alloc = @out_l2, issue_token = true} : () -> index
      %task_in = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_in) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 24632 : i32, static_offset = 0 : i32} : (memref<24632xi8>) -> ()
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
