import { useLoaderData, useParams } from "react-router";
import { VerifyEmailView } from "../components/VerifyEmailView";
import type { VerifyEmailLoaderData } from "./verifyEmailLoader";

/** /verify-email/:token: the link a capped event's checkout e-mailed (the page confirms the address). */
export function VerifyEmailPage() {
  const loaded = useLoaderData() as VerifyEmailLoaderData;
  const token = useParams()["token"] ?? "";
  return <VerifyEmailView key={token} token={token} timeZone={loaded.timeZone} />;
}
