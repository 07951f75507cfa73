#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_8_i32, sym_name = "main_dispatch_0_elementwise_8_i32", sym_visibility = "public"}> ({
      %126:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%126#0, %126#1, %126#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_8_i32"}> ({
      ^bb0(%arg46: !stream.binding, %arg47: !stream.binding, %arg48: !stream.binding):
        %115 = "arith.constant"() <{value = 0 : index}> : () -> index
        %116 = "stream.binding.subspan"(%arg46, %115) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %117 = "stream.binding.subspan"(%arg47, %115) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %118 = "stream.binding.subspan"(%arg48, %115) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %119 = "iree_tensor_ext.dispatch.tensor.load"(%116) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %120 = "iree_tensor_ext.dispatch.tensor.load"(%117) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %121 = "tensor.empty"() : () -> tensor<8xi32>
        %122 = "linalg.generic"(%119, %120, %121) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg49: i32, %arg50: i32, %arg51: i32):
          %123 = "arith.addi"(%arg49, %arg50) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %124 = "arith.muli"(%arg49, %arg50) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %125 = "arith.xori"(%123, %124) : (i32, i32) -> i32
          "linalg.yield"(%125) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%122, %118) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_8_i32, sym_name = "main_dispatch_1_elementwise_8_i32", sym_visibility = "public"}> ({
      %114:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%114#0, %114#1, %114#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_8_i32"}> ({
      ^bb0(%arg40: !stream.binding, %arg41: !stream.binding, %arg42: !stream.binding):
        %105 = "arith.constant"() <{value = 0 : index}> : () -> index
        %106 = "stream.binding.subspan"(%arg40, %105) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %107 = "stream.binding.subspan"(%arg41, %105) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %108 = "stream.binding.subspan"(%arg42, %105) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %109 = "iree_tensor_ext.dispatch.tensor.load"(%106) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %110 = "iree_tensor_ext.dispatch.tensor.load"(%107) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %111 = "tensor.empty"() : () -> tensor<8xi32>
        %112 = "linalg.generic"(%109, %110, %111) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg43: i32, %arg44: i32, %arg45: i32):
          %113 = "arith.divui"(%arg43, %arg44) : (i32, i32) -> i32
          "linalg.yield"(%113) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%112, %108) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_8_i32, sym_name = "main_dispatch_2_elementwise_8_i32", sym_visibility = "public"}> ({
      %104:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%104#0, %104#1, %104#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_8_i32"}> ({
      ^bb0(%arg34: !stream.binding, %arg35: !stream.binding, %arg36: !stream.binding):
        %95 = "arith.constant"() <{value = 0 : index}> : () -> index
        %96 = "stream.binding.subspan"(%arg34, %95) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %97 = "stream.binding.subspan"(%arg35, %95) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %98 = "stream.binding.subspan"(%arg36, %95) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %99 = "iree_tensor_ext.dispatch.tensor.load"(%96) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %100 = "iree_tensor_ext.dispatch.tensor.load"(%97) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %101 = "tensor.empty"() : () -> tensor<8xi32>
        %102 = "linalg.generic"(%99, %100, %101) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg37: i32, %arg38: i32, %arg39: i32):
          %103 = "arith.remui"(%arg37, %arg38) : (i32, i32) -> i32
          "linalg.yield"(%103) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%102, %98) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_8_i32, sym_name = "main_dispatch_3_elementwise_8_i32", sym_visibility = "public"}> ({
      %94:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%94#0, %94#1, %94#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_8_i32"}> ({
      ^bb0(%arg28: !stream.binding, %arg29: !stream.binding, %arg30: !stream.binding):
        %83 = "arith.constant"() <{value = 0 : index}> : () -> index
        %84 = "stream.binding.subspan"(%arg28, %83) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %85 = "stream.binding.subspan"(%arg29, %83) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %86 = "stream.binding.subspan"(%arg30, %83) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %87 = "iree_tensor_ext.dispatch.tensor.load"(%84) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %88 = "iree_tensor_ext.dispatch.tensor.load"(%85) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %89 = "tensor.empty"() : () -> tensor<8xi32>
        %90 = "linalg.generic"(%87, %88, %89) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg31: i32, %arg32: i32, %arg33: i32):
          %91 = "arith.divsi"(%arg31, %arg32) : (i32, i32) -> i32
          %92 = "arith.remsi"(%arg31, %arg32) : (i32, i32) -> i32
          %93 = "arith.addi"(%91, %92) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%93) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%90, %86) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_8_i32, sym_name = "main_dispatch_4_elementwise_8_i32", sym_visibility = "public"}> ({
      %82:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%82#0, %82#1, %82#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_8_i32"}> ({
      ^bb0(%arg22: !stream.binding, %arg23: !stream.binding, %arg24: !stream.binding):
        %71 = "arith.constant"() <{value = 0 : index}> : () -> index
        %72 = "stream.binding.subspan"(%arg22, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %73 = "stream.binding.subspan"(%arg23, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %74 = "stream.binding.subspan"(%arg24, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %75 = "iree_tensor_ext.dispatch.tensor.load"(%72) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %76 = "iree_tensor_ext.dispatch.tensor.load"(%73) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %77 = "tensor.empty"() : () -> tensor<8xi32>
        %78 = "linalg.generic"(%75, %76, %77) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg25: i32, %arg26: i32, %arg27: i32):
          %79 = "arith.floordivsi"(%arg25, %arg26) : (i32, i32) -> i32
          %80 = "arith.ceildivsi"(%arg25, %arg26) : (i32, i32) -> i32
          %81 = "arith.subi"(%79, %80) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%81) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%78, %74) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_8_i32, sym_name = "main_dispatch_5_elementwise_8_i32", sym_visibility = "public"}> ({
      %70:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%70#0, %70#1, %70#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_8_i32"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding):
        %58 = "arith.constant"() <{value = dense<[0, 1, 3, 7, 15, 31, 4, 2]> : tensor<8xi32>}> : () -> tensor<8xi32>
        %59 = "arith.constant"() <{value = 0 : index}> : () -> index
        %60 = "stream.binding.subspan"(%arg17, %59) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %61 = "stream.binding.subspan"(%arg18, %59) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %62 = "iree_tensor_ext.dispatch.tensor.load"(%60) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %63 = "tensor.empty"() : () -> tensor<8xi32>
        %64 = "linalg.generic"(%62, %58, %63) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg19: i32, %arg20: i32, %arg21: i32):
          %65 = "arith.shrui"(%arg19, %arg20) : (i32, i32) -> i32
          %66 = "arith.shrsi"(%arg19, %arg20) : (i32, i32) -> i32
          %67 = "arith.andi"(%66, %65) : (i32, i32) -> i32
          %68 = "arith.shli"(%arg19, %arg20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %69 = "arith.ori"(%67, %68) : (i32, i32) -> i32
          "linalg.yield"(%69) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%64, %61) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_8_i32xi32xi1, sym_name = "main_dispatch_6_elementwise_8_i32xi32xi1", sym_visibility = "public"}> ({
      %57:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%57#0, %57#1, %57#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_8_i32xi32xi1"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %47 = "arith.constant"() <{value = 0 : index}> : () -> index
        %48 = "stream.binding.subspan"(%arg11, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %49 = "stream.binding.subspan"(%arg12, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %50 = "stream.binding.subspan"(%arg13, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi8>>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %52 = "iree_tensor_ext.dispatch.tensor.load"(%49) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %53 = "tensor.empty"() : () -> tensor<8xi1>
        %54 = "linalg.generic"(%51, %52, %53) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg14: i32, %arg15: i32, %arg16: i1):
          %56 = "arith.cmpi"(%arg14, %arg15) <{predicate = 6 : i64}> : (i32, i32) -> i1
          "linalg.yield"(%56) : (i1) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi1>) -> tensor<8xi1>
        %55 = "arith.extui"(%54) : (tensor<8xi1>) -> tensor<8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%55, %50) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_elementwise_8_i32, sym_name = "main_dispatch_7_elementwise_8_i32", sym_visibility = "public"}> ({
      %46:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%46#0, %46#1, %46#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_elementwise_8_i32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding, %arg7: !stream.binding):
        %34 = "arith.constant"() <{value = 0 : index}> : () -> index
        %35 = "stream.binding.subspan"(%arg5, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %36 = "stream.binding.subspan"(%arg6, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %37 = "stream.binding.subspan"(%arg7, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %40 = "tensor.empty"() : () -> tensor<8xi32>
        %41 = "linalg.generic"(%38, %39, %40) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg8: i32, %arg9: i32, %arg10: i32):
          %42 = "arith.maxsi"(%arg8, %arg9) : (i32, i32) -> i32
          %43 = "arith.minui"(%arg8, %arg9) : (i32, i32) -> i32
          %44 = "arith.cmpi"(%arg8, %arg9) <{predicate = 6 : i64}> : (i32, i32) -> i1
          %45 = "arith.select"(%44, %42, %43) : (i1, i32, i32) -> i32
          "linalg.yield"(%45) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%41, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
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
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %0, %9, %9, %9) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %8, %9, %9, %9) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %7, %9, %9, %9) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %6, %9, %9, %9) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %5, %9, %9, %9) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %9, %1, %0, %4, %9, %9) <{entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %3, %9, %9, %10) <{entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_8_i32xi32xi1], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %9, %9, %1, %0, %0, %2, %9, %9, %9) <{entry_points = [@main_dispatch_7::@main_dispatch_7_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
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

