#encoding = #iree_encoding.layout<[#iree_cpu.vmvx_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [4, 8], outerDimsPerm = [0, 1]}}>]>
"builtin.module"() ({
  "util.func"() <{function_type = (index, index) -> index, sym_name = "sizeof_result_encoding_dynamic_using_layouts", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "stream.tensor.sizeof"(%arg0, %arg1) <{encoding = tensor<?x?xf32, #encoding>}> : (index, index) -> index
    "util.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

