// One id per browser session (a tab's sessionStorage), so the backend can group a visitor's requests.
const KEY = 'acq_session_id';

export function sessionId(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): string {
  let id = storage.getItem(KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(KEY, id);
  }
  return id;
}
