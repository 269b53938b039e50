import type { DataSource } from "typeorm";
import { notFound } from "../../common/errors.js";
import type { SettingsService } from "../settings/settings.service.js";
import { DictionaryEntryEntity } from "./dictionary-entry.entity.js";

/** Namespaces the client bundles dictionaries for; only these can be overridden. */
export const BUNDLED_NAMESPACES = ["ui"] as const;

export type Dictionary = { [key: string]: string | Dictionary };

/** Keys that would reach Object.prototype through a plain object: never used as dictionary keys. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function setPath(target: Dictionary, dottedKey: string, value: string): void {
  const parts = dottedKey.split(".");
  if (parts.some((part) => part === "" || FORBIDDEN_KEYS.has(part))) return;
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    if (typeof next === "object") node = next;
    else node = node[part] = {};
  }
  node[parts[parts.length - 1]!] = value;
}

/** Administrators' overrides of interface texts, served as a nested dictionary merged by the client. */
export class DictionaryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  async dictionary(language: string, namespace: string): Promise<Dictionary> {
    const languages = await this.settings.languages();
    if (!languages.some((entry) => entry.id === language) || !(BUNDLED_NAMESPACES as readonly string[]).includes(namespace)) {
      throw notFound();
    }
    const rows = await this.dataSource.getRepository(DictionaryEntryEntity).find({
      where: { languageId: language, namespace },
      order: { key: "ASC" },
    });
    const result: Dictionary = {};
    for (const row of rows) if (row.value !== "") setPath(result, row.key, row.value);
    return result;
  }
}
