import { useApolloClient } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLogoutMutation } from "../../generated/graphql";
import { useAppServices } from "../../app/providers/useAppServices";
import { useLng } from "../../shared/hooks/useLng";
import { localizedPath } from "../../shared/routing/paths";
import { toast } from "../../shared/toast/toast";
import { switchSession } from "./session";

/** SPEC section 4: POST logout, invalidate all cached data, go to /, an info toast, local login state cleared. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { preloader } = useAppServices();
  const navigate = useNavigate();
  const lng = useLng();
  const [logout] = useLogoutMutation();
  return async () => {
    const result = await logout();
    if (!result.data) return;
    await switchSession(client, preloader, result.data.logout);
    await navigate(localizedPath(lng));
    toast.info(t("account.loggedOut"));
  };
}
