import { useTranslation } from 'react-i18next';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

/** What assistive technology is told of a notice: a warning at once, a status (WCAG 4.1.3) politely. */
const roles = { info: undefined, success: 'status', warning: 'alert' } as const;

/** A highlighted message (its showWhen is handled by the block list). */
export function NoticeBlock({ block }: BlockProps<BlockOf<'notice'>>) {
  const { t } = useTranslation();
  const tone = block.tone ?? 'info';
  return (
    <p className={`notice notice-${tone}`} role={roles[tone]}>
      {t(block.text)}
    </p>
  );
}
