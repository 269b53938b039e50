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
    maxWorkers: 2,
  },
});
