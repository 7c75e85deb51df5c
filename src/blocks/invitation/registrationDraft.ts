// What the visitor typed survives a failed submit, a reload or a detour (pending page → "use another
// e-mail"): kept for the browser session, without the terms checkbox, which must be ticked again.
export interface RegistrationValues {
  gender?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  country?: string;
  newsletter?: boolean;
  termsAndConditions?: boolean;
}

const KEY = 'acq_registration_draft';

export function readDraft(): RegistrationValues {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as RegistrationValues;
  } catch {
    return {};
  }
}

export function saveDraft(values: RegistrationValues) {
  sessionStorage.setItem(KEY, JSON.stringify({ ...values, termsAndConditions: undefined }));
}

export const clearDraft = () => sessionStorage.removeItem(KEY);
