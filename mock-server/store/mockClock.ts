/**
 * The backend's time: the machine's clock plus an offset that tests and QA move forward (POST /mock/clock),
 * so a 14-day link or a 15-minute lock-out can be seen to end without waiting. A reset puts it back.
 */
export class MockClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** How far the clock runs ahead of the machine's. */
  get offset(): number {
    return this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
