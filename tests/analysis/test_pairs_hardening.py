"""`compare --pairs` against hostile or careless input: a Dask scheduler
is connected to only when trusted (TLS with the user's certificates, or
their word), a scheduler that is down is an error within seconds, and a
manifest that is no regular file, not UTF-8, or names a pair that fails,
is a clear error at its place."""

from __future__ import annotations

import os
import pickle
import socket
import threading
import time
from pathlib import Path

import pytest
from conftest import MNIST, run_tracksrc

from tracksrc.analysis.compare_pairs import compare_pairs, read_manifest
from tracksrc.analysis.scheduler import SchedulerTrust, run_on_dask, security_for
from tracksrc.errors import TracksrcError

RUNS = MNIST / "runs"
RUN1 = RUNS / "mnist_like.run1.after_all.mlir.xz"
RUN2 = RUNS / "mnist_like.run2.after_all.mlir.xz"


class _Touch:
    """Unpickled, it creates a file: proof that code from a scheduler ran."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (Path.touch, (self.marker,))


def _fake_scheduler(marker: Path) -> tuple[socket.socket, list[int]]:
    """A server on 127.0.0.1 that answers any connection with a pickled
    frame that would create `marker`; counts the connections."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    server.settimeout(0.2)
    accepted = [0]
    payload = pickle.dumps(_Touch(marker))

    def serve() -> None:
        while True:
            try:
                connection, _ = server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            accepted[0] += 1
            with connection:
                connection.sendall(len(payload).to_bytes(8, "little") + payload)

    threading.Thread(target=serve, daemon=True).start()
    return server, accepted


