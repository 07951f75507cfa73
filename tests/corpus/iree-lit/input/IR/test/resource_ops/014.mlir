
// CHECK-LABEL: @resourceTransients
util.func private @resourceTransients(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index) -> (!stream.resource<*>, !stream.timepoint) {
  // CHECK: = stream.resource.transients %arg0 : !stream.resource<*>{%arg1} from %arg2 : !stream.resource<transient>{%arg3} => !stream.timepoint
  %0, %1 = stream.resource.transients %arg0 : !stream.resource<*>{%arg1} from %arg2 : !stream.resource<transient>{%arg3} => !stream.timepoint
  util.return %0, %1 : !stream.resource<*>, !stream.timepoint
}

