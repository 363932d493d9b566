/**
 * Payment rules of the billing pages (site spec §5 and §9, "Payments"): top-up minimums, who may
 * turn on automatic payments and when a prepaid card is charged. Pure functions; amounts in the
 * account's currency, usage in PLN net as the spec states it.
 */

export type Currency = 'PLN' | 'EUR' | 'USD';
export type BillingModel = 'prepaid' | 'postpaid';

export const CURRENCIES: readonly Currency[] = ['PLN', 'EUR', 'USD'];

/**
 * Total payments the account must exceed (spec: "total payments exceed 500 PLN or 1000 EUR/USD").
 * The spec says "below" for the higher card minimum and "exceed" for automatic payments; one
 * reading covers both: the threshold is passed only by a sum above it, so exactly 500 PLN is
 * still below it.
 */
export const TOTAL_PAYMENTS_THRESHOLD: Readonly<Record<Currency, number>> = {PLN: 500, EUR: 1000, USD: 1000};
/** Manual card top-up minimum while total payments are not above the threshold (250 PLN, 1000 EUR/USD). */
export const CARD_MINIMUM_BELOW_THRESHOLD: Readonly<Record<Currency, number>> = {PLN: 250, EUR: 1000, USD: 1000};
/** Manual card top-up minimum above the threshold (50 PLN, 50 EUR, 70 USD). */
export const CARD_MINIMUM_ABOVE_THRESHOLD: Readonly<Record<Currency, number>> = {PLN: 50, EUR: 50, USD: 70};
/** Electronic transfer minimum, whatever the total (50 PLN, 50 EUR, 70 USD). */
export const TRANSFER_MINIMUM: Readonly<Record<Currency, number>> = {PLN: 50, EUR: 50, USD: 70};
/** Prepaid automatic charge: at this usage since the last charge (PLN net)… */
export const CHARGE_AT_USAGE_PLN_NET = 400;
/** …or at month end when usage since the last charge exceeds this (PLN net). */
export const MONTH_END_CHARGE_ABOVE_PLN_NET = 50;

export interface TopUpInput {
  currency: Currency;
  totalPayments: number;
  billingModel: BillingModel;
}

export interface TopUpRules {
  cardTopUpMinimum: number;
  transferMinimum: number;
  automaticPayments: boolean;
}

