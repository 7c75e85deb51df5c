// What the backend configured for a registration code (spec §2), as selectVariant weighs it: each field the backend
// names becomes the page's dimension of the same name. An @inline fragment: read here, outside a component.
import { graphql } from 'react-relay/hooks';
import type { codeCustomization_customization$key } from '../../__generated__/relay/codeCustomization_customization.graphql.ts';
import { readInlineData } from '../../relay/relayRuntime.ts';
import type { VariantContext } from '../../variants/selectVariant.ts';

export function codeCustomization(
  key: codeCustomization_customization$key | null | undefined,
): VariantContext['customization'] {
  const customization = readInlineData(
    graphql`
      fragment codeCustomization_customization on RegistrationCustomization @inline {
        copyVariant
        welcomeVoucher
        registrationLayout
        registrationFlow
        theme
      }
    `,
    key ?? null,
  );
  return (
    customization && {
      copyVariant: customization.copyVariant,
      welcomeVoucher: customization.welcomeVoucher,
      registrationLayout: customization.registrationLayout,
      registrationFlow: customization.registrationFlow,
      theme: customization.theme,
    }
  );
}
