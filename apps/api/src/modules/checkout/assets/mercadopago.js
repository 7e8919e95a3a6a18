// Mercado Pago Checkout Pro in the payment frame: the wallet button for the server's preference.
// Mercado Pago sends the buyer back to /ResponseMP (the preference's back_urls) in the top window.
(() => {
  const body = document.body;
  if (body.dataset.state !== 'open') {
    if (window.parent !== window)
      window.parent.postMessage(
        { type: 'bazar-checkout', status: body.dataset.state },
        window.location.origin,
      );
    return;
  }
  const publicKey = body.dataset.publicKey;
  const preferenceId = body.dataset.preferenceId;
  if (!publicKey || !window.MercadoPago) return;
  const mp = new window.MercadoPago(publicKey, { locale: 'es-AR' });
  mp.bricks().create('wallet', 'wallet', { initialization: { preferenceId, redirectMode: 'blank' } });
})();
