// PLACEHOLDER (branch social-base): helper "one-time-code" replaces this file with the phone / e-mail code sign-in.
export function OneTimeCodeSignIn(props: { channel: 'PHONE' | 'EMAIL'; registrationCode: string }) {
  return <button type="button" disabled data-channel={props.channel} />;
}
