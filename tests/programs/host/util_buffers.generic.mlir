"builtin.module"() ({
  "util.func"() <{function_type = (index) -> (index, i32, index, index, i32, i64, i32, i64, i32, i32, i32, i32, i32, index, index, index, index), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %7 = "util.string.format"(%arg0, %5) <{format = "blk.{}.w{}"}> : (index, i32) -> !util.buffer
    %8 = "util.buffer.size"(%7) : (!util.buffer) -> index
    %9 = "util.string.format"(%arg0, %6) <{format = "{1}-{0}{{}}"}> : (index, i32) -> !util.buffer
    %10 = "util.buffer.size"(%9) : (!util.buffer) -> index
    %11 = "arith.constant"() <{value = 14 : index}> : () -> index
    %12 = "util.buffer.load"(%9, %10, %11, %1) : (!util.buffer, index, index, index) -> i8
    %13 = "arith.extui"(%12) : (i8) -> i32
    %14 = "util.buffer.load"(%7, %8, %0, %1) : (!util.buffer, index, index, index) -> i8
    %15 = "arith.extui"(%14) : (i8) -> i32
    %16 = "util.string.itoa"(%6) : (i32) -> !util.buffer
    %17 = "util.buffer.size"(%16) : (!util.buffer) -> index
    %18 = "util.buffer.constant"() <{value = "blk.42.w7"}> : () -> !util.buffer
    %19 = "util.buffer.compare"(%7, %8, %0, %18, %8, %0, %8) : (!util.buffer, index, index, !util.buffer, index, index, index) -> i1
    %20 = "arith.extui"(%19) : (i1) -> i32
    %21 = "util.buffer.hash"(%7, %8, %0, %8) : (!util.buffer, index, index, index) -> i64
    %22 = "util.buffer.alloc"(%4) : (index) -> !util.buffer
    %23 = "arith.constant"() <{value = 16909060 : i32}> : () -> i32
    "util.buffer.fill"(%23, %22, %4, %0, %4) : (i32, !util.buffer, index, index, index) -> ()
    %24 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    "util.buffer.store"(%24, %22, %4, %2, %2) : (i32, !util.buffer, index, index, index) -> ()
    %25 = "util.buffer.load"(%22, %4, %2, %2) : (!util.buffer, index, index, index) -> i32
    %26 = "util.buffer.load"(%22, %4, %3, %3) : (!util.buffer, index, index, index) -> i64
    "util.buffer.copy"(%7, %8, %0, %22, %4, %0, %2) : (!util.buffer, index, index, !util.buffer, index, index, index) -> ()
    %27 = "util.buffer.load"(%22, %4, %0, %2) : (!util.buffer, index, index, index) -> i32
    %28 = "util.buffer.slice"(%22, %4, %2, %3) : (!util.buffer, index, index, index) -> !util.buffer
    %29 = "util.buffer.subspan"(%22, %4, %3, %3) : (!util.buffer, index, index, index) -> !util.buffer
    %30 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    "util.buffer.store"(%30, %29, %3, %0, %2) : (i32, !util.buffer, index, index, index) -> ()
    %31 = "util.buffer.load"(%22, %4, %3, %2) : (!util.buffer, index, index, index) -> i32
    %32 = "util.buffer.load"(%28, %3, %2, %2) : (!util.buffer, index, index, index) -> i32
    %33 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    %34 = "arith.constant"() <{value = 200 : i32}> : () -> i32
    %35 = "util.switch"(%1, %30, %33, %34) : (index, i32, i32, i32) -> i32
    %36 = "util.range.min"(%arg0, %4, %2) : (index, index, index) -> index
    %37 = "util.range.max"(%arg0, %4, %2) : (index, index, index) -> index
    %38:2 = "util.range.extents"(%arg0, %4, %3, %2) : (index, index, index, index) -> (index, index)
    "util.return"(%8, %15, %17, %10, %20, %21, %25, %26, %27, %31, %32, %35, %13, %36, %37, %38#0, %38#1) : (index, i32, index, index, i32, i64, i32, i64, i32, i32, i32, i32, i32, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

