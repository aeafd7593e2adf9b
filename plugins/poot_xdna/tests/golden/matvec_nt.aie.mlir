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
    %b_ls17_c0 = "aie.buffer"(%t_c0) {sym_name = "ls17_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi64>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xf32>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi1>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi1>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xf32>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xf32>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xf32>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xf32>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi1>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xf32>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi64>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi1>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi64>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi64>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi1>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi1>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xf32>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xf32>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xf32>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi64>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi1>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi64>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi1>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xf32>
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
      %ls17 = memref.cast %b_ls17_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l2 = memref.cast %b_l2_c0 : memref<1xi64> to memref<?xi64>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xf32> to memref<?xf32>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi1> to memref<?xi1>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l10 = memref.cast %b_l10_c0 : memref<1xi1> to memref<?xi1>
      %l11 = memref.cast %b_l11_c0 : memref<1xf32> to memref<?xf32>
      %l12 = memref.cast %b_l12_c0 : memref<1xf32> to memref<?xf32>
      %l13 = memref.cast %b_l13_c0 : memref<1xf32> to memref<?xf32>
      %l14 = memref.cast %b_l14_c0 : memref<1xf32> to memref<?xf32>
      %l15 = memref.cast %b_l15_c0 : memref<1xi1> to memref<?xi1>
      %l16 = memref.cast %b_l16_c0 : memref<1xf32> to memref<?xf32>
      %l18 = memref.cast %b_l18_c0 : memref<1xi64> to memref<?xi64>
      %l19 = memref.cast %b_l19_c0 : memref<1xi1> to memref<?xi1>
      %l20 = memref.cast %b_l20_c0 : memref<1xi64> to memref<?xi64>
      %l21 = memref.cast %b_l21_c0 : memref<1xi64> to memref<?xi64>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi1> to memref<?xi1>
      %l24 = memref.cast %b_l24_c0 : memref<1xi1> to memref<?xi1>
      %l25 = memref.cast %b_l25_c0 : memref<1xf32> to memref<?xf32>
      %l26 = memref.cast %b_l26_c0 : memref<1xf32> to memref<?xf32>
      %l27 = memref.cast %b_l27_c0 : memref<1xf32> to memref<?xf32>
      %l28 = memref.cast %b_l28_c0 : memref<1xi64> to memref<?xi64>
      %l29 = memref.cast %b_l29_c0 : memref<1xi1> to memref<?xi1>
      %l30 = memref.cast %b_l30_c0 : memref<1xi64> to memref<?xi64>
      %l31 = memref.cast %b_l31_c0 : memref<1xi1> to memref<?xi1>
      %l32 = memref.cast %b_l32_c0 : memref<1xf32> to memref<?xf32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 9: ^bb9, 15: ^bb15]
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
                %v17 = memref.load %l3[%k0] : memref<?xi64>
                %v18 = memref.load %l6[%k0] : memref<?xi64>
                %v19 = arith.addi %v17, %v18 : i64
                memref.store %v19, %l7[%k0] : memref<?xi64>
                %v20 = memref.load %l6[%k0] : memref<?xi64>
                %v21 = memref.load %l2[%k0] : memref<?xi64>
                %v22 = arith.cmpi ult, %v20, %v21 : i64
                memref.store %v22, %l8[%k0] : memref<?xi1>
                %v23 = memref.load %l8[%k0] : memref<?xi1>
                cf.cond_br %v23, ^bb4, ^bb6
              ^bb4:
                %v24 = arith.index_cast %n0 : index to i64
                memref.store %v24, %l9[%k0] : memref<?xi64>
                %v25 = memref.load %l7[%k0] : memref<?xi64>
                %v26 = memref.load %l9[%k0] : memref<?xi64>
                %v27 = arith.cmpi ult, %v25, %v26 : i64
                memref.store %v27, %l10[%k0] : memref<?xi1>
                %v28 = memref.load %l10[%k0] : memref<?xi1>
                cf.cond_br %v28, ^bb5, ^bb6
              ^bb5:
                %v29 = memref.load %l4[%k0] : memref<?xf32>
                memref.store %v29, %l11[%k0] : memref<?xf32>
                %v30 = memref.load %l7[%k0] : memref<?xi64>
                %v31 = arith.index_cast %v30 : i64 to index
                %v32 = memref.load %p0[%v31] : memref<?xf32>
                memref.store %v32, %l12[%k0] : memref<?xf32>
                %v33 = memref.load %l6[%k0] : memref<?xi64>
                %v34 = arith.index_cast %v33 : i64 to index
                %v35 = memref.load %p1[%v34] : memref<?xf32>
                memref.store %v35, %l13[%k0] : memref<?xf32>
                %v36 = memref.load %l12[%k0] : memref<?xf32>
                %v37 = memref.load %l13[%k0] : memref<?xf32>
                %v38 = arith.mulf %v36, %v37 : f32
                memref.store %v38, %l14[%k0] : memref<?xf32>
                %v39 = memref.load %l11[%k0] : memref<?xf32>
                %v40 = memref.load %l14[%k0] : memref<?xf32>
                %v41 = arith.addf %v39, %v40 : f32
                memref.store %v41, %l4[%k0] : memref<?xf32>
                %v42 = memref.load %l6[%k0] : memref<?xi64>
                %v43 = arith.constant 256 : i64
                %v44 = arith.addi %v42, %v43 : i64
                memref.store %v44, %l5[%k0] : memref<?xi64>
                cf.br ^bb3
              ^bb6:
                %v45 = memref.load %ls0[%lane] : memref<?xi64>
                %v46 = arith.constant 256 : i64
                %v47 = arith.cmpi ult, %v45, %v46 : i64
                memref.store %v47, %l15[%k0] : memref<?xi1>
                %v48 = memref.load %l15[%k0] : memref<?xi1>
                cf.cond_br %v48, ^bb7, ^bb8
              ^bb7:
                %v49 = memref.load %l4[%k0] : memref<?xf32>
                memref.store %v49, %l16[%k0] : memref<?xf32>
                %v50 = memref.load %ls0[%lane] : memref<?xi64>
                %v51 = arith.index_cast %v50 : i64 to index
                %v52 = memref.load %l16[%k0] : memref<?xf32>
                memref.store %v52, %wg0[%v51] : memref<?xf32>
                cf.br ^bb8
              ^bb8:
                %v53 = arith.constant 9 : i32
                memref.store %v53, %resume[%lane] : memref<?xi32>
                %v54 = arith.constant true
                %v55 = arith.constant 0 : index
                memref.store %v54, %more[%v55] : memref<?xi1>
                cf.br ^exit
              ^bb9:
                %v56 = arith.constant 256 : i64
                %v57 = arith.constant 2 : i64
                %v58 = arith.constant 0 : i64
                %v59 = arith.cmpi eq, %v57, %v58 : i64
                %v60 = arith.constant 1 : i64
                %v61 = arith.select %v59, %v60, %v57 : i64
                %v62 = arith.divui %v56, %v61 : i64
                memref.store %v62, %ls17[%lane] : memref<?xi64>
                cf.br ^bb10
              ^bb10:
                %v63 = memref.load %ls17[%lane] : memref<?xi64>
                memref.store %v63, %l18[%k0] : memref<?xi64>
                %v64 = memref.load %l18[%k0] : memref<?xi64>
                %v65 = arith.constant 0 : i64
                %v66 = arith.cmpi ugt, %v64, %v65 : i64
                memref.store %v66, %l19[%k0] : memref<?xi1>
                %v67 = memref.load %l19[%k0] : memref<?xi1>
                cf.cond_br %v67, ^bb11, ^bb16
              ^bb11:
                %v68 = memref.load %ls17[%lane] : memref<?xi64>
                memref.store %v68, %l20[%k0] : memref<?xi64>
                %v69 = memref.load %ls0[%lane] : memref<?xi64>
                %v70 = memref.load %l20[%k0] : memref<?xi64>
                %v71 = arith.addi %v69, %v70 : i64
                memref.store %v71, %l21[%k0] : memref<?xi64>
                %v72 = memref.load %ls17[%lane] : memref<?xi64>
                memref.store %v72, %l22[%k0] : memref<?xi64>
                %v73 = memref.load %ls0[%lane] : memref<?xi64>
                %v74 = memref.load %l22[%k0] : memref<?xi64>
                %v75 = arith.cmpi ult, %v73, %v74 : i64
                memref.store %v75, %l23[%k0] : memref<?xi1>
                %v76 = memref.load %l23[%k0] : memref<?xi1>
                cf.cond_br %v76, ^bb12, ^bb14
              ^bb12:
                %v77 = memref.load %l21[%k0] : memref<?xi64>
                %v78 = arith.constant 256 : i64
                %v79 = arith.cmpi ult, %v77, %v78 : i64
                memref.store %v79, %l24[%k0] : memref<?xi1>
                %v80 = memref.load %l24[%k0] : memref<?xi1>
                cf.cond_br %v80, ^bb13, ^bb14
              ^bb13:
                %v81 = memref.load %ls0[%lane] : memref<?xi64>
                %v82 = arith.index_cast %v81 : i64 to index
                %v83 = memref.load %wg0[%v82] : memref<?xf32>
                memref.store %v83, %l25[%k0] : memref<?xf32>
                %v84 = memref.load %l21[%k0] : memref<?xi64>
                %v85 = arith.index_cast %v84 : i64 to index
                %v86 = memref.load %wg0[%v85] : memref<?xf32>
                memref.store %v86, %l26[%k0] : memref<?xf32>
                %v87 = memref.load %l25[%k0] : memref<?xf32>
                %v88 = memref.load %l26[%k0] : memref<?xf32>
                %v89 = arith.addf %v87, %v88 : f32
                memref.store %v89, %l27[%k0] : memref<?xf32>
                %v90 = memref.load %ls0[%lane] : memref<?xi64>
                %v91 = arith.index_cast %v90 : i64 to index
                %v92 = memref.load %l27[%k0] : memref<?xf32>
                memref.store %v92, %wg0[%v91] : memref<?xf32>
                cf.br ^bb14
              ^bb14:
                %v93 = arith.constant 15 : i32
                memref.store %v93, %resume[%lane] : memref<?xi32>
                %v94 = arith.constant true
                %v95 = arith.constant 0 : index
                memref.store %v94, %more[%v95] : memref<?xi1>
                cf.br ^exit
              ^bb15:
                %v96 = memref.load %ls17[%lane] : memref<?xi64>
                memref.store %v96, %l28[%k0] : memref<?xi64>
                %v97 = memref.load %l28[%k0] : memref<?xi64>
                %v98 = arith.constant 2 : i64
                %v99 = arith.constant 0 : i64
                %v100 = arith.cmpi eq, %v98, %v99 : i64
                %v101 = arith.constant 1 : i64
                %v102 = arith.select %v100, %v101, %v98 : i64
                %v103 = arith.divui %v97, %v102 : i64
                memref.store %v103, %ls17[%lane] : memref<?xi64>
                cf.br ^bb10
              ^bb16:
                %v104 = memref.load %ls0[%lane] : memref<?xi64>
                %v105 = arith.constant 0 : i64
                %v106 = arith.cmpi eq, %v104, %v105 : i64
                memref.store %v106, %l29[%k0] : memref<?xi1>
                %v107 = memref.load %l29[%k0] : memref<?xi1>
                cf.cond_br %v107, ^bb17, ^bb19
              ^bb17:
                %v108 = arith.index_cast %n2 : index to i64
                memref.store %v108, %l30[%k0] : memref<?xi64>
                %v109 = memref.load %ls1[%lane] : memref<?xi64>
                %v110 = memref.load %l30[%k0] : memref<?xi64>
                %v111 = arith.cmpi ult, %v109, %v110 : i64
                memref.store %v111, %l31[%k0] : memref<?xi1>
                %v112 = memref.load %l31[%k0] : memref<?xi1>
                cf.cond_br %v112, ^bb18, ^bb19
              ^bb18:
                %v113 = arith.constant 0 : i64
                %v114 = arith.index_cast %v113 : i64 to index
                %v115 = memref.load %wg0[%v114] : memref<?xf32>
                memref.store %v115, %l32[%k0] : memref<?xf32>
                %v116 = memref.load %ls1[%lane] : memref<?xi64>
                %v117 = arith.index_cast %v116 : i64 to index
                %v118 = memref.load %l32[%k0] : memref<?xf32>
                memref.store %v118, %p2[%v117] : memref<?xf32>
                cf.br ^bb19
              ^bb19:
                %v119 = arith.constant -1 : i32
                memref.store %v119, %resume[%lane] : memref<?xi32>
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
