import {assistantUrl, copyTwin, twinPath, type CopyEnvironment} from '../copyPage';

const twin = '# Faktury\n\n> Opis.\n';
const okFetch: CopyEnvironment['fetch'] = async () => ({ok: true, status: 200, text: async () => twin});

describe('twinPath', () => {
  it.each([
    ['/pl/docs/billing/faktury/', '/pl/docs/billing/faktury/index.md'],
    ['/pl/docs/billing/faktury', '/pl/docs/billing/faktury/index.md'],
    ['/pl/docs/', '/pl/docs/index.md'],
  ])('%s', (permalink, expected) => expect(twinPath(permalink)).toBe(expected));
});

describe('assistantUrl', () => {
  const prompt = 'Przeczytaj https://docs.example.com/pl/docs/a/index.md & odpowiedz: „żółć”?';
  it('puts the whole prompt, encoded, in the q parameter of each assistant', () => {
    for (const [assistant, base] of [
      ['chatgpt', 'https://chatgpt.com/'],
      ['claude', 'https://claude.ai/new'],
    ] as const) {
      const url = new URL(assistantUrl(assistant, prompt));
      expect(`${url.origin}${url.pathname}`).toBe(base);
      expect(url.searchParams.get('q')).toBe(prompt);
    }
  });
});

describe('copyTwin', () => {
  it('writes the fetched twin with writeText', async () => {
    const writeText = jest.fn(async () => undefined);
    await expect(copyTwin({fetch: okFetch, clipboard: {writeText}}, '/a/index.md')).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(twin);
  });

  it('starts a clipboard item within the click where the browser has ClipboardItem', async () => {
    let stored: Promise<Blob> | undefined;
    class Item {
      constructor(items: Record<string, Promise<Blob>>) {
        stored = items['text/plain'];
      }
    }
    const write = jest.fn(async () => undefined);
    const result = await copyTwin({fetch: okFetch, clipboard: {write, writeText: jest.fn()}, ClipboardItem: Item, Blob}, '/a/index.md');
    expect(result).toBe('copied');
    expect(write).toHaveBeenCalledTimes(1);
    await expect((await stored!).text()).resolves.toBe(twin);
  });

  it('says the clipboard is unavailable without one, or when the browser refuses', async () => {
    await expect(copyTwin({fetch: okFetch}, '/a/index.md')).resolves.toBe('no-clipboard');
    const refused = Object.assign(new Error('denied'), {name: 'NotAllowedError'});
    await expect(copyTwin({fetch: okFetch, clipboard: {writeText: async () => Promise.reject(refused)}}, '/a/index.md')).resolves.toBe(
      'no-clipboard',
    );
  });

  it('fails when the host answers with an HTML page instead of the twin', async () => {
    const writeText = jest.fn(async () => undefined);
    const page: CopyEnvironment['fetch'] = async () => ({
      ok: true,
      status: 200,
      headers: {get: () => 'text/html; charset=utf-8'},
      text: async () => '<!doctype html>',
    });
    await expect(copyTwin({fetch: page, clipboard: {writeText}}, '/a/index.md')).resolves.toBe('failed');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('fails when the twin does not load', async () => {
    const writeText = jest.fn(async () => undefined);
    const missing: CopyEnvironment['fetch'] = async () => ({ok: false, status: 404, text: async () => ''});
    await expect(copyTwin({fetch: missing, clipboard: {writeText}}, '/a/index.md')).resolves.toBe('failed');
    expect(writeText).not.toHaveBeenCalled();
  });
});
