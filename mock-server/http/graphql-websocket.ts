/**
 * GraphQL over WebSocket (graphql-ws protocol) on /graphql, executed by the same yoga
 * pipeline as HTTP (plugins, context, masking). Other upgrade paths (Vite's HMR) are left alone.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs } from 'graphql';
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

export function createGraphqlWebSocket(yoga: YogaServerInstance<object, object>, path = '/graphql'): GraphqlWebSocket {
  const wss = new WebSocketServer({ noServer: true });
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
