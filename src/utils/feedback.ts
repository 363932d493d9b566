/**
 * "Was this page helpful": the event each answer pushes to window.dataLayer, the remembered
 * answer per page, and the e-mail that reports a mistake on a page (CONTRIBUTING.md, "Reader signals").
 * No free text is collected: a reason is one of the fixed ids below.
 */

export const FEEDBACK_REASONS = ['outdated', 'unclear', 'missing', 'error', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export interface FeedbackAnswer {
  helpful: boolean;
  reason?: FeedbackReason;
}

export interface DocsFeedbackEvent {
  event: 'docs_feedback';
  page_path: string;
  page_title: string;
  helpful: boolean;
  reason?: FeedbackReason;
}

export function feedbackEvent(pagePath: string, pageTitle: string, answer: FeedbackAnswer): DocsFeedbackEvent {
  return {
    event: 'docs_feedback',
    page_path: pagePath,
    page_title: pageTitle,
    helpful: answer.helpful,
    ...(answer.helpful || !answer.reason ? {} : {reason: answer.reason}),
  };
}

export const STORAGE_PREFIX = 'docs-feedback:';

export function storageKey(pagePath: string): string {
  return `${STORAGE_PREFIX}${pagePath}`;
}

/** A stored answer, or null for anything else (nothing stored, edited by hand, old format). */
export function parseStoredAnswer(stored: string | null): FeedbackAnswer | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as unknown;
    if (typeof value !== 'object' || value === null || typeof (value as FeedbackAnswer).helpful !== 'boolean') return null;
    const {helpful, reason} = value as FeedbackAnswer;
    if (helpful) return {helpful};
    return FEEDBACK_REASONS.includes(reason as FeedbackReason) ? {helpful, reason} : {helpful};
  } catch {
    return null;
  }
}

/** The part of window.localStorage the remembered answers use. */
export interface AnswerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The answer remembered for a page, or null (none, unreadable, or storage blocked by private mode or a policy). */
export function readStoredAnswer(storage: () => AnswerStorage, pagePath: string): FeedbackAnswer | null {
  try {
    return parseStoredAnswer(storage().getItem(storageKey(pagePath)));
  } catch {
    return null; // storage blocked: the widget still works, unremembered
  }
}

/** Remembers the answer for the page; where storage is blocked it is sent, only not remembered. */
export function storeAnswer(storage: () => AnswerStorage, pagePath: string, answer: FeedbackAnswer): void {
  try {
    storage().setItem(storageKey(pagePath), JSON.stringify(answer));
  } catch {
    // nothing to do: the answer is sent, only not remembered
  }
}

/** mailto: for "Zgłoś błąd na tej stronie": the page's title in the subject, its address in the body. */
export function reportMailto(email: string, pageTitle: string, pageUrl: string): string {
  const subject = `Błąd w dokumentacji: ${pageTitle}`;
  const body = `Strona: ${pageUrl}\n\nCo jest nie tak:\n`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
