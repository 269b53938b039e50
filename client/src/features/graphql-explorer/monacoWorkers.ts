// Vite builds each `?worker` import into a worker file of this origin (allowed by the app's CSP: worker-src
// 'self'). GraphiQL's own `graphiql/setup-workers/vite` does the same from inside node_modules, where Vite's
// dependency pre-bundling cannot follow `?worker` and the dev server fails to start.
import EditorWorker from "monaco-editor/esm/vs/editor/editor.worker.js?worker";
import JsonWorker from "monaco-editor/esm/vs/language/json/json.worker.js?worker";
import GraphQLWorker from "monaco-graphql/esm/graphql.worker.js?worker";

interface MonacoEnvironment {
  getWorker(workerId: string, label: string): Worker;
}

/** The web workers of GraphiQL's editor (Monaco): GraphQL and JSON language services, and the editor's own. */
(globalThis as { MonacoEnvironment?: MonacoEnvironment }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === "graphql") return new GraphQLWorker();
    if (label === "json") return new JsonWorker();
    return new EditorWorker();
  },
};
