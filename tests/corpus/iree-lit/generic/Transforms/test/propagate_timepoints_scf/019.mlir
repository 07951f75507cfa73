"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<external>, i1, index) -> (!stream.resource<external>, !stream.resource<external>), sym_name = "deeply_nested_stress_test", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>, %arg2: i1, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4:2 = "scf.for"(%0, %2, %1, %arg0, %arg1) ({
    ^bb0(%arg4: index, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>):
      %5:2 = "scf.if"(%arg2) ({
        %10 = "scf.while"(%arg5) ({
        ^bb0(%arg8: !stream.resource<external>):
          %11:2 = "stream.test.timeline_op"(%arg8, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
          %12 = "stream.timepoint.await"(%11#0, %3, %11#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
          %13 = "stream.resource.size"(%12) : (!stream.resource<external>) -> index
          %14 = "arith.cmpi"(%13, %arg3) <{predicate = 2 : i64}> : (index, index) -> i1
          "scf.condition"(%14, %12) : (i1, !stream.resource<external>) -> ()
        }, {
        ^bb0(%arg7: !stream.resource<external>):
          "scf.yield"(%arg7) : (!stream.resource<external>) -> ()
        }) : (!stream.resource<external>) -> !stream.resource<external>
        "scf.yield"(%10, %arg6) : (!stream.resource<external>, !stream.resource<external>) -> ()
      }, {
        %6:2 = "stream.test.timeline_op"(%arg5, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
        %7 = "stream.timepoint.await"(%6#0, %3, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
        %8:2 = "stream.test.timeline_op"(%arg6, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
        %9 = "stream.timepoint.await"(%8#0, %3, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
        "scf.yield"(%7, %9) : (!stream.resource<external>, !stream.resource<external>) -> ()
      }) : (i1) -> (!stream.resource<external>, !stream.resource<external>)
      "scf.yield"(%5#0, %5#1) : (!stream.resource<external>, !stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>, !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>)
    "util.return"(%4#0, %4#1) : (!stream.resource<external>, !stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

