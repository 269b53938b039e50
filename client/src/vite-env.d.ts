/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** GraphQL endpoint; defaults to the same origin's /graphql. */
  readonly VITE_GRAPHQL_URL?: string;
  /** REST base; defaults to the same origin's /api. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
