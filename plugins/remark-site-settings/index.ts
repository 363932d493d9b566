import {substituteSettings} from './substitute';

/**
 * Remark plugin: fills `%%key%%` tokens in text, code, inline code, link addresses and MDX
 * attribute strings from the site settings, so pages never hard-code an address or contact.
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
    walk(tree, (text) => substituteSettings(text, options.settings, file.path ?? 'a page'));
  };
}
