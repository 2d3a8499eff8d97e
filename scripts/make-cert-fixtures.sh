#!/usr/bin/env bash
# Builds the certificate fixtures for the certificate rules (issue 5) into fixtures/certs/.
# Run once; the output is committed so that tests never depend on key generation.
# Every date is explicit (`openssl ca -startdate/-enddate`) so that the files, and the
# tests that read them with an injected clock, mean the same thing on any day.
#
# Layout per leaf: the Let's Encrypt "live" shape (cert.pem, chain.pem, fullchain.pem,
# privkey.pem), because that is what real configs point at and what the
# cert.pem-instead-of-fullchain.pem mistake looks like.
#
# `make-cert-fixtures.sh --part 2026 [DIR]` rebuilds only DIR/2026/ (its own CA, see the end),
# leaving every other fixture as it is: the certificates of 2025-2026's web (short lifetimes,
# Must-Staple, client certificates for upstreams, a retired root).
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
part=""
if [ "${1:-}" = "--part" ]; then
  part="${2:?--part needs a name (2026)}"
  shift 2
fi
out="${1:-$here/fixtures/certs}"

# Validity: far past start, far future end for every good certificate.
START=20200101000000Z
END=21240101000000Z
# The expired leaf: valid during 2020 only.
EXPIRED_START=20200101000000Z
EXPIRED_END=20210101000000Z

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The output folder is replaced whole: refuse any other than fixtures/certs or a new or empty
# folder, so that a mistyped argument cannot remove something else.
if [ "$(realpath -m -- "$out")" != "$here/fixtures/certs" ] && [ -e "$out" ] && [ -n "$(ls -A -- "$out")" ] && [ -z "$part" ]; then
  echo "make-cert-fixtures: refusing to replace $out: neither fixtures/certs nor an empty folder" >&2
  exit 2
fi
if [ -n "$part" ] && [ "$part" != 2026 ]; then
  echo "make-cert-fixtures: unknown part $part (2026)" >&2
  exit 2
fi
if [ -z "$part" ]; then
  rm -rf -- "$out"
fi
mkdir -p -- "$out"

cat >"$work/ca.cnf" <<'EOF'
[ ca ]
default_ca = test_ca

[ test_ca ]
dir = .
database = $dir/index.txt
new_certs_dir = $dir/newcerts
serial = $dir/serial
policy = policy_any
unique_subject = no
copy_extensions = none
default_md = sha256
# A fixed, distinct serial per certificate comes from the serial file.

# `openssl ca` writes the subject in this order: O before CN, as public CAs issue it.
[ policy_any ]
countryName = optional
organizationName = optional
commonName = supplied

[ root_ext ]
basicConstraints = critical, CA:true
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash

[ int_ext ]
basicConstraints = critical, CA:true, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
authorityInfoAccess = caIssuers;URI:http://ca.ssllint.test/root.der

[ leaf_ext ]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature, keyEncipherment
extendedKeyUsage = serverAuth
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
authorityInfoAccess = caIssuers;URI:http://ca.ssllint.test/$ENV::ISSUER.der
subjectAltName = $ENV::SAN

# As leaf_ext, naming an OCSP responder too (as most public CAs still do; Let's Encrypt
# stopped in 2025).
[ leaf_ocsp_ext ]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature, keyEncipherment
extendedKeyUsage = serverAuth
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
authorityInfoAccess = OCSP;URI:http://ocsp.ssllint.test, caIssuers;URI:http://ca.ssllint.test/$ENV::ISSUER.der
subjectAltName = $ENV::SAN

# The 2026 part: a leaf without OCSP (as Let's Encrypt's since 2025-05-07), one with the TLS
# Feature status_request (OCSP Must-Staple, RFC 7633) with and without a responder, and a client
# certificate for an upstream (clientAuth).
[ leaf_2026_ext ]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
authorityInfoAccess = caIssuers;URI:http://ca.ssllint.test/int-2026.der
subjectAltName = $ENV::SAN

[ must_staple_ext ]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
authorityInfoAccess = caIssuers;URI:http://ca.ssllint.test/int-2026.der
tlsfeature = status_request
subjectAltName = $ENV::SAN

[ must_staple_ocsp_ext ]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
authorityInfoAccess = OCSP;URI:http://ocsp.ssllint.test, caIssuers;URI:http://ca.ssllint.test/int-2026.der
tlsfeature = status_request
subjectAltName = $ENV::SAN

