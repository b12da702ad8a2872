import { atom } from 'nanostores';

/**
 * Notifications (storefront.md §3 Notification, §4): a message with a type and an optional action,
 * removed after its time to live (5000 ms, §9) unless it has no time-out; a message equal to the last
 * one is not added again. The islands that show them render `$notifications`.
 */
export interface Notification {
  id: number;
  type: 'success' | 'info' | 'warning' | 'error';
  message: string;
  /** The message's key in the interface strings and its parameters, when the island should not go by the English. */
  messageKey?: string | undefined;
  params?: Record<string, string | number> | undefined;
  /** action1: a button (the spec's 'OK'); its callback runs, then the notification goes. */
  action1?: { label: 'ok' | 'reload' | 'send'; callback?: () => void } | undefined;
  timeToLive: number;
  hasNoTimeout: boolean;
}

/** storefront.md §9: notification default lifetime. */
export const NOTIFICATION_TTL_MS = 5000;

export const $notifications = atom<Notification[]>([]);

/** The window event that wakes the header's cart island, which shows the notifications. */
export const WAKE_NOTIFICATIONS_EVENT = 'island:cart';

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function removeNotification(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

export function addNotification(
  input: Omit<Notification, 'id' | 'timeToLive' | 'hasNoTimeout'> & Partial<Pick<Notification, 'timeToLive' | 'hasNoTimeout'>>,
): number | null {
  const current = $notifications.get();
  const last = current[current.length - 1];
  if (last && last.message === input.message) return null;
  const notification: Notification = { timeToLive: NOTIFICATION_TTL_MS, hasNoTimeout: false, ...input, id: nextId++ };
  $notifications.set([...current, notification]);
  if (!notification.hasNoTimeout)
    timers.set(
      notification.id,
      setTimeout(() => removeNotification(notification.id), notification.timeToLive),
    );
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(WAKE_NOTIFICATIONS_EVENT));
  return notification.id;
}

/** Runs the notification's action (if any) and removes it. */
export function actOnNotification(id: number): void {
  const notification = $notifications.get().find((n) => n.id === id);
  removeNotification(id);
  notification?.action1?.callback?.();
}
