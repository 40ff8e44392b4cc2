#!/usr/bin/env bash
# Restarts the server processes one after the other, each back and ready (/readyz) before the next stops,
# so that nginx always has one to send requests to. Usage: deploy/rolling-restart.sh 3001 3002
set -euo pipefail
[ $# -gt 0 ] || { echo "Usage : deploy/rolling-restart.sh PORT…" >&2; exit 1; }
for port in "$@"; do
  systemctl restart "boucherie@${port}"
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null "http://127.0.0.1:${port}/readyz"; then continue 2; fi
    sleep 1
  done
  echo "boucherie@${port} n’est pas prêt après 120 s : arrêt du redémarrage." >&2
  exit 1
done
