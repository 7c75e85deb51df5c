import { useTranslation } from 'react-i18next';
import { variantsConfig } from '../../config/variantsConfig.ts';

interface CopyHeadlineProps {
  variant: string;
  inviter?: string | null | undefined;
  /** 1 where the headline is the page's heading (a code's registration page), 2 under a heading of the screen's;
   * undefined: no heading, only its room (an A/B arm the visitor is not shown: a page has one h1). */
  level: 1 | 2 | undefined;
}

/** A copy variant of config/variants.json: its headline and subline, the inviter's name where they use it. */
export function CopyHeadline({ variant, inviter, level }: CopyHeadlineProps) {
  const Heading = level ? (`h${level}` as const) : 'div';
  const { t } = useTranslation();
  const copy = variantsConfig.copyVariants[variant];
  if (!copy) throw new Error(`"${variant}" is not a copy variant of config/variants.json.`);
  return (
    <>
      <Heading className={level ? undefined : 'headline-room'}>{t(copy.headline, { inviter })}</Heading>
      <p className="text text-lead">{t(copy.subline, { inviter })}</p>
    </>
  );
}
