// What support sees of the last visitor the referrer deny turned away (spec §4): localStorage key
// 'acquisition.deniedReferrer', JSON { registrationCode, referrer, kind, deniedAt } (kind: the list of config/app.json
// deniedReferrers.hosts the referrer is on; deniedAt: ISO 8601). Storage blocked or full: nothing is kept, and the
// visitor is denied all the same.

export const DENIED_REFERRER_KEY = 'acquisition.deniedReferrer';

export interface DeniedArrivalRecord {
  registrationCode: string;
  referrer: string;
  kind: string;
  deniedAt: string;
}

/** false when the browser refused to keep it. */
export function keepDeniedArrival(record: DeniedArrivalRecord): boolean {
  try {
    localStorage.setItem(DENIED_REFERRER_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}
