import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

// Two projects, chosen by file extension (starting jsdom is most of a run's cost):
// - `*.test.ts`: pure logic (no DOM, no React rendering), runs in the plain `node` environment.
// - `*.test.tsx`: components, hooks and anything that touches `document`/`window`; runs in jsdom
//   with the setup file (Testing Library cleanup, Mantine's matchMedia/ResizeObserver stubs).
// A test that needs the DOM belongs in a `.tsx` file even when it has no JSX.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: { name: "logic", environment: "node", include: ["src/**/*.test.ts"] },
        },
        {
          extends: true,
          test: {
            name: "dom",
            environment: "jsdom",
            include: ["src/**/*.test.tsx"],
            setupFiles: ["./src/shared/test/setup.ts"],
            // The admin forms' tests render whole Mantine forms in jsdom: 1-2 s each on a quiet 2-core machine,
            // past 5 s when it is busy (seen beside other builds); 20 s leaves room for that.
            testTimeout: 20_000,
          },
        },
      ],
    },
  }),
);
