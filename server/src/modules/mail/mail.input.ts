import * as z from "zod/mini";
import { recipientAddress } from "../../common/recipient-address.js";

/** The test message's recipient. */
export const testEmailSchema = z.object({ to: recipientAddress() });
