func.func @f() {
  return
}
}
