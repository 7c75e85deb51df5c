/** oidc-provider 9 ships no types: the few parts the mock's providers use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcContext {
    status: number;
    oidc: {
      params?: Record<string, unknown>;
      client?: { clientId: string };
      session?: { accountId?: string };
      result?: { login?: { accountId: string } };
      provider: Provider;
      route?: string;
    };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export class Grant {
    constructor(properties: { clientId: string; accountId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Check {
    static REQUEST_PROMPT: boolean;
    static NO_NEED_TO_PROMPT: boolean;
    constructor(
      reason: string,
      description: string,
      error: string,
      check: (ctx: OidcContext) => boolean | Promise<boolean>,
    );
  }

  export interface Prompt {
    name: string;
    checks: Check[];
  }

  export const interactionPolicy: {
    base(): Prompt[] & { get(name: string): Prompt | undefined };
    Check: typeof Check;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: 'authorization.success', listener: (ctx: OidcContext, out: Record<string, unknown>) => void): this;
    on(event: 'authorization.error', listener: (ctx: OidcContext, error: { allow_redirect?: boolean }) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
