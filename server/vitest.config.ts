import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Vite would load graphql's ESM build while type-graphql (externalized) loads the CJS one:
    // two realms, "Cannot use GraphQLSchema from another module" (stack.md G5).
    alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }],
  },
  test: {
    environment: "node",
    include: ["src/**/*.spec.ts", "test/**/*.int-spec.ts"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files run in parallel workers, each on its own database cloned from the migrated template.
    pool: "forks",
    // A worker imports the server's module graph once and runs file after file on it (re-importing it per
    // file cost more than half of the suite's time). Every file starts and stops its own app on its own
    // database; the few files that change module-level state (the logger's level) put it back in afterAll.
    isolate: false,
    // One worker per core, at most 3: capacity.int-spec.ts alone holds up to 210 of the embedded cluster's
    // 300 connections (DB_POOL_SIZE 210), and a worker running any other file can hold a few dozen.
    maxWorkers: Math.min(os.availableParallelism(), 3),
  },
});
