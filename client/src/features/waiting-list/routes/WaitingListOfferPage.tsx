import { useLoaderData } from "react-router";
import { WaitingListOfferView } from "../components/WaitingListOfferView";
import type { WaitingListOfferLoaderData } from "./waitingListOfferLoader";

/** /waiting-list/:token: the offer behind the link of a waiting-list e-mail (its loader set the draft's cookie while open). */
export function WaitingListOfferPage() {
  const loaded = useLoaderData() as WaitingListOfferLoaderData;
  return <WaitingListOfferView offer={loaded.offer} timeZone={loaded.timeZone} />;
}
