/**
 * An answer posted back (response_mode=form_post, Apple's) is a page that submits itself to the app, delivered like
 * any page: 200, whatever it carries. oidc-provider serves the page carrying an error (the visitor cancelled) with the
 * error's status, 400, which the browser reports as a failed load in the app's tab. Set when oidc-provider announces
 * the error, before it writes the page; an error it cannot send back (no client, a wrong redirect URI) keeps its own.
 */
import type { OidcContext } from 'oidc-provider';

export function formPostErrorAsPage(ctx: OidcContext, error: { allow_redirect?: boolean }): void {
  if (error.allow_redirect && ctx.oidc.params?.response_mode === 'form_post') ctx.status = 200;
}
