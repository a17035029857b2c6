#!/usr/bin/env bash
# Installs the Debian packages the tests need, only when they are missing: Debian's Chromium (the
# browser for end-to-end tests and Lighthouse; never a downloaded one), fonts that render Urdu,
# a font with the fullwidth yen sign (U+FFE5, the spec's default currency symbol ￥, which phones
# carry in their CJK fonts), the PostgreSQL server binaries for the throwaway test cluster, Debian's
# redis-server for the throwaway test Redis, nginx (the proxy in front of several instances in the
# scale-out tests) and wrk (the load generator of `npm run bench`).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v wrk >/dev/null || missing+=(wrk)
fc-list 2>/dev/null | grep -qi "Noto Naskh Arabic" || missing+=(fontconfig fonts-noto-core)
fc-list ':charset=ffe5' 2>/dev/null | grep -q . || missing+=(fontconfig fonts-wqy-microhei)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx) # the proxy of the scale-out test and deploy-files.test.ts
command -v openssl >/dev/null || missing+=(openssl) # a throwaway certificate for the shipped TLS config (deploy-files.test.ts)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing system packages: ${missing[*]}. Install them with your package manager (as root: apt-get install ${missing[*]})." >&2
  exit 1
fi
echo "Installing system packages: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
