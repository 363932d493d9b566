/**
 * Replaces `%%key%%` tokens with site settings. Kept free of remark imports so that it can be
 * tested directly and reused by scripts that read Markdown.
 */
const TOKEN = /%%([A-Za-z][A-Za-z0-9]*)%%/g;

export class UnknownSettingError extends Error {}

export function substituteSettings(text: string, settings: Readonly<Record<string, string>>, where = 'a page'): string {
  if (!text.includes('%%')) return text;
  return text.replace(TOKEN, (_match, key: string) => {
    const value = settings[key];
    if (value === undefined) {
      throw new UnknownSettingError(
        `Unknown site setting %%${key}%% in ${where}. Known settings: ${Object.keys(settings).join(', ')} (src/siteSettings.ts).`,
      );
    }
    return value;
  });
}
