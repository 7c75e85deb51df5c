import type { MockContext } from './context.ts';

/** A root field resolver: the parent is always the (unused) root value. */
export type RootResolver<Args, Result> = (
  parent: unknown,
  args: Args,
  context: MockContext,
) => Result | Promise<Result>;
