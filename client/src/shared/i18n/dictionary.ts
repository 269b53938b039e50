export type Dictionary = { [key: string]: string | Dictionary };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * Turns a flat ('errors.404': '...') or nested dictionary, or a mix, into a nested one.
 * Non-string leaves and empty strings are dropped: translations must not be empty
 * (SPEC section 5), so an empty server value never hides a bundled one.
 */
export function normalizeDictionary(input: unknown): Dictionary {
  const out: Dictionary = {};
  if (!isPlainObject(input)) return out;
  for (const [key, raw] of Object.entries(input)) {
    let value: string | Dictionary;
    if (isPlainObject(raw)) {
      value = normalizeDictionary(raw);
      if (Object.keys(value).length === 0) continue;
    } else if (typeof raw === "string" && raw.trim() !== "") {
      value = raw;
    } else {
      continue;
    }
    const path = key.split(".").filter(Boolean);
    const leafKey = path.pop();
    if (leafKey === undefined) continue;
    let node = out;
    for (const part of path) {
      const next = node[part];
      if (typeof next === "object") {
        node = next;
      } else {
        const created: Dictionary = {};
        node[part] = created;
        node = created;
      }
    }
    const existing = node[leafKey];
    node[leafKey] = typeof existing === "object" && typeof value === "object" ? deepMerge(existing, value) : value;
  }
  return out;
}

/** Returns a new dictionary with `override` merged deeply over `base`. */
export function deepMerge(base: Dictionary, override: Dictionary): Dictionary {
  const out: Dictionary = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = typeof current === "object" && typeof value === "object" ? deepMerge(current, value) : value;
  }
  return out;
}
