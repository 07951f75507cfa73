#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_8_i32, sym_name = "main_dispatch_0_elementwise_8_i32", sym_visibility = "public"}> ({
      %125:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%125#0, %125#1, %125#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_8_i32"}> ({
      ^bb0(%arg43: !stream.binding, %arg44: !stream.binding, %arg45: !stream.binding):
        %114 = "arith.constant"() <{value = 0 : index}> : () -> index
        %115 = "stream.binding.subspan"(%arg43, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %116 = "stream.binding.subspan"(%arg44, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %117 = "stream.binding.subspan"(%arg45, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %118 = "iree_tensor_ext.dispatch.tensor.load"(%115) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %119 = "iree_tensor_ext.dispatch.tensor.load"(%116) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %120 = "tensor.empty"() : () -> tensor<8xi32>
        %121 = "linalg.generic"(%118, %119, %120) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg46: i32, %arg47: i32, %arg48: i32):
          %122 = "arith.addi"(%arg46, %arg47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %123 = "arith.muli"(%arg46, %arg47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %124 = "arith.xori"(%122, %123) : (i32, i32) -> i32
          "linalg.yield"(%124) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%121, %117) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_8_i32, sym_name = "main_dispatch_1_elementwise_8_i32", sym_visibility = "public"}> ({
      %113:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%113#0, %113#1, %113#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_8_i32"}> ({
      ^bb0(%arg37: !stream.binding, %arg38: !stream.binding, %arg39: !stream.binding):
        %104 = "arith.constant"() <{value = 0 : index}> : () -> index
        %105 = "stream.binding.subspan"(%arg37, %104) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %106 = "stream.binding.subspan"(%arg38, %104) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %107 = "stream.binding.subspan"(%arg39, %104) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %108 = "iree_tensor_ext.dispatch.tensor.load"(%105) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %109 = "iree_tensor_ext.dispatch.tensor.load"(%106) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %110 = "tensor.empty"() : () -> tensor<8xi32>
        %111 = "linalg.generic"(%108, %109, %110) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg40: i32, %arg41: i32, %arg42: i32):
          %112 = "arith.divui"(%arg40, %arg41) : (i32, i32) -> i32
          "linalg.yield"(%112) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%111, %107) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_8_i32, sym_name = "main_dispatch_2_elementwise_8_i32", sym_visibility = "public"}> ({
      %103:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%103#0, %103#1, %103#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_8_i32"}> ({
      ^bb0(%arg31: !stream.binding, %arg32: !stream.binding, %arg33: !stream.binding):
        %94 = "arith.constant"() <{value = 0 : index}> : () -> index
        %95 = "stream.binding.subspan"(%arg31, %94) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %96 = "stream.binding.subspan"(%arg32, %94) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %97 = "stream.binding.subspan"(%arg33, %94) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %98 = "iree_tensor_ext.dispatch.tensor.load"(%95) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %99 = "iree_tensor_ext.dispatch.tensor.load"(%96) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %100 = "tensor.empty"() : () -> tensor<8xi32>
        %101 = "linalg.generic"(%98, %99, %100) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg34: i32, %arg35: i32, %arg36: i32):
          %102 = "arith.remui"(%arg34, %arg35) : (i32, i32) -> i32
          "linalg.yield"(%102) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%101, %97) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_8_i32, sym_name = "main_dispatch_3_elementwise_8_i32", sym_visibility = "public"}> ({
      %93:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%93#0, %93#1, %93#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_8_i32"}> ({
      ^bb0(%arg25: !stream.binding, %arg26: !stream.binding, %arg27: !stream.binding):
        %82 = "arith.constant"() <{value = 0 : index}> : () -> index
        %83 = "stream.binding.subspan"(%arg25, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %84 = "stream.binding.subspan"(%arg26, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %85 = "stream.binding.subspan"(%arg27, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %86 = "iree_tensor_ext.dispatch.tensor.load"(%83) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %87 = "iree_tensor_ext.dispatch.tensor.load"(%84) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %88 = "tensor.empty"() : () -> tensor<8xi32>
        %89 = "linalg.generic"(%86, %87, %88) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg28: i32, %arg29: i32, %arg30: i32):
          %90 = "arith.divsi"(%arg28, %arg29) : (i32, i32) -> i32
          %91 = "arith.remsi"(%arg28, %arg29) : (i32, i32) -> i32
          %92 = "arith.addi"(%90, %91) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%92) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%89, %85) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_8_i32, sym_name = "main_dispatch_4_elementwise_8_i32", sym_visibility = "public"}> ({
      %81:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%81#0, %81#1, %81#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_8_i32"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding, %arg21: !stream.binding):
        %70 = "arith.constant"() <{value = 0 : index}> : () -> index
        %71 = "stream.binding.subspan"(%arg19, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %72 = "stream.binding.subspan"(%arg20, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %73 = "stream.binding.subspan"(%arg21, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %74 = "iree_tensor_ext.dispatch.tensor.load"(%71) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %75 = "iree_tensor_ext.dispatch.tensor.load"(%72) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %76 = "tensor.empty"() : () -> tensor<8xi32>
        %77 = "linalg.generic"(%74, %75, %76) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg22: i32, %arg23: i32, %arg24: i32):
          %78 = "arith.floordivsi"(%arg22, %arg23) : (i32, i32) -> i32
          %79 = "arith.ceildivsi"(%arg22, %arg23) : (i32, i32) -> i32
          %80 = "arith.subi"(%78, %79) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%80) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%77, %73) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_8_i32, sym_name = "main_dispatch_5_elementwise_8_i32", sym_visibility = "public"}> ({
      %69:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%69#0, %69#1, %69#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_8_i32"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding):
        %57 = "arith.constant"() <{value = dense<[0, 1, 3, 7, 15, 31, 4, 2]> : tensor<8xi32>}> : () -> tensor<8xi32>
        %58 = "arith.constant"() <{value = 0 : index}> : () -> index
        %59 = "stream.binding.subspan"(%arg14, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %60 = "stream.binding.subspan"(%arg15, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%59) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %62 = "tensor.empty"() : () -> tensor<8xi32>
        %63 = "linalg.generic"(%61, %57, %62) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: i32, %arg17: i32, %arg18: i32):
          %64 = "arith.shrui"(%arg16, %arg17) : (i32, i32) -> i32
          %65 = "arith.shrsi"(%arg16, %arg17) : (i32, i32) -> i32
          %66 = "arith.andi"(%65, %64) : (i32, i32) -> i32
          %67 = "arith.shli"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %68 = "arith.ori"(%66, %67) : (i32, i32) -> i32
          "linalg.yield"(%68) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%63, %60) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_8_i32xi32xi1, sym_name = "main_dispatch_6_elementwise_8_i32xi32xi1", sym_visibility = "public"}> ({
      %56:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%56#0, %56#1, %56#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_8_i32xi32xi1"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %46 = "arith.constant"() <{value = 0 : index}> : () -> index
        %47 = "stream.binding.subspan"(%arg8, %46) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %48 = "stream.binding.subspan"(%arg9, %46) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %49 = "stream.binding.subspan"(%arg10, %46) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi8>>
        %50 = "iree_tensor_ext.dispatch.tensor.load"(%47) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %52 = "tensor.empty"() : () -> tensor<8xi1>
        %53 = "linalg.generic"(%50, %51, %52) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg11: i32, %arg12: i32, %arg13: i1):
          %55 = "arith.cmpi"(%arg11, %arg12) <{predicate = 6 : i64}> : (i32, i32) -> i1
          "linalg.yield"(%55) : (i1) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi1>) -> tensor<8xi1>
        %54 = "arith.extui"(%53) : (tensor<8xi1>) -> tensor<8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%54, %49) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_elementwise_8_i32, sym_name = "main_dispatch_7_elementwise_8_i32", sym_visibility = "public"}> ({
      %45:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%45#0, %45#1, %45#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_elementwise_8_i32"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding):
        %33 = "arith.constant"() <{value = 0 : index}> : () -> index
        %34 = "stream.binding.subspan"(%arg2, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %35 = "stream.binding.subspan"(%arg3, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %36 = "stream.binding.subspan"(%arg4, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %39 = "tensor.empty"() : () -> tensor<8xi32>
        %40 = "linalg.generic"(%37, %38, %39) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg5: i32, %arg6: i32, %arg7: i32):
          %41 = "arith.maxsi"(%arg5, %arg6) : (i32, i32) -> i32
          %42 = "arith.minui"(%arg5, %arg6) : (i32, i32) -> i32
          %43 = "arith.cmpi"(%arg5, %arg6) <{predicate = 6 : i64}> : (i32, i32) -> i1
          %44 = "arith.select"(%43, %41, %42) : (i1, i32, i32) -> i32
          "linalg.yield"(%44) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %36) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 32 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "hal.element_type"() <{type = i32}> : () -> i32
    %4 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %3, %4, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %5 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    "hal.buffer_view.assert"(%arg1, %3, %4, %2) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %7 = "stream.tensor.import"(%arg1, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %8 = "stream.async.cast"(%7, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %9 = "stream.async.dispatch"(%6, %8, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %10 = "stream.async.dispatch"(%6, %8, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %11 = "stream.async.dispatch"(%6, %8, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %12 = "stream.async.dispatch"(%6, %8, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %13 = "stream.async.dispatch"(%6, %8, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %14 = "stream.async.dispatch"(%6, %1, %0, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %15 = "stream.async.dispatch"(%6, %8, %1, %1, %0, %0, %1, %1, %1, %1, %2) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_8_i32xi32xi1], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %16 = "stream.async.dispatch"(%6, %8, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_7::@main_dispatch_7_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %17 = "stream.async.cast"(%9, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %18 = "stream.tensor.export"(%17, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.async.cast"(%12, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %20 = "stream.tensor.export"(%19, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.async.cast"(%13, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %22 = "stream.tensor.export"(%21, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %23 = "stream.async.cast"(%14, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %24 = "stream.tensor.export"(%23, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %25 = "stream.async.cast"(%16, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%25, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.async.cast"(%15, %2, %2) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%27, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi1>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.async.cast"(%10, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %30 = "stream.tensor.export"(%29, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.async.cast"(%11, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %32 = "stream.tensor.export"(%31, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%18, %20, %22, %24, %26, %28, %30, %32) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8xi32>, %input1: tensor<8xi32>) -> (%output0: tensor<8xi32>, %output1: tensor<8xi32>, %output2: tensor<8xi32>, %output3: tensor<8xi32>, %output4: tensor<8xi32>, %output5: tensor<8xi1>, %output6: tensor<8xi32>, %output7: tensor<8xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

