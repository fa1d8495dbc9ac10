#!/usr/bin/env bash
# Checks every screen file in $SAFEAREA_SCREENS against the references in $SAFEAREA_REFERENCES,
# as a Bazel test (BUILD.bazel) or any runner that sets Bazel's sharding variables. The report goes
# among the test's outputs; with $SAFEAREA_TIMINGS, a previous run's report.json, the shards are
# cut by the times its entries took. ARGUMENTS go to `safearea verify` (the sh_test's args), such as
# --devices. Exits as safearea does: 0 clean, 1 differences, 2 bad input.
#
#     safearea-verify.sh [ARGUMENTS...]
set -euo pipefail
safearea="${SAFEAREA:-safearea}"
timings=()
if [ -n "${SAFEAREA_TIMINGS:-}" ] && [ -f "$SAFEAREA_TIMINGS" ]; then
    timings=(--shard-timings "$SAFEAREA_TIMINGS")
fi
exec "$safearea" verify "${SAFEAREA_SCREENS:-Screens}"/* --root "${SAFEAREA_REFERENCES:-Snapshots}" --record never \
    --report "${TEST_UNDECLARED_OUTPUTS_DIR:-.}/report" "${timings[@]}" "$@"