/** Null when `value` is an amount of money the rules can take (a finite number, not negative), else the Polish problem. */
export function amountProblem(value: number, label: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label}: podaj kwotę liczbą, np. 120 albo 120,50.`;
  if (value < 0) return `${label}: kwota nie może być ujemna.`;
  return null;
}

function assertAmount(value: number, label: string): void {
  const problem = amountProblem(value, label);
  if (problem) throw new RangeError(problem);
}

/** Whether total payments are above the threshold of the currency. */
export function aboveThreshold(currency: Currency, totalPayments: number): boolean {
  return totalPayments > TOTAL_PAYMENTS_THRESHOLD[currency];
}

/** The top-up minimums and whether automatic payments may be turned on. Throws a Polish error on a bad amount or currency. */
export function topUpRules({currency, totalPayments, billingModel}: TopUpInput): TopUpRules {
  if (!CURRENCIES.includes(currency)) throw new RangeError(`Nieznana waluta „${String(currency)}”: wybierz PLN, EUR albo USD.`);
  if (billingModel !== 'prepaid' && billingModel !== 'postpaid') {
    throw new RangeError(`Nieznany model rozliczeń „${String(billingModel)}”: wybierz prepaid albo postpaid.`);
  }
  assertAmount(totalPayments, 'Suma wpłat');
  const above = aboveThreshold(currency, totalPayments);
  return {
    cardTopUpMinimum: above ? CARD_MINIMUM_ABOVE_THRESHOLD[currency] : CARD_MINIMUM_BELOW_THRESHOLD[currency],
    transferMinimum: TRANSFER_MINIMUM[currency],
    automaticPayments: above || billingModel === 'postpaid',
  };
}

export interface ChargeInput {
  /** Usage since the last automatic charge, PLN net. */
  usageSinceLastChargeNet: number;
  /** Whether it is the end of the month. */
  monthEnd: boolean;
}

/** Whether a prepaid account's card is charged now: at 400 PLN net usage, or at month end above 50 PLN net. */
export function automaticCharge({usageSinceLastChargeNet, monthEnd}: ChargeInput): boolean {
  assertAmount(usageSinceLastChargeNet, 'Zużycie od ostatniego obciążenia');
  if (usageSinceLastChargeNet >= CHARGE_AT_USAGE_PLN_NET) return true;
  return monthEnd && usageSinceLastChargeNet > MONTH_END_CHARGE_ABOVE_PLN_NET;
}

/** One answer of the calculator; ok and problem mark a met or unmet condition, info neither (a charge that has not happened yet). */
export type PaymentFinding =
  | {key: 'card' | 'transfer'; amount: number; state: 'ok'}
  | {key: 'automatic'; allowed: boolean; state: 'ok' | 'problem'}
  | {key: 'charge'; charged: boolean; state: 'info'};

export interface CalculatorInput {
  currency: Currency;
  billingModel: BillingModel;
  /** Null while the reader's entry is not an amount: the answers that need it are left out. */
  totalPayments: number | null;
  usageSinceLastChargeNet: number | null;
  monthEnd: boolean;
}

/** The calculator's answers, in the order shown: the minimums and automatic payments, then a prepaid card's charge. */
export function paymentFindings({
  currency,
  billingModel,
  totalPayments,
  usageSinceLastChargeNet,
  monthEnd,
}: CalculatorInput): PaymentFinding[] {
  const findings: PaymentFinding[] = [];
  if (totalPayments !== null) {
    const rules = topUpRules({currency, totalPayments, billingModel});
    findings.push(
      {key: 'card', amount: rules.cardTopUpMinimum, state: 'ok'},
      {key: 'transfer', amount: rules.transferMinimum, state: 'ok'},
      {key: 'automatic', allowed: rules.automaticPayments, state: rules.automaticPayments ? 'ok' : 'problem'},
    );
  }
  if (billingModel === 'prepaid' && usageSinceLastChargeNet !== null) {
    findings.push({key: 'charge', charged: automaticCharge({usageSinceLastChargeNet, monthEnd}), state: 'info'});
  }
  return findings;
}

const list = (values: Readonly<Record<Currency, number>>) => `${values.PLN} PLN, ${values.EUR} EUR, ${values.USD} USD`;

/**
 * The rule behind each answer of the calculator, in Polish like the problems; kept with the
 * numbers they quote so the two cannot drift (and out of every page's main bundle).
 */
export function paymentRuleTexts(currency: Currency, totalPayments: number) {
  const threshold = `${TOTAL_PAYMENTS_THRESHOLD[currency]} ${currency}`;
  return {
    card: aboveThreshold(currency, totalPayments)
      ? `Suma wpłat przekracza próg ${threshold}, więc obowiązuje niższe minimum: ${list(CARD_MINIMUM_ABOVE_THRESHOLD)}.`
      : `Suma wpłat nie przekracza progu ${threshold}, więc obowiązuje wyższe minimum: ${CARD_MINIMUM_BELOW_THRESHOLD.PLN} PLN (${CARD_MINIMUM_BELOW_THRESHOLD.EUR} EUR/USD). Niższe obowiązuje dopiero powyżej progu.`,
    transfer: `Minimum przelewu elektronicznego nie zależy od sumy wpłat: ${list(TRANSFER_MINIMUM)}.`,
    automatic: `Dostępne, gdy suma wpłat przekracza ${TOTAL_PAYMENTS_THRESHOLD.PLN} PLN lub ${TOTAL_PAYMENTS_THRESHOLD.EUR} EUR/USD albo konto jest w modelu postpaid; potrzebna jest też zweryfikowana karta i zaznaczona zgoda.`,
    charge: `Karta jest obciążana, gdy zużycie od ostatniego obciążenia osiągnie ${CHARGE_AT_USAGE_PLN_NET} PLN netto, albo na koniec miesiąca, jeśli przekracza ${MONTH_END_CHARGE_ABOVE_PLN_NET} PLN netto.`,
    postpaidContract: 'Postpaid wymaga podpisanej umowy z działem sprzedaży.',
    chargePrepaidOnly: 'Ta reguła obciążania dotyczy kont prepaid.',
  };
}
