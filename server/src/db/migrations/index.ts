import { Initial1795313924022 } from "./1795313924022-initial.js";

/** Every migration, in order. Generate a new one with `npm run migration:generate -w server -- <Name>`, review it, add it here. */
export const migrations = [Initial1795313924022];
