import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {CURRENCIES, type Currency} from '../../src/payments';
import {CheckField} from '../PlatformTools/Field';
import SelectField from '../PlatformTools/SelectField';
import TextField from '../PlatformTools/TextField';
import ToolSection from '../PlatformTools/ToolSection';
import styles from '../PlatformTools/styles.module.css';
import BillingModelField from './BillingModelField';
import Outcomes from './Outcomes';
import {usePaymentsCalculator} from './usePaymentsCalculator';

export interface PaymentsCalculatorProps {
  /** Currency selected at first (PLN by default). */
  currency?: Currency;
}

/**
 * The payments calculator (issue 17): from the currency, the total of payments so far and the
 * billing model it gives the top-up minimums, whether automatic payments can be turned on and
 * whether a prepaid card is charged now, each with the rule it comes from.
 */
export default function PaymentsCalculator({currency: initialCurrency = 'PLN'}: PaymentsCalculatorProps): ReactNode {
  const {values, set, totalError, usageError, texts, outcomes} = usePaymentsCalculator(initialCurrency);
  const title = (
    <Translate id="platformTools.payments.title" description="Payments: heading">
      Kalkulator doładowań i płatności automatycznych
    </Translate>
  );
  return (
    <ToolSection tool="payments-calculator" title={title}>
      <div className={styles.grid}>
        <SelectField
          label={translate({id: 'platformTools.payments.currency', message: 'Waluta konta', description: 'Payments: currency label'})}
          field="currency"
          value={values.currency}
          values={CURRENCIES}
          onChange={set.currency}
        />
        <TextField
          label={translate(
            {
              id: 'platformTools.payments.totalLabel',
              message: 'Suma dotychczasowych wpłat ({currency})',
              description: 'Payments: total payments field',
            },
            {currency: values.currency},
          )}
          field="totalPayments"
          value={values.total}
          onChange={set.total}
          error={totalError}
          inputMode="decimal"
        />
        <BillingModelField value={values.model} onChange={set.model} note={texts.postpaidContract} />
        <TextField
          label={translate({
            id: 'platformTools.payments.usageLabel',
            message: 'Zużycie od ostatniego obciążenia (PLN netto)',
            description: 'Payments: usage field',
          })}
          field="usage"
          value={values.usage}
          onChange={set.usage}
          error={values.model === 'prepaid' ? usageError : null}
          hint={values.model === 'postpaid' ? texts.chargePrepaidOnly : undefined}
          inputMode="decimal"
        />
        <CheckField
          label={translate({
            id: 'platformTools.payments.monthEnd',
            message: 'Jest koniec miesiąca',
            description: 'Payments: month end checkbox',
          })}
          checked={values.monthEnd}
          onChange={set.monthEnd}
        />
      </div>
      <Outcomes outcomes={outcomes} />
    </ToolSection>
  );
}
