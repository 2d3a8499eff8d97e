#!/usr/bin/env bash
# Fetches testssl.sh, the grading oracle of test/audit-testssl.test.ts, from Debian's archive:
# the package of Debian unstable (3.2.4+dfsg-2 on 2026-12-01), whose rating follows SSL Labs'
# guide 2009r (Debian 12's 3.0.8 and 13's 3.2.1 predate it). The package is a shell script and its
# data; it is unpacked with `dpkg -x` into a cache outside the clone, never installed. As apt
# does: the suite's InRelease is checked with gpgv against the machine's Debian archive keyring,
# the index's SHA-256 against InRelease, the package's SHA-256 against the index.
#
#   scripts/get-testssl.sh     prints the lines to export: SSLLINT_TESTSSL=… TESTSSL_INSTALL_DIR=…
#
# Any failure (no network, a package that moved) is said on standard error and prints nothing:
# the test then skips, naming the reason.
set -euo pipefail

mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
cache="${SSLLINT_TESTSSL_CACHE:-$HOME/.cache/ssllint/testssl}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

keyring=/usr/share/keyrings/debian-archive-keyring.gpg
curl -fsS -m 120 -o "$work/InRelease" "$mirror/dists/sid/InRelease"
gpgv --quiet --keyring "$keyring" --output "$work/Release" "$work/InRelease" 2>/dev/null || { echo "get-testssl: Debian unstable's InRelease is not signed by a key of $keyring" >&2; exit 1; }
curl -fsS -m 120 -o "$work/Packages.xz" "$mirror/dists/sid/main/binary-all/Packages.xz"
index_sum=$(awk '/^SHA256:/ { on = 1; next } /^[^ ]/ { on = 0 } on && $3 == "main/binary-all/Packages.xz" { print $1 }' "$work/Release")
echo "$index_sum  $work/Packages.xz" | sha256sum -c --quiet - >&2
stanza=$(xz -dc "$work/Packages.xz" | awk '/^Package: / { on = ($2 == "testssl.sh") } on')
file=$(sed -n 's/^Filename: //p' <<<"$stanza")
sum=$(sed -n 's/^SHA256: //p' <<<"$stanza")
version=$(sed -n 's/^Version: //p' <<<"$stanza")
[ -n "$file" ] && [ -n "$sum" ] || { echo "get-testssl: no testssl.sh in Debian unstable's index" >&2; exit 1; }

out="$cache/$version"
if [ ! -x "$out/usr/bin/testssl" ]; then
  curl -fsS -m 300 -o "$work/testssl.deb" "$mirror/$file"
  echo "$sum  $work/testssl.deb" | sha256sum -c --quiet - >&2
  rm -rf "$out" && mkdir -p "$out"
  dpkg -x "$work/testssl.deb" "$out"
fi
echo "SSLLINT_TESTSSL=$out/usr/bin/testssl"
echo "TESTSSL_INSTALL_DIR=$out/etc/testssl"
