/**
 * Notifications: owns `notifications` and `mail_opt_outs`. Every module that tells a person of
 * an event calls `notify` in the transaction of the change; the bell lists the rows, a stream
 * refreshes it live, and the outbox sends each row's e-mail unless its kind was turned off.
 */

export { registerNotifications } from './notifications.plugin.js';
export { type Notice, notify, notifyFrom } from './notify.js';
