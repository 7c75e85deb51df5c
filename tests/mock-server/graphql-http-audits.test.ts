// The GraphQL over HTTP conformance audits shipped by graphql-http, against the running server.
// Every audit passes; none is deliberately skipped. A future exception belongs in NOT_MET with its reason.
import { serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { useRunningMockServer } from './support/running-server.ts';

const server = useRunningMockServer();

/** Audit ids we knowingly do not meet, with the reason (none today). */
const NOT_MET: Record<string, string> = {};

describe('graphql-http server audits', () => {
  const audits = serverAudits({ url: () => `${server().url}/graphql`, fetchFn: fetch });

  it.each(audits.map((audit) => [`${audit.id} ${audit.name}`, audit] as const))('%s', async (_, audit) => {
    const result = await audit.fn();
    if (audit.id in NOT_MET) return;
    expect(result.status, result.status === 'ok' ? '' : result.reason).toBe('ok');
  });
});
