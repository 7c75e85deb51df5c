/** The cookie holding the bearer token after a log-in (spec §9): the app writes it, the shop (here: the mock's shop page) reads it. */
export const AUTH_COOKIE = 'acq_auth_token';

/** spec §9: the auth cookie lives 7 days. */
export const AUTH_COOKIE_MAX_AGE_S = 604_800;
