import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExperimentRule } from '../../actions/splitGenerator/composeRule.ts';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import { useClipboardCopy } from '../../platform/useClipboardCopy.ts';
import { useHydrated } from '../../platform/useHydrated.ts';
import type { BlockOf } from '../../render/blockTypes.ts';
import { previewLinks } from './composedExperiment.ts';

interface ComposedExperimentProps {
  block: BlockOf<'composedExperiment'>;
  rule: ExperimentRule;
  /** The feature key of config/experiments.json the rule goes under. */
  feature: string;
  code: string;
}

/** The rule as JSON with a copy button (its result announced), and a preview link per arm. */
export default function ComposedExperiment({ block, rule, feature, code }: ComposedExperimentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated(); // the links are absolute: the page's origin is known in the browser only
  const lang = useLanguagePrefix();
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, copy] = useClipboardCopy(() => field.current?.select()); // failed: ready for the admin's own copy
  const fieldId = useId();
  const json = JSON.stringify(rule, null, 2);
  // A new rule takes focus: a screen reader hears what came of the submit.
  useEffect(() => heading.current?.focus(), [json]);
  if (!hydrated) return null;

  const page = { route: block.previewRoute, param: block.previewParam, lang, origin: window.location.origin };
  const links = previewLinks(rule, code, page);
  return (
    <section className="generated-link composed-experiment">
      <h2 ref={heading} tabIndex={-1}>
        {t(block.heading)}
      </h2>
      <label className="field-label" htmlFor={fieldId}>
        {t(block.label, { feature })}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        className="form-control composed-experiment-rule"
        readOnly
        rows={12}
        value={json}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className="button button-primary button-block" onClick={() => void copy(json)}>
        {t(block.copy)}
      </button>
      <p role="status" className="generated-link-status">
        {copied === 'copied' && t(block.copied)}
        {copied === 'failed' && t(block.copyFailed)}
      </p>
      <h3>{t(block.previewHeading)}</h3>
      <ul className="composed-experiment-links">
        {links.map((link, index) => (
          <li key={link}>
            <span className="composed-experiment-arm">
              {t(block.previewLink, { index, variant: rule.variations[index] })}
            </span>
            <a href={link}>{link}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
