import type {MarkdownForms} from '../../page-data-kit/twins/forms';

/** The Markdown form of `ApiTryIt`, the console's button: nothing, the twin keeps the samples, which say the same in text. */
export const markdownForms: MarkdownForms = {
  create({blocksOnly}) {
    return {
      ApiTryIt(call) {
        blocksOnly(call);
        return '';
      },
    };
  },
};
