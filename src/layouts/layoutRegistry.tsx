// Layout names of config/routes.json → their component; the keys come from the routes schema.
import type { ComponentType, ReactNode } from 'react';
import { appConfig } from '../config/appConfig.ts';
import type { HeroImage } from '../config/configImages.ts';
import type { LayoutName } from '../config/types.ts';
import { PageFrame } from './PageFrame.tsx';

/** hero: the screen's own image; without one, the layout's (config/app.json layouts). */
type Layout = ComponentType<{ children: ReactNode; hero?: HeroImage | undefined }>;

const framed = (variant: LayoutName, footer: boolean): Layout =>
  function Layout({ children, hero }) {
    return (
      <PageFrame variant={variant} footer={footer} hero={hero ?? appConfig.layouts?.[variant]?.hero}>
        {children}
      </PageFrame>
    );
  };

export const layoutRegistry: Record<LayoutName, Layout> = {
  default: framed('default', true),
  centered: framed('centered', true),
  'black-inclined-lines': framed('black-inclined-lines', true),
  'no-footer': framed('no-footer', false),
};
