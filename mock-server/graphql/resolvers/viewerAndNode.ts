/** The logged-in user, and Relay's node(id) for the objects that have global ids. */
import type { QueryResolvers, ResolversTypes } from '../../__generated__/resolverTypes.ts';
import { linkAnswer, registrationAnswer, userAnswer } from '../answers.ts';
import type { MockContext } from '../context.ts';

export const viewer: QueryResolvers['viewer'] = async (_, __, context) => {
  const user = await context.viewer();
  return user ? userAnswer(user) : null;
};

/** Registrations by their unguessable id; users only to themselves or an admin; links only to admins. */
async function findNode(context: MockContext, id: string): Promise<ResolversTypes['Node'] | null> {
  const { store } = context.services;
  const [prefix] = id.split('_', 1);
  const current = await context.viewer();
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
    return link ? linkAnswer(link) : null;
  }
  return null;
}

export const node: QueryResolvers['node'] = (_, { id }, context) => findNode(context, id);
