// stream.resource.alloc of staging memory, stores and loads of several
// widths, and stream.resource.size.
// FLAG: --function=main
util.func public @main() -> (i32, f32, i64, i8, i64) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %i = arith.constant -123456 : i32
  %f = arith.constant 2.75 : f32
  %l = arith.constant 81985529216486895 : i64
  %b = arith.constant -5 : i8
  %r = stream.resource.alloc uninitialized : !stream.resource<staging>{%c24}
  stream.resource.store %i, %r[%c0] : i32 -> !stream.resource<staging>{%c24}
  stream.resource.store %f, %r[%c4] : f32 -> !stream.resource<staging>{%c24}
  stream.resource.store %l, %r[%c8] : i64 -> !stream.resource<staging>{%c24}
  stream.resource.store %b, %r[%c16] : i8 -> !stream.resource<staging>{%c24}
  %0 = stream.resource.load %r[%c0] : !stream.resource<staging>{%c24} -> i32
  %1 = stream.resource.load %r[%c4] : !stream.resource<staging>{%c24} -> f32
  %2 = stream.resource.load %r[%c8] : !stream.resource<staging>{%c24} -> i64
  %3 = stream.resource.load %r[%c16] : !stream.resource<staging>{%c24} -> i8
  %size = stream.resource.size %r : !stream.resource<staging>
  %s = arith.index_cast %size : index to i64
  util.return %0, %1, %2, %3, %s : i32, f32, i64, i8, i64
}
