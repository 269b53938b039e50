import type { i18n as I18n } from "i18next";

interface Revision {
  value: number;
  listeners: Set<() => void>;
}

const revisions = new WeakMap<I18n, Revision>();

/**
 * How many times the instance's resources have been replaced ('added', see serverDictionary.ts) since it was
 * first asked: a store for React's useSyncExternalStore, which re-checks it after subscribing. Subscribing
 * each translated component to the i18next event instead (react-i18next's bindI18nStore) misses an event that
 * arrives between a component's render and its subscription, and the component keeps the old text.
 */
function revisionOf(instance: I18n): Revision {
  let revision = revisions.get(instance);
  if (!revision) {
    const created: Revision = { value: 0, listeners: new Set() };
    instance.store.on("added", () => {
      created.value += 1;
      for (const listener of created.listeners) listener();
    });
    revisions.set(instance, (revision = created));
  }
  return revision;
}

export function resourceRevision(instance: I18n): number {
  return revisionOf(instance).value;
}

export function subscribeResourceRevision(instance: I18n, listener: () => void): () => void {
  const { listeners } = revisionOf(instance);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
