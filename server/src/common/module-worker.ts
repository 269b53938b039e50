import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Starts a worker thread on one of the server's own modules, given as the URL of its compiled `.js` next to the
 * caller: `moduleWorker(new URL("./plan-map.worker.js", import.meta.url))`.
 *
 * Two ways the server runs, and why this is more than `new Worker(url)`:
 * - Built (`tsc` into server/dist, `npm start`): the `.js` is there and the worker is started on it directly.
 * - Under vitest, which runs the TypeScript sources through its own module runner: `import.meta.url` is the
 *   `.ts` source, no `.js` sits next to it, and a worker thread is plain Node, outside vitest's transform. Node 20
 *   cannot load `.ts` (no type stripping before Node 22.6) and vitest offers nothing for worker_threads (its
 *   web-worker support is for browser-style workers). So the worker starts on a small bootstrap that registers
 *   module hooks (module.register, supported in worker threads) which transpile the worker's `.ts` modules with
 *   the TypeScript compiler the project builds with (a dev dependency, present wherever the sources are run),
 *   resolving the sources' `./x.js` imports to `./x.ts`, and then imports the `.ts` module. Packages
 *   (jsdom, dompurify) load as usual. Only the worker's own small module graph is transpiled, once per worker.
 */
export function moduleWorker(jsUrl: URL, options: WorkerOptions = {}): Worker {
  if (!jsUrl.pathname.endsWith(".js")) throw new Error(`moduleWorker takes the URL of a .js module, got ${jsUrl.href}`);
  if (existsSync(jsUrl)) return new Worker(jsUrl, options);
  const tsUrl = new URL(`${jsUrl.href.slice(0, -".js".length)}.ts`);
  if (!existsSync(tsUrl)) throw new Error(`No worker module at ${jsUrl.href} (nor its TypeScript source)`);
  const typescript = createRequire(tsUrl).resolve("typescript");
  const bootstrap = [
    `import { register } from "node:module";`,
    `register(${JSON.stringify(dataUrl(TS_HOOKS))}, { data: { typescript: ${JSON.stringify(typescript)} } });`,
    `await import(${JSON.stringify(tsUrl.href)});`,
  ].join("\n");
  return new Worker(new URL(dataUrl(bootstrap)), options);
}

const dataUrl = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;

/** Module hooks (plain JavaScript, run by Node's loader) that let a worker import the server's `.ts` sources. */
const TS_HOOKS = `
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

let ts;
export function initialize(data) {
  ts = createRequire(data.typescript)(data.typescript);
}

export async function resolve(specifier, context, next) {
  if (/^\\.\\.?\\//.test(specifier) && specifier.endsWith(".js") && context.parentURL?.endsWith(".ts")) {
    const js = new URL(specifier, context.parentURL);
    const source = new URL(js.href.slice(0, -3) + ".ts");
    if (!existsSync(js) && existsSync(source)) return { url: source.href, format: "module", shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith("file:") || !url.endsWith(".ts")) return next(url, context);
  const output = ts.transpileModule(readFileSync(new URL(url), "utf8"), {
    fileName: fileURLToPath(url),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, inlineSourceMap: true },
  });
  return { format: "module", source: output.outputText, shortCircuit: true };
}
`;
