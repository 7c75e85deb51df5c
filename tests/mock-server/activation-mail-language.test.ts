// Every mail the mock sends links to the page in the registration's language (its locale): the activation mail at
// finalize, whatever language the app's activation URL had, and the same mail sent again on a second registration.
import { describe, expect, it } from 'vitest';
import { appConfig as app } from '../../src/config/appConfig.ts';
import { successRequest } from './support/catalogue.ts';
import { reasons, submitRequest } from './support/flows.ts';
import { postGraphql } from './support/graphql-http.ts';
import { useRunningMockServer } from './support/running-server.ts';

type Variables = Record<string, any>;
type Mail = { to: string; subject: string; link: string };

const server = useRunningMockServer();

/** The activation page's path in a language, as the app links it: unprefixed in the default language. */
const activationPath = (lang: string) =>
  `${app.basePath}${lang === app.defaultLanguage ? '' : `/${lang}`}/registration/activateaccount`;
const otherThan = (lang: string) => app.languages.find((l) => l !== lang && l !== app.defaultLanguage)!;

async function submit(url: string, email: string, locale: string) {
  const request = submitRequest(email);
  (request.variables as Variables).formInput.locale = locale;
  return (await postGraphql(url, request)).body.data.registrationSubmitForm;
}

async function finalize(url: string, registrationId: string, accountActivationUrl?: string) {
  const request = successRequest('finalizeRegistration');
  const input = (request.variables as Variables).input;
  input.registrationId = registrationId;
  if (accountActivationUrl) input.accountActivationUrl = accountActivationUrl;
  return (await postGraphql(url, request)).body.data.finalizeRegistration;
}

const mailsTo = async (url: string, email: string) =>
  ((await (await fetch(`${url}/mock/outbox`)).json()) as Mail[]).filter((mail) => mail.to === email);

describe.each(app.languages)('a registration in %s', (lang) => {
  it('gets its activation mail, and the one sent again, in its language', async () => {
    const { url } = server();
    const email = `mail.${lang}@mock.test`;
    const { registration } = await submit(url, email, lang);
    // The app asks for its activation page in another language (or none): the mail is still the registration's.
    const asked = new URL(`${url}${activationPath(otherThan(lang))}`).href;
    const finalized = await finalize(url, registration.id, asked);
    const link = new URL(finalized.hybrisAccountActivationUrl);
    expect(link.pathname).toBe(activationPath(lang));
    expect(link.origin).toBe(new URL(url).origin);

    const again = await submit(url, email, app.defaultLanguage);
    expect(reasons(again)).toEqual(['EmailAlreadyUsedPending']);
    const mails = await mailsTo(url, email);
    expect(mails.map((mail) => mail.link)).toEqual([link.href, link.href]);
  });
});

it('sends the activation mail of a finalize without an activation URL in the registration language', async () => {
  const { url } = server();
  const lang = otherThan(app.defaultLanguage);
  const { registration } = await submit(url, `no.url.${lang}@mock.test`, lang);
  const request = successRequest('finalizeRegistration');
  const input = (request.variables as Variables).input;
  input.registrationId = registration.id;
  delete input.accountActivationUrl;
  const { hybrisAccountActivationUrl } = (await postGraphql(url, request)).body.data.finalizeRegistration;
  expect(new URL(hybrisAccountActivationUrl).pathname).toBe(activationPath(lang));
});

it("sends a seeded pending registration's mail again in its language", async () => {
  const { url, backend } = server();
  const email = 'pending@mock.test';
  const { locale } = backend.store.findRegistrationByEmail(email)!;
  const again = await submit(url, email, app.defaultLanguage);
  expect(reasons(again)).toEqual(['EmailAlreadyUsedPending']);
  const [mail] = await mailsTo(url, email);
  expect(new URL(mail!.link).pathname).toBe(activationPath(locale));
});
