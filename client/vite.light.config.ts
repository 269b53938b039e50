import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite.config.ts";

/**
 * The server-rendered public pages (issue 37: the events list and an event's page), built after the single-page app
 * (vite.config.ts) into the same dist: their own entry (light.html, src/light/main.tsx), which hydrates the page without
 * the app's router, Apollo Client or checkout code, and with `--ssr` the server's renderer of the same tree,
 * dist/ssr/render.js, one self-contained module the server imports (server/src/app/light-pages.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  // Everything in the one module: the server needs no client packages installed beside it.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: "dist/ssr",
        emptyOutDir: true,
        target: "node20",
        rolldownOptions: { input: "src/light/render.tsx", output: { entryFileNames: "render.js" } },
      }
    : {
        outDir: "dist",
        // The single-page app's build is already there.
        emptyOutDir: false,
        rolldownOptions: { input: "light.html" },
      },
}));
