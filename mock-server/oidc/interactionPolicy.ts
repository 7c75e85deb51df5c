/**
 * oidc-provider's standard prompts, plus: every authorization shows the sign-in page, even with a session from a
 * previous one, so a tester can pick another identity each time (a real provider would sign the person in again).
 */
import type { interactionPolicy } from 'oidc-provider';

export function alwaysPickIdentityPolicy({ base, Check }: typeof interactionPolicy) {
  const policy = base();
  policy
    .get('login')
    ?.checks.push(
      new Check('mock_pick_identity', 'The tester picks an identity on every authorization', 'login_required', (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}
