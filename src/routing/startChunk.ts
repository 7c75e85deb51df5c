// Modules the app's start chunk carries although startApp does not import them: each is shared by several chunks
// loaded on demand, so the bundler would give it a chunk of its own, yet a page's first seconds load it anyway: the
// experiments' state on every page (the A/B service's start), and on a code's registration page the code check's
// request, its failure notice, the social sign-up kept for the code and the code errors' outcomes. Every chunk costs
// the main thread a compile and an evaluation task of its own: on a code's page these eleven chunks were some 80–120 ms
// of Lighthouse's main-thread work (docs/decisions.md, issue 26). Their bytes, about 3 kB gzip, now come with every
// page; the landing page and the lobby measured less main-thread work too.
export * as countryHints from '../platform/countryHints.ts';
export * as experimentState from '../experiments/experimentState.ts';
export * as backendFetch from '../relay/backendFetch.ts';
export * as authorization from '../relay/authorization.ts';
export * as requestErrorNotice from '../relay/RequestErrorNotice.tsx';
export * as socialIdentity from '../social/socialIdentity.ts';
export * as outcomeRules from '../outcomes/outcomeRules.ts';
