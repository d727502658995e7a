^bb0:
  return
