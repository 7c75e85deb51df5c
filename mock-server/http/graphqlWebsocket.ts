/**
 * GraphQL over WebSocket (graphql-ws protocol) on /graphql, executed by the same yoga
 * pipeline as HTTP (plugins, context, masking). Other upgrade paths (Vite's HMR) are left alone.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';

type Enveloped = ReturnType<YogaServerInstance<object, object>['getEnveloped']>;
type EnvelopedArgs = ExecutionArgs & {
  rootValue: { execute: Enveloped['execute']; subscribe: Enveloped['subscribe'] };
};

export interface GraphqlWebSocket {
  /** Takes upgrades of the GraphQL path and says so; leaves the others alone. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): Promise<void>;
}

export function createGraphqlWebSocket(
  yoga: YogaServerInstance<object, object>,
  { path = '/graphql', maxPayloadBytes }: { path?: string; maxPayloadBytes: number },
): GraphqlWebSocket {
  // A message larger than the HTTP body limit closes the socket (1009), as HTTP answers 413.
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxPayloadBytes });
  const server = useServer(
    {
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args),
      subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          connectionParams: ctx.connectionParams,
          params,
        });
        // A syntax error or a refused context (e.g. an unknown X-Mock-Scenario) is this operation's
        // error message; thrown, graphql-ws would close the whole socket instead.
        try {
          const args: EnvelopedArgs = {
            schema,
            operationName: params.operationName,
            document: parse(params.query),
            variableValues: params.variables,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          };
          const errors = validate(args.schema, args.document);
          return errors.length > 0 ? errors : args;
        } catch (error) {
          // By name: yoga's graphql (CommonJS) and ours (ESM) are different module instances.
          if (error instanceof Error && error.name === 'GraphQLError') return [error as GraphQLError];
          throw error;
        }
      },
    },
    wss,
  );
  return {
    handleUpgrade(request, socket, head) {
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) return false;
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
      return true;
    },
    close: async () => {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
