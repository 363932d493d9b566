import {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  amountProblem,
  automaticCharge,
  CURRENCIES,
  paymentRuleTexts,
  topUpRules,
  type BillingModel,
  type Currency,
} from '../../src/payments';
import CopyButton from '../PlatformTools/CopyButton';
import Field, {CheckField} from '../PlatformTools/Field';
import {formatAmount, parseNumber} from '../../src/numbers';
import styles from '../PlatformTools/styles.module.css';

export interface PaymentsCalculatorProps {
  /** Currency selected at first (PLN by default). */
  currency?: Currency;
}

interface Outcome {
  key: string;
  title: string;
  answer: string;
  rule: string;
  /** ok and problem mark a met or unmet condition; info is neither (a charge that has not happened yet). */
  state: 'ok' | 'problem' | 'info';
}

const money = (value: number, currency: Currency) => `${formatAmount(value)} ${currency}`;

/**
 * The payments calculator (issue 17): from the currency, the total of payments so far and the
 * billing model it gives the top-up minimums, whether automatic payments can be turned on and
 * whether a prepaid card is charged now, each with the rule it comes from.
 */
export default function PaymentsCalculator({currency: initialCurrency = 'PLN'}: PaymentsCalculatorProps): ReactNode {
  const titleId = useId();
  const modelId = useId();
  const [currency, setCurrency] = useState<Currency>(CURRENCIES.includes(initialCurrency) ? initialCurrency : 'PLN');
  const [total, setTotal] = useState('0');
  const [model, setModel] = useState<BillingModel>('prepaid');
  const [usage, setUsage] = useState('0');
  const [monthEnd, setMonthEnd] = useState(false);

  const totalPayments = parseNumber(total);
  const usageNet = parseNumber(usage);
  const totalError = amountProblem(
    totalPayments,
    translate({id: 'platformTools.payments.total', message: 'Suma wpłat', description: 'Payments: total payments label'}),
  );
  const usageError = amountProblem(
    usageNet,
    translate({id: 'platformTools.payments.usage', message: 'Zużycie od ostatniego obciążenia', description: 'Payments: usage label'}),
  );

  const outcomes: Outcome[] = [];
  const texts = paymentRuleTexts(currency, Number.isFinite(totalPayments) ? totalPayments : 0);
  if (!totalError) {
    const rules = topUpRules({currency, totalPayments, billingModel: model});
    outcomes.push(
      {
        key: 'card',
        title: translate({
          id: 'platformTools.payments.card',
          message: 'Najmniejsze doładowanie kartą',
          description: 'Payments: card minimum title',
        }),
        answer: money(rules.cardTopUpMinimum, currency),
        rule: texts.card,
        state: 'ok',
      },
      {
        key: 'transfer',
        title: translate({
          id: 'platformTools.payments.transfer',
          message: 'Najmniejszy przelew elektroniczny',
          description: 'Payments: transfer minimum title',
        }),
        answer: money(rules.transferMinimum, currency),
        rule: texts.transfer,
        state: 'ok',
      },
      {
        key: 'automatic',
        title: translate({
          id: 'platformTools.payments.automatic',
          message: 'Płatności automatyczne',
          description: 'Payments: automatic payments title',
        }),
        answer: rules.automaticPayments
          ? translate({
              id: 'platformTools.payments.automaticYes',
              message: 'można włączyć',
              description: 'Payments: automatic payments allowed',
            })
          : translate({
              id: 'platformTools.payments.automaticNo',
              message: 'jeszcze nie można włączyć',
              description: 'Payments: automatic payments not allowed',
            }),
        rule: texts.automatic,
        state: rules.automaticPayments ? 'ok' : 'problem',
      },
    );
  }
  if (model === 'prepaid' && !usageError) {
    const charged = automaticCharge({usageSinceLastChargeNet: usageNet, monthEnd});
    outcomes.push({
      key: 'charge',
      title: translate({
        id: 'platformTools.payments.charge',
        message: 'Obciążenie karty (prepaid, płatności automatyczne)',
        description: 'Payments: automatic charge title',
      }),
      answer: charged
        ? translate({id: 'platformTools.payments.chargeYes', message: 'karta zostanie obciążona', description: 'Payments: card charged'})
        : translate({
            id: 'platformTools.payments.chargeNo',
            message: 'karta nie zostanie jeszcze obciążona',
            description: 'Payments: card not charged',
          }),
      rule: texts.charge,
      state: 'info',
    });
  }
  const summary = outcomes.map((outcome) => `${outcome.title}: ${outcome.answer}. ${outcome.rule}`).join('\n');

  return (
    <section className={styles.tool} aria-labelledby={titleId} data-tool="payments-calculator">
      <h3 id={titleId} className={styles.title}>
        <Translate id="platformTools.payments.title" description="Payments: heading">
          Kalkulator doładowań i płatności automatycznych
        </Translate>
      </h3>
      <div className={styles.grid}>
        <Field label={translate({id: 'platformTools.payments.currency', message: 'Waluta konta', description: 'Payments: currency label'})}>
          {(control) => (
            <select {...control} value={currency} onChange={(event) => setCurrency(event.target.value as Currency)} data-field="currency">
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={translate(
            {
              id: 'platformTools.payments.totalLabel',
              message: 'Suma dotychczasowych wpłat ({currency})',
              description: 'Payments: total payments field',
            },
            {currency},
          )}
          error={totalError}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={total}
              onChange={(event) => setTotal(event.target.value)}
              data-field="totalPayments"
            />
          )}
        </Field>
        <fieldset className={styles.fieldset} aria-describedby={modelId}>
          <legend className={styles.legend}>
            <Translate id="platformTools.payments.model" description="Payments: billing model legend">
              Model rozliczeń
            </Translate>
          </legend>
          {(['prepaid', 'postpaid'] as const).map((value) => (
            <label key={value} className={styles.check}>
              <input type="radio" name={`${titleId}-model`} value={value} checked={model === value} onChange={() => setModel(value)} />
              {value}
            </label>
          ))}
          <p id={modelId} className={styles.hint}>
            {texts.postpaidContract}
          </p>
        </fieldset>
        <Field
          label={translate({
            id: 'platformTools.payments.usageLabel',
            message: 'Zużycie od ostatniego obciążenia (PLN netto)',
            description: 'Payments: usage field',
          })}
          error={model === 'prepaid' ? usageError : null}
          hint={model === 'postpaid' ? texts.chargePrepaidOnly : undefined}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={usage}
              onChange={(event) => setUsage(event.target.value)}
              data-field="usage"
            />
          )}
        </Field>
        <CheckField
          label={translate({
            id: 'platformTools.payments.monthEnd',
            message: 'Jest koniec miesiąca',
            description: 'Payments: month end checkbox',
          })}
          checked={monthEnd}
          onChange={setMonthEnd}
        />
      </div>
      {/* Not a live region: the answers change with every keystroke; each field's error is announced. */}
      <div className={styles.section} data-tool-result="">
        {outcomes.length === 0 ? (
          <p className={styles.hint}>
            <Translate id="platformTools.payments.waiting" description="Payments: no result while amounts are wrong">
              Popraw zaznaczone kwoty, a kalkulator pokaże wynik.
            </Translate>
          </p>
        ) : (
          <ul className={styles.results}>
            {outcomes.map((outcome) => (
              <li key={outcome.key} className={styles.result} data-state={outcome.state} data-outcome={outcome.key}>
                <strong>{outcome.title}:</strong> {outcome.answer}
                <span className={styles.rule}>{outcome.rule}</span>
              </li>
            ))}
          </ul>
        )}
        {outcomes.length > 0 && (
          <CopyButton
            text={summary}
            label={translate({id: 'platformTools.payments.copy', message: 'Kopiuj wynik', description: 'Payments: copy the answer'})}
          />
        )}
      </div>
    </section>
  );
}
