// Block `type` in config/screens/*.json → the component that renders it. A type without a component
// fails the type check, because the keys come from the screen schema.
import { AccountActivationBlock } from '../blocks/activation/AccountActivationBlock.tsx';
import { CodeEntryBlock } from '../blocks/codeEntry/CodeEntryBlock.tsx';
import { GroupBlock } from '../blocks/GroupBlock.tsx';
import { HeadingBlock } from '../blocks/HeadingBlock.tsx';
import { InvitationBlock } from '../blocks/invitation/InvitationBlock.tsx';
import { LinkBlock } from '../blocks/LinkBlock.tsx';
import { NoticeBlock } from '../blocks/NoticeBlock.tsx';
import { ListBlock } from '../blocks/ListBlock.tsx';
import { ReasonMessageBlock } from '../blocks/ReasonMessageBlock.tsx';
import { RedirectBlock } from '../blocks/RedirectBlock.tsx';
import { RegistrationStatusBlock } from '../blocks/registrationStatus/RegistrationStatusBlock.tsx';
import { TextBlock } from '../blocks/TextBlock.tsx';
import type { BlockRegistry } from './blockTypes.ts';

export const blockRegistry: BlockRegistry = {
  heading: HeadingBlock,
  text: TextBlock,
  list: ListBlock,
  link: LinkBlock,
  reasonMessage: ReasonMessageBlock,
  group: GroupBlock,
  notice: NoticeBlock,
  invitation: InvitationBlock,
  accountActivation: AccountActivationBlock,
  registrationStatus: RegistrationStatusBlock,
  redirect: RedirectBlock,
  codeEntry: CodeEntryBlock,
};
