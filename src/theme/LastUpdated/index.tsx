import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {isoDay, polishLongDate} from '@site/src/utils/dates';

/**
 * "Ostatnia aktualizacja: 12 listopada 2026": the theme prints a short month ("12 lis 2026")
 * and a full timestamp in datetime; readers expect the long Polish date, machines the day.
 */
export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  if (!lastUpdatedAt) return null;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="docs.lastUpdated"
        description="When the page was last changed; {date} is a long Polish date"
        values={{
          date: (
            <time dateTime={isoDay(lastUpdatedAt)} itemProp="dateModified">
              {polishLongDate(lastUpdatedAt)}
            </time>
          ),
        }}
      >
        {'Ostatnia aktualizacja: {date}'}
      </Translate>
    </span>
  );
}
