import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type WidgetProps } from '@rjsf/utils';

const BrowserSelect = getWidget({ type: 'string' }, 'select', getDefaultRegistry().widgets);

/** RJSF's select in a frame that draws the design's chevron (a <select> cannot hold a pseudo-element). */
export function SelectWidget(props: WidgetProps) {
  return (
    <div className="select">
      <BrowserSelect {...props} />
    </div>
  );
}
