/** Every resolver, written out in one place. Fields without one are filled by @graphql-tools/mock. */
import { activateAccount } from './activateAccount.ts';
import { applyForMembership } from './applyForMembership.ts';
import { finalizeRegistration } from './finalizeRegistration.ts';
import { generateRegistrationLink } from './generateRegistrationLink.ts';
import { joinWaitingList } from './joinWaitingList.ts';
import { login } from './login.ts';
import { registrationCodeDetails } from './registrationCodeDetails.ts';
import { registrationStatusChanged } from './registrationStatusChanged.ts';
import { registrationSubmitForm } from './registrationSubmitForm.ts';
import { node, viewer } from './viewerAndNode.ts';
import { countryDetails, visitorCountry } from './visitorCountry.ts';

export const resolvers = {
  Query: { node, registrationCodeDetails, countryDetails, visitorCountry, viewer },
  Mutation: {
    registrationSubmitForm,
    finalizeRegistration,
    activateAccount,
    joinWaitingList,
    applyForMembership,
    login,
    generateRegistrationLink,
  },
  Subscription: { registrationStatusChanged },
};
