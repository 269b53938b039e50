/**
 * The embeddable widget's two scripts (issue 40), plain ES5 served by the app: embed.js, which a venue puts on its own
 * pages, and the embed page's own frame.js. Neither reads anything of the page it runs in but the DOM's built-ins.
 */

/** The message the embed page posts to the page framing it; embed.js acts only on these. */
export const EMBED_MESSAGE_TYPE = "seatbooking:embed";

/** What embed.js is told of the site: its languages (the first is the default) and each language's frame title. */
export interface EmbedScriptFacts {
  languages: string[];
  titles: Record<string, string>;
}

/**
 * embed.js: each `<script src=".../embed.js" data-event="{event id}" data-lng="fi">` inserts, right after itself, an
 * iframe of the event's embed page on the app's origin (the script's own), as wide as its container and as tall as the
 * page inside it says (a message accepted only from the app's origin and from that iframe's own window). A missing or
 * malformed data-event is said in the console and inserts nothing; a missing data-lng takes the host page's
 * `<html lang>` when the site has that language, an unknown one the site's default (also said in the console).
 */
export function embedScript({ languages, titles }: EmbedScriptFacts): string {
  const facts = JSON.stringify({ languages, titles, type: EMBED_MESSAGE_TYPE }).replace(/</g, "\\u003c");
  return `/* Seat booking: the event widget (README, "Embedding on a venue's site"). */
(function () {
  "use strict";
  var SITE = ${facts};
  var PREFIX = "[seat booking embed.js] ";
  var ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  var script = document.currentScript;
  if (!script || !script.src) {
    console.error(PREFIX + "load embed.js with a plain <script src=\\".../embed.js\\" data-event=\\"...\\"> tag (not as a module or by another script)");
    return;
  }
  var origin = new URL(script.src, document.baseURI).origin;
  var eventId = (script.getAttribute("data-event") || "").trim().toLowerCase();
  if (!ID.test(eventId)) {
    console.error(PREFIX + "data-event must be the event's id, as in the address of its page (/en/events/<id>); got \\"" + (script.getAttribute("data-event") || "") + "\\". Nothing is shown.");
    return;
  }
  var fallback = SITE.languages[0];
  var asked = script.getAttribute("data-lng");
  var lng;
  if (asked !== null) {
    lng = asked.trim().toLowerCase();
    if (SITE.languages.indexOf(lng) < 0) {
      console.warn(PREFIX + "data-lng \\"" + asked + "\\" is none of this site's languages (" + SITE.languages.join(", ") + "); showing \\"" + fallback + "\\"");
      lng = fallback;
    }
  } else {
    var page = (document.documentElement.getAttribute("lang") || "").trim().toLowerCase().split("-")[0];
    lng = SITE.languages.indexOf(page) >= 0 ? page : fallback;
  }
  var frame = document.createElement("iframe");
  frame.src = origin + "/" + lng + "/embed/events/" + eventId;
  frame.title = SITE.titles[lng] || SITE.titles[fallback] || "Tickets";
  frame.setAttribute("loading", "lazy");
  frame.style.cssText = "display:block;width:100%;max-width:100%;height:360px;border:0;overflow:hidden;color-scheme:light";
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || typeof data !== "object" || data.type !== SITE.type) return;
    if (typeof data.height === "number" && data.height > 0 && data.height < 100000) frame.style.height = Math.ceil(data.height) + "px";
    if (typeof data.title === "string" && data.title) frame.title = data.title.slice(0, 300);
  });
})();
`;
}

/**
 * The embed page's own script: tells the page framing it how tall the page is (whenever that changes) and its title,
 * for the iframe's accessible name. The height and the event's name are public, so any framing page may read them:
 * the framing is what frame-ancestors restricts.
 */
export const EMBED_FRAME_SCRIPT = `(function () {
  "use strict";
  if (window.parent === window) return;
  var root = document.getElementById("root") || document.body;
  var last = -1;
  function tell() {
    var height = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: ${JSON.stringify(EMBED_MESSAGE_TYPE)}, height: height, title: document.title }, "*");
  }
  if (typeof ResizeObserver === "function") new ResizeObserver(tell).observe(root);
  window.addEventListener("load", tell);
  tell();
})();
`;
