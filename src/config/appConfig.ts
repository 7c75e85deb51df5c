// The site-wide config files, typed by the types codegen derives from their schemas.
import app from '../../config/app.json' with { type: 'json' };
import footer from '../../config/footer.json' with { type: 'json' };
import routes from '../../config/routes.json' with { type: 'json' };
import type { AppConfig } from './__generated__/app.ts';
import type { FooterConfig } from './__generated__/footer.ts';
import type { RoutesConfig } from './__generated__/routes.ts';

// deniedReferrers is not here: only the code that needs it loads it (virtual:denied-referrers, vite.config.ts).
export const appConfig = app as Omit<AppConfig, 'deniedReferrers'>;
export const footerConfig = footer as FooterConfig;
export const routesConfig = routes as RoutesConfig;
