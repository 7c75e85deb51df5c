// A path of the shop, as the registration's deepLinkingPageData names it (sourcePath, previousPdpPage): one leading
// slash, no scheme or host, no spaces, at most 512 characters. The app keeps only such paths; the mock backend
// refuses anything else.
export const SHOP_PATH = /^\/(?![/\\])\S{0,511}$/;

export const shopPath = (value: string | null | undefined): string | undefined =>
  value && SHOP_PATH.test(value) ? value : undefined;
