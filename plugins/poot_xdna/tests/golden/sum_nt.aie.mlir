// sum: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
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
    %b_ls0_c0 = "aie.buffer"(%t_c0) {sym_name = "ls0_c0"} : (index) -> memref<256xi64>
    %b_ls1_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1_c0"} : (index) -> memref<256xi64>
    %b_ls45_c0 = "aie.buffer"(%t_c0) {sym_name = "ls45_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi64>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi1>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xf32>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi64>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi64>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi1>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi64>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi1>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi1>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi64>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi1>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi64>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi1>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xf32>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xf32>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xf32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xf32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xf32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xf32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xf32>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xf32>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi64>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi64>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi1>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi64>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi1>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xf32>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xf32>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi1>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xf32>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi64>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi1>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi64>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi64>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi64>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi1>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi1>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xf32>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xf32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xf32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi64>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi1>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi64>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi1>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xf32>
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
      %ls45 = memref.cast %b_ls45_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l2 = memref.cast %b_l2_c0 : memref<1xi64> to memref<?xi64>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi1> to memref<?xi1>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xf32> to memref<?xf32>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi64> to memref<?xi64>
      %l18 = memref.cast %b_l18_c0 : memref<1xi64> to memref<?xi64>
      %l19 = memref.cast %b_l19_c0 : memref<1xi1> to memref<?xi1>
      %l20 = memref.cast %b_l20_c0 : memref<1xi64> to memref<?xi64>
      %l21 = memref.cast %b_l21_c0 : memref<1xi1> to memref<?xi1>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi1> to memref<?xi1>
      %l24 = memref.cast %b_l24_c0 : memref<1xi64> to memref<?xi64>
      %l25 = memref.cast %b_l25_c0 : memref<1xi1> to memref<?xi1>
      %l26 = memref.cast %b_l26_c0 : memref<1xi64> to memref<?xi64>
      %l27 = memref.cast %b_l27_c0 : memref<1xi1> to memref<?xi1>
      %l28 = memref.cast %b_l28_c0 : memref<1xf32> to memref<?xf32>
      %l29 = memref.cast %b_l29_c0 : memref<1xf32> to memref<?xf32>
      %l30 = memref.cast %b_l30_c0 : memref<1xf32> to memref<?xf32>
      %l31 = memref.cast %b_l31_c0 : memref<1xf32> to memref<?xf32>
      %l32 = memref.cast %b_l32_c0 : memref<1xf32> to memref<?xf32>
      %l33 = memref.cast %b_l33_c0 : memref<1xf32> to memref<?xf32>
      %l34 = memref.cast %b_l34_c0 : memref<1xf32> to memref<?xf32>
      %l35 = memref.cast %b_l35_c0 : memref<1xf32> to memref<?xf32>
      %l36 = memref.cast %b_l36_c0 : memref<1xi64> to memref<?xi64>
      %l37 = memref.cast %b_l37_c0 : memref<1xi64> to memref<?xi64>
      %l38 = memref.cast %b_l38_c0 : memref<1xi1> to memref<?xi1>
      %l39 = memref.cast %b_l39_c0 : memref<1xi64> to memref<?xi64>
      %l40 = memref.cast %b_l40_c0 : memref<1xi1> to memref<?xi1>
      %l41 = memref.cast %b_l41_c0 : memref<1xf32> to memref<?xf32>
      %l42 = memref.cast %b_l42_c0 : memref<1xf32> to memref<?xf32>
      %l43 = memref.cast %b_l43_c0 : memref<1xi1> to memref<?xi1>
      %l44 = memref.cast %b_l44_c0 : memref<1xf32> to memref<?xf32>
      %l46 = memref.cast %b_l46_c0 : memref<1xi64> to memref<?xi64>
      %l47 = memref.cast %b_l47_c0 : memref<1xi1> to memref<?xi1>
      %l48 = memref.cast %b_l48_c0 : memref<1xi64> to memref<?xi64>
      %l49 = memref.cast %b_l49_c0 : memref<1xi64> to memref<?xi64>
      %l50 = memref.cast %b_l50_c0 : memref<1xi64> to memref<?xi64>
      %l51 = memref.cast %b_l51_c0 : memref<1xi1> to memref<?xi1>
      %l52 = memref.cast %b_l52_c0 : memref<1xi1> to memref<?xi1>
      %l53 = memref.cast %b_l53_c0 : memref<1xf32> to memref<?xf32>
      %l54 = memref.cast %b_l54_c0 : memref<1xf32> to memref<?xf32>
      %l55 = memref.cast %b_l55_c0 : memref<1xf32> to memref<?xf32>
      %l56 = memref.cast %b_l56_c0 : memref<1xi64> to memref<?xi64>
      %l57 = memref.cast %b_l57_c0 : memref<1xi1> to memref<?xi1>
      %l58 = memref.cast %b_l58_c0 : memref<1xi64> to memref<?xi64>
      %l59 = memref.cast %b_l59_c0 : memref<1xi1> to memref<?xi1>
      %l60 = memref.cast %b_l60_c0 : memref<1xf32> to memref<?xf32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 17: ^bb17, 23: ^bb23]
              ^bb0:
                %v8 = arith.index_cast %lane : index to i64
                memref.store %v8, %ls0[%lane] : memref<?xi64>
                cf.br ^bb1
              ^bb1:
                %v9 = arith.index_cast %grpx : index to i64
                memref.store %v9, %ls1[%lane] : memref<?xi64>
                cf.br ^bb2
              ^bb2:
                %v10 = arith.constant 0 : i64
                memref.store %v10, %l2[%k0] : memref<?xi64>
                %v11 = arith.index_cast %n1 : index to i64
                memref.store %v11, %l3[%k0] : memref<?xi64>
                %v12 = arith.constant 1 : i64
                %v13 = memref.load %l3[%k0] : memref<?xi64>
                %v14 = arith.cmpi ult, %v12, %v13 : i64
                memref.store %v14, %l4[%k0] : memref<?xi1>
                %v15 = memref.load %l4[%k0] : memref<?xi1>
                cf.cond_br %v15, ^bb3, ^bb4
              ^bb3:
                %v16 = arith.constant 1 : i64
                memref.store %v16, %l5[%k0] : memref<?xi64>
                %v17 = memref.load %l5[%k0] : memref<?xi64>
                %v18 = arith.index_cast %v17 : i64 to index
                %v19 = memref.load %p1[%v18] : memref<?xi64>
                memref.store %v19, %l6[%k0] : memref<?xi64>
                %v20 = memref.load %l6[%k0] : memref<?xi64>
                memref.store %v20, %l2[%k0] : memref<?xi64>
                cf.br ^bb4
              ^bb4:
                %v21 = memref.load %l2[%k0] : memref<?xi64>
                memref.store %v21, %l7[%k0] : memref<?xi64>
                %v22 = memref.load %ls1[%lane] : memref<?xi64>
                %v23 = memref.load %l7[%k0] : memref<?xi64>
                %v24 = arith.muli %v22, %v23 : i64
                memref.store %v24, %l8[%k0] : memref<?xi64>
                %v25 = memref.load %l2[%k0] : memref<?xi64>
                memref.store %v25, %l9[%k0] : memref<?xi64>
                %v26 = memref.load %l8[%k0] : memref<?xi64>
                %v27 = memref.load %l9[%k0] : memref<?xi64>
                %v28 = arith.addi %v26, %v27 : i64
                memref.store %v28, %l10[%k0] : memref<?xi64>
                %v29 = memref.load %l8[%k0] : memref<?xi64>
                %v30 = memref.load %ls0[%lane] : memref<?xi64>
                %v31 = arith.addi %v29, %v30 : i64
                memref.store %v31, %l11[%k0] : memref<?xi64>
                %v32 = arith.index_cast %n0 : index to i64
                memref.store %v32, %l12[%k0] : memref<?xi64>
                %v33 = memref.load %l11[%k0] : memref<?xi64>
                %v34 = memref.load %l12[%k0] : memref<?xi64>
                %v35 = arith.minui %v33, %v34 : i64
                memref.store %v35, %l13[%k0] : memref<?xi64>
                %v36 = arith.constant 0x00000000 : f32
                memref.store %v36, %l14[%k0] : memref<?xf32>
                cf.br ^bb5
              ^bb5:
                %v37 = memref.load %l13[%k0] : memref<?xi64>
                memref.store %v37, %l15[%k0] : memref<?xi64>
                %v38 = memref.load %l15[%k0] : memref<?xi64>
                %v39 = arith.constant 256 : i64
                %v40 = arith.addi %v38, %v39 : i64
                memref.store %v40, %l16[%k0] : memref<?xi64>
                %v41 = memref.load %l16[%k0] : memref<?xi64>
                %v42 = arith.constant 256 : i64
                %v43 = arith.addi %v41, %v42 : i64
                memref.store %v43, %l17[%k0] : memref<?xi64>
                %v44 = memref.load %l17[%k0] : memref<?xi64>
                %v45 = arith.constant 256 : i64
                %v46 = arith.addi %v44, %v45 : i64
                memref.store %v46, %l18[%k0] : memref<?xi64>
                %v47 = memref.load %l18[%k0] : memref<?xi64>
                %v48 = memref.load %l10[%k0] : memref<?xi64>
                %v49 = arith.cmpi ult, %v47, %v48 : i64
                memref.store %v49, %l19[%k0] : memref<?xi1>
                %v50 = memref.load %l19[%k0] : memref<?xi1>
                cf.cond_br %v50, ^bb6, ^bb11
              ^bb6:
                %v51 = arith.index_cast %n0 : index to i64
                memref.store %v51, %l20[%k0] : memref<?xi64>
                %v52 = memref.load %l15[%k0] : memref<?xi64>
                %v53 = memref.load %l20[%k0] : memref<?xi64>
                %v54 = arith.cmpi ult, %v52, %v53 : i64
                memref.store %v54, %l21[%k0] : memref<?xi1>
                %v55 = memref.load %l21[%k0] : memref<?xi1>
                cf.cond_br %v55, ^bb7, ^bb11
              ^bb7:
                %v56 = arith.index_cast %n0 : index to i64
                memref.store %v56, %l22[%k0] : memref<?xi64>
                %v57 = memref.load %l16[%k0] : memref<?xi64>
                %v58 = memref.load %l22[%k0] : memref<?xi64>
                %v59 = arith.cmpi ult, %v57, %v58 : i64
                memref.store %v59, %l23[%k0] : memref<?xi1>
                %v60 = memref.load %l23[%k0] : memref<?xi1>
                cf.cond_br %v60, ^bb8, ^bb11
              ^bb8:
                %v61 = arith.index_cast %n0 : index to i64
                memref.store %v61, %l24[%k0] : memref<?xi64>
                %v62 = memref.load %l17[%k0] : memref<?xi64>
                %v63 = memref.load %l24[%k0] : memref<?xi64>
                %v64 = arith.cmpi ult, %v62, %v63 : i64
                memref.store %v64, %l25[%k0] : memref<?xi1>
                %v65 = memref.load %l25[%k0] : memref<?xi1>
                cf.cond_br %v65, ^bb9, ^bb11
              ^bb9:
                %v66 = arith.index_cast %n0 : index to i64
                memref.store %v66, %l26[%k0] : memref<?xi64>
                %v67 = memref.load %l18[%k0] : memref<?xi64>
                %v68 = memref.load %l26[%k0] : memref<?xi64>
                %v69 = arith.cmpi ult, %v67, %v68 : i64
                memref.store %v69, %l27[%k0] : memref<?xi1>
                %v70 = memref.load %l27[%k0] : memref<?xi1>
                cf.cond_br %v70, ^bb10, ^bb11
              ^bb10:
                %v71 = memref.load %l15[%k0] : memref<?xi64>
                %v72 = arith.index_cast %v71 : i64 to index
                %v73 = memref.load %p0[%v72] : memref<?xf32>
                memref.store %v73, %l28[%k0] : memref<?xf32>
                %v74 = memref.load %l16[%k0] : memref<?xi64>
                %v75 = arith.index_cast %v74 : i64 to index
                %v76 = memref.load %p0[%v75] : memref<?xf32>
                memref.store %v76, %l29[%k0] : memref<?xf32>
                %v77 = memref.load %l17[%k0] : memref<?xi64>
                %v78 = arith.index_cast %v77 : i64 to index
                %v79 = memref.load %p0[%v78] : memref<?xf32>
                memref.store %v79, %l30[%k0] : memref<?xf32>
                %v80 = memref.load %l18[%k0] : memref<?xi64>
                %v81 = arith.index_cast %v80 : i64 to index
                %v82 = memref.load %p0[%v81] : memref<?xf32>
                memref.store %v82, %l31[%k0] : memref<?xf32>
                %v83 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v83, %l32[%k0] : memref<?xf32>
                %v84 = memref.load %l32[%k0] : memref<?xf32>
                %v85 = memref.load %l28[%k0] : memref<?xf32>
                %v86 = arith.addf %v84, %v85 : f32
                memref.store %v86, %l14[%k0] : memref<?xf32>
                %v87 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v87, %l33[%k0] : memref<?xf32>
                %v88 = memref.load %l33[%k0] : memref<?xf32>
                %v89 = memref.load %l29[%k0] : memref<?xf32>
                %v90 = arith.addf %v88, %v89 : f32
                memref.store %v90, %l14[%k0] : memref<?xf32>
                %v91 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v91, %l34[%k0] : memref<?xf32>
                %v92 = memref.load %l34[%k0] : memref<?xf32>
                %v93 = memref.load %l30[%k0] : memref<?xf32>
                %v94 = arith.addf %v92, %v93 : f32
                memref.store %v94, %l14[%k0] : memref<?xf32>
                %v95 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v95, %l35[%k0] : memref<?xf32>
                %v96 = memref.load %l35[%k0] : memref<?xf32>
                %v97 = memref.load %l31[%k0] : memref<?xf32>
                %v98 = arith.addf %v96, %v97 : f32
                memref.store %v98, %l14[%k0] : memref<?xf32>
                %v99 = arith.constant 4 : i64
                %v100 = arith.constant 256 : i64
                %v101 = arith.muli %v99, %v100 : i64
                memref.store %v101, %l36[%k0] : memref<?xi64>
                %v102 = memref.load %l15[%k0] : memref<?xi64>
                %v103 = memref.load %l36[%k0] : memref<?xi64>
                %v104 = arith.addi %v102, %v103 : i64
                memref.store %v104, %l13[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb11:
                %v105 = memref.load %l13[%k0] : memref<?xi64>
                memref.store %v105, %l37[%k0] : memref<?xi64>
                %v106 = memref.load %l37[%k0] : memref<?xi64>
                %v107 = memref.load %l10[%k0] : memref<?xi64>
                %v108 = arith.cmpi ult, %v106, %v107 : i64
                memref.store %v108, %l38[%k0] : memref<?xi1>
                %v109 = memref.load %l38[%k0] : memref<?xi1>
                cf.cond_br %v109, ^bb12, ^bb14
              ^bb12:
                %v110 = arith.index_cast %n0 : index to i64
                memref.store %v110, %l39[%k0] : memref<?xi64>
                %v111 = memref.load %l37[%k0] : memref<?xi64>
                %v112 = memref.load %l39[%k0] : memref<?xi64>
                %v113 = arith.cmpi ult, %v111, %v112 : i64
                memref.store %v113, %l40[%k0] : memref<?xi1>
                %v114 = memref.load %l40[%k0] : memref<?xi1>
                cf.cond_br %v114, ^bb13, ^bb14
              ^bb13:
                %v115 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v115, %l41[%k0] : memref<?xf32>
                %v116 = memref.load %l37[%k0] : memref<?xi64>
                %v117 = arith.index_cast %v116 : i64 to index
                %v118 = memref.load %p0[%v117] : memref<?xf32>
                memref.store %v118, %l42[%k0] : memref<?xf32>
                %v119 = memref.load %l41[%k0] : memref<?xf32>
                %v120 = memref.load %l42[%k0] : memref<?xf32>
                %v121 = arith.addf %v119, %v120 : f32
                memref.store %v121, %l14[%k0] : memref<?xf32>
                %v122 = memref.load %l37[%k0] : memref<?xi64>
                %v123 = arith.constant 256 : i64
                %v124 = arith.addi %v122, %v123 : i64
                memref.store %v124, %l13[%k0] : memref<?xi64>
                cf.br ^bb11
              ^bb14:
                %v125 = memref.load %ls0[%lane] : memref<?xi64>
                %v126 = arith.constant 256 : i64
                %v127 = arith.cmpi ult, %v125, %v126 : i64
                memref.store %v127, %l43[%k0] : memref<?xi1>
                %v128 = memref.load %l43[%k0] : memref<?xi1>
                cf.cond_br %v128, ^bb15, ^bb16
              ^bb15:
                %v129 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v129, %l44[%k0] : memref<?xf32>
                %v130 = memref.load %ls0[%lane] : memref<?xi64>
                %v131 = arith.index_cast %v130 : i64 to index
                %v132 = memref.load %l44[%k0] : memref<?xf32>
                memref.store %v132, %wg0[%v131] : memref<?xf32>
                cf.br ^bb16
              ^bb16:
                %v133 = arith.constant 17 : i32
                memref.store %v133, %resume[%lane] : memref<?xi32>
                %v134 = arith.constant true
                %v135 = arith.constant 0 : index
                memref.store %v134, %more[%v135] : memref<?xi1>
                cf.br ^exit
              ^bb17:
                %v136 = arith.constant 256 : i64
                %v137 = arith.constant 2 : i64
                %v138 = arith.constant 0 : i64
                %v139 = arith.cmpi eq, %v137, %v138 : i64
                %v140 = arith.constant 1 : i64
                %v141 = arith.select %v139, %v140, %v137 : i64
                %v142 = arith.divui %v136, %v141 : i64
                memref.store %v142, %ls45[%lane] : memref<?xi64>
                cf.br ^bb18
              ^bb18:
                %v143 = memref.load %ls45[%lane] : memref<?xi64>
                memref.store %v143, %l46[%k0] : memref<?xi64>
                %v144 = memref.load %l46[%k0] : memref<?xi64>
                %v145 = arith.constant 0 : i64
                %v146 = arith.cmpi ugt, %v144, %v145 : i64
                memref.store %v146, %l47[%k0] : memref<?xi1>
                %v147 = memref.load %l47[%k0] : memref<?xi1>
                cf.cond_br %v147, ^bb19, ^bb24
              ^bb19:
                %v148 = memref.load %ls45[%lane] : memref<?xi64>
                memref.store %v148, %l48[%k0] : memref<?xi64>
                %v149 = memref.load %ls0[%lane] : memref<?xi64>
                %v150 = memref.load %l48[%k0] : memref<?xi64>
                %v151 = arith.addi %v149, %v150 : i64
                memref.store %v151, %l49[%k0] : memref<?xi64>
                %v152 = memref.load %ls45[%lane] : memref<?xi64>
                memref.store %v152, %l50[%k0] : memref<?xi64>
                %v153 = memref.load %ls0[%lane] : memref<?xi64>
                %v154 = memref.load %l50[%k0] : memref<?xi64>
                %v155 = arith.cmpi ult, %v153, %v154 : i64
                memref.store %v155, %l51[%k0] : memref<?xi1>
                %v156 = memref.load %l51[%k0] : memref<?xi1>
                cf.cond_br %v156, ^bb20, ^bb22
              ^bb20:
                %v157 = memref.load %l49[%k0] : memref<?xi64>
                %v158 = arith.constant 256 : i64
                %v159 = arith.cmpi ult, %v157, %v158 : i64
                memref.store %v159, %l52[%k0] : memref<?xi1>
                %v160 = memref.load %l52[%k0] : memref<?xi1>
                cf.cond_br %v160, ^bb21, ^bb22
              ^bb21:
                %v161 = memref.load %ls0[%lane] : memref<?xi64>
                %v162 = arith.index_cast %v161 : i64 to index
                %v163 = memref.load %wg0[%v162] : memref<?xf32>
                memref.store %v163, %l53[%k0] : memref<?xf32>
                %v164 = memref.load %l49[%k0] : memref<?xi64>
                %v165 = arith.index_cast %v164 : i64 to index
                %v166 = memref.load %wg0[%v165] : memref<?xf32>
                memref.store %v166, %l54[%k0] : memref<?xf32>
                %v167 = memref.load %l53[%k0] : memref<?xf32>
                %v168 = memref.load %l54[%k0] : memref<?xf32>
                %v169 = arith.addf %v167, %v168 : f32
                memref.store %v169, %l55[%k0] : memref<?xf32>
                %v170 = memref.load %ls0[%lane] : memref<?xi64>
                %v171 = arith.index_cast %v170 : i64 to index
                %v172 = memref.load %l55[%k0] : memref<?xf32>
                memref.store %v172, %wg0[%v171] : memref<?xf32>
                cf.br ^bb22
              ^bb22:
                %v173 = arith.constant 23 : i32
                memref.store %v173, %resume[%lane] : memref<?xi32>
                %v174 = arith.constant true
                %v175 = arith.constant 0 : index
                memref.store %v174, %more[%v175] : memref<?xi1>
                cf.br ^exit
              ^bb23:
                %v176 = memref.load %ls45[%lane] : memref<?xi64>
                memref.store %v176, %l56[%k0] : memref<?xi64>
                %v177 = memref.load %l56[%k0] : memref<?xi64>
                %v178 = arith.constant 2 : i64
                %v179 = arith.constant 0 : i64
                %v180 = arith.cmpi eq, %v178, %v179 : i64
                %v181 = arith.constant 1 : i64
                %v182 = arith.select %v180, %v181, %v178 : i64
                %v183 = arith.divui %v177, %v182 : i64
                memref.store %v183, %ls45[%lane] : memref<?xi64>
                cf.br ^bb18
              ^bb24:
                %v184 = memref.load %ls0[%lane] : memref<?xi64>
                %v185 = arith.constant 0 : i64
                %v186 = arith.cmpi eq, %v184, %v185 : i64
                memref.store %v186, %l57[%k0] : memref<?xi1>
                %v187 = memref.load %l57[%k0] : memref<?xi1>
                cf.cond_br %v187, ^bb25, ^bb27
              ^bb25:
                %v188 = arith.index_cast %n2 : index to i64
                memref.store %v188, %l58[%k0] : memref<?xi64>
                %v189 = memref.load %ls1[%lane] : memref<?xi64>
                %v190 = memref.load %l58[%k0] : memref<?xi64>
                %v191 = arith.cmpi ult, %v189, %v190 : i64
                memref.store %v191, %l59[%k0] : memref<?xi1>
                %v192 = memref.load %l59[%k0] : memref<?xi1>
                cf.cond_br %v192, ^bb26, ^bb27
              ^bb26:
                %v193 = arith.constant 0 : i64
                %v194 = arith.index_cast %v193 : i64 to index
                %v195 = memref.load %wg0[%v194] : memref<?xf32>
                memref.store %v195, %l60[%k0] : memref<?xf32>
                %v196 = memref.load %ls1[%lane] : memref<?xi64>
                %v197 = arith.index_cast %v196 : i64 to index
                %v198 = memref.load %l60[%k0] : memref<?xf32>
                memref.store %v198, %p2[%v197] : memref<?xf32>
                cf.br ^bb27
              ^bb27:
                %v199 = arith.constant -1 : i32
                memref.store %v199, %resume[%lane] : memref<?xi32>
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
