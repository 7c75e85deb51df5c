// The footer as config/footer.json composes it, on a phone, in every language (the default's page unprefixed):
// every link by its translated name to its address (a route of the language, a site link, an outside page), the
// social links under their heading, and the payment and delivery partners listed by name under theirs.
import { footerConfig as footer, appConfig } from '../src/config/appConfig.ts';
import { routeById } from '../src/navigation/routeById.ts';
import { siteLinkHref } from '../src/navigation/siteLink.ts';
import { appPath, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

type Link = { text: string; href?: string; route?: string; site?: string };
const hrefOf = (link: Link, lang: string) =>
  link.route ? appPath(lang, routeById(link.route).path) : link.site ? siteLinkHref(link.site) : link.href!;

for (const lang of appConfig.languages) {
  test(`the footer in ${lang}: its links, its social links and its partners, as config composes them`, async ({
    page,
  }) => {
    await page.goto(appPath(lang, 'about-us'));
    const site = page.locator('footer');
    const nav = site.getByRole('navigation', { name: translate(lang, 'footer.label') });
    for (const link of footer.links as Link[]) {
      const shown = nav.getByRole('link', { name: translate(lang, link.text), exact: true });
      await expect(shown, link.text).toHaveAttribute('href', hrefOf(link, lang));
    }
    const social = site.getByRole('region', { name: translate(lang, 'footer.socialHeading') });
    await expect(social.getByRole('link')).toHaveCount(footer.social.length);
    for (const link of footer.social as Link[]) {
      await expect(social.getByRole('link', { name: translate(lang, link.text) })).toHaveAttribute('href', link.href!);
    }
    for (const [heading, partners] of [
      ['footer.paymentHeading', footer.payment],
      ['footer.deliveryHeading', footer.delivery],
    ] as const) {
      const list = site.getByRole('region', { name: translate(lang, heading) });
      await expect(list.getByRole('listitem')).toHaveText(partners.map((p) => translate(lang, p.name)));
    }
  });
}
