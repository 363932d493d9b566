import {substituteSettings} from '../page-data-kit/mdx/substitute';
import {telHref} from './phone';

/**
 * Remark plugin: fills `%%key%%` tokens in text, code, inline code, link addresses and MDX
 * attribute strings from the site settings, so pages never hard-code an address or contact.
 * `%%supportPhone%%` in running text (not in a link or code) becomes a tel: link, so a reader
 * on a phone calls with one tap.
 */
interface MdNode {
  type: string;
  value?: unknown;
  url?: string;
  children?: MdNode[];
  // Array on MDX JSX elements, a plain record on remark-directive nodes (admonitions).
  attributes?: {type: string; value?: unknown}[] | Record<string, unknown>;
}

interface FileLike {
  path?: string;
}

export interface RemarkSiteSettingsOptions {
  settings: Readonly<Record<string, string>>;
}

const VALUE_NODES = new Set(['text', 'code', 'inlineCode', 'html']);
const PHONE_TOKEN = '%%supportPhone%%';

/** A text node split around the phone token, the token as a tel: link. */
function linkPhone(node: MdNode, printed: string): MdNode[] {
  const parts = (node.value as string).split(PHONE_TOKEN);
  return parts.flatMap((part, index) => [
    ...(index > 0 ? [{type: 'link', url: telHref(printed), children: [{type: 'text', value: printed}]}] : []),
    ...(part ? [{type: 'text', value: part}] : []),
  ]);
}

function linkPhones(node: MdNode, printed: string | undefined): void {
  if (printed === undefined || node.type === 'link' || node.type === 'linkReference' || !node.children) return;
  node.children = node.children.flatMap((child) =>
    child.type === 'text' && typeof child.value === 'string' && child.value.includes(PHONE_TOKEN) ? linkPhone(child, printed) : [child],
  );
  for (const child of node.children) linkPhones(child, printed);
}

function walk(node: MdNode, fill: (text: string) => string): void {
  if (VALUE_NODES.has(node.type) && typeof node.value === 'string') {
    node.value = fill(node.value);
  }
  if (typeof node.url === 'string') node.url = fill(node.url);
  if (Array.isArray(node.attributes)) {
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
        attribute.value = fill(attribute.value);
      }
    }
  }
  for (const child of node.children ?? []) walk(child, fill);
}

export default function remarkSiteSettings(options: RemarkSiteSettingsOptions) {
  return (tree: MdNode, file: FileLike): void => {
    linkPhones(tree, options.settings.supportPhone);
    walk(tree, (text) => substituteSettings(text, options.settings, file.path ?? 'a page'));
  };
}
