#!/bin/sh
# Sandbox benchmark (needs root): see bench/README.md "Sandbox".
exec node "$(dirname "$0")/run.mjs" "$@"
