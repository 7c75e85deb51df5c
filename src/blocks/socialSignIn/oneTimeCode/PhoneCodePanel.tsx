// The phone panel's chunk: libphonenumber-js comes with it, so a page loads it only when the visitor opens it.
import { formatAsTyped, formatInternational, normalizePhoneNumber } from '../../../shared/phoneNumber.ts';
import { CodePanel, type CodePanelProps } from './CodePanel.tsx';
import type { DestinationKind } from './destinationKind.ts';

const PHONE: DestinationKind = {
  channel: 'PHONE',
  method: 'phone',
  type: 'tel',
  autoComplete: 'tel',
  format: formatAsTyped,
  display: formatInternational,
  normalize: normalizePhoneNumber,
};

export default function PhoneCodePanel(props: Omit<CodePanelProps, 'kind'>) {
  return <CodePanel {...props} kind={PHONE} />;
}
