// <base>/__dev/edit/<action>: the edit service over HTTP, for the gallery on this machine only (editGuard.ts). The dev
// server alone has these endpoints; `vite preview` (the production build, and a review build) answers none of them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { json } from 'node:stream/consumers';
import type { Connect } from 'vite';
import { EDIT_ACTIONS, type EditAction } from '../../../src/devSurface/edit/protocol/editProtocol.ts';
import { ownOrigins, requestRefusal } from './editGuard.ts';
import { addressesIn, changeIdIn, editsIn } from './editRequests.ts';
import { EditRefused, type EditService } from './editService.ts';

const send = (response: ServerResponse, status: number, body: unknown) =>
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));

const isAction = (name: string): name is EditAction => (EDIT_ACTIONS as readonly string[]).includes(name);

async function answer(action: EditAction, request: IncomingMessage, service: EditService) {
  const body: unknown = await json(request).catch(() => {
    throw new EditRefused(400, 'The request is not JSON.');
  });
  if (action === 'read') return { values: await service.read(addressesIn(body)) };
  if (action === 'write') return service.write(editsIn(body));
  if (action === 'undo') return service.undo(changeIdIn(body));
  return { changes: service.changes() };
}

/** `prefix`: the dev surface's path, '/acquisition/__dev'. */
export function editEndpoints(prefix: string, service: EditService, protocol: 'http' | 'https') {
  const below = `${prefix}/edit/`;
  return ((request, response, next) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!pathname.startsWith(below)) return next();
    const refused = requestRefusal(
      {
        method: request.method,
        origin: request.headers.origin,
        remoteAddress: request.socket.remoteAddress,
        contentType: request.headers['content-type'],
      },
      ownOrigins(protocol, request.socket.localPort ?? 0),
    );
    if (refused) return send(response, 403, { refused });
    const action = pathname.slice(below.length);
    if (!isAction(action))
      return send(response, 404, { refused: `There is no edit "${action}": ${EDIT_ACTIONS.join(', ')}.` });
    answer(action, request, service).then(
      (body) => send(response, 200, body),
      (error: unknown) =>
        error instanceof EditRefused ? send(response, error.status, { refused: error.message }) : next(error),
    );
  }) satisfies Connect.NextHandleFunction;
}
