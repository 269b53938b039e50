import * as z from "zod/mini";
import { recipientAddress } from "../../common/recipient-address.js";

/** A data subject's e-mail address, lower-cased as bookings and users store it. */
export const personalDataSchema = z.object({ email: recipientAddress().check(z.toLowerCase()) });