[ client_ext ]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature
extendedKeyUsage = clientAuth
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
subjectAltName = $ENV::SAN

[ retired_ext ]
basicConstraints = critical, CA:true, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash

[ selfsigned_ext ]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature, keyEncipherment
extendedKeyUsage = serverAuth
subjectKeyIdentifier = hash
subjectAltName = $ENV::SAN
EOF

ca() {
  # ca CA_DIR SIGNER_CERT SIGNER_KEY CSR OUT EXT START END [extra openssl ca args...]
  local cadir="$1" signer_cert="$2" signer_key="$3" csr="$4" outcert="$5" ext="$6" start="$7" end="$8"
  shift 8
  local signer=(-cert "$signer_cert")
  # A self-signed certificate is signed by its own key: there is no issuer certificate.
  [ "$signer_cert" = "-" ] && signer=()
  (cd "$cadir" && SAN="${SAN:-DNS:unused.invalid}" ISSUER="${ISSUER:-root}" openssl ca -batch -notext -config "$work/ca.cnf" \
    "${signer[@]}" -keyfile "$signer_key" -in "$csr" -out "$outcert" \
    -extensions "$ext" -startdate "$start" -enddate "$end" "$@" 2>/dev/null)
}

cadir="$work/ca"
mkdir -p "$cadir/newcerts"
: >"$cadir/index.txt"
echo 1000 >"$cadir/serial"

csr() { # csr KEY SUBJECT OUT
  openssl req -new -key "$1" -subj "$2" -out "$3" 2>/dev/null
}

