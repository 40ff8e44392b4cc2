#!/usr/bin/env bash
# Finds Debian's Chromium for the browser tests, installing it with apt-get when missing and allowed.
# Never downloads a browser build of its own (none can be fetched on these machines).
set -u
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing and installing it needs root: apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null && apt-get install -y -qq chromium >/dev/null
[ -x /usr/bin/chromium ]
