// q8_0_dequant: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
// spellings: mlir_aie=newest: changes up to 2026-07-21 (PR #3364); device npu2_1col = 9, aie.runtime_sequence
// parameters: blocks: &[u32] x1024 @in+32, out: &mut [f32] x1024 @in+4128/out+0
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
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi64>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi32>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi1>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi32>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi32>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi32>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi32>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi32>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi32>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi32>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi32>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi32>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi32>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi32>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi32>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi32>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi32>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi1>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi32>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi32>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi32>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi32>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi1>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi32>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi32>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi32>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi32>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi1>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi32>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi32>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi32>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi1>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi32>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi32>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi32>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi32>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi32>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi32>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi32>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi32>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi32>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi32>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xf32>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi64>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi64>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi64>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi64>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi32>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi64>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi1>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi32>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi32>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi64>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi64>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi32>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi32>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi32>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi32>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi32>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xi32>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xi32>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi32>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xf32>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xf32>
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
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi64> to memref<?xi64>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi32> to memref<?xi32>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi1> to memref<?xi1>
      %l9 = memref.cast %b_l9_c0 : memref<1xi32> to memref<?xi32>
      %l10 = memref.cast %b_l10_c0 : memref<1xi32> to memref<?xi32>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi32> to memref<?xi32>
      %l14 = memref.cast %b_l14_c0 : memref<1xi32> to memref<?xi32>
      %l15 = memref.cast %b_l15_c0 : memref<1xi32> to memref<?xi32>
      %l16 = memref.cast %b_l16_c0 : memref<1xi32> to memref<?xi32>
      %l17 = memref.cast %b_l17_c0 : memref<1xi32> to memref<?xi32>
      %l18 = memref.cast %b_l18_c0 : memref<1xi32> to memref<?xi32>
      %l19 = memref.cast %b_l19_c0 : memref<1xi32> to memref<?xi32>
      %l20 = memref.cast %b_l20_c0 : memref<1xi32> to memref<?xi32>
      %l21 = memref.cast %b_l21_c0 : memref<1xi32> to memref<?xi32>
      %l22 = memref.cast %b_l22_c0 : memref<1xi32> to memref<?xi32>
      %l23 = memref.cast %b_l23_c0 : memref<1xi32> to memref<?xi32>
      %l24 = memref.cast %b_l24_c0 : memref<1xi32> to memref<?xi32>
      %l25 = memref.cast %b_l25_c0 : memref<1xi1> to memref<?xi1>
      %l26 = memref.cast %b_l26_c0 : memref<1xi32> to memref<?xi32>
      %l27 = memref.cast %b_l27_c0 : memref<1xi32> to memref<?xi32>
      %l28 = memref.cast %b_l28_c0 : memref<1xi32> to memref<?xi32>
      %l29 = memref.cast %b_l29_c0 : memref<1xi32> to memref<?xi32>
      %l30 = memref.cast %b_l30_c0 : memref<1xi1> to memref<?xi1>
      %l31 = memref.cast %b_l31_c0 : memref<1xi32> to memref<?xi32>
      %l32 = memref.cast %b_l32_c0 : memref<1xi32> to memref<?xi32>
      %l33 = memref.cast %b_l33_c0 : memref<1xi32> to memref<?xi32>
      %l34 = memref.cast %b_l34_c0 : memref<1xi32> to memref<?xi32>
      %l35 = memref.cast %b_l35_c0 : memref<1xi32> to memref<?xi32>
      %l36 = memref.cast %b_l36_c0 : memref<1xi32> to memref<?xi32>
      %l37 = memref.cast %b_l37_c0 : memref<1xi32> to memref<?xi32>
      %l38 = memref.cast %b_l38_c0 : memref<1xi32> to memref<?xi32>
      %l39 = memref.cast %b_l39_c0 : memref<1xi1> to memref<?xi1>
      %l40 = memref.cast %b_l40_c0 : memref<1xi32> to memref<?xi32>
      %l41 = memref.cast %b_l41_c0 : memref<1xi32> to memref<?xi32>
      %l42 = memref.cast %b_l42_c0 : memref<1xi32> to memref<?xi32>
      %l43 = memref.cast %b_l43_c0 : memref<1xi1> to memref<?xi1>
      %l44 = memref.cast %b_l44_c0 : memref<1xi32> to memref<?xi32>
      %l45 = memref.cast %b_l45_c0 : memref<1xi32> to memref<?xi32>
      %l46 = memref.cast %b_l46_c0 : memref<1xi32> to memref<?xi32>
      %l47 = memref.cast %b_l47_c0 : memref<1xi32> to memref<?xi32>
      %l48 = memref.cast %b_l48_c0 : memref<1xi32> to memref<?xi32>
      %l49 = memref.cast %b_l49_c0 : memref<1xi32> to memref<?xi32>
      %l50 = memref.cast %b_l50_c0 : memref<1xi32> to memref<?xi32>
      %l51 = memref.cast %b_l51_c0 : memref<1xi32> to memref<?xi32>
      %l52 = memref.cast %b_l52_c0 : memref<1xi32> to memref<?xi32>
      %l53 = memref.cast %b_l53_c0 : memref<1xi32> to memref<?xi32>
      %l54 = memref.cast %b_l54_c0 : memref<1xi32> to memref<?xi32>
      %l55 = memref.cast %b_l55_c0 : memref<1xi32> to memref<?xi32>
      %l56 = memref.cast %b_l56_c0 : memref<1xf32> to memref<?xf32>
      %l57 = memref.cast %b_l57_c0 : memref<1xi64> to memref<?xi64>
      %l58 = memref.cast %b_l58_c0 : memref<1xi64> to memref<?xi64>
      %l59 = memref.cast %b_l59_c0 : memref<1xi64> to memref<?xi64>
      %l60 = memref.cast %b_l60_c0 : memref<1xi64> to memref<?xi64>
      %l61 = memref.cast %b_l61_c0 : memref<1xi32> to memref<?xi32>
      %l62 = memref.cast %b_l62_c0 : memref<1xi64> to memref<?xi64>
      %l63 = memref.cast %b_l63_c0 : memref<1xi1> to memref<?xi1>
      %l64 = memref.cast %b_l64_c0 : memref<1xi32> to memref<?xi32>
      %l65 = memref.cast %b_l65_c0 : memref<1xi32> to memref<?xi32>
      %l66 = memref.cast %b_l66_c0 : memref<1xi64> to memref<?xi64>
      %l67 = memref.cast %b_l67_c0 : memref<1xi64> to memref<?xi64>
      %l68 = memref.cast %b_l68_c0 : memref<1xi32> to memref<?xi32>
      %l69 = memref.cast %b_l69_c0 : memref<1xi32> to memref<?xi32>
      %l70 = memref.cast %b_l70_c0 : memref<1xi32> to memref<?xi32>
      %l71 = memref.cast %b_l71_c0 : memref<1xi32> to memref<?xi32>
      %l72 = memref.cast %b_l72_c0 : memref<1xi32> to memref<?xi32>
      %l73 = memref.cast %b_l73_c0 : memref<1xi32> to memref<?xi32>
      %l74 = memref.cast %b_l74_c0 : memref<1xi32> to memref<?xi32>
      %l75 = memref.cast %b_l75_c0 : memref<1xi32> to memref<?xi32>
      %l76 = memref.cast %b_l76_c0 : memref<1xf32> to memref<?xf32>
      %l77 = memref.cast %b_l77_c0 : memref<1xf32> to memref<?xf32>
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %kW = arith.constant 256 : index
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
        %v_in1 = memref.view %raw_in[%o_in1][] : memref<8224xi8> to memref<1024xf32>
        %o_out1 = arith.constant 0 : index
        %v_out1 = memref.view %raw_out[%o_out1][] : memref<4096xi8> to memref<1024xf32>
        scf.for %ci = %c0_p to %n1 step %c1_p {  // initial contents of the in-out buffer
          %cv = memref.load %v_in1[%ci] : memref<1024xf32>
          memref.store %cv, %v_out1[%ci] : memref<1024xf32>
        }
        %p1 = memref.cast %v_out1 : memref<1024xf32> to memref<?xf32>
        %kgroups = arith.muli %gx, %gy : index
        scf.for %g = %tile to %kgroups step %ntiles {
          %grpx = arith.remui %g, %gx : index
          %grpy = arith.divui %g, %gx : index
          %v1 = arith.constant 0x00000000 : f32
          scf.for %lane = %k0 to %kW step %k1 {
            scf.execute_region {
              cf.br ^bb0
            ^bb0:
              %v2 = arith.constant 256 : index
              %v3 = arith.muli %grpx, %v2 : index
              %v4 = arith.addi %v3, %lane : index
              %v5 = arith.index_cast %v4 : index to i64
              memref.store %v5, %l0[%k0] : memref<?xi64>
              cf.br ^bb1
            ^bb1:
              %v6 = arith.index_cast %n1 : index to i64
              memref.store %v6, %l1[%k0] : memref<?xi64>
              %v7 = memref.load %l0[%k0] : memref<?xi64>
              %v8 = memref.load %l1[%k0] : memref<?xi64>
              %v9 = arith.cmpi ult, %v7, %v8 : i64
              memref.store %v9, %l2[%k0] : memref<?xi1>
              %v10 = memref.load %l2[%k0] : memref<?xi1>
              cf.cond_br %v10, ^bb2, ^bb16
            ^bb2:
              %v11 = memref.load %l0[%k0] : memref<?xi64>
              %v12 = arith.constant 32 : i64
              %v13 = arith.constant 0 : i64
              %v14 = arith.cmpi eq, %v12, %v13 : i64
              %v15 = arith.constant 1 : i64
              %v16 = arith.select %v14, %v15, %v12 : i64
              %v17 = arith.divui %v11, %v16 : i64
              memref.store %v17, %l3[%k0] : memref<?xi64>
              %v18 = memref.load %l3[%k0] : memref<?xi64>
              %v19 = arith.constant 34 : i64
              %v20 = arith.muli %v18, %v19 : i64
              memref.store %v20, %l4[%k0] : memref<?xi64>
              %v21 = memref.load %l4[%k0] : memref<?xi64>
              %v22 = arith.constant 4 : i64
              %v23 = arith.constant 0 : i64
              %v24 = arith.cmpi eq, %v22, %v23 : i64
              %v25 = arith.constant 1 : i64
              %v26 = arith.select %v24, %v25, %v22 : i64
              %v27 = arith.divui %v21, %v26 : i64
              memref.store %v27, %l5[%k0] : memref<?xi64>
              %v28 = arith.constant 0 : i32
              memref.store %v28, %l6[%k0] : memref<?xi32>
              %v29 = arith.index_cast %n0 : index to i64
              memref.store %v29, %l7[%k0] : memref<?xi64>
              %v30 = memref.load %l5[%k0] : memref<?xi64>
              %v31 = memref.load %l7[%k0] : memref<?xi64>
              %v32 = arith.cmpi ult, %v30, %v31 : i64
              memref.store %v32, %l8[%k0] : memref<?xi1>
              %v33 = memref.load %l8[%k0] : memref<?xi1>
              cf.cond_br %v33, ^bb3, ^bb4
            ^bb3:
              %v34 = memref.load %l5[%k0] : memref<?xi64>
              %v35 = arith.index_cast %v34 : i64 to index
              %v36 = memref.load %p0[%v35] : memref<?xi32>
              memref.store %v36, %l9[%k0] : memref<?xi32>
              %v37 = memref.load %l9[%k0] : memref<?xi32>
              memref.store %v37, %l6[%k0] : memref<?xi32>
              cf.br ^bb4
            ^bb4:
              %v38 = memref.load %l6[%k0] : memref<?xi32>
              memref.store %v38, %l10[%k0] : memref<?xi32>
              %v39 = memref.load %l4[%k0] : memref<?xi64>
              %v40 = arith.constant 4 : i64
              %v41 = arith.constant 0 : i64
              %v42 = arith.cmpi eq, %v40, %v41 : i64
              %v43 = arith.constant 1 : i64
              %v44 = arith.select %v42, %v43, %v40 : i64
              %v45 = arith.remui %v39, %v44 : i64
              memref.store %v45, %l11[%k0] : memref<?xi64>
              %v46 = memref.load %l11[%k0] : memref<?xi64>
              %v47 = arith.constant 8 : i64
              %v48 = arith.muli %v46, %v47 : i64
              memref.store %v48, %l12[%k0] : memref<?xi64>
              %v49 = memref.load %l12[%k0] : memref<?xi64>
              %v50 = arith.trunci %v49 : i64 to i32
              memref.store %v50, %l13[%k0] : memref<?xi32>
              %v51 = memref.load %l10[%k0] : memref<?xi32>
              %v52 = memref.load %l13[%k0] : memref<?xi32>
              %v53 = arith.constant 31 : i32
              %v54 = arith.andi %v52, %v53 : i32
              %v55 = arith.shrui %v51, %v54 : i32
              memref.store %v55, %l14[%k0] : memref<?xi32>
              %v56 = memref.load %l14[%k0] : memref<?xi32>
              %v57 = arith.constant 65535 : i32
              %v58 = arith.andi %v56, %v57 : i32
              memref.store %v58, %l15[%k0] : memref<?xi32>
              %v59 = arith.constant 15 : i32
              memref.store %v59, %l16[%k0] : memref<?xi32>
              %v60 = memref.load %l15[%k0] : memref<?xi32>
              %v61 = memref.load %l16[%k0] : memref<?xi32>
              %v62 = arith.constant 31 : i32
              %v63 = arith.andi %v61, %v62 : i32
              %v64 = arith.shrui %v60, %v63 : i32
              memref.store %v64, %l17[%k0] : memref<?xi32>
              %v65 = arith.constant 31 : i32
              memref.store %v65, %l18[%k0] : memref<?xi32>
              %v66 = memref.load %l17[%k0] : memref<?xi32>
              %v67 = memref.load %l18[%k0] : memref<?xi32>
              %v68 = arith.constant 31 : i32
              %v69 = arith.andi %v67, %v68 : i32
              %v70 = arith.shli %v66, %v69 : i32
              memref.store %v70, %l19[%k0] : memref<?xi32>
              %v71 = arith.constant 10 : i32
              memref.store %v71, %l20[%k0] : memref<?xi32>
              %v72 = memref.load %l15[%k0] : memref<?xi32>
              %v73 = memref.load %l20[%k0] : memref<?xi32>
              %v74 = arith.constant 31 : i32
              %v75 = arith.andi %v73, %v74 : i32
              %v76 = arith.shrui %v72, %v75 : i32
              memref.store %v76, %l21[%k0] : memref<?xi32>
              %v77 = memref.load %l21[%k0] : memref<?xi32>
              %v78 = arith.constant 31 : i32
              %v79 = arith.andi %v77, %v78 : i32
              memref.store %v79, %l22[%k0] : memref<?xi32>
              %v80 = memref.load %l15[%k0] : memref<?xi32>
              %v81 = arith.constant 1023 : i32
              %v82 = arith.andi %v80, %v81 : i32
              memref.store %v82, %l23[%k0] : memref<?xi32>
              %v83 = memref.load %l19[%k0] : memref<?xi32>
              memref.store %v83, %l24[%k0] : memref<?xi32>
              %v84 = memref.load %l22[%k0] : memref<?xi32>
              %v85 = arith.constant 31 : i32
              %v86 = arith.cmpi eq, %v84, %v85 : i32
              memref.store %v86, %l25[%k0] : memref<?xi1>
              %v87 = memref.load %l25[%k0] : memref<?xi1>
              cf.cond_br %v87, ^bb5, ^bb6
            ^bb5:
              %v88 = memref.load %l19[%k0] : memref<?xi32>
              %v89 = arith.constant 2139095040 : i32
              %v90 = arith.ori %v88, %v89 : i32
              memref.store %v90, %l26[%k0] : memref<?xi32>
              %v91 = memref.load %l23[%k0] : memref<?xi32>
              memref.store %v91, %l27[%k0] : memref<?xi32>
              %v92 = arith.constant 13 : i32
              memref.store %v92, %l28[%k0] : memref<?xi32>
              %v93 = memref.load %l27[%k0] : memref<?xi32>
              %v94 = memref.load %l28[%k0] : memref<?xi32>
              %v95 = arith.constant 31 : i32
              %v96 = arith.andi %v94, %v95 : i32
              %v97 = arith.shli %v93, %v96 : i32
              memref.store %v97, %l29[%k0] : memref<?xi32>
              %v98 = memref.load %l26[%k0] : memref<?xi32>
              %v99 = memref.load %l29[%k0] : memref<?xi32>
              %v100 = arith.ori %v98, %v99 : i32
              memref.store %v100, %l24[%k0] : memref<?xi32>
              cf.br ^bb13
            ^bb6:
              %v101 = memref.load %l22[%k0] : memref<?xi32>
              %v102 = arith.constant 0 : i32
              %v103 = arith.cmpi ne, %v101, %v102 : i32
              memref.store %v103, %l30[%k0] : memref<?xi1>
              %v104 = memref.load %l30[%k0] : memref<?xi1>
              cf.cond_br %v104, ^bb7, ^bb8
            ^bb7:
              %v105 = memref.load %l22[%k0] : memref<?xi32>
              %v106 = arith.constant 112 : i32
              %v107 = arith.addi %v105, %v106 : i32
              memref.store %v107, %l31[%k0] : memref<?xi32>
              %v108 = arith.constant 23 : i32
              memref.store %v108, %l32[%k0] : memref<?xi32>
              %v109 = memref.load %l31[%k0] : memref<?xi32>
              %v110 = memref.load %l32[%k0] : memref<?xi32>
              %v111 = arith.constant 31 : i32
              %v112 = arith.andi %v110, %v111 : i32
              %v113 = arith.shli %v109, %v112 : i32
              memref.store %v113, %l33[%k0] : memref<?xi32>
              %v114 = memref.load %l19[%k0] : memref<?xi32>
              %v115 = memref.load %l33[%k0] : memref<?xi32>
              %v116 = arith.ori %v114, %v115 : i32
              memref.store %v116, %l34[%k0] : memref<?xi32>
              %v117 = memref.load %l23[%k0] : memref<?xi32>
              memref.store %v117, %l35[%k0] : memref<?xi32>
              %v118 = arith.constant 13 : i32
              memref.store %v118, %l36[%k0] : memref<?xi32>
              %v119 = memref.load %l35[%k0] : memref<?xi32>
              %v120 = memref.load %l36[%k0] : memref<?xi32>
              %v121 = arith.constant 31 : i32
              %v122 = arith.andi %v120, %v121 : i32
              %v123 = arith.shli %v119, %v122 : i32
              memref.store %v123, %l37[%k0] : memref<?xi32>
              %v124 = memref.load %l34[%k0] : memref<?xi32>
              %v125 = memref.load %l37[%k0] : memref<?xi32>
              %v126 = arith.ori %v124, %v125 : i32
              memref.store %v126, %l24[%k0] : memref<?xi32>
              cf.br ^bb13
            ^bb8:
              %v127 = memref.load %l23[%k0] : memref<?xi32>
              memref.store %v127, %l38[%k0] : memref<?xi32>
              %v128 = memref.load %l38[%k0] : memref<?xi32>
              %v129 = arith.constant 0 : i32
              %v130 = arith.cmpi ne, %v128, %v129 : i32
              memref.store %v130, %l39[%k0] : memref<?xi1>
              %v131 = memref.load %l39[%k0] : memref<?xi1>
              cf.cond_br %v131, ^bb9, ^bb13
            ^bb9:
              %v132 = arith.constant 113 : i32
              memref.store %v132, %l40[%k0] : memref<?xi32>
              cf.br ^bb10
            ^bb10:
              %v133 = memref.load %l23[%k0] : memref<?xi32>
              memref.store %v133, %l41[%k0] : memref<?xi32>
              %v134 = memref.load %l41[%k0] : memref<?xi32>
              %v135 = arith.constant 1024 : i32
              %v136 = arith.andi %v134, %v135 : i32
              memref.store %v136, %l42[%k0] : memref<?xi32>
              %v137 = memref.load %l42[%k0] : memref<?xi32>
              %v138 = arith.constant 0 : i32
              %v139 = arith.cmpi eq, %v137, %v138 : i32
              memref.store %v139, %l43[%k0] : memref<?xi1>
              %v140 = memref.load %l43[%k0] : memref<?xi1>
              cf.cond_br %v140, ^bb11, ^bb12
            ^bb11:
              %v141 = memref.load %l23[%k0] : memref<?xi32>
              memref.store %v141, %l44[%k0] : memref<?xi32>
              %v142 = arith.constant 1 : i32
              memref.store %v142, %l45[%k0] : memref<?xi32>
              %v143 = memref.load %l44[%k0] : memref<?xi32>
              %v144 = memref.load %l45[%k0] : memref<?xi32>
              %v145 = arith.constant 31 : i32
              %v146 = arith.andi %v144, %v145 : i32
              %v147 = arith.shli %v143, %v146 : i32
              memref.store %v147, %l23[%k0] : memref<?xi32>
              %v148 = memref.load %l40[%k0] : memref<?xi32>
              memref.store %v148, %l46[%k0] : memref<?xi32>
              %v149 = memref.load %l46[%k0] : memref<?xi32>
              %v150 = arith.constant 1 : i32
              %v151 = arith.subi %v149, %v150 : i32
              memref.store %v151, %l40[%k0] : memref<?xi32>
              cf.br ^bb10
            ^bb12:
              %v152 = memref.load %l40[%k0] : memref<?xi32>
              memref.store %v152, %l47[%k0] : memref<?xi32>
              %v153 = arith.constant 23 : i32
              memref.store %v153, %l48[%k0] : memref<?xi32>
              %v154 = memref.load %l47[%k0] : memref<?xi32>
              %v155 = memref.load %l48[%k0] : memref<?xi32>
              %v156 = arith.constant 31 : i32
              %v157 = arith.andi %v155, %v156 : i32
              %v158 = arith.shli %v154, %v157 : i32
              memref.store %v158, %l49[%k0] : memref<?xi32>
              %v159 = memref.load %l19[%k0] : memref<?xi32>
              %v160 = memref.load %l49[%k0] : memref<?xi32>
              %v161 = arith.ori %v159, %v160 : i32
              memref.store %v161, %l50[%k0] : memref<?xi32>
              %v162 = memref.load %l23[%k0] : memref<?xi32>
              memref.store %v162, %l51[%k0] : memref<?xi32>
              %v163 = memref.load %l51[%k0] : memref<?xi32>
              %v164 = arith.constant 1023 : i32
              %v165 = arith.andi %v163, %v164 : i32
              memref.store %v165, %l52[%k0] : memref<?xi32>
              %v166 = arith.constant 13 : i32
              memref.store %v166, %l53[%k0] : memref<?xi32>
              %v167 = memref.load %l52[%k0] : memref<?xi32>
              %v168 = memref.load %l53[%k0] : memref<?xi32>
              %v169 = arith.constant 31 : i32
              %v170 = arith.andi %v168, %v169 : i32
              %v171 = arith.shli %v167, %v170 : i32
              memref.store %v171, %l54[%k0] : memref<?xi32>
              %v172 = memref.load %l50[%k0] : memref<?xi32>
              %v173 = memref.load %l54[%k0] : memref<?xi32>
              %v174 = arith.ori %v172, %v173 : i32
              memref.store %v174, %l24[%k0] : memref<?xi32>
              cf.br ^bb13
            ^bb13:
              %v175 = memref.load %l24[%k0] : memref<?xi32>
              memref.store %v175, %l55[%k0] : memref<?xi32>
              %v176 = memref.load %l55[%k0] : memref<?xi32>
              %v177 = arith.bitcast %v176 : i32 to f32
              memref.store %v177, %l56[%k0] : memref<?xf32>
              %v178 = memref.load %l4[%k0] : memref<?xi64>
              %v179 = arith.constant 2 : i64
              %v180 = arith.addi %v178, %v179 : i64
              memref.store %v180, %l57[%k0] : memref<?xi64>
              %v181 = memref.load %l0[%k0] : memref<?xi64>
              %v182 = arith.constant 32 : i64
              %v183 = arith.constant 0 : i64
              %v184 = arith.cmpi eq, %v182, %v183 : i64
              %v185 = arith.constant 1 : i64
              %v186 = arith.select %v184, %v185, %v182 : i64
              %v187 = arith.remui %v181, %v186 : i64
              memref.store %v187, %l58[%k0] : memref<?xi64>
              %v188 = memref.load %l57[%k0] : memref<?xi64>
              %v189 = memref.load %l58[%k0] : memref<?xi64>
              %v190 = arith.addi %v188, %v189 : i64
              memref.store %v190, %l59[%k0] : memref<?xi64>
              %v191 = memref.load %l59[%k0] : memref<?xi64>
              %v192 = arith.constant 4 : i64
              %v193 = arith.constant 0 : i64
              %v194 = arith.cmpi eq, %v192, %v193 : i64
              %v195 = arith.constant 1 : i64
              %v196 = arith.select %v194, %v195, %v192 : i64
              %v197 = arith.divui %v191, %v196 : i64
              memref.store %v197, %l60[%k0] : memref<?xi64>
              %v198 = arith.constant 0 : i32
              memref.store %v198, %l61[%k0] : memref<?xi32>
              %v199 = arith.index_cast %n0 : index to i64
              memref.store %v199, %l62[%k0] : memref<?xi64>
              %v200 = memref.load %l60[%k0] : memref<?xi64>
              %v201 = memref.load %l62[%k0] : memref<?xi64>
              %v202 = arith.cmpi ult, %v200, %v201 : i64
              memref.store %v202, %l63[%k0] : memref<?xi1>
              %v203 = memref.load %l63[%k0] : memref<?xi1>
              cf.cond_br %v203, ^bb14, ^bb15
            ^bb14:
              %v204 = memref.load %l60[%k0] : memref<?xi64>
              %v205 = arith.index_cast %v204 : i64 to index
              %v206 = memref.load %p0[%v205] : memref<?xi32>
              memref.store %v206, %l64[%k0] : memref<?xi32>
              %v207 = memref.load %l64[%k0] : memref<?xi32>
              memref.store %v207, %l61[%k0] : memref<?xi32>
              cf.br ^bb15
            ^bb15:
              %v208 = memref.load %l61[%k0] : memref<?xi32>
              memref.store %v208, %l65[%k0] : memref<?xi32>
              %v209 = memref.load %l59[%k0] : memref<?xi64>
              %v210 = arith.constant 4 : i64
              %v211 = arith.constant 0 : i64
              %v212 = arith.cmpi eq, %v210, %v211 : i64
              %v213 = arith.constant 1 : i64
              %v214 = arith.select %v212, %v213, %v210 : i64
              %v215 = arith.remui %v209, %v214 : i64
              memref.store %v215, %l66[%k0] : memref<?xi64>
              %v216 = memref.load %l66[%k0] : memref<?xi64>
              %v217 = arith.constant 8 : i64
              %v218 = arith.muli %v216, %v217 : i64
              memref.store %v218, %l67[%k0] : memref<?xi64>
              %v219 = memref.load %l67[%k0] : memref<?xi64>
              %v220 = arith.trunci %v219 : i64 to i32
              memref.store %v220, %l68[%k0] : memref<?xi32>
              %v221 = memref.load %l65[%k0] : memref<?xi32>
              %v222 = memref.load %l68[%k0] : memref<?xi32>
              %v223 = arith.constant 31 : i32
              %v224 = arith.andi %v222, %v223 : i32
              %v225 = arith.shrui %v221, %v224 : i32
              memref.store %v225, %l69[%k0] : memref<?xi32>
              %v226 = memref.load %l69[%k0] : memref<?xi32>
              %v227 = arith.constant 255 : i32
              %v228 = arith.andi %v226, %v227 : i32
              memref.store %v228, %l70[%k0] : memref<?xi32>
              %v229 = memref.load %l70[%k0] : memref<?xi32>
              memref.store %v229, %l71[%k0] : memref<?xi32>
              %v230 = memref.load %l70[%k0] : memref<?xi32>
              %v231 = arith.constant 128 : i32
              %v232 = arith.andi %v230, %v231 : i32
              memref.store %v232, %l72[%k0] : memref<?xi32>
              %v233 = memref.load %l72[%k0] : memref<?xi32>
              memref.store %v233, %l73[%k0] : memref<?xi32>
              %v234 = memref.load %l73[%k0] : memref<?xi32>
              %v235 = arith.constant 2 : i32
              %v236 = arith.muli %v234, %v235 : i32
              memref.store %v236, %l74[%k0] : memref<?xi32>
              %v237 = memref.load %l71[%k0] : memref<?xi32>
              %v238 = memref.load %l74[%k0] : memref<?xi32>
              %v239 = arith.subi %v237, %v238 : i32
              memref.store %v239, %l75[%k0] : memref<?xi32>
              %v240 = memref.load %l75[%k0] : memref<?xi32>
              %v241 = arith.sitofp %v240 : i32 to f32
              memref.store %v241, %l76[%k0] : memref<?xf32>
              %v242 = memref.load %l56[%k0] : memref<?xf32>
              %v243 = memref.load %l76[%k0] : memref<?xf32>
              %v244 = arith.mulf %v242, %v243 : f32
              memref.store %v244, %l77[%k0] : memref<?xf32>
              %v245 = memref.load %l0[%k0] : memref<?xi64>
              %v246 = arith.index_cast %v245 : i64 to index
              %v247 = memref.load %l77[%k0] : memref<?xf32>
              memref.store %v247, %p1[%v246] : memref<?xf32>
              cf.br ^bb16
            ^bb16:
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
