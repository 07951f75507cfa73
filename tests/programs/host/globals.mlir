// Mutable globals, initial values and util.initializers run in order at
// load; a function that updates a global on every call.
// FLAG: --function=main
util.global private mutable @counter = 10 : i32
util.global private mutable @scale : i32
util.initializer {
  %c3 = arith.constant 3 : i32
  util.global.store %c3, @scale : i32
  util.return
}
util.initializer {
  %s = util.global.load @scale : i32
  %c = util.global.load @counter : i32
  %m = arith.muli %s, %c : i32
  util.global.store %m, @counter : i32
  util.return
}
util.func private @bump() -> i32 {
  %c = util.global.load @counter : i32
  %one = arith.constant 1 : i32
  %n = arith.addi %c, %one : i32
  util.global.store %n, @counter : i32
  util.return %n : i32
}
util.func public @main() -> (i32, i32, i32) {
  %a = util.call @bump() : () -> i32
  %b = util.call @bump() : () -> i32
  %s = util.global.load @scale : i32
  util.return %a, %b, %s : i32, i32, i32
}
