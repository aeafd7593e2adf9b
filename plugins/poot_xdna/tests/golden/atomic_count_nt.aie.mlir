// atomic_count: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
// spellings: mlir_aie=newest: changes up to 2026-07-21 (PR #3364); device npu2_1col = 9, aie.runtime_sequence
// parameters: flags: &[u32] x1024 @in+32, counter: &mut [u32] x1024 @in+4128/out+0
module {
  "aie.device"() ({
    %t_shim = "aie.tile"() {col = 0 : i32, row = 0 : i32} : () -> index
    %t_mem = "aie.tile"() {col = 0 : i32, row = 1 : i32} : () -> index
    %t_c0 = "aie.tile"() {col = 0 : i32, row = 2 : i32} : () -> index
    // input: shim -> memory tile -> every compute tile (one FIFO, broadcast)
    "aie.objectfifo"(%t_shim, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<8224xi8>>, plio = false, sym_name = "in_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_c0) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<8224xi8>>, plio = false, sym_name = "in_l1", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@in_l2], fifoOuts = [@in_l1], src_offsets = []} : () -> ()
    // output: each compute tile -> memory tile (joined, tile t at t * out bytes) -> shim
    "aie.objectfifo"(%t_c0, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_c0", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_shim) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@out_c0], fifoOuts = [@out_l2], src_offsets = []} : () -> ()
    %b_l0_c0 = "aie.buffer"(%t_c0) {sym_name = "l0_c0"} : (index) -> memref<1xi64>
    %b_l1_c0 = "aie.buffer"(%t_c0) {sym_name = "l1_c0"} : (index) -> memref<1xi64>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi1>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi32>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi64>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi1>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %l0 = memref.cast %b_l0_c0 : memref<1xi64> to memref<?xi64>
      %l1 = memref.cast %b_l1_c0 : memref<1xi64> to memref<?xi64>
      %l2 = memref.cast %b_l2_c0 : memref<1xi1> to memref<?xi1>
      %l3 = memref.cast %b_l3_c0 : memref<1xi32> to memref<?xi32>
      %l4 = memref.cast %b_l4_c0 : memref<1xi64> to memref<?xi64>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi1> to memref<?xi1>
      %l7 = memref.cast %b_l7_c0 : memref<1xi32> to memref<?xi32>
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %kW = arith.constant 64 : index
      scf.for %launch = %c0_p to %cmax_p step %c1_p {  // one iteration per launch
        %sv_raw_in = "aie.objectfifo.acquire"() {objFifo_name = @in_l1, port = 1 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<8224xi8>>
        %raw_in = "aie.objectfifo.subview.access"(%sv_raw_in) {index = 0 : i32} : (!aie.objectfifosubview<memref<8224xi8>>) -> memref<8224xi8>
        %sv_raw_out = "aie.objectfifo.acquire"() {objFifo_name = @out_c0, port = 0 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<4096xi8>>
        %raw_out = "aie.objectfifo.subview.access"(%sv_raw_out) {index = 0 : i32} : (!aie.objectfifosubview<memref<4096xi8>>) -> memref<4096xi8>
        %hdr = memref.view %raw_in[%c0_p][] : memref<8224xi8> to memref<4xi64>
        %h_gx = memref.load %hdr[%c0_p] : memref<4xi64>
        %gx = arith.index_cast %h_gx : i64 to index
        %h_gy = memref.load %hdr[%c1_p] : memref<4xi64>
        %gy = arith.index_cast %h_gy : i64 to index
        %h_n0 = memref.load %hdr[%c2_p] : memref<4xi64>
        %n0 = arith.index_cast %h_n0 : i64 to index
        %h_n1 = memref.load %hdr[%c3_p] : memref<4xi64>
        %n1 = arith.index_cast %h_n1 : i64 to index
        %tile = arith.constant 0 : index
        %ntiles = arith.constant 1 : index
        %o_in0 = arith.constant 32 : index
        %v_in0 = memref.view %raw_in[%o_in0][] : memref<8224xi8> to memref<1024xi32>
        %p0 = memref.cast %v_in0 : memref<1024xi32> to memref<?xi32>
        %o_in1 = arith.constant 4128 : index
        %v_in1 = memref.view %raw_in[%o_in1][] : memref<8224xi8> to memref<1024xi32>
        %o_out1 = arith.constant 0 : index
        %v_out1 = memref.view %raw_out[%o_out1][] : memref<4096xi8> to memref<1024xi32>
        scf.for %ci = %c0_p to %n1 step %c1_p {  // initial contents of the in-out buffer
          %cv = memref.load %v_in1[%ci] : memref<1024xi32>
          memref.store %cv, %v_out1[%ci] : memref<1024xi32>
        }
        %p1 = memref.cast %v_out1 : memref<1024xi32> to memref<?xi32>
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
              %v6 = arith.index_cast %n0 : index to i64
              memref.store %v6, %l1[%k0] : memref<?xi64>
              %v7 = memref.load %l0[%k0] : memref<?xi64>
              %v8 = memref.load %l1[%k0] : memref<?xi64>
              %v9 = arith.cmpi ult, %v7, %v8 : i64
              memref.store %v9, %l2[%k0] : memref<?xi1>
              %v10 = memref.load %l2[%k0] : memref<?xi1>
              cf.cond_br %v10, ^bb2, ^bb4
            ^bb2:
              %v11 = memref.load %l0[%k0] : memref<?xi64>
              %v12 = arith.index_cast %v11 : i64 to index
              %v13 = memref.load %p0[%v12] : memref<?xi32>
              memref.store %v13, %l3[%k0] : memref<?xi32>
              %v14 = memref.load %l3[%k0] : memref<?xi32>
              %v15 = arith.extui %v14 : i32 to i64
              memref.store %v15, %l4[%k0] : memref<?xi64>
              %v16 = arith.index_cast %n1 : index to i64
              memref.store %v16, %l5[%k0] : memref<?xi64>
              %v17 = memref.load %l4[%k0] : memref<?xi64>
              %v18 = memref.load %l5[%k0] : memref<?xi64>
              %v19 = arith.cmpi ult, %v17, %v18 : i64
              memref.store %v19, %l6[%k0] : memref<?xi1>
              %v20 = memref.load %l6[%k0] : memref<?xi1>
              cf.cond_br %v20, ^bb3, ^bb4
            ^bb3:
              %v21 = memref.load %l4[%k0] : memref<?xi64>
              %v22 = arith.index_cast %v21 : i64 to index
              %v23 = memref.load %p1[%v22] : memref<?xi32>
              %v24 = arith.constant 1 : i32
              %v25 = arith.addi %v23, %v24 : i32
              memref.store %v25, %p1[%v22] : memref<?xi32>
              memref.store %v23, %l7[%k0] : memref<?xi32>
              cf.br ^bb4
            ^bb4:
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
    ^bb0(%a_in: memref<8224xi8>, %a_out: memref<4096xi8>):
      %task_out = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_out) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 4096 : i32, static_offset = 0 : i32} : (memref<4096xi8>) -> ()
        "aie.end"() : () -> ()
      }) {alloc = @out_l2, issue_token = true} : () -> index
      %task_in = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_in) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 8224 : i32, static_offset = 0 : i32} : (memref<8224xi8>) -> ()
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
