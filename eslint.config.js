import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Import boundaries (DESIGN section 7.2, issue 12). Types may cross (they are erased); values may not:
 * - server modules never import the composition root (app/) at run time;
 * - payments are a leaf: they ask bookings through payment/booking-port.ts, never by importing them;
 * - access never imports user or booking (user and booking depend on access, not the other way);
 * - a client feature never imports another feature: what features share lives in client/src/shared.
 */
const noApp = {
  group: ["**/app/*"],
  allowTypeImports: true,
  message: "modules never import app/ at run time (the composition root imports them)",
};
const serverBoundaries = {
  "server/src/modules/**/*.ts": [noApp],
  "server/src/modules/payment/**/*.ts": [
    noApp,
    { group: ["**/booking/*"], allowTypeImports: true, message: "payments are a leaf: use the BookingPort (payment/booking-port.ts)" },
  ],
  "server/src/modules/access/**/*.ts": [
    noApp,
    {
      group: ["**/user/*", "**/booking/*"],
      allowTypeImports: true,
      message: "access is below user and booking: they import it, not the reverse",
    },
  ],
};
const clientFeatures = ["account", "admin", "checkout", "events", "graphql-explorer", "my-booking", "seat-map"];
const clientBoundaries = clientFeatures.map((feature) => ({
  files: [`client/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${clientFeatures.filter((other) => other !== feature).join("|")})(/|$)`,
            message: "features do not import each other: move what they share to client/src/shared",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ["**/dist/**", "**/node_modules/**", "client/src/generated/**", "**/test-results/**", "**/playwright-report/**", ".data/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-unsafe-function-type": "off",
      eqeqeq: ["error", "smart"],
      "no-console": "off",
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...Object.entries(serverBoundaries).map(([files, patterns]) => ({
    files: [files],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
  })),
  ...clientBoundaries,
);
