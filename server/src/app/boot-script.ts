import { createHash } from "node:crypto";

/**
 * The seat map's boot script (issue 18), inlined after the server-drawn map (seat-map-boot.ts) and allowed by
 * the Content-Security-Policy through its hash, so it is the one inline script any page can run.
 *
 * - The map is one tab stop (the place with tabindex 0): the arrow keys move to the nearest place drawn that way,
 *   PageUp and PageDown five such steps, Home and End to the first and last place drawn (the application's map then
 *   moves by row and seat, client/src/shared/plan/keyboardNavigation.ts).
 * - A place clicked (or pressed with Enter or Space) before the application's code has run is remembered in
 *   `window.__bootMap.picks` and marked chosen (class `selected`, aria-pressed); a second click takes it back.
 *   The application replays the picks through its own path once its map has taken over, so nothing clicked is lost
 *   and the one path that holds places stays the only one.
 * - On a small screen ({@link SMALL_SCREEN}) whose whole plan would show places too small for a finger, the map opens
 *   zoomed to the section the server named (`data-start-places`, its places' names), as the application's map does;
 *   the application takes the drawing over at that zoom and scroll position.
 * - The page is shown once all of it is parsed (class `boot-shown`): one layout of the whole drawing rather than one
 *   per chunk the parser hands over.
 * - The application's script and stylesheet are downloaded from the start (preload links) but applied only after the
 *   map's first frame: parsing the one and compiling and running the other take a few hundred milliseconds of the
 *   main thread, and the drawn map should be usable before that, not after. The script starts once the stylesheet
 *   is in, so the application never draws unstyled. A hidden tab (no frames) starts them at once.
 */
/**
 * Screens where a map opens on a section rather than on the whole plan when the plan's places would be smaller than
 * a finger's {@link MIN_TARGET} px (issue 37 item 9): narrow ones, and any whose main pointer is a finger.
 * The application's map (client: shared/plan/startZoom.ts) uses the same query and numbers.
 */
export const SMALL_SCREEN = "(max-width: 47.99em), (pointer: coarse)";
const MIN_TARGET = 24;
const MAX_ZOOM = 8;

