#!/usr/bin/env node
// i18n completeness check (SPEC section 5, DESIGN section 8): every key of every bundled
// dictionary exists in all languages, and no translation is an empty string, in each namespace
// (locales/<lng>/<namespace>.json: the visitor's ui, the administrator's admin, the server's server).
// Usage: node client/scripts/check-i18n.mjs [localesDir...]
// Exits 1 and lists the problems when any key is missing or empty. The same function is
// used by the client's vitest suite (src/shared/i18n/completeness.test.ts).
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const NAMESPACE = "ui";

/** Flattens a nested dictionary to dotted keys; non-object leaves are kept as they are. */
export function flattenDictionary(dictionary, prefix = "") {
  const out = {};
  for (const [key, value] of Object.entries(dictionary ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      Object.assign(out, flattenDictionary(value, path));
    } else {
      out[path] = value;
    }
  }
  return out;
}

/**
 * Compares dictionaries ({ lng: nestedDictionary }). A key is missing in a language when any
 * other language has it; a translation is empty when it is not a non-blank string.
 */
export function findTranslationProblems(dictionaries) {
  const flat = Object.fromEntries(Object.entries(dictionaries).map(([lng, dictionary]) => [lng, flattenDictionary(dictionary)]));
  const allKeys = new Set(Object.values(flat).flatMap((entries) => Object.keys(entries)));
  const missing = [];
  const empty = [];
  for (const [lng, entries] of Object.entries(flat)) {
    for (const key of [...allKeys].sort()) {
      if (!(key in entries)) missing.push({ lng, key });
      else if (typeof entries[key] !== "string" || entries[key].trim() === "") empty.push({ lng, key });
    }
  }
  return { missing, empty };
}

/** Reads locales/<lng>/<namespace>.json (ui unless told) for every language folder. */
export function readLocales(localesDir, namespace = NAMESPACE) {
  const dictionaries = {};
  for (const entry of readdirSync(localesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = join(localesDir, entry.name, `${namespace}.json`);
    dictionaries[entry.name] = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  }
  return dictionaries;
}

/** The namespaces some language folder under `localesDir` has a dictionary of. */
export function localeNamespaces(localesDir) {
  const namespaces = new Set();
  for (const entry of readdirSync(localesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const name of readdirSync(join(localesDir, entry.name)))
      if (name.endsWith(".json")) namespaces.add(name.slice(0, -".json".length));
  }
  return [...namespaces].sort();
}

function main() {
  const here = dirname(fileURLToPath(import.meta.url));
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : [join(here, "..", "src", "shared", "i18n", "locales")];
  let failed = false;
  for (const localesDir of dirs.map((dir) => resolve(dir))) {
    const namespaces = localeNamespaces(localesDir);
    if (namespaces.length === 0) {
      console.error(`check-i18n: no dictionaries in ${localesDir}`);
      failed = true;
    }
    for (const namespace of namespaces) {
      const dictionaries = readLocales(localesDir, namespace);
      const languages = Object.keys(dictionaries);
      const { missing, empty } = findTranslationProblems(dictionaries);
      for (const { lng, key } of missing) console.error(`missing: ${lng} ${namespace} ${key}`);
      for (const { lng, key } of empty) console.error(`empty:   ${lng} ${namespace} ${key}`);
      if (languages.length === 0 || missing.length > 0 || empty.length > 0) {
        console.error(
          `check-i18n: ${missing.length} missing, ${empty.length} empty translation(s) of ${namespace} in ${languages.join(", ") || "no languages"} (${localesDir})`,
        );
        failed = true;
      } else console.log(`check-i18n: ${namespace} in ${languages.join(", ")} complete`);
    }
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main();
}
