/**
 * The "Kopiuj stronę" menu's logic, kept free of React and Docusaurus so it is tested directly:
 * where a page's Markdown twin lives, the assistants' addresses with a Polish prompt, and copying
 * the twin to the clipboard.
 */

/** The twin of a page route (`/pl/docs/billing/faktury/` → `/pl/docs/billing/faktury/index.md`). */
export function twinPath(permalink: string): string {
  return `${permalink.replace(/\/?$/, '/')}index.md`;
}

export type Assistant = 'chatgpt' | 'claude';

/** The assistant opens with the prompt in its box; nothing is sent until the reader clicks the link. */
export function assistantUrl(assistant: Assistant, prompt: string): string {
  const query = encodeURIComponent(prompt);
  return assistant === 'chatgpt' ? `https://chatgpt.com/?q=${query}` : `https://claude.ai/new?q=${query}`;
}

export type CopyResult = 'copied' | 'no-clipboard' | 'failed';

/** The browser APIs copying needs, passed in so tests can stand in for them. */
export interface CopyEnvironment {
  fetch: (
    url: string,
  ) => Promise<{ok: boolean; status: number; headers?: {get: (name: string) => string | null}; text: () => Promise<string>}>;
  clipboard?: {writeText?: (text: string) => Promise<void>; write?: (items: unknown[]) => Promise<void>};
  /** The ClipboardItem constructor where the browser has one. */
  ClipboardItem?: new (items: Record<string, Promise<Blob>>) => unknown;
  Blob?: typeof Blob;
}

async function twinText(env: CopyEnvironment, url: string): Promise<string> {
  const response = await env.fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // A host that answers every path with the app's page (the dev server does) has no twin.
  if (response.headers?.get('content-type')?.includes('text/html')) throw new Error('HTML instead of the Markdown twin');
  return response.text();
}

/**
 * Copies the twin at `url`. Where the browser takes a clipboard item whose content is still
 * loading (Chromium, Safari), the write starts within the click, so Safari keeps the reader's
 * permission; elsewhere the text is fetched first and then written.
 */
export async function copyTwin(env: CopyEnvironment, url: string): Promise<CopyResult> {
  const clipboard = env.clipboard;
  if (!clipboard || (!clipboard.writeText && !clipboard.write)) return 'no-clipboard';
  try {
    if (clipboard.write && env.ClipboardItem && env.Blob) {
      const BlobType = env.Blob;
      const blob = twinText(env, url).then((text) => new BlobType([text], {type: 'text/plain'}));
      await clipboard.write([new env.ClipboardItem({'text/plain': blob})]);
      return 'copied';
    }
    const text = await twinText(env, url);
    await clipboard.writeText!(text);
    return 'copied';
  } catch (error) {
    // A refused permission is the clipboard being unavailable to this page; anything else (the
    // twin did not load) is a failure the reader can retry.
    return error instanceof Error && error.name === 'NotAllowedError' ? 'no-clipboard' : 'failed';
  }
}
