func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xf32>, %c: i1, %i: index, %t: tensor<4xi32>) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.divsi %a, %b : i32
  %2 = arith.shrui %a, %b : i32
  %3 = arith.addf %x, %y fastmath<fast> : f32
  %4 = arith.cmpi slt, %a, %b : i32
  %5 = arith.cmpf olt, %x, %y fastmath<nnan> : f32
  %6 = arith.select %c, %a, %b : i32
  %7 = arith.extsi %a : i32 to i64
  %8 = arith.truncf %x : f32 to f16
  %9 = arith.index_cast %a : i32 to index
  %10:2 = arith.mulsi_extended %a, %b : i32
  %11, %12 = arith.addui_extended %a, %b : i32, i1
  %13 = arith.negf %x : f32
  %14 = arith.cmpf ogt, %v, %v : vector<4xf32>
  %15 = arith.select %14, %v, %v : vector<4xi1>, vector<4xf32>
  %16 = arith.constant true
  %17 = arith.constant dense<1> : tensor<4xi32>
  %18 = arith.bitcast %a : i32 to f32
  %19 = arith.maximumf %x, %y : f32
  %20 = arith.truncf %x to_nearest_even : f32 to bf16
  %21 = arith.constant 1.5 : f32
  %22 = arith.constant -3 : i32
  %23 = arith.constant 0 : index
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%z: i32):
  cf.assert %c, "boom"
  cf.switch %a : i32, [
    default: ^bb2,
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb2:
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  scf.if %c {
    %q = arith.addi %a, %a : i32
  }
  %w:2 = scf.while (%arg1 = %a, %arg2 = %b) : (i32, i32) -> (i32, i32) {
    %cc = arith.cmpi slt, %arg1, %arg2 : i32
    scf.condition(%cc) %arg1, %arg2 : i32, i32
  } do {
  ^bb0(%arg1: i32, %arg2: i32):
    scf.yield %arg1, %arg2 : i32, i32
  }
  %s = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  default {
    scf.yield %b : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %c4 step %c4 {
  }
  %fa = scf.forall (%p) in (4) shared_outs(%o = %t) -> (tensor<4xi32>) {
    scf.forall.in_parallel {
    }
  }
  %call = func.call @g(%a) : (i32) -> i32
  return %r : i32
}
func.func private @g(i32) -> i32
func.func private @h(%arg0: i32 {a.b}) -> (i32 {c.d}) attributes {x}
// scf.index_switch with two results (`-> i32, i32`, no parentheses).
func.func @switch2(%i: index) -> (i32, i32) {
  %0:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %a = arith.constant 1 : i32
    scf.yield %a, %a : i32, i32
  }
  default {
    %b = arith.constant 2 : i32
    scf.yield %b, %b : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
