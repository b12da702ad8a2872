import type { Db } from '../db/open.ts';
import { outboxSender } from './outbox.ts';

/**
 * Sends a text message to an Indian mobile (10 digits). A gateway for real SMS implements this and is
 * chosen by SMS_SENDER; `outbox` (the only one here: this machine has no SMS gateway) keeps the
 * messages in the sms_outbox table, which developers and browser tests read at /api/dev/sms-outbox.
 */
export interface SmsSender {
  send(mobile: string, body: string): Promise<void>;
}

export type SmsSenderName = 'outbox';

export function createSmsSender(name: SmsSenderName, db: Db, now: () => Date): SmsSender {
  switch (name) {
    case 'outbox':
      return outboxSender(db, now);
  }
}
