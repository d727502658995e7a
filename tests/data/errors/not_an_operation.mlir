func.func @f() {
  @@@ what
}
