// Above a form, what its last submit answered: the page's messages, a failed request with Retry, and notes (a
// finishing note takes the form's place).
import { RequestErrorNotice } from '../relay/RequestErrorNotice.tsx';
import type { OutcomePlan } from '../outcomes/planOutcome.ts';
import { PageMessages } from '../outcomes/PageMessages.tsx';
import type { useSubmission } from './submit/useSubmission.ts';

interface FormAnswersProps {
  plan: OutcomePlan;
  submission: Omit<ReturnType<typeof useSubmission>, 'submit'>;
}

export function FormAnswers({ plan, submission }: FormAnswersProps) {
  return (
    <>
      {plan.page.length > 0 && <PageMessages keys={plan.page} values={plan.values} />}
      {submission.failure && (
        <RequestErrorNotice
          key={submission.failure.key}
          error={submission.failure.error}
          onRetry={submission.retry}
          busy={submission.busy}
        />
      )}
      {plan.notes.length > 0 && <PageMessages keys={plan.notes} values={plan.values} tone="note" />}
    </>
  );
}
