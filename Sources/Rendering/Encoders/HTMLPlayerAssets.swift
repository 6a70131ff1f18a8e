/// The fixed parts of the HTML player: its style sheet, controls and script (no external URLs).
enum HTMLPlayerAssets {
  /// Text with `&`, `<`, `>` and `"` escaped for HTML.
  static func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }

  static let style = """
    body{font:14px system-ui,sans-serif;margin:1.5em;background:#f4f4f6;color:#222}
    h1{font-size:1.1em;font-weight:600}
    .player{display:flex;gap:1.5em;flex-wrap:wrap;align-items:flex-start}
    canvas{max-width:100%;height:auto;background:#000;box-shadow:0 2px 10px #0003;border-radius:6px}
    .controls{display:flex;gap:.6em;align-items:center;flex-wrap:wrap;margin:.8em 0}
    .controls input[type=range]{flex:1;min-width:12em}
    #time{font-variant-numeric:tabular-nums;min-width:15em}
    .panel{min-width:18em;max-width:36em}
    h2{font-size:1em;margin:.8em 0 .3em}
    ol,ul{margin:0;padding-left:1.4em;font:12px ui-monospace,monospace}
    li.latest{background:#ffe97a}
    .warning{color:#a35b00}.error{color:#b00020}
    """

  /// The canvas, the controls and the event and diagnostic lists.
  static func body(width: Int, height: Int, cssWidth: String, lastFrame: Int) -> String {
    """
    <noscript>this player needs JavaScript</noscript>
    <div class="player">
    <div>
    <canvas id="stage" width="\(width)" height="\(height)" style="width:\(cssWidth)px"></canvas>
    <div class="controls">
    <button id="play" type="button">Play</button>
    <input id="scrub" type="range" min="0" max="\(lastFrame)" value="0" aria-label="frame">
    </div>
    <div class="controls">
    <label>speed <select id="speed">
    <option value="0.25">0.25×</option><option value="0.5">0.5×</option>
    <option value="1" selected>1×</option><option value="1.5">1.5×</option>\
    <option value="2">2×</option>
    </select></label>
    <label><input id="loop" type="checkbox" checked> loop</label>
    <span id="time"></span>
    </div>
    </div>
    <div class="panel">
    <h2>Lifecycle events</h2><ol id="events"></ol>
    <h2>Diagnostics</h2><ul id="diagnostics"></ul>
    </div>
    </div>

    """
  }

  static let script = """
    (function () {
      "use strict";
      var N = FRAMES.length, fps = META.fps;
      var canvas = document.getElementById("stage"), ctx = canvas.getContext("2d");
      var playButton = document.getElementById("play"), scrub = document.getElementById("scrub");
      var speed = document.getElementById("speed"), loop = document.getElementById("loop");
      var timeLabel = document.getElementById("time");
      var current = 0, playing = false, last = 0, carry = 0;
      var images = IMAGES.map(function (data, index) {
        var image = new Image();
        image.onload = function () { if (FRAMES[current] === index) draw(); };
        image.src = "data:image/png;base64," + data;
        return image;
      });
      var eventItems = META.events.map(function (e) {
        var li = document.createElement("li");
        li.textContent = e.direction + " " + e.time.toFixed(3) + " s  " + e.text;
        li.hidden = true;
        document.getElementById("events").appendChild(li);
        return li;
      });
      var diagnostics = document.getElementById("diagnostics");
      META.diagnostics.forEach(function (d) {
        var li = document.createElement("li");
        li.className = d.level;
        li.textContent = d.level + ": " + d.direction + " " + d.time.toFixed(3) + " s  " + \
    d.code + ": " + d.message;
        diagnostics.appendChild(li);
      });
      if (META.diagnostics.length === 0) \
    diagnostics.appendChild(document.createElement("li")).textContent = "none";
      function segmentOf(index) {
        var found = META.segments[0];
        META.segments.forEach(function (s) { if (s.start <= index) found = s; });
        return found;
      }
      function draw() {
        if (N === 0) return;
        var image = images[FRAMES[current]];
        if (image.complete) { ctx.clearRect(0, 0, canvas.width, canvas.height); \
    ctx.drawImage(image, 0, 0); }
        var s = segmentOf(current);
        timeLabel.textContent = s.direction + " " + META.times[current].toFixed(3) + \
    " s \\u00b7 frame " + (current + 1) + " of " + N;
        scrub.value = String(current);
        var now = current / fps + 1e-9, latest = -1;
        META.events.forEach(function (e, k) { if (e.t <= now) latest = k; });
        eventItems.forEach(function (li, k) { li.hidden = k > latest; \
    li.className = k === latest ? "latest" : ""; });
      }
      function tick(timestamp) {
        if (!playing) return;
        carry += (timestamp - last) / 1000 * Number(speed.value);
        last = timestamp;
        var steps = Math.floor(carry * fps);
        if (steps > 0) {
          carry -= steps / fps;
          current += steps;
          if (current >= N) {
            if (loop.checked) { current %= N; } else { current = N - 1; pause(); }
          }
          draw();
        }
        if (playing) requestAnimationFrame(tick);
      }
      function play() {
        if (N === 0) return;
        if (current >= N - 1 && !loop.checked) current = 0;
        playing = true; carry = 0; playButton.textContent = "Pause";
        requestAnimationFrame(function (t) { last = t; requestAnimationFrame(tick); });
      }
      function pause() { playing = false; playButton.textContent = "Play"; }
      playButton.addEventListener("click", function () { if (playing) pause(); else play(); });
      scrub.addEventListener("input", function () { \
    pause(); current = Number(scrub.value); draw(); });
      document.addEventListener("keydown", function (e) {
        if (e.target.tagName === "SELECT") return;
        if (e.key === " ") { e.preventDefault(); if (playing) pause(); else play(); }
        if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
          pause(); current = Math.min(N - 1, \
    Math.max(0, current + (e.key === "ArrowRight" ? 1 : -1))); draw();
        }
      });
      draw();
    })();
    """
}
