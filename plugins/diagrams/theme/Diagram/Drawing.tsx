import {useEffect, useId, useState, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {DIAGRAM_OPTIONS, DIAGRAM_THEMES} from '../../config';
import styles from './styles.module.css';

/**
 * A diagram that has no drawing in src/diagrams yet, during `npm start` only (the build fails
 * instead, naming it): drawn in the browser as @docusaurus/theme-mermaid drew every diagram, so an
 * author sees an edit at once. `npm run diagrams` draws it for the pages. Mermaid loads only here.
 */
export default function Drawing({value}: {value: string}): ReactNode {
  const {colorMode} = useColorMode();
  // Mermaid uses the id in CSS selectors: React's ids (":r1:") are not valid there.
  const id = `drawing-${useId().replace(/[^\w-]/g, '')}`;
  const [drawn, setDrawn] = useState<{svg?: string; error?: string}>({});

  useEffect(() => {
    let active = true;
    import('mermaid')
      .then(async ({default: mermaid}) => {
        mermaid.initialize({startOnLoad: false, ...DIAGRAM_OPTIONS, theme: DIAGRAM_THEMES[colorMode]});
        const {svg} = await mermaid.render(id, value);
        if (active) setDrawn({svg});
      })
      .catch((error: unknown) => {
        if (active) setDrawn({error: String(error)});
      });
    return () => {
      active = false;
    };
  }, [id, value, colorMode]);

  if (drawn.error) {
    return (
      <div role="alert" className="alert alert--danger">
        {translate(
          {id: 'site.diagram.drawingError', message: 'Nie udało się narysować diagramu: {error}', description: 'A diagram has an error'},
          {error: drawn.error},
        )}
      </div>
    );
  }
  return <div className={styles.diagram} dangerouslySetInnerHTML={{__html: drawn.svg ?? ''}} />;
}
