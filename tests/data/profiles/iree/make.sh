#!/bin/sh
# Remakes the IREE profiles of this folder from tests/data/real/iree/mnist_like/mnist_like.mlir,
# with the tools of iree-base-compiler and iree-base-runtime (3.13 made the committed ones) on
# PATH (`. venv/bin/activate`). Run from anywhere: `sh tests/data/profiles/iree/make.sh`.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
source="$here/../../real/iree/mnist_like/mnist_like.mlir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
target="--iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic"

# The whole program, profiled on the host (local-sync: one thread, dispatches timed one by one).
iree-compile "$source" $target --iree-hal-dump-executable-benchmarks-to="$work/benchmarks" \
  -o "$work/mnist_like.vmfb"
iree-run-module --module="$work/mnist_like.vmfb" --device=local-sync --function=mnist_like \
  --input=1x1x28x28xf32=0.5 --device_profiling_mode=host-execution \
  --device_profiling_output="$here/mnist_like.ireeprof" > /dev/null
chmod 644 "$here/mnist_like.ireeprof"
cd "$here"
iree-profile dispatch --format=jsonl --dispatch_events mnist_like.ireeprof > mnist_like.dispatch_events.jsonl
iree-profile dispatch --format=jsonl mnist_like.ireeprof > mnist_like.dispatch.jsonl
iree-profile executable --format=jsonl mnist_like.ireeprof > mnist_like.executable.jsonl
iree-profile export --format=ireeperf-jsonl --output=- mnist_like.ireeprof > mnist_like.ireeperf.jsonl

# One benchmark module per executable, each run on its own: one Google Benchmark report each.
# (Dispatch 3's module, which carries the lowering configuration the whole compile chose, fails
# IREE 3.13's large-vector check when compiled alone: the check is turned off for these modules.)
mkdir -p benchmarks
for module in "$work"/benchmarks/*_benchmark.mlir; do
  dispatch=$(basename "$module" | sed 's/.*async_dispatch_\([0-9]*\)_.*/\1/')
  iree-compile "$module" $target --iree-llvmcpu-fail-on-large-vector=false -o "$work/d$dispatch.vmfb"
  iree-benchmark-module --module="$work/d$dispatch.vmfb" --device=local-sync \
    --benchmark_format=json --benchmark_repetitions=3 > "benchmarks/mnist_like_dispatch_$dispatch.json"
done
# Dispatch 1 once more, its aggregates only (no row per repetition).
mkdir -p benchmarks/aggregates_only
iree-benchmark-module --module="$work/d1.vmfb" --device=local-sync --benchmark_format=json \
  --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
  > benchmarks/aggregates_only/mnist_like_dispatch_1.json
