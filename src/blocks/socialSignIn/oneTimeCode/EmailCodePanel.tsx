// The e-mail panel's chunk (without the phone number library).
import { normalizeCodeEmail } from '../../../shared/oneTimeCodeRules.ts';
import { CodePanel, type CodePanelProps } from './CodePanel.tsx';
import type { DestinationKind } from './destinationKind.ts';

const EMAIL: DestinationKind = {
  channel: 'EMAIL',
  method: 'email',
  type: 'email',
  autoComplete: 'email',
  format: (typed) => typed,
  display: (email) => email,
  normalize: (typed) => normalizeCodeEmail(typed),
};

export default function EmailCodePanel(props: Omit<CodePanelProps, 'kind'>) {
  return <CodePanel {...props} kind={EMAIL} />;
}
