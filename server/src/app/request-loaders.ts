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

  /** A published event with its published occasions. */
  publishedEvent(id: string): Promise<EventView> {
    return this.once(`event:${id}`, () => this.services.events.getPublished(id, this.language));
  }

  /** A published occasion of a published event. */
  publishedOccasion(id: string): Promise<OccasionView> {
    return this.once(`occasion:${id}`, () => this.services.occasions.getPublished(id, this.language));
  }
}
