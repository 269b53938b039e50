/**
 * The administrators' GraphQL documents (generated/admin.tsx), loaded by the admin routes' loaders when they first
 * run. The loaders are part of every visitor's first page (the route table is), so a static import would put all of
 * the admin operations there too.
 */
export const adminDocuments = () => import("../../generated/admin");
