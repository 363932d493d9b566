import {useId, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {CHANGE_EVENT, saveToken} from '../../../api-reference/client/public';
import {isConsoleMode, modeLabel, tokenTarget, type ConsoleMode} from '../../src/target';
import TokenHelper from '../ApiTryIt/TokenHelper';
import styles from '../ApiTryIt/styles.module.css';

interface Settings {
  identityUrl: string;
  apiHostWaw: string;
  apiHostKrk: string;
  apiScope: string;
  apiScopeReadonly: string;
  apiConsole: string;
}

/** The token helper on a page, through the console's target (site setting apiConsole). */
export default function Helper({method}: {method: string}): ReactNode {
  const id = useId();
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.siteSettings as Settings;
  const mode: ConsoleMode = isConsoleMode(settings.apiConsole) ? settings.apiConsole : 'sandbox';
  const label = modeLabel(mode);
  return (
    <>
      <p className={styles.mode} data-console-mode={mode}>
        <strong>{'Tryb:'}</strong> {label.name}
      </p>
      <TokenHelper
        id={id}
        mode={mode}
        url={tokenTarget(mode, settings, siteConfig.baseUrl)}
        identityUrl={settings.identityUrl}
        method={method}
        scopes={{full: settings.apiScope, readonly: settings.apiScopeReadonly}}
        onToken={(token) => {
          // The tab's one token: the console and "Twoje wartości" read it from the same place.
          void saveToken(window.sessionStorage, token);
          window.dispatchEvent(new Event(CHANGE_EVENT));
        }}
        variant="page"
      />
    </>
  );
}
