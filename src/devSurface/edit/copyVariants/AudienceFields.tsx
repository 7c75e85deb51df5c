// Who sees a new copy variant: nobody but its test code, visitors whose address has a parameter, or the codes that
// start alike (a rule of config/variants.json each); and the test code the mock seeds for it.
import type { CopyVariantDraft } from './copyVariantEdits.ts';

export type Audience = CopyVariantDraft['audience'];

interface Props {
  audience: Audience;
  testCode: string;
  onChange: (change: Partial<Pick<CopyVariantDraft, 'audience' | 'testCode'>>) => void;
}

const EMPTY: Record<Audience['kind'], Audience> = {
  none: { kind: 'none' },
  query: { kind: 'query', parameter: '', value: '' },
  slug: { kind: 'slug', prefix: '' },
};
const CHOICES: [Audience['kind'], string][] = [
  ['none', 'Only the test code below'],
  ['query', 'Visitors whose address has a parameter (a campaign)'],
  ['slug', 'Codes that start alike'],
];

export function AudienceFields({ audience, testCode, onChange }: Props) {
  return (
    <fieldset className="ds-audience">
      <legend>Who sees it</legend>
      {CHOICES.map(([kind, label]) => (
        <label key={kind} className="ds-choice">
          <input
            type="radio"
            name="audience"
            checked={audience.kind === kind}
            onChange={() => onChange({ audience: EMPTY[kind] })}
          />
          {label}
        </label>
      ))}
      {audience.kind === 'query' && (
        <div className="ds-row">
          <label className="ds-field">
            Parameter
            <input
              value={audience.parameter}
              placeholder="utm_campaign"
              onChange={(e) => onChange({ audience: { ...audience, parameter: e.target.value } })}
            />
          </label>
          <label className="ds-field">
            Value
            <input
              value={audience.value}
              placeholder="spring"
              onChange={(e) => onChange({ audience: { ...audience, value: e.target.value } })}
            />
          </label>
        </div>
      )}
      {audience.kind === 'slug' && (
        <label className="ds-field">
          Codes starting with
          <input
            value={audience.prefix}
            placeholder="SPRING-"
            onChange={(e) => onChange({ audience: { ...audience, prefix: e.target.value } })}
          />
        </label>
      )}
      <label className="ds-field">
        Test code (the mock seeds it at once; empty: none)
        <input
          value={testCode}
          placeholder="MOCK-SPRING"
          onChange={(e) => onChange({ testCode: e.target.value.trim().toUpperCase() })}
        />
      </label>
    </fieldset>
  );
}
