import type { NotificationRow } from './repository.ts';

/** A notification as the upstream sends it: read or not, and where its action leads. */
export const notificationToWire = (n: NotificationRow) => ({
  id: n.id,
  type: n.type,
  message: n.message,
  action_label: n.action_label,
  action_url: n.action_url,
  read: n.read_at !== null,
  created_at: n.created_at,
});
