import type { Clock } from "../../common/clock.js";
import { parseInput } from "../../common/request-input.js";
import type { CustomerBookings } from "../booking/self-service/customer-bookings.service.js";
import type { UserService } from "../user/user.service.js";
import { personalDataSchema } from "./personal-data.input.js";
import type { PersonalDataView } from "./personal-data.results.js";

/** A customer's e-mail address as bookings and users store it; a malformed one is refused on the `email` field. */
function customerEmail(raw: string): string {
  return parseInput(personalDataSchema, { email: raw }).email;
}

/**
 * A data subject's requests (GDPR articles 15 and 17), asked by e-mail address: export everything stored
 * about them, or erase their details from the bookings (the bookings, tickets and amounts stay for
 * accounting). The details are removed through the bookings' own client-details writer.
 */
export class PersonalDataService {
  constructor(
    private readonly clock: Clock,
    private readonly bookings: CustomerBookings,
    private readonly users: UserService,
    /** Erases an address from the waiting lists and the confirmations of capped checkouts (answers how many rows it had). */
    private readonly forgetWaiting: (email: string) => Promise<number> = async () => 0,
  ) {}

  async export(rawEmail: string, language: string, mayReadUsers: boolean): Promise<PersonalDataView> {
    const email = customerEmail(rawEmail);
    const [bookings, account] = await Promise.all([this.bookings.find(email, language), this.users.findByEmail(email)]);
    return {
      email,
      exportedAt: this.clock.now(),
      bookings,
      account: mayReadUsers ? account : null,
      accountWithheld: !mayReadUsers && account !== null,
    };
  }

  /**
   * Erases the customer's details from all their bookings, or none while one is in checkout; answers how many. Their
   * waiting-list entries and the address confirmations of capped checkouts go too.
   */
  async erase(rawEmail: string, actorUserId: string): Promise<number> {
    const email = customerEmail(rawEmail);
    const erased = await this.bookings.erase(email, actorUserId);
    await this.forgetWaiting(email);
    return erased;
  }
}
