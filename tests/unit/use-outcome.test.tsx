// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useOutcome } from '../../src/forms/submit/useOutcome.ts';
import type { OutcomesConfig } from '../../src/config/__generated__/outcomes.ts';
import { appConfig } from '../../src/config/appConfig.ts';
import { routePath } from '../../src/navigation/routeById.ts';
import { renderHook } from '../support/renderHook.tsx';

const site = 'https://club.example';
const { notFound } = appConfig.routes; // a route config/routes.json surely has
const rules = {
  codeErrors: {},
  activationErrors: {},
  actions: {
    register: {
      otherwise: 'Refused',
      answers: {
        Done: { route: notFound, query: ['registrationId'], finishes: true },
        Refused: { message: 'm.refused', clear: ['password'] },
        EmailInvalid: { field: 'email', message: 'm.email' },
        Linked: { stay: true, query: ['registrationLink'] },
      },
    },
  },
} as unknown as OutcomesConfig;

const urlOf = (router: DataRouter) =>
  new URL(`${appConfig.basePath}${router.state.location.pathname}${router.state.location.search}`, site);

/** useOutcome on a page of a memory router, with the callbacks it is given recorded. */
async function onPage(at: string, finishedIn: 'page' | 'popup' = 'page') {
  let router!: DataRouter;
  const restart = vi.fn();
  const onPlanned = vi.fn();
  const wrap = (children: ReactNode) => {
    router = createMemoryRouter([{ path: '*', element: children }], { initialEntries: [at] });
    return <RouterProvider router={router} />;
  };
  const latest = () => ({ email: 'a', password: 'p' });
  const hook = () =>
    useOutcome({ action: 'register', formName: 'f', lang: undefined, finishedIn, latest, restart, onPlanned, rules });
  const { result } = await renderHook(hook, wrap);
  const apply = (answers: string[], values = {}) =>
    act(async () => result.current.apply({ answers, values }, urlOf(router)));
  return { result, restart, onPlanned, apply, location: () => router.state.location, url: () => urlOf(router) };
}

describe('useOutcome', () => {
  it("leads to a finishing answer's route, or, in a popup variant, stays with its query and starts the form over", async () => {
    const page = await onPage('/MOCK-VALID');
    await page.apply(['Done'], { registrationId: 'r1' });
    expect(page.location()).toMatchObject({ pathname: routePath(notFound, undefined), search: '?registrationId=r1' });
    expect(page.onPlanned).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ finishes: true }));

    const popup = await onPage('/MOCK-VALID?utm_source=mail', 'popup');
    await popup.apply(['Done'], { registrationId: 'r1' });
    expect(popup.location()).toMatchObject({ pathname: '/MOCK-VALID', search: '?utm_source=mail&registrationId=r1' });
    expect(popup.restart).toHaveBeenCalledWith();
  });

  it('puts a field problem on its field until the visitor changes the form, and empties what an answer clears', async () => {
    const page = await onPage('/entrance');
    await page.apply(['Refused']);
    expect(page.result.current.plan.page).toEqual(['m.refused']);
    expect(page.restart).toHaveBeenCalledWith({ email: 'a' });

    await page.apply(['EmailInvalid']);
    expect(Object.keys(page.result.current.fieldErrors ?? {})).toEqual(['email']);
    await act(async () => page.result.current.dismissFieldMessages());
    expect(page.result.current.fieldErrors).toBeUndefined();
  });

  it('drops, before a new submit, the messages and the query an earlier answer left', async () => {
    const page = await onPage('/admin?x=1');
    await page.apply(['Linked', 'Refused'], { registrationLink: 'L' });
    expect(page.location().search).toBe('?x=1&registrationLink=L');
    await act(async () => page.result.current.forget(page.url()));
    expect(page.result.current.plan.page).toEqual([]);
    expect(page.location().search).toBe('?x=1');
  });
});
