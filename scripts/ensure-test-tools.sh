#!/usr/bin/env bash
# Finds Debian's xmllint (libxml2-utils: the invoice tests validate Factur-X XML against the official XSD)
# and pdftoppm (poppler-utils: renders invoices to look at them), installing them with apt-get when missing
# and allowed. Like ensure-chromium.sh, it never downloads anything but Debian packages.
set -u
missing=()
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing test tools and installing them needs root: apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the invoice tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null && apt-get install -y -qq "${missing[@]}" >/dev/null
command -v xmllint >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1
