import type { UserRecord, UserRole } from '../store/records.ts';
import type { MockContext } from './context.ts';
import { graphqlError } from '../base/graphqlError.ts';

export const forbidden = () => graphqlError('This needs the admin role.', 'FORBIDDEN');

/** The logged-in user if they have the role; a GraphQL error naming what is missing otherwise. */
export async function requireRole(context: MockContext, role: UserRole): Promise<UserRecord> {
  const viewer = await context.viewer();
  if (!viewer) throw graphqlError('Log in first.', 'UNAUTHENTICATED');
  if (!viewer.roles.includes(role)) throw forbidden();
  return viewer;
}
