import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dependencyFault } from '../platform/errors/dependency-errors.js';

/**
 * Start-up failures a person can fix, told in Spanish with what to change; anything else keeps
 * its technical message. Start-up never waits forever: each step that could (the embedded
 * database, the server connection) has its own timeout.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** The embedded database needs room for its files and WAL; a server database needs only uploads. */
export const MIN_FREE_BYTES_EMBEDDED = 64 * 1024 * 1024;
export const MIN_FREE_BYTES_SERVER = 16 * 1024 * 1024;

const codeOf = (error: unknown) => (error as { code?: string } | undefined)?.code ?? '';

/** DATA_DIR exists (or can be made), is a writable folder, and has room left. */
export function checkDataDir(dir: string, minFreeBytes: number): void {
  const where = `DATA_DIR (${dir})`;
  try {
    mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.escritura-${randomBytes(4).toString('hex')}`);
    try {
      writeFileSync(probe, 'ok');
    } finally {
      rmSync(probe, { force: true });
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EACCES' || code === 'EPERM')
      throw new StartupError(
        `${where} no se puede usar: permiso denegado. Elija otra carpeta o dé permiso de escritura.`,
        { cause: error },
      );
    if (code === 'ENOTDIR' || code === 'EEXIST')
      throw new StartupError(
        `${where} no se puede usar: la ruta (o una de sus carpetas) es un archivo, no una carpeta.`,
        { cause: error },
      );
    if (code === 'EROFS')
      throw new StartupError(`${where} no se puede usar: el sistema de archivos es de solo lectura.`, {
        cause: error,
      });
    if (code === 'ENOSPC' || code === 'EDQUOT')
      throw new StartupError(`${where} no se puede usar: no queda espacio en el disco.`, { cause: error });
    throw new StartupError(`${where} no se puede usar (${code || (error as Error).message}).`, {
      cause: error,
    });
  }
  const fs = statfsSync(dir);
  const free = fs.bavail * fs.bsize;
  if (free < minFreeBytes) {
    const mb = (n: number) => `${Math.floor(n / 1024 / 1024)} MB`;
    throw new StartupError(
      `${where} no tiene espacio suficiente: quedan ${mb(free)} libres y se necesitan al menos ${mb(minFreeBytes)}. Libere espacio o elija otra carpeta.`,
    );
  }
}

/** Host and port of a connection string, without the password, for messages. */
function serverOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function findCode(error: unknown): string {
  let current: unknown = error;
  for (let i = 0; i < 6 && current; i++) {
    const code = codeOf(current);
    if (code) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/** A start-up error as the person starting the shop should read it. */
export function describeStartupError(error: unknown, databaseUrl: string | undefined): string {
  if (error instanceof StartupError) return error.message;
  const code = findCode(error);
  if (databaseUrl) {
    const server = serverOf(databaseUrl);
    if (code === '28P01' || code === '28000')
      return `La base de datos en ${server} rechazó el usuario o la contraseña de DATABASE_URL.`;
    if (code === '3D000')
      return `La base de datos indicada en DATABASE_URL (${server}) no existe. Créela o corrija el nombre.`;
    if (dependencyFault(error))
      return `No se pudo conectar con la base de datos en ${server} (${code || 'sin respuesta'}). Verifique que PostgreSQL esté en marcha y que DATABASE_URL sea correcta.`;
  }
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return 'No queda espacio en el disco de DATA_DIR: libere espacio e intente de nuevo.';
  const message = error instanceof Error ? error.message : String(error);
  return `No se pudo iniciar el servidor: ${message}`;
}

/** Rejects with `message` if `promise` has not settled within `ms`. */
export async function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new StartupError(message)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
