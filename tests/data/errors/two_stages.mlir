// -----// IR Dump After A (a) //----- //
func.func @f() {
  return
}

// -----// IR Dump After B (b) //----- //
func.func @f() {
  return
}