# ---- the 2026 part ------------------------------------------------------------
# Its own root and intermediate (keys thrown away), so that it can be rebuilt alone. Each leaf:
# 2026/<name>/{cert,chain,fullchain,privkey}.pem. Dates are explicit; tests inject the clock.
part_2026() {
  local d="$out/2026" cad="$work/ca2026"
  rm -rf -- "$d"
  mkdir -p "$d/ca" "$cad/newcerts"
  : >"$cad/index.txt"
  echo 3000 >"$cad/serial"
  openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$work/r26.key" 2>/dev/null
  csr "$work/r26.key" "/O=ssllint test/CN=ssllint Test Root 2026" "$work/r26.csr"
  ca "$cad" - "$work/r26.key" "$work/r26.csr" "$d/ca/root.pem" root_ext 20250101000000Z 21250101000000Z -selfsign
  openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$work/i26.key" 2>/dev/null
  csr "$work/i26.key" "/O=ssllint test/CN=ssllint Test Intermediate 2026" "$work/i26.csr"
  ca "$cad" "$d/ca/root.pem" "$work/r26.key" "$work/i26.csr" "$d/ca/int.pem" int_ext 20250101000000Z 21250101000000Z
  leaf26() { # leaf26 NAME EXT START END SAN
    mkdir -p "$d/$1"
    openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$d/$1/privkey.pem" 2>/dev/null
    local cn="${5#DNS:}"
    csr "$d/$1/privkey.pem" "/CN=${cn%%,*}" "$work/$1.csr"
    SAN="$5" ca "$cad" "$d/ca/int.pem" "$work/i26.key" "$work/$1.csr" "$d/$1/cert.pem" "$2" "$3" "$4"
    cp "$d/ca/int.pem" "$d/$1/chain.pem"
    cat "$d/$1/cert.pem" "$d/$1/chain.pem" >"$d/$1/fullchain.pem"
  }
  local site="DNS:example.com,DNS:www.example.com"
  # Lifetimes: Let's Encrypt's 90 days, its 6-day short-lived profile, 47 days (SC-081's last step).
  leaf26 le-90d leaf_2026_ext 20260101000000Z 20260401000000Z "$site"
  leaf26 short-6d leaf_2026_ext 20260501000000Z 20260507000000Z "$site"
  leaf26 sc081-47d leaf_2026_ext 20290315000000Z 20290430235959Z "$site"
  # SC-081: 398 days inclusive (notAfter - notBefore + 1 s) issued the day before the 200-day step
  # of 2026-03-15, and the same lifetime issued on that day.
  leaf26 sc081-398d-before leaf_2026_ext 20260314000000Z 20270415235959Z "$site"
  leaf26 sc081-398d-after leaf_2026_ext 20260315000000Z 20270416235959Z "$site"
  leaf26 sc081-200d-after leaf_2026_ext 20260315000000Z 20260930235959Z "$site"
  # OCSP Must-Staple without a responder (what Let's Encrypt refused to issue from 2025-05-07), and with one.
  leaf26 must-staple must_staple_ext 20260101000000Z 20260401000000Z "$site"
  leaf26 must-staple-ocsp must_staple_ocsp_ext 20260101000000Z 20260401000000Z "$site"
  # A client certificate for nginx proxy_ssl_certificate / Apache SSLProxyMachineCertificateFile.
  leaf26 client client_ext 20260101000000Z 20260401000000Z "DNS:client.example.com"
  # Apache's SSLProxyMachineCertificateFile holds the certificate and its key in one file.
  cat "$d/client/cert.pem" "$d/client/privkey.pem" >"$d/client/cert-and-key.pem"
  # A stand-in named like Let's Encrypt's retired cross-signed X3 intermediate (expired
  # 2021-03-17), as tutorials had it downloaded for ssl_trusted_certificate: self-made, not the real one.
  mkdir -p "$d/retired"
  openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$work/x3.key" 2>/dev/null
  csr "$work/x3.key" "/O=Let's Encrypt/CN=Let's Encrypt Authority X3" "$work/x3.csr"
  ca "$cad" - "$work/x3.key" "$work/x3.csr" "$d/retired/lets-encrypt-x3-cross-signed.pem" retired_ext 20160317000000Z 20210317000000Z -selfsign
  cat >"$d/README.md" <<'EOR'
# The 2026 part (test only)

`scripts/make-cert-fixtures.sh --part 2026` rebuilds this folder alone. Throw-away keys, as in the
rest of fixtures/certs. Root and intermediate: `ca/`, ECDSA P-256, valid 2025-01-01 to 2125-01-01.

| folder | notBefore .. notAfter | what |
|---|---|---|
| `le-90d/` | 2026-01-01 .. 2026-04-01 | 90 days, no OCSP responder (Let's Encrypt's shape since 2025-05-07) |
| `short-6d/` | 2026-05-01 .. 2026-05-07 | 6 days (Let's Encrypt's short-lived profile) |
| `sc081-47d/` | 2029-03-15 .. 2029-04-30 23:59:59 | 47 days (inclusive), SC-081's last step |
| `sc081-398d-before/` | 2026-03-14 .. 2027-04-15 23:59:59 | 398 days, issued before the 200-day limit |
| `sc081-398d-after/` | 2026-03-15 .. 2027-04-16 23:59:59 | 398 days, issued under the 200-day limit |
| `sc081-200d-after/` | 2026-03-15 .. 2026-09-30 23:59:59 | 200 days, issued under the 200-day limit |
| `must-staple/` | 2026-01-01 .. 2026-04-01 | TLS Feature status_request (OCSP Must-Staple), no OCSP responder |
| `must-staple-ocsp/` | 2026-01-01 .. 2026-04-01 | Must-Staple, OCSP responder `http://ocsp.ssllint.test` |
| `client/` | 2026-01-01 .. 2026-04-01 | extendedKeyUsage clientAuth only; `cert-and-key.pem` for Apache |
| `retired/lets-encrypt-x3-cross-signed.pem` | 2016-03-17 .. 2021-03-17 | a self-made stand-in named and titled like Let's Encrypt's retired X3 intermediate |
EOR
}

if [ "$part" = 2026 ]; then
  part_2026
  echo "fixtures written to $out/2026"
  exit 0
fi

# ---- roots and intermediates -------------------------------------------------
mkdir -p "$out/ca"
openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$work/root-rsa.key" 2>/dev/null
csr "$work/root-rsa.key" "/O=ssllint test/CN=ssllint Test Root RSA" "$work/root-rsa.csr"
ca "$cadir" - "$work/root-rsa.key" "$work/root-rsa.csr" "$out/ca/root-rsa.pem" root_ext "$START" "$END" -selfsign

openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-384 -out "$work/root-ec.key" 2>/dev/null
csr "$work/root-ec.key" "/O=ssllint test/CN=ssllint Test Root EC" "$work/root-ec.csr"
ca "$cadir" - "$work/root-ec.key" "$work/root-ec.csr" "$out/ca/root-ec.pem" root_ext "$START" "$END" -selfsign -md sha384

openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$work/int-rsa.key" 2>/dev/null
csr "$work/int-rsa.key" "/O=ssllint test/CN=ssllint Test Intermediate RSA" "$work/int-rsa.csr"
ca "$cadir" "$out/ca/root-rsa.pem" "$work/root-rsa.key" "$work/int-rsa.csr" "$out/ca/int-rsa.pem" int_ext "$START" "$END"

# Another generation of the RSA intermediate: same name, other key (what a renewed CA
# intermediate looks like to a bundle that kept the old one).
openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$work/int-rsa-old.key" 2>/dev/null
csr "$work/int-rsa-old.key" "/O=ssllint test/CN=ssllint Test Intermediate RSA" "$work/int-rsa-old.csr"
ca "$cadir" "$out/ca/root-rsa.pem" "$work/root-rsa.key" "$work/int-rsa-old.csr" "$out/ca/int-rsa-old.pem" int_ext "$START" "$END"

openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-384 -out "$work/int-ec.key" 2>/dev/null
csr "$work/int-ec.key" "/O=ssllint test/CN=ssllint Test Intermediate EC" "$work/int-ec.csr"
ca "$cadir" "$out/ca/root-ec.pem" "$work/root-ec.key" "$work/int-ec.csr" "$out/ca/int-ec.pem" int_ext "$START" "$END" -md sha384

# ---- leaves ------------------------------------------------------------------
# leaf NAME KEYGEN-ARGS ISSUER(rsa|ec) SAN START END [extra ca args]; EXT picks the extensions.
leaf() {
  local name="$1" keygen="$2" issuer="$3" san="$4" start="$5" end="$6"
  shift 6
  local d="$out/$name"
  mkdir -p "$d"
  # shellcheck disable=SC2086
  openssl genpkey $keygen -out "$d/privkey.pem" 2>/dev/null
  local cn="${san#DNS:}"
  cn="${cn%%,*}"
  csr "$d/privkey.pem" "/CN=$cn" "$work/$name.csr"
  SAN="$san" ISSUER="int-$issuer" ca "$cadir" "$out/ca/int-$issuer.pem" "$work/int-$issuer.key" "$work/$name.csr" "$d/cert.pem" "${EXT:-leaf_ext}" "$start" "$end" "$@"
  cp "$out/ca/int-$issuer.pem" "$d/chain.pem"
  cat "$d/cert.pem" "$d/chain.pem" >"$d/fullchain.pem"
}

SITE="DNS:example.com,DNS:www.example.com"
leaf rsa2048 "-algorithm RSA -pkeyopt rsa_keygen_bits:2048" rsa "$SITE" "$START" "$END"
leaf rsa1024 "-algorithm RSA -pkeyopt rsa_keygen_bits:1024" rsa "$SITE" "$START" "$END"
leaf rsa4096 "-algorithm RSA -pkeyopt rsa_keygen_bits:4096" rsa "$SITE" "$START" "$END"
leaf ecdsa-p256 "-algorithm EC -pkeyopt ec_paramgen_curve:P-256" ec "$SITE" "$START" "$END" -md sha384
leaf ecdsa-p384 "-algorithm EC -pkeyopt ec_paramgen_curve:P-384" ec "$SITE" "$START" "$END" -md sha384
leaf ed25519 "-algorithm ED25519" rsa "$SITE" "$START" "$END"
# An RSA-PSS key, signed with RSASSA-PSS too (exercises the PSS hash parameters).
leaf rsa-pss "-algorithm RSA-PSS -pkeyopt rsa_keygen_bits:2048" rsa "$SITE" "$START" "$END" \
  -sigopt rsa_padding_mode:pss -sigopt rsa_pss_saltlen:digest
leaf sha1 "-algorithm RSA -pkeyopt rsa_keygen_bits:2048" rsa "$SITE" "$START" "$END" -md sha1
leaf expired "-algorithm RSA -pkeyopt rsa_keygen_bits:2048" rsa "$SITE" "$EXPIRED_START" "$EXPIRED_END"
leaf wrong-name "-algorithm RSA -pkeyopt rsa_keygen_bits:2048" rsa "DNS:other.example.net" "$START" "$END"
leaf wildcard "-algorithm EC -pkeyopt ec_paramgen_curve:P-256" ec "DNS:*.example.org,DNS:example.org" "$START" "$END" -md sha384
EXT=leaf_ocsp_ext leaf ocsp "-algorithm EC -pkeyopt ec_paramgen_curve:P-256" ec "$SITE" "$START" "$END" -md sha384

