import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { verifyToken } from '../../mock-server/auth/jwt.ts';
import { DEVELOPMENT_SECRET } from '../../mock-server/base/options.ts';
import register from '../../src/actions/register.ts';
import type { ValuesOf } from '../../src/actions/defineAction.ts';
import { appConfig } from '../../src/config/appConfig.ts';
import { routePath } from '../../src/navigation/routeById.ts';
import { REGISTRATION_ID } from '../../src/navigation/registrationId.ts';
import { invitationOf, runAction, SITE, useBrowserGlobals, useMockBackend } from './support.ts';
import { countryOptionsOf } from '../../src/actions/invitationCountries.ts';
import { invitationKeys } from './invitationKeys.ts';

const backend = useMockBackend();
useBrowserGlobals(); // the country derivation reads the lang cookie and the browser's languages
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const values = (email: string, changes: Partial<ValuesOf<'register'>> = {}): ValuesOf<'register'> => ({
  gender: 'FEMALE',
  firstName: 'Zoë',
  lastName: 'Łukasiewicz',
  email,
  country: 'AT',
  newsletter: true,
  termsAndConditions: true,
  ...changes,
});
const data = { invitation: invitationOf('MOCK-VALID') };

describe('the register action', () => {
  it('submits, finalizes, and answers the registration with what to track (hashed)', async () => {
    const email = 'action.new@mock.test';
    const answer = await runAction(backend, 'register', values(email), {
      data,
      lang: 'de',
      path: '/acquisition/de/MOCK-VALID',
    });
    const registrationId = backend.store.findRegistrationByEmail(email)!.id;
    expect(answer.answers).toEqual(['REGISTERED']);
    // The submit's e-mail token too: it opens the social registration's second step, for this registration.
    expect(answer.values).toEqual({
      registrationCode: 'MOCK-VALID',
      [REGISTRATION_ID]: registrationId,
      token: expect.any(String),
    });
    expect(await verifyToken(answer.values!.token!, DEVELOPMENT_SECRET, backend.store.clock.now())).toMatchObject({
      sub: registrationId,
      email,
    });
    expect(answer.events).toEqual([
      {
        event: 'successful_user_registration',
        email_hash: sha256(email),
        registration_id_hash: sha256(registrationId),
        // The backend's salted hash of the new customer's id, as it gave it; never the id itself.
        customer_id_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      { event: 'subscribe_newsletter', email_hash: sha256(email) },
    ]);
    expect(JSON.stringify(answer.events)).not.toContain(email);
    expect(JSON.stringify(answer.events)).not.toContain(backend.store.findRegistration(registrationId)!.customerId!);
    // The activation mail leads to the activation page of this site, in the page's language.
    const activation = `${SITE}${appConfig.basePath}${routePath(appConfig.routes.accountActivation, 'de')}`;
    expect(backend.store.outbox.at(-1)).toMatchObject({ to: email, link: expect.stringContaining(`${activation}?`) });
    expect(answer.sent.map((request) => request.variables.formInput?.locale).filter(Boolean)).toEqual(['de']);
  });

  it('tracks no newsletter subscription when the box was not ticked', async () => {
    const answer = await runAction(backend, 'register', values('no.news@mock.test', { newsletter: false }), { data });
    expect(answer.events?.map((e) => e.event)).toEqual(['successful_user_registration']);
  });

  it("sends the shop page and the product page of the page's URL as where the visitor came from; the backend keeps them", async () => {
    const path = '/acquisition/MOCK-VALID?pdp=%2Fwomen%2Fcoat-123&sourcePath=%2Fwomen%2F';
    const email = 'from.product@mock.test';
    const answer = await runAction(backend, 'register', values(email), { data, path });
    const sent = { sourcePath: '/women/', previousPdpPage: '/women/coat-123' };
    expect(answer.sent[0]!.variables.deepLinkingPageData).toEqual(sent);
    expect(backend.store.findRegistrationByEmail(email)!.deepLinkingPageData).toEqual(sent);
  });

  it("hands the finalize answer's consent credentials to the consent manager, and to nothing else", async () => {
    const handOff = vi.fn();
    // The consent manager's function where config/app.json names it (window.a.b).
    const names = appConfig.consentManagerHandOff!.function.split('.');
    vi.stubGlobal(
      'window',
      names.reduceRight<unknown>((inner, name) => ({ [name]: inner }), handOff),
    );
    const answer = await runAction(backend, 'register', values('consent.handed@mock.test'), { data });
    vi.unstubAllGlobals();
    expect(answer.answers).toEqual(['REGISTERED']);
    expect(handOff.mock.calls).toEqual([
      [{ hmacToken: expect.any(String), passphrase: expect.any(String), cmpCustomerConsentToken: expect.any(String) }],
    ]);
    const handed = Object.values(handOff.mock.calls[0]![0] as Record<string, string>);
    expect(handed.some((value) => JSON.stringify(answer.events).includes(value))).toBe(false);
  });

  it("answers the backend's problems by their reasons, with the code", async () => {
    const answer = await runAction(backend, 'register', values('email-invalid@mock.test'), { data });
    expect(answer).toMatchObject({ answers: ['EmailInvalid'], values: { registrationCode: 'MOCK-VALID' } });
    expect(answer.events).toBeUndefined();
  });

  it('refuses a country the code does not offer without asking the backend', async () => {
    const first = countryOptionsOf(data.invitation.details).slice(0, 1);
    const only = { invitation: { ...data.invitation, ...invitationKeys(first, null) } };
    const answer = await runAction(backend, 'register', values('elsewhere@mock.test', { country: 'SK' }), {
      data: only,
    });
    expect(answer).toMatchObject({ answers: ['CountryInvalid'], sent: [] });
  });

  it('after the connection dropped during finalize, a retry finalizes that registration, not a second one', async () => {
    const betweenRuns = {};
    const email = 'dropped.finalize@mock.test';
    const dropped = ['finalizeRegistrationMutation'];
    await expect(runAction(backend, 'register', values(email), { data, betweenRuns, dropped })).rejects.toThrow();
    const retried = await runAction(backend, 'register', values(email), { data, betweenRuns, retry: true });
    expect(retried.sent.map((r) => r.operationName)).toEqual(['finalizeRegistrationMutation']);
    expect(retried.answers).toEqual(['REGISTERED']);
  });

  it('after the connection dropped during finalize, the same values submitted again resume it; changed ones do not', async () => {
    const dropped = ['finalizeRegistrationMutation'];
    const resumed = {};
    const email = 'resubmitted@mock.test';
    await expect(
      runAction(backend, 'register', values(email), { data, betweenRuns: resumed, dropped }),
    ).rejects.toThrow();
    const again = await runAction(backend, 'register', values(email), { data, betweenRuns: resumed });
    expect(again.sent.map((r) => r.operationName)).toEqual(['finalizeRegistrationMutation']);
    const changedBetweenRuns = {};
    const other = 'changed.values@mock.test';
    await expect(
      runAction(backend, 'register', values(other), { data, betweenRuns: changedBetweenRuns, dropped }),
    ).rejects.toThrow();
    const changed = await runAction(backend, 'register', values(other, { firstName: 'Ana' }), {
      data,
      betweenRuns: changedBetweenRuns,
    });
    expect(changed.sent[0]!.operationName).toBe('submitRegistrationMutation');
  });

  it('after a refused finalize, the same values finalize that registration again; an unknown one is submitted anew', async () => {
    const refused = {};
    const email = 'agreements-not-accepted+action@mock.test';
    const first = await runAction(backend, 'register', values(email), { data, betweenRuns: refused });
    expect(first.answers).toEqual(['AgreementsNotAccepted']);
    const again = await runAction(backend, 'register', values(email), { data, betweenRuns: refused });
    expect(again.sent.map((r) => r.operationName)).toEqual(['finalizeRegistrationMutation']);
    expect(again.answers).toEqual(['REGISTERED']);

    const unknown = {};
    const expired = 'finalization-registration-id-not-exists+action@mock.test';
    expect((await runAction(backend, 'register', values(expired), { data, betweenRuns: unknown })).answers).toEqual([
      'FinalizationRegistrationIdNotExists',
    ]);
    const restarted = await runAction(backend, 'register', values(expired), { data, betweenRuns: unknown });
    expect(restarted.sent.map((r) => r.operationName)).toEqual([
      'submitRegistrationMutation',
      'finalizeRegistrationMutation',
    ]);
    expect(restarted.answers).toEqual(['REGISTERED']);
  });

  it('offers the countries of the code, and links the terms of the chosen one', () => {
    const options = register.uiOptions!(data, { country: 'AT' });
    const offered = countryOptionsOf(data.invitation.details);
    const austria = offered.find((c) => c.isoCode === 'AT')!;
    expect(options.country).toEqual({ offered: offered.map((c) => c.isoCode) });
    expect(options.termsAndConditions).toEqual({
      documents: { terms: austria.termsPkString, privacy: austria.dataPolicyPkString },
    });
  });

  it("presets the country the page's URL names, else the backend's, else the default", () => {
    const preset = (path: string, backendCountry: string | null) =>
      register.presetValues!({ invitation: invitationOf('MOCK-VALID', backendCountry) }, new URL(path, SITE)).country;
    expect(preset('/acquisition/MOCK-VALID?lang=pl-PL', 'AT')).toBe('PL');
    expect(preset('/acquisition/MOCK-VALID', 'AT')).toBe('AT');
    expect(register.presetValues!({}, new URL(SITE))).toEqual({});
  });

  it('describes a change of country as an event, and nothing else', () => {
    expect(register.changeEvents!({ country: 'DE' }, { country: 'AT' })).toEqual([
      { event: 'registration_country_changed', country: 'AT' },
    ]);
    expect(register.changeEvents!({ country: 'AT', firstName: 'A' }, { country: 'AT', firstName: 'Ab' })).toEqual([]);
  });
});
