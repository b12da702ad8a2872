import { fill, type IslandStrings } from './island.ts';

/**
 * How long to wait after a refusal for too many requests, from the gateway's `retryAfter` (seconds):
 * "Try again in 45 s." below a minute, "… in 4 min." below an hour, else "… in 1 h 20 min.", in the
 * island's language (`account.wait.*`). Rounded up, so a customer is never sent back too early.
 * Not Intl.RelativeTimeFormat: it names one unit only ("in 1 hour", never "1 h 20 min"), and a phone's
 * browser need not carry its Odia data.
 */
export function retryAfterText(seconds: number, strings: IslandStrings): string {
  const again = strings['account.wait.again'];
  if (!again || !(seconds > 0)) return '';
  const unit = (key: 'seconds' | 'minutes' | 'hours', count: number) => fill(strings[`account.wait.${key}`] ?? '', { count });
  let time: string;
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 60) time = unit('seconds', Math.ceil(seconds));
  else if (minutes < 60) time = unit('minutes', minutes);
  else {
    const hours = unit('hours', Math.floor(minutes / 60));
    time = minutes % 60 ? `${hours} ${unit('minutes', minutes % 60)}` : hours;
  }
  return fill(again, { time });
}
