// util.list in host code: create with a capacity, resize (new elements are
// null/zero), set, get, size, construct, lists of buffer views, and
// indirect globals through util.global.address.
// FLAG: --function=main
// FLAG: --input=3xf32=1 2 3
util.global private mutable @counter = 5 : i32
util.func public @main(%view: !hal.buffer_view) -> (index, i32, i32, index, i32, index, !hal.buffer_view, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7_i32 = arith.constant 7 : i32
  %c8_i32 = arith.constant 8 : i32
  %list = util.list.create %c1 : !util.list<i32>
  util.list.resize %list, %c3 : !util.list<i32>
  util.list.set %list[%c0], %c7_i32 : !util.list<i32>
  util.list.set %list[%c1], %c8_i32 : !util.list<i32>
  %size = util.list.size %list : !util.list<i32>
  %first = util.list.get %list[%c0] : !util.list<i32>
  %last = util.list.get %list[%c2] : !util.list<i32>
  util.list.resize %list, %c1 : !util.list<i32>
  %shrunk = util.list.size %list : !util.list<i32>
  %built = util.list.construct [%c8_i32 : i32, %c7_i32 : i32] : !util.list<i32>
  %second = util.list.get %built[%c1] : !util.list<i32>
  %views = util.list.create : !util.list<?>
  util.list.resize %views, %c2 : !util.list<?>
  util.list.set %views[%c1], %view : !hal.buffer_view -> !util.list<?>
  %views_size = util.list.size %views : !util.list<?>
  %got = util.list.get %views[%c1] : !util.list<?> -> !hal.buffer_view
  %ptr = util.global.address @counter : !util.ptr<i32>
  %old = util.global.load.indirect %ptr : !util.ptr<i32> -> i32
  %new = arith.addi %old, %c8_i32 : i32
  util.global.store.indirect %new, %ptr : i32 -> !util.ptr<i32>
  %counter = util.global.load @counter : i32
  util.return %size, %first, %last, %shrunk, %second, %views_size, %got, %counter : index, i32, i32, index, i32, index, !hal.buffer_view, i32
}
