
// Tests that the correct size could be inferred with scalable encoding.
// Tests the workaround until #21317 and #21590 are resolved.
#encoding = #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {
    innerDimsPos = [0, 1], innerTileSizes = [8, 1], outerDimsPerm = [0, 1], scalableTiles = [true, false]}}>]>
util.func public @sizeof_scalable_layout() -> index {
    %size = stream.tensor.sizeof tensor<24x8xf32, #encoding> : index
    util.return %size : index
}

// CHECK-LABEL: @sizeof_scalable_layout
// Since we have vscale=2, the packed layout is effectively <2x8x16x1xf32>.
// Therefore, the calculated size is 2*8*16*1*4(f32)=1024.
// CHECK:         %[[C1024:.+]] = arith.constant 1024 : index
// CHECK-NEXT:    util.return %[[C1024]]
