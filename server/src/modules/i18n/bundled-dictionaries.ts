import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "../../config/config.js";
import { flattenDictionary, type Dictionary } from "./dictionary-json.js";

/** One bundled file: client/src/shared/i18n/locales/{language}/{namespace}.json. */
interface BundledFile {
  /** The file as the client bundles it (nested, in its own key order). */
  nested: Dictionary;
  /** Its texts by dotted key. */
  texts: ReadonlyMap<string, string>;
}

/**
 * The dictionaries the client bundles, read from the client's own locale files at start-up (one source of
 * truth): the keys an override may have, the texts overrides are merged over, and the texts a missing-key
 * report compares with.
 */
export class BundledDictionaries {
  /** Every key of each namespace (a Set keeps the first language's order, then any other language's own keys). */
  private readonly keysByNamespace = new Map<string, Set<string>>();

  constructor(private readonly files: ReadonlyMap<string, ReadonlyMap<string, BundledFile>>) {
    for (const namespaces of files.values()) {
      for (const [namespace, file] of namespaces) {
        const keys = this.keysByNamespace.get(namespace) ?? new Set<string>();
        for (const key of file.texts.keys()) keys.add(key);
        this.keysByNamespace.set(namespace, keys);
      }
    }
  }

  /** The languages the client bundles dictionaries for. */
  languages(): string[] {
    return [...this.files.keys()];
  }

  /** Whether some language has a bundled dictionary of `namespace` (else it is not served at all). */
  hasNamespace(namespace: string): boolean {
    return this.keysByNamespace.has(namespace);
  }

  /** Whether `language` has its own bundled dictionary of `namespace`. */
  has(language: string, namespace: string): boolean {
    return this.files.get(language)?.has(namespace) ?? false;
  }

  /** The language's bundled dictionary as the client has it, or undefined when it has none. */
  nested(language: string, namespace: string): Dictionary | undefined {
    return this.files.get(language)?.get(namespace)?.nested;
  }

  /** The language's bundled texts by dotted key (empty when it has no bundled dictionary). */
  texts(language: string, namespace: string): ReadonlyMap<string, string> {
    return this.files.get(language)?.get(namespace)?.texts ?? new Map();
  }

  /** Every key of the namespace's bundled dictionaries (the keys an override may have). */
  keys(namespace: string): ReadonlySet<string> {
    return this.keysByNamespace.get(namespace) ?? new Set();
  }

  /** These dictionaries and `namespace`'s (nested, by language), e.g. the server's own texts beside the client's. */
  withNamespace(namespace: string, byLanguage: Readonly<Record<string, Dictionary>>): BundledDictionaries {
    const files = new Map([...this.files].map(([language, namespaces]) => [language, new Map(namespaces)]));
    for (const [language, nested] of Object.entries(byLanguage)) {
      const namespaces = files.get(language) ?? new Map<string, BundledFile>();
      namespaces.set(namespace, { nested, texts: flattenDictionary(nested).texts });
      files.set(language, namespaces);
    }
    return new BundledDictionaries(files);
  }
}

/**
 * Reads every {language}/{namespace}.json under `dir`. A missing directory or a file that is not a
 * dictionary stops start-up with a message naming it: the editor and the dictionary endpoint need them.
 */
export function loadBundledDictionaries(dir: string): BundledDictionaries {
  if (!existsSync(dir)) {
    throw new ConfigError(
      `The client's bundled dictionaries are not at ${dir} (set CLIENT_LOCALES to the client's src/shared/i18n/locales)`,
    );
  }
  const files = new Map<string, Map<string, BundledFile>>();
  for (const language of readdirSync(dir, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    const namespaces = new Map<string, BundledFile>();
    for (const name of readdirSync(path.join(dir, language.name))) {
      if (!name.endsWith(".json")) continue;
      const file = path.join(dir, language.name, name);
      let nested: unknown;
      try {
        nested = JSON.parse(readFileSync(file, "utf8"));
      } catch (error) {
        throw new ConfigError(`${file} is not JSON: ${(error as Error).message}`);
      }
      if (nested === null || typeof nested !== "object" || Array.isArray(nested)) throw new ConfigError(`${file} is not a dictionary`);
      const { texts, problems } = flattenDictionary(nested as Record<string, unknown>);
      if (problems.notText.length > 0) throw new ConfigError(`${file} has values that are not texts: ${problems.notText.join(", ")}`);
      namespaces.set(name.slice(0, -".json".length), { nested: nested as Dictionary, texts });
    }
    if (namespaces.size > 0) files.set(language.name, namespaces);
  }
  if (files.size === 0) throw new ConfigError(`No bundled dictionaries under ${dir} (expected {language}/{namespace}.json)`);
  return new BundledDictionaries(files);
}
