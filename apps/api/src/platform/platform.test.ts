import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@bazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'bazar-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Bazar</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST: webDist });
  const uploads = path.join(t.app.env.dataDir, 'uploads', 'demo');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(path.join(uploads, 'foto.webp'), 'RIFF....WEBP');
});

afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers ok without asking the database (liveness; /api/ready asks it)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('the web app', () => {
  it.each(['/', '/cart', '/admin/users'])('serves index.html for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 with the app for a path that is none of its pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/una/ruta/inexistente' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends a content security policy and no framing by other sites', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('uploads', () => {
  it('serves stored files with nosniff and a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/demo/foto.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('max-age=2592000');
  });

  it('answers 404 JSON for a missing file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/nada.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: MSG.routeNotFound });
  });

  it('never serves a file outside the uploads folder', async () => {
    for (const url of [
      '/uploads/../../../../etc/passwd',
      '/uploads/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('root:x:0:0');
    }
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nada'],
    ['POST', '/api/nada'],
    ['DELETE', '/api/products'],
  ] as const)('%s %s answers 404 with a Spanish message', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: MSG.routeNotFound });
  });
});

describe('GET /api/docs', () => {
  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{id}',
        '/api/filterCategory',
        '/api/categories',
      ]),
    );
  });

  it('serves the interactive documentation page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
