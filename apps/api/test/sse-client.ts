import type { FastifyInstance } from 'fastify';

export interface SseFrame {
  event: string;
  data: unknown;
}

/**
 * Opens an event stream (the dashboard's by default, or a user's notifications) over real HTTP:
 * inject waits for the end, and a stream never ends.
 */
export async function openStream(app: FastifyInstance, token: string, path = '/api/admin/events') {
  const address = app.server.listening ? app.server.address() : null;
  const base =
    address && typeof address === 'object'
      ? `http://127.0.0.1:${address.port}`
      : await app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    headers: { 'auth-token': token },
    signal: controller.signal,
  });
  if (!response.body) throw new Error('no stream body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done = false;
  const frames: SseFrame[] = [];

  async function next(event: string, timeoutMs = 5000): Promise<SseFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = frames.findIndex((f) => f.event === event);
      if (index >= 0) return frames.splice(index, 1)[0] as SseFrame;
      if (Date.now() > deadline) throw new Error(`no ${event} frame`);
      const timer = new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()));
      const chunk = await Promise.race([reader.read(), timer]);
      if (chunk?.done) done = true;
      if (done) throw new Error(`stream ended before a ${event} frame`);
      if (!chunk) continue;
      buffer += chunk.value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const eventLine = block.split('\n').find((l) => l.startsWith('event: '));
        const dataLine = block.split('\n').find((l) => l.startsWith('data: '));
        if (eventLine && dataLine)
          frames.push({ event: eventLine.slice(7), data: JSON.parse(dataLine.slice(6)) });
        end = buffer.indexOf('\n\n');
      }
    }
  }

  /** Resolves when the server closes the stream. */
  async function ended(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done) {
      if (Date.now() > deadline) throw new Error('the stream is still open');
      const timer = new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()));
      const chunk = await Promise.race([reader.read(), timer]);
      if (chunk?.done) done = true;
    }
  }

  return {
    status: response.status,
    ended,
    contentType: response.headers.get('content-type'),
    next,
    close: () => controller.abort(),
  };
}
