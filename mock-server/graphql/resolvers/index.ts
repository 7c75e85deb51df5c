/** Every resolver, written out in one place. Fields without one are filled by @graphql-tools/mock. */
import { activateAccount } from './activate-account.ts';
import { applyForMembership } from './apply-for-membership.ts';
import { finalizeRegistration } from './finalize-registration.ts';
import { generateRegistrationLink } from './generate-registration-link.ts';
import { joinWaitingList } from './join-waiting-list.ts';
import { login } from './login.ts';
import { registrationCodeDetails } from './registration-code-details.ts';
import { registrationStatusChanged } from './registration-status-changed.ts';
import { registrationSubmitForm } from './registration-submit-form.ts';
import { node, viewer } from './viewer-and-node.ts';
import { countryDetails, visitorCountry } from './visitor-country.ts';

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
