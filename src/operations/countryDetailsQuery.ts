import { graphql } from 'react-relay';

/** The registration country the backend suggests for this visitor (last step of spec §5's derivation). */
export const countryDetailsQuery = graphql`
  query countryDetailsQuery {
    countryDetails {
      country
    }
  }
`;
