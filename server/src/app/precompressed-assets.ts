import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/** Encodings the client build writes beside its assets (client/vite.config.ts, precompress), best first. */
const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/**
 * Serves the build's brotli or gzip copy of an asset to a browser that accepts it (issue 18: the first page's
 * JavaScript is 1.3 MB as built, under 0.4 MB compressed), compressed once at build time rather than per
 * request. Anything else falls through to the plain file.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  // Only files that exist are remembered: a name made up by a client costs a stat, never memory.
  const available = new Map<string, string>();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = path.basename(req.path);
    if (name !== req.path.slice(1) || name.startsWith(".")) return next();
    // Each asked for on its own: the browser's order of equally weighted encodings ("gzip, deflate, br") is no preference.
    const chosen = ENCODINGS.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    if (!chosen) return next();
    const key = `${name}${chosen.extension}`;
    let file = available.get(key);
    if (!file) {
      if (!existsSync(path.join(assetsDir, key))) return next();
      file = path.join(assetsDir, key);
      available.set(key, file);
    }
    res.set({
      "Content-Encoding": chosen.name,
      "Content-Type": res.type(path.extname(name)).get("Content-Type")!,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    res.sendFile(file, { dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
