import { createHash } from "node:crypto";

/**
 * The seat map's boot script (issue 18), inlined after the server-drawn map (seat-map-boot.ts) and allowed by
 * the Content-Security-Policy through its hash, so it is the one inline script any page can run.
 *
 * - A place clicked (or pressed with Enter or Space) before the application's code has run is remembered in
 *   `window.__bootMap.picks` and marked chosen (class `selected`, aria-pressed); a second click takes it back.
 *   The application replays the picks through its own path once its map has taken over, so nothing clicked is lost
 *   and the one path that holds places stays the only one.
 * - The page is shown once all of it is parsed (class `boot-shown`): one layout of the whole drawing rather than one
 *   per chunk the parser hands over.
 * - The application's script and stylesheet are downloaded from the start (preload links) but applied only after the
 *   map's first frame: parsing the one and compiling and running the other take a few hundred milliseconds of the
 *   main thread, and the drawn map should be usable before that, not after. The script starts once the stylesheet
 *   is in, so the application never draws unstyled. A hidden tab (no frames) starts them at once.
 */
export const BOOT_SCRIPT = `(function () {
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
  page.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    var space = spaceOf(event);
    if (!space) return;
    event.preventDefault();
    toggle(space);
  });
  page.classList.add("boot-shown");
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
