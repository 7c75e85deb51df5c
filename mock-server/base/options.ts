/** Settings of one mock backend; tests shorten the delays, the CLI reads them from the environment. */
import { PATHS } from './paths.ts';

export interface MockBackendOptions {
  /** Delay of the slow-answer scenario. Default 35 000 ms: past the app's 30 s request timeout. */
  slowAnswerMs?: number;
  /** Delay of the slow A/B client key. Default 11 000 ms: past GrowthBook's 10 s init timeout. */
  abSlowMs?: number;
  /** Production mode: no introspection, no GraphiQL, no field suggestions. */
  production?: boolean;
  /** Signs tokens and registration links. The catalogue's ready tokens are signed with the default. */
  secret?: string;
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes?: number;
  /** The A/B service's features and experiments. */
  experimentsFile?: string;
  /** Invitations of each seeded code that has the usual 100; the soak benchmark sets more, so every submit registers. */
  seedInvitations?: number;
  /** Where unexpected (masked) errors are reported; default console.error. */
  logError?: (error: unknown) => void;
}

/** Invitations of a seeded code unless the code is about its balance (MOCK-LAST-INVITE, MOCK-NO-BALANCE, …). */
export const SEED_INVITATIONS = 100;

export type ResolvedOptions = Required<MockBackendOptions>;

export const DEVELOPMENT_SECRET = 'acquisition-mock-server-development-secret';

export function resolveOptions(options: MockBackendOptions = {}): ResolvedOptions {
  return {
    slowAnswerMs: options.slowAnswerMs ?? 35_000,
    abSlowMs: options.abSlowMs ?? 11_000,
    production: options.production ?? false,
    secret: options.secret ?? DEVELOPMENT_SECRET,
    bodyLimitBytes: options.bodyLimitBytes ?? 100 * 1024,
    experimentsFile: options.experimentsFile ?? PATHS.experiments,
    seedInvitations: options.seedInvitations ?? SEED_INVITATIONS,
    logError: options.logError ?? ((error) => console.error('[mock-server]', error)),
  };
}

/** MOCK_SLOW_ANSWER_MS, MOCK_AB_SLOW_MS, MOCK_SEED_INVITATIONS, MOCK_PRODUCTION=1 (or NODE_ENV=production). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): MockBackendOptions {
  const number = (name: string): number | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : Number(value);
  };
  return {
    slowAnswerMs: number('MOCK_SLOW_ANSWER_MS'),
    abSlowMs: number('MOCK_AB_SLOW_MS'),
    seedInvitations: number('MOCK_SEED_INVITATIONS'),
    production: env.MOCK_PRODUCTION === '1' || env.NODE_ENV === 'production',
  };
}
