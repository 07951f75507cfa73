module {
  util.func private @insertDeallocaNoUses(%arg0: !stream.timepoint, %arg1: index) -> !stream.timepoint {
    %result, %result_timepoint = stream.resource.alloca uninitialized await(%arg0) => !stream.resource<transient>{%arg1} => !stream.timepoint
    util.return %result_timepoint : !stream.timepoint
  }
}

