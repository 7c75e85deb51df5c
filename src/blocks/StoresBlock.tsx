import { useTranslation } from 'react-i18next';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

type Store = BlockOf<'stores'>['stores'][number];

function StoreCard({ store, block }: { store: Store; block: BlockOf<'stores'> }) {
  const { t } = useTranslation();
  return (
    <li className="store">
      <h2>{t(store.name)}</h2>
      <address>
        {store.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{t(store.country)}</span>
      </address>
      <h3>{t(block.openingHours)}</h3>
      <dl className="store-hours">
        {store.hours.map((hours) => (
          <div key={hours.days}>
            <dt>{t(hours.days)}</dt>
            <dd>{hours.closed ? t(block.closed) : t(block.timeRange, { opens: hours.opens, closes: hours.closes })}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The stores with their addresses and opening hours, from config. */
export function StoresBlock({ block }: BlockProps<BlockOf<'stores'>>) {
  return (
    <ul className="stores">
      {block.stores.map((store) => (
        <StoreCard key={store.name} store={store} block={block} />
      ))}
    </ul>
  );
}
