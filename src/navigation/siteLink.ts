// Pages of the shop outside this app (config/app.json siteLinks), named where copy points to them.
import { appConfig } from '../config/appConfig.ts';

export function siteLinkHref(name: string): string {
  const href = appConfig.siteLinks?.[name];
  if (href === undefined) throw new Error(`"${name}" is not a link of config/app.json siteLinks`); // check:config says so first
  return href;
}
