import { useTranslation } from 'react-i18next';
import type { ExperimentRule } from '../../actions/splitGenerator/composeRule.ts';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import { useHydrated } from '../../platform/useHydrated.ts';
import type { BlockOf } from '../../render/blockTypes.ts';
import { CopyableText } from '../CopyableText.tsx';
import { previewLinks } from './splitQuery.ts';

interface GeneratedSplitProps {
  block: BlockOf<'generatedSplit'>;
  rule: ExperimentRule;
  /** The feature key of config/experiments.json the rule goes under. */
  feature: string;
  code: string;
}

/** The rule as JSON with a copy button (its result announced), and a preview link per arm. */
export default function GeneratedSplit({ block, rule, feature, code }: GeneratedSplitProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated(); // the links are absolute: the page's origin is known in the browser only
  const lang = useLanguagePrefix();
  if (!hydrated) return null;

  const page = { route: block.previewRoute, param: block.previewParam, lang, origin: window.location.origin };
  const links = previewLinks(rule, code, page);
  const json = JSON.stringify(rule, null, 2);
  return (
    <CopyableText
      className="generated-link composed-experiment"
      fieldClassName="composed-experiment-rule"
      texts={{
        heading: t(block.heading),
        label: t(block.label, { feature }),
        copy: t(block.copy),
        copied: t(block.copied),
        copyFailed: t(block.copyFailed),
      }}
      value={json}
      rows={12}
    >
      <h3>{t(block.previewHeading)}</h3>
      {/* data-feature: where the rule goes, read by the dev gallery beside this page (src/devSurface/edit/) */}
      <ul className="composed-experiment-links" data-feature={feature}>
        {links.map((link, index) => (
          <li key={link}>
            <span className="composed-experiment-arm">
              {t(block.previewLink, { index, variant: rule.variations[index] })}
            </span>
            <a href={link}>{link}</a>
          </li>
        ))}
      </ul>
    </CopyableText>
  );
}
