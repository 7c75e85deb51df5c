/**
 * Apple sends the person's names not in the id token but in a `user` field of its form_post, JSON
 * `{"name":{"firstName","lastName"},"email"}`. Added to the answer's fields as oidc-provider emits them, before the
 * form is written. Real Apple sends it only on the first authorization; the mock sends it on every one, so each test
 * run sees it (the app must still cope without it: it then asks for the names).
 */
import type { OidcContext } from 'oidc-provider';
import { identityBySub } from './identities.ts';

export function appleUserField(ctx: OidcContext, out: Record<string, unknown>): void {
  const identity = identityBySub(ctx.oidc.session?.accountId ?? '');
  if (!identity || !('code' in out)) return;
  const user = {
    name: { firstName: identity.givenName, lastName: identity.familyName },
    ...(identity.email === null ? {} : { email: identity.email }),
  };
  out.user = JSON.stringify(user);
}
