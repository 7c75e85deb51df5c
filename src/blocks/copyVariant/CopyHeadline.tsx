import { useTranslation } from 'react-i18next';
import { variantsConfig } from '../../variants/selectVariant.ts';

/** A copy variant of config/variants.json: its headline and subline, the inviter's name where they use it. */
export function CopyHeadline({ variant, inviter }: { variant: string; inviter?: string | null | undefined }) {
  const { t } = useTranslation();
  const copy = variantsConfig.copyVariants[variant];
  if (!copy) throw new Error(`"${variant}" is not a copy variant of config/variants.json.`);
  return (
    <>
      <h2>{t(copy.headline, { inviter })}</h2>
      <p className="text text-lead">{t(copy.subline, { inviter })}</p>
    </>
  );
}
