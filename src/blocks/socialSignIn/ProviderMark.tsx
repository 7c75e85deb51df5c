import type { OidcProvider } from '../../social/providerSettings.ts';

/** A way to sign up: an OpenID provider, or a one-time code to a phone or an e-mail address. */
export type SignUpMethod = OidcProvider | 'phone' | 'email';

// Each way's mark, drawn inline (no request, no image to load), decorative: the button's text names it. A provider's
// in its own colours; a path without a fill (the phone's, the e-mail's) as a line drawing in the button's colour.
const paths: Record<SignUpMethod, { d: string; fill?: string }[]> = {
  google: [
    {
      fill: '#4285F4',
      d: 'M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8z',
    },
    {
      fill: '#34A853',
      d: 'M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z',
    },
    { fill: '#FBBC05', d: 'M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z' },
    { fill: '#EA4335', d: 'M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z' },
  ],
  facebook: [
    {
      fill: '#1877F2',
      d: 'M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z',
    },
  ],
  apple: [
    {
      fill: 'currentColor',
      d: 'M19.7 12.7c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9A5 5 0 0 0 6.6 9.4c-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.6-4.1zM17.1 5.1c.7-.9 1.2-2 1-3.2-1 .1-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z',
    },
  ],
  phone: [
    {
      d: 'M8 2h8a1.5 1.5 0 0 1 1.5 1.5v17A1.5 1.5 0 0 1 16 22H8a1.5 1.5 0 0 1-1.5-1.5v-17A1.5 1.5 0 0 1 8 2zM10.5 18.5h3',
    },
  ],
  email: [{ d: 'M3 5.5h18v13H3zM3.5 6l8.5 6.5L20.5 6' }],
};

export function ProviderMark({ provider }: { provider: SignUpMethod }) {
  return (
    <svg className="provider-mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {paths[provider].map(({ fill, d }) =>
        fill ? (
          <path key={d} fill={fill} d={d} />
        ) : (
          <path key={d} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" d={d} />
        ),
      )}
    </svg>
  );
}