# Broken chains, built from the rsa2048 leaf.
d="$out/rsa2048"
cat "$d/chain.pem" "$d/cert.pem" >"$d/wrong-order.pem"
cat "$d/cert.pem" "$d/chain.pem" "$out/ca/root-rsa.pem" >"$d/with-root.pem"
# Apache's old style: certificate and key in one file.
cat "$d/cert.pem" "$d/privkey.pem" >"$d/cert-and-key.pem"
# The leaf bundled with the other generation of its intermediate.
cat "$d/cert.pem" "$out/ca/int-rsa-old.pem" >"$d/stale-chain.pem"
# An Apache SSLCertificateChainFile that also carries the root.
cat "$d/chain.pem" "$out/ca/root-rsa.pem" >"$d/chain-with-root.pem"

# A key that belongs to no certificate here.
mkdir -p "$out/mismatch"
openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$out/mismatch/privkey.pem" 2>/dev/null

# The rsa2048 key, passphrase-protected: PKCS#8 and the traditional Proc-Type form.
mkdir -p "$out/encrypted"
openssl pkey -in "$d/privkey.pem" -aes256 -passout pass:ssllint-test -out "$out/encrypted/privkey.pem"
openssl rsa -in "$d/privkey.pem" -aes256 -traditional -passout pass:ssllint-test -out "$out/encrypted/privkey-traditional.pem" 2>/dev/null
cat "$d/cert.pem" "$out/encrypted/privkey.pem" >"$out/encrypted/cert-and-key.pem"

# A self-signed leaf (snakeoil): no issuer to miss.
mkdir -p "$out/selfsigned"
openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$out/selfsigned/privkey.pem" 2>/dev/null
csr "$out/selfsigned/privkey.pem" "/CN=example.com" "$work/selfsigned.csr"
SAN="DNS:example.com" ca "$cadir" - "$out/selfsigned/privkey.pem" "$work/selfsigned.csr" \
  "$out/selfsigned/cert.pem" selfsigned_ext "$START" "$END" -selfsign

# Self-signed ECDSA leaves on the curves policies grade apart (NIST SP 800-52r2 asks for P-256 or
# P-384; NCSC-NL phases out keys under 256 bits): P-224 and P-521.
for curve in 224 521; do
  mkdir -p "$out/ecdsa-p$curve"
  openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:secp${curve}r1 -out "$out/ecdsa-p$curve/privkey.pem" 2>/dev/null
  csr "$out/ecdsa-p$curve/privkey.pem" "/CN=p$curve.example.com" "$work/p$curve.csr"
  SAN="DNS:p$curve.example.com" ca "$cadir" - "$out/ecdsa-p$curve/privkey.pem" "$work/p$curve.csr" \
    "$out/ecdsa-p$curve/cert.pem" selfsigned_ext "$START" "$END" -selfsign
done

# A self-signed ECDSA leaf on brainpoolP256r1: 256 bits, but not P-256 or P-384 (NCSC-NL grades
# every other curve Insufficient).
mkdir -p "$out/ecdsa-brainpool"
openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:brainpoolP256r1 -out "$out/ecdsa-brainpool/privkey.pem" 2>/dev/null
csr "$out/ecdsa-brainpool/privkey.pem" "/CN=brainpool.example.com" "$work/brainpool.csr"
SAN="DNS:brainpool.example.com" ca "$cadir" - "$out/ecdsa-brainpool/privkey.pem" "$work/brainpool.csr" \
  "$out/ecdsa-brainpool/cert.pem" selfsigned_ext "$START" "$END" -selfsign

# Not a certificate at all, and a certificate in DER instead of PEM.
mkdir -p "$out/broken"
printf 'this is not a certificate\n' >"$out/broken/garbage.pem"
openssl x509 -in "$d/cert.pem" -outform DER -out "$out/broken/cert.der"

