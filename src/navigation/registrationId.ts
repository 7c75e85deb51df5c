/**
 * The query parameter of a finished registration: ?registrationId= opens 'verify your e-mail' (its own page, or the
 * popup over the registration form) and lets it watch the registration until the account is active.
 */
export const REGISTRATION_ID = 'registrationId';
