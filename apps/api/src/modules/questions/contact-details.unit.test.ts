import { describe, expect, it } from 'vitest';
import { contactDetailsIn } from './contact-details.js';

describe('contactDetailsIn', () => {
  it.each([
    ['Escribime a juan.perez@gmail.com y te paso fotos', ['email']],
    ['mandame un mail a juan arroba gmail punto com', ['email']],
    ['Llamame al 11 5555-4444', ['phone']],
    ['whatsapp +54 9 11 5555 4444', ['phone']],
    ['mi cel es 5512345678', ['phone']],
    ['Mirá más en www.ofertas.com.ar', ['link']],
    ['https://example.com/oferta', ['link']],
    ['tienda-zapatos.com tiene más', ['link']],
    ['juan@gmail.com o 1155554444', ['email', 'phone']],
    ['mi wsp 15-5555-1234', ['phone']],
    ['celu 15.5555.1234', ['phone']],
    ['whatsapp: 15 5555 1234', ['phone']],
  ])('finds contact details in %j', (text, kinds) => {
    expect(contactDetailsIn(text)).toEqual(kinds);
  });

  it.each([
    '¿Viene en talle 42? ¿Cuánto mide, 1.5 kg?',
    'iPhone 13 de 128 GB, modelo A2482',
    'Medidas 120 x 60 x 75 cm, ¿entra en un 2.º piso?',
    'Lo pago $ 12.500 si me hacés precio',
    'El código de barras es 7791234567890',
    '¿Sirve para Windows 10 y 11? ¿Trae la versión 2.4.1?',
    'Talle 15, ¿llega en 15 días? Pago 15.000',
    'Son 15 unidades de 1234 g cada una',
  ])('leaves an ordinary question alone: %j', (text) => {
    expect(contactDetailsIn(text)).toEqual([]);
  });
});
