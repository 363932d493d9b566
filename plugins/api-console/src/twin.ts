import type {MarkdownForms} from '../../page-data-kit/twins/forms';

/**
 * The Markdown forms of the console's button `ApiTryIt` and of the token helper `ApiTokenHelper`:
 * nothing, the twin keeps the page's samples and curl examples, which send the same requests.
 */
export const markdownForms: MarkdownForms = {
  create({blocksOnly}) {
    return {
      ApiTryIt(call) {
        blocksOnly(call);
        return '';
      },
      ApiTokenHelper(call) {
        blocksOnly(call);
        return '';
      },
    };
  },
};
