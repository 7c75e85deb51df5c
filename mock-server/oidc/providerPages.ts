/** The mock providers' own pages: the sign-in page listing the test identities, and the error page. */
import { escapeHtml, htmlPage } from '../base/htmlPage.ts';
import { TEST_IDENTITIES, fullName, type TestIdentity } from './identities.ts';
import type { MockProviderName } from './socialSettings.ts';

export const PROVIDER_DISPLAY_NAMES: Record<MockProviderName, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** The button's text (its accessible name): the person's name and e-mail address. */
export const identityButtonLabel = (identity: TestIdentity): string =>
  `${fullName(identity)}, ${identity.email ?? 'no e-mail address'}`;

function identityItem(identity: TestIdentity): string {
  const noteId = `note-${identity.sub}`;
  return `<li style="margin-bottom: 0.75rem">
          <button type="submit" name="sub" value="${escapeHtml(identity.sub)}" aria-describedby="${noteId}"
            style="font: inherit; padding: 0.6rem 0.9rem; min-height: 44px; width: 100%; text-align: left">${escapeHtml(identityButtonLabel(identity))}</button>
          <span id="${noteId}" style="display: block; font-size: 0.875rem">${escapeHtml(identity.note)}</span>
        </li>`;
}

/** The interaction: pick an identity (POST …/select with `sub`) or cancel (POST …/cancel: access_denied). */
export function signInPage(provider: MockProviderName, interactionPath: string): string {
  const name = PROVIDER_DISPLAY_NAMES[provider];
  const body = `<p>A stand-in for ${name}: choose the person to sign in as. ${name} then sends their details to the shop.</p>
      <form method="post" action="${escapeHtml(interactionPath)}/select">
        <ul style="list-style: none; padding: 0">
        ${TEST_IDENTITIES.map(identityItem).join('\n        ')}
        </ul>
      </form>
      <form method="post" action="${escapeHtml(interactionPath)}/cancel">
        <button type="submit" style="font: inherit; padding: 0.6rem 0.9rem; min-height: 44px">Cancel</button>
      </form>`;
  return htmlPage({ lang: 'en', title: `Sign in with ${name} (mock)`, body });
}

export function providerErrorPage(provider: MockProviderName, details: Record<string, unknown>): string {
  const rows = Object.entries(details)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
    .join('');
  const title = `${PROVIDER_DISPLAY_NAMES[provider]} (mock): the sign-in cannot go on`;
  return htmlPage({
    lang: 'en',
    title,
    body: `<dl>${rows}</dl>\n      <p><a href="/acquisition/">Back to the shop</a></p>`,
  });
}

/** oidc-provider's renderError: its errors (a bad request, an expired interaction) on our page. */
export const renderProviderError =
  (provider: MockProviderName) =>
  (ctx: { type: string; body: unknown }, out: Record<string, unknown>): void => {
    ctx.type = 'html';
    ctx.body = providerErrorPage(provider, out);
  };

export function unavailablePage(provider: MockProviderName): string {
  const name = PROVIDER_DISPLAY_NAMES[provider];
  const body = `<p>${name} does not answer (the cookie mock-social-outage is set). Delete the cookie to sign in again.</p>`;
  return htmlPage({ lang: 'en', title: `${name} (mock) is not available`, body });
}
