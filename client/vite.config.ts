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
function precompress(): Plugin {
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
            // Quality 10 and 11 make the first page's JavaScript 6 % smaller for twice the build time.
            promisify(brotliCompress)(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            promisify(gzip)(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

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
        // Everything the first page needs in one chunk: the automatic split made about 30 small chunks shared
        // with lazy routes, which a cold load fetched over HTTP/1.1's six connections one after another
        // (issue 18: a third of a cold seat map's load). Lazy routes keep their own chunks.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
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
