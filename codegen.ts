import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed Apollo hooks from the schema contract and the client's operations.
 * typescript-react-apollo 5.0.0 targets Apollo Client 3 by default; the config
 * below makes it emit Apollo Client 4 imports (see the lead's stack notes, section 5).
 * What it still cannot type for AC4 (the SkipToken suspense overloads, and the suspense call
 * for operations with required variables) is patched by
 * client/scripts/fix-ac4-suspense-overloads.mjs, run by `npm run codegen`.
 *
 * schema-enums.ts has every enum of the schema, used by operations or not (the error codes the client
 * branches on come from there, never from a hand copy).
 *
 * CODEGEN_SCHEMA and CODEGEN_OUTPUT_DIR let scripts/check-drift.mjs generate into a temporary directory
 * (and from another schema) without touching the committed output.
 */
const schema = process.env.CODEGEN_SCHEMA ?? "schema.graphql";
const outputDir = process.env.CODEGEN_OUTPUT_DIR ?? "client/src/generated";

/** The typed documents and Apollo hooks of a set of operations. */
const hooks = (documents: string[]) => ({
  documents,
  // typescript-operations 6 emits the scalars, enums and input types the operations use, so the
  // separate "typescript" plugin would declare them twice.
  plugins: ["typescript-operations", "typescript-react-apollo"],
  config: {
    scalars: { DateTimeISO: "string" },
    apolloReactCommonImportFrom: "@apollo/client/react",
    apolloReactHooksImportFrom: "@apollo/client/react",
    gqlImport: "@apollo/client#gql",
    withMutationFn: false,
    withMutationOptionsType: false,
    useTypeImports: true,
  },
});

const ADMIN_DOCUMENTS = "client/src/features/admin/**/*.graphql";

const config: CodegenConfig = {
  overwrite: true,
  schema,
  generates: {
    [`${outputDir}/schema-enums.ts`]: {
      plugins: ["typescript"],
      config: { onlyEnums: true },
    },
    // Two modules, because a module is not split between chunks and graphql-tag's documents are built when it loads:
    // the administrators' operations (admin.tsx) load with the admin routes, not with a visitor's first page.
    [`${outputDir}/graphql.tsx`]: hooks(["client/src/**/*.graphql", `!${ADMIN_DOCUMENTS}`]),
    [`${outputDir}/admin.tsx`]: hooks([ADMIN_DOCUMENTS]),
  },
};

export default config;
