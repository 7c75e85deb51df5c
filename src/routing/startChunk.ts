// Modules the app's start chunk carries although startApp does not import them. Each is shared by chunks loaded on
// demand, so the bundler would give it a chunk of its own, yet a page's first seconds load it anyway: the experiments'
// state (every page starts A/B testing), and on a code's registration page the code check's request, its failure
// notice, the social sign-up kept for the code and the code errors' outcomes. A chunk costs the main thread a compile
// and an evaluation task of its own, some 5–25 ms of Lighthouse's main-thread work each (docs/decisions.md, issue
// 26); their bytes, about 3 kB gzip, come with every page. What the app's start needs itself it imports (the landing
// visit, the lobby's guard).
export * as countryHints from '../platform/countryHints.ts';
export * as experimentState from '../experiments/experimentState.ts';
export * as backendFetch from '../relay/backendFetch.ts';
export * as authorization from '../relay/authorization.ts';
export * as requestErrorNotice from '../relay/RequestErrorNotice.tsx';
export * as socialIdentity from '../social/socialIdentity.ts';
export * as outcomeRules from '../outcomes/outcomeRules.ts';
