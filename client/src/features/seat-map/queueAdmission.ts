import { ErrorCode, hasErrorCode } from "../../shared/errors/errorCodes";

type Listener = (occasionId: string) => void;

const listeners = new Set<Listener>();

/**
 * Told when the sale refused a hold for want of the waiting room's admission (QUEUE_ADMISSION_REQUIRED: the room was
 * turned on meanwhile, the admission lapsed or opened a draft already). The page's waiting room listens, reads the
 * browser's standing again and takes the map's place. Answers the unsubscribe.
 */
export function onAdmissionRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the listeners when `error` is the sale's refusal for want of admission to the date's waiting room. */
export function noteAdmissionRefusal(error: unknown, occasionId: string): boolean {
  if (!hasErrorCode(error, ErrorCode.QueueAdmissionRequired)) return false;
  for (const listener of [...listeners]) listener(occasionId);
  return true;
}
