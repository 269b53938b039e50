import type { DataSource } from "typeorm";
import { pgPoolOf } from "../../src/db/data-source.js";

/**
 * Runs `run` while every connection of the app's pool is taken: an answer that needed the database would
 * wait for one, so an answer within the 5 s deadline proves the request never touched the pool.
 */
export async function whilePoolIsExhausted<T>(dataSource: DataSource, run: () => Promise<T>): Promise<T> {
  const pool = pgPoolOf(dataSource);
  const taken = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  try {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no answer while the pool was exhausted: the request waited for the database")), 5_000);
    });
    return await Promise.race([run(), deadline]).finally(() => clearTimeout(timer));
  } finally {
    taken.forEach((client) => client.release());
  }
}
