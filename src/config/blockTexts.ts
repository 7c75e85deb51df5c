// Block types whose texts load with the block, not with the screen that places it: a block shown only in some
// cases (social sign-up shows only in the socialRegistration flow) keeps its words out of every other visit's
// download. Their keys live under screens.<subtree>; the block loads that subtree (src/i18n/screenTexts.ts) before
// it renders, and scripts/i18n/screenTextOwners.ts counts a reference inside such a block as shown there only.
export const textsLoadedWithBlock = { socialSignIn: 'social-sign-in' } as const satisfies Record<string, string>;

// Top-level namespaces of the translation files that load with the code showing them (src/i18n/useOwnTexts.ts),
// never in a language's core: the in-app browser overlay shows to few visitors, and only after a lazy import.
export const namespacesLoadedWithCode = ['inAppBrowser'] as const;
