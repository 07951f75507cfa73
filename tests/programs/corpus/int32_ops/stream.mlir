#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_8_i32, sym_name = "main_dispatch_0_elementwise_8_i32", sym_visibility = "public"}> ({
      %133:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%133#0, %133#1, %133#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_8_i32"}> ({
      ^bb0(%arg46: !stream.binding, %arg47: !stream.binding, %arg48: !stream.binding):
        %122 = "arith.constant"() <{value = 0 : index}> : () -> index
        %123 = "stream.binding.subspan"(%arg46, %122) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %124 = "stream.binding.subspan"(%arg47, %122) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %125 = "stream.binding.subspan"(%arg48, %122) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %126 = "iree_tensor_ext.dispatch.tensor.load"(%123) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %127 = "iree_tensor_ext.dispatch.tensor.load"(%124) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %128 = "tensor.empty"() : () -> tensor<8xi32>
        %129 = "linalg.generic"(%126, %127, %128) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg49: i32, %arg50: i32, %arg51: i32):
          %130 = "arith.addi"(%arg49, %arg50) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %131 = "arith.muli"(%arg49, %arg50) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %132 = "arith.xori"(%130, %131) : (i32, i32) -> i32
          "linalg.yield"(%132) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%129, %125) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_8_i32, sym_name = "main_dispatch_1_elementwise_8_i32", sym_visibility = "public"}> ({
      %121:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%121#0, %121#1, %121#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_8_i32"}> ({
      ^bb0(%arg40: !stream.binding, %arg41: !stream.binding, %arg42: !stream.binding):
        %111 = "arith.constant"() <{value = 0 : index}> : () -> index
        %112 = "arith.constant"() <{value = 64 : index}> : () -> index
        %113 = "stream.binding.subspan"(%arg40, %111) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %114 = "stream.binding.subspan"(%arg41, %111) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %115 = "stream.binding.subspan"(%arg42, %112) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %116 = "iree_tensor_ext.dispatch.tensor.load"(%113) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %117 = "iree_tensor_ext.dispatch.tensor.load"(%114) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %118 = "tensor.empty"() : () -> tensor<8xi32>
        %119 = "linalg.generic"(%116, %117, %118) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg43: i32, %arg44: i32, %arg45: i32):
          %120 = "arith.divui"(%arg43, %arg44) : (i32, i32) -> i32
          "linalg.yield"(%120) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%119, %115) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_8_i32, sym_name = "main_dispatch_2_elementwise_8_i32", sym_visibility = "public"}> ({
      %110:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%110#0, %110#1, %110#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_8_i32"}> ({
      ^bb0(%arg34: !stream.binding, %arg35: !stream.binding, %arg36: !stream.binding):
        %100 = "arith.constant"() <{value = 0 : index}> : () -> index
        %101 = "arith.constant"() <{value = 128 : index}> : () -> index
        %102 = "stream.binding.subspan"(%arg34, %100) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %103 = "stream.binding.subspan"(%arg35, %100) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %104 = "stream.binding.subspan"(%arg36, %101) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %105 = "iree_tensor_ext.dispatch.tensor.load"(%102) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %106 = "iree_tensor_ext.dispatch.tensor.load"(%103) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %107 = "tensor.empty"() : () -> tensor<8xi32>
        %108 = "linalg.generic"(%105, %106, %107) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg37: i32, %arg38: i32, %arg39: i32):
          %109 = "arith.remui"(%arg37, %arg38) : (i32, i32) -> i32
          "linalg.yield"(%109) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%108, %104) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_8_i32, sym_name = "main_dispatch_3_elementwise_8_i32", sym_visibility = "public"}> ({
      %99:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%99#0, %99#1, %99#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_8_i32"}> ({
      ^bb0(%arg28: !stream.binding, %arg29: !stream.binding, %arg30: !stream.binding):
        %87 = "arith.constant"() <{value = 0 : index}> : () -> index
        %88 = "arith.constant"() <{value = 192 : index}> : () -> index
        %89 = "stream.binding.subspan"(%arg28, %87) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %90 = "stream.binding.subspan"(%arg29, %87) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %91 = "stream.binding.subspan"(%arg30, %88) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %92 = "iree_tensor_ext.dispatch.tensor.load"(%89) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %93 = "iree_tensor_ext.dispatch.tensor.load"(%90) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %94 = "tensor.empty"() : () -> tensor<8xi32>
        %95 = "linalg.generic"(%92, %93, %94) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg31: i32, %arg32: i32, %arg33: i32):
          %96 = "arith.divsi"(%arg31, %arg32) : (i32, i32) -> i32
          %97 = "arith.remsi"(%arg31, %arg32) : (i32, i32) -> i32
          %98 = "arith.addi"(%96, %97) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%98) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%95, %91) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_8_i32, sym_name = "main_dispatch_4_elementwise_8_i32", sym_visibility = "public"}> ({
      %86:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%86#0, %86#1, %86#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_8_i32"}> ({
      ^bb0(%arg22: !stream.binding, %arg23: !stream.binding, %arg24: !stream.binding):
        %74 = "arith.constant"() <{value = 0 : index}> : () -> index
        %75 = "arith.constant"() <{value = 256 : index}> : () -> index
        %76 = "stream.binding.subspan"(%arg22, %74) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %77 = "stream.binding.subspan"(%arg23, %74) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %78 = "stream.binding.subspan"(%arg24, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %79 = "iree_tensor_ext.dispatch.tensor.load"(%76) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %80 = "iree_tensor_ext.dispatch.tensor.load"(%77) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %81 = "tensor.empty"() : () -> tensor<8xi32>
        %82 = "linalg.generic"(%79, %80, %81) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg25: i32, %arg26: i32, %arg27: i32):
          %83 = "arith.floordivsi"(%arg25, %arg26) : (i32, i32) -> i32
          %84 = "arith.ceildivsi"(%arg25, %arg26) : (i32, i32) -> i32
          %85 = "arith.subi"(%83, %84) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%85) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%82, %78) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_8_i32, sym_name = "main_dispatch_5_elementwise_8_i32", sym_visibility = "public"}> ({
      %73:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%73#0, %73#1, %73#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_8_i32"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding):
        %60 = "arith.constant"() <{value = dense<[0, 1, 3, 7, 15, 31, 4, 2]> : tensor<8xi32>}> : () -> tensor<8xi32>
        %61 = "arith.constant"() <{value = 0 : index}> : () -> index
        %62 = "arith.constant"() <{value = 320 : index}> : () -> index
        %63 = "stream.binding.subspan"(%arg17, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %64 = "stream.binding.subspan"(%arg18, %62) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %65 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %66 = "tensor.empty"() : () -> tensor<8xi32>
        %67 = "linalg.generic"(%65, %60, %66) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg19: i32, %arg20: i32, %arg21: i32):
          %68 = "arith.shrui"(%arg19, %arg20) : (i32, i32) -> i32
          %69 = "arith.shrsi"(%arg19, %arg20) : (i32, i32) -> i32
          %70 = "arith.andi"(%69, %68) : (i32, i32) -> i32
          %71 = "arith.shli"(%arg19, %arg20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %72 = "arith.ori"(%70, %71) : (i32, i32) -> i32
          "linalg.yield"(%72) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%67, %64) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_8_i32xi32xi1, sym_name = "main_dispatch_6_elementwise_8_i32xi32xi1", sym_visibility = "public"}> ({
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_8_i32xi32xi1"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %48 = "arith.constant"() <{value = 0 : index}> : () -> index
        %49 = "arith.constant"() <{value = 384 : index}> : () -> index
        %50 = "stream.binding.subspan"(%arg11, %48) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %51 = "stream.binding.subspan"(%arg12, %48) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %52 = "stream.binding.subspan"(%arg13, %49) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi8>>
        %53 = "iree_tensor_ext.dispatch.tensor.load"(%50) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %55 = "tensor.empty"() : () -> tensor<8xi1>
        %56 = "linalg.generic"(%53, %54, %55) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: i32, %arg15: i32, %arg16: i1):
          %58 = "arith.cmpi"(%arg14, %arg15) <{predicate = 6 : i64}> : (i32, i32) -> i1
          "linalg.yield"(%58) : (i1) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi1>) -> tensor<8xi1>
        %57 = "arith.extui"(%56) : (tensor<8xi1>) -> tensor<8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%57, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_elementwise_8_i32, sym_name = "main_dispatch_7_elementwise_8_i32", sym_visibility = "public"}> ({
      %47:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%47#0, %47#1, %47#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_elementwise_8_i32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding, %arg7: !stream.binding):
        %34 = "arith.constant"() <{value = 0 : index}> : () -> index
        %35 = "arith.constant"() <{value = 448 : index}> : () -> index
        %36 = "stream.binding.subspan"(%arg5, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %37 = "stream.binding.subspan"(%arg6, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %38 = "stream.binding.subspan"(%arg7, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %41 = "tensor.empty"() : () -> tensor<8xi32>
        %42 = "linalg.generic"(%39, %40, %41) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg8: i32, %arg9: i32, %arg10: i32):
          %43 = "arith.maxsi"(%arg8, %arg9) : (i32, i32) -> i32
          %44 = "arith.minui"(%arg8, %arg9) : (i32, i32) -> i32
          %45 = "arith.cmpi"(%arg8, %arg9) <{predicate = 6 : i64}> : (i32, i32) -> i1
          %46 = "arith.select"(%45, %43, %44) : (i1, i32, i32) -> i32
          "linalg.yield"(%46) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%42, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 512 : index}> : () -> index
    %2 = "arith.constant"() <{value = 448 : index}> : () -> index
    %3 = "arith.constant"() <{value = 384 : index}> : () -> index
    %4 = "arith.constant"() <{value = 320 : index}> : () -> index
    %5 = "arith.constant"() <{value = 256 : index}> : () -> index
    %6 = "arith.constant"() <{value = 192 : index}> : () -> index
    %7 = "arith.constant"() <{value = 128 : index}> : () -> index
    %8 = "arith.constant"() <{value = 64 : index}> : () -> index
    %9 = "arith.constant"() <{value = 32 : index}> : () -> index
    %10 = "arith.constant"() <{value = 8 : index}> : () -> index
    %11 = "hal.element_type"() <{type = i32}> : () -> i32
    %12 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %11, %12, %10) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %13 = "stream.tensor.import"(%arg0, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %11, %12, %10) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %14 = "stream.tensor.import"(%arg1, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %16 = "stream.cmd.execute"(%13, %14, %15#0, %9, %9, %1, %15#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %0, %9, %9, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %0, %9, %9, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %0, %9, %9, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %0, %9, %9, %1) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %0, %9, %9, %1) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %9, %1, %0, %0, %9, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %0, %9, %9, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_8_i32xi32xi1], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %0, %9, %9, %1) <{entry_points = [@main_dispatch_7::@main_dispatch_7_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %17 = "stream.timepoint.await"(%15#0, %1, %16) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %18 = "stream.resource.subview"(%17, %1, %0, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %19 = "stream.resource.subview"(%17, %1, %6, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %20 = "stream.resource.subview"(%17, %1, %5, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %21 = "stream.resource.subview"(%17, %1, %4, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %22 = "stream.resource.subview"(%17, %1, %2, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %23 = "stream.resource.subview"(%17, %1, %3, %10) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%17, %1, %8, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%17, %1, %7, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%18, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.tensor.export"(%19, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.tensor.export"(%20, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.tensor.export"(%21, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.tensor.export"(%22, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.tensor.export"(%23, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi1>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.tensor.export"(%24, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %33 = "stream.tensor.export"(%25, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%26, %27, %28, %29, %30, %31, %32, %33) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8xi32>, %input1: tensor<8xi32>) -> (%output0: tensor<8xi32>, %output1: tensor<8xi32>, %output2: tensor<8xi32>, %output3: tensor<8xi32>, %output4: tensor<8xi32>, %output5: tensor<8xi1>, %output6: tensor<8xi32>, %output7: tensor<8xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

