// A value kept for the browser session (sessionStorage). Storage may be blocked or full: keeping is then refused
// and reading finds nothing; each caller decides what that means for the visitor.

export function readSessionValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** false when the browser refused to keep it. */
export function keepSessionValue(key: string, value: string): boolean {
  try {
    sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function forgetSessionValue(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing was kept
  }
}
