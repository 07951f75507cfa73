"builtin.module"() ({
  "util.global"() <{initial_value = 5 : i32, is_mutable, sym_name = "counter", sym_visibility = "private", type = i32}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (index, i32, i32, index, i32, index, !hal.buffer_view, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %6 = "util.list.create"(%1) : (index) -> !util.list<i32>
    "util.list.resize"(%6, %3) : (!util.list<i32>, index) -> ()
    "util.list.set"(%6, %0, %4) : (!util.list<i32>, index, i32) -> ()
    "util.list.set"(%6, %1, %5) : (!util.list<i32>, index, i32) -> ()
    %7 = "util.list.size"(%6) : (!util.list<i32>) -> index
    %8 = "util.list.get"(%6, %0) : (!util.list<i32>, index) -> i32
    %9 = "util.list.get"(%6, %2) : (!util.list<i32>, index) -> i32
    "util.list.resize"(%6, %1) : (!util.list<i32>, index) -> ()
    %10 = "util.list.size"(%6) : (!util.list<i32>) -> index
    %11 = "util.list.construct"(%5, %4) : (i32, i32) -> !util.list<i32>
    %12 = "util.list.get"(%11, %1) : (!util.list<i32>, index) -> i32
    %13 = "util.list.create"() : () -> !util.list<?>
    "util.list.resize"(%13, %2) : (!util.list<?>, index) -> ()
    "util.list.set"(%13, %1, %arg0) : (!util.list<?>, index, !hal.buffer_view) -> ()
    %14 = "util.list.size"(%13) : (!util.list<?>) -> index
    %15 = "util.list.get"(%13, %1) : (!util.list<?>, index) -> !hal.buffer_view
    %16 = "util.global.address"() <{global = @counter}> : () -> !util.ptr<i32>
    %17 = "util.global.load.indirect"(%16) : (!util.ptr<i32>) -> i32
    %18 = "arith.addi"(%17, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "util.global.store.indirect"(%18, %16) : (i32, !util.ptr<i32>) -> ()
    %19 = "util.global.load"() <{global = @counter}> : () -> i32
    "util.return"(%7, %8, %9, %10, %12, %14, %15, %19) : (index, i32, i32, index, i32, index, !hal.buffer_view, i32) -> ()
  }) : () -> ()
}) : () -> ()

