import { useTranslation } from 'react-i18next';
import { conditions } from '../app/conditions.ts';
import { useRuntimeSettings } from '../app/useRuntimeSettings.ts';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

/** A highlighted message, optionally shown only while a runtime condition holds. */
export function NoticeBlock({ block }: BlockProps<BlockOf<'notice'>>) {
  const { t } = useTranslation();
  const settings = useRuntimeSettings();
  if (block.showWhen && !conditions[block.showWhen](settings)) return null;
  return (
    <p className={`notice notice-${block.tone ?? 'info'}`} role={block.tone === 'warning' ? 'alert' : undefined}>
      {t(block.text)}
    </p>
  );
}
