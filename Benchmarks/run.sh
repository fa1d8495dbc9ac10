#!/usr/bin/env bash
# Every comparison against the peers in one run: see bench.py for the options (--quick, --only,
# --check FLOORS, --json FILE, --no-install).
exec python3 "$(dirname "$0")/bench.py" "$@"
