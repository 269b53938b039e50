// Per-operation context flags understood by the app's links.
declare module "@apollo/client" {
  interface DefaultContext {
    /** Do not show errors of this operation as toasts (the caller shows them, e.g. a route error page). */
    skipErrorToast?: boolean;
    /** Do not send the route language (languages and authenticate are asked without it, SPEC section 7). */
    withoutLanguage?: boolean;
    /** The language to send instead of the current route language (a route's data loaded before its language is active). */
    language?: string;
  }
}

export {};
