// @vitest-environment jsdom
// The social identity outlives the provider's round trip: kept per code for the session, unreadable junk ignored.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetSocialIdentity,
  keepSocialIdentity,
  readSocialIdentity,
  type SocialIdentity,
} from '../../src/social/socialIdentity.ts';

const identity: SocialIdentity = {
  provider: 'GOOGLE',
  idToken: 'header.payload.signature',
  nonce: 'n-1',
  email: 'zoe@example.com',
  emailVerified: true,
  givenName: 'Zoë',
};

describe('the kept social identity', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read back for the same code in any case, and not for another code', () => {
    expect(keepSocialIdentity('mock-social-reg', identity)).toBe(true);
    expect(readSocialIdentity('MOCK-SOCIAL-REG')).toEqual(identity);
    expect(readSocialIdentity('MOCK-VALID')).toBeUndefined();
  });

  it('is gone once forgotten', () => {
    keepSocialIdentity('MOCK-SOCIAL-REG', identity);
    forgetSocialIdentity('MOCK-SOCIAL-REG');
    expect(readSocialIdentity('MOCK-SOCIAL-REG')).toBeUndefined();
  });

  it('ignores what is not an identity', () => {
    sessionStorage.setItem('acq_social_identity:MOCK-SOCIAL-REG', '{"provider":"GOOGLE"}');
    expect(readSocialIdentity('MOCK-SOCIAL-REG')).toBeUndefined();
    sessionStorage.setItem('acq_social_identity:MOCK-SOCIAL-REG', 'not json');
    expect(readSocialIdentity('MOCK-SOCIAL-REG')).toBeUndefined();
  });
});
