import { buildUrl } from './api-client';
import { getAuth } from './auth-store';

export interface EventStreamHandlers {
  /** Each frame's `event:` name (the payloads say nothing the screens' own queries don't). */
  onEvent: (name: string) => void;
  /** The stream dropped or was refused (it is tried again after `retryMs`, unless the session is gone). */
  onDrop?: () => void;
  /** The pause before reconnecting. */
  retryMs: number;
}

/** The `event:` name of one Server-Sent Events block. */
function eventName(block: string): string | undefined {
  return block
    .split('\n')
    .find((line) => line.startsWith('event: '))
    ?.slice(7);
}

/**
 * Listens to one of the API's Server-Sent Events streams (the bell's notices, the back office's
 * sales). EventSource cannot send the auth-token header and the token must never go in a URL, so
 * the stream is read with fetch; a dropped stream reconnects after a pause. A 401 ends it: the
 * session is gone, and the app forgets it on its next call. Nothing is asked without a session.
 * Answers the stop.
 */
export function listenToEvents(path: string, { onEvent, onDrop, retryMs }: EventStreamHandlers): () => void {
  const controller = new AbortController();
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function connect() {
    const auth = getAuth();
    if (!auth) return;
    try {
      const response = await fetch(buildUrl(path), {
        headers: { 'auth-token': auth.token, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (response.status === 401) {
        onDrop?.();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const name = eventName(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (name) onEvent(name);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Dropped or refused: tried again below, unless this listener was stopped.
    }
    if (controller.signal.aborted) return;
    onDrop?.();
    retry = setTimeout(connect, retryMs);
  }

  void connect();
  return () => {
    controller.abort();
    if (retry) clearTimeout(retry);
  };
}
