#encoding = #iree_encoding.layout<[#iree_cpu.vmvx_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [4, 16], outerDimsPerm = [0, 1]}}>]>
module {
  util.func public @sizeof_lhs_encoding_partially_dynamic_using_layouts(%arg0: index) -> index {
    %0 = stream.tensor.sizeof tensor<10x?xf32, #encoding>{%arg0} : index
    util.return %0 : index
  }
}

