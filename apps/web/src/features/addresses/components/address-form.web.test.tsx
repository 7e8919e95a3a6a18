import { ADDRESS_MSG } from '@bazar/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressForm } from './address-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.setItem('bazar.auth', JSON.stringify({ token: 't', userName: 'compra', root: false }));
  fetchMock.mockImplementation(
    async (_url, init) =>
      new Response(JSON.stringify({ id: 7, isDefault: true, ...JSON.parse(String(init?.body ?? '{}')) }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input, textarea, select' });

function renderForm(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddressForm
        suggestedStreet="Av. Corrientes"
        suggestedPhone="11 4321-5678"
        label="Dirección de envío"
        submitLabel={ADDRESS_MSG.continueToPay}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return onSaved;
}

describe('the address form', () => {
  it("starts 'Calle' from the profile's address and asks for the rest in Spanish, sending nothing", async () => {
    renderForm();
    expect((field('Calle') as HTMLInputElement).value).toBe('Av. Corrientes');
    // The phone comes from the profile; the province is chosen from the 24 of the list.
    expect((field('Teléfono de contacto') as HTMLInputElement).value).toBe('11 4321-5678');
    const provinces = [...(field('Provincia') as HTMLSelectElement).options].map((o) => o.value);
    expect(provinces).toHaveLength(25);
    expect(provinces).toContain('Córdoba');
    fireEvent.click(screen.getByRole('button', { name: ADDRESS_MSG.continueToPay }));
    expect(await screen.findByText(ADDRESS_MSG.postalCodeRequired)).toBeTruthy();
    expect(screen.getByText(ADDRESS_MSG.numberRequired)).toBeTruthy();
    expect(screen.getByText(ADDRESS_MSG.provinceRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the address as the API takes it, blanks as null, and hands back the saved one', async () => {
    const onSaved = renderForm();
    fireEvent.change(field('Número'), { target: { value: '1234' } });
    fireEvent.change(field('Ciudad'), { target: { value: 'CABA' } });
    fireEvent.change(field('Provincia'), { target: { value: 'Buenos Aires' } });
    fireEvent.change(field('Código postal'), { target: { value: 'C1043' } });
    fireEvent.change(field('Teléfono de contacto'), { target: { value: '11 4321-5678' } });
    fireEvent.click(screen.getByRole('button', { name: ADDRESS_MSG.continueToPay }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/addresses');
    expect(JSON.parse(String(init?.body))).toEqual({
      street: 'Av. Corrientes',
      number: '1234',
      floorApt: null,
      city: 'CABA',
      province: 'Buenos Aires',
      postalCode: 'C1043',
      phone: '11 4321-5678',
      notes: null,
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: 7, city: 'CABA' });
  });

  it('refuses a postal code and a phone the API would refuse', async () => {
    renderForm();
    fireEvent.change(field('Código postal'), { target: { value: '12' } });
    fireEvent.change(field('Teléfono de contacto'), { target: { value: 'llamar' } });
    fireEvent.click(screen.getByRole('button', { name: ADDRESS_MSG.continueToPay }));
    expect(await screen.findByText(ADDRESS_MSG.postalCodeFormat)).toBeTruthy();
    expect(screen.getByText(ADDRESS_MSG.phoneFormat)).toBeTruthy();
  });
});
