import { mkdirSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@bazar/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp, registerAndLogin } from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';
import { mountTinyDisk } from '../../../test/private-servers.js';
import { uploadImage } from '../../../test/uploads.js';
import { uploads } from '../../db/schema.js';

// DATA_DIR on a 1 MB tmpfs: the disk really fills up, and writes fail with ENOSPC part-way.
let tiny: Awaited<ReturnType<typeof mountTinyDisk>>;
let t: TestApp;

beforeAll(async () => {
  tiny = await mountTinyDisk('1m');
  t = await buildAccountsApp({ DATA_DIR: tiny.dir });
});
afterAll(async () => {
  await t?.close();
  await tiny?.unmount();
});

/** Fills the disk, then frees `leave` bytes: room to create files, not to finish writing them. */
function fillDisk(file: string, leave: number) {
  try {
    writeFileSync(file, Buffer.alloc(4 * 1024 * 1024, 1));
    throw new Error('the tiny disk did not fill up');
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  }
  truncateSync(file, Math.max(0, statSync(file).size - leave));
}

describe('an upload on a full disk', () => {
  it('answers 507 in Spanish, leaves no file and no row behind, and works again once there is room', async () => {
    const { token } = await registerAndLogin(t.app);
    const uploadsDir = path.join(tiny.dir, 'uploads', 'u');
    mkdirSync(uploadsDir, { recursive: true });
    const filler = path.join(tiny.dir, 'relleno');
    fillDisk(filler, 16 * 1024);
    // Noise does not compress: its WebP is far larger than the room left.
    const noisy = await sharp({
      create: {
        width: 900,
        height: 900,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();

    const refused = await uploadImage(t.app, token, noisy);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ msg: MSG.storageFull });
    expect(readdirSync(uploadsDir)).toEqual([]);
    expect(await t.db.select().from(uploads)).toEqual([]);

    rmSync(filler);
    const stored = await uploadImage(t.app, token, noisy);
    expect(stored.statusCode).toBe(201);
    expect(readdirSync(uploadsDir)).toHaveLength(2);
  });
});
