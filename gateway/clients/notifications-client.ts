import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';

const RawNotificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  message: z.string(),
  action_label: z.string().nullable(),
  action_url: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});

const reshape = (n: z.infer<typeof RawNotificationSchema>) => ({
  id: n.id,
  type: n.type,
  message: n.message,
  actionLabel: n.action_label,
  actionUrl: n.action_url,
  read: n.read,
  createdAt: n.created_at,
});

/** Notifications (getNotificationData, markNotificationRead). */
export function notificationsClient(call: UpstreamFetch) {
  return {
    list: async (token: string) => parseResult(z.array(RawNotificationSchema), await call('/api/account/notifications', { token })).map(reshape),
    markRead: async (token: string, id: string) =>
      reshape(parseResult(RawNotificationSchema, await call(`/api/account/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', token }))),
  };
}
export type NotificationsClient = ReturnType<typeof notificationsClient>;
