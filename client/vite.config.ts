import { writeFile } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible asset of the build, which the server
 * sends to browsers that accept them (server/src/app/precompressed-assets.ts): compressed once, at the best
 * ratio, instead of per request.
 */
export function precompress(): Plugin {
  const compressible = /\.(js|css|svg|json|ttf|txt)$/;
  return {
    name: "precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!compressible.test(output.fileName)) return;
          const source = Buffer.from(output.type === "chunk" ? output.code : output.source);
          if (source.length < 1024) return;
          const file = path.join(outDir, output.fileName);
          const [brotli, gzipped] = await Promise.all([
            // Quality 11 (brotli's best): the seat-map page's scripts and stylesheet 7 % (24 kB) smaller than at
            // quality 9, for 7 s more CPU in the build (1-2 s longer on two cores; issue 37).
            promisify(brotliCompress)(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            promisify(gzip)(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * A package's scripts, on any system: `packages("react", "react-dom")`. Stylesheets stay with the app's, in one file
 * as before: the server's seat-map page preloads it and applies it after the drawing's first frame.
 */
const packages = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join("|")})[\\\\/](?!.*\\.css$)`);

/**
 * The first page's chunks, by what changes together (a group with a higher priority takes its modules first): the
 * libraries that change seldom, each a chunk cached on its own, then the rest of the libraries, then the app.
 */
const initialChunks = [
  { name: "react", test: packages("react", "react-dom", "scheduler"), priority: 60 },
  { name: "router", test: packages("react-router", "cookie", "set-cookie-parser"), priority: 50 },
  { name: "i18n", test: packages("i18next", "react-i18next", "html-parse-stringify", "void-elements"), priority: 50 },
  {
    name: "apollo",
    test: packages("@apollo", "graphql", "graphql-ws", "rxjs", "optimism", "@wry", "tslib", "ts-invariant"),
    priority: 50,
  },
  {
    name: "mantine",
    test: packages(
      "@mantine",
      "@floating-ui",
      "react-remove-scroll.*",
      "react-transition-group",
      "react-number-format",
      "tabbable",
      "clsx",
    ),
    priority: 40,
  },
  { name: "vendor", test: packages(".+"), priority: 30 },
  { name: "app", priority: 10 },
].map((group) => ({ ...group, tags: ["$initial" as const] }));

// The API server (same origin in production) serves client/dist, /graphql and /api.
const apiTarget = process.env.API_URL ?? "http://localhost:4000";

// A browser opening /graphql gets the GraphQL explorer, a client route: the dev server answers it itself.
const graphqlProxy = {
  target: apiTarget,
  changeOrigin: true,
  ws: true,
  bypass: (req: IncomingMessage) => (req.method === "GET" && req.headers.accept?.includes("text/html") ? "/index.html" : undefined),
};

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Mantine alone is above the default 500 kB warning limit; the GraphQL explorer's editor (Monaco, 2.8 MB,
    // loaded only at /graphql) above 1500 kB.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      output: {
        // What the first page needs in a few chunks, the libraries apart from the app's code so that a new release
        // of the app leaves them in the browser's cache (issue 37). Not the automatic split: it made about 30 small
        // chunks shared with lazy routes, which a cold load fetched over HTTP/1.1's six connections one after
        // another (issue 18: a third of a cold seat map's load). Lazy routes keep their own chunks.
        codeSplitting: { groups: initialChunks },
      },
      onwarn(warning, warn) {
        // GraphiQL's modules start with React Compiler's "use no memo", which has no meaning in a bundle.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.id?.includes("node_modules")) return;
        warn(warning);
      },
    },
  },
  optimizeDeps: {
    // Reached only from the GraphQL explorer's editor worker, which the dependency scan does not follow: unbundled,
    // its CommonJS dependencies (nullthrows, picomatch) fail to load in the dev server and the editor loses its completions.
    include: ["monaco-graphql > graphql-language-service", "monaco-graphql > picomatch-browser"],
  },
  server: {
    proxy: {
      "/graphql": graphqlProxy,
      "/api": { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/graphql": graphqlProxy,
      "/api": { target: apiTarget, changeOrigin: true },
    },
  },
});