# DH parameters: a weak 1024-bit group, RFC 7919 ffdhe2048 and ffdhe3072, and a custom
# 2048-bit group (what `openssl dhparam 2048` makes: as large as ffdhe2048, but no RFC 7919
# group, which NCSC-NL grades apart).
mkdir -p "$out/dh"
openssl dhparam -dsaparam -out "$out/dh/dh1024.pem" 1024 2>/dev/null
# OpenSSL writes the RFC 7919 group itself (as Mozilla ships it, less the final newline).
printf '%s' "$(openssl genpkey -genparam -algorithm DH -pkeyopt group:ffdhe2048)" >"$out/dh/ffdhe2048.pem"
openssl genpkey -genparam -algorithm DH -pkeyopt group:ffdhe3072 -out "$out/dh/ffdhe3072.pem"
openssl dhparam -out "$out/dh/dh2048.pem" 2048 2>/dev/null
# Apache also reads DH parameters appended to the (first) certificate file.
cat "$d/fullchain.pem" "$out/dh/dh1024.pem" >"$d/fullchain-dh1024.pem"

cat >"$out/README.md" <<'EOF'
# Certificate fixtures (test only)

Generated by `scripts/make-cert-fixtures.sh` with the `openssl` CLI. **Every private key
here is a throw-away test key, published on purpose: never use any of them for anything
but ssllint's tests.** The passphrase of `encrypted/*.pem` is `ssllint-test`.

Dates are explicit: good certificates are valid from 2020-01-01 to 2124-01-01,
`expired/` only during 2020. Tests always pass an explicit clock.

| path | what |
|---|---|
| `ca/root-{rsa,ec}.pem` | self-signed roots (RSA-2048, EC P-384) |
| `ca/int-{rsa,ec}.pem` | intermediates (AIA caIssuers `http://ca.ssllint.test/root.der`); leaves point at `…/int-rsa.der` / `…/int-ec.der` |
| `<leaf>/cert.pem` | the leaf alone (the cert.pem-instead-of-fullchain.pem mistake) |
| `<leaf>/chain.pem`, `fullchain.pem`, `privkey.pem` | Let's Encrypt "live" layout |
| `rsa2048`, `rsa1024`, `rsa4096`, `ecdsa-p256`, `ecdsa-p384`, `ed25519`, `rsa-pss` | leaf key types (`rsa-pss` is also RSASSA-PSS signed) |
| `sha1/` | leaf signed with sha1WithRSAEncryption |
| `expired/` | leaf valid 2020-01-01 .. 2021-01-01 |
| `wrong-name/` | leaf for `other.example.net` only |
| `wildcard/` | leaf for `*.example.org` and `example.org` |
| `ocsp/` | ECDSA P-256 leaf whose AIA names an OCSP responder (`http://ocsp.ssllint.test`); no other leaf names one |
| `rsa2048/wrong-order.pem` | intermediate before leaf |
| `rsa2048/with-root.pem` | leaf, intermediate and the root |
| `rsa2048/cert-and-key.pem` | leaf and its key in one file (old Apache style) |
| `ca/int-rsa-old.pem`, `rsa2048/stale-chain.pem` | an intermediate named like `int-rsa` with another key, and the leaf bundled with it |
| `rsa2048/chain-with-root.pem` | intermediate and root (an Apache chain file) |
| `rsa2048/fullchain-dh1024.pem` | full chain with 1024-bit DH parameters appended (Apache reads them) |
| `mismatch/privkey.pem` | an RSA-2048 key that belongs to no certificate |
| `encrypted/privkey.pem`, `privkey-traditional.pem` | the rsa2048 key, passphrase-protected (PKCS#8, traditional) |
| `encrypted/cert-and-key.pem` | the rsa2048 leaf followed by its encrypted key |
| `selfsigned/` | self-signed leaf for `example.com` |
| `ecdsa-p224/`, `ecdsa-p521/`, `ecdsa-brainpool/` | self-signed ECDSA leaves on P-224, P-521 and brainpoolP256r1 (the curves policies grade apart) |
| `broken/garbage.pem`, `broken/cert.der` | not PEM |
| `dh/dh1024.pem`, `dh/ffdhe2048.pem`, `dh/ffdhe3072.pem`, `dh/dh2048.pem` | DH parameters: 1024-bit (X9.42 form, `-dsaparam`), RFC 7919 ffdhe2048 and ffdhe3072, a custom 2048-bit group (`openssl dhparam 2048`) |

`2026/` has its own CA and README: 2025-2026's certificates (short lifetimes, SC-081's steps,
OCSP Must-Staple, a client certificate, a retired root's stand-in); `--part 2026` rebuilds it alone.

Leaves other than `wrong-name`, `wildcard` and `selfsigned` carry
`subjectAltName = DNS:example.com, DNS:www.example.com`.
EOF

part_2026
echo "fixtures written to $out"
