// PLACEHOLDER (branch social-base): helper "social-browser" replaces this file with the OpenID Connect round trip.
export function ProviderSignIn(props: { provider: 'google' | 'facebook' | 'apple'; registrationCode: string }) {
  return <button type="button" disabled data-provider={props.provider} />;
}
