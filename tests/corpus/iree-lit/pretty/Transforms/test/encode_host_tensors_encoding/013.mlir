#encoding = #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [8, 1], outerDimsPerm = [0, 1], scalableTiles = [true, false]}}>]>
module {
  util.func public @sizeof_scalable_layout() -> index {
    %0 = stream.tensor.sizeof tensor<24x8xf32, #encoding> : index
    util.return %0 : index
  }
}

