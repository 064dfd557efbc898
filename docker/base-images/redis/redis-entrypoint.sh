#!/bin/sh
if [ "$1" = redis-server ]; then shift; exec redis-server --protected-mode no --bind 0.0.0.0 "$@"; fi
exec "$@"
