import { useTranslation } from 'react-i18next';
import type { VariantsConfig } from '../../config/__generated__/variants.ts';
// Only the copy variants: the rest of config/variants.json stays out of the pages that show no registration.
import { copyVariants } from '../../../config/variants.json' with { type: 'json' };

/** A copy variant of config/variants.json: its headline and subline, the inviter's name where they use it. */
export function CopyHeadline({ variant, inviter }: { variant: string; inviter?: string | null | undefined }) {
  const { t } = useTranslation();
  const copy = (copyVariants as VariantsConfig['copyVariants'])[variant];
  if (!copy) throw new Error(`"${variant}" is not a copy variant of config/variants.json.`);
  return (
    <>
      <h2>{t(copy.headline, { inviter })}</h2>
      <p className="text text-lead">{t(copy.subline, { inviter })}</p>
    </>
  );
}
