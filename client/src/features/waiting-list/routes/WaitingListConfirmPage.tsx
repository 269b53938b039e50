import { useLoaderData, useParams } from "react-router";
import { WaitingListConfirmView } from "../components/WaitingListConfirmView";
import type { WaitingListConfirmLoaderData } from "./waitingListConfirmLoader";

/** /waiting-list/confirm/:token: the link of a waiting-list confirmation e-mail (the page confirms the address). */
export function WaitingListConfirmPage() {
  const loaded = useLoaderData() as WaitingListConfirmLoaderData;
  const token = useParams()["token"] ?? "";
  return <WaitingListConfirmView key={token} token={token} timeZone={loaded.timeZone} />;
}
