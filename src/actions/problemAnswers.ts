// A registration's problems as the answers config/outcomes.json maps. The backend sends a code that became unusable
// while the form was open as the problem RegistrationCode, with the code's error in reasonDetails: that error is the
// answer (expired, no balance, inviter gone each say their own), the reason alone where no error came.

interface Problem {
  readonly reason: string;
  readonly reasonDetails?: { readonly error: string } | null;
}

/** The answer to one problem: its reason, or a RegistrationCode problem's error (`error`: its reasonDetails.error). */
export const problemAnswer = (reason: string, error?: string | null): string =>
  reason === 'RegistrationCode' && error ? error : reason;

export const problemAnswers = (problems: readonly Problem[]): string[] =>
  problems.map(({ reason, reasonDetails }) => problemAnswer(reason, reasonDetails?.error));
