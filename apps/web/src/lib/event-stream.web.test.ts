import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, setAuth } from './auth-store';
import { listenToEvents } from './event-stream';

const fetchMock = vi.fn<typeof fetch>();

/** A stream answer whose body arrives in the given pieces, then ends. */
function streamOf(...pieces: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  setAuth({ token: 'tok', userName: 'ana', root: false });
});
afterEach(() => {
  clearAuth();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('an event stream', () => {
  it('sends the token in its header and hands over each frame’s name, even one split across reads', async () => {
    fetchMock.mockResolvedValueOnce(streamOf('event: ready\ndata: {}\n\nevent: no', 'tice\ndata: 1\n\n'));
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    const names: string[] = [];
    const stop = listenToEvents('/api/notifications/events', { onEvent: (n) => names.push(n), retryMs: 50 });
    await vi.waitFor(() => expect(names).toEqual(['ready', 'notice']));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/notifications/events');
    expect(init?.headers).toEqual({ 'auth-token': 'tok', accept: 'text/event-stream' });
    stop();
  });

  it('reconnects after a pause when the stream drops, and says so', async () => {
    fetchMock.mockResolvedValueOnce(streamOf('event: ready\n\n'));
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    const onDrop = vi.fn();
    const stop = listenToEvents('/api/admin/events', { onEvent: () => undefined, onDrop, retryMs: 3000 });
    await vi.waitFor(() => expect(onDrop).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ends for good on a 401, and asks nothing without a session', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    const onDrop = vi.fn();
    listenToEvents('/api/admin/events', { onEvent: () => undefined, onDrop, retryMs: 10 });
    await vi.waitFor(() => expect(onDrop).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    clearAuth();
    listenToEvents('/api/admin/events', { onEvent: () => undefined, retryMs: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
