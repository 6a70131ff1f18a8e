#!/usr/bin/env bash
# Renders the README's gallery: `bash docs/gallery/render.sh [path/to/animhost]` from the
# checkout (default: the release build). Each GIF is what a user gets from the command beside it.
set -euo pipefail
cd "$(dirname "$0")"
animhost=${1:-../../.build/release/animhost}
for id in autumn-leaves card circle-reveal cross-dissolve egg-crack fireworks gradient-cube \
  gravity-drop grow half-sheet halloween-flip heart-reveal page-curl scale snow; do
  "$animhost" render "$id" --scale 1 -o "$id.gif"
done
"$animhost" render blur-sheet --scene pets --scale 0.5 --fps 30 -o blur-sheet.gif
"$animhost" render card --scene cities --scale 1 -o card-cities.gif
"$animhost" render scale --scene pets --scale 1 -o scale-pets.gif
"$animhost" render photo-zoom --scene pets --scale 1 -o photo-zoom.gif
"$animhost" render zoom-push --kind push --scene pets --scale 1 -o zoom-push.gif
"$animhost" render scrub-zoom --direction present --scale 1 \
  --interactive 0s=0%,0.25s=60%,0.4s=45%,finish -o scrub-zoom.gif
"$animhost" render swipe-dismiss --scale 1 \
  --drag 'pan-down: 0s=0pt, 0.3s=300pt, 0.4s=520pt, release' -o swipe-dismiss.gif
