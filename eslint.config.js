import fs from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Import boundaries (DESIGN section 7.2, issues 12 and 33). Types may cross between modules (they are erased);
 * values may not:
 * - server modules never import the composition root (app/) at run time, and never app/database at all: the
 *   entities registry, migrations and seeds there stand above every module;
 * - db/ is the infrastructure the modules use (data source factory, query helpers, columns, embedded
 *   PostgreSQL): it imports no module and nothing of app/, not even a type;
 * - every module in server/src/modules is named below, lowest first, with the modules it imports at run time;
 *   a module names only modules listed before it, so no module imports one that stands above it and no two
 *   modules import each other. A module missing from the list, or listed above what it names, stops ESLint.
 * - a client feature never imports another feature: what features share lives in client/src/shared.
 */
const serverModules = [
  ["i18n", []],
  ["settings", ["i18n"]],
  ["access", ["i18n"]],
  ["pricing", ["i18n"]],
  ["payment", ["i18n"]],
  ["user", ["access"]],
  ["checkin", ["access"]],
  ["report", ["access", "i18n"]],
  ["mail", ["access", "i18n", "settings"]],
  ["plan", ["access", "i18n", "pricing"]],
  ["occasion", ["access", "i18n", "plan", "pricing"]],
  ["event", ["access", "i18n", "occasion", "plan", "pricing"]],
  ["series", ["access", "event", "i18n", "occasion", "plan", "pricing"]],
  ["booking", ["access", "i18n", "mail", "occasion", "payment", "plan", "series", "settings"]],
  ["privacy", ["access", "booking"]],
  ["renewal", ["access", "booking", "i18n", "mail", "occasion", "payment", "plan", "series"]],
  ["waiting-list", ["booking", "mail"]],
  ["voucher", ["access", "booking", "i18n", "occasion", "series"]],
  ["queue", ["access", "booking", "i18n", "occasion"]],
  ["webhook", []],
];
/** Why a module may not import what it would like to, where a port is the way round. */
const moduleHints = {
  payment: "payments ask bookings through payment/booking-port.ts",
  plan: "plans change their occasions' inventory through plan/occasion-inventory-port.ts",
  access: "user and booking depend on access, not the other way",
};
const listed = [];
for (const [name, imports] of serverModules) {
  for (const other of imports)
    if (!listed.includes(other)) throw new Error(`eslint.config.js: module ${name} names ${other}, which is not listed before it`);
  listed.push(name);
}
const onDisk = fs
  .readdirSync(new URL("server/src/modules/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory());
/** The blocks below cover a module's files up to four folders deep (`modules/<name>/a/b/c/file.ts`). */
function refuseDeeper(folder, depth) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true }).filter((each) => each.isDirectory())) {
    if (depth === 4)
      throw new Error(`eslint.config.js: ${new URL(entry.name, folder).pathname} is deeper than the module boundaries reach`);
    refuseDeeper(new URL(`${entry.name}/`, folder), depth + 1);
  }
}
for (const { name } of onDisk) {
  if (!listed.includes(name)) throw new Error(`eslint.config.js: server/src/modules/${name} is not in the module boundary list`);
  refuseDeeper(new URL(`server/src/modules/${name}/`, import.meta.url), 1);
}

const noApp = {
  regex: "^(\\.\\./)+app/(?!database(/|$))",
  allowTypeImports: true,
  message: "modules never import app/ at run time (the composition root imports them)",
};
const noDatabaseAbove = {
  regex: "^(\\.\\./)+app/database(/|$)",
  message: "modules never import app/database: the entities registry, migrations and seeds stand above every module",
};
/** One block per depth of a module's files, so that `../` * depth is exactly the step out of the module. */
const moduleBoundaries = serverModules.flatMap(([name, imports]) => {
  const forbidden = listed.filter((other) => other !== name && !imports.includes(other));
  const message =
    `${name} imports at run time only ${imports.join(", ") || "no other module"} (eslint.config.js lists the modules ` +
    `lowest first; types may cross)${moduleHints[name] ? `: ${moduleHints[name]}` : ""}`;
  return [1, 2, 3, 4].map((depth) => ({
    files: [`server/src/modules/${name}/${"*/".repeat(depth - 1)}*.ts`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            noApp,
            noDatabaseAbove,
            ...(forbidden.length > 0
              ? [{ regex: `^(\\.\\./){${depth}}(${forbidden.join("|")})(/|$)`, allowTypeImports: true, message }]
              : []),
          ],
        },
      ],
    },
  }));
});
const dbBoundary = {
  files: ["server/src/db/**/*.ts"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "^(\\.\\./)+(modules|app)(/|$)",
            message:
              "db/ is the infrastructure below the modules: it imports no module and nothing of app/ (app/database stands above them)",
          },
        ],
      },
    ],
  },
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
  ...moduleBoundaries,
  dbBoundary,
  ...clientBoundaries,
);
