import type { ReactNode } from "react";
import { meetsRequirements, useAuthUser } from "./auth";

export interface GuardProps {
  /** Require a signed-in user. */
  loggedIn?: boolean;
  /** Require this permission (implies a signed-in user). */
  permission?: string;
  /** Shown when the requirements do not hold; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Shows its content only when the optional logged-in and permission requirements both hold (SPEC section 6). */
export function Guard({ loggedIn, permission, fallback = null, children }: GuardProps) {
  const user = useAuthUser();
  return <>{meetsRequirements(user, { loggedIn, permission }) ? children : fallback}</>;
}
