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
    %b_wg0_c0 = "aie.buffer"(%t_c0) {sym_name = "wg0_c0"} : (index) -> memref<64xf32>
    %b_wg1_c0 = "aie.buffer"(%t_c0) {sym_name = "wg1_c0"} : (index) -> memref<64xf32>
    %b_ls0_c0 = "aie.buffer"(%t_c0) {sym_name = "ls0_c0"} : (index) -> memref<64xi64>
    %b_ls1_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1_c0"} : (index) -> memref<64xi64>
    %b_ls2_c0 = "aie.buffer"(%t_c0) {sym_name = "ls2_c0"} : (index) -> memref<64xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<64xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi1>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xf32>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi1>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi64>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi64>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi1>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xf32>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi64>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi64>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi1>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xf32>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi1>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi64>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi64>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi1>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xf32>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi64>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xf32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi1>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xf32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi64>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi64>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi64>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi64>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi1>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi64>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi1>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xf32>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xf32>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi64>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi64>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi1>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi64>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi64>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi1>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xf32>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi1>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xf32>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi1>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi64>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi1>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi64>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi1>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi64>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %wg0 = memref.cast %b_wg0_c0 : memref<64xf32> to memref<?xf32>
      %wg1 = memref.cast %b_wg1_c0 : memref<64xf32> to memref<?xf32>
      %ls0 = memref.cast %b_ls0_c0 : memref<64xi64> to memref<?xi64>
      %ls1 = memref.cast %b_ls1_c0 : memref<64xi64> to memref<?xi64>
      %ls2 = memref.cast %b_ls2_c0 : memref<64xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<64xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi1> to memref<?xi1>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xf32> to memref<?xf32>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi1> to memref<?xi1>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi64> to memref<?xi64>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi64> to memref<?xi64>
      %l18 = memref.cast %b_l18_c0 : memref<1xi1> to memref<?xi1>
      %l19 = memref.cast %b_l19_c0 : memref<1xf32> to memref<?xf32>
      %l20 = memref.cast %b_l20_c0 : memref<1xi64> to memref<?xi64>
      %l21 = memref.cast %b_l21_c0 : memref<1xi64> to memref<?xi64>
      %l22 = memref.cast %b_l22_c0 : memref<1xi1> to memref<?xi1>
      %l23 = memref.cast %b_l23_c0 : memref<1xf32> to memref<?xf32>
      %l24 = memref.cast %b_l24_c0 : memref<1xi1> to memref<?xi1>
      %l25 = memref.cast %b_l25_c0 : memref<1xi64> to memref<?xi64>
      %l26 = memref.cast %b_l26_c0 : memref<1xi64> to memref<?xi64>
      %l27 = memref.cast %b_l27_c0 : memref<1xi1> to memref<?xi1>
      %l28 = memref.cast %b_l28_c0 : memref<1xf32> to memref<?xf32>
      %l29 = memref.cast %b_l29_c0 : memref<1xi64> to memref<?xi64>
      %l30 = memref.cast %b_l30_c0 : memref<1xf32> to memref<?xf32>
      %l31 = memref.cast %b_l31_c0 : memref<1xi1> to memref<?xi1>
      %l32 = memref.cast %b_l32_c0 : memref<1xf32> to memref<?xf32>
      %l33 = memref.cast %b_l33_c0 : memref<1xi64> to memref<?xi64>
      %l34 = memref.cast %b_l34_c0 : memref<1xi64> to memref<?xi64>
      %l35 = memref.cast %b_l35_c0 : memref<1xi64> to memref<?xi64>
      %l36 = memref.cast %b_l36_c0 : memref<1xi64> to memref<?xi64>
      %l37 = memref.cast %b_l37_c0 : memref<1xi1> to memref<?xi1>
      %l38 = memref.cast %b_l38_c0 : memref<1xi64> to memref<?xi64>
      %l39 = memref.cast %b_l39_c0 : memref<1xi1> to memref<?xi1>
      %l40 = memref.cast %b_l40_c0 : memref<1xf32> to memref<?xf32>
      %l41 = memref.cast %b_l41_c0 : memref<1xf32> to memref<?xf32>
      %l42 = memref.cast %b_l42_c0 : memref<1xi64> to memref<?xi64>
      %l43 = memref.cast %b_l43_c0 : memref<1xi64> to memref<?xi64>
      %l44 = memref.cast %b_l44_c0 : memref<1xi1> to memref<?xi1>
      %l45 = memref.cast %b_l45_c0 : memref<1xi64> to memref<?xi64>
      %l46 = memref.cast %b_l46_c0 : memref<1xi64> to memref<?xi64>
      %l47 = memref.cast %b_l47_c0 : memref<1xi1> to memref<?xi1>
      %l48 = memref.cast %b_l48_c0 : memref<1xf32> to memref<?xf32>
      %l49 = memref.cast %b_l49_c0 : memref<1xi1> to memref<?xi1>
      %l50 = memref.cast %b_l50_c0 : memref<1xf32> to memref<?xf32>
      %l51 = memref.cast %b_l51_c0 : memref<1xi1> to memref<?xi1>
      %l52 = memref.cast %b_l52_c0 : memref<1xi64> to memref<?xi64>
      %l53 = memref.cast %b_l53_c0 : memref<1xi1> to memref<?xi1>
      %l54 = memref.cast %b_l54_c0 : memref<1xi64> to memref<?xi64>
      %l55 = memref.cast %b_l55_c0 : memref<1xi1> to memref<?xi1>
      %l56 = memref.cast %b_l56_c0 : memref<1xi64> to memref<?xi64>
      %l57 = memref.cast %b_l57_c0 : memref<1xi32> to memref<?xi32>
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %kW = arith.constant 64 : index
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
          %v2 = arith.constant 64 : index
          scf.for %zi = %k0 to %v2 step %k1 {
            memref.store %v1, %wg0[%zi] : memref<?xf32>
          }
          %v3 = arith.constant 64 : index
          scf.for %zi = %k0 to %v3 step %k1 {
            memref.store %v1, %wg1[%zi] : memref<?xf32>
          }
          %v4 = arith.constant 0 : i32
          %v5 = arith.constant 64 : index
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
                cf.switch %v8 : i32, [default: ^exit, 0: ^bb0, 14: ^bb14]
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
                %v22 = arith.constant 0xFF800000 : f32
                memref.store %v22, %l7[%k0] : memref<?xf32>
                %v23 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v23, %l8[%k0] : memref<?xi64>
                %v24 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v24, %l9[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v25 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v25, %l10[%k0] : memref<?xi64>
                %v26 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v26, %l11[%k0] : memref<?xi64>
                %v27 = memref.load %l10[%k0] : memref<?xi64>
                %v28 = memref.load %l11[%k0] : memref<?xi64>
                %v29 = arith.cmpi ult, %v27, %v28 : i64
                memref.store %v29, %l12[%k0] : memref<?xi1>
                %v30 = memref.load %l12[%k0] : memref<?xi1>
                cf.cond_br %v30, ^bb6, ^bb11
              ^bb6:
                %v31 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v31, %l13[%k0] : memref<?xi64>
                %v32 = memref.load %ls1[%lane] : memref<?xi64>
                %v33 = memref.load %l13[%k0] : memref<?xi64>
                %v34 = arith.muli %v32, %v33 : i64
                memref.store %v34, %l14[%k0] : memref<?xi64>
                %v35 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v35, %l15[%k0] : memref<?xi64>
                %v36 = memref.load %l14[%k0] : memref<?xi64>
                %v37 = memref.load %l15[%k0] : memref<?xi64>
                %v38 = arith.addi %v36, %v37 : i64
                memref.store %v38, %l16[%k0] : memref<?xi64>
                %v39 = arith.index_cast %n0 : index to i64
                memref.store %v39, %l17[%k0] : memref<?xi64>
                %v40 = memref.load %l16[%k0] : memref<?xi64>
                %v41 = memref.load %l17[%k0] : memref<?xi64>
                %v42 = arith.cmpi ult, %v40, %v41 : i64
                memref.store %v42, %l18[%k0] : memref<?xi1>
                %v43 = memref.load %l18[%k0] : memref<?xi1>
                cf.cond_br %v43, ^bb7, ^bb10
              ^bb7:
                %v44 = memref.load %l16[%k0] : memref<?xi64>
                %v45 = arith.index_cast %v44 : i64 to index
                %v46 = memref.load %p0[%v45] : memref<?xf32>
                memref.store %v46, %l19[%k0] : memref<?xf32>
                %v47 = memref.load %l8[%k0] : memref<?xi64>
                memref.store %v47, %l20[%k0] : memref<?xi64>
                %v48 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v48, %l21[%k0] : memref<?xi64>
                %v49 = memref.load %l20[%k0] : memref<?xi64>
                %v50 = memref.load %l21[%k0] : memref<?xi64>
                %v51 = arith.cmpi eq, %v49, %v50 : i64
                memref.store %v51, %l22[%k0] : memref<?xi1>
                %v52 = memref.load %l22[%k0] : memref<?xi1>
                cf.cond_br %v52, ^bb9, ^bb8
              ^bb8:
                %v53 = memref.load %l7[%k0] : memref<?xf32>
                memref.store %v53, %l23[%k0] : memref<?xf32>
                %v54 = memref.load %l19[%k0] : memref<?xf32>
                %v55 = memref.load %l23[%k0] : memref<?xf32>
                %v56 = arith.cmpf ogt, %v54, %v55 : f32
                memref.store %v56, %l24[%k0] : memref<?xi1>
                %v57 = memref.load %l24[%k0] : memref<?xi1>
                cf.cond_br %v57, ^bb9, ^bb10
              ^bb9:
                %v58 = memref.load %l19[%k0] : memref<?xf32>
                memref.store %v58, %l7[%k0] : memref<?xf32>
                %v59 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v59, %l25[%k0] : memref<?xi64>
                %v60 = memref.load %l25[%k0] : memref<?xi64>
                memref.store %v60, %l8[%k0] : memref<?xi64>
                cf.br ^bb10
              ^bb10:
                %v61 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v61, %l26[%k0] : memref<?xi64>
                %v62 = memref.load %l26[%k0] : memref<?xi64>
                %v63 = arith.constant 64 : i64
                %v64 = arith.addi %v62, %v63 : i64
                memref.store %v64, %l9[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb11:
                %v65 = memref.load %ls0[%lane] : memref<?xi64>
                %v66 = arith.constant 64 : i64
                %v67 = arith.cmpi ult, %v65, %v66 : i64
                memref.store %v67, %l27[%k0] : memref<?xi1>
                %v68 = memref.load %l27[%k0] : memref<?xi1>
                cf.cond_br %v68, ^bb12, ^bb13
              ^bb12:
                %v69 = memref.load %l7[%k0] : memref<?xf32>
                memref.store %v69, %l28[%k0] : memref<?xf32>
                %v70 = memref.load %ls0[%lane] : memref<?xi64>
                %v71 = arith.index_cast %v70 : i64 to index
                %v72 = memref.load %l28[%k0] : memref<?xf32>
                memref.store %v72, %wg0[%v71] : memref<?xf32>
                %v73 = memref.load %l8[%k0] : memref<?xi64>
                memref.store %v73, %l29[%k0] : memref<?xi64>
                %v74 = memref.load %l29[%k0] : memref<?xi64>
                %v75 = arith.uitofp %v74 : i64 to f32
                memref.store %v75, %l30[%k0] : memref<?xf32>
                %v76 = memref.load %ls0[%lane] : memref<?xi64>
                %v77 = arith.index_cast %v76 : i64 to index
                %v78 = memref.load %l30[%k0] : memref<?xf32>
                memref.store %v78, %wg1[%v77] : memref<?xf32>
                cf.br ^bb13
              ^bb13:
                %v79 = arith.constant 14 : i32
                memref.store %v79, %resume[%lane] : memref<?xi32>
                %v80 = arith.constant true
                %v81 = arith.constant 0 : index
                memref.store %v80, %more[%v81] : memref<?xi1>
                cf.br ^exit
              ^bb14:
                %v82 = memref.load %ls0[%lane] : memref<?xi64>
                %v83 = arith.constant 0 : i64
                %v84 = arith.cmpi eq, %v82, %v83 : i64
                memref.store %v84, %l31[%k0] : memref<?xi1>
                %v85 = memref.load %l31[%k0] : memref<?xi1>
                cf.cond_br %v85, ^bb15, ^bb25
              ^bb15:
                %v86 = arith.constant 0xFF800000 : f32
                memref.store %v86, %l32[%k0] : memref<?xf32>
                %v87 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v87, %l33[%k0] : memref<?xi64>
                %v88 = arith.constant 0 : i64
                memref.store %v88, %l34[%k0] : memref<?xi64>
                %v89 = arith.constant 64 : i64
                memref.store %v89, %l35[%k0] : memref<?xi64>
                cf.br ^bb16
              ^bb16:
                %v90 = memref.load %l34[%k0] : memref<?xi64>
                memref.store %v90, %l36[%k0] : memref<?xi64>
                %v91 = memref.load %l36[%k0] : memref<?xi64>
                %v92 = memref.load %l35[%k0] : memref<?xi64>
                %v93 = arith.cmpi ult, %v91, %v92 : i64
                memref.store %v93, %l37[%k0] : memref<?xi1>
                %v94 = memref.load %l37[%k0] : memref<?xi1>
                %v95 = arith.extui %v94 : i1 to i64
                memref.store %v95, %l38[%k0] : memref<?xi64>
                %v96 = memref.load %l34[%k0] : memref<?xi64>
                %v97 = memref.load %l38[%k0] : memref<?xi64>
                %v98 = arith.addi %v96, %v97 : i64
                memref.store %v98, %l34[%k0] : memref<?xi64>
                %v99 = memref.load %l36[%k0] : memref<?xi64>
                %v100 = memref.load %l35[%k0] : memref<?xi64>
                %v101 = arith.cmpi ult, %v99, %v100 : i64
                memref.store %v101, %l39[%k0] : memref<?xi1>
                %v102 = memref.load %l39[%k0] : memref<?xi1>
                cf.cond_br %v102, ^bb17, ^bb18
              ^bb17:
                %v103 = memref.load %l36[%k0] : memref<?xi64>
                %v104 = arith.index_cast %v103 : i64 to index
                %v105 = memref.load %wg0[%v104] : memref<?xf32>
                memref.store %v105, %l40[%k0] : memref<?xf32>
                %v106 = memref.load %l36[%k0] : memref<?xi64>
                %v107 = arith.index_cast %v106 : i64 to index
                %v108 = memref.load %wg1[%v107] : memref<?xf32>
                memref.store %v108, %l41[%k0] : memref<?xf32>
                %v109 = memref.load %l41[%k0] : memref<?xf32>
                %v110 = arith.cmpf uno, %v109, %v109 : f32
                %v111 = arith.constant 0x5F800000 : f32
                %v112 = arith.cmpf oge, %v109, %v111 : f32
                %v113 = arith.constant 0x00000000 : f32
                %v114 = arith.cmpf olt, %v109, %v113 : f32
                %v115 = arith.ori %v110, %v112 : i1
                %v116 = arith.ori %v115, %v114 : i1
                %v117 = arith.constant 0x00000000 : f32
                %v118 = arith.select %v116, %v117, %v109 : f32
                %v119 = arith.constant 0x2F800000 : f32
                %v120 = arith.mulf %v118, %v119 : f32
                %v121 = arith.fptoui %v120 : f32 to i32
                %v122 = arith.uitofp %v121 : i32 to f32
                %v123 = arith.constant 0x4F800000 : f32
                %v124 = arith.mulf %v122, %v123 : f32
                %v125 = arith.subf %v118, %v124 : f32
                %v126 = arith.fptoui %v125 : f32 to i32
                %v127 = arith.extui %v121 : i32 to i64
                %v128 = arith.constant 32 : i64
                %v129 = arith.shli %v127, %v128 : i64
                %v130 = arith.extui %v126 : i32 to i64
                %v131 = arith.ori %v129, %v130 : i64
                %v132 = arith.constant -1 : i64
                %v133 = arith.select %v112, %v132, %v131 : i64
                %v134 = arith.constant 0 : i64
                %v135 = arith.select %v114, %v134, %v133 : i64
                %v136 = arith.constant 0 : i64
                %v137 = arith.select %v110, %v136, %v135 : i64
                memref.store %v137, %l42[%k0] : memref<?xi64>
                %v138 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v138, %l43[%k0] : memref<?xi64>
                %v139 = memref.load %l42[%k0] : memref<?xi64>
                %v140 = memref.load %l43[%k0] : memref<?xi64>
                %v141 = arith.cmpi ult, %v139, %v140 : i64
                memref.store %v141, %l44[%k0] : memref<?xi1>
                %v142 = memref.load %l44[%k0] : memref<?xi1>
                cf.cond_br %v142, ^bb19, ^bb16
              ^bb18:
                %v143 = arith.index_cast %n2 : index to i64
                memref.store %v143, %l54[%k0] : memref<?xi64>
                %v144 = memref.load %ls1[%lane] : memref<?xi64>
                %v145 = memref.load %l54[%k0] : memref<?xi64>
                %v146 = arith.cmpi ult, %v144, %v145 : i64
                memref.store %v146, %l55[%k0] : memref<?xi1>
                %v147 = memref.load %l55[%k0] : memref<?xi1>
                cf.cond_br %v147, ^bb24, ^bb25
              ^bb19:
                %v148 = memref.load %l33[%k0] : memref<?xi64>
                memref.store %v148, %l45[%k0] : memref<?xi64>
                %v149 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v149, %l46[%k0] : memref<?xi64>
                %v150 = memref.load %l45[%k0] : memref<?xi64>
                %v151 = memref.load %l46[%k0] : memref<?xi64>
                %v152 = arith.cmpi eq, %v150, %v151 : i64
                memref.store %v152, %l47[%k0] : memref<?xi1>
                %v153 = memref.load %l47[%k0] : memref<?xi1>
                cf.cond_br %v153, ^bb23, ^bb20
              ^bb20:
                %v154 = memref.load %l32[%k0] : memref<?xf32>
                memref.store %v154, %l48[%k0] : memref<?xf32>
                %v155 = memref.load %l40[%k0] : memref<?xf32>
                %v156 = memref.load %l48[%k0] : memref<?xf32>
                %v157 = arith.cmpf ogt, %v155, %v156 : f32
                memref.store %v157, %l49[%k0] : memref<?xi1>
                %v158 = memref.load %l49[%k0] : memref<?xi1>
                cf.cond_br %v158, ^bb23, ^bb21
              ^bb21:
                %v159 = memref.load %l32[%k0] : memref<?xf32>
                memref.store %v159, %l50[%k0] : memref<?xf32>
                %v160 = memref.load %l40[%k0] : memref<?xf32>
                %v161 = memref.load %l50[%k0] : memref<?xf32>
                %v162 = arith.cmpf oeq, %v160, %v161 : f32
                memref.store %v162, %l51[%k0] : memref<?xi1>
                %v163 = memref.load %l51[%k0] : memref<?xi1>
                cf.cond_br %v163, ^bb22, ^bb16
              ^bb22:
                %v164 = memref.load %l33[%k0] : memref<?xi64>
                memref.store %v164, %l52[%k0] : memref<?xi64>
                %v165 = memref.load %l42[%k0] : memref<?xi64>
                %v166 = memref.load %l52[%k0] : memref<?xi64>
                %v167 = arith.cmpi ult, %v165, %v166 : i64
                memref.store %v167, %l53[%k0] : memref<?xi1>
                %v168 = memref.load %l53[%k0] : memref<?xi1>
                cf.cond_br %v168, ^bb23, ^bb16
              ^bb23:
                %v169 = memref.load %l40[%k0] : memref<?xf32>
                memref.store %v169, %l32[%k0] : memref<?xf32>
                %v170 = memref.load %l42[%k0] : memref<?xi64>
                memref.store %v170, %l33[%k0] : memref<?xi64>
                cf.br ^bb16
              ^bb24:
                %v171 = memref.load %l33[%k0] : memref<?xi64>
                memref.store %v171, %l56[%k0] : memref<?xi64>
                %v172 = memref.load %l56[%k0] : memref<?xi64>
                %v173 = arith.trunci %v172 : i64 to i32
                memref.store %v173, %l57[%k0] : memref<?xi32>
                %v174 = memref.load %ls1[%lane] : memref<?xi64>
                %v175 = arith.index_cast %v174 : i64 to index
                %v176 = memref.load %l57[%k0] : memref<?xi32>
                memref.store %v176, %p2[%v175] : memref<?xi32>
                cf.br ^bb25
              ^bb25:
                %v177 = arith.constant -1 : i32
                memref.store %v177, %resume[%lane] : memref<?xi32>
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
