// Block `type` in config/screens/*.json → the component that renders it, written out in one place. A type
// without a component fails the type check, because the keys come from the screen schema.
import { AccountActivationBlock } from './activation/AccountActivationBlock.tsx';
import { CopyVariantBlock } from './copyVariant/CopyVariantBlock.tsx';
import { FormBlock } from './form/FormBlock.tsx';
import { GalleryBlock } from './GalleryBlock.tsx';
import { GroupBlock } from './GroupBlock.tsx';
import { HeadingBlock } from './HeadingBlock.tsx';
import { InvitationBlock } from './invitation/InvitationBlock.tsx';
import { LinkBlock } from './LinkBlock.tsx';
import { ListBlock } from './ListBlock.tsx';
import { MembersOnlyPopupBlock } from './membersOnlyPopup/MembersOnlyPopupBlock.tsx';
import { NoticeBlock } from './NoticeBlock.tsx';
import { ReasonMessageBlock } from './ReasonMessageBlock.tsx';
import { RedirectBlock } from './RedirectBlock.tsx';
import { SocialSignInBlock } from './socialSignIn/SocialSignInBlock.tsx';
import { RegistrationStatusBlock } from './registrationStatus/RegistrationStatusBlock.tsx';
import { TextBlock } from './TextBlock.tsx';
import type { BlockRegistry } from '../render/blockTypes.ts';
import { lazyBlock } from './lazyBlock.tsx';

// The providers' way back only: its page alone loads it.
const SocialCallbackBlock = lazyBlock(() => import('./socialCallback/SocialCallbackBlock.tsx').then((m) => m.default));
// Blocks of one or two pages each (the admin pages' account, what an admin tool answered, the voucher code to copy,
// the stores, the 404 page's asked address): no other page downloads them. The lobby's gallery is in the app: smaller than what a chunk of its own
// costs a page's start (scripts/vite/startChunkPlugin.ts).
const SignedInBlock = lazyBlock(() => import('./signedIn/SignedInBlock.tsx').then((m) => m.SignedInBlock));
const GeneratedSplitBlock = lazyBlock(() =>
  import('./generatedSplit/GeneratedSplitBlock.tsx').then((m) => m.GeneratedSplitBlock),
);
const GeneratedLinkBlock = lazyBlock(() =>
  import('./generatedLink/GeneratedLinkBlock.tsx').then((m) => m.GeneratedLinkBlock),
);
const ClipboardTextBlock = lazyBlock(() => import('./ClipboardTextBlock.tsx').then((m) => m.ClipboardTextBlock));
const StoresBlock = lazyBlock(() => import('./StoresBlock.tsx').then((m) => m.StoresBlock));
const AskedAddressBlock = lazyBlock(() => import('./AskedAddressBlock.tsx').then((m) => m.AskedAddressBlock));

export const blockRegistry: BlockRegistry = {
  heading: HeadingBlock,
  text: TextBlock,
  list: ListBlock,
  link: LinkBlock,
  reasonMessage: ReasonMessageBlock,
  askedAddress: AskedAddressBlock,
  group: GroupBlock,
  notice: NoticeBlock,
  invitation: InvitationBlock,
  accountActivation: AccountActivationBlock,
  registrationStatus: RegistrationStatusBlock,
  redirect: RedirectBlock,
  form: FormBlock,
  copyVariant: CopyVariantBlock,
  signedIn: SignedInBlock,
  generatedLink: GeneratedLinkBlock,
  generatedSplit: GeneratedSplitBlock,
  gallery: GalleryBlock,
  clipboardText: ClipboardTextBlock,
  stores: StoresBlock,
  membersOnlyPopup: MembersOnlyPopupBlock,
  socialSignIn: SocialSignInBlock,
  socialCallback: SocialCallbackBlock,
};
