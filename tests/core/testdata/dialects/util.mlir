// util dialect ops in custom syntax (expected outputs: regenerate.sh).
util.global private mutable @counter = 4 : i32
util.global public @flag : i1
util.global private @blob = #util.byte_pattern<7> : !util.buffer
util.global private @typed : index = 8 : index
util.global private @policy <inlining_policy = #util.inline.never> : i32
util.global private @ptr_target : i32
util.func private @extern(i32, tensor<?xf32>) -> (i32, tensor<?xf32>)
util.func private @tied(%a: tensor<?xf32>, %b: index {foo.bar}) -> (%a as tensor<4xf32>, index {a.b}) attributes {some.attr} {
  %0 = util.optimization_barrier %b : index
  %1 = tensor.cast %a : tensor<?xf32> to tensor<4xf32>
  util.return %1, %0 : tensor<4xf32>, index
}
util.func public @same(%x: i32) -> %x {
  util.return %x : i32
}
util.func private @two(%a: i32, %b: i32) -> (%b, %a)
util.initializer {
  %c4 = arith.constant 4 : i32
  util.global.store %c4, @counter : i32
  util.return
}
util.initializer attributes {init.attr} {
  util.return
}
util.func public @globals(%t: tensor<?xf32>) -> (i32, i1, i32) {
  %0 = util.global.load @counter : i32
  %1 = util.global.load immutable @flag : i1
  %2 = util.global.address @ptr_target : !util.ptr<i32>
  %3 = util.global.load.indirect %2 : !util.ptr<i32> -> i32
  util.global.store.indirect %3, %2 : i32 -> !util.ptr<i32>
  %4 = util.global.address immutable @ptr_target : !util.ptr<i32>
  %5 = util.call @same(%0) : (i32) -> %0
  %6:2 = util.call @two(%5, %3) : (i32, i32) -> (%3, %5)
  %7:2 = util.call @extern(%0, %t) <arg_attrs = [{call.arg}, {}]> : (i32, tensor<?xf32>) -> (i32, tensor<?xf32>)
  util.return %6#0, %1, %7#0 : i32, i1, i32
}
util.func public @hints(%i: index, %j: i32, %k: i32) -> (index, i32) {
  %0:2 = util.optimization_barrier %i, %j : index, i32
  %1 = util.assume.int %i<umin = 0, umax = 10> : index
  %2:2 = util.assume.int %i[<umin = 0>, <udiv = 4>], %j<umax = 9> : index, i32
  %3 = util.assume.int %j[] : i32
  %4 = util.null : !util.buffer
  %5 = util.cmp.eq %4, %4 : !util.buffer
  %obj = util.cast %4 : !util.buffer to !util.object
  %6 = util.cmp.ne %j, %k : i32
  %7 = util.align %i, %0#0 : index
  %8 = util.sizeof f32
  %9 = util.sizeof !util.buffer attributes {foo}
  %10 = util.numeric.optional_narrow %j : i32 as si8
  %11 = util.numeric.optional_narrow %k : i32 as si8 <min_value = -5 : i32, max_value = 10 : i32>
  %12 = util.switch i32 from [%j, %k] at %i else %j : i32
  %13 = util.unfoldable_constant 42 : i32
  %14 = util.unfoldable_constant {foo} dense<1.0> : tensor<2xf32>
  %15 = util.range.min %i, %7 : index
  %16 = util.range.max %i : index
  %17:2 = util.range.extents [%i for %7], [%8 for %8] : index
  util.optimization_barrier
  util.return %1, %12 : index, i32
}
util.func public @buffers(%b: !util.buffer, %s: index, %o: index) -> !util.buffer {
  %cst = util.buffer.constant : !util.buffer = "abc"
  %named = util.buffer.constant "named" <alignment = 64, mime_type = "text/plain"> : !util.buffer = dense<[1, 2]> : tensor<2xi32>
  %0 = util.buffer.size %b : !util.buffer
  %1, %2 = util.buffer.storage %b : !util.buffer{%s} -> (memref<?xi8>, index)
  %3 = util.buffer.subspan %b[%o] : !util.buffer{%s} -> !util.buffer{%o}
  %4 = util.buffer.load %b[%o for %o] : !util.buffer{%s} -> i32
  %c1 = arith.constant 1 : i32
  util.buffer.store %c1, %b[%o for %o] : i32 -> !util.buffer{%s}
  %5 = util.buffer.alloc uninitialized : !util.buffer{%s}
  %6 = util.buffer.alloc uninitialized <alignment = 16> : !util.buffer{%s}
  util.buffer.dealloc %6 : !util.buffer{%s}
  util.buffer.copy %b[%o], %5[%o], %o : !util.buffer{%s} -> !util.buffer{%s}
  %c0_i8 = arith.constant 0 : i8
  util.buffer.fill %c0_i8, %5[%o for %o] : i8 -> !util.buffer{%s}
  %7 = util.buffer.compare %b[%o], %5[%o], %o : !util.buffer{%s}, !util.buffer{%s}
  %8 = util.buffer.slice %b[%o] <alignment = 16> : !util.buffer{%s} -> !util.buffer{%o}
  %9 = util.buffer.hash %b[%o for %o] : !util.buffer{%s} -> i64
  %10 = util.string.format "n={}"(%s) : (index) -> !util.buffer
  %11 = util.string.itoa %s : index -> !util.buffer
  util.return %8 : !util.buffer
}
util.func public @lists(%i: index, %v: i32) -> i32 {
  %0 = util.list.create : !util.list<i32>
  %1 = util.list.create %i : !util.list<?>
  %2 = util.list.size %0 : !util.list<i32>
  util.list.resize %0, %i : !util.list<i32>
  %3 = util.list.get %0[%i] : !util.list<i32>
  util.list.set %0[%i], %v : !util.list<i32>
  %4 = util.list.get %1[%i] : !util.list<?> -> i32
  util.list.set %1[%i], %v : i32 -> !util.list<?>
  %5 = util.list.construct [%v : i32, %i : index] : !util.list<?>
  util.return %3 : i32
}
util.func private @status(%s: i32) {
  util.status.check_ok %s, "failed"
  util.status.check_ok %s
  util.return
}
util.func private @unreachable() {
  util.unreachable "never"
}
util.func private @scf_unreachable(%c: i1) {
  scf.if %c {
    util.scf.unreachable "not here"
  }
  util.return
}
