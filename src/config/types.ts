// Names for the generated config types that the app passes around.
export type { RouteConfig, LayoutName, PageMeta, ParamValidation, RouteGuard } from './__generated__/routes.ts';
export type { Block, LinkTarget, ScreenConfig } from './__generated__/screen.ts';
export type { FooterLink, Partner } from './__generated__/footer.ts';
