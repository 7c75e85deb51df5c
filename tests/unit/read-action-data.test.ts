import { describe, expect, it } from 'vitest';
import { readActionData } from '../../src/actions/readActionData.ts';
import { invitationKeys } from '../actions/invitationKeys.ts';

const url = (query = '') => new URL(`https://club.example/acquisition/lobby${query}`);
const invitation = {
  registrationCode: 'C',
  ...invitationKeys([], null),
  registrationFlow: 'default' as const,
};

describe('the data an action gets', () => {
  it('comes from the blocks around the form', () => {
    expect(readActionData('register', { invitation }, url())).toEqual({ invitation });
  });

  it("reads the e-mail token from the page's URL when the action needs it", () => {
    expect(readActionData('joinWaitingList', {}, url('?token=abc'))).toEqual({ emailToken: 'abc' });
    expect(readActionData('joinWaitingList', {}, url())).toEqual({ emailToken: null }); // none kept (no storage here)
  });

  it('refuses to run an action whose form is placed where its data does not exist', () => {
    expect(() => readActionData('register', {}, url())).toThrow(/The register action needs invitation/);
  });
});
