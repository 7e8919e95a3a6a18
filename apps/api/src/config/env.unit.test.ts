import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('loadEnv', () => {
  it('gives every setting a default for the demo', () => {
    const env = loadEnv({ INIT_CWD: '/srv/bazar' });
    expect(env).toMatchObject({ PORT: 3000, SEED_DEMO: true, NODE_ENV: 'development', TRUST_PROXY: 0 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve('/srv/bazar', 'data'));
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('reads booleans and numbers from text', () => {
    const env = loadEnv({ SEED_DEMO: 'false', PORT: '8080', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(env).toMatchObject({ SEED_DEMO: false, PORT: 8080, DATABASE_URL: 'postgres://u@h:5432/db' });
  });

  it('fails fast naming every bad key', () => {
    expect(() => loadEnv({ PORT: 'ochenta', DATABASE_URL: 'mysql://x', SEED_DEMO: 'quizás' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SEED_DEMO|PORT[\s\S]*SEED_DEMO[\s\S]*DATABASE_URL/,
    );
  });

  it("counts the shop's days in Buenos Aires unless SHOP_TIME_ZONE names another zone", () => {
    expect(loadEnv({}).SHOP_TIME_ZONE).toBe('America/Argentina/Buenos_Aires');
    expect(loadEnv({ SHOP_TIME_ZONE: 'Europe/Madrid' }).SHOP_TIME_ZONE).toBe('Europe/Madrid');
    expect(loadEnv({ SHOP_TIME_ZONE: 'UTC' }).SHOP_TIME_ZONE).toBe('UTC');
  });

  it('refuses to start with a time zone Intl does not know, naming the key', () => {
    for (const zone of ['Marte/Olimpo', 'Buenos Aires', '']) {
      expect(() => loadEnv({ SHOP_TIME_ZONE: zone })).toThrow(
        /Invalid configuration:\n {2}SHOP_TIME_ZONE: zona horaria desconocida/,
      );
    }
  });

  it('reads the standbys as a list, refuses a bad one without echoing its password, and needs a server', () => {
    expect(loadEnv({}).DATABASE_READ_URLS).toEqual([]);
    const env = loadEnv({
      DATABASE_URL: 'postgres://u@primary/bazar',
      DATABASE_READ_URLS: ' postgres://u:clave@replica-1/bazar, postgresql://u:clave@replica-2/bazar ,',
    });
    expect(env.DATABASE_READ_URLS).toEqual([
      'postgres://u:clave@replica-1/bazar',
      'postgresql://u:clave@replica-2/bazar',
    ]);
    expect(env.DATABASE_READ_MAX_LAG_MS).toBe(2000);
    let refused = '';
    try {
      loadEnv({
        DATABASE_URL: 'postgres://u@primary/bazar',
        DATABASE_READ_URLS: 'mysql://u:clave-secreta@replica/bazar',
      });
    } catch (error) {
      refused = (error as Error).message;
    }
    expect(refused).toMatch(/DATABASE_READ_URLS\.0: cada réplica es una URL postgres/);
    expect(refused).not.toContain('clave-secreta');
    expect(() => loadEnv({ DATABASE_READ_URLS: 'postgres://u@replica/bazar' })).toThrow(
      /DATABASE_READ_URLS: necesita DATABASE_URL \(la base embebida, PGlite, no tiene réplicas\)/,
    );
  });

  it('treats a blank ADMIN_PASSWORD as unset', () => {
    expect(loadEnv({ ADMIN_PASSWORD: '  ' }).ADMIN_PASSWORD).toBeUndefined();
  });
});
