#!/bin/sh
# Remakes the compile streams, runtime profiles and benchmarks of this folder
# (see README.md) with IREE 3.13 from PyPI (iree-base-compiler,
# iree-base-runtime) and numpy.
set -e
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$here"
rm -rf fast.* slow.* dispatch_3.slow.mlir input.npy
python -c "import numpy; numpy.save('input.npy', numpy.random.default_rng(0).random((1, 1, 28, 28), dtype=numpy.float32))"
cp "$here/../../real/iree/mnist_like/mnist_like.mlir" "$here/input.npy" "$work"
cd "$work"
target="--iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic"
stream="--mlir-print-ir-after-all --mlir-print-debuginfo --mlir-elide-elementsattrs-if-larger=16"

# The configured executables and the dispatch benchmarks of the fast compile,
# printed with their locations (so that the substituted dispatch keeps them).
iree-compile mnist_like.mlir $target --mlir-print-debuginfo --iree-hal-dump-executable-configurations-to=configs \
    --iree-hal-dump-executable-benchmarks-to=benchmarks_src -o /dev/null
# Dispatch 3 (the second convolution, its bias add and ReLU) with poor tiles:
# one output element per workgroup and vectors of one element; the reduction
# tiles are kept as they were so that the sums are taken in the same order.
sed -e 's/vector_common_parallel = \[1, 2, 1, 4\]>/vector_common_parallel = [1, 1, 1, 1]>/g' \
    -e 's/distribution = \[0, 2, 7, 14, 0, 0, 0\], vector_common_parallel = \[1, 2, 1, 4, 0, 0, 0\]/distribution = [0, 1, 1, 1, 0, 0, 0], vector_common_parallel = [1, 1, 1, 1, 0, 0, 0]/' \
    'configs/configured_module_mnist_like$async_dispatch_3.mlir' > dispatch_3.slow.mlir
if [ "$(grep -c 'distribution = \[0, 1, 1, 1, 0, 0, 0\], vector_common_parallel = \[1, 1, 1, 1, 0, 0, 0\], vector_reduction = \[0, 0, 0, 0, 8, 1, 1\]' dispatch_3.slow.mlir)" != 1 ] ||
   [ "$(grep -c 'lowering_config<vector_common_parallel = \[1, 1, 1, 1\]>' dispatch_3.slow.mlir)" != 2 ]; then
    echo "make.sh: the configuration of dispatch 3 is not the one expected; edit not applied" >&2
    exit 1
fi
cp dispatch_3.slow.mlir "$here"

iree-compile mnist_like.mlir $target $stream -o fast.vmfb 2> fast.after_all.mlir
iree-compile mnist_like.mlir $target $stream \
    '--iree-hal-substitute-executable-configuration=mnist_like$async_dispatch_3=dispatch_3.slow.mlir' \
    -o slow.vmfb 2> slow.after_all.mlir

# One unprofiled run of each module gives its result as .npy (and warms up);
# then the profiled runs, fast and slow taking turns so that the load of the
# machine weighs on both alike.
for name in fast slow; do
    xz -9 -c $name.after_all.mlir > "$here/$name.after_all.mlir.xz"
    iree-run-module --module=$name.vmfb --device=local-sync --function=mnist_like --input=@input.npy \
        --output=@$name.out.npy > /dev/null
done
python - <<'PY'
import numpy
fast, slow = numpy.load('fast.out.npy'), numpy.load('slow.out.npy')
if not numpy.allclose(fast, slow, rtol=1e-5, atol=0):
    raise SystemExit(f'make.sh: fast and slow results differ:\n{fast}\n{slow}')
print('fast and slow results', 'identical' if numpy.array_equal(fast, slow) else 'within 1e-5 relative')
PY
for k in 1 2 3; do
    for name in fast slow; do
        iree-run-module --module=$name.vmfb --device=local-sync --function=mnist_like --input=@input.npy \
            --device_profiling_mode=host-execution --device_profiling_output=$name.run$k.ireeprof > $name.run$k.txt
        iree-profile dispatch --format=jsonl --dispatch_events $name.run$k.ireeprof > $name.run$k.dispatch.jsonl
        cp $name.run$k.ireeprof $name.run$k.dispatch.jsonl "$here"
        cmp $name.run1.txt $name.run$k.txt
    done
done
cp fast.run1.txt "$here/fast.result.txt"
cp slow.run1.txt "$here/slow.result.txt"
# The printed results too (6 digits) must agree.
tail -n 1 fast.run1.txt > fast.printed
tail -n 1 slow.run1.txt > slow.printed
cmp fast.printed slow.printed

# Each dispatch benchmark of the fast compile, compiled and run on its own.
# The dumps hold configured executables: compiled from that phase, as a full
# compile fails on dispatch 3 (its convolution is vectorised whole).
mkdir "$here/fast.benchmarks"
for src in benchmarks_src/*.mlir; do
    stem=$(basename "$src" .mlir)
    iree-compile "$src" $target --compile-from=executable-configurations -o "benchmarks_src/$stem.vmfb"
    iree-benchmark-module --module="benchmarks_src/$stem.vmfb" --device=local-sync \
        --benchmark_format=json --benchmark_repetitions=3 > "$here/fast.benchmarks/$stem.json"
done

# Median duration of each dispatch over the three runs (ns), and slow/fast.
cd "$here"
python - <<'PY'
import json, statistics
def medians(name):
    rows = {}
    for k in (1, 2, 3):
        events = [json.loads(line) for line in open(f'{name}.run{k}.dispatch.jsonl')]
        events = [e for e in events if e.get('type') == 'host_dispatch_event']
        for e in events:
            rows.setdefault(e['key'], []).append(e['duration_ns'])
        rows.setdefault('sum of the dispatches', []).append(sum(e['duration_ns'] for e in events))
        rows.setdefault('first start to last end', []).append(
            events[-1]['end_host_time_ns'] - events[0]['start_host_time_ns'])
    return rows
fast, slow = medians('fast'), medians('slow')
print(f'{"median ns over 3 runs (the runs)":55} {"fast":>10} {"slow":>10}  slow/fast')
for key in fast:
    f, s = statistics.median(fast[key]), statistics.median(slow[key])
    print(f'{key:55} {f:>10.0f} {s:>10.0f} {s / f:6.2f}x  {fast[key]} {slow[key]}')
PY
