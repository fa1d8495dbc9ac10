#!/usr/bin/env bash
# Runs safearea-verify.sh as Bazel runs a test of shard_count = 4, each shard with the variables
# Bazel sets, checks that each shard told Bazel it shards, and joins the four reports into OUT/merged
# as a review job does. The package's tests run it and compare the join with one run of the whole.
#
#     four-shards.sh OUT [ARGUMENTS...]
#
# ARGUMENTS go to safearea-verify.sh.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:?usage: four-shards.sh OUT [ARGUMENTS...]}"
shift
for index in 0 1 2 3; do
    shard="$out/shard-$index"
    mkdir -p "$shard"
    status=0
    TEST_TOTAL_SHARDS=4 TEST_SHARD_INDEX="$index" TEST_SHARD_STATUS_FILE="$shard/status" \
        TEST_UNDECLARED_OUTPUTS_DIR="$shard" "$here/safearea-verify.sh" "$@" >"$shard/output.txt" || status=$?
    if [ "$status" -gt 1 ]; then
        cat "$shard/output.txt"
        exit "$status"
    fi
    if [ ! -f "$shard/status" ]; then
        echo "shard $index did not touch TEST_SHARD_STATUS_FILE" >&2
        exit 2
    fi
done
exec "${SAFEAREA:-safearea}" merge-reports "$out"/shard-*/report --out "$out/merged"
