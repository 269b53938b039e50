import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode, type Ref } from "react";

/** A link's props as react-router's Link takes them: `to` is the app path. */
export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A component that renders a link to an app path. */
export type AppLinkComponent = (props: AppLinkProps) => ReactNode;

/** A plain link: the browser loads the page (the server-rendered pages have no client-side router, issue 37). */
export function PlainLink({ to, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

/**
 * How the shared visitor components link (`component={useAppLink()} to=…`): the single-page app provides react-router's
 * Link (routing/AppLinkProvider), the server-rendered light pages keep plain links. The default imports no router, so the
 * light pages' bundle carries none.
 */
export const AppLinkContext = createContext<AppLinkComponent>(PlainLink);

export function useAppLink(): AppLinkComponent {
  return useContext(AppLinkContext);
}
