import content from '@generated/glossary/default/glossary.json';
import type {GlossaryContent} from '../src/types';

/** The validated glossary, as the plugin's contentLoaded wrote it (glossary.json). */
export function useGlossaryContent(): GlossaryContent {
  return content as GlossaryContent;
}
