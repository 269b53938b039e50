import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API server (same origin in production) serves client/dist, /graphql and /api.
const apiTarget = process.env.API_URL ?? "http://localhost:4000";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Mantine alone is above the default 500 kB warning limit.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      "/graphql": { target: apiTarget, changeOrigin: true, ws: true },
      "/api": { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/graphql": { target: apiTarget, changeOrigin: true, ws: true },
      "/api": { target: apiTarget, changeOrigin: true },
    },
  },
});
