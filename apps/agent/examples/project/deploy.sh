#!/bin/sh
# The demo's "deployment": the rewriter hook makes every call a dry run.
if [ "$1" = "--dry-run" ]; then echo "dry run: would deploy build 42"; else echo "DEPLOYED build 42 to production"; fi
