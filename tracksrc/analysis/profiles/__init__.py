"""Runtime profiles joined to dispatches, source ops and the passes that made them."""
