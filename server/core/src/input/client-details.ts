/**
 * The customer's details as checkout and the box office send them (SPEC section 5), one schema for the
 * server's refusal and the client's forms: name, e-mail and phone required at checkout, address and identity
 * number when the settings ask, the message optional; at the box office (a walk-in) nothing is required but
 * what is given is checked the same way.
 */
import * as z from "zod/mini";
import { CLIENT_LIMITS, isClientFieldRequired, isPhoneNumber, type ClientDetails, type ClientRequirements } from "../client-details.js";
import { isEmailAddress } from "../email-address.js";
import { identityNumberFault, normalizeIdentityNumber } from "../identity-number.js";
import { checkInput, type InputCheck, type InputProblemCode } from "./problems.js";
import { optionalText, requiredText } from "./fields.js";

/** A format's checks, in order, each with the problem it names; a value is refused with the first it fails. */
type Format = ReadonlyArray<{ test: (value: string) => boolean; problem: InputProblemCode }>;

/** A text field, required or optional (empty is null), of a format when one is given. */
function clientText(max: number, required: boolean, format: Format = []) {
  const checks = format.map(({ test, problem }) => z.refine<string | null>((value) => value === null || test(value), problem));
  // An identity number past any spacing of its 11 characters is not one (its format's word), not "too long".
  const tooLong = format === IDENTITY ? "identityNumber" : "tooLong";
  return required
    ? z.pipe(requiredText(max, tooLong), z.string().check(...checks))
    : z.pipe(optionalText(max, tooLong), z.nullable(z.string()).check(...checks));
}

const EMAIL: Format = [{ test: isEmailAddress, problem: "email" }];
const PHONE: Format = [{ test: isPhoneNumber, problem: "phone" }];
/** What is wrong with an identity number, said as its fault: the shape, the date, or the check character. */
const IDENTITY: Format = [
  { test: (value) => identityNumberFault(value) !== "format", problem: "identityNumber" },
  { test: (value) => identityNumberFault(value) !== "date", problem: "identityNumberDate" },
  { test: (value) => identityNumberFault(value) !== "checkCharacter", problem: "identityNumberCheck" },
];
/** Long enough for any spacing of an 11-character code; the format decides. */
const IDENTITY_MAX = 40;

const built = new Map<string, ReturnType<typeof buildClientDetails>>();

/** The schema of a customer's details; `walkIn` (the box office) requires nothing. Built once per combination. */
export function clientDetailsSchema(settings: ClientRequirements, { walkIn = false }: { walkIn?: boolean } = {}) {
  const key = `${settings.requireAddress}|${settings.requireIdentityNumber}|${walkIn}`;
  let schema = built.get(key);
  // Built from the two flags alone, so the cache holds no caller's (larger) settings object.
  const { requireAddress, requireIdentityNumber } = settings;
  if (!schema) built.set(key, (schema = buildClientDetails({ requireAddress, requireIdentityNumber }, walkIn)));
  return schema;
}

function buildClientDetails(settings: ClientRequirements, walkIn: boolean) {
  const required = (field: Parameters<typeof isClientFieldRequired>[0]) => !walkIn && isClientFieldRequired(field, settings);
  return z.object({
    firstname: clientText(CLIENT_LIMITS.firstname, required("firstname")),
    lastname: clientText(CLIENT_LIMITS.lastname, required("lastname")),
    email: z.pipe(
      clientText(CLIENT_LIMITS.email, required("email"), EMAIL),
      z.transform((email: string | null) => email?.toLowerCase() ?? null),
    ),
    phone: clientText(CLIENT_LIMITS.phone, required("phone"), PHONE),
    address: clientText(CLIENT_LIMITS.address, required("address")),
    // An identity number the settings do not ask for is not kept, whatever was sent.
    identityNumber: isClientFieldRequired("identityNumber", settings)
      ? z.pipe(
          clientText(IDENTITY_MAX, required("identityNumber"), IDENTITY),
          z.transform((value: string | null) => (value === null ? null : normalizeIdentityNumber(value))),
        )
      : z.pipe(
          z.optional(z.unknown()),
          z.transform(() => null),
        ),
    message: clientText(CLIENT_LIMITS.message, false),
  });
}

/** A walk-in's details at the box office: every field may be empty (null). */
export type WalkInClientDetails = { [Field in keyof ClientDetails]: string | null };

/** Checks a customer's details at checkout: each field's first problem, or the details to store. */
export function checkClientDetails(input: unknown, settings: ClientRequirements): InputCheck<ClientDetails> {
  return checkInput(clientDetailsSchema(settings), input) as InputCheck<ClientDetails>;
}

/** Checks a buyer's details at the box office (issue 34): nothing required, what is given checked as at checkout. */
export function checkWalkInClientDetails(input: unknown, settings: ClientRequirements): InputCheck<WalkInClientDetails> {
  return checkInput(clientDetailsSchema(settings, { walkIn: true }), input);
}
