// matvec: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
// spellings: mlir_aie=newest: changes up to 2026-07-21 (PR #3364); device npu2_1col = 9, aie.runtime_sequence
// parameters: a: &[f32] x1024 @in+40, x: &[f32] x1024 @in+4136, out: &mut [f32] x1024 @in+8232/out+0
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
    %b_ls54_c0 = "aie.buffer"(%t_c0) {sym_name = "ls54_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi64>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xf32>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi1>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi1>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi1>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi1>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi64>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi1>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi64>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi1>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi1>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi64>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi1>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xf32>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xf32>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xf32>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xf32>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xf32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xf32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xf32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xf32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xf32>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xf32>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xf32>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xf32>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xf32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xf32>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xf32>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xf32>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi64>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi64>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi64>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi1>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi64>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi1>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xf32>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xf32>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xf32>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xf32>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi1>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xf32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi64>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi1>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi64>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi64>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi64>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi1>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi1>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xf32>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xf32>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xf32>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi64>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi1>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi64>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi1>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xf32>
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
      %ls54 = memref.cast %b_ls54_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l2 = memref.cast %b_l2_c0 : memref<1xi64> to memref<?xi64>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xf32> to memref<?xf32>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi1> to memref<?xi1>
      %l15 = memref.cast %b_l15_c0 : memref<1xi1> to memref<?xi1>
      %l16 = memref.cast %b_l16_c0 : memref<1xi1> to memref<?xi1>
      %l17 = memref.cast %b_l17_c0 : memref<1xi1> to memref<?xi1>
      %l18 = memref.cast %b_l18_c0 : memref<1xi64> to memref<?xi64>
      %l19 = memref.cast %b_l19_c0 : memref<1xi1> to memref<?xi1>
      %l20 = memref.cast %b_l20_c0 : memref<1xi64> to memref<?xi64>
      %l21 = memref.cast %b_l21_c0 : memref<1xi1> to memref<?xi1>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi1> to memref<?xi1>
      %l24 = memref.cast %b_l24_c0 : memref<1xi64> to memref<?xi64>
      %l25 = memref.cast %b_l25_c0 : memref<1xi1> to memref<?xi1>
      %l26 = memref.cast %b_l26_c0 : memref<1xf32> to memref<?xf32>
      %l27 = memref.cast %b_l27_c0 : memref<1xf32> to memref<?xf32>
      %l28 = memref.cast %b_l28_c0 : memref<1xf32> to memref<?xf32>
      %l29 = memref.cast %b_l29_c0 : memref<1xf32> to memref<?xf32>
      %l30 = memref.cast %b_l30_c0 : memref<1xf32> to memref<?xf32>
      %l31 = memref.cast %b_l31_c0 : memref<1xf32> to memref<?xf32>
      %l32 = memref.cast %b_l32_c0 : memref<1xf32> to memref<?xf32>
      %l33 = memref.cast %b_l33_c0 : memref<1xf32> to memref<?xf32>
      %l34 = memref.cast %b_l34_c0 : memref<1xf32> to memref<?xf32>
      %l35 = memref.cast %b_l35_c0 : memref<1xf32> to memref<?xf32>
      %l36 = memref.cast %b_l36_c0 : memref<1xf32> to memref<?xf32>
      %l37 = memref.cast %b_l37_c0 : memref<1xf32> to memref<?xf32>
      %l38 = memref.cast %b_l38_c0 : memref<1xf32> to memref<?xf32>
      %l39 = memref.cast %b_l39_c0 : memref<1xf32> to memref<?xf32>
      %l40 = memref.cast %b_l40_c0 : memref<1xf32> to memref<?xf32>
      %l41 = memref.cast %b_l41_c0 : memref<1xf32> to memref<?xf32>
      %l42 = memref.cast %b_l42_c0 : memref<1xi64> to memref<?xi64>
      %l43 = memref.cast %b_l43_c0 : memref<1xi64> to memref<?xi64>
      %l44 = memref.cast %b_l44_c0 : memref<1xi64> to memref<?xi64>
      %l45 = memref.cast %b_l45_c0 : memref<1xi1> to memref<?xi1>
      %l46 = memref.cast %b_l46_c0 : memref<1xi64> to memref<?xi64>
      %l47 = memref.cast %b_l47_c0 : memref<1xi1> to memref<?xi1>
      %l48 = memref.cast %b_l48_c0 : memref<1xf32> to memref<?xf32>
      %l49 = memref.cast %b_l49_c0 : memref<1xf32> to memref<?xf32>
      %l50 = memref.cast %b_l50_c0 : memref<1xf32> to memref<?xf32>
      %l51 = memref.cast %b_l51_c0 : memref<1xf32> to memref<?xf32>
      %l52 = memref.cast %b_l52_c0 : memref<1xi1> to memref<?xi1>
      %l53 = memref.cast %b_l53_c0 : memref<1xf32> to memref<?xf32>
      %l55 = memref.cast %b_l55_c0 : memref<1xi64> to memref<?xi64>
      %l56 = memref.cast %b_l56_c0 : memref<1xi1> to memref<?xi1>
      %l57 = memref.cast %b_l57_c0 : memref<1xi64> to memref<?xi64>
      %l58 = memref.cast %b_l58_c0 : memref<1xi64> to memref<?xi64>
      %l59 = memref.cast %b_l59_c0 : memref<1xi64> to memref<?xi64>
      %l60 = memref.cast %b_l60_c0 : memref<1xi1> to memref<?xi1>
      %l61 = memref.cast %b_l61_c0 : memref<1xi1> to memref<?xi1>
      %l62 = memref.cast %b_l62_c0 : memref<1xf32> to memref<?xf32>
      %l63 = memref.cast %b_l63_c0 : memref<1xf32> to memref<?xf32>
      %l64 = memref.cast %b_l64_c0 : memref<1xf32> to memref<?xf32>
      %l65 = memref.cast %b_l65_c0 : memref<1xi64> to memref<?xi64>
      %l66 = memref.cast %b_l66_c0 : memref<1xi1> to memref<?xi1>
      %l67 = memref.cast %b_l67_c0 : memref<1xi64> to memref<?xi64>
      %l68 = memref.cast %b_l68_c0 : memref<1xi1> to memref<?xi1>
      %l69 = memref.cast %b_l69_c0 : memref<1xf32> to memref<?xf32>
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
        %v_in0 = memref.view %raw_in[%o_in0][] : memref<12328xi8> to memref<1024xf32>
        %p0 = memref.cast %v_in0 : memref<1024xf32> to memref<?xf32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 18: ^bb18, 24: ^bb24]
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
                %v11 = memref.load %ls1[%lane] : memref<?xi64>
                %v12 = memref.load %l2[%k0] : memref<?xi64>
                %v13 = arith.muli %v11, %v12 : i64
                memref.store %v13, %l3[%k0] : memref<?xi64>
                %v14 = arith.constant 0x00000000 : f32
                memref.store %v14, %l4[%k0] : memref<?xf32>
                %v15 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v15, %l5[%k0] : memref<?xi64>
                cf.br ^bb3
              ^bb3:
                %v16 = memref.load %l5[%k0] : memref<?xi64>
                memref.store %v16, %l6[%k0] : memref<?xi64>
                %v17 = memref.load %l6[%k0] : memref<?xi64>
                %v18 = arith.constant 256 : i64
                %v19 = arith.addi %v17, %v18 : i64
                memref.store %v19, %l7[%k0] : memref<?xi64>
                %v20 = memref.load %l7[%k0] : memref<?xi64>
                %v21 = arith.constant 256 : i64
                %v22 = arith.addi %v20, %v21 : i64
                memref.store %v22, %l8[%k0] : memref<?xi64>
                %v23 = memref.load %l8[%k0] : memref<?xi64>
                %v24 = arith.constant 256 : i64
                %v25 = arith.addi %v23, %v24 : i64
                memref.store %v25, %l9[%k0] : memref<?xi64>
                %v26 = memref.load %l3[%k0] : memref<?xi64>
                %v27 = memref.load %l6[%k0] : memref<?xi64>
                %v28 = arith.addi %v26, %v27 : i64
                memref.store %v28, %l10[%k0] : memref<?xi64>
                %v29 = memref.load %l10[%k0] : memref<?xi64>
                %v30 = arith.constant 256 : i64
                %v31 = arith.addi %v29, %v30 : i64
                memref.store %v31, %l11[%k0] : memref<?xi64>
                %v32 = memref.load %l11[%k0] : memref<?xi64>
                %v33 = arith.constant 256 : i64
                %v34 = arith.addi %v32, %v33 : i64
                memref.store %v34, %l12[%k0] : memref<?xi64>
                %v35 = memref.load %l12[%k0] : memref<?xi64>
                %v36 = arith.constant 256 : i64
                %v37 = arith.addi %v35, %v36 : i64
                memref.store %v37, %l13[%k0] : memref<?xi64>
                %v38 = memref.load %l9[%k0] : memref<?xi64>
                %v39 = memref.load %l2[%k0] : memref<?xi64>
                %v40 = arith.cmpi ult, %v38, %v39 : i64
                memref.store %v40, %l14[%k0] : memref<?xi1>
                %v41 = memref.load %l14[%k0] : memref<?xi1>
                cf.cond_br %v41, ^bb4, ^bb12
              ^bb4:
                %v42 = memref.load %l6[%k0] : memref<?xi64>
                %v43 = memref.load %l2[%k0] : memref<?xi64>
                %v44 = arith.cmpi ult, %v42, %v43 : i64
                memref.store %v44, %l15[%k0] : memref<?xi1>
                %v45 = memref.load %l15[%k0] : memref<?xi1>
                cf.cond_br %v45, ^bb5, ^bb12
              ^bb5:
                %v46 = memref.load %l7[%k0] : memref<?xi64>
                %v47 = memref.load %l2[%k0] : memref<?xi64>
                %v48 = arith.cmpi ult, %v46, %v47 : i64
                memref.store %v48, %l16[%k0] : memref<?xi1>
                %v49 = memref.load %l16[%k0] : memref<?xi1>
                cf.cond_br %v49, ^bb6, ^bb12
              ^bb6:
                %v50 = memref.load %l8[%k0] : memref<?xi64>
                %v51 = memref.load %l2[%k0] : memref<?xi64>
                %v52 = arith.cmpi ult, %v50, %v51 : i64
                memref.store %v52, %l17[%k0] : memref<?xi1>
                %v53 = memref.load %l17[%k0] : memref<?xi1>
                cf.cond_br %v53, ^bb7, ^bb12
              ^bb7:
                %v54 = arith.index_cast %n0 : index to i64
                memref.store %v54, %l18[%k0] : memref<?xi64>
                %v55 = memref.load %l10[%k0] : memref<?xi64>
                %v56 = memref.load %l18[%k0] : memref<?xi64>
                %v57 = arith.cmpi ult, %v55, %v56 : i64
                memref.store %v57, %l19[%k0] : memref<?xi1>
                %v58 = memref.load %l19[%k0] : memref<?xi1>
                cf.cond_br %v58, ^bb8, ^bb12
              ^bb8:
                %v59 = arith.index_cast %n0 : index to i64
                memref.store %v59, %l20[%k0] : memref<?xi64>
                %v60 = memref.load %l11[%k0] : memref<?xi64>
                %v61 = memref.load %l20[%k0] : memref<?xi64>
                %v62 = arith.cmpi ult, %v60, %v61 : i64
                memref.store %v62, %l21[%k0] : memref<?xi1>
                %v63 = memref.load %l21[%k0] : memref<?xi1>
                cf.cond_br %v63, ^bb9, ^bb12
              ^bb9:
                %v64 = arith.index_cast %n0 : index to i64
                memref.store %v64, %l22[%k0] : memref<?xi64>
                %v65 = memref.load %l12[%k0] : memref<?xi64>
                %v66 = memref.load %l22[%k0] : memref<?xi64>
                %v67 = arith.cmpi ult, %v65, %v66 : i64
                memref.store %v67, %l23[%k0] : memref<?xi1>
                %v68 = memref.load %l23[%k0] : memref<?xi1>
                cf.cond_br %v68, ^bb10, ^bb12
              ^bb10:
                %v69 = arith.index_cast %n0 : index to i64
                memref.store %v69, %l24[%k0] : memref<?xi64>
                %v70 = memref.load %l13[%k0] : memref<?xi64>
                %v71 = memref.load %l24[%k0] : memref<?xi64>
                %v72 = arith.cmpi ult, %v70, %v71 : i64
                memref.store %v72, %l25[%k0] : memref<?xi1>
                %v73 = memref.load %l25[%k0] : memref<?xi1>
                cf.cond_br %v73, ^bb11, ^bb12
              ^bb11:
                %v74 = memref.load %l10[%k0] : memref<?xi64>
                %v75 = arith.index_cast %v74 : i64 to index
                %v76 = memref.load %p0[%v75] : memref<?xf32>
                memref.store %v76, %l26[%k0] : memref<?xf32>
                %v77 = memref.load %l6[%k0] : memref<?xi64>
                %v78 = arith.index_cast %v77 : i64 to index
                %v79 = memref.load %p1[%v78] : memref<?xf32>
                memref.store %v79, %l27[%k0] : memref<?xf32>
                %v80 = memref.load %l26[%k0] : memref<?xf32>
                %v81 = memref.load %l27[%k0] : memref<?xf32>
                %v82 = arith.mulf %v80, %v81 : f32
                memref.store %v82, %l28[%k0] : memref<?xf32>
                %v83 = memref.load %l11[%k0] : memref<?xi64>
                %v84 = arith.index_cast %v83 : i64 to index
                %v85 = memref.load %p0[%v84] : memref<?xf32>
                memref.store %v85, %l29[%k0] : memref<?xf32>
                %v86 = memref.load %l7[%k0] : memref<?xi64>
                %v87 = arith.index_cast %v86 : i64 to index
                %v88 = memref.load %p1[%v87] : memref<?xf32>
                memref.store %v88, %l30[%k0] : memref<?xf32>
                %v89 = memref.load %l29[%k0] : memref<?xf32>
                %v90 = memref.load %l30[%k0] : memref<?xf32>
                %v91 = arith.mulf %v89, %v90 : f32
                memref.store %v91, %l31[%k0] : memref<?xf32>
                %v92 = memref.load %l12[%k0] : memref<?xi64>
                %v93 = arith.index_cast %v92 : i64 to index
                %v94 = memref.load %p0[%v93] : memref<?xf32>
                memref.store %v94, %l32[%k0] : memref<?xf32>
                %v95 = memref.load %l8[%k0] : memref<?xi64>
                %v96 = arith.index_cast %v95 : i64 to index
                %v97 = memref.load %p1[%v96] : memref<?xf32>
                memref.store %v97, %l33[%k0] : memref<?xf32>
                %v98 = memref.load %l32[%k0] : memref<?xf32>
                %v99 = memref.load %l33[%k0] : memref<?xf32>
                %v100 = arith.mulf %v98, %v99 : f32
                memref.store %v100, %l34[%k0] : memref<?xf32>
                %v101 = memref.load %l13[%k0] : memref<?xi64>
                %v102 = arith.index_cast %v101 : i64 to index
                %v103 = memref.load %p0[%v102] : memref<?xf32>
                memref.store %v103, %l35[%k0] : memref<?xf32>
                %v104 = memref.load %l9[%k0] : memref<?xi64>
                %v105 = arith.index_cast %v104 : i64 to index
                %v106 = memref.load %p1[%v105] : memref<?xf32>
                memref.store %v106, %l36[%k0] : memref<?xf32>
                %v107 = memref.load %l35[%k0] : memref<?xf32>
                %v108 = memref.load %l36[%k0] : memref<?xf32>
                %v109 = arith.mulf %v107, %v108 : f32
                memref.store %v109, %l37[%k0] : memref<?xf32>
                %v110 = memref.load %l4[%k0] : memref<?xf32>
                memref.store %v110, %l38[%k0] : memref<?xf32>
                %v111 = memref.load %l38[%k0] : memref<?xf32>
                %v112 = memref.load %l28[%k0] : memref<?xf32>
                %v113 = arith.addf %v111, %v112 : f32
                memref.store %v113, %l4[%k0] : memref<?xf32>
                %v114 = memref.load %l4[%k0] : memref<?xf32>
                memref.store %v114, %l39[%k0] : memref<?xf32>
                %v115 = memref.load %l39[%k0] : memref<?xf32>
                %v116 = memref.load %l31[%k0] : memref<?xf32>
                %v117 = arith.addf %v115, %v116 : f32
                memref.store %v117, %l4[%k0] : memref<?xf32>
                %v118 = memref.load %l4[%k0] : memref<?xf32>
                memref.store %v118, %l40[%k0] : memref<?xf32>
                %v119 = memref.load %l40[%k0] : memref<?xf32>
                %v120 = memref.load %l34[%k0] : memref<?xf32>
                %v121 = arith.addf %v119, %v120 : f32
                memref.store %v121, %l4[%k0] : memref<?xf32>
                %v122 = memref.load %l4[%k0] : memref<?xf32>
                memref.store %v122, %l41[%k0] : memref<?xf32>
                %v123 = memref.load %l41[%k0] : memref<?xf32>
                %v124 = memref.load %l37[%k0] : memref<?xf32>
                %v125 = arith.addf %v123, %v124 : f32
                memref.store %v125, %l4[%k0] : memref<?xf32>
                %v126 = arith.constant 4 : i64
                %v127 = arith.constant 256 : i64
                %v128 = arith.muli %v126, %v127 : i64
                memref.store %v128, %l42[%k0] : memref<?xi64>
                %v129 = memref.load %l6[%k0] : memref<?xi64>
                %v130 = memref.load %l42[%k0] : memref<?xi64>
                %v131 = arith.addi %v129, %v130 : i64
                memref.store %v131, %l5[%k0] : memref<?xi64>
                cf.br ^bb3
              ^bb12:
                %v132 = memref.load %l5[%k0] : memref<?xi64>
                memref.store %v132, %l43[%k0] : memref<?xi64>
                %v133 = memref.load %l3[%k0] : memref<?xi64>
                %v134 = memref.load %l43[%k0] : memref<?xi64>
                %v135 = arith.addi %v133, %v134 : i64
                memref.store %v135, %l44[%k0] : memref<?xi64>
                %v136 = memref.load %l43[%k0] : memref<?xi64>
                %v137 = memref.load %l2[%k0] : memref<?xi64>
                %v138 = arith.cmpi ult, %v136, %v137 : i64
                memref.store %v138, %l45[%k0] : memref<?xi1>
                %v139 = memref.load %l45[%k0] : memref<?xi1>
                cf.cond_br %v139, ^bb13, ^bb15
              ^bb13:
                %v140 = arith.index_cast %n0 : index to i64
                memref.store %v140, %l46[%k0] : memref<?xi64>
                %v141 = memref.load %l44[%k0] : memref<?xi64>
                %v142 = memref.load %l46[%k0] : memref<?xi64>
                %v143 = arith.cmpi ult, %v141, %v142 : i64
                memref.store %v143, %l47[%k0] : memref<?xi1>
                %v144 = memref.load %l47[%k0] : memref<?xi1>
                cf.cond_br %v144, ^bb14, ^bb15
              ^bb14:
                %v145 = memref.load %l4[%k0] : memref<?xf32>
                memref.store %v145, %l48[%k0] : memref<?xf32>
                %v146 = memref.load %l44[%k0] : memref<?xi64>
                %v147 = arith.index_cast %v146 : i64 to index
                %v148 = memref.load %p0[%v147] : memref<?xf32>
                memref.store %v148, %l49[%k0] : memref<?xf32>
                %v149 = memref.load %l43[%k0] : memref<?xi64>
                %v150 = arith.index_cast %v149 : i64 to index
                %v151 = memref.load %p1[%v150] : memref<?xf32>
                memref.store %v151, %l50[%k0] : memref<?xf32>
                %v152 = memref.load %l49[%k0] : memref<?xf32>
                %v153 = memref.load %l50[%k0] : memref<?xf32>
                %v154 = arith.mulf %v152, %v153 : f32
                memref.store %v154, %l51[%k0] : memref<?xf32>
                %v155 = memref.load %l48[%k0] : memref<?xf32>
                %v156 = memref.load %l51[%k0] : memref<?xf32>
                %v157 = arith.addf %v155, %v156 : f32
                memref.store %v157, %l4[%k0] : memref<?xf32>
                %v158 = memref.load %l43[%k0] : memref<?xi64>
                %v159 = arith.constant 256 : i64
                %v160 = arith.addi %v158, %v159 : i64
                memref.store %v160, %l5[%k0] : memref<?xi64>
                cf.br ^bb12
              ^bb15:
                %v161 = memref.load %ls0[%lane] : memref<?xi64>
                %v162 = arith.constant 256 : i64
                %v163 = arith.cmpi ult, %v161, %v162 : i64
                memref.store %v163, %l52[%k0] : memref<?xi1>
                %v164 = memref.load %l52[%k0] : memref<?xi1>
                cf.cond_br %v164, ^bb16, ^bb17
              ^bb16:
                %v165 = memref.load %l4[%k0] : memref<?xf32>
                memref.store %v165, %l53[%k0] : memref<?xf32>
                %v166 = memref.load %ls0[%lane] : memref<?xi64>
                %v167 = arith.index_cast %v166 : i64 to index
                %v168 = memref.load %l53[%k0] : memref<?xf32>
                memref.store %v168, %wg0[%v167] : memref<?xf32>
                cf.br ^bb17
              ^bb17:
                %v169 = arith.constant 18 : i32
                memref.store %v169, %resume[%lane] : memref<?xi32>
                %v170 = arith.constant true
                %v171 = arith.constant 0 : index
                memref.store %v170, %more[%v171] : memref<?xi1>
                cf.br ^exit
              ^bb18:
                %v172 = arith.constant 256 : i64
                %v173 = arith.constant 2 : i64
                %v174 = arith.constant 0 : i64
                %v175 = arith.cmpi eq, %v173, %v174 : i64
                %v176 = arith.constant 1 : i64
                %v177 = arith.select %v175, %v176, %v173 : i64
                %v178 = arith.divui %v172, %v177 : i64
                memref.store %v178, %ls54[%lane] : memref<?xi64>
                cf.br ^bb19
              ^bb19:
                %v179 = memref.load %ls54[%lane] : memref<?xi64>
                memref.store %v179, %l55[%k0] : memref<?xi64>
                %v180 = memref.load %l55[%k0] : memref<?xi64>
                %v181 = arith.constant 0 : i64
                %v182 = arith.cmpi ugt, %v180, %v181 : i64
                memref.store %v182, %l56[%k0] : memref<?xi1>
                %v183 = memref.load %l56[%k0] : memref<?xi1>
                cf.cond_br %v183, ^bb20, ^bb25
              ^bb20:
                %v184 = memref.load %ls54[%lane] : memref<?xi64>
                memref.store %v184, %l57[%k0] : memref<?xi64>
                %v185 = memref.load %ls0[%lane] : memref<?xi64>
                %v186 = memref.load %l57[%k0] : memref<?xi64>
                %v187 = arith.addi %v185, %v186 : i64
                memref.store %v187, %l58[%k0] : memref<?xi64>
                %v188 = memref.load %ls54[%lane] : memref<?xi64>
                memref.store %v188, %l59[%k0] : memref<?xi64>
                %v189 = memref.load %ls0[%lane] : memref<?xi64>
                %v190 = memref.load %l59[%k0] : memref<?xi64>
                %v191 = arith.cmpi ult, %v189, %v190 : i64
                memref.store %v191, %l60[%k0] : memref<?xi1>
                %v192 = memref.load %l60[%k0] : memref<?xi1>
                cf.cond_br %v192, ^bb21, ^bb23
              ^bb21:
                %v193 = memref.load %l58[%k0] : memref<?xi64>
                %v194 = arith.constant 256 : i64
                %v195 = arith.cmpi ult, %v193, %v194 : i64
                memref.store %v195, %l61[%k0] : memref<?xi1>
                %v196 = memref.load %l61[%k0] : memref<?xi1>
                cf.cond_br %v196, ^bb22, ^bb23
              ^bb22:
                %v197 = memref.load %ls0[%lane] : memref<?xi64>
                %v198 = arith.index_cast %v197 : i64 to index
                %v199 = memref.load %wg0[%v198] : memref<?xf32>
                memref.store %v199, %l62[%k0] : memref<?xf32>
                %v200 = memref.load %l58[%k0] : memref<?xi64>
                %v201 = arith.index_cast %v200 : i64 to index
                %v202 = memref.load %wg0[%v201] : memref<?xf32>
                memref.store %v202, %l63[%k0] : memref<?xf32>
                %v203 = memref.load %l62[%k0] : memref<?xf32>
                %v204 = memref.load %l63[%k0] : memref<?xf32>
                %v205 = arith.addf %v203, %v204 : f32
                memref.store %v205, %l64[%k0] : memref<?xf32>
                %v206 = memref.load %ls0[%lane] : memref<?xi64>
                %v207 = arith.index_cast %v206 : i64 to index
                %v208 = memref.load %l64[%k0] : memref<?xf32>
                memref.store %v208, %wg0[%v207] : memref<?xf32>
                cf.br ^bb23
              ^bb23:
                %v209 = arith.constant 24 : i32
                memref.store %v209, %resume[%lane] : memref<?xi32>
                %v210 = arith.constant true
                %v211 = arith.constant 0 : index
                memref.store %v210, %more[%v211] : memref<?xi1>
                cf.br ^exit
              ^bb24:
                %v212 = memref.load %ls54[%lane] : memref<?xi64>
                memref.store %v212, %l65[%k0] : memref<?xi64>
                %v213 = memref.load %l65[%k0] : memref<?xi64>
                %v214 = arith.constant 2 : i64
                %v215 = arith.constant 0 : i64
                %v216 = arith.cmpi eq, %v214, %v215 : i64
                %v217 = arith.constant 1 : i64
                %v218 = arith.select %v216, %v217, %v214 : i64
                %v219 = arith.divui %v213, %v218 : i64
                memref.store %v219, %ls54[%lane] : memref<?xi64>
                cf.br ^bb19
              ^bb25:
                %v220 = memref.load %ls0[%lane] : memref<?xi64>
                %v221 = arith.constant 0 : i64
                %v222 = arith.cmpi eq, %v220, %v221 : i64
                memref.store %v222, %l66[%k0] : memref<?xi1>
                %v223 = memref.load %l66[%k0] : memref<?xi1>
                cf.cond_br %v223, ^bb26, ^bb28
              ^bb26:
                %v224 = arith.index_cast %n2 : index to i64
                memref.store %v224, %l67[%k0] : memref<?xi64>
                %v225 = memref.load %ls1[%lane] : memref<?xi64>
                %v226 = memref.load %l67[%k0] : memref<?xi64>
                %v227 = arith.cmpi ult, %v225, %v226 : i64
                memref.store %v227, %l68[%k0] : memref<?xi1>
                %v228 = memref.load %l68[%k0] : memref<?xi1>
                cf.cond_br %v228, ^bb27, ^bb28
              ^bb27:
                %v229 = arith.constant 0 : i64
                %v230 = arith.index_cast %v229 : i64 to index
                %v231 = memref.load %wg0[%v230] : memref<?xf32>
                memref.store %v231, %l69[%k0] : memref<?xf32>
                %v232 = memref.load %ls1[%lane] : memref<?xi64>
                %v233 = arith.index_cast %v232 : i64 to index
                %v234 = memref.load %l69[%k0] : memref<?xf32>
                memref.store %v234, %p2[%v233] : memref<?xf32>
                cf.br ^bb28
              ^bb28:
                %v235 = arith.constant -1 : i32
                memref.store %v235, %resume[%lane] : memref<?xi32>
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
