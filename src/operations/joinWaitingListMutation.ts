import { graphql } from 'react-relay';

/** Lobby: the lobby token's e-mail joins the waiting list; its place and how many joined before. */
export const joinWaitingListMutation = graphql`
  mutation joinWaitingListMutation($input: JoinWaitingListInput!) {
    joinWaitingList(input: $input) {
      email
      status
      position
      joinedBefore
    }
  }
`;
