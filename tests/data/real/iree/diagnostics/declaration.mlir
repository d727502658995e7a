func.func @g() -> i32
func.func @f() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