def test_an_untrusted_scheduler_on_loopback_is_never_connected_to(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    server, accepted = _fake_scheduler(marker)
    port = server.getsockname()[1]
    manifest = tmp_path / "pairs.txt"
    manifest.write_text(f"{RUN1} {RUN2}\n", encoding="utf-8")
    try:
        for address in (f"tcp://127.0.0.1:{port}", f"127.0.0.1:{port}"):
            result = run_tracksrc("compare", "--pairs", str(manifest), "--scheduler", address)
            assert result.returncode == 2
            assert "--trust-scheduler" in result.stderr and "Traceback" not in result.stderr
        # TLS without the CA that signs the scheduler's certificate proves nothing either.
        result = run_tracksrc(
            "compare", "--pairs", str(manifest), "--scheduler", f"tls://127.0.0.1:{port}"
        )
        assert result.returncode == 2 and "--tls-ca-file is needed" in result.stderr
        time.sleep(0.3)
        assert accepted[0] == 0
        assert not marker.exists()
    finally:
        server.close()


def test_trust_takes_tls_files_that_go_together(tmp_path: Path) -> None:
    pem = tmp_path / "ca.pem"
    pem.write_text("not checked before use\n", encoding="utf-8")
    with pytest.raises(TracksrcError, match="go with a tls:// scheduler"):
        security_for("tcp://127.0.0.1:8786", SchedulerTrust(tls_ca_file=pem))
    with pytest.raises(TracksrcError, match="--tls-key goes with --tls-cert"):
        security_for("tls://127.0.0.1:8786", SchedulerTrust(tls_ca_file=pem, tls_key=pem))
    with pytest.raises(TracksrcError, match=r"--tls-ca-file .*is a folder, not a TLS file"):
        security_for("tls://127.0.0.1:8786", SchedulerTrust(tls_ca_file=tmp_path))
    with pytest.raises(TracksrcError, match="expected tls://HOST:PORT"):
        security_for("ucx://127.0.0.1:8786", SchedulerTrust(trusted=True))
    manifest = tmp_path / "pairs.txt"
    manifest.write_text(f"{RUN1} {RUN2}\n", encoding="utf-8")
    result = run_tracksrc("compare", "--pairs", str(manifest), "--trust-scheduler")
    assert result.returncode == 2 and "go with --scheduler" in result.stderr
    result = run_tracksrc("compare", str(RUN1), str(RUN2), "--tls-ca-file", str(pem))
    assert result.returncode == 2 and "go with --pairs" in result.stderr


def test_a_scheduler_that_is_down_is_an_error_within_seconds() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = time.monotonic()
    with pytest.raises(TracksrcError, match=r"no Dask scheduler answers at tcp://127\.0\.0\.1"):
        run_on_dask(
            f"tcp://127.0.0.1:{port}",
            SchedulerTrust(trusted=True),
            len,
            [("ab",)],
            ["one"],
            connect_seconds=2,
        )
    assert time.monotonic() - started < 15


def test_a_tls_cluster_runs_the_pairs_with_the_users_certificates(tmp_path: Path) -> None:
    from distributed import LocalCluster
    from distributed.security import Security

    security = Security.temporary()
    files = {}
    for name, text in (
        ("ca", security.tls_ca_file),
        ("cert", security.tls_client_cert),
        ("key", security.tls_client_key),
    ):
        files[name] = tmp_path / f"{name}.pem"
        files[name].write_text(text, encoding="utf-8")
    pairs = read_manifest(_manifest(tmp_path, f"{RUN1} {RUN2}\n"))
    local = compare_pairs(pairs, jobs=1)
    with LocalCluster(
        n_workers=1, processes=False, protocol="tls", security=security, dashboard_address=None
    ) as cluster:
        address = cluster.scheduler_address
        assert address.startswith("tls://")
        trust = SchedulerTrust(files["ca"], files["cert"], files["key"])
        on_tls = compare_pairs(pairs, scheduler=address, trust=trust)
    assert on_tls.results == local.results and on_tls.rows == local.rows


def _manifest(folder: Path, text: str | bytes) -> Path:
    manifest = folder / "pairs.txt"
    if isinstance(text, bytes):
        manifest.write_bytes(text)
    else:
        manifest.write_text(text, encoding="utf-8")
    return manifest


def test_a_manifest_must_be_a_regular_file_of_reasonable_size(tmp_path: Path) -> None:
    with pytest.raises(TracksrcError, match="/dev/zero: not a regular file"):
        read_manifest("/dev/zero")
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(TracksrcError, match="fifo: not a regular file"):
        read_manifest(fifo)
    with pytest.raises(TracksrcError, match="is a folder, not a manifest file"):
        read_manifest(tmp_path)
    with pytest.raises(TracksrcError, match=r"missing\.txt: no such file"):
        read_manifest(tmp_path / "missing.txt")
    big = tmp_path / "big.txt"
    with big.open("wb") as handle:
        handle.truncate((16 << 20) + 1)
    with pytest.raises(TracksrcError, match="more than 16 MB"):
        read_manifest(big)


def test_manifest_errors_at_file_line_and_column(tmp_path: Path) -> None:
    (tmp_path / "a.mlir").write_text("", encoding="utf-8")
    with pytest.raises(TracksrcError, match=r"pairs.txt:2:8: error: not UTF-8 text \(byte 0xff\)"):
        read_manifest(_manifest(tmp_path, b"# ok\na.mlir \xff.mlir\n"))
    with pytest.raises(TracksrcError, match=r"pairs.txt:1:8: error: No closing quotation"):
        read_manifest(_manifest(tmp_path, 'a.mlir "b.mlir\n'))
    with pytest.raises(TracksrcError, match=r"pairs.txt:1:8: error: .*b.mlir: no such file"):
        read_manifest(_manifest(tmp_path, "a.mlir b.mlir\n"))
    # An editor's byte-order mark is no part of the first path; CRLF ends
    # lines as LF does.
    pairs = read_manifest(_manifest(tmp_path, b"\xef\xbb\xbfa.mlir a.mlir\r\n"))
    assert [pair.a.name for pair in pairs] == ["a.mlir"]


def test_relative_manifest_paths_leave_as_absolute_ones(tmp_path: Path) -> None:
    folder = tmp_path / "suite"
    folder.mkdir()
    (folder / "run_a.mlir.xz").write_bytes(RUN1.read_bytes())
    (folder / "run_b.mlir.xz").write_bytes(RUN2.read_bytes())
    _manifest(folder, "run_a.mlir.xz run_b.mlir.xz\n")
    previous = Path.cwd()
    os.chdir(tmp_path)
    try:
        pairs = read_manifest(Path("suite") / "pairs.txt")
    finally:
        os.chdir(previous)
    assert pairs[0].a == folder.resolve() / "run_a.mlir.xz" and pairs[0].a.is_absolute()


def test_a_pair_that_fails_is_named(tmp_path: Path) -> None:
    broken = tmp_path / "broken.mlir"
    broken.write_text('// -----// IR Dump After A (a) //----- //\n%0 = test.s() {s = "oops}\n')
    pairs = read_manifest(_manifest(tmp_path, f"{RUN1} broken.mlir\n"))
    with pytest.raises(TracksrcError, match=r"pair mnist_like.run1.after_all.mlir.xz vs broken"):
        compare_pairs(pairs, jobs=1)


def test_a_cluster_lost_mid_run_names_what_was_not_done() -> None:
    from distributed import LocalCluster

    cluster = LocalCluster(
        n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None
    )
    address = cluster.scheduler_address
    threading.Timer(3, cluster.close).start()
    with pytest.raises(TracksrcError) as raised:
        run_on_dask(
            address,
            SchedulerTrust(trusted=True),
            time.sleep,
            [(0.1,), (60,), (60,)],
            ["quick", "slow one", "slow two"],
        )
    message = str(raised.value)
    assert f"the Dask cluster at {address} stopped answering" in message
    assert message.endswith("2 of 3 not done: slow one, slow two")
