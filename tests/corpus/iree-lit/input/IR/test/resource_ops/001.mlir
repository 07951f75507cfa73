// RUN: iree-opt --split-input-file %s | iree-opt --split-input-file | FileCheck %s

// CHECK-LABEL: @resourceAlloc
util.func private @resourceAlloc(%arg0: index) -> !stream.resource<*> {
  // CHECK: = stream.resource.alloc uninitialized : !stream.resource<*>{%arg0}
  %0 = stream.resource.alloc uninitialized : !stream.resource<*>{%arg0}
  util.return %0 : !stream.resource<*>
}

