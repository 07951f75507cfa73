module {
  util.func private @resourceTransients(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index) -> (!stream.resource<*>, !stream.timepoint) {
    %result, %result_timepoint = stream.resource.transients %arg0 : !stream.resource<*>{%arg1} from %arg2 : !stream.resource<transient>{%arg3} => !stream.timepoint
    util.return %result, %result_timepoint : !stream.resource<*>, !stream.timepoint
  }
}

