#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_8_i32, sym_name = "main_dispatch_0_elementwise_8_i32", sym_visibility = "public"}> ({
      %135:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%135#0, %135#1, %135#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_8_i32"}> ({
      ^bb0(%arg43: !stream.binding, %arg44: !stream.binding, %arg45: !stream.binding):
        %124 = "arith.constant"() <{value = 0 : index}> : () -> index
        %125 = "stream.binding.subspan"(%arg43, %124) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %126 = "stream.binding.subspan"(%arg44, %124) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %127 = "stream.binding.subspan"(%arg45, %124) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %128 = "iree_tensor_ext.dispatch.tensor.load"(%125) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %129 = "iree_tensor_ext.dispatch.tensor.load"(%126) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %130 = "tensor.empty"() : () -> tensor<8xi32>
        %131 = "linalg.generic"(%128, %129, %130) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg46: i32, %arg47: i32, %arg48: i32):
          %132 = "arith.addi"(%arg46, %arg47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %133 = "arith.muli"(%arg46, %arg47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %134 = "arith.xori"(%132, %133) : (i32, i32) -> i32
          "linalg.yield"(%134) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%131, %127) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_8_i32, sym_name = "main_dispatch_1_elementwise_8_i32", sym_visibility = "public"}> ({
      %123:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%123#0, %123#1, %123#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_8_i32"}> ({
      ^bb0(%arg37: !stream.binding, %arg38: !stream.binding, %arg39: !stream.binding):
        %114 = "arith.constant"() <{value = 0 : index}> : () -> index
        %115 = "stream.binding.subspan"(%arg37, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %116 = "stream.binding.subspan"(%arg38, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %117 = "stream.binding.subspan"(%arg39, %114) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %118 = "iree_tensor_ext.dispatch.tensor.load"(%115) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %119 = "iree_tensor_ext.dispatch.tensor.load"(%116) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %120 = "tensor.empty"() : () -> tensor<8xi32>
        %121 = "linalg.generic"(%118, %119, %120) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg40: i32, %arg41: i32, %arg42: i32):
          %122 = "arith.divui"(%arg40, %arg41) : (i32, i32) -> i32
          "linalg.yield"(%122) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%121, %117) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_8_i32, sym_name = "main_dispatch_2_elementwise_8_i32", sym_visibility = "public"}> ({
      %113:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%113#0, %113#1, %113#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_8_i32"}> ({
      ^bb0(%arg31: !stream.binding, %arg32: !stream.binding, %arg33: !stream.binding):
        %104 = "arith.constant"() <{value = 0 : index}> : () -> index
        %105 = "stream.binding.subspan"(%arg31, %104) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %106 = "stream.binding.subspan"(%arg32, %104) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %107 = "stream.binding.subspan"(%arg33, %104) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %108 = "iree_tensor_ext.dispatch.tensor.load"(%105) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %109 = "iree_tensor_ext.dispatch.tensor.load"(%106) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %110 = "tensor.empty"() : () -> tensor<8xi32>
        %111 = "linalg.generic"(%108, %109, %110) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg34: i32, %arg35: i32, %arg36: i32):
          %112 = "arith.remui"(%arg34, %arg35) : (i32, i32) -> i32
          "linalg.yield"(%112) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%111, %107) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_8_i32, sym_name = "main_dispatch_3_elementwise_8_i32", sym_visibility = "public"}> ({
      %103:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%103#0, %103#1, %103#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_8_i32"}> ({
      ^bb0(%arg25: !stream.binding, %arg26: !stream.binding, %arg27: !stream.binding):
        %92 = "arith.constant"() <{value = 0 : index}> : () -> index
        %93 = "stream.binding.subspan"(%arg25, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %94 = "stream.binding.subspan"(%arg26, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %95 = "stream.binding.subspan"(%arg27, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %96 = "iree_tensor_ext.dispatch.tensor.load"(%93) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %97 = "iree_tensor_ext.dispatch.tensor.load"(%94) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %98 = "tensor.empty"() : () -> tensor<8xi32>
        %99 = "linalg.generic"(%96, %97, %98) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg28: i32, %arg29: i32, %arg30: i32):
          %100 = "arith.divsi"(%arg28, %arg29) : (i32, i32) -> i32
          %101 = "arith.remsi"(%arg28, %arg29) : (i32, i32) -> i32
          %102 = "arith.addi"(%100, %101) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%102) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%99, %95) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_8_i32, sym_name = "main_dispatch_4_elementwise_8_i32", sym_visibility = "public"}> ({
      %91:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%91#0, %91#1, %91#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_8_i32"}> ({
      ^bb0(%arg19: !stream.binding, %arg20: !stream.binding, %arg21: !stream.binding):
        %80 = "arith.constant"() <{value = 0 : index}> : () -> index
        %81 = "stream.binding.subspan"(%arg19, %80) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %82 = "stream.binding.subspan"(%arg20, %80) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %83 = "stream.binding.subspan"(%arg21, %80) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %84 = "iree_tensor_ext.dispatch.tensor.load"(%81) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %85 = "iree_tensor_ext.dispatch.tensor.load"(%82) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %86 = "tensor.empty"() : () -> tensor<8xi32>
        %87 = "linalg.generic"(%84, %85, %86) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg22: i32, %arg23: i32, %arg24: i32):
          %88 = "arith.floordivsi"(%arg22, %arg23) : (i32, i32) -> i32
          %89 = "arith.ceildivsi"(%arg22, %arg23) : (i32, i32) -> i32
          %90 = "arith.subi"(%88, %89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%90) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%87, %83) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_8_i32, sym_name = "main_dispatch_5_elementwise_8_i32", sym_visibility = "public"}> ({
      %79:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%79#0, %79#1, %79#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_8_i32"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding):
        %67 = "arith.constant"() <{value = 0 : index}> : () -> index
        %68 = "stream.binding.subspan"(%arg14, %67) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %69 = "stream.binding.subspan"(%arg15, %67) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %70 = "arith.constant"() <{value = dense<[0, 1, 3, 7, 15, 31, 4, 2]> : tensor<8xi32>}> : () -> tensor<8xi32>
        %71 = "iree_tensor_ext.dispatch.tensor.load"(%68) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %72 = "tensor.empty"() : () -> tensor<8xi32>
        %73 = "linalg.generic"(%71, %70, %72) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: i32, %arg17: i32, %arg18: i32):
          %74 = "arith.shrui"(%arg16, %arg17) : (i32, i32) -> i32
          %75 = "arith.shrsi"(%arg16, %arg17) : (i32, i32) -> i32
          %76 = "arith.andi"(%75, %74) : (i32, i32) -> i32
          %77 = "arith.shli"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %78 = "arith.ori"(%76, %77) : (i32, i32) -> i32
          "linalg.yield"(%78) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%73, %69) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_8_i32xi32xi1, sym_name = "main_dispatch_6_elementwise_8_i32xi32xi1", sym_visibility = "public"}> ({
      %66:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%66#0, %66#1, %66#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_8_i32xi32xi1"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %57 = "arith.constant"() <{value = 0 : index}> : () -> index
        %58 = "stream.binding.subspan"(%arg8, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %59 = "stream.binding.subspan"(%arg9, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %60 = "stream.binding.subspan"(%arg10, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi1>>
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %62 = "iree_tensor_ext.dispatch.tensor.load"(%59) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %63 = "tensor.empty"() : () -> tensor<8xi1>
        %64 = "linalg.generic"(%61, %62, %63) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg11: i32, %arg12: i32, %arg13: i1):
          %65 = "arith.cmpi"(%arg11, %arg12) <{predicate = 6 : i64}> : (i32, i32) -> i1
          "linalg.yield"(%65) : (i1) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi1>) -> tensor<8xi1>
        "iree_tensor_ext.dispatch.tensor.store"(%64, %60) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi1>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi1>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_elementwise_8_i32, sym_name = "main_dispatch_7_elementwise_8_i32", sym_visibility = "public"}> ({
      %56:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%56#0, %56#1, %56#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_elementwise_8_i32"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding):
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg2, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %46 = "stream.binding.subspan"(%arg3, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %47 = "stream.binding.subspan"(%arg4, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %50 = "tensor.empty"() : () -> tensor<8xi32>
        %51 = "linalg.generic"(%48, %49, %50) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg5: i32, %arg6: i32, %arg7: i32):
          %52 = "arith.maxsi"(%arg5, %arg6) : (i32, i32) -> i32
          %53 = "arith.minui"(%arg5, %arg6) : (i32, i32) -> i32
          %54 = "arith.cmpi"(%arg5, %arg6) <{predicate = 6 : i64}> : (i32, i32) -> i1
          %55 = "arith.select"(%54, %52, %53) : (i1, i32, i32) -> i32
          "linalg.yield"(%55) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%51, %47) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = i32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %3 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xi32>}> : () -> index
    %4 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %5 = "stream.async.cast"(%4, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %6 = "hal.element_type"() <{type = i32}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    %8 = "arith.constant"() <{value = 8 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %6, %7, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %9 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xi32>}> : () -> index
    %10 = "stream.tensor.import"(%arg1, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11 = "stream.async.cast"(%10, %9, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %12 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xi32>}> : () -> index
    %13 = "stream.tensor.dispatch"(%5, %11, %3, %9, %12) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<8xi32>, tensor<8xi32>], result_encodings = [tensor<8xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %14 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xi32>}> : () -> index
    %15 = "stream.tensor.dispatch"(%5, %11, %3, %9, %14) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<8xi32>, tensor<8xi32>], result_encodings = [tensor<8xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xi32>}> : () -> index
    %17 = "stream.tensor.dispatch"(%5, %11, %3, %9, %16) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<8xi32>, tensor<8xi32>], result_encodings = [tensor<8xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xi32>}> : () -> index
    %19 = "stream.tensor.dispatch"(%5, %11, %3, %9, %18) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<8xi32>, tensor<8xi32>], result_encodings = [tensor<8xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %20 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xi32>}> : () -> index
    %21 = "stream.tensor.dispatch"(%5, %11, %3, %9, %20) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<8xi32>, tensor<8xi32>], result_encodings = [tensor<8xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %22 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xi32>}> : () -> index
    %23 = "stream.tensor.dispatch"(%5, %3, %22) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<8xi32>], result_encodings = [tensor<8xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %24 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xi1>}> : () -> index
    %25 = "stream.tensor.dispatch"(%5, %11, %3, %9, %24) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_8_i32xi32xi1], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<8xi32>, tensor<8xi32>], result_encodings = [tensor<8xi1>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %26 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<8xi32>}> : () -> index
    %27 = "stream.tensor.dispatch"(%5, %11, %3, %9, %26) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_7::@main_dispatch_7_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<8xi32>, tensor<8xi32>], result_encodings = [tensor<8xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %28 = "stream.async.cast"(%13, %12, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %29 = "stream.tensor.export"(%28, %12) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.async.cast"(%19, %18, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%30, %18) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.async.cast"(%21, %20, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %33 = "stream.tensor.export"(%32, %20) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %34 = "stream.async.cast"(%23, %22, %22) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %35 = "stream.tensor.export"(%34, %22) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %36 = "stream.async.cast"(%27, %26, %26) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %37 = "stream.tensor.export"(%36, %26) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %38 = "stream.async.cast"(%25, %24, %24) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %39 = "stream.tensor.export"(%38, %24) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi1>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %40 = "stream.async.cast"(%15, %14, %14) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %41 = "stream.tensor.export"(%40, %14) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %42 = "stream.async.cast"(%17, %16, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %43 = "stream.tensor.export"(%42, %16) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%29, %31, %33, %35, %37, %39, %41, %43) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8xi32>, %input1: tensor<8xi32>) -> (%output0: tensor<8xi32>, %output1: tensor<8xi32>, %output2: tensor<8xi32>, %output3: tensor<8xi32>, %output4: tensor<8xi32>, %output5: tensor<8xi1>, %output6: tensor<8xi32>, %output7: tensor<8xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

