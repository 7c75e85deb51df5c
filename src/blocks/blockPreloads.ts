// What a block asks the backend before its page renders, by block type: a screen's route loader starts each request
// of the screen's blocks (src/routing/screenLoader.ts), so none waits for a component to mount.
import type { Block } from '../config/types.ts';
import { preloadGeneratedLink } from './generatedLink/preloadGeneratedLink.ts';
import { preloadInvitation } from './invitation/preloadInvitation.ts';
import { preloadRegistrationStatus } from './registrationStatus/preloadRegistrationStatus.ts';
import { preloadViewer } from './signedIn/preloadViewer.ts';

type Preload = (url: URL, slug: string | undefined) => void;

export const blockPreloads: Partial<Record<Block['type'], Preload>> = {
  invitation: preloadInvitation,
  signedIn: preloadViewer,
  generatedLink: preloadGeneratedLink,
  registrationStatus: preloadRegistrationStatus,
};
