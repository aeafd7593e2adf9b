// row_argmax: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
// spellings: mlir_aie=newest: changes up to 2026-07-21 (PR #3364); device npu2_1col = 9, aie.runtime_sequence
// parameters: x: &[f32] x1024 @in+40, shape: &[usize] x1024 @in+4136, out: &mut [u32] x1024 @in+12328/out+0
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
    %b_ls1_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1_c0"} : (index) -> memref<256xi64>
    %b_ls2_c0 = "aie.buffer"(%t_c0) {sym_name = "ls2_c0"} : (index) -> memref<256xi64>
    %b_ls29_c0 = "aie.buffer"(%t_c0) {sym_name = "ls29_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi1>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xf32>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi64>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi1>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi1>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xf32>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi1>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi64>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi64>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi1>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xf32>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi1>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi1>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xf32>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xf32>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi64>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi1>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi64>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi64>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi64>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi1>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi1>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xf32>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xf32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xf32>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xf32>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi64>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xf32>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi1>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi64>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xf32>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi1>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi1>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi1>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi1>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi64>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi1>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi64>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi1>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xf32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi64>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi64>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi64>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi1>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi64>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi32>
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
      %ls1 = memref.cast %b_ls1_c0 : memref<256xi64> to memref<?xi64>
      %ls2 = memref.cast %b_ls2_c0 : memref<256xi64> to memref<?xi64>
      %ls29 = memref.cast %b_ls29_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi1> to memref<?xi1>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xf32> to memref<?xf32>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi64> to memref<?xi64>
      %l15 = memref.cast %b_l15_c0 : memref<1xi1> to memref<?xi1>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi1> to memref<?xi1>
      %l18 = memref.cast %b_l18_c0 : memref<1xf32> to memref<?xf32>
      %l19 = memref.cast %b_l19_c0 : memref<1xi1> to memref<?xi1>
      %l20 = memref.cast %b_l20_c0 : memref<1xi64> to memref<?xi64>
      %l21 = memref.cast %b_l21_c0 : memref<1xi64> to memref<?xi64>
      %l22 = memref.cast %b_l22_c0 : memref<1xi1> to memref<?xi1>
      %l23 = memref.cast %b_l23_c0 : memref<1xf32> to memref<?xf32>
      %l24 = memref.cast %b_l24_c0 : memref<1xi1> to memref<?xi1>
      %l25 = memref.cast %b_l25_c0 : memref<1xi1> to memref<?xi1>
      %l26 = memref.cast %b_l26_c0 : memref<1xf32> to memref<?xf32>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xf32> to memref<?xf32>
      %l30 = memref.cast %b_l30_c0 : memref<1xi64> to memref<?xi64>
      %l31 = memref.cast %b_l31_c0 : memref<1xi1> to memref<?xi1>
      %l32 = memref.cast %b_l32_c0 : memref<1xi64> to memref<?xi64>
      %l33 = memref.cast %b_l33_c0 : memref<1xi64> to memref<?xi64>
      %l34 = memref.cast %b_l34_c0 : memref<1xi64> to memref<?xi64>
      %l35 = memref.cast %b_l35_c0 : memref<1xi1> to memref<?xi1>
      %l36 = memref.cast %b_l36_c0 : memref<1xi1> to memref<?xi1>
      %l37 = memref.cast %b_l37_c0 : memref<1xf32> to memref<?xf32>
      %l38 = memref.cast %b_l38_c0 : memref<1xf32> to memref<?xf32>
      %l39 = memref.cast %b_l39_c0 : memref<1xf32> to memref<?xf32>
      %l40 = memref.cast %b_l40_c0 : memref<1xf32> to memref<?xf32>
      %l41 = memref.cast %b_l41_c0 : memref<1xi64> to memref<?xi64>
      %l42 = memref.cast %b_l42_c0 : memref<1xf32> to memref<?xf32>
      %l43 = memref.cast %b_l43_c0 : memref<1xi1> to memref<?xi1>
      %l44 = memref.cast %b_l44_c0 : memref<1xi64> to memref<?xi64>
      %l45 = memref.cast %b_l45_c0 : memref<1xf32> to memref<?xf32>
      %l46 = memref.cast %b_l46_c0 : memref<1xi1> to memref<?xi1>
      %l47 = memref.cast %b_l47_c0 : memref<1xi1> to memref<?xi1>
      %l48 = memref.cast %b_l48_c0 : memref<1xi1> to memref<?xi1>
      %l49 = memref.cast %b_l49_c0 : memref<1xi1> to memref<?xi1>
      %l50 = memref.cast %b_l50_c0 : memref<1xi64> to memref<?xi64>
      %l51 = memref.cast %b_l51_c0 : memref<1xi1> to memref<?xi1>
      %l52 = memref.cast %b_l52_c0 : memref<1xi64> to memref<?xi64>
      %l53 = memref.cast %b_l53_c0 : memref<1xi1> to memref<?xi1>
      %l54 = memref.cast %b_l54_c0 : memref<1xf32> to memref<?xf32>
      %l55 = memref.cast %b_l55_c0 : memref<1xi64> to memref<?xi64>
      %l56 = memref.cast %b_l56_c0 : memref<1xi64> to memref<?xi64>
      %l57 = memref.cast %b_l57_c0 : memref<1xi64> to memref<?xi64>
      %l58 = memref.cast %b_l58_c0 : memref<1xi1> to memref<?xi1>
      %l59 = memref.cast %b_l59_c0 : memref<1xi64> to memref<?xi64>
      %l60 = memref.cast %b_l60_c0 : memref<1xi32> to memref<?xi32>
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
        %v_in2 = memref.view %raw_in[%o_in2][] : memref<16424xi8> to memref<1024xi32>
        %o_out2 = arith.constant 0 : index
        %v_out2 = memref.view %raw_out[%o_out2][] : memref<4096xi8> to memref<1024xi32>
        scf.for %ci = %c0_p to %n2 step %c1_p {  // initial contents of the in-out buffer
          %cv = memref.load %v_in2[%ci] : memref<1024xi32>
          memref.store %cv, %v_out2[%ci] : memref<1024xi32>
        }
        %p2 = memref.cast %v_out2 : memref<1024xi32> to memref<?xi32>
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
                cf.switch %v8 : i32, [default: ^exit, 0: ^bb0, 15: ^bb15, 26: ^bb26]
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
                %v23 = memref.load %ls1[%lane] : memref<?xi64>
                %v24 = memref.load %l7[%k0] : memref<?xi64>
                %v25 = arith.muli %v23, %v24 : i64
                memref.store %v25, %l8[%k0] : memref<?xi64>
                %v26 = arith.constant 0xFF800000 : f32
                memref.store %v26, %l9[%k0] : memref<?xf32>
                %v27 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v27, %l10[%k0] : memref<?xi64>
                %v28 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v28, %l11[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v29 = memref.load %l11[%k0] : memref<?xi64>
                memref.store %v29, %l12[%k0] : memref<?xi64>
                %v30 = memref.load %l8[%k0] : memref<?xi64>
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
                cf.cond_br %v37, ^bb6, ^bb12
              ^bb6:
                %v38 = arith.index_cast %n0 : index to i64
                memref.store %v38, %l16[%k0] : memref<?xi64>
                %v39 = memref.load %l13[%k0] : memref<?xi64>
                %v40 = memref.load %l16[%k0] : memref<?xi64>
                %v41 = arith.cmpi ult, %v39, %v40 : i64
                memref.store %v41, %l17[%k0] : memref<?xi1>
                %v42 = memref.load %l17[%k0] : memref<?xi1>
                cf.cond_br %v42, ^bb7, ^bb12
              ^bb7:
                %v43 = memref.load %l13[%k0] : memref<?xi64>
                %v44 = arith.index_cast %v43 : i64 to index
                %v45 = memref.load %p0[%v44] : memref<?xf32>
                memref.store %v45, %l18[%k0] : memref<?xf32>
                %v46 = memref.load %l18[%k0] : memref<?xf32>
                %v47 = memref.load %l18[%k0] : memref<?xf32>
                %v48 = arith.cmpf oeq, %v46, %v47 : f32
                memref.store %v48, %l19[%k0] : memref<?xi1>
                %v49 = memref.load %l19[%k0] : memref<?xi1>
                cf.cond_br %v49, ^bb8, ^bb11
              ^bb8:
                %v50 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v50, %l20[%k0] : memref<?xi64>
                %v51 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v51, %l21[%k0] : memref<?xi64>
                %v52 = memref.load %l20[%k0] : memref<?xi64>
                %v53 = memref.load %l21[%k0] : memref<?xi64>
                %v54 = arith.cmpi eq, %v52, %v53 : i64
                memref.store %v54, %l22[%k0] : memref<?xi1>
                %v55 = memref.load %l22[%k0] : memref<?xi1>
                cf.cond_br %v55, ^bb10, ^bb9
              ^bb9:
                %v56 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v56, %l23[%k0] : memref<?xf32>
                %v57 = memref.load %l18[%k0] : memref<?xf32>
                %v58 = memref.load %l23[%k0] : memref<?xf32>
                %v59 = arith.cmpf ogt, %v57, %v58 : f32
                memref.store %v59, %l24[%k0] : memref<?xi1>
                %v60 = memref.load %l24[%k0] : memref<?xi1>
                cf.cond_br %v60, ^bb10, ^bb11
              ^bb10:
                %v61 = memref.load %l18[%k0] : memref<?xf32>
                memref.store %v61, %l9[%k0] : memref<?xf32>
                %v62 = memref.load %l12[%k0] : memref<?xi64>
                memref.store %v62, %l10[%k0] : memref<?xi64>
                cf.br ^bb11
              ^bb11:
                %v63 = memref.load %l12[%k0] : memref<?xi64>
                %v64 = arith.constant 256 : i64
                %v65 = arith.addi %v63, %v64 : i64
                memref.store %v65, %l11[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb12:
                %v66 = memref.load %ls0[%lane] : memref<?xi64>
                %v67 = arith.constant 256 : i64
                %v68 = arith.cmpi ult, %v66, %v67 : i64
                memref.store %v68, %l25[%k0] : memref<?xi1>
                %v69 = memref.load %l25[%k0] : memref<?xi1>
                cf.cond_br %v69, ^bb13, ^bb14
              ^bb13:
                %v70 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v70, %l26[%k0] : memref<?xf32>
                %v71 = memref.load %ls0[%lane] : memref<?xi64>
                %v72 = arith.index_cast %v71 : i64 to index
                %v73 = memref.load %l26[%k0] : memref<?xf32>
                memref.store %v73, %wg0[%v72] : memref<?xf32>
                %v74 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v74, %l27[%k0] : memref<?xi64>
                %v75 = memref.load %l27[%k0] : memref<?xi64>
                %v76 = arith.uitofp %v75 : i64 to f32
                memref.store %v76, %l28[%k0] : memref<?xf32>
                %v77 = memref.load %ls0[%lane] : memref<?xi64>
                %v78 = arith.index_cast %v77 : i64 to index
                %v79 = memref.load %l28[%k0] : memref<?xf32>
                memref.store %v79, %wg1[%v78] : memref<?xf32>
                cf.br ^bb14
              ^bb14:
                %v80 = arith.constant 15 : i32
                memref.store %v80, %resume[%lane] : memref<?xi32>
                %v81 = arith.constant true
                %v82 = arith.constant 0 : index
                memref.store %v81, %more[%v82] : memref<?xi1>
                cf.br ^exit
              ^bb15:
                %v83 = arith.constant 256 : i64
                %v84 = arith.constant 2 : i64
                %v85 = arith.constant 0 : i64
                %v86 = arith.cmpi eq, %v84, %v85 : i64
                %v87 = arith.constant 1 : i64
                %v88 = arith.select %v86, %v87, %v84 : i64
                %v89 = arith.divui %v83, %v88 : i64
                memref.store %v89, %ls29[%lane] : memref<?xi64>
                cf.br ^bb16
              ^bb16:
                %v90 = memref.load %ls29[%lane] : memref<?xi64>
                memref.store %v90, %l30[%k0] : memref<?xi64>
                %v91 = memref.load %l30[%k0] : memref<?xi64>
                %v92 = arith.constant 0 : i64
                %v93 = arith.cmpi ugt, %v91, %v92 : i64
                memref.store %v93, %l31[%k0] : memref<?xi1>
                %v94 = memref.load %l31[%k0] : memref<?xi1>
                cf.cond_br %v94, ^bb17, ^bb27
              ^bb17:
                %v95 = memref.load %ls29[%lane] : memref<?xi64>
                memref.store %v95, %l32[%k0] : memref<?xi64>
                %v96 = memref.load %ls0[%lane] : memref<?xi64>
                %v97 = memref.load %l32[%k0] : memref<?xi64>
                %v98 = arith.addi %v96, %v97 : i64
                memref.store %v98, %l33[%k0] : memref<?xi64>
                %v99 = memref.load %ls29[%lane] : memref<?xi64>
                memref.store %v99, %l34[%k0] : memref<?xi64>
                %v100 = memref.load %ls0[%lane] : memref<?xi64>
                %v101 = memref.load %l34[%k0] : memref<?xi64>
                %v102 = arith.cmpi ult, %v100, %v101 : i64
                memref.store %v102, %l35[%k0] : memref<?xi1>
                %v103 = memref.load %l35[%k0] : memref<?xi1>
                cf.cond_br %v103, ^bb18, ^bb25
              ^bb18:
                %v104 = memref.load %l33[%k0] : memref<?xi64>
                %v105 = arith.constant 256 : i64
                %v106 = arith.cmpi ult, %v104, %v105 : i64
                memref.store %v106, %l36[%k0] : memref<?xi1>
                %v107 = memref.load %l36[%k0] : memref<?xi1>
                cf.cond_br %v107, ^bb19, ^bb25
              ^bb19:
                %v108 = memref.load %ls0[%lane] : memref<?xi64>
                %v109 = arith.index_cast %v108 : i64 to index
                %v110 = memref.load %wg0[%v109] : memref<?xf32>
                memref.store %v110, %l37[%k0] : memref<?xf32>
                %v111 = memref.load %ls0[%lane] : memref<?xi64>
                %v112 = arith.index_cast %v111 : i64 to index
                %v113 = memref.load %wg1[%v112] : memref<?xf32>
                memref.store %v113, %l38[%k0] : memref<?xf32>
                %v114 = memref.load %l33[%k0] : memref<?xi64>
                %v115 = arith.index_cast %v114 : i64 to index
                %v116 = memref.load %wg0[%v115] : memref<?xf32>
                memref.store %v116, %l39[%k0] : memref<?xf32>
                %v117 = memref.load %l33[%k0] : memref<?xi64>
                %v118 = arith.index_cast %v117 : i64 to index
                %v119 = memref.load %wg1[%v118] : memref<?xf32>
                memref.store %v119, %l40[%k0] : memref<?xf32>
                %v120 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v120, %l41[%k0] : memref<?xi64>
                %v121 = memref.load %l41[%k0] : memref<?xi64>
                %v122 = arith.uitofp %v121 : i64 to f32
                memref.store %v122, %l42[%k0] : memref<?xf32>
                %v123 = memref.load %l40[%k0] : memref<?xf32>
                %v124 = memref.load %l42[%k0] : memref<?xf32>
                %v125 = arith.cmpf olt, %v123, %v124 : f32
                memref.store %v125, %l43[%k0] : memref<?xi1>
                %v126 = memref.load %l43[%k0] : memref<?xi1>
                cf.cond_br %v126, ^bb20, ^bb25
              ^bb20:
                %v127 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v127, %l44[%k0] : memref<?xi64>
                %v128 = memref.load %l44[%k0] : memref<?xi64>
                %v129 = arith.uitofp %v128 : i64 to f32
                memref.store %v129, %l45[%k0] : memref<?xf32>
                %v130 = memref.load %l38[%k0] : memref<?xf32>
                %v131 = memref.load %l45[%k0] : memref<?xf32>
                %v132 = arith.cmpf oeq, %v130, %v131 : f32
                memref.store %v132, %l46[%k0] : memref<?xi1>
                %v133 = memref.load %l46[%k0] : memref<?xi1>
                cf.cond_br %v133, ^bb24, ^bb21
              ^bb21:
                %v134 = memref.load %l39[%k0] : memref<?xf32>
                %v135 = memref.load %l37[%k0] : memref<?xf32>
                %v136 = arith.cmpf ogt, %v134, %v135 : f32
                memref.store %v136, %l47[%k0] : memref<?xi1>
                %v137 = memref.load %l47[%k0] : memref<?xi1>
                cf.cond_br %v137, ^bb24, ^bb22
              ^bb22:
                %v138 = memref.load %l39[%k0] : memref<?xf32>
                %v139 = memref.load %l37[%k0] : memref<?xf32>
                %v140 = arith.cmpf oeq, %v138, %v139 : f32
                memref.store %v140, %l48[%k0] : memref<?xi1>
                %v141 = memref.load %l48[%k0] : memref<?xi1>
                cf.cond_br %v141, ^bb23, ^bb25
              ^bb23:
                %v142 = memref.load %l40[%k0] : memref<?xf32>
                %v143 = memref.load %l38[%k0] : memref<?xf32>
                %v144 = arith.cmpf olt, %v142, %v143 : f32
                memref.store %v144, %l49[%k0] : memref<?xi1>
                %v145 = memref.load %l49[%k0] : memref<?xi1>
                cf.cond_br %v145, ^bb24, ^bb25
              ^bb24:
                %v146 = memref.load %ls0[%lane] : memref<?xi64>
                %v147 = arith.index_cast %v146 : i64 to index
                %v148 = memref.load %l39[%k0] : memref<?xf32>
                memref.store %v148, %wg0[%v147] : memref<?xf32>
                %v149 = memref.load %ls0[%lane] : memref<?xi64>
                %v150 = arith.index_cast %v149 : i64 to index
                %v151 = memref.load %l40[%k0] : memref<?xf32>
                memref.store %v151, %wg1[%v150] : memref<?xf32>
                cf.br ^bb25
              ^bb25:
                %v152 = arith.constant 26 : i32
                memref.store %v152, %resume[%lane] : memref<?xi32>
                %v153 = arith.constant true
                %v154 = arith.constant 0 : index
                memref.store %v153, %more[%v154] : memref<?xi1>
                cf.br ^exit
              ^bb26:
                %v155 = memref.load %ls29[%lane] : memref<?xi64>
                memref.store %v155, %l50[%k0] : memref<?xi64>
                %v156 = memref.load %l50[%k0] : memref<?xi64>
                %v157 = arith.constant 2 : i64
                %v158 = arith.constant 0 : i64
                %v159 = arith.cmpi eq, %v157, %v158 : i64
                %v160 = arith.constant 1 : i64
                %v161 = arith.select %v159, %v160, %v157 : i64
                %v162 = arith.divui %v156, %v161 : i64
                memref.store %v162, %ls29[%lane] : memref<?xi64>
                cf.br ^bb16
              ^bb27:
                %v163 = memref.load %ls0[%lane] : memref<?xi64>
                %v164 = arith.constant 0 : i64
                %v165 = arith.cmpi eq, %v163, %v164 : i64
                memref.store %v165, %l51[%k0] : memref<?xi1>
                %v166 = memref.load %l51[%k0] : memref<?xi1>
                cf.cond_br %v166, ^bb28, ^bb32
              ^bb28:
                %v167 = arith.index_cast %n2 : index to i64
                memref.store %v167, %l52[%k0] : memref<?xi64>
                %v168 = memref.load %ls1[%lane] : memref<?xi64>
                %v169 = memref.load %l52[%k0] : memref<?xi64>
                %v170 = arith.cmpi ult, %v168, %v169 : i64
                memref.store %v170, %l53[%k0] : memref<?xi1>
                %v171 = memref.load %l53[%k0] : memref<?xi1>
                cf.cond_br %v171, ^bb29, ^bb32
              ^bb29:
                %v172 = arith.constant 0 : i64
                %v173 = arith.index_cast %v172 : i64 to index
                %v174 = memref.load %wg1[%v173] : memref<?xf32>
                memref.store %v174, %l54[%k0] : memref<?xf32>
                %v175 = memref.load %l54[%k0] : memref<?xf32>
                %v176 = arith.cmpf uno, %v175, %v175 : f32
                %v177 = arith.constant 0x5F800000 : f32
                %v178 = arith.cmpf oge, %v175, %v177 : f32
                %v179 = arith.constant 0x00000000 : f32
                %v180 = arith.cmpf olt, %v175, %v179 : f32
                %v181 = arith.ori %v176, %v178 : i1
                %v182 = arith.ori %v181, %v180 : i1
                %v183 = arith.constant 0x00000000 : f32
                %v184 = arith.select %v182, %v183, %v175 : f32
                %v185 = arith.constant 0x2F800000 : f32
                %v186 = arith.mulf %v184, %v185 : f32
                %v187 = arith.fptoui %v186 : f32 to i32
                %v188 = arith.uitofp %v187 : i32 to f32
                %v189 = arith.constant 0x4F800000 : f32
                %v190 = arith.mulf %v188, %v189 : f32
                %v191 = arith.subf %v184, %v190 : f32
                %v192 = arith.fptoui %v191 : f32 to i32
                %v193 = arith.extui %v187 : i32 to i64
                %v194 = arith.constant 32 : i64
                %v195 = arith.shli %v193, %v194 : i64
                %v196 = arith.extui %v192 : i32 to i64
                %v197 = arith.ori %v195, %v196 : i64
                %v198 = arith.constant -1 : i64
                %v199 = arith.select %v178, %v198, %v197 : i64
                %v200 = arith.constant 0 : i64
                %v201 = arith.select %v180, %v200, %v199 : i64
                %v202 = arith.constant 0 : i64
                %v203 = arith.select %v176, %v202, %v201 : i64
                memref.store %v203, %l55[%k0] : memref<?xi64>
                %v204 = memref.load %l55[%k0] : memref<?xi64>
                memref.store %v204, %l56[%k0] : memref<?xi64>
                %v205 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v205, %l57[%k0] : memref<?xi64>
                %v206 = memref.load %l56[%k0] : memref<?xi64>
                %v207 = memref.load %l57[%k0] : memref<?xi64>
                %v208 = arith.cmpi uge, %v206, %v207 : i64
                memref.store %v208, %l58[%k0] : memref<?xi1>
                %v209 = memref.load %l58[%k0] : memref<?xi1>
                cf.cond_br %v209, ^bb30, ^bb31
              ^bb30:
                %v210 = arith.constant 0 : i64
                memref.store %v210, %l55[%k0] : memref<?xi64>
                cf.br ^bb31
              ^bb31:
                %v211 = memref.load %l55[%k0] : memref<?xi64>
                memref.store %v211, %l59[%k0] : memref<?xi64>
                %v212 = memref.load %l59[%k0] : memref<?xi64>
                %v213 = arith.trunci %v212 : i64 to i32
                memref.store %v213, %l60[%k0] : memref<?xi32>
                %v214 = memref.load %ls1[%lane] : memref<?xi64>
                %v215 = arith.index_cast %v214 : i64 to index
                %v216 = memref.load %l60[%k0] : memref<?xi32>
                memref.store %v216, %p2[%v215] : memref<?xi32>
                cf.br ^bb32
              ^bb32:
                %v217 = arith.constant -1 : i32
                memref.store %v217, %resume[%lane] : memref<?xi32>
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
