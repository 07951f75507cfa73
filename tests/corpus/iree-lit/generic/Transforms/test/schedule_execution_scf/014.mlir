"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scfMixedControlFlow", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "stream.async.clone"(%arg1, %5, %5) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %8 = "scf.if"(%arg0) ({
      %17 = "scf.for"(%0, %2, %1, %6) ({
      ^bb0(%arg6: index, %arg7: i32):
        %18 = "stream.async.slice"(%7, %5, %0, %3, %3) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        %19 = "stream.async.transfer"(%18, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
        %20 = "stream.async.load"(%19, %3, %0) : (!stream.resource<staging>, index, index) -> i32
        %21 = "arith.addi"(%arg7, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%21) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      "scf.yield"(%17) : (i32) -> ()
    }, {
      %10:2 = "scf.while"(%6, %0) ({
      ^bb0(%arg4: i32, %arg5: index):
        %16 = "arith.cmpi"(%arg5, %2) <{predicate = 2 : i64}> : (index, index) -> i1
        "scf.condition"(%16, %arg4, %arg5) : (i1, i32, index) -> ()
      }, {
      ^bb0(%arg2: i32, %arg3: index):
        %11 = "stream.async.slice"(%7, %5, %4, %5, %4) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        %12 = "stream.async.transfer"(%11, %4, %4) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
        %13 = "stream.async.load"(%12, %4, %0) : (!stream.resource<staging>, index, index) -> i32
        %14 = "arith.addi"(%arg2, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %15 = "arith.addi"(%arg3, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "scf.yield"(%14, %15) : (i32, index) -> ()
      }) : (i32, index) -> (i32, index)
      "scf.yield"(%10#0) : (i32) -> ()
    }) : (i1) -> i32
    %9 = "stream.async.splat"(%8, %3) : (i32, index) -> !stream.resource<external>
    "util.return"(%9) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

