import {parseNumber} from '../../src/numbers';
import {amountProblem, CURRENCIES, paymentFindings, paymentRuleTexts, type BillingModel, type Currency} from '../../src/payments';
import {useForm} from '../PlatformTools/useForm';
import {calculatorLabels} from './labels';
import {outcomeOf} from './outcomeText';

/** What the reader entered into the payments calculator, its problems and the answers of the rules. */
export function usePaymentsCalculator(initialCurrency: Currency) {
  const {values, set, fields} = useForm(() => ({
    currency: CURRENCIES.includes(initialCurrency) ? initialCurrency : ('PLN' as Currency),
    totalPayments: '0',
    model: 'prepaid' as BillingModel,
    usage: '0',
    monthEnd: false,
  }));
  const {currency, model} = values;
  const labels = calculatorLabels(currency);
  const totalPayments = parseNumber(values.totalPayments);
  const usageNet = parseNumber(values.usage);
  const totalError = amountProblem(totalPayments, labels.totalAmount);
  const usageError = amountProblem(usageNet, labels.usageAmount);
  const texts = paymentRuleTexts(currency, Number.isFinite(totalPayments) ? totalPayments : 0);
  const findings = paymentFindings({
    currency,
    billingModel: model,
    totalPayments: totalError ? null : totalPayments,
    usageSinceLastChargeNet: usageError ? null : usageNet,
    monthEnd: values.monthEnd,
  });
  return {
    title: labels.title,
    ...fields({
      labels,
      errors: {totalPayments: totalError, usage: model === 'prepaid' ? usageError : null},
      hints: {usage: model === 'postpaid' ? texts.chargePrepaidOnly : undefined},
    }),
    model,
    setModel: (next: BillingModel) => set('model', next),
    postpaidContract: texts.postpaidContract,
    outcomes: findings.map((finding) => outcomeOf(finding, currency, texts)),
  };
}
