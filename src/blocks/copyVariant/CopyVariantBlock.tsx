import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { CopyHeadline } from './CopyHeadline.tsx';

/** A copy variant shown on a screen of its own (the social registration's second step). */
export function CopyVariantBlock({ block }: BlockProps<BlockOf<'copyVariant'>>) {
  return (
    <header className="registration-headline" data-copy-variant={block.variant}>
      <CopyHeadline variant={block.variant} level={2} />
    </header>
  );
}
