// Both workers share one mock backend (the preview server's, as a deployment shares one backend), and each spec runs
// in two projects. Sharing is safe because no test reads what another made: every record a test reads is one it
// made, under a name no other test uses (these), the mock's logs are read by the test's own ids (a visit, an
// e-mail), a forced problem is chosen per browser context (a cookie), and the mock's clock moves only in the clock
// project, which runs after the others, one test at a time (playwright.config.ts). A test that depended on the
// backend's state as a whole (a count, "the latest") would not be safe here.
import { randomBytes } from 'node:crypto';

/** Twelve hex digits no other test uses (a timestamp is not: two workers run the same test in the same ms). */
export const uniqueId = () => randomBytes(6).toString('hex');

/** An e-mail address of the mock's domain no other test uses. */
export const uniqueEmail = (tag: string) => `${tag}.${uniqueId()}@mock.test`;
