import { describe, expect, it } from 'vitest';
import {
  chooseStandby,
  formatLsn,
  judgeStandby,
  keepSamples,
  lagMs,
  parseLsn,
  type StandbyView,
  standbyName,
} from './standby-routing.js';

describe('WAL positions', () => {
  it('read PostgreSQL’s text as one number, in order, and write it back the same', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect((parseLsn('1/0') ?? 0n) > (parseLsn('0/FFFFFFFF') ?? 0n)).toBe(true);
    expect(formatLsn(parseLsn('16/B374D848') ?? 0n)).toBe('16/B374D848');
    expect(formatLsn(0x1_0000_00a0n)).toBe('1/A0');
    for (const bad of ['', '16', '16/', 'x/1', '1/2/3', '123456789/0', undefined, 7])
      expect(parseLsn(bad)).toBeUndefined();
  });
});

describe('lag', () => {
  const samples = [
    { at: 1000, lsn: 100n },
    { at: 2000, lsn: 200n },
    { at: 3000, lsn: 200n },
    { at: 4000, lsn: 300n },
  ];
  it('is the age of the oldest WAL the standby has not replayed, and none when it has it all', () => {
    expect(lagMs(samples, 300n, 4500)).toBe(0);
    expect(lagMs(samples, 250n, 4500)).toBe(500);
    expect(lagMs(samples, 150n, 4500)).toBe(2500);
    expect(lagMs(samples, 50n, 4500)).toBe(3500);
    // An idle primary: nothing new for an hour, the standby has it all, no lag.
    expect(lagMs([{ at: 0, lsn: 300n }], 300n, 3_600_000)).toBe(0);
  });

  it('keeps the samples a lag needs, oldest first', () => {
    expect(keepSamples(samples, 4500, 2000).map((s) => s.at)).toEqual([3000, 4000]);
    expect(keepSamples(samples, 4500, 10_000, 2).map((s) => s.at)).toEqual([3000, 4000]);
  });
});

describe('a standby in rotation', () => {
  it('serves only when it answered, is still a standby and is within the lag allowed', () => {
    expect(judgeStandby({ answered: false }, 0, 1000)).toBe('down');
    expect(judgeStandby({ answered: true, inRecovery: false, replayed: 5n }, 0, 1000)).toBe('promoted');
    expect(judgeStandby({ answered: true, inRecovery: true, replayed: 5n }, 1001, 1000)).toBe('lagging');
    expect(judgeStandby({ answered: true, inRecovery: true, replayed: 5n }, 1000, 1000)).toBe('serving');
  });

  it('takes reads in turns, only where the reader’s write was replayed; else the primary', () => {
    const standbys: StandbyView[] = [
      { status: 'serving', replayed: 100n },
      { status: 'down', replayed: 500n },
      { status: 'serving', replayed: 300n },
    ];
    expect([0, 1, 2, 3].map((turn) => chooseStandby(standbys, 0n, turn))).toEqual([0, 2, 2, 0]);
    expect(chooseStandby(standbys, 200n, 0)).toBe(2);
    expect(chooseStandby(standbys, 301n, 0)).toBeUndefined();
    expect(chooseStandby([{ status: 'lagging', replayed: 900n }], 0n, 0)).toBeUndefined();
    expect(chooseStandby([], 0n, 0)).toBeUndefined();
  });

  it('is named without the user and password of its URL', () => {
    expect(standbyName('postgres://bazar:s3cr3t@replica-1.internal:6432/bazar?sslmode=require')).toBe(
      'replica-1.internal:6432/bazar',
    );
    expect(standbyName('postgres://bazar:s3cr3t@replica-2/bazar')).toBe('replica-2:5432/bazar');
    expect(standbyName('no es una url')).toBe('standby');
  });
});
