import type {ReactNode} from 'react';
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
  const {title, bind, check, model, setModel, postpaidContract, outcomes} = usePaymentsCalculator(initialCurrency);
  return (
    <ToolSection tool="payments-calculator" title={title}>
      <div className={styles.grid}>
        <SelectField {...bind('currency')} values={CURRENCIES} />
        <TextField {...bind('totalPayments')} inputMode="decimal" />
        <BillingModelField value={model} onChange={setModel} note={postpaidContract} />
        <TextField {...bind('usage')} inputMode="decimal" />
        <CheckField {...check('monthEnd')} />
      </div>
      <Outcomes outcomes={outcomes} />
    </ToolSection>
  );
}
