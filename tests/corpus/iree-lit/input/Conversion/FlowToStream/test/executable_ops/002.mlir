
// CHECK-LABEL: @workgroup_count_region
flow.executable private @workgroup_count_region {
  // CHECK-NEXT: stream.executable.export public @dispatch
  flow.executable.export public @dispatch
      // CHECK-SAME: workgroups(%[[ARG0:.+]]: index) -> (index, index, index) {
      workgroups(%arg0: index) -> (index, index, index) {
        // CHECK-NEXT: stream.return %[[ARG0]], %[[ARG0]], %[[ARG0]] : index, index, index
        flow.return %arg0, %arg0, %arg0 : index, index, index
      }
  builtin.module {
    // CHECK: util.func public @dispatch()
    util.func public @dispatch() {
      util.return
    }
  }
}

