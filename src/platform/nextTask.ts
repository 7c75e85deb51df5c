/** Resolves in a task of its own: the browser may paint and take a tap first, so no one step makes a long task. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
