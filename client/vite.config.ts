import type { IncomingMessage } from "node:http";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Mantine alone is above the default 500 kB warning limit; the GraphQL explorer's editor (Monaco, 2.8 MB,
    // loaded only at /graphql) above 1500 kB.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
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
