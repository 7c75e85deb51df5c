import type { Language } from '../../src/shared/languages.ts';
import { describe, expect, it } from 'vitest';
import { runAction, useMockBackend } from './support.ts';

const backend = useMockBackend();
const apply = (email: string, lang: Language = 'fr') => runAction(backend, 'applyForMembership', { email }, { lang });

describe('the applyForMembership action', () => {
  it('applies in the language shown, once per address', async () => {
    const first = await apply('new.applicant@mock.test');
    expect(first.answers).toEqual(['SUBMITTED']);
    expect(first.sent[0]!.variables.input).toEqual({ email: 'new.applicant@mock.test', locale: 'fr' });
    expect((await apply('new.applicant@mock.test')).answers).toEqual(['ALREADY_SUBMITTED']);
  });

  it("answers the backend's problems by their reasons", async () => {
    expect((await apply('not-an-address')).answers).toEqual(['EmailInvalid']);
  });
});
