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
    %b_l0_c0 = "aie.buffer"(%t_c0) {sym_name = "l0_c0"} : (index) -> memref<1xi64>
    %b_l1_c0 = "aie.buffer"(%t_c0) {sym_name = "l1_c0"} : (index) -> memref<1xi64>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi1>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xf32>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi1>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi1>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi64>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi1>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xf32>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xf32>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xf32>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xf32>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xf32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %l0 = memref.cast %b_l0_c0 : memref<1xi64> to memref<?xi64>
      %l1 = memref.cast %b_l1_c0 : memref<1xi64> to memref<?xi64>
      %l2 = memref.cast %b_l2_c0 : memref<1xi1> to memref<?xi1>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xf32> to memref<?xf32>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi1> to memref<?xi1>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi1> to memref<?xi1>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi64> to memref<?xi64>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi1> to memref<?xi1>
      %l18 = memref.cast %b_l18_c0 : memref<1xf32> to memref<?xf32>
      %l19 = memref.cast %b_l19_c0 : memref<1xf32> to memref<?xf32>
      %l20 = memref.cast %b_l20_c0 : memref<1xf32> to memref<?xf32>
      %l21 = memref.cast %b_l21_c0 : memref<1xf32> to memref<?xf32>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xf32> to memref<?xf32>
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
          scf.for %lane = %k0 to %kW step %k1 {
            scf.execute_region {
              cf.br ^bb0
            ^bb0:
              %v2 = arith.constant 64 : index
              %v3 = arith.muli %grpx, %v2 : index
              %v4 = arith.addi %v3, %lane : index
              %v5 = arith.index_cast %v4 : index to i64
              memref.store %v5, %l0[%k0] : memref<?xi64>
              cf.br ^bb1
            ^bb1:
              %v6 = arith.index_cast %n2 : index to i64
              memref.store %v6, %l1[%k0] : memref<?xi64>
              %v7 = memref.load %l0[%k0] : memref<?xi64>
              %v8 = memref.load %l1[%k0] : memref<?xi64>
              %v9 = arith.cmpi ult, %v7, %v8 : i64
              memref.store %v9, %l2[%k0] : memref<?xi1>
              %v10 = memref.load %l2[%k0] : memref<?xi1>
              cf.cond_br %v10, ^bb2, ^bb8
            ^bb2:
              %v11 = arith.index_cast %n1 : index to i64
              memref.store %v11, %l3[%k0] : memref<?xi64>
              %v12 = arith.constant 0x00000000 : f32
              memref.store %v12, %l4[%k0] : memref<?xf32>
              %v13 = arith.constant 0 : i64
              memref.store %v13, %l5[%k0] : memref<?xi64>
              %v14 = arith.constant 0 : i64
              memref.store %v14, %l6[%k0] : memref<?xi64>
              cf.br ^bb3
            ^bb3:
              %v15 = memref.load %l6[%k0] : memref<?xi64>
              memref.store %v15, %l7[%k0] : memref<?xi64>
              %v16 = arith.index_cast %n1 : index to i64
              memref.store %v16, %l8[%k0] : memref<?xi64>
              %v17 = memref.load %l7[%k0] : memref<?xi64>
              %v18 = memref.load %l8[%k0] : memref<?xi64>
              %v19 = arith.cmpi ult, %v17, %v18 : i64
              memref.store %v19, %l9[%k0] : memref<?xi1>
              %v20 = memref.load %l9[%k0] : memref<?xi1>
              %v21 = arith.extui %v20 : i1 to i64
              memref.store %v21, %l10[%k0] : memref<?xi64>
              %v22 = memref.load %l6[%k0] : memref<?xi64>
              %v23 = memref.load %l10[%k0] : memref<?xi64>
              %v24 = arith.addi %v22, %v23 : i64
              memref.store %v24, %l6[%k0] : memref<?xi64>
              %v25 = arith.index_cast %n1 : index to i64
              memref.store %v25, %l11[%k0] : memref<?xi64>
              %v26 = memref.load %l7[%k0] : memref<?xi64>
              %v27 = memref.load %l11[%k0] : memref<?xi64>
              %v28 = arith.cmpi ult, %v26, %v27 : i64
              memref.store %v28, %l12[%k0] : memref<?xi1>
              %v29 = memref.load %l12[%k0] : memref<?xi1>
              cf.cond_br %v29, ^bb4, ^bb5
            ^bb4:
              %v30 = memref.load %l0[%k0] : memref<?xi64>
              %v31 = memref.load %l3[%k0] : memref<?xi64>
              %v32 = arith.muli %v30, %v31 : i64
              memref.store %v32, %l13[%k0] : memref<?xi64>
              %v33 = memref.load %l5[%k0] : memref<?xi64>
              memref.store %v33, %l14[%k0] : memref<?xi64>
              %v34 = memref.load %l13[%k0] : memref<?xi64>
              %v35 = memref.load %l14[%k0] : memref<?xi64>
              %v36 = arith.addi %v34, %v35 : i64
              memref.store %v36, %l15[%k0] : memref<?xi64>
              %v37 = arith.index_cast %n0 : index to i64
              memref.store %v37, %l16[%k0] : memref<?xi64>
              %v38 = memref.load %l15[%k0] : memref<?xi64>
              %v39 = memref.load %l16[%k0] : memref<?xi64>
              %v40 = arith.cmpi ult, %v38, %v39 : i64
              memref.store %v40, %l17[%k0] : memref<?xi1>
              %v41 = memref.load %l17[%k0] : memref<?xi1>
              cf.cond_br %v41, ^bb6, ^bb7
            ^bb5:
              %v42 = memref.load %l4[%k0] : memref<?xf32>
              memref.store %v42, %l23[%k0] : memref<?xf32>
              %v43 = memref.load %l0[%k0] : memref<?xi64>
              %v44 = arith.index_cast %v43 : i64 to index
              %v45 = memref.load %l23[%k0] : memref<?xf32>
              memref.store %v45, %p2[%v44] : memref<?xf32>
              cf.br ^bb8
            ^bb6:
              %v46 = memref.load %l4[%k0] : memref<?xf32>
              memref.store %v46, %l18[%k0] : memref<?xf32>
              %v47 = memref.load %l15[%k0] : memref<?xi64>
              %v48 = arith.index_cast %v47 : i64 to index
              %v49 = memref.load %p0[%v48] : memref<?xf32>
              memref.store %v49, %l19[%k0] : memref<?xf32>
              %v50 = memref.load %l7[%k0] : memref<?xi64>
              %v51 = arith.index_cast %v50 : i64 to index
              %v52 = memref.load %p1[%v51] : memref<?xf32>
              memref.store %v52, %l20[%k0] : memref<?xf32>
              %v53 = memref.load %l19[%k0] : memref<?xf32>
              %v54 = memref.load %l20[%k0] : memref<?xf32>
              %v55 = arith.mulf %v53, %v54 : f32
              memref.store %v55, %l21[%k0] : memref<?xf32>
              %v56 = memref.load %l18[%k0] : memref<?xf32>
              %v57 = memref.load %l21[%k0] : memref<?xf32>
              %v58 = arith.addf %v56, %v57 : f32
              memref.store %v58, %l4[%k0] : memref<?xf32>
              cf.br ^bb7
            ^bb7:
              %v59 = memref.load %l5[%k0] : memref<?xi64>
              memref.store %v59, %l22[%k0] : memref<?xi64>
              %v60 = memref.load %l22[%k0] : memref<?xi64>
              %v61 = arith.constant 1 : i64
              %v62 = arith.addi %v60, %v61 : i64
              memref.store %v62, %l5[%k0] : memref<?xi64>
              cf.br ^bb3
            ^bb8:
              cf.br ^exit
            ^exit:
              scf.yield
            }
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
