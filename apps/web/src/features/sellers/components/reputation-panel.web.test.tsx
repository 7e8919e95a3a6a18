import type { SellerProfile } from '@bazar/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReputationPanel } from './reputation-panel';

afterEach(cleanup);

const reputation = (over: Partial<SellerProfile['reputation']>): SellerProfile['reputation'] => ({
  level: 4,
  windowDays: 60,
  sales: 12,
  completedSales: 10,
  cancelledShare: 0.025,
  claimedShare: 0,
  medianShipHours: 24,
  answeredShare: 0.9,
  medianAnswerHours: 2,
  questions: 10,
  rating: { average: 4.25, count: 8 },
  lateShare: null,
  ...over,
});

describe('the reputation panel', () => {
  it('names the level in words, raises its step of the scale, and lists the figures behind it', () => {
    render(<ReputationPanel reputation={reputation({})} />);
    const panel = screen.getByRole('region', { name: 'Reputación' });
    expect(within(panel).getByTestId('reputation-level').textContent).toBe('Reputación verde claro');
    // The coloured scale is for the eyes only: the words above say the same.
    const scale = within(panel).getByTestId('reputation-scale');
    expect(scale.getAttribute('aria-hidden')).toBe('true');
    const steps = [...scale.children];
    expect(steps).toHaveLength(5);
    expect(steps.map((step) => step.getAttribute('data-current'))).toEqual([null, null, null, 'true', null]);
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '12 ventas en los últimos 60 días',
      '10 ventas concretadas',
      'Canceló 2,5 % de sus ventas',
      'Reclamos en 0 % de sus ventas',
      'Despacha en menos de 24 h',
      'Responde 90 % de las preguntas',
      'Responde en menos de 2 h',
      '4,3 de 5 (8 opiniones)',
    ]);
  });

  it("shows 'Nuevo vendedor' with its hint, and no step raised, for a seller without a level", () => {
    render(
      <ReputationPanel
        reputation={reputation({
          level: null,
          windowDays: 365,
          sales: 0,
          completedSales: 0,
          cancelledShare: null,
          claimedShare: null,
          medianShipHours: null,
          answeredShare: null,
          medianAnswerHours: null,
          rating: { average: 0, count: 0 },
        })}
      />,
    );
    expect(screen.getByTestId('reputation-level').textContent).toBe('Nuevo vendedor');
    expect(screen.getByText('Todavía tiene pocas ventas para calcular su reputación.')).toBeTruthy();
    expect(screen.getByTestId('reputation-scale').querySelector('[data-current]')).toBeNull();
    // Shares with nothing to divide are left out.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0 ventas en el último año',
      '0 ventas concretadas',
      'Despacha sin datos todavía',
      'Responde sin datos todavía',
      'Sin opiniones',
    ]);
  });
});
