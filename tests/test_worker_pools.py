"""Workers of tracksrc's process pools end with the process that started
them: a parent killed with SIGKILL leaves no worker computing for nobody."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

# A parent that starts two workers busy for a minute, prints their ids and
# waits to be killed.
_PARENT = """
import os, sys, time
from tracksrc.worker_pools import worker_pool
import multiprocessing
context = multiprocessing.get_context(sys.argv[1])
pool = worker_pool(2, context)
futures = [pool.submit(time.sleep, 60) for _ in range(4)]
while len(pool._processes) < 2:
    time.sleep(0.05)
print(*pool._processes, flush=True)
time.sleep(60)
"""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
            return handle.read().split(") ")[1][0] != "Z"  # a zombie has ended
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc (Linux)")
@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_workers_end_soon_after_their_parent_is_killed(method: str) -> None:
    parent = subprocess.Popen(
        [sys.executable, "-c", _PARENT, method], stdout=subprocess.PIPE, text=True
    )
    try:
        assert parent.stdout is not None
        workers = [int(word) for word in parent.stdout.readline().split()]
        assert len(workers) == 2 and all(_alive(pid) for pid in workers)
        parent.send_signal(signal.SIGKILL)
        parent.wait()
        deadline = time.monotonic() + 5
        while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(pid) for pid in workers)
    finally:
        parent.kill()