export const BOOT_SCRIPT = `(function () {
  var SMALL_SCREEN = ${JSON.stringify(SMALL_SCREEN)};
  var MIN_TARGET = ${MIN_TARGET};
  var MAX_ZOOM = ${MAX_ZOOM};
  var page = document.querySelector("body > #boot-page");
  if (!page) return;
  var picks = [];
  window.__bootMap = { occasionId: page.getAttribute("data-occasion-id"), picks: picks };
  function spaceOf(event) {
    var target = event.target;
    return target && target.closest ? target.closest("[data-space-id]") : null;
  }
  function toggle(space) {
    var id = space.getAttribute("data-space-id");
    var index = picks.indexOf(id);
    if (index >= 0) picks.splice(index, 1);
    else picks.push(id);
    space.classList.toggle("selected", index < 0);
    space.setAttribute("aria-pressed", String(index < 0));
  }
  page.addEventListener("click", function (event) {
    var space = spaceOf(event);
    if (space) toggle(space);
  });
  var stop = page.querySelector('[data-space-id][tabindex="0"]');
  function makeStop(space) {
    if (stop === space) return;
    if (stop) stop.setAttribute("tabindex", "-1");
    space.setAttribute("tabindex", "0");
    stop = space;
  }
  page.addEventListener("focusin", function (event) {
    var space = spaceOf(event);
    if (space) makeStop(space);
  });
  var DIRECTIONS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1], PageUp: [0, -1], PageDown: [0, 1] };
  function nearest(places, from, direction) {
    var a = from.getBoundingClientRect();
    var best = null;
    var bestRank = null;
    for (var i = 0; i < places.length; i++) {
      if (places[i] === from) continue;
      var b = places[i].getBoundingClientRect();
      var along, aside, ahead;
      if (direction[0] !== 0) {
        ahead = direction[0] > 0 ? b.left + b.width / 2 >= a.right : b.left + b.width / 2 <= a.left;
        along = direction[0] > 0 ? b.left - a.right : a.left - b.right;
        aside = Math.max(0, b.top - a.bottom, a.top - b.bottom);
      } else {
        ahead = direction[1] > 0 ? b.top + b.height / 2 >= a.bottom : b.top + b.height / 2 <= a.top;
        along = direction[1] > 0 ? b.top - a.bottom : a.top - b.bottom;
        aside = Math.max(0, b.left - a.right, a.left - b.right);
      }
      if (!ahead) continue;
      var rank = [aside > 0 ? 1 : 0, Math.max(0, along) + 2 * aside, Math.hypot(b.left + b.width / 2 - a.left - a.width / 2, b.top + b.height / 2 - a.top - a.height / 2)];
      var before = !bestRank;
      for (var k = 0; !before && k < 3; k++) {
        if (Math.abs(rank[k] - bestRank[k]) > 1e-6) {
          before = rank[k] < bestRank[k];
          break;
        }
      }
      if (before) {
        best = places[i];
        bestRank = rank;
      }
    }
    return best;
  }
  page.addEventListener("keydown", function (event) {
    var space = spaceOf(event);
    if (!space || event.altKey || event.metaKey || event.shiftKey) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      toggle(space);
      return;
    }
    var places = page.querySelectorAll("[data-space-id]");
    var next = null;
    if (event.key === "Home") next = places[0];
    else if (event.key === "End") next = places[places.length - 1];
    else if (DIRECTIONS[event.key]) {
      var steps = event.key.indexOf("Page") === 0 ? 5 : 1;
      for (var at = space, step = 0; step < steps && at; step++) {
        at = nearest(places, at, DIRECTIONS[event.key]);
        if (at) next = at;
      }
    } else return;
    event.preventDefault();
    if (next && next !== space) {
      makeStop(next);
      next.focus();
    }
  });
  page.classList.add("boot-shown");
  zoomToStart();
  function zoomToStart() {
    var frame = page.querySelector(".boot-map[data-start-places]");
    var svg = frame && frame.querySelector("svg");
    if (!svg || !window.matchMedia || !window.matchMedia(SMALL_SCREEN).matches) return;
    var names = new Set(JSON.parse(frame.getAttribute("data-start-places")));
    var whole = svg.getBoundingClientRect();
    var width = frame.clientWidth;
    if (!whole.width || !width) return;
    var left = Infinity, top = Infinity, right = -Infinity, smallest = Infinity;
    svg.querySelectorAll("[data-space-id]").forEach(function (element) {
      if (!names.has(element.getAttribute("id"))) return;
      var box = element.getBoundingClientRect();
      left = Math.min(left, box.left);
      top = Math.min(top, box.top);
      right = Math.max(right, box.right);
      smallest = Math.min(smallest, box.width, box.height);
    });
    if (smallest === Infinity || smallest >= MIN_TARGET) return;
    var fraction = function (px) { return px / whole.width; };
    var zoom = Math.min(MAX_ZOOM, Math.max(1, (MIN_TARGET + 1) / Math.max(fraction(smallest) * width, 0.01), 0.94 / Math.max(fraction(right - left), 0.001)));
    var groupWidth = fraction(right - left) * zoom * width;
    svg.style.width = zoom * 100 + "%";
    svg.style.maxHeight = "none";
    frame.scrollTo(
      Math.max(0, fraction(left - whole.left) * zoom * width - Math.max(0, (width - groupWidth) / 2)),
      Math.max(0, fraction(top - whole.top) * zoom * width - 8)
    );
  }
  var src = page.getAttribute("data-app-script");
  var style = page.getAttribute("data-app-style");
  var started = false;
  function run() {
    if (!src) return;
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = src;
    document.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    if (!style) return run();
    var link = document.createElement("link");
    link.rel = "stylesheet";
    link.crossOrigin = "";
    link.href = style;
    link.onload = link.onerror = run;
    document.head.appendChild(link);
  }
  if (document.visibilityState === "hidden") return start();
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();`;

/** The script's CSP source expression ('sha256-…'), for script-src. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;
