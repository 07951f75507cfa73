"builtin.module"() ({
  "util.func"() <{function_type = () -> (i32, f32, i64, i8, i64), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 24 : index}> : () -> index
    %5 = "arith.constant"() <{value = -123456 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 2.750000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 81985529216486895 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = -5 : i8}> : () -> i8
    %9 = "stream.resource.alloc"(%4) <{uninitialized}> : (index) -> !stream.resource<staging>
    "stream.resource.store"(%9, %4, %0, %5) : (!stream.resource<staging>, index, index, i32) -> ()
    "stream.resource.store"(%9, %4, %1, %6) : (!stream.resource<staging>, index, index, f32) -> ()
    "stream.resource.store"(%9, %4, %2, %7) : (!stream.resource<staging>, index, index, i64) -> ()
    "stream.resource.store"(%9, %4, %3, %8) : (!stream.resource<staging>, index, index, i8) -> ()
    %10 = "stream.resource.load"(%9, %4, %0) : (!stream.resource<staging>, index, index) -> i32
    %11 = "stream.resource.load"(%9, %4, %1) : (!stream.resource<staging>, index, index) -> f32
    %12 = "stream.resource.load"(%9, %4, %2) : (!stream.resource<staging>, index, index) -> i64
    %13 = "stream.resource.load"(%9, %4, %3) : (!stream.resource<staging>, index, index) -> i8
    %14 = "stream.resource.size"(%9) : (!stream.resource<staging>) -> index
    %15 = "arith.index_cast"(%14) : (index) -> i64
    "util.return"(%10, %11, %12, %13, %15) : (i32, f32, i64, i8, i64) -> ()
  }) : () -> ()
}) : () -> ()

