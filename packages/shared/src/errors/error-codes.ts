/**
 * The one list of error codes the API answers with, and the HTTP status each carries.
 * The server throws `AppError(code)`; the web app translates `errors.<CODE>`.
 * Codes are stable: add new ones, never rename.
 */
export const errorStatus = {
  // input
  VALIDATION_FAILED: 400,
  /** The request cannot be read: bad URL encoding, broken HTTP, JSON or multipart framing. */
  MALFORMED_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_IMAGE: 400,
  REQUEST_TIMEOUT: 408,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  // auth and sessions
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  USER_DOES_NOT_EXIST: 404,
  WRONG_PASSWORD: 409,
  USER_NOT_VERIFY: 403,
  USER_DEACTIVATED: 403,
  BLOCKED_USER: 423,
  EMAIL_ALREADY_EXISTS: 409,
  NOT_FOUND_OR_ALREADY_VERIFIED: 404,
  RESET_LINK_INVALID: 404,
  EMAIL_NOT_FOUND: 404,
  CANNOT_DELETE_SELF: 409,
  CANNOT_CHANGE_OWN_ROLE: 409,
  CANNOT_DEACTIVATE_SELF: 409,
  /** The change would leave no active administrator: demoting, deactivating or deleting the last. */
  LAST_ADMIN: 409,
  /**
   * Self-registration refused by REGISTRATION (closed, or the address's domain is not admitted;
   * decision 090). The answer names no domain.
   */
  REGISTRATION_NOT_ALLOWED: 403,
  /** A password sign-in or registration for a domain that must use the company sign-in (OIDC_ONLY). */
  SSO_REQUIRED: 403,
  /**
   * The company sign-in did not complete: the provider's answer failed a check (state, issuer,
   * audience, signature, nonce), could not be fetched, or its one-time code is used up.
   */
  SSO_FAILED: 400,
  /** The person cancelled at the provider, or the provider refused them (e.g. a disabled account). */
  SSO_CANCELLED: 400,
  /** The provider did not confirm the e-mail address (`email_verified` not true, or no address). */
  SSO_EMAIL_NOT_VERIFIED: 403,
  /**
   * The company account may not be used here: its domain is not among OIDC_DOMAINS, or its
   * address belongs to an account already linked to another company identity.
   */
  SSO_ACCOUNT_NOT_ALLOWED: 403,
  // domain (later capabilities)
  EVENT_NOT_RUNNING: 409,
  EVENT_ENDED: 409,
  /** The event is hidden from participants (status 0, decision 034). */
  EVENT_HIDDEN: 409,
  EVENT_NOT_JOINED: 409,
  ALREADY_REGISTERED: 409,
  TOO_MANY_IMAGES: 400,
  FRIENDSHIP_NOT_ALLOWED: 403,
  CANNOT_FRIEND_SELF: 409,
  ALREADY_FRIENDS: 409,
  FRIEND_REQUEST_EXISTS: 409,
  TEAM_NAME_EXISTS: 409,
  /** The event's fundraising is settled: its activities and pledges are final until reopened. */
  EVENT_SETTLED: 409,
  /** A settlement before the event's last day has passed. */
  EVENT_NOT_ENDED: 409,
  /** A reopen of a fundraising that is not settled. */
  EVENT_NOT_SETTLED: 409,
  /** Pledges of an event that has no cause yet (PUT /api/events/:id/fundraising first). */
  FUNDRAISING_NOT_SET: 409,
  /** A pledge with payments recorded against it cannot be deleted (delete the payments first). */
  PLEDGE_HAS_PAYMENTS: 409,
  /**
   * A review action that does not apply to the activity's status (decision 071): approving
   * an excluded or approved activity, excluding an excluded one, reinstating one not excluded.
   */
  REVIEW_NOT_ALLOWED: 409,
  /**
   * A push subscription's endpoint the server will not send to: not https, or a host that
   * resolves to a private, loopback, link-local or otherwise non-public address.
   */
  PUSH_ENDPOINT_NOT_ALLOWED: 400,
  // generic
  NOT_FOUND: 404,
  CONFLICT: 409,
  /**
   * An Idempotency-Key sent again with another payload than the request it was first used
   * for (draft-ietf-httpapi-idempotency-key-header, decision 061); the first answer stands.
   */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** Readiness: the database lacks migrations this release ships (run the migration). */
  MIGRATIONS_PENDING: 503,
  /** Readiness: the database was migrated by a newer release than this one. */
  MIGRATIONS_AHEAD: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/** Whether a string is one of the API's error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/**
 * Codes that describe one field (inside `errors.fields`). Schemas use them as their
 * messages so the same word reaches the form whether the browser or the server checked it.
 */
export const fieldErrorCodes = [
  'REQUIRED',
  'INVALID',
  'TOO_LONG',
  'TOO_SHORT',
  'UNKNOWN_FIELD',
  'EMAIL_REQUIRED',
  'EMAIL_INVALID',
  'FIRST_NAME_REQUIRED',
  'LAST_NAME_REQUIRED',
  'DISPLAY_NAME_REQUIRED',
  'COUNTRY_REQUIRED',
  'USER_TYPE_REQUIRED',
  'ROLE_REQUIRED',
  'TERMS_REQUIRED',
  'PASSWORD_REQUIRED',
  'PASSWORD_INVALID',
  'PASSWORD_CONFIRMATION_REQUIRED',
  'PASSWORD_MISMATCH',
  /** The mismatch on reset, change and the admin user form (worded apart by the spec). */
  'PASSWORD_CONFIRMATION_MISMATCH',
  'OLD_PASSWORD_REQUIRED',
  'EVENT_NAME_REQUIRED',
  'START_DATE_REQUIRED',
  'END_DATE_REQUIRED',
  'END_BEFORE_START',
  'INVALID_DATE',
  'DATE_REQUIRED',
  'DATE_OUT_OF_RANGE',
  'DISTANCE_REQUIRED',
  'DISTANCE_INVALID',
  'DISTANCE_OUT_OF_RANGE',
  'DISTANCE_MISMATCH',
  'EVENT_MISMATCH',
  'TOO_MANY_IMAGES',
  'NAME_REQUIRED',
  'CONTENT_REQUIRED',
  'NOTICE_REQUIRED',
  /** A communication without a message in either language. */
  'MESSAGE_REQUIRED',
  /** A communication's audience names no event, user or address. */
  'RECIPIENTS_REQUIRED',
  /** An event or user of a communication's audience that does not exist. */
  'UNKNOWN_RECIPIENT',
  /** Typed addresses are an audience of the e-mail channel only (admin spec §4). */
  'EMAIL_CHANNEL_ONLY',
  /** Fundraising (decision 070): a currency that is not ISO 4217. */
  'CURRENCY_INVALID',
  /** The currency of a cause that already has pledges: their amounts are in it. */
  'CURRENCY_LOCKED',
  'CHARITY_NAME_REQUIRED',
  'URL_INVALID',
  'SPONSOR_NAME_REQUIRED',
  /** A rate per km that is not a whole number of minor units above 0. */
  'RATE_INVALID',
  /** An amount that is not a whole number of minor units above 0. */
  'AMOUNT_INVALID',
  /** A match percent that is not a whole number from 1 to 1000. */
  'PERCENT_INVALID',
  /** A cap below 0 or not a whole number of minor units. */
  'CAP_INVALID',
  /** A team pledge's team no current member of which has joined the event. */
  'TEAM_NOT_IN_EVENT',
  /** A participant pledge's participant who has not joined the event. */
  'USER_NOT_IN_EVENT',
  /** Fair play (decision 071): a duration that is not a whole number of minutes from 1 to 1440. */
  'DURATION_INVALID',
  /** A fair play threshold outside its range. */
  'THRESHOLD_INVALID',
  /** A daily hold threshold below the daily flag threshold. */
  'HOLD_BELOW_FLAG',
  /** A review action other than approve, exclude or reinstate. */
  'ACTION_INVALID',
  /** An exclusion without a reason: the participant is told why. */
  'REASON_REQUIRED',
  /** More items than one request takes. */
  'TOO_MANY',
  /** Group boards (decision 072): a grouping other than userType, country or team. */
  'GROUPING_INVALID',
  /** A group board metric other than avgActive, avgRegistered or sum. */
  'METRIC_INVALID',
  /** A ranking's user type filter that is not one of the user types. */
  'USER_TYPE_INVALID',
  /** A ranking's country filter that is not an ISO 3166 alpha-2 code. */
  'COUNTRY_INVALID',
] as const;

export type FieldErrorCode = (typeof fieldErrorCodes)[number];

/** Body of every error answer. */
export interface ErrorBody {
  errors: { msg: ErrorCode; fields?: Record<string, string[]> };
}
