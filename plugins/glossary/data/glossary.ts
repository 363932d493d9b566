import type {GlossaryEntry} from '../src/types';
import entries from './glossary.data.json';

/**
 * The project's single list of terms: tooltips, search synonyms and the terminology check
 * all read it. Definitions restate the specification in our own words.
 *
 * The entries live in glossary.data.json beside this file, so that whoever maintains the Polish texts
 * edits data, not code. The plugin checks them at build time (src/validate.ts, through
 * loadGlossaryContent) before any page uses them, so a malformed entry stops the build with its
 * id named; the type below is what that check guarantees. The file keeps entries by area, not by
 * term (the page sorts them itself): first the core terms of the services, then products,
 * account, billing, support, virtual machines, API, object storage, Kubernetes, traffic manager
 * and the key service. A new entry goes at the end of its area.
 */
export const glossary: GlossaryEntry[] = entries;
