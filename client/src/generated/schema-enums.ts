/** A change of a booking that may move money (moveTicket, changeTicketType, removeBookingTicket, cancelBooking, refundBooking). */
export enum BookingChangeKind {
  Cancel = 'CANCEL',
  Move = 'MOVE',
  Refund = 'REFUND',
  Remove = 'REMOVE',
  Retype = 'RETYPE'
}

/** How a box-office sale was paid. */
export enum BoxOfficePaymentKind {
  /** By card at the box office's terminal. */
  Card = 'CARD',
  /** In cash. */
  Cash = 'CASH',
  /** Invoiced to the customer. */
  Invoice = 'INVOICE'
}

/** What the door is told of a scan. */
export enum CheckInOutcome {
  /** A valid ticket of this occasion, let in now. */
  Admitted = 'ADMITTED',
  /** Let in earlier (checkedInAt, checkedInBy). */
  AlreadyUsed = 'ALREADY_USED',
  /** Its booking was cancelled, refunded or expired. */
  Cancelled = 'CANCELLED',
  /** A ticket code whose signature does not match: altered or made up. */
  Forged = 'FORGED',
  /** Not a ticket code, or no ticket has it. */
  Unknown = 'UNKNOWN',
  /** Its booking is not booked yet (a draft, a pending payment, a renewal). */
  Unpaid = 'UNPAID',
  /** A ticket of another occasion (ticketOccasion). */
  WrongOccasion = 'WRONG_OCCASION'
}

/** What an error's extensions.code can be. */
export enum ErrorCode {
  BadRequest = 'BAD_REQUEST',
  BadUserInput = 'BAD_USER_INPUT',
  BuyerCapReached = 'BUYER_CAP_REACHED',
  Conflict = 'CONFLICT',
  CsrfInvalid = 'CSRF_INVALID',
  DraftExpired = 'DRAFT_EXPIRED',
  EmailNotVerified = 'EMAIL_NOT_VERIFIED',
  Forbidden = 'FORBIDDEN',
  GraphqlParseFailed = 'GRAPHQL_PARSE_FAILED',
  GraphqlValidationFailed = 'GRAPHQL_VALIDATION_FAILED',
  InternalServerError = 'INTERNAL_SERVER_ERROR',
  InvalidTransition = 'INVALID_TRANSITION',
  MethodNotAllowed = 'METHOD_NOT_ALLOWED',
  NotBookable = 'NOT_BOOKABLE',
  NotFound = 'NOT_FOUND',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  PaymentInProgress = 'PAYMENT_IN_PROGRESS',
  PaymentPending = 'PAYMENT_PENDING',
  PlanTooComplex = 'PLAN_TOO_COMPLEX',
  ProviderUnavailable = 'PROVIDER_UNAVAILABLE',
  QueryTooExpensive = 'QUERY_TOO_EXPENSIVE',
  QueueAdmissionRequired = 'QUEUE_ADMISSION_REQUIRED',
  RateLimited = 'RATE_LIMITED',
  SpaceHeldForCode = 'SPACE_HELD_FOR_CODE',
  SpaceOccupied = 'SPACE_OCCUPIED',
  TooManyHeld = 'TOO_MANY_HELD',
  TooManyTickets = 'TOO_MANY_TICKETS',
  Unauthenticated = 'UNAUTHENTICATED',
  Unavailable = 'UNAVAILABLE',
  VoucherEmailUsedUp = 'VOUCHER_EMAIL_USED_UP',
  VoucherInvalid = 'VOUCHER_INVALID',
  VoucherNotApplicable = 'VOUCHER_NOT_APPLICABLE',
  VoucherUsedUp = 'VOUCHER_USED_UP'
}

/** Where a browser stands in a date's waiting room. */
export enum QueueStanding {
  /** Its turn has come: take the admission (claimQueueAdmission) before admittedUntil, then book. */
  Admitted = 'ADMITTED',
  /** The room is open and this browser has not joined (joinQueue). */
  NotInLine = 'NOT_IN_LINE',
  /** The room opens QUEUE_OPENS_MINUTES before the sale starts (opensAt). */
  NotOpen = 'NOT_OPEN',
  /** No waiting room stands in front of the sale: book as usual. */
  Off = 'OFF',
  /** The date has sold out: the waiting list is open instead. */
  SoldOut = 'SOLD_OUT',
  /** In line: position, ahead and the estimated wait say how far. */
  Waiting = 'WAITING',
  /** Joined before the sale starts: everyone who did is placed in a random order at the start. */
  WaitingForDraw = 'WAITING_FOR_DRAW'
}

/** Where a refund goes. */
export enum RefundDestination {
  /** Handed back at the box office (money taken there). */
  BoxOffice = 'BOX_OFFICE',
  /** Owed: the provider has no refund API (Ceepos), so someone pays it back by hand. */
  ByHand = 'BY_HAND',
  /** Back to the customer's payment, through the provider's refund API (Paytrail, Visma Pay). */
  Provider = 'PROVIDER'
}

/** How a campaign's codes price a matching ticket: AMOUNT cents off, PERCENT hundredths of a percent off, FIXED a price in cents. */
export enum VoucherKind {
  Amount = 'AMOUNT',
  Fixed = 'FIXED',
  Percent = 'PERCENT'
}
