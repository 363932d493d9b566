import {escapeText} from '../../page-data-kit/twins/markdown';
import type {MarkdownForms} from '../../page-data-kit/twins/forms';

/** The Markdown form of the theme's own components the pages use: `<Tabs>` becomes a heading per tab. */
export const themeForms: MarkdownForms = {
  create({fail, blocksOnly}) {
    return {
      Tabs(call) {
        blocksOnly(call);
        const depth = Math.min(6, call.headingDepth + 1);
        const items = call.childElements();
        if (items.length === 0 || items.some((item) => item.name !== 'TabItem')) fail(call, 'must hold only <TabItem> elements');
        return items
          .map((item) => {
            const label = item.attributes.label ?? item.attributes.value;
            if (typeof label !== 'string' && typeof label !== 'number') fail(item, 'needs a label or a value');
            return `${'#'.repeat(depth)} ${escapeText(String(label))}\n\n${item.children()}`;
          })
          .join('\n\n');
      },
      TabItem: (call) => fail(call, 'stands outside <Tabs>'),
    };
  },
};
