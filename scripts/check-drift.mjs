#!/usr/bin/env node
// Generated-file drift checks (run by `npm run check` and so by `npm test`): the committed schema.graphql,
// generated client hooks, migrations and dictionaries must match what the code produces.
// Options let a test aim a check at a deliberately drifted copy: --schema-file, --generated-file,
// --locales-dir, --server-locales-dir, --only schema,codegen,migrations,i18n.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const only = option("only", "schema,codegen,migrations,i18n").split(",");
const failures = [];

function firstDifference(expected, actual) {
  const a = expected.split("\n");
  const b = actual.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `line ${i + 1}: committed ${JSON.stringify(a[i] ?? "<end>")}, generated ${JSON.stringify(b[i] ?? "<end>")}`;
  }
  return "";
}

if (only.includes("schema")) {
  const file = option("schema-file", path.join(root, "schema.graphql"));
  const built = execFileSync(process.execPath, [path.join(root, "server/dist/scripts/print-schema.js"), "--stdout"], { encoding: "utf8" });
  const committed = readFileSync(file, "utf8");
  if (built !== committed)
    failures.push(
      `schema drift: ${path.relative(root, file)} differs from the server's schema (run \`npm run schema\`). ${firstDifference(committed, built)}`,
    );
  else console.log("schema: schema.graphql matches the server");
}

if (only.includes("codegen")) {
  // The committed generated files (--generated-dir replaces the directory, for the check's own test).
  const committedDir = option("generated-dir", path.join(root, "client/src/generated"));
  const dir = mkdtempSync(path.join(os.tmpdir(), "codegen-"));
  try {
    const run = spawnSync("npx", ["graphql-codegen", "--config", "codegen.ts", "--silent"], {
      cwd: root,
      env: { ...process.env, CODEGEN_OUTPUT_DIR: dir, CODEGEN_SCHEMA: option("schema-file", path.join(root, "schema.graphql")) },
      encoding: "utf8",
    });
    if (run.status !== 0) failures.push(`codegen failed: ${run.stderr || run.stdout}`);
    else {
      // Every file codegen.ts generates, so a new output is checked without naming it here too.
      const generatedFiles = readdirSync(dir);
      execFileSync(process.execPath, [
        path.join(root, "client/scripts/fix-ac4-suspense-overloads.mjs"),
        ...generatedFiles.filter((name) => name.endsWith(".tsx")).map((name) => path.join(dir, name)),
      ]);
      let drifted = false;
      for (const name of generatedFiles) {
        const file = path.join(committedDir, name);
        const generated = readFileSync(path.join(dir, name), "utf8");
        const committed = existsSync(file) ? readFileSync(file, "utf8") : "";
        if (generated !== committed) {
          drifted = true;
          failures.push(
            `codegen drift: ${path.relative(root, file)} is not what codegen produces (run \`npm run codegen\`). ${firstDifference(committed, generated)}`,
          );
        }
      }
      if (!drifted) console.log("codegen: generated hooks are up to date");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (only.includes("migrations")) {
  const run = spawnSync(process.execPath, [path.join(root, "server/dist/scripts/check-migrations.js")], { encoding: "utf8" });
  if (run.status !== 0) failures.push(run.stderr.trim() || run.stdout.trim() || "migration check failed");
  else process.stdout.write(run.stdout);
}

if (only.includes("i18n")) {
  const localesDir = option("locales-dir", path.join(root, "client/src/shared/i18n/locales"));
  // The client's namespaces (ui, admin) and the server's own texts (errors, e-mails, PDFs).
  const serverLocalesDir = option("server-locales-dir", path.join(root, "server/src/modules/i18n/locales"));
  const run = spawnSync(process.execPath, [path.join(root, "client/scripts/check-i18n.mjs"), localesDir, serverLocalesDir], {
    encoding: "utf8",
  });
  if (run.status !== 0) failures.push(run.stderr.trim() || run.stdout.trim() || "i18n check failed");
  else process.stdout.write(run.stdout);
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
