import { buildUrl } from '../../../lib/api-client';
import { getAuth } from '../../../lib/auth-store';

/** The `event:` name of one Server-Sent Events block (the payloads say nothing the lists don't). */
function eventName(block: string): string | undefined {
  return block
    .split('\n')
    .find((line) => line.startsWith('event: '))
    ?.slice(7);
}

/**
 * Listens to GET /api/notifications/events and calls `onNotice` on every `notice` frame.
 * EventSource cannot send the auth-token header and the token must never go in a URL, so the
 * stream is read with fetch; a dropped stream reconnects after a pause. Answers the stop.
 */
export function listenToNotices(onNotice: () => void, retryMs = 5000): () => void {
  const controller = new AbortController();
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function connect() {
    const auth = getAuth();
    if (!auth) return;
    try {
      const response = await fetch(buildUrl('/api/notifications/events'), {
        headers: { 'auth-token': auth.token, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      // A session that is gone is not retried: the app forgets it on its next call.
      if (response.status === 401) return;
      if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          if (eventName(buffer.slice(0, end)) === 'notice') onNotice();
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Dropped or refused: tried again below, unless this listener was stopped.
    }
    if (!controller.signal.aborted) retry = setTimeout(connect, retryMs);
  }

  void connect();
  return () => {
    controller.abort();
    if (retry) clearTimeout(retry);
  };
}
