#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_8_i32, sym_name = "main_dispatch_0_elementwise_8_i32", sym_visibility = "public"}> ({
      %118:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%118#0, %118#1, %118#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_8_i32"}> ({
      ^bb0(%arg47: !stream.binding, %arg48: !stream.binding, %arg49: !stream.binding):
        %107 = "arith.constant"() <{value = 0 : index}> : () -> index
        %108 = "stream.binding.subspan"(%arg47, %107) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %109 = "stream.binding.subspan"(%arg48, %107) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %110 = "stream.binding.subspan"(%arg49, %107) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %111 = "iree_tensor_ext.dispatch.tensor.load"(%108) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %112 = "iree_tensor_ext.dispatch.tensor.load"(%109) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %113 = "tensor.empty"() : () -> tensor<8xi32>
        %114 = "linalg.generic"(%111, %112, %113) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg50: i32, %arg51: i32, %arg52: i32):
          %115 = "arith.addi"(%arg50, %arg51) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %116 = "arith.muli"(%arg50, %arg51) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %117 = "arith.xori"(%115, %116) : (i32, i32) -> i32
          "linalg.yield"(%117) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%114, %110) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_8_i32, sym_name = "main_dispatch_1_elementwise_8_i32", sym_visibility = "public"}> ({
      %106:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%106#0, %106#1, %106#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_8_i32"}> ({
      ^bb0(%arg41: !stream.binding, %arg42: !stream.binding, %arg43: !stream.binding):
        %97 = "arith.constant"() <{value = 0 : index}> : () -> index
        %98 = "stream.binding.subspan"(%arg41, %97) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %99 = "stream.binding.subspan"(%arg42, %97) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %100 = "stream.binding.subspan"(%arg43, %97) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %101 = "iree_tensor_ext.dispatch.tensor.load"(%98) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %102 = "iree_tensor_ext.dispatch.tensor.load"(%99) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %103 = "tensor.empty"() : () -> tensor<8xi32>
        %104 = "linalg.generic"(%101, %102, %103) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg44: i32, %arg45: i32, %arg46: i32):
          %105 = "arith.divui"(%arg44, %arg45) : (i32, i32) -> i32
          "linalg.yield"(%105) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%104, %100) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_8_i32, sym_name = "main_dispatch_2_elementwise_8_i32", sym_visibility = "public"}> ({
      %96:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%96#0, %96#1, %96#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_8_i32"}> ({
      ^bb0(%arg35: !stream.binding, %arg36: !stream.binding, %arg37: !stream.binding):
        %87 = "arith.constant"() <{value = 0 : index}> : () -> index
        %88 = "stream.binding.subspan"(%arg35, %87) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %89 = "stream.binding.subspan"(%arg36, %87) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %90 = "stream.binding.subspan"(%arg37, %87) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %91 = "iree_tensor_ext.dispatch.tensor.load"(%88) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %92 = "iree_tensor_ext.dispatch.tensor.load"(%89) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %93 = "tensor.empty"() : () -> tensor<8xi32>
        %94 = "linalg.generic"(%91, %92, %93) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg38: i32, %arg39: i32, %arg40: i32):
          %95 = "arith.remui"(%arg38, %arg39) : (i32, i32) -> i32
          "linalg.yield"(%95) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%94, %90) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_8_i32, sym_name = "main_dispatch_3_elementwise_8_i32", sym_visibility = "public"}> ({
      %86:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%86#0, %86#1, %86#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_8_i32"}> ({
      ^bb0(%arg29: !stream.binding, %arg30: !stream.binding, %arg31: !stream.binding):
        %75 = "arith.constant"() <{value = 0 : index}> : () -> index
        %76 = "stream.binding.subspan"(%arg29, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %77 = "stream.binding.subspan"(%arg30, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %78 = "stream.binding.subspan"(%arg31, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %79 = "iree_tensor_ext.dispatch.tensor.load"(%76) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %80 = "iree_tensor_ext.dispatch.tensor.load"(%77) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %81 = "tensor.empty"() : () -> tensor<8xi32>
        %82 = "linalg.generic"(%79, %80, %81) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg32: i32, %arg33: i32, %arg34: i32):
          %83 = "arith.divsi"(%arg32, %arg33) : (i32, i32) -> i32
          %84 = "arith.remsi"(%arg32, %arg33) : (i32, i32) -> i32
          %85 = "arith.addi"(%83, %84) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%85) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%82, %78) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_8_i32, sym_name = "main_dispatch_4_elementwise_8_i32", sym_visibility = "public"}> ({
      %74:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%74#0, %74#1, %74#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_8_i32"}> ({
      ^bb0(%arg23: !stream.binding, %arg24: !stream.binding, %arg25: !stream.binding):
        %63 = "arith.constant"() <{value = 0 : index}> : () -> index
        %64 = "stream.binding.subspan"(%arg23, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %65 = "stream.binding.subspan"(%arg24, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %66 = "stream.binding.subspan"(%arg25, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%65) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %69 = "tensor.empty"() : () -> tensor<8xi32>
        %70 = "linalg.generic"(%67, %68, %69) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg26: i32, %arg27: i32, %arg28: i32):
          %71 = "arith.floordivsi"(%arg26, %arg27) : (i32, i32) -> i32
          %72 = "arith.ceildivsi"(%arg26, %arg27) : (i32, i32) -> i32
          %73 = "arith.subi"(%71, %72) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%73) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%70, %66) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_8_i32, sym_name = "main_dispatch_5_elementwise_8_i32", sym_visibility = "public"}> ({
      %62:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%62#0, %62#1, %62#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_8_i32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %50 = "arith.constant"() <{value = dense<[0, 1, 3, 7, 15, 31, 4, 2]> : tensor<8xi32>}> : () -> tensor<8xi32>
        %51 = "arith.constant"() <{value = 0 : index}> : () -> index
        %52 = "stream.binding.subspan"(%arg18, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %53 = "stream.binding.subspan"(%arg19, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%52) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %55 = "tensor.empty"() : () -> tensor<8xi32>
        %56 = "linalg.generic"(%54, %50, %55) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
          %57 = "arith.shrui"(%arg20, %arg21) : (i32, i32) -> i32
          %58 = "arith.shrsi"(%arg20, %arg21) : (i32, i32) -> i32
          %59 = "arith.andi"(%58, %57) : (i32, i32) -> i32
          %60 = "arith.shli"(%arg20, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %61 = "arith.ori"(%59, %60) : (i32, i32) -> i32
          "linalg.yield"(%61) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%56, %53) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_8_i32xi32xi1, sym_name = "main_dispatch_6_elementwise_8_i32xi32xi1", sym_visibility = "public"}> ({
      %49:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%49#0, %49#1, %49#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_8_i32xi32xi1"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding):
        %39 = "arith.constant"() <{value = 0 : index}> : () -> index
        %40 = "stream.binding.subspan"(%arg12, %39) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %41 = "stream.binding.subspan"(%arg13, %39) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %42 = "stream.binding.subspan"(%arg14, %39) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi8>>
        %43 = "iree_tensor_ext.dispatch.tensor.load"(%40) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %44 = "iree_tensor_ext.dispatch.tensor.load"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %45 = "tensor.empty"() : () -> tensor<8xi1>
        %46 = "linalg.generic"(%43, %44, %45) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg15: i32, %arg16: i32, %arg17: i1):
          %48 = "arith.cmpi"(%arg15, %arg16) <{predicate = 6 : i64}> : (i32, i32) -> i1
          "linalg.yield"(%48) : (i1) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi1>) -> tensor<8xi1>
        %47 = "arith.extui"(%46) : (tensor<8xi1>) -> tensor<8xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%47, %42) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_7", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_7_elementwise_8_i32, sym_name = "main_dispatch_7_elementwise_8_i32", sym_visibility = "public"}> ({
      %38:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%38#0, %38#1, %38#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_7_elementwise_8_i32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding):
        %26 = "arith.constant"() <{value = 0 : index}> : () -> index
        %27 = "stream.binding.subspan"(%arg6, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %28 = "stream.binding.subspan"(%arg7, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %29 = "stream.binding.subspan"(%arg8, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %31 = "iree_tensor_ext.dispatch.tensor.load"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>) -> tensor<8xi32>
        %32 = "tensor.empty"() : () -> tensor<8xi32>
        %33 = "linalg.generic"(%30, %31, %32) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: i32, %arg10: i32, %arg11: i32):
          %34 = "arith.maxsi"(%arg9, %arg10) : (i32, i32) -> i32
          %35 = "arith.minui"(%arg9, %arg10) : (i32, i32) -> i32
          %36 = "arith.cmpi"(%arg9, %arg10) <{predicate = 6 : i64}> : (i32, i32) -> i1
          %37 = "arith.select"(%36, %34, %35) : (i1, i32, i32) -> i32
          "linalg.yield"(%37) : (i32) -> ()
        }) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%33, %29) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>) -> ()
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
    "hal.buffer_view.assert"(%arg1, %3, %4, %2) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %6 = "stream.tensor.import"(%arg1, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %7:9 = "stream.async.execute"(%5, %6, %1, %1, %1, %1, %1, %1, %1, %1, %2, %1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 8, 0>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      %17:8 = "stream.async.concurrent"(%arg2, %arg3, %1, %1, %1, %1, %1, %1, %1, %1, %2, %1) <{operandSegmentSizes = array<i32: 2, 2, 8>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
        %18 = "stream.async.dispatch"(%arg4, %arg5, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %19 = "stream.async.dispatch"(%arg4, %arg5, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %20 = "stream.async.dispatch"(%arg4, %arg5, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %21 = "stream.async.dispatch"(%arg4, %arg5, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %22 = "stream.async.dispatch"(%arg4, %arg5, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %23 = "stream.async.dispatch"(%arg4, %1, %0, %1, %1, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %24 = "stream.async.dispatch"(%arg4, %arg5, %1, %1, %0, %0, %1, %1, %1, %1, %2) <{entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_8_i32xi32xi1], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %25 = "stream.async.dispatch"(%arg4, %arg5, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{entry_points = [@main_dispatch_7::@main_dispatch_7_elementwise_8_i32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%18, %19, %20, %21, %22, %23, %24, %25, %1, %1, %1, %1, %1, %1, %2, %1) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%17#0, %17#1, %17#2, %17#3, %17#4, %17#5, %17#6, %17#7, %1, %1, %1, %1, %1, %1, %2, %1) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %8:8 = "stream.timepoint.await"(%7#0, %7#3, %7#4, %7#5, %7#7, %7#6, %7#1, %7#2, %1, %1, %1, %1, %1, %2, %1, %1, %7#8) <{operandSegmentSizes = array<i32: 8, 8, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %9 = "stream.tensor.export"(%8#0, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %10 = "stream.tensor.export"(%8#1, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %11 = "stream.tensor.export"(%8#2, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %12 = "stream.tensor.export"(%8#3, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %13 = "stream.tensor.export"(%8#4, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %14 = "stream.tensor.export"(%8#5, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi1>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %15 = "stream.tensor.export"(%8#6, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %16 = "stream.tensor.export"(%8#7, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%9, %10, %11, %12, %13, %14, %15, %16) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8xi32>, %input1: tensor<8xi32>) -> (%output0: tensor<8xi32>, %output1: tensor<8xi32>, %output2: tensor<8xi32>, %output3: tensor<8xi32>, %output4: tensor<8xi32>, %output5: tensor<8xi1>, %output6: tensor<8xi32>, %output7: tensor<8xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

