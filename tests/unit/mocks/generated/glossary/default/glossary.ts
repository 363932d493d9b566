import {join} from 'node:path';
import {glossary} from '../../../../../../plugins/glossary/data/glossary';
import {loadGlossaryContent} from '../../../../../../plugins/glossary/src/load';
import {docPages} from '../../../../../../plugins/glossary/src/routes';

/** The data module the glossary plugin writes: the real glossary, checked against the real pages. */
export default loadGlossaryContent(glossary, docPages(join(__dirname, '..', '..', '..', '..', '..', '..', 'docs')), '/slowniczek/');
