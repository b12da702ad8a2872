import { FEEDBACK_CODES, type FeedbackOption } from '../../../../domain/retention.ts';

const isOption = (code: string): code is FeedbackOption => (FEEDBACK_CODES as readonly string[]).includes(code);

/** A feedback option's words (`retention.feedback.<code>`); a code this build does not know, as it came. */
export function feedbackText(code: string, s: (key: `retention.feedback.${FeedbackOption}`) => string): string {
  return isOption(code) ? s(`retention.feedback.${code}`) : code;
}
