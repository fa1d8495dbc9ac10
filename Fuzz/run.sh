#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs them.
#
#     Fuzz/run.sh [SECONDS] [TARGET...]
#
# SECONDS per target (default 60; 0 runs each seed once and stops, as CI does); TARGET among png,
# spec, interface-builder, dumps, settings, devices, baseline and report (default all). Each target starts from seeds taken from the
# project's own fixtures and keeps what it learns in Fuzz/corpus/TARGET (not committed). A crash, a
# leak or a hang longer than 10 s stops the target, leaves the input in Fuzz/findings/TARGET, and
# makes the script exit 1; turn it into a regression test under Tests/ and fix the cause.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(png spec interface-builder dumps settings devices baseline report)
root=..

# SwiftPM keeps the file list of the package under test in build.db and misses files added since;
# removing it makes the build see them. A failed build stops the script.
mkdir -p .build && rm -f .build/build.db
if ! swift build -Xswiftc -sanitize=fuzzer,address >.build/fuzz-build.log 2>&1; then
    grep -E "error" .build/fuzz-build.log || tail -20 .build/fuzz-build.log
    exit 1
fi
bin="$(swift build -Xswiftc -sanitize=fuzzer,address --show-bin-path)"

seeds() {
    case "$1" in
    png) ls "$root"/Tests/Fixtures/png/*.png ;;
    spec) ls "$root"/Examples/*.json "$root"/Examples/*.yaml "$root"/Tests/Fixtures/screens/* ;;
    interface-builder) ls "$root"/Tests/Fixtures/interface-builder/*.storyboard "$root"/Tests/Fixtures/interface-builder/*.xib ;;
    dumps) ls "$root"/Tests/Fixtures/captures/* ;;
    settings) ls "$root"/Examples/AdoptingApp/.safearea.yml ;;
    devices) ls "$root"/Tests/Fixtures/devices/* ;;
    baseline) ls "$root"/Tests/Fixtures/settings/*baseline*.json ;;
    report) ls "$root"/Tests/Fixtures/reports/*.json ;;
    esac
}

budget=(-max_total_time="$seconds")
[ "$seconds" != 0 ] || budget=(-runs=0)
failed=0
for target in "${targets[@]}"; do
    corpus="corpus/$target" findings="findings/$target"
    mkdir -p "$corpus" "$findings"
    seeds "$target" | while read -r seed; do cp "$seed" "$corpus/seed-$(basename "$seed")"; done
    echo "== fuzz-$target for ${seconds} s (0: the seeds once)"
    ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1" LSAN_OPTIONS="suppressions=$PWD/lsan.supp" \
        "$bin/fuzz-$target" "$corpus" "${budget[@]}" -timeout=10 -rss_limit_mb=4096 \
        -max_len=65536 -artifact_prefix="$findings/" -print_final_stats=1 >"findings/$target.log" 2>&1 || true
    grep -E "ERROR|SUMMARY|stat::number_of_executed_units|Done [0-9]+ runs" "findings/$target.log" || true
    if grep -qE "ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)" "findings/$target.log"; then
        echo "fuzz-$target found a problem: see Fuzz/findings/$target.log and Fuzz/findings/$target/"
        failed=1
    fi
done
exit "$failed"
