import type { EventView } from "../modules/event/event.results.js";
import type { OccasionView } from "../modules/occasion/occasion.results.js";
import type { PlanView } from "../modules/plan/plan.results.js";
import type { Services } from "./services.js";

/**
 * Reads memoized for one request (DESIGN section 7.1): a query that names the same plan, event or
 * occasion many times (aliases, or every occasion of an event asking for its plan) loads each once.
 * A failure is memoized too, so every alias gets the same answer.
 */
export class RequestLoaders {
  private readonly loaded = new Map<string, Promise<unknown>>();

  constructor(
    private readonly services: Services,
    private readonly language: string,
  ) {}

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let promise = this.loaded.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      this.loaded.set(key, promise);
    }
    return promise;
  }

  /** A plan with its spaces. */
  plan(id: string): Promise<PlanView> {
    return this.once(`plan:${id}`, () => this.services.plans.get(id, this.language));
  }

  /**
   * A space's label (its plan's spaceLabelMask): the spaces asked for in the same tick (every ticket of a
   * booking) are read in one query.
   */
  spaceLabel(spaceId: string): Promise<string> {
    return this.once(`space-label:${spaceId}`, () => {
      this.pendingLabels ??= new Map();
      const pending = this.pendingLabels;
      const label = new Promise<string>((resolve, reject) => pending.set(spaceId, { resolve, reject }));
      if (pending.size === 1)
        queueMicrotask(() => {
          this.pendingLabels = undefined;
          this.services.plans.spaceLabels([...pending.keys()], this.language).then(
            (labels) => pending.forEach((waiting, id) => waiting.resolve(labels.get(id) ?? "")),
            (error: unknown) => pending.forEach((waiting) => waiting.reject(error)),
          );
        });
      return label;
    });
  }

  private pendingLabels: Map<string, { resolve: (label: string) => void; reject: (error: unknown) => void }> | undefined;

  /** A published event with its published occasions. */
  publishedEvent(id: string): Promise<EventView> {
    return this.once(`event:${id}`, () => this.services.events.getPublished(id, this.language));
  }

  /** A published occasion of a published event. */
  publishedOccasion(id: string): Promise<OccasionView> {
    return this.once(`occasion:${id}`, () => this.services.occasions.getPublished(id, this.language));
  }
}
