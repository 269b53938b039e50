import { useLocation } from "react-router";
import { useLogout } from "../../features/account/useLogout";
import { useAuthUser } from "../../shared/auth/auth";
import { DrawerMenu, type DrawerEvent } from "./DrawerMenu";

export interface EventDrawerProps {
  lng: string;
  opened: boolean;
  onClose: () => void;
  events: readonly DrawerEvent[];
}

/** The single-page app's drawer: the signed-in user from the cached `authenticate`, logout through Apollo. */
export function EventDrawer({ lng, opened, onClose, events }: EventDrawerProps) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const user = useAuthUser();
  return (
    <DrawerMenu
      lng={lng}
      opened={opened}
      onClose={onClose}
      events={events}
      pathname={pathname}
      user={user}
      onLogout={() => void logout()}
    />
  );
}
