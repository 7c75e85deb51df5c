import { describe, expect, it } from 'vitest';
import { runAction, useMockBackend } from './support.ts';

const backend = useMockBackend();
const check = (registrationCode: string) => runAction(backend, 'checkRegistrationCode', { registrationCode });

describe('the checkRegistrationCode action', () => {
  it('answers VALID with the code it checked, without the spaces around it', async () => {
    const answer = await check('  MOCK-VALID ');
    expect(answer).toMatchObject({ answers: ['VALID'], values: { registrationCode: 'MOCK-VALID' } });
    expect(answer.sent[0]!.variables).toMatchObject({ registrationCode: 'MOCK-VALID' });
  });

  it("answers the code's most important error as the backend lists it", async () => {
    expect((await check('MOCK-EXPIRED')).answers).toEqual(['REGISTRATION_CODE_EXPIRED']);
    expect((await check('MOCK-NO-BALANCE')).answers).toEqual(['REGISTRATION_CODE_NO_BALANCE_LEFT']);
    expect((await check('MOCK-UNKNOWN')).answers).toEqual(['REGISTRATION_CODE_INVALID']);
  });
});
