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
    %b_ls21_c0 = "aie.buffer"(%t_c0) {sym_name = "ls21_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi64>
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
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi1>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi1>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xf32>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xf32>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi1>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xf32>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi1>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi64>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi64>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi64>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi1>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi1>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xf32>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xf32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xf32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi64>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi1>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi64>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi1>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xf32>
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
      %ls21 = memref.cast %b_ls21_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l2 = memref.cast %b_l2_c0 : memref<1xi64> to memref<?xi64>
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
      %l14 = memref.cast %b_l14_c0 : memref<1xi1> to memref<?xi1>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l16 = memref.cast %b_l16_c0 : memref<1xi1> to memref<?xi1>
      %l17 = memref.cast %b_l17_c0 : memref<1xf32> to memref<?xf32>
      %l18 = memref.cast %b_l18_c0 : memref<1xf32> to memref<?xf32>
      %l19 = memref.cast %b_l19_c0 : memref<1xi1> to memref<?xi1>
      %l20 = memref.cast %b_l20_c0 : memref<1xf32> to memref<?xf32>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi1> to memref<?xi1>
      %l24 = memref.cast %b_l24_c0 : memref<1xi64> to memref<?xi64>
      %l25 = memref.cast %b_l25_c0 : memref<1xi64> to memref<?xi64>
      %l26 = memref.cast %b_l26_c0 : memref<1xi64> to memref<?xi64>
      %l27 = memref.cast %b_l27_c0 : memref<1xi1> to memref<?xi1>
      %l28 = memref.cast %b_l28_c0 : memref<1xi1> to memref<?xi1>
      %l29 = memref.cast %b_l29_c0 : memref<1xf32> to memref<?xf32>
      %l30 = memref.cast %b_l30_c0 : memref<1xf32> to memref<?xf32>
      %l31 = memref.cast %b_l31_c0 : memref<1xf32> to memref<?xf32>
      %l32 = memref.cast %b_l32_c0 : memref<1xi64> to memref<?xi64>
      %l33 = memref.cast %b_l33_c0 : memref<1xi1> to memref<?xi1>
      %l34 = memref.cast %b_l34_c0 : memref<1xi64> to memref<?xi64>
      %l35 = memref.cast %b_l35_c0 : memref<1xi1> to memref<?xi1>
      %l36 = memref.cast %b_l36_c0 : memref<1xf32> to memref<?xf32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 11: ^bb11, 17: ^bb17]
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
                %v25 = arith.constant 0x00000000 : f32
                memref.store %v25, %l9[%k0] : memref<?xf32>
                %v26 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v26, %l10[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v27 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v27, %l11[%k0] : memref<?xi64>
                %v28 = memref.load %l8[%k0] : memref<?xi64>
                %v29 = memref.load %l11[%k0] : memref<?xi64>
                %v30 = arith.addi %v28, %v29 : i64
                memref.store %v30, %l12[%k0] : memref<?xi64>
                %v31 = memref.load %l2[%k0] : memref<?xi64>
                memref.store %v31, %l13[%k0] : memref<?xi64>
                %v32 = memref.load %l11[%k0] : memref<?xi64>
                %v33 = memref.load %l13[%k0] : memref<?xi64>
                %v34 = arith.cmpi ult, %v32, %v33 : i64
                memref.store %v34, %l14[%k0] : memref<?xi1>
                %v35 = memref.load %l14[%k0] : memref<?xi1>
                cf.cond_br %v35, ^bb6, ^bb8
              ^bb6:
                %v36 = arith.index_cast %n0 : index to i64
                memref.store %v36, %l15[%k0] : memref<?xi64>
                %v37 = memref.load %l12[%k0] : memref<?xi64>
                %v38 = memref.load %l15[%k0] : memref<?xi64>
                %v39 = arith.cmpi ult, %v37, %v38 : i64
                memref.store %v39, %l16[%k0] : memref<?xi1>
                %v40 = memref.load %l16[%k0] : memref<?xi1>
                cf.cond_br %v40, ^bb7, ^bb8
              ^bb7:
                %v41 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v41, %l17[%k0] : memref<?xf32>
                %v42 = memref.load %l12[%k0] : memref<?xi64>
                %v43 = arith.index_cast %v42 : i64 to index
                %v44 = memref.load %p0[%v43] : memref<?xf32>
                memref.store %v44, %l18[%k0] : memref<?xf32>
                %v45 = memref.load %l17[%k0] : memref<?xf32>
                %v46 = memref.load %l18[%k0] : memref<?xf32>
                %v47 = arith.addf %v45, %v46 : f32
                memref.store %v47, %l9[%k0] : memref<?xf32>
                %v48 = memref.load %l11[%k0] : memref<?xi64>
                %v49 = arith.constant 256 : i64
                %v50 = arith.addi %v48, %v49 : i64
                memref.store %v50, %l10[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb8:
                %v51 = memref.load %ls0[%lane] : memref<?xi64>
                %v52 = arith.constant 256 : i64
                %v53 = arith.cmpi ult, %v51, %v52 : i64
                memref.store %v53, %l19[%k0] : memref<?xi1>
                %v54 = memref.load %l19[%k0] : memref<?xi1>
                cf.cond_br %v54, ^bb9, ^bb10
              ^bb9:
                %v55 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v55, %l20[%k0] : memref<?xf32>
                %v56 = memref.load %ls0[%lane] : memref<?xi64>
                %v57 = arith.index_cast %v56 : i64 to index
                %v58 = memref.load %l20[%k0] : memref<?xf32>
                memref.store %v58, %wg0[%v57] : memref<?xf32>
                cf.br ^bb10
              ^bb10:
                %v59 = arith.constant 11 : i32
                memref.store %v59, %resume[%lane] : memref<?xi32>
                %v60 = arith.constant true
                %v61 = arith.constant 0 : index
                memref.store %v60, %more[%v61] : memref<?xi1>
                cf.br ^exit
              ^bb11:
                %v62 = arith.constant 256 : i64
                %v63 = arith.constant 2 : i64
                %v64 = arith.constant 0 : i64
                %v65 = arith.cmpi eq, %v63, %v64 : i64
                %v66 = arith.constant 1 : i64
                %v67 = arith.select %v65, %v66, %v63 : i64
                %v68 = arith.divui %v62, %v67 : i64
                memref.store %v68, %ls21[%lane] : memref<?xi64>
                cf.br ^bb12
              ^bb12:
                %v69 = memref.load %ls21[%lane] : memref<?xi64>
                memref.store %v69, %l22[%k0] : memref<?xi64>
                %v70 = memref.load %l22[%k0] : memref<?xi64>
                %v71 = arith.constant 0 : i64
                %v72 = arith.cmpi ugt, %v70, %v71 : i64
                memref.store %v72, %l23[%k0] : memref<?xi1>
                %v73 = memref.load %l23[%k0] : memref<?xi1>
                cf.cond_br %v73, ^bb13, ^bb18
              ^bb13:
                %v74 = memref.load %ls21[%lane] : memref<?xi64>
                memref.store %v74, %l24[%k0] : memref<?xi64>
                %v75 = memref.load %ls0[%lane] : memref<?xi64>
                %v76 = memref.load %l24[%k0] : memref<?xi64>
                %v77 = arith.addi %v75, %v76 : i64
                memref.store %v77, %l25[%k0] : memref<?xi64>
                %v78 = memref.load %ls21[%lane] : memref<?xi64>
                memref.store %v78, %l26[%k0] : memref<?xi64>
                %v79 = memref.load %ls0[%lane] : memref<?xi64>
                %v80 = memref.load %l26[%k0] : memref<?xi64>
                %v81 = arith.cmpi ult, %v79, %v80 : i64
                memref.store %v81, %l27[%k0] : memref<?xi1>
                %v82 = memref.load %l27[%k0] : memref<?xi1>
                cf.cond_br %v82, ^bb14, ^bb16
              ^bb14:
                %v83 = memref.load %l25[%k0] : memref<?xi64>
                %v84 = arith.constant 256 : i64
                %v85 = arith.cmpi ult, %v83, %v84 : i64
                memref.store %v85, %l28[%k0] : memref<?xi1>
                %v86 = memref.load %l28[%k0] : memref<?xi1>
                cf.cond_br %v86, ^bb15, ^bb16
              ^bb15:
                %v87 = memref.load %ls0[%lane] : memref<?xi64>
                %v88 = arith.index_cast %v87 : i64 to index
                %v89 = memref.load %wg0[%v88] : memref<?xf32>
                memref.store %v89, %l29[%k0] : memref<?xf32>
                %v90 = memref.load %l25[%k0] : memref<?xi64>
                %v91 = arith.index_cast %v90 : i64 to index
                %v92 = memref.load %wg0[%v91] : memref<?xf32>
                memref.store %v92, %l30[%k0] : memref<?xf32>
                %v93 = memref.load %l29[%k0] : memref<?xf32>
                %v94 = memref.load %l30[%k0] : memref<?xf32>
                %v95 = arith.addf %v93, %v94 : f32
                memref.store %v95, %l31[%k0] : memref<?xf32>
                %v96 = memref.load %ls0[%lane] : memref<?xi64>
                %v97 = arith.index_cast %v96 : i64 to index
                %v98 = memref.load %l31[%k0] : memref<?xf32>
                memref.store %v98, %wg0[%v97] : memref<?xf32>
                cf.br ^bb16
              ^bb16:
                %v99 = arith.constant 17 : i32
                memref.store %v99, %resume[%lane] : memref<?xi32>
                %v100 = arith.constant true
                %v101 = arith.constant 0 : index
                memref.store %v100, %more[%v101] : memref<?xi1>
                cf.br ^exit
              ^bb17:
                %v102 = memref.load %ls21[%lane] : memref<?xi64>
                memref.store %v102, %l32[%k0] : memref<?xi64>
                %v103 = memref.load %l32[%k0] : memref<?xi64>
                %v104 = arith.constant 2 : i64
                %v105 = arith.constant 0 : i64
                %v106 = arith.cmpi eq, %v104, %v105 : i64
                %v107 = arith.constant 1 : i64
                %v108 = arith.select %v106, %v107, %v104 : i64
                %v109 = arith.divui %v103, %v108 : i64
                memref.store %v109, %ls21[%lane] : memref<?xi64>
                cf.br ^bb12
              ^bb18:
                %v110 = memref.load %ls0[%lane] : memref<?xi64>
                %v111 = arith.constant 0 : i64
                %v112 = arith.cmpi eq, %v110, %v111 : i64
                memref.store %v112, %l33[%k0] : memref<?xi1>
                %v113 = memref.load %l33[%k0] : memref<?xi1>
                cf.cond_br %v113, ^bb19, ^bb21
              ^bb19:
                %v114 = arith.index_cast %n2 : index to i64
                memref.store %v114, %l34[%k0] : memref<?xi64>
                %v115 = memref.load %ls1[%lane] : memref<?xi64>
                %v116 = memref.load %l34[%k0] : memref<?xi64>
                %v117 = arith.cmpi ult, %v115, %v116 : i64
                memref.store %v117, %l35[%k0] : memref<?xi1>
                %v118 = memref.load %l35[%k0] : memref<?xi1>
                cf.cond_br %v118, ^bb20, ^bb21
              ^bb20:
                %v119 = arith.constant 0 : i64
                %v120 = arith.index_cast %v119 : i64 to index
                %v121 = memref.load %wg0[%v120] : memref<?xf32>
                memref.store %v121, %l36[%k0] : memref<?xf32>
                %v122 = memref.load %ls1[%lane] : memref<?xi64>
                %v123 = arith.index_cast %v122 : i64 to index
                %v124 = memref.load %l36[%k0] : memref<?xf32>
                memref.store %v124, %p2[%v123] : memref<?xf32>
                cf.br ^bb21
              ^bb21:
                %v125 = arith.constant -1 : i32
                memref.store %v125, %resume[%lane] : memref<?xi32>
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
