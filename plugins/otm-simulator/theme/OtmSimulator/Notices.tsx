import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {SimulatorModel} from './useOtmSimulator';
import styles from './styles.module.css';
import {fill} from './fill';

/** Why the simulator shows another scenario than asked, or cannot simulate at all: never a blank widget. */
export default function Notices({model}: {model: SimulatorModel}): ReactNode {
  return (
    <>
      {model.unknownPreset !== null && (
        <p className={styles.notice} role="status">
          {fill('Nieznany scenariusz „{preset}”: pokazuję scenariusz domyślny. Inny wybierzesz z listy Scenariusz.', {
            preset: model.unknownPreset,
          })}
        </p>
      )}
      {model.error !== null && (
        <div className={styles.error} role="alert">
          <strong>
            <Translate id="otmSimulator.error.title" description="OTM simulator: heading of an error message">
              Tego nie da się zasymulować:
            </Translate>
          </strong>{' '}
          {model.error}
        </div>
      )}
    </>
  );
}
