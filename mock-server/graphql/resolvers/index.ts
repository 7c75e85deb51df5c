/**
 * Every resolver, written out in one place and typed from the SDL (mock-server/__generated__/resolverTypes.ts):
 * each root field needs its resolver. Nested fields without one are filled by @graphql-tools/mock.
 */
import type { Resolvers } from '../../__generated__/resolverTypes.ts';
import { activateAccount } from './activateAccount.ts';
import { applyForMembership } from './applyForMembership.ts';
import { finalizeRegistration } from './finalizeRegistration.ts';
import { generateRegistrationLink } from './generateRegistrationLink.ts';
import { joinWaitingList } from './joinWaitingList.ts';
import { logIn } from './logIn.ts';
import { registrationCodeDetails } from './registrationCodeDetails.ts';
import { registrationStatusChanged } from './registrationStatusChanged.ts';
import { registrationSubmitForm } from './registrationSubmitForm.ts';
import { requestOneTimeCode } from './requestOneTimeCode.ts';
import { verifyOneTimeCode } from './verifyOneTimeCode.ts';
import { saveShoppingPreferences } from './saveShoppingPreferences.ts';
import { node, viewer } from './viewerAndNode.ts';
import { countryDetails, visitorCountry } from './visitorCountry.ts';

export const resolvers: Resolvers = {
  Query: { node, registrationCodeDetails, countryDetails, visitorCountry, viewer },
  Mutation: {
    registrationSubmitForm,
    finalizeRegistration,
    activateAccount,
    joinWaitingList,
    applyForMembership,
    logIn,
    generateRegistrationLink,
    requestOneTimeCode,
    verifyOneTimeCode,
    saveShoppingPreferences,
  },
  Subscription: { registrationStatusChanged },
};
