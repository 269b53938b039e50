import { Anchor, type AnchorProps } from "@mantine/core";
import { Link, type LinkProps } from "react-router";

export type RouterAnchorProps = AnchorProps & LinkProps;

/** A Mantine Anchor that navigates with react-router. */
export function RouterAnchor(props: RouterAnchorProps) {
  return <Anchor component={Link} {...props} />;
}
