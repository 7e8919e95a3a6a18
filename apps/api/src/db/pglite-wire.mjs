// The PostgreSQL wire protocol in front of PGlite, for the `pg` pool on the request thread.
//
// PGlite executes a buffer of protocol messages at once and answers them together. A named
// statement arrives as Bind, Describe, Execute and Sync in one packet: handed over one message at
// a time (as @electric-sql/pglite-socket does), each costs its own call into the database, its own
// file-system sync and its own socket write, four of each per statement, where the database's
// work itself is often smaller. Here the complete messages of a packet go in one call and the
// answer leaves in one write.
//
// Plain JavaScript so the worker starts the same under tsx, Vitest and node.
import { createServer } from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'

/**
 * Listens on host:port (0: any free port). PGlite is one backend session: every connection's
 * packets run one after another, in the order they came, and while one connection has a
 * transaction open the others' packets wait for it to end (the pool normally holds a single
 * connection; a second one only overlaps while the pool replaces it).
 */
export async function serveWire(db, { host = '127.0.0.1', port = 0 } = {}) {
  const sockets = new Set();
  let chain = Promise.resolve();
  /** The connection whose packet ran last: the owner of an open transaction. */
  let owner;
  /** Packets of other connections, held while the owner's transaction is open. */
  let held = [];

  async function run(item) {
    if (db.isInTransaction() && owner && owner !== item.socket) {
      held.push(item);
      return;
    }
    await item.run();
    owner = item.socket;
    if (!db.isInTransaction() && held.length > 0) {
      const waiting = held;
      held = [];
      for (const next of waiting) await run(next);
    }
  }
  const submit = (socket, work) => {
    chain = chain.then(() => run({ socket, run: work })).catch(() => {});
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    serveConnection(db, socket, submit);
    socket.once('close', () => {
      sockets.delete(socket);
      // A connection that goes away mid-transaction must not leave it open for the next one.
      submit(socket, async () => {
        if (owner === socket && db.isInTransaction()) {
          // exec takes PGlite's lock itself (the raw protocol calls below do not, hence runExclusive).
          await db.exec('ROLLBACK').catch(() => {});
        }
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    address: `${address.address}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function serveConnection(db, socket, submit) {
  socket.setNoDelay(true);
  socket.on('error', () => socket.destroy());
  let pending = Buffer.alloc(0);
  let started = false;

  socket.on('data', (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (!started && pending.length >= 8) {
      // Before the startup message: untyped messages (length, code).
      const length = pending.readInt32BE(0);
      if (pending.length < length) return;
      const code = pending.readInt32BE(4);
      const message = Buffer.from(pending.subarray(0, length));
      pending = pending.subarray(length);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        submit(socket, async () => write(socket, Buffer.from('N')));
      } else if (code === CANCEL_REQUEST) {
        // Cancelling a running statement is not supported: the request is only closed.
        socket.end();
        return;
      } else {
        started = true;
        submit(socket, () => execute(db, socket, message));
      }
    }
    if (!started) return;
    // Typed messages: one byte of type, then the length (which counts itself).
    let end = 0;
    let terminate = false;
    while (pending.length - end >= 5) {
      if (pending[end] === TERMINATE) {
        terminate = true;
        break;
      }
      const length = 1 + pending.readInt32BE(end + 1);
      if (pending.length - end < length) break;
      end += length;
    }
    if (end > 0) {
      const messages = Buffer.from(pending.subarray(0, end));
      pending = pending.subarray(end);
      submit(socket, () => execute(db, socket, messages));
    }
    if (terminate) submit(socket, async () => socket.end());
  });
}

async function execute(db, socket, messages) {
  if (socket.destroyed) return;
  const chunks = [];
  try {
    await db.runExclusive(() =>
      db.execProtocolRawStream(messages, {
        // PGlite reuses its output buffer from one call to the next: keep a copy.
        onRawData: (data) => chunks.push(Buffer.from(data)),
      }),
    );
  } catch (error) {
    chunks.push(errorResponse('XX000', error instanceof Error ? error.message : String(error)));
    socket.end(Buffer.concat(chunks));
    return;
  }
  write(socket, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
}

function write(socket, bytes) {
  if (bytes.length > 0 && !socket.destroyed) socket.write(bytes);
}

/** An ErrorResponse message: severity, SQLSTATE code and text. */
function errorResponse(code, text) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}
