import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RegisterForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// A required field's label ends in MUI's asterisk.
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });

describe('registration form rules', () => {
  it('an empty form names every required field in Spanish and sends nothing', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Ingresa un nombre de usuario')).toBeTruthy();
    expect(screen.getByText('Ingresa tu apellido')).toBeTruthy();
    expect(field('Nombre de usuario').getAttribute('aria-invalid')).toBe('true');
    // Optional fields stay valid.
    expect(field('Teléfono').getAttribute('aria-invalid')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a confirmation that differs from the password is refused on the confirmation field', async () => {
    renderForm();
    fireEvent.change(field('Contraseña'), { target: { value: 'Ciruela-42' } });
    fireEvent.change(field('Confirmar contraseña'), { target: { value: 'Ciruela-43' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('No coinciden las contraseñas')).toBeTruthy();
    expect(field('Confirmar contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
