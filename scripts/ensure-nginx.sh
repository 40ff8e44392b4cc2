#!/usr/bin/env bash
# Finds Debian's nginx for the proxy test (deploy/nginx), installing it with apt-get when missing and allowed.
# Like ensure-chromium.sh, it never downloads anything but Debian packages.
set -u
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "nginx is missing and installing it needs root: apt-get install -y nginx" >&2
  exit 1
fi
echo "Installing Debian's nginx for the proxy test…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null && apt-get install -y -qq nginx >/dev/null
[ -x /usr/sbin/nginx ]
