
// CHECK-LABEL: stream.executable private @executable_with_workgroup_count
stream.executable private @executable_with_workgroup_count {
  // CHECK-NEXT: stream.executable.export public @dispatch
  stream.executable.export public @dispatch
      // CHECK-SAME: workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
        // CHECK-NEXT: stream.return %arg0, %arg1, %arg2 : index, index, index
        stream.return %arg0, %arg1, %arg2 : index, index, index
      }
  // CHECK: builtin.module
  builtin.module {
    // CHECK-NEXT: util.func private @dispatch
    util.func private @dispatch() {
      // CHECK: util.return
      util.return
    }
  }
}

