import { describe, expect, it } from 'vitest';
import { absoluteUrl, shopMail } from './shop-mail.js';

const SHOP = 'https://tienda.example';

describe('the shop’s e-mail template', () => {
  const mail = shopMail(SHOP, {
    to: 'ana@example.com',
    subject: 'Tu compra está en camino (orden P-000007)',
    name: 'Ana <b>',
    lines: ['Te respondió: «<script>alert(1)</script> & "listo"»'],
    orderNumbers: ['P-000007'],
    items: [{ name: 'Taza "Bazar" <i>', image: '/uploads/demo/taza-1.webp', details: ['1 × US$ 10,00'] }],
    shipTo: { label: 'Envío a', address: 'Av. Corrientes 1234, 5° B <x>' },
    totals: [{ label: 'Total pagado', value: 'US$ 10,00' }],
    action: { href: `${SHOP}/mis-compras?a=1&b=2`, text: 'Seguir mi compra' },
  });
  const html = String(mail.html);

  it('escapes every value people typed, in the HTML part', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;listo&quot;');
    expect(html).toContain('Hola Ana &lt;b&gt;:');
    expect(html).toContain('alt="Taza &quot;Bazar&quot; &lt;i&gt;"');
    expect(html).toContain('Av. Corrientes 1234, 5° B &lt;x&gt;');
    expect(html).toContain('href="https://tienda.example/mis-compras?a=1&amp;b=2"');
  });

  it('has the wordmark, the order number, the picture on the shop’s own host, the button and a footer', () => {
    expect(html).toContain('>Bazar<');
    expect(html).toContain('Orden P-000007');
    expect(html).toContain('src="https://tienda.example/uploads/demo/taza-1.webp"');
    expect(html).toContain('>Seguir mi compra</a>');
    expect(html).toContain('href="https://tienda.example/perfil"');
    // No external resource a mail client would block, other than the shop's own pictures.
    expect(html.match(/src="([^"]+)"/g)).toEqual(['src="https://tienda.example/uploads/demo/taza-1.webp"']);
  });

  it('keeps a plain-text part that says the same, unescaped', () => {
    expect(mail.text).toContain('Hola Ana <b>:');
    expect(mail.text).toContain('Te respondió: «<script>alert(1)</script> & "listo"»');
    expect(mail.text).toContain('Orden P-000007');
    expect(mail.text).toContain('- Taza "Bazar" <i>\n  1 × US$ 10,00');
    expect(mail.text).toContain('Envío a: Av. Corrientes 1234, 5° B <x>');
    expect(mail.text).toContain('Total pagado: US$ 10,00');
    expect(mail.text).toContain(`Seguir mi compra: ${SHOP}/mis-compras?a=1&b=2`);
  });

  it('leaves an absolute picture address (object storage) as it is', () => {
    expect(absoluteUrl(SHOP, 'https://cdn.example/p.webp')).toBe('https://cdn.example/p.webp');
    expect(absoluteUrl(`${SHOP}/`, '/uploads/p.webp')).toBe(`${SHOP}/uploads/p.webp`);
  });
});
