#!/bin/sh
# A Claude Code PreToolUse hook, unchanged: refuses edits to .env files. It reads Claude's field
# names (tool_input.file_path) from the stdin envelope and blocks with exit 2 + a reason on stderr.
input=$(cat)
if printf '%s' "$input" | grep -Eq '"file_path" *: *"[^"]*\.env"'; then
  echo "protect-env: .env files hold secrets and are edited by hand only" >&2
  exit 2
fi
exit 0
