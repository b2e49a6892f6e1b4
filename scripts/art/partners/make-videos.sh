#!/usr/bin/env bash
# Regenerates the looping sponsor videos for the Home page:
#   content/assets/partners/<slug>.webm, <slug>.mp4 and <slug>-poster.svg
# for the three sponsors shown as video (Batik Lintang, Rasa Rempah Catering,
# Studio Cahaya Kreatif). 640×360, 24 fps, 5 s, seamless loop, no audio.
#
# Needs: node, chromium (headless, for rasterising the SVG frames) and ffmpeg
# (apt-get install -y ffmpeg). The site build does NOT need any of this: the
# produced files are committed as assets.
#
# How: frames.mjs writes one SVG per frame (loop phase t = i/120) and HTML
# sheets that tile 5×6 frames; Chromium screenshots each sheet, ffmpeg's
# `untile` filter cuts the sheets back into frames, then x264 / VP9 encode.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
OUT="$ROOT/content/assets/partners"
CHROMIUM="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome)}"
FPS=24
FRAMES=120 # 5 s
COLS=5
ROWS=6
SLUGS=("${@:-batik-lintang rasa-rempah-catering studio-cahaya-kreatif}")
SLUGS=(${SLUGS[*]})

command -v ffmpeg >/dev/null || { echo "ffmpeg missing: apt-get install -y ffmpeg" >&2; exit 1; }
[ -x "$CHROMIUM" ] || { echo "chromium missing" >&2; exit 1; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"

for slug in "${SLUGS[@]}"; do
  echo "== $slug"
  dir="$WORK/$slug"
  node "$HERE/frames.mjs" "$slug" "$dir" "$FRAMES" "$COLS" "$ROWS"
  node "$HERE/frames.mjs" "$slug" --poster "$OUT/$slug-poster.svg"
  for sheet in "$dir"/sheet-*.html; do
    png="${sheet%.html}.png"
    "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
      --disable-background-networking --disable-component-update --disable-sync \
      --hide-scrollbars --force-device-scale-factor=1 --user-data-dir="$WORK/profile" \
      --window-size=$((640 * COLS)),$((360 * ROWS)) --screenshot="$png" "file://$sheet" >/dev/null 2>&1
    [ -s "$png" ] || { echo "screenshot failed: $sheet" >&2; exit 1; }
  done
  # sheets -> individual frames
  mkdir -p "$dir/png"
  ffmpeg -hide_banner -loglevel error -y -framerate 1 -i "$dir/sheet-%02d.png" \
    -vf "untile=${COLS}x${ROWS}" -fps_mode passthrough -frames:v "$FRAMES" "$dir/png/%04d.png"
  # H.264 (baseline-friendly main profile, yuv420p, moov atom up front)
  ffmpeg -hide_banner -loglevel error -y -framerate "$FPS" -i "$dir/png/%04d.png" -an \
    -c:v libx264 -preset veryslow -tune animation -crf 27 -profile:v main -pix_fmt yuv420p \
    -g "$FRAMES" -movflags +faststart "$OUT/$slug.mp4"
  # VP9 WebM
  ffmpeg -hide_banner -loglevel error -y -framerate "$FPS" -i "$dir/png/%04d.png" -an \
    -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 1 -pix_fmt yuv420p \
    -g "$FRAMES" "$OUT/$slug.webm"
  ls -l "$OUT/$slug.mp4" "$OUT/$slug.webm" "$OUT/$slug-poster.svg"
done
