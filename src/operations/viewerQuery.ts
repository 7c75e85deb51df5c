import { graphql } from 'react-relay';

/** Who the auth cookie's token signs in (null: nobody, or a token the backend no longer accepts). */
export const viewerQuery = graphql`
  query viewerQuery {
    viewer {
      email
      roles
    }
  }
`;
