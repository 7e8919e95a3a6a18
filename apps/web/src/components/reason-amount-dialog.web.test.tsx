import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { ReasonAmountDialog, type ReasonAmountFields } from './reason-amount-dialog';

afterEach(cleanup);

const check = ({ amount, reason }: ReasonAmountFields) => {
  const errors = {
    ...(amount === '' ? { amount: 'Falta el importe' } : {}),
    ...(reason.trim().length < 3 ? { reason: 'Motivo muy corto' } : {}),
  };
  return { errors, body: Object.keys(errors).length ? null : { amount, reason: reason.trim() } };
};

function renderDialog(onSubmit: (body: { amount: string; reason: string }) => Promise<void>) {
  render(
    <ReasonAmountDialog
      open
      onClose={() => undefined}
      title="Reembolsar la orden P-1"
      amount={{ label: 'Importe a reembolsar', initial: '100,00', hint: 'Hasta $ 100' }}
      reason={{ label: 'Motivo' }}
      check={check}
      apiFields={{ amount: 'amountCents', reason: 'reason' }}
      onSubmit={onSubmit}
      submitLabel="Reembolsar"
      destructive
    />,
  );
  return screen.getByRole('dialog', { name: 'Reembolsar la orden P-1' });
}

describe('the reason and amount dialog', () => {
  it('starts from the amount given, and shows its checks once sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(onSubmit);
    expect((screen.getByLabelText('Importe a reembolsar') as HTMLInputElement).value).toBe('100,00');
    expect(screen.queryByText('Motivo muy corto')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    expect(await screen.findByText('Motivo muy corto')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: ' Llegó roto ' } });
    expect(screen.queryByText('Motivo muy corto')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: '100,00', reason: 'Llegó roto' }));
  });

  it("places the server's refusal on the field it names, else above the form", async () => {
    const onSubmit = vi
      .fn<(body: { amount: string; reason: string }) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'Demasiado', [{ param: 'amountCents', msg: 'Supera lo pagado' }]),
      )
      .mockRejectedValueOnce(new ApiError(409, 'La orden cambió'));
    renderDialog(onSubmit);
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Llegó roto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    expect(await screen.findByText('Supera lo pagado')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Importe a reembolsar'), { target: { value: '90' } });
    expect(screen.queryByText('Supera lo pagado')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La orden cambió');
  });
});
