import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { routesConfig } from '../src/config/appConfig.ts';
import { appPath, forSignedIn } from './expected.ts';
import { queryFor, signedIn, trigger } from './mockBackend.ts';
import { uniqueEmail } from './uniqueEmail.ts';

export interface Visitor {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  baseURL: string | undefined;
}

export type Route = (typeof routesConfig.routes)[number];

// An optional parameter's route opens without it (the landing page at /).
const pathOf = (route: Route) => route.path.replace(/\/?:\w+\?$/, '');

/** Every route a visitor can open by its path (the code's page, a parameter's, is the registration's own). */
export const openableRoutes = routesConfig.routes
  .filter((route) => !pathOf(route).includes(':'))
  .sort((a, b) => Number(forSignedIn(a.screen)) - Number(forSignedIn(b.screen))); // signed-in pages last

/** A route's page as a visitor reaches it: signed in where it asks for it, with the query it needs. */
export async function openRoute({ page, context, request, baseURL }: Visitor, route: Route, lang: string) {
  // The cookie stays for the context's later pages: a test opening several routes opens these last.
  if (forSignedIn(route.screen)) await signedIn(context, request, baseURL!, 'admin@mock.test', 'admin-password');
  const query = route.guard
    ? `?token=${trigger('waiting-list-joined')}`
    : await queryFor(route.id, request, uniqueEmail(`open.${lang}`));
  await page.goto(appPath(lang, pathOf(route)) + query);
}
