// util host ops on !util.buffer: string.format ({} and {N}, unsigned
// decimal of any integer width), string.itoa, buffer.constant/size/compare/
// hash (SipHash-2-4, as IREE's vm.buffer.hash), alloc/fill/store/load at
// several widths, copy, slice (a copy) and subspan (a view), switch and
// range min/max/extents (dynamic operands: with constant ranges IREE 3.13
// folds max to the length of the union, not the last byte its expansion and
// streamref give).
// FLAG: --function=main
// FLAG: --input=42
util.func public @main(%n: index) -> (index, i32, index, index, i32, i64, i32, i64, i32, i32, i32, i32, i32, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c7_i32 = arith.constant 7 : i32
  %cm1_i32 = arith.constant -1 : i32
  %s = util.string.format "blk.{}.w{}"(%n, %c7_i32) : (index, i32) -> !util.buffer
  %size = util.buffer.size %s : !util.buffer
  %t = util.string.format "{1}-{0}{{}}"(%n, %cm1_i32) : (index, i32) -> !util.buffer
  %t_size = util.buffer.size %t : !util.buffer
  %c14 = arith.constant 14 : index
  %t_last = util.buffer.load %t[%c14 for %c1] : !util.buffer{%t_size} -> i8
  %t_last32 = arith.extui %t_last : i8 to i32
  %first = util.buffer.load %s[%c0 for %c1] : !util.buffer{%size} -> i8
  %first32 = arith.extui %first : i8 to i32
  %itoa = util.string.itoa %cm1_i32 : i32 -> !util.buffer
  %itoa_size = util.buffer.size %itoa : !util.buffer
  %expected = util.buffer.constant : !util.buffer = "blk.42.w7"
  %eq = util.buffer.compare %s[%c0], %expected[%c0], %size : !util.buffer{%size}, !util.buffer{%size}
  %eq32 = arith.extui %eq : i1 to i32
  %hash = util.buffer.hash %s[%c0 for %size] : !util.buffer{%size} -> i64
  %buf = util.buffer.alloc uninitialized : !util.buffer{%c16}
  %pattern = arith.constant 16909060 : i32
  util.buffer.fill %pattern, %buf[%c0 for %c16] : i32 -> !util.buffer{%c16}
  %c9_i32 = arith.constant 9 : i32
  util.buffer.store %c9_i32, %buf[%c4 for %c4] : i32 -> !util.buffer{%c16}
  %stored = util.buffer.load %buf[%c4 for %c4] : !util.buffer{%c16} -> i32
  %wide = util.buffer.load %buf[%c8 for %c8] : !util.buffer{%c16} -> i64
  util.buffer.copy %s[%c0], %buf[%c0], %c4 : !util.buffer{%size} -> !util.buffer{%c16}
  %copied = util.buffer.load %buf[%c0 for %c4] : !util.buffer{%c16} -> i32
  %slice = util.buffer.slice %buf[%c4] : !util.buffer{%c16} -> !util.buffer{%c8}
  %sub = util.buffer.subspan %buf[%c8] : !util.buffer{%c16} -> !util.buffer{%c8}
  %c5_i32 = arith.constant 5 : i32
  util.buffer.store %c5_i32, %sub[%c0 for %c4] : i32 -> !util.buffer{%c8}
  %through_view = util.buffer.load %buf[%c8 for %c4] : !util.buffer{%c16} -> i32
  %in_copy = util.buffer.load %slice[%c4 for %c4] : !util.buffer{%c8} -> i32
  %c100 = arith.constant 100 : i32
  %c200 = arith.constant 200 : i32
  %switched = util.switch i32 from [%c100, %c200] at %c1 else %c5_i32 : i32
  %lo = util.range.min %n, %c16, %c4 : index
  %hi = util.range.max %n, %c16, %c4 : index
  %ext:2 = util.range.extents [%n for %c8], [%c16 for %c4] : index
  util.return %size, %first32, %itoa_size, %t_size, %eq32, %hash, %stored, %wide, %copied, %through_view, %in_copy, %switched, %t_last32, %lo, %hi, %ext#0, %ext#1 : index, i32, index, index, i32, i64, i32, i64, i32, i32, i32, i32, i32, index, index, index, index
}
