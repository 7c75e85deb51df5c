import { lazy, Suspense, useEffect, useState } from 'react';
import { keepPreviousPdpPage, productPagePath } from '../../navigation/previousPdpPage.ts';
import { reportError } from '../../platform/reportError.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { loadModule } from '../../platform/moduleLoads.ts';

// The popup's code is a chunk of its own: only visitors sent from a product page download it.
const loadPopup = () => loadModule(() => import('./MembersOnlyPopup.tsx'));
const MembersOnlyPopup = lazy(loadPopup);

/**
 * The 'why members only' popup for a visitor sent from a shared product page (?pdp=). Decided in an effect, after
 * the first paint: the page is prerendered without a query, and hydration must meet the same page.
 */
export function MembersOnlyPopupBlock({ block }: BlockProps<BlockOf<'membersOnlyPopup'>>) {
  const [query] = useRenderedSearch();
  const [open, setOpen] = useState(false);
  const productPage = productPagePath(query.get('pdp'));
  useEffect(() => {
    if (!productPage) return;
    keepPreviousPdpPage(productPage);
    let current = true;
    loadPopup().then(
      () => current && setOpen(true),
      (error: unknown) => reportError(error, { loading: 'membersOnlyPopup' }), // the page works without it
    );
    return () => {
      current = false;
    };
  }, [productPage]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MembersOnlyPopup block={block} onClosed={() => setOpen(false)} />
    </Suspense>
  );
}
