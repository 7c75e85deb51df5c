/** The logged-in user, and Relay's node(id) for the objects that have global ids. */
import { registrationAnswer, userAnswer } from '../answers.ts';
import type { MockContext } from '../context.ts';
import type { RootResolver } from '../resolverTypes.ts';

export const viewer: RootResolver<object, object | null> = (_, __, context) => {
  const user = context.viewer();
  return user ? userAnswer(user) : null;
};

/** Registrations by their unguessable id; users only to themselves or an admin; links only to admins. */
function findNode(context: MockContext, id: string): object | null {
  const { store } = context.services;
  const [prefix] = id.split('_', 1);
  const current = context.viewer();
  const isAdmin = current?.roles.includes('ADMIN') ?? false;
  if (prefix === 'reg') {
    const registration = store.findRegistration(id);
    return registration ? registrationAnswer(registration) : null;
  }
  if (prefix === 'usr' && (isAdmin || current?.id === id)) {
    const user = store.findUser(id);
    return user ? userAnswer(user) : null;
  }
  if (prefix === 'lnk' && isAdmin) {
    const link = store.findLink(id);
    return link ? { __typename: 'RegistrationLink', ...link } : null;
  }
  return null;
}

export const node: RootResolver<{ id: string }, object | null> = (_, { id }, context) => findNode(context, id);
