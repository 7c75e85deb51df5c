import { useTranslation } from 'react-i18next';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';
import { useRenderedSearch } from '../navigation/renderedUrl.ts';
import { ASKED_ADDRESS_ATTRIBUTE, ASKED_ADDRESS_PARAM } from '../shared/askedAddress.ts';

/** Where the address goes in the translated sentence (a character no text holds). */
const MARK = '\uE000';

/** The address the visitor asked for, in its sentence; hidden when the page was opened without one. */
export function AskedAddressBlock({ block }: BlockProps<BlockOf<'askedAddress'>>) {
  const { t } = useTranslation();
  const [params] = useRenderedSearch();
  const address = params.get(ASKED_ADDRESS_PARAM) ?? '';
  const [before, after] = t(block.text, { address: MARK }).split(MARK);
  // The server wrote the address in before any script; while the page hydrates the query reads empty here, so the
  // two differ by the address alone, which React then keeps as the server wrote it.
  return (
    <p
      className="text text-body asked-address"
      {...{ [ASKED_ADDRESS_ATTRIBUTE]: '' }}
      hidden={!address}
      suppressHydrationWarning
    >
      {before}
      <code suppressHydrationWarning>{address}</code>
      {after}
    </p>
  );
}
