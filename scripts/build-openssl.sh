#!/usr/bin/env bash
# Builds the `openssl` program of the OpenSSL releases the tests use as oracles (3.5.5, 3.6.3,
# 4.0.3) from the sources the Rust crate openssl-src bundles, fetched by cargo from crates.io:
# openssl-src 300.5.5+3.5.5, 300.6.1+3.6.3 and 400.0.2+4.0.3. Each lands in
#   ${SSLLINT_OPENSSL_CACHE:-$HOME/.cache/ssllint/openssl}/<release>/apps/openssl
# outside the clone, and a release already built there is kept (CI reuses the cache).
#
#   scripts/build-openssl.sh            every release
#   scripts/build-openssl.sh 4.0.3      only that one
#
# Configure: no shared libraries, no loadable modules, no tests, no compression, no legacy
# provider (the crate's tarball lacks files the legacy provider needs); `make build_programs`.
# The tests that need a build (test/openssl-groups-live.test.ts, test/openssl-releases.test.ts)
# skip with a reason when it is absent. data/openssl-vectors/README.md says what was made with them.
set -euo pipefail

cache="${SSLLINT_OPENSSL_CACHE:-$HOME/.cache/ssllint/openssl}"
declare -A crate=([3.5.5]=300.5.5+3.5.5 [3.6.3]=300.6.1+3.6.3 [4.0.3]=400.0.2+4.0.3)
releases=("$@")
[ ${#releases[@]} -gt 0 ] || releases=(3.5.5 3.6.3 4.0.3)

command -v cargo >/dev/null || { echo "build-openssl: cargo is needed to fetch openssl-src" >&2; exit 1; }
jobs=$(nproc 2>/dev/null || echo 2)

for release in "${releases[@]}"; do
  version="${crate[$release]:-}"
  [ -n "$version" ] || { echo "build-openssl: no openssl-src crate is known for $release (${!crate[*]})" >&2; exit 2; }
  out="$cache/$release"
  if [ -x "$out/apps/openssl" ] && "$out/apps/openssl" version | grep -q "OpenSSL $release "; then
    echo "build-openssl: $release already built in $out"
    continue
  fi
  start=$SECONDS
  # A throwaway package whose one dependency is the crate: `cargo fetch` brings its source into
  # cargo's registry (CARGO_HOME), where it is read, never changed.
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  mkdir -p "$work/pkg/src"
  printf '[package]\nname = "fetch-openssl-src"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\nopenssl-src = "=%s"\n' "${version%%+*}" > "$work/pkg/Cargo.toml"
  : > "$work/pkg/src/lib.rs"
  (cd "$work/pkg" && cargo fetch --quiet)
  src=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/"openssl-src-$version"/openssl | head -n 1)
  [ -f "$src/Configure" ] || { echo "build-openssl: no sources in $src" >&2; exit 1; }
  rm -rf "$out.tmp" && mkdir -p "$(dirname "$out")" && cp -r "$src" "$out.tmp"
  (
    cd "$out.tmp"
    ./Configure no-shared no-module no-tests no-comp no-zlib no-legacy >/dev/null
    make -j"$jobs" build_programs >/dev/null 2>&1
  )
  rm -rf "$out" && mv "$out.tmp" "$out"
  rm -rf "$work"
  trap - EXIT
  echo "build-openssl: $("$out/apps/openssl" version) in $out ($((SECONDS - start)) s)"
done
