#!/usr/bin/env bash
# Lists the directive names the installed nginx recognises, one per line, for the PLAIN set in
# src/nginx/directive-kinds.ts. Candidates are every identifier-like string in the nginx binary
# and its dynamic modules, plus crossplane's directive names when crossplane is installed (the
# linker merges string tails, so some names are not visible as strings); nginx itself decides:
# a name it does not answer with "unknown directive" is one it knows.
# Needs root-free nginx -t; takes about a minute. Debian: apt-get install nginx libnginx-mod-*.
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
modules=""
for so in /usr/lib/nginx/modules/*.so; do
  [ -e "$so" ] && modules+="load_module $so;"$'\n'
done
{
  for f in "$(command -v nginx)" /usr/lib/nginx/modules/*.so; do
    [ -e "$f" ] && strings -n 3 "$f"
  done | grep -E '^[a-z][a-z0-9_]{2,}$' || true
  python3 -c 'from crossplane.analyzer import DIRECTIVES; print("\n".join(DIRECTIVES))' 2>/dev/null || true
} | sort -u >"$tmp/candidates"
while read -r name; do
  printf '%sevents {}\n%s {\n' "$modules" "$name" >"$tmp/t.conf"
  if ! nginx -t -q -c "$tmp/t.conf" -p "$tmp" -g "pid $tmp/nginx.pid;" 2>&1 | grep -q 'unknown directive'; then
    echo "$name"
  fi
done <"$tmp/candidates"
