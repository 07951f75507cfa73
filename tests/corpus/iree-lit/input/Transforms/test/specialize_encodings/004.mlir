
//------------------------------------------------------------------------------
// iree_gpu.gpu_pad_encoding specialization tests.
// These get serialized to iree_encoding.padding attributes.
//------------------------------------------------------------------------------

#executable_target_rocm_hsaco_fb = #hal.executable.target<"rocm", "rocm-hsaco-fb", {abi = "hip",
  iree.encoding.resolver = #iree_gpu.gpu_padding_resolver<>,
  iree_codegen.target_info = #iree_gpu.target<arch = "gfx942",
                                     features = "",
                                     wgp = <compute = fp32,
                                            storage =  b32,
                                            subgroup =  none,
                                            mma = [<MFMA_F32_16x16x4_F32>],
                                            subgroup_size_choices = [64],
                                            max_workgroup_sizes = [1024, 1024, 1024],
                                            max_thread_count_per_workgroup = 1024,
                                            max_workgroup_memory_bytes = 65536,
                                            max_workgroup_counts = [2147483647, 2147483647, 2147483647]>>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_rocm_hsaco_fb]> : !hal.device
#encodingA = #iree_encoding.padding<[0, ?]>
#encodingB = #iree_encoding.padding<[0, 64]>
#encodingC = #iree_encoding.padding<[64, 64]>

util.global private @device_a = #device_target_local_0_
util.func public @with_pad_encoding_using_pad_attr(%arg0: index, %arg1: index) {
  %0 = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x2048xf16, #encodingA>{%arg0} in !stream.resource<*>{%arg1}
  %1 = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x16xf16, #encodingA>{%arg0} in !stream.resource<*>{%arg1}
  %2 = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x2048xf16, #encodingB>{%arg0} in !stream.resource<*>{%arg1}
  %3 = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x2048xf16, #encodingC>{%arg0} in !stream.resource<*>{%arg1}
  util.return
}
// CHECK-DAG: #[[$NO_PAD:.+]] = #iree_encoding.layout<[#iree_encoding.padding<[0, 0]>]
// CHECK-DAG: #[[$PAD_DIM1_64:.+]] =  #iree_encoding.layout<[#iree_encoding.padding<[0, 64]>]

// CHECK-LABEL: util.func public @with_pad_encoding_using_pad_attr(
// CHECK: stream.tensor.empty {{.*}} : tensor<?x2048xf16, #[[$PAD_DIM1_64]]>
// CHECK: stream.tensor.empty {{.*}} : tensor<?x16xf16, #[[$NO_PAD]]>
// CHECK: stream.tensor.empty {{.*}} : tensor<?x2048xf16, #iree_encoding.padding<[0, 64]>>
// CHECK: stream.tensor.empty {{.*}} : tensor<?x2048xf16, #iree_encoding.padding<[64, 64]>>

