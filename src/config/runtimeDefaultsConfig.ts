// config/runtime-defaults.json: what /defaults.json answers unless the deployment sets its own (the backend, the A/B
// service, the social providers). The app reads it at run time; the build, the mock and the tests read it here.
import defaults from '../../config/runtime-defaults.json' with { type: 'json' };
import type { RuntimeDefaults } from './__generated__/runtime-defaults.ts';

export const runtimeDefaults = defaults as RuntimeDefaults;
