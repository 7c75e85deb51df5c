import type { BlockOf } from '../../render/blockTypes.ts';

/** The block's i18n keys (config/screens/*.json). */
export type SocialSignInTexts = BlockOf<'socialSignIn'>['texts'];
