// Layout names of config/routes.json → their component; the keys come from the routes schema.
import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../config/types.ts';
import { PageFrame } from './PageFrame.tsx';

type Layout = ComponentType<{ children: ReactNode }>;

const framed = (variant: LayoutName, footer: boolean): Layout =>
  function Layout({ children }) {
    return (
      <PageFrame variant={variant} footer={footer}>
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
